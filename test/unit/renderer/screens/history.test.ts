// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { botLevels, standings } from '../../../../src/renderer/screens/history';
import type { HistoryEntry } from '../../../../src/shared/protocol';
import { bot, human } from '../../../support/seats';

const entry: HistoryEntry = {
  id: 'g1',
  game: 'siegel',
  players: [human('Ada'), bot('Ben', 'hard'), bot('Cleo', 'meister'), bot('Dirk', 'hard')],
  rounds: 4,
  result: { totals: [12, 19, 7, 30], winners: [2] },
  playedAt: null,
};
const names: Record<string, string> = { hard: 'Hard', meister: 'Master' };

describe('the replays list', () => {
  it('names the players with their totals and the winners starred', () => {
    expect(standings(entry)).toBe('Ada 12 · Ben 19 · Cleo ★ 7 · Dirk 30');
  });
  it('names each bot level once, strongest first, and nothing at a table of people', () => {
    expect(botLevels(entry, (l) => names[l] ?? l)).toBe('Master, Hard');
    const people = {
      ...entry,
      players: entry.players.map((p) => ({ name: p.name, kind: 'human' as const })),
    };
    expect(botLevels(people, (l) => l)).toBe('');
  });
});
