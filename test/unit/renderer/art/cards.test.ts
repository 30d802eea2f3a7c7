import { describe, expect, it } from 'vitest';
import { DREIZEHN_CARD_CODES } from '../../../../src/shared/games/dreizehn';
import { SEVENSINS_ELEMENT_LETTERS, SEVENSINS_SPECIALS } from '../../../../src/shared/games/sevensins';
import { CARD_COLORS } from '../../../../src/shared/games/siegel';
import {
  cardSpec,
  deckOf,
  DREIZEHN_LOOK,
  ELEMENT_LOOK,
  SEAL_LOOK,
  SIEGEL_LOOK,
  SPECIAL_LOOK,
} from '../../../../src/renderer/art/cards';
import { arcPoint, flightMs } from '../../../../src/renderer/core/motion';

describe('card looks', () => {
  it('knows every card of every deck', () => {
    for (const c of CARD_COLORS)
      for (let v = 1; v <= 15; v++) expect(cardSpec('siegel', `${c}${v}`)?.index).toBe(String(v));
    for (const code of DREIZEHN_CARD_CODES) expect(cardSpec('dreizehn', code)).not.toBeNull();
    for (const l of SEVENSINS_ELEMENT_LETTERS)
      for (let v = 1; v <= 13; v++) expect(cardSpec('sevensins', `${l}${v}`)).not.toBeNull();
    for (const s of SEVENSINS_SPECIALS) expect(cardSpec('sevensins', s)?.special).toBe(true);
    expect(cardSpec('siegel', 'R16')).toBeNull();
    expect(cardSpec('dreizehn', 'B3')).toBeNull();
    expect(cardSpec('sevensins', 'W14')).toBeNull();
    expect(deckOf('abyss')).toBe('sevensins');
  });

  it('gives every colour of a set its own symbol and pattern (colour-blind safe)', () => {
    for (const set of [SIEGEL_LOOK, DREIZEHN_LOOK, ELEMENT_LOOK, SPECIAL_LOOK]) {
      const looks = Object.values(set);
      expect(new Set(looks.map((l) => l.symbol)).size).toBe(looks.length);
      expect(new Set(looks.map((l) => l.pattern)).size).toBe(looks.length);
    }
    const seals = Object.values(SEAL_LOOK);
    expect(new Set(seals.map((l) => l.symbol)).size).toBe(seals.length);
  });
});

describe('motion maths', () => {
  it('flies cards in 250–400 ms', () => {
    expect(flightMs(0)).toBe(250);
    expect(flightMs(500)).toBeGreaterThan(250);
    expect(flightMs(10_000)).toBe(400);
  });

  it('hops along an arc from a to b', () => {
    const a = { x: 0, y: 100 };
    const b = { x: 200, y: 100 };
    expect(arcPoint(a, b, 50, 0)).toEqual(a);
    expect(arcPoint(a, b, 50, 1)).toEqual(b);
    expect(arcPoint(a, b, 50, 0.5)).toEqual({ x: 100, y: 50 });
  });
});
