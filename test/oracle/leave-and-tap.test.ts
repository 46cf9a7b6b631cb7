/** One-shot instructions performed as a compiled ability resolves: leaving the battlefield, tapping and untapping. */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { cardOf, compile } from './helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const wall = cardOf('Test Wall', 'Creature — Wall', 'Indestructible', ['0', '4']);

describe('leaving the battlefield as it resolves (any subject phrase)', () => {
  it('701.8a: "Destroy target creature." puts it into its owner\'s graveyard; 702.12b: an indestructible one stays', () => {
    const murder = cardOf('Test Murder', 'Instant', 'Destroy target creature.');
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(wall, { controller: 'opponent' });
    g.cast(murder, { targets: ['grizzly-bears'] }).cast(murder, { id: 'murder-2', targets: ['test-wall'] });
    expect(g.obj('grizzly-bears')).toMatchObject({ zone: 'graveyard', owner: 'opponent' });
    expect(g.obj('test-wall').zone).toBe('battlefield');
  });

  it('"Return target nonland permanent to its owner\'s hand." (a granted ability) moves only the target, to its owner\'s hand', () => {
    const helix = cardOf(
      'Test Helix',
      'Instant',
      'Until end of turn, target creature gains "{T}: Return target nonland permanent to its owner\'s hand."',
    );
    const g = new Game().enter(bear).enter(bear, { id: 'their-bears', controller: 'opponent' }).enter(bear, { id: 'other' });
    g.cast(helix, { targets: ['grizzly-bears'] }).activate('grizzly-bears', 1, { targets: ['their-bears'] });
    expect(g.obj('their-bears')).toMatchObject({ zone: 'hand', owner: 'opponent' });
    expect(g.obj('other').zone).toBe('battlefield');
  });

  it('701.21a: "you may sacrifice SELF" (an Equipment): it leaves and its bonus ends (611.3a)', () => {
    const knife = cardOf(
      'Test Knife',
      'Artifact — Equipment',
      'Equipped creature gets +2/+0.\nWhenever equipped creature attacks, you may sacrifice Test Knife. If you do, Test Knife deals 2 damage to any target.\nEquip {2}',
    );
    const g = new Game().enter(bear).enter(knife, { attachedTo: 'grizzly-bears' });
    expect(g.pt('grizzly-bears')).toEqual([4, 2]);
    g.attack('grizzly-bears').activate('test-knife', 2, { trigger: true, targets: ['opponent'] });
    expect(g.obj('test-knife').zone).toBe('graveyard');
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('701.21a: a player sacrifices only a permanent they control: "Sacrifice enchanted creature" leaves an opponent\'s creature', () => {
    const aura = cardOf('Test Pact', 'Enchantment — Aura', 'Enchant creature\n{0}: Sacrifice enchanted creature.');
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(aura, { attachedTo: 'grizzly-bears' });
    g.activate('test-pact', 2);
    expect(g.obj('grizzly-bears').zone).toBe('battlefield');
  });

  it('406.3, 111.7: "Exile all tokens." — a token exiled ceases to exist; a nontoken creature stays', () => {
    const purge = cardOf('Test Purge', 'Sorcery', 'Exile all tokens.');
    const g = new Game().enter(bear, { id: 'token-bear', token: true }).enter(bear);
    g.cast(purge);
    expect(g.result().objects['token-bear']).toBeUndefined();
    expect(g.obj('grizzly-bears').zone).toBe('battlefield');
  });

  it('a phrase about cards in a graveyard is not a permanent leaving the battlefield: "Exile target card from a graveyard." stays unread', () => {
    const c = compile('Test Relic', 'Instant', 'Exile target card from a graveyard.');
    expect(c.card.abilities[0]?.kind === 'spell' && c.card.abilities[0].resolve?.leave).toBeUndefined();
  });
});

describe('tap and untap any subject phrase (701.26)', () => {
  it('"Untap SELF. It gains shroud until end of turn." untaps the source and gives it shroud', () => {
    const core = cardOf('Test Core', 'Creature — Elemental', '{0}: Untap Test Core. It gains shroud until end of turn.', ['5', '5']);
    const g = new Game().enter(core, { tapped: true }).enter(bear, { tapped: true });
    g.activate('test-core', 1);
    expect(g.obj('test-core')).toMatchObject({ tapped: false });
    expect(g.obj('test-core').abilities).toContain('Shroud');
    expect(g.obj('grizzly-bears').tapped).toBe(true);
  });

  it('"tap that creature and it doesn\'t untap …": the creature the trigger names is tapped, the clause listed', () => {
    const stalker = cardOf(
      'Test Stalker',
      'Creature — Snake',
      "Whenever Test Stalker deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.",
      ['2', '2'],
    );
    const g = new Game().enter(stalker).enter(bear, { controller: 'opponent' }).enter(bear, { id: 'other', controller: 'opponent' });
    g.activate('test-stalker', 1, { trigger: true, choices: { object: 'grizzly-bears' } });
    expect(g.obj('grizzly-bears').tapped).toBe(true);
    expect(g.obj('other').tapped).toBe(false);
    const report = compile(
      'Test Stalker',
      'Creature — Snake',
      "Whenever Test Stalker deals combat damage to a creature, tap that creature and it doesn't untap during its controller's next untap step.",
    ).report;
    expect(report.sentences.some((s) => !s.compiled && s.text.startsWith("it doesn't untap"))).toBe(true);
  });

  it('"At the beginning of each combat, untap equipped creature." untaps the creature the Equipment is attached to', () => {
    const dagger = cardOf('Test Dagger', 'Artifact — Equipment', 'At the beginning of each combat, untap equipped creature.');
    const g = new Game()
      .enter(bear, { tapped: true })
      .enter(bear, { id: 'other', tapped: true })
      .enter(dagger, { attachedTo: 'grizzly-bears' });
    g.activate('test-dagger', 1, { trigger: true });
    expect(g.obj('grizzly-bears').tapped).toBe(false);
    expect(g.obj('other').tapped).toBe(true);
  });
});

describe('life gained and lost as it resolves (119.3)', () => {
  it('"target opponent loses 2 life and you gain 2 life": the target player loses, you gain, nobody else changes', () => {
    const council = cardOf(
      'Test Council',
      'Creature — Spirit',
      'When Test Council enters the battlefield, target opponent loses 2 life and you gain 2 life.',
      ['5', '5'],
    );
    const g = new Game(['you', 'opponent', 'third']).enter(council);
    g.activate('test-council', 1, { trigger: true, targets: ['opponent'] });
    const players = g.result().players;
    expect([players.you?.life, players.opponent?.life, players.third?.life]).toEqual([22, 18, 20]);
  });

  it('"Each opponent loses X life." reads X as it resolves', () => {
    const drain = cardOf('Test Drain', 'Sorcery', 'Each opponent loses X life.');
    const g = new Game(['you', 'opponent', 'third']).cast(drain, { x: 3 });
    const players = g.result().players;
    expect([players.you?.life, players.opponent?.life, players.third?.life]).toEqual([20, 17, 17]);
  });
});

describe('attach as it resolves (701.3)', () => {
  const tentacles = cardOf(
    'Test Tentacles',
    'Artifact — Equipment',
    'Whenever a creature you control with mana value 5 or greater enters, you may attach this Equipment to it.\nEquipped creature gets +4/+4.',
  );
  const angel = { ...cardOf('Test Angel', 'Creature — Angel', 'Flying', ['4', '4']), manaCost: '{3}{W}{W}' };

  it('701.3a, 613.7e: "attach this Equipment to it" moves the Equipment onto the creature that entered, and the bonus with it', () => {
    const g = new Game().enter(bear).enter(tentacles, { attachedTo: 'grizzly-bears' }).enter(angel);
    g.activate('test-tentacles', 1, { trigger: true, choices: { object: 'test-angel' } });
    expect(g.obj('test-tentacles').attachedTo).toBe('test-angel');
    expect(g.pt('test-angel')).toEqual([8, 8]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('701.3b: an Equipment is not attached to a noncreature permanent: it stays where it was', () => {
    const land = cardOf('Test Land', 'Land', '');
    const g = new Game().enter(bear).enter(tentacles, { attachedTo: 'grizzly-bears' }).enter(land);
    g.activate('test-tentacles', 1, { trigger: true, choices: { object: 'test-land' } });
    expect(g.obj('test-tentacles').attachedTo).toBe('grizzly-bears');
  });
});
