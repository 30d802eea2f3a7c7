/**
 * The fast playout path for search and the bench: counts per (seat, card kind) and target
 * totals in typed arrays, moves packed as `kind * 3 + target`. Nothing allocates per step.
 */
import * as shared from '../../../shared/games/dreizehn';
import { DREIZEHN_CARD_CODES, isDreizehnCard, type DreizehnAction } from '../../../shared/games/dreizehn';
import type { FastPlayout } from '../../engine/game';
import { liveReader } from '../common/live-reader';
import type { Rng } from '../../engine/rng';
import * as cards from './cards';
import { DECK, KIND_CATEGORY, KIND_OF, KIND_VALUE } from './cards';
import { dealerOf, targetIdsOf, type DreizehnState } from './state';
import { targetColour, targetTotal } from './targets';

// Module-local copies: imported bindings may compile to getter calls (tsx, vitest), which the
// hot loops below must not pay for.
const KINDS: number = cards.KINDS;
const F4_KIND: number = cards.F4_KIND;
const CATEGORIES: number = cards.CATEGORIES;
const F4_CATEGORY: number = cards.F4_CATEGORY;
const DREIZEHN_LIMIT: number = shared.DREIZEHN_LIMIT;
const DREIZEHN_HAND_SIZE: number = shared.DREIZEHN_HAND_SIZE;
const DREIZEHN_DECK_SIZE: number = shared.DREIZEHN_DECK_SIZE;
const MAX_SEATS = 6;
/** More than the most moves a hand can offer (5 kinds × 3 targets). */
export const DREIZEHN_MAX_MOVES = KINDS * 3;

const VALUE = Int8Array.from(KIND_VALUE);
const CATEGORY = Int8Array.from(KIND_CATEGORY);
const DECK_KINDS = Int8Array.from(DECK.map((c) => KIND_OF[c]));

/**
 * A read-only window on a running 13 fast playout, for rollout policies.
 * Live values (no copies, nothing allocated), valid until the next `load` or `play`; arrays
 * are typed `ArrayLike` so a reader cannot write through them.
 */
export interface DreizehnFastReader {
  /** The seat to act, or -1. */
  readonly turn: number;
  /** Per target: the total on it. */
  readonly total: ArrayLike<number>;
  /** target·categories + category → cards on the target (blue, yellow, green, Fiese Vier). */
  readonly onTarget: ArrayLike<number>;
  /** seat·kinds + kind → cards of that kind held. */
  readonly hand: ArrayLike<number>;
  /** Cards still in hands or the pile; the round ends at 0. */
  readonly cardsLeft: number;
  /** Per kind: cards of it played this round (on a target or taken), public from the play log. */
  readonly played: ArrayLike<number>;
  /** seat·categories + category → cards taken this round (public from the play log). */
  readonly taken: ArrayLike<number>;
  /** Per target: its colour index, -1 for none (fixed targets keep their own index). */
  readonly colourOf: ArrayLike<number>;
  /** Under "first card decides" (targets take the colour of their first colour card). */
  readonly firstCard: boolean;
  /** Cards left in the draw pile (public). */
  readonly pileLeft: number;
}

export class DreizehnFast implements FastPlayout<DreizehnState, DreizehnAction> {
  private reader: DreizehnFastReader | null = null;

  /** Read-only live access for rollout policies (see DreizehnFastReader); made once per object. */
  inspect(): DreizehnFastReader {
    return (this.reader ??= liveReader(
      {
        turn: () => this.turn,
        cardsLeft: () => this.cardsLeft,
        firstCard: () => this.firstCard,
        pileLeft: () => this.pileLen - this.pilePos,
      },
      {
        total: this.total,
        onTarget: this.onTarget,
        hand: this.hand,
        played: this.played,
        taken: this.taken,
        colourOf: this.colourOf,
      },
    ));
  }

