/**
 * The rules reader end to end against the real headless host: opened from the menu for each
 * game in German (both sizes, every illustration brought into view), English and Dutch (the
 * language switched through the settings screen; the headings read), scrolled by wheel, keys,
 * scrollbar and the table of contents; and opened from a live 13 table, scrolled, closed — the
 * table is still there, unchanged, and the game goes on. Screenshots of every rules page (its top
 * in de/en/nl, the illustrations in German) at 1280×800 and 1024×640:
 * test-results/screenshots/rules-*.png.
 */
import type { Page } from '@playwright/test';
import type { Language } from '../../src/shared/settings';
import { GAME_IDS, type GameId } from '../../src/shared/types';
import { startRealHost } from './support/real-host';
import { bounds, clickId, expect, ids, shot, test, textOf, waitForScreen, waitIdle } from './support/app';
import { clickHandCard, legalCards, myTurn, startDreizehn } from './support/dreizehn';

const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', nl: 'Nederlands' };
const TITLES: Record<GameId, string> = {
  siegel: 'Die sieben Siegel',
  dreizehn: '13',
  sevensins: 'SevenSins',
  abyss: 'SevenSins – Abyss',
};
/** Every game's rules open with "the idea" and end with "at this table". */
const FIRST_SECTION: Record<Language, string> = {
  de: 'Worum es geht',
  en: 'The idea',
  nl: 'Waar het om gaat',
};
const LAST_SECTION: Record<Language, string> = {
  de: 'An diesem Tisch',
  en: 'At this table',
  nl: 'Aan deze tafel',
};
const DECISION: Record<Language, string> = { de: 'ENTSCHEIDUNG', en: 'DECISION', nl: 'BESLISSING' };

/** Each game's illustrations, with the section that holds them; the first is shot in every language. */
const FIGURES: Record<GameId, [section: string, figure: string][]> = {
  siegel: [
    ['return', 'siegel.return'],
    ['play', 'siegel.trick'],
  ],
  dreizehn: [['overflow', 'dreizehn.overflow']],
  sevensins: [
    ['winning', 'sevensins.table'],
    ['winning', 'sevensins.trick'],
  ],
  abyss: [
    ['board', 'abyss.board'],
    ['scale', 'abyss.scale'],
  ],
};

const SIZES = [
  { width: 1280, height: 800 },
  { width: 1024, height: 640 },
] as const;

async function setLanguage(page: Page, lang: Language): Promise<void> {
  await clickId(page, 'menu.settings');
  await waitForScreen(page, 'settings');
  for (let i = 0; i < 3 && !(await textOf(page, 'settings.language'))?.includes(LANGUAGE_NAMES[lang]); i++)
    await clickId(page, 'settings.language.next');
  await expect.poll(() => textOf(page, 'settings.language')).toContain(LANGUAGE_NAMES[lang]);
  await clickId(page, 'settings.back');
  await waitForScreen(page, 'menu');
}

/** Jumps to the figure's section through the contents, then wheels until the figure is in full view. */
async function revealFigure(page: Page, section: string, figure: string): Promise<void> {
  const height = page.viewportSize()!.height;
  // The table of contents brings the section's heading to the top.
  await clickId(page, `rules.toc.${section}`);
  await expect
    .poll(async () => (await bounds(page, `rules.section.${section}`))?.y ?? -1)
    .toBeLessThan(height * 0.35);
  // Half a screen at a time from the section's heading: the figure cannot be skipped (it is
  // drawn, not culled, well before it enters the window); then just enough to show it whole.
  for (let i = 0; i < 14; i++) {
    const b = await bounds(page, `rules.figure.${figure}`);
    if (b && b.y >= 60 && b.y + b.height <= height - 8) return;
    const delta = !b ? height * 0.5 : b.y < 60 ? b.y - 70 : b.y + b.height - (height - 24);
    // Wait until the wheel has been handled (the thumb moves) before looking again.
    const thumbY = (await bounds(page, 'rules.thumb'))?.y;
    await page.mouse.wheel(0, delta);
    await expect
      .poll(async () => (await bounds(page, 'rules.thumb'))?.y, { timeout: 3000 })
      .not.toBe(thumbY)
      .catch(() => undefined);
    await waitIdle(page);
  }
  throw new Error(`${figure} never came into view`);
}

/** The top of the page's title, in window pixels (it moves up as the page scrolls). */
async function titleTop(page: Page): Promise<number | null> {
  return (await bounds(page, 'rules.title'))?.y ?? null;
}

test.describe.configure({ timeout: 300_000 });

