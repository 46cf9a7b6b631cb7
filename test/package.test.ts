/**
 * The package as a user installs it: what `npm pack` ships, the entries of `exports`
 * (import and require), the root types without zod, and the browser bundle of the core
 * without zod or yaml and within its size budget (scripts/size.mjs).
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { BUDGET_CORE_CATALOG, BUNDLES, measure } from '../scripts/size.mjs';

const root = fileURLToPath(new URL('../', import.meta.url));
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));

beforeAll(() => {
  if (!existsSync(join(root, 'dist/index.js')))
    execFileSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: root });
}, 120_000);

interface PackFile {
  path: string;
  size: number;
}

function packFiles(): PackFile[] {
  // --ignore-scripts: `prepare` would rebuild dist/ while other test files use it.
  const out = execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
    cwd: root,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  return (JSON.parse(out) as { files: PackFile[] }[])[0]?.files ?? [];
}

/** Built from dist/ itself, not from one source file: the command line in one file (scripts/bundle-cli.mjs). */
const BUNDLED = ['dist/cli/bundle.js'];

describe('npm pack', () => {
  const files = packFiles().map((f) => f.path);

  it('ships what a user needs', () => {
    for (const f of [
      'package.json',
      'README.md',
      'LICENSE',
      'docs/scenario-format.md',
      'docs/scenario-and-cli.md',
      'bin/mtg-layers.js',
      'schema/scenario.schema.json',
      'dist/index.js',
      'dist/index.d.ts',
      'dist/core/index.js',
      'dist/core/index.d.ts',
      'dist/catalog/index.js',
      'dist/scenario/index.js',
      'dist/explain/index.js',
      'dist/cli/bundle.js',
    ]) {
      expect(files, f).toContain(f);
    }
  });

  it('and nothing else: no sources, tests, scripts, examples, benchmarks or stale build output', () => {
    const allowed =
      /^(?:package\.json|README\.md|LICENSE|bin\/mtg-layers\.js|schema\/scenario\.schema\.json|docs\/[\w-]+\.md|dist\/.+\.(?:js|d\.ts|js\.map))$/;
    expect(files.filter((f) => !allowed.test(f))).toEqual([]);
    expect(files.filter((f) => /\.test\.|(?:^|\/)(?:test|fixtures)\//.test(f))).toEqual([]);
    // Every built file comes from a source file of today (dist/ is cleaned before each build).
    const stale = files
      .filter((f) => f.startsWith('dist/') && !BUNDLED.includes(f))
      .map((f) => f.replace(/^dist\//, 'src/').replace(/\.js\.map$|\.d\.ts$|\.js$/, '.ts'))
      .filter((src) => !existsSync(join(root, src)));
    expect(stale).toEqual([]);
  });

  it('no source maps, and of the command line only its bundle: no entry reaches the rest (issue #28)', () => {
    expect(files.filter((f) => f.endsWith('.map'))).toEqual([]);
    expect(files.filter((f) => f.startsWith('dist/cli/'))).toEqual(['dist/cli/bundle.js']);
  });

  it('npm scripts: the build runs before packing (`prepack`), never on install (`prepare`); CLI-only packages are not dependencies', () => {
    expect(pkg.scripts.prepack).toBe('npm run build');
    expect(pkg.scripts.prepare).toBeUndefined();
    for (const cliOnly of ['commander', 'tinyglobby']) expect(Object.keys(pkg.dependencies)).not.toContain(cliOnly);
  });

  it('package.json: license, repository, homepage, bugs, keywords, caret ranges for dependencies', () => {
    expect(readFileSync(join(root, 'LICENSE'), 'utf8')).toMatch(/^MIT License\n\nCopyright \(c\) \d{4} mtg-layers contributors\n/);
    expect(pkg.license).toBe('MIT');
    expect(pkg.repository.url).toMatch(/github\.com\/mtg-layers\/mtg-layers/);
    expect(pkg.homepage).toMatch(/^https:\/\//);
    expect(pkg.bugs.url).toMatch(/^https:\/\//);
    expect(pkg.keywords.length).toBeGreaterThan(3);
    for (const [name, range] of Object.entries(pkg.dependencies as Record<string, string>))
      expect(range, name).toMatch(/^\^\d+\.\d+\.\d+$/);
    expect(pkg.sideEffects).toBe(false);
  });

  it('docs/scenario-format.md extends the shared contract: every line of v1 is kept, in order', () => {
    const shared = join(root, '../shared/spec/scenario-format.md');
    if (!existsSync(shared)) return;
    const ours = readFileSync(join(root, 'docs/scenario-format.md'), 'utf8').split('\n');
    let at = 0;
    const missing = readFileSync(shared, 'utf8')
      .split('\n')
      .filter((line) => {
        const i = ours.indexOf(line, at);
        if (i < 0) return true;
        at = i + 1;
        return false;
      });
    expect(missing).toEqual([]);
  });
});

describe('the entries, as an installed package', () => {
  // The packed files under node_modules/mtg-layers of a fresh directory; its dependencies linked from ours.
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'mtg-layers-install-'));
    const target = join(dir, 'node_modules', 'mtg-layers');
    mkdirSync(target, { recursive: true });
    const tgz = execFileSync('npm', ['pack', '--ignore-scripts', '--silent', '--pack-destination', dir], {
      cwd: root,
      encoding: 'utf8',
    }).trim();
    execFileSync('tar', ['-xzf', join(dir, tgz.split('\n').at(-1) as string), '-C', target, '--strip-components=1']);
    for (const dep of Object.keys(pkg.dependencies)) symlinkSync(join(root, 'node_modules', dep), join(dir, 'node_modules', dep));
  }, 60_000);

  const node = (code: string, type: 'commonjs' | 'module') =>
    spawnSync(process.execPath, [type === 'module' ? '--input-type=module' : '--input-type=commonjs', '-e', code], {
      cwd: dir,
      encoding: 'utf8',
    });

  it("require('mtg-layers') works (Node >= 20.19, require(esm)), and each subpath", () => {
    const r = node(
      `const m = require('mtg-layers'); const core = require('mtg-layers/core'); const cat = require('mtg-layers/catalog');
       const sc = require('mtg-layers/scenario'); const schema = require('mtg-layers/schema'); const p = require('mtg-layers/package.json');
       const s = core.enterObjects(core.emptyState(), [{ id: 'b', card: cat.findCard('Grizzly Bears') }]);
       console.log(typeof m.evaluate, core.evaluate(s.value).objects.b.power, typeof sc.loadScenario, schema.title, p.name);`,
      'commonjs',
    );
    expect(r.stderr.replace(/^.*ExperimentalWarning.*\n|^\(Use `node --trace-warnings.*\n/gm, '')).toBe('');
    expect(r.stdout.trim()).toBe('function 2 function mtg-layers scenario mtg-layers');
  });

  it('import works for every entry; deep imports outside `exports` are refused', () => {
    const r = node(
      `import { evaluate, loadScenario } from 'mtg-layers'; import * as core from 'mtg-layers/core'; import { findCard } from 'mtg-layers/catalog';
       import { ScenarioSchema } from 'mtg-layers/scenario'; import { translator } from 'mtg-layers/explain';
       console.log(typeof evaluate, typeof loadScenario, typeof core.evaluate, findCard('Forest').name, typeof ScenarioSchema.safeParse, typeof translator);
       try { await import('mtg-layers/dist/core/effects/ops.js'); console.log('deep import allowed'); } catch (e) { console.log(e.code); }`,
      'module',
    );
    expect(r.stdout.trim().split('\n')).toEqual(['function function function Forest function function', 'ERR_PACKAGE_PATH_NOT_EXPORTED']);
  });

  it('the README snippet compiles under tsc --strict against the installed types, and runs (issue #9, item 6)', () => {
    const readme = readFileSync(join(root, 'README.md'), 'utf8');
    const snippet = /## The library[\s\S]*?```ts\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(snippet).toBeDefined();
    writeFileSync(
      join(dir, 'snippet.ts'),
      `${snippet}\nconsole.log(result.objects.urborg?.subtypes.join(' '), result.objects.bears?.power);\n`,
    );
    const tsc = spawnSync(
      process.execPath,
      [
        join(root, 'node_modules/typescript/bin/tsc'),
        '--strict',
        '--noEmit',
        '--module',
        'nodenext',
        '--moduleResolution',
        'nodenext',
        '--target',
        'es2022',
        '--skipLibCheck',
        'false',
        'snippet.ts',
      ],
      { cwd: dir, encoding: 'utf8' },
    );
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
    // Type annotations aside, the snippet is JavaScript: strip them the way the example does and run it.
    const js = (snippet as string).replace('type CardDef, ', '').replace('(name: string): CardDef =>', '(name) =>');
    const run = node(`${js}\nconsole.log(result.objects.urborg?.subtypes.join(' '), result.objects.bears?.power);`, 'module');
    expect(run.stdout.trim()).toBe('Mountain 5');
  });

  it('the bin runs from the installed package, on its bundle: the unbundled CLI and its CLI-only packages are not installed', () => {
    expect(existsSync(join(dir, 'node_modules/mtg-layers/dist/cli/main.js'))).toBe(false);
    expect(existsSync(join(dir, 'node_modules/commander'))).toBe(false);
    const r = spawnSync(process.execPath, [join(dir, 'node_modules/mtg-layers/bin/mtg-layers.js'), 'cards', 'Grizzly Bears'], {
      cwd: dir,
      encoding: 'utf8',
    });
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Grizzly Bears');
  });
});

describe('types and bundles', () => {
  it('the root .d.ts and everything it refers to never mention zod', () => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      expect(text, file).not.toMatch(/from ['"]zod['"]|import\(['"]zod['"]\)|\bz\.Zod/);
      for (const m of text.matchAll(/from ['"](\.[^'"]+)['"]/g)) visit(join(dirname(file), (m[1] as string).replace(/\.js$/, '.d.ts')));
    };
    visit(join(root, 'dist/index.d.ts'));
    expect(seen.size).toBeGreaterThan(10);
    expect([...seen].some((f) => /scenario\/[a-z-]*schema\.d\.ts$/.test(f))).toBe(false);
  });

  it(`a browser bundle of the core has no zod or yaml, and core + catalog stays under ${BUDGET_CORE_CATALOG / 1000} kB min+gzip`, async () => {
    const core = await measure(BUNDLES['core only (evaluate)']);
    expect(core.inputs.filter((i) => /node_modules|scenario\/|cli\//.test(i.file))).toEqual([]);
    expect(core.text).not.toMatch(/ZodError|\$ZodType/);
    const withCatalog = await measure(BUNDLES['core + catalog']);
    expect(withCatalog.inputs.filter((i) => /node_modules|scenario\/|cli\//.test(i.file))).toEqual([]);
    expect(withCatalog.gzipped).toBeLessThanOrEqual(BUDGET_CORE_CATALOG);
  }, 60_000);

  it('dist/ holds no file without a source (the build cleans it first)', () => {
    const walk = (d: string): string[] =>
      readdirSync(d, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(d, e.name)) : [join(d, e.name)]));
    const orphans = walk(join(root, 'dist'))
      .map((f) =>
        f
          .slice(root.length)
          .replace(/^dist\//, 'src/')
          .replace(/\.js\.map$|\.d\.ts$|\.js$/, '.ts'),
      )
      .filter((src) => !BUNDLED.map((b) => b.replace(/^dist\//, 'src/').replace(/\.js$/, '.ts')).includes(src))
      .filter((src) => !existsSync(join(root, src)));
    expect(orphans).toEqual([]);
  });
});
