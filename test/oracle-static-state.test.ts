/**
 * Object state statics read (grammar.md § Conditions): "as long as this Aura entered this turn" (the
 * object's own entry, 400.7: a new object each time it enters) and "as long as it's modified" (700.9).
 * Real Oracle sentences, asserted by the characteristics the layers give; the scenario key
 * `enteredThisTurn` on a `battlefield` entry.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import type { CardDef } from '../src/core/index.js';
import { formatProblem, loadScenario, replay } from '../src/scenario/index.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const rescue = cardOf(
  "Shardmage's Rescue",
  'Enchantment — Aura',
  'Flash\nEnchant creature you control\nAs long as this Aura entered this turn, enchanted creature has hexproof.\nEnchanted creature gets +1/+1.',
);
const spider = cardOf(
  'Skyward Spider',
  'Creature — Spider Human Hero',
  "Ward {2}\nThis creature has flying as long as it's modified. (Equipment, Auras you control, and counters are modifications.)",
  ['2', '2'],
);
const has = (g: Game, id: string, ability: string) => g.obj(id).abilities.includes(ability);

describe("400.7: Shardmage's Rescue — hexproof as long as this Aura entered this turn", () => {
  it('the turn it enters: hexproof; the next turn: none (the +1/+1 stays)', () => {
    const g = new Game().enter(bear).enter(rescue, { attachedTo: 'grizzly-bears' });
    expect(has(g, 'grizzly-bears', 'Hexproof')).toBe(true);
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    g.endTurn();
    expect(has(g, 'grizzly-bears', 'Hexproof')).toBe(false);
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
  });

  it('the creature entering this turn is not the Aura entering this turn', () => {
    const g = new Game().enter(rescue, { zone: 'hand' }).endTurn().endTurn().enter(bear, { controller: 'you' });
    g.move('shardmages-rescue', 'battlefield');
    g.attach('shardmages-rescue', 'grizzly-bears');
    expect(has(g, 'grizzly-bears', 'Hexproof')).toBe(true);
  });

  const catalog = {
    findCard: (name: string): CardDef | undefined => ({ "Shardmage's Rescue": rescue, 'Grizzly Bears': bear })[name] ?? findCard(name),
    suggestCards,
  };
  const scenario = (entered: boolean) =>
    [
      'battlefield:',
      '  - Grizzly Bears',
      "  - card: Shardmage's Rescue",
      '    attachedTo: grizzly-bears',
      ...(entered ? ['    enteredThisTurn: true'] : []),
      'events:',
      '  - expect:',
      `      grizzly-bears: { abilities: ${entered ? '[Hexproof]' : '[]'} }`,
      '  - endTurn: true',
      '  - expect:',
      '      grizzly-bears: { abilities: [] }',
      '',
    ].join('\n');

  it.each([false, true])('a battlefield entry entered this turn only with `enteredThisTurn: true` (%s)', (entered) => {
    const loaded = loadScenario(scenario(entered), 'case.yaml', { cards: catalog });
    if (!loaded.ok) expect.fail(loaded.error.problems.map(formatProblem).join('\n'));
    const r = replay(loaded.value);
    if (!r.ok) expect.fail(r.error.problems.map(formatProblem).join('\n'));
    expect(r.value.checkpoints.flatMap((c) => c.results.filter((x) => !x.pass))).toEqual([]);
  });

  it('`enteredThisTurn: false` is bad input (only `true` says something)', () => {
    const text = scenario(true).replace('enteredThisTurn: true', 'enteredThisTurn: false');
    const loaded = loadScenario(text, 'case.yaml', { cards: catalog });
    expect(loaded.ok).toBe(false);
  });
});

describe('700.9: Skyward Spider — flying as long as it is modified', () => {
  const equipment = cardOf('Test Blade', 'Artifact — Equipment', 'Equip {1}');
  const aura = cardOf('Test Aura', 'Enchantment — Aura', 'Enchant creature');

  it('unmodified: no flying; a counter (122) makes it modified', () => {
    const g = new Game().enter(spider);
    expect(has(g, 'skyward-spider', 'Flying')).toBe(false);
    g.counters('skyward-spider', { '+1/+1': 1 });
    expect(has(g, 'skyward-spider', 'Flying')).toBe(true);
  });

  it('equipped (301.5), whoever controls the Equipment', () => {
    const g = new Game().enter(spider).enter(equipment, { controller: 'opponent' }).attach('test-blade', 'skyward-spider');
    expect(has(g, 'skyward-spider', 'Flying')).toBe(true);
  });

  it("an Aura its controller controls makes it modified; an opponent's Aura does not", () => {
    const g = new Game().enter(spider).enter(aura, { controller: 'opponent' }).attach('test-aura', 'skyward-spider');
    expect(has(g, 'skyward-spider', 'Flying')).toBe(false);
    g.control('test-aura', 'you');
    expect(has(g, 'skyward-spider', 'Flying')).toBe(true);
  });
});
