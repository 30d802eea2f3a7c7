/**
 * The mutable playout path for search and the bench. Hands are bitmasks per seat and colour
 * (bit v = value v), seals are counts per seat and kind; `legal` and `play` allocate nothing.
 *
 * Moves: a card is colour·16 + value (1..79); a seal return 96 + kind; the saboteur 127; a
 * prediction 128 + counts + 1536·slots, where counts packs red (0..5) and the four other
 * colours (0..3 each) in mixed radix 6·4⁴ = 1536, and slots packs up to four steals in base 26
 * (slot = 1 + colour·5 + victim, in the order the action lists them). The largest move is
 * below 2^30. In the prediction phase `legal` offers the saboteur (when free) and a few random
 * legal predictions drawn with the playout's rng when the turn starts (the full set has up to
 * 1536 vectors; drawing is cheaper than enumerating).
 */
import {
  CARD_COLORS,
  SEAL_COLORS,
  SEAL_KINDS,
  TRICKS_PER_ROUND,
  maxCardValue,
  parseCard,
  type SealColorCounts,
  type SiegelAction,
  type Steal,
} from '../../../shared/games/siegel';
import type { FastPlayout } from '../../engine/game';
import { liveReader } from '../common/live-reader';
import type { Rng } from '../../engine/rng';
import type { SiegelState } from './state';
import { winningPlay } from './trick';

export const RETURN_BASE = 96;
export const SABOTEUR_MOVE = 127;
export const PREDICT_BASE = 128;
const COUNT_RADIX = 1536;
const SLOT_RADIX = 26;
/** Place values of the five counts in the mixed radix 6·4·4·4·4. */
const COUNT_PLACE = [1, 6, 24, 96, 384];
const MAX_STEALS = 4;
/** Random predictions offered per prediction turn. */
export const PREDICTION_SAMPLES = 4;
/** Enough room for any `legal` output (15 cards). */
export const MAX_MOVES = 16;

/** Seal kinds as in SEAL_KINDS; a seat's seals are at seat·STRIDE + kind. */
const WHITE = 5;
const BLACK = 6;
const STRIDE = 8;
const SUPPLY = [5, 3, 3, 3, 3, 4, 6];

/** Phases (`SiegelFastReader.phase`). */
const PREDICT = 0;
const PLAY = 1;
const RETURN = 2;
const OVER = 3;

/**
 * The codes a reader of `inspect()` needs (the search adapter's rollout policy). They are exported
 * as one object rather than as `export const`s, and importers copy them into constants of their
 * own module: V8 folds a module's own constants in hot loops, but loads an exported binding
 * through its module cell on every use, which cost the playouts 3% (`npm run bench -- --against`).
 */
export const SIEGEL_FAST_CODES = {
  COUNT_RADIX,
  PLAY,
  PREDICT,
  PREDICT_BASE,
  RETURN,
  RETURN_BASE,
  SABOTEUR_MOVE,
  STRIDE,
  WHITE,
} as const;

/**
 * A read-only window on a running Siegel fast playout, for rollout policies.
 * Live values (no copies, nothing allocated), valid until the next `load` or `play`; arrays
 * are typed `ArrayLike` so a reader cannot write through them.
 */
export interface SiegelFastReader {
  readonly players: number;
  /** Highest card value at this player count. */
  readonly maxValue: number;
  /** seat·5 + colour → bitmask of values held (bit v for value v). */
  readonly hands: ArrayLike<number>;
  /** seat·8 + kind → seals held. */
  readonly seals: ArrayLike<number>;
  /** The saboteur seat, or -1. */
  readonly saboteur: number;
  /** 0 predict, 1 play, 2 return, then over. */
  readonly phase: number;
  /** The seat to act. */
  readonly cur: number;
  /** Cards in the current trick. */
  readonly trickSize: number;
  /** The colour led. */
  readonly led: number;
  /** The current trick's winner so far: seat, colour, value. */
  readonly bestSeat: number;
  readonly bestColor: number;
  readonly bestValue: number;
  /** In the prediction phase with a guide: the guided prediction offered among the moves, else -1. */
  readonly guided: number;
  /** colour → bitmask of values played this round (the current trick included): public bookkeeping. */
  readonly played: ArrayLike<number>;
  /** seat → bitmask of colours the seat has shown void in this round (failed to follow them). */
  readonly voids: ArrayLike<number>;
}

