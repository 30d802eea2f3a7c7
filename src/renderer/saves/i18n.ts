/**
 * Strings of Continue and the saved-games screen in German, English and Dutch. English is the
 * master: `de` and `nl` are typed by its keys, so a missing translation fails the typecheck.
 * Game names come from the app dictionary (`game.<id>.name`).
 */
import { stringTable } from '../i18n';

const en = {
  'menu.saved': 'Saved games',
  'menu.continue': 'Continue',
  title: 'Saved games',
  back: 'Back',
  loading: 'Looking for saved games…',
  'empty.title': 'No unfinished games',
  'empty.body':
    'Every game is saved after each move. If you close the window or the computer stops, the game waits here for you.',
  'empty.play': 'Choose a game',
  resume: 'Continue',
  delete: 'Delete',
  'round.round': 'round {n}',
  'round.phase': 'phase {n}',
  'round.start': 'not yet dealt',
  unknownGame: 'Unknown game',
  'ago.now': 'just now',
  'ago.minute': '1 minute ago',
  'ago.minutes': '{n} minutes ago',
  'ago.hour': '1 hour ago',
  'ago.hours': '{n} hours ago',
  'ago.yesterday': 'yesterday',
  'ago.days': '{n} days ago',
  'problem.recovered': 'The newest save was damaged and set aside; the one before it is offered.',
  'problem.stuck': 'This game cannot be continued.',
  'confirm.title': 'Delete this game?',
  'confirm.body': '{game} with {players} will be gone for good.',
  'confirm.delete': 'Delete',
  'confirm.cancel': 'Cancel',
  'toast.deleted': 'Saved game deleted',
  'toast.problem': 'This game cannot be continued: {reason}',
  keys: 'Arrow keys move · Enter chooses · Esc goes back',
};

export type SavesKey = keyof typeof en;
type Dict = Record<SavesKey, string>;

const de: Dict = {
  'menu.saved': 'Gespeicherte Spiele',
  'menu.continue': 'Weiterspielen',
  title: 'Gespeicherte Spiele',
  back: 'Zurück',
  loading: 'Gespeicherte Spiele werden gesucht …',
  'empty.title': 'Keine unterbrochenen Spiele',
  'empty.body':
    'Jedes Spiel wird nach jedem Zug gespeichert. Schließt du das Fenster oder stürzt der Rechner ab, wartet das Spiel hier auf dich.',
  'empty.play': 'Spiel wählen',
  resume: 'Weiterspielen',
  delete: 'Löschen',
  'round.round': 'Runde {n}',
  'round.phase': 'Phase {n}',
  'round.start': 'noch nicht gegeben',
  unknownGame: 'Unbekanntes Spiel',
  'ago.now': 'gerade eben',
  'ago.minute': 'vor 1 Minute',
  'ago.minutes': 'vor {n} Minuten',
  'ago.hour': 'vor 1 Stunde',
  'ago.hours': 'vor {n} Stunden',
  'ago.yesterday': 'gestern',
  'ago.days': 'vor {n} Tagen',
  'problem.recovered':
    'Der neueste Spielstand war beschädigt und wurde beiseitegelegt; der vorherige wird angeboten.',
  'problem.stuck': 'Dieses Spiel kann nicht fortgesetzt werden.',
  'confirm.title': 'Dieses Spiel löschen?',
  'confirm.body': '{game} mit {players} ist dann endgültig weg.',
  'confirm.delete': 'Löschen',
  'confirm.cancel': 'Abbrechen',
  'toast.deleted': 'Gespeichertes Spiel gelöscht',
  'toast.problem': 'Dieses Spiel kann nicht fortgesetzt werden: {reason}',
  keys: 'Pfeiltasten bewegen · Enter wählt · Esc geht zurück',
};

const nl: Dict = {
  'menu.saved': 'Opgeslagen spellen',
  'menu.continue': 'Verder spelen',
  title: 'Opgeslagen spellen',
  back: 'Terug',
  loading: 'Opgeslagen spellen zoeken…',
  'empty.title': 'Geen onafgemaakte spellen',
  'empty.body':
    'Elk spel wordt na iedere zet opgeslagen. Sluit je het venster of valt de computer uit, dan wacht het spel hier op je.',
  'empty.play': 'Kies een spel',
  resume: 'Verder spelen',
  delete: 'Verwijderen',
  'round.round': 'ronde {n}',
  'round.phase': 'fase {n}',
  'round.start': 'nog niet gedeeld',
  unknownGame: 'Onbekend spel',
  'ago.now': 'zojuist',
  'ago.minute': '1 minuut geleden',
  'ago.minutes': '{n} minuten geleden',
  'ago.hour': '1 uur geleden',
  'ago.hours': '{n} uur geleden',
  'ago.yesterday': 'gisteren',
  'ago.days': '{n} dagen geleden',
  'problem.recovered': 'De nieuwste opslag was beschadigd en is apart gezet; de vorige wordt aangeboden.',
  'problem.stuck': 'Dit spel kan niet worden voortgezet.',
  'confirm.title': 'Dit spel verwijderen?',
  'confirm.body': '{game} met {players} is dan voorgoed weg.',
  'confirm.delete': 'Verwijderen',
  'confirm.cancel': 'Annuleren',
  'toast.deleted': 'Opgeslagen spel verwijderd',
  'toast.problem': 'Dit spel kan niet worden voortgezet: {reason}',
  keys: 'Pijltjestoetsen bewegen · Enter kiest · Esc gaat terug',
};

/** A saved-games string: `savesText` in a language, `svt` in the app's current language. */
export const { strings: SAVES_STRINGS, text: savesText, t: svt } = stringTable<SavesKey>({ en, de, nl });
