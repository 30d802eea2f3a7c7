/**
 * The hostile names through the real host over sockets on loopback: as a LAN guest, a
 * challenge participant and a seat. Each is refused with a keyed reason or kept as the name rule
 * cleans it; no view holds a control, bidi or zero-width character; a look-alike is refused with a
 * suggestion. The challenge's CSV export, read by a CSV parser, has no cell a spreadsheet would
 * run, and its numbers are numbers; old data with such names is cleaned when shown and exported.
 */
import { parse } from 'csv-parse/sync';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { challengeCsv, csvCell } from '../../../../../src/main/host/challenge/challenge';
import { MemorySaveStore } from '../../../../../src/main/host/persistence/memory-save-store';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { startHeadless, type RunningHost } from '../../../../../src/main/net/headless-server';
import { MAX_LAN_TABLES } from '../../../../../src/shared/limits';
import { isCleanName } from '../../../../../src/shared/names';
import type { ChallengeView, HostMessage } from '../../../../../src/shared/protocol';
import { DEFAULT_SETTINGS } from '../../../../../src/shared/settings';
import { greeted, manualHost, noBotDelays } from '../../../../support/host-clients';
import { closedAfterEach, last, lobbyOf, play, until, welcomed } from '../../../../support/lan-clients';
import type { TestClient } from '../../../../support/ws-client';

const { hosts, clients } = closedAfterEach();

/** The names, and what the rule makes of each (a string: kept so; a rule: refused). */
const HOSTILE: [string, string][] = [
  ['=HYPERLINK("//x.y")', '=HYPERLINK("//x.y")'],
  ['+1+cmd|calc!A0', '+1+cmd|calc!A0'],
  ['@SUM(1+1)', '@SUM(1+1)'],
  ['Eve\u202Egnp.exe', 'name-bidi'],
  ['Bell\u0007', 'name-control'],
  ['Two\nLines', 'Two Lines'],
  ['Zero\u200Bwidth', 'Zerowidth'],
  ['-5', '-5'],
];
const refusedRule = (expected: string): boolean => expected.startsWith('name-');
/** No text anywhere in a message holds what the rule drops. */
const FORBIDDEN = /[\p{Cc}\p{Cf}]/u;

async function start(): Promise<RunningHost> {
  const host = await startHeadless({
    root: join(tmpdir(), 'no-renderer'),
    settings: new MemorySettingsStore({ ...DEFAULT_SETTINGS, playerName: 'Ada' }),
    botDelays: noBotDelays,
    lan: { address: '127.0.0.1', port: 0, addresses: () => ['127.0.0.1'], roleOf: () => 'guest' },
    messageBudget: { capacity: 10_000, perSecond: 10_000 },
  });
  hosts.push(host);
  return host;
}

/** The answer to a name: the name the host gave back, or the refusal's rule. */
async function answer(c: TestClient, joined: 'joined' | 'challengeJoined'): Promise<HostMessage> {
  return c.waitFor((m) => m.type === joined || m.type === 'refused');
}

