/**
 * French and Spanish come with a script of their own in the built playground (web/README.md
 * § Size): `locale-fr.js` and `locale-es.js`, each the explanations' sentences
 * (src/explain/locales), the page's words, the examples' titles and the loader's messages
 * (web/src/locales) in that language, fetched
 * before the page first speaks it (src/locale-loader.ts). In the first script, the modules of
 * those catalogues are replaced by an empty object that the script fills in place — the
 * i18next instances read it when they are made, which is after the script has run. English
 * stays in the first script: it is the fallback of every key. The dev server imports the
 * catalogues as they are.
 */
import type { Plugin } from 'vite';
import { es as explainEs } from '../src/explain/locales/es.js';
import { fr as explainFr } from '../src/explain/locales/fr.js';
import { es as uiEs } from './src/locales/es.js';
import { es as titlesEs } from './src/locales/example-titles-es.js';
import { fr as titlesFr } from './src/locales/example-titles-fr.js';
import { fr as uiFr } from './src/locales/fr.js';
import { es as loaderEs } from './src/locales/loader-es.js';
import { fr as loaderFr } from './src/locales/loader-fr.js';

export const LAZY_LANGUAGES = ['fr', 'es'] as const;
type LazyLang = (typeof LAZY_LANGUAGES)[number];

/** Each language's parts: the explanations', the page's words, the examples' titles, the loader's messages. */
const CATALOGUES: Record<LazyLang, Record<Part, object>> = {
  fr: { explain: explainFr, ui: uiFr, titles: titlesFr, loader: loaderFr },
  es: { explain: explainEs, ui: uiEs, titles: titlesEs, loader: loaderEs },
};
type Part = 'explain' | 'ui' | 'titles' | 'loader';
const PARTS: Record<string, Part> = { '': 'ui', 'example-titles-': 'titles', 'loader-': 'loader' };

/** `src/explain/locales/fr.ts` → ['explain', 'fr']; `web/src/locales/es.ts` → ['ui', 'es']; `web/src/locales/example-titles-fr.ts` → ['titles', 'fr']. */
function catalogueOf(file: string): [part: Part, lang: LazyLang] | undefined {
  const m = /\/(src\/explain|web\/src)\/locales\/(example-titles-|loader-)?(fr|es)\.ts$/.exec(file);
  if (m === null) return undefined;
  return [m[1] === 'src/explain' ? 'explain' : (PARTS[m[2] ?? ''] as Part), m[3] as LazyLang];
}

/** The global the locale scripts fill: `globalThis.mtgLayersLocales[lang][part]`. */
const slot = (part: string, lang: string) =>
  `((globalThis.mtgLayersLocales??={})[${JSON.stringify(lang)}]??={})[${JSON.stringify(part)}]??={}`;

/** The locale scripts' text, by file name in web/dist. */
export function localeScripts(): Record<string, string> {
  return Object.fromEntries(
    LAZY_LANGUAGES.map((lang) => [
      `locale-${lang}.js`,
      `${Object.entries(CATALOGUES[lang])
        .map(([part, messages]) => `Object.assign(${slot(part, lang)},${JSON.stringify(messages)});`)
        .join('\n')}\nglobalThis.mtgLayersLocales.${lang}.loaded=true;\n`,
    ]),
  );
}

export function lazyLocales(): Plugin {
  return {
    name: 'mtg-layers-playground-lazy-locales',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (importer === undefined || !/(?:^|\/)(?:example-titles-|loader-)?(?:fr|es)\.js$/.test(source)) return undefined;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      const found = resolved && catalogueOf(resolved.id);
      return found ? `\0lazy-locale:${found.join(':')}` : undefined;
    },
    load(id) {
      const m = /^\0lazy-locale:(explain|ui|titles|loader):(fr|es)$/.exec(id);
      return m ? `export const ${m[2]} = ${slot(m[1] as string, m[2] as string)};` : undefined;
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(localeScripts())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
