/**
 * The Abyss rules on the pure state: what may be done now (`next`, `legalActions`) and doing
 * it (`applyAction`). After a trick the engine runs the move by itself — one step at a time,
 * each step a landing — and stops wherever a player (jump, scale) or chance (curse) must decide.
 */
import { ABYSS_CURSE_IDS, ABYSS_SCALE_PLACES, isAbyssCurseId } from '../../../shared/games/abyss-data';
import {
  ABYSS_ELEMENTS,
  type AbyssAction,
  type AbyssElement,
  type AbyssPlay,
  type AbyssScaleAction,
} from '../../../shared/games/abyss';
import type { Next } from '../../engine/game';
import type { MessageKey } from '../../../shared/i18n/catalog';
import { msg, type Message } from '../../../shared/i18n/message';
import { curseWord, elementsCardWord, elementWord } from '../../../shared/games/words';
import { accept, refuse, type Applied } from '../../engine/rule-error';
import { isHeptagram, isCurseField, jumpLanding, occupied, soleLeader } from './board';
import { distinct, isCard, withoutOne } from './cards';
import { activeCurses, goalOf, type ActiveCurses } from './curses';
import { actingSeats, trickToAct, type AbyssState } from './state';
import { followRefusal, playable, resolveTrick, revealedVoid } from './trick';

/** The curses in force for the current trick (and its move). */
export function currentCurses(state: AbyssState): ActiveCurses {
  return activeCurses(state.curses, state.phase, state.trickIndex);
}

export function nextStep(state: AbyssState): Next {
  switch (state.stage) {
    case 'over':
      return { kind: 'over' };
    case 'deal':
      return {
        kind: 'deal',
        round: state.phase + 1,
        dealer: (state.firstDealer + state.phase + 1) % state.players,
      };
    case 'curse':
      return { kind: 'chance' };
    default:
      return { kind: 'act', seats: actingSeats(state) };
  }
}

export function legalActions(state: AbyssState, seat: number): AbyssAction[] {
  if (!actingSeats(state).includes(seat)) return [];
  switch (state.stage) {
    case 'pass':
      return distinct(state.hands[seat] ?? []).map((card) => ({ type: 'pass', card }));
    case 'play': {
      const out: AbyssAction[] = [];
      for (const card of playable(state.hands[seat] ?? [], state.trick, currentCurses(state))) {
        if (card === 'KITSUNE') {
          out.push({ type: 'play', card, as: 'sin' }, { type: 'play', card, as: 'tanuki' });
        } else {
          out.push({ type: 'play', card });
        }
      }
      return out;
    }
    case 'jump':
      return [
        { type: 'jump', jump: true },
        { type: 'jump', jump: false },
      ];
    case 'scale':
      return scaleActions(state.scale);
    default:
      return [];
  }
}

/** Every scale choice: do nothing, add a missing element, or swap two places (listed once, low place first). */
export function scaleActions(scale: readonly AbyssElement[]): AbyssAction[] {
  const out: AbyssAction[] = [{ type: 'scale', pass: true }];
  if (scale.length < ABYSS_SCALE_PLACES) {
    for (const e of ABYSS_ELEMENTS) if (!scale.includes(e)) out.push({ type: 'scale', add: e });
  }
  for (let i = 0; i < scale.length; i++) {
    for (let j = i + 1; j < scale.length; j++) out.push({ type: 'scale', swap: [i, j] });
  }
  return out;
}

/** What the table waits for, and from whom, for a refusal. */
function waitingFor(state: AbyssState): Message {
  const mover = state.move?.seat ?? -1;
  switch (state.stage) {
    case 'deal':
      return msg('abyss-rules.waiting.deal');
    case 'pass': {
      const open = actingSeats(state);
      return msg('abyss-rules.waiting.pass', { n: open.length, seats: open.join(', ') });
    }
    case 'play':
      return state.trick.length === 0
        ? msg('refuse.waiting.leads', { seat: trickToAct(state) })
        : msg('refuse.waiting.plays', { seat: trickToAct(state) });
    case 'jump':
      return msg('abyss-rules.waiting.jump', { seat: mover });
    case 'scale':
      return msg('abyss-rules.waiting.scale', { seat: mover });
    case 'curse':
      return msg('abyss-rules.waiting.curse');
    case 'over':
      return msg('refuse.waiting.over');
  }
}

/** What each action does, for "You cannot … now". */
const DOING: Record<Exclude<AbyssAction['type'], 'curse'>, MessageKey> = {
  pass: 'refuse.doing.pass',
  play: 'refuse.doing.play',
  jump: 'refuse.doing.jump',
  scale: 'refuse.doing.scale',
};