/**
 * A rollout policy's own prediction (the Meister's): given the reader, fills `want` with the
 * seals per colour (red first) the predicting seat would like. The playout clamps it to what
 * is obtainable, steals from random holders, and offers it among the random predictions.
 */
export type PredictionGuide = (reader: SiegelFastReader, seat: number, want: Int32Array) => void;

export class SiegelFast implements FastPlayout<SiegelState, SiegelAction> {
  private reader: SiegelFastReader | null = null;

  /** Read-only live access for rollout policies (see SiegelFastReader); made once per object. */
  inspect(): SiegelFastReader {
    return (this.reader ??= liveReader(
      {
        players: () => this.players,
        maxValue: () => this.maxValue,
        saboteur: () => this.saboteur,
        phase: () => this.phase,
        cur: () => this.cur,
        trickSize: () => this.trickSize,
        led: () => this.led,
        bestSeat: () => this.bestSeat,
        bestColor: () => this.bestColor,
        bestValue: () => this.bestValue,
        guided: () => this.guided,
      },
      { hands: this.hands, seals: this.seals, played: this.played, voids: this.voids },
    ));
  }

  readonly players: number;
  private readonly maxValue: number;
  private base = 4;
  private rng: Rng | null = null;
  /** seat·5 + colour → bitmask of values held. */
  private readonly hands = new Int32Array(25);
  /** seat·8 + kind → seals held. */
  private readonly seals = new Int32Array(40);
  /** colour → bitmask of values played this round (for policies: what a seat has seen). */
  private readonly played = new Int32Array(5);
  /** seat → bitmask of colours shown void this round. */
  private readonly voids = new Int32Array(5);
  private readonly centre = new Int32Array(8);
  private readonly deck: Int32Array;
  private readonly predMoves = new Int32Array(PREDICTION_SAMPLES + 2);
  private guided = -1;
  /**
   * Scratch of one `samplePredictions` call (nested: no part of a snapshot, which the solver
   * copies and hashes at every node). holdBy: colour·5 + seat → seals of that colour the current
   * predictor may take from that seat; stealable: colour → their sum; want: a guide's counts.
   */
  private readonly scratch = {
    want: new Int32Array(5),
    hold: new Int32Array(5),
    holdBy: new Int32Array(25),
    stealable: new Int32Array(5),
  };
  private predMoveCount = 0;
  private saboteur = -1;
  private phase = OVER;
  private cur = -1;
  private dealer = 0;
  private predicted = 0;
  private trickSize = 0;
  private led = 0;
  private bestSeat = 0;
  private bestColor = 0;
  private bestValue = 0;
  private tricksDone = 0;
  private returnMask = 0;

  constructor(
    players: number,
    private readonly guide: PredictionGuide | null = null,
  ) {
    if (players < 3 || players > 5) throw new Error(`Die sieben Siegel needs 3 to 5 players, not ${players}`);
    this.players = players;
    this.maxValue = maxCardValue(players);
    this.deck = new Int32Array(5 * this.maxValue);
    let i = 0;
    for (let c = 0; c < 5; c++) for (let v = 1; v <= this.maxValue; v++) this.deck[i++] = (c << 4) | v;
  }

  /** Starts a fresh random round dealt by `dealer` (the bench's unit). */
  reset(rng: Rng, dealer: number = (this.dealer + 1) % this.players, saboteurBase = this.base): void {
    this.rng = rng;
    this.base = saboteurBase;
    this.dealRound(dealer);
  }

  private dealRound(dealer: number): void {
    const rng = this.rng as Rng;
    const deck = this.deck;
    for (let i = deck.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const t = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = t;
    }
    this.hands.fill(0);
    this.seals.fill(0);
    // A loop, not two more fills: TypedArray.fill's call costs more than five stores.
    for (let k = 0; k < 5; k++) {
      this.played[k] = 0;
      this.voids[k] = 0;
    }
    for (let s = 0; s < this.players; s++) {
      for (let k = 0; k < 15; k++) {
        const card = deck[s * 15 + k] as number;
        this.hands[s * 5 + (card >> 4)]! |= 1 << (card & 15);
      }
    }
    for (let k = 0; k < 7; k++) this.centre[k] = SUPPLY[k] as number;
    this.dealer = dealer;
    this.saboteur = -1;
    this.predicted = 0;
    this.trickSize = 0;
    this.tricksDone = 0;
    this.phase = PREDICT;
    this.cur = (dealer + 1) % this.players;
    this.samplePredictions();
  }

