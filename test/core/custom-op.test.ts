/** The escape hatch: operations written as TypeScript functions that declare what they read and write. */
import { afterAll, describe, expect, it } from 'vitest';
import { registerCustomOp, unregisterCustomOp } from '../../src/core/index.js';
import { Game, inline } from '../helpers/game.js';

registerCustomOp('test-double-power', ({ characteristics }) => ({
  power: characteristics.power === null ? null : characteristics.power * 2,
  toughness: 99, // not declared in `writes`: must be ignored
}));
afterAll(() => unregisterCustomOp('test-double-power'));

const doubler = inline({
  name: 'Doubler',
  types: ['Enchantment'],
  abilities: [
    {
      kind: 'static',
      text: 'Creatures you control have their power doubled.',
      effects: [
        {
          affects: { all: { and: [{ type: 'Creature' }, { controller: 'you' }] } },
          ops: [{ op: 'custom', name: 'test-double-power', layer: '7c', reads: ['power'], writes: ['power'] }],
        },
      ],
    },
  ],
});

describe('custom operations', () => {
  it('613.4c a custom 7c operation applies in timestamp order with the other modifiers', () => {
    const g = new Game()
      .enter('Grizzly Bears')
      .cast('Giant Growth', { targets: ['grizzly-bears'] })
      .enter(doubler, { id: 'doubler' });
    expect(g.pt('grizzly-bears')).toEqual([10, 5]);
    const g2 = new Game()
      .enter('Grizzly Bears')
      .enter(doubler, { id: 'doubler' })
      .cast('Giant Growth', { targets: ['grizzly-bears'] });
    expect(g2.pt('grizzly-bears')).toEqual([7, 5]);
  });

  it('an unregistered custom operation changes nothing', () => {
    const g = new Game().enter('Grizzly Bears');
    unregisterCustomOp('test-double-power');
    g.enter(doubler, { id: 'doubler' });
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    registerCustomOp('test-double-power', ({ characteristics }) => ({ power: (characteristics.power ?? 0) * 2 }));
  });
});
