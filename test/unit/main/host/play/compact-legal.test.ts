/**
 * A client gets the legal actions in compact form where the full list is long: a Siegel
 * prediction is one `{type: 'predict'}` entry standing for "any prediction within
 * view.prediction", not a thousand count vectors. Bots and hints still get the full list.
 */
import { describe, expect, it } from 'vitest';
import {
  predictionProblem,
  type PredictAction,
  type PredictionChoices,
  type SiegelView,
} from '../../../../../src/shared/games/siegel';
import type { BotRunner } from '../../../../../src/main/ai/runner';
import { Host } from '../../../../../src/main/host/host';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import { gameById } from '../../../../../src/main/games';
import { TableSession } from '../../../../../src/main/host/table/table-session';
import { PROTOCOL_VERSION, type HostMessage, type SeatConfig } from '../../../../../src/shared/protocol';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { words } from '../../../../../src/shared/i18n/format';

const people = (n: number): SeatConfig[] =>
  Array.from({ length: n }, (_, i) => ({ name: `P${i}`, kind: 'human' as const }));

/** A 5-player Siegel table where seat 0 predicts first (the dealer is seat 4). */
function predictionTable(): TableSession {
  const created = TableSession.create({
    game: gameById('siegel'),
    seats: people(5),
    options: {},
    seed: 'compact-legal',
    firstDealer: 4,
    scheduler: new ManualScheduler(),
  });
  if (!created.ok) throw new Error(words('en', created.reason));
  created.session.start();
  return created.session;
}

describe('compact legal actions', () => {
  it('a 5-player Siegel prediction snapshot is small: the saboteur and one predict entry', () => {
    const session = predictionTable();
    expect(session.waitingFor()).toEqual([0]);
    const snapshot = session.snapshot(0);
    const bytes = JSON.stringify(snapshot).length;
    // Was about 150 KB with every predict vector listed.
    expect(bytes).toBeLessThan(8 * 1024);
    expect(snapshot.legal).toEqual([{ type: 'saboteur' }, { type: 'predict' }]);
    const full = session.legalFor(0);
    expect(full.length).toBeGreaterThan(1000);
    expect(new Set(full.map((a) => a.type))).toEqual(new Set(['saboteur', 'predict']));
  });

  it('the host accepts every legal prediction, each within view.prediction', () => {
    const choices = (predictionTable().snapshot(0).view as SiegelView).prediction as PredictionChoices;
    const full = predictionTable().legalFor(0);
    for (const action of full) {
      if (action.type === 'predict') {
        const { seals, steals } = action as unknown as PredictAction;
        expect(predictionProblem(choices, seals, steals ?? [])).toBeNull();
      }
      const session = predictionTable();
      expect(session.act(0, action), JSON.stringify(action)).toEqual({ ok: true });
    }
  });

  it('other decisions are sent in full, and seats not to act get nothing', () => {
    const session = predictionTable();
    expect(session.snapshot(1).legal).toEqual([]);
    expect(session.legalFor(1)).toEqual([]);
    expect(session.act(0, { type: 'saboteur' })).toEqual({ ok: true });
    // Seat 1 predicts without the saboteur: one predict entry only.
    expect(session.snapshot(1).legal).toEqual([{ type: 'predict' }]);
  });

  it('a hint asks the bot with the full list, and its prediction names the seals', async () => {
    const asked: number[] = [];
    const runner: BotRunner = {
      decide(_bot, request) {
        asked.push(request.legal.length);
        return Promise.resolve(request.legal[request.legal.length - 1]!);
      },
    };
    const scheduler = new ManualScheduler();
    const host = new Host({ settings: new MemorySettingsStore(), scheduler, botRunner: runner });
    const inbox: HostMessage[] = [];
    const port = { send: (m: HostMessage) => inbox.push(m) };
    host.connect(port, 'owner');
    host.receive(port, { type: 'hello', version: PROTOCOL_VERSION });
    host.receive(port, {
      type: 'newTable',
      game: 'siegel',
      seats: people(5),
      firstDealer: 4,
      seed: 'compact-hint',
    });
    await scheduler.drain();
    host.receive(port, { type: 'hint' });
    await scheduler.drain();
    expect(asked).toEqual([expect.any(Number)]);
    expect(asked[0]).toBeGreaterThan(1000);
    const hint = inbox.find((m) => m.type === 'hint');
    expect(hint).toMatchObject({ type: 'hint', action: { type: 'predict', seals: expect.any(Object) } });
    host.close();
  });
});
