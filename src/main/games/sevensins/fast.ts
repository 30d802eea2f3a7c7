/**
 * The fast mutable playout path for search and the bench: a whole game (all phases) per unit.
 * Hands are per-seat bitmasks per element (bit v−1 = value v) plus counts of each special;
 * moves are integers; `legal` and `play` allocate nothing. Later phases are dealt from the rng
 * given to `load` (a partial Fisher–Yates shuffle: only the dealt and turned cards are drawn).
 *
 * Moves: 0–64 element card (element × 13 + value − 1); 65 Sin, 66 Tanuki, 67 Demon, 68 Soul,
 * 69 Kitsune as Sin, 70 Kitsune as Tanuki; 80–84 trump element;
 * 100 + k bid k.
 */
import { SEVENSINS_ELEMENTS, type SevenSinsAction } from '../../../shared/games/sevensins';
import type { FastPlayout } from '../../engine/game';
import { liveReader } from '../common/live-reader';
import {
  addDealt,
  dealtFromDeck,
  emptyCards,
  heldInto,
  playedInto,
  type Dealt,
} from '../common/played-cards';
import type { Rng } from '../../engine/rng';
import { DECK, elementOf, isCard, valueOf } from './cards';
import { phaseMultiplier } from './scoring';
import type { SevenSinsState } from './state';

export const MOVE_SIN = 65;
export const MOVE_TANUKI = 66;
export const MOVE_DEMON = 67;
export const MOVE_SOUL = 68;
export const MOVE_KITSUNE_SIN = 69;
export const MOVE_KITSUNE_TANUKI = 70;
export const MOVE_TRUMP = 80;
export const MOVE_BID = 100;

// Card types in the deck: 0–64 element cards, then the specials (index into the special counts).
const T_SIN = 65;
const T_TANUKI = 66;
const T_DEMON = 67;
const T_SOUL = 68;
const T_KITSUNE = 69;
const S_SIN = 0;
const S_TANUKI = 1;
const S_DEMON = 2;
const S_SOUL = 3;
const S_KITSUNE = 4;

// Kinds, as in cards.ts; the rollout policy compares them too (PLAY_MOVE_KIND, KIND_BEATS).
const K_ELEMENT = 0;
const K_TANUKI = 1;
const K_SIN = 2;
const K_DEMON = 3;
const K_SOUL = 4;
/** Element index of space. */
const SPACE = 4;

/** Stages (`SevenSinsFastReader.stage`). */
const ST_TRUMP = 1;
const ST_BID = 2;
const ST_PLAY = 3;
const ST_OVER = 4;

const kindBeats = new Uint8Array(25);
{
  const kinds = ['element', 'tanuki', 'sin', 'demon', 'soul'] as const;
  const beats: Record<string, readonly string[]> = {
    element: ['tanuki'],
    tanuki: [],
    sin: ['element', 'tanuki', 'demon'],
    demon: ['element', 'tanuki', 'soul'],
    soul: ['element', 'tanuki', 'sin'],
  };
  kinds.forEach((a, i) => kinds.forEach((b, j) => (kindBeats[i * 5 + j] = beats[a]?.includes(b) ? 1 : 0)));
}
/** Row kind beats column kind (element × element is decided by rank). */
export const KIND_BEATS: ArrayLike<number> = kindBeats;

// Per play move (0–70): its kind, element (−1 special), value, and the special count it uses.
const MOVE_KIND = new Int8Array(71);
const MOVE_ELEM = new Int8Array(71).fill(-1);
const MOVE_VAL = new Int8Array(71);
const MOVE_SPEC = new Int8Array(71).fill(-1);
for (let m = 0; m < 65; m++) {
  MOVE_KIND[m] = K_ELEMENT;
  MOVE_ELEM[m] = Math.floor(m / 13);
  MOVE_VAL[m] = (m % 13) + 1;
}
const SPECIAL_MOVES: readonly (readonly [move: number, kind: number, special: number])[] = [
  [MOVE_SIN, K_SIN, S_SIN],
  [MOVE_TANUKI, K_TANUKI, S_TANUKI],
  [MOVE_DEMON, K_DEMON, S_DEMON],
  [MOVE_SOUL, K_SOUL, S_SOUL],
  [MOVE_KITSUNE_SIN, K_SIN, S_KITSUNE],
  [MOVE_KITSUNE_TANUKI, K_TANUKI, S_KITSUNE],
];
for (const [move, kind, special] of SPECIAL_MOVES) {
  MOVE_KIND[move] = kind;
  MOVE_SPEC[move] = special;
}
/** What each play move counts as (K_ELEMENT … K_SOUL), for the rollout policy. */
export const PLAY_MOVE_KIND: ArrayLike<number> = MOVE_KIND;

