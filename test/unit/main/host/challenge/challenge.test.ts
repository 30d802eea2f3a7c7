/**
 * The duplicate challenge through the host: three participants play the same SevenSins deals
 * against the same searching bots. Two who play the same cards the same way meet the same bot
 * moves and score the same; the third, playing otherwise, holds the same cards. The board shows
 * a deal's scores only to those who have played it; a participant who drops comes back to its
 * own table with its pass; the challenge ends when all have played every deal, and exports.
 */
import { describe, expect, it } from 'vitest';
import type { ChallengeView, HostMessage, TableSnapshot } from '../../../../../src/shared/protocol';
import type { Host } from '../../../../../src/main/host/host';
import type { ManualScheduler } from '../../../../support/manual-scheduler';
import { MemorySaveStore } from '../../../../../src/main/host/persistence/memory-save-store';
import { moveFor } from '../../../../support/lan-clients';
import { greeted, hello, manualHost, portClient, type PortClient } from '../../../../support/host-clients';

const boardOf = (c: PortClient): ChallengeView | null => {
  for (let i = c.inbox.length - 1; i >= 0; i--) {
    const m = c.inbox[i]!;
    if (m.type === 'challenge') return m.challenge;
  }
  return null;
};
const lastOf = <T extends HostMessage['type']>(c: PortClient, type: T) =>
  c.inbox.filter((m): m is Extract<HostMessage, { type: T }> => m.type === type).at(-1);

/** Plays the client's deal to its end: `pick` chooses among the legal moves. */
async function playDeal(
  host: Host,
  scheduler: ManualScheduler,
  c: PortClient,
  pick: (legal: TableSnapshot['legal']) => TableSnapshot['legal'][number],
): Promise<void> {
  for (let guard = 0; guard < 500; guard++) {
    await scheduler.drain();
    if (boardOf(c)?.you?.dealOver) return;
    const snap = c.tables().at(-1)!;
    if (snap.you === null || !snap.waitingFor.includes(snap.you)) continue;
    const legal = snap.legal.filter((a) => !(a.type === 'predict' && a.seals === undefined));
    const action = legal.length > 0 ? pick(legal) : moveFor(snap)!;
    host.receive(c.port, { type: 'act', action, step: snap.step });
  }
  throw new Error('the deal did not end');
}

const first = (legal: TableSnapshot['legal']) => legal[0]!;
/** A move from a snapshot (Siegel's compact prediction made concrete). */
const move = (snap: TableSnapshot) => moveFor(snap)!;
/** A guest takes part by name. */
const host0 = (host: Host, c: PortClient, name: string): void => {
  host.receive(c.port, { type: 'joinChallenge', name });
  host.receive(c.port, { type: 'challengeDeal' });
};
const lastLegal = (legal: TableSnapshot['legal']) => legal.at(-1)!;

/** The deal's record as the participant's table wrote it: hands and every action with its seat. */
function dealOf(...cs: PortClient[]): { hands: unknown; actions: unknown[] } {
  const snaps = cs.flatMap((c) => c.tables());
  const start = snaps.findIndex((s) => s.event.kind === 'deal');
  // Each step once (a connection that comes back sees the step it left again).
  const steps = new Map(snaps.slice(start + 1).map((s) => [s.step, s.event]));
  const actions = [...steps.values()].filter((e) => e.kind === 'action');
  return { hands: (snaps[start]!.view as { hand: string[] }).hand, actions };
}

