/**
 * The compiler never throws and never falls back on its own error path, whatever the text: random
 * mutations of real Oracle text (cards of the developed-on parts of both pools: words dropped,
 * repeated, swapped, cut short, punctuation and quotes inserted), and every compiled ability is
 * valid effect-language data (abilityDefSchema).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCard } from '../src/oracle/index.js';
import type { ScryfallCard } from '../src/oracle/types.js';
import { abilityDefSchema } from '../src/scenario/ability-schema.js';
import { devCards } from './helpers/classify-draw.js';
import { hasSharedReference } from './helpers/shared-reference.js';

const INSERTS = [
  '"',
  '(',
  ')',
  '.',
  ',',
  '—',
  '•',
  '\n',
  ':',
  '{T}',
  '+1/+1',
  'SELF',
  'this creature',
  'until end of turn',
  'as long as',
  "isn't",
  'LEVEL 2-3',
  '3+ |',
];

type Edit = { at: number; kind: 'drop' | 'repeat' | 'swap' | 'insert' | 'cut'; insert: number };

function mutate(text: string, edits: readonly Edit[]): string {
  let words = text.split(' ');
  for (const e of edits) {
    if (words.length === 0) break;
    const i = e.at % words.length;
    if (e.kind === 'drop') words.splice(i, 1);
    else if (e.kind === 'repeat') words.splice(i, 0, words[i] as string);
    else if (e.kind === 'swap') [words[i], words[(i + 1) % words.length]] = [words[(i + 1) % words.length] as string, words[i] as string];
    else if (e.kind === 'insert') words.splice(i, 0, INSERTS[e.insert % INSERTS.length] as string);
    else words = words.slice(0, i);
  }
  return words.join(' ');
}

const edit: fc.Arbitrary<Edit> = fc.record({
  at: fc.nat(),
  kind: fc.constantFrom('drop', 'repeat', 'swap', 'insert', 'cut'),
  insert: fc.nat(),
});

function check(card: ScryfallCard): void {
  const { card: def, report } = compileCard(card);
  for (const a of [...def.abilities, ...(def.backFace?.abilities ?? [])]) {
    const parsed = abilityDefSchema.safeParse(a);
    expect(parsed.success, `${card.oracle_text}\n${JSON.stringify(a)}`).toBe(true);
  }
  // compileCard catches what the compiler throws and lists the card as text: that path must never be taken.
  for (const s of report.sentences) expect(s.why ?? '', card.oracle_text).not.toMatch(/^compiler error/);
}

describe.skipIf(!hasSharedReference)('compileCard on mutated real Oracle text (properties)', () => {
  const cards = hasSharedReference ? devCards() : [];
  it('never throws, never takes its error path, and gives schema-valid abilities', () => {
    fc.assert(
      fc.property(fc.nat(), fc.array(edit, { minLength: 1, maxLength: 6 }), (k, edits) => {
        const c = cards[k % cards.length] as { name: string; typeLine: string; text: string };
        // A fresh name each run: compileCard memoises by name and text.
        check({ name: c.name, type_line: c.typeLine, oracle_text: mutate(c.text, edits), power: '2', toughness: '2' });
      }),
      { numRuns: 400, seed: 26 },
    );
  });
});
