/**
 * Referents after one-shots the grammar lists but doesn't perform (src/oracle/grammar/sentences/resolving/unread-referents.ts,
 * grammar.md § Referents after one-shots): the card an earlier instruction exiled, revealed, searched for or
 * put onto the battlefield without targeting it is `choices.object` (608.2c); a condition on it is checked
 * once as the ability resolves (608.2c), and the set is locked as the effect begins (611.2c).
 * Real Oracle sentences; each asserts the compiled data or a rules outcome.
 */
import { describe, expect, it } from 'vitest';
import { activateAbility } from '../src/core/index.js';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
const read = (name: string, type: string, text: string, pt?: [string, string]) =>
  compile(name, type, text, pt)
    .report.sentences.filter((s) => s.continuous)
    .every((s) => s.compiled);

describe('608.2c: the object an unread one-shot put onto the battlefield is "that creature" (Meek Attack)', () => {
  const text =
    '{1}{R}: You may put a creature card with total power and toughness 5 or less from your hand onto the battlefield. That creature gains haste. At the beginning of the next end step, sacrifice that creature.';
  const meek = cardOf('Meek Attack', 'Enchantment', text);
  it('reads "That creature gains haste" as choices.object', () => {
    expect(read('Meek Attack', 'Enchantment', text)).toBe(true);
  });
  it('the creature the scenario put onto the battlefield gains haste; another does not; without choices.object, bad input', () => {
    const g = new Game().enter(meek).enter(bear, { zone: 'hand' }).enter(giant);
    g.move('grizzly-bears', 'battlefield');
    const missing = activateAbility(g.state, { object: 'meek-attack', ability: 1 });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.error.path).toEqual(['choices', 'object']);
    g.activate('meek-attack', 1, { choices: { object: 'grizzly-bears' } });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Haste']);
    expect(g.obj('hill-giant').abilities).toEqual([]);
  });
});

describe('608.2c: a condition on the exiled or revealed card, checked as it resolves', () => {
  const daredevilText =
    'Vigilance, haste\nRadar Sense — You may look at the top card of your library any time.\nWhenever you attack, you may exile the top card of your library. If that card is a Hero card, Daredevil gets +2/+1 until end of turn. You may play that card this turn.';
  const daredevil = cardOf('Daredevil, Man Without Fear', 'Legendary Creature — Human Hero', daredevilText, ['3', '4']);
  const hero = cardOf('Hero of Bladehold', 'Creature — Human Knight Hero', '', ['3', '4']);
  it('Daredevil: an exiled Hero card → +2/+1; another card → nothing', () => {
    const g = new Game().enter(daredevil, { id: 'dd' }).enter(hero, { zone: 'exile' }).enter(bear, { zone: 'exile' });
    g.activate('dd', 4, { trigger: true, choices: { object: 'hero-of-bladehold' } });
    expect(g.pt('dd')).toEqual([5, 5]);
    g.endTurn();
    expect(g.pt('dd')).toEqual([3, 4]);
    g.activate('dd', 4, { trigger: true, choices: { object: 'grizzly-bears' } });
    expect(g.pt('dd')).toEqual([3, 4]);
  });

  const breakOutText =
    "Look at the top six cards of your library. You may reveal a creature card from among them. If that card has mana value 2 or less, you may put it onto the battlefield and it gains haste until end of turn. If you didn't put the revealed card onto the battlefield this way, put it into your hand. Put the rest on the bottom of your library in a random order.";
  const breakOut = cardOf('Break Out', 'Sorcery', breakOutText);
  const bearCost = { ...bear, manaCost: '{1}{G}' };
  const giantCost = { ...giant, manaCost: '{3}{R}' };
  it('Break Out: a revealed mana value 2 card is put onto the battlefield (400.7j) with haste until end of turn', () => {
    const g = new Game().enter(bearCost, { zone: 'library' }).cast(breakOut, { choices: { object: 'grizzly-bears' } });
    expect(g.obj('grizzly-bears').zone).toBe('battlefield');
    expect(g.obj('grizzly-bears').abilities).toEqual(['Haste']);
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
  });
  it('Break Out: a mana value 4 card stays where it is', () => {
    const g = new Game().enter(giantCost, { zone: 'library' }).cast(breakOut, { choices: { object: 'hill-giant' } });
    expect(g.obj('hill-giant').zone).toBe('library');
  });

  const visionText =
    'Search your library and/or graveyard for an artifact creature card with mana value X or less and put it onto the battlefield with X additional +1/+1 counters on it. If X is 4 or greater, it gains haste until end of turn. If you search your library this way, shuffle.';
  const vision = cardOf('Vision Quest', 'Sorcery', visionText);
  it('Vision Quest: "If X is 4 or greater, it gains haste" — the card found (choices.object), X as cast (107.3)', () => {
    const golem = cardOf('Bronze Golem', 'Artifact Creature — Golem', '', ['2', '2']);
    const big = new Game().enter(golem).cast(vision, { choices: { object: 'bronze-golem', x: 4 } });
    expect(big.obj('bronze-golem').abilities).toEqual(['Haste']);
    const small = new Game().enter(golem).cast(vision, { choices: { object: 'bronze-golem', x: 3 } });
    expect(small.obj('bronze-golem').abilities).toEqual([]);
  });
});

