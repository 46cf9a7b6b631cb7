/**
 * Text-changing (612): replace words of one kind where they are used as such,
 * never in a card name (612.2), with plurals, landwalk and a/an kept right.
 */

import { isBasicLandType, isCreatureType, pluralOf } from '../model/subtypes.js';
import { COLORS, type Color } from '../model/terms.js';
import type { AbilityDef, TextKind } from './language/abilities.js';

export function isWordOfKind(word: string, kind: TextKind): boolean {
  if (kind === 'color') return (COLORS as readonly string[]).includes(word.toLowerCase());
  if (kind === 'basicLandType') return isBasicLandType(word);
  return isCreatureType(word);
}

export function kindOfWord(word: string, kinds: readonly TextKind[]): TextKind | undefined {
  return kinds.find((k) => isWordOfKind(word, k));
}

/** "flying" → "Flying". */
export function capitalise(s: string): string {
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
      [capitalise(f), capitalise(t)],
    ];
  }
  const pairs: [string, string][] = [];
  // A word whose plural is its singular ("Merfolk", "Plains") is handled by `ambiguous`.
  if (pluralOf(from) !== from) pairs.push([pluralOf(from), pluralOf(to)]);
  if (kind === 'basicLandType') {
    pairs.push([`${from.toLowerCase()}walk`, `${to.toLowerCase()}walk`]);
    pairs.push([`${capitalise(from.toLowerCase())}walk`, `${capitalise(to.toLowerCase())}walk`]);
  }
  if (pluralOf(from) !== from) pairs.push([from, to]);
  return pairs;
}

/** Words before a subtype that make it singular ("a Merfolk", "each other Merfolk you control"). */
const SINGULAR_BEFORE =
  /(?:^|[^\w-])(?:a|an|each|another|target|one|that|this)(?:\s+(?:other|nontoken|untapped|tapped|attacking|blocking))*\s*$/i;
/** Words after a subtype used as an adjective ("Merfolk creatures", "Merfolk spells"): the singular form. */
const ADJECTIVE_AFTER =
  /^\s+(?:creatures?|cards?|spells?|permanents?|tokens?|type|lands?|or\s+\w+\s+(?:creatures?|cards?|spells?|permanents?))\b/i;

/**
 * 612.2 for a word whose singular and plural are the same ("Merfolk", "Fish", "Plains"):
 * each use is read as singular or plural from its context, and replaced by that form of
 * the new word ("Other Merfolk get" becomes "Other Elves get"; "a Merfolk" becomes "an Elf").
 */
function ambiguous(s: string, from: string, to: string): string {
  return s.replace(new RegExp(`(?<![\\w-])${escapeRegExp(from)}(?![\\w-])`, 'g'), (_m, offset: number, whole: string) => {
    const before = whole.slice(0, offset);
    const after = whole.slice(offset + from.length);
    const singular = SINGULAR_BEFORE.test(before) || ADJECTIVE_AFTER.test(after);
    return `\uE001${singular ? to : pluralOf(to)}\uE002`;
  });
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
  if (kind !== 'color' && pluralOf(from) === from && from !== to) s = ambiguous(s, from, to);
  s = s.replace(/\b(a|an|A|An) \uE001([^\uE002]*)\uE002/g, (_m, art: string, word: string) => {
    const vowel = /^[AEIOUaeiou]/.test(word);
    const base = vowel ? 'an' : 'a';
    return `${art[0] === 'A' ? capitalise(base) : base} ${word}`;
  });
  s = s.replace(/[\uE001\uE002]/g, '');
  return s.replace(/\uE000(\d+)\uE000/g, (_m, i: string) => masks[Number(i)] ?? '');
}

/** Keys of the effect language whose strings are subtypes (data, not wording): always the singular. */
const SUBTYPE_KEYS = new Set(['subtype', 'subtypes']);

/**
 * Apply a word change to every string of an ability definition: its wording gets the
 * right form of the new word; its data (filters, types an effect adds) holds the subtype
 * itself, so it is replaced only where it is exactly the old word (612.2).
 */
export function changeAbilityWords(def: AbilityDef, kind: TextKind, from: string, to: string, names: readonly string[]): AbilityDef {
  return rewrite(def, (v, key) => {
    if (key === 'name') return v;
    if (kind !== 'color' && key !== null && SUBTYPE_KEYS.has(key)) return v === from ? to : v;
    return replaceWord(v, kind, from, to, names);
  }) as AbilityDef;
}

/**
 * A copy of effect data with every string given by `str` (which sees the key it is under, an
 * array's elements that of the array); an object for which `whole` gives a value is that value.
 */
export function rewrite(
  v: unknown,
  str: (s: string, key: string | null) => unknown,
  whole?: (o: Record<string, unknown>) => unknown,
  key: string | null = null,
): unknown {
  if (typeof v === 'string') return str(v, key);
  if (Array.isArray(v)) return v.map((x) => rewrite(x, str, whole, key));
  if (v && typeof v === 'object') {
    const o = v as Record<string, unknown>;
    const w = whole?.(o);
    if (w !== undefined) return w;
    const out: Record<string, unknown> = {};
    for (const [k, x] of Object.entries(o)) out[k] = rewrite(x, str, whole, k);
    return out;
  }
  return v;
}
