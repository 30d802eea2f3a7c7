/**
 * The history of finished games, replays (of the history or a record file), the post-game
 * analysis of a replay's seat, and record files to export. Each client has at most one replay
 * open; a message for an older one is refused as stale.
 */
import { msg } from '../../../shared/i18n/message';
import type { ClientPort } from '../connection/port';
import { afterWrites } from '../rooms/after-writes';
import type { HostCore } from '../rooms/core';
import type { Handlers, MessageOf } from '../rooms/handlers';
import { Analyses, type AnalysesOptions } from './analyses';
import { History, Replay, type OpenedReplay } from './replays';

export type ReplaysKind =
  | 'listHistory'
  | 'deleteHistory'
  | 'openReplay'
  | 'replayFrame'
  | 'closeReplay'
  | 'analyse'
  | 'stopAnalysis'
  | 'exportRecord';

function recordFileName(replay: Replay): string {
  const { game, source, playedAt } = replay.info;
  const when = (playedAt ?? '').replace(/[-:]/g, '').replace(/\.\d+/, '').slice(0, 15);
  const base = source.kind === 'history' ? source.id : when || 'game';
  return `spieltisch-${game}-${base}.json`;
}

export class ReplaysDesk {
  private readonly history: History | null;
  private readonly analyses: Analyses<ClientPort>;
  /** Counts replays opened, so a frame asked for an older one is recognised as stale. */
  private tokens = 0;

  /** Each client's open replay (one at most). */
  private readonly open = new Map<ClientPort, Replay>();

  constructor(
    private readonly core: HostCore,
    analysis: AnalysesOptions | undefined,
  ) {
    this.history = core.saves ? new History(core.saves.store) : null;
    this.analyses = new Analyses(analysis);
  }

  readonly handlers: Handlers<ReplaysKind> = {
    listHistory: (port) =>
      afterWrites(this.core, port, () => port.send({ type: 'history', games: this.history?.list() ?? [] }), {
        type: 'history',
        games: [],
      }),
    deleteHistory: (port, _client, message) =>
      afterWrites(this.core, port, () => {
        this.history?.remove(message.id);
        port.send({ type: 'history', games: this.history?.list() ?? [] });
      }),
    openReplay: (port, _client, message) => this.openReplay(port, message.source),
    replayFrame: (port, _client, message) => {
      const replay = this.opened(port, message.token);
      if (replay)
        port.send({
          type: 'replayFrame',
          frame: replay.frame(message.step, message.viewer, message.allHands),
        });
    },
    closeReplay: (port) => {
      this.open.delete(port);
      this.analyses.forget(port);
    },
    analyse: (port, _client, message) => {
      const replay = this.opened(port, message.token);
      if (replay) this.analyses.start(port, replay, message.seat);
    },
    stopAnalysis: (port) => this.analyses.stop(port),
    exportRecord: (port, _client, message) => this.export(port, message.id),
  };

  /** The client is gone: its analysis stops. */
  forget(port: ClientPort): void {
    this.open.delete(port);
    this.analyses.forget(port);
  }

  close(): void {
    void this.analyses.close();
  }

  private openReplay(port: ClientPort, source: MessageOf<'openReplay'>['source']): void {
    const token = ++this.tokens;
    this.open.delete(port);
    this.analyses.forget(port);
    const opened = (result: OpenedReplay): void => {
      if (!result.ok) {
        port.send({
          type: 'refused',
          rule: 'replay-file',
          reason: msg('host.replays.cannotShow', { reason: result.reason }),
        });
        return;
      }
      this.open.set(port, result.replay);
      port.send({ type: 'replay', replay: result.replay.info });
    };
    if (source.kind === 'file') {
      opened(Replay.open(source.text, { kind: 'file', name: source.name }, token));
      return;
    }
    afterWrites(this.core, port, () => {
      const history = this.history;
      if (!history) return;
      const id = source.kind === 'history' ? source.id : history.list()[0]?.id;
      if (id === undefined) opened({ ok: false, reason: msg('host.replays.noneFinished') });
      else opened(history.open(id, token));
    });
  }

  /** The client's open replay if `token` names it; otherwise null, and the client hears it is closed. */
  private opened(port: ClientPort, token: number): Replay | null {
    const replay = this.open.get(port);
    if (replay && replay.info.token === token) return replay;
    port.send({ type: 'refused', rule: 'replay-closed', reason: msg('host.replays.closed') });
    return null;
  }

  private export(port: ClientPort, id: string | undefined): void {
    if (id === undefined) {
      const replay = this.open.get(port);
      if (!replay) {
        port.send({ type: 'refused', rule: 'replay-closed', reason: msg('host.replays.noneOpen') });
        return;
      }
      port.send({ type: 'recordFile', name: recordFileName(replay), text: replay.exportText() });
      return;
    }
    afterWrites(this.core, port, () => {
      const opened = this.history?.open(id, 0);
      if (!opened?.ok) {
        port.send({
          type: 'refused',
          rule: 'replay-file',
          reason: msg('host.replays.cannotExport', {
            reason: opened?.reason ?? msg('host.replays.noHistory'),
          }),
        });
        return;
      }
      port.send({
        type: 'recordFile',
        name: recordFileName(opened.replay),
        text: opened.replay.exportText(),
      });
    });
  }
}
