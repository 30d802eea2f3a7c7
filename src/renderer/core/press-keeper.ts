/**
 * No press is lost to a screen being rebuilt.
 *
 * Screens rebuild their controls whenever the host's data changes: a lobby broadcast, a
 * settings echo, a new list of saves. Two things in PixiJS lost a click that straddled one:
 * - Hit testing reads world transforms that are brought up to date only when a frame is
 *   drawn. A control built by a rebuild sits at (0, 0) for hit testing until the next frame,
 *   so a release that came before it (a busy machine, a frame late) missed the new button.
 * - A press is a click only when it ends on the object it began on; when that object was
 *   destroyed in between, the tap went to the nearest surviving ancestor (the screen's layer).
 * So every pointer event is hit-tested against the scene as it is now, and a press whose
 * control was replaced goes on with the shown control of the same id (`testId`: `lobby.sit.2`,
 * `settings.reducedMotion`, `hand.S7` name what a control does). The click still counts only
 * when the pointer is released over that control.
 */
import {
  updateRenderGroupTransforms,
  type Container,
  type EventBoundary,
  type FederatedEvent,
  type FederatedPointerEvent,
} from 'pixi.js';
import { idOf, shownById } from './testhook';

/** The protected parts of EventBoundary this reaches (stable across PixiJS 8). */
interface PressTracking {
  trackingData(pointerId: number): { pressTargetsByButton: Record<number, Container[] | undefined> };
}

export function keepPressesAcrossRebuilds(boundary: EventBoundary, stage: Container): void {
  const map = boundary.mapEvent.bind(boundary);
  boundary.mapEvent = (e: FederatedEvent): void => {
    // The transform pass a frame would run (cheap when nothing moved: only changed objects).
    if (stage.renderGroup) updateRenderGroupTransforms(stage.renderGroup, true);
    if (e.type === 'pointerup' || e.type === 'pointerupoutside') {
      carryPresses(boundary, (e as FederatedPointerEvent).pointerId);
    }
    map(e);
  };
}

/** Points each press of this pointer whose target was rebuilt at the target's replacement. */
function carryPresses(boundary: EventBoundary, pointerId: number): void {
  const presses = (boundary as unknown as PressTracking).trackingData(pointerId).pressTargetsByButton;
  for (const button of Object.keys(presses).map(Number)) {
    const path = presses[button];
    if (!path || path.length === 0 || mounted(path)) continue;
    const now = replacementOf(path);
    if (now) presses[button] = boundary.propagationPath(now);
  }
}

/** Whether every object of a propagation path still hangs where it did. */
function mounted(path: Container[]): boolean {
  for (let i = 1; i < path.length; i++) if (path[i]!.parent !== path[i - 1]) return false;
  return !path[path.length - 1]!.destroyed;
}

/** The shown object now registered under the id of the press path's deepest named object. */
function replacementOf(path: Container[]): Container | null {
  for (let i = path.length - 1; i >= 0; i--) {
    const id = idOf(path[i]!);
    if (id === null) continue;
    const now = shownById(id);
    return now && now !== path[i] ? now : null;
  }
  return null;
}
