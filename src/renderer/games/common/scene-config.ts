/**
 * What a table scene tells the scene core (scene-core.ts): its layout's parts the core places
 * things by, its hand, its configuration, its prompts and its facts for the test hook.
 */
import type { Container } from 'pixi.js';
import type { SceneFacts } from '../../../shared/scene-facts';
import type { I18n } from '../../i18n';
import type { Region } from '../../layout/room';
import type { Rect } from '../../layout/scale';
import type { TableLayout } from '../../layout/table';
import type { ButtonsAt } from './overlay-buttons';
import type { TableKey } from './panel-spec';
import type { SceneIds } from './scene-panels';

/** A game's facts for the test hook beyond the common ones, each as a reader. */
export type TestFacts<F extends SceneFacts> = { [K in Exclude<keyof F, keyof SceneFacts>]: () => F[K] };

/** The parts of a game's layout the base places things by. */
export interface SceneLayout {
  s: number;
  overlay: Rect;
  /** Where the overlay buttons stand. */
  buttons: ButtonsAt;
  /** Where each seat's plate stands. */
  seats: readonly { plate: { x: number; y: number } }[];
  /**
   * What the game's table shows that matters, by priority (the board, the trick, the racks):
   * overlays, toasts and the lesson's coach find room around it (layout/room.ts).
   */
  regions?: readonly Region[];
}

/** A prompt or panel that takes keys while it is open. */
export interface KeyTarget {
  onKey(e: KeyboardEvent): boolean;
}

/** What the core needs of a game's hand: its size, and what the test hook reports. */
export interface SceneHand extends Container {
  resize(L: TableLayout): void;
  /** Cards that may be chosen now (each code once). */
  readonly choosableCodes: readonly string[];
  /** How many cards it holds (none: a phone's sheet may take its room). */
  readonly held: number;
  /** Where a click lands on a card (canvas pixels), or null when it is not shown. */
  visiblePoint(code: string): { x: number; y: number } | null;
}

export type Action = { type: string; [k: string]: unknown };

/** What a game tells the core once, when its scene is made (the hand aside). */
export interface CoreConfig {
  game: 'siegel' | 'sevensins' | 'abyss' | 'dreizehn';
  /** The game's words for the texts every table has. */
  text: (i18n: I18n, key: TableKey) => string;
  /** The score-sheet button's label beside the hand, and its id (default `btn:scores`). */
  sheetLabel: (i18n: I18n) => string;
  sheetId?: string;
  /** The log panel's width and line height (design pixels; default 760 and 26). */
  log?: { width: number; lineHeight: number };
  /** What the console calls the end that failed: a round's or a phase's (default `phase`). */
  stepEnd?: 'round' | 'phase';
  /** The overlay buttons in order (default: last trick, sheet, log), with their test ids. */
  buttons?: readonly { kind: 'last' | 'sheet' | 'log'; id: string }[];
  /** Test ids the game keeps (13's specs name its own). */
  ids?: Partial<SceneIds>;
}
