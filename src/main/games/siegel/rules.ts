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
  sealColorOfCard,
} from '../../../shared/games/siegel';
import { msg, type Message } from '../../../shared/i18n/message';
import { orList, siegelCardWord, siegelColourWord, sealWord } from '../../../shared/games/words';
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
  if (seat === null) return refuse('no-chance', 'refuse.noChance');
  if (state.phase === 'gameOver') return refuse('game-over', 'refuse.gameOver');
  const round = state.round;
  if (!round || state.phase === 'deal' || state.phase === 'roundOver') {
    return refuse('wait-for-deal', 'refuse.notDealt.round');
  }
  const toAct = toActOf(state) as number;
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return refuse('not-your-turn', 'refuse.noSeat', { seat });
  }
  // What the table waits for comes first, then whose turn it is: a card played while
  // predictions are still due is refused for the missing predictions, not for the seat.
  const waiting = waitingFor(state, toAct);
  switch (action.type) {
    case 'predict':
    case 'saboteur':
      if (state.phase !== 'predict') {
        return refuse('wrong-phase', 'siegel-rules.predictNotNow', { waiting });
      }
      if (seat !== toAct) return refuse('not-your-turn', 'refuse.notYourTurn', { waiting });
      return action.type === 'predict' ? applyPredict(state, seat, action) : applySaboteur(state, seat);
    case 'play':
      if (state.phase === 'predict') {
        return refuse('wrong-phase', 'siegel-rules.predictFirst', { waiting });
      }
      if (state.phase === 'return') {
        return refuse(
          'return-first',
          seat === toAct
            ? msg('siegel-rules.returnFirst')
            : msg('siegel-rules.returnFirstOther', { seat: toAct }),
        );
      }
      if (seat !== toAct) return refuse('not-your-turn', 'refuse.notYourTurn', { waiting });
      return applyPlay(state, round, seat, action.card);
    case 'return':
      if (state.phase !== 'return') return refuse('no-return-due', 'siegel-rules.noReturnDue', { waiting });
      if (seat !== toAct) return refuse('not-your-turn', 'refuse.notYourTurn', { waiting });
      return applyReturn(state, round, seat, action.seal);
    default:
      return refuse('unknown-action', 'refuse.unknownAction', {
        type: String((action as { type: unknown }).type),
      });
  }
}

/** What the table waits for, and from whom, for a refusal. */
function waitingFor(state: SiegelState, toAct: number): Message {
  switch (state.phase) {
    case 'predict':
      return msg('siegel-rules.waiting.predicts', { seat: toAct });
    case 'return':
      return msg('siegel-rules.waiting.returns', { seat: toAct });
    default:
      return msg('refuse.waiting.plays', { seat: toAct });
  }
}

function applyPlay(state: SiegelState, round: RoundState, seat: number, card: string): Applied<SiegelState> {
  if (!cardIn(state.players, card)) {
    return refuse('unknown-card', 'siegel-rules.unknownCard', { card: String(card), players: state.players });
  }
  const hand = round.hands[seat] as string[];
  const at = hand.indexOf(card);
  if (at < 0) return refuse('card-not-in-hand', 'refuse.notInHand', { card: siegelCardWord(card) });
  if (round.trick.length > 0) {
    const led = colorOf((round.trick[0] as TrickPlay).card);
    if (colorOf(card) !== led && hand.some((c) => colorOf(c) === led)) {
      return refuse('must-follow', 'siegel.why.follow', { colour: siegelColourWord(sealColorOfCard(led)) });
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
    return refuse('unknown-seal', 'siegel-rules.unknownSeal', { seal: String(seal) });
  }
  const held = heldReturns(round.trick, round.seals[seat] as SealCounts);
  if (!allowedReturns(round.trick).includes(seal)) {
    return refuse('seal-not-allowed', 'siegel-rules.sealNotAllowed', {
      held: orList(held.map(siegelColourWord)),
      seal: siegelColourWord(seal),
    });
  }
  if (!held.includes(seal))
    return refuse('seal-not-held', 'siegel-rules.sealNotHeld', { seal: sealWord(seal, 1) });
  return accept(closeTrick(state, moveSeal(round, seat, seal, 'return'), { kind: 'returned', seal }));
}
