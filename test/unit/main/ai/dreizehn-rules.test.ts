import { describe, expect, it } from 'vitest';
import { dreizehnRulesBot } from '../../../../src/main/ai/dreizehn-rules';
import { createRng } from '../../../../src/main/engine/rng';
import type { DreizehnOptions } from '../../../../src/shared/games/dreizehn';
import { craftDeal, dealt, FIRST_CARD, FIXED, game, ok, play } from '../games/dreizehn/helpers';

/** Mean round score of the rules bot (one seat, rotating) and of the random seats. */
function match(options: DreizehnOptions, players: number, rounds: number, seed: number) {
  const rng = createRng(seed);
  let bot = 0;
  let random = 0;
  for (let r = 0; r < rounds; r++) {
    const botSeat = r % players;
    let s = game.newGame(players, options, (r * 7) % players);
    s = ok(game.deal(s, game.randomDeal(s, rng)));
    while (s.phase === 'play') {
      const seat = s.turn;
      const legal = game.legalActions(s, seat);
      let action = rng.pick(legal);
      if (seat === botSeat) {
        action = dreizehnRulesBot.act({ seat, view: game.view(s, seat), legal, rng });
        expect(legal).toContainEqual(action);
      }
      s = ok(game.apply(s, seat, action));
    }
    const scores = game.roundScores(s)[0]!;
    scores.forEach((x, seat) => (seat === botSeat ? (bot += x) : (random += x / (players - 1))));
  }
  return { bot: bot / rounds, random: random / rounds };
}

describe('13 rules bot', () => {
  it('is a rules-level bot', () => {
    expect(dreizehnRulesBot.level).toBe('rules');
  });

  it('clearly beats random play over 200 seeded rounds', () => {
    const fixed = match(FIXED, 4, 120, 1);
    const poison = match(FIRST_CARD, 3, 80, 2);
    expect(fixed.bot).toBeLessThan(fixed.random / 2);
    expect(poison.bot).toBeLessThan(poison.random / 2);
  });

  it('keeps a target at or below 13 when it can', () => {
    // Blue stands at 12 (B7, B5); the bot holds B2 and B1 among others: B1 fits, B2 overflows.
    let s = dealt(3, FIXED, 2, craftDeal(3, [['B7'], ['B5'], ['B1', 'B2', 'Y7', 'G7', 'Y5']]));
    s = play(s, 0, 'B7', 'blue');
    s = play(s, 1, 'B5', 'blue');
    const legal = game.legalActions(s, 2);
    for (let i = 0; i < 20; i++) {
      const a = dreizehnRulesBot.act({ seat: 2, view: game.view(s, 2), legal, rng: createRng(i) });
      const target = game.view(s, 2).targets.find((t) => t.id === a.target)!;
      expect(target.total + Number(a.card.slice(1))).toBeLessThanOrEqual(13);
    }
  });

  it('dumps a Fiese Vier onto a target that ends high rather than a low one', () => {
    // Yellow stands at 9 (Y7, Y2); the bot holds only a Fiese Vier and cards that overflow nowhere.
    let s = dealt(3, FIXED, 2, craftDeal(3, [['Y7'], ['Y2'], ['F4', 'B1', 'B1', 'G1', 'G1']]));
    s = play(s, 0, 'Y7', 'yellow');
    s = play(s, 1, 'Y2', 'yellow');
    const legal = game.legalActions(s, 2).filter((a) => a.card === 'F4');
    const a = dreizehnRulesBot.act({ seat: 2, view: game.view(s, 2), legal, rng: createRng(3) });
    expect(a).toEqual({ type: 'play', card: 'F4', target: 'yellow' });
  });

  it('takes a small pile on purpose when it secures a colour it leads', () => {
    const deal = craftDeal(
      3,
      [
        ['B7', 'B5'],
        ['B5', 'B4'],
        ['B2', 'B4', 'Y1', 'G1', 'G2'],
      ],
      ['Y2', 'Y2', 'G2'],
    );
    let s = dealt(3, FIXED, 2, deal);
    s = play(s, 0, 'B7', 'blue');
    s = play(s, 1, 'B5', 'blue');
    s = play(s, 2, 'B2', 'blue'); // overflow: seat 2 takes B7 B5 and leads blue
    s = play(s, 0, 'B5', 'blue');
    s = play(s, 1, 'B4', 'blue'); // blue: B2 B5 B4 = 11
    expect(s.taken[2]).toEqual(['B7', 'B5']);
    const legal = game.legalActions(s, 2);
    const a = dreizehnRulesBot.act({ seat: 2, view: game.view(s, 2), legal, rng: createRng(1) });
    expect(a).toEqual({ type: 'play', card: 'B4', target: 'blue' });
  });
});
