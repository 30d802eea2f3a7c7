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
import type { Localized } from '../../shared/lesson';
import type { Seat } from '../../shared/types';
import type { Lesson, LessonAction, LessonControls, LessonMove, LessonStep } from './lesson';
import { ANNA, BEN, lessonSeats, t, welcome, YOU } from './lesson';

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
function card(id: string, code: string, text: Localized, want: Localized, why: Localized): LessonStep {
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

const STEPS: LessonStep[] = [
  welcome(
    t(
      'Welcome to Die sieben Siegel! Before the tricks, everyone takes a seal for each trick they expect to win. Each trick you win gives one seal back; seals still in front of you at the end cost points. The fewest points win. You can leave this lesson at any time.',
      'Willkommen bei Die sieben Siegel! Vor den Stichen nimmt sich jeder für jeden Stich, den er gewinnen will, ein Siegel. Für jeden gewonnenen Stich gibst du ein Siegel zurück; Siegel, die am Ende noch vor dir liegen, kosten Punkte. Wer die wenigsten hat, gewinnt. Du kannst die Lektion jederzeit verlassen.',
      'Welkom bij Die sieben Siegel! Voor de slagen neemt iedereen een zegel voor elke slag die hij denkt te winnen. Voor elke slag die je wint, geef je een zegel terug; zegels die aan het eind nog voor je liggen, kosten punten. Wie de minste heeft, wint. Je kunt deze les altijd verlaten.',
    ),
  ),
  {
    id: 'supply',
    at: 0,
    kind: 'next',
    points: ['supply'],
    text: t(
      'The seals in the centre: 5 red and 3 each of yellow, green, blue and violet. A coloured seal left at the end costs 2 points. White and black seals are worse: 4 and 3 points.',
      'Die Siegel in der Mitte: 5 rote und je 3 gelbe, grüne, blaue und violette. Ein farbiges Siegel, das am Ende übrig ist, kostet 2 Punkte. Weiße und schwarze sind schlimmer: 4 und 3 Punkte.',
      'De zegels in het midden: 5 rode en elk 3 gele, groene, blauwe en paarse. Een gekleurd zegel dat aan het eind over is, kost 2 punten. Witte en zwarte zijn erger: 4 en 3 punten.',
    ),
  },
  {
    id: 'hand',
    at: 0,
    kind: 'next',
    points: ['hand.R9', 'hand.R8', 'hand.R1'],
    text: t(
      'Your 15 cards: five colours, values 1 to 9. Red is always trump: any red card beats every card of another colour.',
      'Deine 15 Karten: fünf Farben, Werte 1 bis 9. Rot ist immer Trumpf: Jede rote Karte schlägt jede Karte einer anderen Farbe.',
      'Je 15 kaarten: vijf kleuren, waarden 1 tot 9. Rood is altijd troef: elke rode kaart verslaat elke kaart van een andere kleur.',
    ),
  },
  {
    id: 'order',
    at: 0,
    kind: 'next',
    points: ['seat.1', 'seat.2'],
    text: t(
      'You dealt, so Anna, on your left, chooses first, then Ben, then you. Watch them.',
      'Du hast gegeben, also wählt Anna links von dir zuerst, dann Ben, dann du. Schau zu.',
      'Jij hebt gedeeld, dus Anna, links van je, kiest eerst, dan Ben, dan jij. Kijk maar.',
    ),
  },
  {
    id: 'anna-predicts',
    at: 1,
    kind: 'next',
    points: ['seals:1'],
    text: t(
      'Anna took 2 yellow and 2 green seals: she expects to win two tricks in yellow and two in green. Each of those tricks lets her give one back.',
      'Anna hat 2 gelbe und 2 grüne Siegel genommen: Sie will zwei Stiche in Gelb und zwei in Grün gewinnen. Für jeden davon darf sie eines zurückgeben.',
      'Anna nam 2 gele en 2 groene zegels: ze verwacht twee slagen in geel en twee in groen te winnen. Voor elk daarvan mag ze er een teruggeven.',
    ),
  },
  {
    id: 'saboteur',
    at: yourPredictionAt,
    kind: 'next',
    points: ['saboteur', 'seat.2'],
    text: t(
      'Ben took the saboteur instead: he takes no seals and never gives any back. At the end he scores 4 minus the black seals the others took — so he hopes you and Anna win tricks you did not plan for.',
      'Ben hat stattdessen den Saboteur genommen: Er nimmt keine Siegel und gibt nie welche zurück. Am Ende bekommt er 4 minus die schwarzen Siegel der anderen – er hofft also, dass du und Anna Stiche gewinnt, die ihr nicht geplant habt.',
      'Ben nam in plaats daarvan de saboteur: hij neemt geen zegels en geeft er nooit terug. Aan het eind krijgt hij 4 min de zwarte zegels van de anderen – hij hoopt dus dat jij en Anna slagen winnen die jullie niet gepland hadden.',
    ),
  },
  {
    id: 'steal',
    at: yourPredictionAt,
    kind: 'next',
    points: ['supply'],
    text: t(
      'Good to know: if the centre has run out of a colour you want, you take that seal from another player, who gets a white seal from the centre in return. Today the centre has all you need.',
      'Gut zu wissen: Ist eine Farbe, die du willst, in der Mitte ausgegangen, nimmst du das Siegel einem Mitspieler weg; er bekommt dafür ein weißes Siegel aus der Mitte. Heute hat die Mitte alles, was du brauchst.',
      'Goed om te weten: is een kleur die je wilt in het midden op, dan neem je dat zegel af van een medespeler; die krijgt er een wit zegel uit het midden voor terug. Vandaag heeft het midden alles wat je nodig hebt.',
    ),
  },
  {
    id: 'predict',
    at: yourPredictionAt,
    kind: 'move',
    text: t(
      'Your turn. Your red 9 and 8 should win two tricks: 2 red. The blue 9 and the violet 9 are the highest of their colours: 1 blue, 1 violet. You hold no green, so you can trump a green trick with red: 1 green. Then Confirm.',
      'Du bist dran. Deine rote 9 und 8 sollten zwei Stiche holen: 2 rote. Die blaue 9 und die violette 9 sind die höchsten ihrer Farbe: 1 blaues, 1 violettes. Grün hast du keines, also kannst du einen grünen Stich mit Rot stechen: 1 grünes. Dann Bestätigen.',
      'Jij bent aan de beurt. Je rode 9 en 8 horen twee slagen te halen: 2 rode. De blauwe 9 en de paarse 9 zijn de hoogste van hun kleur: 1 blauw, 1 paars. Groen heb je niet, dus kun je een groene slag met rood troeven: 1 groen. Dan Bevestigen.',
    ),
    want: t(
      'take 2 red, 1 green, 1 blue and 1 violet seal and confirm',
      'Nimm 2 rote, 1 grünes, 1 blaues und 1 violettes Siegel und bestätige',
      'neem 2 rode, 1 groen, 1 blauw en 1 paars zegel en bevestig',
    ),
    why: t(
      'one seal for each trick your cards should win.',
      'ein Siegel für jeden Stich, den deine Karten holen sollten.',
      'één zegel voor elke slag die je kaarten zouden moeten halen.',
    ),
  },
  {
    id: 'predicted',
    at: yourPredictionAt + 1,
    kind: 'next',
    points: ['seals:0'],
    text: t(
      'Your five seals. Win a red trick and you give back a red seal, a blue trick a blue one, and so on. Anna leads the first trick.',
      'Deine fünf Siegel. Gewinnst du einen roten Stich, gibst du ein rotes zurück, bei einem blauen ein blaues und so weiter. Anna spielt den ersten Stich aus.',
      'Je vijf zegels. Win je een rode slag, dan geef je een rood zegel terug, bij een blauwe een blauw, enzovoort. Anna komt uit in de eerste slag.',
    ),
  },
  card(
    'follow',
    'Y1',
    t(
      'Anna led yellow: you must follow yellow while you can. Her 9 wins anyway, so play your lowest, the yellow 1.',
      'Anna hat Gelb ausgespielt: Du musst Gelb bedienen, solange du kannst. Ihre 9 gewinnt sowieso, also spiel deine niedrigste, die gelbe 1.',
      'Anna kwam uit met geel: je moet geel bekennen zolang je kunt. Haar 9 wint toch, dus speel je laagste, de gele 1.',
    ),
    t('play your yellow 1', 'Spiel deine gelbe 1', 'speel je gele 1'),
    t(
      'you must follow yellow, and your low cards are the ones to lose with.',
      'du musst Gelb bedienen, und mit niedrigen Karten verlierst du am besten.',
      'je moet geel bekennen, en met lage kaarten verlies je het best.',
    ),
  ),
  {
    id: 'returned',
    at: playOf(YOU, 'Y1') + 1,
    kind: 'next',
    points: ['seals:1'],
    text: t(
      'Anna won with the highest yellow and gave back a yellow seal: a trick led in a colour and won in it returns a seal of that colour.',
      'Anna hat mit der höchsten gelben Karte gewonnen und ein gelbes Siegel zurückgegeben: Ein Stich, der in einer Farbe ausgespielt und gewonnen wird, gibt ein Siegel dieser Farbe zurück.',
      'Anna won met de hoogste gele kaart en gaf een geel zegel terug: een slag die in een kleur wordt gevraagd en gewonnen, geeft een zegel van die kleur terug.',
    ),
  },
  card(
    'follow-again',
    'Y2',
    t(
      'Yellow again: follow with your yellow 2.',
      'Wieder Gelb: Bediene mit deiner gelben 2.',
      'Weer geel: beken met je gele 2.',
    ),
    t('play your yellow 2', 'Spiel deine gelbe 2', 'speel je gele 2'),
    t(
      'you must follow yellow, and the 2 loses cheaply.',
      'du musst Gelb bedienen, und die 2 verliert billig.',
      'je moet geel bekennen, en de 2 verliest goedkoop.',
    ),
  ),
  card(
    'trump',
    'R1',
    t(
      'Anna led green, and you hold no green: you may play any card. Any red card beats her green 9 — trump with your red 1.',
      'Anna hat Grün ausgespielt, und du hast kein Grün: Du darfst jede Karte spielen. Jede rote Karte schlägt ihre grüne 9 – stich mit deiner roten 1.',
      'Anna kwam uit met groen, en je hebt geen groen: je mag elke kaart spelen. Elke rode kaart verslaat haar groene 9 – troef met je rode 1.',
    ),
    t('trump with your red 1', 'Stich mit deiner roten 1', 'troef met je rode 1'),
    t(
      'this is the green trick you took a seal for, and the red 1 is your cheapest trump.',
      'das ist der grüne Stich, für den du ein Siegel genommen hast, und die rote 1 ist dein billigster Trumpf.',
      'dit is de groene slag waarvoor je een zegel nam, en de rode 1 is je goedkoopste troef.',
    ),
  ),
  {
    id: 'return',
    at: returnAt,
    kind: 'move',
    text: t(
      'Your trick! Green was led and red won, so you may give back a red or a green seal — a white one would do too, as a joker. Return green: your red seals are for your red 9 and 8.',
      'Dein Stich! Grün wurde ausgespielt und Rot hat gewonnen, also darfst du ein rotes oder ein grünes Siegel zurückgeben – auch ein weißes ginge, als Joker. Gib Grün zurück: Deine roten sind für die rote 9 und 8.',
      'Jouw slag! Er werd groen gevraagd en rood won, dus mag je een rood of een groen zegel teruggeven – een wit zou ook mogen, als joker. Geef groen terug: je rode zijn voor je rode 9 en 8.',
    ),
    want: t('return your green seal', 'Gib dein grünes Siegel zurück', 'geef je groene zegel terug'),
    why: t(
      'your red 9 and 8 will need your two red seals.',
      'deine rote 9 und 8 brauchen deine beiden roten Siegel.',
      'je rode 9 en 8 hebben je twee rode zegels nodig.',
    ),
  },
  card(
    'lead-red',
    'R9',
    t(
      'You won, so you lead. Lead your red 9: nobody can beat it, and a trick led in red returns a red seal.',
      'Du hast gewonnen, also spielst du aus. Spiel deine rote 9 aus: Niemand kann sie schlagen, und ein roter Stich gibt ein rotes Siegel zurück.',
      'Jij won, dus jij komt uit. Kom uit met je rode 9: niemand kan haar verslaan, en een rode slag geeft een rood zegel terug.',
    ),
    t('lead your red 9', 'Spiel deine rote 9 aus', 'kom uit met je rode 9'),
    t(
      'it is sure to win, and you hold red seals to give back.',
      'sie gewinnt sicher, und du hast rote Siegel zum Zurückgeben.',
      'die wint zeker, en je hebt rode zegels om terug te geven.',
    ),
  ),
  card(
    'lead-red-8',
    'R8',
    t(
      'The red 9 is gone, so your red 8 is now the highest red. Lead it for your second red seal.',
      'Die rote 9 ist weg, also ist deine rote 8 jetzt die höchste rote. Spiel sie für dein zweites rotes Siegel aus.',
      'De rode 9 is weg, dus je rode 8 is nu de hoogste rode. Kom ermee uit voor je tweede rode zegel.',
    ),
    t('lead your red 8', 'Spiel deine rote 8 aus', 'kom uit met je rode 8'),
    t(
      'no red card left is higher, and it returns your last red seal.',
      'keine rote Karte ist mehr höher, und sie gibt dein letztes rotes Siegel zurück.',
      'geen rode kaart is nog hoger, en ze geeft je laatste rode zegel terug.',
    ),
  ),
  card(
    'lead-blue',
    'B9',
    t(
      'Now your blue 9: the highest blue, and nobody trumps while they can follow.',
      'Jetzt deine blaue 9: die höchste blaue, und niemand sticht, solange er bedienen kann.',
      'Nu je blauwe 9: de hoogste blauwe, en niemand troeft zolang hij kan bekennen.',
    ),
    t('lead your blue 9', 'Spiel deine blaue 9 aus', 'kom uit met je blauwe 9'),
    t(
      'it wins your blue seal back.',
      'sie holt dein blaues Siegel zurück.',
      'die haalt je blauwe zegel terug.',
    ),
  ),
  card(
    'lead-violet',
    'V9',
    t(
      'And your violet 9 for your last seal.',
      'Und deine violette 9 für dein letztes Siegel.',
      'En je paarse 9 voor je laatste zegel.',
    ),
    t('lead your violet 9', 'Spiel deine violette 9 aus', 'kom uit met je paarse 9'),
    t(
      'it wins your violet seal back.',
      'sie holt dein violettes Siegel zurück.',
      'die haalt je paarse zegel terug.',
    ),
  ),
  card(
    'lose',
    'Y3',
    t(
      'No seals left: every trick you win now brings you a black seal. So lead a card that loses. The yellow 7 is still out, and whoever holds it must follow and win: lead your yellow 3.',
      'Keine Siegel mehr: Jeder Stich, den du jetzt gewinnst, bringt dir ein schwarzes Siegel. Spiel also eine Karte aus, die verliert. Die gelbe 7 ist noch im Spiel, und wer sie hat, muss bedienen und gewinnt: Spiel deine gelbe 3 aus.',
      'Geen zegels meer: elke slag die je nu wint, levert je een zwart zegel op. Kom dus uit met een kaart die verliest. De gele 7 is nog in het spel, en wie die heeft, moet bekennen en wint: kom uit met je gele 3.',
    ),
    t('lead your yellow 3', 'Spiel deine gelbe 3 aus', 'kom uit met je gele 3'),
    t(
      'the yellow 7 beats it, and you want to lose now.',
      'die gelbe 7 schlägt sie, und du willst jetzt verlieren.',
      'de gele 7 verslaat haar, en je wilt nu verliezen.',
    ),
  ),
  {
    id: 'black',
    at: playOf(BEN, 'G5') + 1,
    kind: 'next',
    points: ['seals:1', 'supply'],
    text: t(
      'Anna had to win with her yellow 7, and she holds no yellow seal: whoever wins without a fitting seal takes a black one, 3 points. Ben could have trumped, but the saboteur is glad: each black seal the others take lowers his score.',
      'Anna musste mit ihrer gelben 7 gewinnen und hat kein gelbes Siegel: Wer ohne passendes Siegel gewinnt, nimmt ein schwarzes, 3 Punkte. Ben hätte stechen können, aber der Saboteur freut sich: Jedes schwarze Siegel der anderen senkt seine Punkte.',
      'Anna moest winnen met haar gele 7, en ze heeft geen geel zegel: wie wint zonder passend zegel, neemt een zwart, 3 punten. Ben had kunnen troeven, maar de saboteur is blij: elk zwart zegel van de anderen verlaagt zijn score.',
    ),
  },
  card(
    'discard',
    'Y4',
    t(
      'Green again, and you hold no green (and no red any more): throw away any card. Your yellow 4.',
      'Wieder Grün, und du hast kein Grün (und kein Rot mehr): Wirf eine beliebige Karte ab. Deine gelbe 4.',
      'Weer groen, en je hebt geen groen (en geen rood meer): gooi een kaart naar keuze weg. Je gele 4.',
    ),
    t('throw away your yellow 4', 'Wirf deine gelbe 4 ab', 'gooi je gele 4 weg'),
    t(
      'it cannot win this trick, and it could win a yellow one later.',
      'sie kann diesen Stich nicht gewinnen, später aber vielleicht einen gelben.',
      'die kan deze slag niet winnen, maar later misschien een gele.',
    ),
  ),
  card(
    'discard-2',
    'V3',
    t(
      'Anna gave back a green seal for her green 8 and now leads her green 1 to lose. Throw away your violet 3.',
      'Anna hat für ihre grüne 8 ein grünes Siegel zurückgegeben und spielt jetzt ihre grüne 1 aus, um zu verlieren. Wirf deine violette 3 ab.',
      'Anna gaf voor haar groene 8 een groen zegel terug en komt nu uit met haar groene 1 om te verliezen. Gooi je paarse 3 weg.',
    ),
    t('throw away your violet 3', 'Wirf deine violette 3 ab', 'gooi je paarse 3 weg'),
    t(
      'you hold no green, and a low card is safe.',
      'du hast kein Grün, und eine niedrige Karte ist sicher.',
      'je hebt geen groen, en een lage kaart is veilig.',
    ),
  ),
  {
    id: 'saboteur-wins',
    at: playOf(YOU, 'V3') + 1,
    kind: 'next',
    points: ['saboteur', 'seals:2'],
    text: t(
      'Ben won that trick. The saboteur wins tricks like anyone, but no seal moves for him. Now he leads.',
      'Ben hat den Stich gewonnen. Der Saboteur gewinnt Stiche wie alle anderen, aber für ihn bewegt sich kein Siegel. Jetzt spielt er aus.',
      'Ben won die slag. De saboteur wint slagen zoals iedereen, maar voor hem verschuift er geen zegel. Nu komt hij uit.',
    ),
  },
  card(
    'discard-3',
    'V2',
    t('Green: throw away your violet 2.', 'Grün: Wirf deine violette 2 ab.', 'Groen: gooi je paarse 2 weg.'),
    t('throw away your violet 2', 'Wirf deine violette 2 ab', 'gooi je paarse 2 weg'),
    t(
      'any trick you win now costs 3 points.',
      'jeder Stich, den du jetzt gewinnst, kostet 3 Punkte.',
      'elke slag die je nu wint, kost 3 punten.',
    ),
  ),
  card(
    'discard-4',
    'V1',
    t(
      'Green once more: your violet 1.',
      'Noch einmal Grün: deine violette 1.',
      'Nog eens groen: je paarse 1.',
    ),
    t('throw away your violet 1', 'Wirf deine violette 1 ab', 'gooi je paarse 1 weg'),
    t(
      'you cannot follow, and it loses.',
      'du kannst nicht bedienen, und sie verliert.',
      'je kunt niet bekennen, en die verliest.',
    ),
  ),
  card(
    'discard-5',
    'B3',
    t(
      'Ben leads red, and you hold none: throw away your blue 3.',
      'Ben spielt Rot aus, und du hast keines: Wirf deine blaue 3 ab.',
      'Ben komt uit met rood, en je hebt er geen: gooi je blauwe 3 weg.',
    ),
    t('throw away your blue 3', 'Wirf deine blaue 3 ab', 'gooi je blauwe 3 weg'),
    t(
      'you cannot follow red, and it loses.',
      'du kannst Rot nicht bedienen, und sie verliert.',
      'je kunt rood niet bekennen, en die verliest.',
    ),
  ),
  card(
    'discard-6',
    'B2',
    t('Red again: your blue 2.', 'Wieder Rot: deine blaue 2.', 'Weer rood: je blauwe 2.'),
    t('throw away your blue 2', 'Wirf deine blaue 2 ab', 'gooi je blauwe 2 weg'),
    t(
      'you cannot follow, and it loses.',
      'du kannst nicht bedienen, und sie verliert.',
      'je kunt niet bekennen, en die verliest.',
    ),
  ),
  card(
    'last',
    'B1',
    t(
      'The last trick: Ben leads blue, and your blue 1 follows.',
      'Der letzte Stich: Ben spielt Blau aus, und deine blaue 1 bedient.',
      'De laatste slag: Ben komt uit met blauw, en je blauwe 1 bekent.',
    ),
    t('play your blue 1', 'Spiel deine blaue 1', 'speel je blauwe 1'),
    t('it is your last card.', 'es ist deine letzte Karte.', 'het is je laatste kaart.'),
  ),
  {
    id: 'scoring',
    at: SCRIPT.length,
    kind: 'end',
    points: ['summary'],
    text: t(
      'The round is scored. You gave back all five seals: 0 points. Anna kept a green seal (2) and a black one (3): 5. Ben, the saboteur, gets 4 minus the one black seal Anna took: 3. A whole game has six rounds with three players; the lowest total wins.',
      'Die Runde ist gewertet. Du hast alle fünf Siegel zurückgegeben: 0 Punkte. Anna hat ein grünes (2) und ein schwarzes Siegel (3) behalten: 5. Ben, der Saboteur, bekommt 4 minus das eine schwarze Siegel von Anna: 3. Ein ganzes Spiel hat zu dritt sechs Runden; die niedrigste Summe gewinnt.',
      'De ronde is geteld. Jij gaf alle vijf zegels terug: 0 punten. Anna hield een groen (2) en een zwart zegel (3): 5. Ben, de saboteur, krijgt 4 min het ene zwarte zegel van Anna: 3. Een heel spel heeft met z’n drieën zes rondes; de laagste som wint.',
    ),
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
