/**
 * The host ⇄ client protocol, the same over Electron IPC and WebSocket. Every incoming
 * message is validated with these schemas; a malformed one is refused with a reason and the
 * host keeps running. The host sends a full table snapshot (with the seat's filtered view)
 * after every step, so a client that reconnects or misses a message simply catches up.
 */
import { z } from 'zod';
import type { AnalysisReport } from './analysis';
import type { Message } from './i18n/message';
import type { CoachReport } from './coach';
import type { LessonView } from './lesson';
import type { ParReport } from './par';
import { settingsPatchSchema, type Settings } from './settings';
import type { Statistics } from './statistics';
import { GAME_IDS, type CardRefusal, type GameId, type GameResult, type Seat } from './types';
import { NAME_INPUT_MAX } from './names';

export type { CardRefusal } from './types';

/**
 * 2: LAN tables (lobby, seat passes, `role` in the welcome), replays, record files.
 * 3: the post-game analysis (`analyse`, `stopAnalysis`, `analysisProgress`, `analysis`).
 * 4: lessons (`newLesson`, `lessonNext`, the snapshot's `lesson`, the catalog's `lessons`).
 * 5: several tables per host (`watchTable`, `join`'s `table`, the `tables` list), the duplicate
 *    challenge (`openChallenge`, `joinChallenge`, `challengeDeal`, `endChallenge`,
 *    `exportChallenge`, `challenge`, `challengeJoined`).
 * 6: the host sends messages, never sentences: every text for a person is a `Message` (a key of
 *    the message files and its parameters, src/shared/i18n) the client words in its person's
 *    language — `refused`'s `reason`, `error`'s `message`, `hint`'s `reason`, `lanClosed`'s
 *    `reason`, the snapshot's `cardRefusals[card].reason`, the lobby's `startProblem`, a save's
 *    and a finished game's `problem`.
 */
export const PROTOCOL_VERSION = 6;

/**
 * A name as a person typed it: the host applies the name rule (shared/names.ts) and refuses with a
 * keyed reason, so the schema only bounds its size (a refusal here would be an unkeyed "Malformed").
 */
export const nameInputSchema = z.string().max(NAME_INPUT_MAX);

export const seatConfigSchema = z.object({
  name: nameInputSchema,
  kind: z.enum(['human', 'bot']),
  level: z.string().min(1).max(16).optional(),
});
export type SeatConfig = z.infer<typeof seatConfigSchema>;

export const newTableSchema = z.object({
  type: z.literal('newTable'),
  game: z.enum(GAME_IDS),
  seats: z.array(seatConfigSchema).min(3).max(7),
  options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
  /** Where the first dealer sits; random when left out. */
  firstDealer: z.number().int().min(0).max(6).optional(),
  /** A seed for reproducible tables (tests, bug reports); random when left out. */
  seed: z.string().max(64).optional(),
});

/** A saved table's id: it names the table's files, so nothing but letters, digits, - and _. */
export const saveIdSchema = z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/);

/** A LAN seat as the host sets it up. */
export const lanSeatSpecSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('open') }),
  z.object({
    kind: z.literal('bot'),
    level: z.string().min(1).max(16),
    name: nameInputSchema.optional(),
  }),
  z.object({ kind: z.literal('host'), name: nameInputSchema }),
]);
export type LanSeatSpec = z.infer<typeof lanSeatSpecSchema>;

export const tableCodeSchema = z.string().regex(/^\d{4}$/);
const memberIdSchema = z.string().regex(/^[0-9a-f]{10}$/);

