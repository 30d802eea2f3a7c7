// @vitest-environment happy-dom
/** The screen stays on at the table, is let go elsewhere, and is asked for again when the page comes back. */
import { describe, expect, test } from 'vitest';
import { ScreenAwake } from '../../../../src/renderer/core/wake-lock';

function fakeNavigator(refuse = false) {
  const requests: string[] = [];
  const sentinels: { released: boolean; release(): Promise<void> }[] = [];
  const nav = {
    wakeLock: {
      request: (type: 'screen') => {
        requests.push(type);
        if (refuse) return Promise.reject(new Error('NotAllowedError'));
        const s = { released: false, release: () => ((s.released = true), Promise.resolve()) };
        sentinels.push(s);
        return Promise.resolve(s);
      },
    },
  } as unknown as Navigator;
  return { nav, requests, sentinels };
}

const tick = (): Promise<void> => new Promise((r) => setTimeout(r, 0));

describe('the screen stays on during a game', () => {
  test('held at the table, released when leaving it', async () => {
    const f = fakeNavigator();
    const awake = new ScreenAwake(f.nav, document);
    awake.set(true);
    await tick();
    expect(awake.held).toBe(true);
    awake.set(false);
    await tick();
    expect(awake.held).toBe(false);
    expect(f.sentinels[0]!.released).toBe(true);
  });

  test('asked for again when the page comes back (the browser lets it go when hidden)', async () => {
    const f = fakeNavigator();
    const awake = new ScreenAwake(f.nav, document);
    awake.set(true);
    await tick();
    f.sentinels[0]!.released = true;
    document.dispatchEvent(new Event('visibilitychange'));
    await tick();
    expect(f.requests).toHaveLength(2);
    expect(awake.held).toBe(true);
  });

  test('a browser without it, or one that refuses, plays on', async () => {
    const none = new ScreenAwake({} as Navigator, document);
    none.set(true);
    await tick();
    expect(none.held).toBe(false);
    const refused = new ScreenAwake(fakeNavigator(true).nav, document);
    refused.set(true);
    await tick();
    expect(refused.held).toBe(false);
  });
});
