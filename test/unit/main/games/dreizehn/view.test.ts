import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import type { DreizehnState } from '../../../../../src/main/games/dreizehn';
import { craftDeal, dealt, FIXED, game, play, randomGames } from './helpers';

/** Blue built to 13 by seats 0–2, then seat 3 overflows it with a Fiese Vier. */
function afterOverflow(memoryAid: boolean): DreizehnState {
  let s = dealt(4, { ...FIXED, memoryAid }, 3, craftDeal(4, [['B7'], ['B5'], ['B1'], ['F4']]));
  s = play(s, 0, 'B7', 'blue');
  s = play(s, 1, 'B5', 'blue');
  s = play(s, 2, 'B1', 'blue');
  return play(s, 3, 'F4', 'blue');
}

describe('13 view', () => {
  it('hides taken cards from everyone, the owner included, by default', () => {
    const s = afterOverflow(false);
    for (const seat of [0, 1, 2, 3, null]) {
      const v = game.view(s, seat);
      expect(v.takenCounts).toEqual([0, 0, 0, 3]);
      expect(v.ownTaken).toBeNull();
      expect(Object.keys(v)).not.toContain('taken');
    }
  });

  it('with the memory aid shows a player only their own taken cards', () => {
    const s = afterOverflow(true);
    expect(game.view(s, 3).ownTaken).toEqual(['B7', 'B5', 'B1']);
    expect(game.view(s, 0).ownTaken).toEqual([]);
    expect(game.view(s, null).ownTaken).toBeNull();
  });

  it('shows the public play log, the own hand, and only sizes of hidden hands and the pile', () => {
    const s = afterOverflow(false);
    const v = game.view(s, 1);
    expect(v.log).toEqual([
      { seat: 0, card: 'B7', target: 'blue', took: 0 },
      { seat: 1, card: 'B5', target: 'blue', took: 0 },
      { seat: 2, card: 'B1', target: 'blue', took: 0 },
      { seat: 3, card: 'F4', target: 'blue', took: 3 },
    ]);
    expect(v.hand).toEqual(s.hands[1]);
    expect(v.handSizes).toEqual([5, 5, 5, 5]);
    expect(v.drawPileSize).toBe(26);
    expect(v.turn).toBe(0);
    expect(v.phase).toBe('play');
    expect(game.view(s, null).hand).toBeNull();
  });

  it('does not depend on hidden cards: other hands and the pile order', () => {
    const s = afterOverflow(false);
    // Swap seat 2's first card with a pile card, and reverse the pile.
    const hands = s.hands.map((h) => [...h]);
    const pile = [...s.drawPile];
    const i = pile.findIndex((c) => c !== hands[2]![0]);
    [hands[2]![0], pile[i]] = [pile[i]!, hands[2]![0]!];
    const other: DreizehnState = { ...s, hands, drawPile: pile.reverse() };
    expect(game.invariants(other)).toEqual([]);
    expect(game.view(other, 0)).toEqual(game.view(s, 0));
    expect(game.view(other, null)).toEqual(game.view(s, null));
    expect(game.view(other, 2)).not.toEqual(game.view(s, 2));
  });

  it('reveals taken cards once the round is scored', () => {
    let s = dealt(3, FIXED, 0, game.randomDeal(game.newGame(3, FIXED, 0), createRng(2)));
    const rng = createRng(9);
    while (s.phase === 'play') s = play(s, s.turn, ...pick(s, rng));
    const v = game.view(s, 0);
    expect(v.history).toHaveLength(1);
    expect(v.history[0]!.taken).toEqual(s.history[0]!.taken);
    expect(v.log).toEqual([]);
    expect(v.phase).toBe('deal');
    expect(v.round).toBe(1);
    expect(v.dealer).toBe(1);
  });

  it('samples states consistent with every seat’s view', () => {
    let checked = 0;
    const differs = new Set<number>();
    randomGames(8, 21, (state, rng) => {
      for (let seat = 0; seat < state.players; seat++) {
        const v = game.view(state, seat);
        const sampled = game.sample(v, seat, rng);
        expect(game.view(sampled, seat)).toEqual(v);
        expect(game.invariants(sampled)).toEqual([]);
        expect(game.legalActions(sampled, seat)).toEqual(game.legalActions(state, seat));
        expect(game.next(sampled)).toEqual(game.next(state));
        if (JSON.stringify(sampled.hands) !== JSON.stringify(state.hands)) differs.add(seat);
        checked++;
      }
    });
    expect(checked).toBeGreaterThan(1000);
    // Sampling really redeals hidden cards.
    expect(differs.size).toBeGreaterThan(2);
  });
});

function pick(s: DreizehnState, rng: ReturnType<typeof createRng>): [string, string] {
  const a = rng.pick(game.legalActions(s, s.turn));
  return [a.card, a.target];
}
