/**
 * A seat's view: the board, the scale, the curses, the current trick and this phase's tricks
 * (so bots can infer voids), its own hand — all hands under `openHands` — and, while passing,
 * only its own choice (others show only whether they have chosen).
 */
import type { AbyssAction, AbyssPassingView, AbyssView } from '../../../shared/games/abyss';
import { activeList, goalOf } from './curses';
import { currentCurses, nextStep } from './rules';
import type { AbyssState } from './state';
import { roundScores } from './scoring';

export function view(state: AbyssState, seat: number | null): AbyssView {
  const n = state.players;
  const active = currentCurses(state);
  const next = nextStep(state);
  const hands = state.hands.map((h, s) => (s === seat || active.openHands ? [...h] : null));
  return {
    players: n,
    seat,
    options: { ...state.options },
    firstDealer: state.firstDealer,
    phase: state.phase,
    dealer: state.dealer,
    stage: state.stage,
    toAct: next.kind === 'act' ? next.seats : [],
    positions: [...state.positions],
    goal: goalOf(active),
    scale: [...state.scale],
    curses: state.curses.map((c) => ({ ...c })),
    activeCurses: activeList(active),
    deckSize: state.deck.length,
    triggered: [...state.triggered],
    handSize: state.handSize,
    hands,
    handCounts: state.hands.map((h) => h.length),
    leader: state.leader,
    trickIndex: state.trickIndex,
    trick: state.trick.map((p) => ({ ...p })),
    tricks: state.tricks.map((t) => ({ ...t, plays: t.plays.map((p) => ({ ...p })) })),
    voids: state.voids.map((v) => [...v]),
    passing: passingView(state, seat),
    move: state.move ? { ...state.move } : null,
    roundScores: roundScores(state),
    winner: state.winner,
  };
}

function passingView(state: AbyssState, seat: number | null): AbyssPassingView | null {
  const p = state.passing;
  if (!p) return null;
  const n = state.players;
  return {
    chosen: p.choices.map((c) => c !== null),
    given: seat === null ? null : (p.choices[seat] ?? null),
    received: seat === null || !p.done ? null : (p.choices[(seat + n - 1) % n] ?? null),
    done: p.done,
  };
}

/**
 * A pass under the `passing` curse is secret: only the passer knows its card, and the receiver
 * once the cards have moved (`passing.received` of its view). Everybody else learns only that
 * the seat has chosen. Every other action (plays, jumps, scale changes, curse draws) is public.
 */
export function publicAction(
  state: AbyssState,
  actor: number | null,
  action: AbyssAction,
  viewer: number | null,
): AbyssAction | { type: 'pass' } {
  if (action.type !== 'pass' || actor === null) return action;
  const receiver = (actor + 1) % state.players;
  const knows = viewer === actor || (viewer === receiver && state.passing?.done === true);
  return knows ? action : { type: 'pass' };
}
