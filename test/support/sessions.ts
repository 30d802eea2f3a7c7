/** Table sessions host tests start directly, without a Host. */
import { gameById } from '../../src/main/games';
import { TableSession, type TableConfig } from '../../src/main/host/table/table-session';
import type { GameId } from '../../src/shared/types';
import { words } from '../../src/shared/i18n/format';

/** A new session of `game`; a configuration the session refuses fails the test with its reason. */
export function newSession(game: GameId, config: Omit<TableConfig, 'game'>): TableSession {
  const created = TableSession.create({ game: gameById(game), ...config });
  if (!created.ok) throw new Error(words('en', created.reason));
  return created.session;
}
