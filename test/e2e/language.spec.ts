/** Switching the language changes every text at once, without a reload. */
import { clickId, expect, shot, test, textOf, waitForScreen } from './support/app';

test('the language switch changes the texts', async ({ page, host }) => {
  await page.goto(host.url);
  await waitForScreen(page, 'menu');
  await expect.poll(() => textOf(page, 'menu.start')).toBe('Spiel starten');
  await clickId(page, 'menu.settings');
  await waitForScreen(page, 'settings');
  await expect.poll(() => textOf(page, 'settings.back')).toBe('Zurück');

  await clickId(page, 'settings.language.next');
  await expect.poll(() => textOf(page, 'settings.back')).toBe('Back');
  await expect.poll(() => textOf(page, 'settings.language')).toContain('English');
  await shot(page, 'settings-en');

  await clickId(page, 'settings.language.next');
  await expect.poll(() => textOf(page, 'settings.back')).toBe('Terug');
  await clickId(page, 'settings.back');
  await waitForScreen(page, 'menu');
  await expect.poll(() => textOf(page, 'menu.start')).toBe('Spel starten');
  await expect.poll(() => textOf(page, 'menu.settings')).toBe('Instellingen');
  await shot(page, 'menu-nl');
});
