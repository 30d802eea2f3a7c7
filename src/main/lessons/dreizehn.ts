/**
 * Learn to play 13: one round at four seats on a fixed deal. You deal, so Anna begins; you play
 * twelve cards, the coach asks for each one and explains as the round goes (docs/lessons.md
 * lists which step teaches which rule). The bots' moves are scripted too, and plausible: a bot
 * goes over 13 only when its hand leaves it no choice or it collects that colour. At the end
 * you have the most green (0 for green), Ben the most yellow, Clara the most blue.
 *
 * The script and the deal were worked out together: each seat's cards arrive in the order that
 * gives it the hands the story needs (Anna holds only green cards when she must go over on green).
 */
import type { DreizehnView } from '../../shared/games/dreizehn';
import type { Seat } from '../../shared/types';
import type { Lesson, LessonMove, LessonStep } from './lesson';
import { handElements, lessonSeats, lessonWords, welcome } from './lesson';

const PLAYERS = 4;
/** You deal: Anna, on your left, begins. */
const DEALER = 0;

const HANDS = [
  ['G7', 'B4', 'F4', 'G7', 'G4'],
  ['Y5', 'G5', 'G5', 'G4', 'G1'],
  ['B5', 'Y7', 'Y1', 'B7', 'Y2'],
  ['Y4', 'B4', 'B1', 'Y5', 'B1'],
];
/** Top card first. */
// prettier-ignore
const PILE = [
  'Y2', 'B1', 'G1', 'Y4', 'G2', 'Y1', 'B2', 'B5', 'G2', 'B5',
  'G2', 'G7', 'F4', 'B2', 'F4', 'Y2', 'Y5', 'Y7', 'F4', 'G5',
  'F4', 'G1', 'B7', 'Y1', 'B2', 'F4', 'B7', 'F4', 'Y7', 'F4',
];

/**
 * The 50 plays in order, four to a line (Anna, Ben, Clara, you). A colour card goes onto its own
 * target; a Nasty Four names its target.
 */
// prettier-ignore
const PLAYS = [
  'Y5', 'B5', 'Y4', 'G7',
  'Y2', 'Y7', 'B4', 'B4',
  'G2', 'Y1', 'B1', 'F4:green',
  'G5', 'B7', 'Y5', 'G7',
  'F4:blue', 'B1', 'G1', 'G4',
  'G5', 'Y2', 'G2', 'Y4',
  'Y5', 'G1', 'B2', 'B5',
  'F4:blue', 'Y1', 'B1', 'G7',
  'G4', 'F4:yellow', 'F4:yellow', 'Y2',
  'G2', 'F4:green', 'F4:green', 'G5',
  'B2', 'B5', 'B7', 'Y1',
  'G1', 'B2', 'B7', 'F4:green',
  'Y7', 'Y7',
];

const TARGET_OF: Record<string, string> = { B: 'blue', Y: 'yellow', G: 'green' };

function play(code: string, i: number): LessonMove {
  const [card, target] = code.split(':') as [string, string | undefined];
  return {
    // Everyone holds cards until the last plays, so the turn simply goes round.
    seat: (DEALER + 1 + i) % PLAYERS,
    action: { type: 'play', card, target: target ?? TARGET_OF[card[0]!]! },
  };
}

/** The names of the 13 table's elements (its scene's test ids) for a seat's view. */
export function dreizehnElements(view: unknown, seat: Seat): string[] {
  const v = view as DreizehnView;
  const out: string[] = v.targets.map((target) => `target:${target.id}`);
  for (let s = 0; s < v.players; s++) out.push(`seat.${s}`, `taken:${s}`);
  if (v.phase === 'play' || v.drawPileSize > 0) out.push('pile');
  if (seat === v.seat) out.push(...handElements(v.hand ?? []));
  // A scored round shows its summary.
  if (v.phase !== 'play' && v.history.length > 0) out.push('summary');
  return out;
}

/** The coach's words: src/shared/messages/<language>/lesson-dreizehn.json, keyed by step id. */
const say = lessonWords('lesson-dreizehn');

