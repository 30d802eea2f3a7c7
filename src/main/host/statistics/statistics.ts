/**
 * Statistics from finished games: `updateStatistics(stats, record)` counts one finished game
 * for each human seat (bots are not tracked) and returns new statistics; the input is never
 * changed. A game is counted once: its record's fingerprint is remembered, so the same record
 * (a resumed or re-sent finished game) changes nothing the second time.
 *
 * What a result alone does not say comes from replaying the record through the game engine:
 * Siegel predictions fulfilled (a predicting player ends the round with no seal: every
 * predicted seal went back, no black was taken) and SevenSins bids made exactly. Par (the
 * person's score against the Meister's with the same cards) comes from the host's par keeper.
 */
import { cleanName } from '../../../shared/names';
import type { GameRecord } from '../../../shared/record';
import type { RoundSummary } from '../../../shared/games/siegel';
import type { SevenSinsPhaseResult } from '../../../shared/games/sevensins';
import {
  COUNTED_LIMIT,
  emptyGameStatistics,
  isBetterScore,
  RECENT_LIMIT,
  strongestBotLevel,
  type GameStatistics,
  type Statistics,
} from '../../../shared/statistics';
import { parMargin, type ParTotals } from '../../../shared/par';
import type { GameId, GameResult, Seat } from '../../../shared/types';
import { replayRecord } from '../../engine/replay';
import { gameById } from '../../games';

/**
 * Finishing places, 1 = best, equal scores sharing a place (1, 2, 2, 4). Abyss: the winner
 * (first into the goal) is first, the others follow by how far their figures got.
 */
export function finishingPlaces(game: GameId, result: GameResult): number[] {
  const { totals, winners } = result;
  const better = (a: Seat, b: Seat): boolean => {
    if (game === 'abyss') {
      const wa = winners.includes(a);
      const wb = winners.includes(b);
      if (wa !== wb) return wa;
      return (totals[a] ?? 0) > (totals[b] ?? 0);
    }
    return isBetterScore(game, totals[a] ?? 0, totals[b] ?? 0);
  };
  return totals.map(
    (_, seat) => 1 + totals.filter((_t, other) => other !== seat && better(other, seat)).length,
  );
}

/** Per seat: the game's own rate, as hits out of chances (zeros for games without one). */
export interface SeatRates {
  hits: number[];
  chances: number[];
}

/**
 * Siegel predictions fulfilled and SevenSins exact bids, by replaying the record; null when the
 * record does not replay (then only the result is counted).
 */
export function seatRates(record: GameRecord): SeatRates | null {
  const n = record.seats.length;
  const rates: SeatRates = { hits: new Array<number>(n).fill(0), chances: new Array<number>(n).fill(0) };
  if (record.game !== 'siegel' && record.game !== 'sevensins') return rates;
  const game = gameById(record.game);
  const replay = replayRecord(game, record);
  if (!replay.ok) return null;
  const view = game.view(replay.state, null) as { history: unknown[] };
  if (record.game === 'siegel') {
    for (const round of view.history as RoundSummary[]) {
      for (const p of round.predictions) {
        if (p.type !== 'predict') continue;
        rates.chances[p.seat]!++;
        if (round.scores[p.seat] === 0) rates.hits[p.seat]!++;
      }
    }
  } else {
    for (const phase of view.history as SevenSinsPhaseResult[]) {
      phase.bids.forEach((bid, seat) => {
        rates.chances[seat]!++;
        if (bid === phase.tricks[seat]) rates.hits[seat]!++;
      });
    }
  }
  return rates;
}

/**
 * A fingerprint of a record (two 32-bit FNV-1a hashes over its JSON): equal records, equal
 * fingerprints. Records carry no date or id, so this is how a game is recognised.
 */
export function recordFingerprint(record: GameRecord): string {
  const text = JSON.stringify([record.game, record.seats, record.options, record.rounds]);
  let a = 0x811c9dc5;
  let b = 0x01000193 ^ text.length;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, 0x01000193);
    b = Math.imul(b ^ c, 0x5bd1e995) ^ (b >>> 15);
  }
  const hex = (x: number): string => (x >>> 0).toString(16).padStart(8, '0');
  return `${record.game}:${record.seats.length}:${hex(a)}${hex(b)}`;
}

/**
 * Counts a finished game for each human seat. An unfinished record (no result), a record
 * without human seats or one already counted returns `stats` itself, unchanged.
 */
export function updateStatistics(
  stats: Statistics,
  record: GameRecord,
  at: Date = new Date(),
  par?: { seat: Seat; totals: ParTotals },
): Statistics {
  const result = record.result;
  if (!result || result.totals.length !== record.seats.length) return stats;
  const fingerprint = recordFingerprint(record);
  if (stats.counted.includes(fingerprint)) return stats;
  const humans: Seat[] = [];
  const names = new Set<string>();
  record.seats.forEach((seat, i) => {
    const name = cleanName(seat.name);
    // Two human seats of one name are one person's statistics: the first seat counts.
    if (seat.kind === 'human' && name && !names.has(name)) {
      names.add(name);
      humans.push(i);
    }
  });
  if (humans.length === 0) return stats;

  const game = record.game;
  const places = finishingPlaces(game, result);
  const rates = seatRates(record);
  const players = record.seats.length;
  const level = strongestBotLevel(record.seats);
  const next: Statistics = structuredClone(stats);
  for (const seat of humans) {
    const name = cleanName(record.seats[seat]!.name);
    const player = (next.players[name] ??= { games: {} });
    const g: GameStatistics = (player.games[game] ??= emptyGameStatistics());
    const won = result.winners.includes(seat);
    const place = places[seat]!;
    // Abyss is scored by the finishing place; every other game by its own total.
    const score = game === 'abyss' ? place : result.totals[seat]!;
    g.played++;
    if (won) g.won++;
    g.scoreSum += score;
    if (g.best === null || isBetterScore(game, score, g.best)) g.best = score;
    g.placeSum += place;
    if (game === 'abyss') g.fieldsSum += result.totals[seat]!;
    if (rates) {
      g.hits += rates.hits[seat]!;
      g.chances += rates.chances[seat]!;
    }
    const byCount = (g.byPlayers[String(players)] ??= { played: 0, won: 0 });
    byCount.played++;
    if (won) byCount.won++;
    if (level !== null) {
      const byLevel = (g.byLevel[level] ??= { played: 0, won: 0 });
      byLevel.played++;
      if (won) byLevel.won++;
    }
    const ownPar = par && par.seat === seat ? par.totals : null;
    if (ownPar) {
      g.parRounds += ownPar.rounds;
      g.parMarginSum += parMargin(game, ownPar.you, ownPar.par);
    }
    g.recent.push({
      date: at.toISOString(),
      score,
      place,
      players,
      won,
      ...(level !== null ? { level } : {}),
      ...(ownPar ? { par: { ...ownPar } } : {}),
    });
    if (g.recent.length > RECENT_LIMIT) g.recent.splice(0, g.recent.length - RECENT_LIMIT);
  }
  next.counted.push(fingerprint);
  if (next.counted.length > COUNTED_LIMIT) next.counted.splice(0, next.counted.length - COUNTED_LIMIT);
  return next;
}

/** Forgets one player's statistics, or everybody's (the counted games stay counted). */
export function resetStatistics(stats: Statistics, name?: string): Statistics {
  const next: Statistics = structuredClone(stats);
  if (name === undefined) next.players = {};
  else delete next.players[cleanName(name)];
  return next;
}
