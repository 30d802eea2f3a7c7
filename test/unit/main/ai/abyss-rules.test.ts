/** The rule-based bot answers with legal actions only and clearly beats random play. */
import { describe, expect, it } from 'vitest';
import { abyssRulesBot } from '../../../../src/main/ai/abyss-rules';
import { abyssGame } from '../../../../src/main/games/abyss/game';
import type { AnyGame } from '../../../../src/main/engine/game';
import { createRng } from '../../../../src/main/engine/rng';
import { versusRandom, type AnyBot } from '../../../support/bots';
import type { AbyssState } from '../../../../src/main/games/abyss/state';
import { handsOf, play, run, setup } from '../games/abyss/helpers';

const game = abyssGame as unknown as AnyGame;

describe('abyss rules bot', () => {
  it('always answers legally and beats random bots in the same seat (200 games)', () => {
    const games = 200;
    const { calls, withBot, random } = versusRandom(game, abyssRulesBot as unknown as AnyBot, games, (g) => ({
      players: 3 + (g % 4),
      seed: `abyss-bot:${g}`,
    }));
    expect(calls).toBeGreaterThan(games * 20);
    // Mean final field and win count both clearly better than a random player's in that seat.
    expect(withBot.mean).toBeGreaterThan(random.mean + 1.5);
    expect(withBot.wins).toBeGreaterThan(random.wins * 1.5);
  });

  /** What the bot does as `seat` in `state`. */
  const answer = (state: AbyssState, seat: number) =>
    abyssRulesBot.act({
      seat,
      view: abyssGame.view(state, seat),
      legal: abyssGame.legalActions(state, seat),
      rng: createRng(1),
    });

  /** The bot's card as the last of three: seat 0 leads its first card, seat 1 follows with W7. */
  const lastOfThree = (first: string[], last: string[]) =>
    answer(
      run(setup({ hands: [first, ['W7', 'E2', 'F2', 'A2', 'S2'], last] }), [
        play(0, first[0]!),
        play(1, 'W7'),
      ]),
      2,
    );

  it('wins the trick cheaply when playing last, and ducks with its weakest card when it cannot win', () => {
    expect(lastOfThree(['W5', 'E1', 'F1', 'A1', 'S1'], ['W9', 'W13', 'TANUKI', 'SIN', 'E3'])).toEqual({
      type: 'play',
      card: 'W9',
    });
    expect(lastOfThree(['SIN', 'E1', 'F1', 'A1', 'S1'], ['W9', 'W13', 'TANUKI', 'E3', 'E4'])).toEqual({
      type: 'play',
      card: 'TANUKI',
    });
  });

  it('adds to the scale the element it holds most of', () => {
    let s = setup({
      hands: handsOf('W13 F12 F11 F10 A1', 'W1 E1 E2 A2 S1', 'W2 E3 E4 A3 S2'),
      positions: [1, 0, 0],
    });
    s = run(s, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    expect(answer(s, 0)).toEqual({ type: 'scale', add: 'fire' });
  });
});
