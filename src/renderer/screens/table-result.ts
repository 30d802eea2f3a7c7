/**
 * The final standing at the live table, for games whose scene has no ranking of its own:
 * winners first (marked), then by total, and the way back to the menu.
 */
import { Container, Graphics, Text } from 'pixi.js';
import type { TableSnapshot } from '../../shared/protocol';
import { markCuttable } from '../core/layout-audit';
import type { I18n } from '../i18n';
import type { TableLayout } from '../layout/table';
import { font, palette } from '../theme/theme';
import { drawPanel } from '../ui/chrome';
import { Button, fitText } from '../ui/widgets';

export interface StandingSpec {
  L: TableLayout;
  result: NonNullable<TableSnapshot['result']>;
  seats: number;
  i18n: I18n;
  seatName: (seat: number) => string;
  onMenu: () => void;
}

/** The standing box, placed over the felt; `back` is its only control. */
export function finalStanding(o: StandingSpec): { box: Container; back: Button } {
  const { L, result, i18n } = o;
  const s = L.scale;
  const w = Math.min(520 * s, L.width - (L.form.compact ? 24 : 40) * s);
  const rowH = (L.form.name === 'short' ? 34 : 40) * s;
  const order = Array.from({ length: o.seats }, (_, i) => i).sort(
    (a, b) => (result.totals[b] ?? 0) - (result.totals[a] ?? 0),
  );
  // Keep the game's own order of "better": winners first, then by total as given.
  const winners = new Set(result.winners);
  order.sort((a, b) => Number(winners.has(b)) - Number(winners.has(a)));
  const headH = (L.form.name === 'short' ? 76 : 100) * s;
  const h = headH + 10 * s + order.length * rowH + 80 * s;
  const box = new Container();
  const g = drawPanel(new Graphics(), w, h, s, { alpha: 1 });
  g.roundRect(0, 0, w, h, 16 * s).stroke({ width: 2 * s, color: palette.accent, alpha: 0.7 });
  box.addChild(g);
  const title = new Text({ text: i18n.t('app.result.title'), style: font('heading', s, palette.text) });
  title.position.set((w - title.width) / 2, (L.form.name === 'short' ? 14 : 24) * s);
  box.addChild(title);
  let y = headH;
  for (const seat of order) {
    const win = winners.has(seat);
    if (win)
      box.addChild(
        new Graphics()
          .roundRect(16 * s, y - 4 * s, w - 32 * s, rowH, 8 * s)
          .fill({ color: palette.accent, alpha: 0.15 }),
      );
    const pts = new Text({
      text: i18n.t('app.result.points', { n: result.totals[seat] ?? 0 }),
      style: { ...font('label', s, palette.text), fontFeatureSettings: '"tnum"' } as never,
    });
    const whole = o.seatName(seat) + (win ? `  ★ ${i18n.t('app.result.winner')}` : '');
    const name = new Text({ text: whole, style: font('label', s, win ? palette.accent : palette.text) });
    // A long name may be shortened beside its points (the tooltip says it whole).
    fitText(name, w - 64 * s - pts.width - 16 * s);
    if (name.text !== whole) markCuttable(name);
    name.position.set(32 * s, y + (rowH - 8 * s - name.height) / 2);
    pts.position.set(w - 32 * s - pts.width, name.y);
    box.addChild(name, pts);
    y += rowH;
  }
  const back = new Button({
    label: i18n.t('app.result.backToMenu'),
    variant: 'primary',
    scale: s,
    id: 'result.menu',
    onPress: o.onMenu,
  });
  back.position.set((w - back.bw) / 2, h - back.bh - 22 * s);
  box.addChild(back);
  // Over the felt, inside the window below the top bar.
  const boxY = Math.min((L.hand.y - h) / 2, L.height - h - 10 * s);
  box.position.set((L.width - w) / 2, Math.max(L.topBar.height + 10 * s, boxY));
  return { box, back };
}