/**
 * The codes a reader of `inspect()` needs (the search adapter's rollout policy), as one object:
 * importers copy them into constants of their own module. V8 folds a module's own constants in
 * hot loops but loads an exported binding through its module cell on every use (the Siegel
 * playouts lost 3% to that; `npm run bench -- --against`).
 */
export const SEVENSINS_FAST_CODES = {
  K_ELEMENT,
  K_TANUKI,
  K_SIN,
  K_DEMON,
  K_SOUL,
  SPACE,
  ST_TRUMP,
  ST_BID,
  ST_PLAY,
  MOVE_BID,
  MOVE_TRUMP,
  KIND_BEATS,
  PLAY_MOVE_KIND,
} as const;

/** The deck as card types. */
const DECK_TYPES = Int32Array.from(DECK, (c) => cardType(c));

function cardType(code: string): number {
  const e = elementOf(code);
  if (e !== null) return SEVENSINS_ELEMENTS.indexOf(e) * 13 + valueOf(code) - 1;
  switch (code) {
    case 'SIN':
      return T_SIN;
    case 'TANUKI':
      return T_TANUKI;
    case 'DEMON':
      return T_DEMON;
    case 'SOUL':
      return T_SOUL;
    default:
      return T_KITSUNE;
  }
}

/** Play move of a card in a trick (a Kitsune by its form). */
function playMove(card: string, as: string | undefined): number {
  if (card === 'KITSUNE') return as === 'tanuki' ? MOVE_KITSUNE_TANUKI : MOVE_KITSUNE_SIN;
  return cardType(card);
}

const MAX_P = 7;

/**
 * A read-only window on a running SevenSins fast playout, for rollout policies.
 * Live values (no copies, nothing allocated), valid until the next `load` or `play`; arrays
 * are typed `ArrayLike` so a reader cannot write through them.
 */
export interface SevenSinsFastReader {
  /** Players. */
  readonly P: number;
  readonly stage: number;
  readonly phase: number;
  /** The seat to act. */
  readonly turn: number;
  /** The trump element, or -1. */
  readonly trump: number;
  /** Per element: its power in the current trick. */
  readonly rank: ArrayLike<number>;
  /** Element masks, seat·5 + element. */
  readonly hand: ArrayLike<number>;
  /** Special counts, seat·5 + (Sin, Tanuki, Demon, Soul, Kitsune). */
  readonly spec: ArrayLike<number>;
  readonly bids: ArrayLike<number>;
  /** Tricks won this phase per seat. */
  readonly won: ArrayLike<number>;
  readonly totals: ArrayLike<number>;
  readonly trickLen: number;
  readonly leadTanuki: boolean;
  readonly follow: number;
  /** The current trick's winner so far: kind, element, value. */
  readonly wKind: number;
  readonly wElem: number;
  readonly wVal: number;
  /** The current trick's winning seat so far (like wKind…, meaningful while trickLen > 0). */
  readonly wSeat: number;
  /** Sins (Kitsune-as-Sin included) and Souls in the current trick (while trickLen > 0): the bonuses. */
  readonly sinsInTrick: number;
  readonly soulsInTrick: number;
  /** Tricks completed this phase. */
  readonly tricksDone: number;
  /** The turned card's type this phase (0–64 element card, 65–69 Sin … Kitsune), or -1. Public. */
  readonly turned: number;
  /** Element masks of the cards played this phase (the current trick included), per element. Public. */
  readonly played: ArrayLike<number>;
  /** Specials played this phase (the current trick included): Sin, Tanuki, Demon, Soul, Kitsune. Public. */
  readonly playedSpec: ArrayLike<number>;
}

