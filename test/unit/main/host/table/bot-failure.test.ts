/**
 * A bot turn that fails (its worker dies, it throws, it answers an illegal move) must not stop
 * the table or the host: the table says what happened and a rule-based move is made instead.
 */
import { describe, expect, it } from 'vitest';
import type { BotRunner } from '../../../../../src/main/ai/runner';
import { replayRecord } from '../../../../../src/main/engine/replay';
import { gameById } from '../../../../../src/main/games';
import { TableSession } from '../../../../../src/main/host/table/table-session';
import type { SeatConfig } from '../../../../../src/shared/protocol';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { words } from '../../../../../src/shared/i18n/format';

const seats: SeatConfig[] = [0, 1, 2].map((i) => ({ name: `Bot ${i}`, kind: 'bot', level: 'rules' }));

async function playWith(runner: BotRunner) {
  const scheduler = new ManualScheduler();
  const created = TableSession.create({
    game: gameById('dreizehn'),
    seats,
    options: {},
    seed: 'bot-failure',
    firstDealer: 0,
    scheduler,
    botRunner: runner,
  });
  if (!created.ok) throw new Error(words('en', created.reason));
  const problems: string[] = [];
  created.session.onProblem((m) => problems.push(words('en', m)));
  created.session.start();
  await scheduler.drain();
  return { session: created.session, problems };
}

describe('failing bot turns', () => {
  const faults: [string, BotRunner][] = [
    ['rejects', { decide: () => Promise.reject(new Error('worker exited')) }],
    [
      'throws',
      {
        decide: () => {
          throw new Error('boom');
        },
      },
    ],
    ['answers an illegal move', { decide: () => Promise.resolve({ type: 'play', card: 'nonsense' }) }],
  ];
  for (const [what, runner] of faults) {
    it(`a runner that ${what}: the table reports it, a fallback moves, the game ends and replays`, async () => {
      let calls = 0;
      // Every third decision fails; the others are the rules bot's own.
      const flaky: BotRunner = {
        decide(bot, request) {
          if (++calls % 3 === 0) return runner.decide(bot, request);
          return Promise.resolve(bot.act(request));
        },
      };
      const { session, problems } = await playWith(flaky);
      expect(session.result()).not.toBeNull();
      expect(problems.length).toBeGreaterThan(0);
      expect(problems[0]).toMatch(/Bot \d .*instead|turn of Bot \d failed/);
      const replayed = replayRecord(gameById('dreizehn'), structuredClone(session.record));
      expect(replayed.ok && replayed.result).toEqual(session.result());
    });
  }
});
