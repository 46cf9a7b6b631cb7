/**
 * Card files through the command line, run as a user runs it: `--cards FILE` (repeatable) on
 * every command, `cards:` in scenarios, compile warnings in explain and evaluate --json, the
 * `cards` search, `coverage`, and bad card files as bad input (exit 2, located).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { CardFile, CardFileSource, memorySource } from '../src/cards/index.js';
import { compileCard } from '../src/oracle/index.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const data = (name: string) => `test/card-data/${name}`;

function cli(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/mtg-layers.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

beforeAll(() => {
  const main = `${root}dist/cli/main.js`;
  if (!existsSync(main) || statSync(main).size === 0) {
    spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], { cwd: root, encoding: 'utf8' });
  }
}, 120_000);

/** What the compiler reports for these cards of a file: the warnings the CLI must show. */
function warningsOf(file: string, names: string[]) {
  const f = CardFile.open(file, memorySource(new Uint8Array(readFileSync(`${root}${file}`))));
  if (!f.ok) throw new Error('fixture');
  const source = new CardFileSource(f.value, compileCard);
  return names.flatMap((n) => {
    const r = source.lookup(n);
    return r?.ok ? r.value.warnings : [];
  });
}

describe('cards: and --cards', () => {
  it('cards: in a scenario (relative to the scenario file) — check passes, exit 0', () => {
    const r = cli(['check', data('order-files.yaml'), data('order-inline.yaml'), data('layouts.yaml')]);
    expect(r.stderr).toBe('');
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('32 passed, 0 failed');
  });

  it('--cards FILE applies to every scenario of the run and may be repeated', () => {
    const bare = cli(['evaluate', 'test/fixtures/blood-moon-urborg.yaml', '--json', '--cards', data('shadow-bears.json')]);
    expect(bare.status).toBe(0);
    const doc = JSON.parse(bare.stdout) as { objects: Record<string, { power: number }> };
    expect(doc.objects['grizzly-bears']?.power).toBe(8); // the file's 5/5 Grizzly Bears, +3/+3 from Giant Growth
    const two = cli(['cards', 'wings', '--cards', data('layouts.json'), '--cards', data('list.json')]);
    expect(two.status).toBe(0);
    expect(two.stdout).toContain('Cobbled Wings  {2}\n  Artifact — Equipment\n  Equipped creature has flying.');
  });

  it('evaluate --json has a top-level `warnings` array: the compile warnings of the cards named', () => {
    const r = cli(['evaluate', data('layouts.yaml'), '--json']);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as { warnings: unknown[]; objects: Record<string, { name: string }> };
    expect(Object.keys(doc)).toEqual(['formatVersion', 'objects', 'players', 'rules', 'trace', 'warnings']);
    expect(doc.warnings).toEqual(
      warningsOf(data('layouts.json'), ['blex, vexing pest', 'Jushi Apprentice', 'Delver of Secrets', 'Fire // Ice', 'Stomp']),
    );
    expect(doc.objects.search?.name).toBe('Search for Blex');
  });

  it('explain shows the warnings (when there are any) and the story of card-file cards', () => {
    const r = cli(['explain', data('layouts.yaml'), '--object', 'tomoya']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('tomoya — Tomoya the Revealer');
    const expected = warningsOf(data('layouts.json'), [
      'blex, vexing pest',
      'Jushi Apprentice',
      'Delver of Secrets',
      'Fire // Ice',
      'Stomp',
    ]);
    for (const w of expected) expect(r.stdout).toContain(`${w.card}: ${JSON.stringify(w.sentence)}`);
    if (expected.length === 0) expect(r.stdout).not.toContain('Not compiled');
  });

  it('the bundled examples/cards scenarios load without bad input (exit 1 or 0, never 2)', () => {
    const scenarios = readdirSync(`${root}examples/cards`)
      .filter((f) => f.endsWith('.yaml'))
      .map((f) => `examples/cards/${f}`);
    expect(scenarios.length).toBeGreaterThanOrEqual(15);
    const r = cli(['check', ...scenarios]);
    expect(r.stderr).toBe('');
    expect([0, 1]).toContain(r.status);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, \d+ failed$/);
    // A directory argument skips the card file next to them (its top level is an array).
    const dir = cli(['check', 'examples/cards']);
    expect(dir.stderr).toBe('');
    expect(dir.stdout.trimEnd().split('\n').at(-1)).toBe(r.stdout.trimEnd().split('\n').at(-1));
  });
});

