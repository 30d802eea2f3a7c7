/**
 * Game scenes plug into the table screen through this registry. The table screen owns the
 * chrome (top bar, status line, side panel, result); a scene owns everything on the felt
 * for its game: seats with their public facts, the centre, and the hand.
 */
import type { Container } from 'pixi.js';
import type { TableEvent, TableSnapshot } from '../../shared/protocol';
import type { GameId } from '../../shared/types';
import type { AppContext } from '../app/context';
import type { Region } from '../layout/room';
import type { TableLayout } from '../layout/table';
import type { Tone } from '../ui/chrome';

export interface SceneStatus {
  text: string;
  tone: Tone;
}

/** What the table screen offers a scene. */
export interface SceneHost {
  readonly ctx: AppContext;
  /** Sends an action for the viewing seat (`act`). */
  act(action: { type: string; [key: string]: unknown }): void;
  /** Seat name for messages ("Anna"), "You" for the viewer. */
  seatName(seat: number): string;
  /** The scene caught up with its animations or dialogs: the table re-asks `status`. */
  statusChanged(): void;
  /**
   * The scene shows snapshot `step` now: its animation is over (a round's summary may be opening
   * on it). The lesson's coach speaks of a step only once it is on the table.
   */
  shown?(step: number): void;
  /**
   * At a round's end, before its summary: resolves once the lesson's coach has no note to be
   * read first (a note about the round's last moment, the last trick, waits for Next).
   */
  lessonHold?(): Promise<void>;
  /**
   * The scene shows a replay: nothing is chosen, a round's summary opens without holding the
   * steps that follow (the next step closes it), and the final ranking offers no way out of a
   * table (the replay's own bar has it).
   */
  readonly replay?: boolean;
}

export interface GameScene {
  /** Added to the table screen between the felt and the chrome. */
  readonly view: Container;
  /** Called for every snapshot in step order, `event` being what the step did. */
  update(snapshot: TableSnapshot, event: TableEvent): void | Promise<void>;
  resize(layout: TableLayout): void;
  /**
   * The scene shows the final ranking itself (with the game's own order of "better" and its
   * fanfare); the table screen then shows no result box of its own.
   */
  readonly ownsResult?: boolean;
  /** The one-line status; null lets the table screen say the generic thing. */
  status?(snapshot: TableSnapshot): SceneStatus | null;
  /** Language or settings changed (colour-blind textures were dropped): redraw. */
  refresh?(): void;
  /**
   * The scene's panels (last trick, score sheet, log) for the table's menu, where a phone has
   * them instead of buttons over the felt (TableLayout.barMenu). `open` shows or hides one.
   */
  panels?(): ScenePanelEntry[];
  /** What the scene shows that matters, by priority, for what floats over it (toasts, the coach). */
  regionsNow?(): Region[];
  /** How many cards the viewer holds in `snapshot` (null: none, or not known). */
  handCount?(snapshot: TableSnapshot): number | null;
  /** The host is out of reach: no move is taken (the hand does not lock waiting for an answer). */
  setOffline?(offline: boolean): void;
  destroy(): void;
}

/** One of a scene's panels as the table's menu lists it. */
export interface ScenePanelEntry {
  label: string;
  id: string;
  open: () => void;
}

export type GameSceneFactory = (host: SceneHost) => GameScene;

const registry = new Map<GameId, GameSceneFactory>();
let fallback: GameSceneFactory | null = null;

export function registerGameScene(game: GameId, factory: GameSceneFactory): void {
  registry.set(game, factory);
}

export function setFallbackScene(factory: GameSceneFactory): void {
  fallback = factory;
}

export function sceneFactoryFor(game: GameId): GameSceneFactory {
  const f = registry.get(game) ?? fallback;
  if (!f) throw new Error(`No scene for ${game}`);
  return f;
}
