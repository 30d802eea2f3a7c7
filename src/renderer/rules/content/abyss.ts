/**
 * SevenSins – Abyss: the rules in our own words, in German, English and Dutch. The curse
 * names and texts for German and English come from the shared data the engine reads
 * (src/shared/games/abyss-data.ts); the Dutch ones are written here.
 */
import { ABYSS_CURSES, type AbyssCurseId } from '../../../shared/games/abyss-data';
import type { Language } from '../../../shared/settings';
import type { RulesDoc, Term } from '../types';

/** Dutch curse names and texts (the shared data has German and English). */
export const ABYSS_CURSES_NL: Record<AbyssCurseId, { name: string; text: string }> = {
  reversal: {
    name: 'Omkering',
    text: 'Onder de kaarten van het gevraagde element verslaat de lagere de hogere.',
  },
  mirror: { name: 'Spiegel', text: 'De troefladder telt omlaag: plaats 1 verslaat plaats 2, enzovoort.' },
  drought: { name: 'Droogte', text: 'Elke fase worden 4 in plaats van 5 kaarten gedeeld.' },
  greed: { name: 'Hebzucht', text: 'Wie de laatste slag van een fase wint, gaat 2 velden vooruit.' },
  chains: { name: 'Ketenen', text: 'Wie een slag wint waarin hij zelf uitkwam, gaat niet vooruit.' },
  undertow: {
    name: 'Onderstroom',
    text: 'Aan het eind van elke fase gaat een figuur die alleen aan kop ligt één veld terug (niemand gaat terug als twee of meer figuren de kop delen). Teruggaan activeert geen veld.',
  },
  soulSleep: { name: 'Zielenslaap', text: 'Zielen tellen als Tanuki’s.' },
  sinBan: { name: 'Ban', text: 'Zondes, en Kitsunes gespeeld als Zonde, tellen als Tanuki’s.' },
  hunger: { name: 'Honger', text: 'Een slag gewonnen door een Demon brengt de winnaar 2 velden verder.' },
  oath: {
    name: 'Eed',
    text: 'Speciale kaarten heffen de bekenplicht niet meer op: wie het gevraagde element heeft, moet het spelen.',
  },
  openHands: { name: 'Open handen', text: 'Alle handen zijn voor iedereen zichtbaar.' },
  passing: {
    name: 'Ruil',
    text: 'Voor de eerste slag van elke fase kiest iedereen één handkaart voor zijn linkerbuur; de kaarten gaan over zodra iedereen gekozen heeft.',
  },
  frozenScale: { name: 'Verstarring', text: 'Heptagramvelden hebben geen effect meer.' },
  storm: {
    name: 'Storm',
    text: 'Aan het begin van elke fase wisselen de elementen op de twee hoogste bezette plaatsen van de troefladder van plaats.',
  },
  desecration: {
    name: 'Ontheiliging',
    text: 'Wint een Zonde, Demon of Ziel de slag, dan gaat niet de winnaar maar de speler die uitkwam evenveel velden vooruit (kwam de winnaar zelf uit, dan verandert er niets).',
  },
  distance: {
    name: 'Verte',
    text: 'Het doel schuift drie velden op (naar 23); de nieuwe velden zijn gewone velden.',
  },
};

function curseTerms(lang: Language): Term[] {
  return ABYSS_CURSES.map((c) => {
    if (lang === 'nl')
      return { term: `${c.number}. ${ABYSS_CURSES_NL[c.id].name}`, text: ABYSS_CURSES_NL[c.id].text };
    if (lang === 'de') return { term: `${c.number}. ${c.nameDe}`, text: c.textDe };
    return { term: `${c.number}. ${c.nameEn}`, text: c.textEn };
  });
}

