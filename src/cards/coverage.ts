/**
 * Coverage: the compiler run over every card of a file, with the figures that say how much
 * of real Oracle text it reads — and the histogram of the sentence shapes it does not read,
 * which is the grammar's to-do list.
 */
import type { ContinuousFamily } from '../oracle/classify.js';
import { compileCard } from '../oracle/index.js';
import type { SentenceReport } from '../oracle/types.js';
import type { Problem } from '../scenario/problems.js';
import type { CardFile } from './file.js';
import { DEFAULT_SPLIT_SEED, inPart, type PoolPart } from './held-out.js';
import { toCompilerInput } from './schema.js';

/** How often an unread sentence shape occurs, with one example. */
export interface ShapeCount {
  shape: string;
  count: number;
  example: { card: string; text: string };
}

/** The unread continuous sentences of one family (classify.ts), and their most frequent shapes. */
export interface FamilyCount {
  family: ContinuousFamily | 'unclassified';
  count: number;
  shapes: ShapeCount[];
}

export interface CoverageOptions {
  /** The cards counted: all (default), the developed-on part or the held-out part (held-out.ts). */
  part?: PoolPart;
  /** The split's seed (held-out.ts), when `part` is not `all`. */
  seed?: number;
  /** How many shapes each list keeps. */
  top?: number;
}

export interface CoverageReport {
  file: string;
  /** The cards counted, and the seed of the split that chose them. */
  part: PoolPart;
  seed: number;
  /** Card objects in the file (in the part counted), and how many could be read (the others have problems). */
  cards: number;
  cardsRead: number;
  /** Ability sentences (paragraphs) of all faces. */
  sentences: number;
  /** Those that create continuous effects (SentenceReport.continuous)… */
  continuous: number;
  /** …and how many of those compiled. */
  continuousCompiled: number;
  /** continuousCompiled / continuous, in percent (null when there is none). */
  percent: number | null;
  /** Every sentence that compiled, continuous or not. */
  compiled: number;
  /** Time spent compiling (not reading the file or checking cards against the schema), and cards per second of it. */
  seconds: number;
  cardsPerSecond: number;
  /** Size of the compiled CardDefs as JSON (UTF-8 bytes). */
  compiledBytes: number;
  /**
   * The most frequent shapes of sentences that did not compile, with a count and one example.
   * Empty for the held-out part: its sentences are never shown (held-out.ts).
   */
  unrecognised: ShapeCount[];
  /** The unread continuous sentences by family, most frequent first (no shapes for the held-out part). */
  unreadContinuous: FamilyCount[];
  /** The most frequent shapes of unread sentences that create no continuous effect (none for the held-out part). */
  unreadOther: ShapeCount[];
  problems: Problem[];
}

const utf8 = new TextEncoder();

/** A sentence's shape when the compiler gives none: the card's names as `~`, numbers as N, mana symbols as {M}. */
export function fallbackShape(text: string, names: readonly string[]): string {
  let s = text;
  const all = new Set<string>();
  for (const n of names) {
    all.add(n);
    const short = n.split(',')[0] ?? n;
    if (short.length >= 3) all.add(short);
  }
  for (const n of [...all].sort((a, b) => b.length - a.length)) s = s.split(n).join('~');
  return s
    .replace(/\{[^}]+\}/g, '{M}')
    .replace(/(?:\{M\})+/g, '{M}')
    .replace(/[+-]?\b\d+\b/g, (m) => (m.startsWith('+') ? '+N' : m.startsWith('-') ? '-N' : 'N'))
    .replace(/\s+/g, ' ')
    .trim();
}

export function coverage(file: CardFile, options: CoverageOptions | number = {}): CoverageReport {
  const { part = 'all', seed = DEFAULT_SPLIT_SEED, top = 20 } = typeof options === 'number' ? { top: options } : options;
  // Compile time only: reading the card file and checking each card against the schema are not the compiler's.
  let compiling = 0;
  const shapes: Shapes = new Map();
  const continuousShapes = new Map<FamilyCount['family'], Shapes>();
  const otherShapes: Shapes = new Map();
  const problems: Problem[] = [];
  let cardsInPart = 0;
  let cardsRead = 0;
  let sentences = 0;
  let continuous = 0;
  let continuousCompiled = 0;
  let compiled = 0;
  let compiledBytes = 0;
  for (let i = 0; i < file.entries.length; i++) {
    if (!inPart((file.entries[i] as { name: string }).name, part, seed)) continue;
    cardsInPart++;
    const data = file.card(i);
    if (!data.ok) {
      problems.push(...data.error.problems);
      continue;
    }
    cardsRead++;
    const input = toCompilerInput(data.value);
    const compileBegan = performance.now();
    const results = [compileCard(input)];
    // 715.2: an adventurer card's Adventure is a spell of its own; its sentences count too.
    const adventure = input.layout === 'adventure' ? input.card_faces?.[1] : undefined;
    if (adventure !== undefined) results.push(compileCard({ ...adventure, layout: 'normal' }));
    compiling += performance.now() - compileBegan;
    const names = [input.name, ...(input.card_faces ?? []).map((f) => f.name)];
    for (const r of results) {
      compiledBytes += utf8.encode(JSON.stringify(r.card)).length;
      for (const s of r.report.sentences) {
        sentences++;
        if (s.compiled) compiled++;
        if (s.continuous) {
          continuous++;
          if (s.compiled) continuousCompiled++;
        }
        if (s.compiled) continue;
        count(shapes, s, names, input.name);
        if (!s.continuous) count(otherShapes, s, names, input.name);
        else {
          const family = s.family ?? 'unclassified';
          const inFamily = continuousShapes.get(family) ?? new Map();
          continuousShapes.set(family, inFamily);
          count(inFamily, s, names, input.name);
        }
      }
    }
  }
  const seconds = compiling / 1000;
  // The held-out part's sentences are never shown: only its figures and the families' counts.
  const shown = part === 'held-out' ? 0 : top;
  const unreadContinuous = [...continuousShapes.entries()]
    .map(([family, m]) => ({ family, count: [...m.values()].reduce((n, v) => n + v.count, 0), shapes: topShapes(m, shown) }))
    .sort((a, b) => b.count - a.count || a.family.localeCompare(b.family));
  return {
    file: file.file,
    part,
    seed,
    cards: cardsInPart,
    cardsRead,
    sentences,
    continuous,
    continuousCompiled,
    percent: continuous === 0 ? null : Math.round((continuousCompiled / continuous) * 1000) / 10,
    compiled,
    seconds: Math.round(seconds * 1000) / 1000,
    cardsPerSecond: seconds > 0 ? Math.round(cardsRead / seconds) : cardsRead,
    compiledBytes,
    unrecognised: topShapes(shapes, shown),
    unreadContinuous,
    unreadOther: topShapes(otherShapes, shown),
    problems,
  };
}

type Shapes = Map<string, { count: number; example: { card: string; text: string } }>;

function topShapes(shapes: Shapes, top: number): ShapeCount[] {
  return [...shapes.entries()]
    .map(([shape, v]) => ({ shape, count: v.count, example: v.example }))
    .sort((a, b) => b.count - a.count || a.shape.localeCompare(b.shape))
    .slice(0, top);
}

function count(shapes: Shapes, s: SentenceReport, names: readonly string[], card: string): void {
  const shape = s.shape ?? fallbackShape(s.text, names);
  const known = shapes.get(shape);
  if (known) known.count++;
  else shapes.set(shape, { count: 1, example: { card, text: s.text } });
}
