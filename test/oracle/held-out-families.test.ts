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
