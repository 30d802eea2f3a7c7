/**
 * Replays: finished games kept as history, and any record opened from a file, shown step by
 * step. A record is replayed through the rules once when it is opened (every deal and action
 * checked, as `npm run replay` does); the viewer then asks for one step at a time, as a seat
 * saw it or with every hand open, and gets a table snapshot the live scenes draw unchanged.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type {
  HistoryEntry,
  ReplayFrame,
  ReplayInfo,
  ReplaySource,
  TableEvent,
  TableSeat,
  TableSnapshot,
} from '../../../shared/protocol';
import {
  parseRecord,
  stringifyRecord,
  validateRecord,
  type GameRecord,
  type SeatRecord,
} from '../../../shared/record';
import type { Seat } from '../../../shared/types';
import type { AnyGame } from '../../engine/game';
import { problemMessage, replayRecord } from '../../engine/replay';
import { gameById } from '../../games';
import type { SaveStore } from '../persistence/save-store';

/** Largest record file the viewer opens (a 13-phase game at 7 players is about 60 KB). */
export const MAX_RECORD_BYTES = 2 * 1024 * 1024;

interface Step {
  state: unknown;
  /** The step as it happened (the raw action); each viewer gets its own event of it. */
  event: TableEvent;
  /** 0-based round of the step (-1: before the first deal). */
  round: number;
}

/** A record's seat as the table shows it (name, person or bot, the bot's level). */
function tableSeat(s: SeatRecord): TableSeat {
  return { name: s.name, kind: s.kind, ...(s.level ? { level: s.level } : {}) };
}

export type OpenedReplay = { ok: true; replay: Replay } | { ok: false; reason: Message };

/** One record, replayed and ready to be shown at any step. */
export class Replay {
  private constructor(
    readonly info: ReplayInfo,
    readonly record: GameRecord,
    private readonly game: AnyGame,
    private readonly steps: Step[],
  ) {}

  /**
   * Opens a record: `data` is the file's text, or already parsed JSON (a history save). A save
   * (the record with its `save` block) opens too. Anything else is refused with what is wrong.
   */
  static open(
    data: string | unknown,
    source: ReplaySource,
    token: number,
    playedAt: string | null = null,
  ): OpenedReplay {
    if (typeof data === 'string' && Buffer.byteLength(data) > MAX_RECORD_BYTES) {
      return {
        ok: false,
        reason: msg('records.tooBig', { mb: MAX_RECORD_BYTES / 1024 / 1024 }),
      };
    }
    if (typeof data === 'string' && data.trim() === '') return { ok: false, reason: msg('records.empty') };
    const parsed = typeof data === 'string' ? parseRecord(data) : validateRecord(data);
    if (!parsed.ok) return { ok: false, reason: msg('records.notRecord', { reason: parsed.error }) };
    const { save: _save, ...rest } = parsed.record as GameRecord & { save?: unknown };
    const record = rest as GameRecord;
    const game = gameById(record.game);
    const steps: Step[] = [];
    const outcome = replayRecord(game, record, {
      start: (state) => steps.push({ state, event: { kind: 'start' }, round: -1 }),
      step: ({ state, round, step }) =>
        steps.push({
          state,
          round,
          event:
            step.kind === 'deal'
              ? { kind: 'deal', round, dealer: step.dealer }
              : { kind: 'action', seat: step.seat, action: { ...step.action } },
        }),
    });
    if (!outcome.ok)
      return { ok: false, reason: msg('records.cannotReplay', { problem: problemMessage(outcome.problem) }) };
    const rounds: ReplayInfo['rounds'] = [];
    steps.forEach((s, i) => {
      if (s.event.kind === 'deal') rounds.push({ step: i, dealer: s.event.dealer });
    });
    const firstPerson = record.seats.findIndex((seat) => seat.kind === 'human');
    const info: ReplayInfo = {
      token,
      source,
      game: game.id,
      seats: record.seats.map(tableSeat),
      options: record.options,
      lastStep: steps.length - 1,
      rounds,
      result: outcome.result,
      viewer: firstPerson >= 0 ? firstPerson : 0,
      playedAt,
    };
    return { ok: true, replay: new Replay(info, record, game, steps) };
  }

