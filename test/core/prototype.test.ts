/**
 * Prototype (702.160, 718): a permanent cast prototyped has the prototype's mana cost, power,
 * toughness and colour (718.3b) and the card's other characteristics (718.5); a copy of it copies
 * those (718.2a, 718.3d); in another zone the card has its normal characteristics (718.4).
 */
import { describe, expect, it } from 'vitest';
import type { CardDef } from '../../src/core/index.js';
import { Game } from '../helpers/game.js';

const automaton: CardDef = {
  name: 'Test Automaton',
  manaCost: '{7}',
  types: ['Artifact', 'Creature'],
  subtypes: ['Construct'],
  supertypes: [],
  power: 6,
  toughness: 4,
  loyalty: null,
  defense: null,
  abilities: [{ kind: 'keyword', text: 'Haste', keyword: 'haste' }],
  prototype: { manaCost: '{2}{R}', power: 3, toughness: 2 },
};

describe('prototype (718)', () => {
  it('718.3b: prototyped on the battlefield, it has the prototype mana cost, power, toughness and its colour', () => {
    const g = new Game().enter(automaton, { id: 'p', prototyped: true }).enter(automaton, { id: 'n' });
    expect(g.obj('p')).toMatchObject({ manaCost: '{2}{R}', manaValue: 3, colors: ['red'], power: 3, toughness: 2, prototyped: true });
    // 718.5: its other characteristics stay the card's.
    expect(g.obj('p')).toMatchObject({ types: ['Artifact', 'Creature'], subtypes: ['Construct'], abilities: ['Haste'] });
    expect(g.obj('n')).toMatchObject({ manaCost: '{7}', manaValue: 7, colors: [], power: 6, toughness: 4, prototyped: false });
  });

  it('718.3d: a copy of a permanent that was a prototyped spell has the prototype values', () => {
    const g = new Game().enter(automaton, { id: 'p', prototyped: true }).enter('Clone', { id: 'c', choices: { copyOf: 'p' } });
    expect(g.obj('c')).toMatchObject({ name: 'Test Automaton', manaCost: '{2}{R}', colors: ['red'], power: 3, toughness: 2 });
  });

  it('718.3d: a copy of a permanent cast normally has the normal values', () => {
    const g = new Game().enter(automaton, { id: 'n' }).enter('Clone', { id: 'c', choices: { copyOf: 'n' } });
    expect(g.obj('c')).toMatchObject({ manaCost: '{7}', colors: [], power: 6, toughness: 4 });
  });

  it('718.4: once it leaves the battlefield, the card has its normal characteristics', () => {
    const g = new Game().enter(automaton, { id: 'p', prototyped: true }).move('p', 'graveyard');
    expect(g.obj('p')).toMatchObject({ zone: 'graveyard', manaCost: '{7}', colors: [], power: 6, toughness: 4, prototyped: false });
    // 400.7: back on the battlefield it is a new object, not cast prototyped.
    g.move('p', 'battlefield');
    expect(g.obj('p')).toMatchObject({ manaCost: '{7}', power: 6, toughness: 4, prototyped: false });
  });

  it('a card without a prototype is never prototyped (718.1)', () => {
    const g = new Game().enter('Grizzly Bears', { id: 'b', prototyped: true });
    expect(g.obj('b')).toMatchObject({ manaCost: '{1}{G}', power: 2, prototyped: false });
  });
});
