/** The rule-based bot plays only legal actions and clearly beats random play. */
import { describe, expect, it } from 'vitest';
import { siegelGame } from '../../../../src/main/games/siegel';
import { siegelRulesBot, estimateTricks } from '../../../../src/main/ai/siegel-rules';
import { randomBot, type Bot } from '../../../../src/main/ai/bot';
import { createRng } from '../../../../src/main/engine/rng';
import type { SiegelAction, SiegelView } from '../../../../src/shared/games/siegel';
import { words } from '../../../../src/shared/i18n/format';

type AnyBot = Bot<SiegelView, SiegelAction>;
const random = randomBot as unknown as AnyBot;

/** One round from a seeded deal; returns its scores. Checks every bot answer is legal. */
function playRound(players: number, bots: AnyBot[], seed: string): number[] {
  const rng = createRng(seed);
  let s = siegelGame.newGame(players, { saboteurBase: 4 }, rng.int(players));
  const d = siegelGame.deal(s, siegelGame.randomDeal(s, rng));
  if (!d.ok) throw new Error(words('en', d.error.reason));
  s = d.state;
  for (let n = siegelGame.next(s); n.kind === 'act' && s.phase !== 'roundOver'; n = siegelGame.next(s)) {
    const seat = n.seats[0]!;
    const legal = siegelGame.legalActions(s, seat);
    const action = bots[seat]!.act({ seat, view: siegelGame.view(s, seat), legal, rng });
    // The bot answers with one of the offered objects.
    expect(legal.includes(action)).toBe(true);
    const r = siegelGame.apply(s, seat, action);
    if (!r.ok) throw new Error(words('en', r.error.reason));
    s = r.state;
    if (s.phase === 'roundOver' || s.phase === 'gameOver') break;
  }
  return s.history[0]!.scores;
}

describe('siegel rules bot', () => {
  it('beats random bots sitting in the same seat over 200 seeded rounds', () => {
    const players = 4;
    let rules = 0;
    let rand = 0;
    for (let i = 0; i < 200; i++) {
      const seat = i % players;
      const bots = Array.from({ length: players }, () => random);
      rand += playRound(players, bots, `bot:${i}`)[seat]!;
      bots[seat] = siegelRulesBot;
      rules += playRound(players, bots, `bot:${i}`)[seat]!;
    }
    // Penalty points: lower is better; the margin is large (about 4.3 against 7.3 per round).
    expect(rules / 200).toBeLessThan((rand / 200) * 0.8);
  });

  it('returns a legal action in every phase for 3 and 5 players, among equals', () => {
    for (const players of [3, 5]) {
      for (let i = 0; i < 6; i++)
        playRound(
          players,
          Array.from({ length: players }, () => siegelRulesBot),
          `self:${players}:${i}`,
        );
    }
  });

  it('estimates more tricks for stronger hands', () => {
    const strong = [
      'R15',
      'R14',
      'R13',
      'R12',
      'Y15',
      'G15',
      'B15',
      'V15',
      'Y14',
      'G14',
      'B1',
      'V1',
      'Y1',
      'G1',
      'B2',
    ];
    const weak = ['R1', 'R2', 'Y1', 'Y2', 'Y3', 'G1', 'G2', 'G3', 'B1', 'B2', 'B3', 'V1', 'V2', 'V3', 'V4'];
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(sum(estimateTricks(strong, 5))).toBeGreaterThan(5);
    expect(sum(estimateTricks(weak, 5))).toBeLessThan(0.5);
  });

  it('takes the saboteur with a weak hand and returns white first', () => {
    const weak = ['R1', 'R2', 'Y1', 'Y2', 'Y3', 'G1', 'G2', 'G3', 'B1', 'B2', 'B3', 'V1', 'V2', 'V3', 'V4'];
    const view = { phase: 'predict', hand: weak, players: 5 } as unknown as SiegelView;
    const legal: SiegelAction[] = [{ type: 'saboteur' }, { type: 'predict', seals: {}, steals: [] }];
    expect(siegelRulesBot.act({ seat: 0, view, legal, rng: createRng(1) })).toEqual({ type: 'saboteur' });
    const ret = { phase: 'return', hand: weak, players: 5 } as unknown as SiegelView;
    const choices: SiegelAction[] = [
      { type: 'return', seal: 'red' },
      { type: 'return', seal: 'white' },
    ];
    expect(siegelRulesBot.act({ seat: 0, view: ret, legal: choices, rng: createRng(1) })).toEqual({
      type: 'return',
      seal: 'white',
    });
  });
});