export const clientMessageSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('hello'), version: z.number().int() }),
  newTableSchema,
  /** The action is checked against the game's own schema and rules by the host. */
  z.object({
    type: z.literal('act'),
    action: z.looseObject({ type: z.string().min(1).max(32) }),
    /**
     * The seat the client acts for (its snapshot's `you`). At a hot-seat table the client's seat
     * follows the person whose turn it is: a move meant for the previous person is refused.
     */
    seat: z.number().int().min(0).max(6).optional(),
    /** The step the action was chosen at (the snapshot's `step`): a move for an older table is refused. */
    step: z.number().int().min(0).optional(),
  }),
  z.object({ type: z.literal('leaveTable') }),
  z.object({ type: z.literal('getSettings') }),
  z.object({ type: z.literal('setSettings'), settings: settingsPatchSchema }),
  /** Takes back the client's last own move (one person against bots; refused with the reason otherwise). */
  z.object({ type: z.literal('undo') }),
  /** Asks the hard bot for a suggestion for the client's own seat (answered to that client only). */
  z.object({ type: z.literal('hint') }),
  /** The statistics of the players at this computer (answered with `statistics`). */
  z.object({ type: z.literal('getStatistics') }),
  /** Forgets one player's statistics (`name`), or everybody's; the owner only. */
  z.object({ type: z.literal('resetStatistics'), name: nameInputSchema.optional() }),
  /** The saved unfinished games (answered with `saves`). */
  z.object({ type: z.literal('listSaves') }),
  /** Goes on with a saved game (it replaces the running table). */
  z.object({ type: z.literal('resumeSave'), id: saveIdSchema }),
  /** Deletes a saved game (answered with the new `saves`). */
  z.object({ type: z.literal('deleteSave'), id: saveIdSchema }),
  /** The finished games kept as history (answered with `history`). */
  z.object({ type: z.literal('listHistory') }),
  /** Removes a finished game from the history (answered with the new `history`). */
  z.object({ type: z.literal('deleteHistory'), id: saveIdSchema }),
  /**
   * Opens a replay (answered with `replay`, or refused with what is wrong): a finished game of
   * the history, or a record file's text. It replaces the client's open replay.
   */
  z.object({
    type: z.literal('openReplay'),
    source: z.discriminatedUnion('kind', [
      z.object({ kind: z.literal('history'), id: saveIdSchema }),
      /** The newest finished game (the one just played, from its final ranking). */
      z.object({ kind: z.literal('latest') }),
      z.object({
        kind: z.literal('file'),
        name: z.string().max(255),
        // Characters, not bytes: the host measures the bytes (MAX_RECORD_BYTES) itself.
        text: z.string().max(2 * 1024 * 1024),
      }),
    ]),
  }),
  /** One step of the open replay (answered with `replayFrame`). */
  z.object({
    type: z.literal('replayFrame'),
    token: z.number().int().min(0),
    step: z.number().int().min(0),
    /** The seat whose view is shown (null: a spectator's). */
    viewer: z.number().int().min(0).max(6).nullable(),
    /** Every hand open besides the view. */
    allHands: z.boolean(),
  }),
  z.object({ type: z.literal('closeReplay') }),
  /**
   * The post-game analysis of one seat of the open replay (answered with `analysisProgress`
   * while it runs, then `analysis`; `analysisStopped` when stopped). One runs at a time.
   */
  z.object({
    type: z.literal('analyse'),
    token: z.number().int().min(0),
    seat: z.number().int().min(0).max(6),
  }),
  /** Stops the running analysis. */
  z.object({ type: z.literal('stopAnalysis') }),
  /** A record as a file (answered with `recordFile`): a finished game of the history, or the open replay. */
  z.object({ type: z.literal('exportRecord'), id: saveIdSchema.optional() }),
  /**
   * Opens a LAN table (the owner): the lobby, the host listening on the network and announcing
   * the table. Seats: open for a guest, a bot, or the host's own.
   */
  z.object({
    type: z.literal('hostLan'),
    game: z.enum(GAME_IDS),
    seats: z.array(lanSeatSpecSchema).min(3).max(7),
    options: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).default({}),
    /** A four-digit table code guests must enter (public networks), or none. */
    code: tableCodeSchema.nullable().default(null),
    firstDealer: z.number().int().min(0).max(6).optional(),
    seed: z.string().max(64).optional(),
  }),
  /** Opens the game's lesson ("Learn to play", shared/lesson.ts) in place of any table (the owner). */
  z.object({ type: z.literal('newLesson'), game: z.enum(GAME_IDS) }),
  /** Next on the lesson's coach: step `step` is read (a press for an older step is refused). */
  z.object({ type: z.literal('lessonNext'), step: z.number().int().min(0).max(999) }),
  /**
   * The person has seen the summaries of the first `count` rounds (phases) of the table: told when
   * a summary is closed, and once at a table the host has no count for. The host keeps it per seat,
   * so a reload or a reconnect shows a summary not yet seen again (`summariesSeen` in the snapshot).
   */
  z.object({ type: z.literal('summarySeen'), count: z.number().int().min(0).max(999) }),
  /** Ends the LAN table (the owner): guests are told, the announcement is withdrawn. */
  z.object({ type: z.literal('closeLan') }),
  /** Joins the open LAN table (answered with `joined` and the lobby): by name (and code), or back with a token. */
  z.object({
    type: z.literal('join'),
    /** Which open LAN table (the one the client looks at when left out). */
    table: saveIdSchema.optional(),
    name: nameInputSchema,
    code: z.string().max(8).optional(),
    token: z.string().min(16).max(64).optional(),
  }),
  z.object({ type: z.literal('takeSeat'), seat: z.number().int().min(0).max(6) }),
  z.object({ type: z.literal('leaveSeat') }),
  z.object({ type: z.literal('ready'), ready: z.boolean() }),
  /** The owner sets a seat: open, a bot, or the host's own (a guest there becomes a spectator). */
  z.object({ type: z.literal('lanSeat'), seat: z.number().int().min(0).max(6), to: lanSeatSpecSchema }),
  /** The owner moves a member to a free seat or to the spectators (null). */
  z.object({
    type: z.literal('moveMember'),
    member: memberIdSchema,
    seat: z.number().int().min(0).max(6).nullable(),
  }),
  z.object({ type: z.literal('kick'), member: memberIdSchema }),
  /** The owner starts the game once every seat is taken and every guest is ready. */
  z.object({ type: z.literal('startLan') }),
  /** The owner turns the table code on (the host draws four digits) or off. */
  z.object({ type: z.literal('lanCode'), on: z.boolean() }),
  /**
   * Looks at another of the host's open tables (answered with its lobby and table): a guest at
   * the LAN tables, where it may join or watch; the host's window at any of its tables. A guest
   * who plays at a table stays there.
   */
  z.object({ type: z.literal('watchTable'), table: saveIdSchema }),
  /**
   * Opens a duplicate challenge (the owner; it replaces an ended one): every participant plays
   * the same `deals` deals in seat 1 against the same bots at `level`, at a table of their own.
   */
  z.object({
    type: z.literal('openChallenge'),
    game: z.enum(GAME_IDS),
    players: z.number().int().min(3).max(7),
    deals: z.number().int().min(1).max(12),
    level: z.string().min(1).max(16),
    seed: z.string().max(64).optional(),
  }),
  /** Takes part in the open challenge (answered with `challengeJoined`), or comes back with the token. */
  z.object({
    type: z.literal('joinChallenge'),
    name: nameInputSchema,
    token: z.string().min(16).max(64).optional(),
  }),
  /** A participant goes to its next deal (the first at the start), or back to the one it plays. */
  z.object({ type: z.literal('challengeDeal') }),
  /** Ends the challenge (the owner): deals still being played are left out; the results are kept. */
  z.object({ type: z.literal('endChallenge') }),
  /**
   * A challenge's results as a file (answered with `recordFile`): JSON or CSV; the open (or last)
   * one, or an ended one of the history (`id`, the host's window).
   */
  z.object({
    type: z.literal('exportChallenge'),
    format: z.enum(['json', 'csv']),
    id: z
      .string()
      .regex(/^[A-Za-z0-9_-]{1,64}$/)
      .optional(),
  }),
  /** The ended challenges kept as history, newest first (answered with `challenges`). */
  z.object({ type: z.literal('listChallenges') }),
  /** The owner looks for LAN tables on the network (answered with `lanTables` while on). */
  z.object({ type: z.literal('browseLan'), on: z.boolean() }),
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** Messages only the host's own window may send. */
export const OWNER_ONLY: ReadonlySet<ClientMessage['type']> = new Set<ClientMessage['type']>([
  'newTable',
  'leaveTable',
  'setSettings',
  'resetStatistics',
  'listSaves',
  'resumeSave',
  'deleteSave',
  // Replays show every hand: the host's own history and files are for the host's own window.
  'listHistory',
  'deleteHistory',
  'openReplay',
  'replayFrame',
  'closeReplay',
  'analyse',
  'stopAnalysis',
  'exportRecord',
  'hostLan',
  'closeLan',
  'browseLan',
  'newLesson',
  'lessonNext',
  'openChallenge',
  'endChallenge',
  'listChallenges',
]);
export type NewTableMessage = z.infer<typeof newTableSchema>;

