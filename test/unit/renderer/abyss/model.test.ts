/** The Abyss scene's pure helpers against the real engine: steps, jumps, Undertow, explanations, texts, layout. */
import { describe, expect, it } from 'vitest';
import { abyssGame } from '../../../../src/main/games/abyss';
import { jumpLanding, soleLeader } from '../../../../src/main/games/abyss/board';
import { resolveTrick } from '../../../../src/main/games/abyss/trick';
import { cursesFromList } from '../../../../src/main/games/abyss/curses';
import type { AbyssState } from '../../../../src/main/games/abyss';
import { createRng } from '../../../../src/main/engine/rng';
import type {
  AbyssAction,
  AbyssCompletedTrick,
  AbyssPlay,
  AbyssView,
} from '../../../../src/shared/games/abyss';
import { ABYSS_CURSE_IDS, type AbyssCurseId } from '../../../../src/shared/games/abyss-data';
import type { TableEvent, TableSnapshot } from '../../../../src/shared/protocol';
import { tableLayout } from '../../../../src/renderer/layout/table';
import { abyssLayout, clusterOffsets, intersects } from '../../../../src/renderer/games/abyss/layout';

import { ABYSS_STRINGS, aText, curseName, curseText } from '../../../../src/renderer/games/abyss/i18n';
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
} from '../../../../src/renderer/games/abyss/model';
import { explainLines, logLines, refusalText, statusLine } from '../../../../src/renderer/games/abyss/text';

const names = (s: number): string => ['Ada', 'Ben', 'Cleo', 'Dan'][s] ?? `#${s}`;

function completed(
  plays: AbyssPlay[],
  scale: AbyssView['scale'],
  curses: AbyssCurseId[],
  last = false,
): AbyssCompletedTrick {
  const o = resolveTrick(plays, scale, cursesFromList(curses), last);
  return { leader: plays[0]!.seat, plays, winner: o.winner, mover: o.mover, steps: o.steps };
}

describe('hand', () => {
  it('sorts elements in canonical order by value, specials last, and tells identical specials apart', () => {
    expect(sortHand(['SIN', 'F3', 'W12', 'W2', 'TANUKI', 'S1', 'SIN'])).toEqual([
      'W2',
      'W12',
      'F3',
      'S1',
      'SIN',
      'SIN',
      'TANUKI',
    ]);
    expect(handKeys(['W2', 'SIN', 'SIN', 'TANUKI', 'SIN'])).toEqual([
      'W2',
      'SIN',
      'SIN.2',
      'TANUKI',
      'SIN.3',
    ]);
  });
});

describe('board', () => {
  it('lands a jump where the engine does, also when several fields ahead are taken', () => {
    const cases: [number[], number, number][] = [
      [[0, 1, 0], 0, 20],
      [[3, 4, 5], 0, 20],
      [[18, 19, 0], 0, 20],
      [[21, 22, 0], 0, 23],
    ];
    for (const [positions, seat, goal] of cases) {
      const field = positions[seat]! + 1;
      expect(jumpTarget(positions, seat, field, goal)).toBe(jumpLanding(positions, field, seat, goal));
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
      ['water', 'fire'],
      [],
    );
    expect(t.winner).toBe(1);
    const ex = explainTrick(t, ['water', 'fire'], []);
    expect(ex.reason).toEqual({ kind: 'scale', element: 'fire', place: 2, beaten: ['water'] });
    const lines = explainLines('en', ex, t.winner, t.leader, names);
    expect(lines[0]).toBe('Fire is on place 2 of the scale: fire beats water.');
    expect(lines[1]).toBe('Cleo moves 1 field.'.replace('Cleo', 'Ben'));
  });

  it('follows the engine under Mirror, Reversal and Sin Ban', () => {
    const mirror = completed(
      [
        { seat: 0, card: 'W3' },
        { seat: 1, card: 'F12' },
      ],
      ['water', 'fire'],
      ['mirror'],
    );
    expect(mirror.winner).toBe(0);
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
      [],
      ['reversal'],
    );
    expect(rev.winner).toBe(1);
    expect(explainLines('en', explainTrick(rev, [], ['reversal']), rev.winner, rev.leader, names)[0]).toBe(
      'Earth was led; Reversal: the lowest earth wins.',
    );
    const ban = completed(
      [
        { seat: 0, card: 'W3' },
        { seat: 1, card: 'SIN' },
      ],
      [],
      ['sinBan'],
    );
    expect(ban.winner).toBe(0);
    const ex = explainTrick(ban, [], ['sinBan']);
    expect(ex.asTanuki).toEqual([{ card: 'SIN', curse: 'sinBan' }]);
    expect(explainLines('de', ex, ban.winner, ban.leader, names)).toContain(
      '(Sünde zählt als Tanuki: Bann.)',
    );
  });

  it('explains Chains, Desecration and Hunger from the move the engine made', () => {
    const chains = completed(
      [
        { seat: 0, card: 'W13' },
        { seat: 1, card: 'W2' },
      ],
      [],
      ['chains'],
    );
    expect(chains.steps).toBe(0);
    expect(explainLines('en', explainTrick(chains, [], ['chains']), 0, 0, names)).toContain(
      'Chains: Ada led and won — no move.',
    );
    const des = completed(
      [
        { seat: 0, card: 'W13' },
        { seat: 1, card: 'DEMON' },
      ],
      [],
      ['desecration', 'hunger'],
    );
    expect(des.mover).toBe(0);
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
  });
});

