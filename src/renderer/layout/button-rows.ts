/** Buttons wrapped into rows (an overlay's buttons on a narrow panel). Pure maths. */

/**
 * Buttons of widths `widths` in rows no wider than `room` (`gap` between them), in their order:
 * as few rows as can hold them, the widest row as narrow as it can be (a wrapped panel's rows
 * look alike); on a tie the lower rows hold more (Close stays at the bottom right). Each row:
 * the indices of its buttons.
 */
export function buttonRows(widths: readonly number[], room: number, gap: number): number[][] {
  const n = widths.length;
  if (n === 0) return [];
  const span = (a: number, b: number): number =>
    widths.slice(a, b).reduce((sum, w) => sum + w, 0) + (b - a - 1) * gap;
  let best: number[][] | null = null;
  let bestWidest = Infinity;
  // Every split of the buttons into rows in order (at most 2^(n-1); a panel has a handful).
  for (let rows = 1; rows <= n && !best; rows++) {
    const split = (from: number, left: number, acc: number[][], widest: number): void => {
      if (left === 1) {
        const w = Math.max(widest, span(from, n));
        if (span(from, n) > room && n - from > 1) return;
        const out = [...acc, range(from, n)];
        if (
          w < bestWidest - 0.5 ||
          (Math.abs(w - bestWidest) <= 0.5 && best && out[0]!.length < best[0]!.length)
        ) {
          best = out;
          bestWidest = w;
        }
        return;
      }
      for (let to = from + 1; to <= n - left + 1; to++) {
        if (span(from, to) > room && to - from > 1) break;
        split(to, left - 1, [...acc, range(from, to)], Math.max(widest, span(from, to)));
      }
    };
    split(0, rows, [], 0);
  }
  return best ?? [range(0, n)];
}

function range(a: number, b: number): number[] {
  return Array.from({ length: b - a }, (_, i) => a + i);
}
