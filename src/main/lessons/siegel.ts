/**
 * Learn to play Die sieben Siegel: one round at three seats on a fixed deal. You deal, so Anna
 * predicts first (2 yellow, 2 green), Ben takes the saboteur, and you predict last: 2 red,
 * 1 green, 1 blue, 1 violet — one seal for each trick your cards should win. The coach asks for
 * the prediction, each of your 15 cards and the one return where you choose (docs/lessons.md
 * lists which step teaches which rule). The bots' moves are scripted and plausible: Anna plays
 * for her seals and then tries to lose, Ben (the saboteur) lets Anna win where that costs her a
 * black seal and takes the last tricks himself.
 *
 * The story: Anna wins two yellow tricks; you trump her green 9 (you hold no green) and choose to
 * return green; your red 9 and 8, blue 9 and violet 9 win their tricks, and you are out of
 * seals; your yellow 3 forces Anna's yellow 7 to win, and as she has no yellow seal left she
 * takes a black; she returns one green seal, then Ben wins the rest. At the end you score 0,
 * Anna 5 (a green seal and a black), Ben 3 (4 minus Anna's black).
 *
 * Stealing a seal (the centre out of a colour) does not arise in this deal: a Next step explains
 * it before your prediction.
 */
import type { SiegelView } from '../../shared/games/siegel';
import { SEAL_COLORS } from '../../shared/games/siegel';
import type { Message } from '../../shared/i18n/message';
import type { Seat } from '../../shared/types';
import type { Lesson, LessonAction, LessonControls, LessonMove, LessonStep } from './lesson';
import { ANNA, BEN, lessonSeats, lessonWords, welcome, YOU } from './lesson';

const PLAYERS = 3;
/** You deal: Anna, on your left, predicts first and leads the first trick. */
const DEALER = 0;

const HANDS = [
  ['R9', 'R8', 'R1', 'Y4', 'Y3', 'Y2', 'Y1', 'B9', 'B3', 'B2', 'B1', 'V9', 'V3', 'V2', 'V1'],
  ['R5', 'R4', 'Y9', 'Y8', 'Y7', 'G9', 'G8', 'G1', 'B7', 'B6', 'B5', 'V7', 'V6', 'V5', 'V4'],
  ['R7', 'R6', 'R3', 'R2', 'Y6', 'Y5', 'G7', 'G6', 'G5', 'G4', 'G3', 'G2', 'B8', 'B4', 'V8'],
];

/** The 15 tricks, each from its leader on, clockwise (you, Anna, Ben, you, …). */
const TRICKS: { leader: Seat; cards: [string, string, string] }[] = [
  { leader: ANNA, cards: ['Y9', 'Y5', 'Y1'] },
  { leader: ANNA, cards: ['Y8', 'Y6', 'Y2'] },
  // You hold no green: your red 1 wins, and you choose what to return.
  { leader: ANNA, cards: ['G9', 'G2', 'R1'] },
  { leader: YOU, cards: ['R9', 'R4', 'R2'] },
  { leader: YOU, cards: ['R8', 'R5', 'R3'] },
  { leader: YOU, cards: ['B9', 'B5', 'B4'] },
  { leader: YOU, cards: ['V9', 'V4', 'V8'] },
  // Anna must take it with her yellow 7, holding no yellow seal: a black one. Ben could trump, but does not.
  { leader: YOU, cards: ['Y3', 'Y7', 'G5'] },
  { leader: ANNA, cards: ['G8', 'G3', 'Y4'] },
  { leader: ANNA, cards: ['G1', 'G4', 'V3'] },
  { leader: BEN, cards: ['G7', 'V2', 'V7'] },
  { leader: BEN, cards: ['G6', 'V1', 'V6'] },
  { leader: BEN, cards: ['R7', 'B3', 'V5'] },
  { leader: BEN, cards: ['R6', 'B2', 'B6'] },
  { leader: BEN, cards: ['B8', 'B1', 'B7'] },
];

