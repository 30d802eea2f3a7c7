/**
 * Seeded pseudo-random numbers (sfc32, seeded through splitmix32). Chance at the host and
 * in self-play comes from here so that a seed reproduces a run; records never need it.
 */
export interface Rng {
  /** Uniform float in [0, 1). */
  float(): number;
  /** Uniform integer in [0, n). */
  int(n: number): number;
  /** Uniform element of a non-empty array. */
  pick<T>(items: readonly T[]): T;
  /** Fisher–Yates shuffle in place; returns the same array. */
  shuffle<T>(items: T[]): T[];
  /** An independent generator derived from this one (for sub-streams such as one per game). */
  fork(): Rng;
  /** The raw 32-bit output. */
  u32(): number;
}

function splitmix32(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x9e3779b9) >>> 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
}

function hashString(text: string): number {
  // FNV-1a, so string seeds such as "table-3" work too.
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

class Sfc32 implements Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number, state?: RngState) {
    const mix = splitmix32(seed);
    this.a = state ? state[0] | 0 : mix();
    this.b = state ? state[1] | 0 : mix();
    this.c = state ? state[2] | 0 : mix();
    this.d = state ? state[3] | 0 : 1;
    if (!state) for (let i = 0; i < 12; i++) this.u32();
  }

  state(): RngState {
    return [this.a >>> 0, this.b >>> 0, this.c >>> 0, this.d >>> 0];
  }

  u32(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return t >>> 0;
  }

  float(): number {
    return this.u32() / 4294967296;
  }

  int(n: number): number {
    return Math.floor(this.float() * n);
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[this.int(items.length)] as T;
  }

  shuffle<T>(items: T[]): T[] {
    for (let i = items.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      const tmp = items[i] as T;
      items[i] = items[j] as T;
      items[j] = tmp;
    }
    return items;
  }

  fork(): Rng {
    return new Sfc32(this.u32() ^ 0x5bd1e995);
  }
}

export function createRng(seed: number | string): Rng {
  return new Sfc32(typeof seed === 'string' ? hashString(seed) : seed);
}

/** A generator's whole internal state: four unsigned 32-bit words (what a host save keeps). */
export type RngState = [number, number, number, number];

/** The state of a generator made here (createRng, fork, restoreRng); null for any other Rng. */
export function rngState(rng: Rng): RngState | null {
  return rng instanceof Sfc32 ? rng.state() : null;
}

/** A generator that goes on exactly where the one whose state this is stood. */
export function restoreRng(state: RngState): Rng {
  if (state.length !== 4 || !state.every((w) => Number.isInteger(w) && w >= 0 && w <= 0xffffffff)) {
    throw new Error('an RNG state is four unsigned 32-bit integers');
  }
  return new Sfc32(0, state);
}
