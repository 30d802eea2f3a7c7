/**
 * The game-agnostic contract every game implements (OpenSpiel's shape, boardgame.io's lessons).
 *
 * - A state is plain, JSON-serialisable data; nothing here mutates its input.
 * - `apply` returns a new state or a typed rule error with a reason; it never throws for an
 *   illegal move (it may throw only for programming errors such as a corrupted state).
 * - Chance is explicit: when `next(state)` says `deal` or `chance`, the caller (host, self-play,
 *   replay) supplies the deal or chance action: drawn from an Rng live, read from a record on
 *   replay. So a record replays without any random number generator.
 * - `view(state, seat)` is the only way state leaves the host, with `publicAction` for what a
 *   seat may know of the step just taken (and `legalActions`/`clientLegal`, `cardRefusals`,
 *   `result`, none of which may tell a seat more than its view).
 * - `sample(view, seat, rng)` deals the unseen cards consistently with the view, for bots.
 */
import type { Schema } from '../../shared/schema';
import type { Message } from '../../shared/i18n/message';
import type { CardRefusal, GameId, GameResult, Seat } from '../../shared/types';
import type { Rng } from './rng';
import type { Applied } from './rule-error';

/** What the game waits for next. */
export type Next =
  /** A new round/phase must be dealt (by `randomDeal` + `deal`, or from a record). */
  | { kind: 'deal'; round: number; dealer: Seat }
  /** A chance event inside a round (e.g. an Abyss curse draw): `randomChance` + `apply(state, null, …)`. */
  | { kind: 'chance' }
  /** These seats may act now (usually one; several for simultaneous choices such as Abyss passing). */
  | { kind: 'act'; seats: Seat[] }
  | { kind: 'over' };

/** Every action carries its type; record actions are these plus `seat`. */
export interface BaseAction {
  type: string;
}

/**
 * One game. Type parameters: S state, A action (decisions and chance actions alike),
 * V a seat's view, D the deal of one round (exactly the record's round fields besides
 * `dealer` and `actions`, e.g. `{ hands, drawPile }`), O table options.
 */
export interface Game<S, A extends BaseAction, V, D, O> {
  readonly id: GameId;
  readonly minPlayers: number;
  readonly maxPlayers: number;
  /** Parses record/table options: unknown keys ignored, defaults filled in. */
  readonly optionsSchema: Schema<O>;
  /** Parses one action as written in a record (without `seat`); unknown fields ignored. */
  readonly actionSchema: Schema<A>;
  /** Parses the deal fields of a record round. */
  readonly dealSchema: Schema<D>;

  /**
   * Optional, for options whose range depends on the player count: the options in effect at
   * `players` seats. `options` is what `optionsSchema` parsed (defaults filled in), `given` the
   * options as written, to tell an omitted option (it takes this player count's default) from
   * an explicit one (refused with the reason when it does not fit). Absent: the parsed options
   * are in effect as they are. Use `tableOptions` (engine/options.ts) rather than calling it.
   */
  effectiveOptions?(
    players: number,
    options: O,
    given: Readonly<Record<string, unknown>>,
  ): { ok: true; options: O } | { ok: false; reason: Message };

  /** A fresh game, waiting for its first deal. */
  newGame(players: number, options: O, firstDealer: Seat): S;
  next(state: S): Next;

  /** A random deal for the round `next` asks for. */
  randomDeal(state: S, rng: Rng): D;
  /** Starts the round with this deal; refuses a deal that does not fit (wrong cards, sizes). */
  deal(state: S, deal: D): Applied<S>;
  /** A random chance action when `next` says `chance` (applied with seat `null`). */
  randomChance(state: S, rng: Rng): A;

  /** Every legal action of `seat` now (empty when it is not that seat's turn). */
  legalActions(state: S, seat: Seat): A[];
  /**
   * Optional: `seat`'s legal actions as sent to a client, compact where the full list is long
   * (a Siegel prediction is one `{type: 'predict'}` entry for "any prediction within the view's
   * choices"; see TableSnapshot.legal). Absent: `legalActions`. Bots and hints get the full list.
   */
  clientLegal?(state: S, seat: Seat): BaseAction[];
  /**
   * Optional: why each card in `seat`'s hand cannot be played now (card code → the reason the
   * rules give), for the table to explain dimmed cards. Cards that can be played are absent.
   */
  cardRefusals?(state: S, seat: Seat): Record<string, CardRefusal>;
  /** `seat` is null for chance actions. */
  apply(state: S, seat: Seat | null, action: A): Applied<S>;

  /** What `seat` may know (null: a spectator who sees only public information). */
  view(state: S, seat: Seat | null): V;
  /**
   * What `viewer` (null: a spectator) may know of the action `actor` (null: chance) just took,
   * `state` being the state after it: the action itself when all of it is public, else with the
   * hidden parts left out. The table sends each seat this, never the raw action, so it must be
   * no richer than `view(state, viewer)` (the conformance suite checks that it does not depend
   * on cards `viewer` cannot see). Every game states it, even where it is the identity.
   */
  publicAction(state: S, actor: Seat | null, action: A, viewer: Seat | null): BaseAction;
  /**
   * Every seat's hand now, as card codes (`[]` between rounds). For replays and the post-game
   * analysis only: it shows what no seat may see during play, so the table never sends it.
   */
  hands(state: S): string[][];
  /** A full state consistent with everything `seat` has seen: `view(sample(v), seat)` equals `v`. */
  sample(view: V, seat: Seat, rng: Rng): S;

  /** Running per-seat totals (penalties, points, or each figure's field for Abyss). */
  totals(state: S): number[];
  /** Final result, or null while the game runs. */
  result(state: S): GameResult | null;
  /** Per completed round/phase, one number per seat (for Abyss: each figure's field at its end). */
  roundScores(state: S): number[][];
  /** The public end state printed by `npm run replay` (seals held, scale, curses, …). */
  publicSummary(state: S): Record<string, unknown>;
  /** Invariant violations of a state (cards and seals conserved, totals recomputed); [] when sound. */
  invariants(state: S): string[];
}

/** A Game whose type parameters are erased, for generic code (replay, self-play, tests). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyGame = Game<any, BaseAction, any, any, any>;

/**
 * The mutable playout path search uses. A game implements it with typed arrays and bitmask
 * hands: `play` allocates nothing. Moves are integers (`encode`/`decode` map them to actions).
 * `load` copies a pure state at an action point; chance inside a playout (the next deal, curse
 * draws) comes from the Rng given to `load`.
 */
export interface FastPlayout<S, A extends BaseAction> {
  load(state: S, rng: Rng): void;
  /** Seat to act, or -1 when the unit (round, or game for SevenSins/Abyss) is over. */
  toAct(): number;
  /** Writes the legal moves of `toAct()` into `out`; returns their count. */
  legal(out: Int32Array): number;
  play(move: number): void;
  encode(action: A): number;
  decode(move: number): A;
  /** Per-seat scores of the unit so far (round scores, or game totals). */
  scores(out: Float64Array): void;
}

/** What `npm run bench` measures for a game: one unit (a round or a whole game) per call. */
export interface BenchSpec {
  unit: 'round' | 'game';
  playerCounts: readonly number[];
  /** Returns a function that plays one random unit from a fresh deal on the pure path. */
  pure(players: number): (rng: Rng) => void;
  /** The same on the fast path. */
  fast(players: number): (rng: Rng) => void;
}
