/**
 * The LAN table's rules without sockets: the lobby, table codes and their limits, kicks, owner
 * links, and browsing for tables (the guest window's addresses: test/unit/main/desktop).
 */
import { describe, expect, it } from 'vitest';
import { Host, type TableBrowser } from '../../../../../src/main/host/host';
import { Lobby } from '../../../../../src/main/host/lobby/lobby';
import { CODE_BUDGET, MAX_CODE_TRIES } from '../../../../../src/main/host/lobby/party';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { ownerKeyOf, roleByOwnerKey } from '../../../../../src/main/net/owner-key';
import type { HostMessage, LanTableInfo } from '../../../../../src/shared/protocol';
import { greeted, noBotDelays } from '../../../../support/host-clients';
import { words } from '../../../../../src/shared/i18n/format';
import { msg } from '../../../../../src/shared/i18n/message';
import { wordedAs } from '../../../../support/refusals';

function lobby(): Lobby {
  return Lobby.fromSpecs(
    'siegel',
    {},
    "Ada's table",
    '1234',
    [{ kind: 'host', name: 'Ada' }, { kind: 'open' }, { kind: 'open' }],
    (i) => `Bot ${i + 1}`,
  );
}

describe('the lobby', () => {
  it('seats, readiness and the reason a start must wait', () => {
    const l = lobby();
    const ben = l.join('Ben');
    // The party refuses a look-alike name (shared/names.ts); the lobby lists the names to compare.
    expect(l.names()).toEqual(['Ben', 'Ada']);
    const ada = l.join('Ada 2');
    expect(ben.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(ben.id).toMatch(/^[0-9a-f]{10}$/);
    expect(l.startProblem()).toEqual(msg('host.lobby.seatOpen', { seat: 2 }));
    expect(words('en', l.startProblem()!)).toBe('Seat 2 is still open: a guest takes it, or make it a bot.');
    expect(l.takeSeat(ben, 0)).toMatchObject({ ok: false, rule: 'seat-taken' });
    expect(l.takeSeat(ben, 1)).toEqual({ ok: true });
    expect(l.takeSeat(ada, 1)).toMatchObject({ ok: false, rule: 'seat-taken' });
    expect(l.setSeat(2, { kind: 'bot', level: 'rules' }, 'Bot 3')).toEqual({ ok: true });
    expect(l.startProblem()).toEqual(msg('host.lobby.notReady', { name: 'Ben' }));
    l.setReady(ben, true);
    expect(l.startProblem()).toBeNull();
    // Moving to another seat takes back the readiness; the host opening a seat unseats its guest.
    expect(l.setSeat(1, { kind: 'open' }, 'Bot 2')).toEqual({ ok: true });
    expect(ben.seat).toBeNull();
    expect(ben.ready).toBe(false);
    expect(l.tableSeats).toThrow();
  });

  it('views carry no token; only the owner sees the code', () => {
    const l = lobby();
    const ben = l.join('Ben');
    l.takeSeat(ben, 1);
    const extra = { urls: ['http://10.0.0.2:47800/'], away: new Set<number>(), standIn: new Set<number>() };
    const guest = JSON.stringify(l.view({ owner: false, member: ben }, extra));
    expect(guest).not.toContain(ben.token);
    expect(guest).not.toContain('1234');
    expect(guest).not.toContain('10.0.0.2');
    expect(l.view({ owner: true, member: null }, extra)).toMatchObject({ code: '1234', urls: extra.urls });
  });

  it('a kicked player loses the seat before the game and becomes a bot during it', () => {
    const l = lobby();
    const ben = l.join('Ben');
    l.takeSeat(ben, 1);
    l.kick(ben);
    expect(l.seats[1]).toEqual({ kind: 'open' });
    expect(l.byToken(ben.token)).toBeNull();
    const cleo = l.join('Cleo');
    l.takeSeat(cleo, 2);
    l.started = true;
    l.kick(cleo);
    expect(l.seats[2]).toMatchObject({ kind: 'bot', name: 'Cleo' });
  });
});

function lanHost(browse?: () => TableBrowser) {
  return new Host({
    settings: new MemorySettingsStore({ playerName: 'Ada' }),
    botDelays: noBotDelays,
    ...(browse ? { browse } : {}),
  });
}

const last = (inbox: HostMessage[]): HostMessage | undefined => inbox.at(-1);

describe('table codes', () => {
  it('a connection is closed after too many wrong codes; all guests together have a budget', async () => {
    let now = 0;
    const host = new Host({
      settings: new MemorySettingsStore({ playerName: 'Ada' }),
      now: () => now,
      messageBudget: { capacity: 10_000, perSecond: 10_000 },
    });
    const owner = greeted(host, 'owner');
    host.receive(owner.port, {
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'host', name: 'Ada' }, { kind: 'open' }, { kind: 'open' }],
      code: '2468',
    });
    await new Promise((r) => setTimeout(r, 0));
    const guest = greeted(host, 'guest');
    for (let i = 0; i < MAX_CODE_TRIES; i++) {
      host.receive(guest.port, { type: 'join', name: 'Eve', code: String(1000 + i) });
      expect(guest.inbox.some((m) => m.type === 'refused' && m.rule === 'bad-code')).toBe(true);
    }
    expect(guest.port.closedFor).toBe('too-many-wrong-codes');
    // Other connections share one budget: once it is spent, even the right code waits.
    let refusedForWait = false;
    for (let i = 0; i < CODE_BUDGET.capacity + 5; i++) {
      const g = greeted(host, 'guest');
      host.receive(g.port, { type: 'join', name: 'Eve', code: '0000' });
      if (last(g.inbox)?.type === 'refused' && (last(g.inbox) as { rule: string }).rule === 'code-wait')
        refusedForWait = true;
    }
    expect(refusedForWait).toBe(true);
    const right = greeted(host, 'guest');
    host.receive(right.port, { type: 'join', name: 'Ben', code: '2468' });
    expect(last(right.inbox)).toMatchObject({ type: 'refused', rule: 'code-wait' });
    // Time refills it: the right code gets in.
    now += 60_000;
    host.receive(right.port, { type: 'join', name: 'Ben', code: '2468' });
    expect(right.inbox.some((m) => m.type === 'joined')).toBe(true);
    host.close();
  });

  it('LAN messages without a LAN table are refused with a reason', () => {
    const host = lanHost();
    const guest = greeted(host, 'guest');
    host.receive(guest.port, { type: 'join', name: 'Eve' });
    expect(last(guest.inbox)).toMatchObject({ type: 'refused', rule: 'no-lan' });
    host.receive(guest.port, {
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'open' }, { kind: 'open' }, { kind: 'open' }],
    });
    expect(last(guest.inbox)).toMatchObject({ type: 'refused', rule: 'host-only' });
    host.close();
  });
});

