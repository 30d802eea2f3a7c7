/**
 * Soundness checks run after every step of random games: figures on the board, cards
 * conserved within a phase, a sound scale, the curse deck and triggered fields consistent,
 * phase records and the trick/move bookkeeping in step with the stage.
 */
import { words } from '../../../shared/i18n/format';
import {
  ABYSS_CURSE_FIELDS,
  ABYSS_CURSE_IDS,
  ABYSS_DISTANT_GOAL,
  ABYSS_DROUGHT_HAND_SIZE,
  ABYSS_HAND_SIZE,
  ABYSS_SCALE_PLACES,
} from '../../../shared/games/abyss-data';
import { ABYSS_ELEMENTS } from '../../../shared/games/abyss';
import { deckMinus, elementOf, sameCards, withoutOne } from './cards';
import { activeCurses, goalOf } from './curses';
import { currentCurses } from './rules';
import type { AbyssState } from './state';
import { trickMove } from './trick';

export function invariants(state: AbyssState): string[] {
  const errors: string[] = [];
  const n = state.players;
  const bad = (msg: string): void => {
    errors.push(msg);
  };
  if (n < 3 || n > 6) bad(`player count ${n} outside 3–6`);
  if (state.positions.length !== n || state.hands.length !== n || state.voids.length !== n) {
    bad('per-seat arrays do not match the player count');
    return errors;
  }

  // Figures.
  const active = currentCurses(state);
  const goal = goalOf(active);
  state.positions.forEach((p, s) => {
    if (!Number.isInteger(p) || p < 0 || p > ABYSS_DISTANT_GOAL) bad(`seat ${s} stands on field ${p}`);
  });
  if (state.stage === 'over') {
    if (state.winner === null || state.positions[state.winner] !== goal)
      bad('the game is over without a figure on the goal');
    state.positions.forEach((p, s) => {
      if (s !== state.winner && p >= goal) bad(`seat ${s} is on or past the goal but did not win`);
    });
  } else {
    if (state.winner !== null) bad('a winner while the game runs');
    state.positions.forEach((p, s) => {
      if (p >= goal) bad(`seat ${s} is on or past the goal (${goal}) while the game runs`);
    });
  }

  // Scale.
  if (state.scale.length > ABYSS_SCALE_PLACES) bad('the scale holds more than five elements');
  if (new Set(state.scale).size !== state.scale.length) bad('an element stands twice on the scale');
  if (state.scale.some((e) => !(ABYSS_ELEMENTS as readonly string[]).includes(e)))
    bad('an unknown element on the scale');

  // Curses and curse fields.
  const drawn = state.curses.map((c) => c.curse);
  if (drawn.length + state.deck.length !== ABYSS_CURSE_IDS.length) bad('curses drawn + deck ≠ 16');
  const all = new Set([...drawn, ...state.deck]);
  if (all.size !== ABYSS_CURSE_IDS.length || ABYSS_CURSE_IDS.some((c) => !all.has(c))) {
    bad('curses drawn and deck are not the 16 curses');
  }
  const pendingDraw = state.stage === 'curse' ? 1 : 0;
  if (state.triggered.length !== drawn.length + pendingDraw) bad('triggered curse fields ≠ curses drawn');
  if (new Set(state.triggered).size !== state.triggered.length) bad('a curse field triggered twice');
  if (state.triggered.some((f) => !(ABYSS_CURSE_FIELDS as readonly number[]).includes(f))) {
    bad('a triggered field is not a curse field');
  }
  state.curses.forEach((c, i) => {
    if (c.field !== state.triggered[i])
      bad(`curse ${c.curse} was drawn on field ${c.field}, not the triggered one`);
    if (c.phase > state.phase || (c.phase === state.phase && c.trick > state.trickIndex)) {
      bad(`curse ${c.curse} was drawn in the future`);
    }
  });

  // Phase records.
  const completed = state.stage === 'deal' ? state.phase + 1 : state.phase;
  if (state.phaseEnds.length !== completed)
    bad(`${state.phaseEnds.length} phase ends for ${completed} completed phases`);
  if (state.phase >= 0) checkPhase(state, bad);
  return errors;
}

