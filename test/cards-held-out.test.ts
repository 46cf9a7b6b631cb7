/**
 * The held-out part of a card pool (src/cards/held-out.ts) and `coverage --part`: a seeded fifth
 * chosen by card name alone, disjoint from the developed-on part, whose sentences are never shown.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { type CoverageReport, coverage } from '../src/cards/coverage.js';
import { CardFile, memorySource } from '../src/cards/file.js';
import { DEFAULT_SPLIT_SEED, fnv1a, inPart, isHeldOut, splitBucket } from '../src/cards/held-out.js';
import { hasSharedReference, sharedReference } from './helpers/shared-reference.js';

const root = fileURLToPath(new URL('../', import.meta.url));
const TEST_CARDS = 'examples/cards/test-cards.json';

function cardFile(path: string): CardFile {
  const r = CardFile.open(path, memorySource(readFileSync(`${root}${path}`)));
  if (!r.ok) throw new Error(JSON.stringify(r.error));
  return r.value;
}

function cli(args: string[]) {
  const r = spawnSync(process.execPath, ['bin/mtg-layers.js', ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, NO_COLOR: '1' },
  });
  return { status: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe('the split into developed-on and held-out parts', () => {
  it('hashes with 32-bit FNV-1a (the published test vectors)', () => {
    expect(fnv1a('')).toBe(0x811c9dc5);
    expect(fnv1a('a')).toBe(0xe40c292c);
    expect(fnv1a('foobar')).toBe(0xbf9cf968);
  });

  it('puts a card in one part by its name and the seed alone: bucket 0 of 5 is held out', () => {
    const name = 'Glorious Anthem';
    expect(isHeldOut(name)).toBe(splitBucket(name) === 0);
    expect(splitBucket(name, DEFAULT_SPLIT_SEED)).toBe(fnv1a(`${DEFAULT_SPLIT_SEED}:${name}`) % 5);
    expect(inPart(name, 'dev')).toBe(!inPart(name, 'held-out'));
    expect(inPart(name, 'all')).toBe(true);
  });

  it.skipIf(!hasSharedReference)('holds out about a fifth of each pool, another fifth under another seed', () => {
    const names = (JSON.parse(readFileSync(sharedReference('scryfall-2018-cards.json'), 'utf8')) as { name: string }[]).map((c) => c.name);
    const held = names.filter((n) => isHeldOut(n));
    expect(held.length / names.length).toBeGreaterThan(0.18);
    expect(held.length / names.length).toBeLessThan(0.22);
    const other = new Set(names.filter((n) => isHeldOut(n, DEFAULT_SPLIT_SEED + 1)));
    const shared = held.filter((n) => other.has(n)).length;
    // Two independent fifths share about a twenty-fifth of the pool, not the same cards.
    expect(shared / names.length).toBeLessThan(0.06);
  });
});

describe('coverage by part', () => {
  const file = cardFile(TEST_CARDS);
  const all = coverage(file, { part: 'all' });
  const dev = coverage(file, { part: 'dev' });
  const held = coverage(file, { part: 'held-out' });
  const sum = (k: keyof CoverageReport) => (dev[k] as number) + (held[k] as number);

  it('the two parts add up to the whole file', () => {
    expect(held.cards).toBeGreaterThan(0);
    expect(dev.cards).toBeGreaterThan(held.cards);
    for (const k of ['cards', 'cardsRead', 'sentences', 'continuous', 'continuousCompiled', 'compiled', 'compiledBytes'] as const)
      expect(sum(k)).toBe(all[k]);
  });

  it('shows no sentence or shape of the held-out part, only its figures and families', () => {
    expect(held.unrecognised).toEqual([]);
    expect(held.unreadOther).toEqual([]);
    for (const f of held.unreadContinuous) expect(f.shapes).toEqual([]);
    expect(held.unreadContinuous.reduce((n, f) => n + f.count, 0)).toBe(held.continuous - held.continuousCompiled);
  });

  it('lists the unread continuous shapes by family, apart from the sentences that make no continuous effect', () => {
    const inFamilies = all.unreadContinuous.reduce((n, f) => n + f.count, 0);
    expect(inFamilies).toBe(all.continuous - all.continuousCompiled);
    const continuousShapes = new Set(all.unreadContinuous.flatMap((f) => f.shapes.map((s) => s.shape)));
    for (const s of all.unreadOther) expect(continuousShapes.has(s.shape)).toBe(false);
  });

  it('the CLI: --part held-out prints figures without examples; a bad --part or --seed is bad input', () => {
    const r = cli(['coverage', TEST_CARDS, '--part', 'held-out']);
    expect(r.status).toBe(0);
    expect(r.stdout).toContain('held-out part');
    expect(r.stdout).toContain(`cards read:                   ${held.cardsRead}\n`);
    expect(r.stdout).not.toContain('e.g.');
    const json = JSON.parse(cli(['coverage', TEST_CARDS, '--part', 'dev', '--seed', '3', '--json']).stdout) as CoverageReport;
    expect(json.part).toBe('dev');
    expect(json.seed).toBe(3);
    const bad = cli(['coverage', TEST_CARDS, '--part', 'test']);
    expect(bad.status).toBe(2);
    expect(bad.stderr).toContain("'--part <part>'");
    const badSeed = cli(['coverage', TEST_CARDS, '--seed', 'x1']);
    expect(badSeed.status).toBe(2);
    expect(badSeed.stderr).toContain('--seed');
  });
});
