/**
 * The Abyss view-model: pure functions from snapshots to what the table shows — the sorted
 * hand, what a step did (for its animation and log), where a jump lands, how the scale ranks,
 * why a trick was won, and the phase summary. No Pixi, no rule decisions: the engine's view
 * says who won and who moved; this only explains it.
 */
import {
  ABYSS_ELEMENTS,
  type AbyssCompletedTrick,
  type AbyssElement,
  type AbyssPlay,
  type AbyssView,
} from '../../../shared/games/abyss';
import {
  ABYSS_CURSE_FIELDS,
  ABYSS_GOAL,
  ABYSS_HEPTAGRAM_FIELDS,
  ABYSS_SCALE_PLACES,
  type AbyssCurseId,
  type AbyssFieldKind,
} from '../../../shared/games/abyss-data';
import { SEVENSINS_ELEMENT_LETTERS, SEVENSINS_SPECIALS } from '../../../shared/games/sevensins';
import type { TableEvent } from '../../../shared/protocol';
import type { HandState } from '../common/hand';
import { sortCards } from '../elements/cards';

export type Special = (typeof SEVENSINS_SPECIALS)[number];

/** The element of an element card, or null for a special. */
export function cardElement(code: string): AbyssElement | null {
  const i = (SEVENSINS_ELEMENT_LETTERS as readonly string[]).indexOf(code.charAt(0));
  if (i < 0 || !/^[WEFAS]\d+$/.test(code)) return null;
  return ABYSS_ELEMENTS[i] ?? null;
}

export function cardValue(code: string): number {
  const m = /^[WEFAS](\d+)$/.exec(code);
  return m ? Number(m[1]) : 0;
}

export function isSpecial(code: string): code is Special {
  return (SEVENSINS_SPECIALS as readonly string[]).includes(code);
}

/** Hand order: elements in canonical order by value, then the specials. */
export function sortHand(hand: readonly string[]): string[] {
  const key = (c: string): number => {
    const e = cardElement(c);
    if (e) return ABYSS_ELEMENTS.indexOf(e) * 100 + cardValue(c);
    return 1000 + (SEVENSINS_SPECIALS as readonly string[]).indexOf(c);
  };
  return [...hand].sort((a, b) => key(a) - key(b) || a.localeCompare(b));
}

/** Hand keys tell identical specials apart: `SIN`, `SIN.2`, … */
export function handKeys(codes: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return codes.map((c) => {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    return n === 1 ? c : `${c}.${n}`;
  });
}

/** Initials for the figures; two letters where two names share a first letter. */
export function figureInitials(names: readonly string[]): string[] {
  const first = names.map((n) => (n.trim()[0] ?? '?').toUpperCase());
  return names.map((n, i) => {
    const f = first[i]!;
    if (first.filter((x) => x === f).length < 2) return f;
    const t = n.trim();
    return (f + (t[1] ?? String(i + 1))).slice(0, 2);
  });
}

/** What a played card counts as under the curses in force (Soul Sleep, Sin Ban). */
export type Kind = 'element' | 'sin' | 'demon' | 'soul' | 'tanuki';
export function kindOf(play: { card: string; as?: 'sin' | 'tanuki' }, active: readonly AbyssCurseId[]): Kind {
  const c = play.card;
  let k: Kind;
  if (c === 'KITSUNE') k = play.as === 'tanuki' ? 'tanuki' : 'sin';
  else if (c === 'SIN') k = 'sin';
  else if (c === 'DEMON') k = 'demon';
  else if (c === 'SOUL') k = 'soul';
  else if (c === 'TANUKI') k = 'tanuki';
  else k = 'element';
  if (k === 'soul' && active.includes('soulSleep')) return 'tanuki';
  if (k === 'sin' && active.includes('sinBan')) return 'tanuki';
  return k;
}

/** The element the trick asks for (Tanuki leads: the first element card after it), or null. */
export function ledElement(
  trick: readonly AbyssPlay[],
  active: readonly AbyssCurseId[],
): AbyssElement | null {
  for (const p of trick) {
    const k = kindOf(p, active);
    if (k === 'element') return cardElement(p.card);
    if (k !== 'tanuki') return null;
  }
  return null;
}