/** What the menu offers: games, player counts, table options and the bots that exist. */
export interface Catalog {
  games: {
    id: GameId;
    minPlayers: number;
    maxPlayers: number;
    options: CatalogOption[];
  }[];
  botLevels: string[];
  /** The games that have a lesson ("Learn to play"). */
  lessons?: GameId[];
}

export type CatalogValue = string | number | boolean;

export interface CatalogOption {
  key: string;
  /** Every value the option may take at some player count. */
  values: CatalogValue[];
  default: CatalogValue;
  /**
   * Where the range depends on the player count (SevenSins `phases`: 1–13, 1–12 with 7
   * players): the values and default per player count, which then win over `values` and
   * `default`. Read it through `optionChoices` (src/shared/catalog.ts).
   */
  byPlayers?: Record<number, { values: CatalogValue[]; default: CatalogValue }>;
}

/** What happened in the step a snapshot follows, for animation and the log. */
export type TableEvent =
  | { kind: 'deal'; round: number; dealer: Seat }
  | { kind: 'action'; seat: Seat | null; action: { type: string; [key: string]: unknown } }
  | { kind: 'start' };

export interface TableSeat {
  name: string;
  kind: 'human' | 'bot';
  level?: string;
  /** A LAN guest whose connection dropped (the table waits, or a stand-in bot plays). */
  away?: boolean;
  /** A bot plays this person's seat while they are away. */
  standIn?: boolean;
}

