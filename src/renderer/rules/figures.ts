/**
 * The rules' illustrations, drawn with the table's own art (card faces, wax seals, targets,
 * element chips): a sample Siegel trick and the seal return, a 13 overflow, the SevenSins
 * trick-winner table and a sample trick, the Abyss board and trump scale. Each figure is
 * laid out in design pixels × `s` within `maxW` and reports its size. One module per game
 * under figures/ (what they share in figures/parts.ts); this one picks and fits them.
 */
import type { FigureId } from '../../shared/i18n/rules';
import { abyssBoard, abyssScale } from './figures/abyss';
import { dreizehnOverflow } from './figures/dreizehn';
import type { Figure, FigureContext } from './figures/parts';
import { siegelReturn, siegelTrick } from './figures/siegel';
import { sevensinsTable, sevensinsTrick } from './figures/sevensins';

export type { Figure, FigureContext };

/** Every illustration by its id (the Abyss board also fits itself to the column's width). */
const FIGURES: Record<FigureId, (ctx: FigureContext, s: number, maxW: number) => Figure> = {
  'siegel.trick': siegelTrick,
  'siegel.return': siegelReturn,
  'dreizehn.overflow': dreizehnOverflow,
  'sevensins.table': sevensinsTable,
  'sevensins.trick': sevensinsTrick,
  'abyss.board': abyssBoard,
  'abyss.scale': abyssScale,
};

/** Draws one illustration, scaled down if the column is narrower than its natural size. */
export function drawFigure(id: FigureId, maxW: number, s: number, ctx: FigureContext): Figure {
  let fig = FIGURES[id](ctx, s, maxW);
  if (fig.width > maxW) {
    const k = maxW / fig.width;
    fig.node.scale.set(k);
    fig = { node: fig.node, width: maxW, height: fig.height * k };
  }
  return fig;
}
