/** `apply` and `legalActions`: checks in a fixed order (seat, phase, then the move itself). */
import {
  SEAL_KINDS,
  roundCount,
  TRICKS_PER_ROUND,
  type CompletedTrick,
  type PredictionChoices,
  type SealCounts,
  type SealKind,
  type SiegelAction,
  type TrickOutcome,
  type TrickPlay,
} from '../../../shared/games/siegel';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import { cardIn, colorOf } from './cards';
import type { BaseAction } from '../../engine/game';
import {
  applyPredict,
  applySaboteur,
  clientPredictionActions,
  legalPredictionActions,
  predictionChoices,
} from './predict';
import { summarizeRound } from './scoring';
import type { RoundState, SiegelState } from './state';
import { allowedReturns, heldReturns, leaderOf, playableCards, toActOf, winningPlay } from './trick';

const COLOR_NAMES: Record<string, string> = { R: 'red', Y: 'yellow', G: 'green', B: 'blue', V: 'violet' };

export function legalActions(state: SiegelState, seat: number): SiegelAction[] {
  const round = state.round;
  if (!round || toActOf(state) !== seat) return [];
  switch (state.phase) {
    case 'predict':
      return legalPredictionActions(predictionChoices(state, seat) as PredictionChoices);
    case 'play':
      return playableCards(round.hands[seat] as string[], round.trick).map((card) => ({
        type: 'play',
        card,
      }));
    case 'return':
      return heldReturns(round.trick, round.seals[seat] as SealCounts).map((seal) => ({
        type: 'return',
        seal,
      }));
    default:
      return [];
  }
}

/** `legalActions` for a client: compact while predicting (see `clientPredictionActions`). */
export function clientLegal(state: SiegelState, seat: number): BaseAction[] {
  const choices = predictionChoices(state, seat);
  return choices ? clientPredictionActions(choices) : legalActions(state, seat);
}

export function apply(state: SiegelState, seat: number | null, action: SiegelAction): Applied<SiegelState> {
  if (seat === null) return refuse('no-chance', 'Die sieben Siegel has no chance events besides the deal.');
  if (state.phase === 'gameOver') return refuse('game-over', 'The game is over.');
  const round = state.round;
  if (!round || state.phase === 'deal' || state.phase === 'roundOver') {
    return refuse('wait-for-deal', 'The next round has not been dealt yet.');
  }
  const toAct = toActOf(state) as number;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return refuse('not-your-turn', `There is no seat ${seat} at this table.`);
  }
  // What the table waits for comes first, then whose turn it is: a card played while
  // predictions are still due is refused for the missing predictions, not for the seat.
  const waiting = waitingFor(state, toAct);
  switch (action.type) {
    case 'predict':
    case 'saboteur':
      if (state.phase !== 'predict') {
        return refuse('wrong-phase', `Predictions are made before the first trick, not now: ${waiting}.`);
      }
      if (seat !== toAct) return refuse('not-your-turn', `It is not your turn: ${waiting}.`);
      return action.type === 'predict' ? applyPredict(state, seat, action) : applySaboteur(state, seat);
    case 'play':
      if (state.phase === 'predict') {
        return refuse(
          'wrong-phase',
          `Everyone must predict or take the saboteur before the first card: ${waiting}.`,
        );
      }
      if (state.phase === 'return') {
        return refuse(
          'return-first',
          seat === toAct
            ? 'Return a seal for the trick you won first.'
            : `Seat ${toAct} must first return a seal for the trick it won.`,
        );
      }
      if (seat !== toAct) return refuse('not-your-turn', `It is not your turn: ${waiting}.`);
      return applyPlay(state, round, seat, action.card);
    case 'return':
      if (state.phase !== 'return')
        return refuse('no-return-due', `No seal return is waiting for a choice now: ${waiting}.`);
      if (seat !== toAct) return refuse('not-your-turn', `It is not your turn: ${waiting}.`);
      return applyReturn(state, round, seat, action.seal);
    default:
      return refuse('unknown-action', 'Die sieben Siegel has no such action.');
  }
}