/** What is told about an open LAN table: by its host's announcement, and to the browsers. */
export interface LanTableFacts {
  /** Stable per table (1–40 of A–Z a–z 0–9 _ -, a UUID fits): merges mDNS and broadcast sightings. */
  id: string;
  /** The host's display name, e.g. "Anna's table" (at most 40 characters). */
  name: string;
  game: GameId;
  /** Seats at the table, within the game's player range. */
  seats: number;
  /** Seats taken by people or bots. */
  taken: number;
  /** A 4-digit table code is needed to join. */
  protected: boolean;
}

/** One of the host's open tables, as its table list shows it. */
export interface OpenTableInfo extends LanTableFacts {
  /** `local`: a game at the host's own window; `lesson`: a lesson there; `lan`: a LAN table. */
  kind: 'local' | 'lesson' | 'lan';
  /** The game has begun (a LAN table: its lobby is behind it). */
  started: boolean;
  /** The game is over (its final ranking is shown). */
  finished: boolean;
}

/** A live list of what discovery finds on the network (the host's browser, net/discovery). */
export interface Sightings<T> {
  /** What is seen now. */
  tables(): T[];
  /** Called with the new list whenever it changes; returns the unsubscribe function. */
  onChange(listener: (tables: T[]) => void): () => void;
  /** Closes every socket and timer; listeners are not called again. */
  stop(): Promise<void>;
}

/** A LAN table another host announces. */
export interface LanTableInfo extends LanTableFacts {
  /** Where to join it: http://192.168.1.5:47800/ */
  url: string;
}

/** One seat of a LAN lobby as everybody sees it. */
export type LobbySeat =
  | { kind: 'open' }
  | { kind: 'bot'; name: string; level: string }
  | { kind: 'host'; name: string }
  | { kind: 'guest'; name: string; member: string; ready: boolean; away?: boolean; standIn?: boolean };

/** The open LAN table: its lobby before the game, and who sits where during it. */
export interface LobbyView {
  /** The host's name for the table ("Anna's table"). */
  name: string;
  game: GameId;
  options: Record<string, unknown>;
  started: boolean;
  /** Guests need a table code. */
  protected: boolean;
  /** The code itself (the owner only). */
  code?: string | null;
  /** Addresses guests join at (the owner only): http://192.168.1.5:47800/ … */
  urls?: string[];
  /** Why the game cannot start yet (the owner only; null: it can). */
  startProblem?: Message | null;
  seats: LobbySeat[];
  spectators: { member: string; name: string; connected: boolean }[];
  /** The member this client is (null: not joined, or the owner). */
  you: { member: string; seat: number | null; ready: boolean } | null;
}

