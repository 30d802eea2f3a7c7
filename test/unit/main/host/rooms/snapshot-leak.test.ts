/**
 * What leaves the host for a seat is no richer than that seat's view: the step's event, the legal
 * actions and the card refusals name no card the view does not show. The Abyss `passing` curse
 * is the case that leaked: every client got the card passed between two other seats.
 */
import { describe, expect, it } from 'vitest';
import type { TableSession } from '../../../../../src/main/host/table/table-session';
import type { TableSnapshot } from '../../../../../src/shared/protocol';
import type { GameId, Seat } from '../../../../../src/shared/types';
import { ManualScheduler } from '../../../../support/manual-scheduler';
import { bots } from '../../../../support/seats';
import { newSession } from '../../../../support/sessions';

interface Step {
  /** The action as the record has it (the truth), when the step was an action. */
  recorded: { seat: Seat | null; type: string; [key: string]: unknown } | null;
  /** Per viewer: seats 0…n−1, then the spectator. */
  snapshots: TableSnapshot[];
}

/** Plays a whole all-bot table and collects every viewer's snapshot after every step. */
async function playTable(
  game: GameId,
  players: number,
  seed: string,
  options: Record<string, unknown> = {},
): Promise<{ steps: Step[]; session: TableSession }> {
  const scheduler = new ManualScheduler();
  const session = newSession(game, { seats: bots(players), options, seed, scheduler });
  const steps: Step[] = [];
  const viewers: (Seat | null)[] = [...Array.from({ length: players }, (_, i) => i), null];
  session.subscribe(() => {
    const snapshots = viewers.map((v) => session.snapshot(v));
    const event = snapshots[0]!.event;
    const round = session.record.rounds[session.record.rounds.length - 1];
    const recorded =
      event.kind === 'action' && round ? (round.actions[round.actions.length - 1] ?? null) : null;
    steps.push({ recorded: recorded as Step['recorded'], snapshots });
  });
  session.start();
  await scheduler.drain();
  expect(session.result(), `${game} ${seed} ran to its end`).not.toBeNull();
  return { steps, session };
}

/** Every string in a JSON value (keys included) that is written like a card code (`F7`, `B13`, `SIN`). */
function cardCodes(value: unknown): Set<string> {
  const out = new Set<string>();
  JSON.stringify(value, (key: string, v: unknown) => {
    if (/^[A-Z][A-Z0-9]*$/.test(key)) out.add(key);
    if (typeof v === 'string' && /^[A-Z][A-Z0-9]*$/.test(v)) out.add(v);
    return v;
  });
  return out;
}

describe('snapshots leak no hidden card', () => {
  it('an Abyss pass under the passing curse shows its card only to the passer and, once the cards moved, the receiver', async () => {
    let passes = 0;
    let receiverSaw = 0;
    for (let g = 0; g < 40 && (passes < 8 || receiverSaw < 2); g++) {
      const { steps } = await playTable('abyss', 3 + (g % 4), `leak-abyss-${g}`);
      for (const { recorded, snapshots } of steps) {
        if (!recorded || recorded.type !== 'pass') continue;
        passes++;
        const n = snapshots.length - 1;
        const passer = recorded.seat as Seat;
        const receiver = (passer + 1) % n;
        const done = (snapshots[0]!.view as { passing: { done: boolean } }).passing.done;
        snapshots.forEach((snap, i) => {
          const viewer = i < n ? i : null;
          expect(snap.event.kind).toBe('action');
          if (snap.event.kind !== 'action') return;
          const knows = viewer === passer || (done && viewer === receiver);
          if (knows) {
            expect(snap.event.action).toEqual({ type: 'pass', card: recorded.card });
            if (viewer === receiver) {
              expect((snap.view as { passing: { received: string } }).passing.received).toBe(recorded.card);
            }
            if (viewer === receiver) receiverSaw++;
          } else {
            expect(snap.event.action, `seat ${viewer} learns seat ${passer}'s pass`).toEqual({
              type: 'pass',
            });
          }
        });
      }
    }
    // The seeds are searched: enough games must have drawn the curse for the test to mean something.
    expect(passes).toBeGreaterThanOrEqual(8);
    expect(receiverSaw).toBeGreaterThanOrEqual(2);
  });

  const tables: [GameId, number, Record<string, unknown>][] = [
    ['siegel', 3, {}],
    ['siegel', 5, {}],
    ['dreizehn', 4, {}],
    ['dreizehn', 3, { memoryAid: true }],
    ['sevensins', 4, { phases: 4 }],
    ['sevensins', 7, { phases: 3 }],
    ['abyss', 4, {}],
    ['abyss', 6, {}],
  ];
  for (const [game, players, options] of tables) {
    it(`${game} ${players} players ${JSON.stringify(options)}: event, legal and refusals name only cards the view shows`, async () => {
      const { steps } = await playTable(game, players, `leak-scan-${game}-${players}`, options);
      expect(steps.length).toBeGreaterThan(20);
      for (const [k, { snapshots }] of steps.entries()) {
        for (const snap of snapshots) {
          const seen = cardCodes(snap.view);
          const told = cardCodes({
            event: snap.event,
            legal: snap.legal,
            cardRefusals: snap.cardRefusals,
            result: snap.result,
          });
          const unseen = [...told].filter((c) => !seen.has(c));
          expect(unseen, `step ${k}, seat ${snap.you}: ${JSON.stringify(snap.event)}`).toEqual([]);
        }
      }
    });
  }
});
