/**
 * The fast playout path of Abyss for search and the bench: one mutable object, typed arrays,
 * bitmask hands, integer moves, nothing allocated per step. A unit is a whole game: the next
 * phases' deals and the curse draws come from the Rng given to `load`.
 *
 * Hands: per seat and element a 13-bit mask (bit v-1 for value v) plus a count per special.
 * Cards are the indexes of CARD_CODES (0–64 element cards e*13+v-1, 65 SIN, 66 TANUKI,
 * 67 DEMON, 68 KITSUNE, 69 SOUL). Moves:
 *   0–69   play that card (a Kitsune, 68, as a Sin)     70  play a Kitsune as a Tanuki
 *   71/72  jump no/yes                                  73  scale: do nothing
 *   74–78  scale: add element e                         79–88 scale: swap a pair of places
 *   89–158 pass card c (89 + c)
 */
import {
  ABYSS_CURSE_IDS,
  ABYSS_DISTANT_GOAL,
  ABYSS_DROUGHT_HAND_SIZE,
  ABYSS_GOAL,
  ABYSS_HAND_SIZE,
  type AbyssCurseId,
} from '../../../shared/games/abyss-data';
import { ABYSS_ELEMENTS, type AbyssAction, type AbyssElement } from '../../../shared/games/abyss';
import type { FastPlayout } from '../../engine/game';
import {
  addDealt,
  dealtFromDeck,
  emptyCards,
  heldInto,
  playedInto,
  type Dealt,
} from '../common/played-cards';
import { liveReader } from '../common/live-reader';
import type { Rng } from '../../engine/rng';
import { CARD_CODES, DECK } from './cards';
import type { AbyssState } from './state';

const MAX_SEATS = 6;
const ELEMENT_CARDS = 65;
const SIN = 65;
const TANUKI = 66;
const DEMON = 67;
const KITSUNE = 68;
const SOUL = 69;
const KITSUNE_TANUKI = 70;
const JUMP_NO = 71;
const JUMP_YES = 72;
const SCALE_PASS = 73;
const SCALE_ADD = 74;
const SCALE_SWAP = 79;
const PASS = 89;
const MOVE_COUNT = PASS + 70;

// What a card counts as.
const K_ELEMENT = 0;
const K_TANUKI = 1;
const K_SIN = 2;
const K_DEMON = 3;
const K_SOUL = 4;
/** KIND_BEATS[a * 5 + b]: a card of kind a beats the current winner of kind b (not element vs element). */
const KIND_BEATS = new Uint8Array([
  0,
  1,
  0,
  0,
  0, // element
  0,
  0,
  0,
  0,
  0, // tanuki
  1,
  1,
  0,
  1,
  0, // sin
  1,
  1,
  0,
  0,
  1, // demon
  1,
  1,
  1,
  0,
  0, // soul
]);

// Curse bits, in ABYSS_CURSE_IDS order.
const C = Object.fromEntries(ABYSS_CURSE_IDS.map((id, i) => [id, 1 << i])) as Record<AbyssCurseId, number>;
const ALL_CURSES = (1 << ABYSS_CURSE_IDS.length) - 1;

// Stages.
const S_PASS = 1;
const S_PLAY = 2;
const S_JUMP = 3;
const S_SCALE = 4;
const S_OVER = 5;

/** Swap pairs of scale places, i < j, in move order. */
const SWAP_I = new Int8Array([0, 0, 0, 0, 1, 1, 1, 2, 2, 3]);
const SWAP_J = new Int8Array([1, 2, 3, 4, 2, 3, 4, 3, 4, 4]);

/** Field kinds: 1 heptagram, 2 curse field (index into the triggered bits by field / 5 − 1). */
const FIELD = new Uint8Array(ABYSS_DISTANT_GOAL + 2);
for (const f of [2, 7, 12, 17]) FIELD[f] = 1;
for (const f of [5, 10, 15]) FIELD[f] = 2;

const CODE_INDEX = new Map<string, number>(CARD_CODES.map((c, i) => [c, i]));

