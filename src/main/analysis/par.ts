/**
 * Par for one round: the same deal played again with the Meister in the person's seat and the
 * table's own bots, with the table's own seeds, in the others (src/shared/par.ts).
 *
 * The round starts from the record: it is replayed up to the round's deal, which is dealt
 * again. Bots draw from the stream a table gives that decision (ai/decision-seed.ts: the seed,
 * round, seat and the seat's count of decisions), so a bot meets the same moves as at the table
 * wherever the Meister plays the person's cards the same way. Chance inside the round (Abyss's
 * curse draws) replays the table's draws in order while they are still legal. Searching bots
 * decide as in the table's worker pool: at their level's rollouts, from a seed drawn from that
 * stream. It runs in a worker thread (par-worker.ts): a round is seconds of search.
 */
import type { GameRecord } from '../../shared/record';
import type { Seat } from '../../shared/types';
import { decisionRng } from '../ai/decision-seed';
import { botFor, isBotLevel, type AnyBot } from '../ai/levels';
import { decisionStream } from '../ai/runner';
import type { BaseAction } from '../engine/game';
import { msg, type Message } from '../../shared/i18n/message';
import { problemMessage, replayRecord } from '../engine/replay';
import { describeRuleError } from '../engine/rule-error';
import { createRng } from '../engine/rng';
import { gameById } from '../games';

/** The strongest bot: it plays the person's cards for par. */
export const PAR_LEVEL = 'meister';

export interface ParInput {
  record: GameRecord;
  /** The table's seed (its bots' decision streams hang on it). */
  seed: string;
  round: number;
  seat: Seat;
}

export type ParOutcome =
  | { ok: true; round: number; seat: Seat; you: number; par: number; decisions: number; ms: number }
  | { ok: false; reason: Message };

export function playPar(input: ParInput): ParOutcome {
  const started = performance.now();
  const { record, round, seat } = input;
  const game = gameById(record.game);
  const recorded = record.rounds[round];
  if (!recorded) return { ok: false, reason: msg('records.par.noRound', { round }) };
  if (record.seats[seat]?.kind !== 'human')
    return { ok: false, reason: msg('records.par.notPerson', { seat }) };
  // The state just before the round's deal, from the record replayed through the rules.
  let last: unknown = null;
  let before: unknown = null;
  const replayed = replayRecord(game, record, {
    start: (state) => (last = state),
    step: (step) => {
      if (step.round === round && step.step.kind === 'deal') before = last;
      last = step.state;
    },
  });
  if (!replayed.ok) return { ok: false, reason: problemMessage(replayed.problem) };
  if (before === null) return { ok: false, reason: msg('records.par.noRound', { round }) };
  const { dealer: _dealer, actions, ...dealFields } = recorded;
  const deal = game.dealSchema.safeParse(dealFields);
  if (!deal.success) return { ok: false, reason: msg('records.par.deal', { round }) };
  const dealt = game.deal(before, deal.data);
  if (!dealt.ok) return { ok: false, reason: dealt.error.reason };
  const startTotal = game.totals(before)[seat] ?? 0;

  // What the person scored: the recorded round to its end.
  let state = dealt.state;
  for (const { seat: actor, ...rest } of actions) {
    const applied = game.apply(state, actor, game.actionSchema.parse(rest));
    if (!applied.ok) return { ok: false, reason: applied.error.reason };
    state = applied.state;
  }
  if (!roundOver(game.next(state).kind))
    return { ok: false, reason: msg('records.par.unfinished', { round }) };
  const you = (game.totals(state)[seat] ?? 0) - startTotal;

  const bots: AnyBot[] = record.seats.map((s, i) => {
    if (i === seat) return botFor(game.id, PAR_LEVEL);
    if (s.kind !== 'bot' || !s.level || !isBotLevel(s.level)) throw new Error(`seat ${i} is not a bot`);
    return botFor(game.id, s.level);
  });
  const chances = actions.filter((a) => a.seat === null);
  const made = record.seats.map(() => 0);
  let chance = 0;
  let decisions = 0;
  state = dealt.state;
  for (let guard = 0; guard < 100_000; guard++) {
    const next = game.next(state);
    if (roundOver(next.kind)) break;
    if (next.kind === 'chance') {
      state = drawChance(state, chances[chance], `${input.seed}/par ${round}/chance ${chance}`);
      chance++;
      continue;
    }
    if (next.kind !== 'act') break;
    const actor = next.seats[0] as Seat;
    const bot = bots[actor] as AnyBot;
    const stream = decisionRng(input.seed, round, actor, made[actor] as number);
    made[actor]!++;
    const legal = game.legalActions(state, actor) as BaseAction[];
    const action =
      legal.length === 1
        ? (legal[0] as BaseAction)
        : bot.act({
            seat: actor,
            view: game.view(state, actor),
            legal,
            rng: decisionStream(bot, stream),
          });
    const applied = game.apply(state, actor, action);
    if (!applied.ok)
      return {
        ok: false,
        reason: msg('records.par.illegal', { level: bot.level, reason: applied.error.reason }),
      };
    state = applied.state;
    decisions++;
  }
  const par = (game.totals(state)[seat] ?? 0) - startTotal;
  return { ok: true, round, seat, you, par, decisions, ms: performance.now() - started };

  function drawChance(
    at: unknown,
    recordedChance: { seat: number | null } | undefined,
    name: string,
  ): unknown {
    if (recordedChance) {
      const { seat: _none, ...rest } = recordedChance;
      const parsed = game.actionSchema.safeParse(rest);
      const applied = parsed.success ? game.apply(at, null, parsed.data) : null;
      if (applied?.ok) return applied.state;
    }
    const applied = game.apply(at, null, game.randomChance(at, createRng(name)));
    if (!applied.ok)
      throw new Error(`the par round's own chance event was refused: ${describeRuleError(applied.error)}`);
    return applied.state;
  }
}

function roundOver(kind: string): boolean {
  return kind === 'deal' || kind === 'over';
}
