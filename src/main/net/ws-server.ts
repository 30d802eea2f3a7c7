/**
 * The WebSocket side of the protocol, on the same HTTP server that serves the renderer
 * (path /ws). Messages are JSON; anything unreadable is answered with an error and the
 * connection stays up. Oversized frames are cut off by ws itself (maxPayload).
 */
import type { Server } from 'node:http';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HostMessage } from '../../shared/protocol';
import type { Host } from '../host/host';

export const MAX_MESSAGE_BYTES = 64 * 1024;

export function attachWebSocket(server: Server, host: Host): WebSocketServer {
  const wss = new WebSocketServer({ server, path: '/ws', maxPayload: MAX_MESSAGE_BYTES });
  wss.on('connection', (socket: WebSocket) => {
    const port = {
      send(message: HostMessage) {
        if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(message));
      },
    };
    const disconnect = host.connect(port);
    socket.on('message', (data, isBinary) => {
      if (isBinary) {
        port.send({ type: 'error', message: 'Binary messages are not understood.' });
        return;
      }
      let parsed: unknown;
      try {
        parsed = JSON.parse(String(data));
      } catch {
        port.send({ type: 'error', message: 'A message must be JSON.' });
        return;
      }
      host.receive(port, parsed);
    });
    socket.on('close', disconnect);
    socket.on('error', disconnect);
  });
  return wss;
}
