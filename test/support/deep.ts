/** Deep-freezes plain data so that any mutation by the code under test throws. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const key of Object.keys(value)) deepFreeze((value as Record<string, unknown>)[key]);
  }
  return value;
}

/**
 * JSON with object keys sorted, so that equal data compares equal whatever the key order.
 * Written out by hand (JSON.stringify with a replacer that rebuilt every object, keys sorted by
 * localeCompare, took a quarter of the conformance suite's heavy checks); the text is the
 * same as that JSON but for the key order, which is by code unit.
 */
export function canonical(value: unknown): string {
  return write(value) as string; // undefined for undefined, as JSON.stringify
}

const byCodeUnit = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** JSON.stringify's text of plain data with sorted keys; undefined where JSON leaves a value out. */
function write(value: unknown): string | undefined {
  if (value === null) return 'null';
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return JSON.stringify(value);
    case 'number':
      return Number.isFinite(value) ? String(value) : 'null';
    case 'object':
      break;
    default:
      return undefined; // undefined, functions and symbols, as JSON.stringify leaves them out
  }
  const json = (value as { toJSON?: () => unknown }).toJSON;
  if (typeof json === 'function') return write(json.call(value));
  if (Array.isArray(value)) return `[${value.map((v) => write(v) ?? 'null').join(',')}]`;
  const record = value as Record<string, unknown>;
  const parts: string[] = [];
  for (const key of Object.keys(record).sort(byCodeUnit)) {
    const text = write(record[key]);
    if (text !== undefined) parts.push(`${JSON.stringify(key)}:${text}`);
  }
  return `{${parts.join(',')}}`;
}

/** Deep equality of plain data, whatever the key order (as `canonical` compares, but without building strings). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  // Keys whose value is undefined are left out, as JSON leaves them out.
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  if (ka.length !== kb.length) return false;
  for (const k of ka) if (!sameData(ra[k], rb[k])) return false;
  return true;
}
