/**
 * The Meister's searched replies on a toy game where the rollout policy is wrong: seat 1 answers
 * seat 0's move; its policy always plays move 0, but move 2 is its best reply. The tree must
 * start as the policy plays, widen as the node is visited, and settle on the best reply for the
 * seat that chooses it.
 */
import { describe, expect, it } from 'vitest';
import { ReplyTree } from '../../../../../src/main/ai/search/replies';
import { createRng } from '../../../../../src/main/engine/rng';

/** Two plies: seat 0 has played; seat 1 picks one of three replies; then the game is over. */
class Toy {
  ply = 0;
  reply = -1;
  toAct(): number {
    return this.ply === 0 ? 1 : -1;
  }
  legal(out: Int32Array): number {
    out[0] = 0;
    out[1] = 1;
    out[2] = 2;
    return 3;
  }
  play(m: number): void {
    this.reply = m;
    this.ply++;
  }
  /** Seat 1 gains by its reply (2 best); seat 0 loses what seat 1 gains. */
  value(seat: number): number {
    const gain = [0, 1, 3][this.reply] as number;
    return seat === 1 ? gain : -gain;
  }
}

describe('searched replies', () => {
  it('start with the policy, widen with visits and settle on the best reply of the seat to act', () => {
    const tree = new ReplyTree({ depth: 2, exploration: 0.35 });
    const moves = new Int32Array(8);
    const rng = createRng(1);
    const replies: number[] = [];
    for (let i = 0; i < 400; i++) {
      const toy = new Toy();
      tree.descend(toy, moves, undefined, () => 0, rng);
      tree.backup(toy, (t, seat) => t.value(seat));
      replies.push(toy.reply);
    }
    // The first visit plays the policy's move; a second move waits until the node earned it.
    expect(replies[0]).toBe(0);
    expect(replies[1]).toBe(0);
    expect(new Set(replies.slice(0, 4)).size).toBeLessThanOrEqual(2);
    expect(tree.size()).toBe(3);
    // In the end the best reply for seat 1 dominates, although the policy never plays it.
    const late = replies.slice(200);
    expect(late.filter((r) => r === 2).length).toBeGreaterThan(late.length * 0.8);
  });

  it('adds nothing past its depth or after the unit ends', () => {
    const tree = new ReplyTree({ depth: 0, exploration: 0.35 });
    const toy = new Toy();
    tree.descend(toy, new Int32Array(8), undefined, () => 0, createRng(2));
    expect(toy.ply).toBe(0);
    const over = new Toy();
    over.ply = 1;
    const deep = new ReplyTree({ depth: 4, exploration: 0.35 });
    deep.descend(over, new Int32Array(8), undefined, () => 0, createRng(3));
    expect(deep.size()).toBe(0);
  });
});
