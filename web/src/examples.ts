/** The scenarios of examples/, bundled at build time, and their titles in the page's language. */
import type { Lang } from '../../src/explain/index.js';
import { EXAMPLE_TITLES } from './locales/example-titles.js';

const files = import.meta.glob('../../examples/*.yaml', { query: '?raw', import: 'default', eager: true }) as Record<string, string>;

export const EXAMPLES: ReadonlyMap<string, string> = new Map(
  Object.entries(files)
    .map(([path, text]) => [path.replace(/^.*\/([^/]+)\.yaml$/, '$1'), text] as const)
    .sort(([a], [b]) => a.localeCompare(b)),
);

/** The example's title line, for the menu: translated where locales/example-titles.ts has it, else as written. */
export function exampleTitle(name: string, text: string, lang: Lang = 'en'): string {
  if (lang !== 'en') {
    const translated = EXAMPLE_TITLES[lang][name];
    if (translated !== undefined) return translated;
  }
  return /^title:\s*(.+)$/m.exec(text)?.[1]?.replace(/^["']|["']$/g, '') ?? name;
}
