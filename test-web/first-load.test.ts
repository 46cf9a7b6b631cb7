/**
 * Issue #29, first load: what the page fetches before it is ready — index.html and one
 * script — weighs at most FIRST_LOAD_KB gzipped; the examples (examples.js), the rules text
 * (rules.js), the Oracle compiler (oracle.js), the editor's typing aids (editor-extras.js) and
 * French or Spanish (locale-fr.js, locale-es.js) come only when the page needs them: another
 * example, a rule opened, a card file or inline Oracle text, the reader's first key or click,
 * another language.
 */
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NARROW, type Session, start, WIDE, watchNetwork } from './browser.js';

/** The ceiling for the first load (gzip -9 of each file fetched, summed): issue #29's 300 kB. */
const FIRST_LOAD_KB = 300;

let s: Session;
beforeAll(async () => {
  s = await start();
});
afterAll(async () => {
  await s?.close();
});

interface Watched {
  page: Page;
  /** The files fetched so far, by name. */
  fetched: Set<string>;
  /** Each file fetched so far and its gzipped size. */
  sizes(): Promise<Map<string, number>>;
}

/** A page at `hash`, ready, with the files it fetches as the list grows. */
async function watched(hash: string, viewport = WIDE): Promise<Watched> {
  const page = await s.browser.newPage({ viewport });
  const fetched = new Set<string>();
  const sizes: Promise<[string, number]>[] = [];
  const nameOf = (url: string) => new URL(url).pathname.split('/').pop() || 'index.html';
  const network = watchNetwork(page);
  page.on('request', (r) => fetched.add(nameOf(r.url())));
  page.on('response', (r) => sizes.push(r.body().then((b) => [nameOf(r.url()), gzipSync(b, { level: 9 }).length])));
  await page.goto(`${s.url}${hash}`);
  await page.waitForSelector('body[data-ready="true"]');
  await network.quiet();
  return { page, fetched, sizes: async () => new Map(await Promise.all(sizes)) };
}

const LAZY = ['examples.js', 'rules.js', 'oracle.js', 'editor-extras.js', 'locale-fr.js', 'locale-es.js', 'mana.js', 'tools.js'];
const lazy = (fetched: Set<string>) => [...fetched.keys()].filter((f) => LAZY.includes(f));

describe('first load', () => {
  it.each([
    ['1440', WIDE],
    ['390', NARROW],
  ])('the default example at %s px: index.html and one script, at most the ceiling gzipped', async (_w, viewport) => {
    const { page, sizes } = await watched('', viewport);
    // The mana symbols' drawings (mana.js) are asked for once the page is ready: the costs show as text until then.
    await page.waitForSelector('[data-object="humility"] .mana.drawn');
    const manaAfterReady = await page.evaluate(() => {
      const ready = performance.getEntriesByName('playground-ready')[0]?.startTime ?? Number.POSITIVE_INFINITY;
      const mana = performance.getEntriesByType('resource').find((r) => r.name.endsWith('/mana.js'));
      return mana !== undefined && mana.startTime >= ready;
    });
    expect(manaAfterReady).toBe(true);
    const fetched = await sizes();
    fetched.delete('mana.js');
    const total = [...fetched.values()].reduce((a, b) => a + b, 0);
    expect([...fetched.keys()].sort()).toEqual(['index.html', expect.stringMatching(/^index-.*\.js$/)].sort());
    expect(total / 1024).toBeLessThanOrEqual(FIRST_LOAD_KB);
    // The default example evaluates without examples.js: Humility, a 4/4 creature by Opalescence (613.1d), ends 4/4 (613.7 timestamps).
    expect(await page.locator('[data-object="humility"] [data-field="pt"]').textContent()).toBe('4/4');
    await page.close();
  });

  it('examples.js comes with the first other example, rules.js with the first rule opened (keyboard)', async () => {
    const { page, fetched } = await watched('');
    await page.waitForSelector('.mana.drawn');
    fetched.delete('mana.js');
    expect(lazy(fetched)).toEqual([]);
    // The first key brings the editor's typing aids (key bindings, undo, completion, diagnostics).
    await page.focus('#example');
    await page.keyboard.press('Shift');
    await page.waitForSelector('body[data-editor-aids="ready"]');
    expect(lazy(fetched)).toEqual(['editor-extras.js']);
    await page.selectOption('#example', 'blood-moon-urborg');
    await page.waitForFunction(() => document.querySelector('.cm-content')?.textContent?.includes('Blood Moon'));
    expect(page.url()).toContain('example=blood-moon-urborg');
    expect(lazy(fetched)).toEqual(['editor-extras.js', 'examples.js']);
    await page.locator('.rule-link').first().focus();
    await page.keyboard.press('Enter');
    await page.waitForSelector('#rule-dialog[open]');
    expect(lazy(fetched).sort()).toEqual(['editor-extras.js', 'examples.js', 'rules.js']);
    await page.keyboard.press('Escape');
    await page.close();
  });

  it('French comes with locale-fr.js, before the page says a word: at once for lang=fr, on picking it from the menu (keyboard)', async () => {
    const fr = await watched('#example=humility-opalescence&lang=fr');
    expect(lazy(fr.fetched).filter((f) => f !== 'mana.js')).toEqual(['locale-fr.js']);
    // Humility ends 4/4 (613.7): the closing sentence is French, as are the page's words.
    expect(await fr.page.locator('html').getAttribute('lang')).toBe('fr');
    expect(await fr.page.locator('#answer-heading').textContent()).toBe('La réponse');
    await fr.page.close();

    const { page, fetched } = await watched('');
    await page.focus('#lang');
    await page.selectOption('#lang', 'es');
    await page.waitForFunction(() => document.documentElement.lang === 'es');
    expect(lazy(fetched).filter((f) => f.startsWith('locale-'))).toEqual(['locale-es.js']);
    expect(await page.locator('[data-object="humility"] [data-field="pt"]').textContent()).toBe('4/4');
    expect(page.url()).toContain('lang=es');
    await page.close();
  });

  it('a problem in a linked scenario brings the typing aids to mark it in the editor', async () => {
    const { page, fetched } = await watched('#s=C4S2BsFMC4AJgJ4AcD2AoARgQ2BSAzEScAE2jVlgFpYAJAVwFsRxE0g&lang=en');
    await page.waitForSelector('body[data-editor-aids="ready"]');
    await expect.poll(() => page.locator('.cm-lint-marker-error').count()).toBeGreaterThan(0);
    expect(lazy(fetched)).toContain('editor-extras.js');
    await page.close();
  });

  it('a link to another example loads examples.js first, then shows it', async () => {
    const { page, fetched } = await watched('#example=blood-moon-urborg');
    expect(lazy(fetched).filter((f) => f !== 'mana.js')).toEqual(['examples.js']);
    expect(await page.locator('.cm-content').textContent()).toContain('Blood Moon');
    expect(await page.locator('#example').inputValue()).toBe('blood-moon-urborg');
    await page.close();
  });
});
