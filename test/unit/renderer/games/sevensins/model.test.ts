/** The SevenSins scene's pure helpers: steps, bids, seat cues, trick reasons, points, sheet, ranking, words, layout. */
import { msg } from '../../../../../src/shared/i18n/message';
import { describe, expect, it } from 'vitest';
import type { SevenSinsPhaseResult, SevenSinsView } from '../../../../../src/shared/games/sevensins';
import type { TableSnapshot } from '../../../../../src/shared/protocol';
import { bot, human } from '../../../../support/seats';
import { tableLayout } from '../../../../../src/renderer/layout/table';
import { dialogSpot, overlaps, sevensinsLayout } from '../../../../../src/renderer/games/sevensins/layout';
import {
  bidOptions,
  describeStep,
  elementCounts,
  explainTrick,
  kitsuneForms,
  legalCards,
  normalizeView,
  phaseLines,
  ranking,
  seatFacts,
  sheetRows,
} from '../../../../../src/renderer/games/sevensins/model';
import {
  logLines,
  pointsLineText,
  statusLine,
  whyText,
} from '../../../../../src/renderer/games/sevensins/text';
import { SCREENS } from '../screens';

function view(over: Partial<SevenSinsView> = {}): SevenSinsView {
  return { ...normalizeView({}, 3), stage: 'play', phase: 3, ...over };
}

function result(over: Partial<SevenSinsPhaseResult>): SevenSinsPhaseResult {
  return {
    phase: 5,
    dealer: 0,
    trumpCard: 'F3',
    trump: 'fire',
    bids: [0, 0, 0],
    tricks: [0, 0, 0],
    sinsUnderSoul: [0, 0, 0],
    soulsUnderDemon: [0, 0, 0],
    bonuses: [0, 0, 0],
    multiplier: 1,
    scores: [0, 0, 0],
    ...over,
  };
}

const sum = (r: SevenSinsPhaseResult, seat: number): number =>
  phaseLines(r, seat).reduce((a, l) => a + l.points, 0);

describe('steps', () => {
  it('names a deal, a trump choice, a bid and a play that completes a trick', () => {
    const prev = view({
      trick: [
        { seat: 1, card: 'W3' },
        { seat: 2, card: 'W9' },
      ],
    });
    const done = { leader: 1, plays: [...prev.trick, { seat: 0, card: 'F5' }], winner: 0 };
    const next = view({ trick: [], tricks: [done] });
    expect(
      describeStep(prev, next, { kind: 'action', seat: 0, action: { type: 'play', card: 'F5' } }),
    ).toEqual({
      kind: 'play',
      seat: 0,
      card: 'F5',
      completed: done,
      phaseEnd: null,
    });
    expect(describeStep(prev, next, { kind: 'deal', round: 2, dealer: 1 }).kind).toBe('deal');
    expect(describeStep(prev, next, { kind: 'action', seat: 2, action: { type: 'bid', tricks: 2 } })).toEqual(
      {
        kind: 'bid',
        seat: 2,
        tricks: 2,
      },
    );
    expect(
      describeStep(prev, next, { kind: 'action', seat: 0, action: { type: 'trump', element: 'air' } }),
    ).toEqual({ kind: 'trump', seat: 0, element: 'air' });
    expect(describeStep(null, next, { kind: 'start' })).toEqual({ kind: 'start' });
  });

  it('keeps a Kitsune form and sees a play that does not complete a trick', () => {
    const prev = view();
    const next = view({ trick: [{ seat: 1, card: 'KITSUNE', as: 'tanuki' }] });
    const step = describeStep(prev, next, {
      kind: 'action',
      seat: 1,
      action: { type: 'play', card: 'KITSUNE', as: 'tanuki' },
    });
    expect(step).toMatchObject({ kind: 'play', as: 'tanuki', completed: null, phaseEnd: null });
  });
});

describe('decisions', () => {
  it('shows every bid with the last bidder’s forbidden one disabled', () => {
    const legal = [0, 1, 3].map((tricks) => ({ type: 'bid', tricks }));
    const { options, forbidden } = bidOptions(3, legal);
    expect(options.map((o) => o.allowed)).toEqual([true, true, false, true]);
    expect(forbidden).toBe(2);
    expect(bidOptions(3, []).forbidden).toBeNull();
  });

  it('lists playable cards once and the Kitsune forms', () => {
    const legal = [
      { type: 'play', card: 'KITSUNE', as: 'sin' },
      { type: 'play', card: 'KITSUNE', as: 'tanuki' },
      { type: 'play', card: 'SIN' },
    ];
    expect(legalCards(legal)).toEqual(['KITSUNE', 'SIN']);
    expect(kitsuneForms(legal)).toEqual(['sin', 'tanuki']);
    expect(kitsuneForms([{ type: 'play', card: 'SIN' }])).toEqual([]);
  });

  it('counts the hand’s elements for the trump choice', () => {
    expect(elementCounts(['F1', 'F9', 'S2', 'SIN'])).toEqual({
      water: 0,
      earth: 0,
      fire: 2,
      air: 0,
      space: 1,
    });
    expect(elementCounts(null).fire).toBe(0);
  });
});

