/**
 * The Meister's inference and the perfect-information reference.
 * - Inference: the deals the Meister weighs up are those that explain the other seats' bids and
 *   predictions. Behind the same view, the true deal (whose hands did make those bids) must be
 *   more likely under the belief than the typical sampled deal.
 * - `open` plays from the truth the arena gives it and refuses to play without it.
 */
import { describe, expect, it } from 'vitest';
import { adapterFor } from '../../../../src/main/ai/adapters';
import { botFor } from '../../../../src/main/ai/levels';
import { createOpenBot, openLevelError } from '../../../../src/main/ai/open-bot';
import { createSearchBot } from '../../../../src/main/ai/search-bot';
import { siegelRulesBot } from '../../../../src/main/ai/siegel-rules';
import { Searcher } from '../../../../src/main/ai/search/pimc';
import type { AnyGame, BaseAction } from '../../../../src/main/engine/game';
import { createRng, rngState } from '../../../../src/main/engine/rng';
import { GAMES } from '../../../../src/main/games';
import type { GameId } from '../../../../src/shared/types';
import { words } from '../../../../src/shared/i18n/format';
import type { Message } from '../../../../src/shared/i18n/message';

/** Plays rules bots from a seeded deal until `seat` has its first card to play after the bids. */
function afterDeclarations(
  id: GameId,
  seed: string,
  phases?: number,
): { game: AnyGame; state: unknown; seat: number } {
  const { game } = GAMES[id];
  const rng = createRng(seed);
  const options = game.optionsSchema.parse(phases ? { phases } : {});
  let state: unknown = game.newGame(4, options, 0);
  const bots = [0, 1, 2, 3].map(() => botFor(id, 'rules'));
  for (let guard = 0; guard < 10_000; guard++) {
    const next = game.next(state);
    if (next.kind === 'over') break;
    if (next.kind === 'deal') state = must(game.deal(state, game.randomDeal(state, rng)));
    else if (next.kind === 'chance') state = must(game.apply(state, null, game.randomChance(state, rng)));
    else {
      const seat = next.seats[0] as number;
      const legal = game.legalActions(state, seat) as BaseAction[];
      const view = game.view(state, seat);
      // The first card play of a phase where every other seat has declared.
      if (legal[0]?.type === 'play' && adapterFor(id).belief?.(view, seat)) return { game, state, seat };
      state = must(
        game.apply(state, seat, (bots[seat] as (typeof bots)[number]).act({ seat, view, legal, rng })),
      );
    }
  }
  throw new Error('no decision after the declarations');
}

function must(applied: { ok: true; state: unknown } | { ok: false; error: { reason: Message } }): unknown {
  if (!applied.ok) throw new Error(words('en', applied.error.reason));
  return applied.state;
}

describe.each([
  ['siegel', undefined],
  ['sevensins', 5],
] as const)('%s: the Meister infers hands from bids and predictions', (id, phases) => {
  it('the true deal is more likely under the belief than most deals sampled from the same view', () => {
    const adapter = adapterFor(id);
    const searcher = new Searcher(adapter);
    let above = 0;
    const points = 12;
    for (let p = 0; p < points; p++) {
      const { game, state, seat } = afterDeclarations(id, `belief:${id}:${p}`, phases);
      const view = game.view(state, seat);
      const belief = adapter.belief?.(view, seat);
      if (!belief) throw new Error('no belief after the declarations');
      const draw = searcher.sampler(view, seat);
      const rng = createRng(p);
      const sampled = Array.from({ length: 200 }, () => belief(draw(rng))).sort((a, b) => a - b);
      if (belief(state) > (sampled[100] as number)) above++;
    }
    // Under a belief that ignored the declarations the truth would beat the median half the time.
    expect(above).toBeGreaterThanOrEqual(10);
  });
});