  load(state: SiegelState, rng: Rng): void {
    if (state.players !== this.players) throw new Error('fast playout loaded with another player count');
    this.rng = rng;
    this.base = state.options.saboteurBase;
    const n = this.players;
    if (state.phase === 'gameOver') {
      this.phase = OVER;
      this.cur = -1;
      return;
    }
    const round = state.round;
    if (state.phase === 'deal' || state.phase === 'roundOver' || !round) {
      this.dealRound((state.firstDealer + state.history.length) % n);
      return;
    }
    this.hands.fill(0);
    this.seals.fill(0);
    round.hands.forEach((hand, s) => {
      for (const code of hand) this.hands[s * 5 + colorIndex(code)]! |= 1 << Number(code.slice(1));
    });
    this.played.fill(0);
    this.voids.fill(0);
    for (const plays of [...round.tricks.map((t) => t.plays), round.trick]) {
      const led = plays.length > 0 ? colorIndex((plays[0] as { card: string }).card) : 0;
      for (const p of plays) {
        const c = colorIndex(p.card);
        this.played[c]! |= 1 << Number(p.card.slice(1));
        if (c !== led) this.voids[p.seat]! |= 1 << led;
      }
    }
    SEAL_KINDS.forEach((k, i) => {
      this.centre[i] = round.centre[k];
      round.seals.forEach((held, s) => (this.seals[s * STRIDE + i] = held[k]));
    });
    this.dealer = round.dealer;
    this.saboteur = round.saboteur ?? -1;
    this.predicted = round.predictions.length;
    this.tricksDone = round.tricks.length;
    this.trickSize = round.trick.length;
    const leader = round.tricks.length
      ? (round.tricks[round.tricks.length - 1]?.winner as number)
      : (round.dealer + 1) % n;
    if (round.trick.length > 0) {
      const first = round.trick[0] as { card: string };
      this.led = colorIndex(first.card);
      const best = winningPlay(round.trick);
      this.bestSeat = best.seat;
      this.bestColor = colorIndex(best.card);
      this.bestValue = Number(best.card.slice(1));
    }
    if (state.phase === 'predict') {
      this.phase = PREDICT;
      this.cur = (round.dealer + 1 + round.predictions.length) % n;
      this.samplePredictions();
    } else if (state.phase === 'return') {
      this.phase = RETURN;
      this.cur = this.bestSeat;
      this.returnMask = this.heldMask(this.bestSeat);
    } else {
      this.phase = PLAY;
      this.cur = (leader + round.trick.length) % n;
    }
  }

  toAct(): number {
    return this.phase === OVER ? -1 : this.cur;
  }

  legal(out: Int32Array): number {
    let k = 0;
    if (this.phase === PLAY) {
      const at = this.cur * 5;
      if (this.trickSize > 0) {
        let m = this.hands[at + this.led] as number;
        if (m !== 0) {
          const base = this.led << 4;
          while (m !== 0) {
            const low = m & -m;
            out[k++] = base | (31 - Math.clz32(low));
            m ^= low;
          }
          return k;
        }
      }
      for (let c = 0; c < 5; c++) {
        let m = this.hands[at + c] as number;
        const base = c << 4;
        while (m !== 0) {
          const low = m & -m;
          out[k++] = base | (31 - Math.clz32(low));
          m ^= low;
        }
      }
      return k;
    }
    if (this.phase === PREDICT) {
      for (let i = 0; i < this.predMoveCount; i++) out[i] = this.predMoves[i] as number;
      return this.predMoveCount;
    }
    if (this.phase === RETURN) {
      let m = this.returnMask;
      while (m !== 0) {
        const low = m & -m;
        out[k++] = RETURN_BASE + (31 - Math.clz32(low));
        m ^= low;
      }
      return k;
    }
    return 0;
  }

