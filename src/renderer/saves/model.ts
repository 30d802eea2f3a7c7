/**
 * What Continue and the saved-games list say about a save: the game, the players, the round it
 * stands in and how long ago it was saved, in the player's language. Pure: the screens draw it.
 */
import type { SaveSummary } from '../../shared/protocol';
import { text } from '../../shared/i18n/format';
import type { Language } from '../../shared/settings';

/** "just now", "12 minutes ago", "yesterday", or the date for older saves. */
export function ago(lang: Language, iso: string | null, now: number): string {
  if (!iso) return '';
  const then = Date.parse(iso);
  if (Number.isNaN(then)) return '';
  const minutes = Math.max(0, Math.floor((now - then) / 60_000));
  if (minutes < 1) return text(lang, 'saves.ago.now');
  if (minutes === 1) return text(lang, 'saves.ago.minute');
  if (minutes < 60) return text(lang, 'saves.ago.minutes', { n: minutes });
  const hours = Math.floor(minutes / 60);
  if (hours === 1) return text(lang, 'saves.ago.hour');
  if (hours < 24) return text(lang, 'saves.ago.hours', { n: hours });
  const days = Math.floor(hours / 24);
  if (days === 1) return text(lang, 'saves.ago.yesterday');
  if (days < 7) return text(lang, 'saves.ago.days', { n: days });
  return new Date(then).toLocaleDateString(lang, { day: 'numeric', month: 'short', year: 'numeric' });
}

/** "round 3" for Siegel and 13, "phase 4" for SevenSins and Abyss. */
export function roundLabel(lang: Language, save: Pick<SaveSummary, 'game' | 'round'>): string {
  if (save.round <= 0) return text(lang, 'saves.round.start');
  const phase = save.game === 'sevensins' || save.game === 'abyss';
  return text(lang, phase ? 'saves.round.phase' : 'saves.round.round', { n: save.round });
}

/** The players by name, people first as seated: "Ada, Ben, Clara". */
export function playerList(save: Pick<SaveSummary, 'players'>): string {
  return save.players.map((p) => p.name).join(', ');
}

/** The game to offer under Continue: the newest save that can be continued. */
export function continueCandidate(saves: readonly SaveSummary[] | null): SaveSummary | null {
  if (!saves) return null;
  let best: SaveSummary | null = null;
  for (const save of saves) {
    if (!save.resumable || save.game === null) continue;
    if (!best || (save.updatedAt ?? '') > (best.updatedAt ?? '')) best = save;
  }
  return best;
}
