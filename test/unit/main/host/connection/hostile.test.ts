/**
 * The host against hostile and careless clients, over real sockets on loopback: every attack is
 * refused with a reason (or the connection closed), the host stays up, the table is unchanged
 * and the other clients go on as before.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { BotRunner } from '../../../../../src/main/ai/runner';
import { MAX_PARTICIPANTS } from '../../../../../src/main/host/challenge/challenge-desk';
import { Host, FLOOD_CLOSE_AFTER } from '../../../../../src/main/host/host';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { startHeadless, type RunningHost } from '../../../../../src/main/net/headless-server';
import { OriginPolicy, isLoopbackAddress } from '../../../../../src/main/net/origin';
import {
  MAX_OWNER_MESSAGE_BYTES,
  roleByAddress,
  SOFT_BUFFER_BYTES,
  TRY_AGAIN_LATER,
  TURN_AWAY_MARGIN,
  upgradeRefusal,
} from '../../../../../src/main/net/ws-server';
import type { Settings } from '../../../../../src/shared/settings';
import { PROTOCOL_VERSION } from '../../../../../src/shared/protocol';
import { hasMessage, words } from '../../../../../src/shared/i18n/format';
import { messageSchema } from '../../../../../src/shared/i18n/message';
import {
  dreizehnTable as dreizehnTableFor,
  greeted,
  lastTable,
  noBotDelays,
  portClient,
} from '../../../../support/host-clients';
import { openClient, upgradeStatus, type TestClient } from '../../../../support/ws-client';

const root = mkdtempSync(join(tmpdir(), 'spieltisch-hostile-'));
mkdirSync(join(root, 'renderer'), { recursive: true });
writeFileSync(join(root, 'renderer', 'index.html'), '<!doctype html><title>t</title>');
afterAll(() => rmSync(root, { recursive: true, force: true }));

const hello = { type: 'hello', version: PROTOCOL_VERSION } as const;

const dreizehnTable = dreizehnTableFor('hostile');

const siegelTable = (seed: string) => ({
  type: 'newTable' as const,
  game: 'siegel' as const,
  seats: [
    { name: 'Anna', kind: 'human' as const },
    ...[1, 2, 3, 4].map((i) => ({ name: `Bot ${i}`, kind: 'bot' as const, level: 'rules' })),
  ],
  options: {},
  // Anna predicts first: the table stops at her prediction with its full list of choices.
  firstDealer: 4,
  seed,
});

let running: RunningHost | null = null;
const open: TestClient[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((c) => c.close()));
  await running?.close();
  running = null;
});

async function start(extra: Partial<Parameters<typeof startHeadless>[0]> = {}): Promise<RunningHost> {
  running = await startHeadless({
    root: join(root, 'renderer'),
    settings: new MemorySettingsStore(),
    botDelays: noBotDelays,
    ...extra,
  });
  return running;
}

async function client(host: RunningHost, headers: Record<string, string> = {}): Promise<TestClient> {
  const c = await openClient(`ws://127.0.0.1:${host.port}/ws`, headers);
  open.push(c);
  c.send(hello);
  await c.waitFor((m) => m.type === 'welcome');
  return c;
}

/** GET / with this Host header (fetch cannot set Host). */
function httpStatus(port: number, hostHeader: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path: '/', headers: { Host: hostHeader } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

const tick = (ms = 0) => new Promise((r) => setTimeout(r, ms));

describe('who may connect', () => {
  it("refuses WebSocket upgrades from foreign pages and foreign host names; the host's own pages connect", async () => {
    const host = await start();
    const url = `ws://127.0.0.1:${host.port}/ws`;
    const honest = await client(host);
    honest.send(dreizehnTable);
    const before = await honest.waitFor((m) => m.type === 'table' && m.table.waitingFor.includes(0));

    expect(await upgradeStatus(url, { Origin: 'http://evil.example' })).toBe(403);
    expect(await upgradeStatus(url, { Origin: 'null' })).toBe(403);
    expect(await upgradeStatus(url, { Origin: `http://localhost:${host.port + 1}` })).toBe(403);
    expect(await upgradeStatus(url, { Origin: `https://127.0.0.1:${host.port}` })).toBe(403);
    // DNS rebinding: the attacker's name resolves to 127.0.0.1, and the page is "same-origin" with it.
    expect(
      await upgradeStatus(url, {
        Host: `evil.example:${host.port}`,
        Origin: `http://evil.example:${host.port}`,
      }),
    ).toBe(421);
    expect(await upgradeStatus(`ws://127.0.0.1:${host.port}/other`, {})).toBe(404);
    // The page itself is not served under a foreign name either.
    expect(await httpStatus(host.port, `evil.example:${host.port}`)).toBe(421);
    expect(await httpStatus(host.port, `127.0.0.1:${host.port}`)).toBe(200);

    expect(await upgradeStatus(url, { Origin: `http://127.0.0.1:${host.port}` })).toBe(101);
    expect(
      await upgradeStatus(url, { Origin: `http://localhost:${host.port}`, Host: `localhost:${host.port}` }),
    ).toBe(101);

    // The table went on untouched and the honest client still plays.
    honest.send({ type: 'getSettings' });
    await honest.waitFor((m) => m.type === 'settings');
    expect(lastTable(honest.inbox)?.step).toBe(before.type === 'table' ? before.table.step : -1);
  });

  it('decides upgrades by path, Host, Origin and the connection count', () => {
    const policy = new OriginPolicy();
    policy.listen(4000);
    const req = (headers: Record<string, string>, url = '/ws') => ({ url, headers });
    expect(upgradeRefusal(req({ host: '127.0.0.1:4000' }), policy, 0, 32)).toBeNull();
    expect(upgradeRefusal(req({ host: '127.0.0.1:4001' }), policy, 0, 32)?.status).toBe(421);
    expect(upgradeRefusal(req({}), policy, 0, 32)?.status).toBe(421);
    expect(upgradeRefusal(req({ host: '127.0.0.1:4000', origin: 'http://a.b' }), policy, 0, 32)?.status).toBe(
      403,
    );
    expect(upgradeRefusal(req({ host: '127.0.0.1:4000' }), policy, 32, 32)?.status).toBe(503);
    expect(upgradeRefusal(req({ host: '127.0.0.1:4000' }, '/ws/../x'), policy, 0, 32)?.status).toBe(404);
    policy.addName('192.168.1.20');
    expect(
      upgradeRefusal(req({ host: '192.168.1.20:4000', origin: 'http://192.168.1.20:4000' }), policy, 0, 32),
    ).toBeNull();
  });

  it('makes the machine itself the owner and anyone else a guest', () => {
    const at = (remoteAddress: string) => ({ socket: { remoteAddress } }) as unknown as IncomingMessage;
    expect(roleByAddress(at('127.0.0.1'))).toBe('owner');
    expect(roleByAddress(at('::ffff:127.0.0.1'))).toBe('owner');
    expect(roleByAddress(at('::1'))).toBe('owner');
    expect(roleByAddress(at('192.168.1.5'))).toBe('guest');
    expect(roleByAddress(at('::ffff:10.0.0.2'))).toBe('guest');
    expect(isLoopbackAddress('127.1.2.3')).toBe(true);
    expect(isLoopbackAddress('1127.0.0.1')).toBe(false);
    expect(isLoopbackAddress(undefined)).toBe(false);
  });

  it('caps the number of connections; a freed place can be taken again', async () => {
    const host = await start({ maxConnections: 4 });
    const url = `ws://127.0.0.1:${host.port}/ws`;
    const four = await Promise.all([0, 1, 2, 3].map(() => client(host)));
    // The fifth is told why (its page says so in its guest's language), then closed.
    const fifth = await openClient(url);
    open.push(fifth);
    expect(await fifth.waitFor((m) => m.type === 'refused')).toMatchObject({ rule: 'host-full' });
    expect((await fifth.closed).code).toBe(TRY_AGAIN_LATER);
    // A flood past the limit meets HTTP 503 once the few polite refusals are spent.
    const statuses = await Promise.all(
      Array.from({ length: TURN_AWAY_MARGIN + 4 }, () => upgradeStatus(url, {})),
    );
    expect(statuses).toContain(503);
    await four[0]!.close();
    await tick(50);
    expect(await upgradeStatus(url, {})).toBe(101);
    four[1]!.send({ type: 'getSettings' });
    await four[1]!.waitFor((m) => m.type === 'settings');
  });
});

describe('guests', () => {
  it('may not open or end challenges, reach a table by a made-up or private id, or forge a pass', () => {
    const host = new Host({ settings: new MemorySettingsStore() });
    const [owner, guest] = [greeted(host, 'owner'), greeted(host, 'guest')];
    host.receive(owner.port, dreizehnTable);
    host.receive(owner.port, { type: 'openChallenge', game: 'siegel', players: 3, deals: 2, level: 'rules' });
    const step = lastTable(owner.inbox)!.step;
    const greetedJoin = (name: string): void =>
      host.receive(greeted(host, 'guest').port, { type: 'joinChallenge', name });
    const refusedWith = (attempt: unknown, rule: string): void => {
      host.receive(guest.port, attempt);
      const told = guest.inbox.at(-1);
      expect(told).toMatchObject({ type: 'refused', rule });
      // Said as a message of the catalog, which the guest's page words in its language.
      if (told?.type === 'refused') expect(hasMessage(told.reason.key), told.reason.key).toBe(true);
    };
    refusedWith({ type: 'openChallenge', game: 'siegel', players: 3, deals: 2, level: 'rules' }, 'host-only');
    refusedWith({ type: 'endChallenge' }, 'host-only');
    refusedWith({ type: 'listChallenges' }, 'host-only');
    refusedWith({ type: 'watchTable', table: 'made-up' }, 'no-such-table');
    // The host's own game is not a guest's to look at, even knowing its id.
    refusedWith({ type: 'watchTable', table: host.tableIds[0]! }, 'no-such-table');
    refusedWith({ type: 'join', table: 'made-up', name: 'Eve' }, 'no-lan');
    refusedWith({ type: 'joinChallenge', name: 'Eve', token: 'f'.repeat(32) }, 'bad-challenge-pass');
    refusedWith({ type: 'challengeDeal' }, 'not-joined');
    // One place per connection; and no more than a party's worth of places in all.
    host.receive(guest.port, { type: 'joinChallenge', name: 'Eve' });
    refusedWith({ type: 'joinChallenge', name: 'Eve again' }, 'challenge-joined');
    for (let i = 1; i < MAX_PARTICIPANTS; i++) greetedJoin(`Guest ${i}`);
    const late = greeted(host, 'guest');
    host.receive(late.port, { type: 'joinChallenge', name: 'Late' });
    expect(late.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'challenge-full' });
    for (const malformed of [
      { type: 'watchTable', table: '../saves' },
      { type: 'exportChallenge', format: 'csv', id: '../../etc/passwd' },
      { type: 'openChallenge', game: 'siegel', players: 3, deals: 99, level: 'rules' },
    ]) {
      host.receive(guest.port, malformed);
      expect(guest.inbox.at(-1)).toMatchObject({
        type: 'error',
        message: { key: 'host.conn.malformed', params: { detail: expect.any(String) } },
      });
    }
    // Nothing changed at the host's table.
    expect(lastTable(owner.inbox)!.step).toBe(step);
    expect(host.tableIds).toHaveLength(1);
    host.close();
  });

  it('may not start, end or replace the table or change settings, and see no hand', () => {
    const store = new MemorySettingsStore({ language: 'en' });
    const host = new Host({ settings: store });
    const [owner, guest] = [greeted(host, 'owner'), greeted(host, 'guest')];
    host.receive(guest.port, dreizehnTable);
    expect(guest.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'host-only' });
    expect(host.currentRecord()).toBeNull();

    host.receive(owner.port, dreizehnTable);
    const ownerView = lastTable(owner.inbox)!;
    const guestView = lastTable(guest.inbox)!;
    expect(ownerView.you).toBe(0);
    expect(guestView.you).toBeNull();
    expect(guestView.legal).toEqual([]);
    expect(JSON.stringify(guestView.view)).not.toContain(
      JSON.stringify((ownerView.view as { hand: unknown }).hand),
    );

    const step = ownerView.step;
    for (const attempt of [
      { type: 'leaveTable' },
      { type: 'setSettings', settings: { language: 'nl' } },
      { ...dreizehnTable, seed: 'replaced' },
      { type: 'act', action: ownerView.legal[0]! },
    ]) {
      host.receive(guest.port, attempt);
      expect(guest.inbox.at(-1)).toMatchObject({ type: 'refused' });
    }
    expect(lastTable(owner.inbox)!.step).toBe(step);
    expect(host.currentRecord()?.rounds.length).toBe(1);
    host.close();
    expect(store.load().language).toBe('en');
  });
});

