/**
 * Random garbage derived from the legal actions: legal actions with one field replaced by a
 * value from another action, by junk, or removed; whole junk objects. Most fail the schema;
 * the rest reach the rules and must be refused or be genuinely legal.
 */
import type { BaseAction } from '../../src/main/engine/game';
import type { Rng } from '../../src/main/engine/rng';

const JUNK: unknown[] = [
  null,
  -1,
  0,
  1,
  2,
  99,
  1.5,
  '',
  'X',
  'R0',
  'R16',
  'B13',
  'F5',
  'W14',
  'SIN',
  'KITSUNE',
  'red',
  'white',
  'black',
  'purple',
  'blue',
  'fire',
  'space',
  'left',
  true,
  false,
  [],
  [0, 0],
  [0, 4],
  [5, 1],
  {},
  { red: 99 },
  { red: -1 },
  { blue: 1 },
  [{ color: 'blue', from: 0 }],
  [{ color: 'red', from: 9 }],
];
const TYPES = [
  'play',
  'predict',
  'saboteur',
  'return',
  'bid',
  'trump',
  'jump',
  'scale',
  'pass',
  'curse',
  'bogus',
];

export function garbageActions(legal: readonly BaseAction[], rng: Rng, count: number): unknown[] {
  const pool: unknown[] = [...JUNK];
  for (const action of legal.slice(0, 50)) for (const value of Object.values(action)) pool.push(value);
  const out: unknown[] = [];
  for (let i = 0; i < count; i++) {
    const base = legal.length > 0 ? { ...rng.pick(legal) } : { type: rng.pick(TYPES) };
    const record = base as Record<string, unknown>;
    const keys = Object.keys(record);
    const roll = rng.int(4);
    if (roll === 0) record.type = rng.pick(TYPES);
    else if (roll === 1 && keys.length > 1) delete record[rng.pick(keys.filter((k) => k !== 'type'))];
    else {
      const key = rng.pick([
        ...keys,
        'card',
        'seals',
        'steals',
        'seal',
        'target',
        'tricks',
        'element',
        'as',
        'jump',
        'add',
        'swap',
        'pass',
        'curse',
      ]);
      record[key] = rng.pick(pool);
    }
    out.push(record);
  }
  return out;
}