/** Move numbers and stages of the fast path, for the rollout policies that read it. */
export const ABYSS_MOVE = {
  SIN,
  TANUKI,
  DEMON,
  KITSUNE,
  SOUL,
  KITSUNE_TANUKI,
  JUMP_NO,
  JUMP_YES,
  SCALE_PASS,
  SCALE_ADD,
  SCALE_SWAP,
  PASS,
} as const;
export const ABYSS_STAGE = {
  PASS: S_PASS,
  PLAY: S_PLAY,
  JUMP: S_JUMP,
  SCALE: S_SCALE,
  OVER: S_OVER,
} as const;
/** What a card counts as (`kindOf`). */
export const ABYSS_KIND = {
  ELEMENT: K_ELEMENT,
  TANUKI: K_TANUKI,
  SIN: K_SIN,
  DEMON: K_DEMON,
  SOUL: K_SOUL,
} as const;
/** The bit of each curse in the reader's `curses` mask. */
export const ABYSS_CURSE_BITS: Readonly<Record<AbyssCurseId, number>> = C;
/** Scale places swapped by move SCALE_SWAP + p. */
export const ABYSS_SWAP_PAIRS: readonly (readonly [number, number])[] = Array.from(SWAP_I, (i, p) => [
  i,
  SWAP_J[p] as number,
]);

/**
 * A read-only window on a running fast playout for rollout policies and leaf evaluations: live
 * values (no copies, nothing allocated), valid until the next `load` or `play`. Arrays are typed
 * as `ArrayLike` so a reader cannot write through them.
 */
export interface AbyssFastReader {
  readonly players: number;
  /** ABYSS_STAGE. */
  readonly stage: number;
  /** Phases dealt before the current one (counts up as phases start). */
  readonly phase: number;
  /** Per seat: its figure's field. */
  readonly positions: ArrayLike<number>;
  /** The goal field now (23 under `distance`). */
  readonly goal: number;
  /** Elements on the scale, place 1 first (`scaleLength` of them). */
  readonly scale: ArrayLike<number>;
  readonly scaleLength: number;
  /** Per element: its power in the current trick (0: not trump; higher beats lower). */
  readonly rank: ArrayLike<number>;
  /** Hands: per seat and element (seat * 5 + e) a 13-bit mask, bit v-1 for value v. */
  readonly elementMasks: ArrayLike<number>;
  /** Hands: per seat and special (seat * 5 + k: Sin, Tanuki, Demon, Kitsune, Soul) a count. */
  readonly specialCounts: ArrayLike<number>;
  /** Cards in each seat's hand. */
  readonly handCounts: ArrayLike<number>;
  readonly leader: number;
  /** Cards in the current trick. */
  readonly trickLength: number;
  /** Tricks completed in this phase, and the phase's tricks in all. */
  readonly trickIndex: number;
  readonly handSize: number;
  /** The element to follow in the current trick (-1: none) and whether a special lifted it. */
  readonly follow: number;
  readonly followLifted: boolean;
  /** The seat whose figure is moving (jump or scale decision), or -1. */
  readonly mover: number;
  /** The seat that reached the goal, or -1. */
  readonly winner: number;
  /** Curses in force for the current trick, as ABYSS_CURSE_BITS (public: drawn curses are open). */
  readonly curses: number;
  /** The current trick's winning seat so far, and what its card counts as (ABYSS_KIND); valid while `trickLength` > 0. */
  readonly trickWinner: number;
  readonly trickWinnerKind: number;
  /** Curse fields triggered so far: bit i for field 5(i + 1) (public: the drawn curses lie open). */
  readonly triggeredFields: number;
  /**
   * Cards played this phase, completed tricks and the current one (open to all at the table):
   * per element a 13-bit mask, and per special (Sin, Tanuki, Demon, Kitsune, Soul) a count.
   */
  readonly playedMasks: ArrayLike<number>;
  readonly playedSpecials: ArrayLike<number>;
  /** What a play move counts as now (ABYSS_KIND), curses included. */
  kindOf(move: number): number;
  /** Whether a card (kind, element or -1, value index 0–12) beats the current trick's winner. */
  beats(kind: number, el: number, val: number): boolean;
  /** Whether card a beats card b (kind, element or -1, value index) with `follow` to follow, now. */
  outranks(ka: number, ea: number, va: number, kb: number, eb: number, vb: number, follow: number): boolean;
}

