/** SevenSins: the rules in our own words, in German, English and Dutch. */
import type { Language } from '../../../shared/settings';
import type { RulesDoc } from '../types';

const en: RulesDoc = {
  game: 'sevensins',
  title: 'SevenSins',
  lead: 'A trick-taking game with exact bids for 3 to 7 players. Five elements, and five kinds of special cards that turn every trick upside down.',
  sections: [
    {
      id: 'goal',
      title: 'The idea',
      blocks: [
        {
          kind: 'p',
          text: 'In every phase you bid how many tricks you will win. Hit your bid exactly and you score; miss it and you lose points. Each phase deals one card more than the last. After the final phase the <b>highest</b> total wins; equal highest totals share the victory.',
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
            'Five elements — <b>water, earth, fire, air</b> and <b>space</b> — each with the values 1 to 13.',
            'Special cards: 7 <b>Sins</b>, 7 <b>Tanukis</b>, 4 <b>Demons</b>, 2 <b>Kitsunes</b> and 2 <b>Souls</b>.',
            '87 cards in all.',
          ],
        },
      ],
    },
    {
      id: 'phases',
      title: 'Phases and trump',
      blocks: [
        {
          kind: 'p',
          text: 'The game has 13 phases (12 with seven players). In phase 1 everyone gets one card, in phase 2 two cards, and so on. The deal moves one seat clockwise each phase. Then the top card of the remaining deck is turned up and decides trump:',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Element card', text: 'that element is trump.' },
            {
              term: 'Sin, Demon or Kitsune',
              text: 'the dealer looks at their hand and then names a trump element — any of the five, space included.',
            },
            {
              term: 'Soul',
              text: 'the dealer names trump as above, and every score of this phase counts double (fourfold in phases 7 and 13).',
            },
            { term: 'Tanuki', text: 'there is no trump element this phase.' },
          ],
        },
        {
          kind: 'decision',
          id: 'phases-cap',
          text: 'The table option “Phases to play” can end the game sooner. A number above the usual length (13, or 12 with seven players) is cut down to it.',
        },
      ],
    },
    {
      id: 'blind',
      title: 'Phase 1 is played blind',
      blocks: [
        {
          kind: 'p',
          text: 'In phase 1 you see everybody’s single card — except your own. The dealer also chooses trump without seeing their card, and everyone bids blind.',
        },
        {
          kind: 'decision',
          id: 'blind-turn-up',
          text: 'You turn your own card up when it is your turn to play it — it has to be played anyway. Only then do you see it, and only then does a Kitsune’s owner choose its form.',
        },
      ],
    },
    {
      id: 'bids',
      title: 'Bidding',
      blocks: [
        {
          kind: 'p',
          text: 'Starting left of the dealer, each player bids how many tricks they will win, from 0 up to the number of cards in hand. The bids must <b>not</b> add up to the number of tricks: the last bidder may not choose the number that would make them match. So at least one player will always miss.',
        },
      ],
    },
    {
      id: 'follow',
      title: 'Following',
      blocks: [
        {
          kind: 'p',
          text: 'The player left of the dealer leads the first trick; the winner of each trick leads the next.',
        },
        {
          kind: 'list',
          items: [
            'When an element card is led, everyone after must play that element if they can — but a special card may <b>always</b> be played instead.',
            'As soon as a special card other than a Tanuki lies in the trick, the players after it need not follow any more.',
            'If a Sin, Demon or Soul leads (or a Kitsune played as a Sin), nobody has to follow.',
            'A <b>Kitsune</b> is played either as a Sin or as a Tanuki; it then counts exactly as that card, for following, winning and bonuses.',
          ],
        },
        {
          kind: 'decision',
          id: 'tanuki-lead',
          text: 'If a Tanuki leads, the first element card played after it sets the element the later players must follow. Until then (say, after Tanuki, Tanuki) play is free. Trump does not change.',
        },
        {
          kind: 'decision',
          id: 'space',
          text: 'Space is an element: it must be followed when it is led, and you may lead it at any time. Any other space card — thrown off because you cannot follow, or played while nothing has to be followed — is only allowed if you hold no card of the trump element. When space is trump, or there is no trump element, this limit does not apply.',
        },
      ],
    },
    {
      id: 'winning',
      title: 'Who wins the trick',
      blocks: [
        {
          kind: 'decision',
          id: 'card-by-card',
          text: 'A trick is judged card by card. The first card leads for now; each later card takes the lead if it beats the card currently leading. The table shows which card beats which — read a row against a column.',
        },
        {
          kind: 'figure',
          figure: 'sevensins.table',
          caption:
            'Row beats column. Sin beats Demon, Demon beats Soul, Soul beats Sin — so whoever comes later wins that circle. Of two equal specials, the first one holds; if only Tanukis are played, the first Tanuki wins.',
        },
        {
          kind: 'p',
          text: 'Element card against element card: a <b>space</b> card beats every other element, higher space beats lower. Otherwise a <b>trump</b> card beats every non-trump card, higher trump beats lower. Otherwise a card of the element to follow beats all others, higher beats lower. A card of any other element never wins.',
        },
        {
          kind: 'figure',
          figure: 'sevensins.trick',
          caption:
            'Fire is trump and water was led. The water 13 beats the water 9, the fire 2 beats both as trump — but then a Sin comes, and a Sin beats every element card. The Sin wins the trick.',
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
            { term: 'Bid = tricks > 0', text: '3 points per trick, plus bonuses' },
            { term: 'Bid = tricks = 0', text: 'as many points as the phase number, plus bonuses' },
            { term: 'Bid 0, but tricks won', text: 'minus the phase number' },
            { term: 'Bid missed', text: 'minus the difference between bid and tricks' },
          ],
        },
        {
          kind: 'p',
          text: 'Bonuses count only when you hit your bid: <b>+2</b> for each Sin in a trick you won with a Soul, and <b>+5</b> for each Soul in a trick you won with a Demon.',
        },
        {
          kind: 'decision',
          id: 'bonus-winner',
          text: 'The bonus goes to the trick’s winner, for each card of the beaten kind in that trick. A Kitsune played as a Sin counts as a Sin; played as a Tanuki it earns nothing.',
        },
        {
          kind: 'p',
          text: 'In phases 7 and 13 everything counts double — points, bonuses and minus points. A turned-up Soul doubles the phase as well, or makes it fourfold in phases 7 and 13.',
        },
        {
          kind: 'example',
          title: 'Examples',
          lines: [
            'Bid 5, won 5: +15.',
            'Bid 5, won 2: −3.',
            'Phase 5, bid 0, won 0: +5.',
            'Phase 5, bid 0, won 1: −5.',
            'In phase 7 the first two become +30 and −6; with a turned-up Soul, ×4.',
          ],
        },
      ],
    },
    {
      id: 'table',
      title: 'At this table',
      blocks: [
        {
          kind: 'p',
          text: 'Hands are secret (phase 1 the other way round). Open to all: the turned card, the trump element, all bids, the current trick, the tricks played so far in the phase (so you can look at the last one again), the trick counts and the scores.',
        },
      ],
    },
  ],
};

