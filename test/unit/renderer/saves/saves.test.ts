import { describe, expect, it } from 'vitest';
import { msg } from '../../../../src/shared/i18n/message';
import type { SaveSummary } from '../../../../src/shared/protocol';
import { ago, continueCandidate, playerList, roundLabel } from '../../../../src/renderer/saves/model';

const now = Date.parse('2026-11-25T12:00:00Z');
const minutesAgo = (m: number) => new Date(now - m * 60_000).toISOString();

const save = (id: string, updatedAt: string | null, extra: Partial<SaveSummary> = {}): SaveSummary => ({
  id,
  game: 'sevensins',
  players: [
    { name: 'Ada', kind: 'human' },
    { name: 'Ben', kind: 'bot', level: 'normal' },
  ],
  round: 4,
  updatedAt,
  resumable: true,
  ...extra,
});

describe('saved games texts', () => {
  it('say how long ago a game was saved, in every language', () => {
    expect(ago('en', minutesAgo(0.5), now)).toBe('just now');
    expect(ago('en', minutesAgo(1), now)).toBe('1 minute ago');
    expect(ago('en', minutesAgo(12), now)).toBe('12 minutes ago');
    expect(ago('de', minutesAgo(12), now)).toBe('vor 12 Minuten');
    expect(ago('nl', minutesAgo(12), now)).toBe('12 minuten geleden');
    expect(ago('en', minutesAgo(150), now)).toBe('2 hours ago');
    expect(ago('de', minutesAgo(60 * 30), now)).toBe('gestern');
    expect(ago('nl', minutesAgo(60 * 24 * 3), now)).toBe('3 dagen geleden');
    expect(ago('en', minutesAgo(60 * 24 * 30), now)).toMatch(/2026/);
    expect(ago('en', null, now)).toBe('');
    expect(ago('en', 'not a date', now)).toBe('');
  });

  it('name the round as each game does', () => {
    expect(roundLabel('en', { game: 'sevensins', round: 4 })).toBe('phase 4');
    expect(roundLabel('de', { game: 'siegel', round: 2 })).toBe('Runde 2');
    expect(roundLabel('nl', { game: 'abyss', round: 0 })).toBe('nog niet gedeeld');
    expect(playerList(save('a', null))).toBe('Ada, Ben');
  });

  it('offer the newest game that can be continued', () => {
    expect(continueCandidate(null)).toBeNull();
    expect(continueCandidate([])).toBeNull();
    const older = save('older', minutesAgo(30));
    const newest = save('newest', minutesAgo(2));
    const broken = save('broken', minutesAgo(1), { resumable: false, problem: msg('records.empty') });
    const unknown = save('unknown', minutesAgo(0), { game: null });
    expect(continueCandidate([older, broken, newest, unknown])?.id).toBe('newest');
    expect(continueCandidate([broken])).toBeNull();
  });
});