const DECK_CODES = Int8Array.from(DECK, (c) => CODE_INDEX.get(c) as number);

export class AbyssFast implements FastPlayout<AbyssState, AbyssAction> {
  /** Enough room for the legal moves of any position. */
  static readonly MAX_MOVES = 96;

  private readonly n: number;
  private firstDealer = 0;
  private phase = 0;
  private stage = S_OVER;
  private rng: Rng | null = null;

  private readonly pos = new Int8Array(MAX_SEATS);
  private readonly scale = new Int8Array(5);
  private scaleLen = 0;
  /** Per element: its power for the current trick (0 off the scale). */
  private readonly rank = new Int8Array(5);

  private deckMask = ALL_CURSES;
  private drawnMask = 0;
  /** Curses in force for the current trick / drawn before the current phase. */
  private active = 0;
  private phaseActive = 0;
  private triggered = 0;
  private readonly drawOrder = new Int8Array(16);
  private drawCount = 0;

  private readonly elem = new Int32Array(MAX_SEATS * 5);
  private readonly spec = new Int8Array(MAX_SEATS * 5);
  private readonly count = new Int8Array(MAX_SEATS);
  private readonly passChoice = new Int8Array(MAX_SEATS);
  private readonly deck = Int8Array.from(DECK_CODES);
  /**
   * The cards dealt this phase (element masks, special counts), set at the deal and at `load`:
   * the reader's played cards (AbyssFastReader.playedMasks) are these minus the hands, worked out
   * when a policy asks, so a play books nothing extra (the playouts' hot path). Passing moves
   * cards between hands and leaves them dealt.
   */
  private readonly dealtElem = new Int32Array(5);
  private readonly dealtSpec = new Int32Array(5);
  private readonly dealt: Dealt = { elem: this.dealtElem, spec: this.dealtSpec };
  /** Set at a deal: `dealt` is still to be read from the deck's first cards. */
  private dealtFromDeck = false;
  /** Where the reader's played cards are written (a nested object: no part of a snapshot). */
  private readonly playedOut = emptyCards();

  private handSize = 5;
  private trickIndex = 0;
  private leader = 0;
  private trickLen = 0;
  private follow = -1;
  /** 0: an element led; 1: a Tanuki led (the first element card sets `follow`); 2: nothing to follow. */
  private leadMode = 0;
  private lifted = false;
  private bestSeat = 0;
  private bestKind = 0;
  private bestEl = 0;
  private bestVal = 0;
  private lastWinner = 0;

  private moveSeat = -1;
  private stepsLeft = 0;
  private winnerSeat = -1;

  private readonly reader: AbyssFastReader;

  constructor(players: number) {
    if (players < 3 || players > MAX_SEATS) throw new Error(`Abyss is played by 3–6, not ${players}`);
    this.n = players;
    this.reader = liveReader(
      {
        stage: () => this.stage,
        phase: () => this.phase,
        goal: () => this.goal(),
        scaleLength: () => this.scaleLen,
        leader: () => this.leader,
        trickLength: () => this.trickLen,
        trickIndex: () => this.trickIndex,
        handSize: () => this.handSize,
        follow: () => this.follow,
        followLifted: () => this.lifted,
        mover: () => this.moveSeat,
        winner: () => this.winnerSeat,
        curses: () => this.active,
        trickWinner: () => this.bestSeat,
        trickWinnerKind: () => this.bestKind,
        triggeredFields: () => this.triggered,
        playedMasks: () => this.playedNow().elem,
        playedSpecials: () => this.playedNow().spec,
      },
      {
        players,
        positions: this.pos,
        scale: this.scale,
        rank: this.rank,
        elementMasks: this.elem,
        specialCounts: this.spec,
        handCounts: this.count,
        kindOf: (move: number) => this.kindOf(move),
        beats: (kind: number, el: number, val: number) => this.beats(kind, el, val),
        outranks: (ka: number, ea: number, va: number, kb: number, eb: number, vb: number, follow: number) =>
          this.outranks(ka, ea, va, kb, eb, vb, follow),
      },
    );
  }

  /** Read-only live access for rollout policies (see AbyssFastReader). */
  inspect(): AbyssFastReader {
    return this.reader;
  }

