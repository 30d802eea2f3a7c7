/**
 * Our decisions per game: each id names one "Decision" of the repo's rules reference
 * (docs/rules/<game>.md) by a phrase quoted from it, so content.test.ts can check that every
 * decision written there is shown in the in-app rules (in all three languages) and that no
 * call-out points at a decision that is not there.
 */
import type { GameId } from '../../../../src/shared/types';

export interface DecisionRef {
  id: string;
  /** Words from the decision's text in docs/rules/<game>.md (unique there). */
  quote: string;
}

export const DECISIONS: Record<GameId, readonly DecisionRef[]> = {
  siegel: [
    {
      id: 'steal-needs-white',
      quote: 'a seal can only be taken from another player while the centre still has',
    },
    { id: 'victim-named', quote: 'the predicting player names the victim of each such steal' },
    { id: 'last-trick', quote: 'the last completed trick may be reviewed by everyone' },
    { id: 'centre-first', quote: "the engine takes a prediction's seals from the centre first" },
    { id: 'zero-counts', quote: 'a prediction may write zero counts' },
    { id: 'last-return', quote: 'when the winner of the last (15th) trick must choose a seal' },
    { id: 'offered-steals', quote: 'in the prediction phase lists the saboteur (when free)' },
    { id: 'spectator', quote: "a spectator's view shows no hand" },
  ],
  dreizehn: [
    { id: 'first-card', quote: 'option `colorRule: "firstCard"` (the "Poison" variant)' },
    { id: 'exactly-13', quote: 'a total of exactly 13 is not an overflow' },
    { id: 'memory-aid', quote: 'option `memoryAid` (default `false`)' },
    { id: 'drawn-card', quote: 'a drawn card joins the end of the hand' },
    { id: 'play-log', quote: "a seat's view includes the current round's public play log" },
    { id: 'reveal-scored', quote: 'once a round is scored its taken cards are revealed' },
    { id: 'spectator', quote: "a spectator's view has no hand and no taken cards" },
  ],
  sevensins: [
    { id: 'phases-cap', quote: 'a value above the default for the table' },
    { id: 'blind-turn-up', quote: 'a player turns their own card up when their turn to play comes' },
    { id: 'tanuki-lead', quote: 'when a Tanuki leads, the first element card played after it' },
    { id: 'space', quote: 'space is an element: it must be followed when it is led' },
    { id: 'card-by-card', quote: 'the trick is evaluated card by card' },
    { id: 'bonus-winner', quote: "the bonuses go to the trick's winner" },
  ],
  abyss: [
    { id: 'board', quote: '## Board (Decision)' },
    { id: 'space', quote: 'space has no power of its own' },
    { id: 'swap-order', quote: 'a swap may name its two places in either order' },
    { id: 'mover-chooses', quote: 'the jump and scale choices belong to the player whose figure moves' },
    { id: 'curses', quote: '## Curses (Decision)' },
    { id: 'reversal-scale', quote: 'also when that element is on the scale' },
    { id: 'mirror-off-scale', quote: 'elements on the scale still beat elements off it' },
    { id: 'sinban-kitsune', quote: 'a Kitsune may still be played "as sin" or "as tanuki"' },
    { id: 'oath-reading', quote: 'neither playing a special' },
    { id: 'passing-left', quote: 'the left neighbour is the next seat clockwise' },
    { id: 'storm-when', quote: 'the swap happens right' },
    { id: 'desecration-lead', quote: 'the winner still leads the next trick' },
    { id: 'timing', quote: '## Timing (Decision)' },
    { id: 'timing-every-curse', quote: 'this holds for every' },
  ],
};
