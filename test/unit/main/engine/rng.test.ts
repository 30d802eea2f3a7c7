import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../src/main/engine/rng';

describe('seeded RNG', () => {
  it('reproduces a stream from the same seed and differs between seeds', () => {
    const a = createRng(42);
    const b = createRng(42);
    const c = createRng('42');
    const sa = Array.from({ length: 20 }, () => a.u32());
    expect(Array.from({ length: 20 }, () => b.u32())).toEqual(sa);
    expect(Array.from({ length: 20 }, () => c.u32())).not.toEqual(sa);
  });

  it('draws integers uniformly in range', () => {
    const rng = createRng('uniform');
    const counts = new Array<number>(6).fill(0);
    for (let i = 0; i < 60_000; i++) counts[rng.int(6)]!++;
    for (const count of counts) expect(Math.abs(count - 10_000)).toBeLessThan(450);
  });

  it('shuffles into a permutation, every position reachable', () => {
    const rng = createRng(3);
    const firsts = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const deck = rng.shuffle([0, 1, 2, 3, 4, 5, 6, 7]);
      expect([...deck].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
      firsts.add(deck[0]!);
    }
    expect(firsts.size).toBe(8);
  });

  it('forks independent streams deterministically', () => {
    const a = createRng(9).fork();
    const b = createRng(9).fork();
    expect(a.u32()).toBe(b.u32());
    expect(() => createRng(1).pick([])).toThrow();
  });
});
