import { describe, expect, it } from 'vitest';
import { playPar } from '../../../../../src/main/analysis/par';
import type { ParRunner } from '../../../../../src/main/workers/par-pool';
import { Host } from '../../../../../src/main/host/host';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { MemoryStatisticsStore } from '../../../../../src/main/host/statistics/statistics-store';
import type { HostMessage, TableSnapshot } from '../../../../../src/shared/protocol';
import type { Statistics } from '../../../../../src/shared/statistics';
import { greeted, hello, lastTable, type PortClient, newTable } from '../../../../support/host-clients';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { bot, human } from '../../../../support/seats';
import { words } from '../../../../../src/shared/i18n/format';

const lastStatistics = (inbox: HostMessage[]): Statistics | null => {
  for (let i = inbox.length - 1; i >= 0; i--) {
    const m = inbox[i]!;
    if (m.type === 'statistics') return m.statistics;
  }
  return null;
};

/** Plays the human seat (the first legal action each time) until the game is over. */
async function playToTheEnd(
  host: Host,
  scheduler: ManualScheduler,
  owner: PortClient,
): Promise<TableSnapshot> {
  for (let guard = 0; guard < 2000; guard++) {
    await scheduler.drain();
    const table = lastTable(owner.inbox);
    if (!table) throw new Error('no table');
    if (table.result) return table;
    const action = table.legal[0];
    if (!action) throw new Error(`stuck at step ${table.step}`);
    host.receive(owner.port, { type: 'act', action });
  }
  throw new Error('the game did not end');
}

describe('Host statistics', () => {
  it('counts a finished game for the human seat only, once; reset is for the owner only', async () => {
    const scheduler = new ManualScheduler();
    const store = new MemoryStatisticsStore();
    const host = new Host({ settings: new MemorySettingsStore(), statistics: store, scheduler });
    const owner = greeted(host, 'owner');
    const guest = greeted(host, 'guest');

    host.receive(owner.port, { type: 'getStatistics' });
    expect(lastStatistics(owner.inbox)).toEqual({ version: 1, players: {}, counted: [] });

    host.receive(
      owner.port,
      newTable('sevensins', { options: { phases: 2 }, firstDealer: 1, seed: 'host-statistics' }),
    );
    const end = await playToTheEnd(host, scheduler, owner);
    // Snapshots after the end (a late listener, a reconnect) do not count it again.
    host.receive(owner.port, hello);
    await scheduler.drain();

    host.receive(owner.port, { type: 'getStatistics' });
    const stats = lastStatistics(owner.inbox)!;
    expect(Object.keys(stats.players)).toEqual(['Ada']);
    const ada = stats.players.Ada!.games.sevensins!;
    expect(ada).toMatchObject({ played: 1, won: end.result!.winners.includes(0) ? 1 : 0, chances: 2 });
    expect(ada.scoreSum).toBe(end.result!.totals[0]);
    expect(ada.recent).toHaveLength(1);
    // Written through to the store.
    expect(store.load()).toEqual(stats);

    // Guests may look but not reset.
    host.receive(guest.port, { type: 'getStatistics' });
    expect(lastStatistics(guest.inbox)).toEqual(stats);
    host.receive(guest.port, { type: 'resetStatistics' });
    expect(guest.inbox.at(-1)).toEqual({
      type: 'refused',
      rule: 'host-only',
      reason: { key: 'host.hostOnly.statistics' },
    });
    expect(store.load().players.Ada).toBeDefined();

    // The owner resets one name (an unknown one changes nothing), then everybody.
    host.receive(owner.port, { type: 'resetStatistics', name: 'Zoe' });
    expect(lastStatistics(owner.inbox)!.players.Ada).toBeDefined();
    host.receive(owner.port, { type: 'resetStatistics', name: 'Ada' });
    expect(lastStatistics(owner.inbox)!.players).toEqual({});
    // Everybody hears of the reset.
    expect(lastStatistics(guest.inbox)!.players).toEqual({});
    expect(store.load().players).toEqual({});
    host.receive(owner.port, { type: 'resetStatistics', name: ' \u200b' });
    expect(owner.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'name-empty' });
    host.close();
  });

  it('loads the statistics it was given and leaves bot-only tables alone', async () => {
    const scheduler = new ManualScheduler();
    const store = new MemoryStatisticsStore();
    const host = new Host({ settings: new MemorySettingsStore(), statistics: store, scheduler });
    const owner = greeted(host, 'owner');
    host.receive(
      owner.port,
      newTable('sevensins', {
        seats: [bot('Anna', 'rules'), bot('Ben', 'rules'), bot('Clara', 'rules')],
        options: { phases: 1 },
        seed: 'bots-only',
      }),
    );
    await scheduler.drain();
    expect(lastTable(owner.inbox)?.result).not.toBeNull();
    host.receive(owner.port, { type: 'getStatistics' });
    expect(lastStatistics(owner.inbox)!.players).toEqual({});
    host.close();
  });
});

