/**
 * Strings shared by the SevenSins and Abyss scenes: element and card names, the reasons of the
 * shared follow rules (by the engine's rule id), the Kitsune-form prompt. English is the master;
 * `de` and `nl` are typed by its keys, so a missing translation fails the typecheck.
 */
import type { CardRefusal } from '../../../shared/protocol';
import type { Language } from '../../../shared/settings';
import { stringTable, type Translations } from '../../i18n';
import { cardFacts, type Element, type KitsuneForm, type Special } from './cards';

/**
 * Element and special-card nouns as used inside a sentence ("must follow fire", "fire 5"), and a
 * card as "element value": the words of every SevenSins deck, the Abyss scene's too.
 */
const enWords = {
  'el.water': 'water',
  'el.earth': 'earth',
  'el.fire': 'fire',
  'el.air': 'air',
  'el.space': 'space',
  card: '{element} {value}',
  'sp.SIN': 'Sin',
  'sp.DEMON': 'Demon',
  'sp.SOUL': 'Soul',
  'sp.TANUKI': 'Tanuki',
  'sp.KITSUNE': 'Kitsune',
};

export const CARD_WORDS: Translations<keyof typeof enWords> = {
  en: enWords,
  de: {
    'el.water': 'Wasser',
    'el.earth': 'Erde',
    'el.fire': 'Feuer',
    'el.air': 'Luft',
    'el.space': 'Raum',
    card: '{element} {value}',
    'sp.SIN': 'Sünde',
    'sp.DEMON': 'Dämon',
    'sp.SOUL': 'Seele',
    'sp.TANUKI': 'Tanuki',
    'sp.KITSUNE': 'Kitsune',
  },
  nl: {
    'el.water': 'water',
    'el.earth': 'aarde',
    'el.fire': 'vuur',
    'el.air': 'lucht',
    'el.space': 'ruimte',
    card: '{element} {value}',
    'sp.SIN': 'Zonde',
    'sp.DEMON': 'Demon',
    'sp.SOUL': 'Ziel',
    'sp.TANUKI': 'Tanuki',
    'sp.KITSUNE': 'Kitsune',
  },
};

const en = {
  ...enWords,
  'as.sin': 'as Sin',
  'as.tanuki': 'as Tanuki',
  kitsuneAs: 'Kitsune {as}',

  // Why a card may not be played, by the engine's rule id.
  'why.must-follow': 'You must follow {element} (or play a special card).',
  'why.must-follow-strict': 'You must follow {element}.',
  'why.space-restricted': 'Space may be played here only when you hold no {trump} card (trump).',
  'why.not-your-turn': 'Not your turn yet.',

  'kitsune.title': 'Play the Kitsune as …',
  'kitsune.sinHint': 'Beats elements, Tanukis and Demons; a Soul beats it.',
  'kitsune.tanukiHint': 'Wins only when nothing but Tanukis lies in the trick.',
  'kitsune.cancel': 'Cancel',
  'kitsune.keys': '← → choose · Enter plays · Esc cancels',
};

export type ElementsKey = keyof typeof en;
type Dict = Record<ElementsKey, string>;

const de: Dict = {
  ...CARD_WORDS.de,
  'as.sin': 'als Sünde',
  'as.tanuki': 'als Tanuki',
  kitsuneAs: 'Kitsune {as}',

  'why.must-follow': 'Du musst {element} bedienen (oder eine Sonderkarte spielen).',
  'why.must-follow-strict': 'Du musst {element} bedienen.',
  'why.space-restricted': 'Raum darfst du hier nur spielen, wenn du kein {trump} (Trumpf) hast.',
  'why.not-your-turn': 'Du bist noch nicht dran.',

  'kitsune.title': 'Kitsune ausspielen als …',
  'kitsune.sinHint': 'Schlägt Elemente, Tanukis und Dämonen; eine Seele schlägt sie.',
  'kitsune.tanukiHint': 'Gewinnt nur, wenn nichts als Tanukis im Stich liegt.',
  'kitsune.cancel': 'Abbrechen',
  'kitsune.keys': '← → wählen · Enter spielt · Esc bricht ab',
};

const nl: Dict = {
  ...CARD_WORDS.nl,
  'as.sin': 'als zonde',
  'as.tanuki': 'als tanuki',
  kitsuneAs: 'Kitsune {as}',

  'why.must-follow': 'Je moet {element} bekennen (of een speciale kaart spelen).',
  'why.must-follow-strict': 'Je moet {element} bekennen.',
  'why.space-restricted': 'Ruimte mag je hier alleen spelen als je geen {trump} (troef) hebt.',
  'why.not-your-turn': 'Je bent nog niet aan de beurt.',

  'kitsune.title': 'Speel de kitsune als …',
  'kitsune.sinHint': 'Verslaat elementen, tanuki’s en demonen; een ziel verslaat hem.',
  'kitsune.tanukiHint': 'Wint alleen als er niets dan tanuki’s in de slag ligt.',
  'kitsune.cancel': 'Annuleren',
  'kitsune.keys': '← → kiezen · Enter speelt · Esc annuleert',
};

/** A shared string in a language. */
export const { strings: ELEMENTS_STRINGS, text: eText } = stringTable<ElementsKey>({ en, de, nl });

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
 * A card refusal in the player's language, chosen by the engine's rule id. Unknown ids (a rule
 * of one game only) fall back to the engine's English reason, so nothing is ever unexplained.
 * `must-follow` without "special" in the English reason is the strict form (Abyss `oath`).
 */
export function refusalText(lang: Language, refusal: CardRefusal | undefined, facts: RefusalFacts): string {
  if (!refusal) return '';
  switch (refusal.rule) {
    case 'must-follow':
      if (!facts.follow) return refusal.reason;
      return eText(lang, /special/i.test(refusal.reason) ? 'why.must-follow' : 'why.must-follow-strict', {
        element: elementName(lang, facts.follow),
      });
    case 'space-restricted':
      return facts.trump
        ? eText(lang, 'why.space-restricted', { trump: elementName(lang, facts.trump) })
        : refusal.reason;
    case 'not-your-turn':
      return eText(lang, 'why.not-your-turn');
    default:
      return refusal.reason;
  }
}
