/**
 * Issue #30, "numbers": every number, however written, is a whole number within the documented
 * limits (docs/scenario-and-cli.md, "Limits": ±2^31) or refused at its place. Inline power and
 * toughness written as text are read as printed numbers (208.2: a number, "*", X or a sum such
 * as "1+*") and bounded as numbers are; a card file's printed numbers are bounded too.
 */
import { describe, expect, it } from 'vitest';
import { CardFile, CardFileSource, memorySource } from '../src/cards/index.js';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { evaluateScenario, loadScenario } from '../src/scenario/index.js';
import { MAX_AMOUNT } from '../src/scenario/limits.js';

const cards = { findCard, suggestCards };

function problems(text: string, cardFiles: CardFileSource[] = []): string[] {
  const l = loadScenario(text, 'n.yaml', { cards, cardFiles, compile: compileCard });
  return l.ok ? [] : l.error.problems.map((p) => `${p.file}:${p.line}:${p.col} ${p.path}: ${p.message}`);
}
const inline = (toughness: string) =>
  `battlefield:\n  - card: { name: Big, typeLine: Creature — Giant, power: 1, toughness: ${toughness} }\n`;

describe('issue #30: numbers written as text get the limits numbers get', () => {
  for (const text of ['"1e23"', '"1e308"', '"0x10"', '"Infinity"', '"abc"', '" "']) {
    it(`inline toughness ${text} is not a printed number: refused at the field`, () => {
      expect(problems(inline(text))).toEqual([
        expect.stringMatching(/^n\.yaml:2:\d+ battlefield\[0\]\.card\.toughness: .*not a printed number/),
      ]);
    });
  }
  for (const text of [`"${MAX_AMOUNT + 1}"`, '"99999999999999999999999"', `"1+${MAX_AMOUNT + 1}"`, `${MAX_AMOUNT + 1}`]) {
    it(`inline toughness ${text} is beyond ±2^31: refused at the field, as the same number unquoted is`, () => {
      expect(problems(inline(text))).toEqual([
        expect.stringMatching(/^n\.yaml:2:\d+ battlefield\[0\]\.card\.toughness: the number \d+ is too large/),
      ]);
    });
  }
  it(`at the limit, "${MAX_AMOUNT}" and "1+*" are read as numbers (208.2a: * is 0 without its CDA)`, () => {
    for (const [text, toughness] of [
      [`"${MAX_AMOUNT}"`, MAX_AMOUNT],
      ['"1+*"', 1],
      ['"*"', 0],
    ] as const) {
      const l = loadScenario(inline(text), 'n.yaml', { cards });
      if (!l.ok) throw new Error(l.error.problems[0]?.message);
      const r = evaluateScenario(l.value, { trace: false });
      if (!r.ok) throw new Error(r.error.message);
      expect(r.value.result.objects.big?.toughness).toBe(toughness);
    }
  });

  it("a card file's toughness beyond the limit is refused, located in the card file", () => {
    const json = JSON.stringify([
      { name: 'Huge', type_line: 'Creature — Giant', oracle_text: '', power: '1', toughness: '99999999999999999999999' },
    ]);
    const file = CardFile.open('huge.json', memorySource(new TextEncoder().encode(json)));
    if (!file.ok) throw new Error('card file did not open');
    const found = problems('battlefield:\n  - Huge\n', [new CardFileSource(file.value, compileCard)]);
    expect(found).toContainEqual(
      expect.stringMatching(/^huge\.json:1:\d+ \[0\]\.toughness: .*the number 99999999999999999999999 is too large/),
    );
  });

  it('life totals and the starting life total are bounded like every amount', () => {
    expect(problems(`startingLife: ${MAX_AMOUNT + 1}\nbattlefield: [Forest]\n`)).toHaveLength(1);
    expect(problems(`life: { you: ${-MAX_AMOUNT - 1} }\nbattlefield: [Forest]\n`)).toHaveLength(1);
    expect(problems(`life: { you: ${MAX_AMOUNT} }\nbattlefield: [Forest]\n`)).toEqual([]);
  });
});
