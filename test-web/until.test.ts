/**
 * Issue #29, point 5: the "state after layer N" slider — each object's characteristics after
 * layer 0..7 (7a–7d as the trace has them), from the trace's before → after — from the keyboard,
 * labelled in English, French and Spanish, at 1440×900 and 390×844, with axe-core. Its code
 * comes with tools.js, fetched the first time the box is opened, not with the first script.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, NARROW, openPage, type Session, shots, start, tabTo, WIDE } from './browser.js';

let s: Session;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s?.close();
});

/** The slider's table: object id → [type line, P/T]. */
const table = (page: Page) =>
  page
    .locator('.until-table tbody tr')
    .evaluateAll((rows) =>
      Object.fromEntries(
        rows.map((r) => [
          (r as HTMLElement).dataset.untilObject,
          [r.querySelector('[data-field="type"]')?.firstChild?.textContent, r.querySelector('[data-field="pt"]')?.firstChild?.textContent],
        ]),
      ),
    );

/** Whether the page has fetched tools.js. */
const toolsFetched = (page: Page) =>
  page.evaluate(() => performance.getEntriesByType('resource').some((r) => r.name.endsWith('/tools.js')));

describe('point 5: the state after layer N', () => {
  it.each([
    ['en', WIDE, 'Before any layer', 'After layer 4', 'Enchantment Creature', 'After layer 7b', 'State after layer'],
    ['fr', NARROW, 'Avant toute couche', 'Après la couche 4', 'Créature-enchantement', 'Après la couche 7b', 'État après la couche'],
    ['es', WIDE, 'Antes de ninguna capa', 'Tras la capa 4', 'Criatura encantamiento', 'Tras la capa 7b', 'Estado tras la capa'],
  ] as const)(
    '%s: from the keyboard, each stop shows the objects after that layer (613.1, 613.4)',
    async (lang, viewport, none, four, creature, last, label) => {
      const page = await openPage(s, `#example=humility-opalescence&lang=${lang}`, viewport);
      expect(await toolsFetched(page)).toBe(false);
      await tabTo(page, '#until-box > summary');
      await page.keyboard.press('Enter');
      // The slider comes with tools.js; focus stays on the summary while it loads.
      await page.waitForSelector('#until-range');
      expect(await toolsFetched(page)).toBe(true);
      expect(await page.evaluate(() => document.activeElement?.matches('#until-box > summary'))).toBe(true);
      expect(await page.locator('label[for="until-range"]').textContent()).toBe(label);
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('until-range');
      // The slider starts at the final state: layer 7's last sublayer with an effect.
      expect(await page.locator('#until-now').textContent()).toBe(last);
      expect((await table(page)).humility).toEqual([creature, '4/4']);
      // Home: no layer yet — the printed characteristics (Humility is no creature, Serra Angel 4/4).
      await page.keyboard.press('Home');
      expect(await page.locator('#until-now').textContent()).toMatch(new RegExp(`^${none}\\b`));
      expect(await page.locator('#until-range').getAttribute('aria-valuetext')).toMatch(new RegExp(`^${none}\\b`));
      const printed = await table(page);
      expect(printed.humility?.[1]).toBe('—');
      expect(printed['serra-angel']?.[1]).toBe('4/4');
      // Four steps right: after layer 4, Opalescence has made Humility a creature (613.1d), with no P/T yet.
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowRight');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('until-range');
      expect(await page.locator('#until-now').textContent()).toBe(four);
      const after4 = await table(page);
      expect(after4.humility?.[0]).toBe(creature);
      expect(await page.locator('[data-until-object="humility"] [data-field="type"]').getAttribute('class')).toBe('changed');
      // Layer 7b: Humility sets 1/1, then Opalescence (newer) sets 4/4 on Humility (613.7).
      await page.keyboard.press('End');
      expect(await page.locator('#until-now').textContent()).toBe(last);
      const final = await table(page);
      expect(final.humility?.[1]).toBe('4/4');
      expect(final['serra-angel']?.[1]).toBe('1/1');
      expect(await axeViolations(page)).toEqual([]);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow).toBe(0);
      await page.screenshot({ path: `${shots}until-${lang}.png` });
      // Closed from the keyboard, it is its summary alone; the answer re-drawn keeps it as it was.
      await page.locator('#until-box > summary').focus();
      await page.keyboard.press('Enter');
      await expect.poll(() => page.locator('#until-range').count()).toBe(0);
      await page.close();
    },
  );
});
