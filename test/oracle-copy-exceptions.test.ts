/**
 * Copy exceptions that set rather than add (707.9b with 205.1a; grammar.md § Copies): "except it's a 3/3
 * black Wraith" replaces the copied creature types and colors, "except it's a Food artifact … and it loses
 * all other card types" replaces the card types, "he's a legendary Human Mercenary Villain creature"
 * replaces the card and creature types and adds the supertype; and the target lists such copies name
 * ("artifact, non-Aura enchantment, or land", "creature on the battlefield or creature card in a
 * graveyard"). Real Oracle sentences; each asserts the compiled data and the rules outcome.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
const golem = { ...cardOf('Steel Golem', 'Artifact Creature — Golem', '', ['3', '4']), manaCost: '{3}' };
const stone = cardOf('Mind Stone', 'Artifact', '{T}: Add {C}.');
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

describe('707.9b, 205.1a: "except it\'s a 3/3 black Wraith with menace" (Sauron, the Necromancer)', () => {
  const sauron = compile(
    'Sauron, the Necromancer',
    'Legendary Creature — Avatar Horror',
    "Menace\nWhenever Sauron attacks, exile target creature card from your graveyard. Create a tapped and attacking token that's a copy of that card, except it's a 3/3 black Wraith with menace. At the beginning of the next end step, exile that token unless Sauron is your Ring-bearer.",
    ['4', '4'],
  );
  it('reads the copy with the colors and the creature type it sets, tapped and attacking', () => {
    expect(readAll(sauron)).toBe(true);
    const a = sauron.card.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.createTokens).toEqual([
      {
        copyOf: { target: 0 },
        except: {
          setColors: ['black'],
          setTypes: { subtypes: ['Wraith'] },
          setPT: { power: 3, toughness: 3 },
          addAbilities: [{ kind: 'keyword', text: 'Menace', keyword: 'menace' }],
        },
        tapped: true,
        attacking: true,
      },
    ]);
  });
  it('the token is a black Wraith (no Angel), 3/3, with flying, vigilance and menace', () => {
    const g = new Game()
      .enter(sauron.card)
      .enter(angel, { zone: 'graveyard' })
      .activate('sauron-the-necromancer', 2, { trigger: true, targets: ['serra-angel'], tokens: ['wraith'] });
    const t = g.obj('wraith');
    expect(t.name).toBe('Serra Angel');
    expect(t.colors).toEqual(['black']);
    expect(t.types).toEqual(['Creature']);
    expect(t.subtypes).toEqual(['Wraith']);
    expect(g.pt('wraith')).toEqual([3, 3]);
    expect(t.abilities).toEqual(['Flying', 'Vigilance', 'Menace']);
    expect(t.tapped).toBe(true);
  });
});

describe('707.9b, 205.1a: "except it\'s a Food artifact with "…" and it loses all other card types" (Shelob)', () => {
  const shelob = compile(
    'Shelob, Child of Ungoliant',
    'Legendary Creature — Spider Demon',
    'Deathtouch, ward {2}\nOther Spiders you control have deathtouch and ward {2}.\nWhenever another creature dealt damage this turn by a Spider you controlled dies, create a token that\'s a copy of that creature, except it\'s a Food artifact with "{2}, {T}, Sacrifice this token: You gain 3 life," and it loses all other card types.',
    ['8', '8'],
  );
  it('reads the exception as card and artifact types set, and the Food ability', () => {
    expect(readAll(shelob)).toBe(true);
    const t = shelob.card.abilities.find((a) => a.kind === 'triggered');
    const token = t?.kind === 'triggered' ? t.resolve?.createTokens?.[0] : undefined;
    expect(token?.except?.setTypes).toEqual({ types: ['Artifact'], subtypes: ['Food'] });
    expect(token?.except?.addAbilities?.map((a) => a.kind)).toEqual(['activated']);
  });
  it('a copy of Serra Angel is a Food artifact, not a creature, with no creature type (205.1a), and keeps its abilities', () => {
    const g = new Game()
      .enter(shelob.card)
      .enter(angel, { zone: 'graveyard' })
      .activate('shelob-child-of-ungoliant', 4, { trigger: true, choices: { object: 'serra-angel' }, tokens: ['food'] });
    const t = g.obj('food');
    expect(t.types).toEqual(['Artifact']);
    expect(t.subtypes).toEqual(['Food']);
    expect(t.abilities.slice(0, 2)).toEqual(['Flying', 'Vigilance']);
    expect(t.abilities).toHaveLength(3);
  });
});

describe('707.9b: "becomes a copy of up to one target …, except his name is SELF, he\'s a legendary … creature" (Absorbing Man, Taskmaster)', () => {
  const absorbing = compile(
    'Absorbing Man',
    'Legendary Creature — Human Villain',
    "Vigilance\nAt the beginning of your first main phase, until your next turn, Absorbing Man becomes a copy of up to one target artifact, non-Aura enchantment, or land, except his name is Absorbing Man, he's a legendary 4/4 Human Villain creature in addition to his other types, and he has vigilance.",
    ['4', '4'],
  );
  it('Absorbing Man reads the target list with its own adjectives and the exceptions added', () => {
    expect(readAll(absorbing)).toBe(true);
  });
  it('Absorbing Man copying Mind Stone: a legendary 4/4 Human Villain artifact creature named Absorbing Man with the mana ability and vigilance, until your next turn', () => {
    const g = new Game()
      .enter(absorbing.card)
      .enter(stone)
      .activate('absorbing-man', 2, { trigger: true, targets: ['mind-stone'] });
    const m = g.obj('absorbing-man');
    expect(m.name).toBe('Absorbing Man');
    expect(m.types).toEqual(['Artifact', 'Creature']);
    expect(m.subtypes).toEqual(['Human', 'Villain']);
    expect(m.supertypes).toEqual(['Legendary']);
    expect(g.pt('absorbing-man')).toEqual([4, 4]);
    expect(m.abilities).toEqual(['{T}: Add {C}.', 'Vigilance']);
    g.endTurn().endTurn();
    expect(g.obj('absorbing-man').types).toEqual(['Creature']);
  });
  const taskmaster = compile(
    'Taskmaster, Mercenary Mimic',
    'Legendary Creature — Human Mercenary Villain',
    "Photographic Reflexes — At the beginning of your first main phase, until your next turn, Taskmaster becomes a copy of up to one target creature on the battlefield or creature card in a graveyard, except his name is Taskmaster, Mercenary Mimic and he's a legendary Human Mercenary Villain creature.",
    ['2', '2'],
  );
  it('Taskmaster reads one target from either zone and the types set', () => {
    expect(readAll(taskmaster)).toBe(true);
    const a = taskmaster.card.abilities[0];
    const op = a?.kind === 'triggered' ? a.resolve?.effects?.[0]?.ops[0] : undefined;
    expect(op).toEqual({
      op: 'copy',
      of: { target: 0 },
      except: {
        name: 'Taskmaster, Mercenary Mimic',
        setTypes: { types: ['Creature'], subtypes: ['Human', 'Mercenary', 'Villain'] },
        addTypes: { supertypes: ['Legendary'] },
      },
    });
  });
  it('Taskmaster copying Steel Golem in a graveyard: a legendary Human Mercenary Villain creature, no longer an artifact or a Golem (205.1a), 3/4', () => {
    const g = new Game()
      .enter(taskmaster.card)
      .enter(golem, { zone: 'graveyard' })
      .activate('taskmaster-mercenary-mimic', 1, { trigger: true, targets: ['steel-golem'] });
    const t = g.obj('taskmaster-mercenary-mimic');
    expect(t.name).toBe('Taskmaster, Mercenary Mimic');
    expect(t.types).toEqual(['Creature']);
    expect(t.subtypes).toEqual(['Human', 'Mercenary', 'Villain']);
    expect(t.supertypes).toEqual(['Legendary']);
    expect(g.pt('taskmaster-mercenary-mimic')).toEqual([3, 4]);
  });
});

describe('707.9b, 608.2b: "If you exiled a card this way, create a token that\'s a copy of that card, except it\'s a 5/5 black Demon." (Ardyn, the Usurper)', () => {
  const ardyn = compile(
    'Ardyn, the Usurper',
    'Legendary Creature — Elder Human Noble',
    "Demons you control have menace, lifelink, and haste.\nStarscourge — At the beginning of combat on your turn, exile up to one target creature card from a graveyard. If you exiled a card this way, create a token that's a copy of that card, except it's a 5/5 black Demon.",
    ['4', '4'],
  );
  it('reads the condition as "target 0 is there as it resolves"', () => {
    expect(readAll(ardyn)).toBe(true);
    const a = ardyn.card.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.createTokens?.[0]?.if).toEqual({ target: 0, filter: { and: [] } });
  });
  it('the token is a 5/5 black Demon copy of Serra Angel, and Ardyn gives Demons menace, lifelink and haste', () => {
    const g = new Game()
      .enter(ardyn.card, { id: 'ardyn' })
      .enter(angel, { zone: 'graveyard', controller: 'opponent' })
      .activate('ardyn', 2, { trigger: true, targets: ['serra-angel'], tokens: ['demon'] });
    const t = g.obj('demon');
    expect(t.name).toBe('Serra Angel');
    expect(t.colors).toEqual(['black']);
    expect(t.subtypes).toEqual(['Demon']);
    expect(g.pt('demon')).toEqual([5, 5]);
    expect(t.abilities).toEqual(['Flying', 'Vigilance', 'Menace', 'Lifelink', 'Haste']);
  });
  it('no target chosen ("up to one"): no card was exiled this way, and no token is created', () => {
    const g = new Game().enter(ardyn.card, { id: 'ardyn' }).activate('ardyn', 2, { trigger: true, targets: [] });
    expect(Object.keys(g.result().objects)).toEqual(['ardyn']);
  });
});

describe("608.2c: \"Return target creature card … Then if the gift was promised and that creature isn't legendary, create a token that's a copy of that creature, except it's 1/1.\" (Coiling Rebirth)", () => {
  const rebirth = compile(
    'Coiling Rebirth',
    'Sorcery',
    "Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nReturn target creature card from your graveyard to the battlefield. Then if the gift was promised and that creature isn't legendary, create a token that's a copy of that creature, except it's 1/1.",
  );
  const spell = rebirth.card.abilities.find((a) => a.kind === 'spell' && a.resolve?.putOntoBattlefield);
  const card = { ...rebirth.card, abilities: spell ? [spell] : [] };
  it('the token is created after the return, only if the gift was promised and the returned creature is not legendary', () => {
    expect(readAll(rebirth)).toBe(true);
    expect(spell?.kind === 'spell' && spell.resolve?.createTokens?.[0]).toMatchObject({
      afterPut: true,
      if: { and: [{ costPaid: 'gift' }, { target: 0 }] },
    });
    const promised = new Game()
      .enter(angel, { zone: 'graveyard' })
      .cast(card, { targets: ['serra-angel'], choices: { paid: ['gift'] }, tokens: ['copy'] });
    expect(promised.obj('serra-angel').zone).toBe('battlefield');
    expect(promised.obj('copy').name).toBe('Serra Angel');
    expect(promised.pt('copy')).toEqual([1, 1]);
    const notPromised = new Game().enter(angel, { zone: 'graveyard' }).cast(card, { targets: ['serra-angel'] });
    expect(Object.keys(notPromised.result().objects)).not.toContain('copy');
    const legend = cardOf('Isamaru, Hound of Konda', 'Legendary Creature — Dog', '', ['2', '2']);
    const legendary = new Game()
      .enter(legend, { zone: 'graveyard' })
      .cast(card, { targets: ['isamaru-hound-of-konda'], choices: { paid: ['gift'] } });
    expect(legendary.obj('isamaru-hound-of-konda').zone).toBe('battlefield');
    expect(Object.keys(legendary.result().objects).sort()).toEqual(['coiling-rebirth', 'isamaru-hound-of-konda']);
  });
});
