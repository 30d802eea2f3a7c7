/**
 * Option `firstPhase` (the "Learn to play" lesson begins at phase 4): the game deals phases
 * firstPhase…phases, the first dealer deals the first of them, the invariants hold at every step,
 * scores use the real phase numbers, and the fast path deals and ends the same phases.
 */
import { describe, expect, it } from 'vitest';
import { tableOptions } from '../../../../../src/main/engine/options';
import { createRng } from '../../../../../src/main/engine/rng';
import type { SevenSinsOptions } from '../../../../../src/shared/games/sevensins';
import {
  sevensinsGame as game,
  SevenSinsFast,
  type SevenSinsState,
} from '../../../../../src/main/games/sevensins';
import { words } from '../../../../../src/shared/i18n/format';

describe('sevensins option firstPhase', () => {
  it('plays phases 11 to 13 with sound invariants', () => {
    const fitted = tableOptions(game, 4, { firstPhase: 11 });
    expect(fitted.ok).toBe(true);
    if (!fitted.ok) return;
    const rng = createRng('first-phase');
    let s: SevenSinsState = game.newGame(4, fitted.options as SevenSinsOptions, 2);
    const dealt: { phase: number; dealer: number; hand: number }[] = [];
    for (;;) {
      expect(game.invariants(s)).toEqual([]);
      const nx = game.next(s);
      if (nx.kind === 'over') break;
      if (nx.kind === 'deal') {
        const r = game.deal(s, game.randomDeal(s, rng));
        if (!r.ok) throw new Error(words('en', r.error.reason));
        s = r.state;
        dealt.push({ phase: s.phase, dealer: s.dealer, hand: s.hands[0]!.length });
        continue;
      }
      if (nx.kind !== 'act') throw new Error('no chance actions in SevenSins');
      const seat = nx.seats[0]!;
      const legal = game.legalActions(s, seat);
      const r = game.apply(s, seat, legal[rng.int(legal.length)]!);
      if (!r.ok) throw new Error(words('en', r.error.reason));
      s = r.state;
    }
    expect(dealt).toEqual([
      { phase: 11, dealer: 2, hand: 11 },
      { phase: 12, dealer: 3, hand: 12 },
      { phase: 13, dealer: 0, hand: 13 },
    ]);
    expect(s.history.map((h) => h.phase)).toEqual([11, 12, 13]);
    expect(s.history[2]!.multiplier % 2).toBe(0);
  });

  it('refuses a first phase after the last', () => {
    expect(tableOptions(game, 3, { firstPhase: 5, phases: 4 }).ok).toBe(false);
    expect(tableOptions(game, 7, { firstPhase: 13 }).ok).toBe(false);
    expect(tableOptions(game, 3, { firstPhase: 4, phases: 4 }).ok).toBe(true);
  });

  it('the fast path deals the same phases and ends after the last', () => {
    const fitted = tableOptions(game, 3, { firstPhase: 12 });
    if (!fitted.ok) throw new Error(words('en', fitted.reason));
    const fast = new SevenSinsFast();
    fast.load(game.newGame(3, fitted.options as SevenSinsOptions, 0), createRng('first-phase-fast'));
    const reader = fast.inspect();
    expect(reader.phase).toBe(12);
    const moves = new Int32Array(128);
    const phases = new Set<number>();
    for (let guard = 0; guard < 10_000 && fast.toAct() >= 0; guard++) {
      phases.add(reader.phase);
      expect(fast.legal(moves)).toBeGreaterThan(0);
      fast.play(moves[0]!);
    }
    expect([...phases]).toEqual([12, 13]);
    expect(fast.toAct()).toBe(-1);
  });
});
