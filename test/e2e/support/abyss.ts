/**
 * What the Abyss specs share: waiting in the page (polling fast) until the scene's facts
 * (`window.__abyss`) meet a condition — a decision answered, a figure moved, the scale or the
 * board changed.
 */
import type { Page } from '@playwright/test';
import type { AbyssFacts, SceneHook } from '../../../src/shared/scene-facts';

/** The page's global object, for functions that run in the page. */
export type AbyssWindow = { __abyss?: SceneHook<AbyssFacts> };

/** Every given field must hold. */
export interface AbyssCondition {
  stepAbove?: number;
  dialogNot?: string;
  curseClosed?: boolean;
  notPassing?: boolean;
  /** Passing is over and the tricks are being played. */
  passedAndPlaying?: boolean;
  /** [seat, field]: that figure stands on this field or beyond. */
  reached?: [number, number];
  /** [seat, field]: the view puts the figure there and the scene draws it there. */
  figureAt?: [number, number];
  /** The board has this many fields drawn, the goal on the last. */
  boardFields?: number;
  /** The scale's order in the view (joined with commas). */
  scale?: string;
  scalePrefix?: string;
  scaleLength?: number;
  /** The scale's order in the view and as drawn. */
  scaleShown?: string;
}

/** Waits until the scene's facts meet every field of `c`. */
export async function untilAbyss(page: Page, c: AbyssCondition, timeout = 30_000): Promise<void> {
  await page.waitForFunction(
    (c: AbyssCondition) => {
      const s = (globalThis as unknown as AbyssWindow).__abyss;
      if (!s) return false;
      if (c.stepAbove !== undefined && !(s.step > c.stepAbove)) return false;
      if (c.dialogNot !== undefined && s.dialog === c.dialogNot) return false;
      if (c.curseClosed && s.curseOpen) return false;
      if (c.notPassing && s.passing) return false;
      if (c.passedAndPlaying && (s.passing || s.stage !== 'play')) return false;
      if (c.reached && !((s.positions[c.reached[0]] ?? 0) >= c.reached[1])) return false;
      if (c.figureAt) {
        const [seat, field] = c.figureAt;
        if (s.positions[seat] !== field || s.figureFields[seat] !== field) return false;
      }
      if (
        c.boardFields !== undefined &&
        (s.boardFields !== c.boardFields || s.boardGoal !== c.boardFields - 1)
      )
        return false;
      if (c.scale !== undefined && s.scale.join() !== c.scale) return false;
      if (c.scalePrefix !== undefined && !s.scale.join().startsWith(c.scalePrefix)) return false;
      if (c.scaleLength !== undefined && s.scale.length !== c.scaleLength) return false;
      if (
        c.scaleShown !== undefined &&
        (s.scaleShown.join() !== c.scaleShown || s.scale.join() !== c.scaleShown)
      )
        return false;
      return true;
    },
    c,
    { polling: 40, timeout },
  );
}
