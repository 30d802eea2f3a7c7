/** The Abyss scene's pure helpers against the real engine: steps, jumps, Undertow, explanations, texts, layout. */
import { msg } from '../../../../../src/shared/i18n/message';
import { describe, expect, it } from 'vitest';
import { cardList } from '../../../../support/hands';
import type { AbyssCompletedTrick, AbyssPlay, AbyssView } from '../../../../../src/shared/games/abyss';
import { ABYSS_CURSE_IDS } from '../../../../../src/shared/games/abyss-data';
import type { TableEvent, TableSnapshot } from '../../../../../src/shared/protocol';
import { tableLayout } from '../../../../../src/renderer/layout/table';
import { abyssLayout, clusterOffsets, intersects } from '../../../../../src/renderer/games/abyss/layout';

import {
  addable,
  figureInitials,
  handKeys,
  beatenOnScale,
  describeStep,
  explainTrick,
  forwardPositions,
  jumpOptions,
  jumpTarget,
  ledElement,
  normalizeView,
  phaseRows,
  ranking,
  sortHand,
  stacks,
  undertowMove,
} from '../../../../../src/renderer/games/abyss/model';
import {
  curseName,
  curseText,
  explainLines,
  fieldTipText,
  logLines,
  placeTipText,
  refusalText,
  statusLine,
} from '../../../../../src/renderer/games/abyss/text';
import { text } from '../../../../../src/shared/i18n/format';

const names = (s: number): string => ['Ada', 'Ben', 'Cleo', 'Dan'][s] ?? `#${s}`;

/** A finished trick as the engine reports it (winner and move worked out by hand from the rules page). */
function completed(plays: AbyssPlay[], winner: number, mover = winner, steps = 1): AbyssCompletedTrick {
  return { leader: plays[0]!.seat, plays, winner, mover, steps };
}

function view(v: Partial<AbyssView>): AbyssView {
  return normalizeView({ players: 3, seat: 0, ...v }, 3);
}

const action = (seat: number | null, a: Record<string, unknown>): TableEvent =>
  ({ kind: 'action', seat, action: a }) as TableEvent;

describe('hand', () => {
  it('sorts elements in canonical order by value, specials last, and tells identical specials apart', () => {
    expect(sortHand(cardList('SIN F3 W12 W2 TANUKI S1 SIN'))).toEqual(
      cardList('W2 W12 F3 S1 SIN SIN TANUKI'),
    );
    expect(handKeys(cardList('W2 SIN SIN TANUKI SIN'))).toEqual(cardList('W2 SIN SIN.2 TANUKI SIN.3'));
  });
});

describe('board', () => {
  it('lands a jump on the next free field beyond, also when several fields ahead are taken, the goal at most', () => {
    const cases: [number[], number, number, number][] = [
      [[0, 1, 0], 0, 20, 2],
      [[3, 4, 5], 0, 20, 6],
      [[18, 19, 0], 0, 20, 20],
      [[21, 22, 0], 0, 23, 23],
      [[6, 7, 7, 8], 0, 20, 9],
    ];
    for (const [positions, seat, goal, landing] of cases) {
      expect(jumpTarget(positions, seat, positions[seat]! + 1, goal)).toBe(landing);
    }
  });

  it('keeps every figure on a shared field visible', () => {
    for (let n = 1; n <= 6; n++) {
      const offs = clusterOffsets(n, 30);
      const keys = new Set(offs.map((o) => `${o.x},${o.y}`));
      expect(keys.size).toBe(n);
    }
    expect(stacks([0, 3, 0, 3]).get(3)).toEqual([1, 3]);
  });
});

describe('scale', () => {
  it('ranks upward, and downward under Mirror', () => {
    expect(beatenOnScale(['water', 'fire', 'air'], 2, false)).toEqual(['water', 'fire']);
    expect(beatenOnScale(['water', 'fire', 'air'], 0, true)).toEqual(['fire', 'air']);
    expect(beatenOnScale(['water', 'fire', 'air'], 2, true)).toEqual([]);
    expect(addable(['water', 'fire'])).toEqual(['earth', 'air', 'space']);
    expect(addable(['water', 'fire', 'air', 'earth', 'space'])).toEqual([]);
  });
});

