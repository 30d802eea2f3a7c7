/**
 * Every lesson (src/main/lessons) against the real rules: its deal is accepted, its script is
 * legal move by move and ends its round, its steps are in order and ask for exactly the person's
 * moves, each alternative a step accepts lets the script play on to the end, every text is there
 * in every language (a key of the lesson's namespace with every parameter its templates use),
 * and every pointer names an element the table shows at that moment.
 */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../../../src/main/games';
import { LESSONS } from '../../../../src/main/lessons';
import { personOf, stepRings, type Lesson, type LessonAction } from '../../../../src/main/lessons/lesson';
import { tableOptions } from '../../../../src/main/engine/options';
import { CATALOG } from '../../../../src/shared/i18n/catalog';
import { hasMessage, words } from '../../../../src/shared/i18n/format';
import { isMessage, msg, type Message } from '../../../../src/shared/i18n/message';
import { LANGUAGES, type Language } from '../../../../src/shared/settings';
import { KITSUNE_RINGS, SIEGEL_PREDICT_RINGS } from '../../../support/lesson-rings';

/**
 * What is wrong with `m` in `lang`: a key the language's file lacks, or a parameter a template
 * uses and the message leaves out (nested messages too). Empty: it words fully.
 */
function wordingProblems(m: Message, lang: Language): string[] {
  if (!hasMessage(m.key)) return [`${m.key}: no such key`];
  const own = CATALOG[lang][m.key];
  if (own === undefined) return [`${m.key}: not in ${lang}`];
  const used = [...own.matchAll(/\{(\w+)(?:\|[^{}|]*)*\}/g)].map((x) => x[1]!);
  const params = m.params ?? {};
  return [
    ...used.filter((name) => !(name in params)).map((name) => `${m.key} (${lang}): {${name}} not given`),
    ...Object.values(params).flatMap((p) => (isMessage(p) ? wordingProblems(p, lang) : [])),
  ];
}

/** The state after the deal and the first `moves` moves (with `swap` in place of the script's move at its index). */
function playTo(lesson: Lesson, moves: number, swap?: { at: number; action: LessonAction }): unknown {
  const game = gameById(lesson.game);
  const fitted = tableOptions(game, lesson.seats.length, lesson.options);
  if (!fitted.ok) throw new Error(words('en', fitted.reason));
  const dealt = game.deal(game.newGame(lesson.seats.length, fitted.options, lesson.firstDealer), lesson.deal);
  if (!dealt.ok) throw new Error(words('en', dealt.error.reason));
  let state: unknown = dealt.state;
  for (let i = 0; i < moves; i++) {
    const move = lesson.script[i]!;
    const next = game.next(state);
    if (next.kind !== 'act' || !next.seats.includes(move.seat))
      throw new Error(`move ${i}: the table waits for ${JSON.stringify(next)}, not seat ${move.seat}`);
    const action = swap && swap.at === i ? swap.action : move.action;
    const applied = game.apply(state, move.seat, action);
    if (!applied.ok)
      throw new Error(`move ${i} (${JSON.stringify(action)}): ${words('en', applied.error.reason)}`);
    state = applied.state;
  }
  return state;
}

