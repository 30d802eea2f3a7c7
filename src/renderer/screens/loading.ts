/** Shown until the host's `welcome` arrives: the title and a calm spinner. */
import { Graphics, Ticker, type Ticker as TickerT } from 'pixi.js';
import { frames } from '../core/frames';
import { palette } from '../theme/theme';
import { BaseScreen } from './base';

export class LoadingScreen extends BaseScreen {
  readonly screenName = 'connecting';
  private spinner: Graphics | null = null;
  private readonly tick = (t: TickerT): void => {
    if (this.spinner && !this.spinner.destroyed) this.spinner.rotation += t.deltaMS / 400;
  };

  constructor(...args: ConstructorParameters<typeof BaseScreen>) {
    super(...args);
    Ticker.shared.add(this.tick);
    frames.hold(this);
    this.once('destroyed', () => {
      Ticker.shared.remove(this.tick);
      frames.release(this);
    });
  }

  protected build(): void {
    const i18n = this.ctx.i18n;
    const title = this.text(i18n.t('app.app.title'), 'display', palette.text);
    title.anchor.set(0.5);
    title.position.set(this.w / 2, this.h / 2 - 60 * this.s);
    const msg = this.text(i18n.t('app.conn.connecting'), 'body', palette.textMuted);
    msg.anchor.set(0.5);
    msg.position.set(this.w / 2, this.h / 2 + 80 * this.s);
    const r = 16 * this.s;
    const sp = new Graphics()
      .circle(0, 0, r)
      .stroke({ width: 3 * this.s, color: palette.panelEdge })
      .arc(0, 0, r, 0, Math.PI * 0.6)
      .stroke({ width: 3 * this.s, color: palette.accent, cap: 'round' });
    sp.position.set(this.w / 2, this.h / 2 + 30 * this.s);
    this.spinner = sp;
    this.layer.addChild(title, msg, sp);
  }
}
