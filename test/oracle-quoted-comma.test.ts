/**
 * A quoted ability inside a list ends with the sentence's comma inside the closing quote (American
 * punctuation: 'has "Whenever this creature attacks, you gain 1 life," and is a Cleric'). The comma
 * belongs to the sentence: the granted ability's text is "… you gain 1 life." (113.1, 613.1f: the
 * ability the object has is the quoted one).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('613.1f: White Mage\'s Staff grants "Whenever this creature attacks, you gain 1 life." without the list\'s comma', () => {
  const staff = compile(
    "White Mage's Staff",
    'Artifact — Equipment',
    'Equipped creature gets +1/+1, has "Whenever this creature attacks, you gain 1 life," and is a Cleric in addition to its other types.\nEquip {3}',
  );
  it('the equipped creature gets +1/+1, has the quoted ability as printed and is a Cleric', () => {
    const bears = new Game().enter(bear).enter(staff.card, { attachedTo: 'grizzly-bears' }).obj('grizzly-bears');
    expect(bears.power).toBe(2 + 1);
    expect(bears.abilities).toEqual(['Whenever this creature attacks, you gain 1 life.']);
    expect(bears.subtypes).toEqual(['Bear', 'Cleric']);
  });
});

describe('613.1f: Swashbuckler\'s Whip: reach, "{2}, {T}: Tap target artifact or creature," and "{8}, {T}: Discover 10."', () => {
  const whip = compile(
    "Swashbuckler's Whip",
    'Artifact — Equipment',
    'Equipped creature has reach, "{2}, {T}: Tap target artifact or creature," and "{8}, {T}: Discover 10."\nEquip {1}',
  );
  it('three abilities, each with its own text', () => {
    const bears = new Game().enter(bear).enter(whip.card, { attachedTo: 'grizzly-bears' }).obj('grizzly-bears');
    expect(bears.abilities).toEqual(['Reach', '{2}, {T}: Tap target artifact or creature.', '{8}, {T}: Discover 10.']);
  });
});
