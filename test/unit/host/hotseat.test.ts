/**
 * Hot-seat: several people at one computer. The host's own client plays whichever person's turn
 * it is, each snapshot is built from that person's view only, a move meant for the person
 * before is refused, and a guest still sees no hand.
 */
import { describe, expect, it } from 'vitest';
import { Host } from '../../../src/main/host/host';
import { MemorySettingsStore } from '../../../src/main/host/settings-store';
import type { SeatConfig } from '../../../src/shared/protocol';
import { greeted, lastTable } from '../../support/host-clients';
import { ManualScheduler } from '../../support/manual-scheduler';

const seats: SeatConfig[] = [
  { name: 'Ada', kind: 'human' },
  { name: 'Ben', kind: 'human' },
  { name: 'Bot', kind: 'bot', level: 'rules' },
];

describe('hot-seat', () => {
  it('the owner plays whoever is to act, seeing only that seat; stale moves are refused', async () => {
    const scheduler = new ManualScheduler();
    const host = new Host({
      settings: new MemorySettingsStore(),
      scheduler,
      botDelays: { slow: 0, normal: 0, fast: 0, instant: 0 },
    });
    const device = greeted(host, 'owner');
    const guest = greeted(host, 'guest');
    host.receive(device.port, {
      type: 'newTable',
      game: 'siegel',
      seats,
      options: {},
      firstDealer: 2,
      seed: 'hotseat',
    });
    await scheduler.drain();
    // Siegel: Ada predicts first, then Ben, then the bot.
    let snap = lastTable(device.inbox)!;
    expect(snap.you).toBe(0);
    expect(snap.waitingFor).toEqual([0]);
    const adaHand = (snap.view as { hand: string[] }).hand;
    host.receive(device.port, {
      type: 'act',
      action: snap.legal.find((a) => a.type === 'saboteur')!,
      seat: 0,
    });
    await scheduler.drain();
    snap = lastTable(device.inbox)!;
    expect(snap.you).toBe(1);
    expect(snap.waitingFor).toEqual([1]);
    const benHand = (snap.view as { hand: string[] }).hand;
    expect(benHand).not.toEqual(adaHand);
    // Nothing of Ada's hand in Ben's snapshot.
    const text = JSON.stringify(snap);
    for (const card of adaHand) expect(text).not.toContain(`"${card}"`);
    // A second click meant for Ada arrives late: refused, nothing changes.
    const step = snap.step;
    host.receive(device.port, { type: 'act', action: { type: 'predict', seals: {} }, seat: 0 });
    expect(device.last()).toMatchObject({ type: 'refused', rule: 'stale-seat' });
    expect(lastTable(device.inbox)!.step).toBe(step);
    // Ben predicts; the guest never sees a hand.
    host.receive(device.port, { type: 'act', action: { type: 'predict', seals: {} }, seat: 1 });
    await scheduler.drain();
    const watched = lastTable(guest.inbox)!;
    expect(watched.you).toBeNull();
    expect((watched.view as { hand?: unknown[] | null }).hand ?? []).toEqual([]);
    // Undo is only for one person against bots.
    host.receive(device.port, { type: 'undo' });
    expect(device.last()).toMatchObject({ type: 'refused', rule: 'undo-not-alone' });
    host.close();
  });
});
