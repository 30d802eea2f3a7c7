import { describe, expect, it } from 'vitest';
import { GAME_IDS } from '../../../../../src/shared/types';
import { createRng } from '../../../../../src/main/engine/rng';
import { endgamePosition } from '../../../../../src/main/ai/search/endgame-positions';
import { Snapshots } from '../../../../../src/main/ai/search/snapshot';

/** Every own field of the fast path, deeply (typed arrays as plain arrays, the rng by its fields). */
function dump(obj: object): string {
  return JSON.stringify(obj, (key, value: unknown) => {
    if (key === 'reader' || key === 'guide') return undefined;
    if (ArrayBuffer.isView(value)) return Array.from(value as Int32Array);
    return value;
  });
}

describe('Snapshots', () => {
  for (const game of GAME_IDS) {
    it(`${game}: play, save, play on, restore gives back exactly the saved state`, () => {
      const rng = createRng(`snap:${game}`);
      let checked = 0;
      for (let trial = 0; trial < 30; trial++) {
        const at = endgamePosition(game, 4, 6 + (trial % 8), rng);
        if (!at) continue;
        const { fast } = at;
        const snaps = new Snapshots(fast);
        const before = dump(fast);
        const hash = snaps.hash();
        snaps.save(0);
        const moves = new Int32Array(512);
        let played = 0;
        for (let step = 0; step < 12 && fast.toAct() >= 0; step++) {
          const n = fast.legal(moves);
          if (n === 0) break;
          fast.play(moves[rng.int(n)] as number);
          played++;
        }
        if (played > 0) expect(dump(fast)).not.toBe(before);
        snaps.restore(0);
        expect(dump(fast)).toBe(before);
        expect(snaps.hash()).toBe(hash);
        checked++;
      }
      expect(checked).toBeGreaterThan(20);
    });
  }

  it('refuses a slot that was never saved', () => {
    const at = endgamePosition('siegel', 4, 8, createRng(1));
    expect(() => new Snapshots(at!.fast).restore(3)).toThrow(/never saved/);
  });
});
