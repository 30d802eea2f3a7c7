// @vitest-environment happy-dom
/**
 * A press that begins on a control and ends on the control that replaced it (a screen rebuilt
 * by a broadcast in between) is a click on the replacement; the real EventBoundary of PixiJS
 * maps the pointer events, as in the app.
 */
import 'pixi.js/events';
import { Container, EventBoundary, FederatedPointerEvent, Graphics } from 'pixi.js';
import { describe, expect, test } from 'vitest';
import { keepPressesAcrossRebuilds } from '../../../../src/renderer/core/press-keeper';
import { installTestHook, testId } from '../../../../src/renderer/core/testhook';

/** A screen whose layer is rebuilt like BaseScreen.rebuild: every child destroyed and made anew. */
function screenWithButtons(keep: boolean) {
  const stage = new Container();
  stage.eventMode = 'static';
  const layer = new Container();
  stage.addChild(layer);
  installTestHook(
    stage,
    document.createElement('canvas'),
    () => 'lobby',
    () => true,
    () => true,
  );
  const boundary = new EventBoundary(stage);
  if (keep) keepPressesAcrossRebuilds(boundary);
  const taps: string[] = [];
  const build = (generation: number): void => {
    for (const c of layer.removeChildren()) c.destroy({ children: true });
    ['lobby.sit.1', 'lobby.sit.2'].forEach((id, i) => {
      const button = new Container();
      button.eventMode = 'static';
      // A face child, as a Button has: the press path ends below the named object. (Drawn in
      // place: without a renderer no world transform is computed.)
      button.addChild(new Graphics().rect(0, i * 50, 100, 40).fill(0x335577));
      button.on('pointertap', () => taps.push(`${id}@${generation}`));
      layer.addChild(testId(button, id));
    });
  };
  build(0);
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
  return { build, at, taps };
}

describe('a press across a rebuild', () => {
  test('a press on Sit that ends on the rebuilt Sit is one click on the new button', () => {
    const s = screenWithButtons(true);
    s.at('pointerdown', 50, 70);
    s.build(1);
    s.at('pointerup', 50, 70);
    expect(s.taps).toEqual(['lobby.sit.2@1']);
  });

  test('without the keeper PixiJS loses that click (the cause of the lost Sit)', () => {
    const s = screenWithButtons(false);
    s.at('pointerdown', 50, 70);
    s.build(1);
    s.at('pointerup', 50, 70);
    expect(s.taps).toEqual([]);
  });

  test('released over another control, or beside every control, it is no click', () => {
    const s = screenWithButtons(true);
    s.at('pointerdown', 50, 70);
    s.build(1);
    s.at('pointerup', 50, 20);
    s.at('pointerdown', 50, 20);
    s.build(2);
    s.at('pointerup', 300, 300);
    expect(s.taps).toEqual([]);
  });

  test('a press without a rebuild is clicked once, as before', () => {
    const s = screenWithButtons(true);
    s.at('pointerdown', 50, 20);
    s.at('pointerup', 50, 20);
    expect(s.taps).toEqual(['lobby.sit.1@0']);
  });
});
