/**
 * A duplicate challenge through the real UI, with three browser pages on the real host: the
 * host's own window opens a SevenSins challenge of one deal for three players against `rules`
 * bots from the menu; Ben and Cleo open the LAN address in their browsers and land on the
 * challenge, and all three take part by name. Each plays its deal at a table of its own (the
 * first legal move each time), sees the deal's end on the table and goes to the board: all three
 * see the ranked board with every score in and the challenge ended. The host exports the CSV.
 * Screenshots: test-results/screenshots/challenge-*.png.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, resizeTo, shot, shotWhole, test } from './support/app';
import { clickId, expectId, ids, tapUntilGone, textOf, waitForScreen, waitIdle } from './support/ui';
import { startRealHost } from './support/real-host';
import { sevenSinsTurn, tableMoves, tableStates } from './support/scene';
import { sevenSinsChallengeForm, takePart } from './support/challenge';

// Three pages play a whole deal and the host ends a second challenge: about 65 s on a quiet CI
// machine, more under load.
test.setTimeout(180_000);

test('a duplicate challenge: the host opens it from the menu, two guests and the host take part by name, each plays its deal, all see the final board; CSV export', async ({
  browser,
  page,
}) => {
  // A saves folder: the host keeps the ended challenge there.
  const saves = mkdtempSync(join(tmpdir(), 'spieltisch-challenge-'));
  const host = await startRealHost({ animationSpeed: 'instant', language: 'en', playerName: 'Ada' }, 0, {
    lan: true,
    saves,
  });
  const errors: string[] = [];
  const watch = (p: Page, who: string): void => {
    p.on('pageerror', (e) => errors.push(`${who}: ${e.message}`));
    p.on('console', (m) => {
      if (m.type() === 'error' && !m.text().includes('Failed to load resource'))
        errors.push(`${who}: ${m.text()}`);
    });
  };
  const contexts = await Promise.all(
    [0, 1].map(() => browser.newContext({ viewport: { width: 1280, height: 720 } })),
  );
  try {
    watch(page, 'Ada');
    await page.setViewportSize({ width: 1280, height: 720 });
    await page.goto(`${host.url}?seed=duplicate1`);
    await waitForScreen(page, 'menu');
    // SevenSins for three from the menu; the challenge's form takes the game and player count.
    await sevenSinsChallengeForm(page, 1, async () => {
      expect(await textOf(page, 'challenge.setup.game')).toMatch(/SevenSins$/);
      expect(await textOf(page, 'challenge.setup.players')).toMatch(/3 players$/);
      expect(await textOf(page, 'challenge.setup.deals')).toMatch(/4 deals$/);
    });
    await shot(page, 'challenge-setup-1280');
    await clickId(page, 'challenge.open');
    await expect.poll(async () => textOf(page, 'challenge.state')).toBe('Open');
    expect(await textOf(page, 'challenge.facts')).toMatch(
      /SevenSins · 3 players · 1 deal · bots: Rule-based/,
    );
    await expect.poll(() => host.lanPort()).not.toBeNull();
    const lanUrl = `http://127.0.0.1:${host.lanPort()}/`;
    await expect.poll(async () => textOf(page, 'challenge.url')).toBe(`127.0.0.1:${host.lanPort()}`);
    // The host takes part under its own name (the field holds it).
    expect(await textOf(page, 'challenge.name')).toContain('Ada');
    await shotWhole(page, 'challenge-owner-join-1280');
    await resizeTo(page, { width: 1024, height: 640 });
    await shotWhole(page, 'challenge-owner-join-1024');
    await resizeTo(page, { width: 1280, height: 720 });
    await takePart(page, null, 'Play deal 1');

    // Ben and Cleo open the address in their browsers: the challenge is their home there.
    const guests: Page[] = [];
    for (const [i, name] of ['Ben', 'Cleo'].entries()) {
      const guest = await contexts[i]!.newPage();
      watch(guest, name);
      await guest.goto(lanUrl);
      await takePart(guest, name, 'Play deal 1');
      guests.push(guest);
    }
    const [ben, cleo] = guests as [Page, Page];
    await expect.poll(async () => textOf(page, 'challenge.board')).toMatch(/Ada.*Ben.*Cleo|Ada.*Cleo.*Ben/s);
    for (const [p, name] of [
      [page, 'owner'],
      [ben, 'guest'],
    ] as const) {
      await shotWhole(p, `challenge-${name}-open-1280`);
    }

    // Each plays its own deal.
    const players = [page, ben, cleo];
    for (const p of players) {
      await clickId(p, 'challenge.play');
      await waitForScreen(p, 'table');
    }
    const over = new Set<Page>();
    for (let guard = 0; guard < 3000 && over.size < players.length; guard++) {
      const seen = await tableStates(players, 'sevensins');
      let acted = false;
      for (const p of players) {
        if (over.has(p)) continue;
        const visible = await ids(p);
        if (visible.includes('challenge.dealOver')) {
          over.add(p);
          if (p === ben) {
            await waitIdle(ben);
            await shot(ben, 'challenge-guest-deal-over-1280');
          }
          expect(await textOf(p, 'challenge.dealOver.score')).toMatch(
            /You scored −?\d+\. That was your last deal\./,
          );
          await clickId(p, 'challenge.dealOver.board');
          await waitForScreen(p, 'challenge');
          acted = true;
        } else if (visible.includes('summary:continue')) {
          await tapUntilGone(p, 'summary:continue');
          acted = true;
        } else acted = (await sevenSinsTurn(p)) || acted;
      }
      if (!acted) await tableMoves(players, 'sevensins', seen);
    }
    expect(over.size).toBe(3);

    // Everyone has played the one deal: the challenge is over, ranked, every score in.
    for (const p of players) {
      await expect.poll(async () => textOf(p, 'challenge.state')).toBe('Ended');
      for (let i = 0; i < 3; i++) {
        expect(await textOf(p, `challenge.cell.${i}.0`)).toMatch(/^−?\d+$/);
        expect(await textOf(p, `challenge.row.${i}`)).toMatch(/^\d /);
      }
      expect(await textOf(p, 'challenge.board')).toContain('Par (Master)');
    }
    expect(await textOf(page, 'challenge.you')).toBe('The challenge has ended.');
    expect(await textOf(ben, 'challenge.place')).toMatch(/^Your place: 1 of 3 · total −?\d+\.$/);
    for (const [p, name] of [
      [page, 'owner'],
      [ben, 'guest'],
    ] as const) {
      // The toast that says so has gone.
      await expect.poll(async () => (await ids(p)).includes('toast')).toBe(false);
      await shotWhole(p, `challenge-${name}-ended-1280`);
    }

    // The host exports the board as CSV: a line per participant, then par.
    const downloading = page.waitForEvent('download');
    await clickId(page, 'challenge.csv');
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^spieltisch-challenge-.*\.csv$/);
    const csv = readFileSync((await download.path())!, 'utf8')
      .trim()
      .split('\n');
    expect(csv[0]).toBe('rank,name,deal 1,total,played');
    expect(csv).toHaveLength(5);
    expect(
      csv
        .slice(1, 4)
        .map((line) => line.split(',')[1])
        .sort(),
    ).toEqual(['Ada', 'Ben', 'Cleo']);

    // The ended challenge is kept: listed among the earlier ones, its board shown from there.
    await clickId(page, 'challenge.history');
    await expect
      .poll(async () => textOf(page, 'challenge.kept.0'))
      .toMatch(/Ada's challenge.*SevenSins · 1 deal/s);
    await waitIdle(page);
    await shot(page, 'challenge-owner-history-1280');
    await clickId(page, 'challenge.kept.0.board');
    await expect.poll(async () => textOf(page, 'challenge.board')).toMatch(/Ben/);
    expect(await textOf(page, 'challenge.state')).toBe('Ended');

    // A new challenge, ended by the host before anyone plays (a confirmation first): the
    // guests' boards say so too.
    await page.goto(host.url);
    await waitForScreen(page, 'menu');
    // With the last challenge over, the menu's button sets up a new one.
    await clickId(page, 'menu.challenge');
    await waitForScreen(page, 'challenge');
    await clickId(page, 'challenge.open');
    await expect.poll(async () => textOf(page, 'challenge.state')).toBe('Open');
    await expect.poll(async () => textOf(ben, 'challenge.state')).toBe('Open');
    await clickId(page, 'challenge.end');
    await expectId(page, 'challenge.confirm');
    await clickId(page, 'challenge.confirm.end');
    for (const p of [page, ben]) await expect.poll(async () => textOf(p, 'challenge.state')).toBe('Ended');
    expect(errors, 'no errors in the pages').toEqual([]);
  } finally {
    await Promise.all(contexts.map((c) => c.close()));
    await host.stop();
    rmSync(saves, { recursive: true, force: true });
  }
});
