/**
 * Par: a round played again with the Meister in the person's seat and the table's own bots and
 * seeds in the others. Fair only if a bot's move depends on the deal and what it sees alone:
 * - after an undo the bots meet the same choice again and make the same moves (the table's
 *   stream advanced meanwhile; the decision's own stream did not);
 * - a person who plays exactly as the Meister would scores exactly par, and par is the same
 *   however often it is played;
 * - the keeper plays each finished round once, in order, and counts a failure out.
 */
import { describe, expect, it } from 'vitest';
import { decisionRng } from '../../../../src/main/ai/decision-seed';
import { botFor } from '../../../../src/main/ai/levels';
import { decisionStream } from '../../../../src/main/ai/runner';
import type { BaseAction } from '../../../../src/main/engine/game';
import { createRng } from '../../../../src/main/engine/rng';
import { playPar, PAR_LEVEL, type ParInput } from '../../../../src/main/analysis/par';
import type { ParResult, ParRunner } from '../../../../src/main/workers/par-pool';
import { gameById } from '../../../../src/main/games';
import { ParKeeper, playsPar } from '../../../../src/main/host/coaching/par-keeper';
import { TableSession } from '../../../../src/main/host/table/table-session';
import type { SeatConfig } from '../../../../src/shared/protocol';
import type { GameId } from '../../../../src/shared/types';
import { ManualScheduler } from '../../../support/manual-scheduler';
import { words } from '../../../../src/shared/i18n/format';

const seats = (level: string): SeatConfig[] => [
  { name: 'Ada', kind: 'human' },
  { name: 'Ben', kind: 'bot', level },
  { name: 'Clara', kind: 'bot', level },
  { name: 'Dora', kind: 'bot', level },
];

function table(game: GameId, seed: string, level: string, options: Record<string, unknown> = {}) {
  const scheduler = new ManualScheduler();
  const created = TableSession.create({
    game: gameById(game),
    seats: seats(level),
    options,
    seed,
    firstDealer: 3,
    scheduler,
  });
  if (!created.ok) throw new Error(words('en', created.reason));
  return { session: created.session, scheduler };
}

/** The bots' actions of the current round, as recorded. */
function botMoves(session: TableSession): unknown[] {
  return (session.record.rounds.at(-1)?.actions ?? []).filter((a) => a.seat !== 0 && a.seat !== null);
}

/** Seat 0 decides as `bot` would with the decision's own stream (what par's Meister does). */
function decide(session: TableSession, seed: string, bot = botFor(session.game.id, PAR_LEVEL)): BaseAction {
  const round = session.record.rounds.length - 1;
  const made = (session.record.rounds[round]?.actions ?? []).filter((a) => a.seat === 0).length;
  const legal = session.legalFor(0);
  if (legal.length === 1) return legal[0] as BaseAction;
  const stream = decisionStream(bot, decisionRng(seed, round, 0, made));
  return bot.act({ seat: 0, view: session.game.view(stateOf(session), 0), legal, rng: stream });
}

function stateOf(session: TableSession): unknown {
  return (session as unknown as { state: unknown }).state;
}

