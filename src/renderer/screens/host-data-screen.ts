/**
 * A menu screen that shows what the host keeps (statistics, saved games): it asks the host once
 * it opens and redraws whenever the answer arrives; an action that changes the data (a reset, a
 * delete) shows its toast when the new data comes back; a confirmation over the screen closes
 * with Escape before the screen itself goes back to the menu.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { ClientMessage } from '../../shared/protocol';
import type { Focusable } from '../core/focus';
import { markModal } from '../core/layout-audit';
import { testId } from '../core/testhook';
import type { StoreEvent } from '../net/store';
import { font, palette } from '../theme/theme';
import { confirmDialog } from '../ui/confirm';
import { drawIcon, type IconName } from '../ui/icons';
import { Button, paragraph } from '../ui/widgets';
import { BaseScreen, type Frame } from './base';

export interface Area {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface EmptyText {
  icon: IconName;
  title: string;
  body: string;
  hint?: string;
  /** The button's label: it leads to the menu, to choose a game. */
  play: string;
  /** Test id of the block (`<id>`) and of its button (`<id>.play`). */
  id: string;
}

export interface ConfirmText {
  title: string;
  body: string;
  cancel: string;
  /** The changes it offers (shown as dangerous), left to right after Cancel. */
  actions: { label: string; key: string; onPress: () => void }[];
  /** Test id of the dialog (`<id>`) and of its buttons (`<id>.cancel`, `<id>.<key>`). */
  id: string;
}

/** One row of a host list, built but not yet placed. */
export interface ListRow {
  row: Container;
  height: number;
  /** Test id of the row (`<screen>.row.<entry>`). */
  id: string;
  /** Its buttons in focus order. */
  buttons: Button[];
}

export abstract class HostDataScreen<Confirm> extends BaseScreen {
  /** What the open confirmation is about (null: none is open). */
  protected confirming: Confirm | null = null;
  private pendingToast: string | null = null;
  private readonly unsub: () => void;

  constructor(
    ctx: ConstructorParameters<typeof BaseScreen>[0],
    answer: StoreEvent['kind'],
    request: ClientMessage,
  ) {
    super(ctx);
    this.unsub = this.ctx.store.subscribe((e) => {
      if (e.kind !== answer) return;
      if (this.pendingToast !== null) {
        this.ctx.toasts.show(this.pendingToast, 'ok', 1800);
        this.pendingToast = null;
      }
      this.rebuild();
    });
    this.once('destroyed', () => this.unsub());
    this.ctx.conn.send(request);
  }

  /** Sends a change to the host; `toast` shows once the changed data arrives. */
  protected change(message: ClientMessage, toast: string): void {
    this.confirming = null;
    this.pendingToast = toast;
    this.ctx.conn.send(message);
    this.rebuild();
  }

  /** Opens the confirmation about `what`, with the focus on its first button (Cancel). */
  protected openConfirm(what: Confirm): void {
    if (this.confirming !== null) return;
    this.confirming = what;
    this.rebuild();
    const cancel = this.focusItems[0];
    if (cancel) this.ctx.focus.focus(cancel);
  }

  /** A row's Delete, which asks first (`<id>`, e.g. `saves.delete.<save>`). */
  protected deleteButton(label: string, id: string, what: Confirm): Button {
    return new Button({ label, icon: 'close', scale: this.s, id, onPress: () => this.openConfirm(what) });
  }

  /**
   * Places the rows `build` makes, one per entry, from the top of `area` down, `gap` apart; a
   * row that would reach below `bottom` ends the list (the first always shows). Returns the
   * rows' buttons in focus order.
   */
  protected listRows<T>(
    area: { x: number; y: number },
    entries: readonly T[],
    o: { gap: number; bottom?: number },
    build: (entry: T) => ListRow,
  ): Button[] {
    const buttons: Button[] = [];
    let y = area.y;
    for (const entry of entries) {
      const r = build(entry);
      if (o.bottom !== undefined && y + r.height > o.bottom && buttons.length > 0) {
        r.row.destroy({ children: true });
        break;
      }
      r.row.position.set(area.x, y);
      testId(r.row, r.id);
      this.layer.addChild(r.row);
      buttons.push(...r.buttons);
      y += r.height + o.gap;
    }
    return buttons;
  }

  /** A row's lines at its left, 3 px apart, centred in its height (see `stackHeight`). */
  protected stackLines(row: Container, lines: readonly Text[], rowH: number): void {
    const s = this.s;
    let ty = (rowH - this.stackHeight(lines)) / 2;
    for (const line of lines) {
      line.position.set(22 * s, ty);
      ty += line.height + 3 * s;
      row.addChild(line);
    }
  }