describe('floods', () => {
  it('10,000 settings changes: a few writes and broadcasts, the flooder is closed, the others go on', async () => {
    let saves = 0;
    const store = new MemorySettingsStore();
    const counting = { load: () => store.load(), save: (s: Settings) => (saves++, store.save(s)) };
    const host = await start({ settings: counting });
    const flooder = await client(host);
    const other = await client(host);
    const broadcastsBefore = other.inbox.filter((m) => m.type === 'settings').length;
    const started = performance.now();
    for (let i = 0; i < 10_000; i++) {
      if (flooder.socket.readyState !== flooder.socket.OPEN) break;
      flooder.send({ type: 'setSettings', settings: { volume: (i % 100) / 100 } });
    }
    const closed = await flooder.closed;
    const seconds = (performance.now() - started) / 1000;
    expect(closed.code).toBe(1008);
    await tick(400);
    // One write per 300 ms and one broadcast per 100 ms at most while it lasted (it lasts well
    // under a second on a quiet machine: then 1–2 writes and a few broadcasts).
    expect(saves).toBeGreaterThanOrEqual(1);
    expect(saves).toBeLessThanOrEqual(2 + Math.ceil(seconds / 0.3));
    const broadcasts = other.inbox.filter((m) => m.type === 'settings').length - broadcastsBefore;
    expect(broadcasts).toBeGreaterThanOrEqual(1);
    expect(broadcasts).toBeLessThanOrEqual(2 + Math.ceil(seconds / 0.1));
    expect(saves + broadcasts).toBeLessThan(100);
    // The flooder was told once per burst (the bucket refills while the flood arrives), not 10,000 times.
    const told = flooder.inbox.filter((m) => m.type === 'error').length;
    expect(told).toBeGreaterThanOrEqual(1);
    expect(told).toBeLessThanOrEqual(10);
    other.send({ type: 'getSettings' });
    const answer = await other.waitFor(
      (m) => m.type === 'settings' && other.inbox.indexOf(m) > broadcastsBefore + broadcasts,
    );
    expect(answer.type).toBe('settings');
  });

  it('a steady flood of any message is refused once, then the connection is closed', () => {
    let now = 0;
    const host = new Host({ settings: new MemorySettingsStore(), now: () => now });
    const c = portClient();
    host.connect(c.port, 'owner');
    for (let i = 0; i < 120 + FLOOD_CLOSE_AFTER + 10; i++) host.receive(c.port, { type: 'getSettings' });
    expect(c.port.closedFor).toBe('too-many-messages');
    expect(c.inbox.filter((m) => m.type === 'error')).toHaveLength(1);
    // A client that slows down is served again.
    const d = portClient();
    host.connect(d.port, 'owner');
    for (let i = 0; i < 200; i++) host.receive(d.port, { type: 'getSettings' });
    now += 2000;
    const before = d.inbox.length;
    host.receive(d.port, { type: 'getSettings' });
    expect(d.inbox.length).toBe(before + 1);
    expect(d.inbox.at(-1)?.type).toBe('settings');
    expect(d.port.closedFor).toBeNull();
  });

  it('unreadable frames are refused with a keyed reason; an oversized one closes only that connection', async () => {
    const host = await start();
    const a = await client(host);
    const b = await client(host);
    a.socket.send(Buffer.from([1, 2, 3]), { binary: true });
    expect(await a.waitFor((m) => m.type === 'error')).toMatchObject({
      message: { key: 'host.conn.binary' },
    });
    a.socket.send('{ not json');
    await a.waitFor((m) => m.type === 'error' && m.message.key === 'host.conn.notJson');
    a.send({ type: 'act', action: { type: 'x'.repeat(40) } });
    const malformed = await a.waitFor((m) => m.type === 'error' && m.message.key === 'host.conn.malformed');
    // A message, not a sentence: a key of the catalog, its detail a parameter, worded by the client.
    if (malformed.type !== 'error') throw new Error('not an error');
    expect(messageSchema.safeParse(malformed.message).success).toBe(true);
    expect(hasMessage(malformed.message.key)).toBe(true);
    expect(words('en', malformed.message)).toMatch(/^The host did not understand that message: .*type/);
    expect(words('de', malformed.message)).toMatch(/^Der Host hat diese Nachricht nicht verstanden: /);
    // The host's own window may send a record file (up to 2 MB); beyond ws's limit it is closed.
    const welcomes = a.inbox.filter((m) => m.type === 'welcome').length;
    a.send({ type: 'hello', version: PROTOCOL_VERSION, pad: 'x'.repeat(70 * 1024) });
    await expect.poll(() => a.inbox.filter((m) => m.type === 'welcome').length).toBe(welcomes + 1);
    a.socket.send(JSON.stringify({ type: 'hello', pad: 'x'.repeat(MAX_OWNER_MESSAGE_BYTES) }));
    expect((await a.closed).code).toBe(1009);
    b.send({ type: 'getSettings' });
    await b.waitFor((m) => m.type === 'settings');
  });

  it("a guest's message above 64 KB closes only that connection", async () => {
    const host = await start({ roleOf: () => 'guest' });
    const a = await client(host);
    const b = await client(host);
    a.socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION, pad: 'x'.repeat(70 * 1024) }));
    expect((await a.closed).code).toBe(1009);
    b.send({ type: 'getSettings' });
    await b.waitFor((m) => m.type === 'settings');
  });
});

