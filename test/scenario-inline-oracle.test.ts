/**
 * Inline cards' Oracle lines (docs/scenario-and-cli.md, "Inline cards") are read by the Oracle
 * compiler exactly as a card file's `oracle_text`: a user who writes a card by hand gets its
 * continuous effects applied, and a warning for each continuous sentence the compiler can't read.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { loadScenario as loadFromRoot } from '../src/index.js';
import { compileCard } from '../src/oracle/index.js';
import { evaluateScenario, loadScenario } from '../src/scenario/index.js';

const cards = { findCard, suggestCards };

function run(text: string) {
  const l = loadScenario(text, 'inline.yaml', { cards, compile: compileCard });
  if (!l.ok) throw new Error(l.error.problems.map((p) => p.message).join('\n'));
  const r = evaluateScenario(l.value);
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return { loaded: l.value, result: r.value.result };
}

const LORD = `battlefield:
  - card:
      name: Test Lord
      typeLine: Creature — Elf Lord
      manaCost: "{1}{G}{G}"
      power: 2
      toughness: 2
      oracle: |-
        Flying
        Other Elf creatures you control get +1/+1 and have islandwalk.
        As long as you control a Forest, Test Lord gets +1/+0.
  - Llanowar Elves
  - { card: Llanowar Elves, controller: opponent }
`;

describe('inline `oracle:` goes through the Oracle compiler', () => {
  it('613.4c, 613.1f: an inline lord pumps and grants to the other Elves its controller controls, not its own', () => {
    const { result } = run(LORD);
    expect(result.objects['llanowar-elves']).toMatchObject({ power: 2, toughness: 2 });
    expect(result.objects['llanowar-elves']?.abilities).toContain('Islandwalk');
    expect(result.objects['llanowar-elves-2']).toMatchObject({ power: 1, toughness: 1 });
    // "As long as you control a Forest" (611.3a): no Forest, no bonus.
    expect(result.objects['test-lord']).toMatchObject({ power: 2, toughness: 2 });
  });

  it('611.3a: the same lord with a Forest gets its conditional +1/+0', () => {
    const { result } = run(`${LORD}  - Forest\n`);
    expect(result.objects['test-lord']).toMatchObject({ power: 3, toughness: 2 });
  });

  it('604.3, 613.4a: an inline characteristic-defining ability sets power and toughness in every zone', () => {
    const { result } = run(`battlefield:
  - card:
      name: Hand Counter
      typeLine: Creature — Spirit
      power: "*"
      toughness: "*"
      abilities: ["Hand Counter's power and toughness are each equal to the number of lands you control."]
  - Forest
  - Forest
`);
    expect(result.objects['hand-counter']).toMatchObject({ power: 2, toughness: 2 });
  });

  it('a continuous sentence the compiler cannot read is a warning naming the card and sentence, and is still listed', () => {
    const sentence = 'As long as you have danced this turn, Odd Dancer gets +5/+5.';
    const { loaded, result } = run(`battlefield:
  - card: { name: Odd Dancer, typeLine: Creature — Human, power: 1, toughness: 1, oracle: "${sentence}" }
`);
    // The warning gives the sentence with the card's name, as printed (the compiler reads it as SELF).
    expect(loaded.warnings).toEqual([{ card: 'Odd Dancer', sentence, why: expect.any(String) }]);
    expect(result.objects['odd-dancer']).toMatchObject({ power: 1, abilities: [sentence] });
  });

  it('the root entry (`mtg-layers`) compiles them by default, as the command line does (613.4c)', () => {
    const l = loadFromRoot(LORD, 'inline.yaml', { cards });
    if (!l.ok) throw new Error('load');
    const r = evaluateScenario(l.value);
    expect(r.ok && r.value.result.objects['llanowar-elves']).toMatchObject({ power: 2, toughness: 2 });
  });

  it('without the compiler (a bundle that leaves it out), the lines are read as the catalog reads them: listed', () => {
    const l = loadScenario(LORD, 'inline.yaml', { cards });
    if (!l.ok) throw new Error('load');
    const r = evaluateScenario(l.value);
    if (!r.ok) throw new Error('replay');
    expect(r.value.result.objects['llanowar-elves']).toMatchObject({ power: 1, toughness: 1 });
  });
});
