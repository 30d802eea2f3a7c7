/**
 * Pure view-model helpers of the Siegel scene (no Pixi): hand order, the prediction draft
 * behind the dialog, the seal moves a step made (for the arc animations), the round
 * explanation and the log. Rules stay in the engine: everything here reads the view.
 */
import {
  canonicalSteals,
  parseCard,
  predictionProblem,
  SEAL_COLORS,
  SEAL_KINDS,
  sealColorOfCard,
  type CardColor,
  type CompletedTrick,
  type PredictAction,
  type PredictionChoices,
  type PredictionEntry,
  type PredictionProblem,
  type RoundSummary,
  type SealColor,
  type SealCounts,
  type SealKind,
  type SiegelView,
  type Steal,
} from '../../../shared/games/siegel';
import type { TableEvent } from '../../../shared/protocol';

// ---------------------------------------------------------------------------------------------
// Hand

/** Colour order of the fanned hand: the four plain colours, then red (always trump) at the right. */
export const HAND_ORDER: readonly CardColor[] = ['Y', 'G', 'B', 'V', 'R'];

export function sortHand(hand: readonly string[]): string[] {
  const key = (code: string): number => {
    const p = parseCard(code);
    if (!p) return 1000;
    return HAND_ORDER.indexOf(p.color) * 100 + p.value;
  };
  return [...hand].sort((a, b) => key(a) - key(b));
}

/** The colour the current trick was led with, or null when it is empty. */
export function ledColour(trick: readonly { card: string }[]): SealColor | null {
  const first = trick[0];
  const p = first ? parseCard(first.card) : null;
  return p ? sealColorOfCard(p.color) : null;
}

export function cardColour(code: string): SealColor | null {
  const p = parseCard(code);
  return p ? sealColorOfCard(p.color) : null;
}

// ---------------------------------------------------------------------------------------------
// Prediction draft

export interface Draft {
  counts: Record<SealColor, number>;
  /** For each colour, the victim seat of each seal taken from a player (length = shortfall). */
  steals: Record<SealColor, number[]>;
}

export function emptyDraft(): Draft {
  return {
    counts: { red: 0, yellow: 0, green: 0, blue: 0, violet: 0 },
    steals: { red: [], yellow: [], green: [], blue: [], violet: [] },
  };
}

function cloneDraft(d: Draft): Draft {
  const out = emptyDraft();
  for (const c of SEAL_COLORS) {
    out.counts[c] = d.counts[c];
    out.steals[c] = [...d.steals[c]];
  }
  return out;
}

export function draftTotal(d: Draft): number {
  let t = 0;
  for (const c of SEAL_COLORS) t += d.counts[c];
  return t;
}

export function stealsUsed(d: Draft, except?: SealColor): number {
  let n = 0;
  for (const c of SEAL_COLORS) if (c !== except) n += d.steals[c].length;
  return n;
}

function choiceOf(choices: PredictionChoices, color: SealColor) {
  return choices.colors.find((c) => c.color === color) ?? { color, centre: 0, victims: [] };
}

/** The most seals of `color` the draft may name, given what the other colours already claim. */
export function colorMax(choices: PredictionChoices, d: Draft, color: SealColor): number {
  const ch = choiceOf(choices, color);
  let held = 0;
  for (const v of ch.victims) held += v.holds;
  const whitesLeft = Math.max(0, choices.whites - stealsUsed(d, color));
  const byColour = ch.centre + Math.min(held, whitesLeft);
  const byTotal = choices.maxTotal - (draftTotal(d) - d.counts[color]);
  return Math.max(0, Math.min(byColour, byTotal));
}

/** Sets a colour's count (clamped to what is possible) and fits its steals to the shortfall. */
export function setCount(choices: PredictionChoices, d: Draft, color: SealColor, n: number): Draft {
  const out = cloneDraft(d);
  const count = Math.max(0, Math.min(colorMax(choices, d, color), Math.round(n)));
  out.counts[color] = count;
  const ch = choiceOf(choices, color);
  const short = Math.max(0, count - ch.centre);
  const list = out.steals[color].slice(0, short);
  for (const v of ch.victims) {
    let used = list.filter((s) => s === v.seat).length;
    while (list.length < short && used < v.holds) {
      list.push(v.seat);
      used++;
    }
  }
  out.steals[color] = list;
  return out;
}

