/**
 * Replays through the real UI. Finished games lie in the host's history (the example records,
 * as the host keeps them); the Replays screen lists them; Watch opens the viewer on the first
 * deal with the live table scene; it steps on (animated) and back, jumps a round, switches to
 * another seat's view, opens every hand, plays at 4×, and goes to the end. A game is saved as a
 * file (a download) and that file opens again; a broken file and an illegal record are refused
 * with what is wrong, and the app goes on. Screenshots: test-results/screenshots/replay-*.png.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { parseRecord } from '../../src/shared/record';
import type { SiegelFacts } from '../../src/shared/scene-facts';
import { expect, expectAllOnScreen, resizeTo, shot, shotWhole, test } from './support/app';
import { clickId, ids, textOf, waitForScreen, waitIdle } from './support/ui';
import { FIXTURES, atHistory, replayFacts } from './support/history';
import { Walk } from './support/layout-walk';
import { sceneFacts } from './support/scene';

test.setTimeout(240_000);

const GAMES = [
  ['20261121T090000Z-siegel', 'siegel-3p.json', '2026-11-21T09:40:00.000Z'],
  ['20261122T090000Z-sins', 'sevensins-4p-5phases.json', '2026-11-22T09:40:00.000Z'],
  ['20261123T090000Z-abyss', 'abyss-3p.json', '2026-11-23T09:40:00.000Z'],
  ['20261124T090000Z-dreizehn', 'dreizehn-4p.json', '2026-11-24T09:40:00.000Z'],
] as const;

interface ReplayFacts {
  step: number;
  lastStep: number;
  viewer: number | null;
  allHands: boolean;
  hands: string[][] | null;
  playing: boolean;
  speed: number;
  pending: boolean;
  event: string;
  position: string;
}

const replay = (page: Page) => replayFacts<ReplayFacts>(page);

/** Waits until the viewer shows `step` and the table has caught up. */
async function atStep(page: Page, step: number): Promise<ReplayFacts> {
  await expect.poll(async () => (await replay(page))?.step).toBe(step);
  await expect.poll(async () => (await replay(page))?.pending).toBe(false);
  await waitIdle(page);
  return (await replay(page))!;
}

test('the history lists finished games; the viewer steps, jumps, switches seats, opens every hand and plays', async ({
  page,
}) => {
  await atHistory(page, GAMES, async () => {
    await expect
      .poll(async () => (await ids(page)).filter((id) => id.startsWith('history.row.')).length)
      .toBe(4);
    // Newest first.
    const rows = (await ids(page)).filter((id) => id.startsWith('history.watch.'));
    expect(rows[0]).toBe('history.watch.20261124T090000Z-dreizehn');
    await shotWhole(page, 'replay-history-1280');

    await clickId(page, 'history.watch.20261121T090000Z-siegel');
    await waitForScreen(page, 'replay');
    let r = await atStep(page, 1);
    expect(r.position).toBe('Round 1 of 6 · dealt');
    expect(r.event).toMatch(/deals round 1/);
    const ownHand = (await sceneFacts<SiegelFacts>(page, 'siegel'))!.hand;
    expect(ownHand.length).toBeGreaterThan(0);
    await expectAllOnScreen(page);
    await shot(page, 'replay-siegel-deal-1280');

    // Step on with the keyboard (animated, as at the table) and back with the button.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    r = await atStep(page, 4);
    expect(r.position).toBe('Round 1 of 6 · move 3');
    expect(r.event).toMatch(/^(Anna|Ben|Clara) (predicts|takes the saboteur)/);
    await clickId(page, 'replay.back');
    await atStep(page, 3);

    // The next round's deal, then back to this round's start.
    await clickId(page, 'replay.nextRound');
    await expect.poll(async () => (await replay(page))?.position).toBe('Round 2 of 6 · dealt');
    const secondDeal = (await replay(page))!.step;
    await clickId(page, 'replay.prevRound');
    await atStep(page, 1);
    await clickId(page, 'replay.nextRound');
    await atStep(page, secondDeal);

    // Another seat's view: another hand.
    await clickId(page, 'replay.seat');
    await expect.poll(async () => (await replay(page))?.viewer).toBe(1);
    await atStep(page, secondDeal);
    expect(await textOf(page, 'replay.seat')).toBe('Seen by Ben');
    const second = (await sceneFacts<SiegelFacts>(page, 'siegel'))!.hand;
    expect(second.length).toBeGreaterThan(0);
    expect(second).not.toEqual(ownHand);

    // Every hand, seat 1's among them as its own view shows it.
    await clickId(page, 'replay.allHands');
    await expect.poll(async () => (await replay(page))?.hands?.length ?? 0).toBe(3);
    r = (await replay(page))!;
    expect([...r.hands![1]!].sort()).toEqual([...second].sort());
    await waitIdle(page);
    expect(await ids(page)).toContain(`replay.hand.0.${r.hands![0]![0]}`);
    await expectAllOnScreen(page);
    await shot(page, 'replay-siegel-all-hands-1280');

    // Play at 4×: the steps go on by themselves until paused.
    for (let i = 0; i < 2; i++) await clickId(page, 'replay.speed');
    expect((await replay(page))!.speed).toBe(4);
    await clickId(page, 'replay.play');
    await expect
      .poll(async () => (await replay(page))!.step, { timeout: 20_000 })
      .toBeGreaterThan(secondDeal + 3);
    await page.keyboard.press(' ');
    await expect.poll(async () => (await replay(page))!.playing).toBe(false);

    // The end: the result.
    await page.keyboard.press('End');
    r = await atStep(page, r.lastStep);
    expect(r.position).toBe('Game over');
    expect(r.event).toMatch(/Game over — .* won/);
    await shot(page, 'replay-siegel-end-1280');
    await resizeTo(page, { width: 1024, height: 640 });
    await expectAllOnScreen(page);
    await shot(page, 'replay-siegel-end-1024');
    await resizeTo(page, { width: 1280, height: 800 });

    // The other three games open in their own scenes.
    for (const [id, , , scene] of [
      ['20261122T090000Z-sins', '', '', 'sevensins'],
      ['20261123T090000Z-abyss', '', '', 'abyss'],
      ['20261124T090000Z-dreizehn', '', '', 'dreizehn'],
    ] as const) {
      await clickId(page, 'replay.close');
      await waitForScreen(page, 'history');
      await clickId(page, `history.watch.${id}`);
      await waitForScreen(page, 'replay');
      await atStep(page, 1);
      for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
      await atStep(page, 7);
      await clickId(page, 'replay.allHands');
      await expect.poll(async () => ((await replay(page))?.hands ?? []).length).toBeGreaterThan(2);
      await shotWhole(page, `replay-${scene}-1280`);
    }
  });
});

