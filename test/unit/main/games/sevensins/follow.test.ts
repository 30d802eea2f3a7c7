/** Following, the Tanuki lead and space Decisions, the lifted duty and Kitsune forms, via the Game. */
import { describe, expect, it } from 'vitest';
import { sevensinsGame as game, type SevenSinsState } from '../../../../../src/main/games/sevensins';
import { playableCards } from '../../../../../src/main/games/sevensins/follow';
import { act, atPhase, bidAll, dealt, playAll, refused, handsOf } from './helpers';

/** Phase 3 at 4 players: dealer 2, seat 3 leads. Trump from `turned`. */
function phase3(hands: string[][], turned = 'F1'): SevenSinsState {
  const s = dealt(atPhase(4, 3), hands, turned);
  expect(s.dealer).toBe(2);
  return bidAll(s, [0, 0, 0, 1]);
}

const cards = (s: SevenSinsState, seat: number): string[] =>
  game
    .legalActions(s, seat)
    .map((a) => (a.type === 'play' ? (a.as ? `${a.card}:${a.as}` : a.card) : '?'))
    .sort();

describe('following an element lead', () => {
  // Seat 3 leads W5. Seat 0 holds water, seat 1 holds none.
  const s = phase3(handsOf('W9 E2 SIN', 'E7 A3 TANUKI', 'W2 S4 DEMON', 'W5 E1 A1'), 'F1');
  const led = playAll(s, ['W5']);

  it('must follow the led element, but any special may be played instead', () => {
    expect(cards(led, 0)).toEqual(['SIN', 'W9']);
    const reason = refused(led, 0, { type: 'play', card: 'E2' }, 'must-follow');
    expect(reason).toContain('water');
  });

  it('a seat without the element plays anything', () => {
    const t = playAll(led, ['W9']);
    expect(cards(t, 1)).toEqual(['A3', 'E7', 'TANUKI']);
  });

  it('a Tanuki does not lift the duty', () => {
    const t = playAll(led, ['W9', 'TANUKI']);
    expect(cards(t, 2)).toEqual(['DEMON', 'W2']);
  });

  it('a Sin in the trick lifts the duty for the rest', () => {
    const t = playAll(led, ['SIN', 'E7']);
    // Without the Sin seat 2 would have to play W2 (or the Demon); now S4 is free too
    // (seat 2 holds no fire, so space is not barred).
    expect(cards(t, 2)).toEqual(['DEMON', 'S4', 'W2']);
  });
});

describe('special leads', () => {
  const hands = handsOf('W9 E2 F3', 'W7 E8 A3', 'W2 E4 TANUKI', 'SIN TANUKI DEMON');
  it('a Sin lead: nobody has to follow', () => {
    const t = playAll(phase3(hands), ['SIN']);
    expect(cards(t, 0)).toEqual(['E2', 'F3', 'W9']);
  });
  it('Decision (Tanuki lead): free until the first element card, which sets the element', () => {
    const t = playAll(phase3(hands), ['TANUKI']);
    expect(cards(t, 0)).toEqual(['E2', 'F3', 'W9']);
    const u = playAll(t, ['E2']);
    expect(cards(u, 1)).toEqual(['E8']);
    refused(u, 1, { type: 'play', card: 'W7' }, 'must-follow');
    const w = playAll(u, ['E8']);
    expect(cards(w, 2)).toEqual(['E4', 'TANUKI']);
    // Trump is unchanged: F3 was not the first element card, the trick's element is earth.
    expect(w.trump).toBe('fire');
  });
  it('a Tanuki lead followed by another Tanuki: still free', () => {
    const h = hands.map((x) => [...x]);
    h[0] = ['TANUKI', 'E2', 'F3'];
    const t = playAll(phase3(h), ['TANUKI', 'TANUKI']);
    expect(cards(t, 1)).toEqual(['A3', 'E8', 'W7']);
  });
});

