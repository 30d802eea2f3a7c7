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
import { ANNA, BEN, elementsPlayControls, handElements, lessonSeats, t, welcome, YOU } from './lesson';

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

const STEPS: LessonStep[] = [
  welcome(
    t(
      'Welcome to SevenSins – Abyss! It is a race: every trick you win moves your figure one field down the path. Whoever reaches the goal, field 20, first wins at once. This lesson plays the first phase: five tricks. You can leave it at any time.',
      'Willkommen bei SevenSins – Abyss! Es ist ein Wettrennen: Jeder Stich, den du gewinnst, bringt deine Figur ein Feld weiter den Pfad hinab. Wer als Erster das Ziel erreicht, Feld 20, gewinnt sofort. Diese Lektion spielt die erste Phase: fünf Stiche. Du kannst sie jederzeit verlassen.',
      'Welkom bij SevenSins – Abyss! Het is een race: elke slag die je wint, zet je figuur één veld verder op het pad. Wie als eerste het doel bereikt, veld 20, wint meteen. Deze les speelt de eerste fase: vijf slagen. Je kunt de les altijd verlaten.',
    ),
    ['figure:0', 'field:20'],
  ),
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.W2', 'hand.KITSUNE'],
    text: t(
      'Each phase deals everyone five cards. The element cards (water, earth, fire, air, space) run from 1 to 13; the rest are special cards, like your Kitsune.',
      'In jeder Phase bekommt jeder fünf Karten. Die Elementkarten (Wasser, Erde, Feuer, Luft, Raum) gehen von 1 bis 13; dazu kommen Sonderkarten wie dein Kitsune.',
      'Elke fase krijgt iedereen vijf kaarten. De elementkaarten (water, aarde, vuur, lucht, ruimte) lopen van 1 tot 13; de rest zijn speciale kaarten, zoals je Kitsune.',
    ),
  },
  {
    id: 'scale',
    at: 0,
    kind: 'next',
    points: ['scale:slot:0', 'seat.1'],
    text: t(
      'This is the trump scale. It starts empty: no element is trump yet. Anna dealt, so she leads the first trick; then Ben, then you.',
      'Das ist die Trumpfleiste. Zu Beginn ist sie leer: Noch ist kein Element Trumpf. Anna hat gegeben, also spielt sie zum ersten Stich aus; dann Ben, dann du.',
      'Dit is de troefladder. Hij begint leeg: nog geen enkel element is troef. Anna heeft gedeeld, dus zij komt uit in de eerste slag; dan Ben, dan jij.',
    ),
  },
  {
    id: 'follow',
    at: 2,
    kind: 'move',
    text: t(
      'Anna led water, so you must follow with water if you can. A special card may always be played instead — but save your Kitsune. Ben’s 11 beats your water 2 anyway: play it.',
      'Anna hat Wasser ausgespielt, also musst du Wasser bedienen, wenn du kannst. Eine Sonderkarte darfst du immer stattdessen spielen – aber heb dein Kitsune auf. Bens 11 schlägt deine Wasser 2 ohnehin: Spiel sie.',
      'Anna kwam uit met water, dus je moet water bekennen als je kunt. Een speciale kaart mag je altijd in plaats daarvan spelen – maar bewaar je Kitsune. Bens 11 is toch te hoog voor je water 2: speel die.',
    ),
    want: t('play your water 2', 'Spiel deine Wasser 2', 'speel je water 2'),
    why: t(
      'you must follow water, and your Kitsune is worth more later.',
      'du musst Wasser bedienen, und dein Kitsune ist später mehr wert.',
      'je moet water bekennen, en je Kitsune is later meer waard.',
    ),
  },
  {
    id: 'moved',
    at: 3,
    kind: 'next',
    points: ['figure:2', 'field:1'],
    text: t(
      'With no trump in play, the highest card of the element led wins: Ben’s 11. His figure moves one field, to field 1, and he leads the next trick.',
      'Ohne Trumpf gewinnt die höchste Karte des ausgespielten Elements: Bens 11. Seine Figur zieht ein Feld vor, auf Feld 1, und er spielt zum nächsten Stich aus.',
      'Zonder troef wint de hoogste kaart van het gevraagde element: Bens 11. Zijn figuur gaat één veld vooruit, naar veld 1, en hij komt uit in de volgende slag.',
    ),
  },
  {
    id: 'win',
    at: 4,
    kind: 'move',
    text: t(
      'Ben led earth. Your earth 12 follows and is higher than any earth card likely to come: play it.',
      'Ben hat Erde ausgespielt. Deine Erde 12 bedient und ist höher als alles, was an Erde noch kommen dürfte: Spiel sie.',
      'Ben kwam uit met aarde. Je aarde 12 bekent en is hoger dan alle aarde die er nog kan komen: speel die.',
    ),
    want: t('play your earth 12', 'Spiel deine Erde 12', 'speel je aarde 12'),
    why: t(
      'it follows earth and wins the trick.',
      'sie bedient Erde und gewinnt den Stich.',
      'die bekent aarde en wint de slag.',
    ),
  },
  {
    id: 'jump',
    at: 6,
    kind: 'move',
    text: t(
      'Your trick! Your figure moves one field — but Ben stands on field 1. You may jump over him to the next free field: field 2, a heptagram field. Jump.',
      'Dein Stich! Deine Figur zieht ein Feld vor – aber auf Feld 1 steht Ben. Du darfst über ihn auf das nächste freie Feld springen: Feld 2, ein Heptagrammfeld. Spring.',
      'Jouw slag! Je figuur gaat één veld vooruit – maar op veld 1 staat Ben. Je mag over hem heen springen naar het volgende vrije veld: veld 2, een heptagramveld. Spring.',
    ),
    want: t('jump to field 2', 'Spring auf Feld 2', 'spring naar veld 2'),
    why: t(
      'a jump gains a field for free, and field 2 lets you change the trump scale.',
      'ein Sprung schenkt dir ein Feld, und auf Feld 2 darfst du die Trumpfleiste ändern.',
      'een sprong levert je gratis een veld op, en op veld 2 mag je de troefladder veranderen.',
    ),
  },
  {
    id: 'heptagram',
    at: 7,
    kind: 'move',
    text: t(
      'A figure landing on a heptagram field lets its player change the trump scale: add an element to the lowest free place, swap two, or leave it. Add fire — you hold the fire 10. From now on a fire card beats every card of another element.',
      'Landet eine Figur auf einem Heptagrammfeld, darf ihr Spieler die Trumpfleiste ändern: ein Element auf den niedrigsten freien Platz setzen, zwei tauschen oder nichts tun. Setz Feuer – du hast die Feuer 10. Ab jetzt schlägt jede Feuerkarte jede Karte eines anderen Elements.',
      'Landt een figuur op een heptagramveld, dan mag haar speler de troefladder veranderen: een element op de laagste vrije plaats zetten, er twee verwisselen of niets doen. Zet vuur erop – je hebt de vuur 10. Vanaf nu wint elke vuurkaart van elke kaart van een ander element.',
    ),
    want: t('add fire to the scale', 'Setz Feuer auf die Trumpfleiste', 'zet vuur op de troefladder'),
    why: t(
      'you hold a high fire card, so fire as trump helps you.',
      'du hast eine hohe Feuerkarte, Feuer als Trumpf hilft also dir.',
      'je hebt een hoge vuurkaart, dus vuur als troef helpt jou.',
    ),
  },
  {
    id: 'trump',
    at: 8,
    kind: 'move',
    text: t(
      'The winner of a trick leads the next. Lead your fire 10: fire is trump, and whoever holds fire must follow with it.',
      'Wer einen Stich gewinnt, spielt zum nächsten aus. Spiel deine Feuer 10 aus: Feuer ist Trumpf, und wer Feuer hat, muss es bedienen.',
      'Wie een slag wint, komt uit in de volgende. Kom uit met je vuur 10: vuur is troef, en wie vuur heeft, moet het bekennen.',
    ),
    want: t('lead your fire 10', 'Spiel deine Feuer 10 aus', 'kom uit met je vuur 10'),
    why: t(
      'the highest trump you hold should win this trick.',
      'dein höchster Trumpf sollte diesen Stich gewinnen.',
      'je hoogste troef zou deze slag moeten winnen.',
    ),
  },
  {
    id: 'tanuki',
    at: 11,
    kind: 'next',
    points: ['figure:0', 'field:3'],
    text: t(
      'Anna had no fire and threw a Tanuki, the weakest card: it never wins. Ben had to follow with his fire 3. Your trick again: field 3.',
      'Anna hatte kein Feuer und warf einen Tanuki ab, die schwächste Karte: Er gewinnt nie. Ben musste mit seiner Feuer 3 bedienen. Wieder dein Stich: Feld 3.',
      'Anna had geen vuur en gooide een Tanuki weg, de zwakste kaart: die wint nooit. Ben moest bekennen met zijn vuur 3. Weer jouw slag: veld 3.',
    ),
  },
  {
    id: 'curses',
    at: 11,
    kind: 'next',
    points: ['field:5'],
    text: t(
      'Field 5 is a curse field. The first figure to land there reveals a curse, which changes the rules for everyone until the game ends. Passing, for one, makes everyone pass a card to the left neighbour before each phase. Fields you jump over do nothing.',
      'Feld 5 ist ein Fluchfeld. Die erste Figur, die dort landet, deckt einen Fluch auf, der die Regeln für alle bis zum Spielende ändert. Bei Tausch etwa gibt vor jeder Phase jeder eine Karte an seinen linken Nachbarn weiter. Übersprungene Felder bewirken nichts.',
      'Veld 5 is een vloekveld. De eerste figuur die daar landt, onthult een vloek die de regels voor iedereen verandert tot het einde van het spel. Bij Doorgeven bijvoorbeeld geeft iedereen voor elke fase een kaart door aan zijn linkerbuur. Velden waar je overheen springt, doen niets.',
    ),
  },
  {
    id: 'lead-air',
    at: 11,
    kind: 'move',
    text: t(
      'Lead your air 4 now and keep the Kitsune. Played as a Sin it beats every element card, trump included — and it is safest played last in a trick, once you see that nobody has laid a Soul, the card that beats a Sin.',
      'Spiel jetzt deine Luft 4 aus und behalte das Kitsune. Als Sünde gespielt schlägt es jede Elementkarte, auch Trumpf – und am sichersten spielst du es als Letzter im Stich, wenn du siehst, dass niemand eine Seele gelegt hat, die Karte, die eine Sünde schlägt.',
      'Kom nu uit met je lucht 4 en houd de Kitsune. Als Zonde gespeeld wint die van elke elementkaart, troef inbegrepen – en het veiligst speel je hem als laatste in een slag, als je ziet dat niemand een Ziel heeft gelegd, de kaart die een Zonde verslaat.',
    ),
    want: t('lead your air 4', 'Spiel deine Luft 4 aus', 'kom uit met je lucht 4'),
    why: t(
      'the Kitsune is your strongest card: keep it for the last trick.',
      'das Kitsune ist deine stärkste Karte: Heb es für den letzten Stich auf.',
      'de Kitsune is je sterkste kaart: bewaar hem voor de laatste slag.',
    ),
  },
  {
    id: 'anna-scale',
    at: 16,
    kind: 'next',
    points: ['scale:slot:1', 'figure:1'],
    text: t(
      'Anna won with her air 7, jumped over Ben onto heptagram field 2 and put air on the scale, one place above your fire. A higher place beats a lower one: now air beats fire, and fire still beats water, earth and space.',
      'Anna hat mit ihrer Luft 7 gewonnen, ist über Ben auf Heptagrammfeld 2 gesprungen und hat Luft auf die Trumpfleiste gesetzt, einen Platz über dein Feuer. Der höhere Platz schlägt den niedrigeren: Jetzt schlägt Luft Feuer, und Feuer schlägt weiter Wasser, Erde und Raum.',
      'Anna won met haar lucht 7, sprong over Ben naar heptagramveld 2 en zette lucht op de troefladder, één plaats boven jouw vuur. Een hogere plaats wint van een lagere: nu wint lucht van vuur, en vuur nog altijd van water, aarde en ruimte.',
    ),
  },
  {
    id: 'kitsune',
    at: 18,
    kind: 'move',
    text: t(
      'Anna led air 13, the highest trump now: no element card can beat it. A Sin can, and no Soul lies in the trick. Click your Kitsune and play it as a Sin.',
      'Anna hat Luft 13 ausgespielt, jetzt der höchste Trumpf: Keine Elementkarte schlägt sie. Eine Sünde schon, und im Stich liegt keine Seele. Klick dein Kitsune an und spiel es als Sünde.',
      'Anna kwam uit met lucht 13, nu de hoogste troef: geen elementkaart wint daarvan. Een Zonde wel, en er ligt geen Ziel in de slag. Klik op je Kitsune en speel hem als Zonde.',
    ),
    want: t('play your Kitsune as a Sin', 'Spiel dein Kitsune als Sünde', 'speel je Kitsune als Zonde'),
    why: t(
      'as a Sin it beats Anna’s air 13; as a Tanuki it would lose.',
      'als Sünde schlägt es Annas Luft 13, als Tanuki würde es verlieren.',
      'als Zonde wint hij van Anna’s lucht 13; als Tanuki zou hij verliezen.',
    ),
  },
  {
    id: 'end',
    at: SCRIPT.length,
    kind: 'end',
    points: ['summary'],
    text: t(
      'The phase is over: you are on field 4, Anna on 2, Ben on 1. The next phase deals five new cards, Ben deals and leads, and the race goes on phase after phase until a figure reaches field 20.',
      'Die Phase ist vorbei: Du stehst auf Feld 4, Anna auf 2, Ben auf 1. In der nächsten Phase gibt es fünf neue Karten, Ben gibt und spielt aus, und das Rennen geht Phase um Phase weiter, bis eine Figur Feld 20 erreicht.',
      'De fase is voorbij: jij staat op veld 4, Anna op 2, Ben op 1. In de volgende fase komen er vijf nieuwe kaarten, Ben deelt en komt uit, en de race gaat fase na fase door tot een figuur veld 20 bereikt.',
    ),
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
