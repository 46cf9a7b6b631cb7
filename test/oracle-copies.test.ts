/**
 * Copies (src/oracle/grammar/predicates/copies.ts, grammar.md § Copies): copy exceptions (707.9b–f) the
 * grammar now reads — the name, "doesn't copy that creature's color", counters a copy enters with
 * (707.9e, 707.9f when they depend on the copy's card type), supertypes joined by "and", the
 * pronoun "he" — and "Until end of turn, it becomes a copy of …" / "a second target".
 * Real Oracle sentences; each family asserts the compiled data and a rules outcome.
 */
import { describe, expect, it } from 'vitest';
import type { AbilityDef } from '../src/core/effects/language/abilities.js';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const legend = { ...cardOf('Isamaru, Hound of Konda', 'Legendary Creature — Dog', '', ['2', '2']), manaCost: '{W}' };
const copyOf = (a: AbilityDef | undefined) => (a?.kind === 'replacement' ? a.asEnters?.copy : undefined);

describe('707.9e: "except it enters with X additional +1/+1 counters on it" (Altered Ego)', () => {
  const text =
    "This spell can't be countered.\nYou may have this creature enter as a copy of any creature on the battlefield, except it enters with X additional +1/+1 counters on it.";
  it('compiles to extraCounters with X', () => {
    const c = compile('Altered Ego', 'Creature — Shapeshifter', text, ['0', '0']);
    expect(copyOf(c.card.abilities[1])).toEqual({ filter: { and: [{ type: 'Creature' }] }, extraCounters: { '+1/+1': { x: true } } });
  });
  it('enters as a copy of Grizzly Bears with X = 3 counters: a 5/5 Grizzly Bears', () => {
    const ego = { ...cardOf('Altered Ego', 'Creature — Shapeshifter', text, ['0', '0']), manaCost: '{X}{2}{G}{U}' };
    const g = new Game().enter(bear).enter(ego, { choices: { copyOf: 'grizzly-bears', x: 3 } });
    expect(g.obj('altered-ego').name).toBe('Grizzly Bears');
    expect(g.obj('altered-ego').counters).toEqual({ '+1/+1': 3 });
    expect(g.pt('altered-ego')).toEqual([5, 5]);
  });
});

describe('707.9f: counters that depend on what the copy is (Spark Double, Moritte of the Frost)', () => {
  const spark =
    "You may have this creature enter as a copy of a creature or planeswalker you control, except it enters with an additional +1/+1 counter on it if it's a creature, it enters with an additional loyalty counter on it if it's a planeswalker, and it isn't legendary.";
  it('Spark Double: extraCountersIf per card type, and not legendary', () => {
    const c = compile('Spark Double', 'Creature — Illusion', spark, ['0', '0']);
    expect(copyOf(c.card.abilities[0])).toEqual({
      filter: { and: [{ or: [{ type: 'Creature' }, { type: 'Planeswalker' }] }, { controller: 'you' }] },
      except: { removeSupertypes: ['Legendary'] },
      extraCountersIf: [
        { type: 'Creature', counters: { '+1/+1': 1 } },
        { type: 'Planeswalker', counters: { loyalty: 1 } },
      ],
    });
  });
  it('Spark Double copying a legendary creature: a nonlegendary 3/3 with one +1/+1 counter', () => {
    const double = cardOf('Spark Double', 'Creature — Illusion', spark, ['0', '0']);
    const g = new Game().enter(legend).enter(double, { choices: { copyOf: 'isamaru-hound-of-konda' } });
    expect(g.obj('spark-double').supertypes).toEqual([]);
    expect(g.obj('spark-double').counters).toEqual({ '+1/+1': 1 });
    expect(g.pt('spark-double')).toEqual([3, 3]);
  });
  const moritte =
    "Changeling (This card is every creature type.)\nYou may have Moritte enter as a copy of a permanent you control, except it's legendary and snow in addition to its other types and, if it's a creature, it enters with two additional +1/+1 counters on it and has changeling.";
  it('Moritte of the Frost: supertypes joined by "and"; counters and changeling only if a creature', () => {
    const c = compile('Moritte of the Frost', 'Legendary Snow Creature — Shapeshifter', moritte, ['0', '0']);
    expect(copyOf(c.card.abilities[1])).toMatchObject({
      except: {
        addTypes: { supertypes: ['Legendary', 'Snow'] },
        ifType: [{ type: 'Creature', except: { addAbilities: [{ kind: 'keyword', keyword: 'changeling' }] } }],
      },
      extraCountersIf: [{ type: 'Creature', counters: { '+1/+1': 2 } }],
    });
    const m = cardOf('Moritte of the Frost', 'Legendary Snow Creature — Shapeshifter', moritte, ['0', '0']);
    const g = new Game().enter(bear).enter(m, { choices: { copyOf: 'grizzly-bears' } });
    expect(g.obj('moritte-of-the-frost').supertypes).toEqual(['Legendary', 'Snow']);
    expect(g.obj('moritte-of-the-frost').counters).toEqual({ '+1/+1': 2 });
    expect(g.pt('moritte-of-the-frost')).toEqual([4, 4]);
  });
});

