/**
 * What the post-game analysis says, in German, English and Dutch: the summary ("expected
 * penalty points lost by decisions: 6.5, of which 4.0 in round 3"), each decision's line and
 * the reason a mistake is one ("“Take the saboteur” would have cost you about 1.0 instead of 3.0
 * penalty points here"). English is the master; `de` and `nl` are typed by its keys. Pure: the
 * host measured everything, this only words it.
 */
import type { AnalysedDecision, AnalysisReport, AnalysisUnit } from '../../shared/analysis';
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { format, type Params } from './index';
import { unitName } from './units';

const en = {
  button: 'Analyse',
  ranking: 'Analyse my play',
  'button.tip': 'The Master weighs every decision of the seat shown',
  title: 'Analysis · {name}',
  running: 'Weighing {name}’s decisions…',
  progress: '{done} of {total} decisions',
  stop: 'Stop',
  close: 'Close the analysis',
  stopped: 'Analysis stopped',
  summary: 'Expected {unit} lost by decisions: {total}',
  'summary.most': ', of which {most} in round {r}',
  'summary.mostPhase': ', of which {most} in phase {r}',
  'summary.none': 'Expected {unit} lost by decisions: none',
  mistakes: '{n} mistakes',
  'mistakes.one': '1 mistake',
  'mistakes.none': 'No mistakes',
  counted: '{n} decisions weighed, {forced} forced',
  round: 'Round {r}',
  phase: 'Phase {r}',
  marked: 'Marked decisions',
  'marked.none':
    'No decision lost clearly more than {threshold} {unit}: where the best choice was another, the difference stayed within the search’s noise.',
  'row.loss': '−{loss}',
  chose: 'Chosen: {choice}',
  better: 'Better: {choice}',
  'reason.cost': '“{best}” would have cost you about {b} instead of {c} {unit} here.',
  'reason.points': '“{best}” was worth {loss} points more on average ({b} instead of {c}).',
  'reason.fields': '“{best}” would have kept you {loss} fields better placed in the race on average.',
  interval: '95% sure the loss lies between {lo} and {hi}.',
  'best.was': 'This was the best choice found.',
  'noise.within': 'Within the noise: the loss may well be 0.',
};

type Key = keyof typeof en;
type Dict = Record<Key, string>;

const de: Dict = {
  button: 'Analyse',
  ranking: 'Mein Spiel analysieren',
  'button.tip': 'Der Meister wägt jede Entscheidung des gezeigten Platzes ab',
  title: 'Analyse · {name}',
  running: '{name}s Entscheidungen werden abgewogen…',
  progress: '{done} von {total} Entscheidungen',
  stop: 'Anhalten',
  close: 'Analyse schließen',
  stopped: 'Analyse angehalten',
  summary: 'Durch Entscheidungen erwartet verlorene {unit}: {total}',
  'summary.most': ', davon {most} in Runde {r}',
  'summary.mostPhase': ', davon {most} in Phase {r}',
  'summary.none': 'Durch Entscheidungen erwartet verlorene {unit}: keine',
  mistakes: '{n} Fehler',
  'mistakes.one': '1 Fehler',
  'mistakes.none': 'Keine Fehler',
  counted: '{n} Entscheidungen abgewogen, {forced} ohne Wahl',
  round: 'Runde {r}',
  phase: 'Phase {r}',
  marked: 'Markierte Entscheidungen',
  'marked.none':
    'Keine Entscheidung hat klar mehr als {threshold} {unit} gekostet: wo eine andere Wahl die beste war, blieb der Unterschied im Rauschen der Suche.',
  'row.loss': '−{loss}',
  chose: 'Gewählt: {choice}',
  better: 'Besser: {choice}',
  'reason.cost': '„{best}“ hätte dich hier etwa {b} statt {c} {unit} gekostet.',
  'reason.points': '„{best}“ war im Schnitt {loss} Punkte mehr wert ({b} statt {c}).',
  'reason.fields': '„{best}“ hätte dich im Rennen im Schnitt {loss} Felder besser gestellt.',
  interval: 'Mit 95 % Sicherheit liegt der Verlust zwischen {lo} und {hi}.',
  'best.was': 'Das war die beste gefundene Wahl.',
  'noise.within': 'Im Rauschen: der Verlust kann gut 0 sein.',
};

