/**
 * The arena: duplicate play between two bot levels.
 *
 * A fixed seeded set of deals. For every deal the reference level plays all seats once (the
 * baseline), then the candidate takes each seat in turn with reference bots in the others. The
 * deal (and every later deal of a whole-game unit, and the Abyss curse draws) comes from streams
 * seeded by the deal alone, so all P+1 games of a deal see the same cards. Per deal and seat the
 * candidate's unit score is compared with the reference's in the same seat of the baseline.
 *
 * Unit and score (higher is better, whatever the game's scoring direction):
 * - Siegel, 13: one round; minus the round's penalty points.
 * - SevenSins: one whole game (option `phases` shortens it); the game total.
 * - Abyss: one whole game; the own figure's field minus the best other figure's field at the
 *   end (the figures' distance to the leader, 0 or more for the winner); first = reached the goal.
 */
import type { GameId } from '../../shared/types';
import type { AnyGame, BaseAction } from '../engine/game';
import { mustTableOptions } from '../engine/options';
import { createRng, restoreRng, rngState, type Rng } from '../engine/rng';
import { describeRuleError, type Applied } from '../engine/rule-error';
import { GAMES } from '../games';
import { adapterFor } from './adapters';
import type { Bot } from './bot';
import { botFor, isArenaLevel, type ArenaLevel } from './levels';
import { createOpenBot, OPEN_LEVEL } from './open-bot';
import { createPolicyBot, LEARNED_POLICY_LEVEL, POLICY_LEVEL } from './learn/policy-bot';
import { createSearchBot, isSearchLevel, levelConfig, type SearchLevel } from './search-bot';

export interface ArenaConfig {
  game: GameId;
  players: number;
  candidate: ArenaLevel;
  reference: ArenaLevel;
  deals: number;
  seed: string;
  /** Rollouts per decision of the hard level; the other search levels keep their ratio to it. */
  iterations?: number;
  /** Rollouts per ordinary decision of named levels (experiments; wins over `iterations`). */
  budgets?: Partial<Record<SearchLevel, number>>;
  /** SevenSins: phases per game. */
  phases?: number;
  /** Play only the deals d with d % count === index (splitting the deals between workers). */
  shard?: [index: number, count: number];
  /**
   * Shared prefix: every game of a deal starts from the reference's position at the first
   * decision with this many cards or fewer left, so the games differ only in the endgame. Sound
   * only for a candidate that plays exactly as the reference before then (Meister II with the
   * hand-written rollouts against `meister1`, with C at most the solver's ENDGAME_CARDS: then
   * the only difference is the exact endgame): the shared part then adds no noise
   * to the difference, and a deal costs one prefix plus P + 1 endgames.
   * Siegel and 13: the round's endgame, scored as usual. SevenSins and Abyss (whole games): the
   * endgame of phase 1 + (deal mod `branchPhases`), played to that phase's end and scored by it
   * (SevenSins: the phase's points; Abyss: own field minus the best other one at its end).
   */
  branchAtCards?: number;
  /** With `branchAtCards` in SevenSins and Abyss: how many phases the branching phase cycles through. */
  branchPhases?: number;
}

export interface DealOutcome {
  deal: number;
  /** Per seat: candidate score − reference score in that seat. */
  diffs: number[];
  /** Per seat: the candidate's share of first place in its game (ties share). */
  candidateFirst: number[];
  /** Per seat: the reference's share of first place in the baseline. */
  referenceFirst: number[];
  /** SevenSins: exact bids / phases of the candidate (its seat) and of the baseline (all seats). */
  exact?: { candidate: [number, number]; reference: [number, number] };
}

export interface ArenaSummary {
  game: GameId;
  players: number;
  candidate: string;
  reference: string;
  deals: number;
  meanDiff: number;
  ci95: [number, number];
  firstRate: { candidate: number; reference: number };
  exactBidRate?: { candidate: number; reference: number };
}

