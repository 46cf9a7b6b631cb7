/**
 * Issue #29 point 5: mana and tap symbols in the answer drawn with mana-font's symbols, each an
 * image with a text alternative in the page's language; costs on every object card.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, NARROW, openPage, type Session, start, tabTo, WIDE } from './browser.js';

let s: Session;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s?.close();
});

/** The labels of the symbols inside `selector`, in order. */
const labels = (page: import('playwright-core').Page, selector: string) =>
  page.locator(`${selector} .mana`).evaluateAll((els) => els.map((e) => `${e.getAttribute('role')}:${e.getAttribute('aria-label')}`));

describe('mana symbols', () => {
  it.each([
    ['en', '2 generic mana', 'white mana'],
    ['fr', '2 manas génériques', 'mana blanc'],
    ['es', '2 manás genéricos', 'maná blanco'],
  ])('Humility costs {2}{W}{W}: three images labelled in %s, drawn from mana.js', async (lang, generic, white) => {
    const page = await openPage(s, `#example=humility-opalescence&lang=${lang}`);
    expect(await labels(page, '[data-object="humility"] [data-field="cost"]')).toEqual([`img:${generic}`, `img:${white}`, `img:${white}`]);
    await page.waitForSelector('[data-object="humility"] [data-field="cost"] .mana.drawn svg path');
    // The object card's accessible name reads the cost in words.
    const name = await page.locator('[data-object="humility"]').evaluate((b) => b.textContent);
    expect(name).not.toContain('{W}');
    await page.close();
  });

  it('{T} in ability text: a land under Blood Moon taps for red (305.7), "tap" and "red mana" as images', async () => {
    const page = await openPage(s, '#example=blood-moon-urborg&lang=en');
    const all = await labels(page, '#objects');
    expect(all).toContain('img:tap');
    expect(all).toContain('img:red mana');
    await page.waitForSelector('#objects .mana-t.drawn');
    await page.close();
  });

  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ])('at %s px: no serious axe violation, the object cards reachable by keyboard with their costs', async (_w, viewport) => {
    const page = await openPage(s, '#example=humility-opalescence&lang=en', viewport);
    await page.waitForSelector('.mana.drawn');
    expect(await axeViolations(page)).toEqual([]);
    await tabTo(page, '[data-object="humility"]');
    expect(await page.evaluate(() => document.activeElement?.querySelectorAll('.mana[role="img"]').length)).toBe(3);
    await page.close();
  });
});