/** What the table waits for, and from whom, in words for a refusal. */
function waitingFor(state: SiegelState, toAct: number): string {
  switch (state.phase) {
    case 'predict':
      return `seat ${toAct} predicts next`;
    case 'return':
      return `seat ${toAct} must return a seal for the trick it won`;
    default:
      return `seat ${toAct} plays next`;
  }
}

function applyPlay(state: SiegelState, round: RoundState, seat: number, card: string): Applied<SiegelState> {
  if (!cardIn(state.players, card)) {
    return refuse('unknown-card', `"${card}" is not a card of the ${state.players}-player deck.`);
  }
  const hand = round.hands[seat] as string[];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('card-not-in-hand', `${card} is not in your hand.`);
  if (round.trick.length > 0) {
    const led = colorOf((round.trick[0] as TrickPlay).card);
    if (colorOf(card) !== led && hand.some((c) => colorOf(c) === led)) {
      return refuse('must-follow', `You must follow ${COLOR_NAMES[led]}.`);
    }
  }
  const hands = round.hands.slice();
  hands[seat] = [...hand.slice(0, at), ...hand.slice(at + 1)];
  const trick = [...round.trick, { seat, card }];
  const played: RoundState = { ...round, hands, trick };
  if (trick.length < state.players) return accept({ ...state, round: played });
  return accept(resolveTrick(state, played));
}

/** A complete trick: the winner returns its only allowed seal, takes a black, or must choose. */
function resolveTrick(state: SiegelState, round: RoundState): SiegelState {
  const winner = winningPlay(round.trick).seat;
  if (winner === round.saboteur) return closeTrick(state, round, { kind: 'saboteur' });
  const held = heldReturns(round.trick, round.seals[winner] as SealCounts);
  if (held.length >= 2) return { ...state, phase: 'return', round };
  if (held.length === 1)
    return closeTrick(state, moveSeal(round, winner, held[0] as SealKind, 'return'), {
      kind: 'returned',
      seal: held[0] as SealKind,
    });
  if (round.centre.black > 0)
    return closeTrick(state, moveSeal(round, winner, 'black', 'take'), { kind: 'black' });
  return closeTrick(state, round, { kind: 'lucky' });
}

function moveSeal(round: RoundState, seat: number, kind: SealKind, dir: 'return' | 'take'): RoundState {
  const d = dir === 'return' ? 1 : -1;
  const seals = round.seals.slice();
  const mine = { ...(seals[seat] as SealCounts) };
  mine[kind] -= d;
  seals[seat] = mine;
  const centre = { ...round.centre };
  centre[kind] += d;
  return { ...round, seals, centre };
}

function closeTrick(state: SiegelState, round: RoundState, outcome: TrickOutcome): SiegelState {
  const winner = winningPlay(round.trick).seat;
  const done: CompletedTrick = {
    leader: leaderOf(round, state.players),
    plays: round.trick,
    winner,
    outcome,
  };
  const closed: RoundState = { ...round, trick: [], tricks: [...round.tricks, done] };
  if (closed.tricks.length < TRICKS_PER_ROUND) return { ...state, phase: 'play', round: closed };
  const history = [...state.history, summarizeRound(closed, state)];
  return {
    ...state,
    phase: history.length >= roundCount(state.players) ? 'gameOver' : 'roundOver',
    round: closed,
    history,
  };
}

function applyReturn(
  state: SiegelState,
  round: RoundState,
  seat: number,
  seal: SealKind,
): Applied<SiegelState> {
  if (!(SEAL_KINDS as readonly string[]).includes(seal)) {
    return refuse('unknown-seal', `${String(seal)} is not a seal.`);
  }
  const held = heldReturns(round.trick, round.seals[seat] as SealCounts);
  if (!allowedReturns(round.trick).includes(seal)) {
    return refuse('seal-not-allowed', `You may return ${held.join(' or ')} for this trick, not ${seal}.`);
  }
  if (!held.includes(seal)) return refuse('seal-not-held', `You hold no ${seal} seal.`);
  return accept(closeTrick(state, moveSeal(round, seat, seal, 'return'), { kind: 'returned', seal }));
}
