/**
 * Taking back a move against bots: allowed while nothing hidden was revealed to the person
 * since (bids and predictions of the bots are public), refused after another player's card, a
 * draw of one's own, a new deal, at a table of two people; the record then reads as if the move
 * had never been made, the bots decide again, and the saved game is the shorter one.
 */
import { describe, expect, it } from 'vitest';
import { gameById } from '../../../../../src/main/games';
import { Host } from '../../../../../src/main/host/host';
import { MemorySaveStore } from '../../../../../src/main/host/persistence/memory-save-store';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { TableSession } from '../../../../../src/main/host/table/table-session';
import type { SeatConfig } from '../../../../../src/shared/protocol';
import type { GameId } from '../../../../../src/shared/types';
import { greeted, lastTable } from '../../../../support/host-clients';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { english } from '../../../../support/refusals';
import { words } from '../../../../../src/shared/i18n/format';

const people = (n: number): SeatConfig[] => [
  { name: 'Ada', kind: 'human' },
  ...Array.from({ length: n }, (_, i) => ({ name: `Bot ${i + 1}`, kind: 'bot' as const, level: 'rules' })),
];

async function table(game: GameId, seats: SeatConfig[], firstDealer: number, options = {}) {
  const scheduler = new ManualScheduler();
  const created = TableSession.create({
    game: gameById(game),
    seats,
    options,
    seed: `undo-${game}`,
    firstDealer,
    scheduler,
  });
  if (!created.ok) throw new Error(words('en', created.reason));
  const session = created.session;
  session.start();
  await scheduler.drain();
  return { session, scheduler };
}

/** Ada's first legal action of the given type. */
function first(session: TableSession, type: string) {
  const action = session.legalFor(0).find((a) => a.type === type);
  if (!action) throw new Error(`Ada has no ${type} now: ${JSON.stringify(session.legalFor(0).slice(0, 3))}`);
  return action;
}

