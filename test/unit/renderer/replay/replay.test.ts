/** What the replay viewer says about a step and where its round buttons lead. */
import { describe, expect, it } from 'vitest';
import type { ReplayInfo, TableEvent } from '../../../../src/shared/protocol';
import {
  describeStep,
  nextRoundStep,
  nextSpeed,
  positionLabel,
  previousRoundStep,
  roundOf,
  speedLabel,
  stepDelay,
} from '../../../../src/renderer/replay/model';

const names = (seat: number): string => ['Anna', 'Ben', 'Clara'][seat] ?? '?';
const act = (seat: number | null, action: Record<string, unknown>): TableEvent =>
  ({ kind: 'action', seat, action }) as TableEvent;

function info(game: ReplayInfo['game'], result = true): ReplayInfo {
  return {
    token: 1,
    source: { kind: 'file', name: 'x.json' },
    game,
    seats: [
      { name: 'Anna', kind: 'human' },
      { name: 'Ben', kind: 'bot', level: 'hard' },
      { name: 'Clara', kind: 'bot', level: 'hard' },
    ],
    options: {},
    lastStep: 30,
    rounds: [
      { step: 1, dealer: 0 },
      { step: 11, dealer: 1 },
      { step: 21, dealer: 2 },
    ],
    result: result ? { totals: [1, 2, 3], winners: [0] } : null,
    viewer: 0,
    playedAt: null,
  };
}

describe('replay steps in words', () => {
  it('names every kind of step of the four games', () => {
    const cases: [ReplayInfo['game'], TableEvent, string][] = [
      ['siegel', { kind: 'start' }, 'The table is set.'],
      ['siegel', { kind: 'deal', round: 2, dealer: 1 }, 'Ben deals round 3.'],
      ['abyss', { kind: 'deal', round: 0, dealer: 2 }, 'Clara deals phase 1.'],
      ['siegel', act(0, { type: 'play', card: 'R7' }), 'Anna plays red 7.'],
      ['siegel', act(1, { type: 'saboteur' }), 'Ben takes the saboteur.'],
      ['siegel', act(2, { type: 'predict', seals: {} }), 'Clara predicts no seals.'],
      [
        'siegel',
        act(2, { type: 'predict', seals: { red: 2, blue: 1 }, steals: [{ color: 'blue', from: 0 }] }),
        'Clara predicts 2 red seals, 1 blue seal (takes a blue seal from Anna).',
      ],
      ['siegel', act(0, { type: 'return', seal: 'white' }), 'Anna gives back a white seal.'],
      [
        'dreizehn',
        act(1, { type: 'play', card: 'G7', target: 'left' }),
        'Ben puts green 7 on the left target.',
      ],
      ['sevensins', act(0, { type: 'bid', tricks: 2 }), 'Anna bids 2.'],
      ['sevensins', act(0, { type: 'trump', element: 'fire' }), 'Anna chooses fire as trump.'],
      ['sevensins', act(1, { type: 'play', card: 'KITSUNE', as: 'sin' }), 'Ben plays Kitsune as Sin.'],
      ['abyss', act(2, { type: 'jump', jump: true }), 'Clara jumps ahead.'],
      ['abyss', act(2, { type: 'jump', jump: false }), 'Clara stays and shares the field.'],
      ['abyss', act(0, { type: 'scale', add: 'water' }), 'Anna adds water to the scale.'],
      ['abyss', act(0, { type: 'scale', swap: [0, 2] }), 'Anna swaps places 1 and 3 on the scale.'],
      ['abyss', act(0, { type: 'scale', pass: true }), 'Anna leaves the scale as it is.'],
      ['abyss', act(1, { type: 'pass', card: 'W3' }), 'Ben passes water 3 to the left.'],
      // The card another seat passed stays hidden in that seat's view of the step.
      ['abyss', act(1, { type: 'pass' }), 'Ben passes a card to the left.'],
      ['abyss', act(null, { type: 'curse', curse: 'mirror' }), 'A curse is drawn: Mirror.'],
    ];
    for (const [game, event, text] of cases) expect(describeStep('en', game, event, names)).toBe(text);
    expect(describeStep('de', 'sevensins', act(0, { type: 'bid', tricks: 1 }), names)).toBe(
      'Anna sagt 1 an.',
    );
    expect(describeStep('nl', 'siegel', act(1, { type: 'saboteur' }), names)).toBe('Ben neemt de saboteur.');
  });
});

describe('replay position and round jumps', () => {
  const siegel = info('siegel');
  it('says where a step stands', () => {
    expect(positionLabel('en', siegel, 0)).toBe('Before the first deal');
    expect(positionLabel('en', siegel, 1)).toBe('Round 1 of 3 · dealt');
    expect(positionLabel('en', siegel, 14)).toBe('Round 2 of 3 · move 3');
    expect(positionLabel('en', siegel, 30)).toBe('Game over');
    // An unfinished record never says "game over"; phases count to the game's length.
    expect(positionLabel('en', { ...info('sevensins', false), options: { phases: 5 } }, 30)).toBe(
      'Phase 3 of 5 · move 9',
    );
    expect(positionLabel('de', siegel, 21)).toBe('Runde 3 von 3 · gegeben');
  });

  it('jumps to this round, the one before, and the next', () => {
    expect(roundOf(siegel, 0)).toBe(-1);
    expect(roundOf(siegel, 11)).toBe(1);
    expect(previousRoundStep(siegel, 15)).toBe(11);
    expect(previousRoundStep(siegel, 11)).toBe(1);
    expect(previousRoundStep(siegel, 1)).toBe(0);
    expect(nextRoundStep(siegel, 0)).toBe(1);
    expect(nextRoundStep(siegel, 11)).toBe(21);
    expect(nextRoundStep(siegel, 25)).toBe(30);
  });

  it('plays at ½× to 4×, round and round', () => {
    expect([0.5, 1, 2, 4].map((x) => nextSpeed(x as 0.5))).toEqual([1, 2, 4, 0.5]);
    expect(speedLabel(0.5)).toBe('½×');
    expect(stepDelay(4)).toBeLessThan(stepDelay(1));
  });
});
