/**
 * Never lose a game, through the real UI: a Siegel game against bots is saved after every step;
 * the host stops and starts again on the same saves folder, the page reloads, the menu offers
 * Continue with the game's summary, and Continue brings back the identical table (same step,
 * same hand). The Saved games screen lists the game and a damaged save (with its problem), and
 * Delete removes the damaged one after asking. Screenshots: test-results/screenshots/continue-*.png.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { SiegelFacts } from '../../src/shared/scene-facts';
import { bothSizes, clickId, expect, ids, test, textOf, waitForScreen, waitIdle } from './support/app';
import { confirmThenEscape, expectId } from './support/ui';
import { hostOnSaves } from './support/real-host';
import { startThreePlayers, sceneFacts } from './support/scene';

test.setTimeout(240_000);

test('a saved game goes on after the host restarts; the saved games list resumes and deletes', async ({
  page,
}) => {
  const h = await hostOnSaves({ animationSpeed: 'fast', language: 'en', playerName: 'Ada' }, 'continue');
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${h.host.url}?seed=continue1&dealer=1`);
    await waitForScreen(page, 'menu');
    // A fresh host: nothing to continue.
    expect(await ids(page)).not.toContain('menu.continue');
    await startThreePlayers(page, 'siegel');
    await expect
      .poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.hand.length ?? 0)
      .toBeGreaterThan(0);
    await waitIdle(page);
    const before = (await sceneFacts<SiegelFacts>(page, 'siegel'))!;

    // The host goes away (as if it crashed) and comes back on the same port and saves folder,
    // next to a save that is damaged beyond use.
    await h.down();
    writeFileSync(
      join(h.saves, '20250101T000000Z-dead01.json'),
      '{"format":"spieltisch-record/1","game":"sie',
    );
    await h.up();
    await page.reload();
    await waitForScreen(page, 'menu');
    await expectId(page, 'menu.continue');
    const block = (await textOf(page, 'menu.continue.block')) ?? '';
    expect(block).toContain('Die sieben Siegel');
    expect(block).toMatch(/round 1/);
    expect(block).toMatch(/Ada/);
    await bothSizes(page, 'continue-menu');

    await clickId(page, 'menu.continue');
    await waitForScreen(page, 'table');
    await expect
      .poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.step ?? -1)
      .toBe(before.step);
    const after = (await sceneFacts<SiegelFacts>(page, 'siegel'))!;
    expect(after.hand).toEqual(before.hand);
    expect(after.legal).toEqual(before.legal);

    // Leave the table: the game stays saved. The saved games: it, and the damaged save, which
    // says why it cannot go on.
    await clickId(page, 'table.menu');
    await clickId(page, 'panel.leave');
    await waitForScreen(page, 'menu');
    await expectId(page, 'menu.continue');
    await clickId(page, 'menu.saves');
    await waitForScreen(page, 'saves');
    await expect.poll(async () => (await ids(page)).some((id) => id.startsWith('saves.row.'))).toBe(true);
    const list = await ids(page);
    expect(list).toContain('saves.row.20250101T000000Z-dead01');
    expect(list).toContain('saves.problem.20250101T000000Z-dead01');
    expect(list).not.toContain('saves.resume.20250101T000000Z-dead01');
    expect(await textOf(page, 'saves.problem.20250101T000000Z-dead01')).toContain('cannot be continued');
    expect(list.filter((id) => id.startsWith('saves.resume.'))).toHaveLength(1);
    await bothSizes(page, 'continue-saves');

    // Delete asks first; Cancel keeps it, Delete removes it.
    await confirmThenEscape(
      page,
      'saves.delete.20250101T000000Z-dead01',
      'saves.confirm',
      'continue-confirm-1280',
    );
    expect(await ids(page)).toContain('saves.row.20250101T000000Z-dead01');
    await clickId(page, 'saves.delete.20250101T000000Z-dead01');
    await clickId(page, 'saves.confirm.delete');
    await expect
      .poll(async () => (await ids(page)).includes('saves.row.20250101T000000Z-dead01'))
      .toBe(false);

    // Continue from the list goes back to the same table.
    const resume = (await ids(page)).find((id) => id.startsWith('saves.resume.'))!;
    await clickId(page, resume);
    await waitForScreen(page, 'table');
    expect((await sceneFacts<SiegelFacts>(page, 'siegel'))!.hand).toEqual(before.hand);
  } finally {
    await h.stop();
  }
});
