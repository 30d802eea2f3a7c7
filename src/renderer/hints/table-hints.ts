/**
 * Hints at the live table: whether one may be asked (the viewer's own open decision), asking
 * the host's hard bot once per step, and showing its answer as a toast with rings around the
 * suggested controls until the next step or for ten seconds.
 */
import { Container } from 'pixi.js';
import type { TableSnapshot } from '../../shared/protocol';
import type { AppContext } from '../app/context';
import { describeHint, type HintAction } from './describe';
import { HINT_RING, ringControls } from './rings';

export class TableHints {
  /** Rings around the controls a hint suggests (above the scene, below the chrome). */
  readonly layer = new Container();
  /** The step a hint was asked at: an answer for another step is stale. */
  private asked: number | null = null;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ctx: Pick<AppContext, 'conn' | 'toasts' | 'i18n'>) {}

  /** A hint can be asked for the viewer's own open decision. */
  canAsk(snap: TableSnapshot | null): boolean {
    return (
      !!snap &&
      !snap.result &&
      snap.you !== null &&
      snap.waitingFor.includes(snap.you) &&
      snap.legal.length > 0
    );
  }

  /** Asks the host's hard bot for the viewer's current decision (answered by a `hint` message). */
  ask(snap: TableSnapshot | null): void {
    if (!snap || !this.canAsk(snap) || this.asked === snap.step) return;
    this.clear();
    this.asked = snap.step;
    this.ctx.toasts.show(this.ctx.i18n.t('app.hint.asking'), 'info', 2500);
    this.ctx.conn.send({ type: 'hint' });
  }

  /** The host refused an action: a pending question is answered no more. */
  refused(): void {
    if (this.asked !== null) this.asked = null;
  }

  show(snap: TableSnapshot | null, action: HintAction, s: number, seatName: (seat: number) => string): void {
    if (!snap || this.asked !== snap.step) return;
    this.asked = null;
    const hint = describeHint(snap.game, this.ctx.i18n.language, action, seatName);
    this.ctx.toasts.show(hint.text, 'ok', 8000);
    this.clear();
    ringControls(this.layer, hint.targets, s, HINT_RING);
    // The rings go with the next step, or after a while.
    this.timer = setTimeout(() => this.clear(), 10_000);
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    for (const c of this.layer.removeChildren()) c.destroy();
  }
}
