/**
 * A duplicate challenge: every participant plays the same deals in the same seat against the
 * same bots, each at a table of their own and at their own pace, and the cards' luck drops out
 * of the comparison. A deal is one round (one phase) from a fresh game: its cards come from the
 * challenge's seed and the deal's number, the dealer moves one seat per deal, and the bots draw
 * from the table's decision streams (ai/decision-seed.ts), so two people who play the same cards
 * the same way meet the same bot moves and score the same. A deal's score is the round's change
 * of the person's total in the game's units; par is the Meister's score on the same deal.
 *
 * This module is the challenge's data, its checks and its leaderboard; challenge-desk.ts runs it.
 */
import type { Message } from '../../../shared/i18n/message';
import { randomBytes } from 'node:crypto';
import type { ChallengeEntry, ChallengeView, LanTableFacts, SeatConfig } from '../../../shared/protocol';
import type { GameId } from '../../../shared/types';
import { seatLevelRefusal } from '../../ai/levels';
import { playerRange } from '../../engine/options';
import { gameById } from '../../games';
import { newSaveId } from '../persistence/save-store';
import { CHALLENGE_SEAT } from '../rooms/seating';
import { TableSession } from '../table/table-session';
import { shownName, TABLE_NAME_MAX } from '../../../shared/names';
import { PAR_DIRECTION } from '../../../shared/par';

/** The participant's seat at every deal (seat 1 to a person); a room seats whoever looks there. */
export { CHALLENGE_SEAT };

/** What the host's window chose (as the board tells it), and the seed every deal comes from. */
export type ChallengeSpec = Pick<ChallengeView, 'id' | 'name' | 'game' | 'players' | 'deals' | 'level'> & {
  seed: string;
};

export interface Participant {
  id: string;
  name: string;
  /** The secret that brings the participant back to its table (kept by its page). */
  token: string;
  /** Each deal's score once it is over. */
  scores: (number | null)[];
  /** The deal it plays or played last (null: none yet). */
  deal: number | null;
  dealOver: boolean;
  connected: boolean;
  /** The participant's total when its current deal began (the deal's score counts from it). */
  base: number;
}

export interface ChallengeState {
  spec: ChallengeSpec;
  state: 'open' | 'ended';
  participants: Participant[];
  par: (number | null)[];
}

/** A challenge as the host's window asks for it: checked (every deal's table must be possible). */
export function newSpec(
  asked: { game: GameId; players: number; deals: number; level: string; seed?: string | undefined },
  name: string,
  now: number,
): { ok: true; spec: ChallengeSpec } | { ok: false; reason: Message } {
  const game = gameById(asked.game);
  if (asked.players < game.minPlayers || asked.players > game.maxPlayers)
    return { ok: false, reason: playerRange(game) };
  const level = seatLevelRefusal(asked.level);
  if (level) return { ok: false, reason: level };
  const { players, deals } = asked;
  const seed = asked.seed ?? randomBytes(8).toString('hex');
  const spec = {
    id: `challenge-${newSaveId(now)}`,
    name,
    game: asked.game,
    players,
    deals,
    level: asked.level,
    seed,
  };
  for (let deal = 0; deal < deals; deal++) {
    const made = TableSession.create({ game, ...dealSetup(spec, deal, 'Test') });
    if (!made.ok) return made;
  }
  return { ok: true, spec };
}

/** How the challenge is announced on the LAN, like a table. */
export function challengeAd(spec: ChallengeSpec): LanTableFacts {
  return {
    id: spec.id,
    name: spec.name.slice(0, 40),
    game: spec.game,
    seats: spec.players,
    taken: 1,
    protected: false,
  };
}

/** What one deal's table is: seats (the person in seat 1), options, dealer, seed and one round. */
export function dealSetup(
  spec: ChallengeSpec,
  deal: number,
  person: string,
): {
  seats: SeatConfig[];
  options: Record<string, unknown>;
  firstDealer: number;
  seed: string;
  rounds: number;
} {
  const seats: SeatConfig[] = Array.from({ length: spec.players }, (_, i) =>
    i === CHALLENGE_SEAT
      ? { name: person, kind: 'human' }
      : { name: `Bot ${i}`, kind: 'bot', level: spec.level },
  );
  return {
    seats,
    options: dealOptions(spec.game, spec.players, deal),
    firstDealer: deal % spec.players,
    seed: dealSeed(spec, deal),
    rounds: 1,
  };
}

/** The seed of a deal: its cards and its bots' decision streams hang on it. */
export function dealSeed(spec: ChallengeSpec, deal: number): string {
  return `${spec.seed}/deal ${deal + 1}`;
}

/**
 * SevenSins deals as many cards as the phase's number: a fresh game's first phase is one blind
 * card, so the challenge's deals go through phases 5 to 12 (the game ends after that phase).
 * The others deal their full hand in every round.
 */
function dealOptions(game: ChallengeView['game'], players: number, deal: number): Record<string, unknown> {
  if (game !== 'sevensins') return {};
  const last = players === 7 ? 12 : 13;
  const phase = Math.min(last, 5 + (deal % 8));
  return { phases: phase, firstPhase: phase };
}

/** Higher first when higher is better: the comparator of two averages. */
function better(lowerIsBetter: boolean, a: number, b: number): number {
  return lowerIsBetter ? a - b : b - a;
}

