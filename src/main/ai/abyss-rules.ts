/**
 * Abyss rule-based bot: sees only its view and the legal actions.
 * - Play: for each card, who would move if it won (the winner, or the leader under
 *   desecration; nobody under chains when the leader wins) and how far; its own moves count
 *   for it, others' against it — more so for figures ahead of it or near the goal. When it
 *   plays last the outcome is exact; earlier, a card that leads the trick now holds with a
 *   chance that falls with its strength and the number of players still to come. Strong cards
 *   carry a small cost so it wins cheaply and sheds its weakest card when it cannot win.
 * - Jump: takes the landing with the better field (distance first, a heptagram is a bonus).
 * - Scale: the choice that most raises the elements it holds (mirror-aware); else nothing.
 * - Passing: its weakest card.
 */
import type { AbyssAction, AbyssElement, AbyssPlay, AbyssView } from '../../shared/games/abyss';
import { elementOf, kindOf, valueOf } from '../games/abyss/cards';
import { cursesFromList, kindMods, type ActiveCurses } from '../games/abyss/curses';
import { isHeptagram, jumpLanding } from '../games/abyss/board';
import { resolveTrick, scaleRank, trickMove } from '../games/abyss/trick';
import { firstLegal, type Bot, type BotContext } from './bot';

type Ctx = BotContext<AbyssView, AbyssAction>;

/** Rough chance-free strength of a card in [0, 1] under the scale and curses in force. */
function strength(
  card: string,
  as: AbyssPlay['as'],
  scale: readonly AbyssElement[],
  active: ActiveCurses,
): number {
  const kind = kindOf(card, as ?? 'sin', kindMods(active));
  switch (kind) {
    case 'tanuki':
      return 0;
    case 'sin':
      return 0.9;
    case 'demon':
    case 'soul':
      return 0.85;
    default: {
      const e = elementOf(card) as AbyssElement;
      const v = valueOf(card) / 13;
      const rank = scaleRank(scale, active.mirror)(e);
      const high = active.reversal ? 1 - v : v;
      return rank === 0 ? 0.45 * high : 0.5 + 0.1 * rank * (0.5 + 0.5 * high) - 0.01;
    }
  }
}

/** How much a field gained by `seat` matters to me: mine +, others − (more when ahead or close). */
function weight(v: AbyssView, me: number, seat: number): number {
  if (seat === me) return 1;
  const mine = v.positions[me] as number;
  const theirs = v.positions[seat] as number;
  let w = 0.3;
  if (theirs > mine) w += 0.5;
  if (theirs >= v.goal - 4) w += 0.8;
  return w;
}

function moveValue(v: AbyssView, me: number, mover: number, steps: number): number {
  if (steps === 0) return 0;
  if ((v.positions[mover] as number) + steps >= v.goal) return mover === me ? 100 : -50;
  return steps * (mover === me ? 1 : -weight(v, me, mover));
}

function choosePlay(ctx: Ctx, active: ActiveCurses): AbyssAction {
  const v = ctx.view;
  const me = ctx.seat;
  const lastTrick = v.trickIndex === v.handSize - 1;
  const toCome = v.players - v.trick.length - 1;
  let best = ctx.legal[0] as AbyssAction;
  let bestValue = -Infinity;
  for (const action of ctx.legal) {
    if (action.type !== 'play') continue;
    const mine: AbyssPlay = action.as
      ? { seat: me, card: action.card, as: action.as }
      : { seat: me, card: action.card };
    const trick = [...v.trick, mine];
    const out = resolveTrick(trick, v.scale, active, lastTrick);
    const s = strength(action.card, action.as, v.scale, active);
    let value: number;
    if (toCome === 0) {
      value = moveValue(v, me, out.mover, out.steps);
    } else {
      const lead = trick[0] as AbyssPlay;
      const asWinner = trickMove(mine, lead.seat, active, lastTrick);
      const pHold = out.winner === me ? Math.pow(s, toCome) : 0;
      const otherwise = -0.5; // someone else most likely moves
      value = pHold * moveValue(v, me, asWinner.mover, asWinner.steps) + (1 - pHold) * otherwise;
    }
    value -= 0.3 * s; // keep strong cards for later
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = action;
    }
  }
  return best;
}

function chooseJump(ctx: Ctx, active: ActiveCurses): AbyssAction {
  const v = ctx.view;
  const move = v.move;
  if (!move) return ctx.legal[0] as AbyssAction;
  const target = (v.positions[move.seat] as number) + 1;
  const landing = jumpLanding(v.positions, target, move.seat, v.goal);
  const score = (f: number): number => f + (isHeptagram(f) && !active.frozenScale ? 0.7 : 0);
  return { type: 'jump', jump: score(landing) >= score(target) };
}

function chooseScale(ctx: Ctx, active: ActiveCurses): AbyssAction {
  const v = ctx.view;
  const hand = v.hands[ctx.seat] ?? [];
  const power = (scale: readonly AbyssElement[]): number => {
    const rank = scaleRank(scale, active.mirror);
    let sum = 0;
    for (const c of hand) {
      const e = elementOf(c);
      if (e) sum += rank(e) * (1 + valueOf(c) / 13);
    }
    return sum;
  };
  let best: AbyssAction = { type: 'scale', pass: true };
  let bestValue = power(v.scale);
  for (const action of ctx.legal) {
    if (action.type !== 'scale') continue;
    let scale = v.scale;
    if (action.add) scale = [...scale, action.add];
    else if (action.swap) {
      const [i, j] = action.swap;
      scale = [...scale];
      scale[i] = v.scale[j] as AbyssElement;
      scale[j] = v.scale[i] as AbyssElement;
    }
    const value = power(scale);
    if (value > bestValue + 1e-9) {
      bestValue = value;
      best = action;
    }
  }
  return best;
}

function choosePass(ctx: Ctx, active: ActiveCurses): AbyssAction {
  let best = ctx.legal[0] as AbyssAction;
  let weakest = Infinity;
  for (const action of ctx.legal) {
    if (action.type !== 'pass') continue;
    const s = strength(action.card, undefined, ctx.view.scale, active);
    if (s < weakest) {
      weakest = s;
      best = action;
    }
  }
  return best;
}

export const abyssRulesBot: Bot<AbyssView, AbyssAction> = {
  level: 'rules',
  act(ctx) {
    const first = firstLegal(ctx.legal, 'abyss');
    if (ctx.legal.length === 1) return first;
    const active = cursesFromList(ctx.view.activeCurses);
    switch (first.type) {
      case 'play':
        return choosePlay(ctx, active);
      case 'jump':
        return chooseJump(ctx, active);
      case 'scale':
        return chooseScale(ctx, active);
      case 'pass':
        return choosePass(ctx, active);
      default:
        return first;
    }
  },
};
