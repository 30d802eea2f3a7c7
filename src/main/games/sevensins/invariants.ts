/**
 * Invariant checks, run after every step of random games: the 87 cards are conserved, hand sizes
 * fit the phase, turn order and trick winners are right, and every score is recomputed from the
 * stored phase facts.
 */
import { SEVENSINS_DECK_SIZE } from '../../../shared/games/sevensins';
import { countCards, DECK, elementOf } from './cards';
import type { TrickPlay } from './follow';
import { trickBonusCards } from './rules';
import { phaseResult } from './scoring';
import { dealerOf, elementOrder, firstPhaseOf, type SevenSinsState } from './state';
import { trickWinner } from './trick';

const DECK_COUNTS = countCards(DECK);

export function invariants(s: SevenSinsState): string[] {
  const out: string[] = [];
  const p = s.players;
  if (s.hands.length !== p) out.push(`${s.hands.length} hands for ${p} players`);

  // Cards: hands + current trick + completed tricks + undealt rest + turned card = the deck.
  const all: string[] = [...s.hands.flat(), ...s.undealt];
  for (const x of s.trick) all.push(x.card);
  for (const t of s.tricks) for (const x of t.plays) all.push(x.card);
  if (s.trumpCard !== null) all.push(s.trumpCard);
  if (all.length !== SEVENSINS_DECK_SIZE) out.push(`${all.length} cards in play, not ${SEVENSINS_DECK_SIZE}`);
  const counts = countCards(all);
  for (const [code, n] of counts) {
    if ((DECK_COUNTS.get(code) ?? 0) !== n) out.push(`card ${code} appears ${n} times`);
  }
  for (const [code, n] of DECK_COUNTS) if (!counts.has(code)) out.push(`card ${code} (×${n}) is missing`);

  const dealing = s.stage === 'trump' || s.stage === 'bid' || s.stage === 'play';
  // Option firstPhase: the game's first phase may come later than phase 1.
  const first = firstPhaseOf(s);
  const played = s.phase === 0 ? 0 : s.phase - first + 1;
  const expectedHistory = dealing ? played - 1 : played;
  if (s.history.length !== expectedHistory)
    out.push(`history has ${s.history.length} phases in phase ${s.phase}`);
  const phasesToPlay = s.options.phases - first + 1;
  if (s.stage === 'over' && s.history.length !== phasesToPlay) out.push('game over before the last phase');
  if (s.stage === 'deal' && s.history.length >= phasesToPlay)
    out.push('waiting for a deal after the last phase');

  // Hand sizes and turn order.
  if (dealing) {
    if (s.dealer !== dealerOf(s, s.phase - first)) out.push(`dealer ${s.dealer} in phase ${s.phase}`);
    s.hands.forEach((h, i) => {
      const played = s.tricks.length + (s.trick.some((x) => x.seat === i) ? 1 : 0);
      if (h.length !== s.phase - played) out.push(`seat ${i} holds ${h.length} cards`);
    });
  } else {
    s.hands.forEach((h, i) => h.length > 0 && out.push(`seat ${i} holds cards between phases`));
    if (s.toAct !== null) out.push('someone to act between phases');
  }
  if (s.stage === 'trump' || s.stage === 'bid') {
    if (s.trick.length > 0 || s.tricks.length > 0) out.push('cards played before the bids are complete');
  }

  // Trump.
  if (s.trumpCard !== null) {
    const e = elementOf(s.trumpCard);
    if (e !== null && s.trump !== e) out.push(`trump ${s.trump} under turned ${s.trumpCard}`);
    if (s.trumpCard === 'TANUKI' && s.trump !== null) out.push('a trump element under a turned Tanuki');
    if (e === null && s.trumpCard !== 'TANUKI' && (s.trump === null) !== (s.stage === 'trump')) {
      out.push('trump choice out of step');
    }
  }

  // Bids: placed in order from the dealer's left.
  const placed = s.bids.filter((b) => b !== null).length;
  if (dealing) {
    for (let k = 0; k < p; k++) {
      const b = s.bids[(s.dealer + 1 + k) % p];
      if ((b !== null) !== k < placed) out.push('bids out of order');
    }
    if (s.stage === 'bid' && s.toAct !== (s.dealer + 1 + placed) % p) out.push('wrong bidder to act');
    if (s.stage === 'trump' && (placed > 0 || s.toAct !== s.dealer)) out.push('trump choice out of turn');
    if (s.stage === 'play') {
      if (placed !== p) out.push('play before all bids');
      const sum = s.bids.reduce<number>((a, b) => a + (b ?? 0), 0);
      if (sum === s.phase) out.push(`bids add up to ${s.phase}`);
    }
  }

  // Tricks: leaders, seat order, winners, counts and bonus cards recomputed.
  const order = elementOrder(s);
  const won = Array<number>(p).fill(0);
  const sins = Array<number>(p).fill(0);
  const souls = Array<number>(p).fill(0);
  let leader = (s.dealer + 1) % p;
  const checkSeats = (plays: readonly TrickPlay[], lead: number, what: string): void => {
    plays.forEach((x, k) => {
      if (x.seat !== (lead + k) % p) out.push(`${what}: seat ${x.seat} played out of turn`);
      if ((x.card === 'KITSUNE') !== (x.as !== undefined))
        out.push(`${what}: Kitsune form wrong on ${x.card}`);
    });
  };
  s.tricks.forEach((t, k) => {
    if (t.leader !== leader) out.push(`trick ${k} led by ${t.leader}, expected ${leader}`);
    if (t.plays.length !== p) out.push(`trick ${k} has ${t.plays.length} cards`);
    checkSeats(t.plays, t.leader, `trick ${k}`);
    const w = trickWinner(t.plays, order);
    if (w !== t.winner) out.push(`trick ${k} won by ${t.winner}, recomputed ${w}`);
    won[w]++;
    const b = trickBonusCards(t.plays, w);
    sins[w] += b.sins;
    souls[w] += b.souls;
    leader = w;
  });
  if (dealing && s.stage === 'play') {
    if (s.leader !== leader) out.push(`leader ${s.leader}, expected ${leader}`);
    checkSeats(s.trick, s.leader, 'current trick');
    if (s.toAct !== (s.leader + s.trick.length) % p) out.push('wrong seat to play');
  }
  if (s.trick.length >= p) out.push('a full trick was not closed');
  for (let i = 0; i < p; i++) {
    if (won[i] !== s.tricksWon[i]) out.push(`seat ${i} won ${s.tricksWon[i]} tricks, recomputed ${won[i]}`);
    if (sins[i] !== s.sinsUnderSoul[i]) out.push(`seat ${i} Sins under Soul mismatch`);
    if (souls[i] !== s.soulsUnderDemon[i]) out.push(`seat ${i} Souls under Demon mismatch`);
  }

  // Scores: each finished phase recomputed from its facts; totals are their sums.
  const totals = Array<number>(p).fill(0);
  s.history.forEach((h, k) => {
    if (h.phase !== k + first) out.push(`history entry ${k} is phase ${h.phase}`);
    if (h.dealer !== dealerOf(s, k)) out.push(`phase ${h.phase} dealer ${h.dealer}`);
    if (h.tricks.reduce((a, b) => a + b, 0) !== h.phase) out.push(`phase ${h.phase} tricks do not add up`);
    const again = phaseResult(h);
    for (let i = 0; i < p; i++) {
      if (again.scores[i] !== h.scores[i])
        out.push(`phase ${h.phase} seat ${i} score ${h.scores[i]}, recomputed ${again.scores[i]}`);
      if (again.bonuses[i] !== h.bonuses[i]) out.push(`phase ${h.phase} seat ${i} bonus mismatch`);
      totals[i] += h.scores[i] as number;
    }
    if (again.multiplier !== h.multiplier) out.push(`phase ${h.phase} multiplier ${h.multiplier}`);
  });
  for (let i = 0; i < p; i++)
    if (totals[i] !== s.totals[i]) out.push(`seat ${i} total ${s.totals[i]}, recomputed ${totals[i]}`);
  // The last finished phase's tricks are still on the table: they must match its facts.
  if (!dealing && s.phase > 0) {
    const last = s.history[s.history.length - 1];
    if (last && won.some((w, i) => w !== last.tricks[i]))
      out.push('last phase tricks differ from its result');
  }
  return out;
}
