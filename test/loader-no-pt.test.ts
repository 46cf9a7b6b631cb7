/**
 * Issue #30, "A creature with no power or toughness": 208.5 (CR 2026-04-17), "If a creature
 * somehow has no value for its power, its power is 0. The same is true for toughness." A creature
 * card printed without P/T (inline or from a card file) is 0/0, and effects modify it from 0.
 */
import { describe, expect, it } from 'vitest';
import { CardFile, CardFileSource, memorySource } from '../src/cards/index.js';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { evaluateScenario, loadScenario } from '../src/scenario/index.js';

const catalog = { findCard, suggestCards };

function evaluated(text: string, cardFiles: CardFileSource[] = []) {
  const l = loadScenario(text, 'pt.yaml', { cards: catalog, cardFiles, compile: compileCard });
  if (!l.ok) throw new Error(l.error.problems.map((p) => p.message).join('\n'));
  const r = evaluateScenario(l.value, { trace: false });
  if (!r.ok) throw new Error(r.error.message);
  return r.value.result.objects;
}

describe('208.5: a creature with no value for its power or toughness has 0', () => {
  it('an inline creature card without P/T is 0/0 (not null/null)', () => {
    const objects = evaluated('battlefield:\n  - card: { name: Blob, typeLine: Creature — Ooze }\n');
    expect(objects.blob).toMatchObject({ power: 0, toughness: 0 });
  });

  it('with only power given, its toughness is 0; Glorious Anthem then makes it 4/1 (613.4c)', () => {
    const objects = evaluated('battlefield:\n  - card: { name: Half, typeLine: Creature — Ooze, power: 3 }\n  - Glorious Anthem\n');
    expect(objects.half).toMatchObject({ power: 4, toughness: 1 });
  });

  it('in the graveyard too (a creature card there has its printed values, 208.3)', () => {
    const objects = evaluated('battlefield:\n  - { card: { name: Blob, typeLine: Creature — Ooze }, zone: graveyard }\n');
    expect(objects.blob).toMatchObject({ power: 0, toughness: 0 });
  });

  it('a creature from a card file without power and toughness is 0/0', () => {
    const json = JSON.stringify([{ name: 'File Blob', type_line: 'Creature — Ooze', oracle_text: '', layout: 'normal' }]);
    const file = CardFile.open('blob.json', memorySource(new TextEncoder().encode(json)));
    if (!file.ok) throw new Error('card file did not open');
    const objects = evaluated('battlefield:\n  - File Blob\n', [new CardFileSource(file.value, compileCard)]);
    expect(objects['file-blob']).toMatchObject({ power: 0, toughness: 0 });
  });

  it('a noncreature without P/T keeps none (208.3): an inline artifact is null/null', () => {
    const objects = evaluated('battlefield:\n  - card: { name: Rock, typeLine: Artifact }\n');
    expect(objects.rock).toMatchObject({ power: null, toughness: null });
  });
});
