// Renders resources/icon.svg to resources/icon.png (1024×1024) in Chromium, for electron-builder.
// Run after changing the SVG: node scripts/render-icon.mjs
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { findChromium } from './find-chromium.mjs';

const root = join(import.meta.dirname, '..');
const svg = readFileSync(join(root, 'resources', 'icon.svg'), 'utf8');
const browser = await chromium.launch({
  executablePath: await findChromium(),
  args: ['--no-sandbox', '--disable-gpu'],
});
const page = await browser.newPage({ viewport: { width: 1024, height: 1024 } });
await page.setContent(`<html><body style="margin:0;background:transparent">${svg}</body></html>`);
await page.locator('svg').screenshot({ path: join(root, 'resources', 'icon.png'), omitBackground: true });
await browser.close();
console.log('resources/icon.png written');
