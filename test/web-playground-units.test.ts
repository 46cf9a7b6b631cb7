/**
 * The playground's pure parts, in Node: its UI messages exist in every language, the URL
 * keeps a scenario exactly, and building by clicking edits the YAML into a scenario that
 * loads and means what was clicked.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { compileCard } from '../src/oracle/index.js';
import { evaluateScenario, loadScenario } from '../src/scenario/index.js';
import { addToBattlefield, battlefieldIds, castSpell, setEntry } from '../web/src/board.js';
import { openCardBytes } from '../web/src/card-open.js';
import { CardShelf } from '../web/src/cards.js';
import { hasInlineOracle } from '../web/src/compiler.js';
import { UI_CATALOGUES } from '../web/src/messages.js';
import { runScenario } from '../web/src/run.js';
import { readHash, writeHash } from '../web/src/share.js';

const keys = (o: object, prefix = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (typeof v === 'string' ? [`${prefix}${k}`] : keys(v as object, `${prefix}${k}.`)));

function evaluate(text: string) {
  const loaded = loadScenario(text, 'x.yaml', { cards: { findCard, suggestCards } });
  if (!loaded.ok) throw new Error(loaded.error.problems.map((p) => p.message).join('; '));
  const r = evaluateScenario(loaded.value);
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('; '));
  return { scenario: loaded.value, result: r.value.result };
}

describe('UI messages', () => {
  it('every key in English, French and Spanish', () => {
    const en = keys(UI_CATALOGUES.en).sort();
    expect(keys(UI_CATALOGUES.fr).sort()).toEqual(en);
    expect(keys(UI_CATALOGUES.es).sort()).toEqual(en);
  });
});

describe('the position in the URL', () => {
  it('a scenario survives the round trip exactly, with language and object', () => {
    const scenario = 'title: «Ünïcode» & symbols\nbattlefield:\n  - Blood Moon # comment\n';
    const hash = writeHash({ scenario, example: null, lang: 'fr', object: 'blood-moon' });
    expect(hash).toMatch(/^#s=/);
    expect(readHash(hash)).toEqual({ scenario, lang: 'fr', object: 'blood-moon' });
    expect(readHash(writeHash({ scenario, example: 'gray-ogre', lang: 'es', object: null }))).toEqual({ example: 'gray-ogre', lang: 'es' });
  });
});

describe('building by clicking edits the YAML', () => {
  const start = '# my position\ntitle: Test\nevents:\n  - enter: Grizzly Bears\n';

  it('adds cards to battlefield (before events, comments kept) for either player', () => {
    let text = addToBattlefield(start, 'Glorious Anthem', 'you', 'you');
    text = addToBattlefield(text, 'Hill Giant', 'opponent', 'you');
    expect(text).toContain('# my position');
    expect(text.indexOf('battlefield:')).toBeLessThan(text.indexOf('events:'));
    const { result } = evaluate(text);
    expect(result.objects['hill-giant']?.controller).toBe('opponent');
    expect(result.objects['hill-giant']?.power).toBe(3); // Glorious Anthem is yours, not theirs
    expect(result.objects['grizzly-bears']?.power).toBe(3);
  });

  it('casts a spell with targets', () => {
    const text = castSpell(addToBattlefield(start, 'Savannah Lions', 'you', 'you'), 'Giant Growth', ['savannah-lions'], null);
    expect(evaluate(text).result.objects['savannah-lions']?.power).toBe(5);
  });

  it('sets tapped, +1/+1 counters and controller of a battlefield entry, and takes them away again', () => {
    const base = addToBattlefield(addToBattlefield(start, 'Grizzly Bears', 'you', 'you'), 'Gray Ogre', 'you', 'you');
    const ids = battlefieldIds(evaluate(base).scenario);
    expect([...ids]).toEqual([
      ['grizzly-bears', 0],
      ['gray-ogre', 1],
    ]);
    const changed = setEntry(base, 1, { tapped: true, plusOne: 2, controller: 'opponent', activePlayer: 'you' });
    const o = evaluate(changed).result.objects['gray-ogre'];
    expect([o?.tapped, o?.power, o?.controller]).toEqual([true, 4, 'opponent']);
    const back = setEntry(changed, 1, { tapped: false, plusOne: 0, controller: 'you', activePlayer: 'you' });
    expect(back).toContain('- { card: Gray Ogre }');
    expect(evaluate(back).result.objects['gray-ogre']?.power).toBe(2);
  });

  it('refuses to edit text the yaml library cannot read, instead of losing it', () => {
    expect(() => addToBattlefield('battlefield: [\n', 'Forest', 'you', 'you')).toThrow();
  });
});

describe('inline cards with Oracle lines', () => {
  const lord = `battlefield:
  - card: { name: Test Lord, typeLine: Creature — Elf, power: 2, toughness: 2, oracle: "Other Elf creatures you control get +1/+1." }
  - Llanowar Elves
`;
  it('the page loads the compiler for them: `oracle:` or string abilities, not effect-language mappings', () => {
    expect(hasInlineOracle(lord)).toBe(true);
    const card = (abilities: string) => `battlefield:\n  - card:\n      name: X\n      typeLine: Creature\n      abilities:\n${abilities}`;
    expect(hasInlineOracle(card('        - "{T}: Add {G}."\n'))).toBe(true);
    expect(hasInlineOracle(card('        - Flying\n'))).toBe(true);
    expect(hasInlineOracle(card('        - kind: static\n'))).toBe(false);
    expect(hasInlineOracle('battlefield:\n  - Llanowar Elves\n')).toBe(false);
    // Abilities asserted by an expectation are no inline card: the default example needs no compiler.
    expect(hasInlineOracle(readFileSync('examples/humility-opalescence.yaml', 'utf8'))).toBe(false);
    expect(hasInlineOracle('events:\n  - expect:\n      humility:\n        abilities:\n          - Flying\n')).toBe(false);
  });
  it('613.4c: with the compiler, an inline lord pumps the other Elves, as on the command line', () => {
    const shelf = new CardShelf();
    const run = runScenario(lord, { files: shelf.sources(), open: shelf.opener(), compile: compileCard });
    expect(run.ok && run.result.objects['llanowar-elves']).toMatchObject({ power: 2, toughness: 2 });
  });
});

describe('card files opened in the page', () => {
  const bytes = new Uint8Array(readFileSync(new URL('../examples/cards/test-cards.json', import.meta.url)));
  const shelfWith = () => {
    const opened = openCardBytes('test-cards.json', bytes, compileCard);
    if (!opened.ok) throw new Error(opened.error.problems.map((p) => p.message).join('; '));
    const shelf = new CardShelf();
    shelf.add(opened.value);
    return { shelf, opened: opened.value };
  };
  const run = (text: string, shelf: CardShelf) => runScenario(text, { files: shelf.sources(), open: shelf.opener() });
  const scenario = 'battlefield:\n  - Bedrock Tortoise\n  - { card: "Dwynen, Gilt-Leaf Daen", controller: opponent }\n';

  it('are indexed from memory, and their cards are found as `--cards` finds them (printed P/T and type line)', () => {
    const { shelf, opened } = shelfWith();
    expect(opened.count).toBe(JSON.parse(new TextDecoder().decode(bytes)).length);
    expect(runScenario(scenario).ok).toBe(false); // not in the catalog
    const r = run(scenario, shelf);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    const tortoise = r.result.objects['bedrock-tortoise'];
    expect([tortoise?.power, tortoise?.toughness, tortoise?.types, tortoise?.subtypes]).toEqual([0, 6, ['Creature'], ['Turtle']]);
    const dwynen = r.result.objects['dwynen-gilt-leaf-daen'];
    expect([dwynen?.supertypes, dwynen?.subtypes, dwynen?.controller]).toEqual([['Legendary'], ['Elf', 'Warrior'], 'opponent']);
  });

  it("a scenario's `cards: FILE` finds the open file of that name; another name is located where it is written", () => {
    const { shelf } = shelfWith();
    expect(run(`cards: test-cards.json\n${scenario}`, shelf).ok).toBe(true);
    const missing = run(`cards: other.json\n${scenario}`, shelf);
    expect(missing.ok).toBe(false);
    if (missing.ok) return;
    expect(missing.problems[0]).toMatchObject({ line: 1, col: 8, path: 'cards' });
    expect(missing.problems[0]?.message).toContain('not open in the page');
    shelf.remove('test-cards.json');
    expect(run(scenario, shelf).ok).toBe(false);
  });

  it('are searched by name, with the type line of the cards shown', () => {
    const { shelf } = shelfWith();
    const found = shelf.search('elvish arch', 12);
    expect(found.total).toBe(1);
    expect(found.cards).toEqual([{ name: 'Elvish Archdruid', file: 'test-cards.json', typeLine: 'Creature — Elf Druid', isSpell: false }]);
    expect(shelf.search('goatnap', 12).cards[0]?.isSpell).toBe(true);
    expect(shelf.names()).toContain('Kamahl, Fist of Krosa');
  });

  it("its cards' compile warnings reach the scenario the answer lists them from, each card's once", () => {
    // This wrapper reports every sentence of a card, compiled or not, to see the playground's
    // loader call carry the compiler's warnings (whatever the compiler reads today).
    const noisy = openCardBytes('test-cards.json', bytes, (c) => {
      const out = compileCard(c);
      const warnings = out.report.sentences.map((s) => ({ card: out.report.card, sentence: s.text, why: 'not read yet' }));
      return { ...out, report: { ...out.report, warnings } };
    });
    if (!noisy.ok) throw new Error('test-cards.json');
    const shelf = new CardShelf();
    shelf.add(noisy.value);
    const r = run('battlefield:\n  - Bedrock Tortoise\n  - Bedrock Tortoise\n  - Grizzly Bears\n', shelf);
    if (!r.ok) throw new Error(r.problems.map((p) => p.message).join('; '));
    expect(r.scenario.warnings.map((w) => [w.card, w.why])).toEqual([
      ['Bedrock Tortoise', 'not read yet'],
      ['Bedrock Tortoise', 'not read yet'],
    ]);
    expect(r.scenario.warnings[0]?.sentence).toBe('During your turn, creatures you control have hexproof.');
  });

  it('a file that is not a card file gives located problems', () => {
    const r = openCardBytes('bad.json', new TextEncoder().encode('[{"name": "A"},\n {"oops": 1}]'), compileCard);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.problems[0]).toMatchObject({ file: 'bad.json', line: 2 });
  });
});
