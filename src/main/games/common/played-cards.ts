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

/** Books one card played before `load` as dealt: element card (element, value index 0–12) or special k (element -1). */
export function addDealt(dealt: Dealt, element: number, value: number, special: number): void {
  if (element >= 0) dealt.elem[element] = (dealt.elem[element] as number) | (1 << value);
  else dealt.spec[special] = (dealt.spec[special] as number) + 1;
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
