/**
 * Strings of the statistics screen (and its menu button) in German, English and Dutch. English
 * is the master: `de` and `nl` are typed by its keys, so a missing translation fails the
 * typecheck. Game names come from the app dictionary (`game.<id>.name`).
 */
import { stringTable } from '../i18n';

const en = {
  'menu.button': 'Statistics',
  title: 'Statistics',
  back: 'Back',
  player: 'Player',
  reset: 'Reset',
  loading: 'Fetching the statistics…',
  'empty.title': 'No finished games yet',
  'empty.body':
    'Play a game to the end and your results appear here: games won, averages, best scores and a chart of your recent games.',
  'empty.hint': 'Only the players at this computer are counted, never the bots.',
  'empty.play': 'Choose a game',

  'col.game': 'Game',
  'col.played': 'Played',
  'col.won': 'Won',
  'col.winRate': 'Win rate',
  'col.average': 'Average',
  'col.best': 'Best',
  'col.special': 'Highlight',
  none: '—',
  percent: '{n} %',
  'byPlayers.one': '{n} players: {won} of {played} won',
  'byPlayers.short': '{n} players {won}/{played}',
  notPlayed: 'Not played yet',

  'unit.penalty': 'penalty points',
  'unit.points': 'points',
  'unit.place': 'place',
  'special.siegel': 'predictions fulfilled',
  'special.sevensins': 'bids made exactly',
  'special.abyss': 'fields reached on average',
  'special.dreizehn': 'no extra measure',
  'special.ofTotal': '{hits} of {chances}',

  'chart.title': 'Recent results · {game}',
  'chart.lower': '{unit} per game — lower is better',
  'chart.higher': '{unit} per game — higher is better',
  'chart.placeAxis': 'finishing place per game — 1st is best',
  'chart.won': 'won',
  'chart.lost': 'not won',
  'chart.average': 'average {n}',
  'chart.empty': 'No finished game of {game} yet.',
  'chart.players': '{n} players',
  'chart.place': '{place} place',

  'confirm.title': 'Reset the statistics?',
  'confirm.one': 'This forgets every result of {name} at this computer. It cannot be undone.',
  'confirm.resetOne': 'Reset {name}',
  'confirm.resetAll': 'Reset all players',
  'confirm.cancel': 'Cancel',
  'toast.reset': 'Statistics reset',
} as const;

export type StatisticsKey = keyof typeof en;
type Dict = Record<StatisticsKey, string>;

const de: Dict = {
  'menu.button': 'Statistik',
  title: 'Statistik',
  back: 'Zurück',
  player: 'Spieler',
  reset: 'Zurücksetzen',
  loading: 'Die Statistik wird geholt…',
  'empty.title': 'Noch keine beendeten Spiele',
  'empty.body':
    'Spiele eine Partie zu Ende, dann erscheinen hier deine Ergebnisse: gewonnene Spiele, Durchschnitt, Bestwerte und ein Verlauf deiner letzten Partien.',
  'empty.hint': 'Gezählt werden nur die Spieler an diesem Computer, nie die Bots.',
  'empty.play': 'Spiel wählen',

  'col.game': 'Spiel',
  'col.played': 'Gespielt',
  'col.won': 'Gewonnen',
  'col.winRate': 'Siegquote',
  'col.average': 'Durchschnitt',
  'col.best': 'Bestwert',
  'col.special': 'Besonderes',
  none: '—',
  percent: '{n} %',
  'byPlayers.one': '{n} Spieler: {won} von {played} gewonnen',
  'byPlayers.short': '{n} Spieler {won}/{played}',
  notPlayed: 'Noch nicht gespielt',

  'unit.penalty': 'Strafpunkte',
  'unit.points': 'Punkte',
  'unit.place': 'Platz',
  'special.siegel': 'Vorhersagen erfüllt',
  'special.sevensins': 'Ansagen genau erfüllt',
  'special.abyss': 'Felder im Durchschnitt',
  'special.dreizehn': 'kein eigener Wert',
  'special.ofTotal': '{hits} von {chances}',

  'chart.title': 'Letzte Ergebnisse · {game}',
  'chart.lower': '{unit} je Partie — weniger ist besser',
  'chart.higher': '{unit} je Partie — mehr ist besser',
  'chart.placeAxis': 'Platz je Partie — Platz 1 ist am besten',
  'chart.won': 'gewonnen',
  'chart.lost': 'nicht gewonnen',
  'chart.average': 'Durchschnitt {n}',
  'chart.empty': 'Noch keine beendete Partie {game}.',
  'chart.players': '{n} Spieler',
  'chart.place': '{place} Platz',

  'confirm.title': 'Statistik zurücksetzen?',
  'confirm.one':
    'Damit werden alle Ergebnisse von {name} an diesem Computer gelöscht. Das lässt sich nicht rückgängig machen.',
  'confirm.resetOne': '{name} zurücksetzen',
  'confirm.resetAll': 'Alle Spieler zurücksetzen',
  'confirm.cancel': 'Abbrechen',
  'toast.reset': 'Statistik zurückgesetzt',
};

