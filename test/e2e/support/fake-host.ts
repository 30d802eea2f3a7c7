/**
 * A tiny stand-in for the host in end-to-end tests: serves the built renderer (out/renderer)
 * and speaks the protocol on /ws — `hello` → `welcome` (catalog + settings), settings are
 * kept for the server's lifetime (so they survive a page reload), `newTable` answers with
 * a plausible table snapshot for the chosen game, `act` plays the card, `leaveTable` closes.
 */
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { WebSocketServer, type WebSocket } from 'ws';
import {
  PROTOCOL_VERSION,
  clientMessageSchema,
  type Catalog,
  type ClientMessage,
  type HostMessage,
  type TableSnapshot,
} from '../../../src/shared/protocol';
import { DEFAULT_SETTINGS, type Settings } from '../../../src/shared/settings';
import type { GameId } from '../../../src/shared/types';

export const FAKE_CATALOG: Catalog = {
  games: [
    {
      id: 'siegel',
      minPlayers: 3,
      maxPlayers: 5,
      options: [{ key: 'saboteurBase', values: [4, 5], default: 4 }],
    },
    {
      id: 'dreizehn',
      minPlayers: 3,
      maxPlayers: 6,
      options: [
        { key: 'colorRule', values: ['fixed', 'firstCard'], default: 'fixed' },
        { key: 'memoryAid', values: [false, true], default: false },
      ],
    },
    {
      id: 'sevensins',
      minPlayers: 3,
      maxPlayers: 7,
      options: [{ key: 'phases', values: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13], default: 13 }],
    },
    { id: 'abyss', minPlayers: 3, maxPlayers: 6, options: [] },
  ],
  botLevels: ['random', 'rules', 'easy', 'normal', 'hard', 'meister'],
};

/** Hands that show off each deck's faces. */
export const FAKE_HANDS: Record<GameId, string[]> = {
  siegel: ['R15', 'R9', 'R2', 'Y14', 'Y7', 'Y1', 'G12', 'G8', 'G3', 'B13', 'B10', 'B4', 'V11', 'V6', 'V5'],
  dreizehn: ['B1', 'Y4', 'G7', 'F4', 'B5'],
  sevensins: ['W13', 'E7', 'F10', 'A3', 'S12', 'SIN', 'DEMON', 'SOUL', 'TANUKI', 'KITSUNE'],
  abyss: ['F2', 'W9', 'S13', 'KITSUNE', 'A6'],
};

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ogg': 'audio/ogg',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

export interface FakeHost {
  url: string;
  received: ClientMessage[];
  settings: Settings;
  /** Sends a message to every connected client. */
  broadcast(msg: HostMessage): void;
  close(): Promise<void>;
}

function tableFor(msg: Extract<ClientMessage, { type: 'newTable' }>, step: number): TableSnapshot {
  const hand = FAKE_HANDS[msg.game];
  const n = msg.seats.length;
  const view: Record<string, unknown> = {
    game: msg.game,
    players: n,
    seat: 0,
    hand,
    handSizes: Array.from({ length: n }, (_, i) => (i === 0 ? hand.length : hand.length)),
    trick:
      msg.game === 'dreizehn'
        ? []
        : [
            { seat: 1 % n, card: msg.game === 'siegel' ? 'Y12' : 'E9' },
            { seat: 2 % n, card: msg.game === 'siegel' ? 'R3' : 'DEMON' },
          ],
  };
  return {
    step,
    game: msg.game,
    seats: msg.seats.map((s) => ({ ...s })),
    you: 0,
    options: msg.options,
    view,
    legal: hand.slice(1).map((card) => ({ type: 'play', card })),
    cardRefusals: {
      [hand[0]!]: {
        rule: 'must-follow',
        reason: { key: 'siegel.why.follow', params: { colour: { key: 'siegel.c.red' } } },
      },
    },
    waitingFor: [0],
    event: { kind: 'start' },
    result: null,
  };
}

export async function startFakeHost(root = join(process.cwd(), 'out', 'renderer')): Promise<FakeHost> {
  if (!existsSync(join(root, 'index.html'))) throw new Error(`The renderer is not built (${root}).`);
  const server: Server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = normalize(join(root, path === '/' ? 'index.html' : path));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory())
      file = join(root, 'index.html');
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  const wss = new WebSocketServer({ noServer: true });
  server.on('upgrade', (req, socket, head) => {
    if (req.url !== '/ws') return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws));
  });
  const host: FakeHost = {
    url: '',
    received: [],
    settings: { ...DEFAULT_SETTINGS },
    broadcast: (msg) => {
      for (const c of wss.clients) c.send(JSON.stringify(msg));
    },
    close: () =>
      new Promise((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close();
        server.close(() => resolve());
      }),
  };
  let table: TableSnapshot | null = null;
  let step = 0;
  wss.on('connection', (ws: WebSocket) => {
    const send = (m: HostMessage): void => ws.send(JSON.stringify(m));
    ws.on('message', (data) => {
      let parsed: ClientMessage;
      let raw: Record<string, unknown>;
      try {
        raw = JSON.parse(String(data)) as Record<string, unknown>;
        const result = clientMessageSchema.safeParse(raw);
        if (!result.success)
          return send({ type: 'error', message: { key: 'host.conn.malformed', params: { detail: '' } } });
        parsed = result.data;
      } catch {
        return send({ type: 'error', message: { key: 'host.conn.notJson' } });
      }
      host.received.push(parsed);
      switch (parsed.type) {
        case 'hello':
          send({
            type: 'welcome',
            version: PROTOCOL_VERSION,
            catalog: FAKE_CATALOG,
            settings: host.settings,
            role: 'owner',
          });
          if (table) send({ type: 'table', table });
          break;
        case 'getSettings':
          send({ type: 'settings', settings: host.settings });
          break;
        case 'setSettings':
          // Only the keys the client sent (the shared patch schema fills in defaults).
          for (const key of Object.keys((raw.settings as object | undefined) ?? {}) as (keyof Settings)[]) {
            (host.settings as Record<string, unknown>)[key] = parsed.settings[key];
          }
          host.broadcast({ type: 'settings', settings: host.settings });
          break;
        case 'newTable':
          table = tableFor(parsed, ++step);
          send({ type: 'table', table });
          break;
        case 'act': {
          if (!table) return send({ type: 'refused', rule: 'no-table', reason: { key: 'host.table.none' } });
          const card = parsed.action.card;
          const view = table.view as { hand: string[]; trick: { seat: number; card: string }[] };
          if (!view.hand.includes(String(card)))
            return send({
              type: 'refused',
              rule: 'not-in-hand',
              reason: { key: 'refuse.notInHand', params: { card: String(card) } },
            });
          const hand = view.hand.filter((c) => c !== card);
          table = {
            ...table,
            step: ++step,
            view: { ...view, hand, trick: [...view.trick, { seat: 0, card: String(card) }] },
            legal: [],
            cardRefusals: {},
            waitingFor: [1],
            event: { kind: 'action', seat: 0, action: parsed.action },
          };
          send({ type: 'table', table });
          break;
        }
        case 'hint':
          if (table?.legal[0])
            send({ type: 'hint', action: table.legal[0], reason: { key: 'host.hint.bot' } });
          break;
        case 'leaveTable':
          table = null;
          send({ type: 'tableClosed' });
          break;
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  host.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return host;
}

// Run on its own for manual checks: npx tsx test/e2e/support/fake-host.ts
if (process.argv[1] && /fake-host\.ts$/.test(process.argv[1])) {
  void startFakeHost().then((h) => process.stdout.write(`Fake host at ${h.url}\n`));
}
