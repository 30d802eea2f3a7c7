/**
 * LAN discovery on one machine. Network safety: every packet here stays on loopback. mDNS runs
 * with interface 127.0.0.1 (the multicast interface is set before the first packet leaves), the
 * broadcast channel sends only to 127.255.255.255, and the hostile senders below do the same.
 * Browsers bind 0.0.0.0, which only receives. Every table gets a fresh id and the assertions
 * look only at that id, so other tests on the machine that use the same ports do not matter.
 */
import { randomUUID } from 'node:crypto';
import { createSocket, type Socket } from 'node:dgram';
import type { Bonjour } from 'bonjour-service';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  announce,
  broadcastAddresses,
  browse,
  directedBroadcast,
  MAX_AD_BYTES,
  MAX_TABLES,
  tableAdSchema,
  type AnnounceOptions,
  type Announcer,
  type Browser,
  type BrowseOptions,
  type FoundTable,
  type TableAd,
} from '../../../../../src/main/net/discovery';
import {
  adFromTxt,
  adToTxt,
  decodeDatagram,
  encodeAd,
  encodeGone,
} from '../../../../../src/main/net/discovery/ad';
import { openBonjour } from '../../../../../src/main/net/discovery/mdns';
import { PROTOCOL_VERSION } from '../../../../../src/shared/protocol';

const LOOPBACK = '127.0.0.1';
const LOOPBACK_BROADCAST = '127.255.255.255';
const POLL = { timeout: 10_000, interval: 20 };

// A port per test (47900+), away from the app's 47810 so a running app does not interfere.
let nextPort = 47_900 + (process.pid % 50) * 2;
const freshPort = (): number => nextPort++;

const ad = (overrides: Partial<TableAd> = {}): TableAd => ({
  id: `t${randomUUID().slice(0, 8)}`,
  name: "Anna's table",
  game: 'dreizehn',
  seats: 4,
  taken: 1,
  protected: false,
  port: 45_123,
  version: PROTOCOL_VERSION,
  ...overrides,
});

// Everything a test starts, stopped after it whatever happened.
const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const errors: Error[] = [];
afterEach(() => {
  errors.length = 0;
});

function announceHere(table: TableAd, options: AnnounceOptions): Announcer {
  const announcer = announce(table, {
    interface: LOOPBACK,
    broadcastAddress: LOOPBACK_BROADCAST,
    onError: (error) => errors.push(error),
    ...options,
  });
  cleanups.push(() => announcer.stop());
  return announcer;
}

function browseHere(options: BrowseOptions): Browser {
  const browser = browse({ interface: LOOPBACK, onError: (error) => errors.push(error), ...options });
  cleanups.push(() => browser.stop());
  return browser;
}

function sender(): Promise<Socket> {
  const socket = createSocket('udp4');
  cleanups.push(() => new Promise<void>((resolve) => socket.close(() => resolve())));
  return new Promise((resolve) =>
    socket.bind(0, LOOPBACK, () => {
      socket.setBroadcast(true);
      resolve(socket);
    }),
  );
}

function sendTo(socket: Socket, port: number, message: Buffer | string, address = LOOPBACK_BROADCAST) {
  return new Promise<void>((resolve, reject) =>
    socket.send(message, port, address, (error) => (error ? reject(error) : resolve())),
  );
}

/** A raw bonjour-service instance that, like the module's own, sends on loopback only. */
const loopbackBonjour = (): Bonjour => openBonjour(LOOPBACK, (error) => errors.push(error));

/** Publishes a table's ad straight through `bonjour`, without probing, as a bare mDNS responder would. */
const publishAd = (bonjour: Bonjour, table: TableAd): void => {
  bonjour.publish({
    name: `Spieltisch ${table.id}`,
    type: 'spieltisch',
    port: table.port,
    txt: adToTxt(table),
    probe: false,
  });
};

const found = (browser: Browser, id: string): FoundTable[] => browser.tables().filter((t) => t.id === id);

/** Every list of table `id`'s entries the browser's listeners are given from now on, in order. */
function changesOf(browser: Browser, id: string): FoundTable[][] {
  const lists: FoundTable[][] = [];
  browser.onChange((tables) => lists.push(tables.filter((t) => t.id === id)));
  return lists;
}