  play(move: number): void {
    if (move < RETURN_BASE) {
      this.playCard(move >> 4, move & 15);
    } else if (move < SABOTEUR_MOVE) {
      const kind = move - RETURN_BASE;
      this.seals[this.cur * STRIDE + kind]!--;
      this.centre[kind]!++;
      this.phase = PLAY;
      this.finishTrick(this.cur);
    } else {
      if (move === SABOTEUR_MOVE) this.saboteur = this.cur;
      else this.takeSeals(move - PREDICT_BASE);
      if (++this.predicted === this.players) {
        this.phase = PLAY;
        this.trickSize = 0;
        this.cur = (this.dealer + 1) % this.players;
      } else {
        this.cur = this.cur + 1 === this.players ? 0 : this.cur + 1;
        this.samplePredictions();
      }
    }
  }

  private playCard(c: number, v: number): void {
    const seat = this.cur;
    this.hands[seat * 5 + c]! &= ~(1 << v);
    this.played[c]! |= 1 << v;
    if (this.trickSize === 0) {
      this.led = c;
      this.bestSeat = seat;
      this.bestColor = c;
      this.bestValue = v;
    } else if (c === this.led) {
      // Following beats only a best of the led colour (a red best when red was led).
      if (this.bestColor === c && v > this.bestValue) {
        this.bestSeat = seat;
        this.bestValue = v;
      }
    } else {
      // Not following shows a void; only a red can then take the trick.
      this.voids[seat]! |= 1 << this.led;
      if (c === 0 && (this.bestColor !== 0 || v > this.bestValue)) {
        this.bestSeat = seat;
        this.bestColor = c;
        this.bestValue = v;
      }
    }
    if (++this.trickSize < this.players) {
      this.cur = seat + 1 === this.players ? 0 : seat + 1;
      return;
    }
    const w = this.bestSeat;
    if (w !== this.saboteur) {
      const held = this.heldMask(w);
      if (held === 0) {
        if (this.centre[BLACK]! > 0) {
          this.centre[BLACK]!--;
          this.seals[w * STRIDE + BLACK]!++;
        }
      } else if ((held & (held - 1)) === 0) {
        const kind = 31 - Math.clz32(held);
        this.seals[w * STRIDE + kind]!--;
        this.centre[kind]!++;
      } else {
        this.phase = RETURN;
        this.returnMask = held;
        this.cur = w;
        return;
      }
    }
    this.finishTrick(w);
  }

  /** Allowed seal kinds of the complete trick that `w` holds, as a bitmask over kinds. */
  private heldMask(w: number): number {
    const led = this.led;
    const allowed = (1 << WHITE) | (led === 0 ? 1 : this.bestColor === 0 ? 1 | (1 << led) : 1 << led);
    let held = 0;
    const at = w * STRIDE;
    if (allowed & 1 && this.seals[at]! > 0) held |= 1;
    if (led !== 0 && this.seals[at + led]! > 0 && allowed & (1 << led)) held |= 1 << led;
    if (this.seals[at + WHITE]! > 0) held |= 1 << WHITE;
    return held;
  }

  private finishTrick(w: number): void {
    this.trickSize = 0;
    this.cur = w;
    if (++this.tricksDone === TRICKS_PER_ROUND) {
      this.phase = OVER;
      this.cur = -1;
    }
  }

  /** Applies a packed prediction for `cur`: centre first, then the listed steals. */
  private takeSeals(packed: number): void {
    const me = this.cur * STRIDE;
    let counts = packed % COUNT_RADIX;
    let slots = (packed - counts) / COUNT_RADIX;
    for (let c = 0; c < 5; c++) {
      const radix = c === 0 ? 6 : 4;
      const want = counts % radix;
      counts = (counts - want) / radix;
      const fromCentre = want < this.centre[c]! ? want : this.centre[c]!;
      this.centre[c]! -= fromCentre;
      this.seals[me + c]! += fromCentre;
    }
    while (slots > 0) {
      const slot = slots % SLOT_RADIX;
      slots = (slots - slot) / SLOT_RADIX;
      const c = ((slot - 1) / 5) | 0;
      const victim = (slot - 1) % 5;
      this.seals[victim * STRIDE + c]!--;
      this.seals[me + c]!++;
      this.centre[WHITE]!--;
      this.seals[victim * STRIDE + WHITE]!++;
    }
  }

