/**
 * Pure view-model helpers for the 13 table: reading the view from a snapshot, sorting the
 * hand, legal targets per card, what a step did (for animation), the round summary's
 * explanation of every point, the ranking. No Pixi here, so all of it is unit-tested.
 */
import {
  DREIZEHN_COLOURS,
  DREIZEHN_LIMIT,
  dreizehnCardColour,
  dreizehnCardValue,
  isDreizehnCard,
  type DreizehnCard,
  type DreizehnColour,
  type DreizehnPlay,
  type DreizehnRoundEnd,
  type DreizehnView,
} from '../../../shared/games/dreizehn';
import type { TableEvent, TableSnapshot } from '../../../shared/protocol';

export function viewOf(snapshot: TableSnapshot): DreizehnView | null {
  const v = snapshot.view as Partial<DreizehnView> | null;
  if (!v || v.game !== 'dreizehn' || !Array.isArray(v.targets)) return null;
  return v as DreizehnView;
}

const COLOUR_ORDER: Record<string, number> = { B: 0, Y: 1, G: 2, F: 3 };

/** Hand order: blue, yellow, green, then the Fiese Vieren; low to high within a colour. */
export function sortHand(cards: readonly string[]): string[] {
  return [...cards].sort((a, b) => {
    const ca = COLOUR_ORDER[a[0] ?? ''] ?? 9;
    const cb = COLOUR_ORDER[b[0] ?? ''] ?? 9;
    if (ca !== cb) return ca - cb;
    return Number(a.slice(1)) - Number(b.slice(1));
  });
}

/** Stable ids for the hand: `card:B7`, a second copy `card:B7:2`. Index-aligned with `cards`. */
export function cardIds(cards: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return cards.map((c) => {
    const n = (seen.get(c) ?? 0) + 1;
    seen.set(c, n);
    return n === 1 ? `card:${c}` : `card:${c}:${n}`;
  });
}

type Legal = TableSnapshot['legal'][number];

/** Target ids where `card` may be played now (from the snapshot's legal actions). */
export function legalTargets(legal: readonly Legal[], card: string): string[] {
  return legal
    .filter((a) => a.type === 'play' && a.card === card && typeof a.target === 'string')
    .map((a) => a.target as string);
}

/** Cards that have at least one legal target. */
export function playableCards(legal: readonly Legal[]): Set<string> {
  return new Set(
    legal.filter((a) => a.type === 'play' && typeof a.card === 'string').map((a) => a.card as string),
  );
}

/** What adding `card` to a target would do (a hint for the player; the host decides). */
export interface TargetPreview {
  value: number;
  newTotal: number;
  overflow: boolean;
  /** Cards the player would take. */
  take: number;
}

export function previewOnTarget(total: number, count: number, card: string): TargetPreview | null {
  if (!isDreizehnCard(card)) return null;
  const value = dreizehnCardValue(card);
  const newTotal = total + value;
  const overflow = newTotal > DREIZEHN_LIMIT;
  return { value, newTotal: overflow ? value : newTotal, overflow, take: overflow ? count : 0 };
}

/** 0 = empty, 1 = at 13. Used for the gauge around each target. */
export function fillOf(total: number): number {
  return Math.max(0, Math.min(1, total / DREIZEHN_LIMIT));
}

/** How tense a target is, for its colour: calm below 8, warm from 8, hot from 11. */
export function heatOf(total: number): 'calm' | 'warm' | 'hot' {
  if (total >= 11) return 'hot';
  if (total >= 8) return 'warm';
  return 'calm';
}

/** A multiset difference: `a` minus `b` (each element of b removes one copy from a). */
export function minus<T>(a: readonly T[], b: readonly T[]): T[] {
  const out = [...a];
  for (const x of b) {
    const i = out.indexOf(x);
    if (i >= 0) out.splice(i, 1);
  }
  return out;
}

/** One step's effect, worked out from the previous and the new snapshot. */
export type StepEffect =
  | {
      kind: 'play';
      seat: number;
      card: DreizehnCard;
      /** Index 0–2 of the target. */
      target: number;
      /** Cards that lay on the target before and were taken (empty: no overflow). */
      taken: DreizehnCard[];
      /** The seat drew from the pile. */
      drew: boolean;
      /** The card the viewer drew (own plays only, when visible). */
      drawn: DreizehnCard | null;
      /** The play ended the round (the new view already shows it scored). */
      roundEnded: boolean;
    }
  | { kind: 'deal'; round: number; dealer: number }
  | { kind: 'none' };

