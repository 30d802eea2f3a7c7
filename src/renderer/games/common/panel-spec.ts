/** What the table scenes' overlay panels are made of (see TableScene.overlaySpec). */
import type { Container } from 'pixi.js';
import type { SceneOverlay } from '../../../shared/scene-facts';
import type { Rect } from '../../layout/scale';
import type { OverlayButton } from '../../ui/overlay';

/** The panels over the felt every table scene has. */
export type OverlayKind = SceneOverlay;

/** The panels every game fills (the log is the same everywhere; the peek is 13's own). */
export type PanelKind = Exclude<OverlayKind, 'log' | 'peek'>;

/** The panels a game may fill, its own included. */
export type GamePanelKind = Exclude<OverlayKind, 'log'>;

/** The texts every table scene has, each game in its own words (and languages). */
export type TableKey =
  | 'btn.close'
  | 'btn.lastTrick'
  | 'btn.log'
  | 'rank.title'
  | 'rank.menu'
  | 'sheet.title'
  | 'last.title'
  | 'last.none'
  | 'log.title'
  | 'log.empty';

/** What a game puts into an overlay panel; the base fills in the usual rest. */
export interface PanelSpec {
  /** The panel's test id (default: the overlay kind). */
  id?: string;
  /** Default: the kind's title (`rank.title`, `sheet.title`, `last.title`). */
  title?: string;
  build: (rect: Rect) => Container;
  /** Default: Close (the ranking: back to the menu, and Close). */
  buttons?: OverlayButton[];
  width?: number;
  /** Dim the felt behind (default for the summary and the ranking, which wait for an answer). */
  backdrop?: boolean;
}
