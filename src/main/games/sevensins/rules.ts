/** What comes next, the legal actions, and applying one action (trump choice, bid, play). */
import {
  SEVENSINS_ELEMENTS,
  type SevenSinsAction,
  type SevenSinsBidAction,
  type SevenSinsPlayAction,
  type SevenSinsTrumpAction,
} from '../../../shared/games/sevensins';
import type { Next } from '../../engine/game';
import { msg, type Message } from '../../../shared/i18n/message';
import { elementsCardWord } from '../../../shared/games/words';
import type { MessageKey } from '../../../shared/i18n/catalog';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import { isCard, kindOf } from './cards';
import { checkFollow, playableCards, type TrickPlay } from './follow';
import { phaseResult } from './scoring';
import { dealerOf, elementOrder, followRules, type SevenSinsState } from './state';
import { trickWinner } from './trick';

export function next(s: SevenSinsState): Next {
  switch (s.stage) {
    case 'deal':
      return { kind: 'deal', round: s.history.length, dealer: dealerOf(s, s.history.length) };
    case 'over':
      return { kind: 'over' };
    default:
      return s.toAct === null ? { kind: 'over' } : { kind: 'act', seats: [s.toAct] };
  }
}

/** The bid the last bidder may not make (it would make the bids add up to n), or null. */
export function forbiddenBid(s: SevenSinsState): number | null {
  let placed = 0;
  let sum = 0;
  for (const b of s.bids) {
    if (b !== null) {
      placed++;
      sum += b;
    }
  }
  if (placed !== s.players - 1) return null;
  const f = s.phase - sum;
  return f >= 0 && f <= s.phase ? f : null;
}

export function legalActions(s: SevenSinsState, seat: number): SevenSinsAction[] {
  if (s.toAct !== seat) return [];
  switch (s.stage) {
    case 'trump':
      return SEVENSINS_ELEMENTS.map((element) => ({ type: 'trump', element }));
    case 'bid': {
      const forbidden = forbiddenBid(s);
      const out: SevenSinsAction[] = [];
      for (let t = 0; t <= s.phase; t++) if (t !== forbidden) out.push({ type: 'bid', tricks: t });
      return out;
    }
    case 'play': {
      const out: SevenSinsAction[] = [];
      for (const card of playableCards(s.hands[seat] as string[], s.trick, followRules(s))) {
        if (card === 'KITSUNE') {
          out.push({ type: 'play', card, as: 'sin' }, { type: 'play', card, as: 'tanuki' });
        } else {
          out.push({ type: 'play', card });
        }
      }
      return out;
    }
    default:
      return [];
  }
}

export function apply(
  s: SevenSinsState,
  seat: number | null,
  action: SevenSinsAction,
): Applied<SevenSinsState> {
  if (seat === null) return refuse('no-chance', 'refuse.noChance');
  if (s.stage === 'over') return refuse('game-over', 'refuse.gameOver');
  if (s.stage === 'deal') return refuse('not-dealt', 'refuse.notDealt.phase');
  if (!Number.isInteger(seat) || seat < 0 || seat >= s.players) {
    return refuse('no-such-seat', 'refuse.noSeat', { seat });
  }
  // What the table waits for comes first, then whose turn it is: a bid while the dealer has
  // still to choose trump is refused for the missing trump choice, not for the bidder's seat.
  if (isActionType(action.type) && action.type !== s.stage) {
    return refuse('wrong-stage', 'refuse.cannotNow', {
      doing: msg(DOING[action.type]),
      waiting: waitingFor(s),
    });
  }
  if (s.toAct !== seat) return refuse('not-your-turn', 'refuse.notYourTurn', { waiting: waitingFor(s) });
  switch (action.type) {
    case 'trump':
      return applyTrump(s, action);
    case 'bid':
      return applyBid(s, seat, action);
    case 'play':
      return applyPlay(s, seat, action);
    default:
      return refuse('unknown-action', 'refuse.unknownAction', {
        type: String((action as { type: unknown }).type),
      });
  }
}

const DOING: Record<SevenSinsAction['type'], MessageKey> = {
  trump: 'refuse.doing.trump',
  bid: 'refuse.doing.bid',
  play: 'refuse.doing.play',
};

function isActionType(type: string): type is SevenSinsAction['type'] {
  return Object.hasOwn(DOING, type);
}

/** What the table waits for, and from whom, for a refusal. */
function waitingFor(s: SevenSinsState): Message {
  const seat = s.toAct ?? -1;
  switch (s.stage) {
    case 'trump':
      return msg('sevensins-rules.waiting.trump', { seat });
    case 'bid':
      return msg('sevensins-rules.waiting.bids', { seat });
    case 'play':
      return s.tricks.length === 0 && s.trick.length === 0
        ? msg('sevensins-rules.waiting.firstLead', { seat })
        : msg('refuse.waiting.plays', { seat });
    default:
      return msg('refuse.waiting.none');
  }
}