/** A snapshot's view with every field present (an older host or a spectator may omit some). */
export function normalizeView(raw: unknown, seats: number): AbyssView {
  const v = (raw ?? {}) as Partial<AbyssView>;
  const n = v.players ?? seats;
  const zeros = Array<number>(n).fill(0);
  return {
    players: n,
    seat: v.seat ?? null,
    options: v.options ?? {},
    firstDealer: v.firstDealer ?? 0,
    phase: v.phase ?? -1,
    dealer: v.dealer ?? 0,
    stage: v.stage ?? 'deal',
    toAct: v.toAct ?? [],
    positions: v.positions ?? zeros,
    goal: v.goal ?? ABYSS_GOAL,
    scale: v.scale ?? [],
    curses: v.curses ?? [],
    activeCurses: v.activeCurses ?? [],
    deckSize: v.deckSize ?? 16,
    triggered: v.triggered ?? [],
    handSize: v.handSize ?? 0,
    hands: v.hands ?? Array.from({ length: n }, () => null),
    handCounts: v.handCounts ?? zeros,
    leader: v.leader ?? 0,
    trickIndex: v.trickIndex ?? 0,
    trick: v.trick ?? [],
    tricks: v.tricks ?? [],
    voids: v.voids ?? Array.from({ length: n }, () => []),
    passing: v.passing ?? null,
    move: v.move ?? null,
    roundScores: v.roundScores ?? [],
    winner: v.winner ?? null,
  };
}

/** The viewer's own hand from a view (empty for a spectator). */
export function ownHand(v: AbyssView): string[] {
  return v.seat === null ? [] : [...(v.hands[v.seat] ?? [])];
}

/**
 * The own hand as the fan shows it: on the viewer's turn every card while passing, the
 * legal ones while playing; otherwise nothing to click, the passed card marked meanwhile.
 */
export function handState(
  v: AbyssView,
  legal: readonly { type: string; [k: string]: unknown }[],
  mine: boolean,
): HandState {
  const cards = sortCards(ownHand(v));
  if (v.stage === 'pass' && mine)
    return { cards, choosable: [...new Set(cards)], active: true, marked: null };
  if (v.stage === 'play' && mine) {
    const playable = [...new Set(legal.filter((a) => a.type === 'play').map((a) => String(a.card)))];
    return { cards, choosable: playable, active: true, marked: null };
  }
  const marked = v.stage === 'pass' && v.passing && !v.passing.done ? v.passing.given : null;
  return { cards, choosable: [], active: false, marked };
}

// ---------------------------------------------------------------------------------------------
// The board

export function fieldKind(index: number, goal: number): AbyssFieldKind {
  if (index === 0) return 'start';
  if (index === goal) return 'goal';
  if ((ABYSS_HEPTAGRAM_FIELDS as readonly number[]).includes(index)) return 'heptagram';
  if ((ABYSS_CURSE_FIELDS as readonly number[]).includes(index)) return 'curse';
  return 'plain';
}

/** Seats on each field, in seat order (figures sharing a field stand side by side). */
export function stacks(positions: readonly number[]): Map<number, number[]> {
  const out = new Map<number, number[]>();
  positions.forEach((f, seat) => {
    const list = out.get(f) ?? [];
    list.push(seat);
    out.set(f, list);
  });
  return out;
}

/** Where a jump over the occupied `field` lands: the next field no other figure stands on (the goal at most). */
export function jumpTarget(positions: readonly number[], seat: number, field: number, goal: number): number {
  const taken = (f: number): boolean => positions.some((p, s) => s !== seat && p === f);
  let f = field + 1;
  while (f < goal && taken(f)) f++;
  return Math.min(f, goal);
}

