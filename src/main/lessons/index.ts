/**
 * The lessons ("Learn to play"), one module per game. A game without one has its menu button
 * switched off; adding `src/main/lessons/<game>.ts` and a line here is all a new one needs.
 */
import type { GameId } from '../../shared/types';
import { abyssLesson } from './abyss';
import { dreizehnLesson } from './dreizehn';
import type { Lesson } from './lesson';
import { sevensinsLesson } from './sevensins';
import { siegelLesson } from './siegel';

export const LESSONS: Partial<Record<GameId, Lesson>> = {
  abyss: abyssLesson,
  dreizehn: dreizehnLesson,
  sevensins: sevensinsLesson,
  siegel: siegelLesson,
};

export function lessonFor(game: GameId): Lesson | null {
  return LESSONS[game] ?? null;
}

/** The games that have a lesson (the catalog tells the menu). */
export function lessonGames(): GameId[] {
  return Object.keys(LESSONS) as GameId[];
}