/** Opens the game's rules from the menu and checks its heading, title and first and last sections. */
async function openRules(page: Page, game: GameId, lang: Language): Promise<void> {
  await clickId(page, `menu.game.${game}`);
  await clickId(page, 'menu.rules');
  await waitForScreen(page, 'rules');
  expect(await textOf(page, 'rules.title')).toBe(TITLES[game]);
  expect(await textOf(page, 'rules.section.goal')).toBe(FIRST_SECTION[lang]);
  expect(await textOf(page, 'rules.heading')).toContain(HEADING[lang]);
  expect(await textOf(page, 'rules.toc.table')).toBe(LAST_SECTION[lang]);
}

// German in full: every game at both sizes, every illustration brought into view by the contents
// and the wheel, the curses' long list.
test('the rules open from the menu for every game (de)', async ({ page }) => {
  const host = await startRealHost({ language: 'de', animationSpeed: 'fast' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.setViewportSize(SIZES[0]);
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    await expect.poll(() => textOf(page, 'menu.rules')).toBe(RULES_BUTTON.de);
    await shot(page, 'rules-menu-de');
    for (const size of SIZES) {
      await page.setViewportSize(size);
      for (const game of GAME_IDS) {
        await openRules(page, game, 'de');
        await shot(page, `rules-${game}-de-${size.width}-top`);
        const figure = FIGURES[game][0]![1];
        const figures = size.width === 1280 ? FIGURES[game] : FIGURES[game].slice(0, 1);
        for (const [sec, fig] of figures) {
          await revealFigure(page, sec, fig);
          await shot(page, `rules-${game}-de-${size.width}-${fig === figure ? 'figure' : fig}`);
        }
        if (game === 'abyss' && figures.length > 1) {
          // The sixteen curses, a long term list.
          await clickId(page, 'rules.toc.curses');
          await shot(page, `rules-abyss-de-${size.width}-curses`);
        }
        // Escape returns to the menu.
        await page.keyboard.press('Escape');
        await waitForScreen(page, 'menu');
      }
    }
    expect(errors).toEqual([]);
  } finally {
    await host.stop();
  }
});

// English and Dutch: what differs from German, the words. Each language switched through the
// settings screen; English at the first size, Dutch at the last, each game's rules opened and
// their headings read; then the scrolling on the Dutch Abyss rules.
test('the rules open from the menu for every game in English and Dutch', async ({ page }) => {
  const host = await startRealHost({ language: 'de', animationSpeed: 'fast' });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    for (const [lang, size] of [
      ['en', SIZES[0]],
      ['nl', SIZES[1]],
    ] as const) {
      await page.setViewportSize(size);
      await setLanguage(page, lang);
      await expect.poll(() => textOf(page, 'menu.rules')).toBe(RULES_BUTTON[lang]);
      for (const game of GAME_IDS) {
        await openRules(page, game, lang);
        await shot(page, `rules-${game}-${lang}-${size.width}-top`);
        await page.keyboard.press('Escape');
        await waitForScreen(page, 'menu');
      }
    }
    await scrolling(page);
    expect(errors).toEqual([]);
  } finally {
    await host.stop();
  }
});

/** Wheel, keys, scrollbar, contents and tabs on the Abyss rules (Dutch, 1024×640). */
async function scrolling(page: Page): Promise<void> {
  await clickId(page, 'menu.game.abyss');
  await clickId(page, 'menu.rules');
  await waitForScreen(page, 'rules');
  const top0 = (await titleTop(page))!;
  const title = (await bounds(page, 'rules.title'))!;
  await page.mouse.move(title.x + 40, 400);
  await page.mouse.wheel(0, 300);
  await expect.poll(() => titleTop(page)).toBeLessThan(top0 - 200);
  await page.keyboard.press('Home');
  await expect.poll(() => titleTop(page)).toBe(top0);
  // Dragging the page moves it with the pointer.
  await page.mouse.move(title.x + 200, 500);
  await page.mouse.down();
  await page.mouse.move(title.x + 200, 350, { steps: 4 });
  await page.mouse.up();
  await expect.poll(() => titleTop(page)).toBeLessThan(top0 - 100);
  await page.keyboard.press('Home');
  await expect.poll(() => titleTop(page)).toBe(top0);
  await page.keyboard.press('PageDown');
  await expect.poll(() => titleTop(page)).toBeNull(); // scrolled away (culled)
  await page.keyboard.press('End');
  await expect.poll(() => textOf(page, 'rules.section.table')).toBe(LAST_SECTION.nl);
  await page.keyboard.press('Home');
  await expect.poll(() => titleTop(page)).toBe(top0);
  // Drag the scrollbar's thumb down half the track: the curses come into view.
  const thumb = (await bounds(page, 'rules.thumb'))!;
  const track = (await bounds(page, 'rules.scrollbar'))!;
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + thumb.height / 2);
  await page.mouse.down();
  await page.mouse.move(thumb.x + thumb.width / 2, thumb.y + track.height / 2, { steps: 5 });
  await page.mouse.up();
  await expect
    .poll(async () => (await bounds(page, 'rules.thumb'))!.y)
    .toBeGreaterThan(thumb.y + track.height * 0.3);
  expect(await titleTop(page)).toBeNull();
  // The decisions are marked as such.
  await clickId(page, 'rules.toc.curses');
  await expect.poll(() => textOf(page, 'rules.decision.curses')).toContain(DECISION.nl);
  await shot(page, 'rules-abyss-nl-1024-curses');
  // Tabs switch the game without leaving the reader.
  await clickId(page, 'rules.tab.siegel');
  await expect.poll(() => textOf(page, 'rules.title')).toBe('Die sieben Siegel');
  await clickId(page, 'rules.back');
  await waitForScreen(page, 'menu');
}

