/**
 * Card data (src/cards): the card file reader (bulk arrays, list objects, single cards; bad
 * files located), Scryfall's exact-name lookup, and the order in which the scenario loader
 * looks names up (inline definitions, then card files, then the catalog).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type ByteSource, CardFile, CardFileSource, CardScanner, memorySource, scanCards } from '../src/cards/index.js';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import type { ScryfallCard } from '../src/oracle/types.js';
import { formatProblem, invalid, loadScenario, type Result } from '../src/scenario/index.js';
import type { CardSource } from '../src/scenario/types.js';

const enc = new TextEncoder();
const dataDir = new URL('./card-data/', import.meta.url);
const bytesOf = (name: string) => new Uint8Array(readFileSync(new URL(name, dataDir)));
const catalog = { findCard, suggestCards };

function open(name: string, text: string): CardFile {
  const r = CardFile.open(name, memorySource(enc.encode(text)));
  if (!r.ok) throw new Error(r.error.problems.map(formatProblem).join('\n'));
  return r.value;
}

function problemOf(text: string, chunk?: number): string {
  const r = CardFile.open('cards.json', memorySource(enc.encode(text)), chunk);
  if (r.ok) throw new Error('expected a problem');
  return r.error.problems.map(formatProblem).join('\n');
}

describe('the card file reader', () => {
  it('reads a bulk array: each card with its name, face names and layout', () => {
    const file = CardFile.open('layouts.json', memorySource(bytesOf('layouts.json')));
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.shape).toBe('array');
    const blex = file.value.entries[1];
    expect(blex).toMatchObject({
      name: 'Blex, Vexing Pest // Search for Blex',
      faces: ['Blex, Vexing Pest', 'Search for Blex'],
      layout: 'modal_dfc',
    });
    expect(file.value.entries.map((e) => e.name)).toContain('Lim-Dûl the Necromancer');
    const data = file.value.card(1);
    expect(data.ok && data.value.card_faces?.[1]?.mana_cost).toBe('{2}{B}{B}');
  });

  it('reads a Scryfall list object and a single card object', () => {
    const list = CardFile.open('list.json', memorySource(bytesOf('list.json')));
    expect(list.ok && list.value.shape).toBe('list');
    expect(list.ok && list.value.entries.map((e) => e.name)).toEqual(['Cobbled Wings', 'Thought Vessel']);
    const one = CardFile.open('shadow-bears.json', memorySource(bytesOf('shadow-bears.json')));
    expect(one.ok && one.value.shape).toBe('card');
    expect(one.ok && one.value.entries.map((e) => e.name)).toEqual(['Grizzly Bears']);
    const card = one.ok ? one.value.card(0) : undefined;
    expect(card?.ok && card.value.power).toBe('5');
  });

  it('gives the same index whatever the chunk size (strings, escapes and numbers split across chunks)', () => {
    const bytes = bytesOf('layouts.json');
    const whole = scanCards(bytes);
    for (const size of [1, 2, 3, 7, 64]) {
      const s = new CardScanner();
      for (let at = 0; at < bytes.length; at += size) s.feed(bytes.subarray(at, at + size));
      expect(s.finish()).toEqual(whole);
    }
    const escaped = open('e.json', '[{"name":"Say \\"hi\\" \\\\ L\\u00ef","card_faces":[{"name":"A\\\\"},{"name":"B"}]}]');
    expect(escaped.entries[0]).toMatchObject({ name: 'Say "hi" \\ Lï', faces: ['A\\', 'B'] });
  });

  it('bad JSON and wrong shapes are located (file:line:col) in the card file', () => {
    expect(
      formatProblem(
        (CardFile.open('not-json.json', memorySource(bytesOf('not-json.json'))) as { error: { problems: never[] } }).error
          .problems[0] as never,
      ),
    ).toBe('not-json.json:3:29: expected "," or the end of the object before "\\""');
    expect(problemOf('[\n  {"name": "A"},\n  "Grizzly Bears"\n]')).toBe('cards.json:3:3: element 1 of the array is not a card object');
    expect(problemOf('[{"name": "A"},]')).toBe('cards.json:1:16: expected a value after `,` (a trailing comma is not JSON)');
    expect(problemOf('[{"name": "A", "cmc": tru}]')).toBe('cards.json:1:23: "tru" is not a JSON value');
    expect(problemOf('[{"name": "A"}', 4)).toMatch(/^cards\.json:1:15: the file ends inside an array/);
    expect(problemOf('[{"type_line": "Creature"}]')).toBe('cards.json:1:2: this card object has no `name`');
    expect(problemOf('42')).toBe('cards.json:1:1: expected a JSON array of Scryfall card objects, a list object or a card object');
    expect(problemOf('')).toMatch(/the file is empty/);
    expect(problemOf('{"name": "x"} {"name": "y"}')).toMatch(/^cards\.json:1:15: unexpected "\{" after the end of the top-level value/);
  });

  it('a card of the wrong shape is bad input only when it is read, located at the card', () => {
    const file = CardFile.open('bad-card.json', memorySource(bytesOf('bad-card.json')));
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    const card = file.value.card(0);
    expect(card.ok).toBe(false);
    if (card.ok) return;
    expect(formatProblem(card.error.problems[0] as never)).toBe(
      'bad-card.json:2:92: [0].card_faces[0].name: not a Scryfall card object: Invalid input: expected string, received number',
    );
    const badEscape = CardFile.open('x.json', memorySource(enc.encode('[\n {"name": "X", "oracle_text": "bad \\q escape"}]')));
    const bad = badEscape.ok ? badEscape.value.card(0) : undefined;
    expect(bad && !bad.ok && formatProblem(bad.error.problems[0] as never)).toMatch(/^x\.json:2:\d+: \[0\]: not JSON: /);
  });

  it('a large file is indexed in one pass and only the cards that are named are read and compiled', () => {
    const cards = Array.from({ length: 20_000 }, (_, i) => ({
      object: 'card',
      name: `Card Number ${i}`,
      layout: 'normal',
      type_line: 'Creature — Bear',
      mana_cost: '{1}{G}',
      oracle_text: i % 2 ? 'Flying' : 'Other Bear creatures you control get +1/+1.',
      power: '2',
      toughness: '2',
      legalities: { standard: 'legal', modern: 'legal' },
      flavor_text: 'x'.repeat(200),
    }));
    const bytes = enc.encode(JSON.stringify(cards));
    const reads: [number, number][] = [];
    const source: ByteSource = {
      size: bytes.length,
      read: (s, e) => {
        reads.push([s, e]);
        return bytes.subarray(s, e);
      },
    };
    const file = CardFile.open('big.json', source);
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.entries).toHaveLength(20_000);
    const scanReads = reads.length;
    const compiled: string[] = [];
    const cardSource = new CardFileSource(file.value, (c: ScryfallCard) => {
      compiled.push(c.name);
      return compileCard(c);
    });
    const found = cardSource.lookup('card number 12345');
    expect(found?.ok && found.value.card.name).toBe('Card Number 12345');
    cardSource.lookup('Card Number 12345');
    expect(compiled).toEqual(['Card Number 12345']); // compiled once, memoised
    const entry = file.value.entries[12345];
    expect(reads.slice(scanReads)).toEqual([[entry?.start, entry?.end]]); // only that card's bytes read again
  });
});

describe('name lookup (Scryfall exact-name rules)', () => {
  const file = CardFile.open('layouts.json', memorySource(bytesOf('layouts.json')));
  const source = file.ok ? new CardFileSource(file.value, compileCard) : undefined;

  it('finds a card by its full name or one face name, case-insensitive, ignoring accents', () => {
    expect(source?.findCard('Blex, Vexing Pest // Search for Blex')?.name).toBe('Blex, Vexing Pest');
    expect(source?.findCard('Blex, Vexing Pest')?.backFace?.name).toBe('Search for Blex');
    expect(source?.findCard('SEARCH FOR BLEX')?.name).toBe('Blex, Vexing Pest');
    expect(source?.findCard('lim-dul the necromancer')?.name).toBe('Lim-Dûl the Necromancer');
    expect(source?.findCard('Blex')).toBeUndefined();
  });

  it('a real card wins over an art-series object of the same name', () => {
    expect(source?.findCard('Delver of Secrets')?.backFace?.name).toBe('Insectile Aberration');
  });

  it("a split or adventurer card's half is found alone, for casting (709.3b, 715.3b)", () => {
    expect(source?.findCard('Fire // Ice')).toMatchObject({ name: 'Fire // Ice', manaCost: '{1}{R} // {1}{U}' });
    expect(source?.findCard('ice')).toMatchObject({ name: 'Ice', manaCost: '{1}{U}' });
    expect(source?.findCard('Stomp')).toMatchObject({ name: 'Stomp', subtypes: ['Adventure'] });
    expect(source?.findCard('Bonecrusher Giant')).toMatchObject({ name: 'Bonecrusher Giant', power: 4 });
  });

  it('suggests near misses as the catalog does', () => {
    expect(source?.suggestCards('Blex Vexing Pest', 1)).toEqual(['Blex, Vexing Pest']);
    expect(source?.suggestCards('Bonecrusher', 1)).toEqual(['Bonecrusher Giant']);
  });
});

describe('the loader: cards:, lookup order, face: back and warnings', () => {
  const opened = new Map<string, Result<CardSource>>();
  const openCards = (path: string): Result<CardSource> => {
    let r = opened.get(path);
    if (r === undefined) {
      const f = CardFile.open(path, memorySource(bytesOf(path)));
      r = f.ok ? { ok: true, value: new CardFileSource(f.value, compileCard) } : f;
      opened.set(path, r);
    }
    return r;
  };
  const load = (text: string, more: Partial<Parameters<typeof loadScenario>[2]> = {}) =>
    loadScenario(text, 'test.yaml', { cards: catalog, openCards, ...more });

  it('a card file comes before the catalog; the catalog still answers for the rest', () => {
    const r = load('cards: shadow-bears.json\nbattlefield: [Grizzly Bears, Llanowar Elves]\n');
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const specs = r.value.steps.flatMap((s) => (s.kind === 'enter' ? s.specs : []));
    expect(specs.map((s) => [s.card.name, s.card.power])).toEqual([
      ['Grizzly Bears', 5],
      ['Llanowar Elves', 1],
    ]);
  });

  it('an inline definition earlier in the file comes before card files', () => {
    const r = load(readFileSync(new URL('order-inline.yaml', dataDir), 'utf8'));
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    const specs = r.value.steps.flatMap((s) => (s.kind === 'enter' ? s.specs : []));
    expect(specs.map((s) => s.card.power)).toEqual([7, 7]);
  });

  it("the scenario's own files come before --cards files, which come before the catalog", () => {
    const given = openCards('shadow-bears.json');
    if (!given.ok) throw new Error('fixture');
    const power = (text: string) => {
      const r = load(text, { cardFiles: [given.value] });
      if (!r.ok) throw new Error(r.error.problems.map(formatProblem).join('\n'));
      return r.value.steps.flatMap((s) => (s.kind === 'enter' ? s.specs : [])).map((s) => s.card.power);
    };
    expect(power('battlefield: [Grizzly Bears]\n')).toEqual([5]); // --cards over the catalog's 2/2
    expect(power('cards: big-bears.json\nbattlefield: [Grizzly Bears]\n')).toEqual([9]); // cards: over --cards
    expect(power('cards: [layouts.json, big-bears.json]\nbattlefield: [Grizzly Bears, Llanowar Elves]\n')).toEqual([9, 1]);
  });

  it('face: back puts a modal DFC in with its back face up (712.8f); a transforming card is told to use transformed', async () => {
    const { evaluateScenario } = await import('../src/scenario/index.js');
    const ok = load('cards: layouts.json\nbattlefield:\n  - { card: "Blex, Vexing Pest", face: back }\n');
    if (!ok.ok) throw new Error('fixture');
    const ev = evaluateScenario(ok.value);
    expect(ev.ok && ev.value.result.objects['blex-vexing-pest']?.name).toBe('Search for Blex');
    const bad = load(
      'cards: layouts.json\nbattlefield:\n  - { card: Delver of Secrets, face: back }\n  - { card: Grizzly Bears, face: back }\n',
    );
    expect(bad.ok).toBe(false);
    if (bad.ok) return;
    expect(bad.error.problems.map(formatProblem)).toEqual([
      'test.yaml:3:38: battlefield[0].face: Delver of Secrets is a transforming double-faced card: it enters with its back face up with `transformed: true` (712.14a), not `face: back`',
      'test.yaml:4:34: battlefield[1].face: "Grizzly Bears" has no back face (712.1)',
    ]);
  });

  it('unknown names get suggestions from the card files and the catalog; unreadable card files are located where named', () => {
    const r = load('cards: [layouts.json, nosuch.json]\nbattlefield: [Bonecrusher Gaint]\n', {
      openCards: (p) =>
        p === 'nosuch.json'
          ? invalid([{ file: p, line: 1, col: 1, path: '', message: 'cannot read the card file: no such file' }], 'unreadable')
          : openCards(p),
    });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.map(formatProblem)).toEqual([
      'test.yaml:1:23: cards[1]: card file "nosuch.json": cannot read the card file: no such file',
      expect.stringMatching(
        /^test\.yaml:2:15: battlefield\[0\]: unknown card "Bonecrusher Gaint" — did you mean "Bonecrusher Giant", "Bonecrusher Giant \/\/ Stomp" or /,
      ),
    ]);
    const noFiles = loadScenario('cards: x.json\n', 'test.yaml', { cards: catalog });
    expect(noFiles.ok || noFiles.error.problems.map(formatProblem)).toEqual([
      'test.yaml:1:8: cards: card file "x.json": card files cannot be read here (the loader was given no way to open files)',
    ]);
  });

  it("compile warnings travel with the scenario, each card's once", () => {
    // The compiler marks which sentences create continuous effects; this wrapper reports every
    // uncompiled static sentence as one, to see the loader carry the compiler's warnings.
    const f = CardFile.open('layouts.json', memorySource(bytesOf('layouts.json')));
    if (!f.ok) throw new Error('fixture');
    const noisy = new CardFileSource(f.value, (c) => {
      const out = compileCard(c);
      const warned = new Set(out.report.warnings.map((w) => w.sentence));
      const extra = out.report.sentences
        .filter((s) => !s.compiled && !warned.has(s.text))
        .map((s) => ({ card: out.report.card, sentence: s.text, why: 'not read yet' }));
      return { ...out, report: { ...out.report, warnings: [...out.report.warnings, ...extra] } };
    });
    const r = loadScenario('battlefield:\n  - Blex, Vexing Pest\n  - Search for Blex\n  - Grizzly Bears\n', 'test.yaml', {
      cards: catalog,
      cardFiles: [noisy],
    });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    // Blex's "Other Pests, Bats, Insects, Snakes, and Spiders you control get +1/+1." is read (a list closed by ", and"),
    // and so is its "you gain 4 life." (119.3).
    expect(r.value.warnings.map((w) => w.sentence)).toEqual([
      'Look at the top five cards of your library.',
      'You may put any number of them into your hand and the rest into your graveyard.',
      'You lose 3 life for each card you put into your hand this way.',
    ]);
  });
});

describe('compile warnings in the output', () => {
  it('explain lists each uncompiled sentence with its card and why, after the table', async () => {
    const { renderExplain } = await import('../src/cli/render-explain.js');
    const { makeStyle } = await import('../src/cli/style.js');
    const { evaluateScenario } = await import('../src/scenario/index.js');
    const r = loadScenario('battlefield: [Grizzly Bears]\n', 'w.yaml', { cards: catalog });
    if (!r.ok) throw new Error('fixture');
    const ev = evaluateScenario(r.value);
    if (!ev.ok) throw new Error('fixture');
    const warnings = [
      { card: 'Elvish Archdruid', sentence: 'Other Elf creatures you control get +1/+1.', why: 'no rule for this sentence yet' },
    ];
    const out = renderExplain(ev.value.result, { title: null, source: null, warnings }, makeStyle(false));
    expect(out).toContain(
      'Not compiled: 1 sentence of cards from card files is listed but has no effect\n  Elvish Archdruid: "Other Elf creatures you control get +1/+1." — no rule for this sentence yet\n',
    );
    expect(out.indexOf('Not compiled')).toBeGreaterThan(out.indexOf('grizzly-bears'));
    expect(renderExplain(ev.value.result, { title: null, source: null, warnings: [] }, makeStyle(false))).not.toContain('Not compiled');
  });
});

describe('examples/cards/test-cards.json', () => {
  it('is a small Scryfall-format card file (40–100 real cards), none of them in the catalog', () => {
    const path = new URL('../examples/cards/test-cards.json', import.meta.url);
    const file = CardFile.open('test-cards.json', memorySource(new Uint8Array(readFileSync(path))));
    expect(file.ok).toBe(true);
    if (!file.ok) return;
    expect(file.value.entries.length).toBeGreaterThanOrEqual(40);
    expect(file.value.entries.length).toBeLessThanOrEqual(100);
    expect(file.value.entries.filter((e) => findCard(e.name) !== undefined).map((e) => e.name)).toEqual([]);
    for (let i = 0; i < file.value.entries.length; i++) expect(file.value.card(i).ok).toBe(true);
  });
});
