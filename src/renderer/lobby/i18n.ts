/**
 * Strings of LAN tables (hosting, the lobby, joining, away seats) in German, English and Dutch.
 * English is the master: `de` and `nl` are typed by its keys.
 * The texts themselves are data, in strings.json beside this file.
 */
import { stringTable } from '../i18n';
import { namespaceFiles } from '../../shared/i18n/catalog';

const strings = namespaceFiles('lobby');

export type LobbyKey = keyof typeof strings.en;

/** A LAN string: `lobbyText` in a language, `lbt` in the app's current language. */
export const { strings: LOBBY_STRINGS, text: lobbyText, t: lbt } = stringTable<LobbyKey>(strings);
