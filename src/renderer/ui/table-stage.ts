/**
 * What the live table and the replay viewer both stand on: the felt's decor, the layer the
 * game's scene lives in, the top bar and the status line. Each screen adds them to its own
 * layers in its own order; the felt and the status line follow the table layout here.
 */
import { Container, Graphics } from 'pixi.js';
import type { TableLayout } from '../layout/table';
import { StatusBar } from './chrome';
import { drawTableDecor } from './table-decor';

export abstract class TableStage extends Container {
  protected readonly decor = new Graphics();
  protected readonly sceneLayer = new Container();
  protected readonly topBar = new Container();
  protected readonly status = new StatusBar();

  /**
   * Draws the decor for `L` and lays out the status line, with the felt and the scene `top`
   * pixels down (the replay's transport bar sits above its table). The band under the hand spans
   * `width` (the window's, where the table gives way to a panel beside it).
   */
  protected layoutStage(L: TableLayout, top = 0, width = L.width): void {
    this.sceneLayer.y = top;
    this.decor.y = top;
    drawTableDecor(this.decor.clear(), L, width);
    // A phone's status line may take two lines rather than lose the end of what to do.
    // (and so may the table display's, which is made two lines high).
    const lines = L.form.compact || L.status.height >= 60 * L.scale ? 2 : 1;
    this.status.layout({ ...L.status, y: L.status.y + top }, L.scale, lines);
  }
}
