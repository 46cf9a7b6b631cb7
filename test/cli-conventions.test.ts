/**
 * The CLI to the conventions of eslint, tsc and prettier (issue #9, items 8–11): a closed pipe
 * ends quietly, directories are walked as those tools walk them, quoted globs and `-` (standard
 * input) are read, every JSON document carries `formatVersion`, `check --json` locates problems,
 * output fits the terminal's width, and `-v` prints the version.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mtg-layers-conventions-'));

function cli(args: string[], options: { input?: string; env?: Record<string, string> } = {}) {
  const r = spawnSync(process.execPath, ['bin/mtg-layers.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
    ...(options.input === undefined ? {} : { input: options.input }),
    env: { ...process.env, NO_COLOR: '1', FORCE_COLOR: '', ...options.env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

const json = (text: string) => JSON.parse(text) as Record<string, unknown>;
const GRIZZLY = 'battlefield:\n  - Grizzly Bears\nevents:\n  - expect:\n      grizzly-bears: {power: 2}\n';

beforeAll(() => {
  const main = `${root}dist/cli/main.js`;
  if (!existsSync(main) || statSync(main).size === 0) {
    spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: root });
  }
}, 120_000);

describe('a closed pipe (item 8)', () => {
  it('`check examples | head -1` ends quietly: no EPIPE, no stack trace, the command status', () => {
    // Each example is one line, written as it is checked; head has gone after the first.
    const script = `"${process.execPath}" bin/mtg-layers.js check examples examples examples | head -1; echo "status=\${PIPESTATUS[0]}"`;
    const r = spawnSync('bash', ['-c', script], { cwd: root, encoding: 'utf8', timeout: 120_000, env: { ...process.env, NO_COLOR: '1' } });
    expect(r.stdout.split('\n')[0]).toMatch(/^ok {3}examples\//);
    expect(r.stdout).toMatch(/status=0\n/);
    expect(r.stderr).not.toMatch(/EPIPE|at \w|node:events/);
    expect(r.stderr).toBe('');
  });
});

describe('which files `check` reads (item 9)', () => {
  const tree = join(dir, 'tree');
  beforeAll(() => {
    for (const d of ['sub', 'node_modules/pkg', '.git', 'sub/.hidden']) mkdirSync(join(tree, d), { recursive: true });
    writeFileSync(join(tree, 'a.yaml'), GRIZZLY);
    writeFileSync(join(tree, 'sub/b.yml'), GRIZZLY);
    writeFileSync(join(tree, 'sub/notes.txt'), 'not a scenario');
    writeFileSync(join(tree, 'node_modules/pkg/bad.yaml'), 'nonsense: [');
    writeFileSync(join(tree, '.git/bad.yaml'), 'nonsense: [');
    writeFileSync(join(tree, 'sub/.hidden/bad.json'), '{"nonsense": 1}');
    writeFileSync(join(tree, '.dotfile.yaml'), 'nonsense: [');
  });

  it('a directory: node_modules, dot-folders and dot-files are skipped; only .yaml/.yml/.json are read', () => {
    const r = cli(['check', tree]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout).toContain(`${join(tree, 'a.yaml')}: 1 passed`);
    expect(r.stdout).toContain(`${join(tree, 'sub/b.yml')}: 1 passed`);
    expect(r.stdout).not.toMatch(/node_modules|\.git|\.hidden|notes\.txt|dotfile/);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('2 passed, 0 failed');
  });

  it("a quoted glob is expanded: `check 'examples/*.yaml'` checks every example", () => {
    const r = cli(['check', 'examples/*.yaml']);
    expect(r.status).toBe(0);
    const files = r.stdout.split('\n').filter((l) => /^(ok|FAIL|--) /.test(l));
    const yaml = readdirSync(join(root, 'examples')).filter((f) => f.endsWith('.yaml'));
    expect(files).toHaveLength(yaml.length);
    expect(files.every((l) => /examples\/[^/]+\.yaml:/.test(l))).toBe(true);
  });

  it('a glob that matches nothing is bad input, located at the pattern (exit 2)', () => {
    const r = cli(['check', `${tree}/*.nothing.yaml`]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain(`${tree}/*.nothing.yaml: no scenario file (.yaml, .yml, .json) matches this pattern`);
  });

  it('`-` reads standard input for check, evaluate and explain; messages say <stdin>', () => {
    const ok = cli(['check', '-'], { input: GRIZZLY });
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('ok   <stdin>: 1 passed, 0 failed');
    const ev = cli(['evaluate', '-', '--json'], { input: GRIZZLY });
    expect(ev.status).toBe(0);
    expect((json(ev.stdout).objects as Record<string, { power: number }>)['grizzly-bears']?.power).toBe(2);
    const ex = cli(['explain', '-'], { input: GRIZZLY });
    expect(ex.status).toBe(0);
    expect(ex.stdout).toContain('grizzly-bears');
    const bad = cli(['evaluate', '-'], { input: 'battlefield:\n  - Grizly Bears\n' });
    expect(bad.status).toBe(2);
    expect(bad.stderr).toMatch(/^<stdin>:2:5: battlefield\[0\]: unknown card "Grizly Bears"/);
  });

  it('standard input is bounded like a file (the same size limit, a message, exit 2)', async () => {
    const { MAX_INPUT_BYTES } = await import('../src/scenario/limits.js');
    const r = cli(['check', '-'], { input: `# ${'x'.repeat(MAX_INPUT_BYTES)}\n` });
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/^<stdin>: standard input is too large \(over \d+ MiB; scenario files are limited to \d+ MiB\)/);
    const binary = cli(['explain', '-'], { input: 'title: x\u0000' });
    expect(binary.status).toBe(2);
    expect(binary.stderr).toMatch(/^<stdin>:1:9: the file is binary/);
  });
});

describe('JSON output (item 10)', () => {
  it('check --json gives the located problems of a file that does not validate (not `unreadable`)', () => {
    const r = cli(['check', 'test/fixtures/bad-input.yaml', '--json']);
    expect(r.status).toBe(2);
    const doc = json(r.stdout);
    expect(doc.formatVersion).toBe(1);
    const [file] = doc.files as Record<string, unknown>[];
    expect(file).not.toHaveProperty('unreadable');
    expect(file?.problems).toEqual(
      expect.arrayContaining([expect.objectContaining({ file: 'test/fixtures/bad-input.yaml', line: 3, col: 5, path: 'battlefield[0]' })]),
    );
  });

  it('check --json: a file that cannot be read at all says why', () => {
    const r = cli(['check', join(dir, 'missing.yaml'), '--json']);
    expect(r.status).toBe(2);
    const [file] = json(r.stdout).files as Record<string, unknown>[];
    expect(file).toEqual({
      file: join(dir, 'missing.yaml'),
      unreadable: true,
      code: 'unreadable',
      message: 'cannot read the file: no such file',
    });
  });

  it('check --json: each problem carries the code of its error (invalid-input for the loader, the core code for a replay refusal)', () => {
    const r = cli(['check', 'test/fixtures/bad-input.yaml', '--json']);
    const [file] = json(r.stdout).files as { code: string; problems: { code: string }[] }[];
    expect(file?.code).toBe('invalid-input');
    expect(file?.problems.length).toBeGreaterThan(0);
    for (const p of file?.problems ?? []) expect(p.code).toBe('invalid-input');
    // 508.1a: a land that is not a creature can't attack; the core refuses the event as it is replayed.
    const attack = join(dir, 'attack-with-a-land.yaml');
    writeFileSync(attack, 'battlefield:\n  - Forest\nevents:\n  - attack: forest\n');
    const refused = cli(['check', attack, '--json']);
    expect(refused.status).toBe(2);
    const [replayed] = json(refused.stdout).files as Record<string, unknown>[];
    expect(replayed).toEqual({
      file: attack,
      code: 'illegal-action',
      problems: [expect.objectContaining({ path: 'events[0].attack', line: 4, col: 13, code: 'illegal-action' })],
    });
  });

  it('evaluate --json on bad input prints the failure as JSON too (formatVersion, file, code, problems), exit 2', () => {
    const r = cli(['evaluate', 'test/fixtures/bad-input.yaml', '--json']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('test/fixtures/bad-input.yaml:3:5: battlefield[0]: unknown card');
    const doc = json(r.stdout);
    expect(Object.keys(doc)).toEqual(['formatVersion', 'file', 'code', 'problems']);
    expect(doc.code).toBe('invalid-input');
    expect(doc.problems).toContainEqual(expect.objectContaining({ line: 3, col: 5, path: 'battlefield[0]', code: 'invalid-input' }));
    const missing = cli(['evaluate', join(dir, 'missing.yaml'), '--json']);
    expect(missing.status).toBe(2);
    expect(json(missing.stdout)).toEqual({
      formatVersion: 1,
      file: join(dir, 'missing.yaml'),
      unreadable: true,
      code: 'unreadable',
      message: 'cannot read the file: no such file',
    });
    // Without --json, nothing on stdout: the messages are on stderr only.
    expect(cli(['evaluate', 'test/fixtures/bad-input.yaml']).stdout).toBe('');
  });

  it('a --cards file that cannot be used, and coverage of bad card data: the problems carry their code in JSON', () => {
    const missing = cli(['evaluate', 'test/fixtures/blood-moon-urborg.yaml', '--json', '--cards', 'test/card-data/nosuch.json']);
    expect(missing.status).toBe(2);
    expect(json(missing.stdout)).toMatchObject({ file: 'test/card-data/nosuch.json', code: 'unreadable' });
    const notJson = cli(['check', 'test/fixtures/blood-moon-urborg.yaml', '--json', '--cards', 'test/card-data/not-json.json']);
    expect(notJson.status).toBe(2);
    expect(json(notJson.stdout)).toMatchObject({
      badInput: 1,
      files: [{ file: 'test/card-data/not-json.json', code: 'invalid-input', problems: [{ line: 3, col: 29, code: 'invalid-input' }] }],
    });
    const coverage = cli(['coverage', 'test/card-data/bad-card.json', '--json']);
    expect(coverage.status).toBe(2);
    expect(json(coverage.stdout).problems).toEqual([
      expect.objectContaining({ line: 2, col: 92, path: '[0].card_faces[0].name', code: 'invalid-input' }),
    ]);
  });

  it('every JSON document has a top-level formatVersion: evaluate, check, cards, coverage', () => {
    const cards = join(dir, 'cards.json');
    writeFileSync(
      cards,
      JSON.stringify([
        { name: 'Test Anthem', mana_cost: '{2}{W}', type_line: 'Enchantment', oracle_text: 'Creatures you control get +1/+1.' },
      ]),
    );
    for (const args of [
      ['evaluate', 'test/fixtures/blood-moon-urborg.yaml', '--json'],
      ['check', 'test/fixtures/blood-moon-urborg.yaml', '--json'],
      ['cards', 'Blood Moon', '--json'],
      ['coverage', cards, '--json'],
    ]) {
      const r = cli(args);
      expect(r.status, args.join(' ')).toBe(0);
      expect(Object.keys(json(r.stdout))[0], args.join(' ')).toBe('formatVersion');
      expect(json(r.stdout).formatVersion).toBe(1);
    }
  });

  it('cards --json lists catalog and card-file cards with their faces', () => {
    const r = cli(['cards', 'Blood Moon', '--json']);
    expect(json(r.stdout).cards).toContainEqual({
      name: 'Blood Moon',
      from: null,
      faces: [
        {
          name: 'Blood Moon',
          manaCost: '{2}{R}',
          typeLine: 'Enchantment',
          oracleText: 'Nonbasic lands are Mountains.',
          power: null,
          toughness: null,
          loyalty: null,
          defense: null,
        },
      ],
    });
  });
});

describe('the version (item 11)', () => {
  it('-v prints the version, as --version does (and -V still does)', () => {
    const { version } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
    for (const flag of ['-v', '--version', '-V']) {
      const r = cli([flag]);
      expect(r.status, flag).toBe(0);
      expect(r.stdout, flag).toBe(`${version}\n`);
    }
  });
});

describe('output fits the terminal (item 11)', () => {
  /** The CLI in-process, with the terminal width given (the Io's `columns`). */
  async function run(args: string[], columns: number) {
    const { nodeIo, run: runCli } = await import('../src/cli/main.js');
    let out = '';
    let err = '';
    const io = { ...nodeIo(), env: { ...process.env, NO_COLOR: '1' }, stdoutIsTTY: false, columns };
    const status = await runCli(args, { ...io, out: (t: string) => (out += t), err: (t: string) => (err += t) });
    return { status, out, err };
  }
  const over = (text: string, width: number) => text.split('\n').filter((l) => [...l].length > width);
  const examples = readdirSync(join(root, 'examples'))
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => `examples/${f}`);

  it('at 80 and at 40 columns, no line of explain or evaluate of any example is over the width (en, fr, es)', async () => {
    for (const width of [80, 40]) {
      for (const file of examples) {
        for (const lang of width === 80 ? ['en', 'fr', 'es'] : ['en']) {
          const ex = await run(['explain', file, '--lang', lang], width);
          expect(ex.status, file).toBe(0);
          expect(over(ex.out, width), `${file} explain --lang ${lang} at ${width}`).toEqual([]);
        }
        const ev = await run(['evaluate', file], width);
        expect(over(ev.out, width), `${file} evaluate at ${width}`).toEqual([]);
      }
    }
  }, 300_000);

  it('a narrow terminal stacks the table (one field per line per object); a wide one keeps the table', async () => {
    const narrow = await run(['evaluate', 'examples/act-of-treason.yaml'], 80);
    expect(narrow.out).toMatch(/^act-of-treason\n {2}zone {8}graveyard\n {2}name {8}Act of Treason\n/m);
    expect(narrow.out).toMatch(/^ {2}abilities {3}Gain control of target creature until end of turn\. Untap that\n {16}creature\./m);
    const wide = await run(['evaluate', 'examples/act-of-treason.yaml'], 200);
    expect(wide.out.split('\n')[0]).toMatch(/^id +zone +name +cost +type +P\/T +colors +controller +abilities +status$/);
    expect(over(wide.out, 200)).toEqual([]);
  });

  it('piped output with no COLUMNS is not wrapped (scripts read one line per row)', () => {
    const r = cli(['evaluate', 'examples/act-of-treason.yaml'], { env: { COLUMNS: '' } });
    expect(r.stdout).toMatch(/^act-of-treason +graveyard +Act of Treason .*Untap$/m);
    const at80 = cli(['evaluate', 'examples/act-of-treason.yaml'], { env: { COLUMNS: '80' } });
    expect(over(at80.stdout, 80)).toEqual([]);
    expect(at80.stdout).toMatch(/^act-of-treason$/m);
  });

  it('208.3: a power or toughness that did not exist reads "not a creature" (Opalescence on Humility), en/fr/es', async () => {
    const file = 'examples/humility-opalescence.yaml';
    expect((await run(['explain', file, '--lang', 'en'], 200)).out).toContain('power: not a creature → 1');
    expect((await run(['explain', file, '--lang', 'fr'], 200)).out).toMatch(/: pas une créature → 1/);
    expect((await run(['explain', file, '--lang', 'es'], 200)).out).toMatch(/: no es una criatura → 1/);
    expect((await run(['explain', file, '--lang', 'en'], 200)).out).not.toMatch(/power: none/);
  });
});
