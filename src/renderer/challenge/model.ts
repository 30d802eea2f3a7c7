/**
 * The duplicate challenge as the renderer reads it: which table is a challenge's deal, what the
 * participant can do next, and how a score or a board cell is written. Pure, so it is
 * unit-tested without a screen; the rules and the scores are the host's (src/main/host/challenge/challenge.ts).
 */
import { text } from '../../shared/i18n/format';
import type { ChallengeEntry, ChallengeView, LobbyView, TableSnapshot } from '../../shared/protocol';
import type { Language } from '../../shared/settings';

/** What the viewer's own part of the challenge offers now. */
export type ChallengeStep =
  /** Not taking part: the join field (while open). */
  | { kind: 'join' }
  /** Taking part, no deal yet: Play deal 1. */
  | { kind: 'first' }
  /** A deal is being played: back to its table. */
  | { kind: 'playing'; deal: number }
  /** A deal is over and another waits: Next deal. */
  | { kind: 'next'; deal: number }
  /** Every deal played (the others still play). */
  | { kind: 'done' }
  /** The challenge has ended (or not taking part once it has). */
  | { kind: 'ended' };

export function challengeStep(c: ChallengeView): ChallengeStep {
  if (c.state === 'ended') return { kind: 'ended' };
  const you = c.you;
  if (!you) return { kind: 'join' };
  if (you.deal === null) return { kind: 'first' };
  if (!you.dealOver) return { kind: 'playing', deal: you.deal };
  return you.deal + 1 < c.deals ? { kind: 'next', deal: you.deal + 1 } : { kind: 'done' };
}

/** Whether `table` is one of this challenge's deal tables (the host says so in the snapshot). */
export function isChallengeTable(c: ChallengeView | null, table: TableSnapshot | null): boolean {
  return !!c && table?.challengeDeal?.challenge === c.id;
}

/** Whether `table` is the viewer's own current deal of the challenge. */
export function isOwnDealTable(c: ChallengeView | null, table: TableSnapshot | null): boolean {
  const you = c?.you;
  if (!c || !you || you.deal === null || !isChallengeTable(c, table)) return false;
  return table?.challengeDeal?.deal === you.deal;
}

/** The viewer's own line of the board (null: not taking part). */
export function ownEntry(c: ChallengeView): ChallengeEntry | null {
  const you = c.you;
  return you ? (c.participants.find((p) => p.participant === you.participant) ?? null) : null;
}

/** The call to action at the table: the viewer's deal is over (its number, score and par), or null. */
export function dealOver(
  c: ChallengeView | null,
  table: TableSnapshot | null,
): { deal: number; score: number | null; par: number | null; more: boolean } | null {
  const you = c?.you;
  if (!c || !you || you.deal === null || !you.dealOver || !isOwnDealTable(c, table)) return null;
  return {
    deal: you.deal,
    score: ownEntry(c)?.scores[you.deal] ?? null,
    par: c.par[you.deal] ?? null,
    more: c.state === 'open' && you.deal + 1 < c.deals,
  };
}

/** A score as the board writes it: a real minus sign; "—" where it is not shown (not played, or hidden). */
export function scoreText(score: number | null | undefined): string {
  if (score === null || score === undefined) return '—';
  return score < 0 ? `−${Math.abs(score)}` : String(score);
}

/** Par's total, when every deal's par is known. */
export function parTotal(c: ChallengeView): number | null {
  if (c.par.length === 0 || c.par.some((p) => p === null)) return null;
  return c.par.reduce<number>((sum, p) => sum + (p ?? 0), 0);
}

/** The total as the board writes it: "—" while nothing of the line is shown. */
export function totalText(entry: ChallengeEntry): string {
  return entry.scores.some((s) => s !== null) ? scoreText(entry.total) : '—';
}

/**
 * Whether a guest's home is the challenge rather than the LAN lobby: a challenge is there, and
 * the guest neither takes part in a LAN table (a member of its lobby) nor plays at one.
 */
export function challengeIsHome(o: {
  role: 'owner' | 'guest';
  challenge: ChallengeView | null;
  lobby: LobbyView | null;
  table: TableSnapshot | null;
}): boolean {
  if (o.role !== 'guest' || !o.challenge) return false;
  if (o.lobby?.you) return false;
  return !o.table || isChallengeTable(o.challenge, o.table) || o.table.you === null;
}

/** The deal (0-based) a challenge's table plays; null at any other table. */
export function challengeDealOf(c: ChallengeView | null, table: TableSnapshot | null): number | null {
  return isChallengeTable(c, table) ? (table?.challengeDeal?.deal ?? null) : null;
}

/**
 * How a challenge's table names what it plays ("Deal 1 of 2") where another table says "Round 1
 * of 6"; null at any other table.
 */
export function challengeDealText(lang: Language, snap: TableSnapshot | null): string | null {
  const d = snap?.challengeDeal;
  return d ? text(lang, 'challenge.table.deal', { n: d.deal + 1, deals: d.deals }) : null;
}