describe('the duplicate challenge', () => {
  it('identical play meets identical bots and scores; the board, a drop and the end', async () => {
    const { host, scheduler } = manualHost({ saves: new MemorySaveStore() });
    const owner = greeted(host);
    host.receive(owner.port, {
      type: 'openChallenge',
      game: 'sevensins',
      players: 3,
      deals: 2,
      level: 'easy',
      seed: 'duplicate',
    });
    expect(boardOf(owner)).toMatchObject({ game: 'sevensins', deals: 2, state: 'open', participants: [] });
    const [ada, ben] = [greeted(host, 'guest'), greeted(host, 'guest')];
    const cleo = portClient();
    const dropCleo = host.connect(cleo.port, 'guest');
    host.receive(cleo.port, hello);
    for (const [c, name] of [
      [ada, 'Ada'],
      [ben, 'Ben'],
      [cleo, 'Cleo'],
    ] as const) {
      host.receive(c.port, { type: 'joinChallenge', name });
      expect(lastOf(c, 'challengeJoined')!.name).toBe(name);
    }
    expect(boardOf(owner)!.participants.map((p) => p.name)).toEqual(['Ada', 'Ben', 'Cleo']);
    // Only the host's window opens and ends a challenge.
    host.receive(ada.port, { type: 'endChallenge' });
    expect(lastOf(ada, 'refused')!.rule).toBe('host-only');

    for (const c of [ada, ben, cleo]) host.receive(c.port, { type: 'challengeDeal' });
    // Everyone plays alone: no hint, nothing taken back (and no Undo offered).
    await scheduler.drain();
    expect(ada.tables().every((t) => t.canUndo === false)).toBe(true);
    expect(ada.tables().at(-1)!.challengeDeal).toEqual({ challenge: boardOf(ada)!.id, deal: 0, deals: 2 });
    for (const type of ['hint', 'undo'] as const) {
      host.receive(ada.port, { type });
      expect(lastOf(ada, 'refused')!.rule).toBe('challenge-fair');
    }
    await playDeal(host, scheduler, ada, first);
    // Ada has played deal 1: she sees her score; nobody else's yet (they have not finished it).
    const adaScore = boardOf(ada)!.participants.find((p) => p.name === 'Ada')!.scores[0];
    expect(adaScore).not.toBeNull();
    // Cleo has not played deal 1: Ada's score is hidden from her.
    expect(boardOf(cleo)!.participants.find((p) => p.name === 'Ada')!.scores).toEqual([null, null]);

    await playDeal(host, scheduler, ben, first);
    const [adaDeal, benDeal] = [dealOf(ada), dealOf(ben)];
    expect(benDeal).toEqual(adaDeal);
    expect(boardOf(ben)!.participants.find((p) => p.name === 'Ben')!.scores[0]).toBe(adaScore);

    // Cleo drops in the middle of her deal and comes back with her pass to the same table.
    const pass = lastOf(cleo, 'challengeJoined')!;
    for (let i = 0; i < 2; i++) {
      await scheduler.drain();
      const snap = cleo.tables().at(-1)!;
      if (snap.waitingFor.includes(snap.you!))
        host.receive(cleo.port, { type: 'act', action: lastLegal(snap.legal) });
    }
    await scheduler.drain();
    const left = cleo.tables().at(-1)!;
    // Her connection ends (the transport calls what connect() returned): she is shown away.
    dropCleo();
    expect(boardOf(ada)!.participants.find((p) => p.name === 'Cleo')!.connected).toBe(false);
    const cleo2 = greeted(host, 'guest');
    host.receive(cleo2.port, { type: 'joinChallenge', name: 'Cleo', token: pass.token });
    expect(lastOf(cleo2, 'challengeJoined')!.participant).toBe(pass.participant);
    await scheduler.drain();
    expect(cleo2.tables().at(-1)).toEqual(left);
    await playDeal(host, scheduler, cleo2, lastLegal);
    const cleoDeal = dealOf(cleo, cleo2);
    // The same cards, whatever she did with them.
    expect(cleoDeal.hands).toEqual(adaDeal.hands);
    expect(cleoDeal.actions).not.toEqual(adaDeal.actions);

    // Deal 2 for all three; then the challenge is over by itself.
    for (const [c, pick] of [
      [ada, first],
      [ben, first],
      [cleo2, lastLegal],
    ] as const) {
      host.receive(c.port, { type: 'challengeDeal' });
      await playDeal(host, scheduler, c, pick);
    }
    const { urls: _urls, ...board } = boardOf(owner)!;
    expect(board.state).toBe('ended');
    const ada2 = board.participants.find((p) => p.name === 'Ada')!;
    const ben2 = board.participants.find((p) => p.name === 'Ben')!;
    expect(ben2.scores).toEqual(ada2.scores);
    expect(ben2.rank).toBe(ada2.rank);
    expect(board.participants.every((p) => p.played === 2 && p.scores.every((s) => s !== null))).toBe(true);
    // Ranked by total (SevenSins: more is better).
    const totals = board.participants.map((p) => p.total);
    expect([...totals].sort((a, b) => b - a)).toEqual(totals);

    host.receive(ada.port, { type: 'challengeDeal' });
    expect(lastOf(ada, 'refused')!.rule).toBe('challenge-ended');
    host.receive(owner.port, { type: 'exportChallenge', format: 'csv' });
    const csv = lastOf(owner, 'recordFile')!;
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csv.text.trim().split('\n');
    expect(lines[0]).toBe('rank,name,deal 1,deal 2,total,played');
    expect(lines).toHaveLength(5);
    expect(lines[1]).toContain(String(board.participants[0]!.total));
    host.receive(owner.port, { type: 'exportChallenge', format: 'json' });
    // The board, not the exporter's view: no `you`, no addresses.
    const { you: _you, ...exported } = board;
    const json = JSON.parse(lastOf(owner, 'recordFile')!.text) as Record<string, unknown>;
    expect(json).toEqual(exported);
    expect(json).not.toHaveProperty('you');
    // The results went to the history: listed, and exported from there.
    host.receive(owner.port, { type: 'listChallenges' });
    const kept = lastOf(owner, 'challenges')!.challenges;
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ ...board, you: null });
    host.receive(ada.port, { type: 'listChallenges' });
    expect(lastOf(ada, 'refused')!.rule).toBe('host-only');
    host.receive(owner.port, { type: 'exportChallenge', format: 'csv', id: board.id });
    expect(lastOf(owner, 'recordFile')!.text).toBe(csv.text);
    host.close();
  }, 60_000);

  it('survives its host being stopped: the board and each table come back, the participants with their passes', async () => {
    const store = new MemorySaveStore();
    const before = manualHost({ saves: store });
    const owner = greeted(before.host);
    before.host.receive(owner.port, {
      type: 'openChallenge',
      game: 'siegel',
      players: 3,
      deals: 2,
      level: 'easy',
      seed: 'kept',
    });
    const [ada, ben] = [greeted(before.host, 'guest'), greeted(before.host, 'guest')];
    host0(before.host, ada, 'Ada');
    host0(before.host, ben, 'Ben');
    // Ada finishes deal 1 and is in the middle of deal 2; Ben is in the middle of deal 1.
    await playDeal(before.host, before.scheduler, ada, first);
    before.host.receive(ada.port, { type: 'challengeDeal' });
    for (const c of [ada, ben]) {
      for (let i = 0; i < 3; i++) {
        await before.scheduler.drain();
        const snap = c.tables().at(-1)!;
        if (snap.waitingFor.includes(snap.you!))
          before.host.receive(c.port, { type: 'act', action: move(snap) });
      }
    }
    await before.scheduler.drain();
    const seen = { ada: ada.tables().at(-1)!, ben: ben.tables().at(-1)!, board: boardOf(owner)! };
    const passes = [lastOf(ada, 'challengeJoined')!, lastOf(ben, 'challengeJoined')!];
    // Stopped without a word: what is on disk is all there is.
    before.host.close();

    const again = manualHost({ saves: store });
    expect(again.host.resumeChallenge()).toBe(seen.board.id);
    const owner2 = greeted(again.host);
    expect(boardOf(owner2)).toMatchObject({ id: seen.board.id, state: 'open' });
    expect(boardOf(owner2)!.participants.map((p) => [p.name, p.scores, p.connected])).toEqual(
      seen.board.participants.map((p) => [p.name, p.scores, false]),
    );
    const [ada2, ben2] = [greeted(again.host, 'guest'), greeted(again.host, 'guest')];
    again.host.receive(ada2.port, { type: 'joinChallenge', name: 'Ada', token: passes[0]!.token });
    again.host.receive(ben2.port, { type: 'joinChallenge', name: 'Ben', token: passes[1]!.token });
    await again.scheduler.drain();
    expect(ada2.tables().at(-1)).toEqual(seen.ada);
    expect(ben2.tables().at(-1)).toEqual(seen.ben);
    expect(boardOf(ada2)!.you).toMatchObject({ deal: 1, dealOver: false });
    // Both play on to the end of the challenge.
    await playDeal(again.host, again.scheduler, ada2, first);
    await playDeal(again.host, again.scheduler, ben2, first);
    again.host.receive(ben2.port, { type: 'challengeDeal' });
    await playDeal(again.host, again.scheduler, ben2, first);
    expect(boardOf(owner2)!.state).toBe('ended');
    // Ended: nothing to resume any more.
    again.host.close();
    expect(manualHost({ saves: store }).host.resumeChallenge()).toBeNull();
  }, 60_000);

  it('refuses what does not fit: a second open challenge, a bad level, a deal before joining', () => {
    const { host } = manualHost();
    const owner = greeted(host);
    const guest = greeted(host, 'guest');
    host.receive(guest.port, { type: 'challengeDeal' });
    expect(lastOf(guest, 'refused')!.rule).toBe('no-challenge');
    host.receive(owner.port, {
      type: 'openChallenge',
      game: 'siegel',
      players: 3,
      deals: 3,
      level: 'godlike',
    });
    expect(lastOf(owner, 'refused')!.rule).toBe('challenge-config');
    host.receive(owner.port, { type: 'openChallenge', game: 'siegel', players: 8, deals: 3, level: 'easy' });
    expect(lastOf(owner, 'error')!.message.key).toBe('host.conn.malformed');
    host.receive(owner.port, { type: 'openChallenge', game: 'siegel', players: 3, deals: 3, level: 'easy' });
    host.receive(owner.port, { type: 'openChallenge', game: 'siegel', players: 3, deals: 3, level: 'easy' });
    expect(lastOf(owner, 'refused')!.rule).toBe('challenge-open');
    host.receive(guest.port, { type: 'challengeDeal' });
    expect(lastOf(guest, 'refused')!.rule).toBe('not-joined');
    host.close();
  });
});
