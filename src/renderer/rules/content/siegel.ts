/** Die sieben Siegel: the rules in our own words, in German, English and Dutch. */
import type { Language } from '../../../shared/settings';
import type { RulesDoc } from '../types';

const en: RulesDoc = {
  game: 'siegel',
  title: 'Die sieben Siegel',
  lead: 'A trick-taking game by Stefan Dorra for 3 to 5 players. Predict your tricks with seals — whatever you fail to win back costs you points.',
  sections: [
    {
      id: 'goal',
      title: 'The idea',
      blocks: [
        {
          kind: 'p',
          text: 'Before each round you take a seal for every trick you expect to win, in the colour you expect to win it with. Every trick you win lets you hand back one matching seal. Seals still in front of you at the end of the round are penalty points. After the last round, the <b>lowest</b> total wins.',
        },
        {
          kind: 'p',
          text: 'One player may instead become the <b>saboteur</b>: they take no seals and score well when the others misjudge their hands.',
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
            '<b>Cards</b> in five colours: red, yellow, green, blue and violet. Red is always trump.',
            'The deck depends on the number of players: with 3 players values 1–9, with 4 players 1–12, with 5 players 1–15. Everyone always holds 15 cards.',
            '<b>27 seals</b> in the centre: 5 red, 3 each of yellow, green, blue and violet, 4 white and 6 black.',
            'The <b>saboteur</b>, a hooded figure.',
          ],
        },
      ],
    },
    {
      id: 'predict',
      title: 'Predicting',
      blocks: [
        {
          kind: 'p',
          text: 'The dealer deals 15 cards to each player. Starting left of the dealer, each player in turn does exactly one of two things:',
        },
        {
          kind: 'list',
          items: [
            '<b>Predict:</b> take seals from the centre — as many of each colour as you expect to win tricks with that colour. Any total from 0 to 15 is allowed; taking none means you expect to win no trick at all.',
            '<b>Take the saboteur</b>, if nobody has taken it this round. Nobody has to.',
          ],
        },
        {
          kind: 'p',
          text: 'If the centre has run out of a colour you want, take that seal from another player who holds it. As compensation, that player immediately receives a white seal from the centre. Example: Peter wants a blue seal, but the centre has none left; he takes Sabine’s blue seal, and Sabine receives a white one.',
        },
        {
          kind: 'decision',
          id: 'steal-needs-white',
          text: 'You can only take a seal from another player while the centre still has a white seal to give them. If no white seal is left, or nobody holds that colour, that prediction is not possible — the table does not offer it.',
        },
        {
          kind: 'decision',
          id: 'victim-named',
          text: 'You choose whom you take each missing seal from. The saboteur holds no seals and can never be chosen. You take exactly as many as the centre lacks, never more than a player holds, and never more than there are white seals left.',
        },
        {
          kind: 'decision',
          id: 'centre-first',
          text: 'Your seals always come from the centre first; only what the centre lacks is taken from other players, colour by colour. The white seals go to the other players in the order in which you took from them.',
        },
      ],
    },
    {
      id: 'play',
      title: 'Playing the tricks',
      blocks: [
        {
          kind: 'p',
          text: 'The player left of the dealer leads any card. In clockwise order everyone plays one card and must <b>follow</b> the colour that was led if they can. If you cannot follow, you may play any card — a red one included.',
        },
        {
          kind: 'p',
          text: 'The highest red card wins the trick. If no red card was played, the highest card of the led colour wins. The winner leads the next trick. After 15 tricks the round is scored.',
        },
        {
          kind: 'figure',
          figure: 'siegel.trick',
          caption:
            'Yellow was led. Ben cannot follow and trumps with the red 3: red beats every yellow card, so Ben wins the trick — even against the yellow 12.',
        },
      ],
    },
    {
      id: 'return',
      title: 'Handing back a seal',
      blocks: [
        {
          kind: 'p',
          text: 'Whoever wins a trick immediately hands back one seal to the centre:',
        },
        {
          kind: 'list',
          items: [
            'red was led: a <b>red</b> seal;',
            'another colour was led and a red card won: a red seal <b>or</b> a seal of the led colour, as the winner prefers;',
            'another colour was led and won with that colour: a seal of the <b>led colour</b>;',
            'a <b>white</b> seal may always be handed back instead — it is a joker.',
          ],
        },
        {
          kind: 'p',
          text: 'You must hand back a seal if you hold one that fits. A winner who holds none of the fitting seals must take a <b>black</b> seal from the centre. If no black seal is left, nothing happens — lucky!',
        },
        {
          kind: 'figure',
          figure: 'siegel.return',
          caption:
            'Ben won a yellow trick with red. He may hand back his red, his yellow or his white seal — not the blue one. Had he none of them, he would take a black seal.',
        },
        {
          kind: 'p',
          text: 'The saboteur wins tricks like everyone else, but never hands back or takes a seal.',
        },
      ],
    },
    {
      id: 'scoring',
      title: 'Scoring',
      blocks: [
        {
          kind: 'p',
          text: 'At the end of the round every seal still in front of a player costs penalty points:',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Coloured seal', text: '2 points each (red, yellow, green, blue, violet)' },
            { term: 'Black seal', text: '3 points each' },
            { term: 'White seal', text: '4 points each' },
            {
              term: 'Saboteur',
              text: '4 points minus the number of black seals the other players took this round, but never below 0',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Example: a round with four players',
          lines: [
            'Frank kept one black seal: 3 points.',
            'Sabine kept one white seal: 4 points.',
            'Katrin was the saboteur and the others took 2 black seals: 4 − 2 = 2 points.',
            'Peter kept one yellow and one black seal: 2 + 3 = 5 points.',
          ],
        },
        {
          kind: 'p',
          text: 'Experienced players can start the saboteur at 5 instead of 4 (table option “Saboteur base score”). If nobody took the saboteur, nobody scores this way.',
        },
      ],
    },
    {
      id: 'game',
      title: 'End of the game',
      blocks: [
        {
          kind: 'p',
          text: 'Play as many rounds as there are players — with three players, six rounds. After each round all seals and the saboteur go back to the centre and the deal passes to the left. The lowest total wins; equal lowest totals share the victory.',
        },
      ],
    },
    {
      id: 'table',
      title: 'At this table',
      blocks: [
        {
          kind: 'p',
          text: 'Your hand is secret. The seals in front of each player, who holds the saboteur, all predictions and the cards of the current trick are open to everyone.',
        },
        {
          kind: 'decision',
          id: 'last-trick',
          text: 'Everyone may look at the last completed trick again; earlier tricks stay face down, as with the real cards.',
        },
        {
          kind: 'decision',
          id: 'zero-counts',
          text: 'A colour you take no seals of simply does not appear in your prediction; “0 red” and “no red” are the same.',
        },
        {
          kind: 'decision',
          id: 'last-return',
          text: 'If the winner of the 15th trick has a choice of seals, the round is scored only after that choice.',
        },
        {
          kind: 'decision',
          id: 'offered-steals',
          text: 'When the table offers you a prediction that needs seals from other players, it suggests taking them clockwise from your left; you may choose other players instead.',
        },
        {
          kind: 'decision',
          id: 'spectator',
          text: 'Someone watching the table sees no hand, and only the player whose turn it is sees their choices.',
        },
      ],
    },
  ],
};