  // ------------------------------------------------------------------ contract

  load(state: AbyssState, rng: Rng): void {
    if (state.players !== this.n) throw new Error('player count differs');
    this.rng = rng;
    const n = this.n;
    this.firstDealer = state.firstDealer;
    this.phase = state.phase;
    this.winnerSeat = state.winner ?? -1;
    for (let s = 0; s < n; s++) this.pos[s] = state.positions[s] as number;
    this.scaleLen = state.scale.length;
    state.scale.forEach((e, i) => (this.scale[i] = ABYSS_ELEMENTS.indexOf(e)));
    this.deckMask = 0;
    for (const c of state.deck) this.deckMask |= C[c];
    this.drawnMask = ALL_CURSES & ~this.deckMask;
    this.drawCount = 0;
    for (const c of state.curses) this.drawOrder[this.drawCount++] = ABYSS_CURSE_IDS.indexOf(c.curse);
    this.triggered = 0;
    for (const f of state.triggered) this.triggered |= 1 << (f / 5 - 1);
    // `active` holds every curse drawn before the current trick (phase-timed ones are read
    // only through `phaseActive`, the curses drawn before the current phase).
    this.active = 0;
    this.phaseActive = 0;
    for (const c of state.curses) {
      if (c.phase < state.phase || (c.phase === state.phase && c.trick < state.trickIndex))
        this.active |= C[c.curse];
      if (c.phase < state.phase) this.phaseActive |= C[c.curse];
    }
    this.handSize = state.handSize;
    this.trickIndex = state.trickIndex;
    this.elem.fill(0);
    this.spec.fill(0);
    this.count.fill(0);
    for (let s = 0; s < n; s++)
      for (const card of state.hands[s] ?? []) this.addCard(s, CODE_INDEX.get(card) as number);
    this.passChoice.fill(-1);
    if (state.passing && !state.passing.done) {
      state.passing.choices.forEach(
        (c, s) => (this.passChoice[s] = c === null ? -1 : (CODE_INDEX.get(c) as number)),
      );
    }
    this.dealtFromDeck = false;
    heldInto(this.elem, this.spec, n, this.dealt);
    for (const t of state.tricks)
      for (const p of t.plays) addDealt(this.dealt, CODE_INDEX.get(p.card) as number);
    for (const p of state.trick) addDealt(this.dealt, CODE_INDEX.get(p.card) as number);
    this.lastWinner = state.tricks[state.tricks.length - 1]?.winner ?? state.leader;
    this.moveSeat = state.move?.seat ?? -1;
    this.stepsLeft = state.move?.stepsLeft ?? 0;

    switch (state.stage) {
      case 'deal':
        this.startPhase();
        break;
      case 'pass':
        this.stage = S_PASS;
        this.leader = state.leader;
        break;
      case 'play':
        this.beginTrick(state.leader);
        for (const p of state.trick) {
          const code = CODE_INDEX.get(p.card) as number;
          this.layCard(p.seat, code === KITSUNE && p.as === 'tanuki' ? KITSUNE_TANUKI : code);
        }
        break;
      case 'jump':
        this.stage = S_JUMP;
        break;
      case 'scale':
        this.stage = S_SCALE;
        break;
      case 'curse': {
        // A draw is pending on the last triggered field: draw it now and go on with the move.
        this.stage = S_PLAY;
        this.drawCurse();
        this.runMove();
        break;
      }
      case 'over':
        this.stage = S_OVER;
        break;
    }
  }

  toAct(): number {
    switch (this.stage) {
      case S_PASS:
        for (let s = 0; s < this.n; s++) if (this.passChoice[s] === -1) return s;
        return -1;
      case S_PLAY:
        return (this.leader + this.trickLen) % this.n;
      case S_JUMP:
      case S_SCALE:
        return this.moveSeat;
      default:
        return -1;
    }
  }

  legal(out: Int32Array): number {
    switch (this.stage) {
      case S_PLAY:
        return this.legalPlays(out);
      case S_PASS:
        return this.legalPasses(out);
      case S_JUMP:
        out[0] = JUMP_YES;
        out[1] = JUMP_NO;
        return 2;
      case S_SCALE:
        return this.legalScale(out);
      default:
        return 0;
    }
  }

