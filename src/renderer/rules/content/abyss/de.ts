/** SevenSins – Abyss: the rules in German (the other languages mirror its sections and decision ids). */
import type { RulesDoc } from '../../types';
import { curseTerms } from './curses';

export const de: RulesDoc = {
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
