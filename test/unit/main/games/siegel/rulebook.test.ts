/** The rulebook's examples and every Decision of the rules page, as fixtures. */
import { describe, expect, it } from 'vitest';
import { siegelGame, type SiegelState } from '../../../../../src/main/games/siegel';
import { scoreRound } from '../../../../../src/main/games/siegel/scoring';
import { predictionChoices } from '../../../../../src/main/games/siegel';
import { emptySeals, type SealCounts, type SiegelAction } from '../../../../../src/shared/games/siegel';
import { dealt, expectRefused, inTurn, makeDeal, play, predict, run, steal, trick, zero } from './helpers';
import { words } from '../../../../../src/shared/i18n/format';

const seals = (partial: Partial<SealCounts>): SealCounts => ({ ...emptySeals(), ...partial });

/** Four players, dealer 3: the seats predict in turn from seat 0, then seat 0 leads the trick `cards`. */
const oneTrick = (hands: string[][], predictions: SiegelAction[], cards: string[]): SiegelState =>
  run(dealt(4, hands, 3), [...inTurn(0, ...predictions), ...trick(0, ...cards)]);

describe('rulebook trick examples', () => {
  it('violet 2 led, violet 12, violet 7, green 3: violet 12 wins and returns a violet', () => {
    // Dealer 3, so seat 0 leads; seat 3 has no violet.
    const hands = makeDeal(4, [['V2'], ['V12'], ['V7'], ['G3']], [[], [], [], ['V']]);
    const s = oneTrick(hands, [zero, predict({ violet: 1 }), zero, zero], ['V2', 'V12', 'V7', 'G3']);
    const first = s.round!.tricks[0]!;
    expect(first.winner).toBe(1);
    expect(first.outcome).toEqual({ kind: 'returned', seal: 'violet' });
    expect(s.round!.seals[1]).toEqual(emptySeals());
    expect(s.round!.centre.violet).toBe(3);
    expect(siegelGame.next(s)).toEqual({ kind: 'act', seats: [1] });
  });

  it('yellow 4, 2, 9, 10: yellow 10 wins; holding no yellow and no white, the winner takes a black', () => {
    const hands = makeDeal(4, [['Y4'], ['Y2'], ['Y9'], ['Y10']]);
    const s = oneTrick(hands, [zero, zero, zero, predict({ red: 1 })], ['Y4', 'Y2', 'Y9', 'Y10']);
    expect(s.round!.tricks[0]!.outcome).toEqual({ kind: 'black' });
    expect(s.round!.seals[3]).toEqual(seals({ red: 1, black: 1 }));
    expect(s.round!.centre.black).toBe(5);
    expect(siegelGame.view(s, 0).blacksTaken).toEqual([0, 0, 0, 1]);
  });

  it('violet 8, red 3 trumping in, violet 1, green 8: red 3 wins and may return red or violet', () => {
    const hands = makeDeal(4, [['V8'], ['R3'], ['V1'], ['G8']], [[], ['V'], [], ['V']]);
    const s = oneTrick(hands, [zero, predict({ red: 1, violet: 1 }), zero, zero], ['V8', 'R3', 'V1', 'G8']);
    expect(s.phase).toBe('return');
    expect(siegelGame.next(s)).toEqual({ kind: 'act', seats: [1] });
    expect(siegelGame.legalActions(s, 1)).toEqual([
      { type: 'return', seal: 'red' },
      { type: 'return', seal: 'violet' },
    ]);
    expect(siegelGame.view(s, 1).returnChoices).toEqual(['red', 'violet']);
    expect(siegelGame.view(s, 0).returnChoices).toBeNull();
    expectRefused(s, 1, play(hands[1]!.find((c) => c !== 'R3')!), 'return-first');
    expectRefused(s, 1, { type: 'return', seal: 'yellow' }, 'seal-not-allowed');
    expectRefused(s, 1, { type: 'return', seal: 'white' }, 'seal-not-held');
    expectRefused(s, 0, { type: 'return', seal: 'red' }, 'not-your-turn');
    const red = run(s, [[1, { type: 'return', seal: 'red' }]]);
    expect(red.round!.seals[1]).toEqual(seals({ violet: 1 }));
    const violet = run(s, [[1, { type: 'return', seal: 'violet' }]]);
    expect(violet.round!.seals[1]).toEqual(seals({ red: 1 }));
    expect(violet.round!.tricks[0]!.outcome).toEqual({ kind: 'returned', seal: 'violet' });
    expect(violet.phase).toBe('play');
    expect(siegelGame.next(violet)).toEqual({ kind: 'act', seats: [1] });
  });
});