function applyTrump(s: SevenSinsState, a: SevenSinsTrumpAction): Applied<SevenSinsState> {
  if (!(SEVENSINS_ELEMENTS as readonly string[]).includes(a.element)) {
    return refuse('unknown-element', 'sevensins-rules.unknownElement', { element: String(a.element) });
  }
  return accept({ ...s, stage: 'bid', trump: a.element, toAct: (s.dealer + 1) % s.players });
}

function applyBid(s: SevenSinsState, seat: number, a: SevenSinsBidAction): Applied<SevenSinsState> {
  if (!Number.isInteger(a.tricks) || a.tricks < 0 || a.tricks > s.phase) {
    return refuse('bid-range', 'sevensins-rules.bidRange', { max: s.phase });
  }
  if (a.tricks === forbiddenBid(s)) {
    return refuse('bid-sum', 'sevensins-rules.bidSum', { n: s.phase, bid: a.tricks });
  }
  const bids = [...s.bids];
  bids[seat] = a.tricks;
  const done = bids.every((b) => b !== null);
  return accept({
    ...s,
    bids,
    stage: done ? 'play' : 'bid',
    toAct: done ? s.leader : (seat + 1) % s.players,
  });
}

function applyPlay(s: SevenSinsState, seat: number, a: SevenSinsPlayAction): Applied<SevenSinsState> {
  const hand = s.hands[seat] as string[];
  const { card, as } = a;
  if (!isCard(card)) return refuse('unknown-card', 'refuse.unknownCard', { card: String(card) });
  if (!hand.includes(card))
    return refuse('card-not-in-hand', 'refuse.notInHand', { card: elementsCardWord(card) });
  if (card === 'KITSUNE' && as === undefined) return refuse('kitsune-form', 'refuse.kitsune.say');
  if (card !== 'KITSUNE' && as !== undefined) return refuse('kitsune-form', 'refuse.kitsune.only');
  const why = checkFollow(hand, s.trick, card, followRules(s));
  if (why) return refuse(why.rule, why.reason);
  return accept(playCard(s, seat, as === undefined ? { seat, card } : { seat, card, as }));
}

/** Puts a checked play on the table; closes the trick and the phase when they are complete. */
function playCard(s: SevenSinsState, seat: number, play: TrickPlay): SevenSinsState {
  const hands = s.hands.map((h, i) => {
    if (i !== seat) return h;
    const j = h.indexOf(play.card);
    return [...h.slice(0, j), ...h.slice(j + 1)];
  });
  const trick = [...s.trick, play];
  if (trick.length < s.players) return { ...s, hands, trick, toAct: (seat + 1) % s.players };

  const winner = trickWinner(trick, elementOrder(s));
  const tricksWon = [...s.tricksWon];
  tricksWon[winner]++;
  const sinsUnderSoul = [...s.sinsUnderSoul];
  const soulsUnderDemon = [...s.soulsUnderDemon];
  const bonus = trickBonusCards(trick, winner);
  sinsUnderSoul[winner] += bonus.sins;
  soulsUnderDemon[winner] += bonus.souls;
  const tricks = [...s.tricks, { leader: s.leader, plays: trick, winner }];
  const after: SevenSinsState = {
    ...s,
    hands,
    trick: [],
    tricks,
    tricksWon,
    sinsUnderSoul,
    soulsUnderDemon,
    leader: winner,
    toAct: winner,
  };
  if (tricks.length < s.phase) return after;

  const result = phaseResult({
    phase: s.phase,
    dealer: s.dealer,
    trumpCard: s.trumpCard as string,
    trump: s.trump,
    bids: s.bids.map((b) => b ?? 0),
    tricks: tricksWon,
    sinsUnderSoul,
    soulsUnderDemon,
  });
  const history = [...s.history, result];
  return {
    ...after,
    stage: s.phase >= s.options.phases ? 'over' : 'deal',
    toAct: null,
    history,
    totals: s.totals.map((t, i) => t + (result.scores[i] as number)),
  };
}

/**
 * Decision: the bonus goes to the trick's winner, for the beaten kind in that trick: Sins (and
 * Kitsune-as-Sin) when it won with a Soul, Souls when it won with a Demon.
 */
export function trickBonusCards(
  trick: readonly TrickPlay[],
  winnerSeat: number,
): { sins: number; souls: number } {
  const win = trick.find((p) => p.seat === winnerSeat);
  const kind = win ? kindOf(win.card, win.as) : 'element';
  let sins = 0;
  let souls = 0;
  for (const p of trick) {
    const k = kindOf(p.card, p.as);
    if (kind === 'soul' && k === 'sin') sins++;
    if (kind === 'demon' && k === 'soul') souls++;
  }
  return { sins, souls };
}
