/**
 * Replays: a replay shows every step exactly as the seat saw it live (the same view, event and
 * turn), every hand when asked, and a bad record is refused with what is wrong. Through the
 * host: the history of finished games, opening, stepping, exporting, and who may do it.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { Host } from '../../../../../src/main/host/host';
import { History, MAX_RECORD_BYTES, Replay } from '../../../../../src/main/host/replays/replays';
import { MemorySaveStore } from '../../../../../src/main/host/persistence/memory-save-store';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import type { HostMessage, ReplayFrame, ReplayInfo, TableSnapshot } from '../../../../../src/shared/protocol';
import { parseRecord, stringifyRecord } from '../../../../../src/shared/record';
import type { GameId, Seat } from '../../../../../src/shared/types';
import { greeted, noBotDelays } from '../../../../support/host-clients';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { bot, bots } from '../../../../support/seats';
import { newSession } from '../../../../support/sessions';
import { words } from '../../../../../src/shared/i18n/format';
import { english, wordedAs } from '../../../../support/refusals';

const FIXTURES = join(import.meta.dirname, '../../../../fixtures/records');

/** What a replay must show as the live table did (legal moves and undo are live-only). */
function shown(s: TableSnapshot) {
  return {
    step: s.step,
    you: s.you,
    view: s.view,
    event: s.event,
    waitingFor: s.waitingFor,
    result: s.result,
  };
}

async function liveGame(game: GameId, players: number, seed: string, options: Record<string, unknown> = {}) {
  const scheduler = new ManualScheduler();
  const session = newSession(game, { seats: bots(players), options, seed, scheduler });
  const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, i) => i), null];
  const live: TableSnapshot[][] = [viewers.map((v) => session.snapshot(v))];
  session.subscribe(() => live.push(viewers.map((v) => session.snapshot(v))));
  session.start();
  await scheduler.drain();
  return { session, live, viewers };
}

describe('a replay shows each step as it was', () => {
  const cases: [GameId, number, string, Record<string, unknown>][] = [
    ['siegel', 4, 'replay-siegel', {}],
    ['dreizehn', 3, 'replay-13', {}],
    ['sevensins', 5, 'replay-sins', { phases: 3 }],
    ['abyss', 4, 'replay-abyss', {}],
  ];
  for (const [game, players, seed, options] of cases) {
    it(`${game}: every viewer, every step, equal to the live table; every hand on request`, async () => {
      const { session, live, viewers } = await liveGame(game, players, seed, options);
      expect(session.result()).not.toBeNull();
      const opened = Replay.open(stringifyRecord(session.record), { kind: 'file', name: 'x.json' }, 7);
      if (!opened.ok) throw new Error(words('en', opened.reason));
      const replay = opened.replay;
      expect(replay.info.lastStep).toBe(session.step);
      expect(replay.info.token).toBe(7);
      expect(replay.info.rounds.length).toBe(session.record.rounds.length);
      expect(replay.info.result).toEqual(session.result());
      for (const [step, snapshots] of live.entries()) {
        for (const [i, viewer] of viewers.entries()) {
          const frame = replay.frame(step, viewer, false);
          expect(shown(frame.table), `${game} step ${step} viewer ${viewer}`).toEqual(shown(snapshots[i]!));
          expect(frame.table.legal).toEqual([]);
          expect(frame.hands).toBeNull();
        }
      }
      // Every hand: what the rules hold, and the round each step belongs to.
      const all = replay.frame(2, 0, true);
      expect(all.hands?.length).toBe(players);
      expect(all.hands?.flat().length).toBeGreaterThan(0);
      expect(all.round).toBe(0);
      expect(replay.frame(0, 0, true).round).toBe(-1);
      const last = replay.frame(replay.info.lastStep, null, true);
      expect(last.totals).toEqual(session.result()!.totals);
      // Out of range steps are clamped, not refused.
      expect(replay.frame(10_000, 0, false).step).toBe(replay.info.lastStep);
    });
  }

  it('opens every example record, and a save (the record with its save block) too', () => {
    for (const name of ['siegel-3p.json', 'dreizehn-4p.json', 'sevensins-4p-5phases.json', 'abyss-3p.json']) {
      const text = readFileSync(join(FIXTURES, name), 'utf8');
      const opened = Replay.open(text, { kind: 'file', name }, 1);
      expect(opened.ok, name).toBe(true);
      if (!opened.ok) continue;
      // The export is the record itself.
      expect(parseRecord(opened.replay.exportText())).toEqual(parseRecord(text));
      const withSave = { ...JSON.parse(text), save: { version: 1, seed: 'x' } };
      const again = Replay.open(JSON.stringify(withSave), { kind: 'file', name }, 2);
      expect(again.ok && again.replay.exportText()).not.toContain('"save"');
    }
  });
});

