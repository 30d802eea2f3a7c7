/**
 * A fast rule-based Siegel player. It sees only its view and the legal actions.
 * - Predicting: estimates its tricks per colour from high cards and reds, takes the saboteur
 *   when the hand is weak, and picks the legal prediction nearest to the estimate.
 * - Playing: wins cheaply when it holds a seal it could return for the trick, ducks otherwise;
 *   leads its sure winners in colours it needs, else low cards in colours it does not.
 * - Returning: white first (4 points), else the colour it is least likely to win again.
 * The saboteur ducks and leads low, leaving the tricks (and the black seals) to the others.
 */
import {
  CARD_COLORS,
  SEAL_COLORS,
  maxCardValue,
  parseCard,
  type SiegelAction,
  type SiegelView,
  type TrickPlay,
} from '../../shared/games/siegel';
import { firstLegal, type Bot, type BotContext } from './bot';

interface Card {
  code: string;
  c: number;
  v: number;
}

function toCard(code: string): Card {
  const p = parseCard(code);
  return { code, c: p ? CARD_COLORS.indexOf(p.color) : 0, v: p ? p.value : 0 };
}

/** Expected tricks per colour index (red = 0) from the hand alone. */
export function estimateTricks(hand: readonly string[], players: number): number[] {
  const max = maxCardValue(players);
  const cards = hand.map(toCard);
  const perColour = [0, 0, 0, 0, 0].map((_, c) => cards.filter((k) => k.c === c));
  const est = [0, 0, 0, 0, 0];
  const average = hand.length / 5;
  perColour.forEach((cs, c) => {
    for (const k of cs) {
      const top = max - k.v; // cards above it
      if (c === 0) est[c]! += top === 0 ? 0.95 : top === 1 ? 0.8 : Math.max(0, 0.6 - top * 0.12);
      else est[c]! += top === 0 ? 0.8 : top === 1 ? 0.55 : Math.max(0, 0.35 - top * 0.1);
    }
    // A long colour wins its last rounds; short colours let reds trump in.
    if (c === 0) est[0]! += Math.max(0, cs.length - average) * 0.5;
  });
  const reds = perColour[0]!.length;
  perColour.forEach((cs, c) => {
    if (c !== 0 && cs.length <= 1 && reds >= 3) est[c]! += 0.3;
  });
  return est;
}

/** The raw estimate undercounts forced wins (ducking is not always possible): scaled up to match. */
const SCALE = 1.6;
const ROUND = 0.35;
/** Take the saboteur when the estimate is below this share of an average player's tricks. */
const SAB = 0.45;
function predictionFor(ctx: BotContext<SiegelView, SiegelAction>): SiegelAction {
  const { view, legal } = ctx;
  const est = estimateTricks(view.hand, view.players);
  const total = est.reduce((a, b) => a + b, 0);
  const average = 15 / view.players;
  const sab = legal.find((a) => a.type === 'saboteur');
  if (sab && total < average * SAB) return sab;
  const want = est.map((e) => Math.floor(e * SCALE + ROUND));
  let best: SiegelAction | null = null;
  let bestCost = Infinity;
  for (const a of legal) {
    if (a.type !== 'predict') continue;
    let cost = 0;
    SEAL_COLORS.forEach((color, c) => {
      const k = a.seals[color] ?? 0;
      const d = k - (want[c] as number);
      // Missing a seal costs a black later (3), an extra seal costs 2.
      cost += d > 0 ? 2 * d : -3 * d;
    });
    if (cost < bestCost) {
      bestCost = cost;
      best = a;
    }
  }
  return best ?? sab ?? (legal[0] as SiegelAction);
}

/** Cards of each colour not yet seen by this seat (not in hand, not played this round). */
function unseenByColour(view: SiegelView): number[][] {
  const max = maxCardValue(view.players);
  const seen = new Set<string>(view.hand);
  for (const t of view.tricks) for (const p of t.plays) seen.add(p.card);
  for (const p of view.trick) seen.add(p.card);
  return CARD_COLORS.map((col) => {
    const vals: number[] = [];
    for (let v = 1; v <= max; v++) if (!seen.has(`${col}${v}`)) vals.push(v);
    return vals;
  });
}

function currentBest(trick: readonly TrickPlay[]): Card | null {
  let best: Card | null = null;
  const led = trick[0] ? toCard(trick[0].card).c : -1;
  for (const p of trick) {
    const k = toCard(p.card);
    if (!best) best = k;
    else if (k.c === 0 ? best.c !== 0 || k.v > best.v : best.c !== 0 && k.c === led && k.v > best.v) best = k;
  }
  return best;
}

function beats(k: Card, best: Card, led: number): boolean {
  return k.c === 0 ? best.c !== 0 || k.v > best.v : best.c !== 0 && k.c === led && k.v > best.v;
}

