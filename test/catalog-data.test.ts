import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DEFINITIONS } from '../src/catalog/definitions/index.js';
import { deriveAbilities } from '../src/catalog/derive.js';
import { allCards, cardFromOracle, setCatalogOverrides } from '../src/catalog/index.js';
import { DERIVED, EXTRA_ORACLE, ORACLE } from '../src/catalog/oracle-rows.js';
import { keywordOf, parseTypeLine } from '../src/catalog/parse.js';
import type { AbilityDef } from '../src/core/effects/language/abilities.js';
import { compiledCatalogDefinitions } from '../src/oracle/catalog-bench.js';
import { hasSharedReference, sharedReference } from './helpers/shared-reference.js';

/**
 * oracle-data.ts is a compact encoding of canon.json and scripts/extra-oracle.json
 * (scripts/gen-canon.mjs; issue #9): a face with hand-written definitions is named by its
 * index among the definitions' names; any other face carries the abilities derive.ts read
 * from its text when the module was generated; a text is left out where it is the abilities'
 * texts, one per line. Whatever the encoding, the decoded module must be the source data
 * itself, field by field (CR 108.1: the Oracle text is the card's text; 208.1, 209.1 the
 * printed power, toughness and loyalty), and the catalog the cards cardFromOracle builds.
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
  it.skipIf(!hasSharedReference)('every card of canon.json, in order, with every field', () => {
    expect(ORACLE.map((c) => ({ ...c }))).toEqual(read(sharedReference('canon.json').href).map(expectedCard));
  });

  it('every card of scripts/extra-oracle.json, in order, with every field', () => {
    expect(EXTRA_ORACLE.map((c) => ({ ...c }))).toEqual(read('../scripts/extra-oracle.json').map(expectedCard));
  });

  it('every face without hand-written definitions carries what deriveAbilities reads from its text now (113.2c, 702)', () => {
    const faces = [...ORACLE, ...EXTRA_ORACLE].flatMap((c) => [c, ...(c.backFace ? [c.backFace] : [])]);
    const undefinedFaces = faces.filter((f) => !DEFINITIONS.has(f.name));
    expect(undefinedFaces.length).toBeGreaterThan(50);
    for (const f of undefinedFaces)
      expect(DERIVED.get(f.name), f.name).toEqual(deriveAbilities(f.oracleText, parseTypeLine(f.typeLine).types));
    expect([...DERIVED.keys()].sort()).toEqual(undefinedFaces.map((f) => f.name).sort());
  });

  it('the catalog is the cards cardFromOracle builds from the Oracle data, with or without overrides', () => {
    // The suite may run with the compiler's definitions as overrides (test/setup-catalog.ts): the same here.
    const modeOverrides = process.env.MTG_LAYERS_CATALOG === 'compiled' ? compiledCatalogDefinitions() : undefined;
    const cardsWith = (overrides: ReadonlyMap<string, AbilityDef[]> | undefined) => {
      const definitions = new Map([...DEFINITIONS, ...(overrides ?? [])]);
      return [...ORACLE, ...EXTRA_ORACLE].map((o) => cardFromOracle(o, definitions));
    };
    // Overrides replace a face's abilities, whether hand-written (Crusade) or derived (Storm Crow).
    const replaced: AbilityDef[] = [{ kind: 'text', text: 'Overridden.' }];
    const overrides = new Map([...(modeOverrides ?? []), ['Storm Crow', replaced], ['Crusade', replaced]]);
    try {
      for (const o of [undefined, overrides]) {
        setCatalogOverrides(o);
        expect(allCards()).toEqual(cardsWith(o));
      }
      const byName = new Map(allCards().map((c) => [c.name, c]));
      expect(byName.get('Storm Crow')?.abilities).toEqual(replaced);
      expect(byName.get('Crusade')?.abilities).toEqual(replaced);
    } finally {
      setCatalogOverrides(modeOverrides);
    }
    expect(allCards()).toEqual(cardsWith(modeOverrides));
  });

  it('every keyword ability of the hand-written definitions, granted ones too, has the keyword keywordOf reads (702)', () => {
    const keywordAbilities: { text: string; keyword: string }[] = [];
    const walk = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(walk);
      else if (value !== null && typeof value === 'object') {
        const o = value as Record<string, unknown>;
        if (o.kind === 'keyword' && typeof o.text === 'string' && typeof o.keyword === 'string')
          keywordAbilities.push({ text: o.text, keyword: o.keyword });
        Object.values(o).forEach(walk);
      }
    };
    walk([...DEFINITIONS.values()]);
    expect(keywordAbilities.length).toBeGreaterThan(60);
    for (const { text, keyword } of keywordAbilities) expect(keyword, text).toBe(keywordOf(text));
    // The parameterised ones are named without their parameter (702.6a equip, 702.24a cumulative upkeep).
    expect(keywordAbilities).toContainEqual({ text: 'Equip {1}', keyword: 'equip' });
    expect(keywordAbilities).toContainEqual({ text: 'Cumulative upkeep {1}', keyword: 'cumulative upkeep' });
  });

  it('every hand-written definition belongs to a face of the data, so that a row can name it by index', () => {
    const faces = new Set([...ORACLE, ...EXTRA_ORACLE].flatMap((c) => [c.name, ...(c.backFace ? [c.backFace.name] : [])]));
    expect([...DEFINITIONS.keys()].filter((name) => !faces.has(name))).toEqual([]);
  });
});