  private players = 0;
  private firstCard = false;
  private targetIds: readonly string[] = targetIdsOf({ colorRule: 'fixed', memoryAid: false });
  private turn = -1;
  /** Cards still in hands or the pile; the round ends at 0. */
  private cardsLeft = 0;
  private readonly hand = new Int8Array(MAX_SEATS * KINDS);
  private readonly handSize = new Int8Array(MAX_SEATS);
  private readonly pile = new Int8Array(DREIZEHN_DECK_SIZE);
  private pilePos = 0;
  private pileLen = 0;
  private readonly total = new Int32Array(3);
  /** Cards on each target per category (blue, yellow, green, Fiese Vier). */
  private readonly onTarget = new Int8Array(3 * CATEGORIES);
  /** Colour of each target (-1: none); fixed targets keep their own index. */
  private readonly colourOf = new Int8Array(3);
  /** Which target holds each colour (-1: none), the inverse of `colourOf` under "firstCard". */
  private readonly targetOf = new Int8Array(3);
  private readonly taken = new Int16Array(MAX_SEATS * CATEGORIES);
  /** Per kind: cards played this round (for policies: what is still unseen by a seat). */
  private readonly played = new Int32Array(KINDS);
  /** A deal's shuffle (nested: no part of a snapshot, which the solver copies and hashes). */
  private readonly scratch = { shuffle: new Int8Array(DREIZEHN_DECK_SIZE) };

  load(state: DreizehnState, rng: Rng): void {
    const n = state.players;
    this.players = n;
    this.firstCard = state.options.colorRule === 'firstCard';
    this.targetIds = targetIdsOf(state.options);
    this.hand.fill(0);
    this.handSize.fill(0);
    this.total.fill(0);
    this.onTarget.fill(0);
    this.taken.fill(0);
    this.played.fill(0);
    this.pilePos = 0;
    this.pileLen = 0;
    for (let t = 0; t < 3; t++) {
      this.colourOf[t] = this.firstCard ? -1 : t;
      this.targetOf[t] = this.firstCard ? -1 : t;
    }
    if (state.phase === 'over') {
      this.turn = -1;
      this.cardsLeft = 0;
      return;
    }
    if (state.phase === 'deal') {
      this.dealRandom(dealerOf(state, state.history.length), rng);
      return;
    }
    for (let s = 0; s < n; s++) {
      for (const card of state.hands[s]!) this.hand[s * KINDS + KIND_OF[card]]!++;
      this.handSize[s] = state.hands[s]!.length;
      for (const card of state.taken[s]!) {
        this.taken[s * CATEGORIES + CATEGORY[KIND_OF[card]]!]!++;
        this.played[KIND_OF[card]]!++;
      }
    }
    for (const card of state.drawPile) this.pile[this.pileLen++] = KIND_OF[card];
    for (let t = 0; t < 3; t++) {
      this.total[t] = targetTotal(state.targets, t);
      for (const card of state.targets[t]!) {
        this.onTarget[t * CATEGORIES + CATEGORY[KIND_OF[card]]!]!++;
        this.played[KIND_OF[card]]!++;
      }
      if (this.firstCard) {
        const c = targetColour(state.options, state.targets, t);
        this.colourOf[t] = c;
        if (c >= 0) this.targetOf[c] = t;
      }
    }
    this.turn = state.turn;
    this.cardsLeft = state.drawPile.length + state.hands.reduce((a, h) => a + h.length, 0);
  }

  private dealRandom(dealer: number, rng: Rng): void {
    const buf = this.scratch.shuffle;
    buf.set(DECK_KINDS);
    for (let i = buf.length - 1; i > 0; i--) {
      const j = rng.int(i + 1);
      const tmp = buf[i]!;
      buf[i] = buf[j]!;
      buf[j] = tmp;
    }
    const n = this.players;
    let i = 0;
    for (let s = 0; s < n; s++) {
      for (let c = 0; c < DREIZEHN_HAND_SIZE; c++) this.hand[s * KINDS + buf[i++]!]!++;
      this.handSize[s] = DREIZEHN_HAND_SIZE;
    }
    while (i < buf.length) this.pile[this.pileLen++] = buf[i++]!;
    this.turn = (dealer + 1) % n;
    this.cardsLeft = DREIZEHN_DECK_SIZE;
  }