describe('browsing for LAN tables', () => {
  it('runs the browser while someone looks, tells each looker, and stops it after', async () => {
    const found: LanTableInfo = {
      id: 't1',
      name: "Bo's table",
      game: 'abyss',
      seats: 4,
      taken: 2,
      protected: true,
      url: 'http://10.0.0.9:47800/',
    };
    let listener: ((t: LanTableInfo[]) => void) | null = null;
    let started = 0;
    let stopped = 0;
    const host = lanHost(() => {
      started++;
      return {
        tables: () => [],
        onChange: (l) => {
          listener = l;
          return () => undefined;
        },
        stop: () => {
          stopped++;
          return Promise.resolve();
        },
      };
    });
    const owner = greeted(host, 'owner');
    const guest = greeted(host, 'guest');
    host.receive(guest.port, { type: 'browseLan', on: true });
    expect(last(guest.inbox)).toMatchObject({ type: 'refused', rule: 'host-only' });
    host.receive(owner.port, { type: 'browseLan', on: true });
    expect(last(owner.inbox)).toEqual({ type: 'lanTables', tables: [] });
    listener!([found]);
    expect(last(owner.inbox)).toEqual({ type: 'lanTables', tables: [found] });
    host.receive(owner.port, { type: 'browseLan', on: false });
    expect([started, stopped]).toEqual([1, 1]);
    host.close();
  });
});

describe('addresses', () => {
  it('the owner link makes a network connection the owner, anything else a guest', () => {
    const role = roleByOwnerKey('s3cret-key-123456789');
    const at = (address: string, url: string) => ({ url, socket: { remoteAddress: address } }) as never;
    expect(role(at('127.0.0.1', '/ws'))).toBe('owner');
    expect(role(at('192.168.1.7', '/ws?owner=s3cret-key-123456789'))).toBe('owner');
    expect(role(at('192.168.1.7', '/ws?owner=s3cret-key-12345678X'))).toBe('guest');
    expect(role(at('192.168.1.7', '/ws'))).toBe('guest');
    expect(ownerKeyOf('/ws?owner=a%20b')).toBe('a b');
  });
});

describe('the perfect-information reference (level open)', () => {
  const reason = wordedAs('"open" sees every hidden card');

  it('no table seats it: an offline table, a LAN table and a LAN seat are refused with the reason', () => {
    const host = lanHost();
    const owner = greeted(host, 'owner');
    const seats = [
      { name: 'Ada', kind: 'human' as const },
      { name: 'Oracle', kind: 'bot' as const, level: 'open' },
      { name: 'Bot', kind: 'bot' as const, level: 'rules' },
    ];
    host.receive(owner.port, { type: 'newTable', game: 'siegel', seats, options: {} });
    expect(last(owner.inbox)).toMatchObject({ type: 'refused', rule: 'table-config', reason });
    host.receive(owner.port, {
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'host', name: 'Ada' }, { kind: 'bot', level: 'open' }, { kind: 'open' }],
    });
    expect(last(owner.inbox)).toMatchObject({ type: 'refused', rule: 'table-config', reason });
    host.close();
  });

  it('the lobby refuses it (and any unknown level) for a seat and keeps the seat as it was', () => {
    const l = lobby();
    expect(l.setSeat(1, { kind: 'bot', level: 'open' }, 'Bot 2')).toMatchObject({
      ok: false,
      rule: 'bot-level',
      reason,
    });
    expect(l.setSeat(2, { kind: 'bot', level: 'genius' }, 'Bot 3')).toMatchObject({
      ok: false,
      reason: wordedAs('There is no bot level "genius"'),
    });
    expect(l.seats[1]).toEqual({ kind: 'open' });
    expect(l.setSeat(1, { kind: 'bot', level: 'meister' }, 'Bot 2')).toEqual({ ok: true });
  });
});