describe('707.9b: the name and the color as exceptions', () => {
  it('Chameleon, Master of Disguise: "except his name is Chameleon, Master of Disguise"', () => {
    const text =
      'You may have Chameleon enter as a copy of a creature you control, except his name is Chameleon, Master of Disguise.\nMayhem {2}{U} (You may cast this card from your graveyard for {2}{U} if you discarded it this turn. Timing rules still apply.)';
    const c = compile('Chameleon, Master of Disguise', 'Legendary Creature — Human Shapeshifter Villain', text, ['0', '0']);
    expect(copyOf(c.card.abilities[0])).toEqual({
      filter: { and: [{ type: 'Creature' }, { controller: 'you' }] },
      except: { name: 'Chameleon, Master of Disguise' },
    });
    const g = new Game().enter(bear).enter(c.card, { choices: { copyOf: 'grizzly-bears' } });
    expect(g.obj('chameleon-master-of-disguise').name).toBe('Chameleon, Master of Disguise');
    expect(g.obj('chameleon-master-of-disguise').subtypes).toEqual(['Bear']);
    expect(g.pt('chameleon-master-of-disguise')).toEqual([2, 2]);
  });
  it('Vesuvan Doppelganger: "it doesn\'t copy that creature\'s color" and the upkeep ability it has', () => {
    const text =
      "You may have this creature enter as a copy of any creature on the battlefield, except it doesn't copy that creature's color and it has \"At the beginning of your upkeep, you may have this creature become a copy of target creature, except it doesn't copy that creature's color and it has this ability.\"";
    const c = compile('Vesuvan Doppelganger', 'Creature — Shapeshifter', text, ['0', '0']);
    const copy = copyOf(c.card.abilities[0]);
    expect(copy?.except?.keepOwnColor).toBe(true);
    const upkeep = copy?.except?.addAbilities?.[0];
    expect(upkeep?.kind === 'triggered' && upkeep.resolve?.effects).toEqual([
      {
        affects: { self: true },
        ops: [{ op: 'copy', of: { target: 0 }, except: { keepOwnColor: true, keepThisAbility: true } }],
        duration: 'permanent',
      },
    ]);
    const green = { ...bear, manaCost: '{1}{G}' };
    const g = new Game().enter(green).enter({ ...c.card, manaCost: '{3}{U}{U}' }, { choices: { copyOf: 'grizzly-bears' } });
    expect(g.obj('vesuvan-doppelganger').name).toBe('Grizzly Bears');
    expect(g.obj('vesuvan-doppelganger').colors).toEqual(['blue']);
  });
});

