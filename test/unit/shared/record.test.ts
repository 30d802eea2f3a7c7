import { describe, expect, it } from 'vitest';
import { parseRecord, stringifyRecord, validateRecord } from '../../../src/shared/record';
import { bot, human } from '../../support/seats';
import { words } from '../../../src/shared/i18n/format';

const minimal = {
  format: 'spieltisch-record/1',
  game: 'dreizehn',
  seats: [human('Anna'), bot('Bot', 'rules'), bot('Bot 2', 'random')],
  options: {},
  rounds: [
    {
      dealer: 0,
      hands: [[], [], []],
      drawPile: [],
      actions: [{ seat: 1, type: 'play', card: 'B1', target: 'blue' }],
    },
  ],
};

describe('record schema', () => {
  it('accepts a well-formed record and keeps the deal fields of rounds', () => {
    const parsed = validateRecord(minimal);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) expect(parsed.record.rounds[0]).toHaveProperty('drawPile');
  });

  it('round-trips through text with a stable key order', () => {
    const parsed = validateRecord({ ...minimal, result: { totals: [1, 2, 3], winners: [0] } });
    if (!parsed.ok) throw new Error(words('en', parsed.error));
    const text = stringifyRecord(parsed.record);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([
      'format',
      'game',
      'seats',
      'options',
      'rounds',
      'result',
    ]);
    expect(parseRecord(text)).toEqual(parsed);
  });

  it.each([
    [{ ...minimal, seats: [{ name: '', kind: 'bot' }] }, 'seats[0].name'],
    [{ ...minimal, seats: [{ name: 'A', kind: 'alien' }] }, 'seats[0].kind'],
    [{ ...minimal, rounds: [{ dealer: -1, actions: [] }] }, 'rounds[0].dealer'],
    [{ ...minimal, rounds: [{ dealer: 0 }] }, 'rounds[0].actions'],
    [
      { ...minimal, rounds: [{ dealer: 0, actions: [{ seat: 'one', type: 'play' }] }] },
      'rounds[0].actions[0].seat',
    ],
    [{ ...minimal, rounds: [{ dealer: 0, actions: [{ seat: 7, type: 'play' }] }] }, 'seat 7 does not exist'],
    [{ ...minimal, result: { totals: [1], winners: [0] } }, 'the result has 1 total, not one per seat (3)'],
    [{ ...minimal, game: 'skat' }, 'game'],
    [{ ...minimal, format: 'other/1' }, 'unsupported record format'],
  ])('refuses %j naming %s', (data, where) => {
    const parsed = validateRecord(data);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(words('en', parsed.error)).toContain(where);
  });
});