export class SevenSinsFast implements FastPlayout<SevenSinsState, SevenSinsAction> {
  private reader: SevenSinsFastReader | null = null;

  /** Read-only live access for rollout policies (see SevenSinsFastReader); made once per object. */
  inspect(): SevenSinsFastReader {
    return (this.reader ??= liveReader(
      {
        P: () => this.P,
        stage: () => this.stage,
        phase: () => this.phase,
        turn: () => this.turn,
        trump: () => this.trump,
        trickLen: () => this.trickLen,
        leadTanuki: () => this.leadTanuki,
        follow: () => this.follow,
        wKind: () => this.wKind,
        wElem: () => this.wElem,
        wVal: () => this.wVal,
        wSeat: () => this.wSeat,
        sinsInTrick: () => this.sinsInTrick,
        soulsInTrick: () => this.soulsInTrick,
        tricksDone: () => this.tricksDone,
        turned: () => this.turned,
        played: () => this.playedNow().elem,
        playedSpec: () => this.playedNow().spec,
      },
      {
        rank: this.rank,
        hand: this.hand,
        spec: this.spec,
        bids: this.bids,
        won: this.won,
        totals: this.totals,
      },
    ));
  }

  private rng: Rng | null = null;
  private P = 0;
  private nPhases = 0;
  /** The game's first phase (option firstPhase). */
  private first = 1;
  private firstDealer = 0;
  private stage = ST_OVER;
  private phase = 0;
  private dealer = 0;
  private turn = -1;
  private trump = -1;
  private mult = 1;
  private readonly rank = new Int32Array(5);
  private readonly deck = Int32Array.from(DECK_TYPES);
  /** Element masks, seat × 5. */
  private readonly hand = new Int32Array(MAX_P * 5);
  /** Special counts, seat × 5 (Sin, Tanuki, Demon, Soul, Kitsune). */
  private readonly spec = new Int32Array(MAX_P * 5);
  private readonly bids = new Int32Array(MAX_P);
  private bidCount = 0;
  private bidSum = 0;
  private readonly won = new Int32Array(MAX_P);
  private readonly sinsUnderSoul = new Int32Array(MAX_P);
  private readonly soulsUnderDemon = new Int32Array(MAX_P);
  private readonly totals = new Float64Array(MAX_P);
  private tricksDone = 0;
  /** The turned card's type, or -1 (a reader field, for policies). */
  private turned = -1;
  /**
   * The cards dealt this phase (element masks, special counts), set at the deal and at `load`:
   * the reader's played cards are these minus the hands, worked out when a policy asks, so a
   * play books nothing extra (the playouts' hot path).
   */
  private readonly dealtElem = new Int32Array(5);
  private readonly dealtSpec = new Int32Array(5);
  private readonly dealt: Dealt = { elem: this.dealtElem, spec: this.dealtSpec };
  /** Set at a deal: `dealt` is still to be read from the deck's first cards. */
  private dealtFromDeck = false;
  /** Where the reader's played cards are written (a nested object: no part of a snapshot). */
  private readonly playedOut = emptyCards();
  // The current trick.
  private leader = 0;
  private trickLen = 0;
  private leadTanuki = false;
  private follow = -1;
  private lifted = false;
  private wSeat = -1;
  private wKind = 0;
  private wElem = -1;
  private wVal = 0;
  private sinsInTrick = 0;
  private soulsInTrick = 0;