export function applyAction(
  state: AbyssState,
  seat: number | null,
  action: AbyssAction,
): Applied<AbyssState> {
  if (state.stage === 'over') return refuse('game-over', 'refuse.gameOver');
  if (action.type === 'curse') return applyCurse(state, seat, action.curse);
  if (seat === null) return refuse('seat-required', 'abyss-rules.seatRequired');
  if (!Number.isInteger(seat) || seat < 0 || seat >= state.players) {
    return refuse('unknown-seat', 'refuse.noSeat', { seat });
  }
  if (state.stage === 'deal') return refuse('awaiting-deal', 'refuse.notDealt.phase');
  if (state.stage === 'curse') return refuse('awaiting-curse', 'abyss-rules.awaitingCurse');
  if (state.stage === 'pass' && action.type === 'pass' && state.passing?.choices[seat] != null) {
    return refuse('already-chosen', 'abyss-rules.alreadyChosen');
  }
  // What the table waits for comes first, then whose turn it is: a card played while a jump is
  // pending is refused for the jump decision, not for the seat that played it.
  const expected = { pass: 'pass', play: 'play', jump: 'jump', scale: 'scale' }[state.stage];
  if (action.type !== expected) {
    return refuse('out-of-phase', 'refuse.cannotNow', {
      doing: msg(DOING[action.type]),
      waiting: waitingFor(state),
    });
  }
  if (!actingSeats(state).includes(seat)) {
    return refuse('not-your-turn', 'refuse.notYourTurn', { waiting: waitingFor(state) });
  }
  switch (action.type) {
    case 'pass':
      return applyPass(state, seat, action.card);
    case 'play':
      return applyPlay(state, seat, action.card, action.as);
    case 'jump':
      return accept(afterJump(state, action.jump));
    case 'scale':
      return applyScale(state, action);
  }
}

function applyCurse(state: AbyssState, seat: number | null, curse: string): Applied<AbyssState> {
  if (seat !== null) return refuse('chance-action', 'abyss-rules.chanceAction');
  if (state.stage !== 'curse') return refuse('no-curse-draw', 'abyss-rules.noCurseDraw');
  if (!isAbyssCurseId(curse)) {
    return refuse('unknown-curse', 'abyss-rules.unknownCurse', {
      curse: String(curse),
      curses: ABYSS_CURSE_IDS.join(', '),
    });
  }
  if (!state.deck.includes(curse))
    return refuse('curse-drawn', 'abyss-rules.curseDrawn', { curse: curseWord(curse) });
  const field = state.triggered[state.triggered.length - 1] as number;
  const s: AbyssState = {
    ...state,
    deck: state.deck.filter((c) => c !== curse),
    curses: [...state.curses, { curse, phase: state.phase, trick: state.trickIndex, field }],
  };
  return accept(runMove(s));
}

function applyPass(state: AbyssState, seat: number, card: string): Applied<AbyssState> {
  if (!isCard(card)) return refuse('unknown-card', 'refuse.unknownCard', { card: String(card) });
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(card))
    return refuse('not-in-hand', 'refuse.notInHand', { card: elementsCardWord(card) });
  const passing = state.passing;
  if (!passing) return refuse('out-of-phase', 'abyss-rules.noPassing');
  const choices = [...passing.choices];
  choices[seat] = card;
  if (choices.some((c) => c === null)) return accept({ ...state, passing: { choices, done: false } });
  // Everybody has chosen: the cards move to the left neighbours at once.
  const n = state.players;
  const hands = state.hands.map((h, s) => withoutOne(h, choices[s] as string));
  for (let s = 0; s < n; s++) hands[(s + 1) % n]?.push(choices[s] as string);
  return accept({ ...state, hands, passing: { choices, done: true }, stage: 'play' });
}

function applyPlay(state: AbyssState, seat: number, card: string, as: AbyssPlay['as']): Applied<AbyssState> {
  if (!isCard(card)) return refuse('unknown-card', 'refuse.unknownCard', { card: String(card) });
  const hand = state.hands[seat] ?? [];
  if (!hand.includes(card))
    return refuse('not-in-hand', 'refuse.notInHand', { card: elementsCardWord(card) });
  if (card === 'KITSUNE' && as === undefined) return refuse('kitsune-as', 'refuse.kitsune.say');
  if (card !== 'KITSUNE' && as !== undefined) return refuse('kitsune-as', 'refuse.kitsune.only');
  const active = currentCurses(state);
  const refusal = followRefusal(hand, state.trick, card, active);
  if (refusal) return refuse(refusal.rule, refusal.reason);

  const play: AbyssPlay = as === undefined ? { seat, card } : { seat, card, as };
  const hands = [...state.hands];
  hands[seat] = withoutOne(hand, card);
  let voids = state.voids;
  const revealed = revealedVoid(state.trick, card, active);
  if (revealed !== null && !(voids[seat] ?? []).includes(revealed)) {
    voids = [...voids];
    voids[seat] = [...(voids[seat] ?? []), revealed];
  }
  const trick = [...state.trick, play];
  const s: AbyssState = { ...state, hands, voids, trick };
  if (trick.length < state.players) return accept(s);
  return accept(finishTrick(s, active));
}

