/** A full state consistent with one seat's view: the unseen cards dealt at random. */
import type { Seat } from '../../../shared/types';
import type { DreizehnCard, DreizehnView } from '../../../shared/games/dreizehn';
import type { Rng } from '../../engine/rng';
import { DECK, KIND_OF, KINDS } from './cards';
import { replayLog } from './log';
import { emptyLists, type DreizehnState } from './state';
import { cloneRoundEnd } from './view';

/**
 * In 13 nothing restricts who may hold which unseen card (every card can always be played
 * somewhere), so the unseen cards — the deck minus the own hand and every card played this
 * round — are simply shuffled into the other hands and the pile by their known sizes.
 */
export function sample(v: DreizehnView, seat: Seat, rng: Rng): DreizehnState {
  if (v.seat !== seat || v.hand === null) throw new Error(`the view is not seat ${seat}'s view`);
  const base: DreizehnState = {
    players: v.players,
    options: { ...v.options },
    firstDealer: v.firstDealer,
    phase: v.phase,
    turn: v.turn ?? -1,
    hands: emptyLists(v.players),
    drawPile: [],
    targets: emptyLists(3),
    taken: emptyLists(v.players),
    log: v.log.map((entry) => ({ ...entry })),
    history: v.history.map(cloneRoundEnd),
    totals: [...v.totals],
  };
  if (v.phase !== 'play') return base;

  const remaining = new Array<number>(KINDS).fill(0);
  for (const card of DECK) remaining[KIND_OF[card]]!++;
  const seen = [...v.hand, ...v.log.map((entry) => entry.card)];
  for (const card of seen) {
    if (--remaining[KIND_OF[card]]! < 0) throw new Error(`the view shows more ${card} than the deck holds`);
  }
  const unseen: DreizehnCard[] = DECK.filter((card) => remaining[KIND_OF[card]]!-- > 0);
  rng.shuffle(unseen);

  const expected = v.handSizes.reduce((a, n, s) => a + (s === seat ? 0 : n), 0) + v.drawPileSize;
  if (expected !== unseen.length) {
    throw new Error(`the view leaves ${unseen.length} unseen cards but ${expected} hidden places`);
  }
  let next = 0;
  const hands = v.handSizes.map((n, s) => {
    if (s === seat) return [...v.hand!];
    const hand = unseen.slice(next, next + n);
    next += n;
    return hand;
  });
  const replayed = replayLog(v.options, v.players, v.log);
  return {
    ...base,
    hands,
    drawPile: unseen.slice(next),
    targets: replayed.targets,
    taken: replayed.taken,
  };
}
