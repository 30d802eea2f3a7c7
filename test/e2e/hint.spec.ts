/**
 * Hints through the real UI: at a 13 table (seat 0 human, two `rules` bots) the human asks
 * for a hint with the top bar's button, the host's Meister answers, the table names the move
 * in a toast and rings the suggested card and target; the human plays exactly that. On the
 * next turn the same by the H key. While the bots move (3 s each) the button is disabled. Screenshot
 * test-results/screenshots/hint-13.png.
 */
import type { Page } from '@playwright/test';
import type { DecisionEvaluation } from '../../src/main/analysis/evaluate';
import { verdict } from '../support/judge';
import type { StoppableRunner } from '../../src/main/host/replays/analyses';
import { startRealHost } from './support/real-host';
import { bounds, expect, ids, shot, tap, test, textOf, type Rect } from './support/app';
import { clickHandCard, legalCards, myTurn, startDreizehn } from './support/dreizehn';

/** The suggested card and target, read from the rings' ids (`hint:hand.G7`, `hint:target:left`). */
async function rings(page: Page): Promise<{ card: string; target: string }> {
  let found: { card: string; target: string } | null = null;
  await expect
    .poll(
      async () => {
        const all = await ids(page);
        const card = all.find((i) => i.startsWith('hint:hand.'));
        const target = all.find((i) => i.startsWith('hint:target:'));
        found = card && target ? { card: card.slice('hint:hand.'.length), target: target.slice(12) } : null;
        return found !== null;
      },
      { timeout: 20_000, message: 'the hint rings a card and a target' },
    )
    .toBe(true);
  return found!;
}

/** It is the human's turn: the hand marks playable cards. */
async function mine(page: Page): Promise<boolean> {
  return (await legalCards(page)).length > 0;
}

/**
 * Plays the card on the target: a click plays a card that can go to one target only; where it
 * could go to several (a Nasty Four) the targets light up and the hinted one is clicked. The
 * play is done when the turn has passed to the bots (3 s each here). (The hand cannot tell:
 * after a play the player draws, perhaps the same card again.)
 */
async function play(page: Page, card: string, target: string): Promise<void> {
  await clickHandCard(page, `card:${card}`);
  const passed = async (): Promise<boolean> => !(await mine(page));
  await expect
    .poll(passed, { timeout: 1500 })
    .toBe(true)
    .catch(() => undefined);
  if (!(await passed())) await tap(page, `target:${target}`);
  await expect.poll(passed, { timeout: 15_000, message: 'the hinted move was played' }).toBe(true);
}

test('a hint names the Meister’s move and rings its card and target; playing it works', async ({ page }) => {
  test.setTimeout(180_000);
  const host = await startRealHost({ language: 'en', animationSpeed: 'fast', botSpeed: 'fast' }, 3000);
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startDreizehn(page, host.url);

    await myTurn(page);
    expect(await textOf(page, 'table.hint')).toMatch(/Hint/);
    await tap(page, 'table.hint');
    const first = await rings(page);
    await shot(page, 'hint-13');
    expect(await ids(page)).toContain(`card:${first.card}`);
    await play(page, first.card, first.target);
    // The rings go with the move.
    await expect.poll(async () => (await ids(page)).some((i) => i.startsWith('hint:'))).toBe(false);

    // While the bots move (3 s each here: a loaded machine may take seconds to get from the play
    // to this check) the button is disabled: a press rings nothing.
    expect(await mine(page)).toBe(false);
    await tap(page, 'table.hint');
    // A fixed wait on purpose: the disabled button must ring nothing, so nothing comes of it to wait for.
    await page.waitForTimeout(400);
    expect(await mine(page)).toBe(false);
    expect((await ids(page)).some((i) => i.startsWith('hint:'))).toBe(false);

    // The next turn by keyboard.
    await myTurn(page);
    await page.keyboard.press('h');
    const second = await rings(page);
    await play(page, second.card, second.target);
  } finally {
    await host.stop();
  }
});

const apartRects = (a: Rect, b: Rect): boolean =>
  a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;

/** A judge that calls each of the person's plays a mistake by 2.5, the better play another card. */
const strictJudge: StoppableRunner = {
  evaluate(input): Promise<DecisionEvaluation> {
    const chosen = input.chosen as { card?: string };
    const best = input.legal.find((a) => (a as { card?: string }).card !== chosen.card) ?? input.legal[0]!;
    return Promise.resolve(verdict(best, input.legal.length, { chosen: -4, best: -1.5, ci95: [1, 4] }));
  },
  close: () => Promise.resolve(),
};

test('the live coach marks a mistake: a toast naming the move made, a ring where it lies, not on the hand', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const host = await startRealHost(
    { language: 'en', animationSpeed: 'fast', botSpeed: 'fast', coach: true },
    300,
    {
      coach: strictJudge,
    },
  );
  try {
    await page.setViewportSize({ width: 1280, height: 800 });
    await startDreizehn(page, host.url);
    await myTurn(page);
    const [card] = await legalCards(page);
    await clickHandCard(page, card!);
    const targets = async (): Promise<string[]> =>
      (await ids(page)).filter((i) => i.startsWith('card:') || i.startsWith('target:'));
    if ((await ids(page)).some((i) => i.startsWith('target:')) && (await mine(page))) {
      // A card that could go to several targets: the first one lit.
      const lit = (await targets()).find((i) => i.startsWith('target:'));
      if (lit) await tap(page, lit);
    }
    // The words name the move made (the card just played) before the better choice.
    await expect
      .poll(async () => (await textOf(page, 'toast')) ?? '', { timeout: 20_000 })
      .toMatch(
        /^Coach · your move “put .+ on the \w+ target”: “Put .+” would have cost you about 1\.5 instead of 4\.0 minus points — about 2\.5 given away\.$/,
      );
    // The ring goes where that card lies (its target, or the player's plate once the pile is
    // taken), never on a card of the hand: the next decision is the person's own.
    await expect
      .poll(async () => (await ids(page)).filter((i) => i.startsWith('coach:')), { timeout: 10_000 })
      .toEqual([expect.stringMatching(/^coach:(target:\w+|seat\.0)$/)]);
    // The toast covers no seat.
    const toast = await bounds(page, 'toast');
    for (let seat = 0; seat < 4; seat++) {
      const plate = await bounds(page, `seat.${seat}`);
      if (toast && plate) expect(apartRects(toast, plate), `the toast leaves seat ${seat} free`).toBe(true);
    }
    await shot(page, 'coach-13');
  } finally {
    await host.stop();
  }
});