const RULES_BUTTON: Record<Language, string> = { de: 'Spielregeln', en: 'Rules', nl: 'Spelregels' };
const HEADING: Record<Language, string> = { de: 'Spielregeln', en: 'Rules', nl: 'Spelregels' };

test('the rules open above a live 13 table, which is unchanged afterwards and plays on', async ({ page }) => {
  const host = await startRealHost({ language: 'de', animationSpeed: 'fast', botSpeed: 'fast' });
  try {
    await page.setViewportSize(SIZES[1]);
    await startDreizehn(page, host.url);
    // Wait for the player's turn: the table then waits, so nothing may change.
    await myTurn(page);
    const state = async (): Promise<{ hand: string[]; pile: string | null; targets: (string | null)[] }> => ({
      hand: (await ids(page)).filter((id) => id.startsWith('card:')).sort(),
      pile: await textOf(page, 'pile'),
      targets: await Promise.all(['blue', 'yellow', 'green'].map((t) => textOf(page, `target:${t}`))),
    });
    const before = await state();
    expect(before.hand).toHaveLength(5);

    await clickId(page, 'table.rules');
    await expect.poll(() => textOf(page, 'rules.title')).toBe('13');
    expect(await textOf(page, 'rules.back')).toBe('Zurück zum Tisch');
    await waitForScreen(page, 'table'); // an overlay: still the table screen
    // The table underneath takes no input: its cards are off the stage.
    expect((await ids(page)).some((id) => id.startsWith('card:'))).toBe(false);
    await shot(page, 'rules-table-overlay-1024');
    const top0 = (await titleTop(page))!;
    await page.keyboard.press('PageDown');
    await page.keyboard.press('ArrowDown');
    await expect.poll(() => titleTop(page)).toBeNull();
    await clickId(page, 'rules.toc.overflow');
    await expect.poll(() => ids(page)).toContain('rules.figure.dreizehn.overflow');
    await shot(page, 'rules-table-overlay-figure-1024');
    await page.keyboard.press('Home');
    await expect.poll(() => titleTop(page)).toBe(top0);

    // Escape closes the rules: the same table, the same state.
    await page.keyboard.press('Escape');
    await expect.poll(() => ids(page)).not.toContain('rules.back');
    await waitIdle(page);
    expect(await state()).toEqual(before);
    // …and the game goes on: play a colour card; the draw pile shrinks.
    const legal = await legalCards(page);
    const card = legal.find((c) => /^card:[BYG]/.test(c)) ?? legal[0]!;
    await clickHandCard(page, card);
    if (card.startsWith('card:F4')) await page.keyboard.press('Enter');
    const count = (text: string | null): number => Number(/\d+/.exec(text ?? '')?.[0] ?? NaN);
    expect(count(before.pile)).toBeGreaterThan(0);
    await expect
      .poll(async () => count(await textOf(page, 'pile')), { timeout: 30_000 })
      .toBeLessThan(count(before.pile));
    // The Rules button is there again, and opens and closes by click too.
    await clickId(page, 'table.rules');
    await expect.poll(() => textOf(page, 'rules.title')).toBe('13');
    await clickId(page, 'rules.back');
    await expect.poll(() => ids(page)).toContain('table.rules');
    await expect.poll(() => ids(page)).not.toContain('rules.back');
  } finally {
    await host.stop();
  }
});
