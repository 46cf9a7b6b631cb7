/**
 * The scenarios of examples/: their names and titles are in the first script, with the
 * default example's text; the other texts come with examples.js, loaded the first time
 * another example is shown (web/lazy-data.ts).
 */
import { DEFAULT_EXAMPLE, DEFAULT_TEXT, TITLES } from 'virtual:example-index';
import type { Lang } from '../../src/explain/index.js';
import { loadScript } from './lazy-script.js';
import { EXAMPLE_TITLES } from './locales/example-titles.js';

declare global {
  var mtgLayersExamples: Record<string, string> | undefined;
}

export { DEFAULT_EXAMPLE };

const ENGLISH_TITLES: ReadonlyMap<string, string> = new Map(TITLES);

/** The examples' names, sorted. */
export const EXAMPLE_NAMES: readonly string[] = [...ENGLISH_TITLES.keys()];

export const isExample = (name: string): boolean => ENGLISH_TITLES.has(name);

/** The example's text if the page has it already (the default one always), else undefined. */
export function exampleTextNow(name: string): string | undefined {
  if (name === DEFAULT_EXAMPLE) return DEFAULT_TEXT;
  const all = globalThis.mtgLayersExamples;
  return all !== undefined && Object.hasOwn(all, name) ? all[name] : undefined;
}

/** The example's text, loading examples.js the first time; undefined for a name that is no example. */
export async function exampleText(name: string): Promise<string | undefined> {
  if (!isExample(name)) return undefined;
  const now = exampleTextNow(name);
  if (now !== undefined) return now;
  await loadScript('examples.js', () => globalThis.mtgLayersExamples);
  return exampleTextNow(name);
}

/** The example's title line, for the menu: translated where locales/example-titles.ts has it, else as written. */
export function exampleTitle(name: string, lang: Lang = 'en'): string {
  if (lang !== 'en') {
    const translated = EXAMPLE_TITLES[lang][name];
    if (translated !== undefined) return translated;
  }
  return ENGLISH_TITLES.get(name) ?? name;
}
