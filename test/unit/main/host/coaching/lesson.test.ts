/**
 * "Learn to play" through the host: the lesson is a table whose bots wait for the coach, whose
 * person may make only the coach's move (another is refused with the reason and changes
 * nothing), which takes nothing back, saves nothing, and stops after its one round; a real game
 * opens after it as usual.
 */
import { describe, expect, it } from 'vitest';
import { words } from '../../../../../src/shared/i18n/format';
import type { Message } from '../../../../../src/shared/i18n/message';
import type { HostMessage, TableSnapshot } from '../../../../../src/shared/protocol';
import { LANGUAGES } from '../../../../../src/shared/settings';
import { GAME_IDS } from '../../../../../src/shared/types';
import { lessonGames } from '../../../../../src/main/lessons';
import { dreizehnLesson } from '../../../../../src/main/lessons/dreizehn';
import { greeted, lastTable, manualHost } from '../../../../support/host-clients';
import { KITSUNE_RINGS, SIEGEL_PREDICT_RINGS } from '../../../../support/lesson-rings';
import type { ManualScheduler } from '../../../../support/manual-scheduler';
import { bot, human } from '../../../../support/seats';

async function settle(scheduler: ManualScheduler): Promise<void> {
  for (let i = 0; i < 3; i++) {
    await scheduler.drain();
    await new Promise((r) => setImmediate(r));
  }
}

function refusals(inbox: readonly HostMessage[]): Extract<HostMessage, { type: 'refused' }>[] {
  return inbox.flatMap((m) => (m.type === 'refused' ? [m] : []));
}

/** The parts of a snapshot a refused move must leave as they were. */
function board(t: TableSnapshot): unknown {
  return { step: t.step, view: t.view, legal: t.legal, waitingFor: t.waitingFor };
}

async function setup() {
  const { host, scheduler } = manualHost();
  const owner = greeted(host, 'owner');
  host.receive(owner.port, { type: 'newLesson', game: 'dreizehn' });
  await settle(scheduler);
  const table = (): TableSnapshot => lastTable(owner.inbox)!;
  const next = async (): Promise<void> => {
    host.receive(owner.port, { type: 'lessonNext', step: table().lesson!.index });
    await settle(scheduler);
  };
  const act = async (action: Record<string, unknown>): Promise<void> => {
    host.receive(owner.port, { type: 'act', action: { type: 'play', ...action }, seat: 0 });
    await settle(scheduler);
  };
  return { host, scheduler, owner, table, next, act };
}

