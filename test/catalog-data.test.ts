import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../src/catalog/definitions/index.js';
import { EXTRA_ORACLE, ORACLE } from '../src/catalog/oracle-data.js';

/**
 * oracle-data.ts is a compact encoding of canon.json and scripts/extra-oracle.json
 * (scripts/gen-canon.mjs; issue #9): a face with hand-written definitions is named by its
 * index among the definitions' names and takes its text from them. Whatever the encoding,
 * the decoded module must be the source data itself, field by field (CR 108.1: the Oracle
 * text is the card's text; 208.1, 209.1 the printed power, toughness and loyalty).
 */
interface SourceFace {
  name: string;
  manaCost: string;
  typeLine: string;
  power: string | null;
  toughness: string | null;
  loyalty: string | null;
  oracleText: string;
  colorIndicator?: string[] | null;
}
interface SourceCard extends SourceFace {
  backFace?: SourceFace | null;
}

const read = (f: string) => JSON.parse(readFileSync(new URL(f, import.meta.url), 'utf8')) as SourceCard[];

/** A source face as the module decodes it: layerNotes dropped, no colorIndicator key when there is none. */
function expected(face: SourceFace): Record<string, unknown> {
  const { name, manaCost, typeLine, power, toughness, loyalty, oracleText, colorIndicator } = face;
  return { name, manaCost, typeLine, power, toughness, loyalty, oracleText, ...(colorIndicator ? { colorIndicator } : {}) };
}

function expectedCard(card: SourceCard): Record<string, unknown> {
  return { ...expected(card), ...(card.backFace ? { backFace: expected(card.backFace) } : {}) };
}

describe('oracle-data.ts decodes to the source data (scripts/gen-canon.mjs)', () => {
  it('every card of canon.json, in order, with every field', () => {
    expect(ORACLE.map((c) => ({ ...c }))).toEqual(read('../../shared/reference/canon.json').map(expectedCard));
  });

  it('every card of scripts/extra-oracle.json, in order, with every field', () => {
    expect(EXTRA_ORACLE.map((c) => ({ ...c }))).toEqual(read('../scripts/extra-oracle.json').map(expectedCard));
  });

  it('every hand-written definition belongs to a face of the data, so that a row can name it by index', () => {
    const faces = new Set([...ORACLE, ...EXTRA_ORACLE].flatMap((c) => [c.name, ...(c.backFace ? [c.backFace.name] : [])]));
    expect([...DEFINITIONS.keys()].filter((name) => !faces.has(name))).toEqual([]);
  });
});
