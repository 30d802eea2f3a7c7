/**
 * The recent-results chart, drawn with Pixi Graphics: one bar per finished game (oldest on the
 * left), gold where the game was won, the value on each bar, grid lines with their numbers, a
 * dashed average line (its number is in the screen's legend), and the day under the first bar
 * of each day. Each bar explains itself on hover.
 */
import { Container, Graphics, Rectangle, Text } from 'pixi.js';
import { testId } from '../core/testhook';
import type { Rect } from '../layout/scale';
import { font, mix, palette } from '../theme/theme';
import type { Tooltip } from '../ui/chrome';
import type { ChartModel } from './model';

/** Bars of games not won: a quiet grey-green beside the gold of a win. */
export const LOST_COLOUR = mix(palette.textMuted, palette.panel, 0.35);

/** The fewest slots the bars are laid into, so one or two games do not become wide slabs. */
const MIN_SLOTS = 10;

export function drawChart(model: ChartModel, rect: Rect, s: number, tooltip: Tooltip): Container {
  const c = new Container();
  const caption = (text: string, fill: number = palette.textDim): Text =>
    new Text({ text, style: font('caption', s, fill) });

  // Room for the grid numbers on the left and the dates below.
  const tickLabels = model.ticks.map((t) => caption(t.label));
  const gutter = model.ticks.length > 0 ? Math.max(...tickLabels.map((t) => t.width)) + 12 * s : 0;
  const lineH = caption('0').height;
  const dateH = lineH + 6 * s;
  // Room for the numbers on the bars: above, and below where bars go under zero.
  const above = lineH + 4 * s;
  const below = model.bars.some((b) => b.value < 0) ? lineH + 4 * s : 0;
  const plot = {
    x: rect.x + gutter,
    y: rect.y + above,
    width: rect.width - gutter,
    height: rect.height - above - below - dateH,
  };
  const span = model.max - model.min;
  const yOf = (v: number): number => plot.y + plot.height * (1 - (v - model.min) / span);
  const zeroY = yOf(0);

  const grid = new Graphics();
  model.ticks.forEach((t, i) => {
    const y = Math.round(yOf(t.value));
    grid.moveTo(plot.x, y).lineTo(plot.x + plot.width, y);
    const label = tickLabels[i]!;
    label.anchor.set(1, 0.5);
    label.position.set(plot.x - 10 * s, y);
    c.addChild(label);
  });
  grid.stroke({ width: Math.max(1, s), color: palette.feltLine, alpha: 0.45 });
  // The baseline.
  grid
    .moveTo(plot.x, Math.round(zeroY))
    .lineTo(plot.x + plot.width, Math.round(zeroY))
    .stroke({ width: Math.max(1, 1.5 * s), color: palette.textDim, alpha: 0.8 });
  c.addChildAt(grid, 0);
  // The average under the bars and their numbers, so it never hides one.
  if (model.average) {
    const dash = new Graphics();
    dashedLine(dash, plot.x, plot.x + plot.width, Math.round(yOf(model.average.value)), s);
    c.addChild(dash);
  }

  const slots = Math.max(MIN_SLOTS, model.bars.length);
  const slotW = plot.width / slots;
  const barW = Math.min(slotW * 0.62, 46 * s);
  const bars = new Graphics();
  c.addChild(bars);
  const labelRoom = slotW - 4 * s;
  // A day under the first bar of that day, unless it would run into the day before.
  let dateEnd = -Infinity;
  model.bars.forEach((bar, i) => {
    const cx = plot.x + slotW * (i + 0.5);
    const top = yOf(Math.max(0, bar.value));
    const bottom = yOf(Math.min(0, bar.value));
    const h = Math.max(2 * s, bottom - top);
    const y = bar.value >= 0 ? bottom - h : top;
    const fill = bar.won ? palette.accent : LOST_COLOUR;
    const r = Math.min(6 * s, barW / 2, h / 2);
    bars.roundRect(cx - barW / 2, y, barW, h, r).fill(fill);
    if (bar.won)
      bars.roundRect(cx - barW / 2, y, barW, Math.min(h, 6 * s), r).fill({ color: 0xffffff, alpha: 0.18 });
    const label = new Text({
      text: bar.label,
      style: font('caption', s, bar.won ? palette.accent : palette.textMuted),
    });
    if (label.width <= labelRoom) {
      label.anchor.set(0.5, bar.value >= 0 ? 1 : 0);
      label.position.set(cx, bar.value >= 0 ? y - 3 * s : y + h + 3 * s);
      c.addChild(label);
    } else label.destroy();
    if (bar.date) {
      const d = caption(bar.date);
      d.anchor.set(0.5, 0);
      d.position.set(cx, plot.y + plot.height + below + 6 * s);
      if (cx - d.width / 2 > dateEnd + 8 * s) {
        c.addChild(d);
        dateEnd = cx + d.width / 2;
      } else d.destroy();
    }
    const hit = new Container();
    hit.hitArea = new Rectangle(cx - slotW / 2, plot.y, slotW, plot.height);
    hit.eventMode = 'static';
    tooltip.attach(hit, () => bar.tip);
    testId(hit, `stats.chart.bar.${i}`);
    c.addChild(hit);
  });

  return c;
}

/** The average's dashed line (the legend draws a short one of the same kind). */
export function dashedLine(g: Graphics, x0: number, x1: number, y: number, s: number): Graphics {
  const len = 8 * s;
  for (let x = x0; x < x1; x += len * 1.8) g.moveTo(x, y).lineTo(Math.min(x + len, x1), y);
  return g.stroke({ width: Math.max(1, 2 * s), color: palette.cream, alpha: 0.75 });
}
