/**
 * Hot-seat: several people at one computer. The host's own client plays whichever person's turn
 * it is, each snapshot is built from that person's view only, a move meant for the person
 * before is refused, and a guest still sees no hand.
 */
import { describe, expect, it } from 'vitest';
import type { SeatConfig } from '../../../../../src/shared/protocol';
import { greeted, lastTable, manualHost } from '../../../../support/host-clients';

const seats: SeatConfig[] = [
  { name: 'Ada', kind: 'human' },
  { name: 'Ben', kind: 'human' },
  { name: 'Bot', kind: 'bot', level: 'rules' },
];

describe('hot-seat', () => {
  it('the owner plays whoever is to act, seeing only that seat; stale moves are refused', async () => {
    const { host, scheduler } = manualHost();
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

/**
 * Whole hot-seat games: two people and a bot, the device acting for whoever is asked, with the
 * seat it was shown. SevenSins' blind first phase (each person sees the others' cards, never
 * their own) and Abyss's simultaneous passing (one person after the other) go through the same
 * per-person snapshots.
 */
async function playHotseat(game: 'sevensins' | 'abyss', seed: string, options: Record<string, unknown>) {
  const { host, scheduler } = manualHost();
  const device = greeted(host, 'owner');
  host.receive(device.port, { type: 'newTable', game, seats, options, firstDealer: 0, seed });
  await scheduler.drain();
  let moves = 0;
  for (let guard = 0; guard < 5000; guard++) {
    const snap = lastTable(device.inbox)!;
    if (snap.result) break;
    expect(snap.you === 0 || snap.you === 1).toBe(true);
    // The device is shown the person whose turn it is (or the last one while the bot moves).
    const people = snap.waitingFor.filter((s) => s === 0 || s === 1);
    if (people.length > 0) expect(people).toContain(snap.you);
    const view = snap.view as { hands?: (string[] | null)[] };
    // In Abyss the person shown sees no other hand, unless the Open Hands curse lies open.
    if (game === 'abyss' && !JSON.stringify(view).includes('openHands')) {
      for (const [seat, hand] of (view.hands ?? []).entries()) if (seat !== snap.you) expect(hand).toBeNull();
    }
    const action = snap.legal[0];
    if (!action) {
      await scheduler.drain();
      continue;
    }
    host.receive(device.port, { type: 'act', action, seat: snap.you });
    moves++;
    await scheduler.drain();
  }
  const record = host.currentRecord()!;
  host.close();
  return { record, moves, final: lastTable(device.inbox)! };
}

describe('hot-seat through whole games', () => {
  it('SevenSins: the blind phase hides each person their own card, the game ends', async () => {
    const { host, scheduler } = manualHost();
    const device = greeted(host, 'owner');
    host.receive(device.port, {
      type: 'newTable',
      game: 'sevensins',
      seats,
      options: { phases: 2 },
      firstDealer: 2,
      seed: 'hotseat-blind',
    });
    await scheduler.drain();
    // Phase 1 is blind: the person asked sees the other two cards and not their own.
    const blind = lastTable(device.inbox)!;
    const view = blind.view as { hand: string[] | null; hands: (string[] | null)[] };
    expect(blind.you === 0 || blind.you === 1).toBe(true);
    expect(view.hand).toBeNull();
    expect(view.hands[blind.you!]).toBeNull();
    expect(view.hands.filter((h) => h !== null)).toHaveLength(2);
    host.close();
    const { final, moves } = await playHotseat('sevensins', 'hotseat-blind', { phases: 2 });
    expect(final.result).not.toBeNull();
    expect(moves).toBeGreaterThan(4);
  });

  it('Abyss: both people pass one after the other when the passing curse is drawn, the game ends', async () => {
    let passed = false;
    for (const seed of ['hotseat-abyss-1', 'hotseat-abyss-2', 'hotseat-abyss-3', 'hotseat-abyss-4']) {
      const { record, final } = await playHotseat('abyss', seed, {});
      expect(final.result, seed).not.toBeNull();
      const passes = record.rounds.flatMap((r) => r.actions.filter((a) => a.type === 'pass'));
      if (passes.some((a) => a.seat === 0) && passes.some((a) => a.seat === 1)) passed = true;
      if (passed) break;
    }
    expect(passed).toBe(true);
  });
});
