/**
 * The compact trace (core/pass/trace-changes.ts) and the JSON writer that reads it
 * (cli/json-out.ts): the changes a step expands to are the ones the compact list holds, they
 * follow each object's values from step to step to the evaluated answer, and `evaluate --json`
 * writes exactly the text JSON.stringify(doc, null, 2) gives.
 */
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { oracleInlineCards } from '../scripts/fuzz/oracle-cards.mjs';
import { scenarioArb } from '../scripts/fuzz/scenarios.mjs';
import { writeJson } from '../src/cli/json-out.js';
import { CHARACTERISTIC_FIELDS } from '../src/core/effects/language/characteristic-fields.js';
import type { Working } from '../src/core/effects/ops.js';
import type { Change, EvaluationResult } from '../src/core/pass/trace.js';
import { eachChange, recordChanges } from '../src/core/pass/trace-changes.js';
import * as lib from '../src/index.js';
import { compileCard } from '../src/oracle/index.js';

vi.setConfig({ testTimeout: 300_000 });

const cards = { findCard: lib.findCard, suggestCards: lib.suggestCards };

/** The final evaluation of a generated scenario, or null when it is bad input (on purpose, one in nine). */
function evaluated(doc: unknown): EvaluationResult | null {
  const loaded = lib.loadScenario(JSON.stringify(doc), 'random.json', { cards });
  if (!loaded.ok) return null;
  const r = lib.evaluateScenario(loaded.value);
  return r.ok ? r.value.result : null;
}

/** The JSON writer's text, through bytes (as the CLI writes standard output) or through text. */
function written(doc: object, how: 'bytes' | 'text'): string {
  const parts: string[] = [];
  const chunks: Uint8Array[] = [];
  writeJson(how === 'bytes' ? { text: (t) => parts.push(t), bytes: (b) => chunks.push(b) } : { text: (t) => parts.push(t) }, doc);
  return how === 'bytes' ? Buffer.concat(chunks).toString('utf8') : parts.join('');
}

/** The value of a result's field as the trace writes it. */
function resultValue(result: EvaluationResult, object: string, field: string): unknown {
  const o = result.objects[object];
  return o === undefined ? undefined : (o as unknown as Record<string, unknown>)[field];
}

describe('compact trace changes', () => {
  it('records the fields whose values differ, in the order of CHARACTERISTIC_FIELDS (the trace change fields)', () => {
    const ability = (text: string) => ({ def: { text } });
    const before = {
      name: 'A',
      manaCost: '{1}',
      colors: ['red'],
      types: ['Creature'],
      subtypes: ['Elf'],
      supertypes: [],
      abilities: [ability('Flying')],
      power: 1,
      toughness: 1,
      controller: 'you',
    } as unknown as Working;
    const after = {
      name: 'B',
      manaCost: '{2}',
      colors: ['blue'],
      types: ['Land'],
      subtypes: ['Island'],
      supertypes: ['Basic'],
      abilities: [],
      power: 2,
      toughness: 3,
      controller: 'opponent',
    } as unknown as Working;
    const raw: unknown[] = [];
    recordChanges(raw, 'x', before, after);
    const fields = raw.filter((_, i) => i % 4 === 1);
    expect(fields).toEqual([...CHARACTERISTIC_FIELDS]);
    // Abilities are written as their texts (the trace's `abilities` are strings).
    expect(raw.slice(raw.indexOf('abilities') + 1, raw.indexOf('abilities') + 3)).toEqual([['Flying'], []]);
    // The same record: nothing changed.
    const none: unknown[] = [];
    recordChanges(none, 'x', before, before);
    expect(none).toEqual([]);
  });

  it('on random scenarios, each step expands to its compact list, and the changes carry each value to the answer (613.1)', () => {
    let steps = 0;
    let changes = 0;
    fc.assert(
      fc.property(scenarioArb(lib.allCards(), { inline: oracleInlineCards(compileCard) }), (doc) => {
        const result = evaluated(doc);
        if (result === null) return;
        /** Per object and field, the value after the last change seen. */
        const last = new Map<string, unknown>();
        for (const layer of result.trace) {
          for (const step of layer.steps) {
            steps += 1;
            const compact: Change[] = [];
            eachChange(step, (object, field, before, after) => compact.push({ object, field, before, after }));
            expect(step.changes).toEqual(compact);
            for (const c of step.changes) {
              changes += 1;
              // A change says what changed: before and after differ.
              expect(c.before).not.toEqual(c.after);
              // Each change starts from the value the previous change of that field left.
              const k = `${c.object}\u0000${c.field}`;
              if (last.has(k)) expect(c.before).toEqual(last.get(k));
              last.set(k, c.after);
            }
          }
        }
        // The last change of a characteristic is the answer (layer 7's power and toughness only where the object has them, 208.3).
        for (const [k, after] of last) {
          const [object, field] = k.split('\u0000') as [string, string];
          if (!(object in result.objects)) continue;
          const value = resultValue(result, object, field);
          if ((field === 'power' || field === 'toughness') && value === null) continue;
          if (field === 'manaCost' || !CHARACTERISTIC_FIELDS.includes(field as never)) continue;
          expect(value, `${object}.${field}`).toEqual(after);
        }
      }),
      { numRuns: 40, seed: 27 },
    );
    // The generated positions have traces with changes to check.
    expect(steps).toBeGreaterThan(100);
    expect(changes).toBeGreaterThan(100);
  });
});

