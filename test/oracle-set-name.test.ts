/**
 * Name-setting effects (612.8): "… named Legitimate Businessperson" sets the object's name — it has only that
 * name — as a text-changing effect in layer 3 (613.1c; 123.6c's example names Witness Protection as one).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', 'Trample', ['2', '2']);

describe('Witness Protection: "… is a green and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson"', () => {
  const aura = cardOf(
    'Witness Protection',
    'Enchantment — Aura',
    'Enchant creature\nEnchanted creature loses all abilities and is a green and white Citizen creature with base power and toughness 1/1 named Legitimate Businessperson.',
  );
  it('612.8: the enchanted creature is named Legitimate Businessperson, a 1/1 green and white Citizen with no abilities', () => {
    const g = new Game().enter(bear).enter(aura, { id: 'wp' }).attach('wp', 'grizzly-bears');
    const o = g.obj('grizzly-bears');
    expect(o.name).toBe('Legitimate Businessperson');
    expect(o.subtypes).toEqual(['Citizen']);
    expect([...o.colors].sort()).toEqual(['green', 'white']);
    expect(o.abilities).toEqual([]);
    expect(g.pt('grizzly-bears')).toEqual([1, 1]);
  });
  it('the name lasts only while the Aura is attached (611.3a)', () => {
    const g = new Game().enter(bear).enter(aura, { id: 'wp' }).attach('wp', 'grizzly-bears').move('wp', 'graveyard');
    expect(g.obj('grizzly-bears').name).toBe('Grizzly Bears');
  });
});

describe('Honest Work: "… is a Citizen with base power and toughness 1/1 and "{T}: Add {C}" named Humble Merchant"', () => {
  const aura = cardOf(
    'Honest Work',
    'Enchantment — Aura',
    'Enchant creature an opponent controls\nEnchanted creature loses all abilities and is a Citizen with base power and toughness 1/1 and "{T}: Add {C}" named Humble Merchant.',
  );
  it('612.8: named Humble Merchant, a 1/1 Citizen with only "{T}: Add {C}."', () => {
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(aura, { id: 'hw' }).attach('hw', 'grizzly-bears');
    const o = g.obj('grizzly-bears');
    expect(o.name).toBe('Humble Merchant');
    expect(o.subtypes).toEqual(['Citizen']);
    expect(o.abilities).toEqual(['{T}: Add {C}.']);
    expect(g.pt('grizzly-bears')).toEqual([1, 1]);
  });
});
