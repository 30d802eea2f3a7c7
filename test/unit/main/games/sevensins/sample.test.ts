/**
 * Sampling respects everything a seat has seen: at states of random games, each seat's sample
 * keeps its view, and the sampled hands could really have played this phase: dealing the
 * reconstructed phase-start hands and replaying the phase's actions is accepted step by step
 * (so voids and the space restriction are honoured).
 */
import { describe, expect, it } from 'vitest';
import { createRng } from '../../../../../src/main/engine/rng';
import { sevensinsGame as game, type SevenSinsState } from '../../../../../src/main/games/sevensins';
import { ELEMENTS, elementOf, sortCards } from '../../../../../src/main/games/sevensins/cards';
import { inferVoids } from '../../../../../src/main/games/sevensins/sample';
import type { SevenSinsAction, SevenSinsView } from '../../../../../src/shared/games/sevensins';
import { words } from '../../../../../src/shared/i18n/format';

/** A view with its hands sorted (the reconstruction does not keep the hand order). */
function sorted(v: SevenSinsView): SevenSinsView {
  return { ...v, hand: v.hand && sortCards(v.hand), hands: v.hands.map((h) => h && sortCards(h)) };
}

function replayPhase(
  preDeal: SevenSinsState,
  sampled: SevenSinsState,
  actions: { seat: number; action: SevenSinsAction }[],
): SevenSinsState {
  const hands = sampled.hands.map((h, seat) => {
    const played = [...sampled.tricks.flatMap((t) => t.plays), ...sampled.trick]
      .filter((p) => p.seat === seat)
      .map((p) => p.card);
    return [...h, ...played];
  });
  const d = game.deal(preDeal, { hands, trumpCard: sampled.trumpCard! });
  if (!d.ok) throw new Error(words('en', d.error.reason));
  let s = d.state;
  for (const { seat, action } of actions) {
    const r = game.apply(s, seat, action);
    if (!r.ok)
      throw new Error(
        `sampled hands cannot have played ${JSON.stringify(action)}: ${words('en', r.error.reason)}`,
      );
    s = r.state;
  }
  return s;
}

describe('sevensins sample', () => {
  it('keeps views and yields hands that could have played the phase', () => {
    let checks = 0;
    let voidsSeen = 0;
    for (let g = 0; g < 12; g++) {
      const players = 3 + (g % 5);
      const rng = createRng(`ss-sample:${g}`);
      let s = game.newGame(players, game.optionsSchema.parse({ phases: 9 }), 0);
      let preDeal = s;
      let actions: { seat: number; action: SevenSinsAction }[] = [];
      for (;;) {
        const nx = game.next(s);
        if (nx.kind === 'over') break;
        if (nx.kind === 'deal') {
          preDeal = s;
          actions = [];
          const r = game.deal(s, game.randomDeal(s, rng));
          if (!r.ok) throw new Error(words('en', r.error.reason));
          s = r.state;
          continue;
        }
        if (s.phase >= 4 && rng.int(4) === 0) {
          const voids = inferVoids(players, s.tricks, s.trick, s.trump);
          voidsSeen += voids.filter((v) => v !== 0).length;
          for (let seat = 0; seat < players; seat++) {
            const v = game.view(s, seat);
            const sampled = game.sample(v, seat, rng);
            expect(game.invariants(sampled)).toEqual([]);
            expect(game.view(sampled, seat)).toEqual(v);
            expect(game.legalActions(sampled, seat)).toEqual(game.legalActions(s, seat));
            // Voids hold in the sample, and the sampled phase replays.
            sampled.hands.forEach((h, i) => {
              for (const c of h) {
                const e = elementOf(c);
                if (e !== null)
                  expect(voids[i]! & (1 << ELEMENTS.indexOf(e)), `${c} held by void seat ${i}`).toBe(0);
              }
            });
            const again = replayPhase(preDeal, sampled, actions);
            expect(sorted(game.view(again, seat))).toEqual(sorted(v));
            checks++;
          }
        }
        const seat = (nx as { seats: number[] }).seats[0]!;
        const action = rng.pick(game.legalActions(s, seat));
        const r = game.apply(s, seat, action);
        if (!r.ok) throw new Error(words('en', r.error.reason));
        s = r.state;
        actions.push({ seat, action });
      }
    }
    expect(checks).toBeGreaterThan(500);
    expect(voidsSeen).toBeGreaterThan(100);
  });

  it('infers voids from failing to follow and a trump void from a restricted space play', () => {
    const trick = [
      { seat: 0, card: 'W5' },
      { seat: 1, card: 'E3' }, // failed to follow water
      { seat: 2, card: 'S4' }, // space discard: no water, and no fire (trump)
      { seat: 3, card: 'SIN' },
    ];
    const next = [{ seat: 3, card: 'A5' }]; // a lead tells nothing
    expect(inferVoids(4, [{ leader: 0, plays: trick, winner: 3 }], next, 'fire')).toEqual([0, 1, 1 | 4, 0]);
    // After a Sin the duty is lifted: an off-element card tells nothing, space still needs a trump void.
    const lifted = [
      { seat: 0, card: 'W5' },
      { seat: 1, card: 'SIN' },
      { seat: 2, card: 'E3' },
      { seat: 3, card: 'S1' },
    ];
    expect(inferVoids(4, [], lifted, 'fire')).toEqual([0, 0, 0, 4]);
    // Following a space lead with space tells nothing; space trump: no restriction.
    expect(
      inferVoids(
        3,
        [],
        [
          { seat: 0, card: 'S5' },
          { seat: 1, card: 'S2' },
          { seat: 2, card: 'W1' },
        ],
        'fire',
      ),
    ).toEqual([0, 0, 16]);
    expect(
      inferVoids(
        3,
        [],
        [
          { seat: 0, card: 'W5' },
          { seat: 1, card: 'S2' },
        ],
        'space',
      ),
    ).toEqual([0, 1, 0]);
  });
});
