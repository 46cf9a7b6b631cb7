/**
 * Rooms (709.5): a locked half's name, mana cost and rules text are not the permanent's; the unlocked
 * designations are not copiable values, the halves are (709.5b-c).
 */
import { describe, expect, it } from 'vitest';
import { type CardDef, setDoor } from '../../src/core/index.js';
import { Game } from '../helpers/game.js';

const anthem = {
  kind: 'static' as const,
  text: 'Creatures you control get +1/+1.',
  effects: [
    {
      affects: { all: { and: [{ type: 'Creature' }, { controller: 'you' as const }] } },
      ops: [{ op: 'modifyPT' as const, power: 1, toughness: 1 }],
    },
  ],
};
const flying = { kind: 'keyword' as const, text: 'Flying', keyword: 'flying' };
const room: CardDef = {
  name: 'Parlor // Attic',
  manaCost: '{1}{W} // {3}{U}{U}',
  types: ['Enchantment'],
  subtypes: ['Room'],
  supertypes: [],
  power: null,
  toughness: null,
  loyalty: null,
  defense: null,
  abilities: [anthem, flying],
  halves: [
    { name: 'Parlor', manaCost: '{1}{W}', abilities: [anthem] },
    { name: 'Attic', manaCost: '{3}{U}{U}', abilities: [flying] },
  ],
};

function door(g: Game, id: string, d: string, lock = false): Game {
  const r = setDoor(g.state, id, d, lock);
  if (!r.ok) throw new Error(r.error.message);
  g.state = r.value;
  return g;
}

describe('Rooms (709.5)', () => {
  it('709.5: with both doors locked it has no name, no mana cost, no colour and no abilities; its types are the shared line (709.5a)', () => {
    const g = new Game().enter(room, { id: 'r' });
    expect(g.obj('r')).toMatchObject({
      name: null,
      manaCost: null,
      manaValue: 0,
      colors: [],
      abilities: [],
      types: ['Enchantment'],
      subtypes: ['Room'],
      unlocked: [],
    });
  });

  it('709.5f: unlocking a door gives that half; both: both names and mana costs (709.4a-b)', () => {
    const g = new Game().enter(room, { id: 'r' }).enter('Grizzly Bears');
    door(g, 'r', 'left');
    expect(g.obj('r')).toMatchObject({
      name: 'Parlor',
      manaCost: '{1}{W}',
      colors: ['white'],
      abilities: ['Creatures you control get +1/+1.'],
    });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    door(g, 'r', 'Attic');
    expect(g.obj('r')).toMatchObject({ name: 'Parlor // Attic', manaValue: 7, colors: ['white', 'blue'], unlocked: ['left', 'right'] });
    // 709.5g: locking it again.
    door(g, 'r', 'left', true);
    expect(g.obj('r')).toMatchObject({ name: 'Attic', abilities: ['Flying'] });
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('unlocking is a designation: no new timestamp (613.7 gives none)', () => {
    const g = new Game().enter(room, { id: 'r' }).enter('Grizzly Bears');
    const before = g.obj('r').timestamp;
    door(g, 'r', 'right');
    expect(g.obj('r').timestamp).toBe(before);
  });

  it('709.5b-c: a copy has the halves but its own (locked) doors; unlocked on the copy, it has that half', () => {
    const g = new Game()
      .enter(room, { id: 'r', unlocked: ['left'] })
      .enter('Opalescence')
      .enter('Clone', { id: 'c', choices: { copyOf: 'r' } });
    expect(g.obj('c')).toMatchObject({ name: null, manaValue: 0, abilities: [], unlocked: [] });
    door(g, 'c', 'right');
    expect(g.obj('c')).toMatchObject({ name: 'Attic', manaValue: 5, abilities: ['Flying'], unlocked: ['right'] });
    expect(g.obj('r')).toMatchObject({ name: 'Parlor', unlocked: ['left'] });
  });

  it('709.5f-g: an unlocked door cannot be unlocked again, a locked one not locked; a non-Room has no doors', () => {
    const g = new Game().enter(room, { id: 'r', unlocked: ['left'] }).enter('Grizzly Bears');
    const again = setDoor(g.state, 'r', 'left');
    expect(!again.ok && again.error.message).toMatch(/already unlocked \(709\.5f/);
    const locked = setDoor(g.state, 'r', 'right', true);
    expect(!locked.ok && locked.error.message).toMatch(/already locked \(709\.5g/);
    const bears = setDoor(g.state, 'grizzly-bears', 'left');
    expect(!bears.ok && bears.error.message).toMatch(/is not a Room/);
    const name = setDoor(g.state, 'r', 'Cellar');
    expect(!name.ok && name.error).toMatchObject({ path: ['door'], message: expect.stringMatching(/no door "Cellar"/) });
  });

  it('709.4: in the graveyard a Room has both halves combined', () => {
    const g = new Game().enter(room, { id: 'r', unlocked: ['left'] }).move('r', 'graveyard');
    expect(g.obj('r')).toMatchObject({ name: 'Parlor // Attic', manaValue: 7 });
    expect(g.obj('r').unlocked).toBeUndefined();
  });
});
