/**
 * Taking back a move against bots. A person may take back their last own action as long as
 * nothing hidden has been revealed to them since they made it: not another player's card, a
 * draw, a turned trump, a curse or a new deal. Otherwise they would decide again knowing more
 * than they did.
 *
 * Whether a step revealed something is decided from the person's own view, the same way for
 * every game: the step revealed nothing if, in every state consistent with what the person
 * saw before it (the game's `sample`), the same action is legal and leads to exactly the view
 * they saw after it. A bid or a prediction passes (it depends only on public facts); another
 * player's card play fails (in a re-dealt world that player need not hold that card); a play of
 * one's own that draws a card in 13 fails (the draw differs). Deals and chance steps always
 * reveal. The sampling uses a fixed seed, so the answer is the same every time it is asked.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { Seat } from '../../../shared/types';
import type { AnyGame, BaseAction } from '../../engine/game';
import { createRng } from '../../engine/rng';

/** One step of the table as it happened, with the state before it (what undo goes back to). */
export interface Checkpoint {
  kind: 'deal' | 'action' | 'chance';
  actor: Seat | null;
  action: BaseAction | null;
  /** The state before the step. */
  before: unknown;
  /** Where the record stood before the step: rounds, and actions in the last round. */
  rounds: number;
  actions: number;
  step: number;
}

/** How many re-dealt worlds a step must agree with to count as revealing nothing. */
const WORLDS = 6;

export type UndoCheck = { ok: true; index: number } | { ok: false; rule: string; reason: Message };

/** Whether `seat` may take back its last action, and if so which checkpoint undo goes back to. */
export function checkUndo(
  game: AnyGame,
  checkpoints: readonly Checkpoint[],
  current: unknown,
  seat: Seat,
  seats: readonly { name: string; kind: string }[],
): UndoCheck {
  const people = seats.filter((s) => s.kind === 'human').length;
  if (people !== 1 || seats[seat]?.kind !== 'human') {
    return {
      ok: false,
      rule: 'undo-not-alone',
      reason: msg('host.undo.notAlone'),
    };
  }
  const names = seats.map((s) => s.name);
  if (game.result(current)) return { ok: false, rule: 'undo-game-over', reason: msg('refuse.gameOver') };
  let index = -1;
  for (let i = checkpoints.length - 1; i >= 0; i--) {
    const c = checkpoints[i]!;
    if (c.kind === 'action' && c.actor === seat) {
      index = i;
      break;
    }
    if (c.kind === 'deal') break;
  }
  if (index < 0) {
    return { ok: false, rule: 'undo-nothing', reason: msg('host.undo.nothing') };
  }
  for (let i = index; i < checkpoints.length; i++) {
    const c = checkpoints[i]!;
    const after = checkpoints[i + 1]?.before ?? current;
    if (revealed(game, c, after, seat)) {
      const name = c.actor === null ? '' : (names[c.actor] ?? msg('host.seat', { seat: c.actor }));
      const reason =
        c.kind === 'deal'
          ? msg('host.undo.dealt')
          : c.kind === 'chance'
            ? msg('host.undo.drawn')
            : c.actor === seat
              ? msg('host.undo.ownDraw')
              : c.action && 'card' in c.action
                ? msg('host.undo.played', { name })
                : msg('host.undo.seen', { name });
      return { ok: false, rule: 'undo-revealed', reason };
    }
  }
  return { ok: true, index };
}

function revealed(game: AnyGame, c: Checkpoint, after: unknown, seat: Seat): boolean {
  if (c.kind !== 'action' || c.action === null) return true;
  const seen = JSON.stringify(game.view(after, seat));
  const view = game.view(c.before, seat);
  const rng = createRng(`undo:${c.step}`);
  for (let k = 0; k < WORLDS; k++) {
    let world: unknown;
    try {
      world = game.sample(view, seat, rng);
    } catch {
      return true;
    }
    const applied = game.apply(world, c.actor, c.action);
    if (!applied.ok) return true;
    if (JSON.stringify(game.view(applied.state, seat)) !== seen) return true;
  }
  return false;
}
