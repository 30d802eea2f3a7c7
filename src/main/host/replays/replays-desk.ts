/**
 * The history of finished games, replays (of the history or a record file), the post-game
 * analysis of a replay's seat, and record files to export. Each client has at most one replay
 * open; a message for an older one is refused as stale.
 */
import type { ClientMessage } from '../../../shared/protocol';
import { Analyses } from './analyses';
import type { Client, ClientPort } from '../rooms/clients';
import type { HostCore } from '../rooms/core';
import { History, Replay, type OpenedReplay } from './replays';
import type { SavesDesk } from '../saves/saves-desk';

type ReplaysMessage = Extract<
  ClientMessage,
  {
    type:
      | 'listHistory'
      | 'deleteHistory'
      | 'openReplay'
      | 'replayFrame'
      | 'closeReplay'
      | 'analyse'
      | 'stopAnalysis'
      | 'exportRecord';
  }
>;

/** A record file's suggested name: the game and when it was played. */
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

  constructor(
    core: HostCore,
    private readonly saves: SavesDesk,
  ) {
    this.history = core.saves ? new History(core.saves.store) : null;
    this.analyses = new Analyses(core.options.analysis);
  }

  handle(port: ClientPort, client: Client, message: ReplaysMessage): void {
    const history = this.history;
    switch (message.type) {
      case 'listHistory':
        this.saves.afterWrites(port, () => port.send({ type: 'history', games: history?.list() ?? [] }), {
          type: 'history',
          games: [],
        });
        return;
      case 'deleteHistory':
        this.saves.afterWrites(port, () => {
          history?.remove(message.id);
          port.send({ type: 'history', games: history?.list() ?? [] });
        });
        return;
      case 'openReplay':
        this.open(port, client, message.source);
        return;
      case 'replayFrame': {
        const replay = this.opened(port, client, message.token);
        if (replay) {
          port.send({
            type: 'replayFrame',
            frame: replay.frame(message.step, message.viewer, message.allHands),
          });
        }
        return;
      }
      case 'closeReplay':
        client.replay = null;
        this.analyses.forget(port);
        return;
      case 'analyse': {
        const replay = this.opened(port, client, message.token);
        if (replay) this.analyses.start(port, replay, message.seat);
        return;
      }
      case 'stopAnalysis':
        this.analyses.stop(port);
        return;
      case 'exportRecord':
        this.export(port, client, message.id);
        return;
    }
  }

  /** The client is gone: its analysis stops. */
  forget(port: ClientPort): void {
    this.analyses.forget(port);
  }

  close(): void {
    void this.analyses.close();
  }

  private open(
    port: ClientPort,
    client: Client,
    source: Extract<ReplaysMessage, { type: 'openReplay' }>['source'],
  ): void {
    const token = ++this.tokens;
    client.replay = null;
    this.analyses.forget(port);
    const opened = (result: OpenedReplay): void => {
      if (!result.ok) {
        port.send({
          type: 'refused',
          rule: 'replay-file',
          reason: `This game cannot be shown: ${result.reason}.`,
        });
        return;
      }
      client.replay = result.replay;
      port.send({ type: 'replay', replay: result.replay.info });
    };
    if (source.kind === 'file') {
      opened(Replay.open(source.text, { kind: 'file', name: source.name }, token));
      return;
    }
    this.saves.afterWrites(port, () => {
      const history = this.history;
      if (!history) return;
      const id = source.kind === 'history' ? source.id : history.list()[0]?.id;
      if (id === undefined) opened({ ok: false, reason: 'no game has been finished yet' });
      else opened(history.open(id, token));
    });
  }

  /** The client's open replay if `token` names it; otherwise null, and the client hears it is closed. */
  private opened(port: ClientPort, client: Client, token: number): Replay | null {
    const replay = client.replay;
    if (replay && replay.info.token === token) return replay;
    port.send({ type: 'refused', rule: 'replay-closed', reason: 'That replay is no longer open.' });
    return null;
  }

  private export(port: ClientPort, client: Client, id: string | undefined): void {
    if (id === undefined) {
      const replay = client.replay;
      if (!replay) {
        port.send({ type: 'refused', rule: 'replay-closed', reason: 'No replay is open to export.' });
        return;
      }
      port.send({ type: 'recordFile', name: recordFileName(replay), text: replay.exportText() });
      return;
    }
    this.saves.afterWrites(port, () => {
      const opened = this.history?.open(id, 0);
      if (!opened?.ok) {
        port.send({
          type: 'refused',
          rule: 'replay-file',
          reason: `This game cannot be exported: ${opened?.reason ?? 'there is no history'}.`,
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
