/** Invariant checks run after every step of random games: conservation and recomputed scores. */
import {
  DREIZEHN_HAND_SIZE,
  DREIZEHN_LIMIT,
  isDreizehnCard,
  type DreizehnCard,
} from '../../../shared/games/dreizehn';
import { KIND_COPIES, KIND_OF, KINDS } from './cards';
import { replayLog } from './log';
import { scoreRound } from './scoring';
import { dealerOf, roundsFor, type DreizehnState } from './state';
import { targetColour, targetTotal } from './targets';

/** Problems with a multiset of cards that should be exactly the deck. */
function deckProblems(where: string, cards: readonly string[]): string[] {
  const counts = new Array<number>(KINDS).fill(0);
  for (const code of cards) {
    if (!isDreizehnCard(code)) return [`${where}: unknown card ${JSON.stringify(code)}`];
    counts[KIND_OF[code]]!++;
  }
  for (let k = 0; k < KINDS; k++) {
    if (counts[k] !== KIND_COPIES[k])
      return [`${where}: kind ${k} appears ${counts[k]} times, not ${KIND_COPIES[k]}`];
  }
  return [];
}

function sameCards(
  a: readonly (readonly DreizehnCard[])[],
  b: readonly (readonly DreizehnCard[])[],
): boolean {
  return (
    a.length === b.length && a.every((x, i) => x.length === b[i]!.length && x.every((c, j) => c === b[i]![j]))
  );
}

export function invariants(state: DreizehnState): string[] {
  const out: string[] = [];
  const n = state.players;
  if (!(n >= 3 && n <= 6)) return [`players ${n} outside 3–6`];
  if (state.hands.length !== n || state.taken.length !== n || state.totals.length !== n) {
    return ['hands, taken and totals need one entry per seat'];
  }
  if (state.targets.length !== 3) return ['there must be three targets'];

  // Scored rounds: every card accounted for, scores and totals recomputed.
  const rounds = roundsFor(n);
  if (state.history.length > rounds)
    out.push(`${state.history.length} rounds scored, the game has ${rounds}`);
  const totals = new Array<number>(n).fill(0);
  state.history.forEach((r, i) => {
    if (r.dealer !== dealerOf(state, i))
      out.push(`round ${i}: dealer ${r.dealer}, expected ${dealerOf(state, i)}`);
    const problems = deckProblems(`round ${i}`, [...r.taken.flat(), ...r.leftOnTargets.flat()]);
    out.push(...problems);
    if (problems.length > 0 || r.taken.length !== n) return;
    const scores = scoreRound(r.taken);
    if (scores.some((s, seat) => s !== r.scores[seat]) || r.scores.length !== n) {
      out.push(`round ${i}: scores ${r.scores.join(',')} but the taken cards give ${scores.join(',')}`);
    }
    scores.forEach((s, seat) => (totals[seat]! += s));
  });
  if (totals.some((t, seat) => t !== state.totals[seat])) {
    out.push(`totals ${state.totals.join(',')} but the rounds add up to ${totals.join(',')}`);
  }
  if ((state.phase === 'over') !== (state.history.length === rounds)) {
    out.push(`phase ${state.phase} after ${state.history.length} of ${rounds} rounds`);
  }

  if (state.phase !== 'play') {
    const leftovers =
      state.hands.some((h) => h.length > 0) ||
      state.taken.some((h) => h.length > 0) ||
      state.targets.some((h) => h.length > 0) ||
      state.drawPile.length > 0 ||
      state.log.length > 0;
    if (leftovers) out.push(`cards lie on the table outside a round (phase ${state.phase})`);
    if (state.turn !== -1) out.push(`turn ${state.turn} outside a round`);
    return out;
  }

  // The round in play: all 50 cards conserved, targets and taken cards follow from the log.
  const problems = deckProblems('round in play', [
    ...state.hands.flat(),
    ...state.drawPile,
    ...state.targets.flat(),
    ...state.taken.flat(),
  ]);
  out.push(...problems);
  if (problems.length > 0) return out;
  const replay = replayLog(state.options, n, state.log);
  out.push(...replay.problems);
  if (!sameCards(replay.targets, state.targets)) out.push('the targets do not match the play log');
  if (!sameCards(replay.taken, state.taken)) out.push('the taken cards do not match the play log');
  const inHands = state.hands.reduce((a, h) => a + h.length, 0);
  if (state.log.length + inHands + state.drawPile.length !== 50) out.push('plays + hands + pile ≠ 50');
  if (state.drawPile.length > 0 && state.hands.some((h) => h.length !== DREIZEHN_HAND_SIZE)) {
    out.push(`hands must hold ${DREIZEHN_HAND_SIZE} cards while the pile lasts`);
  }
  for (let t = 0; t < 3; t++) {
    const total = targetTotal(state.targets, t);
    if (total > DREIZEHN_LIMIT) out.push(`target ${t} stands at ${total}`);
  }
  if (state.options.colorRule === 'firstCard') {
    const colours = [0, 1, 2].map((t) => targetColour(state.options, state.targets, t)).filter((c) => c >= 0);
    if (new Set(colours).size !== colours.length) out.push('two targets share a colour');
  }
  // Turns go clockwise from the seat left of the dealer.
  let expected = (dealerOf(state, state.history.length) + 1) % n;
  for (const [i, entry] of state.log.entries()) {
    if (entry.seat !== expected) {
      out.push(`log[${i}]: seat ${entry.seat} played, expected seat ${expected}`);
      break;
    }
    expected = (expected + 1) % n;
  }
  if (state.turn !== expected || state.hands[state.turn]?.length === 0) {
    out.push(`turn ${state.turn}, expected seat ${expected} with cards`);
  }
  return out;
}
