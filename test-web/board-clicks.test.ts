/**
 * Issue #29 point 4, in Chromium: removing an object that other places name asks first — remove
 * them too, only its entry, or cancel — from the keyboard alone, at 1440×900 and 390×844, with a
 * visible confirmation, focus kept on the panel (never dropped to <body>) and axe-core clean;
 * targets picked from the objects and players instead of typed as ids.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, NARROW, openPage, type Session, start, tabTo, textInPage, WIDE } from './browser.js';

let s: Session;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s?.close();
});

const objectIds = (page: import('playwright-core').Page) =>
  page.evaluate(() =>
    Object.keys((window as unknown as { playground: { result(): { objects: Record<string, unknown> } } }).playground.result().objects),
  );

describe('point 4: removal offers to remove what names the object', () => {
  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ] as const)('at %s px, keyboard only: Storm Crow, named by the Hammer, Jump, an attach and three checks', async (_w, viewport) => {
    const page = await openPage(s, '#example=attach-timestamp&lang=en', viewport);
    await page.locator('#board-object').focus();
    await page.selectOption('#board-object', 'storm-crow');
    await tabTo(page, '#board-remove');
    await page.keyboard.press('Enter');
    // The question is visible, lists the six places, and has focus on its first answer.
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board-remove-all');
    const question = page.locator('#board-remove-question');
    expect(await question.isVisible()).toBe(true);
    expect(await question.textContent()).toBe(
      'storm-crow is named in 6 other places. Removing only its entry would leave them naming nothing (the loader then reports them).',
    );
    expect(await page.locator('.remove-question li').allTextContents()).toContain('battlefield[1].attachedTo');
    expect(await axeViolations(page)).toEqual([]);
    // Cancel keeps everything, and focus returns to the Remove button.
    await tabTo(page, '#board-remove-cancel');
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board-remove');
    expect(await textInPage(page)).toContain('Storm Crow');
    // Asked again, "Remove it and what names it": the scenario still loads and is answered.
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.id)).toBe('board-remove-all');
    await page.keyboard.press('Enter');
    await expect.poll(() => objectIds(page)).not.toContain('storm-crow');
    const text = await textInPage(page);
    expect(text).not.toContain('storm-crow');
    expect(text).toContain('Colossus Hammer');
    await expect.poll(() => page.evaluate(() => document.body.dataset.state)).toBe('ok');
    expect(await page.locator('#confirmation').textContent()).toBe('Removed storm-crow and the 6 places that named it.');
    expect(await page.locator('#confirmation').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    await page.close();
  });

  it('"Remove only its entry" leaves the places naming it, and the loader reports them where they are written', async () => {
    const page = await openPage(s, '#example=attach-timestamp&lang=en', WIDE);
    await page.selectOption('#board-object', 'storm-crow');
    await page.click('#board-remove');
    await page.click('#board-remove-only');
    await expect.poll(() => page.evaluate(() => document.body.dataset.state)).toBe('problems');
    expect(await page.locator('#problems').textContent()).toContain('storm-crow');
    await page.close();
  });
});

describe('point 4: targets picked, not typed', () => {
  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ] as const)(
    'at %s px, keyboard only: Act of Treason cast on a Hill Giant picked from the list gains control of it (613.1b)',
    async (_w, viewport) => {
      const page = await openPage(s, '#example=humility-opalescence&lang=en', viewport);
      await page.fill('#card-search', 'Hill Giant');
      await page.locator('#card-results li').filter({ hasText: 'Hill Giant' }).first().locator('button.add').click();
      await expect.poll(() => objectIds(page)).toContain('hill-giant');
      await page.locator('#board-player').selectOption('opponent');
      // Keyboard: the picker's options are the objects, then the players; Add puts the one picked on the list, once.
      const options = await page.locator('#cast-target-pick option').allTextContents();
      expect(options).toContain('hill-giant');
      expect(options).toContain('you');
      await page.locator('#cast-target-pick').focus();
      await page.keyboard.press('End');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('cast-target-add');
      await page.keyboard.press('Enter');
      await page.keyboard.press('Enter');
      expect(await page.locator('#cast-targets').inputValue()).toBe('opponent');
      await page.fill('#cast-targets', '');
      await page.locator('#cast-target-pick').focus();
      await page.keyboard.type('hill'); // a closed select jumps to the option typed; nothing is added yet
      expect(await page.locator('#cast-targets').inputValue()).toBe('');
      await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      expect(await page.locator('#cast-targets').inputValue()).toBe('hill-giant');
      expect(await page.evaluate(() => document.activeElement?.id)).toBe('cast-target-add');
      await page.fill('#card-search', 'Act of Treason');
      await page.locator('#board-player').selectOption('you');
      await page.locator('#card-results li').filter({ hasText: 'Act of Treason' }).first().locator('button.cast').click();
      await expect.poll(() => textInPage(page)).toContain('targets: [ hill-giant ]');
      await expect
        .poll(() =>
          page.evaluate(
            () =>
              (window as unknown as { playground: { result(): { objects: Record<string, { controller: string }> } } }).playground.result()
                .objects['hill-giant']?.controller,
          ),
        )
        .toBe('you');
      expect(await axeViolations(page)).toEqual([]);
      await page.close();
    },
  );
});
