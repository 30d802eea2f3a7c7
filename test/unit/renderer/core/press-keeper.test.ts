// @vitest-environment happy-dom
/**
 * A press that begins on a control and ends on the control that replaced it (a screen rebuilt
 * by a broadcast in between, and no frame drawn since) is a click on the replacement. The real
 * EventBoundary of PixiJS maps the pointer events, over a stage that is a render group like
 * the app's; "a frame" here is the transform pass the renderer runs before it draws.
 */
import 'pixi.js/events';
import {
  Container,
  EventBoundary,
  FederatedPointerEvent,
  Graphics,
  updateRenderGroupTransforms,
} from 'pixi.js';
import { describe, expect, test } from 'vitest';
import { keepPressesAcrossRebuilds } from '../../../../src/renderer/core/press-keeper';
import { installTestHook, testId } from '../../../../src/renderer/core/testhook';

/** A screen whose layer is rebuilt like BaseScreen.rebuild: every child destroyed and made anew. */
function lobby(keep: boolean) {
  const stage = new Container({ isRenderGroup: true });
  stage.eventMode = 'static';
  const layer = new Container();
  layer.position.set(40, 100);
  stage.addChild(layer);
  installTestHook(
    stage,
    document.createElement('canvas'),
    () => 'lobby',
    () => true,
    () => true,
  );
  const boundary = new EventBoundary(stage);
  if (keep) keepPressesAcrossRebuilds(boundary, stage);
  const taps: string[] = [];
  const frame = (): void => updateRenderGroupTransforms(stage.renderGroup!, true);
  /** Seat rows with a Sit button each; `shift` moves the rows down (a member list grew). */
  const build = (generation: number, shift = 0): void => {
    for (const c of layer.removeChildren()) c.destroy({ children: true });
    ['lobby.sit.1', 'lobby.sit.2'].forEach((id, i) => {
      const button = new Container();
      button.eventMode = 'static';
      // A face child, as a Button has: the press path ends below the named object.
      button.addChild(new Graphics().rect(0, 0, 100, 40).fill(0x335577));
      button.position.set(500, i * 60 + shift);
      button.on('pointertap', () => taps.push(`${id}@${generation}`));
      layer.addChild(testId(button, id));
    });
  };
  build(0);
  frame();
  const at = (type: string, x: number, y: number): void => {
    const e = new FederatedPointerEvent(boundary);
    e.type = type;
    e.pointerId = 1;
    e.pointerType = 'mouse';
    e.button = 0;
    e.global.set(x, y);
    e.screen.set(x, y);
    boundary.mapEvent(e);
  };
  // Sit for seat 2 is at x 540–640, y 160–200 on screen.
  return { build, frame, at, taps };
}

describe('no press is lost to a rebuild', () => {
  test('pressed on Sit, rebuilt by a broadcast, released before the next frame: one click on the new Sit', () => {
    const s = lobby(true);
    s.at('pointerdown', 590, 180);
    s.build(1);
    s.at('pointerup', 590, 180);
    expect(s.taps).toEqual(['lobby.sit.2@1']);
  });

  test('the same after a frame was drawn, and after two rebuilds', () => {
    const s = lobby(true);
    s.at('pointerdown', 590, 180);
    s.build(1);
    s.frame();
    s.build(2);
    s.at('pointerup', 590, 180);
    expect(s.taps).toEqual(['lobby.sit.2@2']);
  });

  test('without the keeper PixiJS loses both (the cause of the lost Sit)', () => {
    for (const drawn of [false, true]) {
      const s = lobby(false);
      s.at('pointerdown', 590, 180);
      s.build(1);
      if (drawn) s.frame();
      s.at('pointerup', 590, 180);
      expect(s.taps).toEqual([]);
    }
  });

  test('a press on a control that a rebuild moved away from the pointer is no click', () => {
    const s = lobby(true);
    s.at('pointerdown', 590, 180);
    s.build(1, 200);
    s.at('pointerup', 590, 180);
    expect(s.taps).toEqual([]);
  });

  test('released over another control, or beside every control, it is no click', () => {
    const s = lobby(true);
    s.at('pointerdown', 590, 180);
    s.build(1);
    s.at('pointerup', 590, 120);
    s.at('pointerdown', 590, 120);
    s.build(2);
    s.at('pointerup', 300, 300);
    expect(s.taps).toEqual([]);
  });

  test('a press without a rebuild is one click, as before', () => {
    const s = lobby(true);
    s.at('pointerdown', 590, 120);
    s.at('pointerup', 590, 120);
    expect(s.taps).toEqual(['lobby.sit.1@0']);
  });
});