const en: RulesDoc = {
  game: 'abyss',
  title: 'SevenSins – Abyss',
  lead: 'The race expansion for SevenSins, for 3 to 6 players. Win tricks to move your figure down into the abyss — the first to reach the bottom wins.',
  sections: [
    {
      id: 'goal',
      title: 'The idea',
      blocks: [
        {
          kind: 'p',
          text: 'Every trick you win moves your figure one field further along a path spiralling down into the abyss. There are no bids and no points: the <b>first figure to reach the goal</b> wins at once. On the way, heptagram fields let you rearrange the trump scale, and curse fields unleash curses that change the rules for the rest of the game.',
        },
      ],
    },
    {
      id: 'components',
      title: 'Components',
      blocks: [
        {
          kind: 'list',
          items: [
            'The 87 SevenSins cards: water, earth, fire, air and space, each 1 to 13, and the special cards (7 Sins, 7 Tanukis, 4 Demons, 2 Kitsunes, 2 Souls).',
            'The board with 21 fields, and one figure per player.',
            'The trump scale with five places.',
            '16 curses.',
          ],
        },
      ],
    },
    {
      id: 'board',
      title: 'The board',
      blocks: [
        {
          kind: 'decision',
          id: 'board',
          text: 'The board runs from field 0 (start) to field 20 (goal). Fields 2, 7, 12 and 17 are <b>heptagram</b> fields, fields 5, 10 and 15 are <b>curse</b> fields. All figures start on field 0, and any number of figures may share a field.',
        },
        {
          kind: 'figure',
          figure: 'abyss.board',
          caption:
            'The path into the abyss: start at the rim, goal at the bottom. The seven-pointed stars mark the heptagram fields, the sigils the curse fields.',
        },
      ],
    },
    {
      id: 'phase',
      title: 'A phase',
      blocks: [
        {
          kind: 'steps',
          items: [
            'The dealer deals 5 cards to each player from the full deck. There is no trump card, no bidding and no scoring.',
            'The dealer leads the first trick; the winner of each trick leads the next.',
            'The winner of a trick moves their figure one field forward. If that field is already occupied, they choose: jump to the next free field beyond it, or stay and share the field.',
            'Landing on a heptagram field: the trump scale may be changed (see below). Landing on a curse field for the first time: a curse is drawn and acts for the rest of the game. Each curse field triggers only once. Fields you jump over do nothing.',
            'The first figure to reach the goal wins immediately — in the middle of a phase if need be.',
          ],
        },
        {
          kind: 'decision',
          id: 'mover-chooses',
          text: 'The jump and the scale choice belong to the player whose figure moves. A jump never goes past the goal: the goal is never occupied, so the next free field is at most the goal.',
        },
      ],
    },
    {
      id: 'tricks',
      title: 'Following and winning tricks',
      blocks: [
        {
          kind: 'p',
          text: 'Following works as in SevenSins: an element that is led must be followed, but a special card may always be played instead. Once a Sin, Demon or Soul lies in the trick, nobody needs to follow any more; after a Sin, Demon or Soul lead there is nothing to follow; after a Tanuki lead, the first element card sets the element to follow. A Kitsune is played as a Sin or as a Tanuki.',
        },
        {
          kind: 'p',
          text: 'A trick is judged card by card, with the SevenSins table for the special cards: Sin beats element, Tanuki and Demon; Demon beats element, Tanuki and Soul; Soul beats element, Tanuki and Sin; an element beats a Tanuki; of two equal specials the first holds.',
        },
        {
          kind: 'p',
          text: 'Element against element is decided by the <b>trump scale</b>: a card whose element is on the scale beats every card whose element is lower on the scale or not on it at all. The same element: higher beats lower. If no scale element is involved, the element to follow beats the others, higher beats lower.',
        },
      ],
    },
    {
      id: 'scale',
      title: 'The trump scale',
      blocks: [
        {
          kind: 'p',
          text: 'The scale has five places, from place 0 (lowest) to place 4 (highest). It starts empty: no element is trump. Each time a figure lands on a heptagram field — whoever it belongs to — its player chooses one of these:',
        },
        {
          kind: 'list',
          items: [
            '<b>Add</b> an element that is not on the scale yet, on the lowest free place;',
            '<b>swap</b> the elements on two occupied places;',
            'or do <b>nothing</b>.',
          ],
        },
        {
          kind: 'figure',
          figure: 'abyss.scale',
          caption:
            'Water, fire and air are on the scale. Air (place 2) beats fire, fire beats water, and water still beats earth and space, which are not on the scale.',
        },
        {
          kind: 'decision',
          id: 'space',
          text: 'In Abyss, space has no power of its own: it ranks on the scale like every other element. The SevenSins limit on playing space does not apply — you may throw it off freely; it must be followed when it is led, like any element.',
        },
        {
          kind: 'decision',
          id: 'swap-order',
          text: 'For a swap it does not matter in which order you name the two places. Doing nothing is always possible.',
        },
      ],
    },
    {
      id: 'curses',
      title: 'The 16 curses',
      blocks: [
        {
          kind: 'decision',
          id: 'curses',
          text: 'The rulebook names no curses, so these 16 are ours. Each is drawn at random from those not drawn yet and stays in force until the end of the game.',
        },
        { kind: 'terms', items: curseTerms('en') },
        {
          kind: 'decision',
          id: 'reversal-scale',
          text: 'Reversal also applies when the element to follow is on the scale. Cards of another scale element still rank high over low.',
        },
        {
          kind: 'decision',
          id: 'mirror-off-scale',
          text: 'Under Mirror, elements on the scale still beat elements that are not on it.',
        },
        {
          kind: 'decision',
          id: 'sinban-kitsune',
          text: 'Under Sin Ban a Kitsune may still be played as a Sin or as a Tanuki — either way it counts as a Tanuki.',
        },
        {
          kind: 'decision',
          id: 'oath-reading',
          text: 'Under Oath neither playing a special card nor a special card lying in the trick lifts the duty to follow. Only a Sin, Demon or Soul <b>lead</b> leaves nothing to follow.',
        },
        {
          kind: 'decision',
          id: 'passing-left',
          text: 'For Passing, the left neighbour is the next player clockwise. Until the cards move, the others only see whether a player has chosen; afterwards you know the card you gave and the card you got.',
        },
        {
          kind: 'decision',
          id: 'storm-when',
          text: 'The Storm swap happens right after the deal, before passing and before the first trick.',
        },
        {
          kind: 'decision',
          id: 'desecration-lead',
          text: 'Under Desecration the trick’s winner still leads the next trick, even though someone else moved.',
        },
      ],
    },
    {
      id: 'timing',
      title: 'When curses act',
      blocks: [
        {
          kind: 'decision',
          id: 'timing',
          text: 'A curse acts from the trick after the one in which it was drawn. Drought, Passing, Storm and Undertow act from the next phase.',
        },
        {
          kind: 'list',
          items: [
            'After each trick, the figure moves (the winner’s, or the leader’s under Desecration) with the effects of the fields it lands on; then the next trick follows. After the last trick of a phase and its move comes Undertow.',
            'A move of 2 fields (Greed, Hunger) is two single steps. Each step is a landing: the jump choice and the field’s effect happen after each step. Greed and Hunger together still make only 2 fields.',
            'Chains cancels the whole move, Greed and Hunger included. Desecration hands the whole move to the leader — but a winner who led does not move under Chains, so nobody does.',
            'Curses judge a card by what it counts as: under Soul Sleep a Soul is a Tanuki, so its trick is not “won by a Soul” for Desecration; a Kitsune played as a Sin is a Sin.',
            'Storm swaps the two highest occupied places as they lie on the board, also under Mirror.',
            'Reaching the goal ends the game at once: no field effect, no Undertow. A jump may carry a figure onto the goal.',
          ],
        },
        {
          kind: 'decision',
          id: 'timing-every-curse',
          text: 'This holds for every curse, Open Hands and Distance included. A curse drawn on the first step of a 2-field move does not change the second step — Frozen Scale drawn on field 5 does not stop a scale choice on field 7 in the same move — and Open Hands shows the hands from the next trick on.',
        },
      ],
    },
    {
      id: 'table',
      title: 'At this table',
      blocks: [
        {
          kind: 'p',
          text: 'Hands are secret unless Open Hands is in force. The board, the scale, the drawn curses (and from when they act), the current trick and the tricks of this phase are open to all; the order of the curse deck is secret. The table also notes which elements a player has shown to be out of, by failing to follow them.',
        },
      ],
    },
  ],
};

