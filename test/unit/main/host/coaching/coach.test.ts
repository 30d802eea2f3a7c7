/**
 * The live coach: with the setting on, each of the person's decisions that had a choice is
 * weighed from their own view (nothing else goes to the judge), a clear mistake becomes a mark
 * in their snapshot only, an undo takes the mark away with the move, and with the setting off
 * nothing is weighed or shown.
 */
import { describe, expect, it } from 'vitest';
import type { DecisionEvaluation, DecisionInput } from '../../../../../src/main/analysis/evaluate';
import { verdict } from '../../../../support/judge';
import type { StoppableRunner } from '../../../../../src/main/host/replays/analyses';
import { gameById } from '../../../../../src/main/games';
import { Host } from '../../../../../src/main/host/host';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { DEFAULT_SETTINGS } from '../../../../../src/shared/settings';
import { greeted, lastTable, newTable } from '../../../../support/host-clients';
import { ManualScheduler } from '../../../../support/manual-scheduler';

/** A judge that calls every choice a mistake by 3 (best: the first other legal action), and records what it was given. */
function fakeJudge(): StoppableRunner & { inputs: DecisionInput[] } {
  const inputs: DecisionInput[] = [];
  return {
    inputs,
    evaluate(input): Promise<DecisionEvaluation> {
      inputs.push(input);
      const best = input.legal.find((a) => JSON.stringify(a) !== JSON.stringify(input.chosen))!;
      const answer = verdict(best, input.legal.length, { chosen: -5, best: -2, ci95: [1, 5] });
      return new Promise((resolve) => setImmediate(() => resolve(answer)));
    },
    close: () => Promise.resolve(),
  };
}

async function settle(scheduler: ManualScheduler): Promise<void> {
  for (let i = 0; i < 5; i++) {
    await scheduler.drain();
    await new Promise((r) => setImmediate(r));
  }
}

function setup(coachOn: boolean) {
  const scheduler = new ManualScheduler();
  const judge = fakeJudge();
  const settings = new MemorySettingsStore({ coach: coachOn });
  const host = new Host({ settings, scheduler, coach: judge });
  const owner = greeted(host, 'owner');
  const guest = greeted(host, 'guest');
  host.receive(owner.port, newTable('siegel', { firstDealer: 2, seed: 'coach' }));
  return { host, scheduler, judge, owner, guest };
}

describe('the live coach', () => {
  it('marks a mistake in the person’s snapshot, judged from their view alone; an undo takes it away', async () => {
    const { host, scheduler, judge, owner, guest } = setup(true);
    await settle(scheduler);
    let table = lastTable(owner.inbox)!;
    expect(table.coach).toEqual({ seat: 0, marks: [], judged: 0, pending: 0 });
    // Ada predicts first (the bots' predictions after it are public: the move may be taken back).
    const chosen = { type: 'predict', seals: { red: 1 }, steals: [] };
    host.receive(owner.port, { type: 'act', action: chosen });
    await settle(scheduler);
    // The judge got the person's view before the move, the legal actions and the move.
    expect(judge.inputs).toHaveLength(1);
    const input = judge.inputs[0]!;
    const game = gameById('siegel');
    expect(input.seat).toBe(0);
    expect(input.chosen).toEqual(chosen);
    expect(Object.keys(input).sort()).toEqual(['budget', 'chosen', 'game', 'legal', 'seat', 'seed', 'view']);
    expect(JSON.stringify(input.view)).not.toContain('"hands"');
    expect(input.legal.length).toBeGreaterThan(1);
    table = lastTable(owner.inbox)!;
    expect(table.coach!.judged).toBe(1);
    expect(table.coach!.marks).toHaveLength(1);
    expect(table.coach!.marks[0]).toMatchObject({ round: 1, action: 0, chosen, loss: 3, mistake: true });
    expect(game.id).toBe('siegel');
    // Nobody else hears of it.
    expect(guest.inbox.some((m) => m.type === 'table' && m.table.coach !== undefined)).toBe(false);
    // See the mark, take the move back: the mark goes with it.
    expect(table.canUndo).toBe(true);
    host.receive(owner.port, { type: 'undo' });
    await settle(scheduler);
    expect(lastTable(owner.inbox)!.coach!.marks).toEqual([]);
    // The setting off: the marks leave the snapshot at once, and nothing more is weighed.
    host.receive(owner.port, { type: 'setSettings', settings: { coach: false } });
    await settle(scheduler);
    expect(lastTable(owner.inbox)!.coach).toBeUndefined();
    host.receive(owner.port, { type: 'act', action: chosen });
    await settle(scheduler);
    expect(judge.inputs).toHaveLength(1);
    host.close();
  });

  it('weighs nothing while the setting is off (the default)', async () => {
    const { host, scheduler, judge, owner } = setup(false);
    await settle(scheduler);
    host.receive(owner.port, { type: 'act', action: { type: 'predict', seals: {}, steals: [] } });
    await settle(scheduler);
    expect(lastTable(owner.inbox)!.view).toMatchObject({ phase: 'play' });
    expect(judge.inputs).toEqual([]);
    expect(lastTable(owner.inbox)!.coach).toBeUndefined();
    expect(DEFAULT_SETTINGS.coach).toBe(false);
    host.close();
  });
});
