/**
 * The translator: one i18next instance per language, initialised synchronously from the
 * bundled catalogues (no backend, no I/O), so it works the same in Node and in a browser.
 */
import i18next, { type TFunction } from 'i18next';
import { en } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';

/** The languages of the explanations: English, French and Spanish. */
export const LANGUAGES = ['en', 'fr', 'es'] as const;
/** One of `LANGUAGES`. */
export type Lang = (typeof LANGUAGES)[number];

/** The explanations' words in each language (i18next catalogues, `locales/`). */
export const CATALOGUES = { en, fr, es } as const;

/** The explanations' words in one language: `t` is an i18next translation function. */
export interface Translator {
  lang: Lang;
  t: TFunction;
}

/**
 * One i18next instance for `lang`, initialised synchronously from catalogues in the three
 * languages (English is the fallback): the explanations' own, or the playground's UI words.
 */
export function translateWith(catalogues: Readonly<Record<Lang, object>>, lang: Lang): TFunction {
  const instance = i18next.createInstance();
  void instance.init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: catalogues.en }, fr: { translation: catalogues.fr }, es: { translation: catalogues.es } },
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance.t.bind(instance) as TFunction;
}

const cache = new Map<Lang, Translator>();

/** Entries kept by `remembered` before it starts again (a table of 10,000 objects asks for far fewer). */
const MEMO_LIMIT = 20_000;

/**
 * The same translations, each key with the same plain options looked up once: a table of
 * 10,000 objects asks for the same colour, status and type words tens of thousands of times,
 * and i18next resolves each call afresh (fallbacks, interpolation). Options holding anything
 * but strings, numbers and booleans go straight through.
 */
function remembered(t: TFunction): TFunction {
  const memo = new Map<string, string>();
  const plain = (opts: object) =>
    Object.values(opts).every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean');
  return ((key: string | string[], opts?: object) => {
    if (typeof key !== 'string' || (opts !== undefined && (typeof opts !== 'object' || opts === null || !plain(opts))))
      return (t as (k: unknown, o?: unknown) => string)(key, opts);
    const id = opts === undefined ? key : `${key}\u0000${JSON.stringify(opts)}`;
    let out = memo.get(id);
    if (out === undefined) {
      out = (t as (k: string, o?: object) => string)(key, opts);
      if (memo.size >= MEMO_LIMIT) memo.clear();
      memo.set(id, out);
    }
    return out;
  }) as TFunction;
}

/** The translator of `lang`, made once and shared; each key with the same plain options is looked up once. */
export function translator(lang: Lang): Translator {
  const known = cache.get(lang);
  if (known !== undefined) return known;
  const made: Translator = { lang, t: remembered(translateWith(CATALOGUES, lang)) };
  cache.set(lang, made);
  return made;
}

/** `fr_FR.UTF-8`, `fr-CA`, `es` → a language we have; anything else (C, POSIX, de) → undefined. */
export function languageOf(tag: string | undefined | null): Lang | undefined {
  if (tag === undefined || tag === null) return undefined;
  const base =
    tag
      .trim()
      .toLowerCase()
      .split(/[-_.@]/)[0] ?? '';
  return (LANGUAGES as readonly string[]).includes(base) ? (base as Lang) : undefined;
}

/**
 * The language the environment asks for, as POSIX does it: LC_ALL, then LC_MESSAGES, then
 * LANG — the first one set (non-empty) decides; English when it names no language we have.
 */
export function languageFromEnv(env: Readonly<Record<string, string | undefined>>): Lang {
  for (const name of ['LC_ALL', 'LC_MESSAGES', 'LANG']) {
    const v = env[name];
    if (v !== undefined && v !== '') return languageOf(v) ?? 'en';
  }
  return 'en';
}
