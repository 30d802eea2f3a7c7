/**
 * Learn to play SevenSins: one phase at three seats on a fixed deal. Phase 1 deals a single card
 * and is played blind (you never see your own card), so it teaches neither bidding nor following;
 * the lesson begins at phase 4 instead (option `firstPhase`, the game's phases 4…13 as a full
 * game would have them), four cards each. You deal, so Anna bids first and leads; you bid last,
 * where the sum rule bites. The four tricks show in turn: following the led element (specials may
 * always be played instead), the highest card of the led element winning, a Sin beaten by your
 * Soul (and its bonus), space beating even trump, and your Kitsune played as a Sin, which Anna's
 * Demon cannot beat. At the end your bid of 2 is met (6 + 2 bonus), Ben's bid of 1 too, Anna misses by one.
 * docs/lessons.md (SevenSins) lists which step teaches which rule.
 *
 * The bots' moves are plausible: Anna (Sin and Demon) bids 2, Ben (a space card) bids 1; Ben
 * keeps his space card for the trick he means to win and throws his small air card on Anna's Sin.
 */
import type { SevenSinsView } from '../../shared/games/sevensins';
import type { Seat } from '../../shared/types';
import type { Lesson, LessonAction, LessonControls, LessonMove, LessonStep } from './lesson';
import {
  ANNA,
  BEN,
  elementsPlayControls,
  handElements,
  lessonSeats,
  lessonWords,
  welcome,
  YOU,
} from './lesson';

/** The phase the lesson plays (phase n deals n cards each). */
const PHASE = 4;

const HANDS = [
  ['F12', 'W3', 'SOUL', 'KITSUNE'],
  ['W10', 'SIN', 'A11', 'DEMON'],
  ['W7', 'A2', 'S2', 'E9'],
];
/** Turned by you, the dealer: fire is trump. */
const TRUMP_CARD = 'F6';

const bid = (seat: Seat, tricks: number): LessonMove => ({ seat, action: { type: 'bid', tricks } });
const play = (seat: Seat, card: string, as?: 'sin' | 'tanuki'): LessonMove => ({
  seat,
  action: as ? { type: 'play', card, as } : { type: 'play', card },
});

/** The 15 moves: three bids (Anna, Ben, you), then four tricks of three cards. */
const SCRIPT: LessonMove[] = [
  bid(ANNA, 2),
  bid(BEN, 1),
  bid(YOU, 2),
  // Trick 1: water led; everyone follows; Anna's 10 is highest.
  play(ANNA, 'W10'),
  play(BEN, 'W7'),
  play(YOU, 'W3'),
  // Trick 2: Anna leads a Sin; nobody need follow; your Soul beats the Sin.
  play(ANNA, 'SIN'),
  play(BEN, 'A2'),
  play(YOU, 'SOUL'),
  // Trick 3: you lead your high trump; Ben, without fire, plays space and wins.
  play(YOU, 'F12'),
  play(ANNA, 'A11'),
  play(BEN, 'S2'),
  // Trick 4: Ben leads earth, your Kitsune as a Sin beats it, and Anna's Demon cannot beat a Sin.
  play(BEN, 'E9'),
  play(YOU, 'KITSUNE', 'sin'),
  play(ANNA, 'DEMON'),
];

/**
 * The names of the SevenSins table's elements (its scene's test ids) for a seat's view: the seat
 * plates, the turned card (`trump`), the phase panel with the bids (`phase`), the own hand, the
 * cards of the current trick (`trick:<seat>`), the bid and trump choices while the seat must
 * make them, and a scored phase's summary.
 */
