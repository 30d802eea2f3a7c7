import { describe, expect, it } from 'vitest';
import type { DreizehnView } from '../../../../../src/shared/games/dreizehn';
import {
  cardIds,
  heatOf,
  legalTargets,
  minus,
  previewOnTarget,
  ranking,
  roundBreakdown,
  runningTotals,
  sortHand,
  stepEffect,
} from '../../../../../src/renderer/games/dreizehn/model';

function view(over: Partial<DreizehnView> = {}): DreizehnView {
  return {
    game: 'dreizehn',
    players: 3,
    seat: 0,
    options: { colorRule: 'fixed', memoryAid: false },
    firstDealer: 0,
    rounds: 6,
    round: 0,
    dealer: 0,
    phase: 'play',
    turn: 0,
    hand: ['B1', 'Y7', 'F4', 'G2', 'B5'],
    handSizes: [5, 5, 5],
    drawPileSize: 20,
    targets: [
      { id: 'blue', cards: ['B7', 'B5'], total: 12, colour: 'blue' },
      { id: 'yellow', cards: [], total: 0, colour: 'yellow' },
      { id: 'green', cards: ['G1'], total: 1, colour: 'green' },
    ],
    takenCounts: [0, 0, 0],
    ownTaken: null,
    log: [],
    history: [],
    totals: [0, 0, 0],
    ...over,
  };
}

describe('13 view model', () => {
  it('sorts the hand by colour (blue, yellow, green, Fiese Vier) then value', () => {
    expect(sortHand(['F4', 'G2', 'B5', 'Y7', 'B1', 'G1'])).toEqual(['B1', 'B5', 'Y7', 'G1', 'G2', 'F4']);
  });

  it('gives copies of a card their own ids', () => {
    expect(cardIds(['B1', 'F4', 'F4', 'F4'])).toEqual(['card:B1', 'card:F4', 'card:F4:2', 'card:F4:3']);
  });

  it('reads legal targets per card from the legal actions', () => {
    const legal = [
      { type: 'play', card: 'F4', target: 'blue' },
      { type: 'play', card: 'F4', target: 'green' },
      { type: 'play', card: 'B1', target: 'blue' },
    ];
    expect(legalTargets(legal, 'F4')).toEqual(['blue', 'green']);
    expect(legalTargets(legal, 'Y7')).toEqual([]);
  });

  it('previews a play: up to 13 adds, beyond 13 takes what lay there', () => {
    expect(previewOnTarget(12, 2, 'B1')).toEqual({ value: 1, newTotal: 13, overflow: false, take: 0 });
    expect(previewOnTarget(12, 2, 'F4')).toEqual({ value: 4, newTotal: 4, overflow: true, take: 2 });
    expect(heatOf(4)).toBe('calm');
    expect(heatOf(9)).toBe('warm');
    expect(heatOf(13)).toBe('hot');
  });

  it('works out the drawn card and an overflow from two snapshots', () => {
    const prev = view();
    const next = view({
      hand: ['B1', 'Y7', 'G2', 'B5', 'G7'],
      drawPileSize: 19,
      targets: [{ id: 'blue', cards: ['F4'], total: 4, colour: 'blue' }, prev.targets[1]!, prev.targets[2]!],
      takenCounts: [2, 0, 0],
      log: [{ seat: 0, card: 'F4', target: 'blue', took: 2 }],
    });
    const eff = stepEffect(prev, next, {
      kind: 'action',
      seat: 0,
      action: { type: 'play', card: 'F4', target: 'blue' },
    });
    expect(eff).toEqual({
      kind: 'play',
      seat: 0,
      card: 'F4',
      target: 0,
      taken: ['B7', 'B5'],
      drew: true,
      drawn: 'G7',
      roundEnded: false,
    });
    expect(minus(['F4', 'F4', 'B1'], ['F4'])).toEqual(['F4', 'B1']);
  });

  it('recognises the overflow of the last play of a round from the history', () => {
    const prev = view({ drawPileSize: 0, hand: ['F4'] });
    const next = view({
      phase: 'deal',
      drawPileSize: 0,
      hand: [],
      targets: [
        { id: 'blue', cards: [], total: 0, colour: 'blue' },
        { id: 'yellow', cards: [], total: 0, colour: 'yellow' },
        { id: 'green', cards: [], total: 0, colour: 'green' },
      ],
      history: [
        { dealer: 0, taken: [['B7', 'B5'], [], []], leftOnTargets: [['F4'], [], ['G1']], scores: [2, 0, 0] },
      ],
    });
    const eff = stepEffect(prev, next, {
      kind: 'action',
      seat: 0,
      action: { type: 'play', card: 'F4', target: 'blue' },
    });
    expect(eff).toMatchObject({ kind: 'play', taken: ['B7', 'B5'], roundEnded: true, drew: false });
  });

  it('explains every point of the rulebook example and agrees with its scores', () => {
    const rep = (c: string, n: number): string[] => new Array<string>(n).fill(c);
    const taken = [
      [...rep('B1', 3), ...rep('Y1', 2), 'F4'],
      [...rep('Y2', 6), ...rep('G2', 2)],
      [...rep('B2', 2), ...rep('Y5', 5), ...rep('G1', 6), 'F4', 'F4'],
      [...rep('B5', 6), 'Y7', ...rep('G7', 6), ...rep('F4', 4)],
    ] as DreizehnView['history'][number]['taken'];
    const out = roundBreakdown({ dealer: 0, taken, leftOnTargets: [[], [], []], scores: [7, 2, 17, 15] });
    expect(out.map((b) => b.sum)).toEqual([7, 2, 17, 15]);
    expect(out.every((b) => b.agrees)).toBe(true);
    expect(out[1]!.lines).toContainEqual({
      kind: 'colour',
      colour: 'yellow',
      count: 6,
      points: 0,
      status: 'most',
    });
    expect(out[2]!.lines).toContainEqual({
      kind: 'colour',
      colour: 'green',
      count: 6,
      points: 6,
      status: 'tied',
    });
    expect(out[3]!.lines).toContainEqual({ kind: 'fiese', count: 4, points: 8 });
    const none = roundBreakdown({
      dealer: 0,
      taken: [[], ['B1'], []],
      leftOnTargets: [[], [], []],
      scores: [0, 0, 0],
    });
    expect(none[0]!.lines).toEqual([{ kind: 'nothing' }]);
  });

  it('ranks lowest first, equal totals share a place, and keeps running totals', () => {
    expect(ranking([12, 5, 5], [1, 2])).toEqual([
      { seat: 1, total: 5, place: 1, winner: true },
      { seat: 2, total: 5, place: 1, winner: true },
      { seat: 0, total: 12, place: 3, winner: false },
    ]);
    const h = [
      { dealer: 0, taken: [], leftOnTargets: [], scores: [3, 0, 1] },
      { dealer: 1, taken: [], leftOnTargets: [], scores: [1, 4, 0] },
    ];
    expect(runningTotals(h, 3)).toEqual([
      [3, 0, 1],
      [4, 4, 1],
    ]);
  });
});
