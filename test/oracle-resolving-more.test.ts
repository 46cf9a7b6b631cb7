/**
 * Resolved effects: a leading "For as long as <duration>," is the duration of any effect, not only of a
 * control change (611.2b), and "the chosen permanents" after an instruction that chose targets names those
 * targets (Kitesail Larcenist); "Put each <cards in a zone> onto the battlefield … Each of them is …" (611.2e).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

describe('611.2b, 205.1a: "For as long as this creature remains on the battlefield, the chosen permanents become Treasure artifacts with "…" and lose all other abilities." (Kitesail Larcenist)', () => {
  const larcenist = compile(
    'Kitesail Larcenist',
    'Creature — Human Pirate',
    'Flying, ward {1}\nWhen this creature enters, for each player, choose up to one other target artifact or creature that player controls. For as long as this creature remains on the battlefield, the chosen permanents become Treasure artifacts with "{T}, Sacrifice this artifact: Add one mana of any color" and lose all other abilities.',
    ['1', '1'],
  );
  const elves = cardOf('Llanowar Elves', 'Creature — Elf Druid', '{T}: Add {G}.', ['1', '1']);
  it('each chosen permanent is a Treasure artifact, not a creature, with only the Treasure ability, while the Larcenist stays', () => {
    expect(readAll(larcenist)).toBe(true);
    const g = new Game()
      .enter(larcenist.card, { id: 'larcenist' })
      .enter(bear, { controller: 'opponent' })
      .enter(elves)
      .activate('larcenist', 3, { trigger: true, targets: ['grizzly-bears', 'llanowar-elves'] });
    for (const id of ['grizzly-bears', 'llanowar-elves']) {
      expect(g.obj(id).types).toEqual(['Artifact']);
      expect(g.obj(id).subtypes).toEqual(['Treasure']);
      expect(g.obj(id).abilities).toEqual(['{T}, Sacrifice this artifact: Add one mana of any color.']);
    }
    g.move('larcenist', 'graveyard');
    expect(g.obj('grizzly-bears').types).toEqual(['Creature']);
    expect(g.obj('llanowar-elves').abilities).toEqual(['{T}: Add {G}.']);
  });
});

describe('611.2e, 607.2a: "Put each creature card exiled with this artifact onto the battlefield … Each of them is a 1/1 Spirit in addition to its other types." (Ghost Vacuum)', () => {
  const vacuum = compile(
    'Ghost Vacuum',
    'Artifact',
    '{T}: Exile target card from a graveyard.\n{6}, {T}, Sacrifice this artifact: Put each creature card exiled with this artifact onto the battlefield under your control with a flying counter on it. Each of them is a 1/1 Spirit in addition to its other types. Activate only as a sorcery.',
  );
  const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
  const stone = cardOf('Mind Stone', 'Artifact', '{T}: Add {C}.');
  it('each linked creature card enters under your control as a 1/1 Spirit with a flying counter; other cards stay', () => {
    expect(readAll(vacuum)).toBe(true);
    const g = new Game()
      .enter(vacuum.card, { id: 'vacuum' })
      .enter(bear, { zone: 'exile', exiledWith: 'vacuum', controller: 'opponent' })
      .enter(angel, { zone: 'exile' })
      .enter(stone, { zone: 'exile', exiledWith: 'vacuum' })
      .activate('vacuum', 2);
    const b = g.obj('grizzly-bears');
    expect(b.zone).toBe('battlefield');
    expect(b.controller).toBe('you');
    expect(b.subtypes).toEqual(['Bear', 'Spirit']);
    expect(g.pt('grizzly-bears')).toEqual([1, 1]);
    expect(b.counters).toEqual({ flying: 1 });
    expect(g.obj('serra-angel').zone).toBe('exile');
    expect(g.obj('mind-stone').zone).toBe('exile');
  });
});

describe('701.66a: "Earthbend X, … That land becomes an Island in addition to its other types." (The Legend of Kyoshi)', () => {
  const kyoshi = compile(
    'The Legend of Kyoshi',
    'Enchantment — Saga',
    '(As this Saga enters and after your draw step, add a lore counter.)\nI — Draw cards equal to the greatest power among creatures you control.\nII — Earthbend X, where X is the number of cards in your hand. That land becomes an Island in addition to its other types.\nIII — Exile this Saga, then return it to the battlefield transformed under your control.',
  );
  const forest = cardOf('Forest', 'Basic Land — Forest', '');
  it('earthbend targets a land you control (target 0): a 0/0 land creature with haste (701.66a), also an Island, with both mana abilities (305.7 does not apply)', () => {
    expect(readAll(kyoshi)).toBe(true);
    const g = new Game()
      .enter(kyoshi.card, { id: 'saga' })
      .enter(forest)
      .activate('saga', 2, { trigger: true, targets: ['forest'] });
    expect(g.obj('forest').subtypes).toEqual(['Forest', 'Island']);
    expect(g.obj('forest').types).toEqual(expect.arrayContaining(['Land', 'Creature']));
    expect(g.obj('forest').abilities).toEqual(['{T}: Add {G}.', '{T}: Add {U}.', 'Haste']);
  });
});