describe('why a trick was won', () => {
  it('names the scale place when a scale element beats another element', () => {
    const t = completed(
      [
        { seat: 0, card: 'W9' },
        { seat: 1, card: 'F2' },
        { seat: 2, card: 'W13' },
      ],
      1,
    );
    const ex = explainTrick(t, ['water', 'fire'], []);
    expect(ex.reason).toEqual({ kind: 'scale', element: 'fire', place: 2, beaten: ['water'] });
    const lines = explainLines('en', ex, t.winner, t.leader, names);
    expect(lines).toEqual(['Fire is on place 2 of the scale: fire beats water.', 'Ben moves 1 field.']);
    expect(explainLines('nl', ex, t.winner, t.leader, names)[0]).toBe(
      'Vuur staat op plaats 2 van de ladder: vuur wint van water.',
    );
  });

  it('explains Mirror, Reversal, a lone scale element and Sin Ban', () => {
    const mirror = completed(
      [
        { seat: 0, card: 'W3' },
        { seat: 1, card: 'F12' },
      ],
      0,
    );
    expect(explainTrick(mirror, ['water', 'fire'], ['mirror']).reason).toMatchObject({
      kind: 'scale',
      element: 'water',
      place: 1,
    });
    const rev = completed(
      [
        { seat: 0, card: 'E9' },
        { seat: 1, card: 'E2' },
        { seat: 2, card: 'A13' },
      ],
      1,
    );
    expect(explainLines('en', explainTrick(rev, [], ['reversal']), rev.winner, rev.leader, names)[0]).toBe(
      'Earth was led; Reversal: the lowest earth wins.',
    );
    const same = completed(
      [
        { seat: 0, card: 'A4' },
        { seat: 1, card: 'A9' },
      ],
      1,
    );
    expect(explainTrick(same, ['air'], []).reason).toEqual({
      kind: 'scaleSame',
      element: 'air',
      place: 1,
      reversal: false,
    });
    const ban = completed(
      [
        { seat: 0, card: 'W3' },
        { seat: 1, card: 'SIN' },
      ],
      0,
    );
    const ex = explainTrick(ban, [], ['sinBan']);
    expect(ex.reason).toEqual({ kind: 'follow', element: 'water', reversal: false });
    expect(ex.asTanuki).toEqual([{ card: 'SIN', curse: 'sinBan' }]);
    expect(explainLines('de', ex, ban.winner, ban.leader, names)).toContain(
      '(Sünde zählt als Tanuki: Bann.)',
    );
  });

  it('explains Chains, Desecration, Hunger and the first Sin from the move the engine reported', () => {
    const chains = completed(
      [
        { seat: 0, card: 'W13' },
        { seat: 1, card: 'W2' },
      ],
      0,
      0,
      0,
    );
    expect(explainLines('en', explainTrick(chains, [], ['chains']), 0, 0, names)).toContain(
      'Chains: Ada led and won — no move.',
    );
    const des = completed(
      [
        { seat: 0, card: 'W13' },
        { seat: 1, card: 'DEMON' },
      ],
      1,
      0,
      2,
    );
    const lines = explainLines(
      'en',
      explainTrick(des, [], ['desecration', 'hunger']),
      des.winner,
      des.leader,
      names,
    );
    expect(lines).toEqual([
      'The Demon wins: a Demon beats elements, Tanukis and Souls.',
      'Desecration: Ada led, so Ada moves instead.',
      'Hunger: won by a Demon — 2 fields.',
      'Ada moves 2 fields.',
    ]);
    const sins = completed(
      [
        { seat: 0, card: 'SIN' },
        { seat: 1, card: 'KITSUNE', as: 'sin' },
      ],
      0,
    );
    expect(explainLines('en', explainTrick(sins, [], []), 0, 0, names).slice(0, 2)).toEqual([
      'The Sin wins: a Sin beats elements, Tanukis and Demons.',
      'The first Sin holds.',
    ]);
  });
});