const nl: Dict = {
  'menu.button': 'Statistieken',
  title: 'Statistieken',
  back: 'Terug',
  player: 'Speler',
  reset: 'Wissen',
  loading: 'De statistieken worden opgehaald…',
  'empty.title': 'Nog geen afgemaakte spellen',
  'empty.body':
    'Speel een spel uit en je resultaten verschijnen hier: gewonnen spellen, gemiddelden, beste scores en een grafiek van je laatste spellen.',
  'empty.hint': 'Alleen de spelers aan deze computer tellen mee, nooit de bots.',
  'empty.play': 'Kies een spel',

  'col.game': 'Spel',
  'col.played': 'Gespeeld',
  'col.won': 'Gewonnen',
  'col.winRate': 'Winstpercentage',
  'col.average': 'Gemiddeld',
  'col.best': 'Beste',
  'col.special': 'Bijzonder',
  none: '—',
  percent: '{n}%',
  'byPlayers.one': '{n} spelers: {won} van {played} gewonnen',
  'byPlayers.short': '{n} spelers {won}/{played}',
  notPlayed: 'Nog niet gespeeld',

  'unit.penalty': 'strafpunten',
  'unit.points': 'punten',
  'unit.place': 'plaats',
  'special.siegel': 'voorspellingen gehaald',
  'special.sevensins': 'biedingen precies gehaald',
  'special.abyss': 'velden gemiddeld bereikt',
  'special.dreizehn': 'geen eigen maat',
  'special.ofTotal': '{hits} van {chances}',

  'chart.title': 'Laatste resultaten · {game}',
  'chart.lower': '{unit} per spel — lager is beter',
  'chart.higher': '{unit} per spel — hoger is beter',
  'chart.placeAxis': 'eindplaats per spel — 1e is het best',
  'chart.won': 'gewonnen',
  'chart.lost': 'niet gewonnen',
  'chart.average': 'gemiddeld {n}',
  'chart.empty': 'Nog geen afgemaakt spel {game}.',
  'chart.players': '{n} spelers',
  'chart.place': '{place} plaats',

  'confirm.title': 'Statistieken wissen?',
  'confirm.one':
    'Hiermee worden alle resultaten van {name} op deze computer vergeten. Dit kan niet ongedaan worden gemaakt.',
  'confirm.resetOne': '{name} wissen',
  'confirm.resetAll': 'Alle spelers wissen',
  'confirm.cancel': 'Annuleren',
  'toast.reset': 'Statistieken gewist',
};

/** A statistics string: `statText` in a language, `stt` in the app's current language. */
export const {
  strings: STATISTICS_STRINGS,
  text: statText,
  t: stt,
} = stringTable<StatisticsKey>({ en, de, nl });
