/**
 * LAN tables over real sockets on loopback: the host's own window opens a table with open seats
 * (and a code); guests connect to the LAN server, join, take seats, get ready; the game runs to
 * its end with each guest seeing its own seat only. A guest dropped mid-game is shown away and
 * gets its seat and view back with its token; a stand-in bot plays after the away time; the
 * host restarting from its autosave keeps the tokens; stale and foreign moves are refused.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { startHeadless, type RunningHost } from '../../../../../src/main/net/headless-server';
import { DEFAULT_SETTINGS } from '../../../../../src/shared/settings';
import type { GameRecord } from '../../../../../src/shared/record';
import WebSocket from 'ws';
import { MAX_CONNECTIONS, TURN_AWAY_MARGIN } from '../../../../../src/main/net/ws-server';
import { hello, noBotDelays } from '../../../../support/host-clients';
import { closedAfterEach, lobbyOf, play, tableOf, until, welcomed } from '../../../../support/lan-clients';
import type { TestClient } from '../../../../support/ws-client';

const { hosts, clients, dirs } = closedAfterEach();

async function start(saves?: string, awayBotSeconds = 0, heartbeatMs?: number): Promise<RunningHost> {
  const settings = new MemorySettingsStore({ ...DEFAULT_SETTINGS, playerName: 'Ada', awayBotSeconds });
  const host = await startHeadless({
    root: join(tmpdir(), 'no-renderer'),
    settings,
    botDelays: noBotDelays,
    ...(saves ? { saves, resume: true } : {}),
    // The LAN server on loopback for the test; everyone who connects there is a guest.
    lan: {
      address: '127.0.0.1',
      port: 0,
      addresses: () => ['127.0.0.1'],
      roleOf: () => 'guest',
      ...(heartbeatMs ? { heartbeatMs } : {}),
    },
    messageBudget: { capacity: 10_000, perSecond: 10_000 },
  });
  hosts.push(host);
  return host;
}

const connect = (port: number): Promise<TestClient> => welcomed(port, clients);

/** The owner opens a Siegel LAN table (Ada, an open seat, a bot); resolves once its lobby is up. */
async function siegelLan(host: RunningHost): Promise<TestClient> {
  const owner = await connect(host.port);
  owner.send({
    type: 'hostLan',
    game: 'siegel',
    seats: [{ kind: 'host', name: 'Ada' }, { kind: 'open' }, { kind: 'bot', level: 'rules' }],
    options: {},
  });
  await until(() => host.lanPort() !== null && lobbyOf(owner) !== null, 'the lobby');
  return owner;
}

/** The cards other seats hold at `step` (dealt this round and not played yet), from the record. */
function hiddenFrom(record: GameRecord, seat: number, step: number): string[] {
  let start = 0;
  for (const round of record.rounds) {
    const end = start + 1 + round.actions.length;
    if (step >= start + 1 && step < end) {
      const played = new Set(
        round.actions
          .slice(0, step - start - 1)
          .flatMap((a) => (a.type === 'play' && typeof a.card === 'string' ? [a.card] : [])),
      );
      const hands = (round as unknown as { hands: string[][] }).hands;
      return hands.flatMap((hand, s) => (s === seat ? [] : hand.filter((c) => !played.has(c))));
    }
    start = end;
  }
  return [];
}

