/** Small snapshot helpers every trick-taking table scene uses. */
import type { TableSnapshot } from '../../../shared/protocol';

/**
 * A view reader that normalises each snapshot's view once: the scenes read the view of the
 * same snapshot many times a frame (sync, tooltips, the test hook).
 */
export function cachedViews<V>(normalize: (snap: TableSnapshot) => V): (snap: TableSnapshot) => V {
  const views = new WeakMap<TableSnapshot, V>();
  return (snap) => {
    let v = views.get(snap);
    if (!v) {
      v = normalize(snap);
      views.set(snap, v);
    }
    return v;
  };
}

/** The viewer is asked for an action now (a finished game asks nobody). */
export function isMyTurn(snap: TableSnapshot): boolean {
  return (
    snap.you !== null && snap.waitingFor.includes(snap.you) && snap.legal.length > 0 && snap.result === null
  );
}

/** The seat is asked for an action now (its plate glows; a bot's plate thinks). */
export function isWaiting(snap: TableSnapshot, seat: number): boolean {
  return snap.result === null && snap.waitingFor.includes(seat);
}
