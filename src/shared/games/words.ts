/**
 * The games' cards, colours and elements as messages (keys of the message files), for the
 * parameters of a sentence the host sends: "You must follow {colour}." carries `colour` as the
 * message of "blue", so each client words the whole sentence in its own language.
 */
import { msg, type Message } from '../i18n/message';
import type { DreizehnColour, DreizehnTargetId } from './dreizehn';
import { dreizehnCardColour, isDreizehnCard } from './dreizehn';
import type { SevenSinsElement } from './sevensins';
import { sevensinsCardFacts } from './sevensins';
import { parseCard, sealColorOfCard, siegelColourWord } from './siegel';
import type { AbyssCurseId } from './abyss-data';
import type { GameId } from '../types';

export { sealWord, siegelColourWord } from './siegel';

/** A Siegel card, "red 7"; an unknown code stays as it is. */
export function siegelCardWord(code: string): Message | string {
  const card = parseCard(code);
  if (!card) return code;
  return msg('siegel.card', { colour: siegelColourWord(sealColorOfCard(card.color)), value: card.value });
}

/** A 13 colour: "blue". */
export function dreizehnColourWord(colour: DreizehnColour): Message {
  return msg(`dreizehn.colour.${colour}`);
}

/** A 13 colour as the adjective before a noun ("a blue card"). */
export function dreizehnColourAdjective(colour: DreizehnColour): Message {
  return msg(`dreizehn.colourAdj.${colour}`);
}

/** A 13 target by its id: "blue target", "left target". */
export function dreizehnTargetWord(id: DreizehnTargetId): Message {
  return msg(`dreizehn.target.${id}`);
}

/** A 13 card, "blue 5" or "Nasty Four"; an unknown code stays as it is. */
export function dreizehnCardWord(code: string): Message | string {
  if (!isDreizehnCard(code)) return code;
  const colour = dreizehnCardColour(code);
  if (!colour) return msg('dreizehn.card.fiese');
  return msg('dreizehn.card.colour', { adj: dreizehnColourAdjective(colour), value: code.slice(1) });
}

/** An element of SevenSins and Abyss: "fire". */
export function elementWord(element: SevenSinsElement): Message {
  return msg(`cards.el.${element}`);
}

/** A SevenSins (or Abyss) card, "fire 5" or "Demon"; an unknown code stays as it is. */
export function elementsCardWord(code: string): Message | string {
  const facts = sevensinsCardFacts(code);
  if (!facts) return code;
  if (facts.special) return msg(`cards.sp.${facts.special}`);
  return msg('cards.card', { element: elementWord(facts.element!), value: facts.value });
}

/** A game by its name: "Die sieben Siegel", "13". */
export function gameWord(game: GameId): Message {
  return msg(`app.game.${game}.name`);
}

/** An Abyss curse by its name: "Reversal". */
export function curseWord(curse: AbyssCurseId): Message {
  return msg(`curses.${curse}.name`);
}

/** Words joined with "or": "red", "red or blue", "red or blue or green". */
export function orList(items: readonly (Message | string)[]): Message | string {
  if (items.length === 0) return '';
  return items.slice(1).reduce<Message | string>((a, b) => msg('refuse.or', { a, b }), items[0]!);
}