describe('steps', () => {
  const lastTrick = completed(
    [
      { seat: 0, card: 'W2' },
      { seat: 1, card: 'W9' },
      { seat: 2, card: 'W3' },
    ],
    1,
  );
  const leadTrick = { ...lastTrick, winner: 0, mover: 0 };

  it('finds the figure Undertow pulled back when the last trick moved the sole leader', () => {
    // Ben (field 6) wins the phase's last trick and steps to 7, alone in the lead: back to 6.
    const prev = view({ stage: 'play', positions: [3, 6, 2], activeCurses: ['undertow'] });
    const next = view({ stage: 'deal', positions: [3, 6, 2], tricks: [lastTrick] });
    const step = describeStep(prev, next, action(2, { type: 'play', card: 'W3' }));
    expect(step.kind).toBe('play');
    expect(forwardPositions(prev, step)).toEqual([3, 7, 2]);
    expect(undertowMove(prev, next, step)).toEqual({ seat: 1, from: 7, to: 6, back: true });
  });

  it('pulls back a leader who did not move, and nobody when the lead is shared', () => {
    const prev = view({ stage: 'play', positions: [3, 9, 2], activeCurses: ['undertow'] });
    const next = view({ stage: 'deal', positions: [4, 8, 2], tricks: [leadTrick] });
    const step = describeStep(prev, next, action(2, { type: 'play', card: 'W3' }));
    expect(undertowMove(prev, next, step)).toEqual({ seat: 1, from: 9, to: 8, back: true });
    const tied = view({ stage: 'play', positions: [8, 9, 2], activeCurses: ['undertow'] });
    const after = view({ stage: 'deal', positions: [9, 9, 2], tricks: [leadTrick] });
    const tiedStep = describeStep(tied, after, action(2, { type: 'play', card: 'W3' }));
    expect(undertowMove(tied, after, tiedStep)).toBeNull();
    // Without the curse nothing is pulled back.
    const plain = view({ stage: 'play', positions: [3, 9, 2] });
    expect(undertowMove(plain, view({ stage: 'deal', positions: [4, 9, 2] }), step)).toBeNull();
  });

  it('replays a jump and the steps left after it (Greed, Hunger)', () => {
    const prev = view({
      stage: 'jump',
      positions: [4, 5, 6],
      move: { seat: 0, stepsLeft: 1 },
      activeCurses: ['undertow'],
    });
    expect(jumpOptions(prev)).toEqual({ seat: 0, stop: 5, jump: 7 });
    const next = view({ stage: 'deal', positions: [7, 5, 6] });
    const step = describeStep(prev, next, action(0, { type: 'jump', jump: true }));
    expect(step).toEqual({ kind: 'jump', seat: 0, jump: true, field: 7 });
    // Jump to 7, one more step to 8 — alone in the lead, so Undertow takes it back to 7.
    expect(forwardPositions(prev, step)).toEqual([8, 5, 6]);
    expect(undertowMove(prev, next, step)).toEqual({ seat: 0, from: 8, to: 7, back: true });
  });

  it('describes deals (with Storm), passing, scale actions and curse draws, and logs them', () => {
    const before = view({ stage: 'deal', phase: 2, scale: ['water', 'fire', 'air'] });
    const dealt = view({ stage: 'play', phase: 3, dealer: 0, handSize: 4, scale: ['water', 'air', 'fire'] });
    const deal = describeStep(before, dealt, { kind: 'deal', round: 4, dealer: 0 });
    expect(deal).toEqual({ kind: 'deal', phase: 3, dealer: 0, handSize: 4, storm: ['fire', 'air'] });
    expect(logLines('en', deal, before, dealt, [], names)).toEqual([
      'Phase 4: Ada deals 4 cards each.',
      'Storm: fire and air swap places on the scale.',
    ]);
    const passing = view({
      stage: 'pass',
      passing: { chosen: [true, true, false], given: 'W3', received: null, done: false },
    });
    const passed = view({
      stage: 'play',
      passing: { chosen: [true, true, true], given: 'W3', received: 'F9', done: true },
    });
    expect(describeStep(passing, passed, action(2, { type: 'pass', card: 'E1' }))).toEqual({
      kind: 'passDone',
      given: 'W3',
      received: 'F9',
    });
    const sc = view({ stage: 'scale', scale: ['water'], move: { seat: 1, stepsLeft: 0 } });
    const added = view({ scale: ['water', 'earth'] });
    const add = describeStep(sc, added, action(1, { type: 'scale', add: 'earth' }));
    expect(logLines('de', add, sc, added, [], names)).toEqual(['Ben legt Erde auf Platz 2 der Leiste.']);
    const cur = view({
      stage: 'curse',
      move: { seat: 2, stepsLeft: 0 },
      triggered: [5],
      positions: [0, 0, 5],
    });
    const drawn = view({
      curses: [{ curse: 'drought', phase: 1, trick: 2, field: 5 }],
      triggered: [5],
      positions: [0, 0, 5],
    });
    const step = describeStep(cur, drawn, action(null, { type: 'curse', curse: 'drought' }));
    expect(step).toEqual({ kind: 'curse', curse: 'drought', field: 5, seat: 2 });
    expect(logLines('nl', step, cur, drawn, [], names)[0]).toBe(
      'Vloek onthuld op veld 5: Droogte — Elke fase worden 4 in plaats van 5 kaarten gedeeld.',
    );
  });
});

