/**
 * Issue #29, points 4–5: the lesson (primer first, one step at a time with its text and Next in
 * view, a closing sentence per object), walked through in French and in Spanish from the
 * keyboard; the quiz on an example; the page's words in French (type lines, players, rule
 * pop-ups labelled as English text) — at 1440×900 and 390×844, with axe-core.
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

/** Is the element wholly inside the viewport? */
const inView = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const r = el.getBoundingClientRect();
    return r.top >= 0 && r.bottom <= window.innerHeight;
  });

async function walk(page: Page, height: number): Promise<string[]> {
  await tabTo(page, '#teach-start');
  await page.keyboard.press('Enter');
  const seen: string[] = [];
  for (;;) {
    seen.push((await page.locator('#teach-sentence').textContent()) ?? '');
    // The step's text and Next stay on screen at every step (sticky lesson box).
    expect(await inView(page, '#teach-position'), `step ${seen.length} at ${height}`).toBe(true);
    expect(await inView(page, '#teach-next'), `Next at step ${seen.length}`).toBe(true);
    if (await page.locator('#teach-next').isDisabled()) break;
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('teach-next');
    await page.keyboard.press('Enter');
  }
  return seen;
}

describe('point 5: the lesson', () => {
  it('in French at 390×844: the primer, every step, then why each object ends as it does', async () => {
    const page = await openPage(s, '#example=humility-opalescence&lang=fr', NARROW, 'fr-FR');
    const seen = await walk(page, NARROW.height);
    expect(seen).toHaveLength(6);
    expect(seen[0]).toContain('couches');
    expect(seen[0]).toContain('613.7');
    expect(seen[0]).toContain('dépendance');
    expect(seen[3]).toContain('Couche 7b');
    expect(seen[3]).toContain('la force d’Humility : pas une créature → 1');
    expect(seen[5]).toContain('Humility finit en 4/4 : en couche 7b,');
    expect(seen[5]).toContain('Serra Angel finit en 1/1');
    expect(await page.locator('#teach-position').textContent()).toBe('Étape 6 sur 6');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}lesson-fr-390.png` });
    await page.close();
  });

  it('in Spanish at 1440×900, from the keyboard', async () => {
    const page = await openPage(s, '#example=blood-moon-urborg&lang=es', WIDE, 'es-ES');
    const seen = await walk(page, WIDE.height);
    expect(seen[0]).toContain('capas');
    expect(seen.at(-1)).toContain('Urborg, Tomb of Yawgmoth termina con la línea de tipo Tierra legendaria — Mountain: en la capa 4,');
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });
});

describe('point 5: the quiz', () => {
  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ] as const)('at %s px: predict, reveal, see why (keyboard only)', async (_w, viewport) => {
    const page = await openPage(s, '#example=humility-opalescence&lang=en', viewport);
    await tabTo(page, '#quiz-start');
    await page.keyboard.press('Enter');
    // The quiz comes with tools.js, fetched at the first start: focus moves to the first answer once it is drawn.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('quiz-humility');
    await page.keyboard.type('4/4');
    await page.keyboard.press('Tab');
    await page.keyboard.type('4/4'); // Serra Angel: wrong, Humility makes it 1/1 (613.4b)
    await page.keyboard.press('Tab');
    await page.keyboard.press('n'); // Opalescence is not a creature
    await tabTo(page, '#quiz-reveal');
    await page.keyboard.press('Enter');
    expect(await page.locator('#quiz-score').textContent()).toBe('2 of 3 right.');
    expect(await page.getAttribute('[data-quiz="humility"]', 'data-right')).toBe('true');
    expect(await page.getAttribute('[data-quiz="serra-angel"]', 'data-right')).toBe('false');
    expect(await page.locator('[data-quiz="serra-angel"]').textContent()).toContain('Not quite: it is 1/1.');
    expect(await page.locator('[data-quiz="serra-angel"]').textContent()).toContain('Serra Angel ends 1/1 because');
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('quiz-again');
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: `${shots}quiz-${viewport.width}.png` });
    await page.close();
  });
});

describe('point 4: the page in French and Spanish', () => {
  it('type lines, colours, players and rule pop-ups in French; the rule text labelled as English', async () => {
    const page = await openPage(s, '#example=humility-opalescence&lang=fr', WIDE, 'fr-FR');
    const humility = page.locator('[data-object="humility"]');
    expect(await humility.locator('[data-field="type"]').textContent()).toBe('Créature-enchantement');
    expect(await humility.textContent()).toContain('blanc · contrôleur : vous');
    expect(await page.locator('#checks-heading').textContent()).toBe('Attentes (expect)');
    await page.locator('.rule-link[data-rule="613.7"]').first().click();
    await page.waitForSelector('#rule-dialog[open]');
    const dialog = (await page.locator('#rule-dialog').textContent()) ?? '';
    expect(dialog).toContain('(texte anglais)');
    expect(dialog).not.toContain('Example:');
    await page.keyboard.press('Escape');
    await page.selectOption('#lang', 'es');
    // The language's script loads first (locale-es.js).
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(await humility.locator('[data-field="type"]').textContent()).toBe('Criatura encantamiento');
    expect(await humility.textContent()).toContain('controlador: tú');
    await page.close();
  });
});
