/**
 * The message files, one per namespace and language (src/shared/messages/<language>/<namespace>.json),
 * gathered into one catalog. A key is `<namespace>.<key in the file>`. English is the master:
 * its files type every key (MessageKey), so a key misspelt in code fails the typecheck; German and
 * Dutch are typed by it, so a namespace one of them lacks fails it too (test/unit/shared/i18n
 * checks that every key is in every language with the same placeholders).
 */
import type { Language } from '../settings';
import enAbyss from '../messages/en/abyss.json';
import enAnalysis from '../messages/en/analysis.json';
import enApp from '../messages/en/app.json';
import enCards from '../messages/en/cards.json';
import enChallenge from '../messages/en/challenge.json';
import enCurses from '../messages/en/curses.json';
import enDreizehn from '../messages/en/dreizehn.json';
import enElements from '../messages/en/elements.json';
import enLesson from '../messages/en/lesson.json';
import enLessonAbyss from '../messages/en/lesson-abyss.json';
import enLessonDreizehn from '../messages/en/lesson-dreizehn.json';
import enLessonSevensins from '../messages/en/lesson-sevensins.json';
import enLessonSiegel from '../messages/en/lesson-siegel.json';
import enLobby from '../messages/en/lobby.json';
import enPar from '../messages/en/par.json';
import enReplay from '../messages/en/replay.json';
import enSaves from '../messages/en/saves.json';
import enSevensins from '../messages/en/sevensins.json';
import enSiegel from '../messages/en/siegel.json';
import enStatistics from '../messages/en/statistics.json';
import enUnits from '../messages/en/units.json';
import deAbyss from '../messages/de/abyss.json';
import deAnalysis from '../messages/de/analysis.json';
import deApp from '../messages/de/app.json';
import deCards from '../messages/de/cards.json';
import deChallenge from '../messages/de/challenge.json';
import deCurses from '../messages/de/curses.json';
import deDreizehn from '../messages/de/dreizehn.json';
import deElements from '../messages/de/elements.json';
import deLesson from '../messages/de/lesson.json';
import deLessonAbyss from '../messages/de/lesson-abyss.json';
import deLessonDreizehn from '../messages/de/lesson-dreizehn.json';
import deLessonSevensins from '../messages/de/lesson-sevensins.json';
import deLessonSiegel from '../messages/de/lesson-siegel.json';
import deLobby from '../messages/de/lobby.json';
import dePar from '../messages/de/par.json';
import deReplay from '../messages/de/replay.json';
import deSaves from '../messages/de/saves.json';
import deSevensins from '../messages/de/sevensins.json';
import deSiegel from '../messages/de/siegel.json';
import deStatistics from '../messages/de/statistics.json';
import deUnits from '../messages/de/units.json';
import nlAbyss from '../messages/nl/abyss.json';
import nlAnalysis from '../messages/nl/analysis.json';
import nlApp from '../messages/nl/app.json';
import nlCards from '../messages/nl/cards.json';
import nlChallenge from '../messages/nl/challenge.json';
import nlCurses from '../messages/nl/curses.json';
import nlDreizehn from '../messages/nl/dreizehn.json';
import nlElements from '../messages/nl/elements.json';
import nlLesson from '../messages/nl/lesson.json';
import nlLessonAbyss from '../messages/nl/lesson-abyss.json';
import nlLessonDreizehn from '../messages/nl/lesson-dreizehn.json';
import nlLessonSevensins from '../messages/nl/lesson-sevensins.json';
import nlLessonSiegel from '../messages/nl/lesson-siegel.json';
import nlLobby from '../messages/nl/lobby.json';
import nlPar from '../messages/nl/par.json';
import nlReplay from '../messages/nl/replay.json';
import nlSaves from '../messages/nl/saves.json';
import nlSevensins from '../messages/nl/sevensins.json';
import nlSiegel from '../messages/nl/siegel.json';
import nlStatistics from '../messages/nl/statistics.json';
import nlUnits from '../messages/nl/units.json';

const EN = {
  abyss: enAbyss,
  analysis: enAnalysis,
  app: enApp,
  cards: enCards,
  challenge: enChallenge,
  curses: enCurses,
  dreizehn: enDreizehn,
  elements: enElements,
  lesson: enLesson,
  'lesson-abyss': enLessonAbyss,
  'lesson-dreizehn': enLessonDreizehn,
  'lesson-sevensins': enLessonSevensins,
  'lesson-siegel': enLessonSiegel,
  lobby: enLobby,
  par: enPar,
  replay: enReplay,
  saves: enSaves,
  sevensins: enSevensins,
  siegel: enSiegel,
  statistics: enStatistics,
  units: enUnits,
};

/** The namespaces, each a file per language. */
export type Namespace = keyof typeof EN;
type Files = { readonly [N in Namespace]: Readonly<Record<string, string>> };
/** Every key of every namespace, as code names it: "lobby.toast.closed". */
export type MessageKey = { [N in Namespace]: `${N}.${keyof (typeof EN)[N] & string}` }[Namespace];

const FILES: Record<Language, Files> = {
  en: EN,
  de: {
    abyss: deAbyss,
    analysis: deAnalysis,
    app: deApp,
    cards: deCards,
    challenge: deChallenge,
    curses: deCurses,
    dreizehn: deDreizehn,
    elements: deElements,
    lesson: deLesson,
    'lesson-abyss': deLessonAbyss,
    'lesson-dreizehn': deLessonDreizehn,
    'lesson-sevensins': deLessonSevensins,
    'lesson-siegel': deLessonSiegel,
    lobby: deLobby,
    par: dePar,
    replay: deReplay,
    saves: deSaves,
    sevensins: deSevensins,
    siegel: deSiegel,
    statistics: deStatistics,
    units: deUnits,
  },
  nl: {
    abyss: nlAbyss,
    analysis: nlAnalysis,
    app: nlApp,
    cards: nlCards,
    challenge: nlChallenge,
    curses: nlCurses,
    dreizehn: nlDreizehn,
    elements: nlElements,
    lesson: nlLesson,
    'lesson-abyss': nlLessonAbyss,
    'lesson-dreizehn': nlLessonDreizehn,
    'lesson-sevensins': nlLessonSevensins,
    'lesson-siegel': nlLessonSiegel,
    lobby: nlLobby,
    par: nlPar,
    replay: nlReplay,
    saves: nlSaves,
    sevensins: nlSevensins,
    siegel: nlSiegel,
    statistics: nlStatistics,
    units: nlUnits,
  },
};

/** The namespaces in the order of the files. */
export const NAMESPACES = Object.keys(EN) as Namespace[];

function flatten(files: Files): Readonly<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const ns of NAMESPACES)
    for (const [key, value] of Object.entries(files[ns])) out[`${ns}.${key}`] = value;
  return out;
}

/** Every message by its full key, per language. */
export const CATALOG: Readonly<Record<Language, Readonly<Record<string, string>>>> = {
  en: flatten(FILES.en),
  de: flatten(FILES.de),
  nl: flatten(FILES.nl),
};

/** One namespace's messages in each language, keyed without the namespace (typed by the English file). */
export function namespaceFiles<N extends Namespace>(
  ns: N,
): Record<Language, Record<keyof (typeof EN)[N] & string, string>> {
  return { en: FILES.en[ns], de: FILES.de[ns], nl: FILES.nl[ns] } as Record<
    Language,
    Record<keyof (typeof EN)[N] & string, string>
  >;
}
