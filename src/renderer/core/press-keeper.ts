/**
 * A press survives its control being rebuilt.
 *
 * Screens rebuild their controls whenever the host's data changes: a lobby broadcast, a
 * settings echo, a new list of saves. PixiJS calls a press a click only when it ends on the
 * object it began on; when that object was destroyed in between, the tap went to the nearest
 * ancestor that survived (the screen's layer), and the person's click was lost. Controls carry
 * a stable id (`testId`: `lobby.sit.2`, `settings.reducedMotion`, `hand.S7`) that names what
 * they do, so a press whose control was replaced goes on with the shown control of the same
 * id; the click still counts only if the pointer is released over it.
 */
import type { Container, EventBoundary } from 'pixi.js';
import { idOf, shownById } from './testhook';

interface PressPaths {
  findMountedTarget(propagationPath: Container[] | undefined): Container | null;
}

export function keepPressesAcrossRebuilds(boundary: EventBoundary): void {
  // `findMountedTarget` is where PixiJS resolves the press target at pointerup (and at
  // pointerupoutside); it is protected, so it is reached through a narrow view of the boundary.
  const paths = boundary as unknown as PressPaths;
  const mounted = paths.findMountedTarget.bind(boundary);
  paths.findMountedTarget = (path) => {
    const found = mounted(path);
    if (!path || path.length === 0 || found === path[path.length - 1]) return found;
    // The deepest named object of the press path that was replaced by a shown one.
    for (let i = path.length - 1; i >= 0 && path[i] !== found; i--) {
      const id = idOf(path[i]!);
      const now = id === null ? null : shownById(id);
      if (now && now !== path[i]) return now;
    }
    return found;
  };
}
