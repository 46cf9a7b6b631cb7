/**
 * 611.3a: a static ability ending in "instead" replaces what the static ability before it does while its own
 * condition holds; the earlier one applies exactly when that condition does not (static-instead.ts).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

describe('"As long as enchanted creature is a Wizard, it has "{T}: This creature deals 2 damage to target creature." instead." (Lavamancer\'s Skill)', () => {
  const skill = compile(
    "Lavamancer's Skill",
    'Enchantment — Aura',
    'Enchant creature\nEnchanted creature has "{T}: This creature deals 1 damage to target creature."\nAs long as enchanted creature is a Wizard, it has "{T}: This creature deals 2 damage to target creature." instead.',
  );
  const one = '{T}: This creature deals 1 damage to target creature.';
  const two = '{T}: This creature deals 2 damage to target creature.';
  it('is read: the first ability applies only to a non-Wizard', () => {
    expect(skill.report.sentences.filter((s) => s.continuous).every((s) => s.compiled)).toBe(true);
    expect(skill.card.abilities[1]).toMatchObject({ effects: [{ affects: { attached: true, where: { not: { subtype: 'Wizard' } } } }] });
  });
  it('a Wizard has only the 2-damage ability; a Bear only the 1-damage one', () => {
    const wizard = cardOf('Prodigal Sorcerer', 'Creature — Human Wizard', '', ['1', '1']);
    const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
    const w = new Game().enter(wizard).enter(skill.card, { attachedTo: 'prodigal-sorcerer' });
    expect(w.obj('prodigal-sorcerer').abilities).toEqual([two]);
    const b = new Game().enter(bear).enter(skill.card, { attachedTo: 'grizzly-bears' });
    expect(b.obj('grizzly-bears').abilities).toEqual([one]);
  });
});
