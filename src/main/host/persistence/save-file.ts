/**
 * A table's save: its record (format `spieltisch-record/1`, so `npm run replay` reads a save
 * as it is) plus a `save` block with what the table needs to go on exactly where it stood: the
 * seats as configured, the options in effect, the first dealer, the seed and the RNG's state
 * after the last step, the step counter and a save format version (docs/saves.md).
 *
 * Reading a save trusts nothing: the JSON, the format, the version, the record's shape and every
 * deal and action (replayed through the rules) are checked, and the first problem comes back as
 * one message for the player.
 */
import { z } from 'zod';
import { gameWord } from '../../../shared/games/words';
import { msg, type Message } from '../../../shared/i18n/message';
import { shownName, TABLE_NAME_MAX } from '../../../shared/names';
import { seatConfigSchema, type TableEvent } from '../../../shared/protocol';
import { describeIssues, RECORD_FORMAT, validateRecord, type GameRecord } from '../../../shared/record';
import { isBotLevel } from '../../ai/levels';
import { problemMessage, replayRecord } from '../../engine/replay';
import type { RngState } from '../../engine/rng';
import { gameById } from '../../games';
import { stepsOf, type ResumePoint } from '../table/table-session';

/** The save format this version writes and reads; a save with a higher one comes from a newer app. */
export const SAVE_VERSION = 1;

const u32 = z.number().int().min(0).max(0xffffffff);

/** A name as stored: saves written before the name rule stay readable, their names cleaned. */
const storedName = z.string().transform((name) => shownName(name));

const seatingSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({ kind: z.literal('bot'), level: z.string(), name: storedName }),
  z.object({ kind: z.literal('host'), name: storedName }),
  z.object({ kind: z.literal('guest'), member: z.string() }),
]);

export const lobbySnapshotSchema = z.object({
  name: z.string().transform((name) => shownName(name, TABLE_NAME_MAX)),
  code: z.string().nullable(),
  seats: z.array(seatingSchema),
  members: z.array(
    z.object({
      id: z.string(),
      token: z.string(),
      name: storedName,
      seat: z.number().int().min(0).nullable(),
      ready: z.boolean(),
    }),
  ),
});

export const saveMetaSchema = z.looseObject({
  version: z.number().int(),
  /** The table's id (the file's name). */
  table: z.string().min(1),
  seed: z.string(),
  firstDealer: z.number().int().min(0),
  /** The seats as the table was configured (the record's seats say the same). */
  seats: z.array(seatConfigSchema.extend({ name: storedName })).min(1),
  /** The options in effect: the game's options schema applied to the table's options. */
  options: z.record(z.string(), z.unknown()),
  /** The RNG after the last step: chance and bot draws go on from here. */
  rng: z.tuple([u32, u32, u32, u32]),
  /** Steps taken (one per deal and per action): equals the record's deals plus actions. */
  step: z.number().int().min(0),
  updatedAt: z.string(),
  /** The game is over (the record has its result): history, not offered to continue. */
  finished: z.boolean(),
  /** A LAN table: its lobby (who sits where, with their tokens), so guests get back in after a restart. */
  lan: lobbySnapshotSchema.optional(),
});
export type SaveMeta = z.infer<typeof saveMetaSchema>;

/** Serialises a save: the record's fields in the usual order, the save block before the rounds. */
export function serializeSave(record: GameRecord, meta: SaveMeta): string {
  const { format, game, seats, options, rounds, result, save: _old, ...rest } = record;
  return JSON.stringify({
    format,
    game,
    seats,
    options,
    save: meta,
    rounds,
    ...(result ? { result } : {}),
    ...rest,
  });
}

export interface LoadedSave {
  meta: SaveMeta;
  /** The record without the save block, as the table keeps it. */
  record: GameRecord;
  /** The state the record replays to and the table's last event: where the table goes on. */
  point: ResumePoint;
  /** The rng state to go on with. */
  rng: RngState;
}

export type ReadSave =
  | { ok: true; save: LoadedSave }
  /** `newer`: a sound-looking save of a newer app (left alone); otherwise the file is damaged or foreign. */
  | { ok: false; problem: Message; newer: boolean };

const damaged = (problem: Message): ReadSave => ({ ok: false, problem, newer: false });

