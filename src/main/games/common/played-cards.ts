/**
 * The cards played this phase in the SevenSins family's fast paths (SevenSins and Abyss: five
 * elements of 13 values as bit masks and five kinds of special card as counts, per seat × 5).
 *
 * A play books nothing for it, so the playouts' hot path stays as it was: the fast path notes
 * the cards dealt when it deals or loads (`dealt`, its own typed arrays, so a snapshot keeps
 * them), and a policy that asks gets dealt minus held. Passing moves cards between hands and
 * changes nothing here.
 */

/** A phase's dealt cards: element masks and special counts. */
export interface Dealt {
  readonly elem: Int32Array;
  readonly spec: Int32Array;
}

export function emptyCards(): Dealt {
  return { elem: new Int32Array(5), spec: new Int32Array(5) };
}

/** Every hand's cards together into `into`: element masks OR-ed, special counts summed. */
export function heldInto(
  masks: ArrayLike<number>,
  counts: ArrayLike<number>,
  players: number,
  into: Dealt,
): void {
  for (let i = 0; i < 5; i++) {
    let e = 0;
    let k = 0;
    for (let s = 0; s < players; s++) {
      e |= masks[s * 5 + i] as number;
      k += counts[s * 5 + i] as number;
    }
    into.elem[i] = e;
    into.spec[i] = k;
  }
}

/** Element cards' codes in both fast paths: element × 13 + value index; specials follow from here. */
const ELEMENT_CARDS = 65;

/** Books one dealt card by its fast-path code: an element card below 65 (element, value), else special code − 65. */
export function addDealt(dealt: Dealt, code: number): void {
  if (code < ELEMENT_CARDS) {
    const element = (code / 13) | 0;
    dealt.elem[element] = (dealt.elem[element] as number) | (1 << (code % 13));
  } else dealt.spec[code - ELEMENT_CARDS] = (dealt.spec[code - ELEMENT_CARDS] as number) + 1;
}

/** The phase's dealt cards anew: the first `count` codes of the shuffled deck. */
export function dealtFromDeck(dealt: Dealt, deck: ArrayLike<number>, count: number): void {
  dealt.elem.fill(0);
  dealt.spec.fill(0);
  for (let i = 0; i < count; i++) addDealt(dealt, deck[i] as number);
}

/** The cards played this phase (the current trick included) into `out`: dealt minus held. */
export function playedInto(
  dealt: Dealt,
  masks: ArrayLike<number>,
  counts: ArrayLike<number>,
  players: number,
  out: Dealt,
): Dealt {
  heldInto(masks, counts, players, out);
  for (let i = 0; i < 5; i++) {
    out.elem[i] = (dealt.elem[i] as number) & ~(out.elem[i] as number);
    out.spec[i] = (dealt.spec[i] as number) - (out.spec[i] as number);
  }
  return out;
}
