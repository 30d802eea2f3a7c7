import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { botFor } from '../../../../../src/main/ai/levels';
import { createRng } from '../../../../../src/main/engine/rng';
import { playGame } from '../../../../../src/main/engine/play';
import { gameById } from '../../../../../src/main/games';
import {
  finishingPlaces,
  recordFingerprint,
  resetStatistics,
  updateStatistics,
} from '../../../../../src/main/host/statistics/statistics';
import { StatisticsKeeper } from '../../../../../src/main/host/statistics/statistics-keeper';
import {
  JsonFileStatisticsStore,
  MemoryStatisticsStore,
} from '../../../../../src/main/host/statistics/statistics-store';
import { parseRecord, type GameRecord } from '../../../../../src/shared/record';
import {
  averageFields,
  averagePlace,
  averageScore,
  emptyStatistics,
  gameRate,
  playerNames,
  readStatistics,
  RECENT_LIMIT,
  strongestBotLevel,
  winRate,
  type Statistics,
} from '../../../../../src/shared/statistics';
import { tempDir } from '../../../../support/temp';
import { words } from '../../../../../src/shared/i18n/format';

const work = tempDir('stats');

const FIXTURES = join(import.meta.dirname, '..', '..', '..', '..', 'fixtures', 'records');

/** A fixture record with the given seats made human (the others stay bots). */
function fixture(file: string, humans: Record<number, string>): GameRecord {
  const parsed = parseRecord(readFileSync(join(FIXTURES, file), 'utf8'));
  if (!parsed.ok) throw new Error(words('en', parsed.error));
  const record = parsed.record;
  record.seats = record.seats.map((seat, i) =>
    humans[i] !== undefined ? { name: humans[i], kind: 'human' } : { ...seat, kind: 'bot', level: 'rules' },
  );
  return record;
}

const AT = new Date('2025-03-01T18:30:00Z');

/** Fresh statistics after one fixture game, with the given seats made human. */
const afterFixture = (file: string, humans: Record<number, string>): Statistics =>
  updateStatistics(emptyStatistics(), fixture(file, humans), AT);

/**
 * SevenSins, one phase, written by hand, `people` in the first seats and bots in the rest:
 * 3 players, dealer 0, earth turned (trump). Bids 0, 0, 0 (seats 1, 2, 0); seat 1 leads F3,
 * seat 2 cannot follow (W5), seat 0 wins with F10. So seat 0 bid 0 and won 1 (−1), seats 1
 * and 2 made their bids (+1 each) and share the win.
 */
function sevensinsOnePhase(...people: string[]): GameRecord {
  return {
    format: 'spieltisch-record/1',
    game: 'sevensins',
    seats: [0, 1, 2].map((i) =>
      i < people.length
        ? { name: people[i]!, kind: 'human' }
        : { name: `Bot ${i}`, kind: 'bot', level: 'rules' },
    ),
    options: { phases: 1 },
    rounds: [
      {
        dealer: 0,
        hands: [['F10'], ['F3'], ['W5']],
        trumpCard: 'E2',
        actions: [
          { seat: 1, type: 'bid', tricks: 0 },
          { seat: 2, type: 'bid', tricks: 0 },
          { seat: 0, type: 'bid', tricks: 0 },
          { seat: 1, type: 'play', card: 'F3' },
          { seat: 2, type: 'play', card: 'W5' },
          { seat: 0, type: 'play', card: 'F10' },
        ],
      },
    ],
    result: { totals: [-1, 1, 1], winners: [1, 2] },
  };
}

/** A finished SevenSins game between rules bots (phases 1), the first seat made human. */
function quickGame(seed: number, name = 'Ada', players = 3): GameRecord {
  const game = gameById('sevensins');
  const seats = Array.from({ length: players }, (_, i) => ({ name: `Bot ${i}`, kind: 'bot' as const }));
  const { record } = playGame({
    game,
    seats,
    options: { phases: 1 },
    bots: seats.map(() => botFor('sevensins', 'rules')),
    rng: createRng(seed),
  });
  record.seats[0] = { name, kind: 'human' };
  return record;
}

