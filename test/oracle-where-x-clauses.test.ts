/**
 * 107.3a-c: a closing "where X is …" defines the X of every clause of the sentence, not only the last one.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const ornithopter = cardOf('Ornithopter', 'Artifact Creature — Thopter', 'Flying', ['0', '2']);

describe('107.3a: Monoist Circuit-Feeder — "… gets +X/+0 and … gets -0/-X, where X is the number of artifacts you control."', () => {
  const feeder = compile(
    'Monoist Circuit-Feeder',
    'Artifact Creature — Nautilus',
    'Flying\nWhen this creature enters, until end of turn, target creature you control gets +X/+0 and target creature an opponent controls gets -0/-X, where X is the number of artifacts you control.',
    ['4', '4'],
  );
  it('both creatures change by the number of artifacts (2: the Feeder and an Ornithopter)', () => {
    const g = new Game()
      .enter(ornithopter)
      .enter(bear, { controller: 'opponent' })
      .enter(feeder.card)
      .activate('monoist-circuit-feeder', 2, { trigger: true, targets: ['ornithopter', 'grizzly-bears'] });
    expect([g.obj('ornithopter').power, g.obj('ornithopter').toughness]).toEqual([2, 2]);
    expect([g.obj('grizzly-bears').power, g.obj('grizzly-bears').toughness]).toEqual([2, 0]);
  });
});
