/**
 * Words shared by the SevenSins and Abyss scenes: element and card names (the `cards` messages:
 * "must follow fire", "fire 5"), and the reasons of the shared follow rules by the engine's rule
 * id (the `elements` messages).
 */
import { text, words } from '../../../shared/i18n/format';
import type { CardRefusal } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import { cardFacts, type Element, type KitsuneForm, type Special } from './cards';

export function capitalise(w: string): string {
  return w.charAt(0).toUpperCase() + w.slice(1);
}

/** "fire" / "Feuer" / "vuur". */
export function elementName(lang: Language, e: Element): string {
  return text(lang, `cards.el.${e}`);
}

export function specialName(lang: Language, s: Special): string {
  return text(lang, `cards.sp.${s}`);
}

/** A card as said in a sentence: "fire 5", "Sin", "Kitsune as Tanuki" (with `as`). */
export function cardName(lang: Language, code: string, as?: KitsuneForm): string {
  const f = cardFacts(code);
  if (!f) return code;
  if (f.special === 'KITSUNE' && as)
    return text(lang, 'elements.kitsuneAs', { as: text(lang, `elements.as.${as}`) });
  if (f.special) return specialName(lang, f.special);
  return text(lang, 'cards.card', { element: elementName(lang, f.element!), value: f.value });
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
      return text(
        lang,
        refusal.reason.key === 'elements.why.must-follow-strict'
          ? 'elements.why.must-follow-strict'
          : 'elements.why.must-follow',
        { element: elementName(lang, facts.follow) },
      );
    case 'space-restricted':
      return facts.trump
        ? text(lang, 'elements.why.space-restricted', { trump: elementName(lang, facts.trump) })
        : told;
    case 'not-your-turn':
      return text(lang, 'elements.why.not-your-turn');
    default:
      return told;
  }
}
