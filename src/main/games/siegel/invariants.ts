/** Soundness checks run after every step of random games: cards, seals, turn structure, scores. */
import {
  HAND_SIZE,
  SEAL_COLORS,
  SEAL_KINDS,
  SEAL_SUPPLY,
  emptySeals,
  type SealCounts,
  TRICKS_PER_ROUND,
  roundCount,
} from '../../../shared/games/siegel';
import { cardIn, colorOf, deckFor } from './cards';
import { scoreRound, tricksWonIn } from './scoring';
import type { SiegelState } from './state';
import { winningPlay } from './trick';

export function invariants(state: SiegelState): string[] {
  const out: string[] = [];
  const n = state.players;
  const rounds = roundCount(n);
  if (state.history.length > rounds)
    out.push(`${state.history.length} rounds played, the game has ${rounds}`);
  if ((state.phase === 'gameOver') !== (state.history.length === rounds)) {
    out.push(`phase ${state.phase} after ${state.history.length} of ${rounds} rounds`);
  }
  state.history.forEach((h, i) => {
    const again = scoreRound(h.seals, h.saboteur, state.options.saboteurBase);
    if (again.some((s, seat) => s !== h.scores[seat])) out.push(`round ${i} scores do not match its seals`);
    if (h.dealer !== (state.firstDealer + i) % n) out.push(`round ${i} dealt by the wrong seat`);
  });

  const round = state.round;
  if (!round) {
    if (state.phase !== 'deal') out.push(`phase ${state.phase} without a round`);
    return out;
  }
  const finished = state.phase === 'roundOver' || state.phase === 'gameOver';
  const expectedIndex = finished ? state.history.length - 1 : state.history.length;
  if (round.index !== expectedIndex) out.push(`round index ${round.index}, expected ${expectedIndex}`);
  if (round.dealer !== (state.firstDealer + round.index) % n) out.push('wrong dealer');

  // Cards: hands + completed tricks + current trick are exactly the deck.
  const counted = new Map<string, number>();
  const playedBy = new Array<number>(n).fill(0);
  const add = (card: string) => counted.set(card, (counted.get(card) ?? 0) + 1);
  round.hands.forEach((h) => h.forEach(add));
  const voids = new Array<Set<string>>(n).fill(new Set()).map(() => new Set<string>());
  const allTricks = [...round.tricks.map((t) => t.plays), round.trick];
  allTricks.forEach((plays, ti) => {
    plays.forEach((p, i) => {
      add(p.card);
      playedBy[p.seat] = (playedBy[p.seat] ?? 0) + 1;
      const lead = plays[0];
      if (lead && p.seat !== (lead.seat + i) % n) out.push(`trick ${ti}: seat ${p.seat} played out of turn`);
      if (voids[p.seat]?.has(colorOf(p.card)))
        out.push(`seat ${p.seat} played ${p.card} after showing a void`);
      if (lead && colorOf(p.card) !== colorOf(lead.card)) voids[p.seat]?.add(colorOf(lead.card));
    });
  });
  round.hands.forEach((h, s) => {
    for (const c of h) if (voids[s]?.has(colorOf(c))) out.push(`seat ${s} holds ${c} after showing a void`);
    if (h.length + (playedBy[s] ?? 0) !== HAND_SIZE) out.push(`seat ${s} has ${h.length} cards`);
  });
  const deck = deckFor(n);
  if (counted.size !== deck.length) out.push(`${counted.size} distinct cards, deck has ${deck.length}`);
  for (const [card, k] of counted) {
    if (!cardIn(n, card)) out.push(`${card} is not in the deck`);
    else if (k !== 1) out.push(`${card} appears ${k} times`);
  }

  // Tricks: winners, leaders, counts.
  if (round.tricks.length > TRICKS_PER_ROUND) out.push(`${round.tricks.length} tricks`);
  round.tricks.forEach((t, i) => {
    if (t.plays.length !== n) out.push(`trick ${i} has ${t.plays.length} cards`);
    const leader = i === 0 ? (round.dealer + 1) % n : round.tricks[i - 1]?.winner;
    if (t.leader !== leader || t.plays[0]?.seat !== leader) out.push(`trick ${i} led by the wrong seat`);
    if (t.plays.length === n && winningPlay(t.plays).seat !== t.winner)
      out.push(`trick ${i} has the wrong winner`);
    if ((t.outcome.kind === 'saboteur') !== (t.winner === round.saboteur))
      out.push(`trick ${i}: saboteur outcome`);
  });
  if (state.phase === 'return' && round.trick.length !== n) out.push('return phase without a complete trick');
  if (state.phase !== 'return' && round.trick.length >= n) out.push('complete trick left on the table');
  if (finished && round.tricks.length !== TRICKS_PER_ROUND) out.push('round over before 15 tricks');

  // Predictions: one per seat in turn order, at most one saboteur.
  const preds = round.predictions;
  if (preds.length > n) out.push(`${preds.length} predictions`);
  if ((state.phase === 'predict') !== preds.length < n)
    out.push(`phase ${state.phase} with ${preds.length} predictions`);
  preds.forEach((p, i) => {
    if (p.seat !== (round.dealer + 1 + i) % n) out.push(`prediction ${i} by the wrong seat`);
  });
  const sabs = preds.filter((p) => p.type === 'saboteur');
  if (sabs.length > 1 || (sabs[0]?.seat ?? null) !== round.saboteur)
    out.push('saboteur does not match the predictions');
  if (preds.length < n && (round.tricks.length > 0 || round.trick.length > 0))
    out.push('cards played before all predicted');

  // Seals: the 27 are conserved; nobody holds a negative count; the saboteur holds none.
  for (const k of SEAL_KINDS) {
    let total = round.centre[k];
    if (round.centre[k] < 0) out.push(`centre has ${round.centre[k]} ${k}`);
    round.seals.forEach((s, seat) => {
      total += s[k];
      if (s[k] < 0) out.push(`seat ${seat} has ${s[k]} ${k}`);
    });
    if (total !== SEAL_SUPPLY[k]) out.push(`${total} ${k} seals, there are ${SEAL_SUPPLY[k]}`);
  }
  if (
    round.saboteur !== null &&
    SEAL_KINDS.some((k) => (round.seals[round.saboteur as number]?.[k] ?? 0) > 0)
  ) {
    out.push('the saboteur holds seals');
  }
  // Every seat's seals recomputed from the public history: predictions, steals, trick outcomes.
  const expected = round.seals.map(() => emptySeals());
  for (const p of preds) {
    if (p.type !== 'predict') continue;
    for (const c of SEAL_COLORS) (expected[p.seat] as SealCounts)[c] += p.seals[c] ?? 0;
    for (const st of p.steals) {
      (expected[st.from] as SealCounts)[st.color] -= 1;
      (expected[st.from] as SealCounts).white += 1;
    }
  }
  for (const t of round.tricks) {
    if (t.outcome.kind === 'returned') (expected[t.winner] as SealCounts)[t.outcome.seal] -= 1;
    if (t.outcome.kind === 'black') (expected[t.winner] as SealCounts).black += 1;
  }
  round.seals.forEach((s, seat) => {
    for (const k of SEAL_KINDS) {
      if (s[k] !== (expected[seat] as SealCounts)[k])
        out.push(`seat ${seat} holds ${s[k]} ${k}, history says ${(expected[seat] as SealCounts)[k]}`);
    }
  });

  if (finished) {
    const h = state.history[state.history.length - 1];
    const won = tricksWonIn(round, n);
    if (!h || h.dealer !== round.dealer || JSON.stringify(h.seals) !== JSON.stringify(round.seals)) {
      out.push('last round summary does not match the round');
    } else if (h.tricksWon.some((w, s) => w !== won[s])) out.push('tricks won do not match');
  }
  return out;
}