/** The two answers to a jump question: stop on the occupied field ahead, or jump beyond it. */
export function jumpOptions(v: AbyssView): { seat: number; stop: number; jump: number } | null {
  if (v.stage !== 'jump' || !v.move) return null;
  const seat = v.move.seat;
  const stop = (v.positions[seat] ?? 0) + 1;
  return { seat, stop, jump: jumpTarget(v.positions, seat, stop, v.goal) };
}

// ---------------------------------------------------------------------------------------------
// The scale

/** Rank of an element (1 = lowest on the scale; 0 = off the scale), reversed under Mirror. */
export function scaleRank(scale: readonly AbyssElement[], e: AbyssElement, mirror: boolean): number {
  const i = scale.indexOf(e);
  if (i < 0) return 0;
  return mirror ? ABYSS_SCALE_PLACES - i : i + 1;
}

/** Elements the one on `place` (0-based) beats on the scale (lower-ranked, in place order). */
export function beatenOnScale(
  scale: readonly AbyssElement[],
  place: number,
  mirror: boolean,
): AbyssElement[] {
  const e = scale[place];
  if (!e) return [];
  const r = scaleRank(scale, e, mirror);
  return scale.filter((x) => x !== e && scaleRank(scale, x, mirror) < r);
}

/** The elements that may be added (each would land on place scale.length + 1). */
export function addable(scale: readonly AbyssElement[]): AbyssElement[] {
  if (scale.length >= ABYSS_SCALE_PLACES) return [];
  return ABYSS_ELEMENTS.filter((e) => !scale.includes(e));
}

// ---------------------------------------------------------------------------------------------
// Why a trick was won

export type TrickReason =
  | { kind: 'special'; special: 'sin' | 'demon' | 'soul'; firstSin: boolean }
  | { kind: 'tanuki' }
  | { kind: 'scale'; element: AbyssElement; place: number; beaten: AbyssElement[] }
  | { kind: 'scaleSame'; element: AbyssElement; place: number; reversal: boolean }
  | { kind: 'follow'; element: AbyssElement; reversal: boolean };

export interface TrickExplanation {
  reason: TrickReason;
  /** Cards in the trick that only counted as a Tanuki because of a curse. */
  asTanuki: { card: string; curse: AbyssCurseId }[];
  /** How the move differs from "the winner moves one field". */
  move: {
    mover: number;
    steps: number;
    chains: boolean;
    desecration: boolean;
    greed: boolean;
    hunger: boolean;
  };
}

/**
 * Explains a completed trick with the scale and the curses that were in force for it. The
 * winner is the engine's; this only names the reason.
 */
export function explainTrick(
  t: AbyssCompletedTrick,
  scale: readonly AbyssElement[],
  active: readonly AbyssCurseId[],
): TrickExplanation {
  const mirror = active.includes('mirror');
  const reversal = active.includes('reversal');
  const win = t.plays.find((p) => p.seat === t.winner) ?? t.plays[0]!;
  const kind = kindOf(win, active);
  const asTanuki: TrickExplanation['asTanuki'] = [];
  for (const p of t.plays) {
    const raw = kindOf(p, []);
    if (raw === 'soul' && active.includes('soulSleep')) asTanuki.push({ card: p.card, curse: 'soulSleep' });
    if (raw === 'sin' && active.includes('sinBan')) asTanuki.push({ card: p.card, curse: 'sinBan' });
  }
  let reason: TrickReason;
  if (kind === 'sin' || kind === 'demon' || kind === 'soul') {
    const sins = t.plays.filter((p) => kindOf(p, active) === 'sin').length;
    reason = { kind: 'special', special: kind, firstSin: kind === 'sin' && sins > 1 };
  } else if (kind === 'tanuki') reason = { kind: 'tanuki' };
  else {
    const e = cardElement(win.card)!;
    const rank = scaleRank(scale, e, mirror);
    const others = t.plays
      .filter((p) => p !== win && kindOf(p, active) === 'element')
      .map((p) => cardElement(p.card)!)
      .filter((x) => x !== e);
    const beaten = ABYSS_ELEMENTS.filter((x) => others.includes(x));
    const led = ledElement(t.plays, active);
    if (rank > 0 && beaten.length > 0)
      reason = { kind: 'scale', element: e, place: scale.indexOf(e) + 1, beaten };
    else if (rank > 0)
      reason = {
        kind: 'scaleSame',
        element: e,
        place: scale.indexOf(e) + 1,
        reversal: reversal && led === e,
      };
    else reason = { kind: 'follow', element: e, reversal };
  }
  return {
    reason,
    asTanuki,
    move: {
      mover: t.mover,
      steps: t.steps,
      chains: active.includes('chains') && t.steps === 0,
      desecration: active.includes('desecration') && t.mover !== t.winner,
      greed: active.includes('greed') && t.steps === 2 && kind !== 'demon',
      hunger: active.includes('hunger') && t.steps === 2 && kind === 'demon',
    },
  };
}

