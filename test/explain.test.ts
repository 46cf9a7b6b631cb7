/**
 * Explanations in English, French and Spanish (src/explain): every message exists in every
 * language, the French and Spanish stories use the Comprehensive Rules' own terms, and the
 * CLI picks the language from --lang or the environment.
 */
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import {
  CATALOGUES,
  LANGUAGES,
  languageFromEnv,
  languageOf,
  layerStories,
  objectStory,
  teachSteps,
  translator,
} from '../src/explain/index.js';
import { evaluateScenario, loadScenario } from '../src/scenario/index.js';

const root = fileURLToPath(new URL('../', import.meta.url));

function keys(o: object, prefix = ''): string[] {
  return Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));
}

function evaluateExample(name: string) {
  const loaded = loadScenario(readFileSync(new URL(`../examples/${name}`, import.meta.url), 'utf8'), name, {
    cards: { findCard, suggestCards },
  });
  if (!loaded.ok) throw new Error('example does not load');
  const r = evaluateScenario(loaded.value);
  if (!r.ok) throw new Error('example does not evaluate');
  return r.value.result;
}

/** Every sentence of the whole explanation of a result, in one language. */
function allText(result: ReturnType<typeof evaluateExample>, lang: 'en' | 'fr' | 'es'): string {
  const x = translator(lang);
  const stories = Object.keys(result.objects).map((id) => objectStory(x, result, id));
  const layers = layerStories(x, result);
  return JSON.stringify({ primer: x.t('primer'), stories, layers, teach: teachSteps(x, result) });
}

