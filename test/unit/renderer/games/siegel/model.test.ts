/** The Siegel scene's pure helpers: hand order, prediction draft, seal moves, explanations, layout. */
import { msg } from '../../../../../src/shared/i18n/message';
import { beforeAll, describe, expect, it } from 'vitest';
import { cardList } from '../../../../support/hands';
import type {
  PredictionChoices,
  RoundSummary,
  SiegelAction,
  SiegelView,
} from '../../../../../src/shared/games/siegel';
import type { TableEvent } from '../../../../../src/shared/protocol';
import { tableLayout } from '../../../../../src/renderer/layout/table';
import { rackPoints, siegelLayout } from '../../../../../src/renderer/games/siegel/layout';
import type { Rect } from '../../../../../src/renderer/layout/scale';
import {
  applyMoves,
  colorMax,
  cycleVictim,
  describeStep,
  draftAction,
  draftProblem,
  emptyDraft,
  explainRound,
  normalizeView,
  ranking,
  sameSeals,
  setCount,
  sortHand,
} from '../../../../../src/renderer/games/siegel/model';
import {
  logLines,
  sealPhrase,
  statusLine,
  summaryLineText,
} from '../../../../../src/renderer/games/siegel/text';
import { SCREENS } from '../screens';
import type { Message } from '../../../../../src/shared/i18n/message';

const choices: PredictionChoices = {
  seat: 0,
  colors: [
    {
      color: 'red',
      centre: 1,
      victims: [
        { seat: 1, holds: 2 },
        { seat: 2, holds: 1 },
      ],
    },
    { color: 'yellow', centre: 0, victims: [{ seat: 2, holds: 1 }] },
    { color: 'green', centre: 3, victims: [] },
    { color: 'blue', centre: 0, victims: [] },
    { color: 'violet', centre: 2, victims: [] },
  ],
  whites: 2,
  saboteurFree: true,
  maxTotal: 15,
};

describe('hand order', () => {
  it('sorts by colour (red, the trump, last) and value', () => {
    expect(sortHand(cardList('R2 B9 Y3 V1 B2 G7 Y1'))).toEqual(cardList('Y1 Y3 G7 B2 B9 V1 R2'));
  });
});

describe('prediction draft', () => {
  it('bounds each colour by the centre, the holders and the white seals', () => {
    const d = emptyDraft();
    expect(colorMax(choices, d, 'red')).toBe(3); // 1 in the centre + 2 steals (2 whites)
    expect(colorMax(choices, d, 'yellow')).toBe(1);
    expect(colorMax(choices, d, 'blue')).toBe(0);
    expect(colorMax(choices, d, 'green')).toBe(3);
  });

  it('takes the shortfall from the canonical victims and shares the whites between colours', () => {
    let d = setCount(choices, emptyDraft(), 'red', 3);
    expect(d.steals.red).toEqual([1, 1]);
    expect(colorMax(choices, d, 'yellow')).toBe(0); // both whites are spoken for
    expect(setCount(choices, d, 'yellow', 1).counts.yellow).toBe(0);
    d = setCount(choices, d, 'red', 2);
    expect(d.steals.red).toEqual([1]);
    d = setCount(choices, d, 'yellow', 1);
    expect(d.steals.yellow).toEqual([2]);
    expect(draftProblem(choices, d)).toBeNull();
    expect(draftAction(d)).toEqual({
      type: 'predict',
      seals: { red: 2, yellow: 1 },
      steals: [
        { color: 'red', from: 1 },
        { color: 'yellow', from: 2 },
      ],
    });
  });

  it('moves a steal to the next player who holds that colour', () => {
    let d = setCount(choices, emptyDraft(), 'red', 2);
    expect(d.steals.red).toEqual([1]);
    d = cycleVictim(choices, d, 'red', 0);
    expect(d.steals.red).toEqual([2]);
    d = cycleVictim(choices, d, 'red', 0);
    expect(d.steals.red).toEqual([1]);
    expect(draftProblem(choices, d)).toBeNull();
  });

  it('never goes below zero or above the total', () => {
    const d = setCount(choices, emptyDraft(), 'green', -2);
    expect(d.counts.green).toBe(0);
    const few = { ...choices, maxTotal: 2 };
    const e = setCount(few, setCount(few, emptyDraft(), 'green', 2), 'violet', 2);
    expect(e.counts.violet).toBe(0);
  });
});

/** The parts of the engine this test drives (loaded at run time: the renderer tests' type project
 * does not include the main process, and the renderer must not depend on it). */
