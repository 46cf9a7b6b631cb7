/** Static-ability families: anthems and filters, Auras and Equipment, types, colours, CDAs, players, conditions. */
import { describe, expect, it } from 'vitest';
import { only } from './helpers.js';

const E = 'Enchantment';

describe('anthems and noun phrases', () => {
  it('Other Elf creatures you control get +1/+1 and have islandwalk', () => {
    expect(only('Lord', 'Creature — Elf', 'Other Elf creatures you control get +1/+1 and have islandwalk.')).toEqual({
      kind: 'static',
      text: 'Other Elf creatures you control get +1/+1 and have islandwalk.',
      effects: [
        {
          affects: { all: { and: [{ other: true }, { subtype: 'Elf' }, { type: 'Creature' }, { controller: 'you' }] } },
          ops: [
            { op: 'modifyPT', power: 1, toughness: 1 },
            { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Islandwalk', keyword: 'islandwalk' }] },
          ],
        },
      ],
    });
  });
  it('Creatures your opponents control get -1/-0 (no negative zero)', () => {
    const a = only('Curse', E, 'Creatures your opponents control get -1/-0.');
    expect(a.kind === 'static' && a.effects[0]).toEqual({
      affects: { all: { and: [{ type: 'Creature' }, { controller: 'opponent' }] } },
      ops: [{ op: 'modifyPT', power: -1, toughness: 0 }],
    });
    const op = a.kind === 'static' ? a.effects[0]?.ops[0] : undefined;
    expect(op?.op === 'modifyPT' && Object.is(op.toughness, -0)).toBe(false);
  });
  it('Each creature you control with a +1/+1 counter on it has trample', () => {
    const a = only('Test Card', E, 'Each creature you control with a +1/+1 counter on it has trample.');
    expect(a.kind === 'static' && a.effects[0]?.affects).toEqual({
      all: { and: [{ type: 'Creature' }, { controller: 'you' }, { counter: '+1/+1' }] },
    });
  });
  it('colours, tokens, nontoken, attacking', () => {
    const w = only('Test Card', E, 'White creatures you control get +1/+1.');
    expect(w.kind === 'static' && w.effects[0]?.affects).toEqual({
      all: { and: [{ color: 'white' }, { type: 'Creature' }, { controller: 'you' }] },
    });
    const t = only('Test Card', E, 'Creature tokens you control have haste.');
    expect(t.kind === 'static' && t.effects[0]?.affects).toEqual({
      all: { and: [{ type: 'Creature' }, { token: true }, { controller: 'you' }] },
    });
    const n = only('Test Card', E, 'Nontoken creatures you control have riot.');
    expect(n.kind === 'static' && n.effects[0]?.affects).toEqual({
      all: { and: [{ token: false }, { type: 'Creature' }, { controller: 'you' }] },
    });
    const atk = only('Test Card', E, 'Attacking creatures you control get +1/+0.');
    expect(atk.kind === 'static' && atk.effects[0]?.affects).toEqual({
      all: { and: [{ attacking: true }, { type: 'Creature' }, { controller: 'you' }] },
    });
  });
  it('for each: Enchanted creature gets +1/+1 for each Forest you control', () => {
    const a = only('Blanchwood', 'Enchantment — Aura', 'Enchanted creature gets +1/+1 for each Forest you control.');
    const per = { count: { and: [{ subtype: 'Forest' }, { controller: 'you' }] } };
    expect(a.kind === 'static' && a.effects[0]).toEqual({
      affects: { attached: true },
      ops: [{ op: 'modifyPT', power: per, toughness: per }],
    });
  });
  it('creatures of the chosen type', () => {
    const a = only('Test Card', E, 'Creatures you control of the chosen type get +1/+1.');
    expect(a.kind === 'static' && a.effects[0]?.affects).toEqual({
      all: { and: [{ type: 'Creature' }, { controller: 'you' }, { subtype: { chosen: 'creatureType' } }] },
    });
  });
});

describe('Auras and Equipment', () => {
  it('Enchanted creature gets +2/+2 and has flying', () => {
    const a = only('Test Card', 'Enchantment — Aura', 'Enchanted creature gets +2/+2 and has flying.');
    expect(a.kind === 'static' && a.effects).toEqual([
      {
        affects: { attached: true },
        ops: [
          { op: 'modifyPT', power: 2, toughness: 2 },
          { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Flying', keyword: 'flying' }] },
        ],
      },
    ]);
  });
  it('You control enchanted creature', () => {
    const a = only('Test Card', 'Enchantment — Aura', 'You control enchanted creature.');
    expect(a.kind === 'static' && a.effects).toEqual([{ affects: { attached: true }, ops: [{ op: 'control', player: 'you' }] }]);
  });
  it('Equipped creature has a quoted ability', () => {
    const a = only('Test Card', 'Artifact — Equipment', 'Equipped creature has "{T}: Add {G}."');
    expect(a.kind === 'static' && a.effects[0]?.ops).toEqual([
      { op: 'addAbilities', abilities: [{ kind: 'mana', text: '{T}: Add {G}.' }] },
    ]);
  });
  it('Enchanted land is a Mountain (sets land types, 305.7)', () => {
    const a = only('Test Card', 'Enchantment — Aura', 'Enchanted land is a Mountain.');
    expect(a.kind === 'static' && a.effects[0]?.ops).toEqual([{ op: 'setTypes', subtypes: ['Mountain'] }]);
  });
  it('As long as enchanted creature is red, it gets +1/+1: folded into the selector', () => {
    const a = only('Test Card', 'Enchantment — Aura', 'As long as enchanted creature is red, it gets +1/+1.');
    expect(a.kind === 'static' && a.effects[0]).toEqual({
      affects: { attached: true, where: { color: 'red' } },
      ops: [{ op: 'modifyPT', power: 1, toughness: 1 }],
    });
  });
});

describe('types, colours and abilities', () => {
  it('is a … in addition to its other types', () => {
    const a = only('Test Card', E, 'Each creature you control is a Zombie in addition to its other types.');
    expect(a.kind === 'static' && a.effects[0]?.ops).toEqual([{ op: 'addTypes', subtypes: ['Zombie'] }]);
  });
  it('loses all abilities; is colorless; every creature type; every basic land type', () => {
    const lose = only('Test Card', E, 'All creatures lose all abilities.');
    expect(lose.kind === 'static' && lose.effects[0]?.ops).toEqual([{ op: 'removeAbilities', all: true }]);
    const colorless = only('Test Card', E, 'All permanents are colorless.');
    expect(colorless.kind === 'static' && colorless.effects[0]?.ops).toEqual([{ op: 'setColors', colors: [] }]);
    const every = only('Test Card', E, 'Creatures you control are every creature type.');
    expect(every.kind === 'static' && every.effects[0]?.ops).toEqual([{ op: 'allCreatureTypes' }]);
    const lands = only('Test Card', E, 'Lands you control are every basic land type in addition to their other types.');
    expect(lands.kind === 'static' && lands.effects[0]?.ops).toEqual([{ op: 'everyBasicLandType' }]);
  });
  it('has base power and toughness 1/1 (7b)', () => {
    const a = only('Test Card', E, 'Other creatures have base power and toughness 1/1.');
    expect(a.kind === 'static' && a.effects[0]?.ops).toEqual([{ op: 'setPT', power: 1, toughness: 1 }]);
  });
  it("can't have or gain", () => {
    const a = only('Test Card', E, "Creatures your opponents control lose flying and can't have or gain flying.");
    expect(a.kind === 'static' && a.effects[0]?.ops).toEqual([
      { op: 'removeAbilities', keywords: ['flying'] },
      { op: 'cantHave', keywords: ['flying'] },
    ]);
  });
});

describe('CDAs (604.3)', () => {
  it('power and toughness are each equal to the number of …', () => {
    const a = only(
      'Nightmare',
      'Creature — Nightmare Horse',
      "Nightmare's power and toughness are each equal to the number of Swamps you control.",
    );
    const n = { count: { and: [{ subtype: 'Swamp' }, { controller: 'you' }] } };
    expect(a).toMatchObject({
      kind: 'static',
      cda: true,
      zones: 'all',
      effects: [{ affects: { self: true }, ops: [{ op: 'setPT', power: n, toughness: n }] }],
    });
  });
  it('power is equal to …; toughness is that number plus 1', () => {
    const a = only(
      'Lhurgoyf',
      'Creature — Lhurgoyf',
      "Lhurgoyf's power is equal to the number of creature cards in all graveyards and its toughness is equal to that number plus 1.",
    );
    const n = { count: { type: 'Creature' }, zones: ['graveyard'] };
    expect(a.kind === 'static' && a.cda && a.effects[0]?.ops).toEqual([{ op: 'setPT', power: n, toughness: { sum: [n, 1] } }]);
  });
});

describe('players and rules', () => {
  it('You have hexproof / no maximum hand size / Players can’t …', () => {
    const h = only('Test Card', E, 'You have hexproof.');
    expect(h.kind === 'static' && h.effects).toEqual([
      { affects: { players: 'you' }, ops: [{ op: 'playerAbility', abilities: ['Hexproof'] }] },
    ]);
    const m = only('Test Card', E, 'You have no maximum hand size.');
    expect(m.kind === 'static' && m.effects).toEqual([{ affects: { game: true }, ops: [{ op: 'maxHandSize', value: null }] }]);
    const p = only('Test Card', E, "Players can't gain life.");
    expect(p.kind === 'static' && p.effects).toEqual([
      { affects: { game: true }, ops: [{ op: 'rule', text: "Players can't gain life." }] },
    ]);
  });
});

describe('conditions', () => {
  it('as long as you control …', () => {
    const a = only('Test Card', 'Creature — Bird', 'As long as you control an artifact, this creature gets +1/+1 and has flying.');
    expect(a.kind === 'static' && a.effects[0]?.condition).toEqual({
      count: { and: [{ type: 'Artifact' }, { controller: 'you' }] },
      gte: 1,
    });
  });
  it('during your turn → yourTurn', () => {
    const a = only('Test Card', 'Creature — Bird', 'During your turn, this creature has first strike.');
    expect(a.kind === 'static' && a.effects[0]?.condition).toEqual({ yourTurn: true });
    const b = only('Test Card', 'Creature — Bird', "As long as it's your turn, this creature gets +2/+0.");
    expect(b.kind === 'static' && b.effects[0]?.condition).toEqual({ yourTurn: true });
  });
  it('as long as you have 30 or more life', () => {
    const a = only('Test Card', 'Creature — Bird', 'As long as you have 30 or more life, this creature gets +5/+5.');
    expect(a.kind === 'static' && a.effects[0]?.condition).toEqual({ compare: [{ life: 'you' }, '>=', 30] });
  });
  it("as long as it's attacking → the source's filter", () => {
    const a = only('Test Card', 'Creature — Bird', "As long as it's attacking, this creature gets +2/+0.");
    expect(a.kind === 'static' && a.effects[0]?.affects).toEqual({ self: true, where: { attacking: true } });
  });
});

describe('as-enters replacements and copies', () => {
  it('You may have this creature enter as a copy of any creature on the battlefield', () => {
    expect(
      only('Clone', 'Creature — Shapeshifter', 'You may have this creature enter as a copy of any creature on the battlefield.'),
    ).toEqual({
      kind: 'replacement',
      text: 'You may have this creature enter as a copy of any creature on the battlefield.',
      asEnters: { copy: { filter: { and: [{ type: 'Creature' }] } } },
    });
  });
  it('As this enchantment enters, choose a color', () => {
    expect(only('Test Card', E, 'As this enchantment enters, choose a color.')).toMatchObject({
      kind: 'replacement',
      asEnters: { choose: ['color'] },
    });
  });
});