  toAct(): number {
    return this.turn;
  }

  legal(out: Int32Array): number {
    const seat = this.turn;
    if (seat < 0) return 0;
    const base = seat * KINDS;
    let n = 0;
    for (let k = 0; k < F4_KIND; k++) {
      if (this.hand[base + k] === 0) continue;
      const c = CATEGORY[k]!;
      const t = this.targetOf[c]!;
      if (t >= 0) {
        out[n++] = k * 3 + t;
      } else {
        // Under "firstCard" a colour without a target may go onto any target without colour.
        for (let u = 0; u < 3; u++) if (this.colourOf[u]! < 0) out[n++] = k * 3 + u;
      }
    }
    if (this.hand[base + F4_KIND]! > 0) {
      out[n++] = F4_KIND * 3;
      out[n++] = F4_KIND * 3 + 1;
      out[n++] = F4_KIND * 3 + 2;
    }
    return n;
  }

  play(move: number): void {
    const seat = this.turn;
    const kind = (move / 3) | 0;
    const t = move - kind * 3;
    const cat = CATEGORY[kind]!;
    this.hand[seat * KINDS + kind]!--;
    this.played[kind] = (this.played[kind] as number) + 1;
    this.handSize[seat]!--;
    this.cardsLeft--;
    const value = VALUE[kind]!;
    const tb = t * CATEGORIES;
    if (this.total[t]! + value > DREIZEHN_LIMIT) {
      const sb = seat * CATEGORIES;
      for (let c = 0; c < CATEGORIES; c++) {
        this.taken[sb + c]! += this.onTarget[tb + c]!;
        this.onTarget[tb + c] = 0;
      }
      this.total[t] = value;
      if (this.firstCard) {
        const old = this.colourOf[t]!;
        if (old >= 0) this.targetOf[old] = -1;
        this.colourOf[t] = cat === F4_CATEGORY ? -1 : cat;
        if (cat !== F4_CATEGORY) this.targetOf[cat] = t;
      }
    } else {
      this.total[t]! += value;
      if (this.firstCard && cat !== F4_CATEGORY && this.colourOf[t]! < 0) {
        this.colourOf[t] = cat;
        this.targetOf[cat] = t;
      }
    }
    this.onTarget[tb + cat]!++;
    if (this.pilePos < this.pileLen) {
      this.hand[seat * KINDS + this.pile[this.pilePos++]!]!++;
      this.handSize[seat]!++;
    }
    if (this.cardsLeft === 0) {
      this.turn = -1;
      return;
    }
    let s = seat;
    do s = s + 1 === this.players ? 0 : s + 1;
    while (this.handSize[s] === 0);
    this.turn = s;
  }

  encode(action: DreizehnAction): number {
    const t = this.targetIds.indexOf(action.target);
    if (!isDreizehnCard(action.card) || t < 0) return -1;
    return KIND_OF[action.card] * 3 + t;
  }

  decode(move: number): DreizehnAction {
    const kind = (move / 3) | 0;
    return { type: 'play', card: DREIZEHN_CARD_CODES[kind]!, target: this.targetIds[move - kind * 3]! };
  }

  /** Round scores so far, as if the round ended now (minus points). */
  scores(out: Float64Array): void {
    const n = this.players;
    for (let s = 0; s < n; s++) out[s] = 2 * this.taken[s * CATEGORIES + F4_CATEGORY]!;
    for (let c = 0; c < F4_CATEGORY; c++) {
      let best = -1;
      let bestSeat = -1;
      let tie = false;
      for (let s = 0; s < n; s++) {
        const k = this.taken[s * CATEGORIES + c]!;
        if (k > best) {
          best = k;
          bestSeat = s;
          tie = false;
        } else if (k === best) tie = true;
      }
      for (let s = 0; s < n; s++) if (s !== bestSeat || tie) out[s]! += this.taken[s * CATEGORIES + c]!;
    }
  }
}

export function createDreizehnFast(): DreizehnFast {
  return new DreizehnFast();
}
