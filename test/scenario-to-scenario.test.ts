/**
 * toScenario(state): a position saved as a scenario document that replays to the same
 * evaluation (issue #9, item 7). Rules touched: 400.7 (a card that changes zones is a new
 * object), 613.7 (timestamps order the effects of a layer), 122 (counters), 611.2 (effects of
 * resolved spells, which the format can't write as they are).
 */
import { readdirSync, readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import {
  type Action,
  applyAction,
  castSpell,
  emptyState,
  enterObjects,
  evaluate,
  type GameState,
  moveObject,
  putCounters,
  turnFaceUp,
} from '../src/core/index.js';
import { compileCard } from '../src/oracle/index.js';
import { evaluateScenario, loadScenario, type ScenarioDocument, toScenario } from '../src/scenario/index.js';

const cards = { findCard, suggestCards };

function card(name: string) {
  const c = findCard(name);
  if (!c) throw new Error(`no card ${name}`);
  return c;
}

function must<T>(r: { ok: true; value: T } | { ok: false; error: { message: string } }): T {
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

/** The document through the public path: text → loadScenario → evaluateScenario. */
function replayed(doc: ScenarioDocument) {
  const loaded = loadScenario(JSON.stringify(doc, null, 2), 'saved.json', { cards });
  if (!loaded.ok) throw new Error(loaded.error.problems.map((p) => p.message).join('\n'));
  const r = evaluateScenario(loaded.value, { trace: false });
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return r.value;
}

function saved(state: GameState): ScenarioDocument {
  const r = toScenario(state, { cards });
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
}

describe('toScenario', () => {
  it('613.7: timestamps are written as they are, so Humility and Opalescence apply in the same order', () => {
    // Opalescence (ts 3) before Humility (ts 7): in layer 7b Opalescence sets Humility to 4/4 first,
    // then Humility (the later timestamp) makes every creature, itself included, 1/1 (613.7, 613.4b).
    let state = must(enterObjects(emptyState(), [{ id: 'humility', card: card('Humility'), timestamp: 7 }]));
    state = must(enterObjects(state, [{ id: 'opalescence', card: card('Opalescence'), timestamp: 3 }]));
    const doc = saved(state);
    expect(doc.battlefield.map((e) => [e.id, e.timestamp])).toEqual([
      ['opalescence', 3],
      ['humility', 7],
    ]);
    const { result } = replayed(doc);
    expect(result).toEqual(evaluate(state, { trace: false }));
    expect(result.objects.humility).toMatchObject({ power: 1, toughness: 1 });
  });

  it('122: counters are kept, and a catalog card is written by its name', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'bears', card: card('Grizzly Bears') }]));
    state = must(putCounters(state, 'bears', { '+1/+1': 2, flying: 1 }));
    const doc = saved(state);
    expect(doc.battlefield[0]).toMatchObject({ card: 'Grizzly Bears', counters: { '+1/+1': 2, flying: 1 } });
    const { result } = replayed(doc);
    expect(result.objects.bears).toMatchObject({ power: 4, toughness: 4 });
    expect(result.objects.bears?.abilities).toContain('Flying');
  });

  it('400.7: a card moved to the graveyard is a new object there, without its counters, and is saved in its zone', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'bears', card: card('Grizzly Bears'), controller: 'opponent' }]));
    state = must(putCounters(state, 'bears', { '+1/+1': 1 }));
    state = must(moveObject(state, 'bears', 'graveyard'));
    const doc = saved(state);
    expect(doc.battlefield[0]).toMatchObject({ id: 'bears', zone: 'graveyard', owner: 'opponent', controller: 'opponent' });
    expect(doc.battlefield[0]?.counters).toBeUndefined();
    expect(replayed(doc).result).toEqual(evaluate(state, { trace: false }));
  });

  it('a card not in the catalog is written inline, abilities in the effect language', () => {
    const bear = { ...card('Grizzly Bears'), name: 'Not A Catalog Bear' };
    const state = must(enterObjects(emptyState(), [{ id: 'x', card: bear, tapped: true }]));
    const doc = saved(state);
    expect(doc.battlefield[0]?.card).toMatchObject({ name: 'Not A Catalog Bear', typeLine: 'Creature — Bear', power: 2 });
    expect(replayed(doc).result).toEqual(evaluate(state, { trace: false }));
  });

  it('life totals, the active player and attachments are saved (Rancor on a creature)', () => {
    let state = must(
      enterObjects(emptyState(['a', 'b'], 'b', 30, { a: 12 }), [
        { id: 'elves', card: card('Llanowar Elves'), controller: 'b' },
        { id: 'rancor', card: card('Rancor'), controller: 'b', attachedTo: 'elves' },
      ]),
    );
    state = must(applyAction(state, { kind: 'life', player: 'b', amount: -4 }));
    const doc = saved(state);
    expect(doc).toMatchObject({ players: ['a', 'b'], activePlayer: 'b', startingLife: 30, life: { a: 12, b: 26 } });
    const { result } = replayed(doc);
    expect(result).toEqual(evaluate(state, { trace: false }));
    expect(result.objects.elves?.power).toBe(3);
  });

  it('731.1: whether it is day or night is saved, so "if it\'s night" reads the same after the replay', () => {
    const state: GameState = { ...must(enterObjects(emptyState(), [{ id: 'bear', card: card('Grizzly Bears') }])), dayNight: 'night' };
    const doc = saved(state);
    expect(doc.dayNight).toBe('night');
    expect(replayed(doc).result).toEqual(evaluate(state, { trace: false }));
  });

  it('611.2: the effect of a resolved spell (Giant Growth) is not an object, so the position is refused, as a value', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'bears', card: card('Grizzly Bears') }]));
    state = must(castSpell(state, { id: 'gg', card: card('Giant Growth'), targets: ['bears'] }));
    const r = toScenario(state, { cards });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toMatch(/continuous effect .*Giant Growth|Target creature gets \+3\/\+3/);
  });

  it('614.1c, 707.2: a Clone that entered as a copy is saved with its choice, and the copy effect is recreated', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'angel', card: card('Serra Angel') }]));
    state = must(enterObjects(state, [{ id: 'clone', card: card('Clone'), choices: { copyOf: 'angel' } }]));
    const doc = saved(state);
    expect(doc.battlefield.map((e) => e.id)).toEqual(['angel', 'clone']);
    const { result } = replayed(doc);
    expect(result).toEqual(evaluate(state, { trace: false }));
    expect(result.objects.clone?.name).toBe('Serra Angel');
  });

  it('707.2: a copy of a face-down permanent that has since been turned face up is refused (the entry would copy it face up)', () => {
    const loaded = loadScenario(readFileSync(new URL('../examples/phantasmal-image-face-down.yaml', import.meta.url), 'utf8'), 'x.yaml', {
      cards,
    });
    if (!loaded.ok) throw new Error('example does not load');
    const run = evaluateScenario(loaded.value, { trace: false });
    if (!run.ok) throw new Error('example does not replay');
    const r = toScenario(run.value.state, { cards });
    expect(r).toMatchObject({ ok: false });
    if (!r.ok) expect(r.error.message).toMatch(/"phantasmal-image" copies "exalted-angel" as it was when/);
  });

  it('400.7, 707.2: a copy whose model has left the battlefield since is refused, not written with a copyOf the loader refuses', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'thopter', card: card('Ornithopter') }]));
    state = must(enterObjects(state, [{ id: 'metamorph', card: card('Phyrexian Metamorph'), choices: { copyOf: 'thopter' } }]));
    state = must(moveObject(state, 'thopter', 'graveyard'));
    const r = toScenario(state, { cards });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-representable' } });
    if (!r.ok) expect(r.error.message).toMatch(/"metamorph" copies "thopter", which has left the battlefield \(400\.7\)/);
  });

  it('708.8, 614.12: a Conspiracy turned face up never chose a creature type; saving it is refused, not written as an entry the loader refuses', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'conspiracy', card: card('Conspiracy'), faceDown: true }]));
    state = must(turnFaceUp(state, 'conspiracy'));
    const r = toScenario(state, { cards });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-representable' } });
    if (!r.ok) expect(r.error.message).toMatch(/"conspiracy" has no choices\.creatureType for its "as enters" ability/);
  });

  it('702.95e: a pair with an enchantment that is a creature only under Opalescence stays paired, and saving it is refused', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'opalescence', card: card('Opalescence') }]));
    state = must(enterObjects(state, [{ id: 'crusade', card: card('Crusade'), faceDown: true }]));
    state = must(enterObjects(state, [{ id: 'ogre', card: card('Gray Ogre'), pairedWith: 'crusade' }]));
    state = must(turnFaceUp(state, 'crusade'));
    expect(state.objects.find((o) => o.id === 'crusade')?.paired?.with).toBe('ogre');
    const r = toScenario(state, { cards });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-representable' } });
    if (!r.ok) expect(r.error.message).toMatch(/"crusade" is paired \(702\.95\) but is not a creature card/);
  });

  it('614.12: a copy choice that made no copy (Clone entering under Humility) is left out of the saved entry', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'angel', card: card('Serra Angel') }]));
    state = must(enterObjects(state, [{ id: 'humility', card: card('Humility') }]));
    state = must(enterObjects(state, [{ id: 'clone', card: card('Clone'), choices: { copyOf: 'angel' } }]));
    const doc = saved(state);
    expect(doc.battlefield.find((e) => e.id === 'clone')?.choices).toBeUndefined();
    expect(replayed(doc).result).toEqual(evaluate(state, { trace: false }));
    expect(evaluate(state).objects.clone?.name).toBe('Clone');
  });

  it('708.8, 614.1c: Dark Depths turned face up has no ice counters; it is saved with ice: 0 and replays without them', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'depths', card: card('Dark Depths'), faceDown: true }]));
    state = must(turnFaceUp(state, 'depths'));
    const doc = saved(state);
    expect(doc.battlefield[0]?.counters).toEqual({ ice: 0 });
    expect(replayed(doc).result).toEqual(evaluate(state, { trace: false }));
    // An entry's 0 is none of that kind, in place of the ten it enters with.
    expect(must(enterObjects(emptyState(), [{ id: 'd', card: card('Dark Depths'), counters: { ice: 0 } }])).objects[0]?.counters).toEqual(
      {},
    );
  });

  it("614.1c: a creature with no +1/+1 counter beside Metallic Mimic is saved with +1/+1: 0 (its entry would get Mimic's counter)", () => {
    let state = must(enterObjects(emptyState(), [{ id: 'bears', card: card('Grizzly Bears') }]));
    state = must(enterObjects(state, [{ id: 'mimic', card: card('Metallic Mimic'), choices: { creatureType: 'Bear' } }]));
    const doc = saved(state);
    expect(doc.battlefield.find((e) => e.id === 'bears')?.counters).toEqual({ '+1/+1': 0 });
    expect(replayed(doc).result).toEqual(evaluate(state, { trace: false }));
  });

  it('122.1b, 613.7: a flying counter put on after Humility is saved as a counters event after the entries; one put on before a later object is refused', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'ogre', card: card('Gray Ogre') }]));
    state = must(enterObjects(state, [{ id: 'humility', card: card('Humility') }]));
    state = must(putCounters(state, 'ogre', { flying: 1 }));
    const doc = saved(state);
    expect(doc.battlefield.find((e) => e.id === 'ogre')?.counters).toBeUndefined();
    expect(doc.events).toEqual([{ counters: { ogre: { flying: 1 } } }]);
    const { result } = replayed(doc);
    expect(result).toEqual(evaluate(state, { trace: false }));
    expect(result.objects.ogre?.abilities).toEqual(['Flying']);
    const later = must(enterObjects(state, [{ id: 'bears', card: card('Grizzly Bears') }]));
    expect(toScenario(later, { cards })).toMatchObject({ ok: false, error: { code: 'not-representable' } });
  });

  it("614.12, 707.9: a creature that entered while Humility took Essence of the Wild's ability away is saved before Essence, so it is not a copy", () => {
    let state = must(enterObjects(emptyState(), [{ id: 'humility', card: card('Humility') }]));
    state = must(enterObjects(state, [{ id: 'essence', card: card('Essence of the Wild') }]));
    state = must(enterObjects(state, [{ id: 'ogre', card: card('Gray Ogre') }]));
    state = must(moveObject(state, 'humility', 'graveyard'));
    const doc = saved(state);
    const ids = doc.battlefield.map((e) => e.id);
    expect(ids.indexOf('ogre')).toBeLessThan(ids.indexOf('essence'));
    const { result } = replayed(doc);
    expect(result).toEqual(evaluate(state, { trace: false }));
    expect(result.objects.ogre).toMatchObject({ name: 'Gray Ogre', power: 2 });
  });

  it('708.8, 613.7f: Essence of the Wild turned face up last is saved face down and turned face up after the entries; a creature naming it stays no copy', () => {
    let state = must(enterObjects(emptyState(), [{ id: 'essence', card: card('Essence of the Wild'), faceDown: true }]));
    state = must(enterObjects(state, [{ id: 'ogre', card: card('Gray Ogre'), choices: { object: 'essence' } }]));
    state = must(turnFaceUp(state, 'essence'));
    const doc = saved(state);
    expect(doc.battlefield.find((e) => e.id === 'essence')).toMatchObject({ faceDown: true });
    expect(doc.events).toEqual([{ turnFaceUp: 'essence' }]);
    const { result } = replayed(doc);
    expect(result).toEqual(evaluate(state, { trace: false }));
    expect(result.objects.ogre).toMatchObject({ name: 'Gray Ogre', power: 2 });
    expect(result.objects.essence).toMatchObject({ name: 'Essence of the Wild', power: 6 });
    // With a later object, Essence's turning face up can't come after the entries: refused, saying which entry would copy.
    const later = must(enterObjects(state, [{ id: 'forest', card: card('Forest') }]));
    const r = toScenario(later, { cards });
    expect(r).toMatchObject({ ok: false, error: { code: 'not-representable' } });
    expect(!r.ok && r.error.message).toMatch(/^"ogre" is not a copy, but its entry would be one/);
  });

  it('506.4: combat status is saved as block and attack events after the entries, so an attacker that is a creature only by a later entry stays attacking', () => {
    // Song of the Dryads makes the attacker a Forest; Living Lands ("All Forests are 1/1 creatures") makes it a creature
    // again. The attach gives Song the latest timestamp, and `namer` names Song, so Song's entry and the attacker's come
    // before Living Lands': an entry's `attacking` would be checked there, where the attacker is no creature.
    const source = {
      players: ['you', 'opponent'],
      battlefield: [
        { card: 'Song of the Dryads', id: 'song' },
        { card: 'Gray Ogre', id: 'namer', choices: { object: 'song' } },
        { card: 'Gray Ogre', id: 'attacker' },
        { card: 'Gray Ogre', id: 'blocker', controller: 'opponent' },
      ],
      events: [
        { enter: { card: 'Living Lands', id: 'lands', controller: 'you' } },
        { attach: { object: 'song', to: 'attacker' } },
        { block: 'blocker' },
        { attack: 'attacker' },
      ],
    };
    const state = replayed(source as unknown as ScenarioDocument).state;
    const doc = saved(state);
    expect(doc.battlefield.map((e) => e.id)).toEqual(['attacker', 'song', 'namer', 'blocker', 'lands']);
    expect(doc.battlefield.some((e) => 'attacking' in e || 'blocking' in e)).toBe(false);
    // 509.1a: the block comes while no creature attacks, so the blocker blocks no one, as in the state.
    expect(doc.events?.slice(-2)).toEqual([{ block: ['blocker'] }, { attack: ['attacker'] }]);
    const again = replayed(doc);
    expect(again.result).toEqual(evaluate(state, { trace: false }));
    expect(again.result.objects.attacker).toMatchObject({ types: ['Land', 'Creature'], power: 1, attacking: true });
    expect(again.result.objects.blocker).toMatchObject({ blocking: true });
  });

  it('without a card source every card is inline, and the document still replays (with no catalog at all)', () => {
    const state = must(
      enterObjects(emptyState(), [
        { id: 'anthem', card: card('Glorious Anthem') },
        { id: 'b', card: card('Grizzly Bears') },
      ]),
    );
    const r = toScenario(state);
    expect(r.ok).toBe(true);
    if (!r.ok) return;
    expect(r.value.battlefield.every((e) => typeof e.card === 'object')).toBe(true);
    const loaded = loadScenario(JSON.stringify(r.value), 'saved.json', { cards: { findCard: () => undefined, suggestCards: () => [] } });
    expect(loaded.ok).toBe(true);
    if (!loaded.ok) return;
    const out = evaluateScenario(loaded.value, { trace: false });
    expect(out.ok && out.value.result).toEqual(evaluate(state, { trace: false }));
  });
});