describe('undo against bots', () => {
  /** SevenSins from phase 1 (blind, dealer seat 1) to Ada's first bid of phase 2 (dealer seat 2). */
  async function sevensinsPhaseTwo() {
    const t = await table('sevensins', people(2), 1, { phases: 2 });
    for (let guard = 0; guard < 50 && (t.session.snapshot(0).view as { phase: number }).phase < 2; guard++) {
      if (t.session.waitingFor().includes(0)) t.session.act(0, t.session.legalFor(0)[0]!);
      await t.scheduler.drain();
    }
    expect(t.session.waitingFor()).toEqual([0]);
    expect(t.session.legalFor(0).every((a) => a.type === 'bid')).toBe(true);
    return t;
  }

  it('SevenSins phase 1 is blind: after the bids the own card shows, so the bid stays', async () => {
    const { session, scheduler } = await table('sevensins', people(2), 1, { phases: 2 });
    await scheduler.drain();
    if (!session.waitingFor().includes(0)) throw new Error('Ada should bid');
    session.act(0, first(session, 'bid'));
    await scheduler.drain();
    const check = session.undoCheck(0);
    expect(check).toMatchObject({ ok: false, rule: 'undo-revealed' });
  });

  it('SevenSins: a bid is taken back after the bots bid; the record is as if it was never made', async () => {
    // Phase 2, dealer seat 2: Ada bids first, then both bots; then Ada leads.
    const { session, scheduler } = await sevensinsPhaseTwo();
    const before = JSON.stringify(session.record);
    const stepBefore = session.step;
    const bid = session.legalFor(0).find((a) => a.type === 'bid')!;
    expect(session.act(0, bid)).toEqual({ ok: true });
    await scheduler.drain();
    expect(session.waitingFor()).toEqual([0]);
    expect(session.step).toBeGreaterThan(stepBefore + 1);
    expect(session.snapshot(0).canUndo).toBe(true);
    expect(session.undo(0)).toEqual({ ok: true });
    expect(JSON.stringify(session.record)).toBe(before);
    expect(session.step).toBe(stepBefore);
    const snap = session.snapshot(0);
    expect(snap.event).toEqual({ kind: 'start' });
    expect(snap.legal.some((a) => a.type === 'bid')).toBe(true);
    // Ada bids differently; the bots decide again and the game goes on to its end.
    const other = session
      .legalFor(0)
      .filter((a) => a.type === 'bid')
      .at(-1)!;
    expect(session.act(0, other)).toEqual({ ok: true });
    await scheduler.drain();
    const round = session.record.rounds.at(-1)!;
    expect(round.actions.filter((a) => a.seat === 0 && a.type === 'bid')).toHaveLength(1);
  });

  it('SevenSins: refused once a bot has played a card, saying who', async () => {
    const { session, scheduler } = await sevensinsPhaseTwo();
    session.act(0, first(session, 'bid'));
    await scheduler.drain();
    session.act(0, first(session, 'play'));
    await scheduler.drain();
    const check = session.undoCheck(0);
    expect(check).toMatchObject({ ok: false, rule: 'undo-revealed' });
    expect(check.ok || english(check.reason)).toMatch(/Bot \d has played a card since/);
    expect(session.snapshot(0).canUndo).toBe(false);
    const record = JSON.stringify(session.record);
    expect(session.undo(0)).toMatchObject({ ok: false, error: { rule: 'undo-revealed' } });
    expect(JSON.stringify(session.record)).toBe(record);
  });

  it('Siegel: a prediction is taken back after the bots predicted', async () => {
    const { session, scheduler } = await table('siegel', people(2), 2);
    expect(session.waitingFor()).toEqual([0]);
    const before = JSON.stringify(session.record);
    session.act(0, first(session, 'predict'));
    await scheduler.drain();
    expect(session.record.rounds.at(-1)!.actions.length).toBe(3);
    expect(session.undo(0)).toEqual({ ok: true });
    expect(JSON.stringify(session.record)).toBe(before);
    expect(session.waitingFor()).toEqual([0]);
  });

  it('13: a play cannot be taken back, for it drew a card', async () => {
    const { session, scheduler } = await table('dreizehn', people(2), 2);
    expect(session.waitingFor()).toEqual([0]);
    expect(session.undoCheck(0)).toMatchObject({ ok: false, rule: 'undo-nothing' });
    session.act(0, session.legalFor(0)[0]!);
    await scheduler.drain();
    const check = session.undoCheck(0);
    expect(check).toMatchObject({ ok: false, rule: 'undo-revealed' });
  });

  it('is refused at a table of two people, and for nothing done yet', async () => {
    const two: SeatConfig[] = [
      { name: 'Ada', kind: 'human' },
      { name: 'Ben', kind: 'human' },
      { name: 'Bot', kind: 'bot', level: 'rules' },
    ];
    const { session } = await table('siegel', two, 2);
    session.act(0, first(session, 'predict'));
    expect(session.undoCheck(0)).toMatchObject({ ok: false, rule: 'undo-not-alone' });
  });

  it('through the host: the owner only, and the saved game is the shorter record', async () => {
    const scheduler = new ManualScheduler();
    const saves = new MemorySaveStore();
    const host = new Host({ settings: new MemorySettingsStore(), scheduler, saves });
    const ada = greeted(host, 'owner');
    const guest = greeted(host, 'guest');
    host.receive(ada.port, {
      type: 'newTable',
      game: 'siegel',
      seats: people(2),
      options: {},
      firstDealer: 2,
      seed: 'undo-host',
    });
    await scheduler.drain();
    const before = lastTable(ada.inbox)!;
    const predict = before.legal.find((a) => a.type === 'saboteur')!;
    host.receive(ada.port, { type: 'act', action: predict });
    await scheduler.drain();
    expect(lastTable(ada.inbox)!.canUndo).toBe(true);
    host.receive(guest.port, { type: 'undo' });
    expect(guest.last()).toMatchObject({ type: 'refused', rule: 'undo-not-yours' });
    host.receive(ada.port, { type: 'undo' });
    await scheduler.drain();
    const after = lastTable(ada.inbox)!;
    expect(after.step).toBe(before.step);
    expect(after.view).toEqual(before.view);
    expect(after.event).toEqual({ kind: 'start' });
    // What is on disk is the record without the taken-back move.
    const [file] = [...saves.files.entries()].filter(
      ([name]) => !name.includes('prev') && !name.startsWith('.'),
    );
    const saved = JSON.parse(file![1]) as { rounds: { actions: unknown[] }[]; save: { step: number } };
    expect(saved.rounds.at(-1)!.actions).toHaveLength(0);
    expect(saved.save.step).toBe(before.step);
    host.close();
  });
});
