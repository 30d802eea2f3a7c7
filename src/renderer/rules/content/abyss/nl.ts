/** SevenSins – Abyss: the rules in Dutch (the other languages mirror its sections and decision ids). */
import type { RulesDoc } from '../../types';
import { curseTerms } from './curses';

export const nl: RulesDoc = {
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
          text: 'Bij Doorgeven is de linkerbuur de volgende speler met de klok mee. Tot de kaarten overgaan, zien de anderen alleen of iemand al gekozen heeft; daarna ken je de kaart die je gaf en de kaart die je kreeg.',
        },
        {
          kind: 'decision',
          id: 'storm-when',
          text: 'De Storm wisselt direct na het delen, nog vóór het doorgeven en vóór de eerste slag.',
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
          text: 'Een vloek werkt vanaf de slag na die waarin hij getrokken werd. Droogte, Doorgeven, Storm en Zuiging werken vanaf de volgende fase.',
        },
        {
          kind: 'list',
          items: [
            'Na elke slag verplaatst de figuur zich (die van de winnaar, onder Ontheiliging die van de uitkomer), met het effect van de velden waarop ze landt; dan volgt de volgende slag. Na de laatste slag van een fase en die zet komt Zuiging.',
            'Een zet van 2 velden (Hebzucht, Honger) bestaat uit twee losse stappen. Elke stap is een landing: de sprongkeuze en het veldeffect komen na elke stap. Hebzucht en Honger samen geven toch maar 2 velden.',
            'Ketenen schrapt de hele zet, ook Hebzucht en Honger. Ontheiliging geeft de hele zet aan de uitkomer — maar wie zelf uitkwam en won, gaat onder Ketenen niet vooruit, dus niemand gaat.',
            'Vloeken beoordelen een kaart naar wat ze telt: onder Zielenslaap is een Ziel een Tanuki, dus haar slag is voor Ontheiliging niet „door een Ziel gewonnen”; een Kitsune gespeeld als Zonde is een Zonde.',
            'De Storm wisselt de twee hoogste bezette plaatsen zoals ze op het bord liggen, ook onder Spiegel.',
            'Wie het doel bereikt, beëindigt het spel meteen: geen veldeffect, geen Zuiging. Ook een sprong kan een figuur in het doel brengen.',
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
