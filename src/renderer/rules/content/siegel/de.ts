/** Die sieben Siegel: the rules in German (the other languages mirror its sections and decision ids). */
import type { RulesDoc } from '../../types';

export const de: RulesDoc = {
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