describe('Host par', () => {
  it('sends the person their par per round, refreshed as it arrives, and the statistics keep it', async () => {
    const scheduler = new ManualScheduler();
    const store = new MemoryStatisticsStore();
    // Par inline, each round answered a turn of the event loop later (as the thread would).
    const played: number[] = [];
    const par: ParRunner = {
      play: (input) =>
        new Promise((resolve, reject) =>
          setImmediate(() => {
            played.push(input.round);
            const outcome = playPar(input);
            if (outcome.ok) resolve(outcome);
            else reject(new Error(words('en', outcome.reason)));
          }),
        ),
      close: () => Promise.resolve(),
    };
    const host = new Host({ settings: new MemorySettingsStore(), statistics: store, scheduler, par });
    const owner = greeted(host, 'owner');
    const guest = greeted(host, 'guest');
    host.receive(
      owner.port,
      newTable('sevensins', { options: { phases: 2 }, firstDealer: 1, seed: 'host-par' }),
    );
    const end = await playToTheEnd(host, scheduler, owner);
    for (let i = 0; i < 20 && played.length < 2; i++) await new Promise((r) => setImmediate(r));
    await scheduler.drain();
    expect(played).toEqual([0, 1]);
    const last = lastTable(owner.inbox)!;
    expect(last.step).toBe(end.step);
    const report = last.par!;
    expect(report.seat).toBe(0);
    expect(report.pending).toEqual([]);
    expect(report.rounds.map((r) => r.round)).toEqual([0, 1]);
    // The person's own scores are the game's phase scores.
    const view = last.view as { history: { scores: number[] }[] };
    expect(report.rounds.map((r) => r.you)).toEqual(view.history.map((h) => h.scores[0]));
    // Nobody else hears of it.
    expect(guest.inbox.some((m) => m.type === 'table' && m.table.par !== undefined)).toBe(false);
    host.receive(owner.port, { type: 'getStatistics' });
    const ada = lastStatistics(owner.inbox)!.players.Ada!.games.sevensins!;
    const you = report.rounds.reduce((a, r) => a + r.you, 0);
    const parSum = report.rounds.reduce((a, r) => a + r.par, 0);
    expect(ada.parRounds).toBe(2);
    expect(ada.parMarginSum).toBe(you - parSum);
    expect(ada.recent.at(-1)!.par).toEqual({ you, par: parSum, rounds: 2 });
    host.close();
  });

  it('plays no par without a par runner, nor at a table of two people', async () => {
    const scheduler = new ManualScheduler();
    let asked = 0;
    const par: ParRunner = {
      play: () => (asked++, Promise.reject(new Error('never'))),
      close: () => Promise.resolve(),
    };
    const host = new Host({ settings: new MemorySettingsStore(), scheduler, par });
    const owner = greeted(host, 'owner');
    host.receive(
      owner.port,
      newTable('sevensins', {
        seats: [human('Ada'), human('Ben'), bot('Clara', 'rules')],
        options: { phases: 2 },
        firstDealer: 1,
        seed: 'host-par-2',
      }),
    );
    await playToTheEnd(host, scheduler, owner);
    expect(asked).toBe(0);
    expect(lastTable(owner.inbox)!.par).toBeUndefined();
    host.close();
  });
});