describe('608.2c: each ability under its own condition (Doors of Durin)', () => {
  const text =
    "Whenever you attack, scry 2, then you may reveal the top card of your library. If it's a creature card, put it onto the battlefield tapped and attacking. Until your next turn, it gains trample if you control a Dwarf and hexproof if you control an Elf.";
  const doors = cardOf('Doors of Durin', 'Legendary Artifact', text);
  const dwarf = cardOf('Dwarven Soldier', 'Creature — Dwarf Soldier', '', ['2', '1']);
  it('a Dwarf and no Elf: trample only, until your next turn', () => {
    const g = new Game().enter(doors).enter(dwarf).enter(bear);
    g.activate('doors-of-durin', 1, { trigger: true, choices: { object: 'grizzly-bears' } });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Trample']);
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).toEqual(['Trample']);
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
  });
  it('the conditions are checked once: a Dwarf leaving afterwards changes nothing', () => {
    const g = new Game().enter(doors).enter(dwarf).enter(bear);
    g.activate('doors-of-durin', 1, { trigger: true, choices: { object: 'grizzly-bears' } }).move('dwarven-soldier', 'graveyard');
    expect(g.obj('grizzly-bears').abilities).toEqual(['Trample']);
  });
});

describe('608.2c: "If an ability of an artifact, creature, or planeswalker is countered this way, that permanent …"', () => {
  const tidebinder = cardOf(
    "Tishana's Tidebinder",
    'Creature — Merfolk Wizard',
    "Flash\nWhen this creature enters, counter up to one target activated or triggered ability. If an ability of an artifact, creature, or planeswalker is countered this way, that permanent loses all abilities for as long as this creature remains on the battlefield. (Mana abilities can't be targeted.)",
    ['3', '2'],
  );
  const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
  const land = cardOf('Mishra Land', 'Land', '{T}: Add {C}.');
  it("the countered ability's creature (choices.object) loses all abilities while the Tidebinder stays", () => {
    const g = new Game().enter(tidebinder, { id: 'tb' }).enter(angel, { controller: 'opponent' });
    g.activate('tb', 2, { trigger: true, choices: { object: 'serra-angel' } });
    expect(g.obj('serra-angel').abilities).toEqual([]);
    g.move('tb', 'graveyard');
    expect(g.obj('serra-angel').abilities).toEqual(['Flying', 'Vigilance']);
  });
  it("a land's ability countered: nothing (the condition is checked as it resolves)", () => {
    const g = new Game().enter(tidebinder, { id: 'tb' }).enter(land, { controller: 'opponent' });
    g.activate('tb', 2, { trigger: true, choices: { object: 'mishra-land' } });
    expect(g.obj('mishra-land').abilities).toEqual(['{T}: Add {C}.']);
  });
});

describe('608.2c: "If target attacking creature token is the chosen type, put three +1/+1 counters on it and it gains deathtouch"', () => {
  const killer = cardOf(
    'A Killer Among Us',
    'Enchantment',
    'When this enchantment enters, create a 1/1 white Human creature token, a 1/1 blue Merfolk creature token, and a 1/1 red Goblin creature token. Then secretly choose Human, Merfolk, or Goblin.\nSacrifice this enchantment, Reveal the creature type you chose: If target attacking creature token is the chosen type, put three +1/+1 counters on it and it gains deathtouch until end of turn.',
  );
  it('the chosen type (choices.creatureType): counters and deathtouch; another type: nothing', () => {
    const g = new Game().enter(killer, { choices: { creatureType: 'Goblin' } });
    g.activate('a-killer-among-us', 1, { trigger: true, tokens: ['human', 'merfolk', 'goblin'] }).attack('human', 'goblin');
    g.activate('a-killer-among-us', 2, { targets: ['goblin'] });
    expect(g.pt('goblin')).toEqual([4, 4]);
    expect(g.obj('goblin').abilities).toEqual(['Deathtouch']);
    g.activate('a-killer-among-us', 2, { targets: ['human'] });
    expect(g.pt('human')).toEqual([1, 1]);
    expect(g.obj('human').abilities).toEqual([]);
  });
});