// ---------------------------------------------------------------------------------------------
// Steps

export type Step =
  | { kind: 'start' }
  | {
      kind: 'deal';
      phase: number;
      dealer: number;
      handSize: number;
      storm: [AbyssElement, AbyssElement] | null;
    }
  | { kind: 'passChoice'; seat: number }
  | { kind: 'passDone'; given: string | null; received: string | null }
  | { kind: 'play'; seat: number; card: string; as?: 'sin' | 'tanuki'; completed: AbyssCompletedTrick | null }
  | { kind: 'jump'; seat: number; jump: boolean; field: number }
  | { kind: 'scale'; seat: number; add?: AbyssElement; swap?: [number, number]; pass: boolean }
  | { kind: 'curse'; curse: AbyssCurseId; field: number; seat: number | null }
  | { kind: 'other' };

/** A figure's change of field in a step, and whether it went back (Undertow). */
export interface FigureMove {
  seat: number;
  from: number;
  to: number;
  back: boolean;
}

export function figureMoves(prev: AbyssView, next: AbyssView): FigureMove[] {
  const out: FigureMove[] = [];
  next.positions.forEach((to, seat) => {
    const from = prev.positions[seat] ?? 0;
    if (from !== to) out.push({ seat, from, to, back: to < from });
  });
  return out;
}

/** What one step did, from the previous view, the new one and the step's event. */
export function describeStep(prev: AbyssView | null, next: AbyssView, event: TableEvent): Step {
  if (event.kind === 'start') return { kind: 'start' };
  if (event.kind === 'deal') {
    let storm: [AbyssElement, AbyssElement] | null = null;
    if (prev && prev.scale.length >= 2 && prev.scale.join() !== next.scale.join()) {
      const top = prev.scale.length - 1;
      storm = [prev.scale[top - 1]!, prev.scale[top]!];
    }
    return { kind: 'deal', phase: next.phase, dealer: next.dealer, handSize: next.handSize, storm };
  }
  const a = event.action;
  const seat = event.seat;
  switch (a.type) {
    case 'pass': {
      if (next.passing?.done && !prev?.passing?.done) {
        return { kind: 'passDone', given: next.passing.given, received: next.passing.received };
      }
      return { kind: 'passChoice', seat: seat ?? -1 };
    }
    case 'play': {
      const card = String(a.card);
      const as = a.as === 'sin' || a.as === 'tanuki' ? a.as : undefined;
      const completed =
        next.tricks.length > (prev && prev.phase === next.phase ? prev.tricks.length : 0)
          ? (next.tricks[next.tricks.length - 1] ?? null)
          : null;
      return { kind: 'play', seat: seat ?? -1, card, ...(as ? { as } : {}), completed };
    }
    case 'jump': {
      const s = seat ?? -1;
      return { kind: 'jump', seat: s, jump: a.jump === true, field: next.positions[s] ?? 0 };
    }
    case 'scale': {
      const add = typeof a.add === 'string' ? (a.add as AbyssElement) : undefined;
      const swap = Array.isArray(a.swap) ? (a.swap as [number, number]) : undefined;
      return {
        kind: 'scale',
        seat: seat ?? -1,
        ...(add ? { add } : {}),
        ...(swap ? { swap } : {}),
        pass: !add && !swap,
      };
    }
    case 'curse': {
      const drawn = next.curses[next.curses.length - 1];
      const curse = (drawn?.curse ?? a.curse) as AbyssCurseId;
      const field = drawn?.field ?? next.triggered[next.triggered.length - 1] ?? 0;
      const mover = prev?.move?.seat ?? next.positions.findIndex((p) => p === field);
      return { kind: 'curse', curse, field, seat: mover >= 0 ? mover : null };
    }
    default:
      return { kind: 'other' };
  }
}