const de: RulesDoc = {
  game: 'abyss',
  title: 'SevenSins – Abyss',
  lead: 'Die Renn-Erweiterung zu SevenSins für 3 bis 6 Spieler. Mit jedem Stich steigt die eigene Figur tiefer in den Abgrund — wer zuerst unten ankommt, gewinnt.',
  sections: [
    {
      id: 'goal',
      title: 'Worum es geht',
      blocks: [
        {
          kind: 'p',
          text: 'Jeder gewonnene Stich bringt die eigene Figur ein Feld weiter auf einem Pfad, der sich spiralförmig in den Abgrund windet. Es gibt keine Ansagen und keine Punkte: Wer <b>als Erster das Ziel erreicht</b>, gewinnt sofort. Unterwegs erlauben Heptagrammfelder, die Trumpfleiste umzubauen, und Fluchfelder entfesseln Flüche, die die Regeln für den Rest des Spiels ändern.',
        },
      ],
    },
    {
      id: 'components',
      title: 'Spielmaterial',
      blocks: [
        {
          kind: 'list',
          items: [
            'Die 87 SevenSins-Karten: Wasser, Erde, Feuer, Luft und Raum, jeweils 1 bis 13, dazu die Sonderkarten (7 Sünden, 7 Tanukis, 4 Dämonen, 2 Kitsunes, 2 Seelen).',
            'Der Spielplan mit 21 Feldern und eine Figur pro Spieler.',
            'Die Trumpfleiste mit fünf Plätzen.',
            '16 Flüche.',
          ],
        },
      ],
    },
    {
      id: 'board',
      title: 'Der Spielplan',
      blocks: [
        {
          kind: 'decision',
          id: 'board',
          text: 'Der Spielplan reicht von Feld 0 (Start) bis Feld 20 (Ziel). Die Felder 2, 7, 12 und 17 sind <b>Heptagrammfelder</b>, die Felder 5, 10 und 15 <b>Fluchfelder</b>. Alle Figuren beginnen auf Feld 0, und beliebig viele Figuren dürfen sich ein Feld teilen.',
        },
        {
          kind: 'figure',
          figure: 'abyss.board',
          caption:
            'Der Pfad in den Abgrund: Start am Rand, Ziel ganz unten. Die siebenzackigen Sterne markieren die Heptagrammfelder, die Siegelzeichen die Fluchfelder.',
        },
      ],
    },
    {
      id: 'phase',
      title: 'Eine Phase',
      blocks: [
        {
          kind: 'steps',
          items: [
            'Der Geber teilt jedem 5 Karten aus dem vollen Stapel aus. Es gibt keine Trumpfkarte, keine Ansagen und keine Wertung.',
            'Der Geber spielt zum ersten Stich aus; danach spielt immer der Gewinner des letzten Stichs aus.',
            'Wer einen Stich gewinnt, zieht seine Figur ein Feld vor. Steht dort schon eine Figur, hat er die Wahl: auf das nächste freie Feld dahinter springen oder stehen bleiben und sich das Feld teilen.',
            'Landet eine Figur auf einem Heptagrammfeld, darf die Trumpfleiste verändert werden (siehe unten). Landet sie zum ersten Mal auf einem Fluchfeld, wird ein Fluch gezogen, der bis zum Spielende gilt. Jedes Fluchfeld wirkt nur einmal. Übersprungene Felder bewirken nichts.',
            'Wer als Erster das Ziel erreicht, gewinnt sofort — notfalls mitten in der Phase.',
          ],
        },
        {
          kind: 'decision',
          id: 'mover-chooses',
          text: 'Über den Sprung und die Trumpfleiste entscheidet der Spieler, dessen Figur zieht. Ein Sprung führt nie über das Ziel hinaus: Das Ziel ist nie besetzt, das nächste freie Feld ist also höchstens das Ziel.',
        },
      ],
    },
    {
      id: 'tricks',
      title: 'Bedienen und Stiche gewinnen',
      blocks: [
        {
          kind: 'p',
          text: 'Bedient wird wie bei SevenSins: Ein ausgespieltes Element muss bedient werden, eine Sonderkarte darf man aber immer stattdessen spielen. Liegt eine Sünde, ein Dämon oder eine Seele im Stich, muss niemand mehr bedienen; wird eine davon ausgespielt, gibt es nichts zu bedienen; nach einem ausgespielten Tanuki bestimmt die erste Elementkarte, was bedient werden muss. Eine Kitsune wird als Sünde oder als Tanuki gespielt.',
        },
        {
          kind: 'p',
          text: 'Ein Stich wird Karte für Karte entschieden, bei den Sonderkarten nach der SevenSins-Tabelle: Sünde schlägt Element, Tanuki und Dämon; Dämon schlägt Element, Tanuki und Seele; Seele schlägt Element, Tanuki und Sünde; ein Element schlägt einen Tanuki; von zwei gleichen Sonderkarten behält die erste den Stich.',
        },
        {
          kind: 'p',
          text: 'Element gegen Element entscheidet die <b>Trumpfleiste</b>: Eine Karte, deren Element auf der Leiste steht, schlägt jede Karte, deren Element tiefer oder gar nicht auf der Leiste steht. Bei gleichem Element schlägt die höhere Karte die niedrigere. Ist kein Element der Leiste beteiligt, schlägt das zu bedienende Element die anderen, die höhere Karte die niedrigere.',
        },
      ],
    },
    {
      id: 'scale',
      title: 'Die Trumpfleiste',
      blocks: [
        {
          kind: 'p',
          text: 'Die Trumpfleiste hat fünf Plätze, von Platz 0 (der niedrigste) bis Platz 4 (der höchste). Zu Beginn ist sie leer: Kein Element ist Trumpf. Jedes Mal, wenn eine Figur auf einem Heptagrammfeld landet — ganz gleich, wem sie gehört —, wählt ihr Spieler eines davon:',
        },
        {
          kind: 'list',
          items: [
            'ein Element, das noch nicht auf der Leiste steht, auf den niedrigsten freien Platz <b>setzen</b>;',
            'die Elemente auf zwei besetzten Plätzen <b>tauschen</b>;',
            'oder <b>nichts</b> tun.',
          ],
        },
        {
          kind: 'figure',
          figure: 'abyss.scale',
          caption:
            'Wasser, Feuer und Luft stehen auf der Leiste. Luft (Platz 2) schlägt Feuer, Feuer schlägt Wasser, und Wasser schlägt immer noch Erde und Raum, die nicht auf der Leiste stehen.',
        },
        {
          kind: 'decision',
          id: 'space',
          text: 'Bei Abyss hat Raum keine eigene Macht: Er zählt auf der Trumpfleiste wie jedes andere Element. Die Raum-Einschränkung von SevenSins gilt nicht — Raum darf frei abgeworfen werden; wird Raum ausgespielt, muss man ihn bedienen wie jedes Element.',
        },
        {
          kind: 'decision',
          id: 'swap-order',
          text: 'Beim Tauschen ist egal, in welcher Reihenfolge man die beiden Plätze nennt. Nichts zu tun ist immer möglich.',
        },
      ],
    },
    {
      id: 'curses',
      title: 'Die 16 Flüche',
      blocks: [
        {
          kind: 'decision',
          id: 'curses',
          text: 'Die Spielregel nennt keine Flüche, diese 16 stammen von uns. Jeder wird zufällig aus den noch nicht gezogenen gezogen und gilt bis zum Spielende.',
        },
        { kind: 'terms', items: curseTerms('de') },
        {
          kind: 'decision',
          id: 'reversal-scale',
          text: 'Umkehr gilt auch, wenn das zu bedienende Element auf der Trumpfleiste steht. Karten eines anderen Elements der Leiste zählen weiter von hoch nach niedrig.',
        },
        {
          kind: 'decision',
          id: 'mirror-off-scale',
          text: 'Auch unter Spiegel schlagen Elemente auf der Leiste alle Elemente, die nicht auf ihr stehen.',
        },
        {
          kind: 'decision',
          id: 'sinban-kitsune',
          text: 'Unter Bann darf eine Kitsune weiterhin als Sünde oder als Tanuki gespielt werden — so oder so zählt sie als Tanuki.',
        },
        {
          kind: 'decision',
          id: 'oath-reading',
          text: 'Unter Eid heben weder eine gespielte Sonderkarte noch eine Sonderkarte im Stich die Bedienpflicht auf. Nur wenn eine Sünde, ein Dämon oder eine Seele <b>ausgespielt</b> wird, gibt es nichts zu bedienen.',
        },
        {
          kind: 'decision',
          id: 'passing-left',
          text: 'Beim Tausch ist der linke Nachbar der nächste Spieler im Uhrzeigersinn. Bis die Karten wandern, sehen die anderen nur, ob ein Spieler schon gewählt hat; danach kennt man die abgegebene und die erhaltene Karte.',
        },
        {
          kind: 'decision',
          id: 'storm-when',
          text: 'Der Sturm tauscht direkt nach dem Austeilen, noch vor dem Tausch und vor dem ersten Stich.',
        },
        {
          kind: 'decision',
          id: 'desecration-lead',
          text: 'Unter Entweihung spielt trotzdem der Gewinner des Stichs zum nächsten aus, auch wenn ein anderer gezogen ist.',
        },
      ],
    },
    {
      id: 'timing',
      title: 'Wann Flüche wirken',
      blocks: [
        {
          kind: 'decision',
          id: 'timing',
          text: 'Ein Fluch wirkt ab dem Stich nach dem, in dem er gezogen wurde. Dürre, Tausch, Sturm und Sog wirken ab der nächsten Phase.',
        },
        {
          kind: 'list',
          items: [
            'Nach jedem Stich zieht die Figur (die des Gewinners, unter Entweihung die des Ausspielers) mit den Wirkungen der Felder, auf denen sie landet; dann folgt der nächste Stich. Nach dem letzten Stich einer Phase und seinem Zug kommt der Sog.',
            'Ein Zug über 2 Felder (Gier, Hunger) besteht aus zwei einzelnen Schritten. Jeder Schritt ist eine Landung: Sprungwahl und Feldwirkung kommen nach jedem Schritt. Gier und Hunger zusammen ergeben trotzdem nur 2 Felder.',
            'Ketten streicht den ganzen Zug, auch Gier und Hunger. Entweihung gibt den ganzen Zug an den Ausspieler — doch wer selbst ausgespielt und gewonnen hat, zieht unter Ketten nicht, also zieht niemand.',
            'Flüche beurteilen eine Karte nach dem, als was sie zählt: Unter Seelenschlaf ist eine Seele ein Tanuki, ihr Stich ist also für Entweihung nicht „von einer Seele gewonnen“; eine als Sünde gespielte Kitsune ist eine Sünde.',
            'Der Sturm tauscht die beiden höchsten besetzten Plätze so, wie sie auf dem Plan liegen, auch unter Spiegel.',
            'Wer das Ziel erreicht, beendet das Spiel sofort: keine Feldwirkung, kein Sog. Auch ein Sprung kann eine Figur ins Ziel bringen.',
          ],
        },
        {
          kind: 'decision',
          id: 'timing-every-curse',
          text: 'Das gilt für jeden Fluch, auch für Offene Hände und Ferne. Ein Fluch, der beim ersten Schritt eines Zugs über 2 Felder gezogen wird, ändert den zweiten Schritt nicht — eine auf Feld 5 gezogene Erstarrung verhindert im selben Zug nicht die Wahl auf Feld 7 —, und Offene Hände zeigt die Karten erst ab dem nächsten Stich.',
        },
      ],
    },
    {
      id: 'table',
      title: 'An diesem Tisch',
      blocks: [
        {
          kind: 'p',
          text: 'Die Handkarten sind geheim, solange Offene Hände nicht gilt. Der Spielplan, die Trumpfleiste, die gezogenen Flüche (und ab wann sie wirken), der laufende Stich und die Stiche dieser Phase sind für alle sichtbar; die Reihenfolge der Flüche ist geheim. Außerdem merkt sich der Tisch, welche Elemente ein Spieler nicht mehr hat, weil er sie nicht bedient hat.',
        },
      ],
    },
  ],
};

