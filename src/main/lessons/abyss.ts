/**
 * Learn to play SevenSins – Abyss: the first phase of a game at three seats on a fixed deal.
 * Anna deals and leads; five tricks, and the coach asks for each of your decisions: following,
 * winning a trick, jumping over a figure onto a heptagram field, putting fire on the trump scale,
 * leading trump, and the Kitsune played as a Sin. Anna changes the scale in her turn; the curses
 * are explained at the board (docs/lessons.md lists which step teaches which rule).
 *
 * No curse is drawn in the phase: a draw is a chance event, and a lesson's script holds only
 * the seats' moves. The figures end on fields 4 (you), 2 (Anna) and 1 (Ben), short of curse
 * field 5. Passing cards happens only under the curse Passing (Tausch; from the phase after it is
 * drawn), so the coach explains it with the curses. The bots' moves are scripted and plausible:
 * each follows when it can and wins a trick when it cheaply can.
 */
import type { AbyssView } from '../../shared/games/abyss';
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

/** Anna deals, so she leads the first trick. */
const DEALER = ANNA;

const HANDS = [
  ['W2', 'E12', 'F10', 'A4', 'KITSUNE'],
  ['W9', 'E6', 'TANUKI', 'A7', 'A13'],
  ['W11', 'E2', 'F3', 'E9', 'W3'],
];

const play = (seat: Seat, card: string, as?: 'sin' | 'tanuki'): LessonMove => ({
  seat,
  action: as ? { type: 'play', card, as } : { type: 'play', card },
});

/** The 19 moves: five tricks, your jump and scale choice after the second, Anna's after the fourth. */
const SCRIPT: LessonMove[] = [
  // 1: Anna leads water; Ben wins with the 11 and moves to field 1.
  play(ANNA, 'W9'),
  play(BEN, 'W11'),
  play(YOU, 'W2'), // 2
  // 2: Ben leads earth; your 12 wins; you jump over Ben onto heptagram field 2 and add fire.
  play(BEN, 'E2'),
  play(YOU, 'E12'), // 4
  play(ANNA, 'E6'),
  { seat: YOU, action: { type: 'jump', jump: true } }, // 6
  { seat: YOU, action: { type: 'scale', add: 'fire' } }, // 7
  // 3: you lead trump; Anna has no fire, Ben must follow. You move to field 3.
  play(YOU, 'F10'), // 8
  play(ANNA, 'TANUKI'),
  play(BEN, 'F3'),
  // 4: you lead air; Anna wins, jumps over Ben onto field 2 and puts air above fire.
  play(YOU, 'A4'), // 11
  play(ANNA, 'A7'),
  play(BEN, 'E9'),
  { seat: ANNA, action: { type: 'jump', jump: true } },
  { seat: ANNA, action: { type: 'scale', add: 'air' } },
  // 5: Anna leads the top trump; your Kitsune as a Sin beats it. You move to field 4.
  play(ANNA, 'A13'), // 16
  play(BEN, 'W3'),
  play(YOU, 'KITSUNE', 'sin'), // 18
];

/** The names of the Abyss table's elements (its scene's test ids) for a seat's view. */
export function abyssElements(view: unknown, seat: Seat): string[] {
  const v = view as AbyssView;
  const out: string[] = [];
  for (let s = 0; s < v.players; s++) out.push(`seat.${s}`, `seat:field:${s}`, `figure:${s}`);
  for (let f = 0; f <= v.goal; f++) out.push(`field:${f}`);
  for (let place = 0; place < 5; place++) out.push(`scale:slot:${place}`);
  for (const drawn of v.curses) out.push(`curse:${drawn.curse}`);
  for (const p of v.trick) out.push(`trick:${p.seat}`);
  if (seat === v.seat) out.push(...handElements(v.hands[seat] ?? []));
  const mine = v.move?.seat === seat;
  if (v.stage === 'jump' && mine) out.push('jump:yes', 'jump:no');
  if (v.stage === 'scale' && mine) {
    if (v.scale.length < 5) {
      for (const e of ['water', 'earth', 'fire', 'air', 'space'])
        if (!v.scale.includes(e as never)) out.push(`scale:add:${e}`);
    }
    // Swapping needs two elements on the scale: before that its tiles are switched off.
    if (v.scale.length >= 2) v.scale.forEach((_, i) => out.push(`scale:swap:${i}`));
    out.push('scale:pass');
  }
  if (v.stage === 'pass') out.push('pass:banner');
  // A finished phase shows its summary.
  if (v.stage === 'deal' && v.phase >= 0) out.push('summary');
  return out;
}

