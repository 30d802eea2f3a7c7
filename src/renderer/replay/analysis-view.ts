/**
 * The post-game analysis in the replay viewer: asks the host to analyse a seat, follows its
 * progress, keeps the report, and shows it (the panel), the marked decisions on the timeline and,
 * at the moment before a chosen decision, the better choice ringed at the table (the choice made
 * ringed thinly in red). The screen places the layers and jumps where it is told.
 */
import { Container } from 'pixi.js';
import type { AnalysedDecision } from '../../shared/analysis';
import type { ReplayFrame, ReplayInfo } from '../../shared/protocol';
import type { AppContext } from '../app/context';
import { describeChoice } from '../hints/describe';
import { ringControls } from '../hints/rings';
import type { StoreEvent } from '../net/store';
import { palette } from '../theme/theme';
import type { Button } from '../ui/widgets';
import { analysisPanel, type PanelState } from './analysis-panel';
import type { AnalysisBox } from './dock';

export interface AnalysisHost {
  /** Shows `step` as `seat` saw it. */
  showDecision(step: number, seat: number): void;
  /** The panel changed (its buttons join the keyboard focus, the timeline its marks). */
  changed(): void;
}

export class AnalysisView {
  readonly rings = new Container({ label: 'analysis-rings' });
  readonly panelLayer = new Container({ label: 'analysis-panel' });
  private state: PanelState | null = null;
  private open = false;
  private box: AnalysisBox | null = null;
  buttons: Button[] = [];

  constructor(
    private readonly ctx: AppContext,
    private readonly info: ReplayInfo,
    private readonly host: AnalysisHost,
  ) {}

  /** Whether the panel is showing (running or done). */
  get visible(): boolean {
    return this.open && this.state !== null;
  }

  get running(): boolean {
    return this.state?.kind === 'running';
  }

  /** Analyses `seat` (the host answers at once when it analysed it before). */
  start(seat: number): void {
    if (this.state?.kind === 'done' && this.state.report.seat === seat) {
      this.open = true;
      this.host.changed();
      return;
    }
    this.state = { kind: 'running', seat, done: 0, total: 0 };
    this.open = true;
    this.ctx.conn.send({ type: 'analyse', token: this.info.token, seat });
    this.host.changed();
  }

  stop(): void {
    if (this.running) this.ctx.conn.send({ type: 'stopAnalysis' });
  }

  close(): void {
    this.stop();
    this.open = false;
    this.clearRings();
    this.host.changed();
  }

  /** Messages of the host for this replay. */
  onEvent(e: StoreEvent): void {
    const state = this.state;
    switch (e.kind) {
      case 'analysisProgress':
        if (state?.kind !== 'running' || state.seat !== e.seat) return;
        this.state = { kind: 'running', seat: e.seat, done: e.done, total: e.total };
        break;
      case 'analysis':
        this.state = { kind: 'done', report: e.report, selected: null };
        this.open = true;
        break;
      case 'analysisStopped':
        if (state?.kind !== 'running') return;
        this.state = null;
        this.ctx.toasts.show(this.ctx.i18n.t('analysis.stopped'), 'info', 2500);
        break;
      case 'refused':
        if (e.rule !== 'analysis' || state?.kind !== 'running') return;
        this.state = null;
        break;
      default:
        return;
    }
    this.host.changed();
  }

  /** The marked decisions' steps (the moment before each), for the timeline. */
  marks(): number[] {
    const state = this.state;
    if (state?.kind !== 'done' || !this.open) return [];
    return state.report.decisions.filter((d) => d.mistake).map((d) => d.step - 1);
  }

  /** The decision the panel shows, or null. */
  selected(): AnalysedDecision | null {
    const state = this.state;
    return state?.kind === 'done' && state.selected !== null
      ? (state.report.decisions[state.selected] ?? null)
      : null;
  }

  /** Chooses a decision: the table goes to the moment before it, as the seat saw it. */
  select(index: number): void {
    const state = this.state;
    if (state?.kind !== 'done') return;
    const d = state.report.decisions[index];
    if (!d) return;
    this.state = { ...state, selected: index };
    this.host.changed();
    this.host.showDecision(d.step - 1, state.report.seat);
  }

  /** Where the panel goes: right of the felt, between `top` and `bottom`. */
  place(box: AnalysisBox): void {
    this.box = box;
    this.build();
  }

  build(): void {
    for (const c of this.panelLayer.removeChildren()) c.destroy({ children: true });
    this.buttons = [];
    const box = this.box;
    const state = this.state;
    if (!box || !state || !this.open) return;
    const { panel, buttons } = analysisPanel({
      state,
      game: this.info.game,
      lang: this.ctx.i18n.language,
      names: this.info.seats.map((seat) => seat.name),
      s: box.s,
      width: box.width,
      maxHeight: box.bottom - box.top,
      onStop: () => this.stop(),
      onClose: () => this.close(),
      onSelect: (i) => this.select(i),
    });
    panel.position.set(box.x, box.top);
    this.panelLayer.addChild(panel);
    this.buttons = buttons;
  }

  /** After the scene shows a frame: rings at the moment before the chosen decision. */
  afterFrame(frame: ReplayFrame, s: number): void {
    this.clearRings();
    const d = this.selected();
    const state = this.state;
    if (!d || state?.kind !== 'done' || !this.open) return;
    if (frame.step !== d.step - 1 || frame.table.you !== state.report.seat) return;
    const name = (seat: number): string => this.info.seats[seat]?.name ?? `#${seat + 1}`;
    const lang = this.ctx.i18n.language;
    const best = describeChoice(this.info.game, lang, d.best, name).targets;
    const chosen = describeChoice(this.info.game, lang, d.chosen, name).targets.filter(
      (id) => !best.includes(id),
    );
    ringControls(this.rings, chosen, s, { color: palette.danger, prefix: 'analysis-chosen', thin: true });
    ringControls(this.rings, best, s, { color: palette.accent, prefix: 'analysis-best' });
  }

  clearRings(): void {
    for (const c of this.rings.removeChildren()) c.destroy();
  }

  /** What the test hook tells about the analysis. */
  facts(): Record<string, unknown> {
    const state = this.state;
    return {
      open: this.visible,
      kind: state?.kind ?? null,
      progress: state?.kind === 'running' ? { done: state.done, total: state.total } : null,
      seat: state ? (state.kind === 'running' ? state.seat : state.report.seat) : null,
      mistakes:
        state?.kind === 'done' ? state.report.decisions.flatMap((d, i) => (d.mistake ? [i] : [])) : [],
      decisions: state?.kind === 'done' ? state.report.decisions.length : 0,
      selected: state?.kind === 'done' ? state.selected : null,
      rings: this.rings.children.map((c) => c.label),
    };
  }
}