  /** Step `at` (clamped to the record) as `viewer` saw it (null: a spectator), every hand too when asked. */
  frame(at: number, viewer: Seat | null, allHands: boolean): ReplayFrame {
    const index = Math.max(0, Math.min(this.steps.length - 1, Math.floor(at)));
    const step = this.steps[index]!;
    const game = this.game;
    const seat = viewer !== null && viewer < this.info.seats.length ? viewer : null;
    const next = game.next(step.state);
    const table: TableSnapshot = {
      step: index,
      game: game.id,
      seats: this.info.seats,
      you: seat,
      options: this.record.options,
      view: game.view(step.state, seat),
      // Nothing can be chosen in a replay: the scene shows the table, never a prompt.
      legal: [],
      cardRefusals: {},
      waitingFor: next.kind === 'act' ? next.seats : [],
      event: this.eventFor(step, seat),
      result: game.result(step.state),
      canUndo: false,
    };
    return {
      token: this.info.token,
      step: index,
      round: step.round,
      table,
      hands: allHands ? game.hands(step.state) : null,
      totals: game.totals(step.state),
    };
  }

  /** The record as a file: the record format only (a save's block stays behind). */
  exportText(): string {
    return stringifyRecord(this.record);
  }

  private eventFor(step: Step, viewer: Seat | null): TableEvent {
    const event = step.event;
    if (event.kind !== 'action') return event;
    const action = this.game.publicAction(step.state, event.seat, event.action, viewer);
    return { kind: 'action', seat: event.seat, action: { ...action } };
  }
}

/** The finished games kept by the save store, newest first, read lightly (no replay) and cached. */
export class History {
  private readonly cache = new Map<string, HistoryEntry | null>();

  constructor(private readonly store: SaveStore) {}

  list(): HistoryEntry[] {
    const entries: HistoryEntry[] = [];
    const ids = this.store.finishedIds();
    for (const id of [...this.cache.keys()]) if (!ids.includes(id)) this.cache.delete(id);
    for (const id of ids) {
      if (!this.cache.has(id)) this.cache.set(id, this.summarise(id));
      const entry = this.cache.get(id);
      if (entry) entries.push(entry);
    }
    return entries.sort(
      (a, b) => (b.playedAt ?? '').localeCompare(a.playedAt ?? '') || b.id.localeCompare(a.id),
    );
  }

  /** Opens a finished game for the viewer. */
  open(id: string, token: number): OpenedReplay {
    const text = this.store.readFinished(id);
    if (text === null) return { ok: false, reason: msg('host.replays.notInHistory', { id }) };
    return Replay.open(text, { kind: 'history', id }, token, this.summarise(id)?.playedAt ?? null);
  }

  remove(id: string): void {
    this.store.removeFinished(id);
    this.cache.delete(id);
  }

  private summarise(id: string): HistoryEntry | null {
    const text = this.store.readFinished(id);
    if (text === null) return null;
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return {
        id,
        game: null,
        players: [],
        rounds: 0,
        result: null,
        playedAt: null,
        problem: msg('records.history.damaged'),
      };
    }
    const parsed = validateRecord(data);
    if (!parsed.ok) {
      return { id, game: null, players: [], rounds: 0, result: null, playedAt: null, problem: parsed.error };
    }
    const record = parsed.record;
    const block = (data as { save?: { updatedAt?: unknown } }).save;
    const playedAt = typeof block?.updatedAt === 'string' ? block.updatedAt : null;
    return {
      id,
      game: record.game,
      players: record.seats.map(tableSeat),
      rounds: record.rounds.length,
      result: record.result ?? null,
      playedAt,
    };
  }
}