// ---------------------------------------------------------------------------------------------
// Phase summary and ranking

export interface PhaseRow {
  seat: number;
  from: number;
  to: number;
  won: number;
  /** Fields moved by tricks (the moves credited to this seat). */
  steps: number;
  /** Extra fields gained by jumping over figures. */
  jumped: number;
  undertow: boolean;
}

/**
 * One row per seat for a finished phase: where each figure started and ended, the tricks it
 * won, the fields its moves gave, what jumping added, and Undertow's step back.
 */
export function phaseRows(
  start: readonly number[],
  end: readonly number[],
  tricks: readonly AbyssCompletedTrick[],
  undertowSeat: number | null,
): PhaseRow[] {
  return end.map((to, seat) => {
    const from = start[seat] ?? 0;
    const won = tricks.filter((t) => t.winner === seat).length;
    const steps = tricks.filter((t) => t.mover === seat).reduce((n, t) => n + t.steps, 0);
    const undertow = undertowSeat === seat;
    const forward = to - from + (undertow ? 1 : 0);
    return { seat, from, to, won, steps, jumped: Math.max(0, forward - steps), undertow };
  });
}

/** Final order: the winner first, then by field (further is better), ties share a place. */
export function ranking(
  positions: readonly number[],
  winner: number | null,
): { seat: number; field: number; place: number }[] {
  const rows = positions.map((field, seat) => ({ seat, field }));
  rows.sort((a, b) => {
    if (a.seat === winner) return -1;
    if (b.seat === winner) return 1;
    return b.field - a.field || a.seat - b.seat;
  });
  const out: { seat: number; field: number; place: number }[] = [];
  rows.forEach((r, i) => {
    const prev = out[i - 1];
    const place =
      prev && prev.field === r.field && r.seat !== winner && prev.seat !== winner ? prev.place : i + 1;
    out.push({ ...r, place });
  });
  return out;
}

/**
 * Where the figures stood before Undertow in a step that ended the phase: the step's move is
 * deterministic once its decision is known (no further decision can come in a phase-ending
 * step), so the mover's field is replayed from the previous view.
 */
export function forwardPositions(prev: AbyssView, step: Step): number[] {
  const pre = [...prev.positions];
  const cap = (f: number): number => Math.min(f, prev.goal);
  if (step.kind === 'play' && step.completed) {
    const m = step.completed.mover;
    pre[m] = cap((pre[m] ?? 0) + step.completed.steps);
  } else if (step.kind === 'jump' && prev.move) {
    const m = prev.move.seat;
    const stop = (pre[m] ?? 0) + 1;
    const land = step.jump ? jumpTarget(prev.positions, m, stop, prev.goal) : stop;
    pre[m] = cap(land + prev.move.stepsLeft);
  } else if ((step.kind === 'scale' || step.kind === 'curse') && prev.move) {
    const m = prev.move.seat;
    pre[m] = cap((pre[m] ?? 0) + prev.move.stepsLeft);
  }
  return pre;
}

/** The figure Undertow pulled back at the end of this step's phase, or null. */
export function undertowMove(prev: AbyssView, next: AbyssView, step: Step): FigureMove | null {
  if (next.stage !== 'deal' || !prev.activeCurses.includes('undertow')) return null;
  const pre = forwardPositions(prev, step);
  for (let seat = 0; seat < next.positions.length; seat++) {
    const from = pre[seat] ?? 0;
    const to = next.positions[seat] ?? 0;
    if (from - to === 1) return { seat, from, to, back: true };
  }
  return null;
}
