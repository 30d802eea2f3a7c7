/** Which tables the conformance suite plays for each game (player counts × option variants). */
import type { GameId } from '../../src/shared/types';

export interface ConformanceCase {
  game: GameId;
  players: number[];
  variants: Record<string, unknown>[];
  /** Random games per player count and variant with the light checks at every step. */
  games: number;
  /** Of those, how many also get the heavy checks (sampling, garbage) at every step. */
  heavyGames: number;
  /** Which totals win. */
  better: 'lower' | 'higher';
}

/**
 * The counts below are the test command's (one heavy game per player count and variant: the
 * heavy checks re-sample every seat's view at every step and take most of the time).
 * CONFORMANCE_SCALE multiplies them for a deep run: `CONFORMANCE_SCALE=3 npx vitest run
 * test/conformance` plays the earlier 60 games (3 heavy) per table, or more with a larger factor.
 */
const scale = Number(process.env.CONFORMANCE_SCALE ?? '1');
const n = (count: number): number => Math.max(1, Math.round(count * scale));

export const CASES: ConformanceCase[] = [
  {
    game: 'siegel',
    players: [3, 4, 5],
    variants: [{}, { saboteurBase: 5 }],
    games: n(20),
    heavyGames: n(1),
    better: 'lower',
  },
  {
    game: 'dreizehn',
    players: [3, 4, 5, 6],
    variants: [{}, { colorRule: 'firstCard' }, { memoryAid: true }],
    games: n(20),
    heavyGames: n(1),
    better: 'lower',
  },
  {
    game: 'sevensins',
    players: [3, 4, 5, 6, 7],
    variants: [{}, { phases: 4 }],
    games: n(5),
    heavyGames: n(1),
    better: 'higher',
  },
  { game: 'abyss', players: [3, 4, 5, 6], variants: [{}], games: n(20), heavyGames: n(1), better: 'higher' },
];
