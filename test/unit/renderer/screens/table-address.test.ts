import { describe, expect, it } from 'vitest';
import { tableFromAddress } from '../../../../src/renderer/screens/tableAddress';

describe('a seeded table from the page address', () => {
  it('reads the seed and the first dealer', () => {
    expect(tableFromAddress('?seed=abc-12&dealer=2')).toEqual({ seed: 'abc-12', firstDealer: 2 });
  });
  it('leaves both out when absent, so tables stay random', () => {
    expect(tableFromAddress('')).toEqual({});
    expect(tableFromAddress('?lang=de')).toEqual({});
  });
  it('ignores values the host would refuse', () => {
    expect(tableFromAddress('?seed=' + 'x'.repeat(65) + '&dealer=9')).toEqual({});
    expect(tableFromAddress('?seed=a%20b&dealer=-1')).toEqual({});
    expect(tableFromAddress('?dealer=1.5')).toEqual({});
  });
});
