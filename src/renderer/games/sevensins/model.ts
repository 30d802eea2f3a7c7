/**
 * The SevenSins scene's view-model: pure functions from snapshots to what the table shows —
 * what a step did, the bid choices, each seat's bid cue, why a trick was won (for the log), a
 * phase's points line by line, the score sheet and the ranking. No Pixi, no rule decisions:
 * legality comes from the snapshot; explanations only describe what the engine decided.
 */
import type {
  SevenSinsCompletedTrick,
  SevenSinsElement,
  SevenSinsKitsuneForm,
  SevenSinsPhaseResult,
  SevenSinsTrickPlay,
  SevenSinsView,
} from '../../../shared/games/sevensins';
import type { TableEvent } from '../../../shared/protocol';
import { cardFacts, firstElementInTrick } from '../elements/cards';
import { isMyTurn } from '../common/views';

type Action = { type: string; [key: string]: unknown };

/** The snapshot's view with every field present (a defensive copy for older hosts/tests). */
export function normalizeView(raw: unknown, players: number): SevenSinsView {
  const v = (raw ?? {}) as Partial<SevenSinsView>;
  const zeros = (): number[] => Array.from({ length: players }, () => 0);
  return {
    game: 'sevensins',
    players: v.players ?? players,
    options: v.options ?? { phases: 13 },
    seat: v.seat ?? null,
    firstDealer: v.firstDealer ?? 0,
    // A view without a stage but with a hand (a minimal test host) is in play.
    stage: v.stage ?? (v.hand ? 'play' : 'deal'),
    phase: v.phase ?? 0,
    dealer: v.dealer ?? 0,
    blind: v.blind ?? false,
    hand: v.hand ?? null,
    hands: v.hands ?? Array.from({ length: players }, () => null),
    handSizes: v.handSizes ?? zeros(),
    trumpCard: v.trumpCard ?? null,
    trump: v.trump ?? null,
    bids: v.bids ?? Array.from({ length: players }, () => null),
    tricksWon: v.tricksWon ?? zeros(),
    sinsUnderSoul: v.sinsUnderSoul ?? zeros(),
    soulsUnderDemon: v.soulsUnderDemon ?? zeros(),
    leader: v.leader ?? 0,
    toAct: v.toAct ?? null,
    trick: v.trick ?? [],
    tricks: v.tricks ?? [],
    history: v.history ?? [],
    totals: v.totals ?? zeros(),
  };
}

/** Whether the viewer is asked now (the same for every table). */
export { isMyTurn };

// ---------------------------------------------------------------------------------------------
// Steps

export type Step =
  | { kind: 'start' }
  | { kind: 'deal'; phase: number; dealer: number; trumpCard: string | null; trump: SevenSinsElement | null }
  | { kind: 'trump'; seat: number; element: SevenSinsElement }
  | { kind: 'bid'; seat: number; tricks: number }
  | {
      kind: 'play';
      seat: number;
      card: string;
      as?: SevenSinsKitsuneForm;
      /** The trick this card completed, or null. */
      completed: SevenSinsCompletedTrick | null;
      /** The phase this card ended (its result), or null. */
      phaseEnd: SevenSinsPhaseResult | null;
    }
  | { kind: 'other' };