export function sevensinsElements(view: unknown, seat: Seat): string[] {
  const v = view as SevenSinsView;
  const out: string[] = [];
  for (let s = 0; s < v.players; s++) out.push(`seat.${s}`);
  if (v.trumpCard !== null) out.push('trump');
  if (v.phase > 0) out.push('phase');
  if (seat === v.seat) out.push(...handElements(v.hand ?? []));
  for (const p of v.trick) out.push(`trick:${p.seat}`);
  const asked = v.toAct === seat && seat === v.seat;
  if (asked && v.stage === 'bid') for (let k = 0; k <= v.phase; k++) out.push(`bid:${k}`);
  if (asked && v.stage === 'trump')
    for (const e of ['water', 'earth', 'fire', 'air', 'space']) out.push(`trump:${e}`);
  // A scored phase shows its summary, and while a lesson's note speaks of it its last trick.
  if ((v.stage === 'deal' || v.stage === 'over') && v.history.length > 0) {
    out.push('summary');
    if (v.trick.length === 0) for (const p of v.tricks.at(-1)?.plays ?? []) out.push(`trick:${p.seat}`);
  }
  return out;
}

/** What makes a SevenSins move: the bid's button, the card (a Kitsune then its form). */
export function sevensinsControls(action: LessonAction): LessonControls {
  if (action.type === 'bid') return { points: [`bid:${String(action.tricks)}`] };
  if (action.type === 'trump') return { points: [`trump:${String(action.element)}`] };
  return elementsPlayControls(action);
}

/** The coach's words: src/shared/messages/<language>/lesson-sevensins.json, keyed by step id. */
const say = lessonWords('lesson-sevensins');

const STEPS: LessonStep[] = [
  welcome(say('welcome')),
  {
    id: 'trump',
    at: 0,
    kind: 'next',
    points: ['trump'],
    text: say('trump'),
  },
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.F12', 'hand.SOUL', 'hand.KITSUNE'],
    text: say('hand'),
  },
  {
    id: 'order',
    at: 0,
    kind: 'next',
    points: ['seat.1', 'seat.2'],
    text: say('order'),
  },
  {
    id: 'sum',
    at: 2,
    kind: 'next',
    points: ['phase'],
    text: say('sum'),
  },
  {
    id: 'bid',
    at: 2,
    kind: 'move',
    text: say('bid'),
    want: say('bid.want'),
    why: say('bid.why'),
  },
  {
    id: 'follow',
    at: 5,
    kind: 'move',
    text: say('follow'),
    want: say('follow.want'),
    why: say('follow.why'),
  },
  {
    id: 'won',
    at: 6,
    kind: 'next',
    points: ['seat.1'],
    text: say('won'),
  },
  {
    id: 'soul',
    at: 8,
    kind: 'move',
    text: say('soul'),
    want: say('soul.want'),
    why: say('soul.why'),
  },
  {
    id: 'lead',
    at: 9,
    kind: 'move',
    text: say('lead'),
    want: say('lead.want'),
    why: say('lead.why'),
  },
  {
    id: 'space',
    at: 12,
    kind: 'next',
    points: ['seat.2'],
    text: say('space'),
  },
  {
    id: 'kitsune-forms',
    at: 13,
    kind: 'next',
    points: ['trick:2', 'hand.KITSUNE'],
    text: say('kitsune-forms'),
  },
  {
    id: 'kitsune',
    at: 13,
    kind: 'move',
    text: say('kitsune'),
    want: say('kitsune.want'),
    why: say('kitsune.why'),
  },
  {
    // The last trick stays on the table while the coach explains it; the summary follows.
    id: 'last-trick',
    at: SCRIPT.length,
    kind: 'next',
    points: ['trick:0', 'trick:1'],
    text: say('last-trick'),
  },
  {
    id: 'scoring',
    at: SCRIPT.length,
    kind: 'end',
    points: ['summary'],
    text: say('scoring'),
  },
];

export const sevensinsLesson: Lesson = {
  game: 'sevensins',
  seats: lessonSeats('Anna', 'Ben'),
  // Phase 4 of a full game: phase 1 (one card, blind) teaches neither bidding nor following.
  options: { firstPhase: PHASE },
  firstDealer: YOU,
  deal: { hands: HANDS, trumpCard: TRUMP_CARD },
  script: SCRIPT,
  steps: STEPS,
  elements: sevensinsElements,
  controls: sevensinsControls,
};
