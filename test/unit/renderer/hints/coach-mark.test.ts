/**
 * What the live coach says of a marked move and where it rings it: the words name the move that
 * was the mistake as well as the better choice, in every language; the ring goes where the move
 * can be seen on the table, never on a card of the hand once the decision is made.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysedDecision } from '../../../../src/shared/analysis';
import { coachMarkText, markPlaces, markRing } from '../../../../src/renderer/hints/coach-mark';

const names = (seat: number): string => ['You', 'Anna', 'Ben', 'Clara'][seat] ?? '?';

const mark = (over: Partial<AnalysedDecision>): AnalysedDecision => ({
  round: 1,
  action: 6,
  step: 8,
  chosen: { type: 'play', card: 'Y7', target: 'yellow' },
  best: { type: 'play', card: 'F4', target: 'blue' },
  chosenValue: -9.1,
  bestValue: -7.2,
  loss: 1.9,
  ci95: [0.8, 3],
  mistake: true,
  alternatives: 9,
  samples: 500,
  ...over,
});

describe('the live coach’s mark', () => {
  it('names the move that was the mistake, then the better choice and what it would have cost', () => {
    const en = coachMarkText('en', 'dreizehn', mark({}), names);
    expect(en).toMatch(
      /^Coach · your move “[^”]*yellow 7[^”]*yellow[^”]*”: “[^”]*blue[^”]*” would have cost/,
    );
    expect(en).toContain('about 7.2 instead of 9.1 minus points — about 1.9 given away.');
    expect(en).not.toMatch(/\bhere\b/);
    const de = coachMarkText('de', 'dreizehn', mark({}), names);
    expect(de).toMatch(
      /^Trainer · dein Zug „[^“]*gelbe 7[^“]*“: „[^“]*“ hätte dich etwa 7,2 statt 9,1 Minuspunkte/,
    );
    const nl = coachMarkText('nl', 'dreizehn', mark({}), names);
    expect(nl).toMatch(
      /^Coach · je zet “[^”]*gele 7[^”]*”: .* ongeveer 7,2 in plaats van 9,1 minpunten gekost/,
    );
  });

  it('speaks in points for SevenSins and in fields for Abyss', () => {
    const bid = mark({
      chosen: { type: 'bid', tricks: 3 },
      best: { type: 'bid', tricks: 1 },
      chosenValue: 1,
      bestValue: 4.5,
      loss: 3.5,
    });
    expect(coachMarkText('en', 'sevensins', bid, names)).toBe(
      'Coach · your move “bid 3”: “Bid 1” was worth about 4.5 instead of 1.0 points — about 3.5 given away.',
    );
    const jump = mark({
      chosen: { type: 'jump', jump: false },
      best: { type: 'jump', jump: true },
      loss: 0.8,
    });
    expect(coachMarkText('en', 'abyss', jump, names)).toMatch(
      /^Coach · your move “.+”: “.+” would have kept you about 0\.8 fields/,
    );
  });

  it('rings where the move lies once it is made, never a card of the hand', () => {
    const m = mark({});
    // 13: the yellow target the card went onto (the seat if the pile was taken).
    expect(markRing('dreizehn', 'en', m, 8, 0, names)).toEqual(['target:yellow', 'seat.0']);
    expect(markRing('dreizehn', 'en', m, 12, 0, names)).toEqual(['target:yellow', 'seat.0']);
    // While the decision is still open, the better choice's own controls.
    expect(markRing('dreizehn', 'en', m, 7, 0, names)).toEqual(['hand.F4', 'target:blue']);
    for (const game of ['siegel', 'sevensins', 'abyss'] as const)
      for (const action of [
        { type: 'play', card: 'R7' },
        { type: 'bid', tricks: 1 },
        { type: 'predict', seals: {} },
      ])
        for (const id of markPlaces(game, action, 2))
          expect(id, `${game} ${action.type}`).not.toMatch(/^(hand\.|card:)/);
    // A card played: the card in the trick, else the player's plate.
    expect(markPlaces('siegel', { type: 'play', card: 'R7' }, 0)).toEqual(['trick:0', 'seat.0']);
    expect(markPlaces('siegel', { type: 'predict', seals: { red: 1 } }, 0)).toEqual(['seals:0', 'seat.0']);
  });
});