/** Moves the `index`-th steal of a colour to the next player who still holds a seal of it. */
export function cycleVictim(choices: PredictionChoices, d: Draft, color: SealColor, index: number): Draft {
  const list = d.steals[color];
  const current = list[index];
  if (current === undefined) return d;
  const victims = choiceOf(choices, color).victims;
  const k = victims.findIndex((v) => v.seat === current);
  for (let step = 1; step <= victims.length; step++) {
    const v = victims[(k + step) % victims.length]!;
    if (v.seat === current) return d;
    const others = list.filter((s, i) => i !== index && s === v.seat).length;
    if (others < v.holds) {
      const out = cloneDraft(d);
      out.steals[color][index] = v.seat;
      return out;
    }
  }
  return d;
}

export function draftSteals(d: Draft): Steal[] {
  const out: Steal[] = [];
  for (const c of SEAL_COLORS) for (const from of d.steals[c]) out.push({ color: c, from });
  return out;
}

export function draftAction(d: Draft): PredictAction {
  const seals: PredictAction['seals'] = {};
  for (const c of SEAL_COLORS) if (d.counts[c] > 0) seals[c] = d.counts[c];
  const steals = draftSteals(d);
  return steals.length > 0 ? { type: 'predict', seals, steals } : { type: 'predict', seals };
}

export function draftProblem(choices: PredictionChoices, d: Draft): PredictionProblem | null {
  return predictionProblem(choices, draftAction(d).seals, draftSteals(d));
}

/** True when the draft's steals are the canonical ones (the dialog marks them "suggested"). */
export function isCanonical(choices: PredictionChoices, d: Draft): boolean {
  const canon = canonicalSteals(choices, draftAction(d).seals);
  if (!canon) return false;
  const mine = draftSteals(d);
  return (
    canon.length === mine.length &&
    canon.every((s, i) => s.color === mine[i]!.color && s.from === mine[i]!.from)
  );
}

/** Penalty points of keeping every seal of the draft (2 per coloured seal). */
export function draftRisk(d: Draft): number {
  return draftTotal(d) * 2;
}

// ---------------------------------------------------------------------------------------------
// Seal moves of a step

export type Place = number | 'centre';

export interface SealMove {
  seal: SealKind;
  from: Place;
  to: Place;
}

/** The seals a prediction moved: centre first, then each steal with its white to the victim. */
export function predictionMoves(entry: PredictionEntry, centreBefore: SealCounts): SealMove[] {
  if (entry.type !== 'predict') return [];
  const moves: SealMove[] = [];
  for (const c of SEAL_COLORS) {
    const want = entry.seals[c] ?? 0;
    const stolen = entry.steals.filter((s) => s.color === c).length;
    const fromCentre = Math.min(centreBefore[c], want - stolen);
    for (let i = 0; i < fromCentre; i++) moves.push({ seal: c, from: 'centre', to: entry.seat });
  }
  for (const s of entry.steals) {
    moves.push({ seal: s.color, from: s.from, to: entry.seat });
    moves.push({ seal: 'white', from: 'centre', to: s.from });
  }
  return moves;
}

export function outcomeMoves(trick: CompletedTrick): SealMove[] {
  if (trick.outcome.kind === 'returned')
    return [{ seal: trick.outcome.seal, from: trick.winner, to: 'centre' }];
  if (trick.outcome.kind === 'black') return [{ seal: 'black', from: 'centre', to: trick.winner }];
  return [];
}

/** All seals going home at the end of a round. */
export function homeMoves(seals: readonly SealCounts[]): SealMove[] {
  const moves: SealMove[] = [];
  seals.forEach((counts, seat) => {
    for (const k of SEAL_KINDS)
      for (let i = 0; i < counts[k]; i++) moves.push({ seal: k, from: seat, to: 'centre' });
  });
  return moves;
}