  play(move: number): void {
    if (move < JUMP_NO) {
      const seat = (this.leader + this.trickLen) % this.n;
      this.removeCard(seat, move === KITSUNE_TANUKI ? KITSUNE : move);
      this.layCard(seat, move);
      if (this.trickLen === this.n) this.finishTrick();
    } else if (move <= JUMP_YES) {
      this.stage = S_PLAY;
      const seat = this.moveSeat;
      let field = this.pos[seat] as number;
      field++;
      if (move === JUMP_YES) {
        const goal = this.goal();
        field++;
        while (field < goal && this.occupied(field, seat)) field++;
      }
      if (this.land(field)) this.runMove();
    } else if (move < PASS) {
      if (move >= SCALE_SWAP) {
        const i = SWAP_I[move - SCALE_SWAP] as number;
        const j = SWAP_J[move - SCALE_SWAP] as number;
        const t = this.scale[i] as number;
        this.scale[i] = this.scale[j] as number;
        this.scale[j] = t;
      } else if (move >= SCALE_ADD) {
        this.scale[this.scaleLen++] = move - SCALE_ADD;
      }
      this.stage = S_PLAY;
      this.runMove();
    } else {
      this.choosePass(move - PASS);
    }
  }

  encode(action: AbyssAction): number {
    switch (action.type) {
      case 'play': {
        const code = CODE_INDEX.get(action.card) ?? -1;
        return code === KITSUNE && action.as === 'tanuki' ? KITSUNE_TANUKI : code;
      }
      case 'jump':
        return action.jump ? JUMP_YES : JUMP_NO;
      case 'scale': {
        if (action.add !== undefined) return SCALE_ADD + ABYSS_ELEMENTS.indexOf(action.add);
        if (action.swap !== undefined) {
          const i = Math.min(action.swap[0], action.swap[1]);
          const j = Math.max(action.swap[0], action.swap[1]);
          for (let k = 0; k < SWAP_I.length; k++)
            if (SWAP_I[k] === i && SWAP_J[k] === j) return SCALE_SWAP + k;
          return -1;
        }
        return SCALE_PASS;
      }
      case 'pass':
        return PASS + (CODE_INDEX.get(action.card) ?? -PASS - 1);
      default:
        return -1;
    }
  }

  decode(move: number): AbyssAction {
    if (move < 0 || move >= MOVE_COUNT) throw new Error(`no Abyss move ${move}`);
    if (move === KITSUNE) return { type: 'play', card: 'KITSUNE', as: 'sin' };
    if (move === KITSUNE_TANUKI) return { type: 'play', card: 'KITSUNE', as: 'tanuki' };
    if (move < KITSUNE_TANUKI) return { type: 'play', card: CARD_CODES[move] as string };
    if (move === JUMP_NO || move === JUMP_YES) return { type: 'jump', jump: move === JUMP_YES };
    if (move === SCALE_PASS) return { type: 'scale', pass: true };
    if (move < SCALE_SWAP) return { type: 'scale', add: ABYSS_ELEMENTS[move - SCALE_ADD] as AbyssElement };
    if (move < PASS)
      return {
        type: 'scale',
        swap: [SWAP_I[move - SCALE_SWAP] as number, SWAP_J[move - SCALE_SWAP] as number],
      };
    return { type: 'pass', card: CARD_CODES[move - PASS] as string };
  }

  /** Game totals so far: each figure's field. */
  scores(out: Float64Array): void {
    for (let s = 0; s < this.n; s++) out[s] = this.pos[s] as number;
  }

  // ------------------------------------------------------------------ inspection (tests, bots)

  /** The seat that reached the goal, or -1. */
  winner(): number {
    return this.winnerSeat;
  }

  /** Number of phases dealt so far. */
  phases(): number {
    return this.phase + 1;
  }

  /** A seat's hand as card codes (canonical order). */
  handCodes(seat: number): string[] {
    const out: string[] = [];
    for (let e = 0; e < 5; e++) {
      const mask = this.elem[seat * 5 + e] as number;
      for (let v = 0; v < 13; v++) if (mask & (1 << v)) out.push(CARD_CODES[e * 13 + v] as string);
    }
    for (let k = 0; k < 5; k++) {
      for (let i = 0; i < (this.spec[seat * 5 + k] as number); i++)
        out.push(CARD_CODES[ELEMENT_CARDS + k] as string);
    }
    return out;
  }

