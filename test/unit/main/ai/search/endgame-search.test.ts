import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import { GAMES } from '../../../../../src/main/games';
import { botFor } from '../../../../../src/main/ai/levels';
import { createSearchBot, ENDGAME_CARDS } from '../../../../../src/main/ai/search-bot';
import type { SearchResult } from '../../../../../src/main/ai/search/pimc';
import type { BaseAction } from '../../../../../src/main/engine/game';

describe("Meister II's endgame", () => {
  it('solves the decisions with few cards left on at most 48 deals, and searches the others', () => {
    const { game } = GAMES.siegel;
    const results: { solved: boolean; cards: number; deals: number }[] = [];
    let cards = 0;
    const meister = createSearchBot('siegel', 'meister', {
      iterations: 200,
      onSearch: (r: SearchResult<BaseAction>) =>
        results.push({ solved: r.stats.solved === true, cards, deals: r.stats.determinizations }),
    });
    const rules = botFor('siegel', 'rules');
    const rng = createRng('endgame-search');
    let state: unknown = game.newGame(4, game.optionsSchema.parse({}), 0);
    state = (game.deal(state, game.randomDeal(state, rng)) as { ok: true; state: unknown }).state;
    for (let next = game.next(state); next.kind === 'act'; next = game.next(state)) {
      const seat = next.seats[0] as number;
      const view = game.view(state, seat);
      const legal = game.legalActions(state, seat);
      cards = game.hands(state).reduce((n: number, h: string[]) => n + h.length, 0);
      const bot = seat === 0 ? meister : rules;
      const applied = game.apply(state, seat, bot.act({ seat, view, legal, rng }));
      if (!applied.ok) throw new Error('refused');
      state = applied.state;
      if ((state as { phase: string }).phase === 'roundOver') break;
    }
    const solved = results.filter((r) => r.solved);
    expect(solved.length).toBeGreaterThan(0);
    for (const r of solved) {
      expect(r.cards).toBeLessThanOrEqual(ENDGAME_CARDS.siegel);
      expect(r.deals).toBeLessThanOrEqual(48);
    }
    // Earlier card plays were searched by rollouts.
    expect(results.some((r) => !r.solved && r.cards > ENDGAME_CARDS.siegel)).toBe(true);
  });
});
