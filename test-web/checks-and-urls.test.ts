/**
 * Issue #29, points 1–3: the checks of every `expect` on the page (never "valid" when one
 * fails), URLs that behave (history entries, the skip link, broken links, card files, the
 * Oracle compiler only when needed), the answer first on a phone and kept (dimmed) while the
 * text has an error — at 1440×900 and 390×844, from the keyboard, with axe-core.
 */
import { spawnSync } from 'node:child_process';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  NARROW,
  openPage,
  root,
  type Session,
  shots,
  start,
  tabTo,
  textInPage,
  typeScenario,
  WIDE,
  watchNetwork,
} from './browser.js';

let s: Session;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s?.close();
});

const cursorLine = (page: Page) =>
  page.evaluate(() => {
    const sel = window.getSelection();
    const line = sel?.anchorNode?.parentElement?.closest('.cm-line');
    return line ? [...document.querySelectorAll('.cm-content .cm-line')].indexOf(line) + 1 : -1;
  });

function cliChecks(example: string): { passed: number; failed: number } {
  const r = spawnSync(process.execPath, ['bin/mtg-layers.js', 'check', `examples/${example}.yaml`, '--json'], {
    cwd: root,
    encoding: 'utf8',
  });
  const report = JSON.parse(r.stdout) as { files: { checkpoints: { passed: number; failed: number }[] }[] };
  const cps = report.files[0]?.checkpoints ?? [];
  return { passed: cps.reduce((n, c) => n + c.passed, 0), failed: cps.reduce((n, c) => n + c.failed, 0) };
}

describe('point 1: `expect` results on the page', () => {
  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ] as const)(
    'at %s px: all pass as `mtg-layers check` counts them; after swapping two entries one fails and the page never says "valid"',
    async (_w, viewport) => {
      const page = await openPage(s, '#example=humility-opalescence&lang=en', viewport);
      const cli = cliChecks('humility-opalescence');
      expect(cli.failed).toBe(0);
      expect(await page.locator('#checks-summary').textContent()).toBe(`✓ All ${cli.passed} checks passed.`);
      expect(await page.locator('#problems').textContent()).toBe(`The scenario is valid. All ${cli.passed} checks passed.`);

      // 613.7: with Opalescence entering first, Humility is the newer effect in 7b and sets Humility to 1/1 after Opalescence.
      await page.click('#ev-down-battlefield-0');
      await expect.poll(() => page.locator('#checks-summary').textContent()).toContain('failed');
      const summary = (await page.locator('#checks-summary').textContent()) ?? '';
      expect(summary).toMatch(/^✗ \d+ checks passed, 2 failed: humility\.power expected 4, got 1; humility\.toughness expected 4, got 1$/);
      expect(await page.locator('#problems').textContent()).not.toContain('valid.');
      expect(await page.locator('#problems').textContent()).toContain('2 expectations fail');
      expect(await page.evaluate(() => document.body.dataset.state)).toBe('failed');
      // The same count as the command line on the swapped text.
      const failed = await page.locator('.checks-failed-list li').count();
      expect(failed).toBe(2);

      // Each failed check links to its line: a click puts the cursor there.
      const line = Number(await page.locator('.checks-failed-list li button').first().getAttribute('data-line'));
      const text = await textInPage(page);
      expect(text.split('\n')[line - 1]).toMatch(/^\s+humility: \{.*power: 4/);
      await page.locator('.checks-failed-list li button').first().click();
      await expect.poll(() => cursorLine(page)).toBe(line);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}checks-failed-${viewport.width}.png` });
      await page.close();
    },
  );

  it('from the keyboard, and in French and Spanish', async () => {
    const page = await openPage(s, '#example=humility-opalescence&lang=fr');
    const text = (await textInPage(page)).replace('power: 4, toughness: 4', 'power: 5, toughness: 4');
    await typeScenario(page, text);
    await expect
      .poll(() => page.locator('#checks-summary').textContent())
      .toMatch(/^✗ \d+ vérifications réussies, 1 échouée : humility\.power : attendu 5, obtenu 4$/);
    expect(await page.locator('#problems').textContent()).not.toContain('valide');
    await page.keyboard.press('Control+Home');
    await tabTo(page, '.checks-failed-list button');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.classList.contains('cm-content'))).toBe(true);
    expect(await cursorLine(page)).toBe(13); // `humility: { … power: 5 … }`
    await page.selectOption('#lang', 'es');
    // The language's script loads first (locale-es.js).
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await page.locator('#checks-summary').textContent()).toMatch(
      /comprobaciones superadas, 1 fallida: humility\.power: se esperaba 5, se obtuvo 4$/,
    );
    await page.close();
  });
});

describe('point 2: URLs that behave', () => {
  it('an example switch and a pause in editing are history entries: Back returns to them, not out of the page', async () => {
    const page = await openPage(s, '#example=humility-opalescence&lang=en');
    await page.selectOption('#example', 'blood-moon-urborg');
    await expect.poll(() => page.url()).toContain('example=blood-moon-urborg');
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('# an edit\n');
    await expect.poll(() => page.url()).toContain('#s=');
    await page.goBack();
    await expect.poll(() => page.url()).toContain('example=blood-moon-urborg');
    await expect.poll(() => textInPage(page)).not.toContain('# an edit');
    await page.goBack();
    await expect.poll(() => page.url()).toContain('example=humility-opalescence');
    await expect.poll(() => page.locator('[data-object="humility"] [data-field="pt"]').textContent()).toBe('4/4');
    expect(await page.inputValue('#example')).toBe('humility-opalescence');
    await page.goForward();
    await expect.poll(() => page.inputValue('#example')).toBe('blood-moon-urborg');
    expect(page.url().startsWith(s.url)).toBe(true);
    await page.close();
  });

  it('the skip link moves focus to the answer without rewriting the hash (a reload keeps the edit)', async () => {
    const page = await openPage(s, '#example=gray-ogre&lang=en');
    await typeScenario(page, 'battlefield:\n  - Grizzly Bears\n');
    await expect.poll(() => page.url()).toContain('#s=');
    const url = page.url();
    await page.keyboard.press('Escape');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await tabTo(page, '#skip-link');
    await page.keyboard.press('Enter');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('answer-heading');
    expect(page.url()).toBe(url);
    await page.reload();
    await page.waitForSelector('body[data-ready="true"]');
    expect(await textInPage(page)).toBe('battlefield:\n  - Grizzly Bears\n');
    await page.close();
  });

  it.each([
    ['#s=NoWAY-this-is-not-lz&lang=en', 'could not be read'],
    ['#example=no-such-example&lang=en', 'names an example that does not exist'],
  ])('a broken link (%s) says so, visibly, instead of quietly showing the default example', async (hash, words) => {
    for (const viewport of [WIDE, NARROW]) {
      const page = await openPage(s, hash, viewport);
      const warning = page.locator('#broken-link');
      expect(await warning.isVisible()).toBe(true);
      expect(await warning.textContent()).toContain(words);
      expect(await page.getAttribute('#link-warning', 'role')).toBe('alert');
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    }
  });

  it('a scenario that names a card file not open in the page says to open it', async () => {
    const scenario = 'cards: test-cards.json\nbattlefield:\n  - Bedrock Tortoise\n';
    const page = await openPage(s, `#lang=en`);
    await typeScenario(page, scenario);
    await expect.poll(() => page.locator('#card-file-hint').textContent()).toContain('test-cards.json');
    expect(await page.locator('#card-file-hint').textContent()).toContain('open it under “Card files”');
    await page.setInputFiles('#card-file', `${root}examples/cards/test-cards.json`);
    await expect.poll(() => page.locator('#card-file-hint').count()).toBe(0);
    await page.close();
  });

  it('oracle.js is fetched only for a scenario with inline Oracle text (`abilities:` under `expect:` is none)', async () => {
    const page = await s.browser.newPage({ viewport: WIDE });
    const fetched: string[] = [];
    page.on('request', (r) => fetched.push(new URL(r.url()).pathname));
    const network = watchNetwork(page);
    await page.goto(`${s.url}#example=humility-opalescence&lang=en`);
    await page.waitForSelector('body[data-ready="true"]');
    await network.quiet();
    expect(fetched.filter((p) => p.endsWith('oracle.js'))).toEqual([]);
    await page.selectOption('#example', 'inline-oracle-lord');
    await expect.poll(() => fetched.filter((p) => p.endsWith('oracle.js')).length).toBe(1);
    await page.close();
  });
});