  /** Curses drawn so far, in order. */
  drawnCurses(): AbyssCurseId[] {
    return Array.from(this.drawOrder.subarray(0, this.drawCount), (i) => ABYSS_CURSE_IDS[i] as AbyssCurseId);
  }

  scaleElements(): AbyssElement[] {
    return Array.from(this.scale.subarray(0, this.scaleLen), (e) => ABYSS_ELEMENTS[e] as AbyssElement);
  }

  positions(): number[] {
    return Array.from(this.pos.subarray(0, this.n));
  }

  // ------------------------------------------------------------------ hands

  private addCard(seat: number, code: number): void {
    if (code < ELEMENT_CARDS) {
      const e = (code / 13) | 0;
      this.elem[seat * 5 + e] = (this.elem[seat * 5 + e] as number) | (1 << (code - e * 13));
    } else {
      this.spec[seat * 5 + code - ELEMENT_CARDS]++;
    }
    this.count[seat]++;
  }

  private removeCard(seat: number, code: number): void {
    if (code < ELEMENT_CARDS) {
      const e = (code / 13) | 0;
      this.elem[seat * 5 + e] = (this.elem[seat * 5 + e] as number) & ~(1 << (code - e * 13));
    } else {
      this.spec[seat * 5 + code - ELEMENT_CARDS]--;
    }
    this.count[seat]--;
  }

  // ------------------------------------------------------------------ phases and passing

  private startPhase(): void {
    const n = this.n;
    const rng = this.rng as Rng;
    this.phase++;
    this.phaseActive = this.drawnMask;
    this.handSize = this.phaseActive & C.drought ? ABYSS_DROUGHT_HAND_SIZE : ABYSS_HAND_SIZE;
    this.elem.fill(0);
    this.spec.fill(0);
    this.count.fill(0);
    // Partial Fisher–Yates: only the dealt cards need to be random.
    const deck = this.deck;
    const total = n * this.handSize;
    for (let i = 0; i < total; i++) {
      const j = i + rng.int(deck.length - i);
      const t = deck[j] as number;
      deck[j] = deck[i] as number;
      deck[i] = t;
      this.addCard(i % n, t);
    }
    // The dealt cards are the deck's first `total`: worked out only if a policy asks.
    this.dealtFromDeck = true;
    if (this.phaseActive & C.storm && this.scaleLen >= 2) {
      const top = this.scaleLen - 1;
      const t = this.scale[top] as number;
      this.scale[top] = this.scale[top - 1] as number;
      this.scale[top - 1] = t;
    }
    const dealer = (this.firstDealer + this.phase) % n;
    this.trickIndex = 0;
    if (this.phaseActive & C.passing) {
      this.passChoice.fill(-1, 0, n);
      this.leader = dealer;
      this.stage = S_PASS;
    } else {
      this.beginTrick(dealer);
    }
  }

  private legalPasses(out: Int32Array): number {
    const seat = this.toAct();
    let k = 0;
    for (let e = 0; e < 5; e++) {
      let mask = this.elem[seat * 5 + e] as number;
      while (mask !== 0) {
        const bit = mask & -mask;
        out[k++] = PASS + e * 13 + (31 - Math.clz32(bit));
        mask ^= bit;
      }
    }
    for (let j = 0; j < 5; j++)
      if ((this.spec[seat * 5 + j] as number) > 0) out[k++] = PASS + ELEMENT_CARDS + j;
    return k;
  }

  private choosePass(code: number): void {
    const n = this.n;
    this.passChoice[this.toAct()] = code;
    for (let s = 0; s < n; s++) if (this.passChoice[s] === -1) return;
    for (let s = 0; s < n; s++) this.removeCard(s, this.passChoice[s] as number);
    for (let s = 0; s < n; s++) this.addCard((s + 1) % n, this.passChoice[s] as number);
    this.beginTrick(this.leader);
  }