/**
 * The leaderboard as one client sees it: a participant sees the others' scores (and par) of a
 * deal only once it has played that deal itself, like a bridge traveller; the host's window
 * (when it does not play) and everyone once the challenge has ended see all.
 */
export function challengeView(
  c: ChallengeState,
  viewer: Participant | null,
  seesAll: boolean,
): ChallengeView {
  const lowerIsBetter = PAR_DIRECTION[c.spec.game] === 'lower';
  const open = (deal: number): boolean =>
    c.state === 'ended' ||
    (viewer ? viewer.scores[deal] !== null && viewer.scores[deal] !== undefined : seesAll);
  const entries = c.participants.map((p): ChallengeEntry & { average: number | null } => {
    const scores = p.scores.map((score, deal) => (p === viewer || open(deal) ? score : null));
    const shown = scores.filter((x): x is number => x !== null);
    return {
      participant: p.id,
      name: p.name,
      scores,
      total: shown.reduce((a, b) => a + b, 0),
      played: p.scores.filter((x) => x !== null).length,
      rank: 0,
      connected: p.connected,
      average: shown.length > 0 ? shown.reduce((a, b) => a + b, 0) / shown.length : null,
    };
  });
  // By the average over the deals played: fair while some are further than others, and the same
  // order as the totals once everybody has played every deal. Nothing played yet: last.
  entries.sort((a, b) => {
    if (a.average === null || b.average === null)
      return a.average === null ? (b.average === null ? 0 : 1) : -1;
    return better(lowerIsBetter, a.average, b.average);
  });
  entries.forEach((e, i) => {
    const before = entries[i - 1];
    e.rank = before && before.average === e.average ? before.rank : i + 1;
  });
  return {
    id: c.spec.id,
    name: c.spec.name,
    game: c.spec.game,
    players: c.spec.players,
    deals: c.spec.deals,
    level: c.spec.level,
    lowerIsBetter,
    state: c.state,
    par: c.par.map((par, deal) => (open(deal) ? par : null)),
    participants: entries.map(({ average: _average, ...entry }) => entry),
    you: viewer ? { participant: viewer.id, deal: viewer.deal, dealOver: viewer.dealOver } : null,
  };
}

/** A number as a spreadsheet reads it back: "-5", "12", "0.5". */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * One CSV cell, inert: a text a spreadsheet would run as a formula (it begins with = + - @, a
 * tab or a carriage return: OWASP's CSV injection) gets a leading ', a plain number stays a
 * number; quoted where it holds a comma, a quote or a line break (RFC 4180).
 */
export function csvCell(v: string | number | null): string {
  let text = v === null ? '' : typeof v === 'number' ? String(v) : v;
  if (/^[=+\-@\t\r]/.test(text) && !(typeof v === 'number' || PLAIN_NUMBER.test(text))) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The results as CSV: a line per participant (rank, name, each deal, total), then par. */
export function challengeCsv(view: ChallengeView): string {
  const deals = Array.from({ length: view.deals }, (_, i) => `deal ${i + 1}`);
  const lines = [
    ['rank', 'name', ...deals, 'total', 'played'],
    ...view.participants.map((p) => [p.rank, shownName(p.name), ...p.scores, p.total, p.played]),
    [
      '',
      'par',
      ...view.par,
      view.par.every((x) => x !== null) ? view.par.reduce((a, b) => a! + b!, 0) : null,
      '',
    ],
  ];
  return lines.map((line) => line.map(csvCell).join(',')).join('\n') + '\n';
}

/**
 * The results as a file to save: JSON (the board itself) or CSV; named from the challenge's id.
 * An export is the board, not the exporter's view: never where the host listens (`urls`), never
 * whose screen it came from (`you`); the names as data, cleaned by the name rule.
 */
export function challengeFile(shown: ChallengeView, format: 'json' | 'csv'): { name: string; text: string } {
  const { urls: _urls, you: _you, ...rest } = shown;
  const view = cleanView(rest);
  const csv = format === 'csv';
  return {
    name: `spieltisch-${safeId(view.id)}.${csv ? 'csv' : 'json'}`,
    text: csv ? challengeCsv({ ...view, you: null }) : JSON.stringify(view, null, 2) + '\n',
  };
}

/** A file name from an id: only letters, digits, - and _ (an old file's id could hold anything). */
function safeId(id: string): string {
  return id.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 64) || 'challenge';
}

/** A board whose names went through the name rule (kept boards were written before it). */
function cleanView<V extends Pick<ChallengeView, 'name' | 'participants'>>(view: V): V {
  return {
    ...view,
    name: shownName(view.name, TABLE_NAME_MAX),
    participants: view.participants.map((p) => ({ ...p, name: shownName(p.name) })),
  };
}

/** An ended challenge as the history keeps it: its final board, everything shown, and when. */
export type KeptChallenge = ChallengeView & { endedAt: string };

/** The kept challenges from their files' texts, newest first; a damaged file is left out. */
export function readKept(texts: readonly string[]): KeptChallenge[] {
  const out: KeptChallenge[] = [];
  for (const text of texts) {
    try {
      const parsed = JSON.parse(text) as KeptChallenge;
      if (
        typeof parsed.id === 'string' &&
        typeof parsed.endedAt === 'string' &&
        Array.isArray(parsed.participants)
      )
        out.push(cleanView(parsed));
    } catch {
      // Not ours, or cut short: nothing to show.
    }
  }
  return out.sort((a, b) => b.endedAt.localeCompare(a.endedAt));
}
