/**
 * Strings shared by the SevenSins and Abyss scenes: element and card names, the reasons of the
 * shared follow rules (by the engine's rule id), the Kitsune-form prompt. English is the master;
 * `de` and `nl` are typed by its keys, so a missing translation fails the typecheck. The texts
 * themselves are data: card-words.json and strings.json beside this file.
 */
import { words } from '../../../shared/i18n/format';
import type { CardRefusal } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import { stringTable } from '../../i18n';
import { namespaceFiles } from '../../../shared/i18n/catalog';
import { cardFacts, type Element, type KitsuneForm, type Special } from './cards';

/**
 * Element and special-card nouns as used inside a sentence ("must follow fire", "fire 5"), and a
 * card as "element value": the words of every SevenSins deck, the Abyss scene's too.
 */
export const CARD_WORDS = namespaceFiles('cards');
const strings = namespaceFiles('elements');

/** The card words, then the shared prompts and reasons. */
export type ElementsKey = keyof typeof CARD_WORDS.en | keyof typeof strings.en;

/** A shared string in a language. */
export const { strings: ELEMENTS_STRINGS, text: eText } = stringTable<ElementsKey>({
  en: { ...CARD_WORDS.en, ...strings.en },
  de: { ...CARD_WORDS.de, ...strings.de },
  nl: { ...CARD_WORDS.nl, ...strings.nl },
});

export function capitalise(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** "fire" / "Feuer" / "vuur". */
export function elementName(lang: Language, e: Element): string {
  return eText(lang, `el.${e}`);
}

export function specialName(lang: Language, s: Special): string {
  return eText(lang, `sp.${s}`);
}

/** A card as said in a sentence: "fire 5", "Sin", "Kitsune as Tanuki" (with `as`). */
export function cardName(lang: Language, code: string, as?: KitsuneForm): string {
  const f = cardFacts(code);
  if (!f) return code;
  if (f.special === 'KITSUNE' && as) return eText(lang, 'kitsuneAs', { as: eText(lang, `as.${as}`) });
  if (f.special) return specialName(lang, f.special);
  return eText(lang, 'card', { element: elementName(lang, f.element!), value: f.value });
}

/** What the scene knows that a reason needs (both from the view). */
export interface RefusalFacts {
  /** The element to follow (see firstElementInTrick). */
  follow: Element | null;
  trump: Element | null;
}

/**
 * A card refusal in the player's language, chosen by the engine's rule id. Other ids (a rule
 * of one game only) show the engine's own reason, worded here, so nothing is ever unexplained.
 * `must-follow` whose reason is the strict form is the Abyss `oath`.
 */
export function refusalText(lang: Language, refusal: CardRefusal | undefined, facts: RefusalFacts): string {
  if (!refusal) return '';
  const told = words(lang, refusal.reason);
  switch (refusal.rule) {
    case 'must-follow':
      if (!facts.follow) return told;
      return eText(
        lang,
        refusal.reason.key === 'elements.why.must-follow-strict'
          ? 'why.must-follow-strict'
          : 'why.must-follow',
        { element: elementName(lang, facts.follow) },
      );
    case 'space-restricted':
      return facts.trump
        ? eText(lang, 'why.space-restricted', { trump: elementName(lang, facts.trump) })
        : told;
    case 'not-your-turn':
      return eText(lang, 'why.not-your-turn');
    default:
      return told;
  }
}