export function arenaBot(
  game: GameId,
  level: ArenaLevel,
  iterations?: number,
  budgets?: Partial<Record<SearchLevel, number>>,
): Bot<unknown, BaseAction> {
  // The perfect-information reference searches like hard, with hard's budget.
  if (level === OPEN_LEVEL) return createOpenBot(game, { iterations: budgets?.hard ?? iterations });
  if (level === POLICY_LEVEL || level === LEARNED_POLICY_LEVEL)
    return createPolicyBot(game, level === LEARNED_POLICY_LEVEL);
  if (isSearchLevel(level)) {
    const own = budgets?.[level];
    const scaled =
      own !== undefined
        ? own
        : iterations === undefined
          ? undefined
          : Math.max(
              8,
              Math.round(
                (iterations * levelConfig(game, level).iterations) / levelConfig(game, 'hard').iterations,
              ),
            );
    return createSearchBot(game, level, scaled === undefined ? {} : { iterations: scaled });
  }
  return botFor(game, level);
}

function optionsFor(config: ArenaConfig): Record<string, unknown> {
  return config.game === 'sevensins' && config.phases !== undefined ? { phases: config.phases } : {};
}

interface UnitResult {
  scores: number[];
  first: number[];
  exact?: [number, number][];
}

/** A unit in play: the state and the streams that decide its chance. */
export interface UnitPosition {
  state: unknown;
  chance: Rng;
  order: Rng;
  dealt: number;
}

/** Plays one unit of `game` from deal `deal` with these bots. */
export function playUnit(
  game: AnyGame,
  players: number,
  options: Record<string, unknown>,
  bots: readonly Bot<unknown, BaseAction>[],
  dealSeed: string,
  botRng: Rng,
): UnitResult {
  const parsed = mustTableOptions(game, players, options);
  const start: UnitPosition = {
    state: game.newGame(players, parsed, 0),
    chance: createRng(`${dealSeed}:chance`),
    order: createRng(`${dealSeed}:order`),
    dealt: 0,
  };
  return scoreUnit(game, players, playOn(game, start, bots, dealSeed, botRng).state);
}

/**
 * Plays from `from` (not changed: its streams are copied) until the unit ends, or until `stop`
 * says so at a decision; returns the position reached.
 */
export function playOn(
  game: AnyGame,
  from: UnitPosition,
  bots: readonly Bot<unknown, BaseAction>[],
  dealSeed: string,
  botRng: Rng,
  stop?: (state: unknown) => boolean,
): UnitPosition {
  let state = from.state;
  const wholeGame = game.id === 'sevensins' || game.id === 'abyss';
  const chance = copyRng(from.chance);
  const order = copyRng(from.order);
  let dealt = from.dealt;
  for (;;) {
    const next = game.next(state);
    if (next.kind === 'over') break;
    if (next.kind === 'deal') {
      if (!wholeGame && dealt > 0) break;
      const deal = game.randomDeal(state, createRng(`${dealSeed}:deal:${dealt}`));
      dealt++;
      state = must(game.deal(state, deal), 'deal');
    } else if (next.kind === 'chance') {
      state = must(game.apply(state, null, game.randomChance(state, chance)), 'chance');
    } else {
      if (stop?.(state)) break;
      const seat = next.seats.length === 1 ? (next.seats[0] as number) : order.pick(next.seats);
      const bot = bots[seat] as Bot<unknown, BaseAction>;
      const legal = game.legalActions(state, seat);
      const view = game.view(state, seat);
      // Only the perfect-information reference is shown the truth (and a copy of the chance stream).
      const open = bot.level === OPEN_LEVEL ? { state, chance: copyRng(chance) } : undefined;
      const action = bot.act(
        open ? { seat, view, legal, rng: botRng, open } : { seat, view, legal, rng: botRng },
      );
      state = must(game.apply(state, seat, action), `seat ${seat} ${JSON.stringify(action)}`);
    }
  }
  return { state, chance, order, dealt };
}

/** The cards left to play in a round's state, as the endgame solver counts them (its adapter's hooks). */
function cardsLeftOf(id: GameId, players: number): (state: unknown) => number {
  const adapter = adapterFor(id);
  const hooks = adapter.endgame;
  if (!hooks) throw new Error(`arena: ${id} has no endgame to branch at`);
  const fast = adapter.createFast(players);
  const rng = createRng(1);
  return (state) => {
    fast.load(state, rng);
    adapter.begin?.(fast, fast.toAct(), 0);
    return hooks.remaining(fast);
  };
}