export function applyMoves(
  centre: SealCounts,
  seals: readonly SealCounts[],
  moves: readonly SealMove[],
): { centre: SealCounts; seals: SealCounts[] } {
  const c = { ...centre };
  const s = seals.map((x) => ({ ...x }));
  const at = (p: Place): SealCounts | undefined => (p === 'centre' ? c : s[p]);
  for (const m of moves) {
    const from = at(m.from);
    const to = at(m.to);
    if (from) from[m.seal] -= 1;
    if (to) to[m.seal] += 1;
  }
  return { centre: c, seals: s };
}

export function sameSeals(
  a: { centre: SealCounts; seals: readonly SealCounts[] },
  b: { centre: SealCounts; seals: readonly SealCounts[] },
): boolean {
  if (a.seals.length !== b.seals.length) return false;
  for (const k of SEAL_KINDS) {
    if (a.centre[k] !== b.centre[k]) return false;
    for (let i = 0; i < a.seals.length; i++) if (a.seals[i]![k] !== b.seals[i]![k]) return false;
  }
  return true;
}

/** What a step did, worked out from the event and the two views, for the animations and the log. */
export type StepKind =
  | { kind: 'deal'; round: number; dealer: number; home: SealMove[] }
  | { kind: 'predict'; seat: number; entry: PredictionEntry; moves: SealMove[] }
  | { kind: 'saboteur'; seat: number }
  | {
      kind: 'play';
      seat: number;
      card: string;
      /** The completed trick when this card finished it (and no return choice is pending). */
      completed: CompletedTrick | null;
      /** The winner who must now choose a seal (return phase), if any. */
      choosing: number | null;
      moves: SealMove[];
    }
  | { kind: 'return'; seat: number; completed: CompletedTrick | null; moves: SealMove[] }
  | { kind: 'other' };

export function describeStep(prev: SiegelView | null, next: SiegelView, event: TableEvent): StepKind {
  if (event.kind === 'deal') {
    const home = prev && prev.round >= 0 ? homeMoves(prev.seals) : [];
    return { kind: 'deal', round: event.round, dealer: event.dealer, home };
  }
  if (event.kind !== 'action' || event.seat === null || !prev) return { kind: 'other' };
  const seat = event.seat;
  const a = event.action;
  const newTrick =
    next.tricks.length > prev.tricks.length ? (next.tricks[next.tricks.length - 1] ?? null) : null;
  if (a.type === 'predict') {
    const entry = [...next.predictions].reverse().find((p) => p.seat === seat);
    if (!entry) return { kind: 'other' };
    return { kind: 'predict', seat, entry, moves: predictionMoves(entry, prev.centre) };
  }
  if (a.type === 'saboteur') return { kind: 'saboteur', seat };
  if (a.type === 'play' && typeof a.card === 'string') {
    const choosing = next.phase === 'return' && next.toAct !== null ? next.toAct : null;
    return {
      kind: 'play',
      seat,
      card: a.card,
      completed: newTrick,
      choosing,
      moves: newTrick ? outcomeMoves(newTrick) : [],
    };
  }
  if (a.type === 'return') {
    return { kind: 'return', seat, completed: newTrick, moves: newTrick ? outcomeMoves(newTrick) : [] };
  }
  return { kind: 'other' };
}

// ---------------------------------------------------------------------------------------------
// Round explanation

export type SummaryLine =
  | { kind: 'seals'; seal: SealKind; n: number; points: number }
  | { kind: 'saboteur'; base: number; blacks: number; points: number }
  | { kind: 'clean' };

export function sealPoints(kind: SealKind): number {
  return kind === 'black' ? 3 : kind === 'white' ? 4 : 2;
}

