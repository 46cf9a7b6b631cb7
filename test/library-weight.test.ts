/**
 * Issue #28, weight: Node's package root (`dist/node.js`, the `node` condition of `exports["."]`)
 * imports in about the time of `mtg-layers/core`, because yaml, zod and the Oracle compiler are
 * loaded on the first call of `loadScenario`, `toScenario` or `compileCard`; it exports exactly what
 * `dist/index.js` does. Import times themselves are measured by `node bench/import-times.mjs`.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));

beforeAll(() => {
  if (!existsSync(join(root, 'dist/node.js')))
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: root });
}, 120_000);

/** The files a bundler reaches from `entry` by static imports (esbuild's metafile), relative to the repository. */
async function staticGraph(entry: string): Promise<string[]> {
  const esbuild = await import('esbuild');
  const r = await esbuild.build({
    entryPoints: [join(root, entry)],
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    logLevel: 'silent',
  });
  return Object.keys(r.metafile.inputs);
}

const HEAVY = /node_modules\/(zod|yaml)\/|dist\/oracle\/|dist\/scenario\/(load|schema)\.js/;

function run(code: string) {
  return spawnSync(process.execPath, ['--input-type=module', '-e', code], { cwd: root, encoding: 'utf8' });
}

describe("Node's package root (issue #28, weight)", () => {
  it('package.json gives Node dist/node.js and everyone else dist/index.js, with the same types', () => {
    const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    expect(pkg.exports['.']).toEqual({
      types: './dist/index.d.ts',
      node: './dist/node.js',
      import: './dist/index.js',
      default: './dist/index.js',
    });
  });

  it('imports neither yaml, zod, the loader nor the compiler until they are used; dist/index.js imports them all', async () => {
    const light = await staticGraph('dist/node.js');
    expect(light.filter((f) => HEAVY.test(f))).toEqual([]);
    expect(light.some((f) => f.includes('dist/core/pass/evaluate.js'))).toBe(true);
    const full = await staticGraph('dist/index.js');
    expect(full.some((f) => f.includes('node_modules/zod/'))).toBe(true);
    expect(full.some((f) => f.includes('dist/oracle/compile.js'))).toBe(true);
  }, 60_000);

  it('exports the same names as dist/index.js, and its deferred functions work on first call (613.4c: the inline lord pumps the Elves)', () => {
    const r = run(`
      const node = await import('./dist/node.js');
      const index = await import('./dist/index.js');
      console.log(JSON.stringify(Object.keys(node).sort()) === JSON.stringify(Object.keys(index).sort()));
      const text = 'battlefield:\\n  - card: { name: Test Lord, typeLine: Creature — Elf Lord, power: 2, toughness: 2, oracle: "Other Elf creatures you control get +1/+1." }\\n  - Llanowar Elves\\n';
      const l = node.loadScenario(text, 'lord.yaml', { cards: { findCard: node.findCard, suggestCards: node.suggestCards } });
      if (!l.ok) throw new Error(l.error.message);
      const e = node.evaluateScenario(l.value);
      console.log(e.ok && e.value.result.objects['llanowar-elves'].power);
      console.log(node.compileCard(42).error.code, node.toScenario(node.emptyState()).ok);
    `);
    expect(r.stderr).toBe('');
    expect(r.stdout.trim().split('\n')).toEqual(['true', '2', 'invalid-input true']);
  });
});