export function stepEffect(prev: DreizehnView | null, next: DreizehnView, event: TableEvent): StepEffect {
  if (event.kind === 'deal') return { kind: 'deal', round: event.round, dealer: event.dealer };
  if (event.kind !== 'action' || !prev || event.seat === null) return { kind: 'none' };
  const a = event.action;
  if (
    a.type !== 'play' ||
    typeof a.card !== 'string' ||
    typeof a.target !== 'string' ||
    !isDreizehnCard(a.card)
  ) {
    return { kind: 'none' };
  }
  const t = prev.targets.findIndex((x) => x.id === a.target);
  if (t < 0) return { kind: 'none' };
  const card = a.card;
  const before = prev.targets[t]!.cards;
  const roundEnded = next.history.length > prev.history.length;
  let taken: DreizehnCard[] = [];
  if (roundEnded) {
    const left = next.history[next.history.length - 1]?.leftOnTargets[t] ?? [];
    if (before.length > 0 && left.length === 1 && left[0] === card) taken = [...before];
  } else {
    const last: DreizehnPlay | undefined = next.log[next.log.length - 1];
    if (last && last.took > 0) taken = before.slice(before.length - last.took);
  }
  const drew = next.drawPileSize < prev.drawPileSize;
  let drawn: DreizehnCard | null = null;
  if (drew && event.seat === next.seat && prev.hand && next.hand) {
    const left = minus(prev.hand, [card]);
    drawn = minus(next.hand, left)[0] ?? null;
  }
  return { kind: 'play', seat: event.seat, card, target: t, taken, drew, drawn, roundEnded };
}

/** A colour line or the Fiese Vier line of one seat's round score. */
export type ScoreLine =
  | {
      kind: 'colour';
      colour: DreizehnColour;
      count: number;
      points: number;
      status: 'most' | 'tied' | 'plain';
    }
  | { kind: 'fiese'; count: number; points: number }
  | { kind: 'nothing' };

export interface SeatBreakdown {
  lines: ScoreLine[];
  sum: number;
  /** The host's score for the seat (authoritative). */
  score: number;
  /** false when the explanation disagrees with the host (then the host's number is shown). */
  agrees: boolean;
}

/** Explains every seat's round score from the revealed taken cards. */
export function roundBreakdown(round: DreizehnRoundEnd): SeatBreakdown[] {
  const counts = round.taken.map((cards) => {
    const c = { blue: 0, yellow: 0, green: 0, fiese: 0 };
    for (const card of cards) {
      const col = dreizehnCardColour(card);
      if (col) c[col]++;
      else c.fiese++;
    }
    return c;
  });
  return round.taken.map((_, seat) => {
    const mine = counts[seat]!;
    const lines: ScoreLine[] = [];
    for (const colour of DREIZEHN_COLOURS) {
      const n = mine[colour];
      if (n === 0) continue;
      const best = Math.max(...counts.map((c) => c[colour]));
      const holders = counts.filter((c) => c[colour] === best).length;
      const status = n === best ? (holders === 1 ? 'most' : 'tied') : 'plain';
      lines.push({ kind: 'colour', colour, count: n, points: status === 'most' ? 0 : n, status });
    }
    if (mine.fiese > 0) lines.push({ kind: 'fiese', count: mine.fiese, points: 2 * mine.fiese });
    if (lines.length === 0) lines.push({ kind: 'nothing' });
    const sum = lines.reduce((s, l) => s + (l.kind === 'nothing' ? 0 : l.points), 0);
    const score = round.scores[seat] ?? sum;
    return { lines, sum, score, agrees: sum === score };
  });
}

export interface RankEntry {
  seat: number;
  total: number;
  /** 1-based; equal totals share a place. */
  place: number;
  winner: boolean;
}

/** Lowest total first; equal totals share the place. */
export function ranking(totals: readonly number[], winners?: readonly number[]): RankEntry[] {
  const order = totals
    .map((total, seat) => ({ seat, total }))
    .sort((a, b) => a.total - b.total || a.seat - b.seat);
  const best = order[0]?.total ?? 0;
  return order.map((e) => ({
    ...e,
    place: order.findIndex((o) => o.total === e.total) + 1,
    winner: winners ? winners.includes(e.seat) : e.total === best,
  }));
}

/** Running totals after each scored round (rows: rounds, columns: seats). */
export function runningTotals(history: readonly DreizehnRoundEnd[], players: number): number[][] {
  const acc = new Array<number>(players).fill(0);
  return history.map((r) => {
    r.scores.forEach((s, i) => (acc[i] = (acc[i] ?? 0) + s));
    return [...acc];
  });
}
