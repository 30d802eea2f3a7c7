/**
 * The pure Abyss state: plain JSON, never mutated in place. Everything a replay needs is here;
 * the order of the curse deck is not (it would be hidden information): `deck` is the set of
 * curses not drawn yet, and each draw is a chance action.
 */
import { ABYSS_CURSE_IDS, type AbyssCurseId } from '../../../shared/games/abyss-data';
import type {
  AbyssCompletedTrick,
  AbyssDrawnCurse,
  AbyssElement,
  AbyssOptions,
  AbyssPendingMove,
  AbyssPlay,
  AbyssStage,
} from '../../../shared/games/abyss';

export interface AbyssPassing {
  /** Per seat the chosen card (null: not chosen yet). Chosen cards stay in hand until all chose. */
  choices: (string | null)[];
  /** True once the cards have moved to the left neighbours. */
  done: boolean;
}

export interface AbyssState {
  players: number;
  options: AbyssOptions;
  firstDealer: number;
  /** 0-based index of the current phase; -1 before the first deal. */
  phase: number;
  dealer: number;
  stage: AbyssStage;
  positions: number[];
  /** Elements on the scale, place 0 (lowest) first. */
  scale: AbyssElement[];
  /** Curses not drawn yet, in canonical order. */
  deck: AbyssCurseId[];
  /** Drawn curses in order. */
  curses: AbyssDrawnCurse[];
  /** Curse fields triggered so far, in order (one more than `curses` while a draw is pending). */
  triggered: number[];
  /** Cards per hand this phase (5, or 4 under `drought`). */
  handSize: number;
  /** The hands as dealt this phase (before passing). */
  dealt: string[][];
  hands: string[][];
  /** Passing this phase (`passing` curse), else null. */
  passing: AbyssPassing | null;
  leader: number;
  /** Index within the phase of the trick being played, or whose move is being resolved. */
  trickIndex: number;
  trick: AbyssPlay[];
  /** Completed tricks of this phase (kept until the next deal). */
  tricks: AbyssCompletedTrick[];
  /** Per seat: elements it showed it holds none of this phase. */
  voids: AbyssElement[][];
  /** The move under way while a jump, scale or curse decision is pending. */
  move: AbyssPendingMove | null;
  /** Positions at the end of each completed phase. */
  phaseEnds: number[][];
  winner: number | null;
}

export function newAbyssState(players: number, options: AbyssOptions, firstDealer: number): AbyssState {
  return {
    players,
    options: { ...options },
    firstDealer,
    phase: -1,
    dealer: firstDealer,
    stage: 'deal',
    positions: Array<number>(players).fill(0),
    scale: [],
    deck: [...ABYSS_CURSE_IDS],
    curses: [],
    triggered: [],
    handSize: 0,
    dealt: Array.from({ length: players }, () => []),
    hands: Array.from({ length: players }, () => []),
    passing: null,
    leader: firstDealer,
    trickIndex: 0,
    trick: [],
    tricks: [],
    voids: Array.from({ length: players }, () => []),
    move: null,
    phaseEnds: [],
    winner: null,
  };
}

/** The seat whose card is next in the current trick. */
export function trickToAct(state: AbyssState): number {
  return (state.leader + state.trick.length) % state.players;
}

/** Seats that may act now (empty while dealing, drawing a curse or over). */
export function actingSeats(state: AbyssState): number[] {
  switch (state.stage) {
    case 'pass': {
      const choices = state.passing?.choices ?? [];
      const seats: number[] = [];
      choices.forEach((c, s) => {
        if (c === null) seats.push(s);
      });
      return seats;
    }
    case 'play':
      return [trickToAct(state)];
    case 'jump':
    case 'scale':
      return state.move ? [state.move.seat] : [];
    default:
      return [];
  }
}