describe('the open level', () => {
  it('refuses to play without the truth, and plays legal moves with it without moving the chance stream', () => {
    const { game, state, seat } = afterDeclarations('siegel', 'open:1');
    const view = game.view(state, seat);
    const legal = game.legalActions(state, seat) as BaseAction[];
    const bot = createOpenBot('siegel', { iterations: 200 });
    expect(() => bot.act({ seat, view, legal, rng: createRng(1) })).toThrow(openLevelError().message);
    const chance = createRng('chance');
    const before = rngState(chance);
    const action = bot.act({ seat, view, legal, rng: createRng(1), open: { state, chance } });
    expect(game.apply(state, seat, action).ok).toBe(true);
    expect(rngState(chance)).toEqual(before);
  });
});

describe('the Meister looks twice at a Siegel prediction', () => {
  /** Seat 1 predicting after seat 0 took the saboteur. */
  function predicting(seed: string) {
    const game = GAMES.siegel.game;
    const rng = createRng(seed);
    let state: unknown = game.newGame(4, game.optionsSchema.parse({}), 3);
    state = must(game.deal(state, game.randomDeal(state, rng)));
    state = must(game.apply(state, 0, { type: 'saboteur' }));
    return {
      game,
      state,
      seat: 1,
      view: game.view(state, 1),
      legal: game.legalActions(state, 1) as BaseAction[],
    };
  }
  type Seals = Record<string, number>;
  const counts = (a: BaseAction): Seals => (a as { seals?: Seals }).seals ?? {};
  const distance = (a: Seals, b: Seals): number =>
    ['red', 'yellow', 'green', 'blue', 'violet'].reduce((d, c) => d + Math.abs((a[c] ?? 0) - (b[c] ?? 0)), 0);

  it('the second look is the predictions one seal away from the first search’s best, legal all', () => {
    const { game, state, seat, view, legal } = predicting('refine:1');
    const adapter = adapterFor('siegel', 'meister');
    const first = (adapter.candidates?.(view, legal, seat, createRng(1)) ?? []).find(
      (a) => a.type === 'predict' && distance(counts(a), {}) > 0,
    )!;
    const around = adapter.refine?.(view, legal, first, seat, createRng(1)) ?? [];
    expect(around.length).toBeGreaterThan(5);
    for (const a of around) {
      expect(game.apply(state, seat, a).ok).toBe(true);
      if (a.type === 'predict') expect(distance(counts(a), counts(first))).toBeLessThanOrEqual(1);
    }
    expect(around.some((a) => a.type === 'predict' && distance(counts(a), counts(first)) === 0)).toBe(true);
    // Nothing to refine around the saboteur or a card; hard has no second look at all.
    expect(adapter.refine?.(view, legal, { type: 'saboteur' }, seat, createRng(1))).toBeNull();
    expect(adapterFor('siegel').refine).toBeUndefined();
  });

  it('so its prediction may end two seals from the rules bot’s, where hard’s stays within one', () => {
    const meister = createSearchBot('siegel', 'meister', { iterations: 300 });
    const hard = createSearchBot('siegel', 'hard', { iterations: 300 });
    let meisterFar = 0;
    for (let p = 0; p < 8; p++) {
      const { seat, view, legal } = predicting(`refine:far:${p}`);
      const ruled = siegelRulesBot.act({
        seat,
        view: view as never,
        legal: legal as never,
        rng: createRng(1),
      });
      const base = counts(ruled);
      const h = hard.act({ seat, view, legal, rng: createRng(p) });
      // (Or nothing at all, hard's one candidate beyond the one-seal ring.)
      if (h.type === 'predict' && distance(counts(h), {}) > 0)
        expect(distance(counts(h), base)).toBeLessThanOrEqual(1);
      const m = meister.act({ seat, view, legal, rng: createRng(p) });
      if (m.type === 'predict' && distance(counts(m), base) === 2) meisterFar++;
    }
    expect(meisterFar).toBeGreaterThan(0);
  });
});
