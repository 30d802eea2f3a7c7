/** Card-by-card trick evaluation: the table of the rules page, pair by pair, and element order. */
import { describe, expect, it } from 'vitest';
import type { TrickPlay } from '../../../../../src/main/games/sevensins/follow';
import { rankedOrder, sevenSinsOrder, trickWinner } from '../../../../../src/main/games/sevensins/trick';

const order = sevenSinsOrder('fire');

function trick(...cards: string[]): TrickPlay[] {
  return cards.map((c, seat) => {
    const [card, as] = c.split(':') as [string, 'sin' | 'tanuki' | undefined];
    return as ? { seat, card, as } : { seat, card };
  });
}

// The rules page's table, written out: ROW beats COLUMN (row = the later card).
const KINDS = ['element', 'Tanuki', 'Sin', 'Demon', 'Soul'] as const;
const TABLE: Record<(typeof KINDS)[number], Record<(typeof KINDS)[number], boolean | null>> = {
  element: { element: null, Tanuki: true, Sin: false, Demon: false, Soul: false },
  Tanuki: { element: false, Tanuki: false, Sin: false, Demon: false, Soul: false },
  Sin: { element: true, Tanuki: true, Sin: false, Demon: true, Soul: false },
  Demon: { element: true, Tanuki: true, Sin: false, Demon: false, Soul: true },
  Soul: { element: true, Tanuki: true, Sin: true, Demon: false, Soul: false },
};
// Cards standing for each kind (Kitsune in both forms too).
const CARDS: Record<(typeof KINDS)[number], string[]> = {
  element: ['F13', 'S13', 'W2'],
  Tanuki: ['TANUKI', 'KITSUNE:tanuki'],
  Sin: ['SIN', 'KITSUNE:sin'],
  Demon: ['DEMON'],
  Soul: ['SOUL'],
};

describe('trick winner by the table', () => {
  for (const first of KINDS) {
    for (const second of KINDS) {
      const beats = TABLE[second][first];
      if (beats === null) continue;
      it(`${second} played after ${first}: ${beats ? 'takes over' : 'does not'}`, () => {
        for (const a of CARDS[first]) {
          for (const b of CARDS[second]) {
            expect(trickWinner(trick(a, b), order), `${a} then ${b}`).toBe(beats ? 1 : 0);
          }
        }
      });
    }
  }

  const cycle: [string[], number][] = [
    [['SIN', 'DEMON', 'SOUL'], 2],
    [['SIN', 'SOUL', 'DEMON'], 2],
    [['DEMON', 'SIN', 'SOUL'], 2],
    [['DEMON', 'SOUL', 'SIN'], 2],
    [['SOUL', 'SIN', 'DEMON'], 2],
    [['SOUL', 'DEMON', 'SIN'], 2],
    [['SIN', 'SIN', 'DEMON'], 0],
    [['SOUL', 'SIN', 'SIN'], 0],
    [['DEMON', 'SOUL', 'SOUL'], 0],
    [['SIN', 'KITSUNE:sin', 'SOUL'], 2],
  ];
  for (const [cards, winner] of cycle) {
    it(`cycle ${cards.join(' → ')}: card ${winner} wins`, () => {
      expect(trickWinner(trick(...cards), order)).toBe(winner);
    });
  }

  it('only Tanukis: the first Tanuki wins', () => {
    expect(trickWinner(trick('TANUKI', 'TANUKI', 'KITSUNE:tanuki', 'TANUKI'), order)).toBe(0);
    expect(trickWinner(trick('KITSUNE:tanuki', 'TANUKI'), order)).toBe(0);
  });
});

describe('element against element (trump fire)', () => {
  const cases: [string[], number, string][] = [
    [['W5', 'W9'], 1, 'higher of the led element'],
    [['W9', 'W5'], 0, 'lower of the led element'],
    [['W5', 'E13'], 0, 'another element never wins'],
    [['W5', 'F1'], 1, 'trump beats the led element'],
    [['F12', 'F13'], 1, 'higher trump'],
    [['F13', 'S1'], 1, 'space beats trump'],
    [['S3', 'S2'], 0, 'higher space beats lower space'],
    [['S3', 'F13', 'W13'], 0, 'space led holds against trump'],
    [['W2', 'S1', 'F13'], 1, 'a space card in the trick holds against trump'],
    [['TANUKI', 'E4', 'E9', 'W13'], 2, 'Tanuki lead: the first element card sets the element'],
    [['TANUKI', 'E4', 'F2'], 2, 'Tanuki lead: trump still beats'],
    [['TANUKI', 'SIN', 'E4'], 1, 'a Sin after a Tanuki lead'],
  ];
  for (const [cards, winner, what] of cases) {
    it(`${cards.join(' ')}: ${what}`, () => {
      expect(trickWinner(trick(...cards), order)).toBe(winner);
    });
  }

  it('without a trump element (a turned Tanuki): led element, space above it', () => {
    const none = sevenSinsOrder(null);
    expect(trickWinner(trick('W5', 'F13'), none)).toBe(0);
    expect(trickWinner(trick('W5', 'S1'), none)).toBe(1);
  });

  it('space as trump: space stays on top', () => {
    const space = sevenSinsOrder('space');
    expect(trickWinner(trick('W5', 'S1', 'W13'), space)).toBe(1);
    expect(trickWinner(trick('W5', 'F13'), space)).toBe(0);
  });

  it('rankedOrder with reversal: lower wins within the element to follow (Abyss hook)', () => {
    const rev = rankedOrder((e) => (e === 'air' ? 1 : 0), true);
    expect(trickWinner(trick('W5', 'W2', 'W9'), rev)).toBe(1);
    // Reversal acts only among cards of the element to follow: the higher trump still wins.
    expect(trickWinner(trick('W5', 'A9', 'A2'), rev)).toBe(1);
  });
});