export interface TableSnapshot {
  /** Which of the host's tables this is (steps count per table). */
  tableId?: string;
  /** Increases by one with every step; clients ignore older snapshots. */
  step: number;
  game: GameId;
  seats: TableSeat[];
  /** The seat this client plays, or null for a spectator. */
  you: Seat | null;
  options: Record<string, unknown>;
  /** The game's view for `you` (see src/shared/games/<id>.ts for its type). */
  view: unknown;
  /**
   * Legal actions of `you` right now (empty when it is not your turn), compact where the full
   * list is long: an entry with only a `type` stands for every action of that type the view
   * offers. So far that is Siegel predicting, sent as the saboteur (while free) plus one
   * `{type: 'predict'}` meaning "any prediction within view.prediction" (the seals per colour
   * up to what the centre and the victims allow, 0–15 in all), not the 1,500 count vectors.
   * Every other decision lists each legal action in full.
   */
  legal: { type: string; [key: string]: unknown }[];
  /**
   * Why each card in your hand may not be played now (card code → the engine's rule id and its
   * reason as a message, e.g. {rule: 'must-follow', reason: {key: 'siegel.why.follow', params:
   * {colour: {key: 'siegel.c.blue'}}}}), so the table can explain a dimmed card on hover in the
   * player's language. Empty when not your turn.
   */
  cardRefusals: Record<string, CardRefusal>;
  /** Seats the table waits for. */
  waitingFor: Seat[];
  /**
   * The step this snapshot follows, as `you` may know it: an action's hidden part is left out
   * (an Abyss pass shows its card only to the passer and, once the cards moved, the receiver).
   */
  event: TableEvent;
  result: GameResult | null;
  /** Whether `you` may take back your last move now (one person against bots, nothing revealed since). */
  canUndo?: boolean;
  /** Your par per finished round (one person against bots only; see src/shared/par.ts). */
  par?: ParReport;
  /** The live coach's marks on your decisions (the setting on, against bots; src/shared/coach.ts). */
  coach?: CoachReport;
  /** At a lesson: the coach's current step (shared/lesson.ts). */
  lesson?: LessonView;
  /** At a duplicate challenge's table: which challenge, and which of its deals (0-based) this is. */
  challengeDeal?: { challenge: string; deal: number; deals: number };
  /**
   * How many rounds' (phases') summaries `you` has seen here, as the client told the host
   * (`summarySeen`); absent while the host knows nothing of it. A summary beyond it is shown
   * when the page comes back (a reload, a reconnect) until it is seen.
   */
  summariesSeen?: number;
}

/** One saved unfinished game, as the Continue list shows it. */
export interface SaveSummary {
  id: string;
  /** Null when nothing of the save could be read. */
  game: GameId | null;
  players: TableSeat[];
  /** The round (phase) the game stands in, 1-based; 0 before the first deal or when unknown. */
  round: number;
  /** When it was last saved (ISO 8601), or null when unknown. */
  updatedAt: string | null;
  /** Whether it can be continued (false: the entry only reports `problem`). */
  resumable: boolean;
  /**
   * What was wrong with this game's saves and what the host did (a damaged save moved aside,
   * the one before it offered instead, a save of a newer version left alone).
   */
  problem?: Message;
}

/** One finished game of the history, as the list shows it. */
export interface HistoryEntry {
  id: string;
  /** Null when the file could not be read (then `problem` says why). */
  game: GameId | null;
  players: TableSeat[];
  rounds: number;
  result: GameResult | null;
  /** When the game ended (ISO 8601), or null when unknown. */
  playedAt: string | null;
  /** What is wrong with the file; it can only be deleted. */
  problem?: Message;
}

export type ReplaySource = { kind: 'history'; id: string } | { kind: 'file'; name: string };

/** An opened replay: what the viewer needs to step, jump and label. */
export interface ReplayInfo {
  /** Names this opening: frames of another replay (an older token) are stale. */
  token: number;
  source: ReplaySource;
  game: GameId;
  seats: TableSeat[];
  options: Record<string, unknown>;
  /** Steps run 0 (before the first deal) … lastStep (one per deal and per action). */
  lastStep: number;
  /** Each round's (phase's) deal: its step and dealer. */
  rounds: { step: number; dealer: Seat }[];
  /** The result when the record's game is over. */
  result: GameResult | null;
  /** The seat shown first (the first person at the table). */
  viewer: Seat;
  /** When the game was played (history), or null. */
  playedAt: string | null;
}

/** One step of a replay. */
export interface ReplayFrame {
  token: number;
  step: number;
  /** 0-based round (phase) of the step; -1 before the first deal. */
  round: number;
  /** The table as the viewer saw it after this step (`event`: the step itself, as the viewer knew it). */
  table: TableSnapshot;
  /** Every seat's hand, when asked for. */
  hands: string[][] | null;
  /** Running totals after the step (penalties, points, or fields). */
  totals: number[];
}