const nl: RulesDoc = {
  game: 'abyss',
  title: 'SevenSins – Abyss',
  lead: 'De race-uitbreiding voor SevenSins, voor 3 tot 6 spelers. Win slagen om je figuur de afgrond in te laten dalen — wie als eerste beneden is, wint.',
  sections: [
    {
      id: 'goal',
      title: 'Waar het om gaat',
      blocks: [
        {
          kind: 'p',
          text: 'Elke gewonnen slag brengt je figuur één veld verder op een pad dat in een spiraal de afgrond in loopt. Er wordt niet geboden en er zijn geen punten: wie <b>als eerste het doel bereikt</b>, wint meteen. Onderweg mag je op heptagramvelden de troefladder ombouwen, en vloekvelden ontketenen vloeken die de regels voor de rest van het spel veranderen.',
        },
      ],
    },
    {
      id: 'components',
      title: 'Spelmateriaal',
      blocks: [
        {
          kind: 'list',
          items: [
            'De 87 SevenSins-kaarten: water, aarde, vuur, lucht en ruimte, elk 1 tot 13, en de speciale kaarten (7 Zondes, 7 Tanuki’s, 4 Demonen, 2 Kitsunes, 2 Zielen).',
            'Het spelbord met 21 velden, en één figuur per speler.',
            'De troefladder met vijf plaatsen.',
            '16 vloeken.',
          ],
        },
      ],
    },
    {
      id: 'board',
      title: 'Het spelbord',
      blocks: [
        {
          kind: 'decision',
          id: 'board',
          text: 'Het bord loopt van veld 0 (start) tot veld 20 (doel). De velden 2, 7, 12 en 17 zijn <b>heptagramvelden</b>, de velden 5, 10 en 15 <b>vloekvelden</b>. Alle figuren beginnen op veld 0, en een veld mag door willekeurig veel figuren gedeeld worden.',
        },
        {
          kind: 'figure',
          figure: 'abyss.board',
          caption:
            'Het pad de afgrond in: start aan de rand, doel op de bodem. De zevenpuntige sterren markeren de heptagramvelden, de tekens de vloekvelden.',
        },
      ],
    },
    {
      id: 'phase',
      title: 'Een fase',
      blocks: [
        {
          kind: 'steps',
          items: [
            'De gever deelt iedereen 5 kaarten uit de volle stapel. Er is geen troefkaart, er wordt niet geboden en niet geteld.',
            'De gever komt uit in de eerste slag; daarna komt steeds de winnaar van de vorige slag uit.',
            'Wie een slag wint, zet zijn figuur één veld vooruit. Staat daar al een figuur, dan kiest hij: springen naar het volgende vrije veld erachter, of blijven staan en het veld delen.',
            'Landt een figuur op een heptagramveld, dan mag de troefladder veranderd worden (zie hieronder). Landt ze voor het eerst op een vloekveld, dan wordt er een vloek getrokken die tot het einde van het spel geldt. Elk vloekveld werkt maar één keer. Velden waar je overheen springt, doen niets.',
            'Wie als eerste het doel bereikt, wint meteen — desnoods midden in een fase.',
          ],
        },
        {
          kind: 'decision',
          id: 'mover-chooses',
          text: 'Over de sprong en de troefladder beslist de speler wiens figuur zich verplaatst. Een sprong gaat nooit voorbij het doel: het doel is nooit bezet, dus het volgende vrije veld is hoogstens het doel.',
        },
      ],
    },
    {
      id: 'tricks',
      title: 'Bekennen en slagen winnen',
      blocks: [
        {
          kind: 'p',
          text: 'Bekennen gaat zoals bij SevenSins: een gevraagd element moet je bekennen, maar een speciale kaart mag altijd in plaats daarvan. Ligt er een Zonde, Demon of Ziel in de slag, dan hoeft niemand meer te bekennen; komt iemand daarmee uit, dan valt er niets te bekennen; na een Tanuki bepaalt de eerste elementkaart wat bekend moet worden. Een Kitsune wordt gespeeld als Zonde of als Tanuki.',
        },
        {
          kind: 'p',
          text: 'Een slag wordt kaart voor kaart beslist, bij speciale kaarten volgens de SevenSins-tabel: Zonde verslaat element, Tanuki en Demon; Demon verslaat element, Tanuki en Ziel; Ziel verslaat element, Tanuki en Zonde; een element verslaat een Tanuki; van twee gelijke speciale kaarten houdt de eerste stand.',
        },
        {
          kind: 'p',
          text: 'Element tegen element beslist de <b>troefladder</b>: een kaart waarvan het element op de ladder staat, verslaat elke kaart waarvan het element lager of helemaal niet op de ladder staat. Bij hetzelfde element verslaat de hogere kaart de lagere. Doet er geen element van de ladder mee, dan verslaat het gevraagde element de andere, de hogere kaart de lagere.',
        },
      ],
    },
    {
      id: 'scale',
      title: 'De troefladder',
      blocks: [
        {
          kind: 'p',
          text: 'De troefladder heeft vijf plaatsen, van plaats 0 (de laagste) tot plaats 4 (de hoogste). In het begin is ze leeg: geen enkel element is troef. Telkens als een figuur op een heptagramveld landt — van wie ook —, kiest haar speler één van deze:',
        },
        {
          kind: 'list',
          items: [
            'een element dat nog niet op de ladder staat op de laagste vrije plaats <b>zetten</b>;',
            'de elementen op twee bezette plaatsen <b>wisselen</b>;',
            'of <b>niets</b> doen.',
          ],
        },
        {
          kind: 'figure',
          figure: 'abyss.scale',
          caption:
            'Water, vuur en lucht staan op de ladder. Lucht (plaats 2) verslaat vuur, vuur verslaat water, en water verslaat nog altijd aarde en ruimte, die niet op de ladder staan.',
        },
        {
          kind: 'decision',
          id: 'space',
          text: 'In Abyss heeft ruimte geen eigen kracht: ze telt op de troefladder zoals elk ander element. De ruimtebeperking van SevenSins geldt niet — ruimte mag vrij worden afgegooid; wordt ruimte gevraagd, dan moet je bekennen zoals bij elk element.',
        },
        {
          kind: 'decision',
          id: 'swap-order',
          text: 'Bij het wisselen maakt het niet uit in welke volgorde je de twee plaatsen noemt. Niets doen kan altijd.',
        },
      ],
    },
    {
      id: 'curses',
      title: 'De 16 vloeken',
      blocks: [
        {
          kind: 'decision',
          id: 'curses',
          text: 'De spelregels noemen geen vloeken; deze 16 zijn van ons. Elke vloek wordt willekeurig getrokken uit de nog niet getrokken vloeken en geldt tot het einde van het spel.',
        },
        { kind: 'terms', items: curseTerms('nl') },
        {
          kind: 'decision',
          id: 'reversal-scale',
          text: 'Omkering geldt ook als het gevraagde element op de troefladder staat. Kaarten van een ander element op de ladder tellen nog steeds van hoog naar laag.',
        },
        {
          kind: 'decision',
          id: 'mirror-off-scale',
          text: 'Ook onder Spiegel verslaan elementen op de ladder alle elementen die er niet op staan.',
        },
        {
          kind: 'decision',
          id: 'sinban-kitsune',
          text: 'Onder Ban mag een Kitsune nog steeds als Zonde of als Tanuki gespeeld worden — hoe dan ook telt ze als Tanuki.',
        },
        {
          kind: 'decision',
          id: 'oath-reading',
          text: 'Onder Eed heffen noch een gespeelde speciale kaart noch een speciale kaart in de slag de bekenplicht op. Alleen als iemand met een Zonde, Demon of Ziel <b>uitkomt</b>, valt er niets te bekennen.',
        },
        {
          kind: 'decision',
          id: 'passing-left',
          text: 'Bij Ruil is de linkerbuur de volgende speler met de klok mee. Tot de kaarten overgaan, zien de anderen alleen of iemand al gekozen heeft; daarna ken je de kaart die je gaf en de kaart die je kreeg.',
        },
        {
          kind: 'decision',
          id: 'storm-when',
          text: 'De Storm wisselt direct na het delen, nog vóór de ruil en vóór de eerste slag.',
        },
        {
          kind: 'decision',
          id: 'desecration-lead',
          text: 'Onder Ontheiliging komt toch de winnaar van de slag uit in de volgende slag, ook al is een ander vooruitgegaan.',
        },
      ],
    },
    {
      id: 'timing',
      title: 'Wanneer vloeken werken',
      blocks: [
        {
          kind: 'decision',
          id: 'timing',
          text: 'Een vloek werkt vanaf de slag na die waarin hij getrokken werd. Droogte, Ruil, Storm en Onderstroom werken vanaf de volgende fase.',
        },
        {
          kind: 'list',
          items: [
            'Na elke slag verplaatst de figuur zich (die van de winnaar, onder Ontheiliging die van de uitkomer), met het effect van de velden waarop ze landt; dan volgt de volgende slag. Na de laatste slag van een fase en die zet komt Onderstroom.',
            'Een zet van 2 velden (Hebzucht, Honger) bestaat uit twee losse stappen. Elke stap is een landing: de sprongkeuze en het veldeffect komen na elke stap. Hebzucht en Honger samen geven toch maar 2 velden.',
            'Ketenen schrapt de hele zet, ook Hebzucht en Honger. Ontheiliging geeft de hele zet aan de uitkomer — maar wie zelf uitkwam en won, gaat onder Ketenen niet vooruit, dus niemand gaat.',
            'Vloeken beoordelen een kaart naar wat ze telt: onder Zielenslaap is een Ziel een Tanuki, dus haar slag is voor Ontheiliging niet „door een Ziel gewonnen”; een Kitsune gespeeld als Zonde is een Zonde.',
            'De Storm wisselt de twee hoogste bezette plaatsen zoals ze op het bord liggen, ook onder Spiegel.',
            'Wie het doel bereikt, beëindigt het spel meteen: geen veldeffect, geen Onderstroom. Ook een sprong kan een figuur in het doel brengen.',
          ],
        },
        {
          kind: 'decision',
          id: 'timing-every-curse',
          text: 'Dat geldt voor elke vloek, ook voor Open handen en Verte. Een vloek die bij de eerste stap van een zet van 2 velden getrokken wordt, verandert de tweede stap niet — Verstarring getrokken op veld 5 houdt in dezelfde zet de keuze op veld 7 niet tegen — en Open handen toont de kaarten pas vanaf de volgende slag.',
        },
      ],
    },
    {
      id: 'table',
      title: 'Aan deze tafel',
      blocks: [
        {
          kind: 'p',
          text: 'De handen zijn geheim, tenzij Open handen geldt. Het bord, de troefladder, de getrokken vloeken (en vanaf wanneer ze werken), de lopende slag en de slagen van deze fase zijn voor iedereen zichtbaar; de volgorde van de vloeken is geheim. De tafel onthoudt ook welke elementen een speler niet meer heeft, omdat hij ze niet bekende.',
        },
      ],
    },
  ],
};

export const ABYSS_RULES: Record<Language, RulesDoc> = { de, en, nl };