const de: RulesDoc = {
  game: 'sevensins',
  title: 'SevenSins',
  lead: 'Ein Stichspiel mit genauen Ansagen für 3 bis 7 Spieler. Fünf Elemente und fünf Arten von Sonderkarten, die jeden Stich auf den Kopf stellen.',
  sections: [
    {
      id: 'goal',
      title: 'Worum es geht',
      blocks: [
        {
          kind: 'p',
          text: 'In jeder Phase sagt man an, wie viele Stiche man machen wird. Wer genau richtig liegt, punktet; wer sich verschätzt, verliert Punkte. Jede Phase wird mit einer Karte mehr gespielt als die vorige. Nach der letzten Phase gewinnt, wer die <b>meisten</b> Punkte hat; bei Gleichstand gibt es mehrere Sieger.',
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
            'Fünf Elemente — <b>Wasser, Erde, Feuer, Luft</b> und <b>Raum</b> — jeweils mit den Werten 1 bis 13.',
            'Sonderkarten: 7 <b>Sünden</b>, 7 <b>Tanukis</b>, 4 <b>Dämonen</b>, 2 <b>Kitsunes</b> und 2 <b>Seelen</b>.',
            'Insgesamt 87 Karten.',
          ],
        },
      ],
    },
    {
      id: 'phases',
      title: 'Phasen und Trumpf',
      blocks: [
        {
          kind: 'p',
          text: 'Gespielt werden 13 Phasen (zu siebt 12). In Phase 1 bekommt jeder eine Karte, in Phase 2 zwei Karten und so weiter. Der Geber wechselt jede Phase im Uhrzeigersinn. Dann wird die oberste Karte des restlichen Stapels aufgedeckt; sie bestimmt den Trumpf:',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Elementkarte', text: 'Dieses Element ist Trumpf.' },
            {
              term: 'Sünde, Dämon oder Kitsune',
              text: 'Der Geber sieht sich seine Karten an und bestimmt dann ein Trumpfelement — jedes der fünf, auch Raum.',
            },
            {
              term: 'Seele',
              text: 'Der Geber bestimmt den Trumpf wie oben, und alle Punkte dieser Phase zählen doppelt (in Phase 7 und 13 vierfach).',
            },
            { term: 'Tanuki', text: 'In dieser Phase gibt es kein Trumpfelement.' },
          ],
        },
        {
          kind: 'decision',
          id: 'phases-cap',
          text: 'Mit der Tischregel „Zu spielende Phasen“ endet das Spiel früher. Eine Zahl über der üblichen Länge (13, zu siebt 12) wird auf diese gekürzt.',
        },
      ],
    },
    {
      id: 'blind',
      title: 'Phase 1 wird blind gespielt',
      blocks: [
        {
          kind: 'p',
          text: 'In Phase 1 sieht man die einzelne Karte aller Mitspieler — nur die eigene nicht. Auch der Geber bestimmt den Trumpf, ohne seine Karte zu kennen, und alle sagen blind an.',
        },
        {
          kind: 'decision',
          id: 'blind-turn-up',
          text: 'Die eigene Karte wird aufgedeckt, sobald man sie ausspielen muss — gespielt werden muss sie ohnehin. Erst dann sieht man sie, und erst dann wählt der Besitzer einer Kitsune ihre Gestalt.',
        },
      ],
    },
    {
      id: 'bids',
      title: 'Ansagen',
      blocks: [
        {
          kind: 'p',
          text: 'Links vom Geber beginnend sagt jeder an, wie viele Stiche er machen wird, von 0 bis zur Zahl seiner Handkarten. Die Ansagen dürfen zusammen <b>nicht</b> die Zahl der Stiche ergeben: Der Letzte darf die Zahl nicht wählen, mit der die Summe aufginge. So liegt immer mindestens einer daneben.',
        },
      ],
    },
    {
      id: 'follow',
      title: 'Bedienen',
      blocks: [
        {
          kind: 'p',
          text: 'Der Spieler links vom Geber spielt zum ersten Stich aus; danach spielt immer der Gewinner des letzten Stichs aus.',
        },
        {
          kind: 'list',
          items: [
            'Wird eine Elementkarte ausgespielt, muss jeder danach dieses Element bedienen, wenn er kann — eine Sonderkarte darf er aber <b>immer</b> stattdessen spielen.',
            'Sobald eine Sonderkarte außer einem Tanuki im Stich liegt, müssen die folgenden Spieler nicht mehr bedienen.',
            'Wird eine Sünde, ein Dämon oder eine Seele ausgespielt (oder eine Kitsune als Sünde), muss niemand bedienen.',
            'Eine <b>Kitsune</b> wird entweder als Sünde oder als Tanuki gespielt; sie zählt dann in allem genau wie diese Karte — beim Bedienen, beim Stechen und bei den Boni.',
          ],
        },
        {
          kind: 'decision',
          id: 'tanuki-lead',
          text: 'Wird ein Tanuki ausgespielt, legt die erste danach gespielte Elementkarte fest, welches Element die folgenden Spieler bedienen müssen. Bis dahin (etwa nach Tanuki, Tanuki) ist alles erlaubt. Der Trumpf bleibt, wie er ist.',
        },
        {
          kind: 'decision',
          id: 'space',
          text: 'Raum ist ein Element: Wird Raum ausgespielt, muss man ihn bedienen, und ausspielen darf man ihn jederzeit. Jede andere Raumkarte — abgeworfen, weil man nicht bedienen kann, oder gespielt, während nichts bedient werden muss — ist nur erlaubt, wenn man keine Karte des Trumpfelements hat. Ist Raum selbst Trumpf oder gibt es keinen Trumpf, gilt diese Einschränkung nicht.',
        },
      ],
    },
    {
      id: 'winning',
      title: 'Wer den Stich gewinnt',
      blocks: [
        {
          kind: 'decision',
          id: 'card-by-card',
          text: 'Ein Stich wird Karte für Karte entschieden. Die erste Karte liegt vorerst vorn; jede spätere übernimmt, wenn sie die Karte schlägt, die gerade vorn liegt. Welche Karte welche schlägt, zeigt die Tabelle — Zeile gegen Spalte gelesen.',
        },
        {
          kind: 'figure',
          figure: 'sevensins.table',
          caption:
            'Die Zeile schlägt die Spalte. Sünde schlägt Dämon, Dämon schlägt Seele, Seele schlägt Sünde — in diesem Kreis gewinnt also, wer später kommt. Von zwei gleichen Sonderkarten behält die erste den Stich; liegen nur Tanukis im Stich, gewinnt der erste Tanuki.',
        },
        {
          kind: 'p',
          text: 'Elementkarte gegen Elementkarte: Eine <b>Raumkarte</b> schlägt jedes andere Element, die höhere Raumkarte die niedrigere. Sonst schlägt eine <b>Trumpfkarte</b> jede Karte, die nicht Trumpf ist, der höhere Trumpf den niedrigeren. Sonst schlägt eine Karte des zu bedienenden Elements alle anderen, die höhere die niedrigere. Eine Karte eines anderen Elements gewinnt nie.',
        },
        {
          kind: 'figure',
          figure: 'sevensins.trick',
          caption:
            'Feuer ist Trumpf, Wasser wurde ausgespielt. Die Wasser-13 schlägt die Wasser-9, die Feuer-2 schlägt als Trumpf beide — doch dann kommt eine Sünde, und die Sünde schlägt jede Elementkarte. Die Sünde gewinnt den Stich.',
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
            { term: 'Ansage = Stiche > 0', text: '3 Punkte pro Stich, dazu Boni' },
            { term: 'Ansage = Stiche = 0', text: 'so viele Punkte, wie die Phase zählt, dazu Boni' },
            { term: '0 angesagt, aber Stiche gemacht', text: 'minus die Nummer der Phase' },
            { term: 'Ansage verfehlt', text: 'minus den Abstand zwischen Ansage und Stichen' },
          ],
        },
        {
          kind: 'p',
          text: 'Boni gibt es nur bei genau erfüllter Ansage: <b>+2</b> für jede Sünde in einem Stich, den man mit einer Seele gewonnen hat, und <b>+5</b> für jede Seele in einem Stich, den man mit einem Dämon gewonnen hat.',
        },
        {
          kind: 'decision',
          id: 'bonus-winner',
          text: 'Den Bonus bekommt der Gewinner des Stichs, für jede geschlagene Karte der passenden Art in diesem Stich. Eine als Sünde gespielte Kitsune zählt als Sünde; als Tanuki gespielt bringt sie nichts.',
        },
        {
          kind: 'p',
          text: 'In Phase 7 und 13 zählt alles doppelt — Punkte, Boni und Minuspunkte. Eine aufgedeckte Seele verdoppelt die Phase ebenfalls, in Phase 7 und 13 wird sie sogar vierfach gewertet.',
        },
        {
          kind: 'example',
          title: 'Beispiele',
          lines: [
            '5 angesagt, 5 Stiche: +15.',
            '5 angesagt, 2 Stiche: −3.',
            'Phase 5, 0 angesagt, 0 Stiche: +5.',
            'Phase 5, 0 angesagt, 1 Stich: −5.',
            'In Phase 7 werden aus den ersten beiden +30 und −6; mit aufgedeckter Seele ×4.',
          ],
        },
      ],
    },
    {
      id: 'table',
      title: 'An diesem Tisch',
      blocks: [
        {
          kind: 'p',
          text: 'Die Handkarten sind geheim (in Phase 1 umgekehrt). Offen für alle: die aufgedeckte Karte, das Trumpfelement, alle Ansagen, der laufende Stich, die bisherigen Stiche der Phase (den letzten kann man sich also noch einmal ansehen), die Zahl der Stiche und die Punkte.',
        },
      ],
    },
  ],
};

