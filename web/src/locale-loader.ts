/**
 * French and Spanish are scripts of their own in the built site (web/lazy-locales.ts):
 * `ensureLanguage` fetches one before the page first speaks that language. English is in the
 * first script; the dev server bundles every language.
 */

import { loadScript } from './lazy-script.js';
import type { Lang } from './messages.js';

declare global {
  var mtgLayersLocales: Partial<Record<Lang, { loaded?: boolean }>> | undefined;
}

/** Resolves once `lang`'s catalogues are in the page (at once for English, and in the dev server). */
export function ensureLanguage(lang: Lang): Promise<void> {
  if (lang === 'en' || import.meta.env.DEV) return Promise.resolve();
  return loadScript(`locale-${lang}.js`, () => (globalThis.mtgLayersLocales?.[lang]?.loaded ? true : undefined)).then(() => undefined);
}
