/** The race's standing: result, per-phase positions and the public end summary. */
import type { GameResult } from '../../../shared/types';
import { activeList, goalOf } from './curses';
import { currentCurses } from './rules';
import type { AbyssState } from './state';

/** Running totals: each figure's field. */
export function totals(state: AbyssState): number[] {
  return [...state.positions];
}

export function result(state: AbyssState): GameResult | null {
  if (state.stage !== 'over' || state.winner === null) return null;
  return { totals: [...state.positions], winners: [state.winner] };
}

/** Fields at the end of each completed phase, plus the final (partial) phase once the game is over. */
export function roundScores(state: AbyssState): number[][] {
  const rows = state.phaseEnds.map((r) => [...r]);
  if (state.stage === 'over') rows.push([...state.positions]);
  return rows;
}

export function publicSummary(state: AbyssState): Record<string, unknown> {
  const active = currentCurses(state);
  return {
    phases: state.phase + 1,
    positions: [...state.positions],
    goal: goalOf(active),
    winner: state.winner,
    scale: [...state.scale],
    curses: state.curses.map((c) => c.curse),
    activeCurses: activeList(active),
    triggered: [...state.triggered],
  };
}
