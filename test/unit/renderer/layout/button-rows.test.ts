import { describe, expect, it } from 'vitest';
import { buttonRows } from '../../../../src/renderer/layout/button-rows';

describe('buttonRows', () => {
  it('keeps one row where the buttons fit', () => {
    expect(buttonRows([100, 100, 100], 400, 10)).toEqual([[0, 1, 2]]);
  });

  it('wraps into as few rows as fit, the widest row as narrow as it can be', () => {
    // 4 buttons of 100 in 250: two rows of two (not 1 + 3, which does not fit, nor 3 rows).
    expect(buttonRows([100, 100, 100, 100], 250, 10)).toEqual([
      [0, 1],
      [2, 3],
    ]);
    // Balanced rather than greedy: 120 | 130 + 100 beats 120 + 130 | 100? both 240 wide: the lower row holds more.
    expect(buttonRows([120, 130, 100], 250, 10)).toEqual([[0], [1, 2]]);
  });

  it('gives a button wider than the room a row of its own', () => {
    expect(buttonRows([80, 300, 80], 200, 10)).toEqual([[0], [1], [2]]);
  });

  it('never makes a row wider than the room when another split fits', () => {
    const widths = [130, 180, 229, 134];
    for (const row of buttonRows(widths, 346, 12)) {
      const w = row.reduce((sum, k) => sum + widths[k]!, 0) + (row.length - 1) * 12;
      expect(row.length === 1 || w <= 346).toBe(true);
    }
  });
});