  load(state: SevenSinsState, rng: Rng): void {
    this.rng = rng;
    const P = state.players;
    this.P = P;
    this.nPhases = state.options.phases;
    this.first = state.options.firstPhase ?? 1;
    this.firstDealer = state.firstDealer;
    for (let i = 0; i < P; i++) this.totals[i] = state.totals[i] as number;
    if (state.stage === 'over') {
      this.stage = ST_OVER;
      this.turn = -1;
      this.phase = state.phase;
      return;
    }
    if (state.stage === 'deal') {
      this.phase = state.history.length + this.first;
      this.dealPhase();
      return;
    }
    this.phase = state.phase;
    this.dealer = state.dealer;
    this.stage = state.stage === 'trump' ? ST_TRUMP : state.stage === 'bid' ? ST_BID : ST_PLAY;
    this.turn = state.toAct ?? -1;
    this.setTrump(state.trump === null ? -1 : SEVENSINS_ELEMENTS.indexOf(state.trump));
    this.mult = phaseMultiplier(state.phase, state.trumpCard as string);
    this.hand.fill(0);
    this.spec.fill(0);
    for (let s = 0; s < P; s++) {
      for (const c of state.hands[s] as string[]) this.addCard(s, cardType(c));
    }
    this.bidCount = 0;
    this.bidSum = 0;
    for (let s = 0; s < P; s++) {
      const b = state.bids[s] ?? null;
      this.bids[s] = b ?? -1;
      if (b !== null) {
        this.bidCount++;
        this.bidSum += b;
      }
      this.won[s] = state.tricksWon[s] as number;
      this.sinsUnderSoul[s] = state.sinsUnderSoul[s] as number;
      this.soulsUnderDemon[s] = state.soulsUnderDemon[s] as number;
    }
    this.tricksDone = state.tricks.length;
    this.turned = state.trumpCard === null ? -1 : cardType(state.trumpCard);
    this.dealtFromDeck = false;
    heldInto(this.hand, this.spec, P, this.dealt);
    for (const t of state.tricks) for (const p of t.plays) addDealt(this.dealt, cardType(p.card));
    for (const p of state.trick) addDealt(this.dealt, cardType(p.card));
    this.leader = state.leader;
    this.trickLen = 0;
    for (const p of state.trick) this.addToTrick(p.seat, playMove(p.card, p.as));
  }

  toAct(): number {
    return this.turn;
  }

  legal(out: Int32Array): number {
    const seat = this.turn;
    switch (this.stage) {
      case ST_TRUMP:
        for (let e = 0; e < 5; e++) out[e] = MOVE_TRUMP + e;
        return 5;
      case ST_BID: {
        const forbidden = this.bidCount === this.P - 1 ? this.phase - this.bidSum : -1;
        let n = 0;
        for (let k = 0; k <= this.phase; k++) if (k !== forbidden) out[n++] = MOVE_BID + k;
        return n;
      }
      case ST_PLAY: {
        const base = seat * 5;
        const hand = this.hand;
        let n = 0;
        const f = this.follow;
        if (this.trickLen > 0 && f >= 0 && !this.lifted && hand[base + f] !== 0) {
          n = emit(out, n, hand[base + f] as number, f);
        } else {
          const t = this.trump;
          const spaceBarred = this.trickLen > 0 && t >= 0 && t !== SPACE && hand[base + t] !== 0;
          for (let e = 0; e < 5; e++) {
            if (e === SPACE && spaceBarred) continue;
            const m = hand[base + e] as number;
            if (m !== 0) n = emit(out, n, m, e);
          }
        }
        const spec = this.spec;
        if (spec[base + S_SIN] !== 0) out[n++] = MOVE_SIN;
        if (spec[base + S_TANUKI] !== 0) out[n++] = MOVE_TANUKI;
        if (spec[base + S_DEMON] !== 0) out[n++] = MOVE_DEMON;
        if (spec[base + S_SOUL] !== 0) out[n++] = MOVE_SOUL;
        if (spec[base + S_KITSUNE] !== 0) {
          out[n++] = MOVE_KITSUNE_SIN;
          out[n++] = MOVE_KITSUNE_TANUKI;
        }
        return n;
      }
      default:
        return 0;
    }
  }

