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
import { handElements, lessonSeats, t, welcome } from './lesson';

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

const STEPS: LessonStep[] = [
  welcome(
    t(
      'Welcome to 13! Everyone plays cards onto three targets. A target may reach 13; whoever pushes it over takes its cards, and taken cards are minus points. The fewest points win. You can leave at any time.',
      'Willkommen bei 13! Alle spielen Karten auf drei Zielscheiben. Eine Zielscheibe darf bis 13 gehen; wer sie darüber bringt, nimmt ihre Karten – und genommene Karten sind Minuspunkte. Die wenigsten gewinnen. Du kannst jederzeit aufhören.',
      'Welkom bij 13! Iedereen speelt kaarten op drie schijven. Een schijf mag tot 13 gaan; wie hem erboven brengt, pakt de kaarten die erop liggen – en gepakte kaarten zijn minpunten. De minste wint. Je kunt altijd stoppen.',
    ),
  ),
  {
    id: 'targets',
    at: 0,
    kind: 'next',
    points: ['target:blue', 'target:yellow', 'target:green'],
    text: t(
      'The three targets. A colour card may only go onto the target of its colour. The number in the middle is the target’s total.',
      'Die drei Zielscheiben. Eine Farbkarte darf nur auf die Zielscheibe ihrer Farbe. Die Zahl in der Mitte ist ihre Summe.',
      'De drie schijven. Een kleurkaart mag alleen op de schijf van haar kleur. Het getal in het midden is de som van de schijf.',
    ),
  },
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.F4'],
    text: t(
      'Your hand: five cards. The red card is a Nasty Four. It counts 4 and may go onto any target.',
      'Deine Hand: fünf Karten. Die rote Karte ist eine Fiese Vier. Sie zählt 4 und darf auf jede Zielscheibe.',
      'Je hand: vijf kaarten. De rode kaart is een Gemene Vier. Die telt 4 en mag op elke schijf.',
    ),
  },
  {
    id: 'order',
    at: 0,
    kind: 'next',
    points: ['seat.1'],
    text: t(
      'You dealt this round, so Anna, on your left, begins; then Ben, Clara and you. Watch them play.',
      'Du hast diese Runde gegeben, also beginnt Anna links von dir; dann Ben, Clara und du. Schau ihnen zu.',
      'Jij hebt deze ronde gedeeld, dus Anna, links van je, begint; daarna Ben, Clara en jij. Kijk maar.',
    ),
  },
  {
    id: 'first',
    at: 3,
    kind: 'move',
    text: t(
      'Your turn. Click your green 7: a colour card goes onto its own target by itself.',
      'Du bist dran. Klick auf deine grüne 7: Eine Farbkarte geht von selbst auf ihre Zielscheibe.',
      'Jij bent aan de beurt. Klik op je groene 7: een kleurkaart gaat vanzelf naar haar eigen schijf.',
    ),
    want: t(
      'play your green 7 onto the green target',
      'Spiel deine grüne 7 auf die grüne Zielscheibe',
      'speel je groene 7 op de groene schijf',
    ),
    why: t(
      'the empty green target takes a 7 safely, and big cards get harder to place as the targets fill up.',
      'die leere grüne Zielscheibe nimmt eine 7 gefahrlos, und große Karten werden schwerer unterzubringen, je voller die Zielscheiben sind.',
      'de lege groene schijf neemt een 7 zonder gevaar, en grote kaarten worden lastiger kwijt te raken naarmate de schijven voller zijn.',
    ),
  },
  {
    id: 'draw',
    at: 4,
    kind: 'next',
    points: ['pile'],
    text: t(
      'After each card you draw from the pile, so you keep five cards while it lasts.',
      'Nach jeder Karte ziehst du vom Stapel nach: Solange er reicht, hast du fünf Karten.',
      'Na elke kaart trek je van de stapel: zolang die er is, houd je vijf kaarten.',
    ),
  },
  {
    id: 'overflow',
    at: 6,
    kind: 'next',
    points: ['target:yellow', 'taken:2'],
    text: t(
      'Over 13! Yellow stood at 11 and Ben’s 7 made 18, so Ben takes the three cards that lay there. His 7 stays alone: yellow starts again at 7.',
      'Über 13! Gelb stand auf 11, Bens 7 machte 18 – also nimmt Ben die drei Karten, die dort lagen. Seine 7 bleibt allein liegen: Gelb beginnt neu bei 7.',
      'Boven 13! Geel stond op 11 en Bens 7 maakte er 18 van, dus pakt Ben de drie kaarten die er lagen. Zijn 7 blijft alleen liggen: geel begint opnieuw bij 7.',
    ),
  },
  {
    id: 'taken',
    at: 6,
    kind: 'next',
    points: ['taken:2'],
    text: t(
      'Taken cards lie face down: 1 minus point each, a Nasty Four 2. Nobody may look at them, not even their owner; everyone sees only how many.',
      'Genommene Karten liegen verdeckt: je 1 Minuspunkt, eine Fiese Vier 2. Niemand darf sie ansehen, auch ihr Besitzer nicht; alle sehen nur, wie viele.',
      'Gepakte kaarten liggen gedekt: elk 1 minpunt, een Gemene Vier 2. Niemand mag ze bekijken, ook hun eigenaar niet; iedereen ziet alleen hoeveel.',
    ),
  },
  {
    id: 'thirteen',
    at: 7,
    kind: 'move',
    text: t(
      'Blue stands at 9. Play your blue 4: exactly 13 is allowed, only going over is not. And now whoever plays on blue next must take.',
      'Blau steht auf 9. Spiel deine blaue 4: Genau 13 ist erlaubt, nur darüber nicht. Und jetzt muss nehmen, wer als Nächstes auf Blau spielt.',
      'Blauw staat op 9. Speel je blauwe 4: precies 13 mag, alleen erboven niet. En nu moet wie daarna op blauw speelt, pakken.',
    ),
    want: t(
      'play your blue 4 onto the blue target',
      'Spiel deine blaue 4 auf die blaue Zielscheibe',
      'speel je blauwe 4 op de blauwe schijf',
    ),
    why: t(
      'exactly 13 is safe for you and a trap for the next player on blue.',
      'genau 13 ist für dich sicher und für den Nächsten auf Blau eine Falle.',
      'precies 13 is veilig voor jou en een val voor de volgende op blauw.',
    ),
  },
  {
    id: 'clara',
    at: 11,
    kind: 'next',
    points: ['taken:3'],
    text: t(
      'Clara put her 1 on the full blue target and took its cards, though she could have played elsewhere. Why? Whoever ends the round with the most cards of a colour pays nothing for that colour. Clara collects blue.',
      'Clara hat ihre 1 auf das volle Blau gelegt und die Karten genommen, obwohl sie woanders hätte spielen können. Warum? Wer am Rundenende die meisten Karten einer Farbe hat, zahlt für diese Farbe nichts. Clara sammelt Blau.',
      'Clara legde haar 1 op de volle blauwe schijf en pakte de kaarten, hoewel ze ergens anders had kunnen spelen. Waarom? Wie aan het eind van de ronde de meeste kaarten van een kleur heeft, betaalt voor die kleur niets. Clara verzamelt blauw.',
    ),
  },
  {
    id: 'nasty',
    at: 11,
    kind: 'move',
    text: t(
      'Your Nasty Four may go onto any target. Click it, then the green target: 9 + 4 = 13. Whoever takes green next takes your Nasty Four too.',
      'Deine Fiese Vier darf auf jede Zielscheibe. Klick sie an, dann die grüne: 9 + 4 = 13. Wer Grün als Nächstes nimmt, bekommt deine Fiese Vier mit.',
      'Je Gemene Vier mag op elke schijf. Klik erop en dan op de groene: 9 + 4 = 13. Wie groen als volgende pakt, krijgt je Gemene Vier erbij.',
    ),
    want: t(
      'put your Nasty Four onto the green target',
      'Leg deine Fiese Vier auf die grüne Zielscheibe',
      'leg je Gemene Vier op de groene schijf',
    ),
    why: t(
      'it fills green to exactly 13, and whoever goes over on green next takes your Nasty Four.',
      'sie füllt Grün auf genau 13, und wer dort als Nächstes über 13 geht, nimmt deine Fiese Vier mit.',
      'ze vult groen tot precies 13, en wie daar als volgende over 13 gaat, pakt je Gemene Vier erbij.',
    ),
  },
  {
    id: 'anna',
    at: 13,
    kind: 'next',
    points: ['taken:1'],
    text: t(
      'Anna held only green cards and had to go over on green, taking your Nasty Four: 2 minus points for her.',
      'Anna hatte nur grüne Karten und musste Grün überziehen – samt deiner Fiesen Vier: 2 Minuspunkte für sie.',
      'Anna had alleen groene kaarten en moest groen laten overlopen – met jouw Gemene Vier: 2 minpunten voor haar.',
    ),
  },
  {
    id: 'keep-off',
    at: 15,
    kind: 'move',
    text: t(
      'Clara brought yellow to 13: keep off it now. Play your green 7 on green (5 + 7 = 12).',
      'Clara hat Gelb auf 13 gebracht: Finger weg davon. Spiel deine grüne 7 auf Grün (5 + 7 = 12).',
      'Clara bracht geel op 13: blijf er nu vanaf. Speel je groene 7 op groen (5 + 7 = 12).',
    ),
    want: t(
      'play your green 7 onto the green target',
      'Spiel deine grüne 7 auf die grüne Zielscheibe',
      'speel je groene 7 op de groene schijf',
    ),
    why: t(
      'any card on yellow would take its three cards, and your 7 still fits on green.',
      'jede Karte auf Gelb würde die drei Karten dort nehmen, und auf Grün passt deine 7 noch.',
      'elke kaart op geel pakt de drie kaarten daar, en op groen past je 7 nog.',
    ),
  },
  {
    id: 'most',
    at: 19,
    kind: 'move',
    text: t(
      'Every target stands at 13: whatever you play, you take. Blue would cost 5 (a Nasty Four is in it), yellow or green 3. But Anna has only 2 green: with 3 you have the most, and the most of a colour costs nothing. Play your green 4.',
      'Jede Zielscheibe steht auf 13: Was du auch spielst, du nimmst. Blau kostet 5 (mit einer Fiesen Vier), Gelb oder Grün 3. Aber Anna hat erst 2 grüne: Mit 3 hast du die meisten, und die meisten einer Farbe kosten nichts. Spiel deine grüne 4.',
      'Elke schijf staat op 13: wat je ook speelt, je pakt. Blauw kost 5 (er ligt een Gemene Vier bij), geel of groen 3. Maar Anna heeft pas 2 groene: met 3 heb jij de meeste, en de meeste van een kleur kosten niets. Speel je groene 4.',
    ),
    want: t('take green with your green 4', 'Nimm Grün mit deiner grünen 4', 'pak groen met je groene 4'),
    why: t(
      'with the most green cards, green costs you nothing at the end.',
      'mit den meisten grünen Karten kostet dich Grün am Ende nichts.',
      'met de meeste groene kaarten kost groen je aan het eind niets.',
    ),
  },
  {
    id: 'your-stack',
    at: 20,
    kind: 'next',
    points: ['taken:0'],
    text: t(
      'Your three green cards lie face down by your seat. Keep count yourself: you have 3 green, Anna 2.',
      'Deine drei grünen Karten liegen verdeckt bei deinem Platz. Zähl selbst mit: Du hast 3 grüne, Anna 2.',
      'Je drie groene kaarten liggen gedekt bij je plaats. Tel zelf mee: jij hebt 3 groene, Anna 2.',
    ),
  },
  {
    id: 'keep-small',
    at: 23,
    kind: 'move',
    text: t(
      'Ben had to take and chose yellow, the colour he collects. Play your yellow 4 (2 + 4 = 6) and keep your small 2 for a fuller target.',
      'Ben musste nehmen und wählte Gelb, die Farbe, die er sammelt. Spiel deine gelbe 4 (2 + 4 = 6) und heb deine kleine 2 für eine vollere Zielscheibe auf.',
      'Ben moest pakken en koos geel, de kleur die hij verzamelt. Speel je gele 4 (2 + 4 = 6) en bewaar je kleine 2 voor een vollere schijf.',
    ),
    want: t(
      'play your yellow 4 onto the yellow target',
      'Spiel deine gelbe 4 auf die gelbe Zielscheibe',
      'speel je gele 4 op de gele schijf',
    ),
    why: t(
      'it fits, and a small card is worth keeping for a fuller target later.',
      'sie passt, und eine kleine Karte hebst du besser für eine vollere Zielscheibe auf.',
      'die past, en een kleine kaart bewaar je beter voor een vollere schijf.',
    ),
  },
  {
    id: 'room',
    at: 27,
    kind: 'move',
    text: t(
      'Clara took blue again, a Nasty Four included. Blue starts anew at 2: play your blue 5 (7).',
      'Clara hat wieder Blau genommen, samt einer Fiesen Vier. Blau beginnt neu bei 2: Spiel deine blaue 5 (7).',
      'Clara pakte weer blauw, met een Gemene Vier erbij. Blauw begint opnieuw bij 2: speel je blauwe 5 (7).',
    ),
    want: t(
      'play your blue 5 onto the blue target',
      'Spiel deine blaue 5 auf die blaue Zielscheibe',
      'speel je blauwe 5 op de blauwe schijf',
    ),
    why: t(
      'blue has room, while yellow (11) and green (12) are nearly full.',
      'auf Blau ist Platz, Gelb (11) und Grün (12) sind fast voll.',
      'op blauw is ruimte, geel (11) en groen (12) zijn bijna vol.',
    ),
  },
  {
    id: 'pile-empty',
    at: 31,
    kind: 'next',
    points: ['pile'],
    text: t(
      'The pile is empty: nobody draws any more. The round ends when all hands are played out.',
      'Der Stapel ist leer: Niemand zieht mehr nach. Die Runde endet, wenn alle Karten gespielt sind.',
      'De stapel is leeg: niemand trekt meer. De ronde eindigt als alle handen uitgespeeld zijn.',
    ),
  },
  {
    id: 'collect',
    at: 31,
    kind: 'move',
    text: t(
      'All targets stand at 12. Your 1 would fit on yellow, but green holds four green cards and you collect green: take them with your 7. With 7 of the 14 green cards nobody can overtake you.',
      'Alle Zielscheiben stehen auf 12. Deine 1 passte auf Gelb, aber auf Grün liegen vier grüne Karten, und du sammelst Grün: Nimm sie mit deiner 7. Mit 7 der 14 grünen Karten überholt dich niemand mehr.',
      'Alle schijven staan op 12. Je 1 zou op geel passen, maar op groen liggen vier groene kaarten en jij verzamelt groen: pak ze met je 7. Met 7 van de 14 groene kaarten haalt niemand je meer in.',
    ),
    want: t('take green with your green 7', 'Nimm Grün mit deiner grünen 7', 'pak groen met je groene 7'),
    why: t(
      'you collect green, and with 7 green cards nobody can overtake you.',
      'du sammelst Grün, und mit 7 grünen Karten kann dich niemand mehr überholen.',
      'jij verzamelt groen, en met 7 groene kaarten haalt niemand je meer in.',
    ),
  },
  {
    id: 'fours-on-yellow',
    at: 35,
    kind: 'move',
    text: t(
      'Yellow now holds two Nasty Fours: 4 minus points for whoever takes it. Your yellow 2 still fits (10).',
      'Auf Gelb liegen jetzt zwei Fiese Vieren: 4 Minuspunkte für den, der Gelb nimmt. Deine gelbe 2 passt noch (10).',
      'Op geel liggen nu twee Gemene Vieren: 4 minpunten voor wie geel pakt. Je gele 2 past nog (10).',
    ),
    want: t(
      'play your yellow 2 onto the yellow target',
      'Spiel deine gelbe 2 auf die gelbe Zielscheibe',
      'speel je gele 2 op de gele schijf',
    ),
    why: t(
      'it fits, and your 1 is the card to keep for a target at 12.',
      'sie passt, und die 1 hebst du für eine Zielscheibe auf 12 auf.',
      'die past, en de 1 bewaar je voor een schijf op 12.',
    ),
  },
  {
    id: 'trap',
    at: 39,
    kind: 'move',
    text: t(
      'Two Nasty Fours lie on green (8). Your green 5 makes exactly 13 — whoever plays on green next takes both.',
      'Auf Grün liegen zwei Fiese Vieren (8). Deine grüne 5 macht genau 13 – wer als Nächstes auf Grün spielt, nimmt beide.',
      'Op groen liggen twee Gemene Vieren (8). Je groene 5 maakt precies 13 – wie daarna op groen speelt, pakt ze allebei.',
    ),
    want: t(
      'play your green 5 onto the green target',
      'Spiel deine grüne 5 auf die grüne Zielscheibe',
      'speel je groene 5 op de groene schijf',
    ),
    why: t(
      'exactly 13 is safe, and the next player on green must take both Nasty Fours.',
      'genau 13 ist sicher, und wer als Nächstes auf Grün spielt, muss beide Fiesen Vieren nehmen.',
      'precies 13 is veilig, en wie daarna op groen speelt, moet beide Gemene Vieren pakken.',
    ),
  },
  {
    id: 'two-left',
    at: 43,
    kind: 'move',
    text: t(
      'Two cards left. Play your yellow 1 onto yellow (10 + 1 = 11).',
      'Noch zwei Karten. Spiel deine gelbe 1 auf Gelb (10 + 1 = 11).',
      'Nog twee kaarten. Speel je gele 1 op geel (10 + 1 = 11).',
    ),
    want: t(
      'play your yellow 1 onto the yellow target',
      'Spiel deine gelbe 1 auf die gelbe Zielscheibe',
      'speel je gele 1 op de gele schijf',
    ),
    why: t(
      'it fits without taking, and your Nasty Four can wait for your last turn.',
      'sie passt, ohne dass du nimmst, und deine Fiese Vier kann bis zum letzten Zug warten.',
      'die past zonder dat je pakt, en je Gemene Vier kan wachten tot je laatste beurt.',
    ),
  },
  {
    id: 'last',
    at: 47,
    kind: 'move',
    text: t(
      'Your last card: the Nasty Four. It fits on green (1 + 4 = 5) or on blue (7 + 4 = 11). Cards still lying on the targets when the round ends count for nobody.',
      'Deine letzte Karte: die Fiese Vier. Sie passt auf Grün (1 + 4 = 5) oder auf Blau (7 + 4 = 11). Karten, die am Rundenende noch auf den Zielscheiben liegen, zählen für niemanden.',
      'Je laatste kaart: de Gemene Vier. Die past op groen (1 + 4 = 5) of op blauw (7 + 4 = 11). Kaarten die aan het eind van de ronde nog op de schijven liggen, tellen voor niemand.',
    ),
    want: t(
      'put your Nasty Four onto the green or the blue target',
      'Leg deine Fiese Vier auf die grüne oder die blaue Zielscheibe',
      'leg je Gemene Vier op de groene of de blauwe schijf',
    ),
    why: t(
      'on yellow (11) it would go over 13, and you would take four cards.',
      'auf Gelb (11) ginge sie über 13, und du müsstest vier Karten nehmen.',
      'op geel (11) zou ze over 13 gaan, en dan pak je vier kaarten.',
    ),
    // Either leaves the bots' last two plays (both on yellow) as they are.
    alternatives: [{ type: 'play', card: 'F4', target: 'blue' }],
  },
  {
    id: 'scoring',
    at: PLAYS.length,
    kind: 'end',
    points: ['summary'],
    text: t(
      'The round is scored. You have the most green, Ben the most yellow, Clara the most blue: none of them pays for that colour (tied for the most, all pay). Nasty Fours always cost 2. A game has one round per player (two each with three); the lowest total wins.',
      'Die Runde ist gewertet. Du hast die meisten grünen, Ben die meisten gelben, Clara die meisten blauen Karten: Dafür zahlt keiner (bei Gleichstand zahlen alle). Fiese Vieren kosten immer 2. Ein Spiel hat eine Runde pro Person (zu dritt zwei); die niedrigste Summe gewinnt.',
      'De ronde is geteld. Jij hebt de meeste groene, Ben de meeste gele, Clara de meeste blauwe kaarten: daarvoor betaalt niemand (bij gelijkspel betalen allen). Gemene Vieren kosten altijd 2. Een spel heeft één ronde per speler (met z’n drieën twee); de laagste som wint.',
    ),
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
