/** Switching the language changes every text at once, without a reload. */
import { clickId, shot, test, waitForScreen } from './support/app';
import { expectText } from './support/ui';

test('the language switch changes the texts', async ({ page, host }) => {
  await page.goto(host.url);
  await waitForScreen(page, 'menu');
  await expectText(page, 'menu.start', 'Spiel starten');
  await clickId(page, 'menu.settings');
  await waitForScreen(page, 'settings');
  await expectText(page, 'settings.back', 'Zurück');

  await clickId(page, 'settings.language.next');
  await expectText(page, 'settings.back', 'Back');
  await expectText(page, 'settings.language', /English/);
  await shot(page, 'settings-en');

  await clickId(page, 'settings.language.next');
  await expectText(page, 'settings.back', 'Terug');
  await clickId(page, 'settings.back');
  await waitForScreen(page, 'menu');
  await expectText(page, 'menu.start', 'Spel starten');
  await expectText(page, 'menu.settings', 'Instellingen');
  await shot(page, 'menu-nl');
});