describe('strongestBotLevel', () => {
  it('ranks the levels weakest to strongest and ignores people', () => {
    const bot = (level: string) => ({ kind: 'bot', level });
    expect(strongestBotLevel([{ kind: 'human' }, bot('hard'), bot('meister'), bot('easy')])).toBe('meister');
    expect(strongestBotLevel([bot('rules'), bot('random')])).toBe('rules');
    expect(strongestBotLevel([{ kind: 'human' }, { kind: 'human' }])).toBeNull();
  });
});

describe('updateStatistics', () => {
  it('SevenSins: points (higher is better), shared wins, exact bids, places', () => {
    const record = sevensinsOnePhase('Ada', 'Ben');
    const stats = updateStatistics(emptyStatistics(), record, AT);
    const ada = stats.players.Ada!.games.sevensins!;
    expect(ada).toMatchObject({
      played: 1,
      won: 0,
      scoreSum: -1,
      best: -1,
      placeSum: 3,
      hits: 0,
      chances: 1,
    });
    // The strongest bot at the table is named with each result.
    expect(ada.recent).toEqual([
      { date: AT.toISOString(), score: -1, place: 3, players: 3, won: false, level: 'rules' },
    ]);
    expect(ada.byLevel).toEqual({ rules: { played: 1, won: 0 } });
    const ben = stats.players.Ben!.games.sevensins!;
    expect(ben).toMatchObject({ played: 1, won: 1, scoreSum: 1, best: 1, placeSum: 1, hits: 1, chances: 1 });
    expect(ben.byPlayers).toEqual({ '3': { played: 1, won: 1 } });
    expect(ben.byLevel).toEqual({ rules: { played: 1, won: 1 } });
    // Bots are not tracked.
    expect(Object.keys(stats.players).sort()).toEqual(['Ada', 'Ben']);
  });

  it('SevenSins over five phases: exact-bid rate from the replay, best is the highest total', () => {
    let stats = afterFixture('sevensins-4p-5phases.json', { 0: 'Ada', 2: 'Clara' });
    // Totals [0, −8, 2, −1], Clara (seat 2) wins; bids made exactly: seat 0 three of five, seat 2 two.
    const first = stats.players.Ada!.games.sevensins;
    expect(first).toMatchObject({ played: 1, won: 0, scoreSum: 0, placeSum: 2, hits: 3, chances: 5 });
    expect(stats.players.Clara!.games.sevensins).toMatchObject({ won: 1, scoreSum: 2, hits: 2, chances: 5 });
    stats = updateStatistics(stats, sevensinsOnePhase('Ada'), AT);
    const ada = stats.players.Ada!.games.sevensins!;
    expect(ada).toMatchObject({ played: 2, scoreSum: -1, best: 0, hits: 3, chances: 6 });
    expect(averageScore(ada)).toBe(-0.5);
    expect(gameRate(ada)).toBe(0.5);
    expect(ada.byPlayers).toEqual({ '3': { played: 1, won: 0 }, '4': { played: 1, won: 0 } });
  });

  it('Siegel: penalties (lower is better), predictions fulfilled (saboteur rounds not counted)', () => {
    // Totals [27, 15, 10, 36]; seat 0 predicted in all four rounds and ended round 1 without a seal.
    const stats = afterFixture('siegel-4p-base5.json', { 0: 'Ada', 1: 'Ben', 2: 'Clara' });
    expect(stats.players.Ada!.games.siegel).toMatchObject({
      played: 1,
      won: 0,
      scoreSum: 27,
      best: 27,
      placeSum: 3,
      hits: 1,
      chances: 4,
    });
    // Ben was the saboteur in round 1 (a 0 there is no fulfilled prediction): three predictions.
    expect(stats.players.Ben!.games.siegel).toMatchObject({ placeSum: 2, hits: 0, chances: 3 });
    expect(stats.players.Clara!.games.siegel).toMatchObject({
      won: 1,
      scoreSum: 10,
      placeSum: 1,
      chances: 2,
    });
    // A lower total is a better best.
    const again = updateStatistics(stats, fixture('siegel-3p.json', { 2: 'Clara' }), AT);
    expect(again.players.Clara!.games.siegel).toMatchObject({ played: 2, won: 2, best: 10, scoreSum: 24 });
  });

  it('13: penalties, wins and places; no game-specific rate', () => {
    const stats = afterFixture('dreizehn-4p.json', { 0: 'Ada', 3: 'Dirk' });
    const ada = stats.players.Ada!.games.dreizehn;
    expect(ada).toMatchObject({ played: 1, won: 1, scoreSum: 23, best: 23, placeSum: 1, chances: 0 });
    expect(stats.players.Dirk!.games.dreizehn).toMatchObject({ won: 0, scoreSum: 39, placeSum: 4 });
    expect(winRate(stats.players.Ada!.games.dreizehn!)).toBe(1);
    expect(gameRate(stats.players.Ada!.games.dreizehn!)).toBeNull();
  });

  it('Abyss: the score is the finishing place; fields reached are kept too', () => {
    // Figures on 16, 19, 20; seat 2 reached the goal.
    const stats = afterFixture('abyss-3p.json', { 0: 'Ada', 1: 'Ben', 2: 'Clara' });
    expect(stats.players.Ada!.games.abyss).toMatchObject({
      won: 0,
      scoreSum: 3,
      best: 3,
      placeSum: 3,
      fieldsSum: 16,
    });
    expect(stats.players.Ben!.games.abyss).toMatchObject({ scoreSum: 2, placeSum: 2, fieldsSum: 19 });
    expect(stats.players.Clara!.games.abyss).toMatchObject({ won: 1, scoreSum: 1, best: 1, fieldsSum: 20 });
    expect(averagePlace(stats.players.Ada!.games.abyss!)).toBe(3);
    expect(averageFields(stats.players.Ben!.games.abyss!)).toBe(19);
  });

  it('counts a finished game once, ignores unfinished games and tables without people', () => {
    const record = sevensinsOnePhase('Ada');
    const once = updateStatistics(emptyStatistics(), record, AT);
    expect(updateStatistics(once, record, AT)).toBe(once);
    // The same game in another object (a resumed or re-sent record) is the same game.
    expect(updateStatistics(once, structuredClone(record), AT)).toBe(once);
    expect(once.players.Ada!.games.sevensins!.played).toBe(1);

    const unfinished = structuredClone(record);
    delete unfinished.result;
    const empty = emptyStatistics();
    expect(updateStatistics(empty, unfinished, AT)).toBe(empty);
    const bots = sevensinsOnePhase();
    expect(updateStatistics(empty, bots, AT)).toBe(empty);
    // The input is never changed.
    expect(empty).toEqual(emptyStatistics());
  });

  it('keeps the last RECENT_LIMIT results per game, oldest first', () => {
    let stats = emptyStatistics();
    const games = RECENT_LIMIT + 5;
    for (let i = 0; i < games; i++) {
      stats = updateStatistics(stats, quickGame(1000 + i), new Date(Date.UTC(2025, 0, 1 + i)));
    }
    const g = stats.players.Ada!.games.sevensins!;
    expect(g.played).toBe(games);
    expect(g.recent).toHaveLength(RECENT_LIMIT);
    expect(g.recent[0]!.date).toBe(new Date(Date.UTC(2025, 0, 6)).toISOString());
    expect(g.recent.at(-1)!.date).toBe(new Date(Date.UTC(2025, 0, games)).toISOString());
    expect(g.chances).toBe(games);
    expect(g.recent.filter((r) => r.won).length).toBeLessThanOrEqual(g.won);
    expect(stats.counted).toHaveLength(games);
  });

  it('ranks with shared places', () => {
    expect(finishingPlaces('siegel', { totals: [10, 4, 10, 20], winners: [1] })).toEqual([2, 1, 2, 4]);
    expect(finishingPlaces('sevensins', { totals: [5, 9, 9], winners: [1, 2] })).toEqual([3, 1, 1]);
    // Abyss: the winner is first even where another figure stands as far.
    expect(finishingPlaces('abyss', { totals: [12, 12, 7, 12], winners: [3] })).toEqual([2, 2, 4, 1]);
  });

  it('fingerprints differ between games and ignore the result', () => {
    const a = quickGame(1);
    const b = quickGame(2);
    expect(recordFingerprint(a)).not.toBe(recordFingerprint(b));
    const noResult = structuredClone(a);
    delete noResult.result;
    expect(recordFingerprint(noResult)).toBe(recordFingerprint(a));
  });

  it('resets one player or everybody, and a counted game stays counted', () => {
    const record = sevensinsOnePhase('Ada', 'Ben');
    const stats = updateStatistics(emptyStatistics(), record, AT);
    const noAda = resetStatistics(stats, 'Ada');
    expect(Object.keys(noAda.players)).toEqual(['Ben']);
    expect(Object.keys(stats.players).sort()).toEqual(['Ada', 'Ben']);
    const none = resetStatistics(stats);
    expect(none.players).toEqual({});
    expect(updateStatistics(none, record, AT)).toBe(none);
  });
});

