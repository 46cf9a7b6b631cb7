/**
 * Counters summed over objects (122.1, grammar.md § Amounts): `{countersAmong, kind?}` — "the number of
 * +1/+1 counters on lands you control", "four or more lore counters among Sagas you control", "three or
 * more counters on it" (every kind). And a flavor word of five words before a CDA (207.2c, Kraven).
 * Real Oracle sentences, asserted by the characteristics the layers give.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const has = (g: Game, id: string, ability: string) => g.obj(id).abilities.includes(ability);
const forest = cardOf('Forest', 'Basic Land — Forest', '');

describe('122.1: counters of one kind summed over objects', () => {
  const toph = cardOf(
    'Toph, the Blind Bandit',
    'Legendary Creature — Human Warrior Ally',
    "When Toph enters, earthbend 2.\nToph's power is equal to the number of +1/+1 counters on lands you control.",
    ['*', '3'],
  );

  it("Toph: her power is the +1/+1 counters on lands you control (604.3, 7a) — not her own, not an opponent's lands", () => {
    const g = new Game()
      .enter(toph)
      .enter(forest, { id: 'a' })
      .enter(forest, { id: 'b' })
      .enter(forest, { id: 'c', controller: 'opponent' });
    expect(g.pt('toph-the-blind-bandit')).toEqual([0, 3]);
    g.counters('a', { '+1/+1': 2 }).counters('b', { '+1/+1': 1, charge: 2 }).counters('c', { '+1/+1': 5 });
    g.counters('toph-the-blind-bandit', { '+1/+1': 1 });
    // 3 +1/+1 counters on her lands (the charge counters are another kind), +1 from her own counter (layer 7c on top of the CDA, 613.4).
    expect(g.pt('toph-the-blind-bandit')).toEqual([4, 4]);
  });

  it('Tom Bombadil: four or more lore counters among Sagas you control — summed over Sagas', () => {
    const tom = cardOf(
      'Tom Bombadil',
      'Legendary Creature — God Bard',
      'As long as there are four or more lore counters among Sagas you control, Tom Bombadil has hexproof and indestructible.',
      ['4', '4'],
    );
    const saga = cardOf('Test Saga', 'Enchantment — Saga', '(As this Saga enters and after your draw step, add a lore counter.)');
    const g = new Game()
      .enter(tom)
      .enter(saga, { id: 's1' })
      .enter(saga, { id: 's2' })
      .counters('s1', { lore: 2 })
      .counters('s2', { lore: 1 });
    expect(has(g, 'tom-bombadil', 'Hexproof')).toBe(false);
    g.counters('s2', { lore: 1 });
    expect(has(g, 'tom-bombadil', 'Hexproof')).toBe(true);
    expect(has(g, 'tom-bombadil', 'Indestructible')).toBe(true);
  });
});

describe('122.1: "three or more counters on it" counts every kind', () => {
  it('Warden of the Inner Sky: flying and vigilance with three counters of two kinds', () => {
    const warden = cardOf(
      'Warden of the Inner Sky',
      'Creature — Human Soldier',
      'As long as this creature has three or more counters on it, it has flying and vigilance.',
      ['1', '1'],
    );
    const g = new Game().enter(warden).counters('warden-of-the-inner-sky', { '+1/+1': 2 });
    expect(has(g, 'warden-of-the-inner-sky', 'Flying')).toBe(false);
    g.counters('warden-of-the-inner-sky', { stun: 1 });
    expect(has(g, 'warden-of-the-inner-sky', 'Flying')).toBe(true);
    expect(has(g, 'warden-of-the-inner-sky', 'Vigilance')).toBe(true);
  });
});

describe('207.2c: a five-word flavor word before a CDA', () => {
  it('Kraven, Proud Predator: "Top of the Food Chain — Kraven\'s power is equal to the greatest mana value among permanents you control."', () => {
    const kraven = cardOf(
      'Kraven, Proud Predator',
      'Legendary Creature — Human Warrior Villain',
      "Vigilance\nTop of the Food Chain — Kraven's power is equal to the greatest mana value among permanents you control.",
      ['*', '4'],
    );
    const big = { ...cardOf('Big Thing', 'Artifact', ''), manaCost: '{5}' };
    const g = new Game().enter({ ...kraven, manaCost: '{1}{R}{G}' }).enter(big);
    expect(g.pt('kraven-proud-predator')).toEqual([5, 4]);
    g.move('big-thing', 'graveyard');
    expect(g.pt('kraven-proud-predator')).toEqual([3, 4]);
  });
});
