/**
 * The Abyss curses for the rules: German and English names and texts come from the shared
 * data the engine reads (src/shared/games/abyss-data.ts); the Dutch ones are written here.
 */
import { ABYSS_CURSES, type AbyssCurseId } from '../../../../shared/games/abyss-data';
import type { Language } from '../../../../shared/settings';
import type { Term } from '../../types';

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

/** The curses as rule terms, numbered as on their cards, in a language. */
export function curseTerms(lang: Language): Term[] {
  return ABYSS_CURSES.map((c) => {
    if (lang === 'nl')
      return { term: `${c.number}. ${ABYSS_CURSES_NL[c.id].name}`, text: ABYSS_CURSES_NL[c.id].text };
    if (lang === 'de') return { term: `${c.number}. ${c.nameDe}`, text: c.textDe };
    return { term: `${c.number}. ${c.nameEn}`, text: c.textEn };
  });
}