describe('707.2: "becomes a copy of" with a leading duration, "a second target", "he has"', () => {
  it('Fleeting Reflection: "Until end of turn, it becomes a copy of up to one other target creature."', () => {
    const c = compile(
      'Fleeting Reflection',
      'Instant',
      'Target creature you control gains hexproof until end of turn. Untap that creature. Until end of turn, it becomes a copy of up to one other target creature.',
    );
    const a = c.card.abilities[0];
    expect(a?.kind === 'spell' && a.resolve?.effects?.[0]).toMatchObject({
      affects: { target: 0 },
      ops: [{ op: 'addAbilities' }, { op: 'copy', of: { target: 1 } }],
      duration: 'endOfTurn',
    });
    const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
    const g = new Game()
      .enter(bear)
      .enter(angel)
      .cast(c.card, { targets: ['grizzly-bears', 'serra-angel'] });
    expect(g.obj('grizzly-bears').name).toBe('Serra Angel');
    expect(g.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['Flying', 'Hexproof']));
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    g.endTurn();
    expect(g.obj('grizzly-bears').name).toBe('Grizzly Bears');
  });
  it('Shuri, Wakandan Inventor: "a second target artifact you control" is target 1; the copy is not legendary', () => {
    const c = compile(
      'Shuri, Wakandan Inventor',
      'Legendary Creature — Human Artificer Hero',
      "Artifact spells you cast cost {1} less to cast.\n{1}, {T}: Target artifact you control becomes a copy of a second target artifact you control until end of turn, except it isn't legendary. Activate only as a sorcery.",
      ['2', '1'],
    );
    const a = c.card.abilities[1];
    expect(a?.kind === 'activated' && a.resolve?.effects).toEqual([
      {
        affects: { target: 0 },
        ops: [{ op: 'copy', of: { target: 1 }, except: { removeSupertypes: ['Legendary'] } }],
        duration: 'endOfTurn',
      },
    ]);
    const rock = cardOf('Mind Stone', 'Artifact', '{T}: Add {C}.');
    const relic = cardOf(
      'Mox Amber',
      'Legendary Artifact',
      '{T}: Add one mana of any color among legendary creatures and planeswalkers you control.',
    );
    const g = new Game()
      .enter(c.card)
      .enter(rock)
      .enter(relic)
      .activate('shuri-wakandan-inventor', 2, { targets: ['mind-stone', 'mox-amber'] });
    expect(g.obj('mind-stone').name).toBe('Mox Amber');
    expect(g.obj('mind-stone').supertypes).toEqual([]);
    expect(g.obj('mox-amber').supertypes).toEqual(['Legendary']);
  });
  it('Oko, the Ringleader: "Oko becomes a copy of up to one target creature you control until end of turn, except he has hexproof"', () => {
    const text =
      'At the beginning of combat on your turn, Oko becomes a copy of up to one target creature you control until end of turn, except he has hexproof.\n−1: Create a 3/3 green Elk creature token.';
    const c = compile('Oko, the Ringleader', 'Legendary Planeswalker — Oko', text);
    const a = c.card.abilities[0];
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      {
        affects: { self: true },
        ops: [{ op: 'copy', of: { target: 0 }, except: { addAbilities: [{ kind: 'keyword', text: 'Hexproof', keyword: 'hexproof' }] } }],
        duration: 'endOfTurn',
      },
    ]);
    const g = new Game()
      .enter(bear)
      .enter(c.card)
      .activate('oko-the-ringleader', 1, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.obj('oko-the-ringleader').types).toEqual(['Creature']);
    expect(g.obj('oko-the-ringleader').abilities).toEqual(['Hexproof']);
    expect(g.pt('oko-the-ringleader')).toEqual([2, 2]);
  });
  it('Absorbing Man: "his name is …, he\'s a legendary 4/4 Human Villain creature in addition to his other types, and he has vigilance"', () => {
    const c = compile(
      'Absorbing Man',
      'Legendary Creature — Human Villain',
      "At the beginning of your first main phase, until your next turn, Absorbing Man becomes a copy of up to one target land, except his name is Absorbing Man, he's a legendary 4/4 Human Villain creature in addition to his other types, and he has vigilance.",
      ['4', '4'],
    );
    const a = c.card.abilities[0];
    const effect = a?.kind === 'triggered' ? a.resolve?.effects?.[0] : undefined;
    expect(effect?.duration).toBe('untilYourNextTurn');
    expect(effect?.ops).toEqual([
      {
        op: 'copy',
        of: { target: 0 },
        except: {
          name: 'Absorbing Man',
          addTypes: { types: ['Creature'], subtypes: ['Human', 'Villain'], supertypes: ['Legendary'] },
          setPT: { power: 4, toughness: 4 },
          addAbilities: [{ kind: 'keyword', text: 'Vigilance', keyword: 'vigilance' }],
        },
      },
    ]);
  });
});

describe('111.10, 707.2: "For each …, create a token that\'s a copy of that creature" (copyEach)', () => {
  it('Multiversal Incursion: one nonlegendary copy of each nontoken creature you control', () => {
    const c = compile(
      'Multiversal Incursion',
      'Sorcery',
      "For each nontoken creature you control, create a token that's a copy of that creature, except it isn't legendary.",
    );
    const a = c.card.abilities[0];
    expect(a?.kind === 'spell' && a.resolve?.createTokens).toEqual([
      {
        copyOf: { all: { and: [{ token: false }, { type: 'Creature' }, { controller: 'you' }] } },
        copyEach: true,
        except: { removeSupertypes: ['Legendary'] },
      },
    ]);
    const theirs = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
    const g = new Game()
      .enter(bear)
      .enter(legend)
      .enter(theirs, { controller: 'opponent' })
      .cast(c.card, { tokens: ['bear-copy', 'dog-copy'] });
    expect(g.obj('bear-copy').name).toBe('Grizzly Bears');
    expect(g.obj('dog-copy').name).toBe('Isamaru, Hound of Konda');
    expect(g.obj('dog-copy').supertypes).toEqual([]);
    expect(Object.values(g.result().objects).filter((o) => o.name === 'Hill Giant')).toHaveLength(1);
  });
  it('Second Harvest: the copies are of the tokens there as it resolves, not of each other (707.2)', () => {
    const c = compile('Second Harvest', 'Instant', "For each token you control, create a token that's a copy of that permanent.");
    const g = new Game().enter(bear, { id: 'bear-token', token: true }).enter(bear, { id: 'bear-card' }).cast(c.card);
    const bears = Object.values(g.result().objects).filter((o) => o.name === 'Grizzly Bears');
    expect(bears).toHaveLength(3);
  });
});