describe('returning seals', () => {
  it('red led: only a red (or white) may be returned', () => {
    const hands = makeDeal(4, [['R12'], ['R1'], ['R2'], ['R3']]);
    const s = oneTrick(hands, [predict({ red: 1, yellow: 1 }), zero, zero, zero], ['R12', 'R1', 'R2', 'R3']);
    expect(s.round!.tricks[0]!.outcome).toEqual({ kind: 'returned', seal: 'red' });
    expect(s.round!.seals[0]).toEqual(seals({ yellow: 1 }));
  });

  it('a white seal is a joker: with white and the led colour the winner chooses', () => {
    // Seat 1 takes one of seat 0's yellows, so seat 0 receives a white.
    const hands = makeDeal(4, [['Y12'], ['Y1'], ['Y2'], ['Y3']]);
    const predictions = [predict({ yellow: 3 }), predict({ yellow: 1 }, steal('yellow', 0)), zero, zero];
    const s = oneTrick(hands, predictions, ['Y12', 'Y1', 'Y2', 'Y3']);
    expect(siegelGame.legalActions(s, 0)).toEqual([
      { type: 'return', seal: 'yellow' },
      { type: 'return', seal: 'white' },
    ]);
    const after = run(s, [[0, { type: 'return', seal: 'white' }]]);
    expect(after.round!.seals[0]).toEqual(seals({ yellow: 2 }));
    expect(after.round!.centre.white).toBe(4);
  });

  it('with exactly one allowed kind held (white) the engine returns it without asking', () => {
    const hands = makeDeal(4, [['B12'], ['B1'], ['B2'], ['B3']]);
    const predictions = [predict({ green: 3 }), predict({ green: 3 }, steal('green', 0, 3)), zero, zero];
    const s = oneTrick(hands, predictions, ['B12', 'B1', 'B2', 'B3']);
    expect(s.phase).toBe('play');
    expect(s.round!.tricks[0]!.outcome).toEqual({ kind: 'returned', seal: 'white' });
    expect(s.round!.seals[0]).toEqual(seals({ white: 2 }));
  });

  it('no black left in the centre: nothing happens ("dann hat er Glück gehabt")', () => {
    // 3 players, dealer 2: seat 0 holds all nine reds, predicts nothing and leads red nine times.
    const hands = makeDeal(3, [['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9']]);
    let s = run(dealt(3, hands, 2), inTurn(0, zero, zero, zero));
    const follow = (seat: number) => (s = run(s, [[seat, siegelGame.legalActions(s, seat)[0]!]]));
    for (let t = 0; t < 9; t++) {
      s = run(s, [[0, play(`R${9 - t}`)]]);
      follow(1);
      follow(2);
      const outcome = s.round!.tricks[t]!.outcome;
      expect(outcome).toEqual(t < 6 ? { kind: 'black' } : { kind: 'lucky' });
    }
    expect(s.round!.seals[0]).toEqual(seals({ black: 6 }));
    expect(s.round!.centre.black).toBe(0);
  });

  it('the saboteur wins tricks like anyone but never returns or takes seals', () => {
    const hands = makeDeal(3, [['R1', 'R2', 'R3', 'R4', 'R5', 'R6', 'R7', 'R8', 'R9']]);
    let s = run(dealt(3, hands, 2), inTurn(0, { type: 'saboteur' }, predict({ red: 2 }), zero));
    s = run(s, [[0, play('R9')]]);
    s = run(s, [[1, siegelGame.legalActions(s, 1)[0]!]]);
    s = run(s, [[2, siegelGame.legalActions(s, 2)[0]!]]);
    expect(s.round!.tricks[0]!.outcome).toEqual({ kind: 'saboteur' });
    expect(s.round!.seals[0]).toEqual(emptySeals());
    expect(s.round!.centre).toEqual({ ...s.round!.centre, black: 6, red: 3 });
  });
});

