/**
 * Malformed input: the example scenario files, mutated (characters replaced, lines
 * deleted, duplicated or swapped, values swapped for odd ones, text cut off), run through
 * the CLI's commands in-process with an Io that serves the text. Every outcome must be
 * exit 0, 1 or 2; exit 2 must come with located messages (file:line:col:) of bounded
 * length; exit 70 (internal error) is a finding.
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { runCliOn } from './cli-memory.mjs';
import { locationFinding } from './outside.mjs';

/** The example files, and the test fixtures when present (they have inline cards and odd corners). */
const CORPUS = [new URL('../../examples/', import.meta.url), new URL('../../test/fixtures/', import.meta.url)];
export const EXAMPLES = CORPUS.flatMap((dir) => {
  try {
    return readdirSync(dir)
      .filter((f) => /\.(?:ya?ml|json)$/.test(f))
      .sort()
      .map((f) => ({ name: f, text: readFileSync(new URL(f, dir), 'utf8') }));
  } catch {
    return [];
  }
});

const ODD_VALUES = [
  '9007199254740993',
  '-1',
  '1.5',
  '1e309',
  '.inf',
  '-.inf',
  '.nan',
  '0x10',
  '-0',
  '99999999999999999999999',
  "''",
  'null',
  '~',
  'true',
  '[]',
  '{}',
  '[[[]]]',
  '*nope',
  '&a x',
  '!!binary aGVsbG8=',
  '!!set {a, b}',
  '!!timestamp 2001-12-14',
  '"\\u0000"',
  'you',
  'opponent',
  'graveyard',
  'stack',
  'Forest',
  'Grizzly Bears',
  'Humility',
  '"+1/+1"',
  'x',
  '__proto__',
  'constructor',
  'toString',
  '"a\\nb"',
  `"${'z'.repeat(5000)}"`,
];
const ODD_CHARS = [
  ':',
  '-',
  ' ',
  '\n',
  '\t',
  '[',
  ']',
  '{',
  '}',
  ',',
  '*',
  '&',
  '!',
  '|',
  '>',
  "'",
  '"',
  '#',
  '%',
  '@',
  '`',
  '?',
  '0',
  '9',
  'a',
  '\u00e9',
  '\u2014',
  '\ufeff',
];

const mutation = fc.oneof(
  fc.record({ op: fc.constant('char'), at: fc.nat(), ch: fc.constantFrom(...ODD_CHARS) }),
  fc.record({ op: fc.constant('delete'), at: fc.nat(), len: fc.integer({ min: 1, max: 40 }) }),
  fc.record({ op: fc.constant('dupLine'), at: fc.nat() }),
  fc.record({ op: fc.constant('dropLine'), at: fc.nat() }),
  fc.record({ op: fc.constant('swapLines'), at: fc.nat(), other: fc.nat() }),
  fc.record({ op: fc.constant('value'), at: fc.nat(), value: fc.constantFrom(...ODD_VALUES) }),
  fc.record({ op: fc.constant('key'), at: fc.nat(), value: fc.constantFrom(...ODD_VALUES) }),
  fc.record({ op: fc.constant('cut'), at: fc.nat() }),
  // A plain scalar continued on the next line, then a bad token: its error's column must stay on its line.
  fc.record({ op: fc.constant('fold'), at: fc.nat() }),
);

function apply(text, m) {
  const lines = text.split('\n');
  const line = (n) => n % Math.max(1, lines.length);
  switch (m.op) {
    case 'fold': {
      const i = line(m.at);
      lines.splice(i + 1, 0, '    a plain scalar continued: then [ a bad flow');
      return lines.join('\n');
    }
    case 'char': {
      const at = m.at % Math.max(1, text.length);
      return text.slice(0, at) + m.ch + text.slice(at + 1);
    }
    case 'delete': {
      const at = m.at % Math.max(1, text.length);
      return text.slice(0, at) + text.slice(at + m.len);
    }
    case 'dupLine': {
      const i = line(m.at);
      lines.splice(i, 0, lines[i] ?? '');
      return lines.join('\n');
    }
    case 'dropLine':
      lines.splice(line(m.at), 1);
      return lines.join('\n');
    case 'swapLines': {
      const i = line(m.at);
      const j = line(m.other);
      [lines[i], lines[j]] = [lines[j], lines[i]];
      return lines.join('\n');
    }
    case 'value': {
      // Replace the value after the n-th `: ` (or the n-th list item).
      const spots = [...text.matchAll(/(?::|- ) ?([^\s,\]}][^,\]}\n]*)/g)];
      if (spots.length === 0) return text;
      const s = spots[m.at % spots.length];
      const start = s.index + s[0].length - s[1].length;
      return text.slice(0, start) + m.value + text.slice(start + s[1].length);
    }
    case 'key': {
      const spots = [...text.matchAll(/([A-Za-z$][\w-]*):/g)];
      if (spots.length === 0) return text;
      const s = spots[m.at % spots.length];
      return text.slice(0, s.index) + m.value + text.slice(s.index + s[1].length);
    }
    case 'cut':
      return text.slice(0, m.at % Math.max(1, text.length));
  }
  return text;
}

