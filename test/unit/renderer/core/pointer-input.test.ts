// @vitest-environment happy-dom
/**
 * One input path: a control takes a press from a mouse, a finger or a pen alike, whatever the
 * user agent claims (happy-dom's is a desktop one: @pixi/ui's ButtonContainer listened to mouse
 * events there and ignored a finger). A long press with a finger shows the tooltip, and its
 * release presses nothing. The real EventBoundary of PixiJS maps the events.
 */
import 'pixi.js/events';
import {
  Container,
  EventBoundary,
  FederatedPointerEvent,
  Graphics,
  isMobile,
  updateRenderGroupTransforms,
} from 'pixi.js';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { PointerControl } from '../../../../src/renderer/ui/pointer-control';
import { Tooltip } from '../../../../src/renderer/ui/chrome';
import { LONG_PRESS_MS } from '../../../../src/renderer/core/gesture';

class Pad extends PointerControl {
  readonly log: string[] = [];
  constructor() {
    super();
    this.addChild(new Graphics().rect(0, 0, 100, 50).fill(0x335577));
  }
  protected hoverChanged(on: boolean): void {
    this.log.push(on ? 'hover' : 'unhover');
  }
  protected pressChanged(on: boolean): void {
    this.log.push(on ? 'down' : 'up');
  }
  protected pressed(): void {
    this.log.push('press');
  }
}

class SeenTooltip extends Tooltip {
  readonly seen: string[] = [];
  override showFor(_target: Container, message: string): void {
    this.seen.push(message);
    this.visible = true;
  }
}

function table() {
  const stage = new Container({ isRenderGroup: true });
  stage.eventMode = 'static';
  const pad = new Pad();
  pad.position.set(20, 20);
  stage.addChild(pad);
  updateRenderGroupTransforms(stage.renderGroup!, true);
  const boundary = new EventBoundary(stage);
  const at = (type: string, pointerType: string, x = 60, y = 40): void => {
    const e = new FederatedPointerEvent(boundary);
    e.type = type;
    e.pointerId = 7;
    e.pointerType = pointerType;
    e.button = 0;
    e.global.set(x, y);
    e.screen.set(x, y);
    boundary.mapEvent(e);
  };
  return { pad, at };
}

afterEach(() => vi.useRealTimers());

describe('one input path', () => {
  test('the user agent here is a desktop one', () => {
    expect(isMobile.any).toBe(false);
  });

  for (const kind of ['mouse', 'touch', 'pen']) {
    test(`a ${kind} presses a control`, () => {
      const { pad, at } = table();
      at('pointerdown', kind);
      at('pointerup', kind);
      expect(pad.log.filter((l) => l === 'press')).toEqual(['press']);
    });
  }

  test('a finger leaves no hover behind; a mouse hovers', () => {
    const t = table();
    t.at('pointermove', 'touch');
    t.at('pointerdown', 'touch');
    t.at('pointerup', 'touch');
    expect(t.pad.log).not.toContain('hover');
    const m = table();
    m.at('pointermove', 'mouse');
    expect(m.pad.log).toContain('hover');
  });

  test('a switched-off control takes no press; a press that ends elsewhere is none', () => {
    const { pad, at } = table();
    pad.enabled = false;
    at('pointerdown', 'touch');
    at('pointerup', 'touch');
    pad.enabled = true;
    at('pointerdown', 'touch');
    at('pointerup', 'touch', 400, 400);
    expect(pad.log).not.toContain('press');
  });

  test('a long press shows the tooltip and its release presses nothing; a short tap presses', () => {
    vi.useFakeTimers();
    const { pad, at } = table();
    const tip = new SeenTooltip();
    tip.attach(pad, () => 'Undo: nothing to take back');
    at('pointerdown', 'touch');
    vi.advanceTimersByTime(LONG_PRESS_MS + 20);
    at('pointerup', 'touch');
    expect(tip.seen).toEqual(['Undo: nothing to take back']);
    expect(pad.log).not.toContain('press');
    // It goes by itself (no pointerout follows a finger).
    vi.advanceTimersByTime(3000);
    expect(tip.visible).toBe(false);
    at('pointerdown', 'touch');
    vi.advanceTimersByTime(120);
    at('pointerup', 'touch');
    expect(pad.log).toContain('press');
    expect(tip.seen).toHaveLength(1);
  });

  test('a finger that drags is no long press', () => {
    vi.useFakeTimers();
    const { pad, at } = table();
    const tip = new SeenTooltip();
    tip.attach(pad, () => 'tip');
    at('pointerdown', 'touch', 30, 30);
    at('pointermove', 'touch', 60, 45);
    vi.advanceTimersByTime(LONG_PRESS_MS + 20);
    expect(tip.seen).toEqual([]);
  });
});