/** Stops `announcer`; table `id` leaves the browser and its listeners, and nothing went wrong. */
async function stopAndGone(
  announcer: Announcer,
  browser: Browser,
  id: string,
  lists: FoundTable[][],
): Promise<void> {
  await announcer.stop();
  await vi.waitFor(() => expect(found(browser, id)).toHaveLength(0), POLL);
  await vi.waitFor(() => expect(lists.at(-1)).toEqual([]), POLL);
  expect(errors).toEqual([]);
}

async function foundOne(browser: Browser, id: string): Promise<FoundTable> {
  return vi.waitFor(() => {
    const tables = found(browser, id);
    expect(tables).toHaveLength(1);
    return tables[0];
  }, POLL);
}

describe('table ads', () => {
  it('round-trip through TXT and datagram', () => {
    const table = ad({ name: 'Jörg’s Tisch 🃏', protected: true, game: 'sevensins', seats: 7, taken: 7 });
    expect(adFromTxt(adToTxt(table), table.port)).toEqual(table);
    expect(decodeDatagram(encodeAd(table))).toEqual({ kind: 'ad', ad: table });
    expect(decodeDatagram(encodeGone(table))).toEqual({ kind: 'gone', id: table.id });
    expect(encodeAd(ad({ name: 'x'.repeat(40), id: 'i'.repeat(40) })).length).toBeLessThan(MAX_AD_BYTES / 2);
  });

  it.each([
    ['taken above seats', { seats: 4, taken: 5 }],
    ['seats outside the game', { game: 'siegel', seats: 6, taken: 0 }],
    ['negative taken', { taken: -1 }],
    ['fractional seats', { seats: 4.5 }],
    ['port 0', { port: 0 }],
    ['port above 65535', { port: 65_536 }],
    ['another version', { version: PROTOCOL_VERSION + 1 }],
    ['an unknown game', { game: 'skat' }],
    ['a long name', { name: 'x'.repeat(41) }],
    ['an empty name', { name: '   ' }],
    ['a control character', { name: 'a\nb' }],
    ['an id with a dot', { id: 'a.b' }],
    ['a long id', { id: 'i'.repeat(41) }],
  ])('refuses %s', (_label, overrides) => {
    const bad = { ...ad(), ...overrides };
    expect(tableAdSchema.safeParse(bad).success).toBe(false);
    expect(
      decodeDatagram(Buffer.from(JSON.stringify({ app: 'spieltisch', kind: 'ad', ad: bad }))),
    ).toBeNull();
    expect(() => announce(bad as TableAd, { mdns: false, broadcast: false })).toThrow(TypeError);
  });

  it('reads TXT records strictly', () => {
    const table = ad();
    const txt = adToTxt(table);
    expect(adFromTxt({ ...txt, t: '1.5' }, table.port)).toBeNull();
    expect(adFromTxt({ ...txt, s: '-4' }, table.port)).toBeNull();
    expect(adFromTxt({ ...txt, p: 'yes' }, table.port)).toBeNull();
    expect(adFromTxt({ ...txt, v: '99' }, table.port)).toBeNull();
    expect(adFromTxt({ ...txt, x: 'y'.repeat(MAX_AD_BYTES) }, table.port)).toBeNull();
    expect(adFromTxt({ n: txt.n }, table.port)).toBeNull();
    expect(adFromTxt(txt, 0)).toBeNull();
    expect(adFromTxt(null, table.port)).toBeNull();
    expect(adFromTxt({ ...txt, extra: 'ignored' }, table.port)).toEqual(table);
  });

  it('keeps the id of a table', () => {
    const table = ad();
    const announcer = announce(table, { mdns: false, broadcast: false });
    expect(() => announcer.update({ ...table, id: 'other' })).toThrow(TypeError);
    expect(() => announcer.update({ ...table, taken: 9 })).toThrow(TypeError);
    return announcer.stop();
  });
});

