/**
 * The page of a guest a limit turned away (shared/limits.ts: the host's connections, a table's
 * seats and watchers, a challenge's participants): what happened and what to do, in the guest's
 * language, in place of a spinner that would wait for ever. The connection keeps trying by
 * itself; once the host greets it, the app goes on as usual.
 */
import type { LimitRule } from '../../shared/limits';
import { palette } from '../theme/theme';
import { BaseScreen } from './base';

export class TurnedAwayScreen extends BaseScreen {
  readonly screenName = 'turned-away';

  constructor(
    ctx: ConstructorParameters<typeof BaseScreen>[0],
    private readonly rule: LimitRule,
  ) {
    super(ctx);
  }

  protected build(): void {
    const i18n = this.ctx.i18n;
    const s = this.s;
    const width = Math.min(this.w - 48 * s, 720 * s);
    const lines = [
      this.text(i18n.t('app.limit.title'), 'display', palette.text),
      this.text(i18n.t(`app.limit.${this.rule}`), 'body', palette.text),
      this.text(i18n.t('app.limit.whatToDo'), 'body', palette.textMuted),
    ];
    let y = this.h / 2 - 120 * s;
    for (const line of lines) {
      line.style.wordWrap = true;
      line.style.wordWrapWidth = width;
      line.style.align = 'center';
      line.anchor.set(0.5, 0);
      line.position.set(this.w / 2, y);
      y += line.height + 24 * s;
      this.layer.addChild(line);
    }
  }
}
