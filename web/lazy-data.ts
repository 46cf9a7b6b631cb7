/**
 * The playground's data that the first script does not carry (web/README.md § Size): the
 * example scenarios and the rules text become classic scripts of their own, `examples.js`
 * and `rules.js`, each setting one global, fetched the first time the page needs them (an
 * example other than the default, a rule opened). Classic scripts, not `fetch`: they load
 * from file:// too. The first script keeps only their indexes, as virtual modules:
 * `virtual:example-index` (names, English titles, the default example's text) and
 * `virtual:rule-index` (the rule numbers that have a text), and `virtual:schema-keys` (the
 * property names of schema/scenario.schema.json, for completion). The dev server serves the same
 * two scripts.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';
import { parse } from 'yaml';
import { MANA_GLYPHS } from './src/mana-glyphs.js';

const root = join(import.meta.dirname, '..');
const examplesDir = join(root, 'examples');
const rulesFile = join(import.meta.dirname, 'src/generated/cr-rules.json');
const schemaFile = join(root, 'schema/scenario.schema.json');
const manaSvg = join(root, 'node_modules/mana-font/svg');

/** mana-font's drawings of the symbols the page draws: each glyph file's path data (all are 32×32). */
function manaGlyphs(): Record<string, string[]> {
  return Object.fromEntries(
    MANA_GLYPHS.map((name) => {
      const svg = readFileSync(join(manaSvg, `${name}.svg`), 'utf8');
      if (!svg.includes('viewBox="0 0 32 32"')) throw new Error(`mana-font svg/${name}.svg is not 32×32`);
      return [name, [...svg.matchAll(/<path[^>]*\sd="([^"]+)"/g)].map((m) => m[1] as string)];
    }),
  );
}
export const DEFAULT_EXAMPLE = 'humility-opalescence';

/** examples/*.yaml by name, sorted. */
function examples(): [string, string][] {
  return readdirSync(examplesDir)
    .filter((f) => f.endsWith('.yaml'))
    .sort((a, b) => a.localeCompare(b))
    .map((f) => [f.slice(0, -'.yaml'.length), readFileSync(join(examplesDir, f), 'utf8')]);
}

/** The scenario's `title:` as YAML reads it (a quoted title keeps its inner quotes), else its name. */
function titleOf(name: string, text: string): string {
  const line = /^title:.*$/m.exec(text)?.[0];
  const title = line === undefined ? undefined : (parse(line) as { title?: unknown } | null)?.title;
  return typeof title === 'string' ? title : name;
}

/** Every property name the JSON Schema of scenarios knows, at any depth (the editor completes them). */
function schemaKeys(): string[] {
  const keys = new Set<string>();
  const walk = (node: unknown) => {
    if (node === null || typeof node !== 'object') return;
    const props = (node as { properties?: Record<string, unknown> }).properties;
    if (props) for (const k of Object.keys(props)) if (k !== '$schema') keys.add(k);
    for (const v of Object.values(node)) walk(v);
  };
  walk(JSON.parse(readFileSync(schemaFile, 'utf8')));
  return [...keys].sort();
}

function rules(): { source: string; rules: Record<string, unknown> } {
  return JSON.parse(readFileSync(rulesFile, 'utf8'));
}

/** The lazy scripts' text, by file name in web/dist. */
export function lazyScripts(): Record<string, string> {
  return {
    'examples.js': `globalThis.mtgLayersExamples=${JSON.stringify(Object.fromEntries(examples()))};\n`,
    'rules.js': `globalThis.mtgLayersRules=${JSON.stringify(rules())};\n`,
    'mana.js': `globalThis.mtgLayersMana=${JSON.stringify(manaGlyphs())};\n`,
  };
}

const VIRTUAL: Record<string, () => string> = {
  'virtual:example-index': () => {
    const all = examples();
    const text = all.find(([name]) => name === DEFAULT_EXAMPLE)?.[1];
    if (text === undefined) throw new Error(`examples/${DEFAULT_EXAMPLE}.yaml is missing`);
    return [
      `export const DEFAULT_EXAMPLE = ${JSON.stringify(DEFAULT_EXAMPLE)};`,
      `export const DEFAULT_TEXT = ${JSON.stringify(text)};`,
      `export const TITLES = ${JSON.stringify(all.map(([name, text]) => [name, titleOf(name, text)]))};`,
    ].join('\n');
  },
  // The JSON Schema's keys, listed here: computing them in the page would carry zod's JSON Schema writer (~9 kB gzipped).
  'virtual:schema-keys': () => `export const SCHEMA_KEYS = ${JSON.stringify(schemaKeys())};`,
  'virtual:mana-glyphs': () => `export const GLYPHS = ${JSON.stringify(manaGlyphs())};`,
  'virtual:rule-index': () => `export const RULE_IDS = ${JSON.stringify(Object.keys(rules().rules))};`,
};

/** `virtual:schema-keys` alone, for editor-extras.js (web/vite.extras.config.ts): completion comes with the typing aids. */
export function schemaKeysModule(): Plugin {
  const id = 'virtual:schema-keys';
  return {
    name: 'mtg-layers-playground-schema-keys',
    resolveId: (source) => (source === id ? `\0${id}` : undefined),
    load: (source) => (source === `\0${id}` ? VIRTUAL[id]?.() : undefined),
  };
}

export function lazyData(): Plugin {
  return {
    name: 'mtg-layers-playground-lazy-data',
    resolveId: (id) => (id in VIRTUAL ? `\0${id}` : undefined),
    load: (id) => (id.startsWith('\0') ? VIRTUAL[id.slice(1)]?.() : undefined),
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        const name = req.url?.replace(/^\/|\?.*$/g, '') ?? '';
        const script = lazyScripts()[name];
        if (script === undefined) return next();
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.end(script);
      });
    },
    generateBundle() {
      for (const [fileName, source] of Object.entries(lazyScripts())) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}
