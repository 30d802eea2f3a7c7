/**
 * The message files, one per namespace and language (src/shared/messages/<language>/<namespace>.json),
 * gathered into one catalog. A key is `<namespace>.<key in the file>`. English is the master:
 * its files type every key (MessageKey), so a key misspelt in code fails the typecheck; German and
 * Dutch are typed by it, so a namespace one of them lacks fails it too (test/unit/shared/i18n
 * checks that every key is in every language with the same placeholders).
 */
import type { Language } from './languages';
import enAbyss from '../messages/en/abyss.json' with { type: 'json' };
import enAbyssRules from '../messages/en/abyss-rules.json' with { type: 'json' };
import enAnalysis from '../messages/en/analysis.json' with { type: 'json' };
import enApp from '../messages/en/app.json' with { type: 'json' };
import enCards from '../messages/en/cards.json' with { type: 'json' };
import enChallenge from '../messages/en/challenge.json' with { type: 'json' };
import enCurses from '../messages/en/curses.json' with { type: 'json' };
import enDreizehn from '../messages/en/dreizehn.json' with { type: 'json' };
import enDreizehnRules from '../messages/en/dreizehn-rules.json' with { type: 'json' };
import enElements from '../messages/en/elements.json' with { type: 'json' };
import enHost from '../messages/en/host.json' with { type: 'json' };
import enLesson from '../messages/en/lesson.json' with { type: 'json' };
import enLessonAbyss from '../messages/en/lesson-abyss.json' with { type: 'json' };
import enLessonDreizehn from '../messages/en/lesson-dreizehn.json' with { type: 'json' };
import enLessonSevensins from '../messages/en/lesson-sevensins.json' with { type: 'json' };
import enLessonSiegel from '../messages/en/lesson-siegel.json' with { type: 'json' };
import enLobby from '../messages/en/lobby.json' with { type: 'json' };
import enPar from '../messages/en/par.json' with { type: 'json' };
import enRecords from '../messages/en/records.json' with { type: 'json' };
import enRefuse from '../messages/en/refuse.json' with { type: 'json' };
import enReplay from '../messages/en/replay.json' with { type: 'json' };
import enSaves from '../messages/en/saves.json' with { type: 'json' };
import enSevensins from '../messages/en/sevensins.json' with { type: 'json' };
import enSevensinsRules from '../messages/en/sevensins-rules.json' with { type: 'json' };
import enSiegel from '../messages/en/siegel.json' with { type: 'json' };
import enSiegelRules from '../messages/en/siegel-rules.json' with { type: 'json' };
import enStatistics from '../messages/en/statistics.json' with { type: 'json' };
import enUnits from '../messages/en/units.json' with { type: 'json' };
import deAbyss from '../messages/de/abyss.json' with { type: 'json' };
import deAbyssRules from '../messages/de/abyss-rules.json' with { type: 'json' };
import deAnalysis from '../messages/de/analysis.json' with { type: 'json' };
import deApp from '../messages/de/app.json' with { type: 'json' };
import deCards from '../messages/de/cards.json' with { type: 'json' };
import deChallenge from '../messages/de/challenge.json' with { type: 'json' };
import deCurses from '../messages/de/curses.json' with { type: 'json' };
import deDreizehn from '../messages/de/dreizehn.json' with { type: 'json' };
import deDreizehnRules from '../messages/de/dreizehn-rules.json' with { type: 'json' };
import deElements from '../messages/de/elements.json' with { type: 'json' };
import deHost from '../messages/de/host.json' with { type: 'json' };
import deLesson from '../messages/de/lesson.json' with { type: 'json' };
import deLessonAbyss from '../messages/de/lesson-abyss.json' with { type: 'json' };
import deLessonDreizehn from '../messages/de/lesson-dreizehn.json' with { type: 'json' };
import deLessonSevensins from '../messages/de/lesson-sevensins.json' with { type: 'json' };
import deLessonSiegel from '../messages/de/lesson-siegel.json' with { type: 'json' };
import deLobby from '../messages/de/lobby.json' with { type: 'json' };
import dePar from '../messages/de/par.json' with { type: 'json' };
import deRecords from '../messages/de/records.json' with { type: 'json' };
import deRefuse from '../messages/de/refuse.json' with { type: 'json' };
import deReplay from '../messages/de/replay.json' with { type: 'json' };
import deSaves from '../messages/de/saves.json' with { type: 'json' };
import deSevensins from '../messages/de/sevensins.json' with { type: 'json' };
import deSevensinsRules from '../messages/de/sevensins-rules.json' with { type: 'json' };
import deSiegel from '../messages/de/siegel.json' with { type: 'json' };
import deSiegelRules from '../messages/de/siegel-rules.json' with { type: 'json' };
import deStatistics from '../messages/de/statistics.json' with { type: 'json' };
import deUnits from '../messages/de/units.json' with { type: 'json' };
import nlAbyss from '../messages/nl/abyss.json' with { type: 'json' };
import nlAbyssRules from '../messages/nl/abyss-rules.json' with { type: 'json' };
import nlAnalysis from '../messages/nl/analysis.json' with { type: 'json' };
import nlApp from '../messages/nl/app.json' with { type: 'json' };
import nlCards from '../messages/nl/cards.json' with { type: 'json' };
import nlChallenge from '../messages/nl/challenge.json' with { type: 'json' };
import nlCurses from '../messages/nl/curses.json' with { type: 'json' };
import nlDreizehn from '../messages/nl/dreizehn.json' with { type: 'json' };
import nlDreizehnRules from '../messages/nl/dreizehn-rules.json' with { type: 'json' };
import nlElements from '../messages/nl/elements.json' with { type: 'json' };
import nlHost from '../messages/nl/host.json' with { type: 'json' };
import nlLesson from '../messages/nl/lesson.json' with { type: 'json' };
import nlLessonAbyss from '../messages/nl/lesson-abyss.json' with { type: 'json' };
import nlLessonDreizehn from '../messages/nl/lesson-dreizehn.json' with { type: 'json' };
import nlLessonSevensins from '../messages/nl/lesson-sevensins.json' with { type: 'json' };
import nlLessonSiegel from '../messages/nl/lesson-siegel.json' with { type: 'json' };
import nlLobby from '../messages/nl/lobby.json' with { type: 'json' };
import nlPar from '../messages/nl/par.json' with { type: 'json' };
import nlRecords from '../messages/nl/records.json' with { type: 'json' };
import nlRefuse from '../messages/nl/refuse.json' with { type: 'json' };
import nlReplay from '../messages/nl/replay.json' with { type: 'json' };
import nlSaves from '../messages/nl/saves.json' with { type: 'json' };
import nlSevensins from '../messages/nl/sevensins.json' with { type: 'json' };
import nlSevensinsRules from '../messages/nl/sevensins-rules.json' with { type: 'json' };
import nlSiegel from '../messages/nl/siegel.json' with { type: 'json' };
import nlSiegelRules from '../messages/nl/siegel-rules.json' with { type: 'json' };
import nlStatistics from '../messages/nl/statistics.json' with { type: 'json' };
import nlUnits from '../messages/nl/units.json' with { type: 'json' };

