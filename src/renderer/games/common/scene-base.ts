/**
 * The scene base of the trick-taking tables (Siegel, SevenSins, Abyss): the shared core (step
 * queue, pacing, overlays, plates, keyboard, test hook; scene-core.ts) with the fanned hand
 * those games share — a pick plays or marks a card, a card that may not be chosen says why.
 */
import type { TableSnapshot } from '../../../shared/protocol';
import type { SceneHost } from '../../scenes/registry';
import { CardHand, type CardHandOptions } from './hand';
import { SceneCore, type CoreConfig, type SceneLayout } from './scene-core';
import { isMyTurn } from './views';

export type { KeyTarget, SceneLayout, TestFacts } from './scene-core';

/** What a trick-taking game tells the base once, when its scene is made. */
export interface SceneConfig extends CoreConfig {
  /** The hand's deck, label and feel. */
  hand: Pick<CardHandOptions, 'deck' | 'label' | 'feel'>;
}

/** Keys the fanned hand understands when nothing else is open. */
const HAND_KEYS = ['ArrowLeft', 'ArrowRight', 'Enter', ' '];

export abstract class TableScene<Lay extends SceneLayout> extends SceneCore<Lay, CardHand> {
  protected readonly hand: CardHand;

  constructor(host: SceneHost, config: SceneConfig) {
    super(host, config);
    this.hand = new CardHand({
      ...config.hand,
      art: this.ctx.cards,
      motion: this.ctx.motion,
      tooltip: this.ctx.tooltip,
      onPick: (code) => this.pick(code),
      whyNot: (code) => this.whyNot(code),
    });
  }

  /** Why a card may not be chosen now (asked only on the viewer's turn), or ''. */
  protected abstract refusal(snap: TableSnapshot, code: string): string;
  /** The viewer picked a choosable card of the hand. */
  protected abstract pick(code: string): void;

  /** Why a card may not be chosen: only the viewer's turn asks the game. */
  private whyNot(code: string): string {
    const snap = this.shown;
    if (!snap || !isMyTurn(snap)) return '';
    return this.refusal(snap, code);
  }

  protected handKey(e: KeyboardEvent): boolean {
    return HAND_KEYS.includes(e.key) && this.hand.onKey(e.key);
  }

  override destroy(): void {
    this.hand.hideReason();
    super.destroy();
  }
}
