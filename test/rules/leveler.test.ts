/**
 * 711.2a-b: a leveler's "LEVEL N1-N2" / "LEVEL N3+" striation, its power/toughness box and its abilities are one
 * static ability that applies only with that many level counters; 711.5: below the first, the uppermost box
 * (the printed P/T). A copy has no level counters (122.1, 707.2). The Oracle text is the 2018 wording of
 * ../shared/reference/scryfall-2018-cards.json.
 */
import { describe, expect, it } from 'vitest';
import { failures } from './helpers.js';

const master = {
  object: 'card',
  name: 'Transcendent Master',
  layout: 'leveler',
  mana_cost: '{1}{W}{W}',
  type_line: 'Creature — Human Cleric Avatar',
  oracle_text:
    'Level up {1} ({1}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 6-11\n6/6\nLifelink\nLEVEL 12+\n9/9\nLifelink, indestructible',
  power: '3',
  toughness: '3',
  colors: ['W'],
};
const treespeaker = {
  object: 'card',
  name: 'Joraga Treespeaker',
  layout: 'leveler',
  mana_cost: '{G}',
  type_line: 'Creature — Elf Druid',
  oracle_text:
    'Level up {1}{G} ({1}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-4\n1/2\n{T}: Add {G}{G}.\nLEVEL 5+\n1/4\nElves you control have "{T}: Add {G}{G}."',
  power: '1',
  toughness: '1',
  colors: ['G'],
};

describe('711.2: leveler striations apply at their level only', () => {
  it('711.2a-b, 711.5: Transcendent Master at 0, 6 and 12 level counters: 3/3; 6/6 lifelink; 9/9 lifelink and indestructible', () => {
    const f = failures(`battlefield:
  - { id: m0, card: { name: Transcendent Master, typeLine: "Creature — Human Cleric Avatar", manaCost: "{1}{W}{W}", power: 3, toughness: 3, oracle: ${JSON.stringify(master.oracle_text)} } }
  - { id: m6, counters: { level: 6 }, card: { name: Transcendent Master, typeLine: "Creature — Human Cleric Avatar", manaCost: "{1}{W}{W}", power: 3, toughness: 3, oracle: ${JSON.stringify(master.oracle_text)} } }
  - { id: m12, counters: { level: 12 }, card: { name: Transcendent Master, typeLine: "Creature — Human Cleric Avatar", manaCost: "{1}{W}{W}", power: 3, toughness: 3, oracle: ${JSON.stringify(master.oracle_text)} } }
events:
  - expect:
      m0: { power: 3, toughness: 3, lacks: [Lifelink, Indestructible] }
      m6: { power: 6, toughness: 6, has: [Lifelink], lacks: [Indestructible] }
      m12: { power: 9, toughness: 9, has: [Lifelink, Indestructible] }
  - counters: { m6: { level: 6 } }
  - expect:
      m6: { power: 9, toughness: 9, has: [Indestructible] }
  - counters: { m12: { level: -7 } }
  - expect:
      m12: { power: 3, toughness: 3, lacks: [Lifelink] }
`);
    expect(f).toEqual([]);
  });

  it('711.2a: Joraga Treespeaker at level 5 grants its Elves the mana ability; at level 1-4 it has it itself', () => {
    const f = failures(`battlefield:
  - { id: j, counters: { level: 1 }, card: { name: Joraga Treespeaker, typeLine: "Creature — Elf Druid", manaCost: "{G}", power: 1, toughness: 1, oracle: ${JSON.stringify(treespeaker.oracle_text)} } }
  - Llanowar Elves
events:
  - expect:
      j: { power: 1, toughness: 2, has: ["{T}: Add {G}{G}."] }
      llanowar-elves: { lacks: ["{T}: Add {G}{G}."] }
  - counters: { j: { level: 4 } }
  - expect:
      j: { power: 1, toughness: 4 }
      llanowar-elves: { has: ["{T}: Add {G}{G}."] }
`);
    expect(f).toEqual([]);
  });

  it('707.2, 122.1: a copy of a level-12 Transcendent Master has no level counters: a 3/3 without lifelink', () => {
    const f = failures(`battlefield:
  - { id: m12, counters: { level: 12 }, card: { name: Transcendent Master, typeLine: "Creature — Human Cleric Avatar", manaCost: "{1}{W}{W}", power: 3, toughness: 3, oracle: ${JSON.stringify(master.oracle_text)} } }
  - { id: clone, card: Clone, choices: { copyOf: m12 } }
events:
  - expect:
      m12: { power: 9, toughness: 9 }
      clone: { name: Transcendent Master, power: 3, toughness: 3, lacks: [Lifelink, Indestructible] }
`);
    expect(f).toEqual([]);
  });
});
