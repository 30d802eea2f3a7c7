/** The shared SevenSins/Abyss renderer helpers: card facts, hand order, instance keys, reasons. */
import { msg } from '../../../../../src/shared/i18n/message';
import { describe, expect, it } from 'vitest';
import {
  cardFacts,
  codeOfKey,
  firstElementInTrick,
  instanceKeys,
  sortCards,
} from '../../../../../src/renderer/games/elements/cards';
import { cardName, refusalText } from '../../../../../src/renderer/games/elements/words';

describe('elements cards', () => {
  it('knows element cards and specials', () => {
    expect(cardFacts('F13')).toEqual({ element: 'fire', value: 13, special: null });
    expect(cardFacts('S1')).toEqual({ element: 'space', value: 1, special: null });
    expect(cardFacts('KITSUNE')).toEqual({ element: null, value: 0, special: 'KITSUNE' });
    expect(cardFacts('F14')).toBeNull();
    expect(cardFacts('X3')).toBeNull();
  });

  it('sorts specials first, then elements by value, with a chosen element leading', () => {
    const hand = ['F5', 'TANUKI', 'W3', 'SIN', 'S2', 'F1', 'SOUL', 'A9', 'DEMON', 'KITSUNE', 'E4'];
    expect(sortCards(hand)).toEqual([
      'SOUL',
      'DEMON',
      'SIN',
      'KITSUNE',
      'TANUKI',
      'W3',
      'E4',
      'F1',
      'F5',
      'A9',
      'S2',
    ]);
    expect(sortCards(hand, { first: 'air' }).slice(5, 7)).toEqual(['A9', 'W3']);
    // Sorting does not change the input.
    expect(hand[0]).toBe('F5');
  });

  it('gives identical cards distinct keys and maps them back', () => {
    const keys = instanceKeys(['SIN', 'F2', 'SIN', 'SIN']);
    expect(keys).toEqual(['SIN', 'F2', 'SIN#2', 'SIN#3']);
    expect(keys.map(codeOfKey)).toEqual(['SIN', 'F2', 'SIN', 'SIN']);
  });

  it('finds the element to follow: the lead, or the first element after a Tanuki', () => {
    expect(firstElementInTrick([])).toBeNull();
    expect(firstElementInTrick([{ card: 'W7' }, { card: 'F2' }])).toBe('water');
    expect(firstElementInTrick([{ card: 'TANUKI' }, { card: 'A3' }, { card: 'F2' }])).toBe('air');
    expect(firstElementInTrick([{ card: 'TANUKI' }])).toBeNull();
  });
});

describe('elements i18n', () => {
  it('names cards in each language', () => {
    expect(cardName('en', 'F5')).toBe('fire 5');
    expect(cardName('de', 'F5')).toBe('Feuer 5');
    expect(cardName('nl', 'S12')).toBe('ruimte 12');
    expect(cardName('de', 'SOUL')).toBe('Seele');
    expect(cardName('en', 'KITSUNE', 'tanuki')).toBe('Kitsune as Tanuki');
    expect(cardName('de', 'KITSUNE', 'sin')).toBe('Kitsune als Sünde');
  });

  it('translates refusals by rule id and otherwise words the host’s reason', () => {
    const facts = { follow: 'water' as const, trump: 'fire' as const };
    const water = msg('cards.el.water');
    const follow = { rule: 'must-follow', reason: msg('elements.why.must-follow', { element: water }) };
    expect(refusalText('de', follow, facts)).toBe(
      'Du musst Wasser bedienen (oder eine Sonderkarte spielen).',
    );
    const strict = {
      rule: 'must-follow',
      reason: msg('elements.why.must-follow-strict', { element: water }),
    };
    expect(refusalText('nl', strict, facts)).toBe('Je moet water bekennen.');
    const space = {
      rule: 'space-restricted',
      reason: msg('elements.why.space-restricted', { trump: msg('cards.el.fire') }),
    };
    expect(refusalText('en', space, facts)).toBe(
      'Space may be played here only when you hold no fire card (trump).',
    );
    const other = { rule: 'scale-full', reason: msg('abyss-rules.scaleFull') };
    expect(refusalText('de', other, facts)).toBe('Die Trumpfleiste ist voll.');
    expect(refusalText('en', other, facts)).toBe('The trump scale is full.');
    expect(refusalText('en', undefined, facts)).toBe('');
  });
});