/** A phase's outcome (SevenSins: its points; Abyss: own field minus the best other one at its end). */
function scorePhase(game: AnyGame, state: unknown, phase: number): UnitResult {
  const row = game.roundScores(state)[phase];
  if (!row) throw new Error(`arena: phase ${phase + 1} did not end`);
  const scores =
    game.id === 'abyss' ? row.map((f, s) => f - Math.max(...row.filter((_, o) => o !== s))) : [...row];
  const best = Math.max(...scores);
  const n = scores.filter((s) => s === best).length;
  return { scores, first: scores.map((s) => (s === best ? 1 / n : 0)) };
}

function scoreUnit(game: AnyGame, players: number, state: unknown): UnitResult {
  const firstOf = (scores: number[]): number[] => {
    const best = Math.max(...scores);
    const n = scores.filter((s) => s === best).length;
    return scores.map((s) => (s === best ? 1 / n : 0));
  };
  switch (game.id) {
    case 'siegel':
    case 'dreizehn': {
      const round = game.roundScores(state)[0] as number[];
      const scores = round.map((s) => -s);
      return { scores, first: firstOf(scores) };
    }
    case 'sevensins': {
      const scores = game.totals(state);
      const history = (state as { history: { bids: number[]; tricks: number[] }[] }).history;
      const exact = Array.from({ length: players }, (_, s): [number, number] => [
        history.filter((h) => h.bids[s] === h.tricks[s]).length,
        history.length,
      ]);
      return { scores, first: firstOf(scores), exact };
    }
    case 'abyss': {
      const fields = game.totals(state);
      const scores = fields.map((f, s) => f - Math.max(...fields.filter((_, o) => o !== s)));
      const winners = game.result(state)?.winners ?? [];
      const first = fields.map((_, s) => (winners.includes(s) ? 1 / winners.length : 0));
      return { scores, first };
    }
  }
}

function copyRng(rng: Rng): Rng {
  const state = rngState(rng);
  if (!state) throw new Error('arena: the chance stream is not an engine generator');
  return restoreRng(state);
}

function must(applied: Applied<unknown>, what: string): unknown {
  if (!applied.ok) throw new Error(`arena: ${what} was refused: ${describeRuleError(applied.error)}`);
  return applied.state;
}

/** Plays deal `d` of the arena: the baseline and one game per candidate seat. */
export function playDeal(config: ArenaConfig, d: number): DealOutcome {
  const { game } = GAMES[config.game];
  const P = config.players;
  const options = optionsFor(config);
  const dealSeed = `${config.seed}:${d}`;
  const make = (level: ArenaLevel) => arenaBot(config.game, level, config.iterations, config.budgets);
  const refBots = Array.from({ length: P }, () => make(config.reference));
  let play = (bots: readonly Bot<unknown, BaseAction>[], botSeed: string): UnitResult =>
    playUnit(game, P, options, bots, dealSeed, createRng(botSeed));
  if (config.branchAtCards !== undefined) {
    const cardsLeft = cardsLeftOf(config.game, P);
    const at = config.branchAtCards;
    const phased = config.game === 'sevensins' || config.game === 'abyss';
    // Whole games: the phase whose endgame is measured (phases completed before it).
    const before = phased ? d % (config.branchPhases ?? 1) : 0;
    const start: UnitPosition = {
      state: game.newGame(P, mustTableOptions(game, P, options), 0),
      chance: createRng(`${dealSeed}:chance`),
      order: createRng(`${dealSeed}:order`),
      dealt: 0,
    };
    const prefix = playOn(game, start, refBots, dealSeed, createRng(`${dealSeed}:bots:prefix`), (state) => {
      if (phased && game.roundScores(state).length !== before) return false;
      const left = cardsLeft(state);
      return left >= 0 && left <= at;
    });
    if (phased && game.roundScores(prefix.state).length !== before) {
      // The race was won before the measured phase (Abyss): no endgame to branch at. Every game
      // of the deal would have been this one (the candidate plays as the reference until the
      // branch), so the deal counts as no difference.
      if (game.next(prefix.state).kind !== 'over') {
        throw new Error(`arena: deal ${d} passed phase ${before + 1} without reaching ${at} cards left`);
      }
      const { first } = scoreUnit(game, P, prefix.state);
      return { deal: d, diffs: Array<number>(P).fill(0), candidateFirst: first, referenceFirst: first };
    }
    play = (bots, botSeed) => {
      if (!phased) return scoreUnit(game, P, playOn(game, prefix, bots, dealSeed, createRng(botSeed)).state);
      const end = playOn(
        game,
        prefix,
        bots,
        dealSeed,
        createRng(botSeed),
        (state) => game.roundScores(state).length > before,
      );
      return scorePhase(game, end.state, before);
    };
  }
  const base = play(refBots, `${dealSeed}:bots:base`);
  const outcome: DealOutcome = {
    deal: d,
    diffs: [],
    candidateFirst: [],
    referenceFirst: base.first,
  };
  const exactCand: [number, number] = [0, 0];
  for (let s = 0; s < P; s++) {
    const bots = refBots.map((b, i) => (i === s ? make(config.candidate) : b));
    const run = play(bots, `${dealSeed}:bots:${s}`);
    outcome.diffs.push((run.scores[s] as number) - (base.scores[s] as number));
    outcome.candidateFirst.push(run.first[s] as number);
    if (run.exact) {
      exactCand[0] += (run.exact[s] as [number, number])[0];
      exactCand[1] += (run.exact[s] as [number, number])[1];
    }
  }
  if (base.exact) {
    const ref: [number, number] = [0, 0];
    for (const [hit, all] of base.exact) {
      ref[0] += hit;
      ref[1] += all;
    }
    outcome.exact = { candidate: exactCand, reference: ref };
  }
  return outcome;
}