const STATICS = ['Glorious Anthem', 'Humility', 'Opalescence', 'Blood Moon', 'Bad Moon', 'Levitation', 'Mind Control', 'Rancor'];
const BODIES = ['Grizzly Bears', 'Llanowar Elves', 'Forest', 'Serra Angel', 'Stomping Ground', 'Dark Depths'];
const step = fc.record({
  kind: fc.constantFrom('counter', 'minus', 'enter', 'die', 'exile', 'control', 'tap', 'life', 'giant', 'endTurn'),
  n: fc.nat(40),
});

function toAction(s: { kind: string; n: number }, i: number, state: GameState): Action | null {
  const onBattlefield = state.objects.filter((o) => o.zone === 'battlefield');
  const o = onBattlefield[s.n % Math.max(1, onBattlefield.length)];
  const who = s.n % 2 ? 'opponent' : 'you';
  if (s.kind === 'enter')
    return { kind: 'enter', specs: [{ id: `n${i}`, card: card(BODIES[s.n % BODIES.length] as string), controller: who }] };
  if (s.kind === 'life') return { kind: 'life', player: who, amount: (s.n % 7) - 3 };
  if (s.kind === 'endTurn') return { kind: 'endTurn' };
  if (!o) return null;
  switch (s.kind) {
    case 'counter':
      return { kind: 'counters', object: o.id, counters: { '+1/+1': 1 + (s.n % 2) } };
    case 'minus':
      return { kind: 'counters', object: o.id, counters: { '-1/-1': 1 } };
    case 'giant':
      return { kind: 'cast', spec: { id: `g${i}`, card: card('Giant Growth'), controller: 'you', targets: [o.id] } };
    case 'die':
      return { kind: 'move', object: o.id, zone: 'graveyard' };
    case 'exile':
      return { kind: 'move', object: o.id, zone: 'exile' };
    case 'tap':
      return { kind: 'status', action: s.n % 3 ? 'tap' : 'untap', object: o.id };
    default:
      return { kind: 'gainControl', object: o.id, player: who };
  }
}

