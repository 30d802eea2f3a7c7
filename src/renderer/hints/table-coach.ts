/**
 * The live coach at the table (src/shared/coach.ts): when the host marks one of your decisions
 * as a clear mistake, a quiet toast says what the better choice would have cost and how much was
 * given away, and a ring marks that choice on the table (a card still in your hand, a target, a
 * bid button) for a few seconds, redrawn where it stands after each step. Marks present when
 * the table opens (a resumed game) are not told again.
 */
import { Container } from 'pixi.js';
import { ANALYSIS_UNIT, type AnalysedDecision } from '../../shared/analysis';
import type { TableSnapshot } from '../../shared/protocol';
import type { AppContext } from '../core/context';
import { reasonText, unitText } from '../replay/analysis-text';
import { palette } from '../theme/theme';
import { describeChoice } from './describe';
import { ringControls, type RingStyle } from './rings';

export const COACH_RING: RingStyle = { color: palette.danger, prefix: 'coach' };
/** How long the ring stays. */
const SHOWN_MS = 12_000;

const keyOf = (m: AnalysedDecision): string => `${m.round}:${m.action}`;
const tenth = (lang: string, x: number): string =>
  (Math.round(x * 10) / 10).toLocaleString(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });

export class TableCoach {
  /** The ring around the better choice (above the scene, below the chrome). */
  readonly layer = new Container();
  private readonly told = new Set<string>();
  private game: string | null = null;
  private targets: string[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(private readonly ctx: Pick<AppContext, 'toasts' | 'i18n'>) {}

  /** A snapshot was shown: tell a new mark, and draw the ring where its choice now stands. */
  update(snap: TableSnapshot, s: number, seatName: (seat: number) => string): void {
    const marks = snap.coach?.marks ?? [];
    if (this.game !== snap.game || !snap.coach) {
      // A new table (or the coach turned off): what is marked already is not news.
      this.game = snap.coach ? snap.game : null;
      this.told.clear();
      for (const m of marks) this.told.add(keyOf(m));
      if (!snap.coach) this.clear();
      else this.redraw(s);
      return;
    }
    const fresh = marks.filter((m) => !this.told.has(keyOf(m)));
    for (const m of fresh) this.told.add(keyOf(m));
    const newest = fresh.at(-1);
    if (newest) this.tell(snap, newest, seatName);
    this.redraw(s);
  }

  private tell(snap: TableSnapshot, mark: AnalysedDecision, seatName: (seat: number) => string): void {
    const lang = this.ctx.i18n.language;
    const unit = ANALYSIS_UNIT[snap.game];
    const reason = (reasonText(lang, snap.game, unit, mark, seatName) ?? '').replace(/[.。]\s*$/, '');
    this.ctx.toasts.show(
      this.ctx.i18n.t('coach.mark', { reason, loss: tenth(lang, mark.loss), unit: unitText(lang, unit) }),
      'info',
      SHOWN_MS,
    );
    this.targets = describeChoice(snap.game, lang, mark.best, seatName).targets;
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.targets = [];
      this.layer.removeChildren().forEach((c) => c.destroy());
    }, SHOWN_MS);
  }

  /** The ring at the choice's place as it is now (the hand may have closed up since). */
  redraw(s: number): void {
    for (const c of this.layer.removeChildren()) c.destroy();
    if (this.targets.length > 0) ringControls(this.layer, this.targets, s, COACH_RING);
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.targets = [];
    for (const c of this.layer.removeChildren()) c.destroy();
  }
}
