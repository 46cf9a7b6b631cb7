/**
 * Sentences the continuous-effect classification (classify.ts) missed although they change
 * characteristics (611.1): they were listed with no warning. Each family below is now counted as
 * continuous, and read where the grammar can read it right; where it can't, it is reported unread.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
const continuous = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous);

describe('classification: sentences that change characteristics are continuous (611.1)', () => {
  const cases: [string, string, string][] = [
    // 613.4c: a P/T change on top of another.
    ['Akawalli, the Seething Tower', 'Legendary Creature — Fungus', 'Akawalli gets an additional +2/+2 as long as you control a Forest.'],
    // 701.10b: doubling power gives +X/+0.
    ['Bulk Up', 'Instant', "Double target creature's power until end of turn."],
    // 608.2d: a keyword chosen as it resolves.
    ['Orcish Medicine', 'Instant', 'Target creature gains your choice of lifelink or indestructible until end of turn.'],
    // 613.1f: a keyword whose cost the next sentence gives (Snapcaster Mage).
    ['Flashback', 'Instant', 'Target instant or sorcery card in your graveyard gains flashback until end of turn.'],
    // 305.7, 205.1b: land types and creature types chosen as it resolves.
    ['Energybending', 'Instant', 'Lands you control gain all basic land types until end of turn.'],
    ['Trickery Charm', 'Instant', 'Target creature becomes the creature type of your choice until end of turn.'],
    ['Dream Thrush', 'Instant', 'Target land becomes the basic land type of your choice until end of turn.'],
    // 707.2: "have it become a copy of …" (Lazav, Familiar Stranger).
    ['Deepfathom Echo', 'Instant', 'You may have target creature become a copy of another creature you control until end of turn.'],
    // 613.4b: one of the two base values set (Maha, Its Feathers Night).
    ['Maha, Its Feathers Night', 'Legendary Creature — Elemental Bird', 'Creatures your opponents control have base toughness 1.'],
    // 707.2: several objects become copies (Niko, Light of Hope).
    [
      'Niko, Light of Hope',
      'Instant',
      'Exile target nonlegendary creature you control. Shards you control become copies of it until the next end step.',
    ],
    // 114.4: an emblem's static ability (Vivien Reid's emblem): reported unread, the engine has no emblems.
    ['Vivien Reid', 'Sorcery', 'You get an emblem with "Creatures you control get +2/+2 and have vigilance, trample, and indestructible."'],
    // 113.6e: a card that grants itself flash.
    ['Colossal Rattlewurm', 'Creature — Wurm', 'Colossal Rattlewurm has flash as long as you control a Desert.'],
  ];
  for (const [name, type, text] of cases)
    it(`${name}: "${text}"`, () => {
      expect(continuous(compile(name, type, text)).length).toBe(1);
    });
});

describe('205.1b, 608.2d: "Mistform Wall becomes the creature type of your choice until end of turn."', () => {
  const wall = compile(
    'Mistform Wall',
    'Creature — Illusion Wall',
    "This creature has defender as long as it's a Wall.\n{1}: Mistform Wall becomes the creature type of your choice until end of turn.",
    ['1', '4'],
  );
  it('the chosen type replaces its creature types, so it is no Wall and loses defender (613.1d before 613.1f); it ends with the turn', () => {
    expect(continuous(wall).every((s) => s.compiled)).toBe(true);
    const g = new Game().enter(wall.card).activate('mistform-wall', 2, { choices: { creatureType: 'Goblin' } });
    expect(g.obj('mistform-wall').subtypes).toEqual(['Goblin']);
    expect(g.obj('mistform-wall').abilities).not.toContain('Defender');
    g.endTurn();
    expect(g.obj('mistform-wall').subtypes).toEqual(['Illusion', 'Wall']);
    expect(g.obj('mistform-wall').abilities).toContain('Defender');
  });
});

describe('608.2d: "Choose a creature type other than Wall. Each creature becomes that type until end of turn." (Standardize)', () => {
  const standardize = compile(
    'Standardize',
    'Instant',
    'Choose a creature type other than Wall. Each creature becomes that type until end of turn.',
  );
  it('every creature, whoever controls it, is only the chosen type', () => {
    expect(continuous(standardize).every((s) => s.compiled)).toBe(true);
    const g = new Game().enter(bear).enter(bear, { id: 'their-bears', controller: 'opponent' });
    g.cast(standardize.card, { choices: { creatureType: 'Elf' } });
    expect(g.obj('grizzly-bears').subtypes).toEqual(['Elf']);
    expect(g.obj('their-bears').subtypes).toEqual(['Elf']);
  });
});

describe('305.7: "Target land becomes the basic land type of your choice until end of turn." (Dream Thrush)', () => {
  const thrush = compile(
    'Dream Thrush',
    'Creature — Bird',
    'Flying\n{T}: Target land becomes the basic land type of your choice until end of turn.',
    ['1', '1'],
  );
  it('the land is an Island with "{T}: Add {U}." and no other land type or mana ability', () => {
    const g = new Game()
      .enter(forest)
      .enter(thrush.card)
      .activate('dream-thrush', 2, { targets: ['forest'], choices: { basicLandType: 'Island' } });
    expect(g.obj('forest').subtypes).toEqual(['Island']);
    expect(g.obj('forest').abilities).toEqual(['{T}: Add {U}.']);
  });
});

describe('113.6e: "Colossal Rattlewurm has flash as long as you control a Desert." works in the hand', () => {
  const wurm = compile(
    'Colossal Rattlewurm',
    'Creature — Wurm',
    'Colossal Rattlewurm has flash as long as you control a Desert.\nTrample',
    ['6', '5'],
  );
  const desert = cardOf('Desert', 'Land — Desert', '{T}: Add {C}.');
  it('the card in hand has flash only while you control a Desert', () => {
    expect(new Game().enter(wurm.card, { zone: 'hand' }).obj('colossal-rattlewurm').abilities).not.toContain('Flash');
    const g = new Game().enter(wurm.card, { zone: 'hand' }).enter(desert);
    expect(g.obj('colossal-rattlewurm').abilities).toContain('Flash');
    expect(
      new Game().enter(wurm.card, { zone: 'hand' }).enter(desert, { controller: 'opponent' }).obj('colossal-rattlewurm').abilities,
    ).not.toContain('Flash');
  });
});

describe('613.4b: "Creatures your opponents control have base toughness 1." (Maha, Its Feathers Night)', () => {
  const maha = compile(
    'Maha, Its Feathers Night',
    'Legendary Creature — Elemental Bird',
    'Flying, trample\nCreatures your opponents control have base toughness 1.',
    ['6', '5'],
  );
  it("sets the opponents' creatures' toughness only; Maha's own is untouched", () => {
    const g = new Game().enter(maha.card).enter(bear, { controller: 'opponent' });
    expect([g.obj('grizzly-bears').power, g.obj('grizzly-bears').toughness]).toEqual([2, 1]);
    expect([g.obj('maha-its-feathers-night').power, g.obj('maha-its-feathers-night').toughness]).toEqual([6, 5]);
  });
});

describe('305.7: "Lands you control gain all basic land types until end of turn." (Energybending)', () => {
  const spell = compile(
    'Energybending',
    'Instant — Lesson',
    'Lands you control gain all basic land types until end of turn.\nDraw a card.',
  );
  it('a Forest is also a Plains, Island, Swamp and Mountain with their mana abilities until the turn ends', () => {
    const g = new Game().enter(forest).cast(spell.card);
    expect([...g.obj('forest').subtypes].sort()).toEqual(['Forest', 'Island', 'Mountain', 'Plains', 'Swamp']);
    expect(g.obj('forest').abilities).toContain('{T}: Add {R}.');
    g.endTurn();
    expect(g.obj('forest').subtypes).toEqual(['Forest']);
  });
});