describe('mtg-layers cards QUERY --cards FILE', () => {
  it('finds cards of the file by name or face name and shows their Oracle text and faces', () => {
    const r = cli(['cards', 'search for', '--cards', data('layouts.json')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Blex, Vexing Pest // Search for Blex  (modal_dfc)');
    expect(r.stdout).toContain('  Search for Blex  {2}{B}{B}\n    Sorcery\n    Look at the top five cards');
    expect(r.stdout).toContain(`from ${data('layouts.json')}`);
    const text = cli(['cards', 'hand size', '--text', '--cards', data('list.json')]);
    expect(text.stdout).toContain('Thought Vessel');
  });

  it('no match: a note with suggestions from the file too, exit 0', () => {
    const r = cli(['cards', 'Bonecrusher Gaint', '--cards', data('layouts.json')]);
    expect(r.status).toBe(0);
    expect(r.stderr).toMatch(/^no card in the catalog or the card files matches "Bonecrusher Gaint" — did you mean "Bonecrusher Giant"/);
  });
});

describe('mtg-layers coverage FILE', () => {
  it('prints cards read, sentences, continuous ones and how many compiled, speed, size, and the top unread shapes', () => {
    const r = cli(['coverage', 'examples/cards/test-cards.json']);
    expect(r.status).toBe(0);
    const cards = (JSON.parse(readFileSync(`${root}examples/cards/test-cards.json`, 'utf8')) as unknown[]).length;
    expect(r.stdout).toContain(`cards read:                   ${cards}\n`);
    for (const label of [
      'ability sentences:',
      'create continuous effects:',
      'of those, compiled:',
      'compile speed:',
      'compiled data:',
      'sentence shapes not compiled',
    ])
      expect(r.stdout).toContain(label);
  });

  it('--json gives the same figures as data; the shapes are counted', () => {
    const r = cli(['coverage', 'examples/cards/test-cards.json', '--json']);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as {
      cards: number;
      cardsRead: number;
      sentences: number;
      continuous: number;
      continuousCompiled: number;
      compiledBytes: number;
      cardsPerSecond: number;
      unrecognised: { shape: string; count: number }[];
    };
    expect(doc.cardsRead).toBe(doc.cards);
    expect(doc.sentences).toBeGreaterThan(doc.cards);
    expect(doc.continuousCompiled).toBeLessThanOrEqual(doc.continuous);
    expect(doc.compiledBytes).toBeGreaterThan(1000);
    expect(doc.unrecognised.length).toBeLessThanOrEqual(20);
    const counts = doc.unrecognised.map((u) => u.count);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // Numbers are shapes' N: "draw two cards." is "draw N cards." (Burden of Proof's "+2/+2 … as long as it's a
    // Detective you control", the +N/+N example here, is read now).
    expect(doc.unrecognised.some((u) => u.shape === 'draw N cards.')).toBe(true);
  });

  it('a bad card file is bad input: exit 2 with the located problem', () => {
    const r = cli(['coverage', data('bad-card.json')]);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('test/card-data/bad-card.json:2:92: [0].card_faces[0].name: not a Scryfall card object');
  });
});

describe('bad card files are bad input: exit 2, file:line:col, no stack trace', () => {
  it.each([
    ['not-json.json', 'test/card-data/not-json.json:3:29: expected "," or the end of the object before "\\""\n'],
    ['wrong-shape.json', 'test/card-data/wrong-shape.json:3:3: element 1 of the array is not a card object\n'],
    ['nosuch.json', 'test/card-data/nosuch.json:1:1: cannot read the card file: no such file\n'],
  ])('--cards %s', (file, message) => {
    for (const command of [
      ['evaluate', data('order-files.yaml')],
      ['explain', data('order-files.yaml')],
      ['check', data('order-files.yaml')],
      ['cards', 'x'],
    ]) {
      const r = cli([...command, '--cards', data(file)]);
      expect(r.status).toBe(2);
      expect(r.stderr).toBe(message);
    }
    expect(cli(['coverage', data(file)]).stderr).toBe(message);
  });

  it('cards: naming a missing file, or a card whose data is bad, is located in the scenario and in the card file', () => {
    const r = cli(['check', 'test/card-data/bad-scenario.yaml']);
    expect(r.status).toBe(2);
    expect(r.stderr.split('\n').filter(Boolean)).toEqual([
      'test/card-data/bad-card.json:2:92: [0].card_faces[0].name: not a Scryfall card object: Invalid input: expected string, received number',
      'test/card-data/bad-scenario.yaml:1:24: cards[1]: card file "nosuch.json": cannot read the card file: no such file',
      'test/card-data/bad-scenario.yaml:3:5: battlefield[0]: the card data of "Bad Faces" is not usable (see the problem in test/card-data/bad-card.json)',
    ]);
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });
});