describe('message catalogues', () => {
  it('every key exists in all three languages, and no value is empty', () => {
    const en = keys(CATALOGUES.en).sort();
    expect(en.length).toBeGreaterThan(50);
    for (const lang of LANGUAGES) {
      expect(keys(CATALOGUES[lang]).sort()).toEqual(en);
      for (const k of keys(CATALOGUES[lang])) expect(translator(lang).t(k, { count: 2 }), `${lang}:${k}`).not.toBe('');
    }
  });

  it('the interpolation placeholders are the same in every language', () => {
    const placeholders = (s: string) => [...s.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();
    const get = (o: object, path: string) => path.split('.').reduce((v: unknown, k) => (v as Record<string, unknown>)[k], o) as string;
    for (const k of keys(CATALOGUES.en)) {
      for (const lang of ['fr', 'es'] as const)
        expect(placeholders(get(CATALOGUES[lang], k)), `${lang}:${k}`).toEqual(placeholders(get(CATALOGUES.en, k)));
    }
  });

  it('plurals follow each language (French: 0 and 1 are singular)', () => {
    expect(translator('en').t('teach.intro', { count: 1 })).toContain('1 continuous effect step.');
    expect(translator('en').t('teach.intro', { count: 0 })).toContain('0 continuous effect steps.');
    expect(translator('fr').t('teach.intro', { count: 0 })).toContain('0 étape d’effet continu.');
    expect(translator('fr').t('teach.intro', { count: 3 })).toContain('3 étapes d’effets continus.');
    expect(translator('es').t('teach.intro', { count: 3 })).toContain('3 pasos de efectos continuos.');
  });
});

describe('the explanation of humility-opalescence.yaml', () => {
  const result = evaluateExample('humility-opalescence.yaml');

  it('in French uses couche, horodatage, dépendance and the 613.6 rule', () => {
    const fr = allText(result, 'fr');
    for (const term of [
      'Couche 7b',
      'horodatage',
      'dépendance',
      'capacités de définition de caractéristiques',
      'effets de changement de type',
      '613.6',
    ])
      expect(fr).toContain(term);
    expect(fr).not.toContain('timestamp');
    expect(fr).toContain('Serra Angel'); // card names stay English
  });

  it('in Spanish uses capa, marca de tiempo, dependencia', () => {
    const es = allText(result, 'es');
    for (const term of ['Capa 7b', 'marca de tiempo', 'dependencia', 'habilidades que definen', 'efectos de cambio de tipo', '613.6'])
      expect(es).toContain(term);
    expect(es).not.toContain('timestamp');
  });

  it("tells Humility's 7b step keeps applying to what it affected in layer 6 (613.6)", () => {
    const story = objectStory(translator('en'), result, 'humility');
    const l7b = story?.layers.find((l) => l.layer === '7b');
    expect(l7b?.steps.map((s) => s.reasons.some((r) => r.includes('613.6')))).toEqual([true, true]);
    expect(l7b?.steps[1]?.changes.map((c) => `${c.label}: ${c.before} → ${c.after}`)).toEqual(['power: 1 → 4', 'toughness: 1 → 4']);
  });
});

describe('dependency explained from the trace data (blood-moon-urborg.yaml)', () => {
  const result = evaluateExample('blood-moon-urborg.yaml');
  it('says in each language that Urborg stopped existing and why', () => {
    const why = (lang: 'en' | 'fr' | 'es') =>
      layerStories(translator(lang), result)
        .find((l) => l.layer === '4')
        ?.notApplied.map((n) => n.why)[0];
    expect(why('en')).toBe(
      'it no longer exists once "Nonbasic lands are Mountains." has applied: it depended on that effect for its existence (613.8a)',
    );
    expect(why('fr')).toContain('dépendait');
    expect(why('es')).toContain('dependía');
  });
});

describe('every example explains in every language without a missing message', () => {
  const examples = readdirSync(new URL('../examples/', import.meta.url)).filter((f) => f.endsWith('.yaml'));
  it.each(examples)('%s', (file) => {
    const result = evaluateExample(file);
    for (const lang of LANGUAGES) {
      const text = allText(result, lang);
      // A missing key comes back as the key itself (e.g. "reason.cda") or with an unfilled placeholder.
      expect(text).not.toMatch(/\{\{|\b(?:reason|effect|layer|notApplied|because|becauseThat|detail|teach|object)\.[a-zA-Z]/);
    }
  });
});

describe('choosing the language', () => {
  it('from a locale tag', () => {
    expect(languageOf('fr_FR.UTF-8')).toBe('fr');
    expect(languageOf('es-MX')).toBe('es');
    expect(languageOf('C.UTF-8')).toBeUndefined();
    expect(languageOf('de_DE')).toBeUndefined();
  });
  it('from the environment: LC_ALL, then LC_MESSAGES, then LANG; else English', () => {
    expect(languageFromEnv({ LC_ALL: 'es_ES.UTF-8', LANG: 'fr_FR.UTF-8' })).toBe('es');
    expect(languageFromEnv({ LC_ALL: '', LC_MESSAGES: 'fr_CA', LANG: 'es_ES' })).toBe('fr');
    expect(languageFromEnv({ LANG: 'fr_FR.UTF-8' })).toBe('fr');
    expect(languageFromEnv({ LANG: 'C' })).toBe('en');
    expect(languageFromEnv({})).toBe('en');
  });
});

describe('mtg-layers explain --lang (and evaluate --lang)', () => {
  const cli = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(process.execPath, ['bin/mtg-layers.js', ...args], {
      cwd: root,
      encoding: 'utf8',
      env: { ...process.env, NO_COLOR: '1', LC_ALL: '', LC_MESSAGES: '', LANG: 'C.UTF-8', ...env },
    });

  it('--lang fr and --lang es; LANG=fr_FR.UTF-8 by default; an unknown language is bad usage', () => {
    const fr = cli(['explain', 'examples/humility-opalescence.yaml', '--lang', 'fr']);
    expect(fr.status).toBe(0);
    expect(fr.stdout).toContain('Couche 7b — 613.4b effets qui fixent la force/l’endurance');
    expect(fr.stdout).toContain('horodatage 1');
    const es = cli(['explain', 'examples/humility-opalescence.yaml', '--lang', 'es']);
    expect(es.stdout).toContain('marca de tiempo 1');
    expect(cli(['explain', 'examples/humility-opalescence.yaml'], { LANG: 'fr_FR.UTF-8' }).stdout).toContain('Couche 4');
    expect(cli(['explain', 'examples/humility-opalescence.yaml']).stdout).toContain('Layer 4 — 613.1d type-changing effects');
    const bad = cli(['explain', 'examples/humility-opalescence.yaml', '--lang', 'de']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--lang: unknown language "de"');
  });

  const header = (out: string) => out.split('\n').find((l) => l.startsWith('id ')) ?? '';
  const row = (out: string, id: string) => out.split('\n').find((l) => l.startsWith(`${id} `)) ?? '';

  it("the object table too: headers, zones, colours and status words in the reader's language", () => {
    const fr = cli(['explain', 'examples/orcish-oriflamme-attacking.yaml', '--lang', 'fr']).stdout;
    expect(header(fr).split(/\s+/)).toEqual(['id', 'nom', 'coût', 'type', 'F/E', 'couleurs', 'contrôleur', 'capacités', 'état']);
    expect(row(fr, 'orcish-oriflamme')).toContain(' rouge ');
    const es = cli(['explain', 'examples/counters-and-switch.yaml', '--lang', 'es']).stdout;
    expect(header(es).split(/\s+/)).toEqual([
      'id',
      'zona',
      'nombre',
      'coste',
      'tipo',
      'F/R',
      'colores',
      'controlador',
      'habilidades',
      'estado',
    ]);
    expect(row(es, 'windreaver')).toContain('blanco, azul');
    expect(row(es, 'windreaver')).toMatch(/contador \+0\/\+1 ×1$/);
    const tokens = cli(['explain', 'examples/rally-at-the-hornburg.yaml', '--lang', 'fr']).stdout;
    expect(header(tokens).split(/\s+/).slice(0, 3)).toEqual(['id', 'zone', 'nom']);
    expect(row(tokens, 'human-soldier-token')).toMatch(/champ de bataille .* jeton$/);
    expect(row(tokens, 'rally-at-the-hornburg')).toContain('cimetière');
    // A column's word has no article (the sentences' "en el cementerio" does).
    const esZones = cli(['explain', 'examples/rally-at-the-hornburg.yaml', '--lang', 'es']).stdout;
    expect(row(esZones, 'rally-at-the-hornburg')).toMatch(/^rally-at-the-hornburg\s+cementerio\s/);
    expect(row(esZones, 'seeker')).toMatch(/^seeker\s+campo de batalla\s/);
  });

  it('evaluate --lang fr|es localises the table and the players; without --lang it stays English whatever LANG says', () => {
    const combat = 'test/fixtures/combat-and-life.yaml';
    const fr = cli(['evaluate', combat, '--lang', 'fr']);
    expect(fr.status).toBe(0);
    expect(row(fr.stdout, 'grizzly-bears')).toMatch(/ vert .* attaquant$/);
    expect(row(fr.stdout, 'serra-angel')).toMatch(/ blanc .* bloqueur$/);
    expect(fr.stdout).toContain('opponent : 17 points de vie; taille de main maximale 7');
    const es = cli(['evaluate', combat, '--lang', 'es']).stdout;
    expect(row(es, 'grizzly-bears')).toMatch(/ verde .* atacante$/);
    expect(es).toContain('opponent: 17 vidas; tamaño máximo de mano 7');
    const en = cli(['evaluate', combat], { LANG: 'fr_FR.UTF-8' });
    expect(en.stdout).toBe(cli(['evaluate', combat, '--lang', 'en']).stdout);
    expect(row(en.stdout, 'serra-angel')).toMatch(/ white .* blocking$/);
    expect(en.stdout).toContain('opponent: life 17; maximum hand size 7');
    const bad = cli(['evaluate', combat, '--lang', 'de']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('--lang: unknown language "de"');
  });
});
