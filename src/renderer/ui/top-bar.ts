/**
 * The bar along the window's top, as the live table and the replay viewer both have it: a
 * panel-coloured strip with an edge line, the title at the left (shortened so it stops
 * before the buttons) and the buttons in a row from the right edge.
 */
import { testId } from '../core/testhook';
import { Graphics, Text, type Container } from 'pixi.js';
import { markCuttable } from '../core/layout-audit';
import { font, palette } from '../theme/theme';
import type { ButtonOptions } from './button';
import { Button, fitText } from './widgets';

export interface TopBarSpec {
  width: number;
  height: number;
  scale: number;
  /** The title ('' for none: a phone on its side shows the status line there). */
  title: string;
  /** The strip's opacity over the felt. */
  alpha: number;
  /** Buttons from the right edge leftwards (each as high as the bar less 12 design px). */
  buttons: readonly Button[];
}

/** A button for a bar `barHeight` high: ghost unless `o` says otherwise, as high as the bar less 12 design px. */
export function barButton(
  barHeight: number,
  scale: number,
  o: Omit<ButtonOptions, 'scale' | 'height'>,
): Button {
  return new Button({ height: barHeight - 12 * scale, variant: 'ghost', scale, ...o });
}

/** Empties `bar` and builds it anew; returns the title (the leftmost button ends where it may). */
export function buildTopBar(bar: Container, o: TopBarSpec): Text {
  for (const c of bar.removeChildren()) c.destroy({ children: true });
  const s = o.scale;
  bar.addChild(
    new Graphics()
      .rect(0, 0, o.width, o.height)
      .fill({ color: palette.panel, alpha: o.alpha })
      .rect(0, o.height - Math.max(1, s), o.width, Math.max(1, s))
      .fill(palette.panelEdge),
  );
  let x = o.width - 10 * s;
  for (const b of o.buttons) {
    x -= b.bw;
    b.position.set(x, 6 * s);
    x -= 6 * s;
  }
  const title = new Text({ text: o.title, style: font('title', s, palette.text) });
  title.position.set(20 * s, Math.round((o.height - title.height) / 2));
  const leftmost = o.buttons[o.buttons.length - 1];
  fitText(title, (leftmost ? leftmost.x : o.width) - 40 * s);
  // A long title on a narrow bar may end in "…": the caller attaches its whole text as a tooltip.
  markCuttable(title);
  testId(title, 'bar.title');
  bar.addChild(title, ...o.buttons);
  return title;
}
