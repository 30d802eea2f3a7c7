/**
 * Save and restore a fast playout's whole state in numbered slots, for the endgame solver's
 * depth-first search (play a move, search below it, restore, try the next).
 *
 * The fast paths have no undo, and writing one per game (four games, each with its own tricks,
 * seals, scale and curses) would be four more places to forget a field. Instead the slots copy
 * every own field of the object, found once by looking at it after `load`: typed arrays by
 * content, numbers and booleans by value, and the chance stream (an object with a `u32` method)
 * by its numeric fields, so a solve meets the same draws whatever it explored before. Other objects (the read-only reader, a prediction guide, an id list) are set
 * at `load` and never written by `play`, so they are left alone. `snapshot.test.ts` checks on
 * every game that play, save, more play and restore gives back exactly the saved state.
 *
 * The copying code is generated once per layout (`new Function`): a loop over field names would
 * read each field through a keyed lookup, several times slower in the solver's inner loop. Only
 * field names found on the object itself enter the generated code, and only in the main process
 * (no page's CSP is involved).
 *
 * The same layout gives `hash`: a 48-bit key over the whole state for the transposition table.
 */

type Numeric = Int8Array | Uint8Array | Int16Array | Uint16Array | Int32Array | Uint32Array | Float64Array;

interface Slot {
  scalars: Float64Array;
  arrays: Numeric[];
  streams: unknown[];
  streamValues: Float64Array;
}

interface Compiled {
  newSlot(): Slot;
  save(o: object, slot: Slot): void;
  restore(o: object, slot: Slot): void;
  hash(o: object): number;
}

function isNumeric(value: unknown): value is Numeric {
  return ArrayBuffer.isView(value) && !(value instanceof DataView);
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** Reads the object's fields and writes the save, restore and hash code for that layout. */
function compile(obj: object): Compiled {
  const record = obj as Record<string, unknown>;
  const scalars: { key: string; bool: boolean }[] = [];
  const arrays: { key: string; make: () => Numeric }[] = [];
  const streams: { key: string; fields: string[] }[] = [];
  for (const key of Object.keys(obj)) {
    if (!IDENTIFIER.test(key)) continue;
    const value = record[key];
    if (typeof value === 'number' || typeof value === 'boolean')
      scalars.push({ key, bool: typeof value === 'boolean' });
    else if (isNumeric(value)) arrays.push({ key, make: () => value.slice() });
    else if (Array.isArray(value) && value.length > 0 && value.every((x) => typeof x === 'number')) {
      // A plain array a playout writes would need copying by content; the fast paths use typed ones.
      throw new Error(
        `snapshot: field ${key} is a plain number array; a fast path keeps its state in typed arrays`,
      );
    } else if (value && typeof value === 'object' && typeof (value as { u32?: unknown }).u32 === 'function') {
      const fields = Object.keys(value).filter(
        (f) => IDENTIFIER.test(f) && typeof (value as Record<string, unknown>)[f] === 'number',
      );
      // A stream whose state is not in own number fields could not be saved: the solver's lines
      // would then meet different draws (Abyss's curses), silently.
      if (fields.length === 0) throw new Error(`snapshot: the chance stream ${key} keeps no number fields`);
      streams.push({ key, fields });
    }
  }
  const streamCount = streams.reduce((n, s) => n + s.fields.length, 0);
  const head = 'const sc = s.scalars, ar = s.arrays, sv = s.streamValues;'; // not-words: generated code
  const save: string[] = [head];
  const restore: string[] = [head];
  const hash: string[] = ['let h1 = 0x811c9dc5 | 0, h2 = 0x9747b28c | 0, x = 0, a = null;'];
  const mix = 'h1 = Math.imul(h1 ^ x, 0x01000193); h2 = Math.imul(h2 ^ x, 0x5bd1e995); h2 ^= h2 >>> 15;';
  scalars.forEach(({ key, bool }, k) => {
    save.push(`sc[${k}] = ${bool ? `o.${key} ? 1 : 0` : `o.${key}`};`);
    restore.push(`o.${key} = ${bool ? `sc[${k}] !== 0` : `sc[${k}]`};`);
    hash.push(`x = ${bool ? `o.${key} ? 1 : 0` : `o.${key} | 0`}; ${mix}`);
  });
  arrays.forEach(({ key }, k) => {
    save.push(`ar[${k}].set(o.${key});`);
    restore.push(`o.${key}.set(ar[${k}]);`);
    hash.push(`a = o.${key}; for (let j = 0; j < a.length; j++) { x = a[j] | 0; ${mix} }`);
  });
  let at = 0;
  streams.forEach(({ key, fields }, k) => {
    save.push(`{ const r = o.${key}; s.streams[${k}] = r; if (r) {`);
    restore.push(`{ const r = s.streams[${k}]; o.${key} = r; if (r) {`);
    hash.push(`{ const r = o.${key}; if (r) {`);
    for (const f of fields) {
      save.push(`sv[${at}] = r.${f};`);
      restore.push(`r.${f} = sv[${at}];`);
      hash.push(`x = r.${f} | 0; ${mix}`);
      at++;
    }
    save.push('} }');
    restore.push('} }');
    hash.push('} }');
  });
  hash.push('return (h1 >>> 0) * 0x10000 + ((h2 >>> 16) & 0xffff);');
  type Body = (o: object, s: Slot) => void;
  // Generated from the object's own field names (see the module comment).
  const saveFn = new Function('o', 's', save.join('\n')) as Body;
  const restoreFn = new Function('o', 's', restore.join('\n')) as Body;
  const hashFn = new Function('o', hash.join('\n')) as (o: object) => number;
  return {
    newSlot: () => ({
      scalars: new Float64Array(scalars.length),
      arrays: arrays.map((a) => a.make()),
      streams: streams.map(() => null),
      streamValues: new Float64Array(streamCount),
    }),
    save: saveFn,
    restore: restoreFn,
    hash: hashFn,
  };
}

export class Snapshots {
  private compiled: Compiled | null = null;
  private readonly slots: Slot[] = [];

  constructor(private readonly target: object) {}

  /** The layout is read at the first use, after `load` has set every field. */
  private code(): Compiled {
    return (this.compiled ??= compile(this.target));
  }

  save(i: number): void {
    const code = this.code();
    code.save(this.target, (this.slots[i] ??= code.newSlot()));
  }

  restore(i: number): void {
    const slot = this.slots[i];
    if (!this.compiled || !slot) throw new Error(`snapshot: slot ${i} was never saved`);
    this.compiled.restore(this.target, slot);
  }

  /**
   * A 48-bit hash of the whole numeric state (two 32-bit multiplicative hashes combined), for the
   * transposition table. Streams count too: a position is the same only if its coming draws are.
   */
  hash(): number {
    return this.code().hash(this.target);
  }
}