describe('slow readers', () => {
  it('clients that stop reading do not grow the host: their snapshots are coalesced, and they catch up', async () => {
    // The owner here is the test itself, starting tables faster than any person could.
    const host = await start({ messageBudget: { capacity: 10_000, perSecond: 10_000 } });
    const paused = await Promise.all([0, 1, 2, 3, 4].map(() => client(host)));
    for (const c of paused) c.socket.pause();
    const owner = portClient();
    host.host.connect(owner.port, 'owner');
    host.host.receive(owner.port, hello);
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    for (let i = 0; i < 600; i++) {
      host.host.receive(owner.port, siegelTable(`slow-${i}`));
      if (i % 50 === 0) {
        peak = Math.max(peak, process.memoryUsage().rss);
        await tick();
      }
      owner.inbox.splice(0, owner.inbox.length - 1);
    }
    await tick(50);
    peak = Math.max(peak, process.memoryUsage().rss);
    const growthMb = (peak - rssBefore) / 2 ** 20;
    const buffered = host.bufferedBytes();
    console.log(
      `slow readers: 5 paused clients, 600 table starts, host RSS +${growthMb.toFixed(0)} MB, ` +
        `${(buffered / 2 ** 20).toFixed(1)} MB queued`,
    );
    // Each paused client holds at most its soft limit plus the snapshot that crossed it.
    const snapshotBytes = JSON.stringify({ type: 'table', table: lastTable(owner.inbox) }).length;
    expect(buffered).toBeLessThanOrEqual(5 * (SOFT_BUFFER_BYTES + snapshotBytes));
    // RSS is noisy (garbage not yet collected); without coalescing it grew by 369 MB here.
    expect(growthMb).toBeLessThan(250);

    // Once they read again, each gets the newest table: the very snapshot the owner has now.
    const newest = JSON.stringify(lastTable(owner.inbox));
    for (const c of paused) c.socket.resume();
    for (const c of paused) {
      await c.waitFor((m) => m.type === 'table' && JSON.stringify(m.table) === newest, 30_000);
    }
  }, 60_000);
});