const de: RulesDoc = {
  game: 'siegel',
  title: 'Die sieben Siegel',
  lead: 'Ein Stichspiel von Stefan Dorra für 3 bis 5 Spieler. Mit Siegeln sagt man seine Stiche an — was man nicht zurückgewinnt, kostet Punkte.',
  sections: [
    {
      id: 'goal',
      title: 'Worum es geht',
      blocks: [
        {
          kind: 'p',
          text: 'Vor jeder Runde nimmt man sich für jeden Stich, den man zu gewinnen glaubt, ein Siegel in der Farbe, mit der man ihn gewinnen will. Für jeden gewonnenen Stich darf man ein passendes Siegel zurückgeben. Siegel, die am Ende der Runde noch vor einem liegen, sind Minuspunkte. Nach der letzten Runde gewinnt, wer die <b>wenigsten</b> Punkte hat.',
        },
        {
          kind: 'p',
          text: 'Statt anzusagen kann ein Spieler den <b>Saboteur</b> übernehmen: Er nimmt keine Siegel und punktet, wenn sich die anderen verschätzen.',
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
            '<b>Karten</b> in fünf Farben: Rot, Gelb, Grün, Blau und Violett. Rot ist immer Trumpf.',
            'Mit wie vielen Karten gespielt wird, hängt von der Spielerzahl ab: zu dritt mit den Werten 1–9, zu viert 1–12, zu fünft 1–15. Jeder hat immer 15 Karten auf der Hand.',
            '<b>27 Siegel</b> in der Mitte: 5 rote, je 3 gelbe, grüne, blaue und violette, 4 weiße und 6 schwarze.',
            'Der <b>Saboteur</b>, eine Figur mit Kapuze.',
          ],
        },
      ],
    },
    {
      id: 'predict',
      title: 'Ansagen',
      blocks: [
        {
          kind: 'p',
          text: 'Der Geber teilt jedem 15 Karten aus. Links vom Geber beginnend macht reihum jeder Spieler genau eines von beiden:',
        },
        {
          kind: 'list',
          items: [
            '<b>Ansagen:</b> Er nimmt sich Siegel aus der Mitte — von jeder Farbe so viele, wie er Stiche mit dieser Farbe gewinnen will. Erlaubt sind insgesamt 0 bis 15 Siegel; wer keines nimmt, will keinen einzigen Stich machen.',
            '<b>Den Saboteur nehmen</b>, sofern ihn in dieser Runde noch niemand hat. Niemand ist dazu verpflichtet.',
          ],
        },
        {
          kind: 'p',
          text: 'Ist eine gewünschte Farbe in der Mitte ausgegangen, nimmt man das Siegel einem Mitspieler weg, der es besitzt. Als Ausgleich erhält dieser sofort ein weißes Siegel aus der Mitte. Beispiel: Peter möchte ein blaues Siegel, in der Mitte liegt keines mehr; er nimmt Sabines blaues Siegel, und Sabine bekommt ein weißes.',
        },
        {
          kind: 'decision',
          id: 'steal-needs-white',
          text: 'Einem Mitspieler darf man nur dann ein Siegel wegnehmen, wenn in der Mitte noch ein weißes Siegel für ihn liegt. Ist kein weißes mehr da oder besitzt niemand die Farbe, ist diese Ansage nicht möglich — der Tisch bietet sie gar nicht erst an.',
        },
        {
          kind: 'decision',
          id: 'victim-named',
          text: 'Wem man ein fehlendes Siegel wegnimmt, bestimmt man selbst. Der Saboteur besitzt keine Siegel und kommt dafür nie infrage. Man nimmt genau so viele, wie in der Mitte fehlen, keinem mehr, als er besitzt, und nie mehr, als weiße Siegel übrig sind.',
        },
        {
          kind: 'decision',
          id: 'centre-first',
          text: 'Die Siegel kommen immer zuerst aus der Mitte; nur was dort fehlt, wird Farbe für Farbe den Mitspielern weggenommen. Die weißen Siegel gehen in der Reihenfolge an die Mitspieler, in der man ihnen etwas weggenommen hat.',
        },
      ],
    },
    {
      id: 'play',
      title: 'Das Stichspiel',
      blocks: [
        {
          kind: 'p',
          text: 'Der Spieler links vom Geber spielt eine beliebige Karte aus. Im Uhrzeigersinn legt jeder eine Karte dazu und muss die ausgespielte Farbe <b>bedienen</b>, wenn er kann. Wer nicht bedienen kann, darf eine beliebige Karte spielen — auch eine rote.',
        },
        {
          kind: 'p',
          text: 'Die höchste rote Karte gewinnt den Stich. Liegt keine rote Karte im Stich, gewinnt die höchste Karte der ausgespielten Farbe. Wer den Stich gewinnt, spielt zum nächsten aus. Nach 15 Stichen wird die Runde gewertet.',
        },
        {
          kind: 'figure',
          figure: 'siegel.trick',
          caption:
            'Gelb wurde ausgespielt. Ben kann nicht bedienen und sticht mit der roten 3: Rot schlägt jede gelbe Karte, also gewinnt Ben den Stich — auch gegen die gelbe 12.',
        },
      ],
    },
    {
      id: 'return',
      title: 'Siegel zurückgeben',
      blocks: [
        {
          kind: 'p',
          text: 'Wer einen Stich gewinnt, gibt sofort ein Siegel in die Mitte zurück:',
        },
        {
          kind: 'list',
          items: [
            'Rot wurde ausgespielt: ein <b>rotes</b> Siegel;',
            'eine andere Farbe wurde ausgespielt und eine rote Karte hat gewonnen: nach Wahl ein rotes Siegel <b>oder</b> eines der ausgespielten Farbe;',
            'eine andere Farbe wurde ausgespielt und mit dieser Farbe gewonnen: ein Siegel der <b>ausgespielten Farbe</b>;',
            'ein <b>weißes</b> Siegel darf immer stattdessen zurückgegeben werden — es ist ein Joker.',
          ],
        },
        {
          kind: 'p',
          text: 'Besitzt man ein passendes Siegel, muss man es zurückgeben. Wer keines der passenden Siegel hat, muss ein <b>schwarzes</b> Siegel aus der Mitte nehmen. Ist kein schwarzes mehr da, passiert nichts — dann hat er Glück gehabt.',
        },
        {
          kind: 'figure',
          figure: 'siegel.return',
          caption:
            'Ben hat einen gelben Stich mit Rot gewonnen. Er darf sein rotes, sein gelbes oder sein weißes Siegel zurückgeben — das blaue nicht. Hätte er keines davon, müsste er ein schwarzes nehmen.',
        },
        {
          kind: 'p',
          text: 'Der Saboteur gewinnt Stiche wie alle anderen, gibt aber nie ein Siegel zurück und nimmt auch nie eines.',
        },
      ],
    },
    {
      id: 'scoring',
      title: 'Wertung',
      blocks: [
        {
          kind: 'p',
          text: 'Am Ende der Runde kostet jedes Siegel, das noch vor einem Spieler liegt, Minuspunkte:',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Farbiges Siegel', text: 'je 2 Punkte (Rot, Gelb, Grün, Blau, Violett)' },
            { term: 'Schwarzes Siegel', text: 'je 3 Punkte' },
            { term: 'Weißes Siegel', text: 'je 4 Punkte' },
            {
              term: 'Saboteur',
              text: '4 Punkte minus die Zahl der schwarzen Siegel, die die Mitspieler in dieser Runde genommen haben, aber nie weniger als 0',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Beispiel: eine Runde zu viert',
          lines: [
            'Frank hat ein schwarzes Siegel übrig: 3 Punkte.',
            'Sabine hat ein weißes Siegel übrig: 4 Punkte.',
            'Katrin war Saboteur, die anderen haben 2 schwarze Siegel genommen: 4 − 2 = 2 Punkte.',
            'Peter hat ein gelbes und ein schwarzes Siegel übrig: 2 + 3 = 5 Punkte.',
          ],
        },
        {
          kind: 'p',
          text: 'Erfahrene Spieler können den Saboteur mit 5 statt 4 beginnen lassen (Tischregel „Grundwert des Saboteurs“). Hat niemand den Saboteur genommen, entfällt diese Wertung.',
        },
      ],
    },
    {
      id: 'game',
      title: 'Spielende',
      blocks: [
        {
          kind: 'p',
          text: 'Es werden so viele Runden gespielt, wie Spieler mitspielen — zu dritt sechs Runden. Nach jeder Runde kommen alle Siegel und der Saboteur zurück in die Mitte, und der linke Nachbar wird Geber. Wer insgesamt die wenigsten Punkte hat, gewinnt; bei Gleichstand gibt es mehrere Sieger.',
        },
      ],
    },
    {
      id: 'table',
      title: 'An diesem Tisch',
      blocks: [
        {
          kind: 'p',
          text: 'Die eigenen Karten sind geheim. Die Siegel vor den Spielern, wer den Saboteur hat, alle Ansagen und die Karten des laufenden Stichs sieht jeder.',
        },
        {
          kind: 'decision',
          id: 'last-trick',
          text: 'Den zuletzt beendeten Stich darf sich jeder noch einmal ansehen; ältere Stiche bleiben verdeckt, wie bei den echten Karten.',
        },
        {
          kind: 'decision',
          id: 'zero-counts',
          text: 'Eine Farbe, von der man kein Siegel nimmt, taucht in der Ansage einfach nicht auf; „0 Rot“ und „kein Rot“ sind dasselbe.',
        },
        {
          kind: 'decision',
          id: 'last-return',
          text: 'Hat der Gewinner des 15. Stichs die Wahl zwischen mehreren Siegeln, wird die Runde erst nach seiner Wahl gewertet.',
        },
        {
          kind: 'decision',
          id: 'offered-steals',
          text: 'Bietet der Tisch eine Ansage an, für die man Mitspielern Siegel wegnehmen muss, schlägt er die Mitspieler im Uhrzeigersinn von links vor; man darf auch andere wählen.',
        },
        {
          kind: 'decision',
          id: 'spectator',
          text: 'Wer nur zuschaut, sieht keine Handkarten, und die Wahlmöglichkeiten sieht nur der Spieler, der gerade am Zug ist.',
        },
      ],
    },
  ],
};

