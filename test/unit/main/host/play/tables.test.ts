/**
 * Several tables on one host, over real sockets on loopback: the host's window opens two LAN
 * tables beside its own game; guests see the LAN tables, join the one they pick, and play there
 * seeing only their own seat of their own table; a watcher switches tables, a seated guest may
 * not; closing one table leaves the others running; after the host is stopped without a word,
 * `--resume` brings back every table that was open, and the guests come back with their passes.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { startHeadless, type RunningHost } from '../../../../../src/main/net/headless-server';
import type { HostMessage, OpenTableInfo } from '../../../../../src/shared/protocol';
import { DEFAULT_SETTINGS } from '../../../../../src/shared/settings';
import { noBotDelays } from '../../../../support/host-clients';
import {
  closedAfterEach,
  last,
  lobbyOf,
  moveFor,
  tableOf,
  until,
  welcomed,
} from '../../../../support/lan-clients';
import type { TestClient } from '../../../../support/ws-client';
import { bot, human } from '../../../../support/seats';

const { hosts, clients, dirs } = closedAfterEach();

async function start(saves: string): Promise<RunningHost> {
  const host = await startHeadless({
    root: join(tmpdir(), 'no-renderer'),
    settings: new MemorySettingsStore({ ...DEFAULT_SETTINGS, playerName: 'Ada', awayBotSeconds: 0 }),
    botDelays: noBotDelays,
    saves,
    resume: true,
    lan: { address: '127.0.0.1', port: 0, addresses: () => ['127.0.0.1'], roleOf: () => 'guest' },
    messageBudget: { capacity: 10_000, perSecond: 10_000 },
  });
  hosts.push(host);
  return host;
}

const tablesOf = (c: TestClient): OpenTableInfo[] => last(c, 'tables')?.tables ?? [];
const currentOf = (c: TestClient): string | null => last(c, 'tables')?.current ?? null;

/** A LAN table of the host's window: two open seats and a bot. */
function lanTable(game: 'dreizehn' | 'siegel'): Extract<HostMessage, { type: string }> & object {
  return {
    type: 'hostLan',
    game,
    seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'bot', level: 'rules' }],
    options: {},
    seed: `tables-${game}`,
    firstDealer: 0,
  } as never;
}

/** A guest joins table `id` by name, takes `seat` and is ready. */
async function seat(guest: TestClient, id: string, name: string, seatNo: number): Promise<void> {
  guest.send({ type: 'join', table: id, name });
  await until(() => lobbyOf(guest)?.you?.member !== undefined && currentOf(guest) === id, `${name} joined`);
  guest.send({ type: 'takeSeat', seat: seatNo });
  await until(() => lobbyOf(guest)?.you?.seat === seatNo, `${name} seated`);
  guest.send({ type: 'ready', ready: true });
}

/** Every guest plays its own seat until each table has gone `steps` steps further. */
async function playSome(seated: TestClient[], steps: number): Promise<void> {
  const from = new Map(seated.map((c) => [c, tableOf(c)?.step ?? 0]));
  const acted = new Map<TestClient, number>();
  await until(
    () => {
      for (const c of seated) {
        const snap = tableOf(c);
        const move = snap && moveFor(snap);
        if (snap && move && acted.get(c) !== snap.step) {
          acted.set(c, snap.step);
          c.send({ type: 'act', action: move, seat: snap.you!, step: snap.step });
        }
      }
      return seated.every((c) => (tableOf(c)?.step ?? 0) >= from.get(c)! + steps || tableOf(c)?.result);
    },
    'the tables to go on',
    60_000,
  );
}