describe('broadcast addresses', () => {
  const nic = (address: string, netmask: string, internal = false) => ({
    address,
    netmask,
    internal,
    family: 'IPv4' as const,
    mac: '02:00:00:00:00:01',
    cidr: null,
  });

  it('are the directed broadcasts of the external interfaces, never 255.255.255.255', () => {
    expect(directedBroadcast('192.168.1.23', '255.255.255.0')).toBe('192.168.1.255');
    expect(directedBroadcast('10.1.2.3', '255.255.240.0')).toBe('10.1.15.255');
    expect(directedBroadcast('10.0.0.1', '255.255.255.254')).toBeNull();
    expect(directedBroadcast('10.0.0.1', '255.255.255.255')).toBeNull();
    expect(directedBroadcast('10.0.0.1', '0.0.0.0')).toBeNull();
    expect(directedBroadcast('10.0.0.1', '255.0.255.0')).toBeNull();
    const interfaces = {
      lo: [nic('127.0.0.1', '255.0.0.0', true)],
      eth0: [
        nic('192.168.1.23', '255.255.255.0'),
        { ...nic('fe80::1', 'ffff:ffff:ffff:ffff::'), family: 'IPv6' as const, scopeid: 1 },
      ],
      wlan0: [nic('10.1.2.3', '255.255.240.0')],
      ppp0: [nic('100.64.0.9', '255.255.255.255')],
    };
    expect(broadcastAddresses(undefined, interfaces)).toEqual(['192.168.1.255', '10.1.15.255']);
    expect(broadcastAddresses('127.0.0.1', interfaces)).toEqual(['127.255.255.255']);
    expect(broadcastAddresses('10.9.9.9', interfaces)).toEqual([]);
  });

  it('include loopback when asked for it on this machine', () => {
    expect(broadcastAddresses(LOOPBACK)).toEqual([LOOPBACK_BROADCAST]);
  });
});

describe('over mDNS on loopback', () => {
  it('finds a table with its fields, sees updates, and drops it on goodbye', async () => {
    const table = ad();
    const browser = browseHere({ broadcast: false, mdnsExpireMs: 60_000 });
    const lists = changesOf(browser, table.id);
    const announcer = announceHere(table, { broadcast: false });

    const first = await foundOne(browser, table.id);
    expect(first).toMatchObject({ ...table, address: LOOPBACK, via: ['mdns'] });
    expect(first.lastSeen).toBeGreaterThan(Date.now() - 60_000);

    announcer.update({ ...table, taken: 3, protected: true });
    await vi.waitFor(
      () => expect(found(browser, table.id)[0]).toMatchObject({ taken: 3, protected: true }),
      POLL,
    );
    await vi.waitFor(() => expect(lists.at(-1)?.[0]?.taken).toBe(3), POLL);
    // An update is unpublish + publish: listeners never see the table leave in between.
    const firstSeen = lists.findIndex((list) => list.length > 0);
    expect(lists.slice(firstSeen).every((list) => list.length === 1)).toBe(true);

    // mdnsExpireMs is a minute: only the goodbye can remove it this soon.
    await stopAndGone(announcer, browser, table.id, lists);
  });

  it('expires a table that vanished without a goodbye, and finds it again when it returns', async () => {
    const table = ad();
    const browser = browseHere({ broadcast: false, mdnsQueryMs: 200, mdnsExpireMs: 1200 });
    const publish = () => {
      const bonjour = loopbackBonjour();
      publishAd(bonjour, table);
      return bonjour;
    };
    let crashed = publish();
    cleanups.push(() => new Promise<void>((resolve) => crashed.destroy(() => resolve())));
    await foundOne(browser, table.id);
    // destroy() without unpublishing: the host is gone without a word, like a crash.
    await new Promise<void>((resolve) => crashed.destroy(() => resolve()));
    await vi.waitFor(() => expect(found(browser, table.id)).toHaveLength(0), POLL);

    crashed = publish();
    await foundOne(browser, table.id);
    expect(errors).toEqual([]);
  });

  it('ignores TXT records that do not validate and garbage on the mDNS port', async () => {
    const good = ad();
    const browser = browseHere({ broadcast: false });
    const hostile = loopbackBonjour();
    cleanups.push(() => new Promise<void>((resolve) => hostile.destroy(() => resolve())));
    const withId = (txt: Record<string, string>, id: string) => ({ ...txt, i: id });
    const badTxts: Record<string, string>[] = [
      withId({ ...adToTxt(ad()), t: '5' }, 'bad-taken'),
      withId({ ...adToTxt(ad()), v: String(PROTOCOL_VERSION + 1) }, 'bad-version'),
      withId({ ...adToTxt(ad()), g: 'skat' }, 'bad-game'),
      withId({ ...adToTxt(ad()), s: '99999' }, 'bad-seats'),
      withId({ ...adToTxt(ad()), n: 'x'.repeat(200) }, 'bad-name'),
      withId({ ...adToTxt(ad()), p: 'true' }, 'bad-flag'),
      // Each TXT string stays under DNS's 255 bytes, the whole goes over MAX_AD_BYTES.
      withId(
        {
          ...adToTxt(ad()),
          ...Object.fromEntries([1, 2, 3, 4, 5, 6].map((n) => [`x${n}`, 'y'.repeat(200)])),
        },
        'bad-size',
      ),
      { i: 'bad-only-id' },
    ];
    const suffix = randomUUID().slice(0, 6);
    const badIds = badTxts.map((txt) => {
      const id = `${txt.i}-${suffix}`;
      hostile.publish({
        name: `Spieltisch ${id}`,
        type: 'spieltisch',
        port: 1234,
        txt: { ...txt, i: id },
        probe: false,
      });
      return id;
    });
    // A valid ad from the same instance: once it is listed, the bad ones have been read too.
    const control = ad();
    publishAd(hostile, control);

    // Raw garbage to the mDNS group, on loopback only (the interface is set before sending).
    const raw = createSocket({ type: 'udp4', reuseAddr: true });
    cleanups.push(() => new Promise<void>((resolve) => raw.close(() => resolve())));
    await new Promise<void>((resolve) => raw.bind(0, LOOPBACK, () => resolve()));
    raw.setMulticastInterface(LOOPBACK);
    raw.setMulticastTTL(1);
    for (const junk of [
      Buffer.alloc(0),
      Buffer.from('not dns'),
      Buffer.alloc(12, 0xff),
      Buffer.alloc(3000, 7),
    ]) {
      await new Promise<void>((resolve) => raw.send(junk, 5353, '224.0.0.251', () => resolve()));
    }

    announceHere(good, { broadcast: false });
    await foundOne(browser, good.id);
    await foundOne(browser, control.id);
    for (const id of badIds) expect(found(browser, id)).toEqual([]);
    expect(errors).toEqual([]);
  });
});

