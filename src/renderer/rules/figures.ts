/**
 * The rules' illustrations, drawn with the table's own art (card faces, wax seals, targets,
 * element chips): a sample Siegel trick and the seal return, a 13 overflow, the SevenSins
 * trick-winner table and a sample trick, the Abyss board and trump scale. Each figure is
 * laid out in design pixels × `s` within `maxW` and reports its size. One module per game
 * under figures/ (what they share in figures/parts.ts); this one picks and fits them.
 */
import type { FigureId } from './types';
import { abyssBoard, abyssScale } from './figures/abyss';
import { dreizehnOverflow } from './figures/dreizehn';
import type { Figure, FigureContext } from './figures/parts';
import { siegelReturn, siegelTrick } from './figures/siegel';
import { sevensinsTable, sevensinsTrick } from './figures/sevensins';

export type { Figure, FigureContext };

/** Draws one illustration, scaled down if the column is narrower than its natural size. */
export function drawFigure(id: FigureId, maxW: number, s: number, ctx: FigureContext): Figure {
  let fig: Figure;
  switch (id) {
    case 'siegel.trick':
      fig = siegelTrick(ctx, s);
      break;
    case 'siegel.return':
      fig = siegelReturn(ctx, s);
      break;
    case 'dreizehn.overflow':
      fig = dreizehnOverflow(ctx, s);
      break;
    case 'sevensins.table':
      fig = sevensinsTable(ctx, s);
      break;
    case 'sevensins.trick':
      fig = sevensinsTrick(ctx, s);
      break;
    case 'abyss.board':
      fig = abyssBoard(ctx, s, maxW);
      break;
    case 'abyss.scale':
      fig = abyssScale(ctx, s);
      break;
  }
  if (fig.width > maxW) {
    const k = maxW / fig.width;
    fig.node.scale.set(k);
    fig = { node: fig.node, width: maxW, height: fig.height * k };
  }
  return fig;
}