function checkPhase(state: AbyssState, bad: (msg: string) => void): void {
  const n = state.players;
  const drought = activeCurses(state.curses, state.phase, 0).drought;
  const size = drought ? ABYSS_DROUGHT_HAND_SIZE : ABYSS_HAND_SIZE;
  if (state.handSize !== size) bad(`hand size ${state.handSize}, expected ${size}`);
  if (state.dealer !== (state.firstDealer + state.phase) % n) bad('the dealer does not rotate');

  // Cards: hand + played (+ passed out − passed in) = dealt, per seat; the dealt cards fit the deck.
  const played: string[][] = Array.from({ length: n }, () => []);
  for (const t of state.tricks) for (const p of t.plays) played[p.seat]?.push(p.card);
  for (const p of state.trick) played[p.seat]?.push(p.card);
  const passing = state.passing;
  for (let s = 0; s < n; s++) {
    let have = [...(state.hands[s] ?? []), ...(played[s] ?? [])];
    if (passing?.done) {
      have.push(passing.choices[s] as string);
      const got = passing.choices[(s + n - 1) % n] as string;
      if (!have.includes(got)) bad(`seat ${s} lacks the card ${got} passed to it`);
      have = withoutOne(have, got);
    }
    const dealt = state.dealt[s] ?? [];
    if (dealt.length !== state.handSize) bad(`seat ${s} was dealt ${dealt.length} cards`);
    if (!sameCards(have, dealt)) bad(`seat ${s}: hand + played ≠ dealt`);
    for (const e of state.voids[s] ?? []) {
      if ((state.hands[s] ?? []).some((c) => elementOf(c) === e))
        bad(`seat ${s} holds ${e} though void in it`);
    }
  }
  const fits = deckMinus(state.dealt.flat());
  if (!fits.ok) bad(`dealt cards: ${words('en', fits.reason)}`);

  // Passing.
  if (passing) {
    if (!activeCurses(state.curses, state.phase, 0).passing) bad('passing without the passing curse');
    if (passing.choices.length !== n) bad('pass choices do not match the player count');
    if (passing.done && passing.choices.some((c) => c === null)) bad('cards passed before all chose');
    if (!passing.done) {
      passing.choices.forEach((c, s) => {
        if (c !== null && !(state.hands[s] ?? []).includes(c))
          bad(`seat ${s} chose ${c} but does not hold it`);
      });
    }
    if ((state.stage === 'pass') === passing.done) bad('passing stage and passing state disagree');
  } else if (state.stage === 'pass') {
    bad('pass stage without passing');
  }

  // Tricks, hands and the move in step with the stage.
  const stage = state.stage;
  const moving = stage === 'jump' || stage === 'scale' || stage === 'curse' || stage === 'over';
  const doneTricks = stage === 'deal' ? state.handSize : moving ? state.trickIndex + 1 : state.trickIndex;
  if (state.tricks.length !== doneTricks) bad(`${state.tricks.length} tricks done, expected ${doneTricks}`);
  if ((moving || stage === 'deal') && state.trick.length > 0) bad('cards lie in the trick between tricks');
  if (state.trick.length >= n) bad('a full trick was not resolved');
  state.trick.forEach((p, i) => {
    if (p.seat !== (state.leader + i) % n) bad('the trick is out of turn order');
  });
  for (let s = 0; s < n; s++) {
    const inTrick = state.trick.some((p) => p.seat === s) ? 1 : 0;
    const expected = state.handSize - state.tricks.length - inTrick;
    if ((state.hands[s] ?? []).length !== expected)
      bad(`seat ${s} holds ${state.hands[s]?.length} cards, expected ${expected}`);
  }
  if ((stage === 'jump' || stage === 'scale' || stage === 'curse') !== (state.move !== null)) {
    bad('a move is pending outside a move decision, or missing in one');
  }
  if (state.move && (state.move.stepsLeft < 0 || state.move.stepsLeft > 1))
    bad('a move with impossible steps');

  // Each completed trick's move follows from its winning card and the curses in force then
  // (the winner itself is not recomputed: the scale may have changed since).
  state.tricks.forEach((t, i) => {
    if (t.plays.length !== n || t.plays[0]?.seat !== t.leader) bad(`trick ${i} is malformed`);
    if (i > 0 && t.leader !== state.tricks[i - 1]?.winner) bad(`trick ${i} was not led by the last winner`);
    if (i === 0 && t.leader !== state.dealer) bad('the dealer did not lead the first trick');
    const winning = t.plays.find((p) => p.seat === t.winner);
    if (!winning) {
      bad(`trick ${i}: the winner did not play`);
      return;
    }
    const move = trickMove(
      winning,
      t.leader,
      activeCurses(state.curses, state.phase, i),
      i === state.handSize - 1,
    );
    if (move.mover !== t.mover || move.steps !== t.steps)
      bad(`trick ${i}: the move does not follow from the rules`);
  });
}
