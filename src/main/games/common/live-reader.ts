/**
 * The read-only window each game's fast playout hands its rollout policies (`inspect()`), built
 * one way for all four games: each entry of `live` becomes a getter, so a reader always sees the
 * playout's current value without anything being copied or allocated per read, and `fixed` goes
 * in as it is (the playout's own typed arrays, which keep their identity, constants, methods).
 */
export function liveReader<L extends object, F extends object>(
  live: { readonly [K in keyof L]: () => L[K] },
  fixed: F,
): Readonly<L> & F {
  const reader = { ...fixed };
  for (const key of Object.keys(live) as (keyof L & string)[]) {
    Object.defineProperty(reader, key, { get: live[key], enumerable: true });
  }
  return reader as Readonly<L> & F;
}
