/** What a hint says and which controls it rings, for every kind of decision of the four games. */
import { describe, expect, it } from 'vitest';
import { describeHint } from '../../../../src/renderer/hints/describe';

const name = (seat: number): string => ['You', 'Anna', 'Ben'][seat] ?? `#${seat}`;

describe('hints', () => {
  it('names the move in the player’s language and rings the controls that make it', () => {
    const cases = [
      [
        'dreizehn',
        { type: 'play', card: 'G7', target: 'left' },
        /put green 7 on the left target/,
        ['hand.G7', 'target:left'],
      ],
      [
        'dreizehn',
        { type: 'play', card: 'F4', target: 'blue' },
        /Nasty Four|Fiese|F4/i,
        ['hand.F4', 'target:blue'],
      ],
      ['siegel', { type: 'play', card: 'R12' }, /play/, ['card:R12']],
      ['siegel', { type: 'saboteur' }, /saboteur/, ['predict:saboteur']],
      ['siegel', { type: 'return', seal: 'white' }, /give back a white seal/, ['return:white']],
      [
        'siegel',
        { type: 'predict', seals: { red: 2, blue: 1 } },
        /predict 2 red seals, 1 blue seal$/,
        ['predict:red:count', 'predict:blue:count'],
      ],
      [
        'siegel',
        { type: 'predict', seals: { red: 1 }, steals: [{ color: 'red', from: 2 }] },
        /predict 1 red seal \(take red seal from Ben\)/,
        ['predict:red:count'],
      ],
      ['siegel', { type: 'predict', seals: {} }, /predict no seals/, []],
      ['sevensins', { type: 'bid', tricks: 2 }, /bid 2/, ['bid:2']],
      ['sevensins', { type: 'trump', element: 'fire' }, /fire as trump/i, ['trump:fire']],
      [
        'sevensins',
        { type: 'play', card: 'KITSUNE', as: 'tanuki' },
        /play Kitsune/i,
        ['card:KITSUNE', 'kitsune:tanuki'],
      ],
      ['abyss', { type: 'jump', jump: true }, /jump ahead/, ['jump:yes']],
      ['abyss', { type: 'jump', jump: false }, /stay/, ['jump:no']],
      ['abyss', { type: 'scale', add: 'water' }, /add water to the scale/i, ['scale:add:water']],
      ['abyss', { type: 'scale', swap: [0, 2] }, /swap places 1 and 3/, ['scale:swap:0', 'scale:swap:2']],
      ['abyss', { type: 'scale', pass: true }, /leave the scale/, ['scale:pass']],
      ['abyss', { type: 'pass', card: 'W9' }, /pass water 9 to your left/i, ['card:W9']],
    ] as const;
    for (const [game, action, text, targets] of cases) {
      const h = describeHint(game, 'en', action, name);
      expect(h.text, JSON.stringify(action)).toMatch(/^Hint: /);
      expect(h.text, JSON.stringify(action)).toMatch(text);
      expect(h.targets, JSON.stringify(action)).toEqual(targets);
    }
  });

  it('speaks German and Dutch too', () => {
    expect(describeHint('sevensins', 'de', { type: 'bid', tricks: 3 }, name).text).toBe('Tipp: 3 ansagen');
    expect(describeHint('sevensins', 'nl', { type: 'bid', tricks: 3 }, name).text).toBe('Tip: bied 3');
    expect(describeHint('dreizehn', 'de', { type: 'play', card: 'B5', target: 'blue' }, name).text).toBe(
      'Tipp: blaue 5 auf die blaue Zielscheibe legen',
    );
  });
});
