/**
 * A LAN evening played from phones, with the host's window as the shared display. The host opens
 * a table of each game on the LAN, leaves its own seat to watch, and a guest on a phone (a phone's
 * user agent, touch, 390×844) joins from the join address, takes the seat by taps and plays the
 * first round by taps against two bots: upright for the first moves, then turned on its side
 * (844×390); after eight moves a bot stands in for the phone's seat (the host's stand-in) up to
 * the round's end (the phone plays again from the next deal), whose summary the phone and the
 * display show. Cards are played deliberately: a
 * tap lifts, a second tap plays. Meanwhile the host's window follows the round as a table
 * display: no hand, everything public on it. Screenshots: test-results/screenshots/phone-*.png.
 */
import type { Browser, BrowserContext, Page } from '@playwright/test';
import type {
  AbyssFacts,
  DreizehnFacts,
  SceneFacts,
  SevenSinsFacts,
  SiegelFacts,
} from '../../src/shared/scene-facts';
import { ABYSS_ELEMENTS } from '../../src/shared/games/abyss';
import {
  byTouch,
  chooseRulesBots,
  clickId,
  disabled,
  expect,
  ids,
  laidOut,
  pressAt,
  resizeTo,
  shot,
  tap,
  tapUntilGone,
  test,
  textOf,
  waitForScreen,
  waitIdle,
} from './support/app';
import { startRealHost } from './support/real-host';
import { chooseThreePlayers, sceneFacts, seenAs, tableMoves, type TableGame } from './support/scene';

type Game = TableGame | 'dreizehn';

const PHONE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36';

async function phoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    userAgent: PHONE_UA,
  });
}

/** The hook of a scene: facts and where a card of the hand can be pressed. */
type Hook = SceneFacts & { hand?: string[]; cardPoint(code: string): { x: number; y: number } | null };

async function cardPoint(page: Page, game: Game, code: string): Promise<{ x: number; y: number } | null> {
  return page.evaluate(
    ([g, c]) => (globalThis as unknown as Record<string, Hook | undefined>)[`__${g}`]?.cardPoint(c) ?? null,
    [game, code] as const,
  );
}

/**
 * Plays a card by touch: the first tap lifts it, the second plays it (on a phone a card is never
 * played by a stray touch). Returns once the table has taken the move.
 */
async function playByTouch(page: Page, game: Game, code: string, before: number): Promise<void> {
  await laidOut(page);
  const first = await cardPoint(page, game, code);
  expect(first, `card ${code} on screen`).not.toBeNull();
  await pressAt(page, first!.x, first!.y);
  // Lifted, not played: the step stays until the second tap.
  // A fixed wait on purpose: the first tap must send nothing, so nothing comes of it to wait for.
  await page.waitForTimeout(120);
  expect((await sceneFacts(page, game as TableGame))?.step).toBe(before);
  const lifted = await cardPoint(page, game, code);
  expect(lifted, `card ${code} still in the hand`).not.toBeNull();
  // (Where it now stands: its face rose with the lift, and the second tap lands on it.)
  expect(lifted!.y).toBeLessThanOrEqual(first!.y);
  await pressAt(page, lifted!.x, lifted!.y);
}

async function untilStepPast(page: Page, game: Game, before: number): Promise<void> {
  await expect
    .poll(async () => (await sceneFacts(page, game as TableGame))?.step ?? before, { timeout: 30_000 })
    .toBeGreaterThan(before);
}