function applyScale(state: AbyssState, action: AbyssScaleAction): Applied<AbyssState> {
  const chosen =
    (action.add !== undefined ? 1 : 0) +
    (action.swap !== undefined ? 1 : 0) +
    (action.pass !== undefined ? 1 : 0);
  if (chosen !== 1 || action.pass === false) {
    return refuse('scale-choice', 'abyss-rules.scaleChoice');
  }
  let scale = state.scale;
  if (action.add !== undefined) {
    if (scale.includes(action.add))
      return refuse('scale-has-element', 'abyss-rules.scaleHas', { element: elementWord(action.add) });
    if (scale.length >= ABYSS_SCALE_PLACES) return refuse('scale-full', 'abyss-rules.scaleFull');
    scale = [...scale, action.add];
  } else if (action.swap !== undefined) {
    const [i, j] = action.swap;
    if (i === j || i < 0 || j < 0 || i >= scale.length || j >= scale.length) {
      return refuse('scale-swap', 'abyss-rules.scaleSwap', { last: scale.length - 1 });
    }
    scale = [...scale];
    scale[i] = state.scale[j] as AbyssElement;
    scale[j] = state.scale[i] as AbyssElement;
  }
  return accept(runMove({ ...state, scale, stage: 'play' }));
}

/** After the last card of a trick: record it and start its move. */
function finishTrick(state: AbyssState, active: ActiveCurses): AbyssState {
  const lastTrick = state.trickIndex === state.handSize - 1;
  const outcome = resolveTrick(state.trick, state.scale, active, lastTrick);
  const done = {
    leader: state.leader,
    plays: state.trick,
    winner: outcome.winner,
    mover: outcome.mover,
    steps: outcome.steps,
  };
  return runMove({
    ...state,
    trick: [],
    tricks: [...state.tricks, done],
    move: { seat: outcome.mover, stepsLeft: outcome.steps },
  });
}

/**
 * Takes the move's steps until a decision is needed or the move ends. `stepsLeft` counts the
 * steps not started yet; a step whose next field is occupied waits for the jump choice.
 */
function runMove(state: AbyssState): AbyssState {
  let s = state;
  for (;;) {
    const move = s.move;
    if (!move || move.stepsLeft === 0) return endMove(s);
    const active = currentCurses(s);
    const goal = goalOf(active);
    const target = (s.positions[move.seat] as number) + 1;
    s = { ...s, move: { seat: move.seat, stepsLeft: move.stepsLeft - 1 } };
    if (target < goal && occupied(s.positions, target, move.seat)) return { ...s, stage: 'jump' };
    s = land(s, target, active);
    if (s.stage !== 'play') return s;
  }
}

function afterJump(state: AbyssState, jump: boolean): AbyssState {
  const move = state.move as NonNullable<AbyssState['move']>;
  const active = currentCurses(state);
  const target = (state.positions[move.seat] as number) + 1;
  const field = jump ? jumpLanding(state.positions, target, move.seat, goalOf(active)) : target;
  const s = land({ ...state, stage: 'play' }, field, active);
  return s.stage === 'play' ? runMove(s) : s;
}

/**
 * The moving figure lands on `field`: the goal ends the game at once; a heptagram asks for
 * the scale action (unless `frozenScale`); an untriggered curse field asks for a curse draw.
 * Returns the state with stage `play` when the move may go on.
 */
function land(state: AbyssState, field: number, active: ActiveCurses): AbyssState {
  const seat = (state.move as NonNullable<AbyssState['move']>).seat;
  const positions = [...state.positions];
  positions[seat] = field;
  const s: AbyssState = { ...state, positions, stage: 'play' };
  if (field >= goalOf(active)) return { ...s, stage: 'over', winner: seat, move: null };
  if (isHeptagram(field) && !active.frozenScale) return { ...s, stage: 'scale' };
  if (isCurseField(field) && !s.triggered.includes(field)) {
    return { ...s, stage: 'curse', triggered: [...s.triggered, field] };
  }
  return s;
}

/** The move is over: the next trick, or the end of the phase (with `undertow`). */
function endMove(state: AbyssState): AbyssState {
  const winner = (state.tricks[state.tricks.length - 1] as { winner: number }).winner;
  if (state.trickIndex < state.handSize - 1) {
    return {
      ...state,
      move: null,
      stage: 'play',
      trickIndex: state.trickIndex + 1,
      leader: winner,
      trick: [],
    };
  }
  let positions = state.positions;
  if (currentCurses(state).undertow) {
    const lead = soleLeader(positions);
    if (lead >= 0) {
      positions = [...positions];
      positions[lead] = (positions[lead] as number) - 1;
    }
  }
  return { ...state, move: null, stage: 'deal', positions, phaseEnds: [...state.phaseEnds, [...positions]] };
}
