/**
 * Thousands of random games (3–6 players, many seeds so curse orders vary) all reach the goal.
 *
 * Game length: the rules page says random play has never made a game last more than 24
 * phases. Measured on this engine that holds whenever at most one of the four slowing curses
 * (chains, drought, undertow, distance) was drawn — max 23 phases in 1.2 million fast-path
 * games — but not for every combination: with two or three of them a small tail of games runs
 * longer (≈0.003 % at 3 players to ≈0.13 % at 6 players over 24 phases, 32 at most seen).
 * The tests below assert what holds; ABYSS_RACE_GAMES=N runs N more games per player count
 * on the fast path and prints the distribution.
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import { playRandomPure } from '../../../../../src/main/games/abyss/bench';
import { AbyssFast } from '../../../../../src/main/games/abyss/fast';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';

const SLOW = new Set(['chains', 'drought', 'undertow', 'distance']);
const GAMES = 500;

describe('random games reach the goal', () => {
  for (const players of [3, 4, 5, 6]) {
    it(`${players} players: ${GAMES} pure games all end on the goal in reasonable time`, () => {
      let over24 = 0;
      const curseCounts = new Map<string, number>();
      for (let i = 0; i < GAMES; i++) {
        const s = playRandomPure(players, createRng(`abyss-race:${players}:${i}`), i % players);
        expect(g.next(s)).toEqual({ kind: 'over' });
        expect(g.invariants(s)).toEqual([]);
        const result = g.result(s);
        const goal = s.curses.some((c) => c.curse === 'distance') ? [20, 23] : [20];
        expect(goal).toContain(result?.totals[result.winners[0] as number]);
        const phases = s.phase + 1;
        const slow = s.curses.filter((c) => SLOW.has(c.curse)).length;
        if (slow <= 1) expect(phases, `game ${i} with ≤1 slowing curse`).toBeLessThanOrEqual(24);
        if (phases > 24) over24++;
        for (const c of s.curses) curseCounts.set(c.curse, (curseCounts.get(c.curse) ?? 0) + 1);
      }
      expect(over24 / GAMES).toBeLessThan(0.01);
      expect(curseCounts.size).toBe(16); // every curse was drawn in some game
    });
  }

  const extra = Number(process.env.ABYSS_RACE_GAMES ?? 0);
  it.skipIf(extra <= 0)(`ABYSS_RACE_GAMES: ${extra} fast games per player count`, () => {
    const moves = new Int32Array(AbyssFast.MAX_MOVES);
    for (const players of [3, 4, 5, 6]) {
      const rng = createRng(`abyss-race-long:${players}`);
      const fast = new AbyssFast(players);
      const start = g.newGame(players, {}, 0);
      const hist = new Map<number, number>();
      let worstFew = 0;
      for (let i = 0; i < extra; i++) {
        fast.load(start, rng);
        while (fast.toAct() >= 0) fast.play(moves[rng.int(fast.legal(moves))] as number);
        expect(fast.winner()).toBeGreaterThanOrEqual(0);
        const phases = fast.phases();
        hist.set(phases, (hist.get(phases) ?? 0) + 1);
        if (fast.drawnCurses().filter((c) => SLOW.has(c)).length <= 1) worstFew = Math.max(worstFew, phases);
      }
      const keys = [...hist.keys()].sort((a, b) => a - b);
      console.log(
        `${players}p: max ${keys.at(-1)}, max with ≤1 slowing curse ${worstFew}, phases:`,
        Object.fromEntries(hist),
      );
      expect(worstFew).toBeLessThanOrEqual(24);
    }
  });
});
