/** The prediction phase: what a seat may predict, the legal predictions, taking the seals. */
import {
  MAX_PREDICTION,
  SEAL_COLORS,
  canonicalSteals,
  maxForColor,
  predictionProblem,
  type ColorChoice,
  type PredictAction,
  type PredictionChoices,
  type SealColorCounts,
  type SealCounts,
  type SiegelAction,
  type Steal,
} from '../../../shared/games/siegel';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import type { SiegelState } from './state';
import { toActOf } from './trick';

/**
 * What `seat` may predict now (null unless it is that seat's turn to predict): per colour the
 * centre supply and the possible victims clockwise from the predictor's left, the whites, and
 * whether the saboteur is still free.
 */
export function predictionChoices(state: SiegelState, seat: number): PredictionChoices | null {
  const round = state.round;
  if (!round || state.phase !== 'predict' || toActOf(state) !== seat) return null;
  const n = state.players;
  const colors: ColorChoice[] = SEAL_COLORS.map((color) => {
    const victims: { seat: number; holds: number }[] = [];
    for (let k = 1; k < n; k++) {
      const v = (seat + k) % n;
      const holds = (round.seals[v] as SealCounts)[color];
      if (v !== round.saboteur && holds > 0) victims.push({ seat: v, holds });
    }
    return { color, centre: round.centre[color], victims };
  });
  return {
    seat,
    colors,
    whites: round.centre.white,
    saboteurFree: round.saboteur === null,
    maxTotal: MAX_PREDICTION,
  };
}

/** The counts in canonical form: only colours with a positive count, in seal order. */
export function canonicalCounts(seals: SealColorCounts): SealColorCounts {
  const out: SealColorCounts = {};
  for (const c of SEAL_COLORS) {
    const k = seals[c] ?? 0;
    if (k > 0) out[c] = k;
  }
  return out;
}

/**
 * One predict action per legal count vector (steals assigned canonically), plus the saboteur
 * when free. At most 6·4⁴ vectors, so the list stays bounded.
 */
export function legalPredictionActions(choices: PredictionChoices): SiegelAction[] {
  const actions: SiegelAction[] = [];
  if (choices.saboteurFree) actions.push({ type: 'saboteur' });
  const counts = [0, 0, 0, 0, 0];
  const walk = (i: number, total: number, whitesLeft: number): void => {
    if (i === SEAL_COLORS.length) {
      const seals: SealColorCounts = {};
      SEAL_COLORS.forEach((c, j) => {
        if ((counts[j] as number) > 0) seals[c] = counts[j] as number;
      });
      const steals = canonicalSteals(choices, seals) as Steal[];
      actions.push({ type: 'predict', seals, steals });
      return;
    }
    const choice = choices.colors[i] as ColorChoice;
    const max = Math.min(maxForColor(choice, whitesLeft), choices.maxTotal - total);
    for (let k = 0; k <= max; k++) {
      counts[i] = k;
      walk(i + 1, total + k, whitesLeft - Math.max(0, k - choice.centre));
    }
    counts[i] = 0;
  };
  walk(0, 0, choices.whites);
  return actions;
}

/**
 * The prediction choices as a client gets them: the saboteur when free, and one `predict`
 * entry standing for every prediction within the view's `prediction` (the full list runs to
 * 1,500 vectors, about 120 KB a snapshot). Predicting nothing is always possible, so there is
 * always a predict entry.
 */
export function clientPredictionActions(choices: PredictionChoices): { type: 'predict' | 'saboteur' }[] {
  return choices.saboteurFree ? [{ type: 'saboteur' }, { type: 'predict' }] : [{ type: 'predict' }];
}

export function applyPredict(state: SiegelState, seat: number, action: PredictAction): Applied<SiegelState> {
  const round = state.round;
  const choices = predictionChoices(state, seat);
  if (!round || !choices) return refuse('not-your-turn', 'siegel-rules.notYourTurnPredict');
  const steals = action.steals ?? [];
  for (const s of steals) {
    if (s.from >= state.players) return refuse('bad-victim', 'refuse.noSeat', { seat: s.from });
    if (s.from === seat) return refuse('bad-victim', 'siegel-rules.stealSelf');
    if (s.from === round.saboteur) return refuse('bad-victim', 'siegel-rules.stealSaboteur');
  }
  const problem = predictionProblem(choices, action.seals, steals);
  if (problem) return refuse(problem.rule, problem.reason);

  const seals = round.seals.map((s) => ({ ...s }));
  const centre = { ...round.centre };
  const mine = seals[seat] as SealCounts;
  for (const c of SEAL_COLORS) {
    const fromCentre = Math.min(action.seals[c] ?? 0, centre[c]);
    centre[c] -= fromCentre;
    mine[c] += fromCentre;
  }
  for (const s of steals) {
    const victim = seals[s.from] as SealCounts;
    victim[s.color] -= 1;
    mine[s.color] += 1;
    centre.white -= 1;
    victim.white += 1;
  }
  const predictions = [
    ...round.predictions,
    {
      seat,
      type: 'predict' as const,
      seals: canonicalCounts(action.seals),
      steals: steals.map((s) => ({ color: s.color, from: s.from })),
    },
  ];
  return accept({
    ...state,
    phase: predictions.length === state.players ? 'play' : 'predict',
    round: { ...round, seals, centre, predictions },
  });
}

export function applySaboteur(state: SiegelState, seat: number): Applied<SiegelState> {
  const round = state.round;
  if (!round || state.phase !== 'predict' || toActOf(state) !== seat) {
    return refuse('not-your-turn', 'siegel-rules.notYourTurnPredict');
  }
  if (round.saboteur !== null) {
    return refuse('saboteur-taken', 'siegel-rules.saboteurTaken', { seat: round.saboteur });
  }
  const predictions = [...round.predictions, { seat, type: 'saboteur' as const }];
  return accept({
    ...state,
    phase: predictions.length === state.players ? 'play' : 'predict',
    round: { ...round, saboteur: seat, predictions },
  });
}