describe('over UDP broadcast on loopback', () => {
  it('finds a table with its fields, sees updates at once, and drops it on "gone"', async () => {
    const port = freshPort();
    const table = ad({ game: 'abyss', seats: 6, taken: 2, protected: true });
    const browser = browseHere({ mdns: false, broadcastPort: port, expireMs: 60_000 });
    const changes = vi.fn();
    browser.onChange(changes);
    // A long interval: the update below must be sent when it happens, not at the next repeat.
    const announcer = announceHere(table, { mdns: false, broadcastPort: port, intervalMs: 60_000 });

    expect(await foundOne(browser, table.id)).toMatchObject({
      ...table,
      address: LOOPBACK,
      via: ['broadcast'],
    });
    await vi.waitFor(() => expect(changes).toHaveBeenCalled(), POLL);

    announcer.update({ ...table, taken: 4 });
    await vi.waitFor(() => expect(found(browser, table.id)[0]?.taken).toBe(4), POLL);

    await announcer.stop();
    await vi.waitFor(() => expect(found(browser, table.id)).toHaveLength(0), POLL);
    expect(errors).toEqual([]);
  });

  it('repeats the ad, so a browser that starts late still finds the table', async () => {
    const port = freshPort();
    const table = ad();
    announceHere(table, { mdns: false, broadcastPort: port, intervalMs: 100 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    const browser = browseHere({ mdns: false, broadcastPort: port });
    await foundOne(browser, table.id);
  });

  it('expires a table that stopped announcing without "gone"', async () => {
    const port = freshPort();
    const table = ad();
    const browser = browseHere({ mdns: false, broadcastPort: port, expireMs: 800 });
    const socket = await sender();
    await sendTo(socket, port, encodeAd(table));
    await foundOne(browser, table.id);
    await vi.waitFor(() => expect(found(browser, table.id)).toHaveLength(0), POLL);
  });

  it('ignores malformed, oversized and foreign datagrams and keeps working', async () => {
    const port = freshPort();
    const browser = browseHere({ mdns: false, broadcastPort: port });
    const changes = vi.fn();
    browser.onChange(changes);
    const socket = await sender();
    const valid = ad();
    const json = (value: unknown) => JSON.stringify(value);
    // Each bad ad has an id of its own, so one that got through would show up in the list.
    const badIds: string[] = [];
    const wrap = (overrides: Record<string, unknown>) => {
      const bad = { ...ad(), ...overrides };
      badIds.push(bad.id);
      return json({ app: 'spieltisch', kind: 'ad', ad: bad });
    };
    const junk: (string | Buffer)[] = [
      '',
      'hello',
      '{',
      'null',
      '[]',
      '"spieltisch"',
      json({ app: 'spieltisch' }),
      json({ app: 'spieltisch', kind: 'ad' }),
      json({ app: 'spieltisch', kind: 'join', ad: valid }),
      json({ app: 'skat', kind: 'ad', ad: valid }),
      wrap({ padding: 'x'.repeat(MAX_AD_BYTES) }),
      wrap({ version: PROTOCOL_VERSION + 1 }),
      wrap({ taken: 5 }),
      wrap({ seats: 1e308, taken: 0 }),
      wrap({ port: -1 }),
      wrap({ port: '8080' }),
      wrap({ protected: 'no' }),
      wrap({ name: 123 }),
      wrap({ id: { toString: 'x' } }),
      '{"app":"spieltisch","kind":"ad","ad":{"__proto__":{"id":"p"},"id":"p"}}',
      json({ app: 'spieltisch', kind: 'gone', id: valid.id, version: PROTOCOL_VERSION + 1 }),
      Buffer.alloc(MAX_AD_BYTES + 1, 0x20),
      Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
    ];
    for (const message of junk) await sendTo(socket, port, message);
    await sendTo(socket, port, encodeAd(valid));
    const table = await foundOne(browser, valid.id);
    expect(table).toMatchObject(valid);
    expect(browser.tables().filter((t) => badIds.includes(t.id))).toEqual([]);
    expect(badIds).toHaveLength(9);
    // A "gone" of another version did not remove it; one of ours does.
    await sendTo(socket, port, encodeGone(valid));
    await vi.waitFor(() => expect(found(browser, valid.id)).toHaveLength(0), POLL);
    expect(errors).toEqual([]);
  });

  it('lists at most MAX_TABLES tables, however many are made up', async () => {
    const port = freshPort();
    const browser = browseHere({ mdns: false, broadcastPort: port });
    const socket = await sender();
    const prefix = `f${randomUUID().slice(0, 6)}`;
    const flood = Array.from({ length: MAX_TABLES + 20 }, (_, n) => ad({ id: `${prefix}-${n}` }));
    const flooded = () => browser.tables().filter((t) => t.id.startsWith(prefix));
    // In batches the receive buffer holds (a burst of hundreds overflows it and datagrams drop).
    for (let sent = 0; sent < MAX_TABLES; sent += 16) {
      for (const table of flood.slice(sent, sent + 16)) await sendTo(socket, port, encodeAd(table));
      await vi.waitFor(() => expect(flooded()).toHaveLength(sent + 16), POLL);
    }
    for (const table of flood.slice(MAX_TABLES)) await sendTo(socket, port, encodeAd(table));
    // Datagrams on one socket are read in order: once this "gone" is read, so are the extras.
    await sendTo(socket, port, encodeGone(flood[0]));
    await vi.waitFor(() => expect(flooded().some((t) => t.id === flood[0].id)).toBe(false), POLL);
    expect(flooded()).toHaveLength(MAX_TABLES - 1);
    expect(flooded().filter((t) => Number(t.id.split('-')[1]) >= MAX_TABLES)).toEqual([]);
  });

  it('reaches several browsers on one port', async () => {
    const port = freshPort();
    const table = ad();
    const browsers = [0, 1, 2].map(() => browseHere({ mdns: false, broadcastPort: port }));
    announceHere(table, { mdns: false, broadcastPort: port, intervalMs: 200 });
    for (const browser of browsers) await foundOne(browser, table.id);
  });

  it('keeps the same table at two addresses apart', async () => {
    const port = freshPort();
    const table = ad();
    const browser = browseHere({ mdns: false, broadcastPort: port });
    const other = createSocket('udp4');
    cleanups.push(() => new Promise<void>((resolve) => other.close(() => resolve())));
    // 127.0.0.2 is loopback too (lo is 127.0.0.0/8): a second "host" on this machine.
    await new Promise<void>((resolve) => other.bind(0, '127.0.0.2', () => resolve()));
    other.setBroadcast(true);
    await sendTo(await sender(), port, encodeAd(table));
    await sendTo(other, port, encodeAd({ ...table, taken: 2 }));
    await vi.waitFor(() => {
      const tables = found(browser, table.id);
      expect(tables.map((t) => [t.address, t.taken])).toEqual([
        ['127.0.0.1', 1],
        ['127.0.0.2', 2],
      ]);
    }, POLL);
  });
});

describe('both channels', () => {
  it('merge into one entry that follows updates and goes on stop', async () => {
    const port = freshPort();
    const table = ad();
    const browser = browseHere({ broadcastPort: port, expireMs: 60_000, mdnsExpireMs: 60_000 });
    const lists = changesOf(browser, table.id);
    const announcer = announceHere(table, { broadcastPort: port, intervalMs: 300 });

    await vi.waitFor(() => {
      const tables = found(browser, table.id);
      expect(tables).toHaveLength(1);
      expect(tables[0].via).toEqual(['mdns', 'broadcast']);
    }, POLL);
    announcer.update({ ...table, taken: 2 });
    await vi.waitFor(() => expect(found(browser, table.id)).toMatchObject([{ taken: 2 }]), POLL);
    // onChange reports net changes after a short debounce: wait for it before the next step.
    await vi.waitFor(
      () => expect(lists.at(-1)).toMatchObject([{ taken: 2, via: ['mdns', 'broadcast'] }]),
      POLL,
    );
    expect(lists.every((list) => list.length <= 1)).toBe(true);

    await stopAndGone(announcer, browser, table.id, lists);
  });

  it('only onChange for real changes, not for repeats', async () => {
    const port = freshPort();
    const table = ad();
    const browser = browseHere({ mdns: false, broadcastPort: port });
    const changes = vi.fn();
    browser.onChange(changes);
    const unsubscribed = vi.fn();
    const unsubscribe = browser.onChange(unsubscribed);
    unsubscribe();
    announceHere(table, { mdns: false, broadcastPort: port, intervalMs: 50 });
    await foundOne(browser, table.id);
    // Ten repeats later the list is the same, so there was one call (or a few with strangers).
    await new Promise((resolve) => setTimeout(resolve, 500));
    const withTable = changes.mock.calls.filter(([tables]) =>
      (tables as FoundTable[]).some((t) => t.id === table.id),
    );
    expect(withTable.length).toBeGreaterThanOrEqual(1);
    expect(withTable.length).toBeLessThanOrEqual(2);
    expect(unsubscribed).not.toHaveBeenCalled();
  });

  it('a listener that throws does not stop the others', async () => {
    const port = freshPort();
    const table = ad();
    const browser = browseHere({ mdns: false, broadcastPort: port });
    browser.onChange(() => {
      throw new Error('listener bug');
    });
    const good = vi.fn();
    browser.onChange(good);
    announceHere(table, { mdns: false, broadcastPort: port });
    await vi.waitFor(() => expect(good).toHaveBeenCalled(), POLL);
    expect(errors.map((e) => e.message)).toContain('listener bug');
    errors.length = 0;
  });
});

describe('cleanup', () => {
  const udpSockets = () => process.getActiveResourcesInfo().filter((name) => name === 'UDPWrap').length;

  it('stop() closes every socket and may be called twice', async () => {
    // Every test before this one stopped what it started: no socket is left (closing takes a tick).
    await vi.waitFor(() => expect(udpSockets()).toBe(0), POLL);
    const port = freshPort();
    const table = ad();
    const browser = browse({ interface: LOOPBACK, broadcastPort: port });
    const announcer = announce(table, {
      interface: LOOPBACK,
      broadcastAddress: LOOPBACK_BROADCAST,
      broadcastPort: port,
    });
    await vi.waitFor(() => expect(found(browser, table.id)[0]?.via).toEqual(['mdns', 'broadcast']), POLL);
    expect(udpSockets()).toBe(4); // mDNS and broadcast, on each side
    await Promise.all([announcer.stop(), announcer.stop(), browser.stop()]);
    await browser.stop();
    announcer.update({ ...table, taken: 2 }); // ignored, does not throw
    expect(browser.tables().length).toBeGreaterThanOrEqual(0);
    await vi.waitFor(() => expect(udpSockets()).toBe(0), POLL);
  });

  it('refuses an interface address that is not this machine’s, without sending', async () => {
    const seen: Error[] = [];
    // 127.0.0.2 answers on lo but is no interface's address: nothing is opened at all.
    const before = udpSockets();
    const announcer = announce(ad(), { interface: '127.0.0.2', onError: (e) => seen.push(e) });
    const browser = browse({ interface: '127.0.0.2', broadcast: false, onError: (e) => seen.push(e) });
    expect(seen.map((e) => e.message)).toEqual([
      'Not an IPv4 address of this machine: 127.0.0.2',
      'Not an IPv4 address of this machine: 127.0.0.2',
    ]);
    expect(udpSockets()).toBe(before);
    await Promise.all([announcer.stop(), browser.stop()]);
  });
});