describe('phase summary and ranking', () => {
  it('explains each figure’s fields by tricks, jumps and Undertow', () => {
    const tricks: AbyssCompletedTrick[] = [
      { leader: 0, plays: [], winner: 0, mover: 0, steps: 1 },
      { leader: 0, plays: [], winner: 0, mover: 0, steps: 1 },
      { leader: 0, plays: [], winner: 1, mover: 1, steps: 1 },
    ];
    const rows = phaseRows([0, 0, 0], [4, 0, 0], tricks, null);
    expect(rows[0]).toMatchObject({ from: 0, to: 4, won: 2, steps: 2, jumped: 2 });
    const back = phaseRows([5, 2, 2], [6, 3, 2], tricks, 0);
    expect(back[0]).toMatchObject({ steps: 2, jumped: 0, undertow: true });
  });

  it('ranks the winner first, then by field; equal fields share a place', () => {
    expect(ranking([12, 20, 12, 7], 1)).toEqual([
      { seat: 1, field: 20, place: 1 },
      { seat: 0, field: 12, place: 2 },
      { seat: 2, field: 12, place: 2 },
      { seat: 3, field: 7, place: 4 },
    ]);
  });
});

describe('texts', () => {
  it('has every string and every curse in German, English and Dutch', () => {
    for (const lang of ['de', 'en', 'nl'] as const) {
      for (const id of ABYSS_CURSE_IDS) {
        expect(curseName(lang, id).length).toBeGreaterThan(2);
        expect(curseText(lang, id).length).toBeGreaterThan(10);
      }
    }
    expect(curseName('nl', 'passing')).toBe('Doorgeven');
    expect(text('de', 'abyss.jump.yes', { n: 9 })).toBe('Auf Feld 9 springen');
  });

  it('says whose turn it is and what to decide, and translates a refusal by its rule id', () => {
    const v = normalizeView(
      {
        players: 3,
        seat: 0,
        stage: 'play',
        toAct: [0],
        hands: [['W3', 'F2', 'SIN'], null, null],
        trick: [{ seat: 2, card: 'W9' }],
        activeCurses: ['oath'],
      },
      3,
    );
    const snap = {
      step: 3,
      game: 'abyss',
      seats: [],
      you: 0,
      options: {},
      view: v,
      legal: [{ type: 'play', card: 'W3' }],
      cardRefusals: {},
      waitingFor: [0],
      event: { kind: 'start' },
      result: null,
    } as unknown as TableSnapshot;
    expect(ledElement(v.trick, v.activeCurses)).toBe('water');
    expect(statusLine('en', snap, v, names).text).toBe('Your turn: play a card — you must follow water');
    const strict = msg('elements.why.must-follow-strict', { element: msg('cards.el.water') });
    expect(refusalText('de', v, { rule: 'must-follow', reason: strict })).toBe(
      'Eid: Du hast Wasser, also musst du es spielen.',
    );
    const jump = normalizeView(
      {
        players: 3,
        seat: 0,
        stage: 'jump',
        toAct: [0],
        positions: [4, 5, 6],
        move: { seat: 0, stepsLeft: 0 },
      },
      3,
    );
    expect(jumpOptions(jump)).toEqual({ seat: 0, stop: 5, jump: 7 });
    expect(statusLine('nl', { ...snap, view: jump } as TableSnapshot, jump, names).text).toBe(
      'Je pion moet langs veld 5: springen of blijven staan?',
    );
  });

  it('explains fields and scale places on hover', () => {
    const v = view({
      positions: [7, 10, 7],
      activeCurses: ['frozenScale', 'mirror'],
      curses: [{ curse: 'greed', phase: 0, trick: 2, field: 10 }],
      triggered: [10],
      scale: ['water', 'fire', 'air'],
    });
    expect(fieldTipText('en', v, 7, names)).toBe(
      'Heptagram field 7 — frozen (Frozen Scale): no effect any more.\nHere: Ada and Cleo',
    );
    expect(fieldTipText('de', v, 10, names)).toBe('Fluchfeld 10: verbraucht — es brachte Gier.\nHier: Ben');
    expect(fieldTipText('en', v, 15, names)).toBe(
      'Curse field 15: the first figure to land here reveals a curse.',
    );
    // Mirror: place 1 ranks highest.
    expect(placeTipText('en', v, 0)).toBe('Place 1: Water. It beats every other element.');
    expect(placeTipText('en', v, 1)).toBe('Place 2: Fire. It beats air and every element off the scale.');
    expect(placeTipText('nl', v, 4)).toBe('Plaats 5: leeg.');
  });

  it('gives figures distinct initials', () => {
    expect(figureInitials(['Ada', 'Anna', 'Ben'])).toEqual(['Ad', 'An', 'B']);
  });
});