describe('a bad record file is refused with what is wrong', () => {
  const siegel = readFileSync(join(FIXTURES, 'siegel-3p.json'), 'utf8');
  const cases: [string, string, RegExp][] = [
    ['empty', '  ', /empty/],
    ['not JSON', '{"format": "spieltisch-record/1", ', /not valid JSON/],
    ['a foreign format', JSON.stringify({ format: 'chess-pgn/1' }), /unsupported record format/],
    ['no seats', JSON.stringify({ format: 'spieltisch-record/1', game: 'siegel', rounds: [] }), /seats/],
    [
      'an illegal action',
      (() => {
        const doc = JSON.parse(siegel);
        doc.rounds[0].actions.splice(0, 1);
        return JSON.stringify(doc);
      })(),
      /cannot be replayed: round 1, action 0/,
    ],
    ['too large', `{"x": "${'a'.repeat(MAX_RECORD_BYTES)}"}`, /larger than 2 MB/],
  ];
  for (const [what, text, reason] of cases) {
    it(what, () => {
      const opened = Replay.open(text, { kind: 'file', name: 'bad.json' }, 1);
      expect(opened.ok).toBe(false);
      if (!opened.ok) expect(english(opened.reason)).toMatch(reason);
    });
  }
});

/** A host with saves and instant bots; `finish` plays an all-bot game of 13 to its end. */
function hostWithHistory() {
  const saves = new MemorySaveStore();
  const host = new Host({
    settings: new MemorySettingsStore(),
    saves,
    botDelays: noBotDelays,
  });
  return { host, saves };
}

async function finishedGame(host: Host, seed: string): Promise<void> {
  const owner = greeted(host);
  host.receive(owner.port, {
    type: 'newTable',
    game: 'dreizehn',
    seats: [bot('Bot A', 'random'), bot('Bot B', 'random'), bot('Bot C', 'random')],
    options: {},
    seed,
  });
  await expect
    .poll(() => owner.inbox.some((m) => m.type === 'table' && m.table.result !== null), { timeout: 10_000 })
    .toBe(true);
}

function latest<T extends HostMessage['type']>(
  inbox: HostMessage[],
  type: T,
): Extract<HostMessage, { type: T }> {
  const found = [...inbox].reverse().find((m) => m.type === type);
  if (!found) throw new Error(`no ${type} message`);
  return found as Extract<HostMessage, { type: T }>;
}

