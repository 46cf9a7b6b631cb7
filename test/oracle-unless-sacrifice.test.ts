/** 118.12: "… unless you sacrifice a land" — an effect that happens only if the cost, here not mana, was not paid as it resolved. */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const custody = cardOf(
  'Custody Battle',
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature has "At the beginning of your upkeep, target opponent gains control of this creature unless you sacrifice a land."',
);

describe('118.12: "unless you sacrifice a land"', () => {
  it('Custody Battle: resolved without the sacrifice, the target opponent gains control of the enchanted creature (613.1b)', () => {
    const g = new Game().enter(bear).enter(bear, { id: 'other' }).enter(custody, { attachedTo: 'grizzly-bears' });
    g.activate('grizzly-bears', 1, { trigger: true, targets: ['opponent'] });
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    expect(g.obj('other').controller).toBe('you');
  });

  it('Custody Battle: with the land sacrificed (`choices.paid: [unless]`), control does not change', () => {
    const g = new Game().enter(bear).enter(custody, { attachedTo: 'grizzly-bears' });
    g.activate('grizzly-bears', 1, { trigger: true, targets: ['opponent'], choices: { paid: ['unless'] } });
    expect(g.obj('grizzly-bears').controller).toBe('you');
  });

  it('"unless you discard a card" and "unless you pay {2}" read alike (118.12)', () => {
    for (const cost of ['discard a card', 'pay {2}']) {
      const text = `At the beginning of your upkeep, target opponent gains control of this creature unless you ${cost}.`;
      const card = cardOf('Test Waif', 'Creature — Human', text, ['1', '1']);
      const g = new Game().enter(card);
      g.activate('test-waif', 1, { trigger: true, targets: ['opponent'] });
      expect(g.obj('test-waif').controller).toBe('opponent');
    }
  });
});
