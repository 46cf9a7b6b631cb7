/**
 * Conditions of "as long as" on opponents, hand sizes, life totals, cards in zones, counters and Auras
 * (grammar.md § Conditions on players; grammar/conditions/player-conditions.ts, more-conditions.ts).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

/** The keyword abilities it has now (its own static text left out). */
const keywords = (g: Game, id: string) => g.obj(id).abilities.filter((a) => !/[.,"]/.test(a));

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const island = cardOf('Island', 'Basic Land — Island', '');
const aura = cardOf('Feeble Hex', 'Enchantment — Aura', 'Enchant creature');
const sword = cardOf('Short Sword', 'Artifact — Equipment', 'Equip {1}');
const thran = cardOf(
  'Thran Golem',
  'Artifact Creature — Golem',
  'As long as Thran Golem is enchanted, it gets +2/+2 and has flying, first strike, and trample.',
  ['3', '3'],
);
const specter = cardOf(
  'Guul Draz Specter',
  'Creature — Specter',
  'Flying\nGuul Draz Specter gets +3/+3 as long as an opponent has no cards in hand.',
  ['2', '2'],
);
const okina = cardOf(
  'Okina Nightwatch',
  'Creature — Human Monk',
  'As long as you have more cards in hand than each opponent, Okina Nightwatch gets +3/+3.',
  ['4', '3'],
);
const anya = cardOf(
  'Anya, Merciless Angel',
  'Legendary Creature — Angel',
  "Flying\nAs long as an opponent's life total is less than half their starting life total, Anya has indestructible.",
  ['4', '4'],
);
const titan = cardOf(
  "Erebos's Titan",
  'Legendary Creature — Giant',
  "As long as your opponents control no creatures, Erebos's Titan has indestructible.",
  ['5', '5'],
);
const warden = cardOf(
  'Warden of the Beyond',
  'Creature — Human Wizard',
  'Vigilance\nWarden of the Beyond gets +2/+2 as long as an opponent owns a card in exile.',
  ['2', '2'],
);
const cairn = cardOf(
  'Cairn Wanderer',
  'Creature — Shapeshifter',
  'As long as a creature card with flying is in a graveyard, Cairn Wanderer has flying.',
  ['4', '4'],
);
const flier = cardOf('Wind Drake', 'Creature — Drake', 'Flying', ['2', '2']);
const hunter = cardOf(
  'Tenacious Hunter',
  'Creature — Crocodile',
  'As long as a creature has a -1/-1 counter on it, Tenacious Hunter has vigilance and deathtouch.',
  ['4', '4'],
);
const coatl = cardOf(
  'Ice-Fang Coatl',
  'Snow Creature — Snake',
  'Flash\nFlying\nIce-Fang Coatl has deathtouch as long as you control at least three other snow permanents.',
  ['1', '1'],
);
const snowLand = cardOf('Snow-Covered Island', 'Basic Snow Land — Island', '');
const tromokratis = cardOf('Tromokratis', 'Legendary Creature — Kraken', "Tromokratis has hexproof unless it's attacking or blocking.", [
  '8',
  '8',
]);
const gambit = cardOf(
  "Predator's Gambit",
  'Enchantment — Aura',
  'Enchant creature\nEnchanted creature gets +2/+1.\nEnchanted creature has intimidate as long as its controller controls no other creatures.',
);

describe('conditions on the source and on objects', () => {
  it('303.4: "As long as SELF is enchanted" — an Aura attached turns it on, an Equipment does not (301.5)', () => {
    const g = new Game().enter(thran, { id: 'golem' }).enter(sword, { id: 'sword', attachedTo: 'golem' });
    expect(g.pt('golem')).toEqual([3, 3]);
    expect(keywords(g, 'golem')).toEqual([]);
    g.enter(aura, { id: 'hex', attachedTo: 'golem' });
    expect(g.pt('golem')).toEqual([5, 5]);
    expect(keywords(g, 'golem')).toEqual(['Flying', 'First strike', 'Trample']);
    g.move('hex', 'graveyard');
    expect(g.pt('golem')).toEqual([3, 3]);
  });
  it('"your opponents control no creatures" — any creature of an opponent turns it off; yours do not', () => {
    const g = new Game().enter(titan, { id: 'titan' }).enter(bear, { id: 'mine' });
    expect(keywords(g, 'titan')).toEqual(['Indestructible']);
    g.enter(bear, { id: 'theirs', controller: 'opponent' });
    expect(keywords(g, 'titan')).toEqual([]);
  });
  it('108.3, 406: "an opponent owns a card in exile" — not a card you own', () => {
    const g = new Game().enter(warden, { id: 'warden' }).enter(bear, { id: 'mine', zone: 'exile' });
    expect(g.pt('warden')).toEqual([2, 2]);
    g.enter(bear, { id: 'theirs', zone: 'exile', controller: 'opponent' });
    expect(g.pt('warden')).toEqual([4, 4]);
  });
  it('"a creature card with flying is in a graveyard" — any player\'s graveyard; a creature card without flying does nothing', () => {
    const g = new Game().enter(cairn, { id: 'cairn' }).enter(bear, { id: 'bear', zone: 'graveyard' });
    expect(keywords(g, 'cairn')).toEqual([]);
    g.enter(flier, { id: 'drake', zone: 'graveyard', controller: 'opponent' });
    expect(keywords(g, 'cairn')).toEqual(['Flying']);
  });
  it('122.1: "a creature has a -1/-1 counter on it" — any creature, an opponent\'s too; a +1/+1 counter is not one', () => {
    const g = new Game().enter(hunter, { id: 'hunter' }).enter(bear, { id: 'theirs', controller: 'opponent' });
    g.counters('theirs', { '+1/+1': 1 });
    expect(keywords(g, 'hunter')).toEqual([]);
    // 704.5q: a -1/-1 counter put on the creature with the +1/+1 counter would cancel it; another creature gets it.
    g.enter(bear, { id: 'other', controller: 'opponent' }).counters('other', { '-1/-1': 1 });
    expect(keywords(g, 'hunter')).toEqual(['Vigilance', 'Deathtouch']);
  });
  it('"at least three other snow permanents" — three or more, not counting itself, not a non-snow land', () => {
    const g = new Game()
      .enter(coatl, { id: 'coatl' })
      .enter(snowLand, { id: 's1' })
      .enter(snowLand, { id: 's2' })
      .enter(island, { id: 'i' });
    expect(keywords(g, 'coatl')).toEqual(['Flash', 'Flying']);
    g.enter(snowLand, { id: 's3' });
    expect(keywords(g, 'coatl')).toEqual(['Flash', 'Flying', 'Deathtouch']);
  });
  it('506.4: "has hexproof unless it\'s attacking or blocking" — hexproof until it attacks', () => {
    const g = new Game().enter(tromokratis, { id: 'kraken' });
    expect(keywords(g, 'kraken')).toEqual(['Hexproof']);
    g.attack('kraken');
    expect(keywords(g, 'kraken')).toEqual([]);
  });
  it('"as long as its controller controls no other creatures" — the enchanted creature\'s controller, not the Aura\'s', () => {
    const g = new Game().enter(bear, { id: 'theirs', controller: 'opponent' }).enter(gambit, { id: 'gambit', attachedTo: 'theirs' });
    g.enter(bear, { id: 'mine' });
    expect(g.pt('theirs')).toEqual([4, 3]);
    expect(keywords(g, 'theirs')).toEqual(['Intimidate']);
    g.enter(bear, { id: 'theirs-2', controller: 'opponent' });
    expect(keywords(g, 'theirs')).toEqual([]);
  });
});

describe('conditions on players: hands and life totals (402, 119, 103.4)', () => {
  it('"an opponent has no cards in hand" — with two opponents, one empty hand is enough (102.3)', () => {
    const g = new Game(['you', 'ann', 'bob']).enter(specter, { id: 'specter' }).enter(island, { id: 'a', zone: 'hand', controller: 'ann' });
    g.enter(island, { id: 'b', zone: 'hand', controller: 'bob' });
    expect(g.pt('specter')).toEqual([2, 2]);
    g.move('b', 'graveyard');
    expect(g.pt('specter')).toEqual([5, 5]);
  });
  it('"more cards in hand than each opponent" — more than every one of them, a tie is not more', () => {
    const g = new Game(['you', 'ann', 'bob']).enter(okina, { id: 'okina' });
    g.enter(island, { id: 'y1', zone: 'hand' }).enter(island, { id: 'y2', zone: 'hand' });
    g.enter(island, { id: 'a1', zone: 'hand', controller: 'ann' });
    g.enter(island, { id: 'b1', zone: 'hand', controller: 'bob' }).enter(island, { id: 'b2', zone: 'hand', controller: 'bob' });
    expect(g.pt('okina')).toEqual([4, 3]);
    g.move('b2', 'graveyard');
    expect(g.pt('okina')).toEqual([7, 6]);
  });
  it('"an opponent\'s life total is less than half their starting life total" — 9 of 20 is, 10 of 20 is not', () => {
    const g = new Game().enter(anya, { id: 'anya' });
    g.life('opponent', -10);
    expect(keywords(g, 'anya')).toEqual(['Flying']);
    g.life('opponent', -1);
    expect(keywords(g, 'anya')).toEqual(['Flying', 'Indestructible']);
    g.life('you', -15);
    g.life('opponent', 5);
    expect(keywords(g, 'anya')).toEqual(['Flying']);
  });
});

describe('401.1 the top card of your library', () => {
  const channelers = cardOf(
    'Mul Daya Channelers',
    'Creature — Elf Druid Shaman',
    'Play with the top card of your library revealed.\nAs long as the top card of your library is a creature card, Mul Daya Channelers gets +3/+3.\nAs long as the top card of your library is a land card, Mul Daya Channelers has "{T}: Add two mana of any one color."',
    ['2', '2'],
  );
  it("the card put into your library last is on top: a creature card gives +3/+3, a land card the mana ability; an opponent's library does not count", () => {
    const g = new Game().enter(channelers, { id: 'mul' }).enter(bear, { id: 'theirs', zone: 'library', controller: 'opponent' });
    expect(g.pt('mul')).toEqual([2, 2]);
    g.enter(island, { id: 'land', zone: 'library' });
    expect(g.pt('mul')).toEqual([2, 2]);
    expect(g.obj('mul').abilities).toContain('{T}: Add two mana of any one color.');
    g.enter(bear, { id: 'top', zone: 'library' });
    expect(g.pt('mul')).toEqual([5, 5]);
    expect(g.obj('mul').abilities).not.toContain('{T}: Add two mana of any one color.');
    // The creature card leaves the library (drawn): the land card is on top again.
    g.move('top', 'hand');
    expect(g.pt('mul')).toEqual([2, 2]);
    expect(g.obj('mul').abilities).toContain('{T}: Add two mana of any one color.');
  });
});
