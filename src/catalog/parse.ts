/**
 * Pure helpers that read Oracle wording: type lines (CR 205), printed power and
 * toughness, and the split of rules text into one string per ability (113.2).
 */
import { KEYWORD_COUNTERS } from '../core/model/keywords.js';
import { CREATURE_TYPES } from '../core/model/subtype-lists.js';
import { SUPERTYPES } from '../core/model/terms.js';

/** 205.4a, plus the supertypes of older and Un- cards that still appear on type lines (the core's list). */
const SUPERTYPE_WORDS: readonly string[] = SUPERTYPES;

export interface ParsedTypeLine {
  supertypes: string[];
  types: string[];
  subtypes: string[];
}

/** Creature types of more than one word (205.3m: "Time Lord"), longest first. */
const MULTIWORD_SUBTYPES: readonly string[] = CREATURE_TYPES.filter((t) => t.includes(' ')).sort(
  (a, b) => b.split(' ').length - a.split(' ').length,
);

/**
 * "Legendary Snow Creature — Shapeshifter" → supertypes [Legendary, Snow], types [Creature],
 * subtypes [Shapeshifter]. Words before the long dash are supertypes or card types; after it,
 * each word is a subtype except the multi-word creature types (205.3b) and the single
 * many-word subtype of a plane.
 */
export function parseTypeLine(line: string): ParsedTypeLine {
  const dash = line.indexOf('—');
  const left = (dash < 0 ? line : line.slice(0, dash)).trim();
  const right = dash < 0 ? '' : line.slice(dash + 1).trim();
  const supertypes: string[] = [];
  const types: string[] = [];
  for (const word of left.split(/\s+/).filter(Boolean)) {
    if (SUPERTYPE_WORDS.includes(word)) supertypes.push(word);
    else types.push(word);
  }
  return { supertypes, types, subtypes: parseSubtypes(right, types) };
}

function parseSubtypes(text: string, types: readonly string[]): string[] {
  if (text === '') return [];
  if (types.includes('Plane')) return [text];
  const words = text.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < words.length; ) {
    const multi = MULTIWORD_SUBTYPES.find((t) => {
      const parts = t.split(' ');
      return parts.every((p, k) => words[i + k] === p);
    });
    if (multi !== undefined) {
      out.push(multi);
      i += multi.split(' ').length;
    } else {
      out.push(words[i] as string);
      i += 1;
    }
  }
  return out;
}

/**
 * A printed power, toughness or loyalty: a number, or null when the card has none.
 * A `*` (or X) counts as 0 (208.2a: a characteristic-defining ability supplies the real
 * value), so "1+*" is 1 — what is left when the CDA doesn't apply.
 */
export function parseStat(value: string | null | undefined): number | null {
  if (value === null || value === undefined || value === '') return null;
  const v = value.trim();
  if (/^[+-]?\d+$/.test(v)) return Number(v);
  const terms = v.replace(/[*X]/g, '0').match(/^([+-]?\d+)(?:([+-])(\d+))?$/);
  if (!terms) return 0;
  const [, a, sign, b] = terms;
  return Number(a) + (b === undefined ? 0 : (sign === '-' ? -1 : 1) * Number(b));
}

/**
 * Keywords without a parameter (702), lower-case, besides 122.1b's keyword counters (which are
 * all keywords without a parameter; not spread in here, so that a bundle that doesn't read
 * keywords can leave the set out, issue #9).
 */
const SIMPLE_KEYWORDS: ReadonlySet<string> = new Set([
  'defender',
  'flash',
  'shroud',
  'banding',
  'flanking',
  'phasing',
  'horsemanship',
  'fear',
  'intimidate',
  'wither',
  'infect',
  'changeling',
  'convoke',
  'delve',
  'devoid',
  'persist',
  'undying',
  'prowess',
  'riot',
  'split second',
  'rebound',
  'storm',
  'cascade',
  'sunburst',
  'epic',
  'haunt',
  'provoke',
  'soulbond',
  'evolve',
  'extort',
  'cipher',
  'living weapon',
  'battle cry',
  'unleash',
  'dethrone',
  'exploit',
  'ingest',
  'myriad',
  'melee',
  'improvise',
  'aftermath',
  'ascend',
  'assist',
  'jump-start',
  'mentor',
  'undaunted',
  'partner',
  'daybound',
  'nightbound',
  'training',
  'enlist',
  'ravenous',
  'read ahead',
  'for mirrodin!',
  'living metal',
  'compleated',
  'demonstrate',
  'skulk',
  'fuse',
  'conspire',
  'retrace',
  'gravestorm',
  'totem armor',
  'umbra armor',
  'double team',
  'job select',
  'spree',
  'start your engines!',
]);

