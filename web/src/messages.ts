/**
 * The playground's own words (buttons, headings, labels) in English, French and Spanish
 * (web/src/locales/); the explanation sentences come from src/explain.
 */
import type { TFunction } from 'i18next';
import { LANGUAGES, type Lang, languageOf, translateWith } from '../../src/explain/index.js';
import { en, type UiMessages } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';

export type { UiMessages };

export const UI_CATALOGUES = { en, fr, es } as const;

const instances = new Map<Lang, TFunction>();

export function ui(lang: Lang): TFunction {
  const known = instances.get(lang);
  if (known !== undefined) return known;
  const t = translateWith(UI_CATALOGUES, lang);
  instances.set(lang, t);
  return t;
}

/** The first of the browser's preferred languages that we have; English otherwise. */
export function browserLanguage(languages: readonly string[]): Lang {
  for (const tag of languages) {
    const lang = languageOf(tag);
    if (lang !== undefined) return lang;
  }
  return 'en';
}

export { LANGUAGES, type Lang };
