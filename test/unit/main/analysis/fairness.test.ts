/**
 * The analysis reads only the analysed seat's view: every true state behind the same view gives
 * the same evaluation (same seed), an evaluation touches nothing of its input but the view, the
 * legal actions, the action taken and its budget, and the decisions taken from a record carry
 * exactly the seat's view at that moment.
 */
import { describe, expect, it } from 'vitest';
import { decisionPoints } from '../../../../src/main/analysis/analyse';
import { evaluateDecision, type DecisionInput } from '../../../../src/main/analysis/evaluate';
import { botFor } from '../../../../src/main/ai/levels';
import type { BaseAction } from '../../../../src/main/engine/game';
import { playGame } from '../../../../src/main/engine/play';
import { createRng } from '../../../../src/main/engine/rng';
import { GAME_IDS } from '../../../../src/shared/types';
import { decisionPoint, deepFreeze, keysRead, sameViewTruths } from '../ai/helpers';
import { words } from '../../../../src/shared/i18n/format';

const budget = { screen: 24, estimate: 48, big: 1 };
const OPTIONS = { siegel: {}, dreizehn: {}, sevensins: { phases: 4 }, abyss: {} } as const;

describe.each(GAME_IDS)('%s: the analysis sees only the seat’s view', (id) => {
  it('evaluates the same for every true state behind the same view', () => {
    for (const skip of [4, 13]) {
      const point = decisionPoint(id, 4, `analysis-fair:${id}:${skip}`, skip);
      // The choice made: the last legal action (rarely the best one, so both stages run).
      const results = sameViewTruths(point).map(({ view, legal }) =>
        evaluateDecision({
          game: id,
          seat: point.seat,
          view,
          legal,
          chosen: legal[legal.length - 1]!,
          seed: 77,
          budget,
        }),
      );
      for (const r of results) expect(r).toEqual(results[0]);
    }
  });

  it('touches nothing of its input but the view, the legal actions, the choice and the budget', () => {
    const { game, state, seat } = decisionPoint(id, 4, `analysis-ctx:${id}`, 6);
    const legal = game.legalActions(state, seat) as BaseAction[];
    const input: DecisionInput = {
      game: id,
      seat,
      view: deepFreeze(game.view(state, seat)),
      legal: deepFreeze(legal),
      chosen: legal[0]!,
      seed: 5,
      budget,
    };
    const read = keysRead(input, (spy) => evaluateDecision(spy));
    expect([...read].sort()).toEqual(
      [...read]
        .filter((k) => ['game', 'seat', 'view', 'legal', 'chosen', 'seed', 'budget'].includes(k))
        .sort(),
    );
  });

  it('takes each decision of a record with the seat’s view at that moment', () => {
    const game = decisionPoint(id, 4, 'x', 0).game;
    const seats = Array.from({ length: 4 }, (_, i) => ({
      name: `P${i}`,
      kind: 'bot' as const,
      level: 'rules',
    }));
    const bots = seats.map(() => botFor(id, 'rules'));
    const { record } = playGame({
      game,
      seats,
      options: OPTIONS[id],
      bots,
      rng: createRng(`fair-rec:${id}`),
      maxRounds: 1,
    });
    const found = decisionPoints(record, 2, budget);
    if (!found.ok) throw new Error(words('en', found.reason));
    expect(found.points.length).toBeGreaterThan(0);
    // Replaying by hand: the state before each of seat 2's actions, and its view.
    let state: unknown = game.newGame(4, record.options, record.rounds[0]!.dealer);
    const { dealer: _d, actions, ...deal } = record.rounds[0]!;
    const dealt = game.deal(state, deal);
    if (!dealt.ok) throw new Error(words('en', dealt.error.reason));
    state = dealt.state;
    const views: unknown[] = [];
    for (const a of actions) {
      const { seat, ...action } = a;
      if (seat === 2 && game.legalActions(state, 2).length > 1) views.push(game.view(state, 2));
      const applied = game.apply(state, seat, action as BaseAction);
      if (!applied.ok) throw new Error(words('en', applied.error.reason));
      state = applied.state;
    }
    expect(found.points.map((p) => p.input.view)).toEqual(views);
    for (const p of found.points) expect(p.input.seat).toBe(2);
  });
});
