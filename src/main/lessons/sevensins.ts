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
import { ANNA, BEN, elementsPlayControls, handElements, lessonSeats, t, welcome, YOU } from './lesson';

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

const STEPS: LessonStep[] = [
  welcome(
    t(
      'Welcome to SevenSins! Each phase, everyone bids how many tricks they will take — and only an exact bid scores. A game has 13 phases: phase 1 deals one card each, phase 2 two, and so on. This lesson plays phase 4: four cards each. You can leave it at any time.',
      'Willkommen bei SevenSins! In jeder Phase sagen alle an, wie viele Stiche sie machen – und nur eine genaue Ansage punktet. Ein Spiel hat 13 Phasen: In Phase 1 bekommt jeder eine Karte, in Phase 2 zwei und so weiter. Diese Lektion spielt Phase 4: vier Karten für jeden. Du kannst sie jederzeit verlassen.',
      'Welkom bij SevenSins! In elke fase biedt iedereen hoeveel slagen hij haalt – en alleen een precies bod scoort. Een spel heeft 13 fasen: in fase 1 krijgt iedereen één kaart, in fase 2 twee, enzovoort. Deze les speelt fase 4: vier kaarten per speler. Je kunt de les altijd verlaten.',
    ),
  ),
  {
    id: 'trump',
    at: 0,
    kind: 'next',
    points: ['trump'],
    text: t(
      'You dealt, so you turned the top card of the rest: the fire 6. Fire is trump in this phase — a fire card beats every water, earth and air card. (Had a Sin, Demon, Kitsune or Soul been turned, the dealer would choose trump; a Tanuki means no trump.)',
      'Du hast gegeben und die oberste Karte des Rests aufgedeckt: Feuer 6. Feuer ist in dieser Phase Trumpf – eine Feuerkarte schlägt jede Wasser-, Erd- und Luftkarte. (Wäre eine Sünde, ein Dämon, eine Kitsune oder eine Seele aufgedeckt worden, hätte der Geber Trumpf gewählt; ein Tanuki heißt: kein Trumpf.)',
      'Jij hebt gedeeld en de bovenste kaart van de rest omgedraaid: vuur 6. Vuur is troef in deze fase – een vuurkaart verslaat elke water-, aarde- en luchtkaart. (Was er een Zonde, Demon, Kitsune of Ziel omgedraaid, dan had de gever troef gekozen; een Tanuki betekent: geen troef.)',
    ),
  },
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.F12', 'hand.SOUL', 'hand.KITSUNE'],
    text: t(
      'Your four cards: the fire 12, a high trump; the water 3; and two special cards, a Soul and a Kitsune. The coach explains each special card when it matters.',
      'Deine vier Karten: Feuer 12, ein hoher Trumpf; Wasser 3; und zwei Sonderkarten, eine Seele und eine Kitsune. Was die Sonderkarten können, erklärt der Trainer, wenn es darauf ankommt.',
      'Je vier kaarten: vuur 12, een hoge troef; water 3; en twee speciale kaarten, een Ziel en een Kitsune. Wat de speciale kaarten doen, legt de coach uit als het ertoe doet.',
    ),
  },
  {
    id: 'order',
    at: 0,
    kind: 'next',
    points: ['seat.1', 'seat.2'],
    text: t(
      'Anna, on your left, bids first, then Ben; as the dealer you bid last. Watch their bids.',
      'Anna links von dir sagt zuerst an, dann Ben; als Geber sagst du zuletzt an. Schau dir ihre Ansagen an.',
      'Anna, links van je, biedt als eerste, daarna Ben; als gever bied jij als laatste. Kijk naar hun biedingen.',
    ),
  },
  {
    id: 'sum',
    at: 2,
    kind: 'next',
    points: ['phase'],
    text: t(
      'Anna bid 2, Ben 1: 3 so far. The bids must not add up to 4, the number of tricks — so at least one player will miss. As the last bidder you may not bid 1.',
      'Anna hat 2 angesagt, Ben 1: bisher 3. Die Ansagen dürfen zusammen nicht 4 ergeben, die Zahl der Stiche – so liegt mindestens einer daneben. Als Letzter darfst du also nicht 1 ansagen.',
      'Anna bood 2, Ben 1: samen 3. De biedingen mogen samen niet 4 zijn, het aantal slagen – zo zit er altijd minstens één speler naast. Als laatste bieder mag jij dus geen 1 bieden.',
    ),
  },
  {
    id: 'bid',
    at: 2,
    kind: 'move',
    text: t(
      'Bid 2: your Soul and your fire 12 should each take a trick. Met exactly, a bid scores 3 points per trick (a bid of 0 met scores 4 here, the phase number). Missed, you lose 1 point per trick too many or too few (a missed 0 costs 4).',
      'Sag 2 an: Deine Seele und dein Feuer 12 sollten je einen Stich machen. Genau erfüllt bringt eine Ansage 3 Punkte pro Stich (eine erfüllte 0 hier 4, die Phasenzahl). Daneben verlierst du 1 Punkt je Stich zu viel oder zu wenig (eine verfehlte 0 kostet 4).',
      'Bied 2: je Ziel en je vuur 12 halen elk wel een slag. Precies gehaald levert een bod 3 punten per slag op (een gehaalde 0 hier 4, het fasenummer). Zit je ernaast, dan verlies je 1 punt per slag te veel of te weinig (een gemiste 0 kost 4).',
    ),
    want: t('bid 2', 'Sag 2 an', 'bied 2'),
    why: t(
      'your Soul and your high trump should take two tricks.',
      'deine Seele und dein hoher Trumpf sollten zwei Stiche machen.',
      'je Ziel en je hoge troef halen waarschijnlijk twee slagen.',
    ),
  },
  {
    id: 'follow',
    at: 5,
    kind: 'move',
    text: t(
      'Anna leads the water 10 and Ben follows with the water 7. You hold water, so you must follow: play your water 3. Your fire 12 is not allowed here — only special cards may always be played instead.',
      'Anna spielt Wasser 10 aus, Ben bedient mit Wasser 7. Du hast Wasser, also musst du bedienen: Spiel dein Wasser 3. Dein Feuer 12 ist hier nicht erlaubt – nur Sonderkarten darf man immer stattdessen spielen.',
      'Anna komt uit met water 10, Ben bekent met water 7. Jij hebt water, dus je moet bekennen: speel je water 3. Je vuur 12 mag hier niet – alleen speciale kaarten mag je altijd in plaats daarvan spelen.',
    ),
    want: t('play your water 3', 'Spiel dein Wasser 3', 'speel je water 3'),
    why: t(
      'water was led and you hold water; your specials are worth more later.',
      'Wasser ist ausgespielt und du hast Wasser; deine Sonderkarten brauchst du später.',
      'er is water uitgekomen en jij hebt water; je speciale kaarten heb je later nodig.',
    ),
  },
  {
    id: 'won',
    at: 6,
    kind: 'next',
    points: ['seat.1'],
    text: t(
      'With no trump in the trick, the highest card of the led element wins: Anna’s water 10. Whoever wins a trick leads the next one.',
      'Liegt kein Trumpf im Stich, gewinnt die höchste Karte des ausgespielten Elements: Annas Wasser 10. Wer einen Stich gewinnt, spielt zum nächsten aus.',
      'Ligt er geen troef in de slag, dan wint de hoogste kaart van het uitgekomen element: Anna’s water 10. Wie een slag wint, komt uit in de volgende.',
    ),
  },
  {
    id: 'soul',
    at: 8,
    kind: 'move',
    text: t(
      'Anna leads a Sin. A Sin beats every element card, even trump, and after it nobody has to follow. But a Soul beats a Sin: play your Soul. Each Sin you take with a Soul gives 2 bonus points — if your bid is met.',
      'Anna spielt eine Sünde aus. Eine Sünde schlägt jede Elementkarte, auch Trumpf, und danach muss niemand bedienen. Aber eine Seele schlägt eine Sünde: Spiel deine Seele. Jede Sünde, die du mit einer Seele holst, bringt 2 Bonuspunkte – wenn deine Ansage aufgeht.',
      'Anna komt uit met een Zonde. Een Zonde verslaat elke elementkaart, ook troef, en daarna hoeft niemand te bekennen. Maar een Ziel verslaat een Zonde: speel je Ziel. Elke Zonde die je met een Ziel pakt, levert 2 bonuspunten op – als je bod klopt.',
    ),
    want: t('play your Soul', 'Spiel deine Seele', 'speel je Ziel'),
    why: t(
      'only the Soul beats Anna’s Sin, and it earns a bonus.',
      'nur die Seele schlägt Annas Sünde, und sie bringt einen Bonus.',
      'alleen de Ziel verslaat Anna’s Zonde, en ze levert een bonus op.',
    ),
  },
  {
    id: 'lead',
    at: 9,
    kind: 'move',
    text: t(
      'Your trick, so you lead. Lead your fire 12: only the fire 13 is a higher trump.',
      'Dein Stich, also spielst du aus. Spiel dein Feuer 12 aus: Nur Feuer 13 ist ein höherer Trumpf.',
      'Jouw slag, dus jij komt uit. Kom uit met je vuur 12: alleen vuur 13 is een hogere troef.',
    ),
    want: t('lead your fire 12', 'Spiel dein Feuer 12 aus', 'kom uit met je vuur 12'),
    why: t(
      'it is a high trump, and your Kitsune can wait.',
      'es ist ein hoher Trumpf, und deine Kitsune kann warten.',
      'het is een hoge troef, en je Kitsune kan wachten.',
    ),
  },
  {
    id: 'space',
    at: 12,
    kind: 'next',
    points: ['seat.2'],
    text: t(
      'Ben took it with the space 2! Space is the fifth element: a space card beats every other element card, even trump. Unless space is led, only someone who holds no trump may play it — Ben had no fire.',
      'Ben hat den Stich mit Raum 2 geholt! Raum ist das fünfte Element: Eine Raumkarte schlägt jede andere Elementkarte, auch Trumpf. Wird nicht Raum ausgespielt, darf sie nur spielen, wer keinen Trumpf hat – Ben hatte kein Feuer.',
      'Ben pakte de slag met ruimte 2! Ruimte is het vijfde element: een ruimtekaart verslaat elke andere elementkaart, ook troef. Komt er geen ruimte uit, dan mag alleen wie geen troef heeft haar spelen – Ben had geen vuur.',
    ),
  },
  {
    id: 'kitsune-forms',
    at: 13,
    kind: 'next',
    points: ['trick:2', 'hand.KITSUNE'],
    text: t(
      'Ben leads the earth 9. You need one more trick, and your last card is the Kitsune. It plays as a Sin or as a Tanuki: a Tanuki never wins a trick, a Sin beats every element card. Among the special cards, Sin beats Demon, Demon beats Soul, Soul beats Sin.',
      'Ben spielt Erde 9 aus. Dir fehlt noch ein Stich, und deine letzte Karte ist die Kitsune. Sie zählt als Sünde oder als Tanuki: Ein Tanuki gewinnt nie einen Stich, eine Sünde schlägt jede Elementkarte. Unter den Sonderkarten gilt: Sünde schlägt Dämon, Dämon schlägt Seele, Seele schlägt Sünde.',
      'Ben komt uit met aarde 9. Jij hebt nog één slag nodig, en je laatste kaart is de Kitsune. Die speel je als Zonde of als Tanuki: een Tanuki wint nooit een slag, een Zonde verslaat elke elementkaart. Onder de speciale kaarten geldt: Zonde verslaat Demon, Demon verslaat Ziel, Ziel verslaat Zonde.',
    ),
  },
  {
    id: 'kitsune',
    at: 13,
    kind: 'move',
    text: t(
      'Click your Kitsune and choose Sin.',
      'Klick deine Kitsune an und wähle Sünde.',
      'Klik op je Kitsune en kies Zonde.',
    ),
    want: t('play your Kitsune as a Sin', 'Spiel deine Kitsune als Sünde', 'speel je Kitsune als Zonde'),
    why: t(
      'you need this trick for your bid of 2, and a Tanuki never wins.',
      'du brauchst diesen Stich für deine Ansage 2, und ein Tanuki gewinnt nie.',
      'je hebt deze slag nodig voor je bod van 2, en een Tanuki wint nooit.',
    ),
  },
  {
    // The last trick stays on the table while the coach explains it; the summary follows.
    id: 'last-trick',
    at: SCRIPT.length,
    kind: 'next',
    points: ['trick:0', 'trick:1'],
    text: t(
      'The last trick: Anna threw her Demon on your Sin. A Demon beats every element card, but not a Sin: your Kitsune takes the trick, your second, just as you bid.',
      'Der letzte Stich: Anna hat ihren Dämon auf deine Sünde geworfen. Ein Dämon schlägt jede Elementkarte, aber keine Sünde: Deine Kitsune holt den Stich, deinen zweiten, genau wie angesagt.',
      'De laatste slag: Anna gooide haar Demon op je Zonde. Een Demon verslaat elke elementkaart, maar geen Zonde: je Kitsune pakt de slag, je tweede, precies zoals je bood.',
    ),
  },
  {
    id: 'scoring',
    at: SCRIPT.length,
    kind: 'end',
    points: ['summary'],
    text: t(
      'You bid 2 and took 2: 6 points, +2 for the Sin your Soul took. Ben made his bid: 3. Anna missed by one: −1. (A Soul taken with a Demon would give 5.) Phases 7 and 13 count double; after 13 phases the highest total wins.',
      'Du hast 2 angesagt und 2 Stiche gemacht: 6 Punkte, +2 für die Sünde, die deine Seele geholt hat. Ben hat seine Ansage erfüllt: 3. Anna lag um eins daneben: −1. (Eine Seele, die ein Dämon holt, brächte 5.) Die Phasen 7 und 13 zählen doppelt; nach 13 Phasen gewinnt die höchste Summe.',
      'Jij bood 2 en haalde er 2: 6 punten, +2 voor de Zonde die je Ziel pakte. Ben haalde zijn bod: 3. Anna zat er één naast: −1. (Een Ziel die een Demon pakt, levert 5 op.) Fase 7 en 13 tellen dubbel; na 13 fasen wint het hoogste totaal.',
    ),
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