/** One participant's line of a challenge's leaderboard. */
export interface ChallengeEntry {
  participant: string;
  name: string;
  /**
   * Each deal's score in the game's units (the round's change of the seat's total); null: not
   * played yet, or not shown to this client before it has played that deal itself.
   */
  scores: (number | null)[];
  /** The sum of the shown scores. */
  total: number;
  /** Deals finished. */
  played: number;
  /** 1-based; equal averages share a rank. */
  rank: number;
  connected: boolean;
}

/** A duplicate challenge (see src/main/host/challenge/challenge.ts). */
export interface ChallengeView {
  id: string;
  /** "Ada's challenge". */
  name: string;
  game: GameId;
  players: number;
  deals: number;
  level: string;
  /** Whether a lower score is better (Siegel, 13) or a higher (SevenSins, Abyss). */
  lowerIsBetter: boolean;
  state: 'open' | 'ended';
  /** Each deal's par: the Meister's score in the same seat with the same bots (null: unknown or not shown yet). */
  par: (number | null)[];
  /** Ranked by the average over the deals played (the total, once all have played all). */
  participants: ChallengeEntry[];
  /** Addresses guests join at (the host's window only): http://192.168.1.5:47800/ … */
  urls?: string[];
  /** This client as a participant: the deal it plays (0-based; null before its first) and whether that deal is over. */
  you: { participant: string; deal: number | null; dealOver: boolean } | null;
}

export type HostMessage =
  /** `role`: the host's own window (`owner`) or anyone else (`guest`: a LAN guest or watcher). */
  | { type: 'welcome'; version: number; catalog: Catalog; settings: Settings; role: 'owner' | 'guest' }
  | { type: 'table'; table: TableSnapshot }
  | { type: 'tableClosed' }
  /** `suggestion`: for a name that looks like one already there (`name-taken`), a free one. */
  | { type: 'refused'; rule: string; reason: Message; suggestion?: string }
  | { type: 'settings'; settings: Settings }
  /** The hard bot's suggestion for the asking client's current decision. */
  | { type: 'hint'; action: { type: string; [key: string]: unknown }; reason?: Message }
  | { type: 'statistics'; statistics: Statistics }
  | { type: 'error'; message: Message }
  /** The saved unfinished games, newest first. */
  | { type: 'saves'; saves: SaveSummary[] }
  /** The finished games, newest first. */
  | { type: 'history'; games: HistoryEntry[] }
  | { type: 'replay'; replay: ReplayInfo }
  | { type: 'replayFrame'; frame: ReplayFrame }
  /** How far the analysis of `seat` of replay `token` has come. */
  | { type: 'analysisProgress'; token: number; seat: number; done: number; total: number }
  | { type: 'analysis'; token: number; report: AnalysisReport }
  | { type: 'analysisStopped'; token: number; seat: number }
  /** A record file to save (export): a suggested file name and the record's text. */
  | { type: 'recordFile'; name: string; text: string }
  /** The open LAN table, after every change (null: none is open). */
  | { type: 'lobby'; lobby: LobbyView | null }
  /** To the joining client only: its secret token (keep it to get the place back) and member id. */
  | { type: 'joined'; token: string; member: string; name: string }
  /**
   * The host's open tables this client may look at (a guest: the LAN tables; the host's window:
   * all), after every change, and the one it looks at (`current`, null: none).
   */
  | { type: 'tables'; tables: OpenTableInfo[]; current: string | null }
  /** The open (or last ended) duplicate challenge as this client may see it (null: none). */
  | { type: 'challenge'; challenge: ChallengeView | null }
  /** The ended challenges kept as history, newest first (their final boards, everything shown). */
  | { type: 'challenges'; challenges: (ChallengeView & { endedAt: string })[] }
  /** To the joining participant only: its secret token (to come back) and id. */
  | { type: 'challengeJoined'; token: string; participant: string; name: string }
  /** LAN tables found on the network (to a client that asked with `browseLan`). */
  | { type: 'lanTables'; tables: LanTableInfo[] }
  /** The host ended the LAN table, or sent this client away. */
  | { type: 'lanClosed'; reason: Message };
