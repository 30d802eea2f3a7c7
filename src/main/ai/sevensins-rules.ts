/**
 * SevenSins rule-based bot: sees only its view and the legal actions.
 * - Trump choice: the element it holds most (and highest) of, space aside.
 * - Bids: the sum of per-card chances to take a trick (specials, space, trumps, high cards),
 *   scaled by the table size; in blind phase 1 it counts which unseen cards would beat the
 *   cards it sees. Never the forbidden sum.
 * - Play: while it still needs tricks it wins as cheaply as it can (or leads its strongest
 *   card); once it has enough it ducks, shedding its most dangerous card that does not win.
 *   A Kitsune is a Sin when winning, a Tanuki when ducking.
 */
import type {
  SevenSinsAction,
  SevenSinsElement,
  SevenSinsPlayAction,
  SevenSinsView,
} from '../../shared/games/sevensins';
import { ELEMENTS, deckMinus, elementOf, kindOf, valueOf } from '../games/sevensins/cards';
import type { TrickPlay } from '../games/sevensins/follow';
import { sevenSinsOrder, trickWinner } from '../games/sevensins/trick';
import { firstLegal, type Bot } from './bot';

/** Rough playing strength of a card (higher wins more often). */
function strength(card: string, as: string | undefined, trump: SevenSinsElement | null): number {
  const kind = kindOf(card, as === 'tanuki' ? 'tanuki' : 'sin');
  switch (kind) {
    case 'tanuki':
      return 0;
    case 'sin':
      return 3.8;
    case 'demon':
    case 'soul':
      return 3.5;
    default: {
      const e = elementOf(card);
      const v = valueOf(card) / 13;
      if (e === 'space') return 2 + v;
      if (e === trump) return 1 + v;
      return v;
    }
  }
}

/** Chance that one hand card takes a trick, by a simple table (fewer players: more tricks each). */
export function trickChance(
  card: string,
  trump: SevenSinsElement | null,
  players: number,
  n: number,
): number {
  const crowd = 4 / players;
  const e = elementOf(card);
  const v = valueOf(card);
  const cap = (x: number): number => Math.min(0.95, x);
  switch (card) {
    case 'SIN':
      return cap(0.8 * Math.sqrt(crowd));
    case 'DEMON':
    case 'SOUL':
      return cap(0.55 * Math.sqrt(crowd));
    case 'KITSUNE':
      return cap(0.6 * Math.sqrt(crowd));
    case 'TANUKI':
      return 0;
  }
  if (e === 'space') return cap(Math.max(0, (v - 4) / 9) * 0.75 * crowd);
  if (e === trump) return cap(Math.max(0, (v - 5) / 8) * 0.6 * crowd);
  // Plain high cards win only in small phases.
  return v >= 12 && n <= 4 ? cap(0.25 * crowd) : 0;
}

function chooseBid(v: SevenSinsView, legal: readonly SevenSinsAction[]): SevenSinsAction {
  const bids = legal.flatMap((a) => (a.type === 'bid' ? [a.tricks] : []));
  let want: number;
  if (v.hand === null) {
    want = blindWinChance(v) > 0.5 ? 1 : 0;
  } else {
    const expected = v.hand.reduce((sum, c) => sum + trickChance(c, v.trump, v.players, v.phase), 0);
    // Self-play showed the bot ending over its bid more often than under: lean a little higher.
    want = Math.round(expected * 1.15);
  }
  // The allowed bid closest to what it wants (lower on a tie: missing low costs less).
  let best = bids[0] as number;
  for (const b of bids) if (Math.abs(b - want) < Math.abs(best - want)) best = b;
  return legal.find((a) => a.type === 'bid' && a.tricks === best) as SevenSinsAction;
}

/** Phase 1: the share of unseen cards that would win against the cards it sees. */
function blindWinChance(v: SevenSinsView): number {
  const seen: string[] = [];
  v.hands.forEach((h) => h && seen.push(...h));
  for (const p of v.trick) seen.push(p.card);
  for (const t of v.tricks) for (const p of t.plays) seen.push(p.card);
  if (v.trumpCard) seen.push(v.trumpCard);
  const rest = deckMinus(seen);
  if (!rest.ok || rest.rest.length === 0) return 0;
  const me = v.seat as number;
  const order = sevenSinsOrder(v.trump);
  let wins = 0;
  for (const card of rest.rest) {
    const trick: TrickPlay[] = [];
    for (let k = 0; k < v.players; k++) {
      const seat = (v.leader + k) % v.players;
      const c = seat === me ? card : (v.hands[seat]?.[0] ?? v.trick.find((p) => p.seat === seat)?.card);
      if (c === undefined) continue;
      trick.push(c === 'KITSUNE' ? { seat, card: c, as: 'sin' } : { seat, card: c });
    }
    if (trickWinner(trick, order) === me) wins++;
  }
  return wins / rest.rest.length;
}

function chooseTrump(v: SevenSinsView, legal: readonly SevenSinsAction[]): SevenSinsAction {
  let best: SevenSinsElement = 'water';
  let bestScore = -1;
  for (const e of ELEMENTS) {
    if (e === 'space') continue;
    let score = 0;
    for (const c of v.hand ?? []) if (elementOf(c) === e) score += 1 + valueOf(c) / 13;
    if (score > bestScore) {
      bestScore = score;
      best = e;
    }
  }
  return legal.find((a) => a.type === 'trump' && a.element === best) ?? (legal[0] as SevenSinsAction);
}

function choosePlay(v: SevenSinsView, legal: readonly SevenSinsPlayAction[]): SevenSinsPlayAction {
  const me = v.seat as number;
  const need = ((v.bids[me] ?? 0) as number) - (v.tricksWon[me] ?? 0);
  const order = sevenSinsOrder(v.trump);
  const str = (a: SevenSinsPlayAction): number => strength(a.card, a.as, v.trump);
  const wins = (a: SevenSinsPlayAction): boolean => {
    const play: TrickPlay = a.as ? { seat: me, card: a.card, as: a.as } : { seat: me, card: a.card };
    return trickWinner([...v.trick, play], order) === me;
  };
  const byStrength = [...legal].sort((a, b) => str(a) - str(b));
  const lowest = byStrength[0] as SevenSinsPlayAction;
  const highest = byStrength[byStrength.length - 1] as SevenSinsPlayAction;
  const leading = v.trick.length === 0;
  if (need > 0) {
    if (leading) return highest;
    const winners = byStrength.filter(wins);
    // Late in the trick the cheapest winner will do; early, a stronger one holds better.
    if (winners.length > 0) {
      const last = v.trick.length === v.players - 1;
      return last
        ? (winners[0] as SevenSinsPlayAction)
        : (winners[winners.length - 1] as SevenSinsPlayAction);
    }
    return lowest;
  }
  if (leading) return lowest;
  const losers = byStrength.filter((a) => !wins(a));
  if (losers.length > 0) return losers[losers.length - 1] as SevenSinsPlayAction;
  return lowest;
}

export const sevensinsRulesBot: Bot<SevenSinsView, SevenSinsAction> = {
  level: 'rules',
  act({ view, legal }) {
    switch (firstLegal(legal, 'sevensins').type) {
      case 'trump':
        return chooseTrump(view, legal);
      case 'bid':
        return chooseBid(view, legal);
      case 'play':
        return choosePlay(
          view,
          legal.filter((a): a is SevenSinsPlayAction => a.type === 'play'),
        );
    }
  },
};