interface Applied {
  ok: boolean;
  state: unknown;
  error?: { reason: Message };
}
interface Engine {
  newGame(players: number, options: { saboteurBase: 4 | 5 }, firstDealer: number): unknown;
  next(s: unknown): {
    kind: 'deal' | 'act' | 'chance' | 'over';
    seats: number[];
    round: number;
    dealer: number;
  };
  randomDeal(s: unknown, rng: unknown): unknown;
  deal(s: unknown, deal: unknown): Applied;
  legalActions(s: unknown, seat: number): SiegelAction[];
  apply(s: unknown, seat: number, action: SiegelAction): Applied;
  view(s: unknown, seat: number): SiegelView;
}
interface Rng {
  pick<T>(items: readonly T[]): T;
}
const ENGINE_PATH = '../../../../../src/main/games/siegel/index.ts';
const RNG_PATH = '../../../../../src/main/engine/rng.ts';
let engine: Engine;
let createRng: (seed: number) => Rng;

beforeAll(async () => {
  engine = ((await import(/* @vite-ignore */ ENGINE_PATH)) as { siegelGame: Engine }).siegelGame;
  createRng = ((await import(/* @vite-ignore */ RNG_PATH)) as { createRng: (seed: number) => Rng }).createRng;
});

/** Every step of random 3–5 player games through the real engine. */
function walk(
  players: number,
  seed: number,
  visit: (prev: SiegelView, next: SiegelView, event: TableEvent) => void,
): void {
  const rng = createRng(seed);
  let s: unknown = engine.newGame(players, { saboteurBase: 4 }, 0);
  let prev: SiegelView | null = null;
  for (let n = engine.next(s); n.kind !== 'over'; n = engine.next(s)) {
    let event: TableEvent;
    if (n.kind === 'deal') {
      const d = engine.deal(s, engine.randomDeal(s, rng));
      if (!d.ok) throw new Error(d.error?.reason.key);
      s = d.state;
      event = { kind: 'deal', round: n.round, dealer: n.dealer };
    } else if (n.kind === 'act') {
      const seat = n.seats[0]!;
      const action = rng.pick(engine.legalActions(s, seat));
      const r = engine.apply(s, seat, action);
      if (!r.ok) throw new Error(r.error?.reason.key);
      s = r.state;
      event = { kind: 'action', seat, action: { ...action } };
    } else throw new Error('no chance in siegel');
    const next = engine.view(s, 0);
    if (prev) visit(prev, next, event);
    prev = next;
  }
}

describe('seal moves of a step', () => {
  it('reproduce exactly the seals of the next view (random games, 3–5 players)', () => {
    let steps = 0;
    let moved = 0;
    for (const [players, seed] of [
      [3, 1],
      [4, 2],
      [5, 3],
    ] as const) {
      walk(players, seed, (prev, next, event) => {
        const step = describeStep(prev, next, event);
        const moves = step.kind === 'deal' ? step.home : 'moves' in step ? step.moves : [];
        moved += moves.length;
        steps++;
        if (event.kind === 'deal' && prev.history.length === next.history.length) return; // first deal
        const after = applyMoves(prev.centre, prev.seals, moves);
        if (event.kind === 'deal') {
          expect(after.seals.every((c) => Object.values(c).every((v) => v === 0))).toBe(true);
          return;
        }
        expect(
          sameSeals(after, { centre: next.centre, seals: next.seals }),
          JSON.stringify({ event, moves }),
        ).toBe(true);
      });
    }
    expect(steps).toBeGreaterThan(300);
    expect(moved).toBeGreaterThan(50);
  });

  it('log lines and the status line exist in every language', () => {
    walk(3, 7, (prev, next, event) => {
      const step = describeStep(prev, next, event);
      for (const lang of ['de', 'en', 'nl'] as const) {
        for (const line of logLines(lang, step, next, (s) => `P${s}`))
          expect(line).not.toMatch(/\{|\}|undefined/);
      }
    });
  });
});

describe('round explanation', () => {
  const summary: RoundSummary = {
    dealer: 0,
    saboteur: 2,
    predictions: [],
    seals: [
      { red: 0, yellow: 0, green: 0, blue: 0, violet: 0, white: 0, black: 1 },
      { red: 0, yellow: 0, green: 0, blue: 0, violet: 0, white: 1, black: 0 },
      { red: 0, yellow: 0, green: 0, blue: 0, violet: 0, white: 0, black: 0 },
      { red: 0, yellow: 1, green: 0, blue: 0, violet: 0, white: 0, black: 1 },
    ],
    tricksWon: [4, 3, 4, 4],
    blacksTaken: [1, 0, 0, 1],
    scores: [3, 4, 2, 5],
  };

  it('explains the rulebook example point by point', () => {
    const lines = [0, 1, 2, 3].map((seat) => explainRound(summary, seat, 4));
    expect(lines.map((l) => l.lines.reduce((a, x) => a + ('points' in x ? x.points : 0), 0))).toEqual([
      3, 4, 2, 5,
    ]);
    expect(summaryLineText('en', lines[2]!.lines[0]!)).toBe(
      'Saboteur: 4 − 2 black seals taken by others = 2',
    );
    expect(summaryLineText('en', lines[3]!.lines[0]!)).toBe('1 yellow seal left: 2');
    expect(summaryLineText('de', lines[1]!.lines[0]!)).toBe('1 weißes Siegel übrig: 4');
    expect(sealPhrase('nl', 'black', 2)).toBe('2 zwarte zegels');
  });

  it('ranks lowest first and lets equal totals share a place', () => {
    expect(ranking([12, 7, 12, 20])).toEqual([
      { seat: 1, total: 7, place: 1 },
      { seat: 0, total: 12, place: 2 },
      { seat: 2, total: 12, place: 2 },
      { seat: 3, total: 20, place: 4 },
    ]);
  });
});