/** Reads and checks a save completely (JSON, format, version, record, a replay of every action). */
export function readSave(text: string): ReadSave {
  if (text.trim() === '') return damaged(msg('records.empty'));
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return damaged(msg('records.save.notJson', { detail: (err as Error).message }));
  }
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return damaged(msg('records.save.notObject'));
  }
  const doc = data as Record<string, unknown>;
  const format = doc.format;
  if (format !== RECORD_FORMAT) {
    const version = typeof format === 'string' ? /^spieltisch-record\/(\d+)$/.exec(format) : null;
    if (version && Number(version[1]) > 1) {
      return {
        ok: false,
        newer: true,
        problem: msg('records.save.newerRecord', { format: String(format) }),
      };
    }
    return damaged(msg('records.save.foreign', { format: JSON.stringify(format ?? null) }));
  }
  const block = doc.save;
  if (typeof block !== 'object' || block === null) {
    return damaged(msg('records.save.recordOnly'));
  }
  const version = (block as { version?: unknown }).version;
  if (typeof version === 'number' && Number.isInteger(version) && version > SAVE_VERSION) {
    return {
      ok: false,
      newer: true,
      problem: msg('records.save.newer', { version, reads: SAVE_VERSION }),
    };
  }
  if (version !== SAVE_VERSION) {
    return damaged(
      msg('records.save.version', { version: JSON.stringify(version ?? null), expected: SAVE_VERSION }),
    );
  }
  const meta = saveMetaSchema.safeParse(block);
  if (!meta.success)
    return damaged(msg('records.save.data', { detail: describeIssues(meta.error.issues, 'save') }));
  const { save: _block, ...recordData } = doc;
  const parsed = validateRecord(recordData);
  if (!parsed.ok) return damaged(msg('records.save.record', { reason: parsed.error }));
  const checked = checkSave(parsed.record, meta.data);
  if (checked) return damaged(checked);

  const game = gameById(parsed.record.game);
  const record = parsed.record;
  const { seats, options, firstDealer, step, finished } = meta.data;
  let state: unknown;
  let over = false;
  if (record.rounds.length === 0) {
    state = game.newGame(seats.length, game.optionsSchema.parse(options), firstDealer);
  } else {
    // The options in effect when the table began, whatever today's defaults are.
    const replayed = replayRecord(game, { ...record, options });
    if (!replayed.ok)
      return damaged(msg('records.cannotReplay', { problem: problemMessage(replayed.problem) }));
    state = replayed.state;
    over = replayed.over;
  }
  if (stepsOf(record) !== step) {
    return damaged(msg('records.save.steps', { step, steps: stepsOf(record) }));
  }
  if (over !== finished || over !== (record.result !== undefined)) {
    return damaged(msg('records.save.over'));
  }
  return {
    ok: true,
    save: {
      meta: meta.data,
      record,
      point: { record, state, lastEvent: lastEventOf(record) },
      rng: meta.data.rng,
    },
  };
}

/** What the replay cannot see: the seats, options, dealer and bots the table needs. */
function checkSave(record: GameRecord, meta: SaveMeta): Message | null {
  const game = gameById(record.game);
  if (meta.seats.length !== record.seats.length) {
    return msg('records.save.seats', { n: meta.seats.length, m: record.seats.length });
  }
  for (const [i, seat] of meta.seats.entries()) {
    const written = record.seats[i];
    if (!written || written.name !== seat.name || written.kind !== seat.kind) {
      return msg('records.save.seatDiffers', { seat: i });
    }
    if (seat.kind === 'bot' && !(seat.level && isBotLevel(seat.level) && written.level === seat.level)) {
      return msg('records.save.botLevel', { seat: i, level: JSON.stringify(seat.level ?? null) });
    }
  }
  if (meta.seats.length < game.minPlayers || meta.seats.length > game.maxPlayers) {
    return msg('records.save.players', {
      game: gameWord(game.id),
      min: game.minPlayers,
      max: game.maxPlayers,
      n: meta.seats.length,
    });
  }
  const options = game.optionsSchema.safeParse(meta.options);
  if (!options.success)
    return msg('refuse.options', { detail: describeIssues(options.error.issues, 'options') });
  if (meta.firstDealer >= meta.seats.length) return msg('records.replay.dealer', { seat: meta.firstDealer });
  const first = record.rounds[0];
  if (first && first.dealer !== meta.firstDealer) {
    return msg('records.save.firstRound', { dealer: first.dealer, first: meta.firstDealer });
  }
  return null;
}

/** The event of the table's last step, as the table announced it: the last action, or the last deal. */
export function lastEventOf(record: GameRecord): TableEvent {
  const last = record.rounds.length - 1;
  const round = record.rounds[last];
  if (!round) return { kind: 'start' };
  const action = round.actions[round.actions.length - 1];
  if (!action) return { kind: 'deal', round: last, dealer: round.dealer };
  const { seat, ...rest } = action;
  return { kind: 'action', seat, action: rest };
}
