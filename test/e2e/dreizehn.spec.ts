/**
 * 13 end to end against the real headless host: the menu starts a 3-player table (seat 0
 * human, two `rules` bots), the test plays by clicking the canvas where the test hook says
 * things are, handles every dialog, and checks the final ranking with totals. Once the moments
 * checked through the hand came up (after round 2), a bot stands in for the person (the test
 * process's host, `standIn`) and the page follows the remaining rounds' summaries to the end.
 * Also: a refused play (a card dragged onto the wrong target) shows the reason and changes
 * nothing. Screenshots at 1280×800 and 1024×640.
 */
import type { Page } from '@playwright/test';
import { startRealHost } from './support/real-host';
import {
  bounds,
  clickId,
  expect,
  ids,
  shot,
  test,
  textOf,
  waitForScreen,
  type HookWindow,
} from './support/app';
import { clickHandCard, grabPoint, legalCards, startDreizehn } from './support/dreizehn';

/** Waits until it is the human's turn (legal cards marked), a dialog is up, or the game ended. */
async function nextMoment(page: Page): Promise<'turn' | 'summary' | 'final'> {
  const handle = await page
    .waitForFunction(
      () => {
        const h = (globalThis as unknown as HookWindow).__spieltisch;
        if (!h || !h.idle()) return null;
        const all = h.ids();
        if (all.includes('final.menu')) return 'final';
        if (all.includes('summary.continue')) return 'summary';
        if (all.some((id) => id.startsWith('legal:card:'))) return 'turn';
        return null;
      },
      undefined,
      { timeout: 60_000, polling: 100 },
    )
    .catch(async (err: unknown) => {
      const state = await page.evaluate(() => {
        const h = (globalThis as unknown as HookWindow).__spieltisch;
        return { idle: h?.idle(), ids: h?.ids() };
      });
      console.log('no moment:', JSON.stringify(state));
      throw err;
    });
  return (await handle.jsonValue()) as 'turn' | 'summary' | 'final';
}

/** The step the 13 table shows now (its scene's facts), or -1 before it shows. */
async function shownStep(page: Page): Promise<number> {
  return page.evaluate(
    () => (globalThis as unknown as { __dreizehn?: { step: number } }).__dreizehn?.step ?? -1,
  );
}

/**
 * Once a bot plays the person's seat: waits for the next summary or the final ranking (a turn
 * the page still shows is the bot's to answer).
 */
async function nextShown(page: Page): Promise<'summary' | 'final'> {
  const handle = await page.waitForFunction(
    () => {
      const h = (globalThis as unknown as HookWindow).__spieltisch;
      if (!h || !h.idle()) return null;
      const all = h.ids();
      if (all.includes('final.menu')) return 'final';
      if (all.includes('summary.continue')) return 'summary';
      return null;
    },
    undefined,
    { timeout: 60_000, polling: 100 },
  );
  return (await handle.jsonValue()) as 'summary' | 'final';
}

