/**
 * What a new player trips over at the table (issue 30), through the real UI on the real host:
 * - a duplicate challenge's table speaks as a challenge ("Deal 1 of 2"), Hint is off with its
 *   reason, and Next deal on the deal's panel leaves no summary of the old deal behind;
 * - a round's summary and its par line come back after a reload until the person has seen them;
 * - while the host is away the turn line says the connection is lost and a move is not taken;
 *   the table goes on once the host is back (how long the page takes to come back is printed).
 * Screenshots: test-results/screenshots/words-*.png.
 */
import type { Page } from '@playwright/test';
import type { SevenSinsFacts } from '../../src/shared/scene-facts';
import {
  clickId,
  disabled,
  expect,
  ids,
  resizeTo,
  shot,
  tap,
  test,
  textOf,
  waitForScreen,
  waitIdle,
} from './support/app';
import { tapUntilGone } from './support/ui';
import { hostOnSaves, startRealHost } from './support/real-host';
import { sevenSinsChallengeForm, takePart } from './support/challenge';
import {
  clickCard,
  sceneFacts,
  sevenSinsTurn,
  startThreePlayers,
  tableMoves,
  tableStates,
} from './support/scene';

test.setTimeout(180_000);

/** The screen at 1280×800 and on a phone (390×844): `name-1280.png`, `name-phone.png`. */
async function desktopAndPhone(page: Page, name: string): Promise<void> {
  await resizeTo(page, { width: 1280, height: 800 });
  await waitIdle(page);
  await shot(page, `${name}-1280`);
  await resizeTo(page, { width: 390, height: 844 });
  await waitIdle(page);
  await shot(page, `${name}-phone`);
  await resizeTo(page, { width: 1280, height: 800 });
  await waitIdle(page);
}

/** Plays the person's SevenSins decisions until `until` holds (or the guard runs out). */
async function playUntil(page: Page, until: (visible: string[]) => boolean): Promise<string[]> {
  for (let guard = 0; guard < 3000; guard++) {
    const seen = await tableStates([page], 'sevensins');
    const visible = await ids(page);
    if (until(visible)) return visible;
    if (!(await sevenSinsTurn(page))) await tableMoves([page], 'sevensins', seen);
  }
  throw new Error('the table did not get there');
}

test('a challenge’s table says "Deal 1 of 2", Hint is off with its reason, and Next deal leaves no old summary', async ({
  page,
}) => {
  const host = await startRealHost({ animationSpeed: 'instant', language: 'en', playerName: 'Ada' }, 0, {
    lan: true,
  });
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${host.url}?seed=words1`);
    await waitForScreen(page, 'menu');
    await sevenSinsChallengeForm(page, 2);
    await clickId(page, 'challenge.open');
    await expect.poll(async () => textOf(page, 'challenge.state')).toBe('Open');
    await takePart(page, null, 'Play deal 1');
    await clickId(page, 'challenge.play');
    await waitForScreen(page, 'table');

    // The table names the deal, not a round of a game; Hint is off and says why.
    await expect.poll(async () => textOf(page, 'bar.title')).toBe('SevenSins · challenge deal 1 of 2');
    await expect.poll(async () => disabled(page, 'table.hint')).toBe(true);
    const visible = await playUntil(page, (v) => v.includes('summary:continue'));
    expect(visible).toContain('summary');
    expect(await textOf(page, 'summary:title')).toBe('Deal 1 of 2');
    await desktopAndPhone(page, 'words-challenge-summary');

    // The deal is over: the status says so (not "Dealing…"), the panel offers the next deal.
    await tapUntilGone(page, 'summary:continue');
    await expect.poll(async () => (await ids(page)).includes('challenge.dealOver')).toBe(true);
    await expect.poll(async () => textOf(page, 'status')).toBe('Deal 1 of 2 is over');
    expect(await textOf(page, 'challenge.dealOver.score')).toMatch(/^You scored −?\d+\./);
    await desktopAndPhone(page, 'words-challenge-deal-over');

    // Next deal: the new deal's table, its title, and nothing of the old deal in front of it.
    await clickId(page, 'challenge.dealOver.next');
    await expect.poll(async () => textOf(page, 'bar.title')).toBe('SevenSins · challenge deal 2 of 2');
    await expect.poll(async () => (await ids(page)).includes('challenge.dealOver')).toBe(false);
    expect(await ids(page)).not.toContain('summary');
    expect(await ids(page)).not.toContain('summary:continue');
    await expect.poll(async () => disabled(page, 'table.hint')).toBe(true);
    await desktopAndPhone(page, 'words-challenge-deal2');
  } finally {
    await host.stop();
  }
});

test('a round’s summary and its par line stay until seen, across a reload', async ({ page }) => {
  const host = await startRealHost({ animationSpeed: 'instant', language: 'en', playerName: 'Ada' }, 0, {
    par: true,
  });
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${host.url}?seed=words2`);
    await startThreePlayers(page, 'sevensins');
    // Phase 1 is one card each: its summary soon.
    await playUntil(page, (v) => v.includes('summary:continue'));
    expect(await textOf(page, 'summary:title')).toMatch(/^Phase 1 of \d+ scored$/);
    await expect.poll(async () => textOf(page, 'summary:par'), { timeout: 60_000 }).toMatch(/^Par \(/);

    // A reload before Continue: the summary (and its par) are there again.
    await page.reload();
    await waitForScreen(page, 'table');
    await expect.poll(async () => (await ids(page)).includes('summary:continue')).toBe(true);
    expect(await textOf(page, 'summary:title')).toMatch(/^Phase 1 of \d+ scored$/);
    await expect.poll(async () => textOf(page, 'summary:par')).toMatch(/^Par \(the Master with your cards\)/);
    await desktopAndPhone(page, 'words-summary-after-reload');

    // Seen: a reload after Continue does not bring it back.
    await tapUntilGone(page, 'summary:continue');
    // The host has taken the Continue before the page goes.
    await expect.poll(() => host.summariesSeen()).toBeGreaterThanOrEqual(1);
    await page.reload();
    await waitForScreen(page, 'table');
    await expect
      .poll(async () => (await sceneFacts<SevenSinsFacts>(page, 'sevensins'))?.step ?? 0)
      .toBeGreaterThan(0);
    await waitIdle(page);
    // A fixed wait on purpose: the summary must stay away, and no state says it never comes.
    await page.waitForTimeout(500);
    expect(await ids(page)).not.toContain('summary:continue');
  } finally {
    await host.stop();
  }
});