describe('layout', () => {
  const sizes: [number, number][] = [
    [1024, 640],
    [1280, 800],
    [1920, 1080],
    [3840, 2160],
  ];
  for (const [w, h] of sizes) {
    for (let players = 3; players <= 6; players++) {
      it(`${players} players at ${w}×${h}: board, scale, curses, trick and plates stay clear of each other`, () => {
        const L = tableLayout(w, h, players, 0);
        for (const goal of [20, 23]) {
          const A = abyssLayout(L, players, 0, goal);
          expect(A.fields).toHaveLength(goal + 1);
          const plate = (p: { x: number; y: number }) => ({
            x: p.x - L.plate.width / 2,
            y: p.y - L.plate.height / 2,
            width: L.plate.width,
            height: L.plate.height,
          });
          for (const f of A.fields) {
            expect(f.x).toBeGreaterThanOrEqual(A.board.x);
            expect(f.x).toBeLessThanOrEqual(A.board.x + A.board.width);
            expect(f.y).toBeGreaterThanOrEqual(A.board.y);
            expect(f.y).toBeLessThanOrEqual(A.board.y + A.board.height);
          }
          expect(intersects(A.scale, A.curses)).toBe(false);
          expect(A.scale.y).toBeGreaterThanOrEqual(A.board.y + A.board.height);
          expect(A.prompt.y).toBeGreaterThanOrEqual(A.scale.y + A.scale.height);
          expect(A.prompt.y + A.prompt.height).toBeLessThanOrEqual(L.status.y);
          A.seats.forEach((spot, seat) => {
            const r = plate(spot.plate);
            expect(intersects(r, A.board), `plate ${seat}`).toBe(false);
            expect(intersects(r, A.scale), `plate ${seat}`).toBe(false);
            expect(intersects(r, A.curses), `plate ${seat}`).toBe(false);
            expect(r.x).toBeGreaterThanOrEqual(0);
            expect(r.x + r.width).toBeLessThanOrEqual(w);
            for (let other = seat + 1; other < players; other++) {
              expect(intersects(r, plate(A.seats[other]!.plate)), `plates ${seat}/${other}`).toBe(false);
            }
          });
        }
      });
    }
  }
});
