/** Die sieben Siegel: the rules in Dutch (the other languages mirror its sections and decision ids). */
import type { RulesDoc } from '../../types';

export const nl: RulesDoc = {
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