describe('seat cues', () => {
  it('tells on target, short, over and under apart', () => {
    // Phase 3, one trick played.
    const v = view({
      bids: [1, 2, 0],
      tricksWon: [1, 0, 1],
      tricks: [{ leader: 0, plays: [], winner: 0 }],
    });
    expect(seatFacts(v, 0)).toMatchObject({ cue: 'exact' });
    expect(seatFacts(v, 1)).toMatchObject({ cue: 'short', n: 2 });
    expect(seatFacts(v, 2)).toMatchObject({ cue: 'over', n: 1 });
    // Two tricks played and none won: a bid of 2 is out of reach with one left.
    const later = view({
      bids: [2, null, 0],
      tricksWon: [0, 2, 0],
      tricks: [1, 2].map(() => ({ leader: 0, plays: [], winner: 1 })),
    });
    expect(seatFacts(later, 0)).toMatchObject({ cue: 'under' });
    expect(seatFacts(later, 1)).toMatchObject({ cue: 'none', bid: null });
  });
});

describe('why a trick was won', () => {
  /** The cards of a trick, played by seats 0, 1, … in turn. */
  const trick = (...cards: string[]) => cards.map((card, seat) => ({ seat, card }));

  it('explains specials by the Sin → Demon → Soul cycle', () => {
    const plays = trick('SOUL', 'DEMON', 'W9');
    expect(whyText('en', plays, 1, 'fire')).toBe('Demon devours Soul');
    expect(whyText('de', plays, 1, 'fire')).toBe('Dämon verschlingt Seele');
    const cleanse = [
      { seat: 0, card: 'KITSUNE', as: 'sin' as const },
      { seat: 1, card: 'SOUL' },
    ];
    expect(whyText('en', cleanse, 1, null)).toBe('Soul cleanses Kitsune as Sin');
    expect(explainTrick(trick('TANUKI', 'TANUKI'), 0, null)?.kind).toBe('onlyTanukis');
    expect(explainTrick(trick('SIN', 'SIN'), 0, null)?.kind).toBe('firstHolds');
    expect(whyText('en', trick('W2', 'SIN'), 1, null)).toBe('Sin beats every element card');
  });

  it('explains element cards by space, trump and the element led', () => {
    const trumped = trick('W9', 'F5', 'W2');
    expect(whyText('en', trumped, 1, 'fire')).toBe('trump fire 5 beats water 9');
    expect(whyText('nl', trumped, 1, 'fire')).toBe('troef vuur 5 verslaat water 9');
    const space = trick('F13', 'S1');
    expect(whyText('en', space, 1, 'fire')).toBe('space 1 beats fire 13 — space is strongest');
    const follow = trick('A4', 'A11', 'E13');
    expect(whyText('en', follow, 1, 'water')).toBe('air 11 beats air 4');
  });
});

describe('phase points', () => {
  it('explains the rulebook examples line by line', () => {
    const r = result({ phase: 5, bids: [5, 5, 0], tricks: [5, 2, 0], scores: [15, -3, 5] });
    expect(phaseLines(r, 0)).toEqual([{ kind: 'exact', params: { b: 5, t: 5, p: 15 }, points: 15 }]);
    expect(phaseLines(r, 1)).toEqual([{ kind: 'miss', params: { b: 5, t: 2, d: 3 }, points: -3 }]);
    expect(phaseLines(r, 2)).toEqual([{ kind: 'zero', params: { n: 5 }, points: 5 }]);
    const r2 = result({ phase: 5, bids: [0, 1, 1], tricks: [1, 1, 1], scores: [-5, 3, 3] });
    expect(phaseLines(r2, 0)[0]).toMatchObject({ kind: 'zeroMiss', points: -5 });
  });

  it('adds bonuses only for a met bid and applies the multiplier; the lines add up to the score', () => {
    // Phase 7 with a turned Soul: ×4. Seat 0 met 2 with a Sin under its Soul and a Soul under its Demon.
    const r = result({
      phase: 7,
      trumpCard: 'SOUL',
      multiplier: 4,
      bids: [2, 1, 0],
      tricks: [2, 3, 2],
      sinsUnderSoul: [1, 2, 0],
      soulsUnderDemon: [1, 0, 0],
      scores: [(6 + 2 + 5) * 4, -2 * 4, -7 * 4],
    });
    const lines = phaseLines(r, 0);
    expect(lines.map((l) => l.kind)).toEqual(['exact', 'sins', 'souls', 'mult']);
    for (const seat of [0, 1, 2]) expect(sum(r, seat)).toBe(r.scores[seat]);
    expect(phaseLines(r, 1).map((l) => l.kind)).toEqual(['miss', 'bonusLost', 'mult']);
    expect(lines.map((l) => pointsLineText('en', l, r))).toEqual([
      'Bid 2, won 2: 3 × 2 = 6',
      '1 × Sin cleansed (trick won with a Soul): 2 × 1 = +2',
      '1 × Soul devoured (trick won with a Demon): 5 × 1 = +5',
      '× 4: phase 7 counts double, a Soul was turned',
    ]);
  });
});

