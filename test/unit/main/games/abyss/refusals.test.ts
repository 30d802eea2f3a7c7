/** Every kind of illegal action is refused with its rule id and a reason, and changes nothing. */
import { describe, expect, it } from 'vitest';
import type { AbyssAction } from '../../../../../src/shared/games/abyss';
import { abyssGame as g } from '../../../../../src/main/games/abyss/game';
import type { AbyssState } from '../../../../../src/main/games/abyss/state';
import { deepFreeze } from '../../../../support/deep';
import { jump, play, run, setup, LOW, MID } from './helpers';
import { hasMessage, words } from '../../../../../src/shared/i18n/format';

/** The thirteens with the Kitsune for space. */
const HIGH = ['W13', 'E13', 'F13', 'A13', 'KITSUNE'];

function refused(state: AbyssState, seat: number | null, action: AbyssAction): string {
  const frozen = deepFreeze(structuredClone(state));
  const before = JSON.stringify(frozen);
  const r = g.apply(frozen, seat, action);
  expect(JSON.stringify(frozen)).toBe(before);
  if (r.ok) return 'accepted';
  expect(hasMessage(r.error.reason.key)).toBe(true);
  expect(words('en', r.error.reason).length).toBeGreaterThan(10);
  return r.error.rule;
}

describe('refusals', () => {
  const start = setup({ hands: [LOW, HIGH, MID] });

  it('playing out of turn, or as a seat that does not exist', () => {
    expect(refused(start, 1, { type: 'play', card: 'W13' })).toBe('not-your-turn');
    expect(refused(start, 7, { type: 'play', card: 'W1' })).toBe('unknown-seat');
    expect(refused(start, -1, { type: 'play', card: 'W1' })).toBe('unknown-seat');
    expect(refused(start, null, { type: 'play', card: 'W1' })).toBe('seat-required');
  });

  it('unknown cards, cards not in hand, a Kitsune without its form, a form for another card', () => {
    expect(refused(start, 0, { type: 'play', card: 'W14' })).toBe('unknown-card');
    expect(refused(start, 0, { type: 'play', card: 'W13' })).toBe('not-in-hand');
    expect(refused(start, 0, { type: 'play', card: 'W1', as: 'sin' })).toBe('kitsune-as');
    const s = run(start, [play(0, 'S1')]);
    expect(refused(s, 1, { type: 'play', card: 'KITSUNE' })).toBe('kitsune-as');
    expect(refused(s, 1, { type: 'play', card: 'KITSUNE', as: 'tanuki' })).toBe('accepted');
  });

  it('not following', () => {
    const s = run(start, [play(0, 'W1')]);
    expect(refused(s, 1, { type: 'play', card: 'E13' })).toBe('must-follow');
    expect(refused(s, 1, { type: 'play', card: 'W13' })).toBe('accepted');
  });

  it('actions of the wrong kind for the moment', () => {
    expect(refused(start, 0, { type: 'jump', jump: true })).toBe('out-of-phase');
    expect(refused(start, 0, { type: 'scale', pass: true })).toBe('out-of-phase');
    expect(refused(start, 0, { type: 'pass', card: 'W1' })).toBe('out-of-phase');
    const j = run(setup({ hands: [HIGH, LOW, MID], positions: [0, 1, 0] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(j.stage).toBe('jump');
    expect(refused(j, 0, { type: 'play', card: 'E13' })).toBe('out-of-phase');
    expect(refused(j, 1, { type: 'jump', jump: true })).toBe('not-your-turn');
  });

  it('curse draws: only by chance, only when due, only curses still in the deck', () => {
    expect(refused(start, null, { type: 'curse', curse: 'mirror' })).toBe('no-curse-draw');
    const c = run(setup({ hands: [HIGH, LOW, MID], positions: [4, 0, 0] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(g.next(c)).toEqual({ kind: 'chance' });
    expect(refused(c, 0, { type: 'curse', curse: 'mirror' })).toBe('chance-action');
    expect(refused(c, null, { type: 'curse', curse: 'plague' })).toBe('unknown-curse');
    expect(refused(c, 0, { type: 'play', card: 'E13' })).toBe('awaiting-curse');
    const drawn = setup({
      hands: [HIGH, LOW, MID],
      positions: [4, 0, 0],
      curses: ['mirror'],
      triggered: [10],
    });
    const d = run(drawn, [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')]);
    expect(refused(d, null, { type: 'curse', curse: 'mirror' })).toBe('curse-drawn');
    expect(refused(d, null, { type: 'curse', curse: 'storm' })).toBe('accepted');
  });

  it('scale choices: exactly one choice, a new element, two occupied places', () => {
    const s = run(setup({ hands: [HIGH, LOW, MID], positions: [1, 0, 0], scale: ['fire', 'air'] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(s.stage).toBe('scale');
    expect(refused(s, 0, { type: 'scale' })).toBe('scale-choice');
    expect(refused(s, 0, { type: 'scale', add: 'water', pass: true })).toBe('scale-choice');
    expect(refused(s, 0, { type: 'scale', add: 'water', pass: false })).toBe('scale-choice');
    expect(refused(s, 0, { type: 'scale', pass: false })).toBe('scale-choice');
    expect(refused(s, 0, { type: 'scale', add: 'fire' })).toBe('scale-has-element');
    expect(refused(s, 0, { type: 'scale', swap: [0, 2] })).toBe('scale-swap');
    expect(refused(s, 0, { type: 'scale', swap: [1, 1] })).toBe('scale-swap');
    expect(refused(s, 0, { type: 'scale', swap: [-1, 0] })).toBe('scale-swap');
    expect(refused(s, 1, { type: 'scale', pass: true })).toBe('not-your-turn');
    expect(refused(s, 0, { type: 'scale', swap: [1, 0] })).toBe('accepted');
    const full = run(
      setup({
        hands: [HIGH, LOW, MID],
        positions: [1, 0, 0],
        scale: ['fire', 'air', 'water', 'earth', 'space'],
      }),
      [play(0, 'W13'), play(1, 'W1'), play(2, 'W2')],
    );
    expect(refused(full, 0, { type: 'scale', add: 'fire' })).toBe('scale-has-element');
  });

  it('passing: a card held, once per seat', () => {
    const s = setup({ hands: [LOW, HIGH, MID], curses: ['passing'] });
    expect(refused(s, 0, { type: 'pass', card: 'W13' })).toBe('not-in-hand');
    expect(refused(s, 0, { type: 'pass', card: 'Q1' })).toBe('unknown-card');
    const t = run(s, [[0, { type: 'pass', card: 'W1' }]]);
    expect(refused(t, 0, { type: 'pass', card: 'E1' })).toBe('already-chosen');
  });

  it('nothing is accepted while a deal is due or after the end', () => {
    const fresh = g.newGame(3, {}, 0);
    expect(refused(fresh, 0, { type: 'play', card: 'W1' })).toBe('awaiting-deal');
    const over = run(setup({ hands: [HIGH, LOW, MID], positions: [19, 0, 0] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(refused(over, 0, { type: 'play', card: 'E13' })).toBe('game-over');
    expect(refused(over, null, { type: 'curse', curse: 'mirror' })).toBe('game-over');
  });

  it('the jump decision belongs to the moving figure', () => {
    const j = run(setup({ hands: [HIGH, LOW, MID], positions: [0, 1, 0] }), [
      play(0, 'W13'),
      play(1, 'W1'),
      play(2, 'W2'),
    ]);
    expect(refused(j, 2, { type: 'jump', jump: false })).toBe('not-your-turn');
    expect(run(j, [jump(0, false)]).positions).toEqual([1, 1, 0]);
  });
});
