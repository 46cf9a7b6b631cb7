/**
 * "Then if that creature has power 4 or greater, it gains …" (src/oracle/grammar/sentences/resolving/then-if.ts; core
 * resolve.ts `ifAfterEarlier`): 608.2c — the instructions are followed in the order written, so the
 * condition sees the +1/+1 the earlier instruction gave. The halves of an "instead" pair still see the
 * same state (Tragic Slip stays as it was).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const strider = cardOf(
  'Strider, Ranger of the North',
  'Legendary Creature — Human Ranger',
  'Landfall — Whenever a land you control enters, target creature gets +1/+1 until end of turn. Then if that creature has power 4 or greater, it gains first strike until end of turn.',
  ['3', '3'],
);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);

describe('Strider, Ranger of the North (608.2c: in the order written)', () => {
  it('a 3/3 target becomes 4/4, then has power 4: it gains first strike', () => {
    const g = new Game()
      .enter(strider, { id: 'strider' })
      .enter(giant)
      .activate('strider', 1, { trigger: true, targets: ['hill-giant'] });
    expect(g.pt('hill-giant')).toEqual([4, 4]);
    expect(g.obj('hill-giant').abilities).toContain('First strike');
    expect(g.endTurn().obj('hill-giant').abilities).toEqual([]);
  });
  it('a 2/2 target becomes 3/3 only', () => {
    const g = new Game()
      .enter(strider, { id: 'strider' })
      .enter(bear)
      .activate('strider', 1, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    expect(g.obj('grizzly-bears').abilities).not.toContain('First strike');
  });
  it('the check is made once as it resolves (608.2c): pumping the creature afterwards gives nothing', () => {
    const growth = cardOf('Giant Growth', 'Instant', 'Target creature gets +3/+3 until end of turn.');
    const g = new Game()
      .enter(strider, { id: 'strider' })
      .enter(bear)
      .activate('strider', 1, { trigger: true, targets: ['grizzly-bears'] })
      .cast(growth, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([6, 6]);
    expect(g.obj('grizzly-bears').abilities).not.toContain('First strike');
  });
});
