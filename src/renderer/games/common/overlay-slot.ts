/**
 * The overlay slot of a table scene: the one panel open over the table (a round's summary, the
 * final ranking, the score sheet, the log, the last trick), whether a summary holds the step
 * queue, and where the panel goes — on a phone a sheet from the top of the felt (ui/sheet.ts),
 * on a desktop where the scene's regions leave room for it (never over the hand or the status
 * line; a summary may lie over the board, a score sheet looks for room beside it first).
 */
import type { Container } from 'pixi.js';
import type { Motion } from '../../core/motion';
import { PRIORITY } from '../../layout/room';
import type { Rect } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import type { Overlay } from '../../ui/overlay';
import { slideIn, tableSheet, type SheetPlace } from '../../ui/sheet';
import type { OverlayKind } from './panel-spec';
import type { SceneRegions } from './scene-regions';

/** Where an overlay is built: its area, and as a sheet or at a place found for its size. */
export interface OverlayPlace {
  area: Rect;
  sheet: boolean;
  at?: (width: number, height: number) => { x: number; y: number } | null;
}

export class OverlaySlot {
  kind: OverlayKind | null = null;
  overlay: Overlay | null = null;
  /** Set while a summary holds the queue; calling it lets the queue go on. */
  summaryDone: (() => void) | null = null;
  private sheet: SheetPlace | null = null;

  constructor(
    private readonly layer: Container,
    private readonly motion: Motion,
  ) {}

  /**
   * Where a panel of `kind` goes at this layout (`area`: the game's overlay box on a desktop;
   * `handEmpty`: no card in the hand, a phone's sheet may take the hand's room).
   */
  place(
    L: TableLayout,
    area: Rect,
    kind: OverlayKind,
    regions: SceneRegions,
    handEmpty = false,
  ): OverlayPlace {
    const sheet = tableSheet(L, { handEmpty });
    this.sheet = sheet;
    if (sheet) return { area: sheet.rect, sheet: true };
    // What answers the game (a summary, the ranking) may lie over the board; a panel only looked
    // at (score sheet, log, last trick) first looks for room beside it.
    const holds = kind === 'summary' || kind === 'ranking';
    const within = {
      x: 0,
      y: L.topBar.height,
      width: L.width,
      height: area.y + area.height - L.topBar.height,
    };
    return {
      area,
      sheet: false,
      at: (w, h) =>
        (holds ? null : regions.room(within, w, h, PRIORITY.board)) ??
        regions.room(within, w, h, PRIORITY.decision, true),
    };
  }

  /** Shows `next` in the slot (null: empties it); a sheet newly opened slides in. */
  show(next: Overlay | null, opened: boolean): void {
    this.overlay?.destroy({ children: true });
    this.overlay = next;
    if (!next) return;
    this.layer.addChild(next);
    if (opened && this.sheet) void slideIn(next, this.sheet, this.motion);
  }
}
