/**
 * Table options as a game is played with them: parsed by the game's schema, then fitted to the
 * player count (a SevenSins game at 7 players has 12 phases, not the schema's default 13).
 * Every writer of records (the host, self-play, tests) and the replay go through here, so a
 * record always holds the options in effect, and an explicit value that does not fit is
 * refused with its reason instead of being silently cut.
 */
import { gameWord } from '../../shared/games/words';
import { msg, type Message } from '../../shared/i18n/message';
import { describeIssues } from '../../shared/record';
import { words } from '../../shared/i18n/format';
import type { AnyGame } from './game';

export type TableOptions = { ok: true; options: Record<string, unknown> } | { ok: false; reason: Message };

export function tableOptions(game: AnyGame, players: number, given: unknown): TableOptions {
  const raw = given ?? {};
  const parsed = game.optionsSchema.safeParse(raw);
  if (!parsed.success) {
    return {
      ok: false,
      reason: msg('refuse.options', { detail: describeIssues(parsed.error.issues, 'options') }),
    };
  }
  if (!game.effectiveOptions) return { ok: true, options: parsed.data as Record<string, unknown> };
  const written = typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const fitted = game.effectiveOptions(players, parsed.data, written);
  return fitted.ok ? { ok: true, options: fitted.options as Record<string, unknown> } : fitted;
}

/** "{game} is played by {min}–{max} players.": a table of another size is refused with it. */
export function playerRange(game: AnyGame): Message {
  return msg('host.table.players', { game: gameWord(game.id), min: game.minPlayers, max: game.maxPlayers });
}

/** `tableOptions` for callers whose options are their own (self-play, tests): a misfit throws. */
export function mustTableOptions(game: AnyGame, players: number, given: unknown): Record<string, unknown> {
  const fitted = tableOptions(game, players, given);
  if (!fitted.ok) throw new Error(words('en', fitted.reason));
  return fitted.options;
}