describe('several tables on one host', () => {
  it('guests pick their table, play only there, switch while watching; every table resumes after a kill', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spieltisch-tables-'));
    dirs.push(dir);
    const host = await start(dir);
    const owner = await welcomed(host.port, clients);
    owner.send(lanTable('dreizehn'));
    await until(() => tablesOf(owner).length === 1 && host.lanPort() !== null, 'the first table');
    owner.send(lanTable('siegel'));
    await until(() => tablesOf(owner).length === 2, 'the second table');
    // The host's own game beside them: it does not close the LAN tables.
    owner.send({
      type: 'newTable',
      game: 'sevensins',
      seats: [human('Ada'), bot('Bot 1', 'rules'), bot('Bot 2', 'rules')],
      options: {},
    });
    await until(() => tablesOf(owner).length === 3, 'three tables');
    const [dreizehn, siegel, local] = tablesOf(owner);
    expect([dreizehn!.game, siegel!.game, local!.kind]).toEqual(['dreizehn', 'siegel', 'local']);
    expect([dreizehn!.name, siegel!.name]).toEqual(["Ada's table", "Ada's table 2"]);
    expect(currentOf(owner)).toBe(local!.id);

    // Guests see the LAN tables only, and each looks at the first until it picks.
    const lan = host.lanPort()!;
    const guests = await Promise.all([0, 1, 2, 3, 4].map(() => welcomed(lan, clients)));
    await until(() => guests.every((g) => tablesOf(g).length === 2), 'the guests’ lists');
    expect(tablesOf(guests[0]!).map((t) => t.id)).toEqual([dreizehn!.id, siegel!.id]);
    await seat(guests[0]!, dreizehn!.id, 'Bea', 0);
    await seat(guests[1]!, dreizehn!.id, 'Cem', 1);
    await seat(guests[2]!, siegel!.id, 'Dana', 0);
    await seat(guests[3]!, siegel!.id, 'Emil', 1);
    // A fifth watches the 13 table.
    guests[4]!.send({ type: 'join', table: dreizehn!.id, name: 'Fritz' });
    await until(() => lobbyOf(guests[4]!)?.you !== null && lobbyOf(guests[4]!) !== null, 'Fritz joined');

    for (const id of [dreizehn!.id, siegel!.id]) {
      owner.send({ type: 'watchTable', table: id });
      await until(() => currentOf(owner) === id && lobbyOf(owner)?.startProblem === null, 'a full lobby');
      owner.send({ type: 'startLan' });
      await until(() => lobbyOf(owner)?.started === true, 'the start');
    }
    await until(() => guests.slice(0, 4).every((g) => tableOf(g) !== null), 'both games');
    expect(guests.slice(0, 2).map((g) => [tableOf(g)!.game, tableOf(g)!.you])).toEqual([
      ['dreizehn', 0],
      ['dreizehn', 1],
    ]);
    expect(guests.slice(2, 4).map((g) => [tableOf(g)!.game, tableOf(g)!.you])).toEqual([
      ['siegel', 0],
      ['siegel', 1],
    ]);
    await playSome(guests.slice(0, 4), 6);
    // Nobody ever received a snapshot of a table they do not look at.
    for (const g of guests.slice(0, 2))
      expect(g.inbox.some((m) => m.type === 'table' && m.table.game !== 'dreizehn')).toBe(false);
    for (const g of guests.slice(2, 4))
      expect(g.inbox.some((m) => m.type === 'table' && m.table.game !== 'siegel')).toBe(false);

    // A seated guest stays where it plays; the watcher switches, and sees the other game.
    guests[0]!.send({ type: 'watchTable', table: siegel!.id });
    await until(() => last(guests[0]!, 'refused')?.rule === 'seated-elsewhere', 'the refusal');
    guests[4]!.send({ type: 'watchTable', table: siegel!.id });
    await until(() => tableOf(guests[4]!)?.game === 'siegel', 'the switch');
    expect(tableOf(guests[4]!)!.you).toBeNull();
    // A guest may not look at the host's own game.
    guests[4]!.send({ type: 'watchTable', table: local!.id });
    await until(() => last(guests[4]!, 'refused')?.rule === 'no-such-table', 'the refusal');

    // The host is stopped without a word; both LAN tables and the local game come back.
    const steps = guests.slice(0, 4).map((g) => tableOf(g)!.step);
    await Promise.all(clients.splice(0).map((c) => c.close()));
    await host.close();
    hosts.splice(0);
    const again = await start(dir);
    expect(again.resumed).not.toBeNull();
    expect([again.resumed!.id, ...(again.resumed!.others ?? [])].sort()).toEqual(
      [dreizehn!.id, siegel!.id, local!.id].sort(),
    );
    // Each guest comes back with its pass to its own table and seat.
    const back = await Promise.all([0, 1, 2, 3].map(() => welcomed(again.lanPort()!, clients)));
    const passes = guests.slice(0, 4).map((g) => last(g, 'joined')!);
    back.forEach((g, i) => g.send({ type: 'join', name: passes[i]!.name, token: passes[i]!.token }));
    // Before they say who they are they watch the first table; then each sits at its own.
    await until(() => back.every((g) => (tableOf(g)?.you ?? null) !== null), 'everyone back');
    expect(back.map((g) => [tableOf(g)!.game, tableOf(g)!.you])).toEqual([
      ['dreizehn', 0],
      ['dreizehn', 1],
      ['siegel', 0],
      ['siegel', 1],
    ]);
    back.forEach((g, i) => expect(tableOf(g)!.step).toBeGreaterThanOrEqual(steps[i]!));

    // Closing one table leaves the other running.
    const owner2 = await welcomed(again.port, clients);
    owner2.send({ type: 'watchTable', table: siegel!.id });
    await until(() => currentOf(owner2) === siegel!.id, 'the owner at Siegel');
    owner2.send({ type: 'closeLan' });
    await until(() => last(back[2]!, 'lanClosed') !== null, 'Siegel closed');
    await until(() => tablesOf(back[0]!).length === 1, 'one LAN table left');
    await playSome(back.slice(0, 2), 2);
  }, 120_000);
});
