/**
 * The command line (docs/scenario-and-cli.md), run as a user runs it: `node bin/mtg-layers.js`
 * on the fixtures. Exit statuses: 0 ok, 1 an expectation failed, 2 bad input or usage.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../', import.meta.url));
const fixture = (name: string) => `test/fixtures/${name}`;

interface Run {
  status: number | null;
  stdout: string;
  stderr: string;
}

function cli(args: string[], env: Record<string, string> = {}): Run {
  const r = spawnSync(process.execPath, ['bin/mtg-layers.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '', FORCE_COLOR: '', ...env },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

// 'npm test' builds first; when vitest is run alone, build dist/ if it is missing.
beforeAll(() => {
  const main = `${root}dist/cli/main.js`;
  if (!existsSync(main) || statSync(main).size === 0) {
    const b = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'tsconfig.build.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    if (!existsSync(main)) throw new Error(`build failed:\n${b.stdout}${b.stderr}`);
  }
}, 120_000);

// biome-ignore lint/suspicious/noControlCharactersInRegex: ANSI escape sequences.
const ANSI = /\u001b\[/;

describe('mtg-layers evaluate', () => {
  it('--json prints the spec document {objects, players, rules, trace} and the `formatVersion` and `warnings` extensions, exit 0', () => {
    const r = cli(['evaluate', fixture('blood-moon-urborg.yaml'), '--json']);
    expect(r.status).toBe(0);
    const doc = JSON.parse(r.stdout) as Record<string, unknown>;
    expect(Object.keys(doc)).toEqual(['formatVersion', 'objects', 'players', 'rules', 'trace', 'warnings']);
    expect(doc.formatVersion).toBe(1);
    expect(doc.warnings).toEqual([]);
    const objects = doc.objects as Record<string, Record<string, unknown>>;
    expect(Object.keys(objects['grizzly-bears'] ?? {})).toEqual(
      expect.arrayContaining([
        'id',
        'zone',
        'timestamp',
        'name',
        'manaCost',
        'manaValue',
        'colors',
        'types',
        'subtypes',
        'supertypes',
        'abilities',
        'power',
        'toughness',
        'loyalty',
        'defense',
        'controller',
        'owner',
        'counters',
        'tapped',
        'faceDown',
        'phasedOut',
        'attachedTo',
      ]),
    );
    expect(objects['urborg-tomb-of-yawgmoth']).toMatchObject({ subtypes: ['Mountain'], abilities: ['{T}: Add {R}.'] });
    expect(doc.players).toEqual({
      you: { abilities: [], maxHandSize: 7, life: 20 },
      opponent: { abilities: [], maxHandSize: 7, life: 20 },
    });
    expect(Array.isArray(doc.trace)).toBe(true);
  });

  it('without --json prints a table of every object', () => {
    const r = cli(['evaluate', fixture('blood-moon-urborg.yaml')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^id\s+zone\s+name/);
    expect(r.stdout).toMatch(/urborg-tomb-of-yawgmoth .*Legendary Land — Mountain/);
    expect(r.stdout).toMatch(/grizzly-bears .* 5\/5 /);
  });

  it('reads JSON scenario files too', () => {
    expect(cli(['evaluate', fixture('many-events.json'), '--json']).status).toBe(0);
  });
});

describe('mtg-layers explain', () => {
  it('tells the layer-by-layer story with rule numbers and before → after', () => {
    const r = cli(['explain', fixture('blood-moon-urborg.yaml')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Layer 4');
    expect(r.stdout).toContain('613.7');
    expect(r.stdout).toMatch(/subtypes: \(none\) → Mountain/);
    expect(r.stdout).toMatch(/not applied: .*Urborg.*for its existence \(613\.8a\)/);
  });

  it('--object limits the story to one object; an unknown id is bad usage (exit 2)', () => {
    const r = cli(['explain', fixture('blood-moon-urborg.yaml'), '--object', 'grizzly-bears']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('power: 2 → 5');
    expect(r.stdout).not.toContain('urborg-tomb-of-yawgmoth —');
    const bad = cli(['explain', fixture('blood-moon-urborg.yaml'), '--object', 'grizly-bears']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain('did you mean "grizzly-bears"?');
  });
});

describe('mtg-layers check', () => {
  it('all expectations hold: exit 0, last line "N passed, M failed"', () => {
    const r = cli(['check', fixture('blood-moon-urborg.yaml'), fixture('inline-card.yaml'), fixture('many-events.json')]);
    expect(r.status).toBe(0);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('21 passed, 0 failed');
  });

  it('a failed expectation: exit 1; shows file:line:col, checkpoint, object.field, expected, actual and the trace', () => {
    const r = cli(['check', fixture('failing.yaml')]);
    expect(r.status).toBe(1);
    expect(r.stdout).toContain('test/fixtures/failing.yaml:11:24: checkpoint 2 (events[2], line 10): grizzly-bears.power');
    expect(r.stdout).toMatch(/expected: 7\n\s+actual: {3}6/);
    expect(r.stdout).toMatch(/trace: layer 7c #1 .*Glorious Anthem.*2 → 3/);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('2 passed, 1 failed');
  });

  it('bad input: file:line:col: path: message on stderr, exit 2, no stack trace', () => {
    const r = cli(['check', fixture('bad-input.yaml'), fixture('blood-moon-urborg.yaml')]);
    expect(r.status).toBe(2);
    const lines = r.stderr.split('\n').filter(Boolean);
    expect(lines).toHaveLength(3);
    expect(lines[0]).toMatch(
      /^test\/fixtures\/bad-input\.yaml:3:5: battlefield\[0\]: unknown card "Grizly Bears" — did you mean "Grizzly Bears"/,
    );
    expect(lines[1]).toBe(
      'test/fixtures/bad-input.yaml:4:35: battlefield[1].attachedTo: unknown id "nobody" (known ids here: grizly-bears, pacifism)',
    );
    expect(lines[2]).toBe(
      'test/fixtures/bad-input.yaml:7:15: events[0].targets[0]: unknown id "grizzly-bear" — did you mean "grizly-bears"?',
    );
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('5 passed, 0 failed');
    expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
  });

  it('bad input in evaluate and explain: exit 2 too; a missing file is bad input', () => {
    expect(cli(['evaluate', fixture('bad-input.yaml')]).status).toBe(2);
    expect(cli(['explain', fixture('bad-input.yaml')]).status).toBe(2);
    const missing = cli(['evaluate', 'no/such/file.yaml']);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toBe('no/such/file.yaml: cannot read the file: no such file\n');
  });

  it('a directory argument checks every scenario file in it', () => {
    const r = cli(['check', 'test/fixtures']);
    expect(r.status).toBe(2);
    expect(r.stdout).toContain('ok   test/fixtures/inline-card.yaml');
    expect(r.stdout).toContain('FAIL test/fixtures/failing.yaml');
  });

  it('--json prints the reports as data', () => {
    const r = cli(['check', fixture('failing.yaml'), '--json']);
    expect(r.status).toBe(1);
    const doc = JSON.parse(r.stdout) as { passed: number; failed: number; files: { checkpoints: unknown[] }[] };
    expect([doc.passed, doc.failed]).toEqual([2, 1]);
    expect(doc.files[0]?.checkpoints).toHaveLength(2);
  });
});

describe('mtg-layers cards and schema', () => {
  it('cards QUERY lists matching catalog cards with cost, type line and Oracle text', () => {
    const r = cli(['cards', 'moon']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('Blood Moon  {2}{R}\n  Enchantment\n  Nonbasic lands are Mountains.');
    expect(r.stdout).not.toContain('Grizzly Bears');
  });

  it('schema prints the JSON Schema that is committed in schema/', () => {
    const r = cli(['schema']);
    expect(r.status).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ $schema: 'https://json-schema.org/draft/2020-12/schema', title: 'mtg-layers scenario' });
  });
});

describe('usage, help and colour', () => {
  it('--help works for the program and every command, exit 0', () => {
    for (const args of [
      ['--help'],
      ['evaluate', '--help'],
      ['explain', '--help'],
      ['check', '--help'],
      ['cards', '--help'],
      ['schema', '--help'],
      ['help', 'check'],
    ]) {
      const r = cli(args);
      expect(r.status, args.join(' ')).toBe(0);
      expect(r.stdout, args.join(' ')).toMatch(/^Usage: mtg-layers/);
    }
  });

  it('usage errors exit 2: no command, unknown command, unknown option, missing argument', () => {
    for (const args of [[], ['frob'], ['evaluate', '--bogus', fixture('failing.yaml')], ['evaluate'], ['check']]) {
      const r = cli(args);
      expect(r.status, args.join(' ')).toBe(2);
      expect(r.stderr.length, args.join(' ')).toBeGreaterThan(0);
    }
  });

  it('colour only when asked for (FORCE_COLOR) and never when NO_COLOR is set', () => {
    expect(cli(['check', fixture('failing.yaml')]).stdout).not.toMatch(ANSI);
    expect(cli(['check', fixture('failing.yaml')], { FORCE_COLOR: '1' }).stdout).toMatch(ANSI);
    const noColor = cli(['check', fixture('failing.yaml')], { FORCE_COLOR: '1', NO_COLOR: '1' });
    expect(noColor.stdout).not.toMatch(ANSI);
    expect(cli(['explain', fixture('blood-moon-urborg.yaml')], { FORCE_COLOR: '1', NO_COLOR: '1' }).stdout).not.toMatch(ANSI);
  });

  it('the summary line stays plain even in colour', () => {
    const r = cli(['check', fixture('failing.yaml')], { FORCE_COLOR: '1' });
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('2 passed, 1 failed');
  });
});

describe('bad game-state input (modes 700.2, combat 508.1a/509.1a): exit 2, file:line:col: path: message', () => {
  const cases: [string, string][] = [
    ['mode-missing', `5:13: events[0].modes[0]: "Sarkhan's Resolve" has no mode 3: its modes are 1: "Target creature gets +3/+3`],
    ['too-many-modes', `5:16: events[0].modes[1]: "Sarkhan's Resolve" says choose exactly one, and two modes are chosen (700.2)`],
    ['too-few-modes', '15:13: events[0].modes[0]: "Two Modes" says choose exactly two, and one mode is chosen (700.2)'],
    ['no-modes', '2:5: events[0]: "Battle Menu" is modal: choose exactly one with `modes`'],
    [
      'repeated-mode',
      '16:16: events[0].modes[1]: mode 1 is chosen twice, but "Two Modes" doesn\'t say "You may choose the same mode more than once" (700.2d)',
    ],
    ['modes-not-modal', '5:12: events[0].modes: "Giant Growth" is not modal (it has no "Choose ..." modes), so it takes no `modes`'],
    ['activate-modes-not-modal', '5:12: events[0].modes: ability 2 of "bloodline-keeper"'],
    ['attack-non-creature', `5:29: events[0].attack[1]: "forest" is not a creature (it is Land now), so it can't attack (508.1a)`],
    [
      'attack-not-active',
      '4:13: events[0].attack: "serra-angel" is controlled by opponent; only the active player (you) declares attackers (508.1a)',
    ],
    [
      'attack-graveyard',
      `4:13: events[0].attack: "grizzly-bears" is in the graveyard, not on the battlefield, so it can't attack (508.1a)`,
    ],
    [
      'block-active',
      '4:12: events[0].block: "grizzly-bears" is controlled by the active player (you); blockers are declared by a defending player (509.1a)',
    ],
    ['block-non-creature', `4:13: events[0].block[0]: "forest" is not a creature (it is Land now), so it can't block (509.1a)`],
  ];
  for (const [name, message] of cases) {
    it(`${name}: exit 2 and the located message, no stack trace`, () => {
      const file = fixture(`game-state/${name}.yaml`);
      for (const command of ['check', 'evaluate']) {
        const r = cli([command, file]);
        expect(r.status).toBe(2);
        expect(r.stderr.split('\n')[0]?.startsWith(`${file}:${message}`), r.stderr).toBe(true);
        expect(r.stderr).not.toMatch(/\bat .*\.js:\d+/);
      }
    });
  }
});

describe('game state in the output: life totals and combat status', () => {
  it('evaluate shows a life total that differs from the starting life total, and attacking/blocking status', () => {
    const r = cli(['evaluate', 'examples/orcish-oriflamme-attacking.yaml']);
    expect(r.status).toBe(0);
    const life = cli(['evaluate', 'examples/battle-menu-modes.yaml']);
    expect(life.stdout).toMatch(/^you: life 24; maximum hand size 7$/m);
    expect(life.stdout).toMatch(/^opponent: maximum hand size 7$/m);
    const json = JSON.parse(cli(['evaluate', 'examples/battle-menu-modes.yaml', '--json']).stdout);
    expect(json.players.you.life).toBe(24);
    expect(json.objects['knight-token']).toMatchObject({ token: true, attacking: false, blocking: false });
  });

  it('explain shows attacking and blocking creatures in the status column', () => {
    const r = cli(['explain', fixture('game-state/in-combat.yaml')]);
    expect(r.status).toBe(0);
    expect(r.stdout).toMatch(/^grizzly-bears .* attacking$/m);
    expect(r.stdout).toMatch(/^serra-angel .* blocking$/m);
    expect(r.stdout).toMatch(/^opponent: life 17; maximum hand size 7$/m);
  });
});