test.describe('13 table', () => {
  test.describe.configure({ timeout: 480_000 });

  test('a complete 3-player game through the UI', async ({ page }) => {
    // The long game runs at the smallest supported size (cheapest to render); the final
    // ranking is shot at both sizes.
    await page.setViewportSize({ width: 1024, height: 640 });
    const host = await startRealHost({ language: 'de', animationSpeed: 'fast', botSpeed: 'fast' });
    try {
      page.on('pageerror', (e) => console.log('page error:', e.message));
      await startDreizehn(page, host.url);
      const started = Date.now();
      let handedOver = false;
      let rounds = 0;
      let turns = 0;
      let shotTurn = false;
      let shotChoose = false;
      let refusalChecked = false;
      for (let guard = 0; guard < 400; guard++) {
        if (!handedOver && rounds >= 2 && turns > 3 && refusalChecked && shotChoose) {
          // Every moment checked through the hand came up: a bot plays the person's seat from
          // here (the host's stand-in); the page still shows each summary and the final ranking.
          handedOver = true;
          console.log(`13: handed over after ${Math.round((Date.now() - started) / 1000)} s`);
          host.standIn();
        }
        const moment = handedOver ? await nextShown(page) : await nextMoment(page);
        if (moment === 'final') break;
        if (moment === 'summary') {
          rounds++;
          if (rounds === 1) {
            await shot(page, 'dreizehn-1024-summary');
            // The score sheet from the summary, then back.
            await clickId(page, 'summary.sheet');
            await expect.poll(() => ids(page)).toContain('sheet.close');
            await shot(page, 'dreizehn-1024-sheet');
            await clickId(page, 'sheet.close');
            await expect.poll(() => ids(page)).toContain('summary.continue');
          }
          const at = await shownStep(page);
          // Keyboard: Enter presses the dialog's primary button.
          if (rounds === 2) await page.keyboard.press('Enter');
          else await clickId(page, 'summary.continue');
          // Gone, or the next round's summary already (told apart by the step shown).
          await expect
            .poll(
              async () => !(await ids(page)).includes('summary.continue') || (await shownStep(page)) !== at,
            )
            .toBe(true);
          continue;
        }
        const legal = await legalCards(page);
        expect(legal.length).toBeGreaterThan(0);
        if (!shotTurn) {
          await shot(page, 'dreizehn-1024-your-turn');
          shotTurn = true;
        }
        if (!refusalChecked) {
          // A blue/yellow/green card dragged onto a target of another colour is refused.
          const colourCard = legal.find((c) => /^card:[BYG]/.test(c));
          if (colourCard) {
            const colour = colourCard[5] === 'B' ? 'blue' : colourCard[5] === 'Y' ? 'yellow' : 'green';
            const wrong = colour === 'blue' ? 'yellow' : 'blue';
            const before = await ids(page);
            const cb = (await bounds(page, colourCard))!;
            const tb = (await bounds(page, `target:${wrong}`))!;
            const grab = grabPoint(cb);
            await page.mouse.move(grab.x, grab.y);
            await page.mouse.down();
            await page.mouse.move(cb.x + 60, cb.y - 60, { steps: 4 });
            await page.mouse.move(tb.x + tb.width / 2, tb.y + tb.height * 0.3, { steps: 6 });
            await page.mouse.up();
            await expect.poll(() => ids(page)).toContain('refusal');
            const reason = await textOf(page, 'refusal');
            expect(reason).toMatch(/Zielscheibe/);
            await shot(page, 'dreizehn-1024-refused');
            // Nothing changed: the same cards, still your turn.
            await expect.poll(async () => (await legalCards(page)).sort()).toEqual([...legal].sort());
            expect((await ids(page)).filter((i) => i.startsWith('card:')).sort()).toEqual(
              before.filter((i) => i.startsWith('card:')).sort(),
            );
            refusalChecked = true;
          }
        }
        if (turns === 3) {
          // Animations were watched at "fast"; the rest of the game runs at instant speed (set
          // through the settings screen, which also rebuilds the table from the snapshot).
          await clickId(page, 'table.settings');
          await waitForScreen(page, 'settings');
          for (let i = 0; i < 3; i++) await clickId(page, 'settings.animationSpeed.next');
          await expect.poll(() => textOf(page, 'settings.animationSpeed')).toContain('Sofort');
          await clickId(page, 'settings.back');
          await waitForScreen(page, 'table');
          expect((await legalCards(page)).sort()).toEqual([...legal].sort());
        }
        // Prefer a Fiese Vier now and then to go through the choose-a-target step.
        const fiese = legal.find((c) => c.startsWith('card:F4'));
        const card = fiese && turns % 2 === 0 ? fiese : legal[turns % legal.length]!;
        await clickHandCard(page, card);
        if (card.startsWith('card:F4')) {
          // Several targets: they light up; pick one (the keyboard for every other one).
          await expect.poll(async () => (await textOf(page, 'target:blue')) ?? '').toMatch(/→|über 13/);
          if (!shotChoose) {
            await shot(page, 'dreizehn-1024-choose-target');
            shotChoose = true;
          }
          if (turns % 4 === 0) await page.keyboard.press('Enter');
          else await clickId(page, `target:${['blue', 'yellow', 'green'][turns % 3]}`, { x: 0.5, y: 0.3 });
        }
        turns++;
      }
      await expect.poll(() => ids(page)).toContain('final.menu');
      const finalText = (await textOf(page, 'final')) ?? '';
      expect(finalText).toMatch(/Endstand/);
      expect(finalText).toMatch(/\d+ Minuspunkte/);
      expect(rounds).toBe(6);
      await shot(page, 'dreizehn-1024-final');
      await page.setViewportSize({ width: 1280, height: 800 });
      await expect.poll(async () => (await bounds(page, 'final.menu'))?.y ?? 0).toBeGreaterThan(400);
      await shot(page, 'dreizehn-final');
      // Back to the menu from the final ranking.
      await clickId(page, 'final.menu');
      await waitForScreen(page, 'menu');
      console.log(
        `13: ${turns} human turns, ${rounds} rounds in ${Math.round((Date.now() - started) / 1000)} s`,
      );
    } finally {
      await host.stop();
    }
  });

  test('screens at 1280×800 with the first-card colour rule and the memory aid', async ({ page }) => {
    const host = await startRealHost({ language: 'de', animationSpeed: 'instant', botSpeed: 'fast' });
    try {
      page.on('pageerror', (e) => console.log('page error:', e.message));
      await startDreizehn(page, host.url, { memoryAid: true, firstCard: true });
      let choose = false;
      let dialogs = false;
      for (let guard = 0; guard < 60; guard++) {
        const moment = await nextMoment(page);
        if (moment !== 'turn') break;
        const legal = await legalCards(page);
        if (guard === 0) await shot(page, 'dreizehn-first-card-rule');
        if (guard === 6 && !dialogs) {
          // The side dialogs, each closed with the keyboard or a click.
          await clickId(page, 'dz.last');
          await shot(page, 'dreizehn-last-play');
          await page.keyboard.press('Escape');
          await expect.poll(() => ids(page)).not.toContain('last.close');
          await clickId(page, 'dz.log');
          await shot(page, 'dreizehn-log');
          await clickId(page, 'log.close');
          await clickId(page, 'taken:0');
          await expect.poll(() => ids(page)).toContain('peek.close');
          await shot(page, 'dreizehn-peek');
          await clickId(page, 'peek.close');
          dialogs = true;
        }
        const fiese = legal.find((c) => c.startsWith('card:F4'));
        if (fiese && !choose) {
          await clickHandCard(page, fiese);
          await expect.poll(async () => (await textOf(page, 'target:left')) ?? '').toMatch(/→|über 13/);
          await shot(page, 'dreizehn-first-card-choose');
          choose = true;
          // Keyboard: → moves between the targets, Enter plays.
          await page.keyboard.press('ArrowRight');
          await page.keyboard.press('Enter');
          continue;
        }
        await clickHandCard(page, legal[guard % legal.length]!);
      }
    } finally {
      await host.stop();
    }
  });
});
