/** A list of equal rows cut into pages that fit an area (the history, earlier challenges). */
export interface Paged {
  perPage: number;
  pages: number;
  /** The page shown: the one asked for, or the last when the list got shorter. */
  page: number;
  /** The index of its first row. */
  first: number;
}

/** How `count` rows of `rowH` (with `gap` between) fill `height` above a footer of `footH`. */
export function paged(
  count: number,
  height: number,
  rows: { rowH: number; gap: number; footH: number },
  page: number,
): Paged {
  const { rowH, gap, footH } = rows;
  const perPage = Math.max(1, Math.floor((height - footH + gap) / (rowH + gap)));
  const pages = Math.max(1, Math.ceil(count / perPage));
  const shown = Math.min(page, pages - 1);
  return { perPage, pages, page: shown, first: shown * perPage };
}
