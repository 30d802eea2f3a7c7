/**
 * What a hint says and where it points. The host answers a hint request with the action the
 * hard bot would take for the asking seat; this turns it into a sentence in the player's
 * language ("Hint: put green 7 on the left target") and the ids of the controls that carry
 * it out (the card, the target, the dialog tile), which the table marks with a ring. Pure:
 * no rule logic, only naming what the host chose.
 */
import type { Language } from '../../shared/settings';
import type { GameId } from '../../shared/types';
import { SEAL_COLORS, type SealKind } from '../../shared/games/siegel';
import type { MessageKey } from '../../shared/i18n/catalog';
import { text } from '../../shared/i18n/format';
import type { MessageParams } from '../../shared/i18n/message';
import { I18n } from '../i18n';
import { elementName, cardName as elementsCard } from '../games/elements/words';
import type { Element, KitsuneForm } from '../games/elements/cards';
import { cardName as dreizehnCard, targetName } from '../games/dreizehn/names';
import { cardName as siegelCard, sealList, sealWord } from '../games/siegel/text';
import { cardGlyph, deckOf } from '../art/cards';

export interface HintAction {
  type: string;
  [key: string]: unknown;
}

export interface HintView {
  /** The whole sentence, e.g. "Hint: bid 2". */
  text: string;
  /** Test ids of the controls that carry the hint out, in the order they are used. */
  targets: string[];
}

const ELEMENTS: readonly Element[] = ['water', 'earth', 'fire', 'air', 'space'];

function str(a: HintAction, key: string): string {
  const v = a[key];
  return typeof v === 'string' ? v : '';
}

export function describeHint(
  game: GameId,
  lang: Language,
  action: HintAction,
  seatName: (seat: number) => string,
): HintView {
  const choice = describeChoice(game, lang, action, seatName);
  return { ...choice, text: text(lang, 'app.hint.prefix', { what: choice.text }) };
}

/**
 * A choice as a short phrase ("play green 7", "bid 2", "take the saboteur") and the controls
 * that carry it out: the hint's words without "Hint:", also used by the post-game analysis.
 */
export function describeChoice(
  game: GameId,
  lang: Language,
  action: HintAction,
  seatName: (seat: number) => string,
  o: ChoiceWords = {},
): HintView {
  // A card named with its colour's symbol, as the table draws it (the log).
  const marked = (code: string, name: string): string => {
    const glyph = o.symbols ? cardGlyph(deckOf(game), code) : '';
    return glyph ? `${glyph} ${name}` : name;
  };
  const what = (key: MessageKey, params: MessageParams, targets: string[]): HintView => ({
    text: text(lang, key, params),
    targets,
  });
  switch (game) {
    case 'siegel':
      return siegel(lang, action, seatName, what, marked);
    case 'dreizehn': {
      const i18n = new I18n(lang);
      const card = str(action, 'card');
      const target = str(action, 'target');
      return what(
        'app.hint.put',
        { card: marked(card, dreizehnCard(i18n, card)), target: targetName(i18n, target) },
        [`hand.${card}`, `target:${target}`],
      );
    }
    case 'sevensins':
    case 'abyss':
      return elements(lang, action, what, marked);
  }
}

type What = (key: MessageKey, params: MessageParams, targets: string[]) => HintView;
/** A card's name as the sentence writes it (with its colour's symbol in the log). */
type Marked = (code: string, name: string) => string;

/** How a choice is worded: `symbols` puts each card's colour symbol before its name (the log). */
export interface ChoiceWords {
  symbols?: boolean;
}

function siegel(
  lang: Language,
  a: HintAction,
  seatName: (seat: number) => string,
  what: What,
  marked: Marked,
): HintView {
  switch (a.type) {
    case 'play': {
      const card = str(a, 'card');
      return what('app.hint.play', { card: marked(card, siegelCard(lang, card)) }, [`card:${card}`]);
    }
    case 'saboteur':
      return what('app.hint.saboteur', {}, ['predict:saboteur']);
    case 'return': {
      const seal = str(a, 'seal') as SealKind;
      return what('app.hint.return', { seal: sealWord(lang, seal, 1) }, [`return:${seal}`]);
    }
    case 'predict': {
      const seals = (a.seals ?? {}) as Partial<Record<SealKind, number>>;
      const listed = sealList(lang, seals);
      const steals = Array.isArray(a.steals) ? (a.steals as { color: SealKind; from: number }[]) : [];
      const stealText = steals.map((s) =>
        text(lang, 'app.hint.steal', {
          seal: sealWord(lang, s.color, 1),
          name: seatName(s.from),
        }),
      );
      const base = listed
        ? what('app.hint.predict', { seals: listed }, [])
        : what('app.hint.predictNothing', {}, []);
      const targets = SEAL_COLORS.filter((c) => (seals[c] ?? 0) > 0).map((c) => `predict:${c}:count`);
      return {
        text: stealText.length ? `${base.text} (${stealText.join(', ')})` : base.text,
        targets,
      };
    }
    default:
      return what('app.hint.play', { card: a.type }, []);
  }
}

function elements(lang: Language, a: HintAction, what: What, marked: Marked): HintView {
  switch (a.type) {
    case 'play': {
      const card = str(a, 'card');
      const as = str(a, 'as') as KitsuneForm | '';
      const name = marked(card, elementsCard(lang, card, as || undefined));
      return what('app.hint.play', { card: name }, as ? [`card:${card}`, `kitsune:${as}`] : [`card:${card}`]);
    }
    case 'bid': {
      const n = typeof a.tricks === 'number' ? a.tricks : 0;
      return what('app.hint.bid', { n }, [`bid:${n}`]);
    }
    case 'trump': {
      const e = str(a, 'element') as Element;
      return what('app.hint.trump', { element: ELEMENTS.includes(e) ? elementName(lang, e) : e }, [
        `trump:${e}`,
      ]);
    }
    case 'jump':
      return a.jump === true
        ? what('app.hint.jump', {}, ['jump:yes'])
        : what('app.hint.stay', {}, ['jump:no']);
    case 'scale': {
      const add = str(a, 'add') as Element;
      if (add) return what('app.hint.scaleAdd', { element: elementName(lang, add) }, [`scale:add:${add}`]);
      const swap = Array.isArray(a.swap) ? (a.swap as number[]) : null;
      if (swap && swap.length === 2) {
        const [p, q] = swap as [number, number];
        return what('app.hint.scaleSwap', { a: p + 1, b: q + 1 }, [`scale:swap:${p}`, `scale:swap:${q}`]);
      }
      return what('app.hint.scalePass', {}, ['scale:pass']);
    }
    case 'pass': {
      const card = str(a, 'card');
      return what('app.hint.pass', { card: marked(card, elementsCard(lang, card)) }, [`card:${card}`]);
    }
    default:
      return what('app.hint.play', { card: a.type }, []);
  }
}