describe('score sheet and ranking', () => {
  const history = [
    result({ phase: 1, bids: [1, 0, 0], tricks: [1, 0, 0], scores: [3, 1, 1] }),
    result({ phase: 2, bids: [0, 2, 1], tricks: [1, 1, 0], scores: [-2, -1, -1], multiplier: 1 }),
  ];
  it('keeps running totals per seat', () => {
    const rows = sheetRows(history, 3);
    expect(rows.map((r) => r.cells.map((c) => c.running))).toEqual([
      [3, 1, 1],
      [1, 0, 0],
    ]);
    expect(rows[0]!.cells[0]).toMatchObject({ bid: 1, won: 1, made: true });
    expect(rows[1]!.cells[1]).toMatchObject({ made: false, score: -1 });
  });

  it('ranks the highest total first; equal totals share a place', () => {
    expect(ranking([1, 4, 4], history).map((r) => [r.seat, r.rank, r.made])).toEqual([
      [1, 1, 1],
      [2, 1, 1],
      [0, 3, 1],
    ]);
  });
});

describe('words', () => {
  it('says whose turn it is and what to do', () => {
    const base = {
      step: 5,
      game: 'sevensins',
      seats: [human('Ada'), bot('Ben', 'rules'), bot('Cleo', 'rules')],
      you: 0,
      options: {},
      event: { kind: 'start' },
      result: null,
    } as unknown as TableSnapshot;
    const bid = { ...base, legal: [{ type: 'bid', tricks: 0 }], cardRefusals: {}, waitingFor: [0] };
    expect(statusLine('en', bid, view({ stage: 'bid', blind: true, toAct: 0 }), (s) => `#${s}`).text).toMatch(
      /bid blind/,
    );
    const follow = {
      ...base,
      legal: [{ type: 'play', card: 'W2' }],
      cardRefusals: {
        F9: {
          rule: 'must-follow',
          reason: msg('elements.why.must-follow', { element: msg('cards.el.water') }),
        },
      },
      waitingFor: [0],
    };
    const v = view({ stage: 'play', toAct: 0, trick: [{ seat: 2, card: 'W7' }] });
    expect(statusLine('de', follow, v, (s) => `#${s}`).text).toBe(
      'Du bist dran: bediene Wasser — oder spiel eine Sonderkarte',
    );
    const spaceBarred = {
      ...follow,
      cardRefusals: {
        S2: {
          rule: 'space-restricted',
          reason: msg('elements.why.space-restricted', { trump: msg('cards.el.fire') }),
        },
      },
    };
    const lifted = view({
      stage: 'play',
      toAct: 0,
      trick: [
        { seat: 2, card: 'W7' },
        { seat: 1, card: 'SIN' },
      ],
    });
    expect(statusLine('en', spaceBarred, lifted, (s) => `#${s}`).text).toBe(
      'Your turn: play a raised card — a dimmed one says why not',
    );
    const free = { ...follow, cardRefusals: {} };
    expect(statusLine('en', free, lifted, (s) => `#${s}`).text).toBe('Your turn: play any card');
    const waiting = { ...base, legal: [], cardRefusals: {}, waitingFor: [1] };
    expect(statusLine('en', waiting, view({ stage: 'trump', toAct: 1 }), () => 'Ben').text).toBe(
      'Ben chooses trump…',
    );
  });

  it('logs the trick winner with the reason and the phase scores', () => {
    const done = {
      leader: 1,
      plays: [
        { seat: 1, card: 'W9' },
        { seat: 2, card: 'W2' },
        { seat: 0, card: 'F5' },
      ],
      winner: 0,
    };
    const lines = logLines(
      'en',
      { kind: 'play', seat: 0, card: 'F5', completed: done, phaseEnd: null },
      view({ trump: 'fire' }),
      (s) => ['Ada', 'Ben', 'Cleo'][s]!,
    );
    expect(lines).toEqual(['Ada plays fire 5.', 'Ada wins the trick — trump fire 5 beats water 9.']);
  });
});