/** One decision of the phone's seat, if one is asked; true when it answered. */
async function phoneMove(page: Page, game: Game): Promise<boolean> {
  const s = await sceneFacts<SceneFacts & Record<string, unknown>>(page, game as TableGame);
  if (!s || s.busy) return false;
  const visible = await ids(page);
  if (game === 'siegel') {
    const f = s as unknown as SiegelFacts;
    if (f.dialog === 'predict') {
      if (visible.includes('predict:red:+')) await tap(page, 'predict:red:+');
      await tap(page, 'confirm');
      await expect
        .poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.dialog)
        .not.toBe('predict');
      return true;
    }
    if (f.dialog === 'return') {
      await tap(
        page,
        visible.find((id) => id.startsWith('return:'))!,
      );
      await expect
        .poll(async () => (await sceneFacts<SiegelFacts>(page, 'siegel'))?.dialog)
        .not.toBe('return');
      return true;
    }
    if (f.phase !== 'play' || f.legal.length === 0) return false;
  }
  if (game === 'sevensins') {
    const f = s as unknown as SevenSinsFacts;
    if (f.dialog === 'trump') return tap(page, 'trump:fire').then(() => true);
    if (f.dialog === 'bid') return tap(page, `bid:${f.bids.find((b) => b.allowed)!.tricks}`).then(() => true);
    if (f.dialog === 'kitsune') return tap(page, 'kitsune:sin').then(() => true);
    if (f.stage !== 'play' || f.legal.length === 0) return false;
  }
  if (game === 'abyss') {
    const f = s as unknown as AbyssFacts;
    if (f.dialog === 'jump') return tap(page, 'jump:yes').then(() => true);
    if (f.dialog === 'kitsune') return tap(page, 'kitsune:sin').then(() => true);
    if (f.dialog === 'scale') {
      const missing = ABYSS_ELEMENTS.filter((e) => !f.scale.includes(e));
      await tap(page, missing.length > 0 && f.scale.length < 2 ? `scale:add:${missing[0]}` : 'scale:pass');
      return true;
    }
    if (f.passing) {
      await playByTouch(page, game, [...f.hand].sort()[0]!, f.step);
      return true;
    }
    if (f.stage !== 'play' || f.legal.length === 0) return false;
  }
  if (s.legal.length === 0) return false;
  const code = s.legal.find((c) => c !== 'KITSUNE') ?? s.legal[0]!;
  await playByTouch(page, game, code, s.step);
  if (code === 'KITSUNE') return true;
  if (game === 'dreizehn') {
    // A Nasty Four asks for its target: the card stays chosen (and the step) until one is tapped.
    await expect
      .poll(async () => {
        const f = await sceneFacts(page, 'dreizehn' as TableGame);
        return f?.step !== s.step || (f as unknown as DreizehnFacts).selected !== null;
      })
      .toBe(true);
    const target = (await ids(page)).find((id) => /^target:(blue|yellow|green|left|right)$/.test(id) && id);
    if ((await sceneFacts(page, 'dreizehn' as TableGame))?.step === s.step && target) await tap(page, target);
  }
  await untilStepPast(page, game, s.step);
  return true;
}