describe.each(Object.values(LESSONS))('the $game lesson', (lesson) => {
  const game = gameById(lesson.game);
  const person = personOf(lesson);

  it('has one person among its seats and a deal the rules accept', () => {
    expect(lesson.seats.filter((s) => s.kind === 'human')).toHaveLength(1);
    expect(() => playTo(lesson, 0)).not.toThrow();
  });

  it('plays its script to the end of the round with the rules judging every move', () => {
    const end = playTo(lesson, lesson.script.length);
    expect(game.next(end).kind).not.toBe('act');
    expect(game.invariants(end)).toEqual([]);
  });

  it('has its steps in order, unique, and ends with the round', () => {
    const ids = lesson.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    const ats = lesson.steps.map((s) => s.at);
    expect([...ats].sort((a, b) => a - b)).toEqual(ats);
    const last = lesson.steps.at(-1)!;
    expect(last.kind).toBe('end');
    expect(last.at).toBe(lesson.script.length);
    expect(lesson.steps.filter((s) => s.kind === 'end')).toHaveLength(1);
  });

  it('asks for every move of the person, and for no other', () => {
    const personMoves = lesson.script.flatMap((m, i) => (m.seat === person ? [i] : []));
    const asked = lesson.steps.flatMap((s) => (s.kind === 'move' ? [s.at] : []));
    expect(asked).toEqual(personMoves);
    // A move step comes last among the steps at its move: the coach's notes before it are read first.
    for (const step of lesson.steps.filter((s) => s.kind === 'move')) {
      const same = lesson.steps.filter((s) => s.at === step.at);
      expect(same.at(-1)).toBe(step);
    }
  });

  it('speaks every language in every step', () => {
    for (const step of lesson.steps) {
      const texts = [step.text, ...(step.kind === 'move' ? [step.want, step.why] : [])];
      for (const text of texts)
        for (const lang of LANGUAGES) expect(words(lang, text).trim(), `${step.id} ${lang}`).not.toBe('');
    }
  });

  it('names its words by keys of its own namespace, each in every language with every parameter given', () => {
    const ns = new RegExp(`^lesson-${lesson.game}\\.`);
    for (const step of lesson.steps) {
      // A step's words are keyed by its id (a move's instruction and reason may share another step's).
      expect(step.text.key, step.id).toBe(`lesson-${lesson.game}.${step.id}`);
      const own = step.kind === 'move' ? [step.text, step.want, step.why] : [step.text];
      for (const m of own) expect(m.key, step.id).toMatch(ns);
      // A refusal wraps a move step's instruction and reason (src/main/host/coaching/lesson-run.ts).
      const parts = step.kind === 'move' ? { want: step.want, why: step.why } : null;
      const refusals = parts
        ? [msg('lesson.refuse.notThis', parts), msg('lesson.refuse.againstRules', parts)]
        : [];
      for (const m of [...own, ...refusals])
        for (const lang of LANGUAGES) {
          expect(wordingProblems(m, lang), `${step.id} ${lang}`).toEqual([]);
          // Worded, no placeholder is left over.
          expect(words(lang, m), `${step.id} ${lang}`).not.toMatch(/\{\w+(\|[^{}]*)?\}/);
        }
    }
  });

  it('has no words in its namespace that no step says', () => {
    const said = new Set<string>(
      lesson.steps.flatMap((s) => [s.text.key, ...(s.kind === 'move' ? [s.want.key, s.why.key] : [])]),
    );
    const prefix = `lesson-${lesson.game}.`;
    const keys = Object.keys(CATALOG.en).filter((k) => k.startsWith(prefix));
    expect(keys.filter((k) => !said.has(k))).toEqual([]);
  });

  it('points only at elements the table shows at that step', () => {
    for (const step of lesson.steps) {
      const view = game.view(playTo(lesson, step.at), person);
      const shown = lesson.elements(view, person);
      const rings = stepRings(lesson, step);
      for (const point of rings.points) expect(shown, `${step.id} points at ${point}`).toContain(point);
      for (const id of Object.keys(rings.badges ?? {})) expect(rings.points).toContain(id);
      // A move step points at what carries the move out (13: the card and its target).
      if (step.kind === 'move') expect(rings.points.length).toBeGreaterThan(0);
    }
  });

  it('rings on a move step only the controls that make its move', () => {
    const control =
      /^(hand\.|target:|bid:\d+$|trump:|return:|predict:\w+:\+$|predict:saboteur$|confirm$|jump:|scale:)/;
    for (const step of lesson.steps) {
      if (step.kind !== 'move') continue;
      const action = lesson.script[step.at]!.action;
      const rings = stepRings(lesson, step);
      for (const id of rings.points) expect(id, step.id).toMatch(control);
      // The card rung is the card the move plays, and no other card of the hand.
      const cards = rings.points.filter((id) => id.startsWith('hand.'));
      if (typeof action.card === 'string') expect(cards, step.id).toEqual([`hand.${action.card}`]);
      else expect(cards, step.id).toEqual([]);
      // A Kitsune's form is chosen in the dialog the card opens: the ring moves there.
      if (typeof action.as === 'string') expect(rings.then, step.id).toEqual([`kitsune:${action.as}`]);
      else expect(rings.then, step.id).toBeUndefined();
    }
  });

  it('accepts only legal moves, and the script plays on from each alternative', () => {
    for (const step of lesson.steps) {
      if (step.kind !== 'move') continue;
      const legal = game.legalActions(playTo(lesson, step.at), person) as LessonAction[];
      const accepted = [lesson.script[step.at]!.action, ...(step.alternatives ?? [])];
      for (const action of accepted) {
        expect(legal, `${step.id}: ${JSON.stringify(action)}`).toContainEqual(action);
        const end = playTo(lesson, lesson.script.length, { at: step.at, action });
        expect(game.next(end).kind).not.toBe('act');
      }
      // There is something else to try, or the step would teach no choice; only a move the rules
      // force (a trick game's last card) stands alone.
      if (legal.length > 1) expect(legal.length, step.id).toBeGreaterThan(accepted.length);
    }
  });
});

describe('the rings of single steps', () => {
  const ringsAt = (game: string, id: string) => {
    const lesson = LESSONS[game as keyof typeof LESSONS]!;
    return stepRings(
      lesson,
      lesson.steps.find((s) => s.id === id)!,
    );
  };

  it('Abyss: leading the air 4 rings the air 4 alone, not the Kitsune kept back', () => {
    expect(ringsAt('abyss', 'lead-air')).toEqual({ points: ['hand.A4'] });
  });

  it('Siegel: the return rings the green seal to give back, not red', () => {
    expect(ringsAt('siegel', 'return')).toEqual({ points: ['return:green'] });
  });

  it('Siegel: the prediction rings each "+" with the count to reach, then Confirm', () => {
    expect(ringsAt('siegel', 'predict')).toEqual(SIEGEL_PREDICT_RINGS);
  });

  it('SevenSins and Abyss: the Kitsune rings the card, then Sin once its dialog opens', () => {
    expect(ringsAt('sevensins', 'kitsune')).toEqual(KITSUNE_RINGS);
    expect(ringsAt('abyss', 'kitsune')).toEqual(KITSUNE_RINGS);
  });

  it('13: a move rings its card and its target only', () => {
    expect(ringsAt('dreizehn', 'keep-off').points).toHaveLength(2);
    expect(ringsAt('dreizehn', 'most').points).toEqual(['hand.G4', expect.stringMatching(/^target:/)]);
  });
});

describe('the 13 lesson', () => {
  it('ends with the person scoring 0: the most green, as the coach says', () => {
    const lesson = LESSONS.dreizehn!;
    const end = playTo(lesson, lesson.script.length) as {
      history: { scores: number[]; taken: string[][] }[];
    };
    const round = end.history[0]!;
    expect(round.scores[0]).toBe(0);
    expect(round.taken[0]!.filter((c) => c.startsWith('G'))).toHaveLength(7);
  });
});