/** After which trick (0-based) the winner chooses the seal to return, and which. */
const RETURNS: Readonly<Record<number, LessonAction>> = { 2: { type: 'return', seal: 'green' } };

function buildScript(): LessonMove[] {
  const moves: LessonMove[] = [
    { seat: ANNA, action: { type: 'predict', seals: { yellow: 2, green: 2 }, steals: [] } },
    { seat: BEN, action: { type: 'saboteur' } },
    {
      seat: YOU,
      action: { type: 'predict', seals: { red: 2, green: 1, blue: 1, violet: 1 }, steals: [] },
    },
  ];
  TRICKS.forEach((trick, i) => {
    trick.cards.forEach((card, k) => {
      moves.push({ seat: (trick.leader + k) % PLAYERS, action: { type: 'play', card } });
    });
    const ret = RETURNS[i];
    if (ret) moves.push({ seat: YOU, action: ret });
  });
  return moves;
}

const SCRIPT = buildScript();

/** The index in the script of `seat`'s card `card` (steps are keyed to it). */
function playOf(seat: Seat, card: string): number {
  const i = SCRIPT.findIndex((m) => m.seat === seat && m.action.type === 'play' && m.action.card === card);
  if (i < 0) throw new Error(`the Siegel lesson has no play of ${card} by seat ${seat}`);
  return i;
}
const returnAt = SCRIPT.findIndex((m) => m.action.type === 'return');
const yourPredictionAt = 2;

/** The names of the Siegel table's elements (its scene's test ids) for a seat's view. */
export function siegelElements(view: unknown, seat: Seat): string[] {
  const v = view as SiegelView;
  const out: string[] = ['supply', 'saboteur'];
  for (let s = 0; s < v.players; s++) out.push(`seat.${s}`, `seals:${s}`);
  if (seat === v.seat) for (const card of v.hand) out.push(`hand.${card}`);
  for (const play of v.trick) out.push(`trick:${play.seat}`);
  if (v.phase === 'predict' && v.toAct === seat && v.prediction) {
    out.push('predict:dialog', 'predict:total', 'confirm');
    for (const color of SEAL_COLORS)
      out.push(`predict:${color}:-`, `predict:${color}:+`, `predict:${color}:count`);
    if (v.prediction.saboteurFree) out.push('predict:saboteur');
  }
  if (v.phase === 'return' && v.toAct === seat)
    for (const kind of v.returnChoices ?? []) out.push(`return:${kind}`);
  // A scored round shows its summary.
  if (v.history.length > 0) {
    out.push('summary');
    for (let s = 0; s < v.players; s++) out.push(`summary:score:${s}`);
  }
  return out;
}

/** A step asking for your card `card` (the coach rings it: Lesson.controls). */
function card(id: string, code: string, text: Message, want: Message, why: Message): LessonStep {
  return { id, at: playOf(YOU, code), kind: 'move', text, want, why };
}

/**
 * What makes a Siegel move: the card; the seal to return; a prediction's "+" of each colour to
 * take (with the count to reach on its ring), then Confirm.
 */
export function siegelControls(action: LessonAction): LessonControls {
  if (action.type === 'play') return { points: [`hand.${String(action.card)}`] };
  if (action.type === 'return') return { points: [`return:${String(action.seal)}`] };
  if (action.type === 'saboteur') return { points: ['predict:saboteur', 'confirm'] };
  const seals = (action.seals ?? {}) as Partial<Record<string, number>>;
  const colors = SEAL_COLORS.filter((c) => (seals[c] ?? 0) > 0);
  return {
    points: [...colors.map((c) => `predict:${c}:+`), 'confirm'],
    badges: Object.fromEntries(colors.map((c) => [`predict:${c}:+`, String(seals[c])])),
  };
}

/** The coach's words: src/shared/messages/<language>/lesson-siegel.json, keyed by step id. */
const say = lessonWords('lesson-siegel');

