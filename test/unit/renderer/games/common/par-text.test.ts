/**
 * What the table says of par and of the live coach: a round's par once it is known (and that it
 * is being played before), the game's sums in the game's direction, and the coach's count.
 */
import { describe, expect, it } from 'vitest';
import type { AnalysedDecision } from '../../../../../src/shared/analysis';
import type { CoachReport } from '../../../../../src/shared/coach';
import type { ParReport } from '../../../../../src/shared/par';
import { coachGameLine, parGameLine, parRoundLine } from '../../../../../src/renderer/games/common/par-text';

const report = (rounds: ParReport['rounds'], pending: number[] = []): ParReport => ({
  seat: 0,
  rounds,
  pending,
  current: rounds.length + pending.length,
});

describe('par lines', () => {
  it('a round: being played, then the Meister’s score, yours, and how far apart in the game’s units', () => {
    const r = report([{ round: 0, you: 7, par: 4 }], [1]);
    expect(parRoundLine('en', 'siegel', r, 0)).toBe(
      'Par (the Master with your cards): 4 · You: 7 · 3 penalty points worse',
    );
    expect(parRoundLine('en', 'siegel', r, 1)).toBe('Par: the Master is playing your cards…');
    // Points: higher is better.
    expect(parRoundLine('de', 'sevensins', report([{ round: 0, you: 9, par: 6 }]), 0)).toBe(
      'Par (der Meister mit deinen Karten): 6 · Du: 9 · 3 Punkte besser',
    );
    expect(parRoundLine('nl', 'abyss', report([{ round: 0, you: 2, par: 2 }]), 0)).toBe(
      'Par (de Meester met jouw kaarten): 2 · Jij: 2 · gelijk',
    );
    // No par at this table (people only, LAN, a replay): nothing is said.
    expect(parRoundLine('en', 'siegel', undefined, 0)).toBeNull();
    expect(parRoundLine('en', 'siegel', r, null)).toBeNull();
  });

  it('the game: the sums once every round is known', () => {
    const done = report([
      { round: 0, you: 7, par: 4 },
      { round: 1, you: 2, par: 3 },
    ]);
    expect(parGameLine('en', 'dreizehn', done)).toBe(
      'Against par in 2 rounds: you 9, par 7 · 2 minus points worse',
    );
    expect(parGameLine('en', 'dreizehn', report([{ round: 0, you: 7, par: 4 }], [1]))).toBe(
      'Par: the Master is still playing the last round…',
    );
    expect(parGameLine('en', 'dreizehn', report([]))).toBeNull();
  });
});

describe('the coach’s count under the ranking', () => {
  const mark = (loss: number): AnalysedDecision => ({
    round: 1,
    action: 0,
    step: 1,
    chosen: { type: 'play', card: 'B7', target: 'blue' },
    best: { type: 'play', card: 'Y2', target: 'yellow' },
    chosenValue: -5,
    bestValue: -5 + loss,
    loss,
    ci95: [loss / 2, loss * 2],
    mistake: true,
    alternatives: 4,
    samples: 100,
  });
  const coach = (losses: number[]): CoachReport => ({
    seat: 0,
    marks: losses.map(mark),
    judged: 9,
    pending: 0,
  });

  it('counts the mistakes and what they cost, or says there was none; nothing without the coach', () => {
    expect(coachGameLine('en', 'dreizehn', coach([2.5, 4]))).toBe(
      'Coach: 2 mistakes, about 6.5 minus points in all',
    );
    expect(coachGameLine('de', 'siegel', coach([1.25]))).toBe(
      'Trainer: 1 Fehler, zusammen etwa 1,3 Strafpunkte',
    );
    expect(coachGameLine('en', 'siegel', coach([]))).toBe('Coach: no clear mistake');
    expect(coachGameLine('en', 'siegel', undefined)).toBeNull();
  });
});