describe('scoring', () => {
  it('rulebook: Frank 3, Sabine 4, Katrin (saboteur, others took 2 black) 2, Peter 5', () => {
    const end = [seals({ black: 1 }), seals({ white: 1 }), emptySeals(), seals({ yellow: 1, black: 1 })];
    expect(scoreRound(end, 2, 4)).toEqual([3, 4, 2, 5]);
    // The experts' option saboteurBase 5.
    expect(scoreRound(end, 2, 5)).toEqual([3, 4, 3, 5]);
  });

  it('2 per coloured seal, 3 per black, 4 per white; the saboteur never scores below 0', () => {
    const end = [
      seals({ red: 2, violet: 1, white: 1 }),
      seals({ black: 3 }),
      seals({ black: 2 }),
      emptySeals(),
    ];
    expect(scoreRound(end, 3, 4)).toEqual([10, 9, 6, 0]);
    expect(scoreRound(end, null, 4)).toEqual([10, 9, 6, 0]);
    expect(scoreRound([emptySeals(), emptySeals(), emptySeals()], 0, 5)).toEqual([5, 0, 0]);
  });
});

describe('predictions and steals', () => {
  it('rulebook: Peter wants a blue, the centre has none; he takes Sabine’s and Sabine gets a white', () => {
    // Frank 0, Sabine 1, Katrin 2, Peter 3; dealer 0, so Sabine predicts first.
    let s = dealt(4, makeDeal(4, []), 0);
    s = run(s, [
      [1, predict({ blue: 2 })],
      [2, predict({ blue: 1 })],
    ]);
    expect(s.round!.centre.blue).toBe(0);
    const choices = predictionChoices(s, 3)!;
    expect(choices.colors.find((c) => c.color === 'blue')).toEqual({
      color: 'blue',
      centre: 0,
      victims: [
        { seat: 1, holds: 2 },
        { seat: 2, holds: 1 },
      ],
    });
    // The canonical steal takes from the first holder clockwise from Peter's left (Frank has none).
    expect(siegelGame.legalActions(s, 3)).toContainEqual(predict({ blue: 1 }, steal('blue', 1)));
    const after = run(s, [[3, predict({ blue: 1 }, steal('blue', 1))]]);
    expect(after.round!.seals[1]).toEqual(seals({ blue: 1, white: 1 }));
    expect(after.round!.seals[3]).toEqual(seals({ blue: 1 }));
    expect(after.round!.centre.white).toBe(3);
    // Katrin holds one blue: two blues cannot both be taken from her.
    expectRefused(s, 3, predict({ blue: 2 }, steal('blue', 2, 2)), 'bad-victim');
    // Peter may name Katrin instead.
    const katrin = run(s, [[3, predict({ blue: 1 }, steal('blue', 2))]]);
    expect(katrin.round!.seals[2]).toEqual(seals({ white: 1 }));
  });

  it('seals come from the centre while it has the colour; only the shortfall is stolen', () => {
    let s = dealt(4, makeDeal(4, []), 0);
    s = run(s, [
      [1, predict({ red: 3 })],
      [2, predict({ red: 4 }, steal('red', 1, 2))],
    ]);
    expect(s.round!.seals[2]).toEqual(seals({ red: 4 }));
    expect(s.round!.seals[1]).toEqual(seals({ red: 1, white: 2 }));
    expect(s.round!.centre).toEqual(seals({ yellow: 3, green: 3, blue: 3, violet: 3, white: 2, black: 6 }));
  });

  it('Decision: no white left in the centre means no seal can be taken', () => {
    let s = dealt(5, makeDeal(5, []), 4);
    s = run(s, [
      [0, predict({ red: 5 })],
      [1, predict({ red: 4 }, steal('red', 0, 4))],
    ]);
    expect(s.round!.centre.white).toBe(0);
    expect(s.round!.seals[0]).toEqual(seals({ red: 1, white: 4 }));
    expect(predictionChoices(s, 2)!.whites).toBe(0);
    expectRefused(s, 2, predict({ red: 1 }, steal('red', 0)), 'no-white-left');
    const legal = siegelGame.legalActions(s, 2);
    expect(legal.some((a) => a.type === 'predict' && (a.seals.red ?? 0) > 0)).toBe(false);
    expect(legal.some((a) => a.type === 'predict' && a.seals.yellow === 3)).toBe(true);
  });

  it('Decision: a colour nobody else holds cannot be taken; victims must hold what is named', () => {
    let s = dealt(4, makeDeal(4, []), 3);
    s = run(s, [
      [0, predict({ yellow: 2, green: 3 })],
      [1, { type: 'saboteur' }],
    ]);
    // Centre: yellow 1, green 0. Seat 2 may take green only from seat 0.
    expectRefused(s, 2, predict({ green: 4 }, []), 'seal-unavailable');
    // Only seat 0 holds green: not seats 1 and 3, not the taker itself, not a seat that does not exist.
    for (const from of [1, 2, 3, 7])
      expectRefused(s, 2, predict({ green: 1 }, steal('green', from)), 'bad-victim');
    expectRefused(s, 2, predict({ yellow: 3 }, []), 'steals-mismatch');
    expectRefused(s, 2, predict({ yellow: 1 }, steal('yellow', 0)), 'steals-mismatch');
    expectRefused(s, 2, predict({ yellow: 3 }, steal('yellow', 0, 3)), 'steals-mismatch');
    expectRefused(s, 2, predict({ red: 1 }, steal('red', 0)), 'steals-mismatch');
    // Two steals from one victim need two seals: seat 0 holds two yellows, so this is fine …
    const ok = run(s, [[2, predict({ yellow: 3 }, steal('yellow', 0, 2))]]);
    expect(ok.round!.seals[0]).toEqual(seals({ green: 3, white: 2 }));
    // … but the saboteur (seat 1) is never a victim, and nobody is offered as one.
    expect(predictionChoices(s, 2)!.colors.every((c) => c.victims.every((v) => v.seat === 0))).toBe(true);
  });

  it('a prediction names 0 to 15 seals; zero counts may be written out', () => {
    const s = dealt(5, makeDeal(5, []), 4);
    expectRefused(s, 0, predict({ red: 5, yellow: 3, green: 3, blue: 3, violet: 2 }), 'too-many-seals');
    const all15 = run(s, [[0, predict({ red: 5, yellow: 3, green: 3, blue: 3, violet: 1 })]]);
    expect(all15.round!.seals[0]).toEqual(seals({ red: 5, yellow: 3, green: 3, blue: 3, violet: 1 }));
    const zeros = run(s, [[0, predict({ red: 0, blue: 0 }, [])]]);
    expect(zeros.round!.predictions[0]).toEqual({ seat: 0, type: 'predict', seals: {}, steals: [] });
  });

  it('only one player per round takes the saboteur', () => {
    let s = dealt(3, makeDeal(3, []), 0);
    s = run(s, [[1, { type: 'saboteur' }]]);
    expectRefused(s, 2, { type: 'saboteur' }, 'saboteur-taken');
    expect(siegelGame.legalActions(s, 2).some((a) => a.type === 'saboteur')).toBe(false);
    expect(predictionChoices(s, 2)!.saboteurFree).toBe(false);
  });

  it('legalActions lists the saboteur and one action per legal count vector, each accepted', () => {
    let s = dealt(4, makeDeal(4, []), 0);
    s = run(s, [
      [1, predict({ blue: 3, red: 5 })],
      [2, predict({ red: 1 }, steal('red', 1))],
    ]);
    const legal = siegelGame.legalActions(s, 3);
    expect(legal[0]).toEqual({ type: 'saboteur' });
    const keys = legal.map((a) => (a.type === 'predict' ? JSON.stringify(a.seals) : a.type));
    expect(new Set(keys).size).toBe(legal.length);
    // red ≤ 0 centre + min(5 held, 3 whites), yellow/green/violet ≤ 3, blue ≤ 0 + 3: counted by hand.
    let expected = 0;
    for (let r = 0; r <= 3; r++) for (let b = 0; b <= 3; b++) if (r + b <= 3) expected += 4 * 4 * 4;
    expect(legal.length - 1).toBe(expected);
    for (const a of legal.slice(0, 400)) expect(siegelGame.apply(s, 3, a).ok).toBe(true);
    const mixed = legal.find((a) => a.type === 'predict' && a.seals.red === 1 && a.seals.blue === 2)!;
    // Canonical victims clockwise from seat 3's left: seat 0 holds nothing, then seat 1, then 2.
    expect(mixed).toEqual(predict({ red: 1, blue: 2 }, [...steal('red', 1), ...steal('blue', 1, 2)]));
  });
});