// ---------------------------------------------------------------------------------------------
// Whole games through the engine, with the curses forced in force from the start

function play(
  curses: AbyssCurseId[],
  seed: string,
  check: (prev: AbyssView, next: AbyssView, ev: TableEvent) => void,
): AbyssState {
  const rng = createRng(seed);
  let state = abyssGame.newGame(3, {}, 0);
  state = {
    ...state,
    curses: curses.map((curse) => ({ curse, phase: -1, trick: 0, field: 0 })),
    deck: ABYSS_CURSE_IDS.filter((c) => !curses.includes(c)),
  };
  for (let guard = 0; guard < 4000; guard++) {
    const next = abyssGame.next(state);
    if (next.kind === 'over') break;
    const before = abyssGame.view(state, 0);
    let ev: TableEvent;
    if (next.kind === 'deal') {
      const r = abyssGame.deal(state, abyssGame.randomDeal(state, rng));
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
      ev = { kind: 'deal', round: next.round, dealer: next.dealer };
    } else if (next.kind === 'chance') {
      const a = abyssGame.randomChance(state, rng);
      const r = abyssGame.apply(state, null, a);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
      ev = { kind: 'action', seat: null, action: { ...a } };
    } else {
      const seat = next.seats[0]!;
      const legal = abyssGame.legalActions(state, seat);
      const a = rng.pick(legal) as AbyssAction;
      const r = abyssGame.apply(state, seat, a);
      if (!r.ok) throw new Error(r.error.reason);
      state = r.state;
      ev = { kind: 'action', seat, action: { ...a } };
    }
    check(before, abyssGame.view(state, 0), ev);
  }
  return state;
}

describe('steps against the engine', () => {
  it('finds the figure Undertow pulled back, exactly when one was alone in the lead', () => {
    let checked = 0;
    let pulled = 0;
    for (let g = 0; g < 6; g++) {
      play(['undertow', 'greed', 'hunger'], `undertow-${g}`, (prev, next, ev) => {
        const step = describeStep(prev, next, ev);
        if (next.stage !== 'deal' || prev.stage === 'deal' || ev.kind !== 'action') return;
        checked++;
        const pre = forwardPositions(prev, step);
        const lead = soleLeader(pre);
        const u = undertowMove(prev, next, step);
        if (lead >= 0) {
          pulled++;
          expect(u).toEqual({ seat: lead, from: pre[lead], to: pre[lead]! - 1, back: true });
          expect(next.positions).toEqual(pre.map((p, s) => (s === lead ? p - 1 : p)));
        } else {
          expect(u).toBeNull();
          expect(next.positions).toEqual(pre);
        }
      });
    }
    expect(checked).toBeGreaterThan(10);
    expect(pulled).toBeGreaterThan(3);
  });

  it('describes every kind of step, and the jump options match where the engine lands', () => {
    const seen = new Set<string>();
    for (let g = 0; g < 4; g++) {
      play(['passing'], `steps-${g}`, (prev, next, ev) => {
        const step = describeStep(prev, next, ev);
        seen.add(step.kind);
        if (step.kind === 'jump') {
          const o = jumpOptions(prev)!;
          expect(o.seat).toBe(step.seat);
          if (next.stage === 'play' || next.stage === 'deal') {
            // Nothing else moved the figure after its landing in this step unless steps were left.
            if ((prev.move?.stepsLeft ?? 0) === 0)
              expect(next.positions[step.seat]).toBe(step.jump ? o.jump : o.stop);
          }
        }
        if (step.kind === 'play' && step.completed) expect(step.completed.plays).toHaveLength(3);
        const lines = logLines('en', step, prev, next, [], names);
        if (step.kind !== 'passChoice' && step.kind !== 'other') expect(lines.length).toBeGreaterThan(0);
      });
    }
    for (const k of ['deal', 'passChoice', 'passDone', 'play', 'jump', 'scale', 'curse'])
      expect(seen).toContain(k);
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
      for (const [k, v] of Object.entries(ABYSS_STRINGS[lang]))
        expect(v.length, `${lang} ${k}`).toBeGreaterThan(0);
      for (const id of ABYSS_CURSE_IDS) {
        expect(curseName(lang, id).length).toBeGreaterThan(2);
        expect(curseText(lang, id).length).toBeGreaterThan(10);
      }
    }
    expect(curseName('nl', 'passing')).toBe('Doorgeven');
    expect(aText('de', 'jump.yes', { n: 9 })).toBe('Auf Feld 9 springen');
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
    expect(refusalText('de', v, { rule: 'must-follow', reason: 'You must follow water.' })).toBe(
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
