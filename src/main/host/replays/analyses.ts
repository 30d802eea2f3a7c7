/**
 * The host's post-game analyses: one runs at a time (it keeps every core busy), for the open
 * replay of the client that asked. Progress goes to that client as decisions are weighed; a
 * stop, a new request, the replay's closing or the client's leaving ends it at once (the
 * worker threads are stopped mid-decision). Finished reports are remembered per record and
 * seat, so asking again answers at once.
 */
import { msg } from '../../../shared/i18n/message';
import { createHash } from 'node:crypto';
import type { AnalysisReport } from '../../../shared/analysis';
import type { HostMessage } from '../../../shared/protocol';
import { analyseRecord, type DecisionRunner } from '../../analysis/analyse';
import type { AnalysisBudget } from '../../analysis/evaluate';
import { AnalysisPool } from '../../workers/analysis-pool';
import type { Replay } from './replays';

/** A decision runner the analysis may stop (the worker pool; tests give an inline one). */
export interface StoppableRunner extends DecisionRunner {
  close(): Promise<void>;
}

export interface AnalysesOptions {
  /** A fresh runner per analysis (default: a worker pool with a thread per core). */
  runner?: () => StoppableRunner;
  budget?: AnalysisBudget;
}

interface Running<Port> {
  port: Port;
  token: number;
  seat: number;
  replay: Replay;
  runner: StoppableRunner;
  abort: AbortController;
}

/** Reports kept for asking again (a record and seat each; a few hundred KB at most). */
const REMEMBERED = 16;

export class Analyses<Port extends { send(message: HostMessage): void }> {
  private running: Running<Port> | null = null;
  private readonly done = new Map<string, AnalysisReport>();

  constructor(private readonly options: AnalysesOptions = {}) {}

  /** Starts the analysis of `seat` of `replay` for `port` (stopping any other first). */
  start(port: Port, replay: Replay, seat: number): void {
    const token = replay.info.token;
    if (seat >= replay.info.seats.length) {
      port.send({
        type: 'refused',
        rule: 'analysis',
        reason: msg('host.analysis.noSeat', { seat: seat + 1 }),
      });
      return;
    }
    const key = `${createHash('sha256').update(replay.exportText()).digest('hex')}:${seat}`;
    const known = this.done.get(key);
    this.stop();
    if (known) {
      port.send({ type: 'analysis', token, report: known });
      return;
    }
    const runner = this.options.runner?.() ?? new AnalysisPool();
    const abort = new AbortController();
    const run: Running<Port> = { port, token, seat, replay, runner, abort };
    this.running = run;
    void analyseRecord(replay.record, seat, {
      runner,
      signal: abort.signal,
      ...(this.options.budget ? { budget: this.options.budget } : {}),
      onProgress: (done, total) => {
        if (this.running === run) port.send({ type: 'analysisProgress', token, seat, done, total });
      },
    })
      .then((outcome) => {
        if (this.running !== run) return;
        if (!outcome.ok)
          port.send({
            type: 'refused',
            rule: 'analysis',
            reason: msg('host.analysis.none', { reason: outcome.reason }),
          });
        else {
          this.remember(key, outcome.report);
          port.send({ type: 'analysis', token, report: outcome.report });
        }
      })
      .catch((err: unknown) => {
        if (this.running !== run) return;
        port.send({
          type: 'refused',
          rule: 'analysis',
          reason: msg('host.analysis.failed', { detail: (err as Error).message }),
        });
      })
      .finally(() => {
        if (this.running === run) this.running = null;
        void runner.close();
      });
  }

  /** Stops the running analysis (if `port` is given: only one that port asked for). */
  stop(port?: Port): void {
    const run = this.running;
    if (!run || (port !== undefined && run.port !== port)) return;
    this.running = null;
    run.abort.abort();
    void run.runner.close();
    run.port.send({ type: 'analysisStopped', token: run.token, seat: run.seat });
  }

  /** The client closed its replay or left: its analysis has no one to go to. */
  forget(port: Port): void {
    const run = this.running;
    if (!run || run.port !== port) return;
    this.running = null;
    run.abort.abort();
    void run.runner.close();
  }

  get busy(): boolean {
    return this.running !== null;
  }

  async close(): Promise<void> {
    const run = this.running;
    this.running = null;
    run?.abort.abort();
    await run?.runner.close();
  }

  private remember(key: string, report: AnalysisReport): void {
    this.done.delete(key);
    this.done.set(key, report);
    while (this.done.size > REMEMBERED) this.done.delete(this.done.keys().next().value as string);
  }
}