const nl: RulesDoc = {
  game: 'sevensins',
  title: 'SevenSins',
  lead: 'Een slagenspel met exacte biedingen voor 3 tot 7 spelers. Vijf elementen, en vijf soorten speciale kaarten die elke slag op zijn kop zetten.',
  sections: [
    {
      id: 'goal',
      title: 'Waar het om gaat',
      blocks: [
        {
          kind: 'p',
          text: 'In elke fase bied je hoeveel slagen je gaat halen. Klopt je bod precies, dan scoor je; zit je ernaast, dan verlies je punten. Elke fase wordt met één kaart meer gespeeld dan de vorige. Na de laatste fase wint wie de <b>meeste</b> punten heeft; bij gelijkspel delen de spelers de overwinning.',
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
            'Vijf elementen — <b>water, aarde, vuur, lucht</b> en <b>ruimte</b> — elk met de waarden 1 tot 13.',
            'Speciale kaarten: 7 <b>Zondes</b>, 7 <b>Tanuki’s</b>, 4 <b>Demonen</b>, 2 <b>Kitsunes</b> en 2 <b>Zielen</b>.',
            'In totaal 87 kaarten.',
          ],
        },
      ],
    },
    {
      id: 'phases',
      title: 'Fasen en troef',
      blocks: [
        {
          kind: 'p',
          text: 'Er worden 13 fasen gespeeld (met zeven spelers 12). In fase 1 krijgt iedereen één kaart, in fase 2 twee kaarten, enzovoort. De gever schuift elke fase één plaats met de klok mee. Daarna wordt de bovenste kaart van de rest van de stapel omgedraaid; zij bepaalt de troef:',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Elementkaart', text: 'dat element is troef.' },
            {
              term: 'Zonde, Demon of Kitsune',
              text: 'de gever bekijkt zijn hand en kiest dan een troefelement — elk van de vijf, ook ruimte.',
            },
            {
              term: 'Ziel',
              text: 'de gever kiest troef zoals hierboven, en alle punten van deze fase tellen dubbel (in fase 7 en 13 viervoudig).',
            },
            { term: 'Tanuki', text: 'deze fase is er geen troefelement.' },
          ],
        },
        {
          kind: 'decision',
          id: 'phases-cap',
          text: 'Met de tafeloptie „Te spelen fasen” eindigt het spel eerder. Een getal boven de gewone lengte (13, met zeven spelers 12) wordt daarop teruggebracht.',
        },
      ],
    },
    {
      id: 'blind',
      title: 'Fase 1 wordt blind gespeeld',
      blocks: [
        {
          kind: 'p',
          text: 'In fase 1 zie je de ene kaart van alle anderen — alleen je eigen kaart niet. Ook de gever kiest de troef zonder zijn kaart te kennen, en iedereen biedt blind.',
        },
        {
          kind: 'decision',
          id: 'blind-turn-up',
          text: 'Je draait je eigen kaart om zodra je hem moet spelen — spelen moet je hem toch. Pas dan zie je hem, en pas dan kiest de eigenaar van een Kitsune haar gedaante.',
        },
      ],
    },
    {
      id: 'bids',
      title: 'Bieden',
      blocks: [
        {
          kind: 'p',
          text: 'Links van de gever beginnend biedt iedereen hoeveel slagen hij haalt, van 0 tot het aantal kaarten in zijn hand. De biedingen mogen samen <b>niet</b> gelijk zijn aan het aantal slagen: de laatste bieder mag het getal niet kiezen waarmee het precies uitkomt. Zo zit er altijd minstens één speler naast.',
        },
      ],
    },
    {
      id: 'follow',
      title: 'Bekennen',
      blocks: [
        {
          kind: 'p',
          text: 'De speler links van de gever komt uit in de eerste slag; daarna komt steeds de winnaar van de vorige slag uit.',
        },
        {
          kind: 'list',
          items: [
            'Wordt er een elementkaart uitgespeeld, dan moet iedereen daarna dat element bekennen als hij kan — maar een speciale kaart mag <b>altijd</b> in plaats daarvan.',
            'Zodra er een speciale kaart behalve een Tanuki in de slag ligt, hoeven de volgende spelers niet meer te bekennen.',
            'Komt iemand uit met een Zonde, Demon of Ziel (of een Kitsune als Zonde), dan hoeft niemand te bekennen.',
            'Een <b>Kitsune</b> wordt gespeeld als Zonde of als Tanuki; ze telt dan in alles precies als die kaart — bij bekennen, bij winnen en bij bonussen.',
          ],
        },
        {
          kind: 'decision',
          id: 'tanuki-lead',
          text: 'Komt iemand uit met een Tanuki, dan bepaalt de eerste elementkaart daarna welk element de volgende spelers moeten bekennen. Tot dan (bijvoorbeeld na Tanuki, Tanuki) is alles toegestaan. De troef verandert niet.',
        },
        {
          kind: 'decision',
          id: 'space',
          text: 'Ruimte is een element: wordt ruimte uitgespeeld, dan moet je bekennen, en uitkomen met ruimte mag altijd. Elke andere ruimtekaart — afgegooid omdat je niet kunt bekennen, of gespeeld terwijl er niets bekend hoeft te worden — mag alleen als je geen kaart van het troefelement hebt. Is ruimte zelf troef, of is er geen troef, dan geldt deze beperking niet.',
        },
      ],
    },
    {
      id: 'winning',
      title: 'Wie de slag wint',
      blocks: [
        {
          kind: 'decision',
          id: 'card-by-card',
          text: 'Een slag wordt kaart voor kaart beslist. De eerste kaart ligt voorlopig voor; elke latere kaart neemt het over als ze de kaart verslaat die op dat moment voorligt. Welke kaart welke verslaat, staat in de tabel — lees een rij tegen een kolom.',
        },
        {
          kind: 'figure',
          figure: 'sevensins.table',
          caption:
            'De rij verslaat de kolom. Zonde verslaat Demon, Demon verslaat Ziel, Ziel verslaat Zonde — in die kring wint dus wie later komt. Van twee gelijke speciale kaarten houdt de eerste stand; liggen er alleen Tanuki’s, dan wint de eerste Tanuki.',
        },
        {
          kind: 'p',
          text: 'Elementkaart tegen elementkaart: een <b>ruimtekaart</b> verslaat elk ander element, de hogere ruimte de lagere. Anders verslaat een <b>troefkaart</b> elke kaart die geen troef is, de hogere troef de lagere. Anders verslaat een kaart van het gevraagde element alle andere, de hogere de lagere. Een kaart van een ander element wint nooit.',
        },
        {
          kind: 'figure',
          figure: 'sevensins.trick',
          caption:
            'Vuur is troef en er werd water gevraagd. Water 13 verslaat water 9, vuur 2 verslaat als troef beide — maar dan komt een Zonde, en een Zonde verslaat elke elementkaart. De Zonde wint de slag.',
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
            { term: 'Bod = slagen > 0', text: '3 punten per slag, plus bonussen' },
            { term: 'Bod = slagen = 0', text: 'evenveel punten als het nummer van de fase, plus bonussen' },
            { term: '0 geboden, toch slagen', text: 'min het nummer van de fase' },
            { term: 'Bod gemist', text: 'min het verschil tussen bod en slagen' },
          ],
        },
        {
          kind: 'p',
          text: 'Bonussen tellen alleen als je bod precies klopt: <b>+2</b> voor elke Zonde in een slag die je met een Ziel won, en <b>+5</b> voor elke Ziel in een slag die je met een Demon won.',
        },
        {
          kind: 'decision',
          id: 'bonus-winner',
          text: 'De bonus gaat naar de winnaar van de slag, voor elke verslagen kaart van die soort in de slag. Een Kitsune gespeeld als Zonde telt als Zonde; als Tanuki levert ze niets op.',
        },
        {
          kind: 'p',
          text: 'In fase 7 en 13 telt alles dubbel — punten, bonussen en minpunten. Een omgedraaide Ziel verdubbelt de fase ook, en maakt haar in fase 7 en 13 zelfs viervoudig.',
        },
        {
          kind: 'example',
          title: 'Voorbeelden',
          lines: [
            'Bod 5, 5 slagen: +15.',
            'Bod 5, 2 slagen: −3.',
            'Fase 5, bod 0, 0 slagen: +5.',
            'Fase 5, bod 0, 1 slag: −5.',
            'In fase 7 worden de eerste twee +30 en −6; met een omgedraaide Ziel ×4.',
          ],
        },
      ],
    },
    {
      id: 'table',
      title: 'Aan deze tafel',
      blocks: [
        {
          kind: 'p',
          text: 'De handen zijn geheim (in fase 1 andersom). Open voor iedereen: de omgedraaide kaart, het troefelement, alle biedingen, de lopende slag, de gespeelde slagen van de fase (de laatste kun je dus nog eens bekijken), het aantal slagen en de punten.',
        },
      ],
    },
  ],
};

export const SEVENSINS_RULES: Record<Language, RulesDoc> = { de, en, nl };