describe('707.9b: token copies with exceptions listed by commas; colors added', () => {
  it('The Jolly Balloon Man: "a 1/1 red Balloon creature in addition to its other colors and types" (addColors)', () => {
    const c = compile(
      'The Jolly Balloon Man',
      'Legendary Creature — Human Clown',
      "Haste\n{1}, {T}: Create a token that's a copy of another target creature you control, except it's a 1/1 red Balloon creature in addition to its other colors and types and it has flying and haste. Sacrifice it at the beginning of the next end step. Activate only as a sorcery.",
      ['1', '1'],
    );
    const a = c.card.abilities[1];
    expect(a?.kind === 'activated' && a.resolve?.createTokens).toEqual([
      {
        copyOf: { target: 0 },
        except: {
          addColors: ['red'],
          addTypes: { types: ['Creature'], subtypes: ['Balloon'] },
          setPT: { power: 1, toughness: 1 },
          addAbilities: [
            { kind: 'keyword', text: 'Flying', keyword: 'flying' },
            { kind: 'keyword', text: 'Haste', keyword: 'haste' },
          ],
        },
      },
    ]);
    const green = { ...bear, manaCost: '{1}{G}' };
    const g = new Game()
      .enter(green)
      .enter(c.card)
      .activate('the-jolly-balloon-man', 2, { targets: ['grizzly-bears'], tokens: ['balloon'] });
    expect(g.obj('balloon').name).toBe('Grizzly Bears');
    expect(g.obj('balloon').colors).toEqual(['red', 'green']);
    expect(g.obj('balloon').subtypes).toEqual(['Bear', 'Balloon']);
    expect(g.pt('balloon')).toEqual([1, 1]);
    expect(g.obj('balloon').abilities).toEqual(['Flying', 'Haste']);
  });
  it('The Apprentice\'s Folly: "except it isn\'t legendary, is a Reflection in addition to its other types, and has haste"', () => {
    const c = compile(
      "The Apprentice's Folly",
      'Enchantment — Saga',
      "(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI, II — Choose target nontoken creature you control that doesn't have the same name as a token you control. Create a token that's a copy of it, except it isn't legendary, is a Reflection in addition to its other types, and has haste.\nIII — Sacrifice all Reflections you control.",
    );
    const a = c.card.abilities.find((x) => x.kind === 'triggered' && x.resolve?.createTokens);
    expect(a?.kind === 'triggered' && a.resolve?.createTokens).toEqual([
      {
        copyOf: { target: 0 },
        except: {
          removeSupertypes: ['Legendary'],
          addTypes: { subtypes: ['Reflection'] },
          addAbilities: [{ kind: 'keyword', text: 'Haste', keyword: 'haste' }],
        },
      },
    ]);
  });
  it('Soul Separator: "except it\'s 1/1, it\'s a Spirit in addition to its other types, and it has flying"', () => {
    const c = compile(
      'Soul Separator',
      'Artifact',
      "{5}, {T}, Sacrifice this artifact: Exile target creature card from your graveyard. Create a token that's a copy of that card, except it's 1/1, it's a Spirit in addition to its other types, and it has flying. Create a black Zombie creature token with power equal to that card's power and toughness equal to that card's toughness.",
    );
    const a = c.card.abilities[0];
    expect(a?.kind === 'activated' && a.resolve?.createTokens).toEqual([
      {
        copyOf: { target: 0 },
        except: {
          setPT: { power: 1, toughness: 1 },
          addTypes: { subtypes: ['Spirit'] },
          addAbilities: [{ kind: 'keyword', text: 'Flying', keyword: 'flying' }],
        },
      },
    ]);
    const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
    const g = new Game()
      .enter(c.card)
      .enter(angel, { zone: 'graveyard' })
      .activate('soul-separator', 1, { targets: ['serra-angel'], tokens: ['spirit'] });
    expect(g.obj('spirit').name).toBe('Serra Angel');
    expect(g.obj('spirit').subtypes).toEqual(['Angel', 'Spirit']);
    expect(g.pt('spirit')).toEqual([1, 1]);
  });
});