test('while the host is away the turn line says so and no move is taken; back, the table goes on', async ({
  page,
}) => {
  const h = await hostOnSaves({ animationSpeed: 'instant', language: 'en', playerName: 'Ada' }, 'words');
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`${h.host.url}?seed=words3`);
    await startThreePlayers(page, 'sevensins');
    // Wait for the person's own decision (a card, a bid or trump).
    await expect
      .poll(
        async () => {
          const facts = await sceneFacts<SevenSinsFacts>(page, 'sevensins');
          return !!facts && !facts.busy && (facts.dialog !== null || facts.legal.length > 0);
        },
        { timeout: 60_000 },
      )
      .toBe(true);
    await waitIdle(page);
    const before = (await sceneFacts<SevenSinsFacts>(page, 'sevensins'))!;
    expect(await textOf(page, 'status')).toMatch(/^Your turn|^You /);

    // The host goes away.
    await h.down();
    await expect.poll(async () => textOf(page, 'status')).toBe('Connection to the host lost — trying again…');
    await desktopAndPhone(page, 'words-offline');
    // A move now is not taken: the table stays at its step and nothing is withdrawn.
    if (before.dialog === 'trump') await tap(page, 'trump:fire');
    else if (before.dialog === 'bid') await tap(page, `bid:${before.bids.find((x) => x.allowed)!.tricks}`);
    else if (before.dialog === 'kitsune') await tap(page, 'kitsune:sin');
    else await clickCard(page, 'sevensins', before.legal[0]!);
    // A fixed wait on purpose: the move must not be taken, and nothing comes of it to wait for.
    await page.waitForTimeout(500);
    const during = (await sceneFacts<SevenSinsFacts>(page, 'sevensins'))!;
    expect(during.step).toBe(before.step);
    expect(during.hand).toEqual(before.hand);
    expect(await textOf(page, 'status')).toBe('Connection to the host lost — trying again…');

    // Back after a short outage: how long from the host listening to the page playing again.
    const figures: number[] = [];
    for (const outage of [0, 8000]) {
      if (outage > 0) {
        await h.down();
        await expect.poll(async () => textOf(page, 'status')).toMatch(/^Connection to the host lost/);
        // A fixed wait on purpose: the outage's length is what the figures measure.
        await page.waitForTimeout(outage);
      }
      await h.up({ resume: true });
      const back = Date.now();
      await expect
        .poll(async () => textOf(page, 'status'), { timeout: 20_000, intervals: [25] })
        .not.toMatch(/^Connection to the host lost/);
      figures.push(Date.now() - back);
    }
    console.log(`reconnect after the host is back: ${figures.map((f) => `${f} ms`).join(', ')}`);
    // The table goes on: the same decision, and now it is taken.
    await expect
      .poll(async () => (await sceneFacts<SevenSinsFacts>(page, 'sevensins'))?.step)
      .toBe(before.step);
    expect(await sevenSinsTurn(page)).toBe(true);
  } finally {
    await h.stop();
  }
});