describe('the course of a game', () => {
  it('the player left of the dealer predicts and leads first; the trick winner leads next', () => {
    const s = dealt(5, makeDeal(5, []), 2);
    expect(siegelGame.next(s)).toEqual({ kind: 'act', seats: [3] });
    const after = run(s, inTurn(3, zero, zero, zero, zero, zero));
    expect(siegelGame.next(after)).toEqual({ kind: 'act', seats: [3] });
    expect(siegelGame.view(after, 3).leader).toBe(3);
  });

  it('rounds: as many as players, six with three; the dealer moves one seat clockwise', () => {
    for (const [players, rounds] of [
      [3, 6],
      [4, 4],
      [5, 5],
    ] as const) {
      let s = siegelGame.newGame(players, { saboteurBase: 4 }, 1);
      const dealers: number[] = [];
      for (let n = siegelGame.next(s); n.kind !== 'over'; n = siegelGame.next(s)) {
        if (n.kind === 'deal') {
          dealers.push(n.dealer);
          const d = siegelGame.deal(s, { hands: makeDeal(players, []) });
          if (!d.ok) throw new Error(words('en', d.error.reason));
          s = d.state;
          continue;
        }
        const seat = n.kind === 'act' ? n.seats[0]! : 0;
        const r = siegelGame.apply(s, seat, siegelGame.legalActions(s, seat).at(-1)!);
        if (!r.ok) throw new Error(words('en', r.error.reason));
        s = r.state;
      }
      expect(dealers).toEqual(Array.from({ length: rounds }, (_, i) => (1 + i) % players));
      expect(siegelGame.roundScores(s)).toHaveLength(rounds);
      const result = siegelGame.result(s)!;
      const best = Math.min(...result.totals);
      expect(result.winners).toEqual(result.totals.flatMap((t, i) => (t === best ? [i] : [])));
    }
  });

  it('equal lowest totals share the win', () => {
    // Everyone predicts nothing and holds no reds… simpler: build the end directly from a finished game.
    let s = siegelGame.newGame(3, { saboteurBase: 4 }, 0);
    s = {
      ...s,
      phase: 'gameOver',
      history: [0, 1, 2, 3, 4, 5].map((i) => ({
        dealer: i % 3,
        saboteur: null,
        predictions: [],
        seals: [seals({ red: 1 }), seals({ red: 1 }), seals({ white: 1 })],
        tricksWon: [5, 5, 5],
        blacksTaken: [0, 0, 0],
        scores: [2, 2, 4],
      })),
    };
    expect(siegelGame.result(s)).toEqual({ totals: [12, 12, 24], winners: [0, 1] });
  });
});
