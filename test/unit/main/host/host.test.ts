import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Host } from '../../../../src/main/host/host';
import {
  JsonFileSettingsStore,
  MemorySettingsStore,
} from '../../../../src/main/host/settings/settings-store';
import { startHeadless } from '../../../../src/main/net/headless-server';
import type { HostMessage } from '../../../../src/shared/protocol';
import { PROTOCOL_VERSION } from '../../../../src/shared/protocol';
import { dreizehnTable, greeted, portClient, noBotDelays } from '../../../support/host-clients';
import { ManualScheduler } from '../../../support/manual-scheduler';
import { tempDir } from '../../../support/temp';

const work = tempDir('host');

const client = portClient;
const newTable = dreizehnTable('host-test', 'random');

describe('Host', () => {
  it('greets, refuses malformed messages with a reason and keeps running', () => {
    const host = new Host({ settings: new MemorySettingsStore() });
    const { inbox, port } = client();
    host.connect(port, 'owner');
    host.receive(port, { type: 'hello', version: PROTOCOL_VERSION });
    expect(inbox[0]).toMatchObject({ type: 'welcome', catalog: { games: expect.any(Array) } });
    for (const junk of [
      null,
      42,
      'x',
      { type: 'launchMissiles' },
      { type: 'act' },
      { type: 'newTable', game: 'skat' },
    ]) {
      host.receive(port, junk);
      expect(inbox.at(-1)).toMatchObject({ type: 'error', message: { key: 'host.conn.malformed' } });
    }
    host.receive(port, { type: 'act', action: { type: 'play' } });
    expect(inbox.at(-1)).toEqual({ type: 'refused', rule: 'no-table', reason: { key: 'host.table.none' } });
    host.receive(port, { type: 'hello', version: 99 });
    expect(inbox.at(-1)).toMatchObject({ type: 'error' });
  });

  it('starts a table, sends the human seat its snapshots, refuses illegal moves without a change', async () => {
    const scheduler = new ManualScheduler();
    const host = new Host({ settings: new MemorySettingsStore(), scheduler });
    const { inbox, port } = client();
    host.connect(port, 'owner');
    host.receive(port, { type: 'hello', version: PROTOCOL_VERSION });
    host.receive(port, newTable);
    await scheduler.drain();
    const tables = inbox.filter((m) => m.type === 'table');
    expect(tables.length).toBeGreaterThanOrEqual(2);
    const last = tables.at(-1)!;
    if (last.type !== 'table') throw new Error('unreachable');
    expect(last.table.you).toBe(0);
    expect(last.table.waitingFor).toEqual([0]);
    const count = inbox.length;
    host.receive(port, { type: 'act', action: { type: 'play', card: 'F4', target: 'purple' } });
    expect(inbox.length).toBe(count + 1);
    expect(inbox.at(-1)).toMatchObject({ type: 'refused', reason: { key: expect.any(String) } });
    host.receive(port, { type: 'act', action: last.table.legal[0] });
    expect(inbox.at(-1)).toMatchObject({ type: 'table', table: { step: last.table.step + 1 } });
    host.receive(port, {
      ...newTable,
      game: 'siegel',
      seats: [...newTable.seats, ...newTable.seats.map((x) => ({ ...x, name: `${x.name} 2` }))],
    });
    expect(inbox.at(-1)).toMatchObject({ type: 'refused', rule: 'table-config' });
    host.close();
  });

  it('persists settings through the store and tells every client', async () => {
    const file = join(work, 'settings.json');
    const scheduler = new ManualScheduler();
    const host = new Host({ settings: new JsonFileSettingsStore(file), scheduler });
    const a = greeted(host, 'owner');
    const b = greeted(host, 'owner');
    host.receive(a.port, { type: 'setSettings', settings: { language: 'nl', volume: 0.25 } });
    expect(a.inbox.at(-1)).toMatchObject({ type: 'settings', settings: { language: 'nl', volume: 0.25 } });
    await scheduler.drain();
    expect(b.inbox.at(-1)).toMatchObject({ type: 'settings', settings: { language: 'nl', volume: 0.25 } });
    expect(new JsonFileSettingsStore(file).load()).toMatchObject({ language: 'nl', volume: 0.25 });
    host.receive(a.port, { type: 'setSettings', settings: { language: 'fr' } });
    expect(a.inbox.at(-1)).toMatchObject({ type: 'error' });
    writeFileSync(file, '{ broken');
    expect(new JsonFileSettingsStore(file).load().language).toBe('de');
  });
});

describe('headless host over WebSocket (loopback)', () => {
  it('serves the renderer and speaks the protocol; garbage frames get an error and the socket stays open', async () => {
    const root = join(work, 'renderer');
    const { mkdirSync } = await import('node:fs');
    mkdirSync(root, { recursive: true });
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
    const running = await startHeadless({
      root,
      settings: new MemorySettingsStore(),
      botDelays: noBotDelays,
    });
    try {
      const page = await fetch(running.url);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
      expect((await fetch(`${running.url}../../etc/passwd`)).status).toBe(404);

      const socket = new WebSocket(`ws://127.0.0.1:${running.port}/ws`);
      const messages: HostMessage[] = [];
      const waitFor = (predicate: (m: HostMessage) => boolean) =>
        new Promise<HostMessage>((resolve) => {
          const found = messages.find(predicate);
          if (found) return resolve(found);
          socket.on('message', function listener(data) {
            const m = JSON.parse(String(data)) as HostMessage;
            if (predicate(m)) {
              socket.off('message', listener);
              resolve(m);
            }
          });
        });
      socket.on('message', (data) => messages.push(JSON.parse(String(data)) as HostMessage));
      await new Promise((resolve) => socket.once('open', resolve));
      socket.send('this is not json');
      expect(await waitFor((m) => m.type === 'error')).toMatchObject({
        message: { key: 'host.conn.notJson' },
      });
      socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION }));
      await waitFor((m) => m.type === 'welcome');
      socket.send(JSON.stringify(newTable));
      const table = await waitFor((m) => m.type === 'table' && m.table.waitingFor.includes(0));
      expect(table).toMatchObject({ type: 'table', table: { game: 'dreizehn', you: 0 } });
      expect(socket.readyState).toBe(WebSocket.OPEN);
      socket.close();
    } finally {
      await running.close();
    }
  });
});

describe('settings patches', () => {
  it('change only the fields they name', () => {
    const store = new MemorySettingsStore({ language: 'en', volume: 0.3 });
    const host = new Host({ settings: store });
    const { inbox, port } = client();
    host.connect(port, 'owner');
    host.receive(port, { type: 'hello', version: PROTOCOL_VERSION });
    host.receive(port, { type: 'setSettings', settings: { playerName: 'Lotte' } });
    host.close(); // writes what is pending
    expect(store.load()).toMatchObject({ language: 'en', volume: 0.3, playerName: 'Lotte' });
    expect(inbox.at(-1)).toMatchObject({
      type: 'settings',
      settings: { language: 'en', playerName: 'Lotte' },
    });
  });
});