/** Keywords followed by a cost or a number ("Equip {1}", "Crew 1", "Cumulative upkeep {1}"), lower-case. */
export const PARAMETER_KEYWORDS: readonly string[] = [
  'cumulative upkeep',
  'equip',
  'morph',
  'megamorph',
  'disguise',
  'crew',
  'entwine',
  'ward',
  'kicker',
  'multikicker',
  'buyback',
  'cycling',
  'echo',
  'flashback',
  'madness',
  'ninjutsu',
  'evoke',
  'dash',
  'embalm',
  'eternalize',
  'unearth',
  'bestow',
  'emerge',
  'escape',
  'foretell',
  'mutate',
  'prototype',
  'reconfigure',
  'fortify',
  'transmute',
  'replicate',
  'outlast',
  'scavenge',
  'level up',
  'modular',
  'fading',
  'vanishing',
  'annihilator',
  'bushido',
  'rampage',
  'bloodthirst',
  'absorb',
  'afflict',
  'toxic',
  'dredge',
  'graft',
  'amplify',
  'tribute',
  'fabricate',
  'afterlife',
  'backup',
  'casualty',
  'squad',
  'offspring',
  'saddle',
  'station',
  'recover',
  'splice onto arcane',
  'hideaway',
  'renown',
  'landcycling',
  'plainscycling',
  'islandcycling',
  'swampcycling',
  'mountaincycling',
  'forestcycling',
  'basic landcycling',
  'spectacle',
  'surge',
  'awaken',
  'overload',
  'miracle',
  'blitz',
  'plot',
  'sneak',
  'mayhem',
  'firebending',
];

const PARAMETER = /^(?:(?:\{[^}]+\})+|\d+|X)$/;

/**
 * The keyword of one keyword ability, lower-case, or undefined when `part` is not a keyword
 * ability: "Flying" → "flying"; "Protection from black" → "protection from black";
 * "Swampwalk" → "swampwalk"; "Enchant creature" → "enchant creature"; "Equip {1}" → "equip";
 * "Crew 1" → "crew". Qualities stay part of the keyword, costs and numbers do not.
 */
export function keywordOf(part: string): string | undefined {
  // The Oracle compiler asks this of every word it abstracts or classifies: answered once per text.
  // One lookup per question: null stands for "not a keyword" in the memo.
  const known = KEYWORD_MEMO.get(part);
  if (known !== undefined) return known ?? undefined;
  if (KEYWORD_MEMO.size >= 20_000) KEYWORD_MEMO.clear();
  const out = keywordOfFresh(part);
  KEYWORD_MEMO.set(part, out ?? null);
  return out;
}

const KEYWORD_MEMO = new Map<string, string | null>();

function keywordOfFresh(part: string): string | undefined {
  const lower = part.trim().toLowerCase();
  if (lower === '') return undefined;
  if (KEYWORD_COUNTERS.includes(lower) || SIMPLE_KEYWORDS.has(lower)) return lower;
  if (/^(?:protection|hexproof) from \S/.test(lower)) return lower;
  if (/^enchant \S/.test(lower)) return lower;
  if (/^(?:nonbasic |legendary |snow |artifact )?(?:plains|island|swamp|mountain|forest|land|desert)walk$/.test(lower)) {
    return lower;
  }
  // "Equip legendary creature {3}", "Equip Human {1}" (702.6c).
  if (/^equip \S.* (?:\{[^}]+\})+$/.test(lower)) return 'equip';
  for (const name of PARAMETER_KEYWORDS) {
    if (lower.startsWith(`${name} `) && PARAMETER.test(part.trim().slice(name.length + 1))) return name;
  }
  return undefined;
}

/** "first strike" → "First strike". */
export function capitalise(s: string): string {
  return s.length === 0 ? s : s.charAt(0).toUpperCase() + s.slice(1);
}

/** One ability as Oracle words it: its text and, for a keyword ability, its keyword. */
export interface OracleAbility {
  text: string;
  keyword?: string;
}

/**
 * The keyword abilities of a line made only of keywords ("Flying, vigilance" → Flying, Vigilance),
 * or undefined when the line is something else. An "Enchant ..." line is one keyword even
 * when its quality contains commas ("Enchant creature, land, or planeswalker").
 */
export function keywordLine(line: string): OracleAbility[] | undefined {
  const trimmed = line.trim();
  if (/^Enchant \S/.test(trimmed)) return [{ text: trimmed, keyword: trimmed.toLowerCase() }];
  const parts = trimmed.split(/,\s*/);
  const out: OracleAbility[] = [];
  for (const part of parts) {
    const keyword = keywordOf(part);
    if (keyword === undefined) return undefined;
    out.push({ text: capitalise(part.trim()), keyword });
  }
  return out.length > 0 ? out : undefined;
}

/**
 * The paragraphs of rules text, one per ability (113.2c): lines split on newlines; a modal
 * "Choose one —" line and its "• ..." modes form one ability, joined with "\n".
 */
export function abilityParagraphs(oracleText: string): string[] {
  const out: string[] = [];
  for (const raw of oracleText.split('\n')) {
    const line = raw.trimEnd();
    if (line.trim() === '') continue;
    const prev = out[out.length - 1];
    if (prev !== undefined && line.startsWith('•') && (prev.endsWith('—') || prev.includes('\n•'))) {
      out[out.length - 1] = `${prev}\n${line}`;
    } else {
      out.push(line);
    }
  }
  return out;
}

/** Every ability of a face's rules text, in Oracle order, with keyword lines split. */
export function splitAbilities(oracleText: string): OracleAbility[] {
  const out: OracleAbility[] = [];
  for (const paragraph of abilityParagraphs(oracleText)) {
    const keywords = keywordLine(paragraph);
    if (keywords !== undefined) out.push(...keywords);
    else out.push({ text: paragraph });
  }
  return out;
}

/** The ability strings of a face as the engine outputs them (one per ability, Oracle wording). */
export function oracleAbilityTexts(oracleText: string): string[] {
  return splitAbilities(oracleText).map((a) => a.text);
}
