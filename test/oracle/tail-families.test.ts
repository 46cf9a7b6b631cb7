/**
 * Continuous-effect families of the coverage tail (issue #26), each read by composition and checked by its
 * rules outcome: licids, abilities kept except mana abilities, maximum hand size changed by a number,
 * "your team", and abilities that function in a graveyard or on the stack.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { cardOf, compile } from './helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('licids: "SELF loses this ability and becomes an Aura enchantment with enchant creature" (205.1a, 303.4)', () => {
  const text =
    "{W}, {T}: Calming Licid loses this ability and becomes an Aura enchantment with enchant creature. Attach it to target creature. You may pay {W} to end this effect.\nEnchanted creature can't attack.";
  const licid = cardOf('Calming Licid', 'Creature — Licid', text, ['2', '2']);
  it('is read with no warning', () => {
    expect(compile('Calming Licid', 'Creature — Licid', text, ['2', '2']).report.warnings).toEqual([]);
  });
  it('once activated it is an Aura enchantment, no longer a creature, and has no activated ability left', () => {
    const g = new Game().enter(licid).enter(bear, { controller: 'opponent' });
    expect(g.obj('calming-licid').types).toEqual(['Creature']);
    g.activate('calming-licid', 1, { targets: ['grizzly-bears'] });
    const o = g.obj('calming-licid');
    expect(o.types).toEqual(['Enchantment']);
    expect(o.subtypes).toEqual(['Aura']);
    expect(o.abilities.some((a) => a.startsWith('{W}, {T}'))).toBe(false);
    expect(o.abilities).toContain('Enchant creature');
    expect(o.abilities).toContain("Enchanted creature can't attack.");
    expect(g.pt('calming-licid')).toEqual([null, null]);
  });
});

describe('"loses all abilities except mana abilities" (605.1a; Blood Sun)', () => {
  const bloodSun = cardOf('Blood Sun', 'Enchantment', 'All lands lose all abilities except mana abilities.');
  const quarry = cardOf('Quarry', 'Land', '{T}: Add {C}.\n{T}: Target creature gets +1/+0 until end of turn.');
  it('a land keeps its mana ability and loses the other one; a creature keeps its abilities', () => {
    const flier = cardOf('Bird', 'Creature — Bird', 'Flying', ['1', '1']);
    const g = new Game().enter(quarry).enter(flier).enter(bloodSun);
    expect(g.obj('quarry').abilities).toEqual(['{T}: Add {C}.']);
    expect(g.obj('bird').abilities).toEqual(['Flying']);
  });
});