/** Opens a LAN table from the owner's window and seats two guests who join with the code. */
async function party(game: 'siegel' | 'sevensins', options: Record<string, unknown>, saves?: string) {
  const host = await start(saves);
  const owner = await connect(host.port);
  owner.send({
    type: 'hostLan',
    game,
    seats: [{ kind: 'host', name: 'Ada' }, { kind: 'open' }, { kind: 'open' }],
    options,
    code: '4711',
    seed: `lan-${game}`,
    firstDealer: 2,
  });
  await until(() => lobbyOf(owner) !== null && host.lanPort() !== null, 'the lobby');
  expect(lobbyOf(owner)).toMatchObject({
    code: '4711',
    protected: true,
    urls: [`http://127.0.0.1:${host.lanPort()}/`],
  });
  const lan = host.lanPort()!;
  const ben = await connect(lan);
  const cleo = await connect(lan);
  // A guest sees the table before joining, without its code.
  expect(lobbyOf(ben)).toMatchObject({ game, protected: true, you: null });
  expect(lobbyOf(ben)).not.toHaveProperty('code');
  ben.send({ type: 'join', name: 'Ben', code: '0000' });
  await ben.waitFor((m) => m.type === 'refused' && m.rule === 'bad-code');
  ben.send({ type: 'join', name: 'Ben', code: '4711' });
  cleo.send({ type: 'join', name: 'Cleo', code: '4711' });
  const benToken = ((await ben.waitFor((m) => m.type === 'joined')) as { token: string }).token;
  const cleoToken = ((await cleo.waitFor((m) => m.type === 'joined')) as { token: string }).token;
  ben.send({ type: 'takeSeat', seat: 1 });
  cleo.send({ type: 'takeSeat', seat: 1 });
  await cleo.waitFor((m) => m.type === 'refused' && m.rule === 'seat-taken');
  cleo.send({ type: 'takeSeat', seat: 2 });
  await until(() => lobbyOf(owner)?.seats.every((s) => s.kind !== 'open') ?? false, 'seats taken');
  // Not ready yet: the host cannot start.
  owner.send({ type: 'startLan' });
  await owner.waitFor((m) => m.type === 'refused' && m.rule === 'lan-not-ready');
  ben.send({ type: 'ready', ready: true });
  cleo.send({ type: 'ready', ready: true });
  await until(() => lobbyOf(owner)?.seats.every((s) => s.kind !== 'guest' || s.ready) ?? false, 'ready');
  owner.send({ type: 'startLan' });
  await until(() => [owner, ben, cleo].every((c) => tableOf(c) !== null), 'the table');
  return { host, owner, ben, cleo, benToken, cleoToken };
}