const EN = {
  abyss: enAbyss,
  'abyss-rules': enAbyssRules,
  analysis: enAnalysis,
  app: enApp,
  cards: enCards,
  challenge: enChallenge,
  curses: enCurses,
  dreizehn: enDreizehn,
  'dreizehn-rules': enDreizehnRules,
  elements: enElements,
  host: enHost,
  lesson: enLesson,
  'lesson-abyss': enLessonAbyss,
  'lesson-dreizehn': enLessonDreizehn,
  'lesson-sevensins': enLessonSevensins,
  'lesson-siegel': enLessonSiegel,
  lobby: enLobby,
  par: enPar,
  records: enRecords,
  refuse: enRefuse,
  replay: enReplay,
  saves: enSaves,
  sevensins: enSevensins,
  'sevensins-rules': enSevensinsRules,
  siegel: enSiegel,
  'siegel-rules': enSiegelRules,
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
    'abyss-rules': deAbyssRules,
    analysis: deAnalysis,
    app: deApp,
    cards: deCards,
    challenge: deChallenge,
    curses: deCurses,
    dreizehn: deDreizehn,
    'dreizehn-rules': deDreizehnRules,
    elements: deElements,
    host: deHost,
    lesson: deLesson,
    'lesson-abyss': deLessonAbyss,
    'lesson-dreizehn': deLessonDreizehn,
    'lesson-sevensins': deLessonSevensins,
    'lesson-siegel': deLessonSiegel,
    lobby: deLobby,
    par: dePar,
    records: deRecords,
    refuse: deRefuse,
    replay: deReplay,
    saves: deSaves,
    sevensins: deSevensins,
    'sevensins-rules': deSevensinsRules,
    siegel: deSiegel,
    'siegel-rules': deSiegelRules,
    statistics: deStatistics,
    units: deUnits,
  },
  nl: {
    abyss: nlAbyss,
    'abyss-rules': nlAbyssRules,
    analysis: nlAnalysis,
    app: nlApp,
    cards: nlCards,
    challenge: nlChallenge,
    curses: nlCurses,
    dreizehn: nlDreizehn,
    'dreizehn-rules': nlDreizehnRules,
    elements: nlElements,
    host: nlHost,
    lesson: nlLesson,
    'lesson-abyss': nlLessonAbyss,
    'lesson-dreizehn': nlLessonDreizehn,
    'lesson-sevensins': nlLessonSevensins,
    'lesson-siegel': nlLessonSiegel,
    lobby: nlLobby,
    par: nlPar,
    records: nlRecords,
    refuse: nlRefuse,
    replay: nlReplay,
    saves: nlSaves,
    sevensins: nlSevensins,
    'sevensins-rules': nlSevensinsRules,
    siegel: nlSiegel,
    'siegel-rules': nlSiegelRules,
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
