/**
 * Shared set-up of the browser tests: Debian's Chromium (playwright-core) on web/dist served
 * from 127.0.0.1, a page at a width, Tab until an element has focus, and axe-core injected
 * into the page (serious and critical violations listed).
 */
import { existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { serve } from './static-server.js';

export const root = fileURLToPath(new URL('../', import.meta.url));
export const shots = `${root}web/screenshots/`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The two widths every point is tried at: a laptop and a phone. */
export const WIDE = { width: 1440, height: 900 };
export const NARROW = { width: 390, height: 844 };

export interface Session {
  browser: Browser;
  url: string;
  close(): Promise<void>;
}

export async function start(): Promise<Session> {
  if (!existsSync(`${root}web/dist/index.html`)) throw new Error('web/dist is missing: run `npm run build:web` (npm run test:web does)');
  if (!existsSync(CHROMIUM)) throw new Error(`no Chromium at ${CHROMIUM}: apt-get install -y chromium, or set CHROMIUM_PATH`);
  mkdirSync(shots, { recursive: true });
  const server = await serve(`${root}web/dist`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
  return {
    browser,
    url: server.url,
    close: async () => {
      await browser.close();
      await server.close();
    },
  };
}

/** A page at `hash`, ready; page errors fail the test. */
export async function openPage(s: Session, hash: string, viewport = WIDE, locale = 'en-US'): Promise<Page> {
  const page = await s.browser.newPage({ viewport, locale });
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${s.url}${hash}`);
  await page.waitForSelector('body[data-ready="true"]');
  expect(errors).toEqual([]);
  return page;
}

export const textInPage = (page: Page) => page.evaluate(() => (window as unknown as { playground: { text(): string } }).playground.text());

/** Replaces the editor's whole text as typed (the answer follows after the pause). */
export async function typeScenario(page: Page, text: string): Promise<void> {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.insertText(text);
  await expect
    .poll(() => page.evaluate(() => (window as unknown as { playground: { evaluated(): string } }).playground.evaluated()))
    .toBe(text);
}

export async function tabTo(page: Page, matches: string, max = 200): Promise<void> {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate((sel) => document.activeElement?.matches(sel) ?? false, matches)) return;
  }
  throw new Error(`Tab never reached ${matches}`);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's serious and critical violations on the page as it is now (rule id: the first offending elements). */
export async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE });
  const found = await page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run(ctx: Document, o: object): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, nodes: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return found.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.join(', ')}`);
}

/**
 * Watches a page's requests (attach before `goto`): `quiet()` resolves once no request is open and
 * none started or ended for 500 ms. Playwright's waitForLoadState('networkidle') sometimes never
 * resolves on this page although every request has finished (and Chromium reports its own
 * networkIdle lifecycle event), so the tests count the requests themselves.
 */
export function watchNetwork(page: Page): { quiet(): Promise<void> } {
  let inflight = 0;
  let lastChange = Date.now();
  const change = (by: number) => () => {
    inflight += by;
    lastChange = Date.now();
  };
  page.on('request', change(1));
  page.on('requestfinished', change(-1));
  page.on('requestfailed', change(-1));
  return {
    quiet: () => expect.poll(() => inflight === 0 && Date.now() - lastChange >= 500, { timeout: 30_000, interval: 100 }).toBe(true),
  };
}