describe('a lesson at the host', () => {
  it('is offered in the catalog', () => {
    const { host } = manualHost();
    const owner = greeted(host, 'owner');
    const welcome = owner.inbox.find((m) => m.type === 'welcome');
    expect(welcome?.type === 'welcome' && welcome.catalog.lessons).toEqual(lessonGames());
    expect(lessonGames()).toContain('dreizehn');
  });

  it('opens on its deal with the coach’s first note; the table waits for Next', async () => {
    const { host, owner, table, next, scheduler } = await setup();
    const first = table();
    expect(first.event.kind).toBe('start');
    expect(first.seats.map((s) => s.name)).toEqual(['Spieler', 'Anna', 'Ben', 'Clara']);
    // The bots are the lesson's scripted players, not a level of play.
    expect(first.seats.map((s) => s.level)).toEqual([undefined, 'lesson', 'lesson', 'lesson']);
    expect(first.lesson).toMatchObject({ game: 'dreizehn', id: 'welcome', index: 0, kind: 'next' });
    expect(first.lesson!.count).toBe(dreizehnLesson.steps.length);
    expect(first.lesson!.text).toEqual({ key: 'lesson-dreizehn.welcome' });
    expect(words('de', first.lesson!.text!)).toMatch(/Willkommen/);
    // Anna would begin; she waits while the coach explains.
    expect(first.waitingFor).toEqual([1]);
    await settle(scheduler);
    expect(table().step).toBe(first.step);
    expect(first.legal).toEqual([]);
    expect(first.canUndo).toBe(false);
    expect(host.currentSaveId).toBeNull();
    // Next on an older step (a double click) changes nothing.
    await next();
    const before = table();
    host.receive(owner.port, { type: 'lessonNext', step: 0 });
    await settle(scheduler);
    expect(refusals(owner.inbox).at(-1)?.rule).toBe('lesson-step');
    expect(table().lesson!.id).toBe(before.lesson!.id);
  });

  it('refuses a move that is not the lesson’s with the reason, and changes nothing', async () => {
    const { host, owner, table, next, act } = await setup();
    for (let i = 0; i < 4; i++) await next();
    // The bots played their three cards; now the coach asks for the green 7.
    const asking = table();
    expect(asking.lesson).toMatchObject({ id: 'first', kind: 'move', points: ['hand.G7', 'target:green'] });
    expect(asking.legal.length).toBeGreaterThan(1);
    await act({ card: 'B4', target: 'blue' });
    const refused = refusals(owner.inbox).at(-1)!;
    expect(refused.rule).toBe('lesson-move');
    expect(refused.reason).toMatchObject({ key: 'lesson.refuse.notThis' });
    expect(board(table())).toEqual(board(asking));
    expect(table().lesson!.refusal).toEqual({
      key: 'lesson.refuse.notThis',
      params: { want: { key: 'lesson-dreizehn.first.want' }, why: { key: 'lesson-dreizehn.first.why' } },
    });
    expect(words('de', table().lesson!.refusal!)).toMatch(/^In dieser Lektion: Spiel deine grüne 7/);
    // A move the rules refuse: their reason, and the coach says what would work.
    await act({ card: 'G7', target: 'yellow' });
    expect(refusals(owner.inbox).at(-1)!.rule).toBe('wrong-target');
    expect(board(table())).toEqual(board(asking));
    expect(table().lesson!.refusal!.key).toBe('lesson.refuse.againstRules');
    expect(words('en', table().lesson!.refusal!)).toMatch(
      /^The rules do not allow that move\. In this lesson, play your green 7/,
    );
    // A hint names the coach's move; nothing is taken back.
    host.receive(owner.port, { type: 'hint' });
    expect(owner.inbox.at(-1)).toMatchObject({
      type: 'hint',
      action: { type: 'play', card: 'G7', target: 'green' },
    });
    host.receive(owner.port, { type: 'undo' });
    expect(refusals(owner.inbox).at(-1)!.rule).toBe('lesson-undo');
    // The coach's move is played; the refusal is forgotten.
    await act({ card: 'G7', target: 'green' });
    expect(table().lesson).toMatchObject({ id: 'draw', kind: 'next', refusal: null });
  });

  it('sends the coach’s words and a refusal as keys, not as sentences in every language', async () => {
    const { table, next, act } = await setup();
    const sentences = (m: Message): string[] => LANGUAGES.map((lang) => words(lang, m));
    const welcome = table().lesson!;
    expect(welcome.text).toEqual({ key: 'lesson-dreizehn.welcome' });
    for (const sentence of sentences(welcome.text!)) expect(JSON.stringify(welcome)).not.toContain(sentence);
    for (let i = 0; i < 4; i++) await next();
    await act({ card: 'B4', target: 'blue' });
    const refused = table().lesson!;
    const json = JSON.stringify(refused);
    expect(refused.text).toEqual({ key: 'lesson-dreizehn.first' });
    expect(refused.refusal?.key).toBe('lesson.refuse.notThis');
    const first = dreizehnLesson.steps.find((s) => s.id === 'first')!;
    const said = first.kind === 'move' ? [first.text, first.want, first.why, refused.refusal!] : [];
    expect(said).toHaveLength(4);
    for (const m of said) for (const sentence of sentences(m)) expect(json).not.toContain(sentence);
  });

  it('plays to its end on the coach’s moves, stops after the round, and a real game follows', async () => {
    const { host, owner, table, next, act, scheduler } = await setup();
    const seen: string[] = [];
    for (let guard = 0; guard < 200; guard++) {
      const lesson = table().lesson!;
      if (seen.at(-1) !== lesson.id) seen.push(lesson.id);
      if (lesson.kind === 'end') break;
      if (lesson.kind === 'next') await next();
      else if (lesson.kind === 'move') {
        host.receive(owner.port, { type: 'hint' });
        const hint = owner.inbox.at(-1);
        if (hint?.type !== 'hint') throw new Error(`no hint at ${lesson.id}`);
        await act(hint.action);
      } else await settle(scheduler);
    }
    expect(seen).toEqual(dreizehnLesson.steps.map((s) => s.id));
    const end = table();
    expect(end.lesson).toMatchObject({ id: 'scoring', kind: 'end', points: ['summary'] });
    const view = end.view as { phase: string; history: { scores: number[] }[] };
    expect(view.phase).toBe('deal');
    expect(view.history[0]!.scores).toEqual([0, 20, 3, 2]);
    // No second round is dealt, and the lesson counts nowhere.
    await settle(scheduler);
    expect(table().step).toBe(end.step);
    expect(host.currentRecord()!.rounds).toHaveLength(1);
    expect(refusals(owner.inbox).filter((r) => r.rule !== 'lesson-step')).toEqual([]);
    // Play a real game: a normal table replaces the lesson.
    host.receive(owner.port, {
      type: 'newTable',
      game: 'dreizehn',
      seats: [human('Spieler'), bot('Anna', 'rules'), bot('Ben', 'rules')],
      options: {},
      seed: 'after-the-lesson',
    });
    await settle(scheduler);
    expect(table().lesson).toBeUndefined();
    expect(table().seats).toHaveLength(3);
  });

  it('refuses a move while the coach explains, and ends when the person leaves', async () => {
    const { host, owner, table, act } = await setup();
    const before = table();
    await act({ card: 'G7', target: 'green' });
    expect(refusals(owner.inbox).at(-1)!.rule).toBe('lesson-wait');
    expect(board(table())).toEqual(board(before));
    expect(table().lesson!.refusal).toEqual({ key: 'lesson.refuse.readFirst' });
    expect(words('en', table().lesson!.refusal!)).toMatch(/press Next/);
    const sent = owner.inbox.length;
    host.receive(owner.port, { type: 'leaveTable' });
    expect(owner.inbox.slice(sent)).toContainEqual({ type: 'tableClosed' });
    host.receive(owner.port, { type: 'lessonNext', step: 0 });
    expect(refusals(owner.inbox).at(-1)!.rule).toBe('no-lesson');
  });

  it('rings on a Kitsune step the card, then Sin in the dialog; on a prediction each + with its count', async () => {
    for (const [game, id, rings] of [
      ['sevensins', 'kitsune', KITSUNE_RINGS],
      ['siegel', 'predict', SIEGEL_PREDICT_RINGS],
    ] as const) {
      const { host, scheduler } = manualHost();
      const owner = greeted(host, 'owner');
      host.receive(owner.port, { type: 'newLesson', game });
      await settle(scheduler);
      for (let guard = 0; guard < 200; guard++) {
        const lesson = lastTable(owner.inbox)!.lesson!;
        if (lesson.id === id) break;
        if (lesson.kind === 'next') host.receive(owner.port, { type: 'lessonNext', step: lesson.index });
        else if (lesson.kind === 'move') {
          host.receive(owner.port, { type: 'hint' });
          const hint = owner.inbox.at(-1);
          if (hint?.type !== 'hint') throw new Error(`no hint at ${lesson.id}`);
          host.receive(owner.port, { type: 'act', action: hint.action, seat: 0 });
        }
        await settle(scheduler);
      }
      const view = lastTable(owner.inbox)!.lesson!;
      expect(view, game).toMatchObject({ id, kind: 'move', ...rings });
      host.close();
    }
  });

  it('is the owner’s to open', () => {
    const { host } = manualHost();
    const guest = greeted(host, 'guest');
    host.receive(guest.port, { type: 'newLesson', game: 'dreizehn' });
    expect(refusals(guest.inbox).at(-1)!.rule).toBe('host-only');
    const owner = greeted(host, 'owner');
    const without = GAME_IDS.find((g) => !lessonGames().includes(g));
    if (without) {
      host.receive(owner.port, { type: 'newLesson', game: without });
      expect(refusals(owner.inbox).at(-1)!.rule).toBe('no-lesson');
    }
  });
});
