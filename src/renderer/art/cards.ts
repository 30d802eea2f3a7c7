/**
 * What each card code looks like: colour, symbol, pattern, index. Pure data (no Pixi), so
 * the mapping is unit-tested; cardArt.ts turns a spec into a cached texture.
 */
import type { GameId } from '../../shared/types';
import { suit } from '../theme/theme';
import type { PatternKind, SymbolKind } from './symbols';
import type { MessageKey } from '../../shared/i18n/catalog';

export type Deck = 'siegel' | 'dreizehn' | 'sevensins';

export function deckOf(game: GameId): Deck {
  return game === 'abyss' ? 'sevensins' : game;
}

export interface ColourLook {
  colour: number;
  symbol: SymbolKind;
  pattern: PatternKind;
  nameKey: MessageKey;
}

export const SIEGEL_LOOK: Record<'R' | 'Y' | 'G' | 'B' | 'V', ColourLook> = {
  R: { colour: suit.red, symbol: 'flame', pattern: 'diagonal', nameKey: 'app.colour.red' },
  Y: { colour: suit.yellow, symbol: 'sun', pattern: 'dots', nameKey: 'app.colour.yellow' },
  G: { colour: suit.green, symbol: 'leaf', pattern: 'vertical', nameKey: 'app.colour.green' },
  B: { colour: suit.blue, symbol: 'drop', pattern: 'horizontal', nameKey: 'app.colour.blue' },
  V: { colour: suit.violet, symbol: 'moon', pattern: 'cross', nameKey: 'app.colour.violet' },
};

/** Seals: the five colours (each as its colour's cards look) plus white (star) and black (cracked wax). */
export const SEAL_LOOK: Record<
  'red' | 'yellow' | 'green' | 'blue' | 'violet' | 'white' | 'black',
  { colour: number; symbol: SymbolKind; nameKey: MessageKey }
> = {
  red: SIEGEL_LOOK.R,
  yellow: SIEGEL_LOOK.Y,
  green: SIEGEL_LOOK.G,
  blue: SIEGEL_LOOK.B,
  violet: SIEGEL_LOOK.V,
  white: { colour: suit.white, symbol: 'star', nameKey: 'app.colour.white' },
  black: { colour: suit.black, symbol: 'crack', nameKey: 'app.colour.black' },
};

export const DREIZEHN_LOOK: Record<'B' | 'Y' | 'G' | 'F', ColourLook> = {
  B: { colour: suit.blue, symbol: 'wave', pattern: 'horizontal', nameKey: 'app.colour.blue' },
  Y: { colour: suit.yellow, symbol: 'diamond', pattern: 'dots', nameKey: 'app.colour.yellow' },
  G: { colour: suit.green, symbol: 'clover', pattern: 'vertical', nameKey: 'app.colour.green' },
  F: { colour: suit.fiese, symbol: 'jester', pattern: 'zigzag', nameKey: 'app.card.F4' },
};

export const ELEMENT_LOOK: Record<'water' | 'earth' | 'fire' | 'air' | 'space', ColourLook> = {
  water: { colour: suit.water, symbol: 'drop', pattern: 'horizontal', nameKey: 'app.element.water' },
  earth: { colour: suit.earth, symbol: 'mountain', pattern: 'checker', nameKey: 'app.element.earth' },
  fire: { colour: suit.fire, symbol: 'flame', pattern: 'diagonal', nameKey: 'app.element.fire' },
  air: { colour: suit.air, symbol: 'swirl', pattern: 'dots', nameKey: 'app.element.air' },
  space: { colour: suit.space, symbol: 'portal', pattern: 'rings', nameKey: 'app.element.space' },
};
const ELEMENT_BY_LETTER = { W: 'water', E: 'earth', F: 'fire', A: 'air', S: 'space' } as const;

export const SPECIAL_LOOK: Record<'SIN' | 'DEMON' | 'SOUL' | 'TANUKI' | 'KITSUNE', ColourLook> = {
  SIN: { colour: suit.sin, symbol: 'apple', pattern: 'diagonal', nameKey: 'app.card.SIN' },
  DEMON: { colour: suit.demon, symbol: 'demon', pattern: 'cross', nameKey: 'app.card.DEMON' },
  SOUL: { colour: suit.soul, symbol: 'soul', pattern: 'dots', nameKey: 'app.card.SOUL' },
  TANUKI: { colour: suit.tanuki, symbol: 'tanuki', pattern: 'checker', nameKey: 'app.card.TANUKI' },
  KITSUNE: { colour: suit.kitsune, symbol: 'kitsune', pattern: 'zigzag', nameKey: 'app.card.KITSUNE' },
};

export interface CardSpec {
  deck: Deck;
  code: string;
  /** Index text in the corners ('' for specials without a number). */
  index: string;
  look: ColourLook;
  /** Specials (and the Fiese Vier) print their name. */
  special: boolean;
}

/** The look of a card code in a deck, or null for a code the deck does not have. */
export function cardSpec(deck: Deck, code: string): CardSpec | null {
  if (deck === 'siegel') {
    const m = /^([RYGBV])([1-9]|1[0-5])$/.exec(code);
    if (!m) return null;
    return { deck, code, index: m[2]!, look: SIEGEL_LOOK[m[1] as keyof typeof SIEGEL_LOOK], special: false };
  }
  if (deck === 'dreizehn') {
    if (code === 'F4') return { deck, code, index: '4', look: DREIZEHN_LOOK.F, special: true };
    const m = /^([BYG])([12457])$/.exec(code);
    if (!m) return null;
    return { deck, code, index: m[2]!, look: DREIZEHN_LOOK[m[1] as 'B' | 'Y' | 'G'], special: false };
  }
  if (code in SPECIAL_LOOK) {
    return { deck, code, index: '', look: SPECIAL_LOOK[code as keyof typeof SPECIAL_LOOK], special: true };
  }
  const m = /^([WEFAS])([1-9]|1[0-3])$/.exec(code);
  if (!m) return null;
  const element = ELEMENT_BY_LETTER[m[1] as keyof typeof ELEMENT_BY_LETTER];
  return { deck, code, index: m[2]!, look: ELEMENT_LOOK[element], special: false };
}

/**
 * Each colour's symbol as a text character, for lines of text that name a card (the log): as
 * close to the drawn symbol as a common font has, followed by U+FE0E so no platform turns it
 * into a coloured emoji. Specials (and 13's Nasty Four) are named, not marked.
 */
const SYMBOL_GLYPH: Partial<Record<SymbolKind, string>> = {
  flame: '▲',
  sun: '☀',
  leaf: '❦',
  drop: '▼',
  moon: '☾',
  star: '★',
  crack: '✕',
  wave: '≈',
  diamond: '◆',
  clover: '♣',
  mountain: '■',
  swirl: '☁',
  portal: '◎',
};

/** The symbol of a card's colour as text ('' for a special, or a code the deck does not have). */
export function cardGlyph(deck: Deck, code: string): string {
  const spec = cardSpec(deck, code);
  if (!spec || spec.special) return '';
  const glyph = SYMBOL_GLYPH[spec.look.symbol];
  return glyph ? `${glyph}\uFE0E` : '';
}