describe('the history and the replay viewer through the host', () => {
  it('lists finished games, opens one, steps, exports it, and deletes it', async () => {
    const { host, saves } = hostWithHistory();
    await finishedGame(host, 'history-1');
    await saves.whenIdle(() => undefined);
    const owner = greeted(host);
    host.receive(owner.port, { type: 'listHistory' });
    await expect.poll(() => owner.inbox.some((m) => m.type === 'history')).toBe(true);
    const games = latest(owner.inbox, 'history').games;
    expect(games).toHaveLength(1);
    const entry = games[0]!;
    expect(entry).toMatchObject({ game: 'dreizehn', rounds: expect.any(Number) as number });
    expect(entry.players.map((p) => p.name)).toEqual(['Bot A', 'Bot B', 'Bot C']);
    expect(entry.result?.totals).toHaveLength(3);
    expect(entry.playedAt).toMatch(/^\d{4}-/);

    host.receive(owner.port, { type: 'openReplay', source: { kind: 'history', id: entry.id } });
    await expect.poll(() => owner.inbox.some((m) => m.type === 'replay')).toBe(true);
    const info: ReplayInfo = latest(owner.inbox, 'replay').replay;
    expect(info.source).toEqual({ kind: 'history', id: entry.id });
    expect(info.result).toEqual(entry.result);

    host.receive(owner.port, { type: 'replayFrame', token: info.token, step: 5, viewer: 1, allHands: true });
    const frame: ReplayFrame = latest(owner.inbox, 'replayFrame').frame;
    expect(frame.step).toBe(5);
    expect(frame.table.you).toBe(1);
    expect(frame.hands).toHaveLength(3);

    // Export: the record, without the save block (no seed, no RNG).
    host.receive(owner.port, { type: 'exportRecord' });
    const file = latest(owner.inbox, 'recordFile');
    expect(file.name).toBe(`spieltisch-dreizehn-${entry.id}.json`);
    expect(file.text).not.toContain('"save"');
    const parsed = parseRecord(file.text);
    expect(parsed.ok && parsed.record.result).toEqual(entry.result);
    host.receive(owner.port, { type: 'exportRecord', id: entry.id });
    await expect.poll(() => owner.inbox.filter((m) => m.type === 'recordFile').length).toBe(2);
    expect(latest(owner.inbox, 'recordFile').text).toBe(file.text);

    // The exported file opens again, as a file.
    host.receive(owner.port, {
      type: 'openReplay',
      source: { kind: 'file', name: file.name, text: file.text },
    });
    const reopened = latest(owner.inbox, 'replay').replay;
    expect(reopened.token).toBeGreaterThan(info.token);
    expect(reopened.lastStep).toBe(info.lastStep);
    // A frame asked for the older replay is stale.
    host.receive(owner.port, { type: 'replayFrame', token: info.token, step: 1, viewer: 0, allHands: false });
    expect(latest(owner.inbox, 'refused')).toMatchObject({ rule: 'replay-closed' });

    host.receive(owner.port, { type: 'deleteHistory', id: entry.id });
    await expect.poll(() => owner.inbox.filter((m) => m.type === 'history').length).toBe(2);
    expect(latest(owner.inbox, 'history').games).toEqual([]);
    expect(new History(saves).list()).toEqual([]);
    host.close();
  });

  it('refuses a bad file with the reason and keeps the open replay', async () => {
    const { host } = hostWithHistory();
    const owner = greeted(host);
    const text = readFileSync(join(FIXTURES, 'abyss-3p.json'), 'utf8');
    host.receive(owner.port, { type: 'openReplay', source: { kind: 'file', name: 'a.json', text } });
    const info = latest(owner.inbox, 'replay').replay;
    host.receive(owner.port, {
      type: 'openReplay',
      source: { kind: 'file', name: 'b.json', text: '{"format":' },
    });
    expect(latest(owner.inbox, 'refused')).toMatchObject({
      rule: 'replay-file',
      reason: wordedAs(
        /^This game cannot be shown: it is not a Spieltisch game record: the file is not valid JSON/,
      ),
    });
    // Malformed requests are refused by the protocol, and the host goes on.
    host.receive(owner.port, {
      type: 'replayFrame',
      token: info.token,
      step: -1,
      viewer: 0,
      allHands: false,
    });
    expect(english(latest(owner.inbox, 'error').message)).toMatch(
      /^The host did not understand that message/,
    );
    host.receive(owner.port, { type: 'openReplay', source: { kind: 'history', id: '../etc/passwd' } });
    expect(latest(owner.inbox, 'error').message).toMatchObject({
      key: 'host.conn.malformed',
      params: { detail: expect.stringContaining('source.id') },
    });
    host.close();
  });

  it('a guest may not list, open, step or export (the history shows every hand)', async () => {
    const { host } = hostWithHistory();
    await finishedGame(host, 'history-guest');
    const guest = greeted(host, 'guest');
    const text = readFileSync(join(FIXTURES, 'siegel-3p.json'), 'utf8');
    for (const message of [
      { type: 'listHistory' },
      { type: 'openReplay', source: { kind: 'file', name: 'a.json', text } },
      { type: 'replayFrame', token: 1, step: 1, viewer: 0, allHands: true },
      { type: 'exportRecord' },
      { type: 'deleteHistory', id: 'x' },
    ]) {
      const before = guest.inbox.length;
      host.receive(guest.port, message);
      expect(guest.inbox.slice(before)).toEqual([
        expect.objectContaining({ type: 'refused', rule: 'host-only' }) as HostMessage,
      ]);
    }
    host.close();
  });
});
