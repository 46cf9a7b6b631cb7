/**
 * Text-changing (612): replace words of one kind where they are used as such,
 * never in a card name (612.2), with plurals, landwalk and a/an kept right.
 */

import { COLORS, type Color } from '../model.js';
import { isBasicLandType, isCreatureType, pluralOf } from '../subtypes.js';
import type { AbilityDef, TextKind } from './types.js';

export function isWordOfKind(word: string, kind: TextKind): boolean {
  if (kind === 'color') return (COLORS as readonly string[]).includes(word.toLowerCase());
  if (kind === 'basicLandType') return isBasicLandType(word);
  return isCreatureType(word);
}

export function kindOfWord(word: string, kinds: readonly TextKind[]): TextKind | undefined {
  return kinds.find((k) => isWordOfKind(word, k));
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

function escapeRegExp(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Pairs of [from, to] surface forms for one word change. */
function forms(kind: TextKind, from: string, to: string): [string, string][] {
  if (kind === 'color') {
    const f = from.toLowerCase() as Color;
    const t = to.toLowerCase();
    return [
      [f, t],
      [cap(f), cap(t)],
    ];
  }
  const pairs: [string, string][] = [[pluralOf(from), pluralOf(to)]];
  if (kind === 'basicLandType') {
    pairs.push([`${from.toLowerCase()}walk`, `${to.toLowerCase()}walk`]);
    pairs.push([`${cap(from.toLowerCase())}walk`, `${cap(to.toLowerCase())}walk`]);
  }
  pairs.push([from, to]);
  return pairs;
}

/** Replace one word in a string, protecting the given names, and fix "a"/"an" before it. */
export function replaceWord(text: string, kind: TextKind, from: string, to: string, names: readonly string[]): string {
  const masks: string[] = [];
  let s = text;
  for (const name of names) {
    if (!name) continue;
    s = s.split(name).join(`\uE000${masks.length}\uE000`);
    masks.push(name);
  }
  for (const [f, t] of forms(kind, from, to)) {
    if (f === t) continue;
    s = s.replace(new RegExp(`(?<![\\w-])${escapeRegExp(f)}(?![\\w-])`, 'g'), `\uE001${t}\uE002`);
  }
  s = s.replace(/\b(a|an|A|An) \uE001([^\uE002]*)\uE002/g, (_m, art: string, word: string) => {
    const vowel = /^[AEIOUaeiou]/.test(word);
    const base = vowel ? 'an' : 'a';
    return `${art[0] === 'A' ? cap(base) : base} ${word}`;
  });
  s = s.replace(/[\uE001\uE002]/g, '');
  return s.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => masks[Number(i)] ?? '');
}

/** Apply a word change to every string of an ability definition (its wording and its data). */
export function changeAbilityWords(def: AbilityDef, kind: TextKind, from: string, to: string, names: readonly string[]): AbilityDef {
  const walk = (v: unknown, key: string | null): unknown => {
    if (typeof v === 'string') return key === 'name' ? v : replaceWord(v, kind, from, to, names);
    if (Array.isArray(v)) return v.map((x) => walk(x, null));
    if (v && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) out[k] = walk(x, k);
      return out;
    }
    return v;
  };
  return walk(def, null) as AbilityDef;
}
