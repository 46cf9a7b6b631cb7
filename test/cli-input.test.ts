/**
 * Bad input through the CLI, as an outside fuzz run found it: devices, FIFOs, directories,
 * binary files, huge files and documents, alias bombs, and files with a flood of mistakes.
 * Each ends with exit 2, a located message, no stack trace, in bounded time and memory.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { loadScenario } from '../src/scenario/index.js';
import { MAX_INPUT_BYTES, MAX_PROBLEMS } from '../src/scenario/limits.js';

// Generous bounds: the point is "no hang", and test machines may be busy.
vi.setConfig({ testTimeout: 180_000 });

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = mkdtempSync(join(tmpdir(), 'mtg-layers-input-'));

function cli(args: string[]) {
  const started = Date.now();
  const r = spawnSync(process.execPath, ['--max-old-space-size=256', 'bin/mtg-layers.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    timeout: 60_000,
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr, ms: Date.now() - started, signal: r.signal };
}

function file(name: string, content: string | Buffer): string {
  const p = join(dir, name);
  writeFileSync(p, content);
  return p;
}

function expectBadInput(r: ReturnType<typeof cli>, message: RegExp) {
  expect(r.signal).toBeNull();
  expect(r.status).toBe(2);
  expect(r.stderr).toMatch(message);
  expect(r.stderr).not.toMatch(/\bat .*\.js:\d+|internal error/);
  expect(r.stdout).toBe('');
}

describe('files that are not scenario files', () => {
  it.each(['/dev/zero', '/dev/urandom', '/dev/null'])('%s: refused at once as a device, not read to its end', (dev) => {
    const r = cli(['evaluate', dev]);
    expectBadInput(r, new RegExp(`^${dev}: cannot read the file: it is a character device, not a regular file\\n$`));
    expect(r.ms).toBeLessThan(30_000);
  });

  it('a FIFO is refused without waiting for a writer', () => {
    const fifo = join(dir, 'fifo.yaml');
    if (spawnSync('mkfifo', [fifo]).status !== 0) return;
    expectBadInput(cli(['evaluate', fifo]), /fifo\.yaml: cannot read the file: it is a FIFO \(named pipe\), not a regular file\n/);
  });

  it('a directory given to evaluate is refused (check searches it instead)', () => {
    expectBadInput(cli(['evaluate', dir]), /: cannot read the file: it is a directory, not a regular file\n$/);
  });

  it('check with a path that cannot be a directory (too long, under a file) is bad input, not exit 70', () => {
    const long = cli(['check', 'a'.repeat(5000)]);
    expect(long.status).toBe(2);
    expect(long.stderr).toMatch(/^a+: cannot read the file: the file name is too long\n$/);
    const under = cli(['check', 'examples/gray-ogre.yaml/x', 'examples/gray-ogre.yaml']);
    expect(under.status).toBe(2);
    expect(under.stderr).toBe('examples/gray-ogre.yaml/x: cannot read the file: a part of the path is not a directory\n');
    expect(under.stdout.trimEnd().split('\n').at(-1)).toMatch(/^\d+ passed, 0 failed$/);
  });

  it('check of a directory that holds a FIFO named like a scenario: refused, the rest is checked', () => {
    const sub = join(dir, 'with-fifo');
    spawnSync('mkdir', ['-p', sub]);
    if (spawnSync('mkfifo', [join(sub, 'pipe.yaml')]).status !== 0) return;
    writeFileSync(join(sub, 'ok.yaml'), 'battlefield: [Forest]\nevents:\n  - expect: { forest: { types: [Land] } }\n');
    const r = cli(['check', sub]);
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/pipe\.yaml: cannot read the file: it is a FIFO \(named pipe\), not a regular file\n$/);
    expect(r.stdout.trimEnd().split('\n').at(-1)).toBe('1 passed, 0 failed');
  });

  it('binary garbage: the place of the first byte that is not text', () => {
    expectBadInput(
      cli(['evaluate', file('nul.yaml', 'title: x\nbattlefield: [\u0000]\n')]),
      /nul\.yaml:2:15: the file is binary, not text/,
    );
    const latin1 = Buffer.from('title: x\nsource: caf\xe9\n', 'latin1');
    expectBadInput(cli(['evaluate', file('latin1.yaml', latin1)]), /latin1\.yaml:2:12: the file is not UTF-8 text \(byte 0xe9/);
  });

  it(`a file over the limit (${MAX_INPUT_BYTES / 1024 / 1024} MiB) is refused before it is read`, () => {
    const big = file('big.yaml', `title: "${'x'.repeat(MAX_INPUT_BYTES)}"\n`);
    expectBadInput(cli(['evaluate', big]), /big\.yaml: the file is too large \(4\.0 MiB; scenario files are limited to 4 MiB\)\n$/);
  });
});

describe('documents that would take forever or print megabytes', () => {
  it('a YAML alias bomb is bad input, quickly', () => {
    const lines = ['a0: &a0 [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 12; i++)
      lines.push(
        `a${i}: &a${i} [${Array(10)
          .fill(`*a${i - 1}`)
          .join(', ')}]`,
      );
    const r = cli(['evaluate', file('bomb.yaml', `${lines.join('\n')}\n`)]);
    expectBadInput(r, /bomb\.yaml:\d+:\d+: /);
    expect(r.ms).toBeLessThan(30_000);
  });

  it('deeply nested lists and mappings are bad input, not a stack overflow', () => {
    const depth = 100_000;
    for (const [name, text] of [
      ['deep-flow.yaml', `events: ${'['.repeat(depth)}${']'.repeat(depth)}\n`],
      ['deep-map.yaml', `events: ${'{a: '.repeat(depth)}1${'}'.repeat(depth)}\n`],
      ['deep-block.yaml', `${Array.from({ length: 1500 }, (_, i) => `${' '.repeat(i)}- `).join('\n')}x\n`],
    ] as const) {
      const r = cli(['evaluate', file(name, text)]);
      expectBadInput(r, new RegExp(`${name.replace('.', '\\.')}:\\d+:\\d+: the document is nested too deeply`));
      expect(r.ms).toBeLessThan(30_000);
    }
  });

  it(`a flood of mistakes: the first ${MAX_PROBLEMS} problems, then "and K more"; huge values are cut`, () => {
    const n = 20_000;
    const text = `battlefield:\n${Array.from({ length: n }, (_, i) => `  - Forrest ${i}`).join('\n')}\nevents:\n  - { ${'k'.repeat(100_000)}: 1 }\n`;
    const r = cli(['evaluate', file('flood.yaml', text)]);
    expectBadInput(r, /flood\.yaml:/);
    const lines = r.stderr.trimEnd().split('\n');
    expect(lines).toHaveLength(MAX_PROBLEMS + 1);
    expect(lines.at(-1)).toMatch(
      new RegExp(`: and ${n + 1 - MAX_PROBLEMS} more problems \\(only the first ${MAX_PROBLEMS} are listed\\)$`),
    );
    expect(r.stderr.length).toBeLessThan(50_000);
    expect(r.ms).toBeLessThan(30_000);
    const long = cli(['evaluate', file('long-key.yaml', `events:\n  - { ${'k'.repeat(1_000_000)}: 1 }\n`)]);
    expectBadInput(long, /long-key\.yaml:2:7: events\[0\]\.k+… \(\d+ more characters\): unknown event kind/);
    expect(long.stderr.length).toBeLessThan(1000);
  });

  it('many objects with the same card get their default ids in linear time', () => {
    const n = 30_000;
    const started = Date.now();
    const r = loadScenario(`battlefield:\n${'  - Forest\n'.repeat(n)}`, 'f.yaml', { cards: { findCard, suggestCards } });
    expect(r.ok).toBe(true);
    expect(Date.now() - started).toBeLessThan(30_000);
  });
});

describe('values the engine would get wrong', () => {
  const cards = { findCard, suggestCards };
  const messages = (text: string) => {
    const r = loadScenario(text, 'f.yaml', { cards });
    return r.ok ? [] : r.error.problems.map((p) => `${p.line}:${p.col} ${p.path}: ${p.message}`);
  };

  it('timestamps are whole numbers from 0 to 2^52 (exact), or bad input', () => {
    expect(
      messages(
        'battlefield:\n  - { card: Forest, timestamp: 9007199254740993 }\n  - { card: Forest, timestamp: 1.5 }\n  - { card: Forest, timestamp: -1 }\n',
      ),
    ).toEqual([
      '2:32 battlefield[0].timestamp: expected at most 4503599627370496, got 9007199254740992 (too large to be exact)',
      '3:32 battlefield[1].timestamp: expected a whole number, got 1.5',
      '4:32 battlefield[2].timestamp: expected at least 0, got -1',
    ]);
    expect(messages('battlefield:\n  - { card: Forest, timestamp: 4503599627370496 }\n')).toEqual([]);
  });

  it('counter amounts and X stay within 2^31, so that sums of them stay exact', () => {
    expect(
      messages(
        'battlefield:\n  - { card: Grizzly Bears, id: b, counters: { "+1/+1": 9007199254740991 } }\nevents:\n  - counters: { b: { "+1/+1": -4294967296 } }\n  - { activate: { object: b, ability: 1 }, x: 1e12 }\n',
      ),
    ).toEqual([
      '2:56 battlefield[0].counters["+1/+1"]: expected at most 2147483648, got 9007199254740991',
      '4:31 events[0].counters.b["+1/+1"]: expected at least -2147483648, got -4294967296',
      '5:47 events[1].x: expected at most 2147483648, got 1000000000000',
    ]);
  });

  it('numbers in inline card definitions stay within 2^31 (two 1e308 anthems would make power Infinity)', () => {
    const anthem =
      '{ kind: static, text: t, effects: [{ affects: { all: { type: Creature } }, ops: [{ op: modifyPT, power: 1e308, toughness: 1 }] }] }';
    expect(messages(`battlefield:\n  - { card: { name: Y, typeLine: Enchantment, abilities: [${anthem}] } }\n  - Grizzly Bears\n`)).toEqual(
      [
        "2:163 battlefield[0].card.abilities[0].effects[0].ops[0].power: the number 1e+308 is too large: numbers in a card definition are at most 2147483648 either way, so that the engine's sums stay exact",
      ],
    );
  });

  it('108.4a: `controller` other than the owner on a card outside the battlefield and stack is bad input', () => {
    expect(messages('battlefield:\n  - { card: Forest, zone: graveyard, controller: opponent, owner: you }\n')).toEqual([
      '2:50 battlefield[0].controller: a card in the graveyard has no controller but its owner (108.4a): leave out `controller` or make it the owner ("you")',
    ]);
  });

  it('108.4a: gaining control of a card in a graveyard is bad input (exit 2), not a controller for it', () => {
    const p = file(
      'gain.yaml',
      'battlefield:\n  - { card: Grizzly Bears, zone: graveyard }\nevents:\n  - gainControl: { object: grizzly-bears, player: opponent }\n',
    );
    expectBadInput(
      cli(['evaluate', p]),
      /gain\.yaml:4:5: events\[0\]: grizzly-bears is in the graveyard: only a permanent or a spell can change control \(108\.4a\)/,
    );
  });
});
