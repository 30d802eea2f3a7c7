#!/usr/bin/env node
/**
 * Finds a Chromium for the end-to-end tests without downloading anything. Order:
 * $CHROMIUM_PATH, /usr/bin/chromium, /usr/bin/chromium-browser, the macOS app bundles,
 * then Playwright's own installed Chromium (if `npx playwright install chromium` was run).
 * Run directly, it prints the path or explains how to get a browser.
 */
import { existsSync } from 'node:fs';
import process from 'node:process';
import { pathToFileURL } from 'node:url';

const HELP = [
  'No Chromium found for the end-to-end tests. Install one of:',
  '  Debian/Ubuntu:  sudo apt-get install chromium        (then /usr/bin/chromium is used)',
  '  macOS:          brew install --cask chromium',
  "  any system:     npx playwright install chromium      (Playwright's own build)",
  'or point CHROMIUM_PATH at a Chromium or Chrome binary.',
].join('\n');

export async function findChromium() {
  const candidates = [
    process.env.CHROMIUM_PATH,
    '/usr/bin/chromium',
    '/usr/bin/chromium-browser',
    '/Applications/Chromium.app/Contents/MacOS/Chromium',
    '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
  ].filter(Boolean);
  for (const path of candidates) if (existsSync(path)) return path;
  try {
    const { chromium } = await import('playwright-core');
    const path = chromium.executablePath();
    if (path && existsSync(path)) return path;
  } catch {
    // playwright-core missing or without a browser registry: fall through.
  }
  return null;
}

export const CHROMIUM_HELP = HELP;

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const path = await findChromium();
  if (path) process.stdout.write(`${path}\n`);
  else {
    process.stderr.write(`${HELP}\n`);
    process.exitCode = 1;
  }
}