describe('point 3: the answer near the top, and kept while typing', () => {
  it('390×844: the answer comes before the editor, its heading on the first screen', async () => {
    const page = await openPage(s, '#example=humility-opalescence&lang=fr', NARROW);
    const answer = await page.locator('#answer-heading').boundingBox();
    const editor = await page.locator('#editor').boundingBox();
    expect(answer && editor && answer.y < editor.y).toBe(true);
    expect(answer?.y ?? 1e9).toBeLessThan(NARROW.height);
    expect(
      await page
        .locator('[data-object="humility"]')
        .boundingBox()
        .then((b) => b?.y ?? 1e9),
    ).toBeLessThan(NARROW.height * 1.5);
    await page.screenshot({ path: `${shots}answer-first-390.png` });
    await page.close();
  });

  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ] as const)('at %s px a typing error keeps the last answer, dimmed, with a sentence saying why', async (_w, viewport) => {
    const page = await openPage(s, '#example=humility-opalescence&lang=en', viewport);
    await page.click('.cm-content');
    await page.keyboard.press('Control+End');
    await page.keyboard.insertText('  - cast: Giant Grow');
    await expect.poll(() => page.evaluate(() => document.body.dataset.state)).toBe('problems');
    expect(await page.locator('#answer').getAttribute('class')).toContain('stale');
    expect(await page.locator('#stale').textContent()).toContain('The text has an error');
    expect(await page.locator('[data-object="humility"] [data-field="pt"]').textContent()).toBe('4/4');
    expect(await page.locator('#layers').textContent()).toContain('Layer 7b');
    expect(await page.locator('#answer-body').evaluate((e) => getComputedStyle(e).filter)).toBe('grayscale(1)');
    expect(await axeViolations(page)).toEqual([]);
    await page.keyboard.insertText('th\n    targets: [serra-angel]\n');
    await expect.poll(() => page.evaluate(() => document.body.dataset.state)).not.toBe('problems');
    expect(await page.locator('#answer').getAttribute('class')).not.toContain('stale');
    await page.close();
  });
});

describe('point 6 (part): New, visible confirmations, focus kept after Add', () => {
  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ] as const)('at %s px, from the keyboard', async (_w, viewport) => {
    const page = await openPage(s, '#example=gray-ogre&lang=en', viewport);
    await tabTo(page, '#new-scenario');
    await page.keyboard.press('Enter');
    await expect.poll(() => textInPage(page)).toBe('');
    expect(await page.locator('#confirmation').textContent()).toBe('Started a new, empty scenario.');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('card-search');
    await page.keyboard.type('Glorious Anthem');
    await tabTo(page, '#card-results button');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.locator('[data-object="glorious-anthem"]').count()).toBe(1);
    expect(await page.locator('#confirmation').textContent()).toBe('Added Glorious Anthem.');
    expect(await page.locator('#confirmation').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('card-search');
    await page.close();
  });
});