describe('Decision (space)', () => {
  it('space must be followed when led, and may be led freely even holding trump', () => {
    const s = phase3(handsOf('S9 F2 W1', 'E7 A3 W2', 'W3 E4 A4', 'S5 F4 E1'));
    expect(cards(s, 3)).toEqual(['E1', 'F4', 'S5']);
    const t = playAll(s, ['S5']);
    expect(cards(t, 0)).toEqual(['S9']);
    refused(t, 0, { type: 'play', card: 'F2' }, 'must-follow');
  });

  it('discarding space needs a hand without trump', () => {
    const s = phase3([
      ['S9', 'F2', 'E9'], // void in water, holds trump: no space
      ['S8', 'E7', 'A3'], // void in water, no trump: space allowed
      ['W3', 'E4', 'A4'],
      ['W5', 'F4', 'E1'],
    ]);
    const t = playAll(s, ['W5']);
    expect(cards(t, 0)).toEqual(['E9', 'F2']);
    const reason = refused(t, 0, { type: 'play', card: 'S9' }, 'space-restricted');
    expect(reason).toContain('fire');
    const u = playAll(t, ['F2']);
    expect(cards(u, 1)).toEqual(['A3', 'E7', 'S8']);
  });

  it('after the duty is lifted or not yet set, space still needs a trump void', () => {
    const hands = handsOf('S9 F2 W9', 'S8 E7 A3', 'W3 E4 A4', 'SIN TANUKI E1');
    const lifted = playAll(phase3(hands), ['SIN']);
    expect(cards(lifted, 0)).toEqual(['F2', 'W9']);
    const unset = playAll(phase3(hands), ['TANUKI']);
    expect(cards(unset, 0)).toEqual(['F2', 'W9']);
    refused(unset, 0, { type: 'play', card: 'S9' }, 'space-restricted');
    // Space played as the first element after a Tanuki lead (no trump held) sets space.
    const u = playAll(unset, ['F2', 'S8']);
    expect(cards(u, 2)).toEqual(['A4', 'E4', 'W3']);
  });

  it('no restriction when space is trump or there is no trump element', () => {
    const hands = handsOf('S9 F2 E9', 'S8 E7 A3', 'W3 E4 A4', 'W5 F4 E1');
    const tanuki = playAll(phase3(hands, 'TANUKI'), ['W5']);
    expect(tanuki.trump).toBe(null);
    expect(cards(tanuki, 0)).toEqual(['E9', 'F2', 'S9']);
    const s = dealt(atPhase(4, 3), hands, 'SIN');
    const space = playAll(bidAll(act(s, 2, { type: 'trump', element: 'space' }), [0, 0, 0, 1]), ['W5']);
    expect(cards(space, 0)).toEqual(['E9', 'F2', 'S9']);
  });
});

describe('Kitsune', () => {
  const s = phase3(handsOf('W9 KITSUNE E1', 'W7 E8 A3', 'W2 E4 A5', 'W5 F4 E2'));
  const led = playAll(s, ['W5']);
  it('both forms are offered, and one of them must be named', () => {
    expect(cards(led, 0)).toEqual(['KITSUNE:sin', 'KITSUNE:tanuki', 'W9']);
    refused(led, 0, { type: 'play', card: 'KITSUNE' }, 'kitsune-form');
    refused(led, 0, { type: 'play', card: 'W9', as: 'sin' }, 'kitsune-form');
  });
  it('as a Sin it lifts the duty and wins; as a Tanuki it does neither', () => {
    const asSin = playAll(led, ['KITSUNE:sin']);
    expect(cards(asSin, 1)).toEqual(['A3', 'E8', 'W7']);
    expect(playAll(asSin, ['W7', 'W2']).tricks[0]!.winner).toBe(0);
    const asTanuki = playAll(led, ['KITSUNE:tanuki']);
    expect(cards(asTanuki, 1)).toEqual(['W7']);
    expect(playAll(asTanuki, ['W7', 'W2']).tricks[0]!.winner).toBe(1);
  });
});

describe('playableCards (shared with Abyss)', () => {
  const rules = { trump: null, spaceRestriction: false };
  /** The trick so far: seat 0 led the first card, seat 1 played the next, and so on. */
  const trick = (...cards: string[]) => cards.map((card, seat) => ({ seat, card }));
  it('oath: specials neither excuse nor lift', () => {
    const hand = ['W1', 'SIN', 'E2'];
    expect(playableCards(hand, trick('W5'), { ...rules, oath: true })).toEqual(['W1']);
    expect(playableCards(hand, trick('W5', 'SIN'), { ...rules, oath: true })).toEqual(['W1']);
    expect(playableCards(hand, trick('W5'), rules)).toEqual(['W1', 'SIN']);
  });
  it('sinBan / soulSleep: such cards count as Tanukis (no lift, Tanuki lead)', () => {
    const hand = ['W1', 'E2'];
    expect(playableCards(hand, trick('W5', 'SIN'), { ...rules, sinBan: true })).toEqual(['W1']);
    expect(playableCards(hand, trick('SOUL', 'E5'), { ...rules, soulSleep: true })).toEqual(['E2']);
  });
});
