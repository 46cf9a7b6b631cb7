/**
 * Amass (701.47a; src/oracle/grammar/sentences/resolving/amass.ts, core resolve.ts): "If you don't control an Army creature, create a
 * 0/0 black [subtype] Army creature token. Choose an Army creature you control. Put N +1/+1 counters on that
 * creature. If it isn't a [subtype], it becomes a [subtype] in addition to its other types." — performed before the
 * effects that follow it in the text (608.2c).
 */
import { describe, expect, it } from 'vitest';
import { castSpell } from '../src/core/index.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const assault = cardOf(
  'Assault on Osgiliath',
  'Sorcery',
  "Amass Orcs X, then Goblins and Orcs you control gain double strike and haste until end of turn. (To amass Orcs X, put X +1/+1 counters on an Army you control. It's also an Orc. If you don't control an Army, create a 0/0 black Orc Army creature token first.)",
);
const goblin = cardOf('Goblin Piker', 'Creature — Goblin Warrior', '', ['2', '1']);
const zombieArmy = cardOf('Zombie Army', 'Token Creature — Zombie Army', '', ['0', '0']);

describe('701.47a amass', () => {
  it('no Army: a 0/0 black Orc Army token with X counters, which gains double strike and haste with the Goblins', () => {
    const g = new Game().enter(goblin).cast(assault, { choices: { x: 3 }, tokens: ['army'] });
    const army = g.obj('army');
    expect(army.subtypes).toEqual(['Orc', 'Army']);
    expect(army.colors).toEqual(['black']);
    expect(g.pt('army')).toEqual([3, 3]);
    expect(army.abilities).toEqual(['Double strike', 'Haste']);
    expect(g.obj('goblin-piker').abilities).toEqual(['Double strike', 'Haste']);
  });
  it('a Zombie Army: it gets the counters and becomes an Orc too (so it gains them), permanently', () => {
    const g = new Game().enter(zombieArmy, { id: 'zombies' }).counters('zombies', { '+1/+1': 1 });
    g.cast(assault, { choices: { x: 2 } });
    expect(g.obj('zombies').subtypes).toEqual(['Zombie', 'Army', 'Orc']);
    expect(g.pt('zombies')).toEqual([3, 3]);
    expect(g.obj('zombies').abilities).toEqual(['Double strike', 'Haste']);
    g.endTurn();
    expect(g.obj('zombies').subtypes).toEqual(['Zombie', 'Army', 'Orc']);
    expect(g.obj('zombies').abilities).toEqual([]);
  });
  it('two Armies: the one chosen is choices.object; without it, bad input', () => {
    const g = new Game()
      .enter(zombieArmy, { id: 'a' })
      .enter(zombieArmy, { id: 'b' })
      .counters('a', { '+1/+1': 1 })
      .counters('b', { '+1/+1': 1 });
    const r = castSpell(g.state, { id: 'assault', card: assault, choices: { x: 2 } });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.message).toContain('choices.object');
    g.cast(assault, { choices: { x: 2, object: 'b' } });
    expect(g.pt('b')).toEqual([3, 3]);
    expect(g.pt('a')).toEqual([1, 1]);
  });
});