for (const game of ['siegel', 'dreizehn', 'sevensins', 'abyss'] as const) {
  test(`a phone guest plays a round of ${game} by taps (then a stand-in), upright then on its side, and the host's window is the table display`, async ({
    page,
    browser,
  }) => {
    test.setTimeout(360_000);
    const host = await startRealHost(
      { animationSpeed: 'instant', botSpeed: 'instant', language: 'en', playerName: 'Ada' },
      0,
      {
        lan: true,
      },
    );
    const phoneCtx = await phoneContext(browser);
    try {
      // The host: the game with two rule bots, on the LAN; its own seat to the watchers.
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(`${host.url}?seed=phone-${game}`);
      await waitForScreen(page, 'menu');
      await clickId(page, `menu.game.${game}`);
      await chooseThreePlayers(page);
      await chooseRulesBots(page);
      await clickId(page, 'menu.hostLan');
      await waitForScreen(page, 'lobby');
      await expect.poll(() => host.lanPort()).not.toBeNull();
      await clickId(page, 'lobby.watch.0');
      await expect
        .poll(
          async () => (await ids(page)).includes('lobby.open.0') || (await ids(page)).includes('lobby.bot.0'),
        )
        .toBe(true);

      // The phone: the join address, a name, the seat, ready — all by taps.
      const phone = byTouch(await phoneCtx.newPage());
      await phone.goto(`http://127.0.0.1:${host.lanPort()}/`);
      await waitForScreen(phone, 'lobby');
      await expect.poll(async () => (await ids(phone)).includes('lobby.join')).toBe(true);
      await clickId(phone, 'lobby.name');
      await phone.keyboard.press('ControlOrMeta+A');
      await phone.keyboard.type('Pia');
      await phone.keyboard.press('Enter');
      await clickId(phone, 'lobby.join');
      await clickId(phone, 'lobby.sit.0');
      await clickId(phone, 'lobby.ready');
      await shot(phone, `phone-${game}-lobby-390`);
      await expect.poll(async () => (await ids(page)).includes('lobby.start')).toBe(true);
      await expect.poll(async () => disabled(page, 'lobby.start')).toBe(false);
      await clickId(page, 'lobby.start');
      await waitForScreen(phone, 'table');
      await waitForScreen(page, 'table');

      // The round by taps: upright for the first moves, then on its side.
      let moves = 0;
      let turned = false;
      let displayChecked = false;
      let handedOver = false;
      for (let guard = 0; guard < 4000; guard++) {
        if (!handedOver && moves >= 8 && turned && displayChecked) {
          // The phone has made a round's worth of moves upright and on its side: a bot plays its
          // seat from here to the round's end (the host's stand-in), which both pages show.
          handedOver = true;
          host.standIn({ untilDeal: true });
        }
        const facts = await sceneFacts(phone, game as TableGame);
        const visible = await ids(phone);
        if (visible.includes('ranking')) break;
        // 13 names its summary's button with a dot, the others with a colon.
        const next = visible.find((id) => id === 'summary:continue' || id === 'summary.continue');
        if (next) {
          // A round (a phase) is over. SevenSins' first phases are short (one card, then two):
          // play on until the phone has made a round's worth of moves.
          if (moves >= 8) break;
          await tapUntilGone(phone, next);
          continue;
        }
        if (!turned && moves >= 4) {
          turned = true;
          await shot(phone, `phone-${game}-upright-390`);
          await resizeTo(phone, { width: 844, height: 390 });
          await waitIdle(phone);
          await shot(phone, `phone-${game}-side-844`);
        }
        if (!displayChecked && moves >= 2) {
          // The display: the table for the room, no hand, whose turn in words.
          displayChecked = true;
          const shown = await ids(page);
          expect(
            shown.some((id) => id.startsWith('card:') && /^card:/.test(id) && shown.includes(`legal:${id}`)),
          ).toBe(false);
          expect(shown).toContain('display');
          // Whose turn it is in words (never "You are watching"); the last play beside it once there was one.
          await expect
            .poll(async () => (await textOf(page, 'status')) ?? '')
            .toMatch(/^(To play|Am Zug|Aan zet): /);
          await shot(page, `phone-${game}-display-1280`);
        }
        if (!handedOver && (await phoneMove(phone, game))) moves++;
        else await tableMoves([phone], game as TableGame, [seenAs(facts, visible)]);
      }
      expect(moves, 'the phone made its moves').toBeGreaterThanOrEqual(8);
      expect(turned).toBe(true);
      await shot(phone, `phone-${game}-summary-844`);
      // The display shows the round's end too.
      await expect
        .poll(async () => (await ids(page)).some((id) => id === 'summary' || id.startsWith('summary:')))
        .toBe(true);
      await shot(page, `phone-${game}-display-summary-1280`);
      const next = (await ids(phone)).find((id) => id === 'summary:continue' || id === 'summary.continue');
      if (next) await tapUntilGone(phone, next);
      expect(await textOf(phone, 'table.menu')).not.toBeNull();
    } finally {
      await phoneCtx.close();
      await host.stop();
    }
  });
}