/** What makes an Abyss move: the card (a Kitsune then its form), the jump, the scale's choice. */
export function abyssControls(action: LessonAction): LessonControls {
  if (action.type === 'jump') return { points: [action.jump === true ? 'jump:yes' : 'jump:no'] };
  if (action.type === 'scale') {
    if (typeof action.add === 'string') return { points: [`scale:add:${action.add}`] };
    const swap = Array.isArray(action.swap) ? (action.swap as number[]) : null;
    return { points: swap ? swap.map((i) => `scale:swap:${i}`) : ['scale:pass'] };
  }
  return elementsPlayControls(action);
}

/** The coach's words: src/shared/messages/<language>/lesson-abyss.json, keyed by step id. */
const say = lessonWords('lesson-abyss');

const STEPS: LessonStep[] = [
  welcome(say('welcome'), ['figure:0', 'field:20']),
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.W2', 'hand.KITSUNE'],
    text: say('hand'),
  },
  {
    id: 'scale',
    at: 0,
    kind: 'next',
    points: ['scale:slot:0', 'seat.1'],
    text: say('scale'),
  },
  {
    id: 'follow',
    at: 2,
    kind: 'move',
    text: say('follow'),
    want: say('follow.want'),
    why: say('follow.why'),
  },
  {
    id: 'moved',
    at: 3,
    kind: 'next',
    points: ['figure:2', 'field:1'],
    text: say('moved'),
  },
  {
    id: 'win',
    at: 4,
    kind: 'move',
    text: say('win'),
    want: say('win.want'),
    why: say('win.why'),
  },
  {
    id: 'jump',
    at: 6,
    kind: 'move',
    text: say('jump'),
    want: say('jump.want'),
    why: say('jump.why'),
  },
  {
    id: 'heptagram',
    at: 7,
    kind: 'move',
    text: say('heptagram'),
    want: say('heptagram.want'),
    why: say('heptagram.why'),
  },
  {
    id: 'trump',
    at: 8,
    kind: 'move',
    text: say('trump'),
    want: say('trump.want'),
    why: say('trump.why'),
  },
  {
    id: 'tanuki',
    at: 11,
    kind: 'next',
    points: ['figure:0', 'field:3'],
    text: say('tanuki'),
  },
  {
    id: 'curses',
    at: 11,
    kind: 'next',
    points: ['field:5'],
    text: say('curses'),
  },
  {
    id: 'lead-air',
    at: 11,
    kind: 'move',
    text: say('lead-air'),
    want: say('lead-air.want'),
    why: say('lead-air.why'),
  },
  {
    id: 'anna-scale',
    at: 16,
    kind: 'next',
    points: ['scale:slot:1', 'figure:1'],
    text: say('anna-scale'),
  },
  {
    id: 'kitsune',
    at: 18,
    kind: 'move',
    text: say('kitsune'),
    want: say('kitsune.want'),
    why: say('kitsune.why'),
  },
  {
    id: 'end',
    at: SCRIPT.length,
    kind: 'end',
    points: ['summary'],
    text: say('end'),
  },
];

export const abyssLesson: Lesson = {
  game: 'abyss',
  seats: lessonSeats('Anna', 'Ben'),
  options: {},
  firstDealer: DEALER,
  deal: { hands: HANDS },
  script: SCRIPT,
  steps: STEPS,
  elements: abyssElements,
  controls: abyssControls,
};
