/**
 * A table's bot turns: paced by the bot-speed delay, decided through the bot runner (worker
 * threads in the app), and applied only if the table is still where the bot began to think. A
 * bot that fails or chooses an illegal move is replaced for that move by the rule-based bot (or
 * a random legal move), and the table is told why; the game never stops on a bot.
 */
import { msg, type Message } from '../../../shared/i18n/message';
import type { SeatConfig } from '../../../shared/protocol';
import type { Seat } from '../../../shared/types';
import { botFor, type AnyBot } from '../../ai/levels';
import type { BotRequest, BotRunner } from '../../ai/runner';
import type { AnyGame, BaseAction } from '../../engine/game';
import type { Rng } from '../../engine/rng';
import { describeRuleError } from '../../engine/rule-error';
import type { Scheduler } from './table-config';

/** What the bot turns may read and do at their table (see TableSession.botSide). */
export interface BotSide {
  game: AnyGame;
  seats: SeatConfig[];
  /** The table's generator (the last resort's random move draws from it). */
  rng: Rng;
  closed(): boolean;
  step(): number;
  state(): unknown;
  botAt(seat: Seat): AnyBot | null;
  /** A bot's decision as it is asked: the seat's view, its legal moves and its own stream. */
  request(seat: Seat): BotRequest;
  commit(state: unknown, seat: Seat, action: BaseAction): void;
  advance(): void;
  report(message: Message): void;
}

export class BotTurns {
  private pending: unknown = null;
  private thinking = false;

  constructor(
    private readonly table: BotSide,
    private readonly scheduler: Scheduler,
    private readonly runner: BotRunner,
    private readonly delay: () => number,
  ) {}

  /** The bot at `seat` moves after the pacing delay (once: a turn already coming is kept). */
  schedule(seat: Seat): void {
    if (this.pending !== null || this.thinking) return;
    this.pending = this.scheduler.setTimeout(() => {
      this.pending = null;
      // A failing bot turn must never become an unhandled rejection: that ends a plain-Node host.
      this.run(seat).catch((err: unknown) => this.failed(seat, err));
    }, this.delay());
  }

  /** A turn not begun yet is dropped (the table closed, or a move was taken back). */
  cancel(): void {
    if (this.pending !== null) this.scheduler.clearTimeout(this.pending);
    this.pending = null;
  }

  private async run(seat: Seat): Promise<void> {
    const table = this.table;
    const bot = table.botAt(seat);
    if (!bot || table.closed()) return;
    this.thinking = true;
    const stepBefore = table.step();
    const request = table.request(seat);
    let action: BaseAction;
    try {
      action = await this.runner.decide(bot, request);
    } catch (err) {
      action = this.fallback(seat, request, (name) =>
        msg('host.bot.couldNotDecide', { name, detail: describeError(err) }),
      );
    } finally {
      this.thinking = false;
    }
    if (table.closed()) return;
    if (table.botAt(seat) !== bot || table.step() !== stepBefore) {
      // The person came back while their stand-in thought (the move is theirs again), or someone
      // else moved meanwhile (simultaneous choices): think again.
      table.advance();
      return;
    }
    let applied = table.game.apply(table.state(), seat, action);
    if (!applied.ok) {
      const { reason } = applied.error;
      action = this.fallback(seat, request, (name) => msg('host.bot.illegal', { name, reason }));
      applied = table.game.apply(table.state(), seat, action);
      if (!applied.ok)
        throw new Error(`the fallback move was refused too: ${describeRuleError(applied.error)}`);
    }
    table.commit(applied.state, seat, action);
    table.advance();
  }

  /**
   * The move a failed bot makes instead: the rule-based bot's (inline: it answers in
   * microseconds), or a random legal move should that fail too. The table is told why.
   */
  private fallback(seat: Seat, request: BotRequest, what: (name: string | Message) => Message): BaseAction {
    const table = this.table;
    let action: BaseAction;
    try {
      action = botFor(table.game.id, 'rules').act(request);
      if (!table.game.apply(table.state(), seat, action).ok) throw new Error('not a legal move');
    } catch {
      action = table.rng.pick(request.legal);
    }
    table.report(what(seatName(table, seat)));
    return action;
  }

  /** A bot turn failed outside the decision itself: report it, and let a random legal move go on. */
  private failed(seat: Seat, err: unknown): void {
    this.thinking = false;
    const table = this.table;
    if (table.closed()) return;
    table.report(msg('host.bot.turnFailed', { name: seatName(table, seat), detail: describeError(err) }));
    const next = table.game.next(table.state());
    if (next.kind !== 'act' || !next.seats.includes(seat)) return;
    try {
      const action = table.rng.pick(table.game.legalActions(table.state(), seat));
      const applied = table.game.apply(table.state(), seat, action);
      if (!applied.ok) return;
      table.commit(applied.state, seat, action);
      table.advance();
    } catch (again) {
      table.report(msg('host.bot.stuck', { name: seatName(table, seat), detail: describeError(again) }));
    }
  }
}

/** A seat's name, or "seat 2" should it have none. */
function seatName(table: BotSide, seat: Seat): string | Message {
  return table.seats[seat]?.name ?? msg('host.seat', { seat });
}

function describeError(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}
