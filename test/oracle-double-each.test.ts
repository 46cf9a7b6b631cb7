/**
 * 701.10b, 608.2h: "double the power and toughness of each creature you control until end of turn" gives each
 * creature +X/+Y, X and Y its own power and toughness as the ability resolves, fixed then for each object.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const elves = cardOf('Llanowar Elves', 'Creature — Elf Druid', '{T}: Add {G}.', ['1', '1']);

describe('701.10b: Unnatural Growth — "double the power and toughness of each creature you control until end of turn"', () => {
  const growth = compile(
    'Unnatural Growth',
    'Enchantment',
    'At the beginning of each combat, double the power and toughness of each creature you control until end of turn.',
  );
  it("each of your creatures gets its own +X/+X; an opponent's does not; later pumps do not change X", () => {
    const g = new Game()
      .enter(bear)
      .enter(elves)
      .enter(bear, { id: 'theirs', controller: 'opponent' })
      .enter(growth.card)
      .activate('unnatural-growth', 1, { trigger: true });
    expect([g.obj('grizzly-bears').power, g.obj('grizzly-bears').toughness]).toEqual([4, 4]);
    expect([g.obj('llanowar-elves').power, g.obj('llanowar-elves').toughness]).toEqual([2, 2]);
    expect([g.obj('theirs').power, g.obj('theirs').toughness]).toEqual([2, 2]);
    g.cast('Giant Growth', { targets: ['grizzly-bears'] });
    expect([g.obj('grizzly-bears').power, g.obj('grizzly-bears').toughness]).toEqual([7, 7]);
  });
});
