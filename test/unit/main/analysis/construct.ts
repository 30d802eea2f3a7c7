/**
 * Records with one known blunder, for the analysis tests: seat 0 plays what the analysis itself
 * finds best at every decision except the one `blunder` picks (the first where it returns an
 * action); the other seats play the rules bot. Whatever the analysis then marks beyond that
 * decision would be its own noise.
 */
import { evaluateDecision, type AnalysisBudget } from '../../../../src/main/analysis/evaluate';
import { botFor } from '../../../../src/main/ai/levels';
import type { BaseAction } from '../../../../src/main/engine/game';
import { mustTableOptions } from '../../../../src/main/engine/options';
import { createRng } from '../../../../src/main/engine/rng';
import { gameById } from '../../../../src/main/games';
import type { DreizehnState } from '../../../../src/main/games/dreizehn/state';
import { newRecord, recordAction, type GameRecord } from '../../../../src/shared/record';
import type { GameId } from '../../../../src/shared/types';
import { words } from '../../../../src/shared/i18n/format';
import type { Message } from '../../../../src/shared/i18n/message';

export interface Blunder {
  /** The blunder at this decision of seat 0, or null to play well. */
  pick(state: unknown, legal: BaseAction[]): BaseAction | null;
}

export interface Constructed {
  record: GameRecord;
  /** Where the blunder sits: 1-based round and the action's index in that round. */
  at: { round: number; action: number; action_: BaseAction } | null;
}

/** A table to play with a blunder of seat 0 in it. */
export interface BlunderTable {
  id: GameId;
  players: number;
  seed: string;
  options: Record<string, unknown>;
  /** How many rounds to play at the most. */
  rounds: number;
  blunder: Blunder;
}

export function construct(table: BlunderTable, budget: AnalysisBudget): Constructed {
  const { id, players, seed, options, rounds, blunder } = table;
  const game = gameById(id);
  const rng = createRng(seed);
  const seats = Array.from({ length: players }, (_, i) =>
    i === 0
      ? { name: 'Ada', kind: 'human' as const }
      : { name: `Bot ${i}`, kind: 'bot' as const, level: 'rules' },
  );
  const effective = mustTableOptions(game, players, options);
  const record = newRecord({ game: id, seats, options: effective });
  let state: unknown = game.newGame(players, effective, 0);
  const rules = botFor(id, 'rules');
  let at: Constructed['at'] = null;
  for (;;) {
    const next = game.next(state);
    if (next.kind === 'over') break;
    const round = record.rounds[record.rounds.length - 1];
    if (next.kind === 'deal') {
      if (record.rounds.length >= rounds) break;
      const deal = game.randomDeal(state, rng) as Record<string, unknown>;
      state = ok(game.deal(state, deal));
      record.rounds.push({ dealer: next.dealer, ...deal, actions: [] });
      continue;
    }
    if (!round) throw new Error('no round');
    if (next.kind === 'chance') {
      const action = game.randomChance(state, rng);
      state = ok(game.apply(state, null, action));
      round.actions.push(recordAction(null, action));
      continue;
    }
    const seat = next.seats[0] as number;
    const legal = game.legalActions(state, seat) as BaseAction[];
    const view = game.view(state, seat);
    let action: BaseAction;
    if (seat !== 0) action = rules.act({ seat, view, legal, rng });
    else {
      const bad: BaseAction | null = at === null && legal.length > 1 ? blunder.pick(state, legal) : null;
      if (bad) {
        action = bad;
        at = { round: record.rounds.length, action: round.actions.length, action_: bad };
      } else if (legal.length === 1) action = legal[0] as BaseAction;
      else
        action = evaluateDecision({
          game: id,
          seat,
          view,
          legal,
          chosen: legal[0] as BaseAction,
          seed: rng.u32(),
          budget,
        }).best;
    }
    state = ok(game.apply(state, seat, action));
    round.actions.push(recordAction(seat, action));
  }
  const result = game.result(state);
  if (result) record.result = result;
  return { record, at };
}

function ok(applied: { ok: true; state: unknown } | { ok: false; error: { reason: Message } }): unknown {
  if (!applied.ok) throw new Error(words('en', applied.error.reason));
  return applied.state;
}

/**
 * 13's blunder: the card that takes the most cards (at least `least`) onto a full target, when a
 * card that takes none was in hand.
 */
export function overflowBlunder(least: number): Blunder {
  const game = gameById('dreizehn');
  const taken = (state: unknown, a: BaseAction): number => {
    const applied = game.apply(state, 0, a);
    if (!applied.ok) throw new Error(words('en', applied.error.reason));
    return (applied.state as DreizehnState).taken[0]!.length - (state as DreizehnState).taken[0]!.length;
  };
  return {
    pick: (state, legal) => {
      const gains = legal.map((a) => taken(state, a));
      const worst = Math.max(...gains);
      if (worst < least || !gains.includes(0)) return null;
      return legal[gains.indexOf(worst)]!;
    },
  };
}
