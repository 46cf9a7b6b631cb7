/**
 * Earthbend (701.66a; src/oracle/grammar/sentences/resolving/earthbend.ts): "Target land you control becomes a 0/0 land creature with
 * haste in addition to its other types. Put N +1/+1 counters on it." — and "That land" after it is that target
 * (The Legend of Kyoshi). Also the plural referent after "Put onto the battlefield … all …" (Supper for Spiders,
 * 608.2c, 205.1a: the card types named replace the others).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('701.66a earthbend', () => {
  it('Earth Rumble-like "Earthbend 2.": the target land is a 0/0 land creature with haste and two +1/+1 counters', () => {
    const rumble = cardOf('Earthbending Test', 'Sorcery', 'Earthbend 2.');
    const g = new Game().enter(forest).cast(rumble, { targets: ['forest'] });
    const land = g.obj('forest');
    expect(land.types).toEqual(['Land', 'Creature']);
    expect(land.subtypes).toEqual(['Forest']);
    expect(land.abilities).toEqual(['{T}: Add {G}.', 'Haste']);
    expect(g.pt('forest')).toEqual([2, 2]);
  });
  it('The Legend of Kyoshi II: X is the number of cards in your hand; "That land becomes an Island in addition to its other types"', () => {
    const text =
      '(As this Saga enters and after your draw step, add a lore counter.)\nI — Draw cards equal to the greatest power among creatures you control.\nII — Earthbend X, where X is the number of cards in your hand. That land becomes an Island in addition to its other types.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.';
    expect(
      compile('The Legend of Kyoshi', 'Enchantment — Saga', text)
        .report.sentences.filter((s) => s.continuous)
        .every((s) => s.compiled),
    ).toBe(true);
    const kyoshi = cardOf('The Legend of Kyoshi', 'Enchantment — Saga', text);
    const g = new Game()
      .enter(kyoshi, { id: 'kyoshi' })
      .enter(forest)
      .enter(bear, { zone: 'hand', id: 'a' })
      .enter(bear, { zone: 'hand', id: 'b' })
      .enter(bear, { zone: 'hand', id: 'c' });
    g.activate('kyoshi', 2, { trigger: true, targets: ['forest'] });
    expect(g.obj('forest').subtypes).toEqual(['Forest', 'Island']);
    expect(g.pt('forest')).toEqual([3, 3]);
    expect(g.obj('forest').abilities).toEqual(['{T}: Add {G}.', '{T}: Add {U}.', 'Haste']);
  });
});

describe('608.2c: "They are Food artifacts with …" after "Put onto the battlefield … all creature cards …" (Supper for Spiders)', () => {
  const supper = cardOf(
    'Supper for Spiders',
    'Instant',
    'Put onto the battlefield under your control all creature cards in your opponents\' graveyards that were put there from the battlefield this turn. They are Food artifacts with "{2}, {T}, Sacrifice this artifact: You gain 3 life." (They lose all other types and subtypes.)',
  );
  it('the creatures the scenario put onto the battlefield are Food artifacts, not creatures (205.1a)', () => {
    const g = new Game().enter(bear, { zone: 'graveyard', controller: 'opponent' }).move('grizzly-bears', 'battlefield', 'you');
    g.cast(supper, { choices: { objects: ['grizzly-bears'] } });
    const food = g.obj('grizzly-bears');
    expect(food.types).toEqual(['Artifact']);
    expect(food.subtypes).toEqual(['Food']);
    expect(food.abilities).toEqual(['{2}, {T}, Sacrifice this artifact: You gain 3 life.']);
  });
});