const nl: Dict = {
  button: 'Analyse',
  ranking: 'Mijn spel analyseren',
  'button.tip': 'De Meester weegt elke beslissing van de getoonde plaats',
  title: 'Analyse · {name}',
  running: 'De beslissingen van {name} worden gewogen…',
  progress: '{done} van {total} beslissingen',
  stop: 'Stoppen',
  close: 'Analyse sluiten',
  stopped: 'Analyse gestopt',
  summary: 'Verwachte verloren {unit} door beslissingen: {total}',
  'summary.most': ', waarvan {most} in ronde {r}',
  'summary.mostPhase': ', waarvan {most} in fase {r}',
  'summary.none': 'Verwachte verloren {unit} door beslissingen: geen',
  mistakes: '{n} fouten',
  'mistakes.one': '1 fout',
  'mistakes.none': 'Geen fouten',
  counted: '{n} beslissingen gewogen, {forced} zonder keus',
  round: 'Ronde {r}',
  phase: 'Fase {r}',
  marked: 'Gemarkeerde beslissingen',
  'marked.none':
    'Geen beslissing kostte duidelijk meer dan {threshold} {unit}: waar een andere keus de beste was, bleef het verschil binnen de ruis van de zoektocht.',
  'row.loss': '−{loss}',
  chose: 'Gekozen: {choice}',
  better: 'Beter: {choice}',
  'reason.cost': '“{best}” had je hier ongeveer {b} in plaats van {c} {unit} gekost.',
  'reason.points': '“{best}” was gemiddeld {loss} punten meer waard ({b} in plaats van {c}).',
  'reason.fields': '“{best}” had je in de race gemiddeld {loss} velden beter gezet.',
  interval: 'Met 95% zekerheid ligt het verlies tussen {lo} en {hi}.',
  'best.was': 'Dit was de beste gevonden keus.',
  'noise.within': 'Binnen de ruis: het verlies kan best 0 zijn.',
};

const STRINGS: Record<Language, Dict> = { en, de, nl };

export type AnalysisKey = Key;

export function analysisText(lang: Language, key: Key, params?: Params): string {
  return format(STRINGS[lang][key] ?? en[key], params, lang);
}

const num = (lang: Language, x: number): string =>
  (Math.round(x * 10) / 10).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** Phased games count phases, the others rounds. */
function roundWord(game: GameId): 'round' | 'phase' {
  return game === 'sevensins' || game === 'abyss' ? 'phase' : 'round';
}

/** The game's one unit word (i18n/units.ts), as a heading or after a decimal ("about 1.0 minus points"). */
export function unitText(lang: Language, unit: AnalysisUnit): string {
  return unitName(lang, unit);
}

/** "Expected penalty points lost by decisions: 6.5, of which 4.0 in round 3". */
export function summaryText(lang: Language, report: AnalysisReport): string {
  const unit = unitText(lang, report.unit);
  if (report.totalLoss < 0.05) return analysisText(lang, 'summary.none', { unit });
  let worst = 0;
  report.roundLoss.forEach((l, i) => {
    if (l > (report.roundLoss[worst] ?? 0)) worst = i;
  });
  const most = report.roundLoss[worst] ?? 0;
  const base = analysisText(lang, 'summary', { unit, total: num(lang, report.totalLoss) });
  // Naming the round only says something when the loss is not all in one place anyway.
  if (report.roundLoss.filter((l) => l >= 0.05).length < 2) return base;
  const key = roundWord(report.game) === 'phase' ? 'summary.mostPhase' : 'summary.most';
  return base + analysisText(lang, key, { most: num(lang, most), r: worst + 1 });
}

export function mistakesText(lang: Language, n: number): string {
  return n === 0
    ? analysisText(lang, 'mistakes.none')
    : n === 1
      ? analysisText(lang, 'mistakes.one')
      : analysisText(lang, 'mistakes', { n });
}

export function roundText(lang: Language, game: GameId, round: number): string {
  return analysisText(lang, roundWord(game), { r: round });
}

const capital = (s: string): string => s.charAt(0).toLocaleUpperCase() + s.slice(1);

/**
 * Why a decision lost points, in the game's own terms: what the better choice would have cost
 * (Siegel, 13), been worth (SevenSins) or gained in the race (Abyss). `better` is that choice
 * as a phrase (hints/describe.ts words it: "take the saboteur"). Null when the choice made was
 * the best found.
 */
export function reasonText(
  lang: Language,
  unit: AnalysisUnit,
  d: AnalysedDecision,
  better: string,
): string | null {
  if (d.loss <= 0) return null;
  const best = capital(better);
  switch (unit) {
    case 'penalty':
    case 'minus':
      return analysisText(lang, 'reason.cost', {
        best,
        b: num(lang, Math.max(0, -d.bestValue)),
        c: num(lang, Math.max(0, -d.chosenValue)),
        unit: unitText(lang, unit),
      });
    case 'points':
      return analysisText(lang, 'reason.points', {
        best,
        loss: num(lang, d.loss),
        b: num(lang, d.bestValue),
        c: num(lang, d.chosenValue),
      });
    case 'fields':
      return analysisText(lang, 'reason.fields', { best, loss: num(lang, d.loss) });
  }
}

/** "95% sure the loss lies between 0.4 and 1.9." */
export function intervalText(lang: Language, d: AnalysedDecision): string {
  if (d.loss <= 0) return analysisText(lang, 'best.was');
  if (d.ci95[0] <= 0) return analysisText(lang, 'noise.within');
  return analysisText(lang, 'interval', { lo: num(lang, d.ci95[0]), hi: num(lang, d.ci95[1]) });
}

export function lossText(lang: Language, loss: number): string {
  return analysisText(lang, 'row.loss', { loss: num(lang, loss) });
}
