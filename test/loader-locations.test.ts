/**
 * Issue #30, "Wrong places": every location the loader reports is inside the file: its line is
 * one of the file's lines and its column at most one past that line's last character. A
 * fast-check property mutates the examples as YAML-ish text (characters YAML gives meaning to,
 * line breaks, indentation, deleted and doubled spans) and checks every problem reported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { loadScenario } from '../src/scenario/index.js';
import { cliOn } from './helpers/cli-memory.js';

const cards = { findCard, suggestCards };
const root = new URL('../', import.meta.url);
const examples = readdirSync(new URL('examples/', root))
  .filter((f) => f.endsWith('.yaml'))
  .sort()
  .slice(0, 40)
  .map((f) => readFileSync(new URL(`examples/${f}`, root), 'utf8'));

/** Problems placed outside `text` (line beyond the file, column beyond its line). */
function outside(text: string): string[] {
  const lines = text.split(/\r\n|\r|\n/);
  const r = loadScenario(text, 'm.yaml', { cards, compile: compileCard });
  if (r.ok) return [];
  return r.error.problems
    .filter((p) => p.file === 'm.yaml')
    .filter((p) => p.line < 1 || p.line > lines.length || p.col < 1 || p.col > (lines[p.line - 1] ?? '').length + 1)
    .map((p) => `${p.line}:${p.col} (${lines.length} lines, line ${p.line} is ${(lines[p.line - 1] ?? '').length} long): ${p.message}`);
}

const PIECES = [
  ':',
  ': ',
  '-',
  '- ',
  '\n',
  '\n  ',
  '  ',
  ' ',
  '"',
  "'",
  '[',
  ']',
  '{',
  '}',
  ',',
  '#',
  '&a',
  '*a',
  '|',
  '>',
  '\t',
  '?',
  '!',
  '%',
  '@',
  '`',
  'x',
  'é',
  '𝕏',
  '\r\n',
  '---',
  '...',
];

const mutation = fc.oneof(
  fc.record({
    kind: fc.constant('insert' as const),
    at: fc.nat(),
    text: fc.array(fc.constantFrom(...PIECES), { minLength: 1, maxLength: 4 }).map((a) => a.join('')),
  }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 30 }) }),
  fc.record({ kind: fc.constant('double' as const), at: fc.nat(), length: fc.integer({ min: 1, max: 60 }) }),
);

function mutate(text: string, m: { kind: string; at: number; text?: string; length?: number }): string {
  const at = text.length === 0 ? 0 : m.at % (text.length + 1);
  if (m.kind === 'insert') return text.slice(0, at) + (m.text ?? '') + text.slice(at);
  if (m.kind === 'delete') return text.slice(0, at) + text.slice(at + (m.length ?? 1));
  return text.slice(0, at + (m.length ?? 1)) + text.slice(at, at + (m.length ?? 1)) + text.slice(at + (m.length ?? 1));
}

describe('issue #30: reported locations are inside the file', () => {
  it('after a multi-line plain scalar, a YAML error is placed on a line of the file, within it (`evaluate`, `check`)', async () => {
    // The shrunk case the property found: two spans of an example deleted, so that a plain scalar
    // runs over several lines into flow mappings (it was reported at 8:30 on an 18-character line).
    const source = readFileSync(new URL('examples/adaptive-automaton-conspiracy.yaml', root), 'utf8');
    const text = [
      { kind: 'delete', at: 1891746521, length: 27 },
      { kind: 'delete', at: 767594108, length: 15 },
    ].reduce((t, m) => mutate(t, m), source);
    expect(outside(text)).toEqual([]);
    for (const command of ['evaluate', 'check']) {
      const r = await cliOn({ 'y.yaml': text }, [command, 'y.yaml']);
      expect(r.status).toBe(2);
      const places = [...r.err.matchAll(/^y\.yaml:(\d+):(\d+):/gm)];
      expect(places.length).toBeGreaterThan(0);
      for (const m of places) {
        const line = text.split('\n')[Number(m[1]) - 1] ?? '';
        expect(Number(m[2]), `${command} ${m[0]}`).toBeLessThanOrEqual(line.length + 1);
      }
    }
  });

  it('property: random YAML-ish mutations of the examples never report a place outside the file', () => {
    fc.assert(
      fc.property(fc.constantFrom(...examples), fc.array(mutation, { minLength: 1, maxLength: 3 }), (source, ms) => {
        const text = ms.reduce((t, m) => mutate(t, m), source);
        expect(outside(text)).toEqual([]);
      }),
      { numRuns: 600, seed: 3006 },
    );
  });
});
