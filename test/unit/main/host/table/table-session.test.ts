import { describe, expect, it } from 'vitest';
import { replayRecord } from '../../../../../src/main/engine/replay';
import { gameById } from '../../../../../src/main/games';
import { TableSession } from '../../../../../src/main/host/table/table-session';
import type { SeatConfig } from '../../../../../src/shared/protocol';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { wordedAs } from '../../../../support/refusals';
import { words } from '../../../../../src/shared/i18n/format';

const bots = (n: number, level = 'rules'): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level }));

function create(seats: SeatConfig[], game: 'siegel' | 'dreizehn' = 'dreizehn', options = {}) {
  const scheduler = new ManualScheduler();
  const created = TableSession.create({
    game: gameById(game),
    seats,
    options,
    seed: 'session-test',
    firstDealer: 1,
    botDelay: () => 700,
    scheduler,
  });
  if (!created.ok) throw new Error(words('en', created.reason));
  return { session: created.session, scheduler };
}

describe('TableSession', () => {
  it('refuses a bad configuration before any table exists', () => {
    const game = gameById('siegel');
    expect(TableSession.create({ game, seats: bots(2), options: {}, seed: 's' })).toMatchObject({
      ok: false,
    });
    expect(TableSession.create({ game, seats: bots(3, 'genius'), options: {}, seed: 's' })).toEqual({
      ok: false,
      reason: wordedAs('There is no bot level "genius"'),
    });
    expect(
      TableSession.create({ game, seats: bots(3), options: { saboteurBase: 7 }, seed: 's' }),
    ).toMatchObject({
      ok: false,
    });
  });

  it('plays an all-bot game to the end with paced bot turns, and its record replays to the same result', async () => {
    const { session, scheduler } = create(bots(3));
    const events: string[] = [];
    session.subscribe((event) => events.push(event.kind));
    session.start();
    await scheduler.drain();
    const result = session.result();
    expect(result).not.toBeNull();
    expect(scheduler.delays.every((d) => d === 700)).toBe(true);
    expect(events.filter((e) => e === 'deal')).toHaveLength(6);
    expect(session.record.result).toEqual(result);
    const replayed = replayRecord(gameById('dreizehn'), structuredClone(session.record));
    expect(replayed.ok && replayed.result).toEqual(result);
  });

  it('waits for a person, refuses an illegal action with its reason and changes nothing', async () => {
    const seats: SeatConfig[] = [{ name: 'Anna', kind: 'human' }, ...bots(2)];
    const { session, scheduler } = create(seats);
    session.start();
    await scheduler.drain();
    expect(session.waitingFor()).toEqual([0]);
    const before = session.snapshot(0);
    expect(before.legal.length).toBeGreaterThan(0);

    const wrongTarget = session.act(0, { type: 'play', card: 'B1', target: 'nowhere' });
    expect(wrongTarget.ok).toBe(false);
    const notInHand = session.act(0, { type: 'play', card: 'B13', target: 'blue' });
    expect(notInHand).toMatchObject({
      ok: false,
      error: { rule: expect.any(String), reason: { key: expect.any(String) } },
    });
    expect(session.act(1, before.legal[0])).toMatchObject({ ok: false, error: { rule: 'bot-seat' } });
    expect(session.snapshot(0)).toEqual(before);

    expect(session.act(0, before.legal[0])).toEqual({ ok: true });
    expect(session.step).toBeGreaterThan(before.step);
    expect(session.snapshot(0).legal).toEqual([]);
    await scheduler.drain();
    expect(session.waitingFor()).toEqual([0]);
  });

  it('gives each seat its own view and legal actions only to the seat to act', async () => {
    const seats: SeatConfig[] = [{ name: 'Anna', kind: 'human' }, ...bots(3)];
    const { session, scheduler } = create(seats, 'siegel');
    session.start();
    await scheduler.drain();
    const mine = session.snapshot(0);
    const theirs = session.snapshot(2);
    const spectator = session.snapshot(null);
    expect(mine.view).not.toEqual(theirs.view);
    expect(theirs.legal).toEqual([]);
    expect(spectator.legal).toEqual([]);
    expect(JSON.stringify(spectator.view)).not.toContain(
      JSON.stringify((mine.view as { hand: string[] }).hand),
    );
  });

  it('stops acting once closed', async () => {
    const { session, scheduler } = create(bots(3));
    session.start();
    await scheduler.drain(5);
    const step = session.step;
    session.close();
    await scheduler.drain();
    expect(session.step).toBe(step);
    expect(session.act(0, { type: 'play' })).toMatchObject({ ok: false, error: { rule: 'table-closed' } });
  });
});
