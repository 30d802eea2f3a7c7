/** The duplicate challenge as the renderer reads it (challenge/model.ts) and its strings. */
import { describe, expect, it } from 'vitest';
import type { ChallengeView, TableSnapshot } from '../../../../src/shared/protocol';
import {
  challengeDealOf,
  challengeIsHome,
  challengeStep,
  dealOver,
  isChallengeTable,
  parTotal,
  scoreText,
  totalText,
} from '../../../../src/renderer/challenge/model';

const view = (over: Partial<ChallengeView> = {}): ChallengeView => ({
  id: 'challenge-x1',
  name: "Ada's challenge",
  game: 'sevensins',
  players: 3,
  deals: 2,
  level: 'rules',
  lowerIsBetter: false,
  state: 'open',
  par: [null, null],
  participants: [
    { participant: 'p1', name: 'Ada', scores: [7, null], total: 7, played: 1, rank: 1, connected: true },
    { participant: 'p2', name: 'Ben', scores: [null, null], total: 0, played: 0, rank: 2, connected: false },
  ],
  you: null,
  ...over,
});
/** A snapshot of table `tableId`; a challenge's (`<challenge>-<participant>-<deal>`) says so as the host does. */
const table = (tableId: string, you: number | null = 0): TableSnapshot => {
  const m = /^(challenge-x\d)-p\d-(\d+)$/.exec(tableId);
  const challengeDeal = m ? { challenge: m[1]!, deal: Number(m[2]) - 1, deals: 2 } : undefined;
  return {
    tableId,
    you,
    step: 3,
    game: 'sevensins',
    ...(challengeDeal ? { challengeDeal } : {}),
  } as unknown as TableSnapshot;
};

describe('the challenge in the renderer', () => {
  it('what the viewer can do: take part, play the first deal, go back, the next, done, ended', () => {
    expect(challengeStep(view())).toEqual({ kind: 'join' });
    expect(challengeStep(view({ you: { participant: 'p1', deal: null, dealOver: false } }))).toEqual({
      kind: 'first',
    });
    expect(challengeStep(view({ you: { participant: 'p1', deal: 0, dealOver: false } }))).toEqual({
      kind: 'playing',
      deal: 0,
    });
    expect(challengeStep(view({ you: { participant: 'p1', deal: 0, dealOver: true } }))).toEqual({
      kind: 'next',
      deal: 1,
    });
    expect(challengeStep(view({ you: { participant: 'p1', deal: 1, dealOver: true } }))).toEqual({
      kind: 'done',
    });
    expect(
      challengeStep(view({ state: 'ended', you: { participant: 'p1', deal: 1, dealOver: true } })),
    ).toEqual({
      kind: 'ended',
    });
  });

  it("knows the challenge's tables, the deal they play, and when the viewer's deal is over", () => {
    const c = view({ you: { participant: 'p1', deal: 0, dealOver: true }, par: [5, null] });
    expect(isChallengeTable(c, table('challenge-x1-p1-1'))).toBe(true);
    expect(isChallengeTable(c, table('t-local'))).toBe(false);
    expect(isChallengeTable(null, table('challenge-x1-p1-1'))).toBe(false);
    expect(challengeDealOf(c, table('challenge-x1-p1-2'))).toBe(1);
    expect(dealOver(c, table('challenge-x1-p1-1'))).toEqual({ deal: 0, score: 7, par: 5, more: true });
    // Another challenge's table, another deal, or the deal still running: no call to action.
    expect(dealOver(c, table('challenge-x2-p1-1'))).toBeNull();
    expect(dealOver(c, table('challenge-x1-p1-2'))).toBeNull();
    expect(
      dealOver(view({ you: { participant: 'p1', deal: 0, dealOver: false } }), table('challenge-x1-p1-1')),
    ).toBeNull();
  });

  it('writes scores with a real minus, and — where nothing is shown', () => {
    expect(scoreText(-5)).toBe('−5');
    expect(scoreText(0)).toBe('0');
    expect(scoreText(null)).toBe('—');
    expect(totalText(view().participants[1]!)).toBe('—');
    expect(totalText(view().participants[0]!)).toBe('7');
    expect(parTotal(view())).toBeNull();
    expect(parTotal(view({ par: [3, -1] }))).toBe(2);
  });

  it("a guest's home is the challenge unless it is at a LAN table", () => {
    const c = view();
    const base = { role: 'guest' as const, challenge: c, lobby: null, table: null };
    expect(challengeIsHome(base)).toBe(true);
    expect(challengeIsHome({ ...base, role: 'owner' })).toBe(false);
    expect(challengeIsHome({ ...base, challenge: null })).toBe(false);
    expect(challengeIsHome({ ...base, table: table('lan-1', 2) })).toBe(false);
    expect(challengeIsHome({ ...base, table: table('lan-1', null) })).toBe(true);
  });
});