describe('statistics storage', () => {
  it('reads stored copies leniently and lists names with the local player first', () => {
    const stats = updateStatistics(emptyStatistics(), sevensinsOnePhase('Ben', 'Ada'), AT);
    expect(readStatistics(JSON.parse(JSON.stringify(stats)))).toEqual(stats);
    expect(readStatistics(null)).toEqual(emptyStatistics());
    expect(readStatistics({ players: 'x', counted: 3 })).toEqual(emptyStatistics());
    const damaged = JSON.parse(JSON.stringify(stats)) as { players: Record<string, unknown> };
    damaged.players.Ben = { games: { sevensins: { played: 'many' } } };
    damaged.players['Zoe'] = 42;
    expect(Object.keys(readStatistics(damaged).players)).toEqual(['Ada']);
    expect(playerNames(stats)).toEqual(['Ada', 'Ben']);
    expect(playerNames(stats, 'Ben')).toEqual(['Ben', 'Ada']);
  });

  it('the JSON file store writes atomically and survives a damaged file', () => {
    const file = join(work, 'nested', 'statistics.json');
    const store = new JsonFileStatisticsStore(file);
    expect(store.load()).toEqual(emptyStatistics());
    const stats = updateStatistics(emptyStatistics(), quickGame(7), AT);
    store.save(stats);
    expect(new JsonFileStatisticsStore(file).load()).toEqual(stats);
    writeFileSync(file, '{ not json');
    expect(store.load()).toEqual(emptyStatistics());
  });

  it('the keeper counts a watched table once when its result appears, and writes through', () => {
    const store = new MemoryStatisticsStore();
    const keeper = new StatisticsKeeper(store, { now: () => AT });
    const record = quickGame(11);
    const finished = record.result!;
    delete record.result;
    const listeners = new Set<() => void>();
    let result: typeof finished | null = null;
    const table = {
      record,
      result: () => result,
      subscribe: (l: () => void) => {
        listeners.add(l);
        return () => listeners.delete(l);
      },
    };
    let counted = 0;
    const stop = keeper.watch(table, () => counted++);
    listeners.forEach((l) => l());
    expect(keeper.current.players).toEqual({});
    result = finished;
    record.result = finished;
    listeners.forEach((l) => l());
    listeners.forEach((l) => l());
    expect(counted).toBe(1);
    expect(keeper.current.players.Ada!.games.sevensins!.played).toBe(1);
    expect(store.load()).toEqual(keeper.current);
    stop();
    expect(listeners.size).toBe(0);
    const errors: string[] = [];
    const failing = new StatisticsKeeper(
      {
        load: () => emptyStatistics(),
        save: () => {
          throw new Error('disk full');
        },
      },
      { onError: (m) => errors.push(words('en', m)) },
    );
    expect(failing.count(quickGame(12))).toBe(true);
    expect(errors).toEqual([expect.stringContaining('disk full')]);
    expect(playerNames(failing.current as Statistics)).toEqual(['Ada']);
  });
});
