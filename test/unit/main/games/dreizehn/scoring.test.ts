import { describe, expect, it } from 'vitest';
import type { DreizehnCard } from '../../../../../src/shared/games/dreizehn';
import { scoreRound } from '../../../../../src/main/games/dreizehn';
import { winnersOf } from '../../../../../src/main/games/dreizehn/scoring';
import { createRng } from '../../../../../src/main/engine/rng';
import { FIXED, game, ok, randomGames } from './helpers';

/** Taken cards with these numbers of blue, yellow, green cards and Fiese Vieren. */
function taken(blue: number, yellow: number, green: number, fiese: number): DreizehnCard[] {
  const rep = (card: DreizehnCard, n: number) => Array.from({ length: n }, () => card);
  return [...rep('B1', blue), ...rep('Y5', yellow), ...rep('G7', green), ...rep('F4', fiese)];
}

describe('13 scoring', () => {
  it('scores the rulebook example: Marina 7, Georg 2, Ben 17, Nils 15', () => {
    const marina = taken(3, 2, 0, 1);
    const georg = taken(0, 6, 2, 0);
    const ben = taken(2, 5, 6, 2);
    const nils = taken(6, 1, 6, 4);
    expect(scoreRound([marina, georg, ben, nils])).toEqual([7, 2, 17, 15]);
  });

  it('counts 1 per colour card and 2 per Fiese Vier, whatever the card values', () => {
    // Blue and yellow are tied 1–1, so both count; seat 2 leads green, only its Fiese Vier counts.
    expect(
      scoreRound([
        ['B7', 'Y2'],
        ['Y7', 'B1'],
        ['G5', 'F4'],
      ]),
    ).toEqual([2, 2, 2]);
    expect(
      scoreRound([
        ['B7', 'Y2', 'G1'],
        ['Y7', 'B1', 'G2'],
        ['G5', 'F4', 'F4'],
      ]),
    ).toEqual([3, 3, 5]);
    // A strict lead: seat 0 holds two blue against one.
    expect(scoreRound([['B7', 'B1', 'Y2'], ['Y7', 'Y4', 'B2'], []])).toEqual([1, 1, 0]);
  });

  it('lets a strict majority score 0 for that colour, but a tie for most scores for all', () => {
    expect(scoreRound([taken(3, 0, 0, 0), taken(2, 0, 0, 0), taken(0, 0, 0, 0)])).toEqual([0, 2, 0]);
    expect(scoreRound([taken(3, 0, 0, 0), taken(3, 0, 0, 0), taken(1, 0, 0, 0)])).toEqual([3, 3, 1]);
  });

  it('always counts Fiese Vieren, also for the player with the most of them', () => {
    expect(scoreRound([taken(0, 0, 0, 3), taken(0, 0, 0, 1), taken(0, 0, 0, 0)])).toEqual([6, 2, 0]);
  });

  it('scores nothing for a round where nobody took anything', () => {
    expect(scoreRound([[], [], [], []])).toEqual([0, 0, 0, 0]);
  });

  it('lets equal lowest totals share the win', () => {
    expect(winnersOf([12, 9, 9, 20])).toEqual([1, 2]);
    expect(winnersOf([5, 9, 9])).toEqual([0]);
  });

  it('keeps round scores, totals and result consistent over random games', () => {
    let games = 0;
    randomGames(12, 11, (state) => {
      if (game.next(state).kind !== 'over') return;
      games++;
      const rounds = game.roundScores(state);
      expect(rounds).toHaveLength(state.players === 3 ? 6 : state.players);
      const totals = rounds.reduce((acc, r) => acc.map((a, i) => a + r[i]!));
      const result = game.result(state)!;
      expect(result.totals).toEqual(totals);
      const best = Math.min(...totals);
      expect(result.winners).toEqual(totals.flatMap((t, i) => (t === best ? [i] : [])));
      for (const round of state.history) expect(round.scores).toEqual(scoreRound(round.taken));
    });
    expect(games).toBe(12);
  });

  it('has no result while the game runs', () => {
    const state = game.newGame(4, FIXED, 0);
    expect(game.result(state)).toBeNull();
    expect(game.result(ok(game.deal(state, game.randomDeal(state, createRng(3)))))).toBeNull();
  });
});