/** What one step did, from its event and the views before and after. */
export function describeStep(prev: SevenSinsView | null, next: SevenSinsView, event: TableEvent): Step {
  if (event.kind === 'start' || !prev) return { kind: 'start' };
  if (event.kind === 'deal') {
    return {
      kind: 'deal',
      phase: next.phase,
      dealer: next.dealer,
      trumpCard: next.trumpCard,
      trump: next.trump,
    };
  }
  const seat = event.seat;
  const a = event.action;
  if (seat === null) return { kind: 'other' };
  if (a.type === 'trump' && typeof a.element === 'string') {
    return { kind: 'trump', seat, element: a.element as SevenSinsElement };
  }
  if (a.type === 'bid' && typeof a.tricks === 'number') return { kind: 'bid', seat, tricks: a.tricks };
  if (a.type === 'play' && typeof a.card === 'string') {
    const grew = next.tricks.length === prev.tricks.length + 1 && next.phase === prev.phase;
    const completed = grew ? (next.tricks[next.tricks.length - 1] ?? null) : null;
    const phaseEnd =
      next.history.length > prev.history.length ? (next.history[next.history.length - 1] ?? null) : null;
    const as = a.as === 'sin' || a.as === 'tanuki' ? a.as : undefined;
    return { kind: 'play', seat, card: a.card, ...(as ? { as } : {}), completed, phaseEnd };
  }
  return { kind: 'other' };
}

// ---------------------------------------------------------------------------------------------
// Decisions

/** The distinct card codes the legal actions allow to play. */
export function legalCards(legal: readonly Action[]): string[] {
  const out: string[] = [];
  for (const a of legal)
    if (a.type === 'play' && typeof a.card === 'string' && !out.includes(a.card)) out.push(a.card);
  return out;
}

/** The Kitsune forms the legal actions allow. */
export function kitsuneForms(legal: readonly Action[]): SevenSinsKitsuneForm[] {
  const out: SevenSinsKitsuneForm[] = [];
  for (const a of legal) {
    if (
      a.type === 'play' &&
      a.card === 'KITSUNE' &&
      (a.as === 'sin' || a.as === 'tanuki') &&
      !out.includes(a.as)
    )
      out.push(a.as);
  }
  return out;
}

export interface BidOption {
  tricks: number;
  allowed: boolean;
}

/**
 * Every bid 0…n with whether it is legal now. A bid in range that is missing from the legal
 * actions is the last bidder's forbidden one (the bids would add up to n).
 */
export function bidOptions(
  phase: number,
  legal: readonly Action[],
): { options: BidOption[]; forbidden: number | null } {
  const ok = new Set(legal.filter((a) => a.type === 'bid').map((a) => a.tricks as number));
  const options: BidOption[] = [];
  let forbidden: number | null = null;
  for (let t = 0; t <= phase; t++) {
    const allowed = ok.has(t);
    if (!allowed && ok.size > 0) forbidden = t;
    options.push({ tricks: t, allowed });
  }
  return { options, forbidden };
}

export function trumpChoices(legal: readonly Action[]): SevenSinsElement[] {
  return legal.filter((a) => a.type === 'trump').map((a) => a.element as SevenSinsElement);
}

// ---------------------------------------------------------------------------------------------
// Seat facts

export type Cue = 'none' | 'exact' | 'short' | 'over' | 'under';

export interface SeatFacts {
  bid: number | null;
  won: number;
  cue: Cue;
  /** Tricks still needed (cue 'short') or over the bid (cue 'over'). */
  n: number;
}

/**
 * A seat's bid against its tricks: `exact` (on the bid), `short` (can still make it), `under`
 * (too few tricks left to reach it), `over` (more than bid), `none` (no bid yet).
 */
export function seatFacts(v: SevenSinsView, seat: number): SeatFacts {
  const bid = v.bids[seat] ?? null;
  const won = v.tricksWon[seat] ?? 0;
  if (bid === null) return { bid, won, cue: 'none', n: 0 };
  if (won > bid) return { bid, won, cue: 'over', n: won - bid };
  if (won === bid) return { bid, won, cue: 'exact', n: 0 };
  const left = Math.max(0, v.phase - v.tricks.length);
  return { bid, won, cue: bid - won > left ? 'under' : 'short', n: bid - won };
}

/** How much the phase's points count, as shown at the table: phases 7 and 13 and a turned Soul double. */
export function phaseMultiplier(v: SevenSinsView): number {
  return (v.phase === 7 || v.phase === 13 ? 2 : 1) * (v.trumpCard === 'SOUL' ? 2 : 1);
}