describe('par', () => {
  it('after an undo the bots make the same moves again: the table’s stream is not theirs', async () => {
    const { session, scheduler } = table('siegel', 'par-undo', 'normal');
    session.start();
    await scheduler.drain();
    const person = botFor('siegel', 'rules');
    const prediction = person.act({
      seat: 0,
      view: session.snapshot(0).view,
      legal: session.legalFor(0),
      rng: createRng(1),
    });
    expect(session.act(0, prediction).ok).toBe(true);
    await scheduler.drain();
    const first = botMoves(session);
    expect(first.length).toBe(3);
    expect(session.undo(0).ok).toBe(true);
    expect(botMoves(session)).toEqual([]);
    expect(session.act(0, prediction).ok).toBe(true);
    await scheduler.drain();
    expect(botMoves(session)).toEqual(first);
  });

  it('a person who plays as the Meister would scores par; par is the same every time', async () => {
    const seed = 'par-meister';
    const { session, scheduler } = table('dreizehn', seed, 'normal');
    session.start();
    await scheduler.drain();
    for (let guard = 0; guard < 200 && session.record.rounds.length < 2 && !session.result(); guard++) {
      if (!session.waitingFor().includes(0)) throw new Error('the table waits for nobody');
      expect(session.act(0, decide(session, seed)).ok).toBe(true);
      await scheduler.drain();
    }
    expect(session.record.rounds.length).toBeGreaterThanOrEqual(2);
    const input: ParInput = { record: structuredClone(session.record), seed, round: 0, seat: 0 };
    const par = playPar(input);
    if (!par.ok) throw new Error(words('en', par.reason));
    const scored = session.game.roundScores(stateOf(session))[0]?.[0];
    expect(par.you).toBe(scored);
    expect(par.par).toBe(par.you);
    expect(par.decisions).toBe(session.record.rounds[0]!.actions.length);
    const again = playPar(input);
    expect(again.ok && again.par).toBe(par.par);
  });

  it('refuses a round that is not there or a seat that is not a person, with the reason', () => {
    const { session } = table('siegel', 'par-refuse', 'rules');
    session.start();
    const record = structuredClone(session.record);
    expect(playPar({ record, seed: 'par-refuse', round: 3, seat: 0 })).toEqual({
      ok: false,
      reason: { key: 'records.par.noRound', params: { round: 3 } },
    });
    expect(playPar({ record, seed: 'par-refuse', round: 0, seat: 1 })).toEqual({
      ok: false,
      reason: { key: 'records.par.notPerson', params: { seat: 1 } },
    });
    expect(playPar({ record, seed: 'par-refuse', round: 0, seat: 0 })).toEqual({
      ok: false,
      reason: { key: 'records.par.unfinished', params: { round: 0 } },
    });
  });

  it('plays at a table of one person against bots only', () => {
    expect(playsPar(seats('rules'), false)).toBe(0);
    expect(playsPar(seats('rules'), true)).toBeNull();
    const eve: SeatConfig = { name: 'Eve', kind: 'human' };
    expect(playsPar([...seats('rules').slice(0, 2), eve], false)).toBeNull();
    expect(playsPar([eve], false)).toBeNull();
  });

  it('the keeper plays each finished round once, tells of each, and counts a failure out', async () => {
    const { session, scheduler } = table('dreizehn', 'par-keeper', 'rules');
    const asked: number[] = [];
    const answers: { round: number; settle: (fail: boolean) => void }[] = [];
    const runner: ParRunner = {
      play(input) {
        asked.push(input.round);
        return new Promise<ParResult>((resolve, reject) => {
          answers.push({
            round: input.round,
            settle: (fail) =>
              fail
                ? reject(new Error('no thread'))
                : resolve({ ok: true, round: input.round, seat: 0, you: 5, par: 3, decisions: 1, ms: 1 }),
          });
        });
      },
      close: () => Promise.resolve(),
    };
    const problems: string[] = [];
    const keeper = new ParKeeper(session, 0, 'par-keeper', runner, (m) => problems.push(words('en', m)));
    let told = 0;
    keeper.onChange(() => told++);
    session.start();
    await scheduler.drain();
    const person = botFor('dreizehn', 'rules');
    while (session.record.rounds.length < 3) {
      const legal = session.legalFor(0);
      session.act(0, person.act({ seat: 0, view: session.snapshot(0).view, legal, rng: createRng(2) }));
      await scheduler.drain();
    }
    expect(asked).toEqual([0, 1]);
    expect(keeper.snapshot()).toEqual({ seat: 0, rounds: [], pending: [0, 1], current: 2 });
    expect(keeper.totals()).toBe('pending');
    answers[0]!.settle(false);
    answers[1]!.settle(true);
    await new Promise((r) => setImmediate(r));
    expect(told).toBe(2);
    expect(keeper.snapshot()).toEqual({
      seat: 0,
      rounds: [{ round: 0, you: 5, par: 3 }],
      pending: [],
      current: 2,
    });
    expect(problems).toEqual([expect.stringContaining('Par for round 2 could not be played: no thread')]);
    expect(keeper.totals()).toEqual({ you: 5, par: 3, rounds: 1 });
    keeper.close();
  });
});