describe('layout', () => {
  it('keeps the blind phase’s trump and bid dialogs clear of the other seats’ cards, from 3 to 7 players', () => {
    for (const [w, h] of SCREENS) {
      for (let players = 3; players <= 7; players++) {
        const L = tableLayout(w, h, players, 0);
        const lay = sevensinsLayout(L, players, 0);
        const s = lay.s;
        expect(lay.blindCards).toHaveLength(players - 1);
        // The trump dialog (five 96-px tiles, three lines) and the phase-1 bid dialog (two tiles).
        for (const [dw, dh] of [
          [564 * s, 275 * s],
          [464 * s, 215 * s],
        ] as const) {
          const spot = dialogSpot(lay.dialog, dw, dh, lay.blindAvoid, s);
          const r = { x: spot.x, y: spot.y, width: dw * spot.scale, height: dh * spot.scale };
          const where = `${w}×${h}, ${players} players, ${dw / s}×${dh / s}`;
          for (const b of lay.blindAvoid) expect(overlaps(b, r), where).toBe(false);
          expect(spot.scale, where).toBeGreaterThanOrEqual(players <= 5 ? 1 : 0.8);
          expect(r.y + r.height, where).toBeLessThanOrEqual(lay.dialog.y + lay.dialog.height + 1);
          expect(r.y, where).toBeGreaterThanOrEqual(lay.dialog.y);
        }
      }
    }
    // Nothing to avoid: the bottom of the area, full size.
    const L = tableLayout(1280, 800, 7, 0);
    const lay = sevensinsLayout(L, 7, 0);
    expect(dialogSpot(lay.dialog, 500, 200, [], lay.s)).toEqual({
      x: lay.dialog.x + (lay.dialog.width - 500) / 2,
      y: lay.dialog.y + lay.dialog.height - 200,
      scale: 1,
      clear: true,
    });
    // Nowhere clear (the whole area to avoid): the bottom at full size, and it says so.
    expect(dialogSpot(lay.dialog, 500, 200, [lay.dialog], lay.s).clear).toBe(false);
  });

  it('keeps the trump and phase panels clear of the seats and the dialogs', () => {
    for (const [w, h] of SCREENS) {
      for (const players of [3, 4]) {
        const L = tableLayout(w, h, players, 0);
        const lay = sevensinsLayout(L, players, 0);
        const seats = lay.seats.flatMap((sp) => [
          { x: sp.plate.x - L.plate.width / 2, y: sp.plate.y - L.plate.height / 2, ...L.plate },
          sp.badge,
        ]);
        for (const panel of [lay.trumpPanel, lay.phasePanel]) {
          for (const r of seats) expect(overlaps(panel, r), `${w}×${h}, ${players} players`).toBe(false);
          // Three players: clear of the widest dialog (the trump choice, ~292 px from the middle);
          // four: clear of the bid dialog (~232 px); the dialogs repeat what was turned anyway.
          const gap = Math.min(
            Math.abs(panel.x - L.width / 2),
            Math.abs(panel.x + panel.width - L.width / 2),
          );
          expect(gap).toBeGreaterThanOrEqual((players === 3 ? 290 : 240) * L.scale - 1);
          expect(panel.y + panel.height).toBeLessThanOrEqual(L.status.y);
        }
      }
    }
  });

  it('never lets two seats’ plates and badges overlap, from 3 to 7 players', () => {
    for (const [w, h] of SCREENS) {
      for (let players = 3; players <= 7; players++) {
        const L = tableLayout(w, h, players, 0);
        const lay = sevensinsLayout(L, players, 0);
        const rects = lay.seats.flatMap((sp) => [
          {
            seat: sp.seat,
            r: { x: sp.plate.x - L.plate.width / 2, y: sp.plate.y - L.plate.height / 2, ...L.plate },
          },
          { seat: sp.seat, r: sp.badge },
        ]);
        for (const a of rects)
          for (const b of rects)
            if (a.seat !== b.seat) expect(overlaps(a.r, b.r), `${w}×${h}, ${players} players`).toBe(false);
        // Badges stay above the status line.
        for (const sp of lay.seats) expect(sp.badge.y + sp.badge.height).toBeLessThanOrEqual(L.status.y);
      }
    }
  });
});
