/**
 * The live coach at the table (src/shared/coach.ts): when the host marks one of your decisions
 * as a clear mistake, a quiet toast names the move made and says what the better choice would
 * have cost and how much was given away (hints/coach-mark.ts), placed where it covers no seat
 * (the table's findRoom place for toasts). A ring marks where that move can be seen on the table
 * (its target, its card in the trick, the seals, the figure) for a few seconds, redrawn where it
 * stands after each step; it rings a control of the better choice only while that decision is
 * still open, never a card of the hand being played now. Marks present when the table opens (a
 * resumed game) are not told again.
 */
import { Container } from 'pixi.js';
import type { AnalysedDecision } from '../../shared/analysis';
import type { TableSnapshot } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import type { AppContext } from '../app/context';
import { shownById } from '../core/testhook';
import { palette } from '../theme/theme';
import { coachMarkText, markRing } from './coach-mark';
import { ringControls, type RingStyle } from './rings';

export const COACH_RING: RingStyle = { color: palette.danger, prefix: 'coach' };
/** How long the ring stays. */
const SHOWN_MS = 12_000;

const keyOf = (m: AnalysedDecision): string => `${m.round}:${m.action}`;

export class TableCoach {
  /** The ring around the better choice (above the scene, below the chrome). */
  readonly layer = new Container();
  private readonly told = new Set<string>();
  private game: string | null = null;
  private targets: string[] = [];
  /** Whether the marked decision is still open (the ring then shows the better choice). */
  private open = false;
  /** The mark rung now, to place its ring again as the table moves on. */
  private ringing: { game: GameId; mark: AnalysedDecision; seatName: (seat: number) => string } | null = null;
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
    // A mark taken back with its move (undo) rings no more.
    if (this.ringing && !marks.some((m) => keyOf(m) === keyOf(this.ringing!.mark))) this.clear();
    const r = this.ringing;
    if (r && snap.you !== null) {
      this.open = snap.step < r.mark.step;
      this.targets = markRing(r.game, this.ctx.i18n.language, r.mark, snap.step, snap.you, r.seatName);
    }
    this.redraw(s);
  }

  private tell(snap: TableSnapshot, mark: AnalysedDecision, seatName: (seat: number) => string): void {
    const lang = this.ctx.i18n.language;
    this.ctx.toasts.show(coachMarkText(lang, snap.game, mark, seatName), 'info', SHOWN_MS);
    this.ringing = { game: snap.game, mark, seatName };
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.ringing = null;
      this.targets = [];
      this.layer.removeChildren().forEach((c) => c.destroy());
    }, SHOWN_MS);
  }

  /** The ring where the move is seen now (the first of its places that is shown). */
  redraw(s: number): void {
    for (const c of this.layer.removeChildren()) c.destroy();
    // The better choice's controls (all of them) while its decision is open; else one place.
    const ring = this.open ? this.targets : this.targets.filter((id) => shownById(id)).slice(0, 1);
    if (ring.length > 0) ringControls(this.layer, ring, s, COACH_RING);
  }

  clear(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.ringing = null;
    this.targets = [];
    for (const c of this.layer.removeChildren()) c.destroy();
  }
}
