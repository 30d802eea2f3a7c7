/**
 * Plays a game between bots from a seeded RNG and writes its record as it goes: the same
 * loop the host runs, minus people and pacing. Used by self-play, tests and the arena.
 */
import { newRecord, recordAction, type GameRecord, type SeatRecord } from '../../shared/record';
import type { Seat } from '../../shared/types';
import type { AnyGame, BaseAction } from './game';
import { mustTableOptions } from './options';
import type { Bot } from './player';
import type { Rng } from './rng';
import { describeRuleError, type Applied } from './rule-error';

export interface PlayInput {
  game: AnyGame;
  seats: SeatRecord[];
  /** Options as given; the record holds those in effect (see engine/options.ts). A misfit throws. */
  options: Record<string, unknown>;
  bots: readonly Bot<unknown, BaseAction>[];
  rng: Rng;
  firstDealer?: Seat;
  /** Stop after this many dealt rounds (for short tests); the record then has no result. */
  maxRounds?: number;
}

export interface Played {
  record: GameRecord;
  state: unknown;
}

export function playGame(input: PlayInput): Played {
  const { game, rng, bots } = input;
  const options = mustTableOptions(game, input.seats.length, input.options);
  const record = newRecord({ game: game.id, seats: input.seats, options });
  let state: unknown = game.newGame(input.seats.length, options, input.firstDealer ?? 0);
  const actions = (): GameRecord['rounds'][number]['actions'] => {
    const round = record.rounds[record.rounds.length - 1];
    if (!round) throw new Error('an action before the first deal');
    return round.actions;
  };

  for (;;) {
    const next = game.next(state);
    if (next.kind === 'over') break;
    if (next.kind === 'deal') {
      if (input.maxRounds !== undefined && record.rounds.length >= input.maxRounds) break;
      const deal = game.randomDeal(state, rng) as Record<string, unknown>;
      state = mustApply(game.deal(state, deal), 'deal');
      record.rounds.push({ dealer: next.dealer, ...deal, actions: [] });
    } else if (next.kind === 'chance') {
      const action = game.randomChance(state, rng);
      state = mustApply(game.apply(state, null, action), `chance ${action.type}`);
      actions().push(recordAction(null, action));
    } else {
      // Simultaneous choices (Abyss passing) are made in a random order, as at a real table.
      const seat = next.seats.length === 1 ? (next.seats[0] as Seat) : rng.pick(next.seats);
      const bot = bots[seat];
      if (!bot) throw new Error(`no bot for seat ${seat}`);
      const legal = game.legalActions(state, seat);
      const action = bot.act({ seat, view: game.view(state, seat), legal, rng });
      state = mustApply(game.apply(state, seat, action), `seat ${seat} ${JSON.stringify(action)}`);
      actions().push(recordAction(seat, action));
    }
  }
  const result = game.result(state);
  if (result) record.result = result;
  return { record, state };
}

function mustApply(applied: Applied<unknown>, what: string) {
  if (!applied.ok) throw new Error(`${what} was refused: ${describeRuleError(applied.error)}`);
  return applied.state;
}
