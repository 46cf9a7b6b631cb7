/**
 * What a token copies when an earlier instruction of the same ability picked it (608.2c, 707.2): "one of
 * them" after a trigger on a group (choices.object), "exile a <card> from your graveyard at random, then
 * create a token that's a copy of that card" (choices.object, the card where it is), and "for each <card>
 * exiled this way" after an instruction that exiled targets (each target, copyEach).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

describe('608.2c: "create a token that\'s a copy of one of them" (Twilight Diviner)', () => {
  const diviner = compile(
    'Twilight Diviner',
    'Creature — Elf Cleric',
    "When this creature enters, surveil 2.\nWhenever one or more other creatures you control enter, if they entered or were cast from a graveyard, create a token that's a copy of one of them. This ability triggers only once each turn.",
    ['3', '3'],
  );
  it('the copy is of the one chosen among them (choices.object)', () => {
    expect(readAll(diviner)).toBe(true);
    const a = diviner.card.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.createTokens).toEqual([{ copyOf: { chosenObject: 'object' } }]);
    const g = new Game()
      .enter(diviner.card)
      .enter(bear)
      .enter(angel)
      .activate('twilight-diviner', 2, { trigger: true, choices: { object: 'serra-angel' }, tokens: ['copy'] });
    expect(g.obj('copy').name).toBe('Serra Angel');
    expect(g.pt('copy')).toEqual([4, 4]);
  });
});

describe('707.2: "exile a permanent card from your graveyard at random, then create a tapped token that\'s a copy of that card" (Sin)', () => {
  const sin = compile(
    "Sin, Spira's Punishment",
    'Legendary Creature — Leviathan Avatar',
    "Flying\nWhenever Sin enters or attacks, exile a permanent card from your graveyard at random, then create a tapped token that's a copy of that card. If the exiled card is a land card, repeat this process.",
    ['7', '7'],
  );
  it('the token is a tapped copy of the card picked (choices.object, a permanent card in your graveyard)', () => {
    expect(readAll(sin)).toBe(true);
    const g = new Game()
      .enter(sin.card, { id: 'sin' })
      .enter(angel, { zone: 'graveyard' })
      .activate('sin', 2, { trigger: true, choices: { object: 'serra-angel' }, tokens: ['angel-copy'] });
    expect(g.obj('angel-copy').name).toBe('Serra Angel');
    expect(g.obj('angel-copy').tapped).toBe(true);
    expect(g.pt('angel-copy')).toEqual([4, 4]);
  });
  it("a card in an opponent's graveyard is not one the text lets you pick", () => {
    const g = new Game().enter(sin.card, { id: 'sin' }).enter(angel, { zone: 'graveyard', controller: 'opponent' });
    expect(() => g.activate('sin', 2, { trigger: true, choices: { object: 'serra-angel' }, tokens: ['angel-copy'] })).toThrow(
      /not one the text lets you choose/,
    );
  });
});

describe('608.2c: "Exile X target creature cards from graveyards. For each creature card exiled this way, create a token that\'s a copy of it." (Foggy Swamp Visions)', () => {
  const visions = compile(
    'Foggy Swamp Visions',
    'Sorcery',
    "As an additional cost to cast this spell, waterbend {X}.\nExile X target creature cards from graveyards. For each creature card exiled this way, create a token that's a copy of it. At the beginning of your next end step, sacrifice those tokens.",
  );
  it('one token for each target, a copy of it', () => {
    expect(readAll(visions)).toBe(true);
    const spell = visions.card.abilities.find((a) => a.kind === 'spell' && a.resolve?.createTokens);
    expect(spell?.kind === 'spell' && spell.resolve?.createTokens).toEqual([{ copyOf: { targets: true }, copyEach: true }]);
    const g = new Game()
      .enter(bear, { zone: 'graveyard' })
      .enter(angel, { zone: 'graveyard', controller: 'opponent' })
      .cast(
        { ...visions.card, abilities: [spell as NonNullable<typeof spell>] },
        { targets: ['grizzly-bears', 'serra-angel'], x: 2, tokens: ['a', 'b'] },
      );
    expect([g.obj('a').name, g.obj('b').name].sort()).toEqual(['Grizzly Bears', 'Serra Angel']);
  });
});

describe('611.2b: "Enchanted creature becomes a copy of that creature until this Aura leaves the battlefield." (Secret Invasion)', () => {
  const invasion = compile(
    'Secret Invasion',
    'Enchantment — Aura',
    'Enchant creature you control\nWhen this Aura enters, exile up to one target creature other than enchanted creature until this Aura leaves the battlefield. Enchanted creature becomes a copy of that creature until this Aura leaves the battlefield.\nEnchanted creature has ward {2}.',
  );
  it('the enchanted creature is a copy of the target while the Aura is on the battlefield', () => {
    expect(readAll(invasion)).toBe(true);
    const g = new Game()
      .enter(bear)
      .enter(angel, { controller: 'opponent' })
      .enter(invasion.card, { id: 'aura', attachedTo: 'grizzly-bears' })
      .activate('aura', 2, { trigger: true, targets: ['serra-angel'] });
    expect(g.obj('grizzly-bears').name).toBe('Serra Angel');
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    expect(g.obj('grizzly-bears').abilities).toEqual(['Flying', 'Vigilance', 'Ward {2}']);
    g.move('aura', 'graveyard');
    expect(g.obj('grizzly-bears').name).toBe('Grizzly Bears');
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });
});

describe('608.2d: "you may choose a creature card from among them. Until end of turn, target token you control becomes a copy of it, except it has flying." (Kaya, Spirits\' Justice)', () => {
  const kaya = compile(
    "Kaya, Spirits' Justice",
    'Legendary Planeswalker — Kaya',
    'Whenever one or more creatures you control and/or creature cards in your graveyard are put into exile, you may choose a creature card from among them. Until end of turn, target token you control becomes a copy of it, except it has flying.\n+2: Surveil 2, then exile a card from a graveyard.\n+1: Create a 1/1 white and black Spirit creature token with flying.\n−2: Exile target creature you control. For each other player, exile up to one target creature that player controls.',
  );
  // A copy effect's chosen object is choices.copyOf (Cytoshape's convention, resolving.ts).
  it('the token is a copy of the chosen card in exile, with flying, until end of turn', () => {
    expect(readAll(kaya)).toBe(true);
    const g = new Game()
      .enter(kaya.card, { id: 'kaya' })
      .enter(bear, { id: 'token', token: true })
      .enter(angel, { zone: 'exile' })
      .activate('kaya', 1, { trigger: true, targets: ['token'], choices: { copyOf: 'serra-angel' } });
    expect(g.obj('token').name).toBe('Serra Angel');
    expect(g.obj('token').abilities).toEqual(['Flying', 'Vigilance', 'Flying']);
    g.endTurn();
    expect(g.obj('token').name).toBe('Grizzly Bears');
  });
  it('a noncreature card is not one the text lets you choose', () => {
    const stone = cardOf('Mind Stone', 'Artifact', '{T}: Add {C}.');
    const g = new Game().enter(kaya.card, { id: 'kaya' }).enter(bear, { id: 'token', token: true }).enter(stone, { zone: 'exile' });
    expect(() => g.activate('kaya', 1, { trigger: true, targets: ['token'], choices: { copyOf: 'mind-stone' } })).toThrow(
      /not one the text lets you choose/,
    );
  });
});

describe('701.68c: "create a tapped and attacking token that\'s a copy of the blighted creature, except it has "…"" (Grub, Notorious Auntie)', () => {
  const grub = compile(
    'Grub, Notorious Auntie',
    'Legendary Creature — Goblin Warrior',
    'Menace\nWhenever Grub attacks, you may blight 1. If you do, create a tapped and attacking token that\'s a copy of the blighted creature, except it has "At the beginning of the end step, sacrifice this token."',
    ['2', '2'],
  );
  it('the token copies the creature you control chosen to blight, tapped and attacking, with the end-step ability', () => {
    expect(readAll(grub)).toBe(true);
    const g = new Game()
      .enter(grub.card, { id: 'grub' })
      .enter(angel)
      .activate('grub', 2, { trigger: true, choices: { object: 'serra-angel' }, tokens: ['copy'] });
    const t = g.obj('copy');
    expect(t.name).toBe('Serra Angel');
    expect(t.tapped).toBe(true);
    expect(t.abilities).toEqual(['Flying', 'Vigilance', 'At the beginning of the end step, sacrifice this token.']);
  });
  it("an opponent's creature is not one you could blight (701.68a)", () => {
    const g = new Game().enter(grub.card, { id: 'grub' }).enter(angel, { controller: 'opponent' });
    expect(() => g.activate('grub', 2, { trigger: true, choices: { object: 'serra-angel' }, tokens: ['copy'] })).toThrow(
      /not one the text lets you choose/,
    );
  });
});

describe('608.2c, 707.9b: "Then you may exile an artifact or creature card from your hand. If you do, create a token that\'s a copy of the exiled card, except it\'s a 3/3 Golem artifact creature in addition to its other types." (Nexus of Becoming)', () => {
  const nexus = compile(
    'Nexus of Becoming',
    'Artifact',
    "At the beginning of combat on your turn, draw a card. Then you may exile an artifact or creature card from your hand. If you do, create a token that's a copy of the exiled card, except it's a 3/3 Golem artifact creature in addition to its other types.",
  );
  const stone = cardOf('Mind Stone', 'Artifact', '{T}: Add {C}.');
  it('"the exiled card" is the card picked from your hand (choices.object): Mind Stone becomes a 3/3 Golem artifact creature', () => {
    expect(readAll(nexus)).toBe(true);
    const g = new Game()
      .enter(nexus.card, { id: 'nexus' })
      .enter(stone, { zone: 'hand' })
      .activate('nexus', 1, { trigger: true, choices: { object: 'mind-stone' }, tokens: ['golem'] });
    const t = g.obj('golem');
    expect(t.name).toBe('Mind Stone');
    expect(t.types).toEqual(['Artifact', 'Creature']);
    expect(t.subtypes).toEqual(['Golem']);
    expect(g.pt('golem')).toEqual([3, 3]);
    expect(t.abilities).toEqual(['{T}: Add {C}.']);
  });
  it('a card in your graveyard is not the card exiled from your hand', () => {
    const g = new Game().enter(nexus.card, { id: 'nexus' }).enter(angel, { zone: 'graveyard' });
    expect(() => g.activate('nexus', 1, { trigger: true, choices: { object: 'serra-angel' }, tokens: ['golem'] })).toThrow(
      /not one the text lets you choose/,
    );
  });
});

describe('702.131c, 400.7: "Then if you have the city\'s blessing, for each token you control that entered this turn, create a token that\'s a copy of it." (Ocelot Pride)', () => {
  const pride = compile(
    'Ocelot Pride',
    'Creature — Cat',
    "First strike, lifelink\nAscend (If you control ten or more permanents, you get the city's blessing for the rest of the game.)\nAt the beginning of your end step, if you gained life this turn, create a 1/1 white Cat creature token. Then if you have the city's blessing, for each token you control that entered this turn, create a token that's a copy of it.",
    ['1', '1'],
  );
  const trigger = pride.card.abilities.findIndex((a) => a.kind === 'triggered') + 1;
  it('with the blessing, a copy of each token you control that entered this turn, the new Cat too (608.2c); one that entered earlier is not copied', () => {
    expect(readAll(pride)).toBe(true);
    const g = new Game()
      .enter(pride.card, { id: 'pride' })
      .enter(angel, { id: 'new-angel', token: true })
      .enter(bear, { id: 'old-bear', token: true, enteredThisTurn: false });
    g.state.designations = { you: ['citysBlessing'] };
    g.activate('pride', trigger, { trigger: true, tokens: ['cat', 'angel-copy', 'cat-copy'] });
    expect(g.obj('cat').subtypes).toEqual(['Cat']);
    expect(g.obj('angel-copy').name).toBe('Serra Angel');
    expect(g.obj('cat-copy').subtypes).toEqual(['Cat']);
    expect(Object.keys(g.result().objects).filter((id) => g.obj(id).name === 'Grizzly Bears')).toEqual(['old-bear']);
  });
  it('without the blessing, only the Cat', () => {
    const g = new Game().enter(pride.card, { id: 'pride' }).enter(angel, { id: 'new-angel', token: true });
    g.activate('pride', trigger, { trigger: true, tokens: ['cat'] });
    expect(Object.keys(g.result().objects).sort()).toEqual(['cat', 'new-angel', 'pride']);
  });
});