describe('a LAN table over loopback', () => {
  it('Siegel: guests join with the code, sit, get ready, and play a whole game seeing only their seat', async () => {
    const { owner, ben, cleo, benToken, cleoToken } = await party('siegel', {});
    expect(tableOf(owner)!.you).toBe(0);
    expect(tableOf(ben)!.you).toBe(1);
    expect(tableOf(cleo)!.you).toBe(2);
    await play([owner, ben, cleo]);
    for (const c of [owner, ben, cleo]) await until(() => tableOf(c)?.result !== null, 'the result');
    expect(tableOf(ben)!.result).toEqual(tableOf(owner)!.result);
    // Wire scan: no message to a guest names a card another seat still held at that step.
    const record = hosts[0]!.host.currentRecord()!;
    for (const [guest, seat] of [
      [ben, 1],
      [cleo, 2],
    ] as const) {
      let checked = 0;
      for (const message of guest.inbox) {
        if (message.type !== 'table') continue;
        const text = JSON.stringify(message);
        for (const card of hiddenFrom(record, seat, message.table.step))
          expect(text).not.toContain(`"${card}"`);
        checked++;
      }
      expect(checked).toBeGreaterThan(50);
    }
    // No message to a guest carries another member's token.
    expect(JSON.stringify(ben.inbox)).not.toContain(cleoToken);
    expect(JSON.stringify(cleo.inbox)).not.toContain(benToken);
    expect(JSON.stringify(owner.inbox)).not.toContain(benToken);
  });

  it('SevenSins: a guest dropped mid-game is shown away, and gets its seat and view back with its token', async () => {
    const { host, owner, ben, cleo, benToken } = await party('sevensins', { phases: 2 });
    await play([owner, ben, cleo], () => (tableOf(owner)?.step ?? 0) > 8);
    const before = tableOf(ben)!;
    await ben.close();
    await until(() => tableOf(owner)?.seats[1]?.away === true, 'Ben away');
    expect(lobbyOf(owner)!.seats[1]).toMatchObject({ kind: 'guest', name: 'Ben', away: true });
    // Ben's turn waits for him (no stand-in: the away setting is 0 here).
    const back = await connect(host.lanPort()!);
    back.send({ type: 'join', name: 'whoever', token: benToken });
    await back.waitFor((m) => m.type === 'joined');
    await until(() => tableOf(back) !== null, 'the table again');
    const again = tableOf(back)!;
    expect(again.you).toBe(1);
    if (again.step === before.step) expect(again.view).toEqual(before.view);
    await until(() => tableOf(owner)?.seats[1]?.away === undefined, 'Ben back');
    // An unknown token is refused; a move for another seat too.
    const stranger = await connect(host.lanPort()!);
    stranger.send({ type: 'join', name: 'Eve', token: 'x'.repeat(32) });
    await stranger.waitFor((m) => m.type === 'refused' && m.rule === 'bad-token');
    back.send({ type: 'act', action: { type: 'bid', tricks: 0 }, seat: 2 });
    await back.waitFor((m) => m.type === 'refused' && m.rule === 'stale-seat');
    await play([owner, back, cleo]);
    await until(() => tableOf(back)?.result !== null, 'the result');
  });

  it('guests may not arrange seats, start, change settings or start another table', async () => {
    const host = await start();
    const owner = await siegelLan(host);
    const guest = await connect(host.lanPort()!);
    guest.send({ type: 'join', name: 'Mallory' });
    await guest.waitFor((m) => m.type === 'joined');
    for (const message of [
      { type: 'startLan' },
      { type: 'lanSeat', seat: 0, to: { kind: 'open' } },
      { type: 'kick', member: lobbyOf(guest)!.you!.member },
      { type: 'setSettings', settings: { volume: 0 } },
      { type: 'closeLan' },
      { type: 'listHistory' },
    ]) {
      guest.send(message);
      await guest.waitFor((m) => m.type === 'refused' && m.rule === 'host-only');
      guest.inbox.length = 0;
    }
    expect(lobbyOf(owner)!.started).toBe(false);
    // The owner fills the open seat with a bot, the guest watches, the game starts.
    owner.send({ type: 'lanSeat', seat: 1, to: { kind: 'bot', level: 'rules' } });
    owner.send({ type: 'startLan' });
    await until(() => tableOf(guest) !== null, 'the table');
    expect(tableOf(guest)!.you).toBeNull();
    expect((tableOf(guest)!.view as { hand: string[] }).hand).toEqual([]);
  });

  it('a stale move is refused; a stand-in bot plays for a guest away longer than the setting', async () => {
    const host = await start(undefined, 1);
    const owner = await connect(host.port);
    owner.send({
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'open' }, { kind: 'bot', level: 'rules' }, { kind: 'bot', level: 'rules' }],
      options: {},
      firstDealer: 2,
      seed: 'stand-in',
    });
    await until(() => host.lanPort() !== null, 'the LAN server');
    const guest = await connect(host.lanPort()!);
    guest.send({ type: 'join', name: 'Ben' });
    await guest.waitFor((m) => m.type === 'joined');
    guest.send({ type: 'takeSeat', seat: 0 });
    guest.send({ type: 'ready', ready: true });
    await until(() => lobbyOf(owner)?.seats[0]?.kind === 'guest', 'seated');
    owner.send({ type: 'startLan' });
    await until(() => (tableOf(guest)?.waitingFor ?? []).includes(0), 'Ben to predict');
    const snap = tableOf(guest)!;
    guest.send({ type: 'act', action: { type: 'saboteur' }, step: snap.step - 1 });
    await guest.waitFor((m) => m.type === 'refused' && m.rule === 'stale-step');
    await guest.close();
    // After a second a bot predicts for Ben, and the game goes on without him.
    await until(() => tableOf(owner)?.seats[0]?.standIn === true, 'the stand-in', 5000);
    await until(() => (tableOf(owner)?.step ?? 0) > snap.step + 3, 'the game going on', 10_000);
  });

  it('the host restarting from its autosave keeps the tokens: the guests come back to their seats', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'spieltisch-lan-'));
    dirs.push(dir);
    const saves = join(dir, 'saves');
    const first = await party('siegel', {}, saves);
    await play([first.owner, first.ben, first.cleo], () => (tableOf(first.owner)?.step ?? 0) > 6);
    await until(() => tableOf(first.ben)!.step === tableOf(first.owner)!.step, 'Ben caught up');
    const step = tableOf(first.owner)!.step;
    const benView = tableOf(first.ben)!.view;
    await Promise.all([first.owner.close(), first.ben.close(), first.cleo.close()]);
    await first.host.close();
    hosts.splice(hosts.indexOf(first.host), 1);

    const host = await start(saves);
    await until(() => host.lanPort() !== null, 'the LAN server again');
    const ben = await connect(host.lanPort()!);
    ben.send({ type: 'join', name: 'Ben', token: first.benToken });
    await ben.waitFor((m) => m.type === 'joined');
    await until(() => tableOf(ben) !== null, 'the table');
    expect(tableOf(ben)!.step).toBe(step);
    expect(tableOf(ben)!.view).toEqual(benView);
    expect(tableOf(ben)!.you).toBe(1);
    const owner = await connect(host.port);
    const cleo = await connect(host.lanPort()!);
    cleo.send({ type: 'join', name: 'Cleo', token: first.cleoToken });
    await until(() => tableOf(cleo)?.you === 2 && tableOf(owner)?.you === 0, 'everyone back');
    await play([owner, ben, cleo]);
    await until(() => tableOf(ben)?.result !== null, 'the result');
  });
});

