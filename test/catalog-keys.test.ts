/**
 * No card definition may carry a flag or field that the engine ignores: every key used in
 * the catalog's ability data must be read somewhere in the rules core (src/core, not counting
 * the type declarations). A key no code reads — such as a `flicker: true` nothing executes —
 * makes this test fail.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { allCards } from '../src/catalog/index.js';

/** Records whose keys are data (counter kinds: `{ ice: 10 }`), not fields of the effect language. */
const RECORDS = new Set(['counters', 'extraCounters']);

function keysOf(v: unknown, out: Map<string, string>, card: string): void {
  if (Array.isArray(v)) for (const x of v) keysOf(x, out, card);
  else if (v && typeof v === 'object') {
    for (const [k, x] of Object.entries(v)) {
      if (!out.has(k)) out.set(k, card);
      if (RECORDS.has(k) && x && typeof x === 'object' && !Array.isArray(x)) for (const y of Object.values(x)) keysOf(y, out, card);
      else keysOf(x, out, card);
    }
  }
}

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    if (statSync(p).isDirectory()) return sources(p);
    return p.endsWith('.ts') && !p.endsWith(join('effects', 'types.ts')) ? [p] : [];
  });
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Does some code read this key: `x.key`, `x?.key`, `'key' in x`, destructure it, or switch on it
 * (`case 'key':`, as compiled.ts does on a filter's one key)?
 */
function isRead(code: string, key: string): boolean {
  const k = escapeRegExp(key);
  return new RegExp(`\\??\\.${k}\\b|['"]${k}['"]\\s+in\\b|\\{[^}=]*\\b${k}\\b[^}=]*\\}\\s*=[^=>]|case\\s+['"]${k}['"]\\s*:`).test(code);
}

describe('catalog definitions use only keys the engine reads', () => {
  const keys = new Map<string, string>();
  for (const card of allCards()) {
    keysOf(card.abilities, keys, card.name);
    if (card.backFace) keysOf(card.backFace.abilities, keys, card.backFace.name);
  }
  const code = sources(new URL('../src/core/', import.meta.url).pathname)
    .map((p) => readFileSync(p, 'utf8'))
    .join('\n');

  it('the catalog has ability data to check', () => {
    expect(keys.size).toBeGreaterThan(20);
  });

  it('every key of every definition has a consumer in src/core', () => {
    const unread = [...keys].filter(([k]) => !isRead(code, k)).map(([k, card]) => `${k} (e.g. ${card})`);
    expect(unread).toEqual([]);
  });

  it('the check itself sees an unread key', () => {
    expect(isRead(code, 'noSuchFlagAnywhere')).toBe(false);
    expect(isRead('if (res.flicker) go();', 'flicker')).toBe(true);
    expect(isRead("if ('all' in sel) go();", 'all')).toBe(true);
    expect(isRead("switch (keys[0]) { case 'other': return go; }", 'other')).toBe(true);
  });
});
