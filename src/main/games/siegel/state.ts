/** The pure Siegel state: plain JSON data, never mutated once built. */
import type {
  CompletedTrick,
  PredictionEntry,
  RoundSummary,
  SealCounts,
  SiegelOptions,
  SiegelPhase,
  TrickPlay,
} from '../../../shared/games/siegel';

export interface RoundState {
  index: number;
  dealer: number;
  /** Current hands, each in the order dealt minus the cards played. */
  hands: string[][];
  seals: SealCounts[];
  centre: SealCounts;
  saboteur: number | null;
  predictions: PredictionEntry[];
  /** The trick being played; during the return phase it is complete and awaits the winner's seal. */
  trick: TrickPlay[];
  tricks: CompletedTrick[];
}

export interface SiegelState {
  players: number;
  options: SiegelOptions;
  firstDealer: number;
  /** `deal` before the first deal; `roundOver` waits for the next deal; `gameOver` is final. */
  phase: SiegelPhase;
  /** The round in play, or the one just finished (kept so its end can be shown); null before the first deal. */
  round: RoundState | null;
  history: RoundSummary[];
}
