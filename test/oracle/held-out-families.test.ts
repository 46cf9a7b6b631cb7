/**
 * One-shot and condition families the held-out scenarios needed (issue #26, examples/held-out/): each read for
 * every subject phrase of its family, not one card's sentence.
 */
import { describe, expect, it } from 'vitest';
import { castSpell } from '../../src/core/index.js';
import { Game } from '../helpers/game.js';
import { cardOf } from './helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const shrine = cardOf('Test Shrine', 'Enchantment', '');

describe('exchange of control (701.12)', () => {
  const swap = cardOf(
    'Test Swap',
    'Instant',
    'Exchange control of target artifact or creature and another target permanent that shares one of those types with it.',
  );

  it('701.12b: two creatures sharing a listed type change controllers, and it lasts past the turn (611.2a)', () => {
    const g = new Game().enter(bear).enter(bear, { id: 'their-bears', controller: 'opponent' });
    g.cast(swap, { targets: ['grizzly-bears', 'their-bears'] }).endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    expect(g.obj('their-bears').controller).toBe('you');
  });

  it('205.2a, 601.2c: "that shares one of those types with it" refuses an enchantment for a creature', () => {
    const g = new Game().enter(bear).enter(shrine, { controller: 'opponent' });
    const r = castSpell(g.state, { id: 's', card: swap, targets: ['grizzly-bears', 'test-shrine'] });
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-choice', path: ['targets', 1] } });
  });

  it('205.2a: "that shares a card type with it" after "target nonland permanent you control" (Daring Thief\'s phrase)', () => {
    const thief = cardOf(
      'Test Thief',
      'Instant',
      'Exchange control of target nonland permanent you control and target permanent an opponent controls that shares a card type with it.',
    );
    const g = new Game()
      .enter(shrine)
      .enter(shrine, { id: 'their-shrine', controller: 'opponent' })
      .enter(bear, { controller: 'opponent' });
    const refused = castSpell(g.state, { id: 's', card: thief, targets: ['test-shrine', 'grizzly-bears'] });
    expect(refused).toMatchObject({ ok: false, error: { code: 'bad-choice', path: ['targets', 1] } });
    g.cast(thief, { targets: ['test-shrine', 'their-shrine'] });
    expect(g.obj('test-shrine').controller).toBe('opponent');
    expect(g.obj('their-shrine').controller).toBe('you');
  });
});

describe("control to each permanent's owner (108.3, 613.1b)", () => {
  const saurian = cardOf(
    'Test Saurian',
    'Creature — Dinosaur',
    'At the beginning of each end step, each player gains control of all nontoken permanents they own.',
    ['4', '4'],
  );

  it('108.3: each nontoken permanent returns to its owner, indefinitely (611.2a); a token (111.2) is not in the set', () => {
    const g = new Game()
      .enter(saurian)
      .enter(bear)
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .enter(bear, { id: 'their-token', controller: 'opponent', token: true })
      .control('their-bears', 'you')
      .control('their-token', 'you')
      .control('grizzly-bears', 'opponent');
    g.activate('test-saurian', 1, { trigger: true }).endTurn();
    expect(g.obj('their-bears').controller).toBe('opponent');
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('their-token').controller).toBe('you');
  });

  it('"… each land they own that you control": only what you control changes', () => {
    const herald = cardOf(
      'Test Herald',
      'Creature — Spirit',
      'When Test Herald leaves the battlefield, each player gains control of each creature they own that you control.',
      ['2', '4'],
    );
    const g = new Game()
      .enter(herald)
      .enter(bear)
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .control('their-bears', 'you')
      .control('grizzly-bears', 'opponent');
    g.activate('test-herald', 1, { trigger: true });
    expect(g.obj('their-bears').controller).toBe('opponent');
    // Yours, but the opponent controls it: not "that you control".
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
});

describe('a card moved between zones as it resolves (400.3, 400.7)', () => {
  it('400.7: "you may exile a creature card from your graveyard. If you do, create a token that\'s a copy of that card" — exiled, and copied (707.2)', () => {
    const gift = cardOf(
      'Test Gift',
      'Artifact',
      "At the beginning of combat on your turn, you may exile a creature card from your graveyard. If you do, create a token that's a copy of that card, except it's a 4/4 black Zombie.",
    );
    const g = new Game().enter(gift).enter(bear, { zone: 'graveyard' });
    g.activate('test-gift', 1, { trigger: true, choices: { object: 'grizzly-bears' }, tokens: ['zombie-bears'] });
    expect(g.obj('grizzly-bears').zone).toBe('exile');
    expect(g.obj('zombie-bears')).toMatchObject({ name: 'Grizzly Bears', power: 4, toughness: 4, colors: ['black'] });
  });

  it('400.3: "put a card an opponent owns from exile into that player\'s graveyard" — only a card in exile that an opponent owns', () => {
    const strangler = cardOf(
      'Test Strangler',
      'Creature — Eldrazi',
      "When Test Strangler enters, you may put a card an opponent owns from exile into that player's graveyard.",
      ['3', '2'],
    );
    const g = new Game()
      .enter(strangler)
      .enter(bear, { id: 'theirs', controller: 'opponent', zone: 'exile' })
      .enter(bear, { zone: 'exile' });
    g.activate('test-strangler', 1, { trigger: true, choices: { object: 'theirs' } });
    expect(g.obj('theirs')).toMatchObject({ zone: 'graveyard', owner: 'opponent' });
    g.activate('test-strangler', 1, { trigger: true, choices: { object: 'grizzly-bears' } });
    expect(g.obj('grizzly-bears').zone).toBe('exile');
  });
});
