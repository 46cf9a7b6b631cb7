/** compileCard never throws, always yields schema-valid abilities, reports every unread continuous sentence, and memoises. */
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileCard } from '../../src/oracle/index.js';
import type { ScryfallCard } from '../../src/oracle/types.js';
import { abilityDefSchema } from '../../src/scenario/ability-schema.js';
import { hasSharedReference, sharedReference } from '../helpers/shared-reference.js';

const WORDS = [
  'target',
  'creature',
  'creatures',
  'you',
  'control',
  'get',
  'gets',
  '+1/+1',
  '-X/-0',
  'has',
  'have',
  'flying',
  'and',
  ',',
  '.',
  'until',
  'end',
  'of',
  'turn',
  'is',
  'a',
  'an',
  'Elf',
  'Goblins',
  'enchanted',
  'equipped',
  'this',
  'as',
  'long',
  'loses',
  'all',
  'abilities',
  'becomes',
  'in',
  'addition',
  'to',
  'its',
  'other',
  'types',
  '"',
  '(',
  ')',
  '{T}',
  ':',
  'Add',
  '{G}',
  '•',
  'Choose',
  'one',
  '—',
  '\n',
  'where',
  'X',
  'the',
  'number',
  'each',
  "it's",
  'still',
  'land',
  'copy',
  'create',
  'token',
  '2/2',
  'white',
  'Soldier',
  'put',
  'counter',
  'on',
  'When',
  'Whenever',
];

const oracleish = fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }).map((ws) => ws.join(' '));

function validAndReported(card: ScryfallCard): void {
  const { card: def, report } = compileCard(card);
  for (const a of [...def.abilities, ...(def.backFace?.abilities ?? [])]) expect(abilityDefSchema.safeParse(a).success).toBe(true);
  for (const s of report.sentences) {
    if (!s.compiled) {
      expect(typeof s.why).toBe('string');
      expect(typeof s.shape).toBe('string');
    }
    // The warning names the card where the sentence has SELF (a person reads it).
    const named = s.text.replace(/\bSELF\b/g, s.face || report.card);
    if (s.continuous && !s.compiled) expect(report.warnings.some((w) => w.sentence === named)).toBe(true);
  }
}

describe('compileCard (properties)', () => {
  it('never throws on any string, and every ability validates against abilityDefSchema', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), fc.string(), fc.string(), (name, typeLine, text) => {
        validAndReported({ name, type_line: typeLine, oracle_text: text });
      }),
      { numRuns: 300 },
    );
    // A card with no name is not a card (issue #28): an error with its path, not a throw.
    expect(compileCard({ name: '', type_line: 'Creature', oracle_text: '' })).toMatchObject({ ok: false, error: { path: ['name'] } });
  });
  it('never throws on Oracle-like word salad', () => {
    fc.assert(
      fc.property(
        oracleish,
        fc.constantFrom('Creature — Elf', 'Instant', 'Enchantment — Aura', 'Land', 'Artifact — Equipment'),
        (text, typeLine) => {
          validAndReported({ name: 'Salad', type_line: typeLine, oracle_text: text });
        },
      ),
      { numRuns: 500 },
    );
  });
  it.skipIf(!hasSharedReference)(
    'the whole corpus compiles: schema-valid abilities, unread sentences reported with a shape',
    () => {
      const corpus = JSON.parse(readFileSync(sharedReference('oracle-corpus.json'), 'utf8')) as {
        name: string;
        manaCost: string;
        typeLine: string;
        oracleText: string;
        power: string | null;
        toughness: string | null;
      }[];
      let continuous = 0;
      let compiled = 0;
      for (const c of corpus) {
        const card: ScryfallCard = { name: c.name, mana_cost: c.manaCost, type_line: c.typeLine, oracle_text: c.oracleText };
        validAndReported(card);
        for (const s of compileCard(card).report.sentences) {
          if (!s.continuous) continue;
          continuous++;
          if (s.compiled) compiled++;
        }
      }
      // A floor, so a grammar regression shows; the figures are printed by scripts/oracle-coverage.mjs.
      expect(compiled / continuous).toBeGreaterThan(0.74);
    },
    120_000,
  );
  it('compiles a card once (memoised): the same object for the same oracle_id', () => {
    const card: ScryfallCard = {
      oracle_id: 'test-memo',
      name: 'Memo',
      type_line: 'Enchantment',
      oracle_text: 'Creatures you control get +1/+1.',
    };
    expect(compileCard(card)).toBe(compileCard({ ...card }));
  });
});
