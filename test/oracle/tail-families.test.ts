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

describe('maximum hand size changed by a number, for any players (402.2, 613.11)', () => {
  const devourer = cardOf('Thought Devourer', 'Creature — Beast', 'Flying\nYour maximum hand size is reduced by four.', ['4', '4']);
  const jin = cardOf(
    'Jin-Gitaxias, Core Augur',
    'Legendary Creature — Phyrexian Praetor',
    "Each opponent's maximum hand size is reduced by seven.",
    ['5', '4'],
  );
  const folio = cardOf('Folio of Fancies', 'Artifact', 'Players have no maximum hand size.');
  const spire = cardOf('Spire', 'Artifact', 'Your maximum hand size is increased by one.');
  const hand = (g: Game, p: string) => g.result().players[p]?.maxHandSize;
  it('"reduced by four" takes four from the seven you have; the opponent keeps seven', () => {
    const g = new Game().enter(devourer);
    expect(hand(g, 'you')).toBe(3);
    expect(hand(g, 'opponent')).toBe(7);
  });
  it('two reductions add up, and the size never goes below zero (402.2)', () => {
    const g = new Game().enter(devourer).enter(devourer, { id: 'second' });
    expect(hand(g, 'you')).toBe(0);
    expect(hand(new Game().enter(jin), 'opponent')).toBe(0);
    expect(hand(new Game().enter(spire), 'you')).toBe(8);
  });
  it('"Players have no maximum hand size": every player, and a later reduction leaves no maximum (613.11, timestamp order)', () => {
    const g = new Game().enter(folio).enter(devourer);
    expect(hand(g, 'you')).toBe(null);
    expect(hand(g, 'opponent')).toBe(null);
  });
  it('a reduction followed by "no maximum hand size" is no maximum (613.7)', () => {
    const g = new Game().enter(devourer).enter(folio);
    expect(hand(g, 'you')).toBe(null);
  });
  it('"You have no maximum hand size until your next turn" ends at your next turn (611.2a)', () => {
    const spell = cardOf('Sleep of the Dead', 'Instant', 'You have no maximum hand size until your next turn.');
    const g = new Game().cast(spell);
    expect(hand(g, 'you')).toBe(null);
    g.endTurn();
    expect(hand(g, 'you')).toBe(null);
    g.endTurn();
    expect(hand(g, 'you')).toBe(7);
  });
});

describe('"As long as SELF is in your graveyard [and …], …": the zone an ability functions in (113.6b)', () => {
  const anger = cardOf(
    'Anger',
    'Creature — Incarnation',
    'Haste\nAs long as Anger is in your graveyard and you control a Mountain, creatures you control have haste.',
    ['2', '2'],
  );
  const mountain = cardOf('Mountain', 'Basic Land — Mountain', '({T}: Add {R}.)');
  it('from the graveyard, with a Mountain, your creatures have haste; the opponent’s do not', () => {
    const g = new Game()
      .enter(anger, { zone: 'graveyard' })
      .enter(mountain)
      .enter(bear)
      .enter(bear, { id: 'theirs', controller: 'opponent' });
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    expect(g.obj('theirs').abilities).not.toContain('Haste');
  });
  it('without a Mountain, or with Anger on the battlefield, the ability gives nothing', () => {
    expect(new Game().enter(anger, { zone: 'graveyard' }).enter(bear).obj('grizzly-bears').abilities).not.toContain('Haste');
    expect(new Game().enter(anger).enter(mountain).enter(bear).obj('grizzly-bears').abilities).not.toContain('Haste');
  });
});

describe('"your team" in a game without teams is you (102.3)', () => {
  it('Knights your team controls have flying: yours, not the opponent’s', () => {
    const lord = cardOf('Regna’s Sanction Knight', 'Creature — Human Knight', 'Knights your team controls have flying.', ['2', '2']);
    const knight = cardOf('Knight', 'Creature — Human Knight', '', ['2', '2']);
    const g = new Game().enter(lord).enter(knight).enter(knight, { id: 'theirs', controller: 'opponent' });
    expect(g.obj('knight').abilities).toContain('Flying');
    expect(g.obj('theirs').abilities).not.toContain('Flying');
  });
});

describe('"Put target creature card from an opponent\'s graveyard onto the battlefield under your control. It gains haste." (400.7, 611.2c)', () => {
  it('the card enters under your control and the new object has haste', () => {
    const encore = cardOf(
      'Gruesome Encore',
      'Sorcery',
      "Put target creature card from an opponent's graveyard onto the battlefield under your control. It gains haste.",
    );
    const g = new Game()
      .enter(bear, { zone: 'graveyard', controller: 'opponent', owner: 'opponent' })
      .cast(encore, { targets: ['grizzly-bears'] });
    const o = g.obj('grizzly-bears');
    expect(o.zone).toBe('battlefield');
    expect(o.controller).toBe('you');
    expect(o.abilities).toContain('Haste');
  });
});

describe('"<creatures> that are enchanted" (303.4: an Aura is attached to it)', () => {
  it('Creatures you control that are enchanted get +1/+1: only yours with an Aura on them', () => {
    const anthem = cardOf('Ethereal Anthem', 'Enchantment', 'Creatures you control that are enchanted get +1/+1.');
    const aura = cardOf('Pacifism', 'Enchantment — Aura', "Enchant creature\nEnchanted creature can't attack or block.");
    const g = new Game().enter(anthem).enter(bear).enter(bear, { id: 'plain' }).enter(aura, { attachedTo: 'grizzly-bears' });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    expect(g.pt('plain')).toEqual([2, 2]);
  });
});
