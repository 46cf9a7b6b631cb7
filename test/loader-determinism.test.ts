/**
 * Issue #30, "Loading is not deterministic": nothing a memo or cache returns can be changed by its
 * caller. The Oracle compiler's memo, a card file's compiled cards and the catalog hand out deeply
 * frozen data; the loader copies what it extends. Loading the same text twice gives equal
 * scenarios, and one file's inline card never changes another file's.
 */
import { describe, expect, it } from 'vitest';
import { CardFile, CardFileSource, memorySource } from '../src/cards/index.js';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { loadScenario } from '../src/scenario/index.js';
import { cliOn } from './helpers/cli-memory.js';

const cards = { findCard, suggestCards };

/** An inline card whose string `abilities` are read after its `oracle:` line (the two used to share one list). */
const WITH_EXTRA = `battlefield:
  - card:
      name: Memo Lord
      typeLine: Creature — Elf Lord
      power: 2
      toughness: 2
      oracle: Flying
      abilities: ["Vigilance"]
`;
/** The same card without the extra line: it has Flying only. */
const PLAIN = `battlefield:
  - card:
      name: Memo Lord
      typeLine: Creature — Elf Lord
      power: 2
      toughness: 2
      oracle: Flying
events:
  - expect:
      memo-lord: { has: [Flying], lacks: [Vigilance] }
`;

function load(text: string) {
  const r = loadScenario(text, 'memo.yaml', { cards, compile: compileCard });
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return r.value;
}

describe('issue #30: loading is deterministic (no cache is changed by its caller)', () => {
  it('the same text loaded twice gives deep-equal scenarios', () => {
    // A snapshot of each at once: two loads that shared a cached list would also share its later changes.
    const first = structuredClone(load(WITH_EXTRA));
    const second = structuredClone(load(WITH_EXTRA));
    expect(second).toEqual(first);
  });

  it('`check a.yaml b.yaml`: an ability only a gives its inline card does not reach b (702.9 Flying only)', async () => {
    const r = await cliOn({ 'a.yaml': WITH_EXTRA, 'b.yaml': PLAIN }, ['check', 'a.yaml', 'b.yaml']);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^ok +b\.yaml/m);
    expect(r.status).toBe(0);
  });

  it("the compiler's memo hands out frozen results: a caller's write throws instead of reaching the next caller", () => {
    const card = {
      name: 'Frozen Bear',
      type_line: 'Creature — Bear',
      oracle_text: 'Trample',
      power: '2',
      toughness: '2',
      layout: 'normal',
    };
    const a = compileCard(card);
    expect(() => (a.card.abilities as unknown[]).push({ kind: 'text', text: 'x' })).toThrow(TypeError);
    expect(() => {
      (a.card as { power: number | null }).power = 9;
    }).toThrow(TypeError);
    expect(() => (a.report.warnings as unknown[]).push('x')).toThrow(TypeError);
    expect(compileCard({ ...card }).card.abilities.map((x) => x.text)).toEqual(['Trample']);
  });

  it("a card file's compiled card and its name match are frozen; the catalog's cards too", () => {
    const json = JSON.stringify([
      { name: 'File Bear', type_line: 'Creature — Bear', oracle_text: 'Reach', power: '2', toughness: '2', layout: 'normal' },
    ]);
    const file = CardFile.open('f.json', memorySource(new TextEncoder().encode(json)));
    if (!file.ok) throw new Error('card file did not open');
    const source = new CardFileSource(file.value, compileCard);
    const found = source.lookup('File Bear');
    if (!found?.ok) throw new Error('File Bear not found');
    expect(Object.isFrozen(found.value.card.abilities)).toBe(true);
    const match = source.names.find('file bear');
    expect(match && Object.isFrozen(match)).toBe(true);
    const bears = findCard('Grizzly Bears');
    expect(bears && Object.isFrozen(bears) && Object.isFrozen(bears.types)).toBe(true);
  });
});
