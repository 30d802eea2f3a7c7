/** 13: the rules in our own words, in German, English and Dutch. */
import type { Language } from '../../../shared/settings';
import type { RulesDoc } from '../types';

const en: RulesDoc = {
  game: 'dreizehn',
  title: '13',
  lead: 'A card game by Reiner Knizia for 3 to 6 players. Push the three targets towards 13 — whoever pushes one past it takes its cards.',
  sections: [
    {
      id: 'goal',
      title: 'The idea',
      blocks: [
        {
          kind: 'p',
          text: 'Everyone plays cards onto three targets. A target may add up to 13; the player whose card makes it go over 13 must take the cards lying there. Taken cards are minus points — unless you collect the most of a colour. After the last round, the <b>lowest</b> total wins.',
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
            '42 colour cards, 14 each in blue, yellow and green: three each of the values 1, 2, 5 and 7, and two 4s.',
            '8 red <b>Nasty Fours</b> (value 4).',
            'Three targets: blue, yellow and green.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'A round',
      blocks: [
        {
          kind: 'p',
          text: 'The dealer shuffles and deals five cards to each player; the rest form a face-down draw pile. The player left of the dealer begins, and play goes clockwise.',
        },
        {
          kind: 'steps',
          items: [
            'Play one card from your hand face up onto a target. You must play — passing is not allowed.',
            'Then draw the top card of the draw pile, as long as there is one.',
          ],
        },
        {
          kind: 'p',
          text: 'A colour card may only go onto the target of its own colour. A Nasty Four may go onto <b>any</b> target. A target may hold nothing but Nasty Fours; its colour cards can still follow later.',
        },
      ],
    },
    {
      id: 'overflow',
      title: 'Going over 13',
      blocks: [
        {
          kind: 'p',
          text: 'Each target shows the total of its cards. If your card makes that total <b>go over 13</b>, you take every card that was on the target before yours and put them face down in front of you. Your card stays alone on the target, and counting starts again from its value.',
        },
        {
          kind: 'figure',
          figure: 'dreizehn.overflow',
          caption:
            'The blue target stands at 13. Marina plays a blue 4: 17 is more than 13, so she takes the three cards, and her 4 stays alone — the target now shows 4.',
        },
        {
          kind: 'decision',
          id: 'exactly-13',
          text: 'Exactly 13 is fine: only a total of 14 or more goes over.',
        },
        {
          kind: 'p',
          text: 'Taken cards stay face down: nobody may look at them until the round is scored, not even their owner. Everyone can see how many cards each player has taken.',
        },
        {
          kind: 'decision',
          id: 'memory-aid',
          text: 'With the table option “Memory aid” (off by default) you may look at your own taken cards of the current round.',
        },
      ],
    },
    {
      id: 'colours',
      title: 'Variant: the first card decides',
      blocks: [
        {
          kind: 'decision',
          id: 'first-card',
          text: 'With the table option “First card decides” the three targets have no fixed colour; they are simply left, middle and right. A target takes the colour of the first colour card played onto it, and loses it again when going over 13 leaves only a Nasty Four on it.',
        },
        {
          kind: 'list',
          items: [
            'A colour card may go onto the target of its colour, or onto a target without a colour if no other target has its colour.',
            'Nasty Fours may still go anywhere.',
            'So two targets never share a colour, and every colour card always has a target it may go onto.',
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'End of the round',
      blocks: [
        {
          kind: 'p',
          text: 'When the draw pile is empty, play continues without drawing until every hand is played out. Cards left on the targets do not count.',
        },
        {
          kind: 'decision',
          id: 'drawn-card',
          text: 'A drawn card joins the end of your hand; the order of your hand means nothing. (A player without cards would be skipped, but in 13 that cannot happen: everyone plays out in turn.)',
        },
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      blocks: [
        {
          kind: 'terms',
          items: [
            { term: 'Colour card', text: '1 minus point for each one you took' },
            { term: 'Nasty Four', text: '2 minus points for each one you took — always' },
            {
              term: 'Most of a colour',
              text: 'If you took strictly more cards of a colour than every other player, that colour costs you nothing. If several players tie for most, they all count those cards.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Example: four players',
          lines: [
            'Marina: 3 blue, 2 yellow, 1 Nasty Four → 3 + 2 + 2 = 7',
            'Georg: 6 yellow, 2 green → 2 (he has the most yellow, so yellow is free)',
            'Ben: 2 blue, 5 yellow, 6 green, 2 Nasty Fours → 2 + 5 + 6 + 4 = 17 (tied with Nils on green, so both count it)',
            'Nils: 6 blue, 1 yellow, 6 green, 4 Nasty Fours → 1 + 6 + 8 = 15 (the most blue)',
          ],
        },
      ],
    },
    {
      id: 'game',
      title: 'End of the game',
      blocks: [
        {
          kind: 'p',
          text: 'Every player deals once, so there are as many rounds as players; with three players everyone deals twice (six rounds). The lowest total wins; equal lowest totals share the victory.',
        },
      ],
    },
    {
      id: 'table',
      title: 'At this table',
      blocks: [
        {
          kind: 'p',
          text: 'Secret: the hands, the order of the draw pile and all taken cards. Open: the cards on the targets and their totals, how many cards each player holds and has taken, the size of the draw pile and the scores so far.',
        },
        {
          kind: 'decision',
          id: 'play-log',
          text: 'Every card was played face up, so the table keeps a record of who played what onto which target during the round, and how many cards each overflow took. The table does not show it, but the bots may use it — as a player with a perfect memory could.',
        },
        {
          kind: 'decision',
          id: 'reveal-scored',
          text: 'Once a round is scored, its taken cards are open: the round history shows every player’s taken cards.',
        },
        {
          kind: 'decision',
          id: 'spectator',
          text: 'Someone watching the table sees no hand and no taken cards, even with the memory aid.',
        },
      ],
    },
  ],
};

const de: RulesDoc = {
  game: 'dreizehn',
  title: '13',
  lead: 'Ein Kartenspiel von Reiner Knizia für 3 bis 6 Spieler. Man treibt die drei Zielscheiben Richtung 13 — wer eine überzieht, nimmt ihre Karten.',
  sections: [
    {
      id: 'goal',
      title: 'Worum es geht',
      blocks: [
        {
          kind: 'p',
          text: 'Alle spielen Karten auf drei Zielscheiben. Eine Zielscheibe darf bis 13 gehen; wer sie mit seiner Karte über 13 bringt, muss die Karten nehmen, die dort liegen. Genommene Karten sind Minuspunkte — es sei denn, man sammelt von einer Farbe die meisten. Nach der letzten Runde gewinnt, wer die <b>wenigsten</b> Punkte hat.',
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
            '42 Farbkarten, je 14 in Blau, Gelb und Grün: von den Werten 1, 2, 5 und 7 je drei, dazu zwei 4er.',
            '8 rote <b>Fiese Vieren</b> (Wert 4).',
            'Drei Zielscheiben: blau, gelb und grün.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'Eine Runde',
      blocks: [
        {
          kind: 'p',
          text: 'Der Geber mischt und teilt jedem fünf Karten aus; der Rest bildet einen verdeckten Nachziehstapel. Der Spieler links vom Geber beginnt, dann geht es im Uhrzeigersinn weiter.',
        },
        {
          kind: 'steps',
          items: [
            'Eine Handkarte offen auf eine Zielscheibe legen. Man muss spielen — passen gibt es nicht.',
            'Danach die oberste Karte vom Nachziehstapel ziehen, solange noch eine da ist.',
          ],
        },
        {
          kind: 'p',
          text: 'Eine Farbkarte darf nur auf die Zielscheibe ihrer eigenen Farbe gelegt werden, eine Fiese Vier dagegen auf <b>jede</b> Zielscheibe. Auf einer Zielscheibe dürfen auch nur Fiese Vieren liegen; ihre Farbkarten können trotzdem später noch kommen.',
        },
      ],
    },
    {
      id: 'overflow',
      title: 'Über 13',
      blocks: [
        {
          kind: 'p',
          text: 'Jede Zielscheibe zeigt die Summe ihrer Karten. Bringt eine Karte diese Summe <b>über 13</b>, nimmt ihr Spieler alle Karten, die vorher auf der Zielscheibe lagen, und legt sie verdeckt vor sich ab. Die gespielte Karte bleibt allein liegen, und es wird ab ihrem Wert neu gezählt.',
        },
        {
          kind: 'figure',
          figure: 'dreizehn.overflow',
          caption:
            'Die blaue Zielscheibe steht auf 13. Marina legt eine blaue 4: 17 ist mehr als 13, also nimmt sie die drei Karten, und ihre 4 bleibt allein liegen — die Zielscheibe zeigt jetzt 4.',
        },
        {
          kind: 'decision',
          id: 'exactly-13',
          text: 'Genau 13 ist erlaubt: Erst eine Summe von 14 oder mehr ist überzogen.',
        },
        {
          kind: 'p',
          text: 'Genommene Karten bleiben verdeckt: Bis zur Wertung darf sie niemand ansehen, auch ihr Besitzer nicht. Wie viele Karten jeder genommen hat, sehen alle.',
        },
        {
          kind: 'decision',
          id: 'memory-aid',
          text: 'Mit der Tischregel „Gedächtnisstütze“ (anfangs aus) darf man sich die eigenen genommenen Karten der laufenden Runde ansehen.',
        },
      ],
    },
    {
      id: 'colours',
      title: 'Variante: Die erste Karte bestimmt',
      blocks: [
        {
          kind: 'decision',
          id: 'first-card',
          text: 'Mit der Tischregel „Erste Karte bestimmt“ haben die drei Zielscheiben keine feste Farbe; sie heißen einfach links, Mitte und rechts. Eine Zielscheibe bekommt die Farbe der ersten Farbkarte, die auf sie gelegt wird, und verliert sie wieder, wenn nach dem Überziehen nur eine Fiese Vier auf ihr liegt.',
        },
        {
          kind: 'list',
          items: [
            'Eine Farbkarte darf auf die Zielscheibe ihrer Farbe oder auf eine Zielscheibe ohne Farbe — Letzteres nur, wenn keine andere Zielscheibe ihre Farbe hat.',
            'Fiese Vieren dürfen weiterhin überallhin.',
            'So haben nie zwei Zielscheiben dieselbe Farbe, und jede Farbkarte hat immer eine Zielscheibe, auf die sie darf.',
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'Ende einer Runde',
      blocks: [
        {
          kind: 'p',
          text: 'Ist der Nachziehstapel leer, wird ohne Nachziehen weitergespielt, bis alle Handkarten ausgespielt sind. Karten, die auf den Zielscheiben liegen bleiben, zählen nicht.',
        },
        {
          kind: 'decision',
          id: 'drawn-card',
          text: 'Eine gezogene Karte kommt ans Ende der Hand; die Reihenfolge der Handkarten hat keine Bedeutung. (Ein Spieler ohne Karten würde übersprungen, doch bei 13 kommt das nicht vor: Alle spielen reihum aus.)',
        },
      ],
    },
    {
      id: 'scoring',
      title: 'Wertung',
      blocks: [
        {
          kind: 'terms',
          items: [
            { term: 'Farbkarte', text: '1 Minuspunkt für jede genommene' },
            { term: 'Fiese Vier', text: '2 Minuspunkte für jede genommene — immer' },
            {
              term: 'Die meisten einer Farbe',
              text: 'Wer von einer Farbe mehr Karten genommen hat als jeder andere, bekommt für diese Farbe nichts. Haben mehrere gleich viele, zählen alle diese Karten.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Beispiel: vier Spieler',
          lines: [
            'Marina: 3 blaue, 2 gelbe, 1 Fiese Vier → 3 + 2 + 2 = 7',
            'Georg: 6 gelbe, 2 grüne → 2 (er hat die meisten gelben, Gelb zählt also nicht)',
            'Ben: 2 blaue, 5 gelbe, 6 grüne, 2 Fiese Vieren → 2 + 5 + 6 + 4 = 17 (bei Grün gleichauf mit Nils, also zählen beide)',
            'Nils: 6 blaue, 1 gelbe, 6 grüne, 4 Fiese Vieren → 1 + 6 + 8 = 15 (die meisten blauen)',
          ],
        },
      ],
    },
    {
      id: 'game',
      title: 'Spielende',
      blocks: [
        {
          kind: 'p',
          text: 'Jeder Spieler gibt einmal, es gibt also so viele Runden wie Spieler; zu dritt gibt jeder zweimal (sechs Runden). Wer insgesamt die wenigsten Punkte hat, gewinnt; bei Gleichstand gibt es mehrere Sieger.',
        },
      ],
    },
    {
      id: 'table',
      title: 'An diesem Tisch',
      blocks: [
        {
          kind: 'p',
          text: 'Geheim sind die Handkarten, die Reihenfolge des Nachziehstapels und alle genommenen Karten. Offen sind die Karten auf den Zielscheiben und ihre Summen, wie viele Karten jeder auf der Hand und genommen hat, die Größe des Nachziehstapels und die bisherigen Punkte.',
        },
        {
          kind: 'decision',
          id: 'play-log',
          text: 'Jede Karte wurde offen gespielt, deshalb merkt sich der Tisch, wer in der Runde welche Karte auf welche Zielscheibe gelegt hat und wie viele Karten jedes Überziehen gebracht hat. Angezeigt wird das nicht, aber die Bots dürfen es nutzen — so wie ein Spieler mit perfektem Gedächtnis.',
        },
        {
          kind: 'decision',
          id: 'reveal-scored',
          text: 'Ist eine Runde gewertet, sind ihre genommenen Karten offen: Der Rundenverlauf zeigt die genommenen Karten aller Spieler.',
        },
        {
          kind: 'decision',
          id: 'spectator',
          text: 'Wer nur zuschaut, sieht keine Handkarten und keine genommenen Karten, auch nicht mit Gedächtnisstütze.',
        },
      ],
    },
  ],
};

const nl: RulesDoc = {
  game: 'dreizehn',
  title: '13',
  lead: 'Een kaartspel van Reiner Knizia voor 3 tot 6 spelers. Duw de drie schijven richting 13 — wie er een voorbij 13 duwt, pakt de kaarten.',
  sections: [
    {
      id: 'goal',
      title: 'Waar het om gaat',
      blocks: [
        {
          kind: 'p',
          text: 'Iedereen speelt kaarten op drie schijven. Een schijf mag tot 13 gaan; wie hem met zijn kaart boven 13 brengt, moet de kaarten pakken die er liggen. Gepakte kaarten zijn minpunten — tenzij je van een kleur de meeste verzamelt. Na de laatste ronde wint wie de <b>minste</b> punten heeft.',
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
            '42 kleurkaarten, 14 per kleur in blauw, geel en groen: van de waarden 1, 2, 5 en 7 elk drie, en twee vieren.',
            '8 rode <b>Gemene Vieren</b> (waarde 4).',
            'Drie schijven: blauw, geel en groen.',
          ],
        },
      ],
    },
    {
      id: 'turn',
      title: 'Een ronde',
      blocks: [
        {
          kind: 'p',
          text: 'De gever schudt en deelt iedereen vijf kaarten; de rest vormt een gedekte trekstapel. De speler links van de gever begint, daarna gaat het met de klok mee.',
        },
        {
          kind: 'steps',
          items: [
            'Leg een kaart uit je hand open op een schijf. Je moet spelen — passen mag niet.',
            'Trek daarna de bovenste kaart van de trekstapel, zolang er nog een is.',
          ],
        },
        {
          kind: 'p',
          text: 'Een kleurkaart mag alleen op de schijf van haar eigen kleur. Een Gemene Vier mag op <b>elke</b> schijf. Op een schijf mogen ook alleen Gemene Vieren liggen; de kleurkaarten kunnen later nog volgen.',
        },
      ],
    },
    {
      id: 'overflow',
      title: 'Boven 13',
      blocks: [
        {
          kind: 'p',
          text: 'Elke schijf toont de som van haar kaarten. Brengt jouw kaart die som <b>boven 13</b>, dan pak je alle kaarten die er vóór jouw kaart lagen en leg je ze gedekt voor je neer. Jouw kaart blijft alleen liggen, en er wordt opnieuw geteld vanaf haar waarde.',
        },
        {
          kind: 'figure',
          figure: 'dreizehn.overflow',
          caption:
            'De blauwe schijf staat op 13. Marina legt een blauwe 4: 17 is meer dan 13, dus pakt zij de drie kaarten en blijft haar 4 alleen liggen — de schijf toont nu 4.',
        },
        {
          kind: 'decision',
          id: 'exactly-13',
          text: 'Precies 13 mag: pas een som van 14 of meer gaat erover.',
        },
        {
          kind: 'p',
          text: 'Gepakte kaarten blijven gedekt: tot de telling mag niemand ze bekijken, ook hun eigenaar niet. Hoeveel kaarten iedereen gepakt heeft, ziet iedereen.',
        },
        {
          kind: 'decision',
          id: 'memory-aid',
          text: 'Met de tafeloptie „Geheugensteun” (standaard uit) mag je je eigen gepakte kaarten van de lopende ronde bekijken.',
        },
      ],
    },
    {
      id: 'colours',
      title: 'Variant: de eerste kaart bepaalt',
      blocks: [
        {
          kind: 'decision',
          id: 'first-card',
          text: 'Met de tafeloptie „Eerste kaart bepaalt” hebben de drie schijven geen vaste kleur; ze heten gewoon links, midden en rechts. Een schijf krijgt de kleur van de eerste kleurkaart die erop komt, en verliest die weer als er na het overschrijden alleen een Gemene Vier op ligt.',
        },
        {
          kind: 'list',
          items: [
            'Een kleurkaart mag op de schijf van haar kleur, of op een schijf zonder kleur — dat laatste alleen als geen andere schijf haar kleur heeft.',
            'Gemene Vieren mogen nog steeds overal heen.',
            'Zo hebben twee schijven nooit dezelfde kleur, en heeft elke kleurkaart altijd een schijf waar ze op mag.',
          ],
        },
      ],
    },
    {
      id: 'end',
      title: 'Einde van een ronde',
      blocks: [
        {
          kind: 'p',
          text: 'Is de trekstapel op, dan wordt zonder trekken doorgespeeld tot alle handen leeg zijn. Kaarten die op de schijven blijven liggen, tellen niet.',
        },
        {
          kind: 'decision',
          id: 'drawn-card',
          text: 'Een getrokken kaart komt achteraan in je hand; de volgorde van je hand betekent niets. (Een speler zonder kaarten zou worden overgeslagen, maar bij 13 gebeurt dat niet: iedereen speelt om de beurt uit.)',
        },
      ],
    },
    {
      id: 'scoring',
      title: 'Telling',
      blocks: [
        {
          kind: 'terms',
          items: [
            { term: 'Kleurkaart', text: '1 minpunt voor elke gepakte' },
            { term: 'Gemene Vier', text: '2 minpunten voor elke gepakte — altijd' },
            {
              term: 'De meeste van een kleur',
              text: 'Wie van een kleur meer kaarten pakte dan ieder ander, krijgt voor die kleur niets. Hebben meerdere spelers er evenveel, dan tellen ze allemaal.',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Voorbeeld: vier spelers',
          lines: [
            'Marina: 3 blauwe, 2 gele, 1 Gemene Vier → 3 + 2 + 2 = 7',
            'Georg: 6 gele, 2 groene → 2 (hij heeft de meeste gele, dus geel telt niet)',
            'Ben: 2 blauwe, 5 gele, 6 groene, 2 Gemene Vieren → 2 + 5 + 6 + 4 = 17 (bij groen gelijk met Nils, dus beiden tellen)',
            'Nils: 6 blauwe, 1 gele, 6 groene, 4 Gemene Vieren → 1 + 6 + 8 = 15 (de meeste blauwe)',
          ],
        },
      ],
    },
    {
      id: 'game',
      title: 'Einde van het spel',
      blocks: [
        {
          kind: 'p',
          text: 'Iedere speler deelt één keer, er zijn dus evenveel rondes als spelers; met drie spelers deelt iedereen twee keer (zes rondes). Wie in totaal de minste punten heeft, wint; bij gelijkspel delen de spelers de overwinning.',
        },
      ],
    },
    {
      id: 'table',
      title: 'Aan deze tafel',
      blocks: [
        {
          kind: 'p',
          text: 'Geheim zijn de handen, de volgorde van de trekstapel en alle gepakte kaarten. Open zijn de kaarten op de schijven en hun sommen, hoeveel kaarten iedereen in de hand heeft en gepakt heeft, de grootte van de trekstapel en de punten tot nu toe.',
        },
        {
          kind: 'decision',
          id: 'play-log',
          text: 'Elke kaart werd open gespeeld, dus houdt de tafel bij wie in de ronde welke kaart op welke schijf legde en hoeveel kaarten elke overschrijding opleverde. De tafel toont dat niet, maar de bots mogen het gebruiken — zoals een speler met een perfect geheugen.',
        },
        {
          kind: 'decision',
          id: 'reveal-scored',
          text: 'Is een ronde geteld, dan zijn haar gepakte kaarten open: het rondeoverzicht toont de gepakte kaarten van alle spelers.',
        },
        {
          kind: 'decision',
          id: 'spectator',
          text: 'Wie alleen toekijkt, ziet geen handkaarten en geen gepakte kaarten, ook niet met de geheugensteun.',
        },
      ],
    },
  ],
};

export const DREIZEHN_RULES: Record<Language, RulesDoc> = { de, en, nl };