describe('words', () => {
  it('says what the player must follow', () => {
    const view = normalizeView(
      { phase: 'play', hand: ['B3', 'R1'], trick: [{ seat: 1, card: 'B9' }], toAct: 0 },
      3,
      [{ type: 'play', card: 'B3' }],
    );
    const snap = {
      step: 5,
      game: 'siegel' as const,
      seats: [],
      you: 0,
      options: {},
      view,
      legal: [{ type: 'play', card: 'B3' }],
      cardRefusals: {
        R1: { rule: 'must-follow', reason: msg('siegel.why.follow', { colour: msg('siegel.c.blue') }) },
      },
      waitingFor: [0],
      event: { kind: 'start' as const },
      result: null,
    };
    expect(statusLine('en', snap, view, (s) => `P${s}`).text).toBe(
      'Your turn: play a card — you must follow blue',
    );
    expect(statusLine('de', snap, view, (s) => `P${s}`).text).toBe(
      'Du bist dran: spiel eine Karte — du musst Blau bedienen',
    );
  });
});

describe('layout', () => {
  for (const [w, h] of SCREENS) {
    for (const players of [3, 4, 5]) {
      it(`keeps the pieces apart at ${w}×${h} with ${players} players`, () => {
        const L = tableLayout(w, h, players, 0);
        const lay = siegelLayout(L, players, 0);
        // The supply tray sits above the status line and below the trick.
        expect(lay.supply.y + lay.supply.height).toBeLessThanOrEqual(L.status.y);
        expect(lay.trickCentre.y + lay.trickCard.height).toBeLessThanOrEqual(lay.supply.y + 1);
        // The dialog and the overlays stay above the hand.
        expect(lay.dialog.y + lay.dialog.height).toBeLessThanOrEqual(L.hand.y);
        expect(lay.overlay.y + lay.overlay.height).toBeLessThanOrEqual(L.status.y);
        for (const spot of lay.seats) {
          expect(spot.rack.x).toBeGreaterThanOrEqual(0);
          expect(spot.rack.x + spot.rack.width).toBeLessThanOrEqual(w);
          expect(spot.rack.y + spot.rack.height).toBeLessThanOrEqual(L.hand.y);
        }
        // Fifteen seals of every kind still fit their rack.
        const rack = lay.seats[1]!.rack;
        const pts = rackPoints(
          { red: 5, yellow: 3, green: 3, blue: 3, violet: 3, white: 4, black: 6 },
          rack,
          lay.sealSize,
          lay.s,
        );
        for (const p of pts) expect(p.x + lay.sealSize / 2).toBeLessThanOrEqual(rack.x + rack.width + 0.5);
      });
    }
  }
});

describe('layout on phones', () => {
  const overlaps = (a: Rect, b: Rect): boolean =>
    a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  for (const [w, h] of [
    [390, 844],
    [844, 390],
    [768, 1024],
  ] as const) {
    for (const players of [3, 4, 5]) {
      it(`keeps the tray and the racks apart from the plates at ${w}×${h} with ${players} players`, () => {
        const L = tableLayout(w, h, players, 0);
        const lay = siegelLayout(L, players, 0);
        const plates = lay.seats.map((sp, i) =>
          i === 0
            ? L.ownPlate
            : { x: sp.plate.x - L.plate.width / 2, y: sp.plate.y - L.plate.height / 2, ...L.plate },
        );
        for (const p of plates) expect(overlaps(lay.supply, p)).toBe(false);
        for (const sp of lay.seats) {
          expect(overlaps(lay.supply, sp.rack)).toBe(false);
          expect(sp.seals.width).toBeLessThan(sp.rack.width);
        }
        expect(lay.supply.x).toBeGreaterThanOrEqual(0);
        expect(lay.supply.x + lay.supply.width).toBeLessThanOrEqual(w);
        expect(lay.supply.y + lay.supply.height).toBeLessThanOrEqual(L.hand.y);
        expect(lay.dialog.y + lay.dialog.height).toBeLessThanOrEqual(L.hand.y);
      });
    }
  }
});