  /** Draws the offered predictions for `cur`: each colour uniform among what is obtainable. */
  private samplePredictions(): void {
    // What others hold per colour is the same for every draw of this turn: gather it once.
    const n = this.players;
    const whites = this.centre[WHITE]!;
    for (let c = 0; c < 5; c++) {
      let total = 0;
      for (let s = 0; s < n; s++) {
        const h = whites === 0 || s === this.cur || s === this.saboteur ? 0 : this.seals[s * STRIDE + c]!;
        this.scratch.holdBy[c * 5 + s] = h;
        total += h;
      }
      this.scratch.stealable[c] = total;
    }
    let k = 0;
    if (this.saboteur < 0) this.predMoves[k++] = SABOTEUR_MOVE;
    for (let i = 0; i < PREDICTION_SAMPLES; i++) {
      const move = PREDICT_BASE + this.prediction(null);
      let dup = false;
      for (let j = 0; j < k; j++) if (this.predMoves[j] === move) dup = true;
      if (!dup) this.predMoves[k++] = move;
    }
    this.guided = -1;
    if (this.guide) {
      this.guide(this.inspect(), this.cur, this.scratch.want);
      const move = PREDICT_BASE + this.prediction(this.scratch.want);
      this.guided = move;
      let dup = false;
      for (let j = 0; j < k; j++) if (this.predMoves[j] === move) dup = true;
      if (!dup) this.predMoves[k++] = move;
    }
    this.predMoveCount = k;
  }

  /**
   * One legal prediction. Without `want`, a random one: colours visited from a random start, each
   * count uniform over what is still obtainable (centre, then steals while whites last); one u32
   * feeds the start and the five counts (5 bits each; the bias of 32 buckets over ≤ 6 values is
   * irrelevant here). With `want` (a guide's), each colour as wanted, clamped to what is
   * obtainable. Steals come from random holders.
   */
  private prediction(want: Int32Array | null): number {
    const rng = this.rng as Rng;
    let bits = want ? 0 : rng.u32();
    let whites = this.centre[WHITE]!;
    let total = 0;
    let slots = 0;
    let slotMul = 1;
    let packed = 0;
    const start = want ? 0 : ((bits & 7) * 5) >>> 3;
    bits >>>= 3;
    for (let j = 0; j < 5; j++) {
      const c = start + j < 5 ? start + j : start + j - 5;
      const avail = this.centre[c]!;
      let stealable = this.scratch.stealable[c]!;
      let max = avail + (stealable < whites ? stealable : whites);
      if (max > 15 - total) max = 15 - total;
      let count: number;
      if (want) {
        const w = want[c]!;
        count = w < 0 ? 0 : w > max ? max : w;
      } else {
        count = ((bits & 31) * (max + 1)) >>> 5;
        bits >>>= 5;
      }
      total += count;
      packed += count * COUNT_PLACE[c]!;
      if (count <= avail) continue;
      const hold = this.scratch.hold;
      for (let s = 0; s < 5; s++) hold[s] = this.scratch.holdBy[c * 5 + s]!;
      for (let short = count - avail; short > 0; short--) {
        let r = rng.int(stealable);
        let victim = 0;
        while (r >= hold[victim]!) r -= hold[victim++]!;
        hold[victim]!--;
        stealable--;
        whites--;
        slots += slotMul * (1 + c * 5 + victim);
        slotMul *= SLOT_RADIX;
      }
    }
    return packed + COUNT_RADIX * slots;
  }

  /** Whether `move` is legal now (for tests: predictions are checked in full, not against the sample). */
  isLegal(move: number): boolean {
    if (this.phase === PREDICT && move >= SABOTEUR_MOVE) {
      if (move === SABOTEUR_MOVE) return this.saboteur < 0;
      return this.predictionLegal(move - PREDICT_BASE);
    }
    const out = new Int32Array(MAX_MOVES);
    const k = this.legal(out);
    for (let i = 0; i < k; i++) if (out[i] === move) return true;
    return false;
  }

