/**
 * The scenario schema: the shipped JSON Schema is the generated one, the zod schema of the
 * effect language accepts every ability of the catalog, and default ids follow the format.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { allCards } from '../src/catalog/index.js';
import { abilityDefSchema } from '../src/scenario/ability-schema.js';
import { defaultId, EVENT_KINDS, ScenarioSchema, scenarioJsonSchema } from '../src/scenario/index.js';

const root = new URL('../', import.meta.url);

describe('JSON Schema (schema/scenario.schema.json)', () => {
  it('the committed file equals the schema generated from the zod schemas (regenerate: node bin/mtg-layers.js schema > schema/scenario.schema.json)', () => {
    const committed = readFileSync(new URL('schema/scenario.schema.json', root), 'utf8');
    expect(committed).toBe(`${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  });

  it('is draft 2020-12, strict at the top level, and names the spec keys', () => {
    const s = scenarioJsonSchema() as { $schema: string; additionalProperties: boolean; properties: Record<string, unknown> };
    expect(s.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(s.additionalProperties).toBe(false);
    expect(Object.keys(s.properties)).toEqual([
      '$schema',
      'title',
      'source',
      'players',
      'activePlayer',
      'cards',
      'startingLife',
      'life',
      // The documented addition: turn history before the first event (scenario-format.md § Turn history).
      'thisTurn',
      // An addition: player designations for the rest of the game (scenario-and-cli.md, the city's blessing).
      'designations',
      // An addition: the game's day/night designation at the start (scenario-and-cli.md § Day and night, 731.1).
      'dayNight',
      'battlefield',
      'events',
    ]);
  });
});

describe('zod schemas', () => {
  it('every event kind of scenario-format.md "Events" exists (plus the documented additions `mutate`, `resolve`, `unlock`, `lock`, `dayNight`)', () => {
    expect([...EVENT_KINDS].sort()).toEqual(
      [
        'enter',
        'cast',
        'activate',
        'trigger',
        'counters',
        'attach',
        'move',
        'tap',
        'untap',
        'turnFaceUp',
        'turnFaceDown',
        'transform',
        'phaseOut',
        'phaseIn',
        'gainControl',
        'endTurn',
        'life',
        'attack',
        'block',
        'endCombat',
        'expect',
        'mutate',
        // 608.2, 709.5f-g, 731.1 (scenario-format.md § Events, scenario-and-cli.md).
        'resolve',
        'unlock',
        'lock',
        'dayNight',
      ].sort(),
    );
  });

  it('the AbilityDef schema accepts every ability of every catalog card (it covers the effect language)', () => {
    const rejected: string[] = [];
    for (const card of allCards()) {
      for (const face of card.backFace === undefined ? [card] : [card, card.backFace]) {
        for (const a of face.abilities) {
          const r = abilityDefSchema.safeParse(a);
          if (!r.success) rejected.push(`${face.name}: ${a.text}: ${r.error.issues[0]?.message}`);
        }
      }
    }
    expect(rejected).toEqual([]);
  });

  it('the valid fixtures are valid for the whole-file schema too', () => {
    for (const f of ['blood-moon-urborg.yaml', 'failing.yaml', 'inline-card.yaml', 'inline-spell.yaml', 'many-events.json']) {
      const data = parse(readFileSync(new URL(`test/fixtures/${f}`, root), 'utf8'));
      expect(ScenarioSchema.safeParse(data).success, f).toBe(true);
    }
  });
});

describe('default ids (scenario-format.md, "Objects")', () => {
  it.each([
    ["Mishra's Factory", 'mishras-factory'],
    ['Urborg, Tomb of Yawgmoth', 'urborg-tomb-of-yawgmoth'],
    ['Grizzly Bears', 'grizzly-bears'],
    ['Svogthos, the Restless Tomb', 'svogthos-the-restless-tomb'],
    ["Kenrith's Transformation", 'kenriths-transformation'],
    ['  Odd -- Name!! ', 'odd-name'],
  ])('%s → %s', (name, id) => {
    expect(defaultId(name)).toBe(id);
  });
});