  protected stackHeight(lines: readonly Text[]): number {
    return lines.reduce((sum, l) => sum + l.height, 0) + 3 * this.s * (lines.length - 1);
  }

  /** The host has not answered yet: a line in the middle of `panel`. */
  protected loading(panel: Area, text: string): void {
    const wait = this.text(text, 'body', palette.textMuted);
    wait.anchor.set(0.5);
    wait.position.set(panel.x + panel.width / 2, panel.y + panel.height / 2);
    this.layer.addChild(wait);
  }

  /**
   * The host's list when it has entries; else, in the frame's panel, "loading" until the host
   * answers or the empty state when it has none, with `header` (and the empty state's button)
   * as the focus order, and null (the screen has nothing more to build).
   */
  protected listOrWait<T>(
    list: T[] | null,
    frame: Frame,
    o: { loading: string; empty: EmptyText; header: Focusable[] },
  ): T[] | null {
    if (!list) {
      this.loading(
        { x: frame.left, y: frame.panelY, width: frame.contentW, height: frame.panelH },
        o.loading,
      );
      this.focusItems = o.header;
      return null;
    }
    if (list.length > 0) return list;
    this.focusItems = [...o.header, this.emptyState(frame.area, o.empty, frame.grow)];
    return null;
  }

  /** The confirmation over the screen; returns its buttons (the focus order while it shows). */
  protected confirmation(o: ConfirmText): Focusable[] {
    const s = this.s;
    const buttons = [
      new Button({ label: o.cancel, scale: s, id: `${o.id}.cancel`, onPress: () => this.back() }),
      ...o.actions.map(
        (a) =>
          new Button({
            label: a.label,
            variant: 'danger',
            scale: s,
            id: `${o.id}.${a.key}`,
            onPress: a.onPress,
          }),
      ),
    ];
    this.overlay.addChild(
      markModal(
        confirmDialog({
          width: this.w,
          height: this.h,
          scale: s,
          title: o.title,
          body: o.body,
          buttons,
          id: o.id,
        }),
      ),
    );
    return buttons;
  }

  /** Nothing to show yet: an icon, what will appear here, and a way to start a game. */
  protected emptyState(area: Area, o: EmptyText, grow?: (bottom: number) => void): Button {
    const s = this.s;
    const c = new Container();
    const textW = Math.min(680 * s, area.width - 80 * s);
    const r = 54 * s;
    const icon = new Graphics()
      .circle(0, 0, r)
      .fill({ color: palette.panelRaised })
      .circle(0, 0, r)
      .stroke({ width: 2 * s, color: palette.panelEdge });
    drawIcon(icon, o.icon, 0, 2 * s, 56 * s, palette.accent);
    const title = this.text(o.title, 'title', palette.text);
    title.anchor.set(0.5, 0);
    const body = paragraph(o.body, s, textW, 'center');
    body.anchor.set(0.5, 0);
    title.position.set(0, r + 28 * s);
    body.position.set(0, title.y + title.height + 14 * s);
    c.addChild(icon, title, body);
    let bottom = body.y + body.height;
    if (o.hint) {
      // Wrapped, not shortened: the hint says how to get what is missing.
      const hint = new Text({
        text: o.hint,
        style: {
          ...font('caption', s, palette.textDim),
          wordWrap: true,
          wordWrapWidth: textW,
          align: 'center',
        },
      });
      hint.anchor.set(0.5, 0);
      hint.position.set(0, bottom + 18 * s);
      c.addChild(hint);
      bottom = hint.y + hint.height;
    }
    const play = new Button({
      label: o.play,
      icon: 'play',
      variant: 'primary',
      scale: s,
      height: 54 * s,
      id: `${o.id}.play`,
      onPress: () => this.ctx.showMenu(),
    });
    play.position.set(-play.bw / 2, bottom + 30 * s);
    c.addChild(play);
    const total = r + play.y + play.bh;
    // Centred where it fits; else from the top, the panel growing under it (the screen scrolls).
    c.position.set(area.x + area.width / 2, area.y + Math.max(0, (area.height - total) / 2) + r);
    testId(c, o.id);
    this.layer.addChild(c);
    grow?.(c.y - r + total + 22 * s);
    return play;
  }

  protected override back(): void {
    if (this.confirming !== null) {
      this.confirming = null;
      this.rebuild();
      return;
    }
    this.ctx.showMenu();
  }
}
