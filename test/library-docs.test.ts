/**
 * Issue #28, the API reference: every entry has its own `@packageDocumentation` (else TypeDoc shows
 * the file comment as the first export's description), `createEvaluator`, `evaluate` and `Action`
 * have an `@example`, and the table of action kinds in docs/library.md and in `Action`'s comment
 * lists exactly the kinds `applyAction` applies, each with its function and a rule.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const read = (f: string) => readFileSync(`${root}${f}`, 'utf8');

/** The kinds `applyAction` has a case for (its switch over `a.kind`). */
function appliedKinds(): string[] {
  const src = read('src/core/incremental/apply-action.ts');
  const body = src.slice(src.indexOf('export function applyAction'));
  return [...body.matchAll(/case '(\w+)':/g)].map((m) => m[1] as string);
}

/** The rows of a table whose first cell names an Action kind: kind → [function cell, rule cell]. */
function tableRows(text: string): Map<string, string[]> {
  const rows = new Map<string, string[]>();
  for (const line of text.split('\n')) {
    const m = /^(?: \* )?\| `\{?(?:kind: )?'?([a-z]\w*)'?[^|]*\|(.*)\|(.*)\|\s*$/.exec(line);
    if (m) rows.set(m[1] as string, [(m[2] as string).trim(), (m[3] as string).trim()]);
  }
  return rows;
}

describe('the API reference (issue #28)', () => {
  it('every entry index.ts has @packageDocumentation', () => {
    for (const f of ['src/index.ts', 'src/core/index.ts', 'src/catalog/index.ts', 'src/scenario/index.ts', 'src/explain/index.ts'])
      expect(read(f), f).toMatch(/^\/\*\*[\s\S]*?@packageDocumentation[\s\S]*?\*\//);
  });

  it('createEvaluator, evaluate and Action have an @example', () => {
    const ev = read('src/core/incremental/evaluator.ts');
    const commentBefore = (src: string, decl: string) => src.slice(0, src.indexOf(decl)).split('*/').slice(-2, -1)[0] ?? '';
    expect(commentBefore(read('src/core/incremental/apply-action.ts'), 'export type Action =')).toContain('@example');
    expect(commentBefore(ev, 'export function createEvaluator')).toContain('@example');
    expect(commentBefore(read('src/core/pass/evaluate.ts'), 'export function evaluate(')).toContain('@example');
  });

  it.each([
    ['docs/library.md', read('docs/library.md')],
    ['Action doc comment', read('src/core/incremental/apply-action.ts')],
  ])('%s lists every action kind applyAction applies, with a function and a rule (400.7, 613.7 …)', (_, text) => {
    const rows = tableRows(text);
    const kinds = appliedKinds();
    expect(kinds.length).toBeGreaterThan(15);
    expect([...rows.keys()].sort()).toEqual([...new Set(kinds)].sort());
    for (const [kind, [fn, rule]] of rows) {
      expect(fn, kind).toMatch(/`\w+/);
      expect(rule, kind).toMatch(/^\d{3}\.\d/);
    }
  });
});
