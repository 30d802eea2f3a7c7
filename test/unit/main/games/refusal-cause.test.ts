/**
 * A refusal names what the table actually waits for. A record (or a client) that skips a step,
 * such as the SevenSins dealer's trump choice, is refused for the missing step, not with "it is
 * seat 1's turn, not seat 2's" as if the next bidder had merely jumped the queue.
 */
import { describe, expect, it } from 'vitest';
import { randomBot } from '../../../../src/main/ai/bot';
import { replayFile } from '../../../../src/main/cli/replay-file';
import { playGame } from '../../../../src/main/engine/play';
import { createRng } from '../../../../src/main/engine/rng';
import { abyssGame } from '../../../../src/main/games/abyss/game';
import { sevensinsGame as sevensins } from '../../../../src/main/games/sevensins';
import { siegelGame } from '../../../../src/main/games/siegel';
import type { SeatConfig } from '../../../../src/shared/protocol';
import { stringifyRecord, type GameRecord } from '../../../../src/shared/record';
import { act, atPhase, dealt, filler } from './sevensins/helpers';
import { play as abyssPlay, run as abyssRun, setup as abyssSetup } from './abyss/helpers';
import { dealt as siegelDealt, makeDeal, run as siegelRun, zero } from './siegel/helpers';
import { words } from '../../../../src/shared/i18n/format';
import type { Message } from '../../../../src/shared/i18n/message';

const bots = (n: number): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level: 'random' }));

function reason(applied: { ok: boolean; error?: { rule: string; reason: Message } }): string {
  if (applied.ok || !applied.error) throw new Error('accepted');
  return `${applied.error.rule}: ${words('en', applied.error.reason)}`;
}

describe('SevenSins refusals name the stage the table is in', () => {
  it('a record that skips the dealer’s trump choice is refused for it', () => {
    // Self-play until some phase turns a Sin, Demon, Kitsune or Soul (then the dealer chooses trump).
    let record: GameRecord | null = null;
    for (let g = 0; g < 20 && !record; g++) {
      const played = playGame({
        game: sevensins,
        seats: bots(4),
        options: { phases: 6 },
        bots: [randomBot, randomBot, randomBot, randomBot],
        rng: createRng(`trump-first-${g}`),
      }).record;
      if (played.rounds.some((r) => r.actions.some((a) => a.type === 'trump'))) record = played;
    }
    if (!record) throw new Error('no phase with a trump choice in 20 games');
    const r = record.rounds.findIndex((round) => round.actions.some((a) => a.type === 'trump'));
    const round = record.rounds[r]!;
    expect(round.actions[0]!.type).toBe('trump');
    round.actions.shift();
    const outcome = replayFile(stringifyRecord(record));
    expect(outcome).toEqual({
      ok: false,
      error:
        `round ${r + 1}, action 0: You cannot bid now: the dealer, seat ${round.dealer}, ` +
        'must choose the trump element first. [rule: wrong-stage]',
    });
  });

  it('out of turn within a stage, and an action of another stage, whoever sends it', () => {
    const trump = dealt(atPhase(3, 2), [filler(2, 0), filler(2, 2), filler(2, 4)], 'SIN');
    expect(trump.dealer).toBe(1);
    expect(reason(sevensins.apply(trump, 0, { type: 'play', card: 'W1' }))).toBe(
      'wrong-stage: You cannot play a card now: the dealer, seat 1, must choose the trump element first.',
    );
    expect(reason(sevensins.apply(trump, 2, { type: 'trump', element: 'fire' }))).toBe(
      'not-your-turn: It is not your turn: the dealer, seat 1, must choose the trump element first.',
    );
    const bidding = act(trump, 1, { type: 'trump', element: 'fire' });
    expect(reason(sevensins.apply(bidding, 0, { type: 'bid', tricks: 0 }))).toBe(
      'not-your-turn: It is not your turn: seat 2 bids next.',
    );
    expect(reason(sevensins.apply(bidding, 0, { type: 'play', card: 'W1' }))).toBe(
      'wrong-stage: You cannot play a card now: seat 2 bids next.',
    );
    let playing = bidding;
    for (const seat of [2, 0, 1]) playing = act(playing, seat, { type: 'bid', tricks: 0 });
    expect(reason(sevensins.apply(playing, 0, { type: 'play', card: 'W1' }))).toBe(
      'not-your-turn: It is not your turn: the bids are complete and seat 2 leads the first trick.',
    );
    expect(reason(sevensins.apply(playing, 0, { type: 'bid', tricks: 1 }))).toBe(
      'wrong-stage: You cannot bid now: the bids are complete and seat 2 leads the first trick.',
    );
  });
});

describe('Siegel and Abyss refusals name what the table waits for', () => {
  it('Siegel: a card before the predictions are done, a card while a seal return is due', () => {
    const hands = makeDeal(4, [['B5', 'B9', 'R4'], ['G2', 'R7'], ['B1', 'Y1'], []], [[], ['B'], [], []]);
    const fresh = siegelDealt(4, hands, 3);
    // Seat 0 predicts first; seat 2 playing a card is refused for the missing predictions.
    expect(reason(siegelGame.apply(fresh, 2, { type: 'play', card: 'B1' }))).toBe(
      'wrong-phase: Everyone must predict or take the saboteur before the first card: seat 0 predicts next.',
    );
    expect(reason(siegelGame.apply(fresh, 2, zero))).toBe(
      'not-your-turn: It is not your turn: seat 0 predicts next.',
    );
    const playing = siegelRun(fresh, [
      [0, zero],
      [1, zero],
      [2, zero],
      [3, zero],
    ]);
    expect(reason(siegelGame.apply(playing, 2, zero))).toBe(
      'wrong-phase: Predictions are made before the first trick, not now: seat 0 plays next.',
    );
    expect(reason(siegelGame.apply(playing, 2, { type: 'return', seal: 'red' }))).toBe(
      'no-return-due: No seal return is waiting for a choice now: seat 0 plays next.',
    );
  });

  it('Abyss: a card played while a jump is pending is refused for the jump', () => {
    const HIGH = ['W13', 'E13', 'F13', 'A13', 'KITSUNE'];
    const LOW = ['W1', 'E1', 'F1', 'A1', 'S1'];
    const MID = ['W2', 'E2', 'F2', 'A2', 'S2'];
    const j = abyssRun(abyssSetup({ hands: [HIGH, LOW, MID], positions: [0, 1, 0] }), [
      abyssPlay(0, 'W13'),
      abyssPlay(1, 'W1'),
      abyssPlay(2, 'W2'),
    ]);
    expect(j.stage).toBe('jump');
    expect(reason(abyssGame.apply(j, 1, { type: 'play', card: 'E1' }))).toBe(
      'out-of-phase: You cannot play a card now: seat 0 must decide whether to jump.',
    );
    expect(reason(abyssGame.apply(j, 1, { type: 'jump', jump: true }))).toBe(
      'not-your-turn: It is not your turn: seat 0 must decide whether to jump.',
    );
  });
});
