/**
 * Read-only access to a fast playout's internal arrays, for the rollout policies.
 *
 * The engine's fast paths keep their typed arrays private (TypeScript-private only); the
 * rollout policies read them to play sensibly without allocating. `peek` checks once per
 * object that the fields the policy needs exist with the expected types and returns null
 * otherwise, so that a refactored engine degrades the policy to uniform rollouts instead of
 * breaking it (a unit test guards every game's peek). A public read-only accessor on the fast
 * paths would make this cleaner.
 */
export type FieldKinds<T> = Record<keyof T, 'array' | 'number' | 'function'>;

const checked = new WeakMap<object, WeakMap<object, boolean>>();

export function peek<T extends object>(fast: object, fields: FieldKinds<T>): T | null {
  let byFields = checked.get(fields);
  if (!byFields) {
    byFields = new WeakMap();
    checked.set(fields, byFields);
  }
  let ok = byFields.get(fast);
  if (ok === undefined) {
    const record = fast as Record<string, unknown>;
    ok = Object.entries(fields).every(([name, kind]) =>
      kind === 'array' ? ArrayBuffer.isView(record[name]) : typeof record[name] === kind,
    );
    byFields.set(fast, ok);
  }
  return ok ? (fast as unknown as T) : null;
}