const nl: RulesDoc = {
  game: 'siegel',
  title: 'Die sieben Siegel',
  lead: 'Een slagenspel van Stefan Dorra voor 3 tot 5 spelers. Met zegels voorspel je je slagen — wat je niet terugwint, kost punten.',
  sections: [
    {
      id: 'goal',
      title: 'Waar het om gaat',
      blocks: [
        {
          kind: 'p',
          text: 'Voor elke ronde neem je een zegel voor iedere slag die je denkt te winnen, in de kleur waarmee je hem wilt winnen. Voor elke gewonnen slag mag je een passend zegel teruggeven. Zegels die aan het eind van de ronde nog voor je liggen, zijn strafpunten. Na de laatste ronde wint wie de <b>minste</b> punten heeft.',
        },
        {
          kind: 'p',
          text: 'In plaats van te voorspellen kan één speler de <b>saboteur</b> worden: hij neemt geen zegels en scoort goed als de anderen zich vergissen.',
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
            '<b>Kaarten</b> in vijf kleuren: rood, geel, groen, blauw en paars. Rood is altijd troef.',
            'Het aantal kaarten hangt af van het aantal spelers: met 3 spelers de waarden 1–9, met 4 spelers 1–12, met 5 spelers 1–15. Iedereen heeft altijd 15 kaarten in de hand.',
            '<b>27 zegels</b> in het midden: 5 rode, elk 3 gele, groene, blauwe en paarse, 4 witte en 6 zwarte.',
            'De <b>saboteur</b>, een figuur met een kap.',
          ],
        },
      ],
    },
    {
      id: 'predict',
      title: 'Voorspellen',
      blocks: [
        {
          kind: 'p',
          text: 'De gever deelt iedereen 15 kaarten. Links van de gever beginnend doet elke speler op zijn beurt precies één van beide:',
        },
        {
          kind: 'list',
          items: [
            '<b>Voorspellen:</b> neem zegels uit het midden — van elke kleur zoveel als je slagen met die kleur denkt te winnen. Alles van 0 tot 15 zegels mag; wie er geen neemt, verwacht geen enkele slag.',
            '<b>De saboteur nemen</b>, als niemand hem deze ronde al heeft. Niemand is daartoe verplicht.',
          ],
        },
        {
          kind: 'p',
          text: 'Is een kleur die je wilt in het midden op, dan neem je dat zegel af van een medespeler die het heeft. Ter compensatie krijgt die speler meteen een wit zegel uit het midden. Voorbeeld: Peter wil een blauw zegel, maar het midden heeft er geen meer; hij neemt het blauwe zegel van Sabine, en Sabine krijgt een wit.',
        },
        {
          kind: 'decision',
          id: 'steal-needs-white',
          text: 'Je kunt een medespeler alleen een zegel afnemen zolang er in het midden nog een wit zegel voor hem ligt. Is er geen wit meer, of heeft niemand die kleur, dan is die voorspelling niet mogelijk — de tafel biedt haar niet aan.',
        },
        {
          kind: 'decision',
          id: 'victim-named',
          text: 'Je kiest zelf van wie je elk ontbrekend zegel neemt. De saboteur heeft geen zegels en komt daarvoor nooit in aanmerking. Je neemt precies zoveel als er in het midden ontbreken, van niemand meer dan hij heeft, en nooit meer dan er witte zegels over zijn.',
        },
        {
          kind: 'decision',
          id: 'centre-first',
          text: 'Je zegels komen altijd eerst uit het midden; alleen wat daar ontbreekt, neem je kleur voor kleur van medespelers. De witte zegels gaan naar de medespelers in de volgorde waarin je van hen nam.',
        },
      ],
    },
    {
      id: 'play',
      title: 'Slagen spelen',
      blocks: [
        {
          kind: 'p',
          text: 'De speler links van de gever komt uit met een willekeurige kaart. Met de klok mee speelt iedereen één kaart bij en moet hij de gevraagde kleur <b>bekennen</b> als hij kan. Wie niet kan bekennen, mag elke kaart spelen — ook een rode.',
        },
        {
          kind: 'p',
          text: 'De hoogste rode kaart wint de slag. Ligt er geen rode kaart in de slag, dan wint de hoogste kaart van de gevraagde kleur. De winnaar komt uit voor de volgende slag. Na 15 slagen wordt de ronde geteld.',
        },
        {
          kind: 'figure',
          figure: 'siegel.trick',
          caption:
            'Er werd geel gevraagd. Ben kan niet bekennen en troeft met de rode 3: rood verslaat elke gele kaart, dus Ben wint de slag — ook tegen de gele 12.',
        },
      ],
    },
    {
      id: 'return',
      title: 'Een zegel teruggeven',
      blocks: [
        {
          kind: 'p',
          text: 'Wie een slag wint, geeft meteen één zegel terug aan het midden:',
        },
        {
          kind: 'list',
          items: [
            'rood werd gevraagd: een <b>rood</b> zegel;',
            'een andere kleur werd gevraagd en een rode kaart won: naar keuze een rood zegel <b>of</b> een zegel van de gevraagde kleur;',
            'een andere kleur werd gevraagd en met die kleur gewonnen: een zegel van de <b>gevraagde kleur</b>;',
            'een <b>wit</b> zegel mag altijd in plaats daarvan worden teruggegeven — het is een joker.',
          ],
        },
        {
          kind: 'p',
          text: 'Heb je een passend zegel, dan moet je het teruggeven. Wie geen van de passende zegels heeft, moet een <b>zwart</b> zegel uit het midden nemen. Is er geen zwart meer, dan gebeurt er niets — geluk gehad!',
        },
        {
          kind: 'figure',
          figure: 'siegel.return',
          caption:
            'Ben won een gele slag met rood. Hij mag zijn rode, zijn gele of zijn witte zegel teruggeven — het blauwe niet. Had hij geen van die drie, dan zou hij een zwart zegel nemen.',
        },
        {
          kind: 'p',
          text: 'De saboteur wint slagen zoals iedereen, maar geeft nooit een zegel terug en neemt er ook nooit een.',
        },
      ],
    },
    {
      id: 'scoring',
      title: 'Telling',
      blocks: [
        {
          kind: 'p',
          text: 'Aan het eind van de ronde kost elk zegel dat nog voor een speler ligt strafpunten:',
        },
        {
          kind: 'terms',
          items: [
            { term: 'Gekleurd zegel', text: 'elk 2 punten (rood, geel, groen, blauw, paars)' },
            { term: 'Zwart zegel', text: 'elk 3 punten' },
            { term: 'Wit zegel', text: 'elk 4 punten' },
            {
              term: 'Saboteur',
              text: '4 punten min het aantal zwarte zegels dat de anderen deze ronde namen, maar nooit minder dan 0',
            },
          ],
        },
        {
          kind: 'example',
          title: 'Voorbeeld: een ronde met vier spelers',
          lines: [
            'Frank houdt één zwart zegel over: 3 punten.',
            'Sabine houdt één wit zegel over: 4 punten.',
            'Katrin was saboteur en de anderen namen 2 zwarte zegels: 4 − 2 = 2 punten.',
            'Peter houdt een geel en een zwart zegel over: 2 + 3 = 5 punten.',
          ],
        },
        {
          kind: 'p',
          text: 'Ervaren spelers laten de saboteur bij 5 in plaats van 4 beginnen (tafeloptie „Basiswaarde saboteur”). Heeft niemand de saboteur genomen, dan vervalt deze telling.',
        },
      ],
    },
    {
      id: 'game',
      title: 'Einde van het spel',
      blocks: [
        {
          kind: 'p',
          text: 'Er worden evenveel rondes gespeeld als er spelers zijn — met drie spelers zes rondes. Na elke ronde gaan alle zegels en de saboteur terug naar het midden en wordt de linkerbuur gever. Wie in totaal de minste punten heeft, wint; bij gelijkspel delen de spelers de overwinning.',
        },
      ],
    },
    {
      id: 'table',
      title: 'Aan deze tafel',
      blocks: [
        {
          kind: 'p',
          text: 'Je hand is geheim. De zegels voor elke speler, wie de saboteur heeft, alle voorspellingen en de kaarten van de lopende slag ziet iedereen.',
        },
        {
          kind: 'decision',
          id: 'last-trick',
          text: 'Iedereen mag de laatst gespeelde slag nog eens bekijken; oudere slagen blijven gedekt, zoals bij de echte kaarten.',
        },
        {
          kind: 'decision',
          id: 'zero-counts',
          text: 'Een kleur waarvan je geen zegels neemt, staat gewoon niet in je voorspelling; „0 rood” en „geen rood” zijn hetzelfde.',
        },
        {
          kind: 'decision',
          id: 'last-return',
          text: 'Heeft de winnaar van de 15e slag de keuze tussen zegels, dan wordt de ronde pas na die keuze geteld.',
        },
        {
          kind: 'decision',
          id: 'offered-steals',
          text: 'Biedt de tafel een voorspelling aan waarvoor je zegels van anderen moet nemen, dan stelt ze voor die met de klok mee vanaf je linkerbuur te nemen; je mag ook anderen kiezen.',
        },
        {
          kind: 'decision',
          id: 'spectator',
          text: 'Wie alleen toekijkt, ziet geen handkaarten, en alleen de speler die aan de beurt is, ziet zijn keuzes.',
        },
      ],
    },
  ],
};

export const SIEGEL_RULES: Record<Language, RulesDoc> = { de, en, nl };