  // ------------------------------------------------------------------ tricks

  private beginTrick(leader: number): void {
    this.leader = leader;
    this.trickLen = 0;
    this.active = this.drawnMask;
    this.computeRanks();
    this.stage = S_PLAY;
  }

  private computeRanks(): void {
    this.rank.fill(0);
    const mirror = (this.active & C.mirror) !== 0;
    for (let i = 0; i < this.scaleLen; i++) this.rank[this.scale[i] as number] = mirror ? 5 - i : i + 1;
  }

  private kindOf(move: number): number {
    if (move < ELEMENT_CARDS) return K_ELEMENT;
    switch (move) {
      case SIN:
      case KITSUNE:
        return this.active & C.sinBan ? K_TANUKI : K_SIN;
      case TANUKI:
      case KITSUNE_TANUKI:
        return K_TANUKI;
      case DEMON:
        return K_DEMON;
      default:
        return this.active & C.soulSleep ? K_TANUKI : K_SOUL;
    }
  }

  private legalPlays(out: Int32Array): number {
    const seat = (this.leader + this.trickLen) % this.n;
    const base = seat * 5;
    let k = 0;
    let from = 0;
    let to = 5;
    let specials = true;
    if (
      this.trickLen > 0 &&
      this.follow >= 0 &&
      !this.lifted &&
      (this.elem[base + this.follow] as number) !== 0
    ) {
      from = this.follow;
      to = from + 1;
      specials = (this.active & C.oath) === 0;
    }
    for (let e = from; e < to; e++) {
      let mask = this.elem[base + e] as number;
      while (mask !== 0) {
        const bit = mask & -mask;
        out[k++] = e * 13 + (31 - Math.clz32(bit));
        mask ^= bit;
      }
    }
    if (specials) {
      if ((this.spec[base] as number) > 0) out[k++] = SIN;
      if ((this.spec[base + 1] as number) > 0) out[k++] = TANUKI;
      if ((this.spec[base + 2] as number) > 0) out[k++] = DEMON;
      if ((this.spec[base + 3] as number) > 0) {
        out[k++] = KITSUNE;
        out[k++] = KITSUNE_TANUKI;
      }
      if ((this.spec[base + 4] as number) > 0) out[k++] = SOUL;
    }
    return k;
  }

  /** Lays `move`'s card into the trick and updates following and the current winner. */
  private layCard(seat: number, move: number): void {
    const kind = this.kindOf(move);
    const isElement = kind === K_ELEMENT;
    const el = isElement ? (move / 13) | 0 : -1;
    const val = isElement ? move - el * 13 : 0;
    if (this.trickLen === 0) {
      this.follow = el;
      this.leadMode = isElement ? 0 : kind === K_TANUKI ? 1 : 2;
      this.lifted = false;
      this.bestSeat = seat;
      this.bestKind = kind;
      this.bestEl = el;
      this.bestVal = val;
    } else {
      if (isElement && this.leadMode === 1 && this.follow < 0) this.follow = el;
      if (this.beats(kind, el, val)) {
        this.bestSeat = seat;
        this.bestKind = kind;
        this.bestEl = el;
        this.bestVal = val;
      }
    }
    if (kind >= K_SIN && (this.active & C.oath) === 0) this.lifted = true;
    this.trickLen++;
  }

  /** The cards played this phase (the current trick included): dealt minus held. */
  private playedNow(): Dealt {
    if (this.dealtFromDeck) {
      this.dealtFromDeck = false;
      dealtFromDeck(this.dealt, this.deck, this.n * this.handSize);
    }
    return playedInto(this.dealt, this.elem, this.spec, this.n, this.playedOut);
  }

  // ------------------------------------------------------------------ moves

  private finishTrick(): void {
    const a = this.active;
    const winner = this.bestSeat;
    const kind = this.bestKind;
    let steps = 1;
    if (a & C.hunger && kind === K_DEMON) steps = 2;
    if (a & C.greed && this.trickIndex === this.handSize - 1) steps = 2;
    if (a & C.chains && winner === this.leader) steps = 0;
    this.moveSeat = a & C.desecration && kind >= K_SIN ? this.leader : winner;
    this.stepsLeft = steps;
    this.lastWinner = winner;
    this.runMove();
  }

