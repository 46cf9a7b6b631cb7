/**
 * Coverage: the compiler run over every card of a file, with the figures that say how much
 * of real Oracle text it reads — and the histogram of the sentence shapes it does not read,
 * which is the grammar's to-do list.
 */
import { compileCard } from '../oracle/index.js';
import type { SentenceReport } from '../oracle/types.js';
import type { Problem } from '../scenario/problems.js';
import type { CardFile } from './file.js';
import { toCompilerInput } from './schema.js';

export interface CoverageReport {
  file: string;
  /** Card objects in the file, and how many could be read (the others have problems). */
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
  seconds: number;
  cardsPerSecond: number;
  /** Size of the compiled CardDefs as JSON (UTF-8 bytes). */
  compiledBytes: number;
  /** The most frequent shapes of sentences that did not compile, with a count and one example. */
  unrecognised: { shape: string; count: number; example: { card: string; text: string } }[];
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

export function coverage(file: CardFile, top = 20): CoverageReport {
  const began = performance.now();
  const shapes = new Map<string, { count: number; example: { card: string; text: string } }>();
  const problems: Problem[] = [];
  let cardsRead = 0;
  let sentences = 0;
  let continuous = 0;
  let continuousCompiled = 0;
  let compiled = 0;
  let compiledBytes = 0;
  for (let i = 0; i < file.entries.length; i++) {
    const data = file.card(i);
    if (!data.ok) {
      problems.push(...data.error.problems);
      continue;
    }
    cardsRead++;
    const input = toCompilerInput(data.value);
    const results = [compileCard(input)];
    // 715.2: an adventurer card's Adventure is a spell of its own; its sentences count too.
    const adventure = input.layout === 'adventure' ? input.card_faces?.[1] : undefined;
    if (adventure !== undefined) results.push(compileCard({ ...adventure, layout: 'normal' }));
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
        if (!s.compiled) count(shapes, s, names, input.name);
      }
    }
  }
  const seconds = (performance.now() - began) / 1000;
  const unrecognised = [...shapes.entries()]
    .map(([shape, v]) => ({ shape, count: v.count, example: v.example }))
    .sort((a, b) => b.count - a.count || a.shape.localeCompare(b.shape))
    .slice(0, top);
  return {
    file: file.file,
    cards: file.entries.length,
    cardsRead,
    sentences,
    continuous,
    continuousCompiled,
    percent: continuous === 0 ? null : Math.round((continuousCompiled / continuous) * 1000) / 10,
    compiled,
    seconds: Math.round(seconds * 1000) / 1000,
    cardsPerSecond: seconds > 0 ? Math.round(cardsRead / seconds) : cardsRead,
    compiledBytes,
    unrecognised,
    problems,
  };
}

function count(
  shapes: Map<string, { count: number; example: { card: string; text: string } }>,
  s: SentenceReport,
  names: readonly string[],
  card: string,
): void {
  const shape = s.shape ?? fallbackShape(s.text, names);
  const known = shapes.get(shape);
  if (known) known.count++;
  else shapes.set(shape, { count: 1, example: { card, text: s.text } });
}
