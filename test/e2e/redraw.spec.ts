/**
 * Software WebGL draws only what changed and leaves out what lies outside the redrawn box
 * (src/renderer/core/damage.ts). Both are invisible when right and leave stale pixels when
 * wrong, so while bots play each game's busiest table at normal speed (a second client
 * starts it, the page follows), a partial frame is compared with a whole one every few
 * hundred milliseconds: not one pixel may differ, and the stretch must really have drawn
 * in part and culled (else the test would prove nothing).
 */
import WebSocket from 'ws';
import { PROTOCOL_VERSION } from '../../src/shared/protocol';
import type { GameId } from '../../src/shared/types';
import { expect, test, waitForScreen } from './support/app';
import { startRealHost } from './support/real-host';

const TABLES: { game: GameId; players: number }[] = [
  { game: 'siegel', players: 5 },
  { game: 'sevensins', players: 7 },
  { game: 'abyss', players: 6 },
  { game: 'dreizehn', players: 6 },
];
const CHECKS = 16;

interface Damage {
  stalePixels(): number;
  stats: { partial: number; culled: number };
}

for (const { game, players } of TABLES) {
  test(`${game}, ${players} bots: frames drawn in part match whole ones`, async ({ page }) => {
    const host = await startRealHost({ animationSpeed: 'normal', language: 'en' }, 250);
    const socket = new WebSocket(host.url.replace(/^http/, 'ws').replace(/\/?$/, '/ws'));
    try {
      await page.goto(host.url);
      await waitForScreen(page, 'menu');
      const software = await page.evaluate(
        () => !!(globalThis as { __spieltischDamage?: Damage | null }).__spieltischDamage,
      );
      test.skip(!software, 'this Chromium draws WebGL on a GPU: the partial redraw is off there');
      if (socket.readyState !== WebSocket.OPEN) await new Promise((resolve) => socket.once('open', resolve));
      socket.send(JSON.stringify({ type: 'hello', version: PROTOCOL_VERSION }));
      const seats = Array.from({ length: players }, (_, i) => ({
        name: `Bot ${i + 1}`,
        kind: 'bot',
        level: 'rules',
      }));
      socket.send(
        JSON.stringify({
          type: 'newTable',
          game,
          seats,
          options: {},
          firstDealer: 0,
          seed: `redraw-${game}`,
        }),
      );
      await page.waitForFunction(
        () => (globalThis as { __spieltisch?: { screen(): string } }).__spieltisch?.screen() === 'table',
      );
      const result = await page.evaluate(async (checks) => {
        const damage = (globalThis as { __spieltischDamage?: Damage }).__spieltischDamage!;
        const before = { ...damage.stats };
        const stale: number[] = [];
        for (let i = 0; i < checks; i++) {
          await new Promise((resolve) => setTimeout(resolve, 180 + 37 * (i % 5)));
          stale.push(damage.stalePixels());
        }
        return {
          stale,
          partial: damage.stats.partial - before.partial,
          culled: damage.stats.culled - before.culled,
        };
      }, CHECKS);
      expect(result.stale, 'stale pixels after each checked frame').toEqual(Array<number>(CHECKS).fill(0));
      expect(result.partial, 'frames drawn in part').toBeGreaterThan(10);
      expect(result.culled, 'objects culled from those frames').toBeGreaterThan(0);
    } finally {
      socket.close();
      await host.stop();
    }
  });
}
