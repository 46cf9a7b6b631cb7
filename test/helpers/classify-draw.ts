/**
 * The classification audit's draw: sentences picked at random (seeded) from the developed-on parts
 * of both reference pools (src/cards/held-out.ts; held-out cards are never drawn), as the compiler
 * splits them — each card's non-keyword, non-mana abilities (reminder text dropped), lexed with the
 * card's names, cut at top-level periods.
 */
import { readFileSync } from 'node:fs';
import { inPart } from '../../src/cards/held-out.js';
import { deriveAbilities } from '../../src/catalog/derive.js';
import { parseTypeLine } from '../../src/catalog/parse.js';
import { withoutReminders } from '../../src/oracle/compile.js';
import { sentences } from '../../src/oracle/grammar/cursor/cursor.js';
import { lex, selfNames, type Token, tokenText } from '../../src/oracle/lex.js';
import { sharedReference } from './shared-reference.js';

export interface DrawnSentence {
  pool: 'corpus' | '2018';
  card: string;
  /** The sentence as the classifier sees it: tokens joined, the card's names as SELF. */
  text: string;
  tokens: Token[];
}

export interface PoolCard {
  name: string;
  typeLine: string;
  text: string;
}

function corpus(): PoolCard[] {
  const raw = JSON.parse(readFileSync(sharedReference('oracle-corpus.json'), 'utf8')) as {
    name: string;
    typeLine: string;
    oracleText: string;
  }[];
  return raw.map((c) => ({ name: c.name, typeLine: c.typeLine ?? '', text: c.oracleText ?? '' }));
}

function pool2018(): PoolCard[] {
  const raw = JSON.parse(readFileSync(sharedReference('scryfall-2018-cards.json'), 'utf8')) as {
    name: string;
    type_line?: string;
    oracle_text?: string;
    card_faces?: { name: string; type_line?: string; oracle_text?: string }[];
  }[];
  // A card with faces: its first face (what the compiler reads first).
  return raw.map((c) => {
    const f = c.card_faces?.[0];
    return { name: c.name, typeLine: f?.type_line ?? c.type_line ?? '', text: f?.oracle_text ?? c.oracle_text ?? '' };
  });
}

/** The cards of the developed-on parts of both pools (name, type line, Oracle text of the first face). */
export function devCards(): PoolCard[] {
  return [...corpus(), ...pool2018()].filter((c) => inPart(c.name, 'dev'));
}

/** 32-bit mulberry32: a small seeded generator, the same numbers on every machine. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function sentencesOf(c: PoolCard): Token[][] {
  const { types, supertypes } = parseTypeLine(c.typeLine);
  const names = selfNames(c.name, supertypes.includes('Legendary'));
  return deriveAbilities(withoutReminders(c.text), types)
    .filter((a) => a.kind !== 'keyword' && a.kind !== 'mana')
    .flatMap((a) => sentences(lex(a.text, names)));
}

export function sentenceText(tokens: readonly Token[]): string {
  return tokens.map(tokenText).join(' ');
}

/** `perPool` sentences from each pool's developed-on part: a random card, then a random sentence of it. */
export function drawSentences(perPool: number, seed: number): DrawnSentence[] {
  const out: DrawnSentence[] = [];
  const random = mulberry32(seed);
  for (const [pool, cards] of [
    ['corpus', corpus()],
    ['2018', pool2018()],
  ] as const) {
    const dev = cards.filter((c) => inPart(c.name, 'dev'));
    let drawn = 0;
    while (drawn < perPool) {
      const c = dev[Math.floor(random() * dev.length)] as PoolCard;
      const all = sentencesOf(c);
      if (all.length === 0) continue;
      const tokens = all[Math.floor(random() * all.length)] as Token[];
      out.push({ pool, card: c.name, text: sentenceText(tokens), tokens });
      drawn++;
    }
  }
  return out;
}