describe('the JSON writer', () => {
  it('writes any JSON value as JSON.stringify(value, null, 2) does, through bytes and through text', () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string(), fc.jsonValue()), (doc) => {
        const expected = `${JSON.stringify(doc, null, 2)}\n`;
        expect(written(doc, 'bytes')).toBe(expected);
        expect(written(doc, 'text')).toBe(expected);
      }),
      { numRuns: 300, seed: 4 },
    );
  });

  it('leaves out what JSON.stringify leaves out and calls toJSON', () => {
    const doc = { a: undefined, b: [undefined, () => 1], c: new Date(0), d: { toJSON: () => 'x' }, e: Number.NaN, f: {} };
    expect(written(doc, 'bytes')).toBe(`${JSON.stringify(doc, null, 2)}\n`);
  });

  it('keeps characters of several bytes whole across its one-megabyte chunks', () => {
    const doc = { names: Array.from({ length: 120_000 }, (_, i) => `Lim-Dûl ${i} — 🐉`) };
    expect(written(doc, 'text')).toBe(`${JSON.stringify(doc, null, 2)}\n`);
    expect(written(doc, 'bytes')).toBe(`${JSON.stringify(doc, null, 2)}\n`);
  });

  it('writes the evaluations of random scenarios, trace included, as JSON.stringify does', () => {
    fc.assert(
      fc.property(scenarioArb(lib.allCards(), { inline: oracleInlineCards(compileCard) }), (doc) => {
        const result = evaluated(doc);
        if (result === null) return;
        // The writer reads the compact lists; JSON.stringify reads `changes` (and expands them).
        const out = written({ formatVersion: 1, ...result, warnings: [] }, 'bytes');
        expect(out).toBe(`${JSON.stringify({ formatVersion: 1, ...result, warnings: [] }, null, 2)}\n`);
      }),
      { numRuns: 30, seed: 11 },
    );
  });

  it('writes a step whose changes were replaced by the caller with those changes', () => {
    const result = evaluated({ battlefield: ['Glorious Anthem', 'Grizzly Bears'] });
    const step = result?.trace[0]?.steps[0];
    expect(step?.changes.map((c) => `${c.object}.${c.field} ${c.before}→${c.after}`)).toEqual([
      'grizzly-bears.power 2→3',
      'grizzly-bears.toughness 2→3',
    ]);
    if (step === undefined) return;
    step.changes = [{ object: 'grizzly-bears', field: 'power', before: 2, after: 9 }];
    expect(JSON.parse(written({ step }, 'bytes')).step.changes).toEqual(step.changes);
  });
});
