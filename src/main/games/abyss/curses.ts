/**
 * Which curses are in force. A curse acts from the trick after the one whose move drew it;
 * `drought`, `passing`, `storm` and `undertow` (timing `phase`) from the next phase.
 */
import {
  ABYSS_CURSES,
  ABYSS_DISTANT_GOAL,
  ABYSS_GOAL,
  type AbyssCurseId,
  type AbyssCurseTiming,
} from '../../../shared/games/abyss-data';
import type { AbyssDrawnCurse } from '../../../shared/games/abyss';
import type { KindMods } from '../sevensins/cards';

export type ActiveCurses = Readonly<Record<AbyssCurseId, boolean>>;

const TIMING = new Map<AbyssCurseId, AbyssCurseTiming>(ABYSS_CURSES.map((c) => [c.id, c.timing]));

export function curseTiming(id: AbyssCurseId): AbyssCurseTiming {
  return TIMING.get(id) ?? 'trick';
}

/** Is a curse drawn at (phase, trick) in force during trick `trick` of phase `phase`? */
export function inForce(drawn: AbyssDrawnCurse, phase: number, trick: number): boolean {
  if (drawn.phase < phase) return true;
  return curseTiming(drawn.curse) === 'trick' && drawn.phase === phase && drawn.trick < trick;
}

const NONE: ActiveCurses = Object.fromEntries(ABYSS_CURSES.map((c) => [c.id, false])) as Record<
  AbyssCurseId,
  boolean
>;

/** The curses in force for trick `trick` of phase `phase` (and that trick's move). */
export function activeCurses(curses: readonly AbyssDrawnCurse[], phase: number, trick: number): ActiveCurses {
  if (curses.length === 0) return NONE;
  const out: Record<AbyssCurseId, boolean> = { ...NONE };
  for (const c of curses) if (inForce(c, phase, trick)) out[c.curse] = true;
  return out;
}

export function activeList(active: ActiveCurses): AbyssCurseId[] {
  return ABYSS_CURSES.filter((c) => active[c.id]).map((c) => c.id);
}

export function goalOf(active: ActiveCurses): number {
  return active.distance ? ABYSS_DISTANT_GOAL : ABYSS_GOAL;
}

export function kindMods(active: ActiveCurses): KindMods {
  return { soulSleep: active.soulSleep, sinBan: active.sinBan };
}

/** The curses in force from a list of ids (as a view carries them). */
export function cursesFromList(ids: readonly AbyssCurseId[]): ActiveCurses {
  const out: Record<AbyssCurseId, boolean> = { ...NONE };
  for (const id of ids) out[id] = true;
  return out;
}