/** Every point of a seat's round score, line by line; `total` is the engine's score. */
export function explainRound(
  summary: RoundSummary,
  seat: number,
  base: number,
): { lines: SummaryLine[]; total: number } {
  const lines: SummaryLine[] = [];
  const held = summary.seals[seat];
  if (summary.saboteur === seat) {
    let blacks = 0;
    summary.blacksTaken.forEach((b, s) => {
      if (s !== seat) blacks += b;
    });
    lines.push({ kind: 'saboteur', base, blacks, points: Math.max(0, base - blacks) });
  }
  if (held) {
    for (const k of SEAL_KINDS) {
      if (held[k] > 0) lines.push({ kind: 'seals', seal: k, n: held[k], points: held[k] * sealPoints(k) });
    }
  }
  if (lines.length === 0) lines.push({ kind: 'clean' });
  return { lines, total: summary.scores[seat] ?? 0 };
}

/** Final places: 1 for the lowest total, equal totals share a place. */
export function ranking(totals: readonly number[]): { seat: number; total: number; place: number }[] {
  const order = totals
    .map((total, seat) => ({ seat, total }))
    .sort((a, b) => a.total - b.total || a.seat - b.seat);
  return order.map((e) => ({ ...e, place: 1 + order.filter((o) => o.total < e.total).length }));
}

// ---------------------------------------------------------------------------------------------
// A view with every field, whatever the host sent

/**
 * Fills what a (partial or older) view leaves out, so the scene never trips over a missing
 * field; what is there is taken as it is. The playable cards come from the snapshot's legal
 * actions when the view does not list them.
 */
export function normalizeView(
  raw: unknown,
  seats: number,
  legal: readonly { type: string; [k: string]: unknown }[],
): SiegelView {
  const v = (typeof raw === 'object' && raw !== null ? raw : {}) as Partial<SiegelView>;
  const n = typeof v.players === 'number' ? v.players : seats;
  const zeros = (): number[] => new Array<number>(n).fill(0);
  const arr = <T>(x: unknown, d: T[]): T[] => (Array.isArray(x) ? (x as T[]) : d);
  const seals = arr<SealCounts>(v.seals, []);
  const legalPlays = legal
    .filter((a) => a.type === 'play' && typeof a.card === 'string')
    .map((a) => a.card as string);
  const phase =
    v.phase ?? (legal.some((a) => a.type === 'predict' || a.type === 'saboteur') ? 'predict' : 'play');
  return {
    game: 'siegel',
    players: n,
    options: { saboteurBase: v.options?.saboteurBase ?? 4 },
    seat: v.seat ?? null,
    firstDealer: v.firstDealer ?? 0,
    phase,
    roundCount: v.roundCount ?? (n === 3 ? 6 : n),
    round: v.round ?? 0,
    dealer: v.dealer ?? 0,
    toAct: v.toAct ?? null,
    hand: arr<string>(v.hand, []),
    handSizes: arr<number>(v.handSizes, zeros()),
    seals: Array.from({ length: n }, (_, i) => ({ ...emptySealsLocal(), ...(seals[i] ?? {}) })),
    centre: { ...emptySealsLocal(), ...(v.centre ?? {}) },
    saboteur: v.saboteur ?? null,
    predictions: arr<PredictionEntry>(v.predictions, []),
    leader: v.leader ?? null,
    trick: arr<{ seat: number; card: string }>(v.trick, []),
    lastTrick: v.lastTrick ?? null,
    tricks: arr<CompletedTrick>(v.tricks, []),
    tricksWon: arr<number>(v.tricksWon, zeros()),
    blacksTaken: arr<number>(v.blacksTaken, zeros()),
    prediction: v.prediction ?? null,
    legalCards: Array.isArray(v.legalCards) ? v.legalCards : legalPlays.length > 0 ? legalPlays : null,
    returnChoices: v.returnChoices ?? null,
    history: arr<RoundSummary>(v.history, []),
    roundScores: arr<number[]>(v.roundScores, []),
    totals: arr<number>(v.totals, zeros()),
  };
}

function emptySealsLocal(): SealCounts {
  return { red: 0, yellow: 0, green: 0, blue: 0, violet: 0, white: 0, black: 0 };
}
