/**
 * Game records, format `spieltisch-record/1`: one JSON document that replays a game exactly
 * without any RNG. Saves, replays, bug reports and self-play output all use it. This module
 * checks the game-independent shape; each game's schemas check its deals and actions.
 */
import { z } from 'zod';
import { msg, type Message } from './i18n/message';
import { shownName } from './names';
import { GAME_IDS, type GameId, type Seat } from './types';

export const RECORD_FORMAT = 'spieltisch-record/1';

export const seatRecordSchema = z.object({
  // Records written before the name rule stay readable: their names are cleaned as they are read.
  name: z
    .string()
    .min(1)
    .transform((name) => shownName(name)),
  kind: z.enum(['human', 'bot']),
  level: z.string().min(1).optional(),
});

/** A record action: the game's action plus the acting seat (null for chance events). */
export const recordActionSchema = z.looseObject({
  seat: z.number().int().min(0).nullable(),
  type: z.string().min(1),
});

/** A round: dealer, the game's deal fields (hands, drawPile, trumpCard …) and the actions. */
export const recordRoundSchema = z.looseObject({
  dealer: z.number().int().min(0),
  actions: z.array(recordActionSchema),
});

export const recordResultSchema = z.object({
  totals: z.array(z.number()),
  winners: z.array(z.number().int().min(0)),
});

export const gameRecordSchema = z.looseObject({
  format: z.literal(RECORD_FORMAT),
  game: z.enum(GAME_IDS),
  seats: z.array(seatRecordSchema).min(1),
  options: z.record(z.string(), z.unknown()).default({}),
  rounds: z.array(recordRoundSchema),
  result: recordResultSchema.optional(),
});

export type SeatRecord = z.infer<typeof seatRecordSchema>;
export type RecordAction = z.infer<typeof recordActionSchema>;
export type RecordRound = z.infer<typeof recordRoundSchema>;
export type GameRecord = z.infer<typeof gameRecordSchema>;

/** Turns zod issues into one precise line per problem, e.g. `rounds[2].actions[5].seat: …`. */
export function describeIssues(issues: readonly z.core.$ZodIssue[], prefix = ''): string {
  return issues
    .map((issue) => {
      const path = formatPath(issue.path);
      const where = [prefix, path].filter(Boolean).join(path.startsWith('[') ? '' : '.');
      return where ? `${where}: ${issue.message}` : issue.message;
    })
    .join('; ');
}

function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const key of path) {
    if (typeof key === 'number') out += `[${key}]`;
    else out += out ? `.${String(key)}` : String(key);
  }
  return out;
}

/** A record, or what is wrong with it (a message; the zod details in it are for developers). */
export type ParsedRecord = { ok: true; record: GameRecord } | { ok: false; error: Message };

/** Parses a record from JSON text: malformed JSON or shape gets a precise message. */
export function parseRecord(text: string): ParsedRecord {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    return { ok: false, error: msg('records.notJson', { detail: (err as Error).message }) };
  }
  return validateRecord(data);
}

export function validateRecord(data: unknown): ParsedRecord {
  if (typeof data === 'object' && data !== null && 'format' in data) {
    const format = (data as { format: unknown }).format;
    if (format !== RECORD_FORMAT) {
      return {
        ok: false,
        error: msg('records.format', {
          format: JSON.stringify(format) ?? 'undefined',
          expected: RECORD_FORMAT,
        }),
      };
    }
  }
  const parsed = gameRecordSchema.safeParse(data);
  if (!parsed.success)
    return { ok: false, error: msg('records.shape', { detail: describeIssues(parsed.error.issues) }) };
  const record = parsed.data;
  for (const [r, round] of record.rounds.entries()) {
    for (const [a, action] of round.actions.entries()) {
      if (action.seat !== null && action.seat >= record.seats.length) {
        return {
          ok: false,
          error: msg('records.seatMissing', {
            round: r + 1,
            action: a,
            seat: action.seat,
            seats: record.seats.length,
          }),
        };
      }
    }
  }
  if (record.result && record.result.totals.length !== record.seats.length) {
    return {
      ok: false,
      error: msg('records.totals', { got: record.result.totals.length, n: record.seats.length }),
    };
  }
  return { ok: true, record };
}

/** Serialises a record (stable key order: format, game, seats, options, rounds, result). */
export function stringifyRecord(record: GameRecord): string {
  const { format, game, seats, options, rounds, result, ...rest } = record;
  const ordered = { format, game, seats, options, rounds, ...(result ? { result } : {}), ...rest };
  return JSON.stringify(ordered, null, 1) + '\n';
}

/** Builds a record action with `seat` first, as the examples write it. */
export function recordAction(seat: Seat | null, action: { type: string }): RecordAction {
  return { seat, ...action };
}

export interface NewRecordInput {
  game: GameId;
  seats: SeatRecord[];
  options: Record<string, unknown>;
}

export function newRecord(input: NewRecordInput): GameRecord {
  return { format: RECORD_FORMAT, game: input.game, seats: input.seats, options: input.options, rounds: [] };
}
