import { describe, expect, it } from 'vitest';
import { adapterFor } from '../../../src/main/ai/adapters';
import { ABYSS_FIELDS } from '../../../src/main/ai/abyss/adapter';
import { DREIZEHN_FIELDS } from '../../../src/main/ai/dreizehn/adapter';
import { BOT_LEVELS, botFor } from '../../../src/main/ai/levels';
import { peek } from '../../../src/main/ai/search/peek';
import { Searcher } from '../../../src/main/ai/search/pimc';
import { createSearchBot, LEVEL_CONFIG } from '../../../src/main/ai/search-bot';
import { SEVENSINS_FIELDS } from '../../../src/main/ai/sevensins/adapter';
import { SIEGEL_FIELDS } from '../../../src/main/ai/siegel/adapter';
import type { BaseAction } from '../../../src/main/engine/game';
import { createRng } from '../../../src/main/engine/rng';
import { GAME_IDS } from '../../../src/shared/types';
import { decisionPoint } from './helpers';

describe('levels', () => {
  it('offers random, rules, easy, normal and hard for every game', () => {
    expect(BOT_LEVELS).toEqual(['random', 'rules', 'easy', 'normal', 'hard']);
    for (const id of GAME_IDS) for (const level of BOT_LEVELS) expect(botFor(id, level).level).toBe(level);
    expect(LEVEL_CONFIG.easy.iterations).toBeLessThan(LEVEL_CONFIG.normal.iterations);
    expect(LEVEL_CONFIG.normal.iterations).toBeLessThan(LEVEL_CONFIG.hard.iterations);
    expect(
      LEVEL_CONFIG.easy.forgetful && !LEVEL_CONFIG.normal.forgetful && !LEVEL_CONFIG.hard.forgetful,
    ).toBe(true);
  });
});

describe('the rollout policies can read their fast paths', () => {
  it.each([
    ['dreizehn', DREIZEHN_FIELDS],
    ['sevensins', SEVENSINS_FIELDS],
    ['siegel', SIEGEL_FIELDS],
    ['abyss', ABYSS_FIELDS],
  ] as const)('%s', (id, fields) => {
    const { game, state } = decisionPoint(id, 4, `peek:${id}`, 2);
    const fast = adapterFor(id).createFast(4);
    fast.load(state, createRng(1));
    expect(peek(fast, fields as never)).not.toBeNull();
    void game;
  });
});

describe.each(GAME_IDS)('%s search', (id) => {
  it('is reproducible, keeps to its iteration budget and returns a legal action', () => {
    const { game, state, seat } = decisionPoint(id, 4, `search:${id}`, 7);
    const view = game.view(state, seat);
    const legal = game.legalActions(state, seat) as BaseAction[];
    const searcher = new Searcher(adapterFor(id));
    const run = () =>
      searcher.search({ view, seat, legal, rng: createRng('s'), budget: { iterations: 200 } });
    const a = run();
    const b = run();
    expect(a.action).toEqual(b.action);
    expect(a.stats.iterations).toBe(200);
    expect(game.apply(state, seat, a.action).ok).toBe(true);
  });

  it('stops at its deadline with the best move so far', () => {
    const { game, state, seat } = decisionPoint(id, 4, `deadline:${id}`, 4);
    let clock = 0;
    const searcher = new Searcher(adapterFor(id));
    const result = searcher.search({
      view: game.view(state, seat),
      seat,
      legal: game.legalActions(state, seat) as BaseAction[],
      rng: createRng(2),
      budget: { timeMs: 50 },
      now: () => (clock += 10),
    });
    expect(result.stats.determinizations).toBeLessThanOrEqual(6);
    expect(game.apply(state, seat, result.action).ok).toBe(true);
  });

  it('easy plays legal moves with its forgetful memory', () => {
    const { game, state, seat } = decisionPoint(id, 4, `easy:${id}`, 25);
    const bot = createSearchBot(id, 'easy', { iterations: 40 });
    const action = bot.act({
      seat,
      view: game.view(state, seat),
      legal: game.legalActions(state, seat) as BaseAction[],
      rng: createRng(3),
    });
    expect(game.apply(state, seat, action).ok).toBe(true);
  });
});

describe('Siegel predictions', () => {
  it('searches a few candidates built from the prediction choices, the saboteur included when free', () => {
    const { game, state, seat } = decisionPoint('siegel', 4, 'predict', 0, 100, 'predict');
    const view = game.view(state, seat);
    const legal = game.legalActions(state, seat) as BaseAction[];
    const adapter = adapterFor('siegel');
    const candidates = adapter.candidates?.(view, legal, seat, createRng(1)) ?? [];
    expect(candidates.length).toBeGreaterThan(2);
    expect(candidates.length).toBeLessThan(60);
    const free = legal.some((a) => a.type === 'saboteur');
    expect(candidates.some((a) => a.type === 'saboteur')).toBe(free);
    for (const a of candidates) expect(game.apply(state, seat, a).ok).toBe(true);
  });
});
