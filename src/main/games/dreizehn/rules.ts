/** Legal actions and applying a play (overflow, drawing, the end of a round). */
import type { Seat } from '../../../shared/types';
import {
  DREIZEHN_CARD_CODES,
  DREIZEHN_LIMIT,
  isDreizehnCard,
  type DreizehnAction,
  type DreizehnRoundEnd,
} from '../../../shared/games/dreizehn';
import { msg } from '../../../shared/i18n/message';
import { dreizehnCardWord } from '../../../shared/games/words';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import { cardValue } from './cards';
import { scoreRound } from './scoring';
import { emptyLists, roundsFor, dealerOf, targetIdsOf, type DreizehnState } from './state';
import { placementError, targetTotal } from './targets';

/** Every distinct (card, target) pair `seat` may play now, in canonical card then target order. */
export function legalActions(state: DreizehnState, seat: Seat): DreizehnAction[] {
  if (state.phase !== 'play' || seat !== state.turn) return [];
  const hand = state.hands[seat]!;
  const ids = targetIdsOf(state.options);
  const out: DreizehnAction[] = [];
  for (const card of DREIZEHN_CARD_CODES) {
    if (!hand.includes(card)) continue;
    for (let t = 0; t < 3; t++) {
      if (placementError(state.options, state.targets, card, t) === null) {
        out.push({ type: 'play', card, target: ids[t]! });
      }
    }
  }
  return out;
}

export function apply(
  state: DreizehnState,
  seat: Seat | null,
  action: DreizehnAction,
): Applied<DreizehnState> {
  if (state.phase === 'deal') return refuse('wrong-phase', 'refuse.notDealt.round');
  if (state.phase === 'over') return refuse('wrong-phase', 'refuse.gameOver');
  if (seat === null || seat !== state.turn) {
    return refuse('not-your-turn', 'refuse.notYourTurn', {
      waiting: msg('refuse.waiting.plays', { seat: state.turn }),
    });
  }
  if (action.type !== 'play')
    return refuse('unknown-action', 'refuse.unknownAction', { type: String(action.type) });
  const { card, target } = action;
  if (!isDreizehnCard(card)) return refuse('unknown-card', 'refuse.unknownCard', { card: String(card) });
  const ids = targetIdsOf(state.options);
  const t = (ids as readonly string[]).indexOf(target);
  if (t < 0) {
    return refuse('unknown-target', 'dreizehn-rules.unknownTarget', {
      target: String(target),
      targets: ids.join(', '),
    });
  }
  const hand = state.hands[seat]!;
  const at = hand.indexOf(card);
  if (at < 0) return refuse('card-not-in-hand', 'refuse.notInHand', { card: dreizehnCardWord(card) });
  const misplaced = placementError(state.options, state.targets, card, t);
  if (misplaced) return refuse(misplaced.rule, misplaced.reason);
  return accept(play(state, seat, at, t));
}

/** Plays hand card `at` of `seat` onto target `t` (already checked), draws, and moves on. */
function play(state: DreizehnState, seat: Seat, at: number, t: number): DreizehnState {
  const hand = state.hands[seat]!;
  const card = hand[at]!;
  const newHand = hand.slice(0, at).concat(hand.slice(at + 1));
  let drawPile = state.drawPile;
  if (drawPile.length > 0) {
    newHand.push(drawPile[0]!);
    drawPile = drawPile.slice(1);
  }
  const hands = state.hands.map((h, s) => (s === seat ? newHand : h));

  const onTarget = state.targets[t]!;
  const overflow = targetTotal(state.targets, t) + cardValue(card) > DREIZEHN_LIMIT;
  // On an overflow the player takes everything that lay there; the played card stays alone.
  const targets = state.targets.map((cards, i) => (i !== t ? cards : overflow ? [card] : [...cards, card]));
  const taken = overflow ? state.taken.map((c, s) => (s === seat ? [...c, ...onTarget] : c)) : state.taken;
  const log = [
    ...state.log,
    { seat, card, target: targetIdsOf(state.options)[t]!, took: overflow ? onTarget.length : 0 },
  ];

  const after: DreizehnState = { ...state, hands, drawPile, targets, taken, log };
  const nextSeat = nextToPlay(after, seat);
  return nextSeat < 0 ? endRound(after) : { ...after, turn: nextSeat };
}

/** The next seat clockwise that still holds cards, or -1 when every card has been played. */
function nextToPlay(state: DreizehnState, seat: Seat): number {
  for (let step = 1; step <= state.players; step++) {
    const s = (seat + step) % state.players;
    if (state.hands[s]!.length > 0) return s;
  }
  return -1;
}

/** Scores the finished round and waits for the next deal (or ends the game). */
function endRound(state: DreizehnState): DreizehnState {
  const round = state.history.length;
  const scores = scoreRound(state.taken);
  const end: DreizehnRoundEnd = {
    dealer: dealerOf(state, round),
    taken: state.taken,
    leftOnTargets: state.targets,
    scores,
  };
  const history = [...state.history, end];
  return {
    ...state,
    phase: history.length >= roundsFor(state.players) ? 'over' : 'deal',
    turn: -1,
    hands: emptyLists(state.players),
    drawPile: [],
    targets: emptyLists(3),
    taken: emptyLists(state.players),
    log: [],
    history,
    totals: state.totals.map((total, s) => total + scores[s]!),
  };
}