// ---------------------------------------------------------------------------------------------
// Why a trick was won

type Beh = 'element' | 'SIN' | 'DEMON' | 'SOUL' | 'TANUKI';

function behaviour(p: SevenSinsTrickPlay): Beh {
  const f = cardFacts(p.card);
  if (!f || f.element) return 'element';
  if (f.special === 'KITSUNE') return p.as === 'tanuki' ? 'TANUKI' : 'SIN';
  return f.special as Beh;
}

export type WhyKind =
  | 'onlyTanukis'
  | 'demonSoul'
  | 'soulSin'
  | 'sinDemon'
  | 'firstHolds'
  | 'specialBeats'
  | 'trumpBeats'
  | 'spaceBeats'
  | 'followBeats'
  | 'higher'
  | 'alone';

export interface TrickWhy {
  kind: WhyKind;
  winner: SevenSinsTrickPlay;
  /** The card it is set against in the sentence, if any. */
  loser: SevenSinsTrickPlay | null;
}

/**
 * A one-line reason for the winner the engine named: the special it beat in the Sin → Demon →
 * Soul cycle, or the strongest element card it beat (space, then trump, then the element led).
 */
export function explainTrick(
  plays: readonly SevenSinsTrickPlay[],
  winnerSeat: number,
  trump: SevenSinsElement | null,
): TrickWhy | null {
  const winner = plays.find((p) => p.seat === winnerSeat);
  if (!winner) return null;
  const others = plays.filter((p) => p !== winner);
  const wb = behaviour(winner);
  if (wb === 'TANUKI') return { kind: 'onlyTanukis', winner, loser: null };
  if (wb !== 'element') {
    const prey: Record<string, [Beh, WhyKind]> = {
      DEMON: ['SOUL', 'demonSoul'],
      SOUL: ['SIN', 'soulSin'],
      SIN: ['DEMON', 'sinDemon'],
    };
    const [victim, kind] = prey[wb]!;
    const beaten = others.find((p) => behaviour(p) === victim);
    if (beaten) return { kind, winner, loser: beaten };
    const twin = others.find((p) => behaviour(p) === wb);
    if (twin) return { kind: 'firstHolds', winner, loser: twin };
    if (others.some((p) => behaviour(p) === 'element')) return { kind: 'specialBeats', winner, loser: null };
    return { kind: 'alone', winner, loser: null };
  }
  const follow = firstElementInTrick(plays);
  const we = cardFacts(winner.card)!.element!;
  const power = (p: SevenSinsTrickPlay): number => {
    const f = cardFacts(p.card);
    if (!f?.element) return -1;
    const tier = f.element === 'space' ? 3 : f.element === trump ? 2 : f.element === follow ? 1 : 0;
    return tier * 100 + f.value;
  };
  const rivals = others.filter((p) => behaviour(p) === 'element').sort((a, b) => power(b) - power(a));
  const best = rivals[0];
  if (!best) return { kind: 'alone', winner, loser: null };
  const be = cardFacts(best.card)!.element!;
  if (we === 'space' && be !== 'space') return { kind: 'spaceBeats', winner, loser: best };
  if (we === trump && we !== 'space') return { kind: 'trumpBeats', winner, loser: best };
  if (we === be) return { kind: 'higher', winner, loser: best };
  return { kind: 'followBeats', winner, loser: best };
}

// ---------------------------------------------------------------------------------------------
// Points

export type LineKind = 'exact' | 'zero' | 'zeroMiss' | 'miss' | 'sins' | 'souls' | 'bonusLost' | 'mult';

export interface PointsLine {
  kind: LineKind;
  params: Record<string, number>;
  /** What the line adds (0 for notes; the multiplier line adds the difference it makes). */
  points: number;
}