describe('hostile names over sockets', () => {
  it('as LAN guests: refused with a keyed reason or cleaned; a look-alike is refused with a suggestion', async () => {
    const host = await start();
    const owner = await welcomed(host.port, clients);
    owner.send({
      type: 'hostLan',
      game: 'sevensins',
      seats: [{ kind: 'host', name: 'Ada' }, ...Array.from({ length: 6 }, () => ({ kind: 'open' }))],
      options: {},
    });
    await until(() => host.lanPort() !== null && lobbyOf(owner) !== null, 'the lobby');
    for (const [raw, expected] of HOSTILE) {
      const guest = await welcomed(host.lanPort()!, clients);
      guest.send({ type: 'join', name: raw });
      const got = await answer(guest, 'joined');
      if (refusedRule(expected)) expect(got).toMatchObject({ type: 'refused', rule: expected });
      else expect(got).toMatchObject({ type: 'joined', name: expected });
    }
    const lookalike = await welcomed(host.lanPort()!, clients);
    lookalike.send({ type: 'join', name: 'ZEROWIDTH' });
    expect(await answer(lookalike, 'joined')).toMatchObject({
      type: 'refused',
      rule: 'name-taken',
      suggestion: 'ZEROWIDTH 2',
    });
    // The host's own name may not be taken either.
    lookalike.send({ type: 'join', name: 'ada' });
    await lookalike.waitFor((m) => m.type === 'refused' && m.suggestion === 'ada 2');
    await until(() => lobbyOf(owner)!.spectators.length === 6, 'the six guests in the lobby');
    const names = lobbyOf(owner)!.spectators.map((s) => s.name);
    expect(names.sort()).toEqual(
      HOSTILE.filter(([, e]) => !refusedRule(e))
        .map(([, e]) => e)
        .sort(),
    );
    for (const m of owner.inbox) expect(JSON.stringify(m)).not.toMatch(FORBIDDEN);
  });

  it('as seats: the host window’s table and LAN seats go through the same rule', async () => {
    const host = await start();
    const owner = await welcomed(host.port, clients);
    const table = (name: string) => ({
      type: 'newTable',
      game: 'dreizehn',
      seats: [
        { name, kind: 'human' },
        { name: 'Bot 1', kind: 'bot', level: 'rules' },
        { name: 'Bot 2', kind: 'bot', level: 'rules' },
      ],
      options: {},
      firstDealer: 2,
      seed: 'names',
    });
    for (const [raw, expected] of HOSTILE) {
      const before = owner.inbox.length;
      owner.send(table(raw));
      const got = await owner.waitFor(
        (m) => owner.inbox.indexOf(m) >= before && (m.type === 'refused' || m.type === 'table'),
      );
      if (refusedRule(expected)) expect(got).toMatchObject({ type: 'refused', rule: expected });
      else expect(got).toMatchObject({ type: 'table', table: { seats: [{ name: expected }, {}, {}] } });
    }
    // Two people of names that look the same at one table: refused, with a free one.
    owner.send({ ...table('Anna'), seats: [...table('Anna').seats, { name: 'ANNA', kind: 'human' }] });
    await owner.waitFor((m) => m.type === 'refused' && m.rule === 'name-taken' && m.suggestion === 'ANNA 2');
    owner.send({
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'host', name: 'Ada\u202E' }, { kind: 'open' }, { kind: 'open' }],
      options: {},
    });
    await owner.waitFor((m) => m.type === 'refused' && m.rule === 'name-bidi');
    owner.send({ type: 'setSettings', settings: { playerName: 'Bell\u0007' } });
    await owner.waitFor((m) => m.type === 'refused' && m.rule === 'name-control');
    owner.send({ type: 'setSettings', settings: { playerName: '  Zoë\u200B  ' } });
    await owner.waitFor((m) => m.type === 'settings' && m.settings.playerName === 'Zoë');
  });

  it('as challenge participants; the CSV export read by a CSV parser runs nothing and keeps its numbers', async () => {
    const host = await start();
    const owner = await welcomed(host.port, clients);
    owner.send({
      type: 'openChallenge',
      game: 'dreizehn',
      players: 3,
      deals: 1,
      level: 'rules',
      seed: 'csv',
    });
    await until(
      () => host.lanPort() !== null && last(owner, 'challenge')?.challenge !== null,
      'the challenge',
    );
    const players: TestClient[] = [];
    for (const [raw, expected] of HOSTILE) {
      const guest = await welcomed(host.lanPort()!, clients);
      guest.send({ type: 'joinChallenge', name: raw });
      const got = await answer(guest, 'challengeJoined');
      if (refusedRule(expected)) expect(got).toMatchObject({ type: 'refused', rule: expected });
      else {
        expect(got).toMatchObject({ type: 'challengeJoined', name: expected });
        players.push(guest);
      }
    }
    const again = await welcomed(host.lanPort()!, clients);
    again.send({ type: 'joinChallenge', name: '@sum(1+1)' });
    expect(await answer(again, 'challengeJoined')).toMatchObject({
      rule: 'name-taken',
      suggestion: '@sum(1+1) 2',
    });
    // Three of them play the deal: the board has scores.
    for (const p of players.slice(0, 3)) p.send({ type: 'challengeDeal' });
    const played = (): boolean =>
      (last(owner, 'challenge')?.challenge?.participants ?? []).filter((p) => p.played === 1).length === 3;
    await play(players.slice(0, 3), played);
    await until(played, 'three deals played');
    const board = last(owner, 'challenge')!.challenge!;
    for (const m of owner.inbox) expect(JSON.stringify(m)).not.toMatch(FORBIDDEN);

    owner.send({ type: 'exportChallenge', format: 'csv' });
    const file = (await owner.waitFor((m) => m.type === 'recordFile')) as Extract<
      HostMessage,
      { type: 'recordFile' }
    >;
    expect(file.name).toMatch(/^spieltisch-challenge-[A-Za-z0-9_-]+\.csv$/);
    const rows = parse(file.text, { relax_column_count: false }) as string[][];
    expect(rows).toHaveLength(1 + board.participants.length + 1);
    for (const cell of rows.flat()) {
      if (/^[=+\-@\t\r]/.test(cell)) expect(cell).toMatch(/^-?\d+(\.\d+)?$/);
    }
    const byName = new Map(rows.slice(1, -1).map((r) => [r[1]!, r]));
    expect([...byName.keys()].sort()).toEqual(
      ["'+1+cmd|calc!A0", '-5', '\'=HYPERLINK("//x.y")', "'@SUM(1+1)", 'Two Lines', 'Zerowidth'].sort(),
    );
    for (const p of board.participants) {
      const row = rows.find((r) => r[1]!.replace(/^'/, '') === p.name)!;
      expect(Number(row[0])).toBe(p.rank);
      expect(row[2]).toBe(p.scores[0] === null ? '' : String(p.scores[0]));
      expect(Number(row[3])).toBe(p.total);
      expect(Number(row[4])).toBe(p.played);
    }
    // The JSON export: the board, the names as data, no viewer block.
    owner.send({ type: 'exportChallenge', format: 'json' });
    const json = await owner.waitFor((m) => m.type === 'recordFile' && m.name.endsWith('.json'));
    const exported = JSON.parse((json as { text: string }).text) as Record<string, unknown>;
    expect(exported).not.toHaveProperty('you');
    expect(exported).not.toHaveProperty('urls');
    expect((exported.participants as { name: string }[]).map((p) => p.name)).toContain('=HYPERLINK("//x.y")');
  }, 60_000);
});

