/**
 * 400.7, 611.2e: after a return to the battlefield the grammar can't read, "It's a 1/1 Spirit creature …" is
 * about the permanent the return would have made. Read against the target (a card that stays in the
 * graveyard) it was wrong; it is reported unread instead, so the scenario gets a warning.
 */
import { describe, expect, it } from 'vitest';
import { compile } from './oracle/helpers.js';

describe('611.2e: an effect on what an unread return put onto the battlefield is unread', () => {
  it('Abuelo\'s Awakening: "Return target … card … with X additional +1/+1 counters on it. It\'s a 1/1 Spirit creature …"', () => {
    const c = compile(
      "Abuelo's Awakening",
      'Sorcery',
      "Return target artifact or non-Aura enchantment card from your graveyard to the battlefield with X additional +1/+1 counters on it. It's a 1/1 Spirit creature with flying in addition to its other types.",
    );
    const spirit = c.report.sentences.find((s) => s.continuous);
    expect(spirit?.compiled).toBe(false);
    expect(c.report.warnings.length).toBe(1);
    expect(c.card.abilities[0]).not.toHaveProperty('resolve');
  });
  it('Relive the Past: "They are 5/5 Elemental creatures" is not read as the last target only', () => {
    const c = compile(
      'Relive the Past',
      'Sorcery',
      'Return up to one target artifact card, up to one target land card, and up to one target non-Aura enchantment card from your graveyard to the battlefield. They are 5/5 Elemental creatures in addition to their other types.',
    );
    expect(c.report.warnings.length).toBe(1);
  });
  it('a return the grammar reads still carries its effect: "Return target creature card … It gains haste until end of turn."', () => {
    const c = compile(
      'Unearth Test',
      'Sorcery',
      'Return target creature card from your graveyard to the battlefield. It gains haste until end of turn.',
    );
    expect(c.report.warnings).toEqual([]);
    expect(c.card.abilities[0]).toHaveProperty('resolve.putOntoBattlefield');
  });
});