/** One seat's points of a finished phase, line by line; the lines add up to its score. */
export function phaseLines(r: SevenSinsPhaseResult, seat: number): PointsLine[] {
  const b = r.bids[seat] ?? 0;
  const t = r.tricks[seat] ?? 0;
  const n = r.phase;
  const lines: PointsLine[] = [];
  let base: number;
  if (b === t && b > 0) {
    base = 3 * t;
    lines.push({ kind: 'exact', params: { b, t, p: base }, points: base });
  } else if (b === t) {
    base = n;
    lines.push({ kind: 'zero', params: { n }, points: n });
  } else if (b === 0) {
    base = -n;
    lines.push({ kind: 'zeroMiss', params: { t, n }, points: -n });
  } else {
    base = -Math.abs(b - t);
    lines.push({ kind: 'miss', params: { b, t, d: Math.abs(b - t) }, points: base });
  }
  const sins = r.sinsUnderSoul[seat] ?? 0;
  const souls = r.soulsUnderDemon[seat] ?? 0;
  let bonus = 0;
  if (b === t) {
    if (sins > 0) {
      lines.push({ kind: 'sins', params: { n: sins, p: 2 * sins }, points: 2 * sins });
      bonus += 2 * sins;
    }
    if (souls > 0) {
      lines.push({ kind: 'souls', params: { n: souls, p: 5 * souls }, points: 5 * souls });
      bonus += 5 * souls;
    }
  } else if (sins + souls > 0) {
    lines.push({ kind: 'bonusLost', params: { n: sins + souls }, points: 0 });
  }
  if (r.multiplier > 1) {
    const before = base + bonus;
    lines.push({
      kind: 'mult',
      params: { m: r.multiplier, phase: n, soul: r.trumpCard === 'SOUL' ? 1 : 0 },
      points: before * (r.multiplier - 1),
    });
  }
  return lines;
}

// ---------------------------------------------------------------------------------------------
// Score sheet and ranking

export interface SheetCell {
  bid: number;
  won: number;
  score: number;
  running: number;
  made: boolean;
}

export interface SheetRow {
  phase: number;
  multiplier: number;
  trump: SevenSinsElement | null;
  trumpCard: string;
  cells: SheetCell[];
}

/** One row per finished phase with bid/won, points and running total per seat. */
export function sheetRows(history: readonly SevenSinsPhaseResult[], players: number): SheetRow[] {
  const running = Array.from({ length: players }, () => 0);
  return history.map((r) => ({
    phase: r.phase,
    multiplier: r.multiplier,
    trump: r.trump,
    trumpCard: r.trumpCard,
    cells: running.map((_, i) => {
      const score = r.scores[i] ?? 0;
      running[i] = (running[i] ?? 0) + score;
      const bid = r.bids[i] ?? 0;
      const won = r.tricks[i] ?? 0;
      return { bid, won, score, running: running[i]!, made: bid === won };
    }),
  }));
}

export interface RankEntry {
  seat: number;
  total: number;
  /** 1 for the best; equal totals share a rank. */
  rank: number;
  made: number;
  phases: number;
}

/** Highest total first; equal totals share the rank. */
export function ranking(totals: readonly number[], history: readonly SevenSinsPhaseResult[]): RankEntry[] {
  const rows = totals.map((total, seat) => ({
    seat,
    total,
    rank: 0,
    made: history.filter((h) => h.bids[seat] === h.tricks[seat]).length,
    phases: history.length,
  }));
  rows.sort((a, b) => b.total - a.total || a.seat - b.seat);
  rows.forEach((r, i) => {
    r.rank = i > 0 && rows[i - 1]!.total === r.total ? rows[i - 1]!.rank : i + 1;
  });
  return rows;
}

/** Number of cards of each element in a hand (for the trump choice). */
export function elementCounts(hand: readonly string[] | null): Record<SevenSinsElement, number> {
  const out: Record<SevenSinsElement, number> = { water: 0, earth: 0, fire: 0, air: 0, space: 0 };
  for (const c of hand ?? []) {
    const e = cardFacts(c)?.element;
    if (e) out[e]++;
  }
  return out;
}
