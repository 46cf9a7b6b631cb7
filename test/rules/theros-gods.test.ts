/**
 * The Theros Gods' "As long as your devotion to <colour> is less than N, ~ isn't a creature." (700.5 devotion) is a
 * type-changing effect in layer 4 (613.1d) with the God's timestamp (613.7a): Opalescence, also in layer 4,
 * applies after it when it is newer and before it when it is older; Humility (layers 6 and 7b) doesn't see a God
 * that isn't a creature. Oracle text as in ../shared/reference/scryfall-2018-cards.json.
 */
import { describe, expect, it } from 'vitest';
import { failures } from './helpers.js';

const thassa =
  '{ name: "Thassa, God of the Sea", typeLine: "Legendary Enchantment Creature — God", manaCost: "{2}{U}", power: 5, toughness: 5, oracle: "Indestructible\\nAs long as your devotion to blue is less than five, Thassa isn\'t a creature. (Each {U} in the mana costs of permanents you control counts toward your devotion to blue.)\\nAt the beginning of your upkeep, scry 1." }';
const athreos =
  '{ name: "Athreos, God of Passage", typeLine: "Legendary Enchantment Creature — God", manaCost: "{1}{W}{B}", power: 5, toughness: 4, oracle: "Indestructible\\nAs long as your devotion to white and black is less than seven, Athreos isn\'t a creature." }';
const opalescence =
  '{ name: Opalescence, typeLine: Enchantment, manaCost: "{2}{W}{W}", oracle: "Each other non-Aura enchantment is a creature in addition to its other types and has base power and base toughness each equal to its mana value." }';
const merfolk = (id: string) =>
  `{ id: ${id}, card: { name: Deep Merfolk, typeLine: Creature — Merfolk, manaCost: "{U}{U}", power: 2, toughness: 2 } }`;

describe("700.5, 613.1d: a Theros God's devotion line", () => {
  it('devotion to blue 1 (Thassa alone): not a creature; with two {U}{U} creatures (5): a 5/5 indestructible creature', () => {
    const f = failures(`battlefield:
  - { id: thassa, card: ${thassa} }
events:
  - expect:
      thassa: { types: [Enchantment], supertypes: [Legendary], power: null, has: [Indestructible] }
  - enter: [${merfolk('m1')}, ${merfolk('m2')}]
  - expect:
      thassa: { types: [Enchantment, Creature], power: 5, toughness: 5 }
  - move: { object: m2, to: graveyard }
  - expect:
      thassa: { types: [Enchantment] }
`);
    expect(f).toEqual([]);
  });

  it('700.5: devotion to two colours counts each symbol of either, a hybrid {W/B} once: Athreos with 6 is not a creature, with 7 is', () => {
    const f = failures(`battlefield:
  - { id: athreos, card: ${athreos} }
  - { id: h, card: { name: Hybrid Knight, typeLine: Creature — Knight, manaCost: "{W/B}{W/B}{W}{B}", power: 2, toughness: 2 } }
events:
  - expect:
      athreos: { types: [Enchantment] }
  - enter: { id: g, card: { name: Gray Knight, typeLine: Creature — Knight, manaCost: "{B}", power: 1, toughness: 1 } }
  - expect:
      athreos: { types: [Enchantment, Creature], power: 5 }
`);
    expect(f).toEqual([]);
  });

  it("613.7, 613.1d: Opalescence newer than Thassa makes her a 3/3 creature; older, Thassa's own effect applies after it and she isn't one", () => {
    const newer = failures(`battlefield:
  - { id: thassa, card: ${thassa} }
  - { id: opalescence, card: ${opalescence} }
events:
  - expect:
      thassa: { types: [Enchantment, Creature], power: 3, toughness: 3 }
`);
    const older = failures(`battlefield:
  - { id: opalescence, card: ${opalescence} }
  - { id: thassa, card: ${thassa} }
events:
  - expect:
      thassa: { types: [Enchantment], power: null }
`);
    expect([newer, older]).toEqual([[], []]);
  });

  it("613.1d before 613.1f: Humility doesn't take the abilities of a God that isn't a creature; a God that is one is a 1/1 with none", () => {
    const f = failures(`battlefield:
  - { id: thassa, card: ${thassa} }
  - { id: humility, card: { name: Humility, typeLine: Enchantment, manaCost: "{2}{W}{W}", oracle: "All creatures lose all abilities and have base power and toughness 1/1." } }
events:
  - expect:
      thassa: { types: [Enchantment], has: [Indestructible], power: null }
  - enter: [${merfolk('m1')}, ${merfolk('m2')}]
  - expect:
      thassa: { types: [Enchantment, Creature], lacks: [Indestructible], power: 1, toughness: 1 }
`);
    expect(f).toEqual([]);
  });
});