describe('bots and hints off the event loop', () => {
  it('the headless host uses the bot runner it is given, for bot turns and hints (the Meister gives them)', async () => {
    const decided: string[] = [];
    const spy: BotRunner = {
      decide(bot, request) {
        decided.push(bot.level);
        return Promise.resolve(request.legal[0]!);
      },
    };
    const host = await start({ botRunner: spy });
    const c = await client(host);
    c.send({ ...dreizehnTable, firstDealer: 0 });
    await c.waitFor((m) => m.type === 'table' && m.table.waitingFor.includes(0));
    expect(decided).toContain('rules');
    c.send({ type: 'hint' });
    await c.waitFor((m) => m.type === 'hint');
    expect(decided).toContain('meister');
  });

  it('allows one hint in flight per client; the others are refused with a reason', async () => {
    let release: (() => void) | null = null;
    const slow: BotRunner = {
      decide(bot, request) {
        if (bot.level !== 'meister') return Promise.resolve(bot.act(request));
        return new Promise((resolve) => (release = () => resolve(request.legal[0]!)));
      },
    };
    const host = new Host({ settings: new MemorySettingsStore(), botRunner: slow, botDelays: noBotDelays });
    const c = portClient();
    host.connect(c.port, 'owner');
    host.receive(c.port, hello);
    host.receive(c.port, dreizehnTable);
    await tick(20);
    for (let i = 0; i < 20; i++) host.receive(c.port, { type: 'hint' });
    expect(c.inbox.filter((m) => m.type === 'refused' && m.rule === 'hint-pending')).toHaveLength(19);
    (release as unknown as () => void)();
    await tick();
    expect(c.inbox.filter((m) => m.type === 'hint')).toHaveLength(1);
    host.receive(c.port, { type: 'hint' });
    expect(c.inbox.at(-1)?.type).not.toBe('refused');
    host.close();
  });
});
