/**
 * Replays a record through a game's rules: every deal and action is checked, nothing is
 * random. The first problem stops the replay with where it happened and why.
 */
import { gameWord } from '../../shared/games/words';
import { words } from '../../shared/i18n/format';
import { msg, type Message } from '../../shared/i18n/message';
import type { GameRecord } from '../../shared/record';
import { describeIssues } from '../../shared/record';
import type { GameResult } from '../../shared/types';
import type { AnyGame, BaseAction } from './game';
import { tableOptions } from './options';

export interface ReplayProblem {
  /** 0-based index into `rounds`, when the problem lies in a round. */
  round?: number;
  /** 0-based index into that round's `actions`, when an action is at fault. */
  action?: number;
  rule: string;
  reason: Message;
}

export type ReplayOutcome =
  | { ok: true; state: unknown; over: boolean; result: GameResult | null; roundScores: number[][] }
  | { ok: false; problem: ReplayProblem };

/** What went wrong, for people: where (the round 1-based, the action's index) and why. */
export function problemMessage(problem: ReplayProblem): Message {
  const { round, action, reason } = problem;
  if (round === undefined) return reason;
  if (action === undefined) return msg('records.at.round', { round: round + 1, reason });
  return msg('records.at.action', { round: round + 1, action, reason });
}

/** One line for logs and the command line: the problem in English, and the rule. */
export function describeProblem(problem: ReplayProblem): string {
  return `${words('en', problemMessage(problem))} [rule: ${problem.rule}]`;
}

/** One step of a replay as it is taken: the state after it, and what it was. */
export interface ReplayStep {
  state: unknown;
  /** 0-based index into `rounds`. */
  round: number;
  /** The deal of that round, or the index of one of its actions. */
  step:
    | { kind: 'deal'; dealer: number }
    | { kind: 'action'; index: number; seat: number | null; action: BaseAction };
}

/**
 * Replays a record; `observe` (the replay viewer, the analysis) sees the fresh game and then
 * every state the replay passes through, in order.
 */
export function replayRecord(
  game: AnyGame,
  record: GameRecord,
  observe?: { start(state: unknown): void; step(step: ReplayStep): void },
): ReplayOutcome {
  const fail = (problem: ReplayProblem): ReplayOutcome => ({ ok: false, problem });
  if (record.game !== game.id) {
    return fail({
      rule: 'record-game',
      reason: msg('records.replay.game', { record: record.game, game: game.id }),
    });
  }
  const players = record.seats.length;
  if (players < game.minPlayers || players > game.maxPlayers) {
    return fail({
      rule: 'player-count',
      reason: msg('records.replay.players', {
        game: gameWord(game.id),
        min: game.minPlayers,
        max: game.maxPlayers,
        n: players,
      }),
    });
  }
  const options = tableOptions(game, players, record.options);
  if (!options.ok) return fail({ rule: 'record-options', reason: options.reason });
  const firstDealer = record.rounds[0]?.dealer ?? 0;
  if (firstDealer >= players) {
    return fail({ round: 0, rule: 'dealer', reason: msg('records.replay.dealer', { seat: firstDealer }) });
  }
  let state: unknown = game.newGame(players, options.options, firstDealer);
  observe?.start(state);

  for (const [r, round] of record.rounds.entries()) {
    const next = game.next(state);
    if (next.kind === 'over') {
      return fail({ round: r, rule: 'game-over', reason: msg('records.replay.overBefore') });
    }
    if (next.kind !== 'deal') {
      return fail({ round: r - 1, rule: 'round-unfinished', reason: msg('records.replay.unfinished') });
    }
    if (round.dealer !== next.dealer) {
      return fail({
        round: r,
        rule: 'dealer-rotation',
        reason: msg('records.replay.rotation', { seat: next.dealer, got: round.dealer }),
      });
    }
    const { dealer: _dealer, actions, ...dealFields } = round;
    const deal = game.dealSchema.safeParse(dealFields);
    if (!deal.success) {
      return fail({
        round: r,
        rule: 'record-deal',
        reason: msg('records.replay.deal', { detail: describeIssues(deal.error.issues, `rounds[${r}]`) }),
      });
    }
    const dealt = game.deal(state, deal.data);
    if (!dealt.ok) return fail({ round: r, ...dealt.error });
    state = dealt.state;
    observe?.step({ state, round: r, step: { kind: 'deal', dealer: round.dealer } });

    for (const [a, recorded] of actions.entries()) {
      const { seat, ...rest } = recorded;
      const action = game.actionSchema.safeParse(rest);
      if (!action.success) {
        return fail({
          round: r,
          action: a,
          rule: 'record-action',
          reason: msg('records.replay.action', {
            detail: describeIssues(action.error.issues, `rounds[${r}].actions[${a}]`),
          }),
        });
      }
      const applied = game.apply(state, seat, action.data);
      if (!applied.ok) return fail({ round: r, action: a, ...applied.error });
      state = applied.state;
      observe?.step({ state, round: r, step: { kind: 'action', index: a, seat, action: action.data } });
    }
    const after = game.next(state);
    const isLast = r === record.rounds.length - 1;
    if (!isLast && after.kind !== 'deal' && after.kind !== 'over') {
      return fail({
        round: r,
        rule: 'round-unfinished',
        reason: msg('records.replay.lastOnly'),
      });
    }
  }

  const result = game.result(state);
  if (record.result) {
    if (!result) {
      return fail({ rule: 'result-mismatch', reason: msg('records.replay.resultNotOver') });
    }
    const same =
      JSON.stringify(result.totals) === JSON.stringify(record.result.totals) &&
      JSON.stringify([...result.winners].sort()) === JSON.stringify([...record.result.winners].sort());
    if (!same) {
      return fail({
        rule: 'result-mismatch',
        reason: msg('records.replay.resultDiffers', {
          record: JSON.stringify(record.result),
          replay: JSON.stringify(result),
        }),
      });
    }
  }
  return { ok: true, state, over: result !== null, result, roundScores: game.roundScores(state) };
}