const STEPS: LessonStep[] = [
  welcome(say('welcome')),
  {
    id: 'targets',
    at: 0,
    kind: 'next',
    points: ['target:blue', 'target:yellow', 'target:green'],
    text: say('targets'),
  },
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.F4'],
    text: say('hand'),
  },
  {
    id: 'order',
    at: 0,
    kind: 'next',
    points: ['seat.1'],
    text: say('order'),
  },
  {
    id: 'first',
    at: 3,
    kind: 'move',
    text: say('first'),
    want: say('first.want'),
    why: say('first.why'),
  },
  {
    id: 'draw',
    at: 4,
    kind: 'next',
    points: ['pile'],
    text: say('draw'),
  },
  {
    id: 'overflow',
    at: 6,
    kind: 'next',
    points: ['target:yellow', 'taken:2'],
    text: say('overflow'),
  },
  {
    id: 'taken',
    at: 6,
    kind: 'next',
    points: ['taken:2'],
    text: say('taken'),
  },
  {
    id: 'thirteen',
    at: 7,
    kind: 'move',
    text: say('thirteen'),
    want: say('thirteen.want'),
    why: say('thirteen.why'),
  },
  {
    id: 'clara',
    at: 11,
    kind: 'next',
    points: ['taken:3'],
    text: say('clara'),
  },
  {
    id: 'nasty',
    at: 11,
    kind: 'move',
    text: say('nasty'),
    want: say('nasty.want'),
    why: say('nasty.why'),
  },
  {
    id: 'anna',
    at: 13,
    kind: 'next',
    points: ['taken:1'],
    text: say('anna'),
  },
  {
    id: 'keep-off',
    at: 15,
    kind: 'move',
    text: say('keep-off'),
    // The same move as the first step asks for: its words.
    want: say('first.want'),
    why: say('keep-off.why'),
  },
  {
    id: 'most',
    at: 19,
    kind: 'move',
    text: say('most'),
    want: say('most.want'),
    why: say('most.why'),
  },
  {
    id: 'your-stack',
    at: 20,
    kind: 'next',
    points: ['taken:0'],
    text: say('your-stack'),
  },
  {
    id: 'keep-small',
    at: 23,
    kind: 'move',
    text: say('keep-small'),
    want: say('keep-small.want'),
    why: say('keep-small.why'),
  },
  {
    id: 'room',
    at: 27,
    kind: 'move',
    text: say('room'),
    want: say('room.want'),
    why: say('room.why'),
  },
  {
    id: 'pile-empty',
    at: 31,
    kind: 'next',
    points: ['pile'],
    text: say('pile-empty'),
  },
  {
    id: 'collect',
    at: 31,
    kind: 'move',
    text: say('collect'),
    want: say('collect.want'),
    why: say('collect.why'),
  },
  {
    id: 'fours-on-yellow',
    at: 35,
    kind: 'move',
    text: say('fours-on-yellow'),
    want: say('fours-on-yellow.want'),
    why: say('fours-on-yellow.why'),
  },
  {
    id: 'trap',
    at: 39,
    kind: 'move',
    text: say('trap'),
    want: say('trap.want'),
    why: say('trap.why'),
  },
  {
    id: 'two-left',
    at: 43,
    kind: 'move',
    text: say('two-left'),
    want: say('two-left.want'),
    why: say('two-left.why'),
  },
  {
    id: 'last',
    at: 47,
    kind: 'move',
    text: say('last'),
    want: say('last.want'),
    why: say('last.why'),
    // Either leaves the bots' last two plays (both on yellow) as they are.
    alternatives: [{ type: 'play', card: 'F4', target: 'blue' }],
  },
  {
    id: 'scoring',
    at: PLAYS.length,
    kind: 'end',
    points: ['summary'],
    text: say('scoring'),
  },
];

export const dreizehnLesson: Lesson = {
  game: 'dreizehn',
  seats: lessonSeats('Anna', 'Ben', 'Clara'),
  options: { colorRule: 'fixed', memoryAid: false },
  firstDealer: DEALER,
  deal: { hands: HANDS, drawPile: PILE },
  script: PLAYS.map(play),
  steps: STEPS,
  elements: dreizehnElements,
  controls: (action) => ({ points: [`hand.${String(action.card)}`, `target:${String(action.target)}`] }),
};
