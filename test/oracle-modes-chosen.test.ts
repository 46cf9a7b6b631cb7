/**
 * "choose one that hasn't been chosen [this turn] —" (700.2): one mode, named by the scenario (`modes`),
 * which honours the restriction as it does a target's (601.2c); the chosen mode resolves.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

describe("choose one that hasn't been chosen (700.2)", () => {
  it('Silent Hallcreeper: "This creature becomes a copy of another target creature you control" (707.2, 613.2a)', () => {
    const creeper = cardOf(
      'Silent Hallcreeper',
      'Enchantment Creature — Horror',
      [
        "This creature can't be blocked.",
        "Whenever this creature deals combat damage to a player, choose one that hasn't been chosen —",
        '• Put two +1/+1 counters on this creature.',
        '• Draw a card.',
        '• This creature becomes a copy of another target creature you control.',
      ].join('\n'),
      ['1', '1'],
    );
    const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
    const g = new Game().enter(creeper, { id: 'creeper' }).enter(giant, { id: 'giant' });
    g.activate('creeper', 2, { trigger: true, modes: [3], targets: ['giant'] });
    expect(g.obj('creeper').name).toBe('Hill Giant');
    expect(g.pt('creeper')).toEqual([3, 3]);
  });

  it('The Vision: "choose one that hasn\'t been chosen this turn — • Solar Beam — The Vision gains double strike until end of turn"', () => {
    const vision = cardOf(
      'The Vision',
      'Legendary Artifact Creature — Robot Hero',
      [
        'Flying, vigilance',
        "Whenever you cast a noncreature spell, choose one that hasn't been chosen this turn —",
        '• Solar Beam — The Vision gains double strike until end of turn.',
        '• Density Control — The Vision gains indestructible until end of turn.',
        '• Technopathy — Draw a card.',
      ].join('\n'),
      ['2', '5'],
    );
    const g = new Game().enter(vision, { id: 'vision' });
    const trigger = vision.abilities.findIndex((a) => a.kind === 'triggered') + 1;
    g.activate('vision', trigger, { trigger: true, modes: [1] });
    expect(g.obj('vision').abilities).toContain('Double strike');
    expect(g.obj('vision').abilities).not.toContain('Indestructible');
    g.endTurn();
    expect(g.obj('vision').abilities).not.toContain('Double strike');
  });
});