describe('111.2, 707.2: "Target player creates a token that\'s a copy of …" (Echocasting Symposium)', () => {
  it('the target player (choices.player, target 0) creates and controls the copy of target 1', () => {
    const c = compile(
      'Echocasting Symposium',
      'Sorcery — Lesson',
      "Target player creates a token that's a copy of target creature you control.\nParadigm (Then exile this spell. After you first resolve a spell with this name, you may cast a copy of it from exile without paying its mana cost at the beginning of each of your first main phases.)",
    );
    const a = c.card.abilities[0];
    expect(a?.kind === 'spell' && a.resolve?.createTokens).toEqual([{ copyOf: { target: 1 }, controller: { chosen: 'player' } }]);
    const g = new Game()
      .enter(bear)
      .cast(c.card, { targets: ['opponent', 'grizzly-bears'], choices: { player: 'opponent' }, tokens: ['echo'] });
    expect(g.obj('echo').name).toBe('Grizzly Bears');
    expect(g.obj('echo').controller).toBe('opponent');
  });
});

describe('707.2, 614.1c-d: "enter tapped as a copy of any land card in a graveyard" (Echoing Deeps)', () => {
  const text =
    "You may have this land enter tapped as a copy of any land card in a graveyard, except it's a Cave in addition to its other types.\n{T}: Add {C}.";
  it('compiles to a copy choice from the graveyard, entering tapped', () => {
    const c = compile('Echoing Deeps', 'Land — Cave', text);
    expect(c.card.abilities[0]).toMatchObject({
      kind: 'replacement',
      asEnters: {
        copy: { filter: { and: [{ type: 'Land' }, { zone: 'graveyard' }] }, except: { addTypes: { subtypes: ['Cave'] } } },
        tapped: true,
      },
    });
  });
  it('copies a land card in a graveyard (a Cave in addition), tapped; a land on the battlefield is refused', () => {
    const deeps = cardOf('Echoing Deeps', 'Land — Cave', text);
    const gate = cardOf('Mystic Gate', 'Land', '{T}: Add {C}.');
    const g = new Game().enter(gate, { zone: 'graveyard', controller: 'opponent' }).enter(deeps, { choices: { copyOf: 'mystic-gate' } });
    expect(g.obj('echoing-deeps').name).toBe('Mystic Gate');
    expect(g.obj('echoing-deeps').subtypes).toEqual(['Cave']);
    expect(g.obj('echoing-deeps').tapped).toBe(true);
    const onField = new Game().enter(gate);
    expect(() => onField.enter(deeps, { choices: { copyOf: 'mystic-gate' } })).toThrow(/not in a graveyard/);
  });
});

describe('608.2c: "If the token isn\'t a creature, it becomes a 2/2 … creature" (Ultron, Artificial Malevolence)', () => {
  const text =
    "Flying\nWhenever another nontoken artifact you control enters, you may pay {2}. If you do, create a token that's a copy of it. If the token isn't a creature, it becomes a 2/2 Robot Villain creature in addition to its other types.";
  it('the token copy of a noncreature artifact is also a 2/2 Robot Villain creature; of an artifact creature, unchanged', () => {
    const c = compile('Ultron, Artificial Malevolence', 'Legendary Artifact Creature — Robot Villain', text, ['4', '4']);
    const a = c.card.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      {
        affects: { createdTokens: true, where: { not: { type: 'Creature' } } },
        ops: [
          { op: 'addTypes', types: ['Creature'], subtypes: ['Robot', 'Villain'] },
          { op: 'setPT', power: 2, toughness: 2 },
        ],
        duration: 'permanent',
      },
    ]);
    const rock = cardOf('Mind Stone', 'Artifact', '{T}: Add {C}.');
    const g = new Game()
      .enter(c.card)
      .enter(rock)
      .activate('ultron-artificial-malevolence', 2, { trigger: true, choices: { object: 'mind-stone' }, tokens: ['stone-copy'] });
    expect(g.obj('stone-copy').name).toBe('Mind Stone');
    expect(g.obj('stone-copy').types).toEqual(['Artifact', 'Creature']);
    expect(g.pt('stone-copy')).toEqual([2, 2]);
    const golem = cardOf('Steel Golem', 'Artifact Creature — Golem', '', ['3', '4']);
    const h = new Game()
      .enter(c.card)
      .enter(golem)
      .activate('ultron-artificial-malevolence', 2, { trigger: true, choices: { object: 'steel-golem' }, tokens: ['golem-copy'] });
    expect(h.pt('golem-copy')).toEqual([3, 4]);
    expect(h.obj('golem-copy').subtypes).toEqual(['Golem']);
  });
});
