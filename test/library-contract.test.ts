/**
 * Issue #28: a library an engine developer can trust. Results shared between evaluators can't be
 * changed through the types (test/types/library-api.ts, compiled here by tsc) nor, with
 * `freeze: true`, at run time; one generic `Result`; literal unions for types and colours;
 * `compileCard` of what is not a card is an error with a path.
 */
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  CARD_TYPES,
  COLORS,
  compileCard,
  createEvaluator,
  emptyState,
  enterObjects,
  evaluate,
  findCard,
  SUPERTYPES,
} from '../src/index.js';

const root = fileURLToPath(new URL('../', import.meta.url));

function board() {
  const card = (name: string) => {
    const c = findCard(name);
    if (!c) throw new Error(`no ${name} in the catalog`);
    return c;
  };
  const r = enterObjects(emptyState(['you', 'them']), [
    { id: 'bears', card: card('Grizzly Bears'), controller: 'you' },
    { id: 'anthem', card: card('Glorious Anthem'), controller: 'you' },
  ]);
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('results are immutable to callers (issue #28)', () => {
  it('the type test compiles: every write to a shared result is a TS error, one Result annotates apply() and loadScenario()', () => {
    const tsc = spawnSync(process.execPath, ['node_modules/typescript/bin/tsc', '-p', 'test/types/tsconfig.json'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(tsc.stdout + tsc.stderr).toBe('');
    expect(tsc.status).toBe(0);
  }, 120_000);

  it('with freeze, writing a child result throws in strict mode and never reaches the parent or a sibling (613.4c: the Bears stay 3/3)', () => {
    const parent = createEvaluator(board(), { freeze: true });
    const a = parent.apply({ kind: 'counters', object: 'bears', counters: { '+1/+1': 1 } });
    const b = parent.apply({ kind: 'status', action: 'tap', object: 'bears' });
    if (!a.ok || !b.ok) throw new Error('the actions are legal');
    expect(parent.result().objects.bears?.power).toBe(3);
    const child = b.value.result();
    expect(child.objects.bears?.tapped).toBe(true);
    // The tap shortcut keeps the parent's record of the anthem: shared, so frozen.
    expect(b.value.path()).toBe('status');
    expect(child.objects.anthem).toBe(parent.result().objects.anthem);
    expect(() => {
      (child.objects.bears as { power: number }).power = 99;
    }).toThrow(TypeError);
    expect(() => {
      (child.objects.anthem as { types: string[] }).types.push('Creature');
    }).toThrow(TypeError);
    expect(() => {
      (child.objects as Record<string, unknown>).bears = undefined;
    }).toThrow(TypeError);
    expect(parent.result().objects.bears?.power).toBe(3);
    expect(parent.result().objects.anthem?.types).toEqual(['Enchantment']);
    expect(a.value.result().objects.bears?.power).toBe(4);
    expect(child.objects.bears?.power).toBe(3);
  });

  it('without freeze the results are shared, as documented: a write to a child reaches its parent (what freeze is for)', () => {
    const parent = createEvaluator(board());
    parent.result();
    const b = parent.apply({ kind: 'status', action: 'tap', object: 'bears' });
    if (!b.ok) throw new Error('tapping is legal');
    const child = b.value.result();
    expect(Object.isFrozen(child)).toBe(false);
    (child.objects.anthem as { name: string | null }).name = 'Changed';
    expect(parent.result().objects.anthem?.name).toBe('Changed');
  });

  it('evaluate(state, { freeze: true }) freezes the whole result, trace included; without it the result is the caller own', () => {
    const frozen = evaluate(board(), { freeze: true });
    expect(Object.isFrozen(frozen.objects.bears?.counters)).toBe(true);
    expect(Object.isFrozen(frozen.trace[0]?.steps[0]?.changes)).toBe(true);
    expect(() => (frozen.rules as string[]).push('x')).toThrow(TypeError);
    const own = evaluate(board());
    own.rules.push('x');
    expect(evaluate(board()).rules).toEqual([]);
  });

  it('a frozen search tree gives exactly what evaluate gives, after every action of a short game', () => {
    let ev = createEvaluator(board(), { freeze: true });
    const actions = [
      { kind: 'counters', object: 'bears', counters: { '+1/+1': 2 } },
      { kind: 'status', action: 'tap', object: 'bears' },
      { kind: 'gainControl', object: 'bears', player: 'them' },
      { kind: 'move', object: 'anthem', zone: 'graveyard' },
      { kind: 'endTurn' },
    ] as const;
    for (const a of actions) {
      const r = ev.apply(a);
      if (!r.ok) throw new Error(r.error.message);
      ev = r.value;
      expect(ev.result()).toEqual(evaluate(ev.state, { trace: false }));
      expect(Object.isFrozen(ev.result().objects.bears)).toBe(true);
    }
    expect(ev.result().objects.bears?.power).toBe(4);
  });
});

describe('literal unions in results (205.2a, 205.4a, 105.1)', () => {
  it("every type, supertype and colour of the catalog's evaluated cards is in its list", () => {
    const cards = ['Grizzly Bears', 'Glorious Anthem', 'Urborg, Tomb of Yawgmoth', 'Blood Moon', 'Opalescence', 'Humility'];
    const specs = cards.map((name, i) => ({ id: `c${i}`, card: findCard(name) as NonNullable<ReturnType<typeof findCard>> }));
    const r = enterObjects(emptyState(), specs);
    if (!r.ok) throw new Error(r.error.message);
    const objects = Object.values(evaluate(r.value, { trace: false }).objects);
    expect(objects.length).toBe(cards.length);
    for (const o of objects) {
      for (const t of o.types) expect(CARD_TYPES).toContain(t);
      for (const s of o.supertypes) expect(SUPERTYPES).toContain(s);
      for (const c of o.colors) expect(COLORS).toContain(c);
    }
    expect(objects.flatMap((o) => o.supertypes)).toContain('Legendary');
  });
});

describe('compileCard at the boundary (issue #28)', () => {
  it.each([
    [null, []],
    [42, []],
    [{}, ['name']],
    [{ name: 'Bear' }, ['type_line']],
    [{ name: 'Bear', type_line: 7 }, ['type_line']],
    [{ name: 'Bear', type_line: 'Creature', colors: 'G' }, ['colors']],
    [{ name: 'Fire // Ice', card_faces: [] }, ['card_faces']],
    [{ name: 'Fire // Ice', card_faces: [{ name: 'Fire', type_line: 'Instant' }, 'Ice'] }, ['card_faces', 1]],
    [{ name: 'Fire // Ice', card_faces: [{ name: 'Fire', type_line: 'Instant' }, { name: 'Ice' }] }, ['card_faces', 1, 'type_line']],
  ])('compileCard(%j) is an invalid-input error at %j, not a throw nor an empty card', (input, path) => {
    const r = compileCard(input as unknown);
    expect(r).toMatchObject({ ok: false, error: { code: 'invalid-input', path } });
  });

  it('a card compiles as before, marked ok (202.3: the mana value of {1}{G} is 2)', () => {
    const r = compileCard({ name: 'Grizzly Bears', mana_cost: '{1}{G}', type_line: 'Creature — Bear', power: '2', toughness: '2' });
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.card).toMatchObject({ name: 'Grizzly Bears', types: ['Creature'], subtypes: ['Bear'], power: 2, toughness: 2 });
    expect(r.report.card).toBe('Grizzly Bears');
  });
});

describe('compileCard takes null as absent, as card files write it', () => {
  it('a land with mana_cost: null compiles (305: a land has no mana cost)', () => {
    const r = compileCard({
      name: 'Wastes',
      mana_cost: null,
      type_line: 'Basic Land',
      oracle_text: '{T}: Add {C}.',
      power: null,
    } as unknown);
    expect(r).toMatchObject({ ok: true, card: { name: 'Wastes', manaCost: null, types: ['Land'], supertypes: ['Basic'] } });
  });
});