  private predictionLegal(packed: number): boolean {
    if (packed < 0 || !Number.isInteger(packed)) return false;
    let counts = packed % COUNT_RADIX;
    let slots = Math.floor(packed / COUNT_RADIX);
    const want: number[] = [];
    let total = 0;
    for (let c = 0; c < 5; c++) {
      const radix = c === 0 ? 6 : 4;
      want.push(counts % radix);
      total += counts % radix;
      counts = Math.floor(counts / radix);
    }
    if (total > 15) return false;
    const taken = new Int32Array(40);
    const shortByColor = want.map((w, c) => Math.max(0, w - (this.centre[c] as number)));
    let steals = 0;
    while (slots > 0) {
      const slot = slots % SLOT_RADIX;
      slots = Math.floor(slots / SLOT_RADIX);
      if (slot === 0) return false;
      const c = Math.floor((slot - 1) / 5);
      const victim = (slot - 1) % 5;
      if (victim >= this.players || victim === this.cur || victim === this.saboteur) return false;
      if (++taken[victim * STRIDE + c]! > (this.seals[victim * STRIDE + c] as number)) return false;
      shortByColor[c]!--;
      steals++;
    }
    return (
      steals <= (this.centre[WHITE] as number) && steals <= MAX_STEALS && shortByColor.every((s) => s === 0)
    );
  }

  encode(action: SiegelAction): number {
    switch (action.type) {
      case 'play': {
        const card = parseCard(action.card);
        return card ? (CARD_COLORS.indexOf(card.color) << 4) | card.value : -1;
      }
      case 'return':
        return RETURN_BASE + SEAL_KINDS.indexOf(action.seal);
      case 'saboteur':
        return SABOTEUR_MOVE;
      case 'predict': {
        let counts = 0;
        let mul = 1;
        for (let c = 0; c < 5; c++) {
          const radix = c === 0 ? 6 : 4;
          const k = action.seals[SEAL_COLORS[c] as (typeof SEAL_COLORS)[number]] ?? 0;
          if (k >= radix) return -1;
          counts += k * mul;
          mul *= radix;
        }
        const steals = action.steals ?? [];
        if (steals.length > MAX_STEALS) return -1;
        let slots = 0;
        mul = 1;
        for (const s of steals) {
          if (s.from > 4) return -1;
          slots += mul * (1 + SEAL_COLORS.indexOf(s.color) * 5 + s.from);
          mul *= SLOT_RADIX;
        }
        return PREDICT_BASE + counts + COUNT_RADIX * slots;
      }
    }
  }

  decode(move: number): SiegelAction {
    if (move < RETURN_BASE) return { type: 'play', card: `${CARD_COLORS[move >> 4]}${move & 15}` };
    if (move < SABOTEUR_MOVE)
      return { type: 'return', seal: SEAL_KINDS[move - RETURN_BASE] as (typeof SEAL_KINDS)[number] };
    if (move === SABOTEUR_MOVE) return { type: 'saboteur' };
    const packed = move - PREDICT_BASE;
    let counts = packed % COUNT_RADIX;
    let slots = (packed - counts) / COUNT_RADIX;
    const seals: SealColorCounts = {};
    for (let c = 0; c < 5; c++) {
      const radix = c === 0 ? 6 : 4;
      const k = counts % radix;
      counts = (counts - k) / radix;
      if (k > 0) seals[SEAL_COLORS[c] as (typeof SEAL_COLORS)[number]] = k;
    }
    const steals: Steal[] = [];
    while (slots > 0) {
      const slot = slots % SLOT_RADIX;
      slots = (slots - slot) / SLOT_RADIX;
      steals.push({ color: SEAL_COLORS[((slot - 1) / 5) | 0] as Steal['color'], from: (slot - 1) % 5 });
    }
    return { type: 'predict', seals, steals };
  }

  scores(out: Float64Array): void {
    let blacks = 0;
    for (let s = 0; s < this.players; s++)
      if (s !== this.saboteur) blacks += this.seals[s * STRIDE + BLACK] as number;
    for (let s = 0; s < this.players; s++) {
      if (s === this.saboteur) {
        out[s] = this.base > blacks ? this.base - blacks : 0;
        continue;
      }
      const at = s * STRIDE;
      const colored =
        this.seals[at]! +
        this.seals[at + 1]! +
        this.seals[at + 2]! +
        this.seals[at + 3]! +
        this.seals[at + 4]!;
      out[s] = 2 * colored + 4 * this.seals[at + WHITE]! + 3 * this.seals[at + BLACK]!;
    }
  }
}

function colorIndex(code: string): number {
  return CARD_COLORS.indexOf(code[0] as (typeof CARD_COLORS)[number]);
}

export function createSiegelFast(players: number, guide: PredictionGuide | null = null): SiegelFast {
  return new SiegelFast(players, guide);
}