  private goal(): number {
    return this.active & C.distance ? ABYSS_DISTANT_GOAL : ABYSS_GOAL;
  }

  private occupied(field: number, seat: number): boolean {
    for (let s = 0; s < this.n; s++) if (s !== seat && this.pos[s] === field) return true;
    return false;
  }

  /** Takes steps until a decision is needed (stage set) or the move ends. */
  private runMove(): void {
    while (this.stepsLeft > 0) {
      this.stepsLeft--;
      const seat = this.moveSeat;
      const target = (this.pos[seat] as number) + 1;
      if (target < this.goal() && this.occupied(target, seat)) {
        this.stage = S_JUMP;
        return;
      }
      if (!this.land(target)) return;
    }
    this.endMove();
  }

  /** The mover lands on `field`; false when the game ended or a scale decision waits. */
  private land(field: number): boolean {
    const seat = this.moveSeat;
    this.pos[seat] = field;
    if (field >= this.goal()) {
      this.winnerSeat = seat;
      this.stage = S_OVER;
      return false;
    }
    const kind = FIELD[field] as number;
    if (kind === 1 && (this.active & C.frozenScale) === 0) {
      this.stage = S_SCALE;
      return false;
    }
    if (kind === 2) {
      const bit = 1 << (field / 5 - 1);
      if ((this.triggered & bit) === 0) {
        this.triggered |= bit;
        this.drawCurse();
      }
    }
    return true;
  }

  private drawCurse(): void {
    const rng = this.rng as Rng;
    let left = 0;
    for (let m = this.deckMask; m !== 0; m &= m - 1) left++;
    let k = rng.int(left);
    let m = this.deckMask;
    while (k-- > 0) m &= m - 1;
    const bit = m & -m;
    this.deckMask &= ~bit;
    this.drawnMask |= bit;
    this.drawOrder[this.drawCount++] = 31 - Math.clz32(bit);
  }

  private endMove(): void {
    this.moveSeat = -1;
    if (this.trickIndex < this.handSize - 1) {
      this.trickIndex++;
      this.beginTrick(this.lastWinner);
      return;
    }
    if (this.phaseActive & C.undertow) {
      let best = -1;
      let lead = -1;
      for (let s = 0; s < this.n; s++) {
        const p = this.pos[s] as number;
        if (p > best) {
          best = p;
          lead = s;
        } else if (p === best) {
          lead = -1;
        }
      }
      if (lead >= 0) this.pos[lead]--;
    }
    this.startPhase();
  }

  private legalScale(out: Int32Array): number {
    let k = 0;
    out[k++] = SCALE_PASS;
    if (this.scaleLen < 5) {
      for (let e = 0; e < 5; e++) {
        let present = false;
        for (let i = 0; i < this.scaleLen; i++) if (this.scale[i] === e) present = true;
        if (!present) out[k++] = SCALE_ADD + e;
      }
    }
    for (let p = 0; p < SWAP_I.length; p++)
      if ((SWAP_J[p] as number) < this.scaleLen) out[k++] = SCALE_SWAP + p;
    return k;
  }

  /** Does a card (kind, element, value) beat the trick's current winner? Elements by the scale. */
  private beats(kind: number, el: number, val: number): boolean {
    return this.outranks(kind, el, val, this.bestKind, this.bestEl, this.bestVal, this.follow);
  }

  /** Does card a beat card b (kind, element or -1, value index) with `follow` to follow, now? */
  private outranks(
    ka: number,
    ea: number,
    va: number,
    kb: number,
    eb: number,
    vb: number,
    follow: number,
  ): boolean {
    if (ka !== K_ELEMENT || kb !== K_ELEMENT) return KIND_BEATS[ka * 5 + kb] === 1;
    const ra = this.rank[ea] as number;
    const rb = this.rank[eb] as number;
    if (ra !== rb) return ra > rb;
    if (ea !== eb) return ra === 0 && ea === follow;
    if (ra === 0 && ea !== follow) return false;
    if (this.active & C.reversal && ea === follow) return va < vb;
    return va > vb;
  }
}

export function createAbyssFast(players: number): AbyssFast {
  return new AbyssFast(players);
}
