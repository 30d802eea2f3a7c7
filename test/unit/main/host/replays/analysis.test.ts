/**
 * The post-game analysis through the host: asked for a seat of the open replay, it reports
 * progress, then the report (the same the command line computes); asking again answers at once;
 * a stop ends it and nothing more arrives; wrong requests are refused with the reason and guests
 * may not ask. The worker pool weighs decisions exactly as this thread does.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { analyseRecord, inlineDecisionRunner } from '../../../../../src/main/analysis/analyse';
import {
  evaluateDecision,
  type DecisionEvaluation,
  type DecisionInput,
} from '../../../../../src/main/analysis/evaluate';
import { AnalysisPool } from '../../../../../src/main/workers/analysis-pool';
import type { StoppableRunner } from '../../../../../src/main/host/replays/analyses';
import { Host } from '../../../../../src/main/host/host';
import { MemorySettingsStore } from '../../../../../src/main/host/settings/settings-store';
import type { HostMessage } from '../../../../../src/shared/protocol';
import { parseRecord } from '../../../../../src/shared/record';
import { greeted } from '../../../../support/host-clients';
import { words } from '../../../../../src/shared/i18n/format';

const FIXTURE = join(import.meta.dirname, '../../../../fixtures/records/dreizehn-4p.json');
const budget = { screen: 8, estimate: 16, big: 1 };

function hostWith(runner: () => StoppableRunner) {
  return new Host({ settings: new MemorySettingsStore(), analysis: { runner, budget } });
}

const inline = (): StoppableRunner => ({ ...inlineDecisionRunner, close: () => Promise.resolve() });

function ofType<T extends HostMessage['type']>(
  inbox: HostMessage[],
  type: T,
): Extract<HostMessage, { type: T }>[] {
  return inbox.filter((m): m is Extract<HostMessage, { type: T }> => m.type === type);
}

function openFixture(host: Host) {
  const owner = greeted(host);
  host.receive(owner.port, {
    type: 'openReplay',
    source: { kind: 'file', name: 'd.json', text: readFileSync(FIXTURE, 'utf8') },
  });
  const opened = ofType(owner.inbox, 'replay')[0];
  if (!opened) throw new Error(JSON.stringify(owner.inbox.at(-1)));
  return { owner, token: opened.replay.token };
}

describe('the analysis through the host', () => {
  it('reports progress, then the report; asking again answers at once', async () => {
    const host = hostWith(inline);
    const { owner, token } = openFixture(host);
    host.receive(owner.port, { type: 'analyse', token, seat: 1 });
    await expect.poll(() => ofType(owner.inbox, 'analysis').length).toBe(1);
    const progress = ofType(owner.inbox, 'analysisProgress');
    const report = ofType(owner.inbox, 'analysis')[0]!.report;
    expect(progress[0]).toMatchObject({ token, seat: 1, done: 0 });
    expect(progress.at(-1)).toMatchObject({ done: report.decisions.length, total: report.decisions.length });
    expect(progress.map((p) => p.done)).toEqual(progress.map((_, i) => i));
    const parsed = parseRecord(readFileSync(FIXTURE, 'utf8'));
    if (!parsed.ok) throw new Error(words('en', parsed.error));
    const direct = await analyseRecord(parsed.record, 1, { budget });
    if (!direct.ok) throw new Error(words('en', direct.reason));
    expect(report.decisions).toEqual(direct.report.decisions);
    expect(report).toMatchObject({ game: 'dreizehn', seat: 1, unit: 'minus', players: 4 });
    expect(report.roundLoss).toHaveLength(4);

    const before = owner.inbox.length;
    host.receive(owner.port, { type: 'analyse', token, seat: 1 });
    expect(owner.inbox.slice(before)).toEqual([{ type: 'analysis', token, report }]);
    host.close();
  });

  it('stops at once: the runner is closed and no report follows', async () => {
    let closed = 0;
    const never = new Promise<DecisionEvaluation>(() => undefined);
    const host = hostWith(() => ({ evaluate: () => never, close: () => Promise.resolve(void closed++) }));
    const { owner, token } = openFixture(host);
    host.receive(owner.port, { type: 'analyse', token, seat: 0 });
    expect(ofType(owner.inbox, 'analysisProgress')).toHaveLength(1);
    host.receive(owner.port, { type: 'stopAnalysis' });
    expect(owner.inbox.at(-1)).toEqual({ type: 'analysisStopped', token, seat: 0 });
    expect(closed).toBe(1);
    // A new one after closing the replay is refused; closing also ends a running one silently.
    host.receive(owner.port, { type: 'analyse', token, seat: 2 });
    host.receive(owner.port, { type: 'closeReplay' });
    expect(closed).toBe(2);
    host.receive(owner.port, { type: 'analyse', token, seat: 2 });
    expect(owner.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'replay-closed' });
    await new Promise((r) => setTimeout(r, 20));
    expect(ofType(owner.inbox, 'analysis')).toEqual([]);
    host.close();
  });

  it('refuses wrong requests with the reason, and guests', () => {
    const host = hostWith(inline);
    const { owner, token } = openFixture(host);
    host.receive(owner.port, { type: 'analyse', token: token + 1, seat: 0 });
    expect(owner.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'replay-closed' });
    host.receive(owner.port, { type: 'analyse', token, seat: 5 });
    expect(owner.inbox.at(-1)).toMatchObject({
      type: 'refused',
      rule: 'analysis',
      reason: { key: 'host.analysis.noSeat', params: { seat: 6 } },
    });
    for (const bad of [
      { type: 'analyse', token, seat: -1 },
      { type: 'analyse', token, seat: 'all' },
      { type: 'analyse' },
    ]) {
      host.receive(owner.port, bad);
      expect(owner.inbox.at(-1)).toMatchObject({
        type: 'error',
        message: { key: 'host.conn.malformed' },
      });
    }
    const guest = greeted(host, 'guest');
    for (const m of [{ type: 'analyse', token, seat: 0 }, { type: 'stopAnalysis' }]) {
      host.receive(guest.port, m);
      expect(guest.inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'host-only' });
    }
    host.close();
  });
});

describe('the analysis worker pool', () => {
  it('weighs decisions exactly as this thread does, and refuses after it was stopped', async () => {
    const parsed = parseRecord(readFileSync(FIXTURE, 'utf8'));
    if (!parsed.ok) throw new Error(words('en', parsed.error));
    const pool = new AnalysisPool(2);
    try {
      const viaPool = await analyseRecord(parsed.record, 3, { budget, runner: pool });
      const here = await analyseRecord(parsed.record, 3, { budget });
      if (!viaPool.ok || !here.ok) throw new Error('no report');
      expect(viaPool.report.decisions).toEqual(here.report.decisions);
    } finally {
      await pool.close();
    }
    const input = {
      game: 'dreizehn',
      seat: 0,
      view: null,
      legal: [],
      chosen: { type: 'x' },
      seed: 1,
      budget,
    } as unknown as DecisionInput;
    await expect(pool.evaluate(input)).rejects.toThrow('the analysis was stopped');
    expect(() => evaluateDecision(input)).toThrow();
  }, 60_000);
});
