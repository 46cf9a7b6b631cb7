/**
 * Issue #29, point 2 (round 2): the page wholly in French and in Spanish — the example menu and
 * the scenario's title, the loader's problems, the lesson from primer to conclusions, the answer,
 * the rule pop-up marked as English text — with no English template word left outside card text
 * (Oracle lines, card names, subtypes, ids) — at 390×844 and 1440×900, with axe-core.
 */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { axeViolations, NARROW, openPage, type Session, shots, start, tabTo, typeScenario, WIDE } from './browser.js';

let s: Session;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s?.close();
});

/** Words of the page's English templates (en.ts and src/explain's en.ts) that no French or Spanish sentence contains. */
const ENGLISH =
  /\b(the|and|then|of|is|ends|applies|changes|because|layer|Layer|none|controller|abilities|Step|Next|Previous|Example|Creature|Enchantment|Land|white|blue|black|red|green|you|opponent|unknown|expected|did you mean|Objects|Players|timestamp)\b/;

/** The answer column's text, without card text (Oracle lines in quotes, card names, subtypes, ids) and the scenario's own `source:` line. */
async function answerWords(page: Page, names: readonly string[]): Promise<string> {
  const text = await page.locator('#answer-body').evaluate((el) => {
    // The rendered text (block ends are spaces), less the card text that the page shows as printed.
    // biome-ignore lint/performance/useDomNodeTextContent: textContent runs blocks together ("aucune capacitéOpalescence")
    const rendered = (e: HTMLElement) => e.innerText;
    let all = rendered(el);
    for (const q of el.querySelectorAll<HTMLElement>('.ability, .object-id, q, #scenario-title .muted'))
      all = all.split(rendered(q)).join(' ');
    return all;
  });
  let out = text.replace(/[«"“][^»"”]*[»"”]/g, ' ');
  for (const name of names) out = out.split(name).join(' ');
  // Subtypes stay as printed (src/explain's typeLine) and ids are the scenario's own words.
  return out.replace(/\b(Angel|humility|opalescence|serra-angel|urborg-tomb-of-yawgmoth|blood-moon|Mountain|Swamp)\b/g, ' ');
}

async function walkLesson(page: Page): Promise<string[]> {
  await tabTo(page, '#teach-start');
  await page.keyboard.press('Enter');
  const seen: string[] = [];
  for (;;) {
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered text keeps the spaces between blocks
    seen.push(await page.locator('#teach').innerText());
    if (await page.locator('#teach-next').isDisabled()) break;
    await page.keyboard.press('Enter');
  }
  return seen;
}

describe('point 2: no English template left', () => {
  it.each([
    ['fr', NARROW, 'fr-FR', 'Humility, puis Opalescence', 'carte inconnue "Humilty" — vouliez-vous dire', '(texte anglais)'],
    ['es', WIDE, 'es-ES', 'Humility y luego Opalescence', 'carta desconocida "Humilty" — ¿quisiste decir', '(texto en inglés)'],
  ] as const)(
    '%s: the menu, the title, the lesson, the answer, a rule and a loader problem',
    async (lang, viewport, locale, title, problem, english) => {
      const page = await openPage(s, `#example=humility-opalescence&lang=${lang}`, viewport, locale);
      // The example menu and the scenario's title in the page's language (examples/*.yaml keep English).
      expect(await page.locator('#example option:checked').textContent()).toBe(title);
      expect(await page.locator('#scenario-title strong').textContent()).toBe(title);
      const names = ['Humility', 'Opalescence', 'Serra Angel'];
      const lesson = await walkLesson(page);
      expect(lesson).toHaveLength(6);
      for (const [i, step] of lesson.entries()) {
        const words = step
          .replace(/«[^»]*»/g, ' ')
          .split(/\s+/)
          .filter((w) => !names.some((n) => n.split(' ').includes(w.replace(/[’'.,:;()]/g, ''))));
        expect(ENGLISH.exec(words.join(' '))?.[0], `lesson step ${i + 1}: ${step}`).toBeUndefined();
      }
      const answer = await answerWords(page, names);
      expect(answer).not.toMatch(ENGLISH);
      // A rule: its text is the Comprehensive Rules' English, and says so.
      await page.locator('#layers button.rule-link').first().click();
      await page.waitForSelector('#rule-dialog[open]');
      expect(await page.locator('#rule-dialog').textContent()).toContain(english);
      await page.keyboard.press('Escape');
      // A loader problem in the page's language, the card names as written.
      await typeScenario(page, 'battlefield:\n  - Humilty\n');
      await expect.poll(() => page.locator('#problems li').first().textContent()).toContain(problem);
      expect(await axeViolations(page)).toEqual([]);
      await page.screenshot({ path: `${shots}languages-${lang}.png`, fullPage: false });
      await page.close();
    },
  );
});
