/**
 * Sheets: on a phone (the compact forms) what floats over the table on a desktop — a summary,
 * the ranking, the score sheet, the log, the last trick, the lesson's coach — becomes a sheet
 * that slides in from an edge and fills the room the table yields to it, never the hand.
 * Pure placement plus the slide; the panel itself is drawn by its owner and marked as a cover
 * (what lies under it is hidden, not overlapped).
 */
import type { Container } from 'pixi.js';
import type { Motion } from '../core/motion';
import type { Rect } from '../layout/scale';
import type { TableLayout } from '../layout/table';

export type SheetEdge = 'top' | 'bottom' | 'right';

export interface SheetPlace {
  rect: Rect;
  /** The edge it slides in from. */
  edge: SheetEdge;
}

/**
 * The sheet of a compact table: upright, the felt from under the top bar down to the status
 * line (the others' plates and the centre yield; the status and the hand stay); on its side,
 * the felt above the hand, full width (the status line is in the bar), or down to the bottom
 * when the hand is empty (`handEmpty`). Null on `wide`.
 */
export function tableSheet(L: TableLayout, o: { handEmpty?: boolean } = {}): SheetPlace | null {
  if (!L.form.compact) return null;
  const s = L.scale;
  const m = Math.round(6 * s);
  const top = L.topBar.height + m;
  // On its side, with no hand to show (a round's end, the ranking), the sheet takes its room too.
  const bottom = L.form.name === 'tall' ? L.status.y - m : (o.handEmpty ? L.height : L.hand.y) - m;
  return {
    rect: { x: m, y: top, width: L.width - 2 * m, height: Math.max(0, bottom - top) },
    edge: 'top',
  };
}

/**
 * A compact sheet for a panel of `height` (the lesson's coach): at the bottom of the felt,
 * just above the status line (upright) or the hand (on its side), as wide as the window.
 */
export function bottomSheet(L: TableLayout, height: number): SheetPlace | null {
  if (!L.form.compact) return null;
  const s = L.scale;
  const m = Math.round(6 * s);
  const bottom = L.form.name === 'tall' ? L.status.y - m : L.hand.y - m;
  const h = Math.min(height, bottom - L.topBar.height - m);
  return { rect: { x: m, y: Math.round(bottom - h), width: L.width - 2 * m, height: h }, edge: 'bottom' };
}

/** Slides `panel` (already at its place) in from its edge. */
export function slideIn(panel: Container, place: SheetPlace, motion: Motion): Promise<void> {
  const { x, y } = panel.position;
  const r = place.rect;
  if (place.edge === 'right') panel.x = x + r.width;
  else if (place.edge === 'top') panel.y = y - r.height * 0.25;
  else panel.y = y + r.height * 0.25;
  panel.alpha = 0;
  return Promise.all([
    motion.to(panel, { x, y }, { ms: 220, ease: 'power3.out' }),
    motion.to(panel, { alpha: 1 }, { ms: 140, kind: 'fade' }),
  ]).then(() => undefined);
}
