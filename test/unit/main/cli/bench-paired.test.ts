import { describe, expect, it } from 'vitest';
import { pairFigures } from '../../../../src/main/cli/bench-paired';

const fig = (perSec: number, game = 'siegel') => ({ game, players: 5, path: 'fast', unit: 'round', perSec });

describe('bench --against: pairing the two sides', () => {
  it('takes medians per figure, the ratio checkout/ref and the rounds the checkout was slower', () => {
    const ref = [
      [fig(100), fig(10, 'abyss')],
      [fig(110), fig(12, 'abyss')],
      [fig(90), fig(11, 'abyss')],
    ];
    const own = [
      [fig(80), fig(12, 'abyss')],
      [fig(120), fig(13, 'abyss')],
      [fig(85), fig(10, 'abyss')],
    ];
    const rows = pairFigures(ref, own);
    expect(rows).toEqual([
      { key: 'siegel 5p fast', ref: 100, checkout: 85, ratio: 0.85, slowerRounds: 2, rounds: 3 },
      { key: 'abyss 5p fast', ref: 11, checkout: 12, ratio: 1.091, slowerRounds: 1, rounds: 3 },
    ]);
  });

  it('compares round by round only as far as both sides ran', () => {
    const rows = pairFigures([[fig(100)], [fig(100)]], [[fig(90)]]);
    expect(rows[0]).toMatchObject({ rounds: 1, slowerRounds: 1, ref: 100, checkout: 90 });
  });
});