const nonRed = (ks: Card[]): Card[] => ks.filter((k) => k.c !== 0);
const firstNonEmpty = (...lists: Card[][]): Card[] => lists.find((l) => l.length > 0) ?? [];

function playFor(ctx: BotContext<SiegelView, SiegelAction>): SiegelAction {
  const { view, legal } = ctx;
  const me = ctx.seat;
  const cards = legal.flatMap((a) => (a.type === 'play' ? [toCard(a.card)] : []));
  if (cards.length === 0) return legal[0] as SiegelAction;
  const play = (k: Card): SiegelAction =>
    legal.find((a) => a.type === 'play' && a.card === k.code) ?? (legal[0] as SiegelAction);
  const low = (ks: Card[]) => ks.reduce((a, b) => (b.v < a.v ? b : a));
  const high = (ks: Card[]) => ks.reduce((a, b) => (b.v > a.v ? b : a));
  const seals = view.seals[me]!;
  const saboteur = view.saboteur === me;
  const unseen = unseenByColour(view);

  if (view.trick.length === 0) {
    if (!saboteur) {
      // Lead a top card in a colour whose seal we can return (a plain colour only while few reds are out).
      for (let c = 0; c < 5; c++) {
        const mine = cards.filter((k) => k.c === c);
        if (mine.length === 0) continue;
        const need = seals[SEAL_COLORS[c]!] > 0 || seals.white > 0;
        const top = high(mine);
        const higher = unseen[c]!.filter((v) => v > top.v).length;
        if (need && higher === 0 && (c === 0 || unseen[0]!.length < view.players)) return play(top);
      }
    }
    // Otherwise lead low, preferring colours we hold no seal of (their tricks we lose anyway).
    const spare = cards.filter((k) => k.c !== 0 && seals[SEAL_COLORS[k.c]!] === 0);
    return play(low(firstNonEmpty(spare, nonRed(cards), cards)));
  }

  const led = toCard(view.trick[0]!.card).c;
  const best = currentBest(view.trick)!;
  const last = view.trick.length === view.players - 1;
  const winners = cards.filter((k) => beats(k, best, led));
  const losers = cards.filter((k) => !beats(k, best, led));
  // A win is welcome when a seal it allows can be returned: led colour, red if trumping, white.
  const wantWith = (k: Card): boolean =>
    !saboteur &&
    (seals.white > 0 || seals[SEAL_COLORS[led]!] > 0 || (k.c === 0 && led !== 0 && seals.red > 0));
  const goodWins = winners.filter(wantWith);
  if (goodWins.length > 0) {
    if (last) return play(low(goodWins));
    // Not last: win with the strongest card that others are unlikely to beat, cheaply.
    const safe = goodWins.filter(
      (k) => unseen[k.c]!.every((v) => v < k.v) && (k.c === 0 || unseen[0]!.length === 0),
    );
    if (safe.length > 0) return play(low(safe));
    return play(high(goodWins));
  }
  if (losers.length > 0) {
    // Duck with the highest card that still loses; off-colour, dump the highest card of a colour we have no seal of.
    const offColour = losers.filter((k) => k.c !== led);
    if (offColour.length > 0) {
      const dump = offColour.filter((k) => k.c !== 0 && seals[SEAL_COLORS[k.c]!] === 0);
      return play(high(firstNonEmpty(dump, nonRed(offColour), offColour)));
    }
    return play(high(losers));
  }
  return play(low(cards));
}

function returnFor(ctx: BotContext<SiegelView, SiegelAction>): SiegelAction {
  const options = ctx.legal.flatMap((a) => (a.type === 'return' ? [a] : []));
  const white = options.find((a) => a.seal === 'white');
  if (white) return white;
  // Give back the colour we are least likely to win again.
  const hand = ctx.view.hand.map(toCard);
  const strength = (seal: string): number => {
    const c = (SEAL_COLORS as readonly string[]).indexOf(seal);
    return hand.filter((k) => k.c === c).reduce((s, k) => s + k.v, 0);
  };
  const sorted = [...options].sort((a, b) => strength(a.seal) - strength(b.seal));
  return sorted[0] ?? (ctx.legal[0] as SiegelAction);
}

export const siegelRulesBot: Bot<SiegelView, SiegelAction> = {
  level: 'rules',
  act(ctx) {
    const first = firstLegal(ctx.legal, 'siegel');
    if (ctx.legal.length === 1) return first;
    switch (ctx.view.phase) {
      case 'predict':
        return predictionFor(ctx);
      case 'play':
        return playFor(ctx);
      case 'return':
        return returnFor(ctx);
      default:
        return first;
    }
  },
};
