/** Settings go to the host, come back applied, and survive a reload; keyboard navigation works. */
import type { Page } from '@playwright/test';
import type { HostMessage } from '../../src/shared/protocol';
import { clickId, expect, ids, shot, test, textOf, waitForScreen } from './support/app';

/** Records every message the page receives from the host over WebSocket. */
function recordHost(page: Page): HostMessage[] {
  const seen: HostMessage[] = [];
  page.on('websocket', (ws) =>
    ws.on('framereceived', (f) => {
      try {
        seen.push(JSON.parse(String(f.payload)) as HostMessage);
      } catch {
        // not ours
      }
    }),
  );
  return seen;
}

function lastSettings(seen: HostMessage[]) {
  for (let i = seen.length - 1; i >= 0; i--) {
    const m = seen[i]!;
    if (m.type === 'settings' || m.type === 'welcome') return m.settings;
  }
  return null;
}

test('settings persist across a reload (via the host)', async ({ page, host }) => {
  const seen = recordHost(page);
  await page.goto(host.url);
  await waitForScreen(page, 'menu');
  await clickId(page, 'menu.settings');
  await waitForScreen(page, 'settings');
  await shot(page, 'settings');

  await clickId(page, 'settings.colorBlind');
  await expect.poll(() => lastSettings(seen)?.colorBlind).toBe(true);
  await clickId(page, 'settings.animationSpeed.next');
  await expect.poll(() => lastSettings(seen)?.animationSpeed).toBe('fast');
  await clickId(page, 'settings.reducedMotion');
  await expect.poll(() => lastSettings(seen)?.reducedMotion).toBe(true);
  await clickId(page, 'settings.playerName');
  await expect.poll(() => ids(page)).toContain('settings.playerName.input');
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('Marlene');
  await page.keyboard.press('Enter');
  await expect.poll(() => lastSettings(seen)?.playerName).toBe('Marlene');
  await shot(page, 'settings-colorblind');

  seen.length = 0;
  await page.reload();
  await waitForScreen(page, 'menu');
  const welcome = seen.find((m) => m.type === 'welcome');
  expect(welcome?.type === 'welcome' && welcome.settings).toMatchObject({
    colorBlind: true,
    animationSpeed: 'fast',
    reducedMotion: true,
    playerName: 'Marlene',
  });
  await expect.poll(() => textOf(page, 'menu.seat.0.name')).toContain('Marlene');
  await shot(page, 'menu-colorblind');
  await clickId(page, 'menu.settings');
  await waitForScreen(page, 'settings');
  await expect.poll(() => textOf(page, 'settings.animationSpeed')).toContain('Schnell');
  await expect.poll(() => textOf(page, 'settings.playerName')).toContain('Marlene');
});

test('keyboard: arrows move the focus, Enter and arrows change values, Escape goes back', async ({
  page,
  host,
}) => {
  const seen = recordHost(page);
  await page.goto(host.url);
  await waitForScreen(page, 'menu');
  // The settings button is the last item of the menu's focus order: ↑ reaches it first.
  await page.keyboard.press('ArrowUp');
  await shot(page, 'menu-keyboard-focus');
  await page.keyboard.press('Enter');
  await waitForScreen(page, 'settings');
  // Back button first, then the language row: → switches the language.
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => lastSettings(seen)?.language).toBe('en');
  await expect.poll(() => textOf(page, 'settings.back')).toBe('Back');
  await page.keyboard.press('Escape');
  await waitForScreen(page, 'menu');
});