/**
 * The summary: the mean over deals of the per-deal mean difference (deals are independent; the
 * seats of one deal share its baseline), with a normal 95% interval over deals.
 */
export function summarize(config: ArenaConfig, outcomes: readonly DealOutcome[]): ArenaSummary {
  const perDeal = outcomes.map((o) => o.diffs.reduce((a, b) => a + b, 0) / o.diffs.length);
  const n = perDeal.length;
  const mean = n > 0 ? perDeal.reduce((a, b) => a + b, 0) / n : 0;
  const variance = n > 1 ? perDeal.reduce((a, x) => a + (x - mean) ** 2, 0) / (n - 1) : 0;
  const half = n > 1 ? 1.96 * Math.sqrt(variance / n) : Number.POSITIVE_INFINITY;
  const rate = (pick: (o: DealOutcome) => number[]): number => {
    const all = outcomes.flatMap(pick);
    return all.length > 0 ? all.reduce((a, b) => a + b, 0) / all.length : 0;
  };
  const round = (x: number): number => Math.round(x * 1e4) / 1e4;
  const summary: ArenaSummary = {
    game: config.game,
    players: config.players,
    candidate: config.candidate,
    reference: config.reference,
    deals: n,
    meanDiff: round(mean),
    ci95: [round(mean - half), round(mean + half)],
    firstRate: {
      candidate: round(rate((o) => o.candidateFirst)),
      reference: round(rate((o) => o.referenceFirst)),
    },
  };
  if (config.game === 'sevensins') {
    let ch = 0;
    let ca = 0;
    let rh = 0;
    let ra = 0;
    for (const o of outcomes) {
      if (!o.exact) continue;
      ch += o.exact.candidate[0];
      ca += o.exact.candidate[1];
      rh += o.exact.reference[0];
      ra += o.exact.reference[1];
    }
    summary.exactBidRate = { candidate: round(ca ? ch / ca : 0), reference: round(ra ? rh / ra : 0) };
  }
  return summary;
}

export function runArena(config: ArenaConfig, onDeal?: (o: DealOutcome) => void): ArenaSummary {
  if (!isArenaLevel(config.candidate) || !isArenaLevel(config.reference))
    throw new Error('arena: unknown level');
  const outcomes: DealOutcome[] = [];
  for (const d of dealsOf(config)) {
    const o = playDeal(config, d);
    outcomes.push(o);
    onDeal?.(o);
  }
  return summarize(config, outcomes);
}

/** The deal indexes this (shard of the) arena plays. */
export function dealsOf(config: ArenaConfig): number[] {
  const [index, count] = config.shard ?? [0, 1];
  const out: number[] = [];
  for (let d = index; d < config.deals; d += count) out.push(d);
  return out;
}