describe('limits', () => {
  it('one host opens at most MAX_LAN_TABLES LAN tables', async () => {
    const host = await start();
    const owner = await welcomed(host.port, clients);
    const lan = {
      type: 'hostLan',
      game: 'siegel',
      seats: [{ kind: 'host', name: 'Ada' }, { kind: 'open' }, { kind: 'open' }],
      options: {},
    };
    for (let i = 0; i < MAX_LAN_TABLES; i++) owner.send(lan);
    await until(() => (last(owner, 'tables')?.tables.length ?? 0) === MAX_LAN_TABLES, 'the tables');
    owner.send(lan);
    await owner.waitFor((m) => m.type === 'refused' && m.rule === 'tables-full');
    expect(new Set(last(owner, 'tables')!.tables.map((t) => t.name)).size).toBe(MAX_LAN_TABLES);
  });
});

describe('exports and old data', () => {
  it('neutralises formula cells and keeps plain numbers (OWASP)', () => {
    expect(csvCell('=1+2')).toBe("'=1+2");
    expect(csvCell('+1')).toBe("'+1");
    expect(csvCell('-x')).toBe("'-x");
    expect(csvCell('@A1')).toBe("'@A1");
    expect(csvCell('\tx')).toBe("'\tx");
    expect(csvCell('\rx')).toBe('"\'\rx"');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('-2.5')).toBe('-2.5');
    expect(csvCell('a,"b"')).toBe('"a,""b"""');
    expect(csvCell(null)).toBe('');
  });

  it('a kept challenge written before the rule: listed and exported with clean names', () => {
    const store = new MemorySaveStore();
    const old: ChallengeView & { endedAt: string } = {
      id: 'challenge-old',
      name: 'Eve\u202E’s challenge',
      game: 'dreizehn',
      players: 3,
      deals: 1,
      level: 'rules',
      lowerIsBetter: true,
      state: 'ended',
      par: [null],
      participants: [
        {
          participant: 'a',
          name: 'Bell\u0007',
          scores: [-5],
          total: -5,
          played: 1,
          rank: 1,
          connected: false,
        },
        { participant: 'b', name: '=cmd\u200B', scores: [3], total: 3, played: 1, rank: 2, connected: false },
      ],
      you: { participant: 'a', deal: 0, dealOver: true },
      endedAt: '2024-01-01T00:00:00.000Z',
    };
    store.writeChallenge(old.id, JSON.stringify(old));
    const { host } = manualHost({ saves: store });
    const owner = greeted(host, 'owner');
    host.receive(owner.port, { type: 'listChallenges' });
    const listed = owner.inbox.findLast((m) => m.type === 'challenges');
    const kept = listed?.type === 'challenges' ? listed.challenges[0]! : null;
    expect(kept?.participants.map((p) => p.name)).toEqual(['Bell', '=cmd']);
    expect(isCleanName(kept!.name)).toBe(true);
    host.receive(owner.port, { type: 'exportChallenge', format: 'csv', id: old.id });
    const csv = owner.inbox.findLast((m) => m.type === 'recordFile');
    const rows = parse(csv?.type === 'recordFile' ? csv.text : '') as string[][];
    expect(rows.slice(1, 3).map((r) => [r[1], r[2]])).toEqual([
      ['Bell', '-5'],
      ["'=cmd", '3'],
    ]);
    host.receive(owner.port, { type: 'exportChallenge', format: 'json', id: old.id });
    const json = owner.inbox.findLast((m) => m.type === 'recordFile');
    expect(JSON.parse(json?.type === 'recordFile' ? json.text : '{}')).not.toHaveProperty('you');
    expect(challengeCsv({ ...kept!, you: null }).replace(/\n/g, '')).not.toMatch(FORBIDDEN);
    host.close();
  });
});
