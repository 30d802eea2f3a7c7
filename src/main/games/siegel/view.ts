/**
 * What one seat may know: its own hand plus every public fact of the table. Nested data is
 * copied so that a consumer that edits its view cannot reach into the state.
 */
import { copyData } from '../../../shared/copy';
import { emptySeals, roundCount, type SiegelView } from '../../../shared/games/siegel';
import { predictionChoices } from './predict';
import { blacksTakenIn, totalsOf, tricksWonIn } from './scoring';
import type { SiegelState } from './state';
import { heldReturns, leaderOf, playableCards, toActOf } from './trick';

export function view(state: SiegelState, seat: number | null): SiegelView {
  const n = state.players;
  const round = state.round;
  const toAct = toActOf(state);
  const mine = seat !== null && seat >= 0 && seat < n ? seat : null;
  const acting = mine !== null && mine === toAct;
  const zeros = new Array<number>(n).fill(0);
  return {
    game: 'siegel',
    players: n,
    options: { ...state.options },
    seat: mine,
    firstDealer: state.firstDealer,
    phase: state.phase,
    roundCount: roundCount(n),
    round: round ? round.index : -1,
    dealer: round ? round.dealer : state.firstDealer,
    toAct,
    hand: round && mine !== null ? [...(round.hands[mine] as string[])] : [],
    handSizes: round ? round.hands.map((h) => h.length) : zeros,
    seals: round ? round.seals.map((s) => ({ ...s })) : Array.from({ length: n }, emptySeals),
    centre: round ? { ...round.centre } : emptySeals(),
    saboteur: round ? round.saboteur : null,
    predictions: round ? copyData(round.predictions) : [],
    leader: round && (state.phase === 'play' || state.phase === 'return') ? leaderOf(round, n) : null,
    trick: round ? copyData(round.trick) : [],
    lastTrick: round ? copyData(round.tricks[round.tricks.length - 1] ?? null) : null,
    tricks: round ? copyData(round.tricks) : [],
    tricksWon: round ? tricksWonIn(round, n) : zeros,
    blacksTaken: round ? blacksTakenIn(round, n) : zeros,
    prediction: acting && mine !== null ? predictionChoices(state, mine) : null,
    legalCards:
      acting && round && state.phase === 'play'
        ? playableCards(round.hands[mine] as string[], round.trick)
        : null,
    returnChoices:
      acting && round && state.phase === 'return'
        ? heldReturns(round.trick, round.seals[mine] as SiegelView['centre'])
        : null,
    history: copyData(state.history),
    roundScores: state.history.map((h) => h.scores),
    totals: totalsOf(state),
  };
}