test('a game saved as a file opens again; a broken file and an illegal record are refused', async ({
  page,
}) => {
  await atHistory(page, GAMES, async (h) => {
    await expect
      .poll(async () => (await ids(page)).includes('history.export.20261123T090000Z-abyss'))
      .toBe(true);

    // Save as a file: the browser downloads the record.
    const downloading = page.waitForEvent('download');
    await clickId(page, 'history.export.20261123T090000Z-abyss');
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('spieltisch-abyss-20261123T090000Z-abyss.json');
    const saved = join(h.dir, 'saved.json');
    await download.saveAs(saved);
    const text = readFileSync(saved, 'utf8');
    expect(text).not.toContain('"save"');
    expect(parseRecord(text)).toEqual(parseRecord(readFileSync(join(FIXTURES, 'abyss-3p.json'), 'utf8')));

    const open = async (file: string): Promise<void> => {
      const choosing = page.waitForEvent('filechooser');
      await clickId(page, 'history.open');
      await (await choosing).setFiles(file);
    };

    // A broken file: refused with what is wrong, the list stays.
    const broken = join(h.dir, 'broken.json');
    writeFileSync(broken, text.slice(0, 200));
    await open(broken);
    await expect
      .poll(async () => (await textOf(page, 'toast')) ?? '')
      .toMatch(/cannot be shown: it is not a Spieltisch game record: the file is not valid JSON/);
    await shot(page, 'replay-refused-1280');
    expect(await ids(page)).toContain('history.row.20261123T090000Z-abyss');

    // An illegal record: refused naming the round and the action.
    const doc = JSON.parse(text) as { rounds: { actions: unknown[] }[] };
    doc.rounds[0]!.actions.splice(0, 1);
    const illegal = join(h.dir, 'illegal.json');
    writeFileSync(illegal, JSON.stringify(doc));
    await open(illegal);
    await expect
      .poll(async () => (await textOf(page, 'toast')) ?? '')
      .toMatch(/cannot be replayed: round 1, action 0/);

    // The saved file opens in the viewer, as the game it was.
    await open(saved);
    await waitForScreen(page, 'replay');
    const r = await atStep(page, 1);
    expect(r.lastStep).toBeGreaterThan(50);
    await page.keyboard.press('End');
    await atStep(page, r.lastStep);
    expect((await replay(page))!.position).toBe('Game over');
    await shot(page, 'replay-opened-file-1280');
  });
});

test('the viewer and "All hands" of Siegel, SevenSins and Abyss pass the layout checker at every size', async ({
  page,
}) => {
  // 13's viewer, bare, with All hands and with its analysis, is audited on analysis.spec.ts' walk.
  const games = GAMES.filter(([id]) => !id.endsWith('dreizehn'));
  const stops = games.flatMap(([id]) => [`replay-${gameOf(id)}`, `replay-${gameOf(id)}-hands`]);
  const audit = new Walk(page, 'en', stops, false);
  await atHistory(page, games, async () => {
    for (const [id] of games) {
      await clickId(page, `history.watch.${id}`);
      await waitForScreen(page, 'replay');
      // A few moves in: the first trick's cards on the table.
      await atStep(page, 1);
      for (let i = 0; i < 3; i++) await clickId(page, 'replay.forward');
      await atStep(page, 4);
      await audit.at(`replay-${gameOf(id)}`);
      await clickId(page, 'replay.allHands');
      await expect.poll(async () => ((await replay(page))?.hands ?? []).length).toBeGreaterThan(0);
      await waitIdle(page);
      await audit.at(`replay-${gameOf(id)}-hands`);
      await clickId(page, 'replay.close');
      await waitForScreen(page, 'history');
    }
  });
  expect(audit.over).toEqual([]);
});

/** The game of a history id ("…-sins" is SevenSins). */
function gameOf(id: string): string {
  return id.slice(id.indexOf('-') + 1);
}