describe('toScenario, round trip over random positions built by the core’s actions', () => {
  it('a saved position replays to the same evaluation; only effects of resolved spells or control changes are refused', () => {
    fc.assert(
      fc.property(
        fc.subarray(STATICS, { minLength: 0, maxLength: 4 }),
        fc.integer({ min: 1, max: 6 }),
        fc.array(step, { minLength: 0, maxLength: 10 }),
        (statics, bodies, steps) => {
          const specs = [
            ...Array.from({ length: bodies }, (_, i) => ({
              id: `b${i}`,
              card: card(BODIES[i % BODIES.length] as string),
              controller: i % 3 ? 'you' : 'opponent',
            })),
            ...statics.map((name, i) => ({
              id: `s${i}`,
              card: card(name),
              controller: i % 2 ? 'opponent' : 'you',
              ...(name === 'Rancor' || name === 'Mind Control' ? { attachedTo: 'b0' } : {}),
            })),
          ];
          let state = must(enterObjects(emptyState(), specs));
          steps.forEach((s, i) => {
            const a = toAction(s, i, state);
            if (!a) return;
            const r = applyAction(state, a);
            if (r.ok) state = r.value;
          });
          const r = toScenario(state, { cards });
          if (!r.ok) {
            // Giant Growth's pump and gainControl's control change are effects of resolved spells (611.2).
            expect(state.effects.some((e) => e.kind === 'resolved')).toBe(true);
            expect(r.error.message).toMatch(/continuous effect/);
            return;
          }
          expect(replayed(r.value).result).toEqual(evaluate(state, { trace: false }));
        },
      ),
      { numRuns: 60 },
    );
  });

  it('the final position of every example scenario is saved and replays the same, or is refused with a reason', () => {
    const dir = new URL('../examples/', import.meta.url);
    let saved = 0;
    for (const name of readdirSync(dir).filter((f) => f.endsWith('.yaml'))) {
      const loaded = loadScenario(readFileSync(new URL(name, dir), 'utf8'), name, { cards, compile: compileCard });
      if (!loaded.ok) continue;
      const run = evaluateScenario(loaded.value, { trace: false });
      if (!run.ok) continue;
      const r = toScenario(run.value.state, { cards });
      if (!r.ok) {
        expect(r.error.message.length).toBeGreaterThan(0);
        continue;
      }
      saved++;
      expect(replayed(r.value).result, name).toEqual(evaluate(run.value.state, { trace: false }));
    }
    expect(saved).toBeGreaterThan(10);
  });
});
