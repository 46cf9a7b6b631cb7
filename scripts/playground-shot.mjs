/**
 * Re-takes docs/playground.png (1200×760): the Mycosynth Lattice + March of the Machines
 * example (613.8a), lesson at step 2 — March waiting for the Lattice, the dependency
 * arrow in layer 4 — with examples/cards/test-cards.json open. Needs `npm run build:web` first and
 * Chromium (/usr/bin/chromium or CHROMIUM_PATH). Usage: node scripts/playground-shot.mjs [OUT.png]
 */
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = fileURLToPath(new URL('../', import.meta.url));
const out = process.argv[2] ?? `${root}docs/playground.png`;
const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 1200, height: 760 }, locale: 'en-US', colorScheme: 'light' });
await page.goto(`file://${root}web/dist/index.html#example=lattice-march&lang=en`);
await page.waitForSelector('body[data-ready="true"]');
await page.setInputFiles('#card-file', `${root}examples/cards/test-cards.json`);
await page.waitForSelector('[data-card-file="test-cards.json"]');
await page.click('#teach-start');
await page.click('#teach-next');
await page.evaluate(() => {
  document.querySelector('#layers-heading')?.scrollIntoView({ block: 'start' });
  window.scrollBy(0, -20);
});
await page.screenshot({ path: out });
await browser.close();
console.log(out);