  play(move: number): void {
    const seat = this.turn;
    switch (this.stage) {
      case ST_TRUMP:
        this.setTrump(move - MOVE_TRUMP);
        this.stage = ST_BID;
        this.turn = (this.dealer + 1) % this.P;
        return;
      case ST_BID: {
        const k = move - MOVE_BID;
        this.bids[seat] = k;
        this.bidSum += k;
        if (++this.bidCount === this.P) {
          this.stage = ST_PLAY;
          this.turn = this.leader;
        } else {
          this.turn = (seat + 1) % this.P;
        }
        return;
      }
      case ST_PLAY: {
        const sp = MOVE_SPEC[move] as number;
        if (sp >= 0) this.spec[seat * 5 + sp]--;
        else this.hand[seat * 5 + (MOVE_ELEM[move] as number)] ^= 1 << ((MOVE_VAL[move] as number) - 1);
        this.addToTrick(seat, move);
        if (this.trickLen < this.P) {
          this.turn = (seat + 1) % this.P;
          return;
        }
        const w = this.wSeat;
        this.won[w]++;
        if (this.wKind === K_SOUL) this.sinsUnderSoul[w] += this.sinsInTrick;
        else if (this.wKind === K_DEMON) this.soulsUnderDemon[w] += this.soulsInTrick;
        this.trickLen = 0;
        this.leader = w;
        this.turn = w;
        if (++this.tricksDone === this.phase) this.endPhase();
        return;
      }
      default:
        return;
    }
  }

  encode(action: SevenSinsAction): number {
    switch (action.type) {
      case 'trump':
        return MOVE_TRUMP + SEVENSINS_ELEMENTS.indexOf(action.element);
      case 'bid':
        return MOVE_BID + action.tricks;
      case 'play':
        if (action.card === 'KITSUNE') return action.as === 'tanuki' ? MOVE_KITSUNE_TANUKI : MOVE_KITSUNE_SIN;
        return isCard(action.card) ? cardType(action.card) : -1;
    }
  }

  decode(move: number): SevenSinsAction {
    if (move >= MOVE_BID) return { type: 'bid', tricks: move - MOVE_BID };
    if (move >= MOVE_TRUMP) return { type: 'trump', element: SEVENSINS_ELEMENTS[move - MOVE_TRUMP] as never };
    if (move === MOVE_KITSUNE_SIN) return { type: 'play', card: 'KITSUNE', as: 'sin' };
    if (move === MOVE_KITSUNE_TANUKI) return { type: 'play', card: 'KITSUNE', as: 'tanuki' };
    if (move >= 65) return { type: 'play', card: ['SIN', 'TANUKI', 'DEMON', 'SOUL'][move - 65] as string };
    return { type: 'play', card: `${'WEFAS'[Math.floor(move / 13)]}${(move % 13) + 1}` };
  }

  scores(out: Float64Array): void {
    for (let i = 0; i < this.P; i++) out[i] = this.totals[i] as number;
  }

  private setTrump(t: number): void {
    this.trump = t;
    for (let e = 0; e < 5; e++) this.rank[e] = e === SPACE ? 2 : e === t ? 1 : 0;
  }

  private addCard(seat: number, type: number): void {
    if (type < 65) this.hand[seat * 5 + Math.floor(type / 13)] |= 1 << (type % 13);
    else this.spec[seat * 5 + (type - 65)]++;
  }

  /** The cards played this phase (the current trick included): dealt minus held. */
  private playedNow(): Dealt {
    if (this.dealtFromDeck) {
      this.dealtFromDeck = false;
      dealtFromDeck(this.dealt, this.deck, this.phase * this.P);
    }
    return playedInto(this.dealt, this.hand, this.spec, this.P, this.playedOut);
  }