describe('LAN connections that misbehave', () => {
  it('a guest whose machine stops answering pings is dropped and shown away', async () => {
    const host = await start(undefined, 0, 100);
    const owner = await siegelLan(host);
    // A client that never answers a ping (as a sleeping laptop would not).
    const silent = new WebSocket(`ws://127.0.0.1:${host.lanPort()}/ws`, { autoPong: false });
    const closed = new Promise<void>((done) => silent.once('close', () => done()));
    await new Promise<void>((done) => silent.once('open', () => done()));
    silent.send(JSON.stringify(hello));
    silent.send(JSON.stringify({ type: 'join', name: 'Ben' }));
    silent.send(JSON.stringify({ type: 'takeSeat', seat: 1 }));
    await until(() => lobbyOf(owner)?.seats[1]?.kind === 'guest', 'Ben seated');
    // The host ends it (no pong to its ping); Ben keeps his seat in the lobby to come back to.
    await closed;
    expect(lobbyOf(owner)!.seats[1]).toMatchObject({ kind: 'guest', name: 'Ben' });
    // Connected guests answer pings and stay.
    const ok = await connect(host.lanPort()!);
    await new Promise((r) => setTimeout(r, 400));
    expect(ok.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('200 idle connections: past the cap each is refused, the host and its clients go on', async () => {
    const host = await start();
    await siegelLan(host);
    const guest = await connect(host.lanPort()!);
    const statuses = await Promise.all(
      Array.from(
        { length: 200 },
        () =>
          new Promise<number>((done) => {
            const ws = new WebSocket(`ws://127.0.0.1:${host.lanPort()}/ws`);
            ws.once('open', () => idle.push(ws));
            // Let in to be told why: turned away.
            ws.on('message', (data) => {
              const m = JSON.parse(String(data)) as { type: string; rule?: string };
              if (m.type === 'refused' && m.rule === 'host-full') done(1013);
            });
            // Kept: it never hears it is turned away.
            ws.once('open', () => setTimeout(() => done(101), 1500));
            ws.once('unexpected-response', (_req, res) => done(res.statusCode ?? 0));
            ws.once('error', () => done(0));
          }),
      ),
    );
    expect(statuses.filter((s) => s === 101)).toHaveLength(MAX_CONNECTIONS - 1);
    const told = statuses.filter((s) => s === 1013).length;
    expect(told).toBeGreaterThanOrEqual(1);
    expect(told).toBeLessThanOrEqual(TURN_AWAY_MARGIN + 3);
    expect(statuses.filter((s) => s === 503)).toHaveLength(200 - (MAX_CONNECTIONS - 1) - told);
    guest.send({ type: 'join', name: 'Ben' });
    await guest.waitFor((m) => m.type === 'joined');
    for (const ws of idle.splice(0)) ws.terminate();
  });
});

const idle: WebSocket[] = [];