const STEPS: LessonStep[] = [
  welcome(say('welcome')),
  {
    id: 'supply',
    at: 0,
    kind: 'next',
    points: ['supply'],
    text: say('supply'),
  },
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.R9', 'hand.R8', 'hand.R1'],
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
    id: 'anna-predicts',
    at: 1,
    kind: 'next',
    points: ['seals:1'],
    text: say('anna-predicts'),
  },
  {
    id: 'saboteur',
    at: yourPredictionAt,
    kind: 'next',
    points: ['saboteur', 'seat.2'],
    text: say('saboteur'),
  },
  {
    id: 'steal',
    at: yourPredictionAt,
    kind: 'next',
    points: ['supply'],
    text: say('steal'),
  },
  {
    id: 'predict',
    at: yourPredictionAt,
    kind: 'move',
    text: say('predict'),
    want: say('predict.want'),
    why: say('predict.why'),
  },
  {
    id: 'predicted',
    at: yourPredictionAt + 1,
    kind: 'next',
    points: ['seals:0'],
    text: say('predicted'),
  },
  card('follow', 'Y1', say('follow'), say('follow.want'), say('follow.why')),
  {
    id: 'returned',
    at: playOf(YOU, 'Y1') + 1,
    kind: 'next',
    points: ['seals:1'],
    text: say('returned'),
  },
  card('follow-again', 'Y2', say('follow-again'), say('follow-again.want'), say('follow-again.why')),
  card('trump', 'R1', say('trump'), say('trump.want'), say('trump.why')),
  {
    id: 'return',
    at: returnAt,
    kind: 'move',
    text: say('return'),
    want: say('return.want'),
    why: say('return.why'),
  },
  card('lead-red', 'R9', say('lead-red'), say('lead-red.want'), say('lead-red.why')),
  card('lead-red-8', 'R8', say('lead-red-8'), say('lead-red-8.want'), say('lead-red-8.why')),
  card('lead-blue', 'B9', say('lead-blue'), say('lead-blue.want'), say('lead-blue.why')),
  card('lead-violet', 'V9', say('lead-violet'), say('lead-violet.want'), say('lead-violet.why')),
  card('lose', 'Y3', say('lose'), say('lose.want'), say('lose.why')),
  {
    id: 'black',
    at: playOf(BEN, 'G5') + 1,
    kind: 'next',
    points: ['seals:1', 'supply'],
    text: say('black'),
  },
  card('discard', 'Y4', say('discard'), say('discard.want'), say('discard.why')),
  card('discard-2', 'V3', say('discard-2'), say('discard-2.want'), say('discard-2.why')),
  {
    id: 'saboteur-wins',
    at: playOf(YOU, 'V3') + 1,
    kind: 'next',
    points: ['saboteur', 'seals:2'],
    text: say('saboteur-wins'),
  },
  card('discard-3', 'V2', say('discard-3'), say('discard-3.want'), say('discard-3.why')),
  card('discard-4', 'V1', say('discard-4'), say('discard-4.want'), say('discard-4.why')),
  card('discard-5', 'B3', say('discard-5'), say('discard-5.want'), say('discard-5.why')),
  // Its reason is discard-4's.
  card('discard-6', 'B2', say('discard-6'), say('discard-6.want'), say('discard-4.why')),
  card('last', 'B1', say('last'), say('last.want'), say('last.why')),
  {
    id: 'scoring',
    at: SCRIPT.length,
    kind: 'end',
    points: ['summary'],
    text: say('scoring'),
  },
];

export const siegelLesson: Lesson = {
  game: 'siegel',
  seats: lessonSeats('Anna', 'Ben'),
  options: { saboteurBase: 4 },
  firstDealer: DEALER,
  deal: { hands: HANDS },
  script: SCRIPT,
  steps: STEPS,
  elements: siegelElements,
  controls: siegelControls,
};