  /** Adds a play to the current trick and updates the winner card by card. */
  private addToTrick(seat: number, move: number): void {
    const kind = MOVE_KIND[move] as number;
    const elem = MOVE_ELEM[move] as number;
    const val = MOVE_VAL[move] as number;
    if (this.trickLen === 0) {
      this.leader = seat;
      this.leadTanuki = kind === K_TANUKI;
      this.follow = elem;
      this.lifted = false;
      this.wSeat = seat;
      this.wKind = kind;
      this.wElem = elem;
      this.wVal = val;
      this.sinsInTrick = kind === K_SIN ? 1 : 0;
      this.soulsInTrick = kind === K_SOUL ? 1 : 0;
      this.trickLen = 1;
      return;
    }
    if (kind === K_ELEMENT) {
      if (this.follow < 0 && this.leadTanuki) this.follow = elem;
    } else if (kind !== K_TANUKI) {
      this.lifted = true;
      if (kind === K_SIN) this.sinsInTrick++;
      else if (kind === K_SOUL) this.soulsInTrick++;
    }
    let beats: boolean;
    if (kind === K_ELEMENT && this.wKind === K_ELEMENT) {
      const ra = this.rank[elem] as number;
      const rb = this.rank[this.wElem] as number;
      if (ra !== rb) beats = ra > rb;
      else if (elem !== this.wElem) beats = ra === 0 && elem === this.follow;
      else beats = val > this.wVal && (ra > 0 || elem === this.follow);
    } else {
      beats = kindBeats[kind * 5 + this.wKind] === 1;
    }
    if (beats) {
      this.wSeat = seat;
      this.wKind = kind;
      this.wElem = elem;
      this.wVal = val;
    }
    this.trickLen++;
  }

  private endPhase(): void {
    const n = this.phase;
    for (let s = 0; s < this.P; s++) {
      const b = this.bids[s] as number;
      const t = this.won[s] as number;
      let pts: number;
      if (b === t) {
        pts =
          (b === 0 ? n : 3 * t) +
          2 * (this.sinsUnderSoul[s] as number) +
          5 * (this.soulsUnderDemon[s] as number);
      } else {
        pts = b === 0 ? -n : -Math.abs(b - t);
      }
      this.totals[s] += pts * this.mult;
    }
    if (n >= this.nPhases) {
      this.stage = ST_OVER;
      this.turn = -1;
      return;
    }
    this.phase = n + 1;
    this.dealPhase();
  }

  /** Deals phase `this.phase` from the rng: only the dealt and turned cards are drawn. */
  private dealPhase(): void {
    const rng = this.rng as Rng;
    const P = this.P;
    const n = this.phase;
    const deck = this.deck;
    const draw = n * P + 1;
    for (let i = 0; i < draw; i++) {
      const j = i + rng.int(87 - i);
      const x = deck[i] as number;
      deck[i] = deck[j] as number;
      deck[j] = x;
    }
    this.hand.fill(0);
    this.spec.fill(0);
    for (let s = 0; s < P; s++) {
      for (let k = 0; k < n; k++) this.addCard(s, deck[s * n + k] as number);
    }
    const turned = deck[n * P] as number;
    this.turned = turned;
    // The dealt cards are the deck's first n·P: worked out only if a policy asks.
    this.dealtFromDeck = true;
    this.dealer = (this.firstDealer + n - this.first) % P;
    this.leader = (this.dealer + 1) % P;
    this.mult = (n === 7 || n === 13 ? 2 : 1) * (turned === T_SOUL ? 2 : 1);
    this.bidCount = 0;
    this.bidSum = 0;
    for (let s = 0; s < P; s++) {
      this.bids[s] = -1;
      this.won[s] = 0;
      this.sinsUnderSoul[s] = 0;
      this.soulsUnderDemon[s] = 0;
    }
    this.tricksDone = 0;
    this.trickLen = 0;
    if (turned < 65) {
      this.setTrump(Math.floor(turned / 13));
      this.stage = ST_BID;
      this.turn = this.leader;
    } else if (turned === T_TANUKI) {
      this.setTrump(-1);
      this.stage = ST_BID;
      this.turn = this.leader;
    } else {
      this.setTrump(-1);
      this.stage = ST_TRUMP;
      this.turn = this.dealer;
    }
  }
}

/** Writes the element moves of mask `m` (element `e`) into `out` from `n`; returns the new count. */
function emit(out: Int32Array, n: number, m: number, e: number): number {
  const base = e * 13;
  while (m !== 0) {
    const low = m & -m;
    out[n++] = base + 31 - Math.clz32(low);
    m ^= low;
  }
  return n;
}

/** A fresh fast playout (its buffers are reused across `load`s). */
export function sevensinsFastPlayout(): SevenSinsFast {
  return new SevenSinsFast();
}