/** An example file with 1 to 4 mutations. */
export function mutatedExampleArb() {
  return fc.record({ example: fc.nat(), mutations: fc.array(mutation, { minLength: 1, maxLength: 4 }) }).map(({ example, mutations }) => {
    const ex = EXAMPLES[example % EXAMPLES.length];
    return { name: ex.name, text: mutations.reduce(apply, ex.text), mutations };
  });
}

const LOCATED = /^[^\n]*:\d+:\d+: \S/;

/** The loader, replay and evaluation on the text, in-process. Returns { outcome, finding }. */
export function checkLoaderInput(lib, input) {
  const cards = { findCard: lib.findCard, suggestCards: lib.suggestCards };
  let loaded;
  try {
    loaded = lib.loadScenario(input.text, input.name, { cards });
  } catch (e) {
    return { outcome: 'exception', finding: `loadScenario threw ${e instanceof Error ? e.stack : e}` };
  }
  if (!loaded.ok) {
    for (const p of loaded.error.problems) {
      const line = lib.formatProblem(p);
      if (!LOCATED.test(line)) return { outcome: 'finding', finding: `problem without a place: ${line.slice(0, 300)}` };
      if (line.length > 1000) return { outcome: 'finding', finding: `problem message of ${line.length} characters` };
    }
    if (loaded.error.problems.length > 51) return { outcome: 'finding', finding: `${loaded.error.problems.length} problems listed` };
    return { outcome: 'bad-input', finding: null };
  }
  try {
    const r = lib.replay(loaded.value);
    if (!r.ok) return { outcome: 'bad-input', finding: null };
    const e = lib.evaluateScenario(loaded.value, { exhaustive: true });
    if (!e.ok) return { outcome: 'finding', finding: 'replay succeeded but evaluateScenario failed' };
  } catch (e) {
    return { outcome: 'exception', finding: `replay/evaluate threw ${e instanceof Error ? e.stack : e}` };
  }
  return { outcome: 'ok', finding: null };
}

/** The codes of core/result.ts's ErrorCode: every problem of a JSON output carries one. */
const ERROR_CODES = new Set([
  'unknown-object',
  'unknown-player',
  'unknown-card',
  'duplicate-id',
  'illegal-action',
  'bad-choice',
  'unknown-action',
  'not-representable',
  'invalid-input',
  'unreadable',
]);

/** A `--json` output: one JSON document, formatVersion 1, and a known `code` on every bad file and problem. */
function jsonOutputFinding(command, r) {
  let doc;
  try {
    doc = JSON.parse(r.out);
  } catch {
    return `${command.join(' ')}: exit ${r.status} and stdout is not one JSON document: ${r.out.slice(0, 200)}`;
  }
  if (doc.formatVersion !== 1) return `${command.join(' ')}: formatVersion ${doc.formatVersion}`;
  const failures = command[0] === 'check' ? doc.files.filter((f) => !('checkpoints' in f)) : r.status === 2 ? [doc] : [];
  for (const f of failures) {
    const coded = [f, ...(f.problems ?? [])];
    const bad = coded.find((p) => !ERROR_CODES.has(p.code));
    if (bad !== undefined)
      return `${command.join(' ')}: exit ${r.status}, an error without a known code: ${JSON.stringify(bad).slice(0, 300)}`;
  }
  return null;
}

/** evaluate, explain and check on the text: statuses 0, 1 or 2 only, bad input located. Returns a finding or null. */
export async function checkCliOn(cli, input) {
  for (const command of [['evaluate', '--json'], ['evaluate'], ['explain'], ['check'], ['check', '--json']]) {
    const r = await runCliOn(cli, input, command);
    const what = `${command.join(' ')}: exit ${r.status}`;
    if (r.status === 70 || ![0, 1, 2].includes(r.status)) return `${what}: ${r.err.slice(0, 500)}`;
    if (r.status === 2) {
      const lines = r.err.trimEnd().split('\n');
      const bad = lines.find((l) => !LOCATED.test(l));
      if (bad !== undefined) return `${what} with a message that is not located: ${bad.slice(0, 300)}`;
      if (lines.length > 51) return `${what} with ${lines.length} lines of messages`;
      // Every location lies inside the file (a multi-line plain scalar once gave a column past its line's end).
      const outside = locationFinding(input.text, r.err, input.name);
      if (outside) return `${what}: ${outside}`;
    }
    if (/\bat .*\.js:\d+/.test(r.err)) return `${what} printed a stack trace`;
    if (command.includes('--json')) {
      const f = jsonOutputFinding(command, r);
      if (f) return f;
    }
  }
  return null;
}
