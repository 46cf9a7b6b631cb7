/**
 * Sentence families read for issue #11's examples, with real Oracle sentences: the compiled
 * abilities (validated against the effect schema by the helpers) and their evaluated outcomes.
 */
import { describe, expect, it } from 'vitest';
import { Game } from '../helpers/game.js';
import { abilities, cardOf, only } from './helpers.js';

const bear = { ...cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']), manaCost: '{1}{G}' };
const goat = cardOf('Woodland Goat', 'Creature — Goat', '', ['2', '2']);
const humility = cardOf('Humility', 'Enchantment', 'All creatures lose all abilities and have base power and toughness 1/1.');
const swamp = cardOf('Swamp', 'Basic Land — Swamp', '({T}: Add {B}.)');

describe('"is all colors" (105.2, layer 5)', () => {
  it('Leyline of the Guildpact: each nonland permanent you control is all colors', () => {
    const leyline = cardOf('Leyline of the Guildpact', 'Enchantment', 'Each nonland permanent you control is all colors.');
    const g = new Game().enter(leyline).enter(bear).enter(bear, { id: 'theirs', controller: 'opponent' }).enter(swamp);
    expect(g.obj('grizzly-bears').colors).toEqual(['white', 'blue', 'black', 'red', 'green']);
    expect(g.obj('theirs').colors).toEqual(['green']);
    expect(g.obj('swamp').colors).toEqual([]);
  });
});

describe('turn-conditioned P/T (604.3a(4): not a CDA)', () => {
  const mob = cardOf(
    'Angry Mob',
    'Creature — Human',
    "Trample\nDuring your turn, Angry Mob's power and toughness are each equal to 2 plus the number of Swamps your opponents control. During turns other than yours, Angry Mob's power and toughness are each 2.",
    ['2+*', '2+*'],
  );
  it('compiles to two conditional setPT effects, not a CDA', () => {
    const st = mob.abilities.find((a) => a.kind === 'static');
    expect(st?.kind === 'static' && st.cda).toBeFalsy();
    expect(st?.kind === 'static' && st.effects.map((e) => e.condition)).toEqual([{ yourTurn: true }, { yourTurn: false }]);
  });
  it('is 2 plus the opponents’ Swamps during your turn, 2 otherwise', () => {
    const g = new Game().enter(mob).enter(swamp, { id: 's1', controller: 'opponent' }).enter(swamp, { id: 's2' });
    expect(g.pt('angry-mob')).toEqual([3, 3]);
    g.endTurn();
    expect(g.pt('angry-mob')).toEqual([2, 2]);
  });
});

describe('keywords that enter with counters (614.1c, 614.12)', () => {
  it('Modular 2 enters with two +1/+1 counters, not under Humility', () => {
    const proto = cardOf('Arcbound Prototype', 'Artifact Creature — Assembly-Worker', 'Modular 2', ['0', '0']);
    expect(proto.abilities[0]).toMatchObject({ kind: 'replacement', text: 'Modular 2', asEnters: { counters: { '+1/+1': 2 } } });
    const g = new Game().enter(proto);
    expect(g.pt('arcbound-prototype')).toEqual([2, 2]);
    g.enter(humility).enter(proto, { id: 'second' });
    expect(g.pt('second')).toEqual([1, 1]);
    expect(g.pt('arcbound-prototype')).toEqual([3, 3]);
  });
  it('Vanishing 3 enters with three time counters', () => {
    expect(only('Aven Riftwatcher', 'Creature — Bird Rebel', 'Vanishing 3')).toMatchObject({ asEnters: { counters: { time: 3 } } });
  });
});

describe('"If that creature is a <type>, it also …" (608.2c)', () => {
  const goatnap = cardOf(
    'Goatnap',
    'Sorcery',
    'Gain control of target creature until end of turn. Untap that creature. It gains haste until end of turn. If that creature is a Goat, it also gets +3/+0 until end of turn.',
  );
  it('a Goat gets +3/+0; another creature does not', () => {
    const g = new Game().enter(goat, { controller: 'opponent' }).cast(goatnap, { targets: ['woodland-goat'] });
    expect(g.pt('woodland-goat')).toEqual([5, 2]);
    expect(g.obj('woodland-goat').controller).toBe('you');
    const h = new Game().enter(bear, { controller: 'opponent' }).cast(goatnap, { targets: ['grizzly-bears'] });
    expect(h.pt('grizzly-bears')).toEqual([2, 2]);
    expect(h.obj('grizzly-bears').abilities).toContain('Haste');
  });
});

describe('optional additional costs: "If evidence was collected, … instead" (701.59c)', () => {
  const mask = cardOf(
    'Behind the Mask',
    'Instant',
    'As an additional cost to cast this spell, you may collect evidence 6.\nUntil end of turn, target artifact or creature becomes an artifact creature with base power and toughness 4/3. If evidence was collected, it has base power and toughness 1/1 until end of turn instead.',
  );
  it('4/3 without evidence, 1/1 with it', () => {
    const g = new Game().enter(bear).cast(mask, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([4, 3]);
    expect(g.obj('grizzly-bears').types).toContain('Artifact');
    const h = new Game().enter(bear).cast(mask, { targets: ['grizzly-bears'], choices: { paid: ['evidence'] } });
    expect(h.pt('grizzly-bears')).toEqual([1, 1]);
  });
  it('"If this creature was kicked" without "instead" reads as a costPaid filter', () => {
    const [a] = abilities(
      'Test Kicked',
      'Sorcery',
      'Target creature gets +1/+1 until end of turn. If Test Kicked was kicked, that creature gains flying until end of turn.',
    );
    expect(a?.kind === 'spell' && a.resolve?.effects?.[1]?.affects).toEqual({ target: 0, where: { costPaid: 'kicker' } });
  });
});

describe('text change with a duration (612.2, 611.2a)', () => {
  it('Crystal Spray lasts until end of turn', () => {
    const [a] = abilities(
      'Crystal Spray',
      'Instant',
      'Change the text of target spell or permanent by replacing all instances of one color word with another or one basic land type with another until end of turn.',
    );
    expect(a?.kind === 'spell' && a.resolve?.effects?.[0]?.duration).toBe('endOfTurn');
  });
});

describe('copy restricted by mana spent (707.9b, 601.2h)', () => {
  it('Mockingbird copies a creature with mana value up to the mana spent, as a Bird with flying', () => {
    const bird = cardOf(
      'Mockingbird',
      'Creature — Bird Bard',
      'Flying\nYou may have this creature enter as a copy of any creature on the battlefield with mana value less than or equal to the amount of mana spent to cast this creature, except it’s a Bird in addition to its other types and it has flying.',
      ['1', '1'],
    );
    const r = bird.abilities[1];
    expect(r).toMatchObject({ kind: 'replacement', asEnters: { copy: { except: { addTypes: { subtypes: ['Bird'] } } } } });
    const g = new Game().enter(bear).enter({ ...bird, manaCost: '{X}{U}' }, { choices: { copyOf: 'grizzly-bears', x: 1 } });
    expect(g.obj('mockingbird').subtypes).toEqual(['Bear', 'Bird']);
    expect(g.pt('mockingbird')).toEqual([2, 2]);
  });
});

describe('"<color> is the most common color among all permanents" (Goham Djinn)', () => {
  it('gets -2/-2 while black is most common or tied, not otherwise', () => {
    const djinn = cardOf(
      'Goham Djinn',
      'Creature — Djinn',
      'Goham Djinn gets -2/-2 as long as black is the most common color among all permanents or is tied for most common.',
      ['5', '5'],
    );
    const knight = { ...cardOf('Black Knight', 'Creature — Human Knight', '', ['2', '2']), manaCost: '{B}{B}' };
    const g = new Game().enter({ ...djinn, manaCost: '{5}{B}' });
    expect(g.pt('goham-djinn')).toEqual([3, 3]);
    g.enter(bear, { id: 'b1' }).enter(bear, { id: 'b2' });
    expect(g.pt('goham-djinn')).toEqual([5, 5]);
    g.enter(knight);
    expect(g.pt('goham-djinn')).toEqual([3, 3]);
  });
});

describe('"it"/"they" after an untap of non-targets (608.2c)', () => {
  it('Flying Crane Technique: Untap all creatures you control. They gain flying and double strike', () => {
    const crane = cardOf(
      'Flying Crane Technique',
      'Instant',
      'Untap all creatures you control. They gain flying and double strike until end of turn.',
    );
    const g = new Game().enter(bear).enter(bear, { id: 'theirs', controller: 'opponent' }).cast(crane);
    expect(g.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['Flying', 'Double strike']));
    expect(g.obj('theirs').abilities).not.toContain('Flying');
  });
  it('Airtight Alibi: untap enchanted creature. It gains hexproof until end of turn', () => {
    const [, , trig] = abilities(
      'Airtight Alibi',
      'Enchantment — Aura',
      'Flash\nEnchant creature\nWhen this Aura enters, untap enchanted creature. It gains hexproof until end of turn.',
    );
    expect(trig?.kind === 'triggered' && trig.resolve?.effects?.[0]?.affects).toEqual({ attached: true });
  });
});

describe('equipped, counters of any kind, delirium', () => {
  const collar = cardOf('Cobbled Wings', 'Artifact — Equipment', 'Equipped creature has flying.\nEquip {1}');
  it('Leonin Den-Guard: as long as SELF is equipped, it gets +1/+1 and has vigilance', () => {
    const guard = cardOf(
      'Leonin Den-Guard',
      'Creature — Cat Soldier',
      'As long as Leonin Den-Guard is equipped, it gets +1/+1 and has vigilance.',
      ['1', '3'],
    );
    const g = new Game().enter(guard);
    expect(g.pt('leonin-den-guard')).toEqual([1, 3]);
    g.enter(collar, { attachedTo: 'leonin-den-guard' });
    expect(g.pt('leonin-den-guard')).toEqual([2, 4]);
    expect(g.obj('leonin-den-guard').abilities).toContain('Vigilance');
  });
  it('Bulwark Ox: creatures you control with counters on them gain hexproof and indestructible', () => {
    const [, act] = abilities(
      'Bulwark Ox',
      'Creature — Ox',
      'Whenever this creature attacks, put a +1/+1 counter on target creature.\nSacrifice this creature: Creatures you control with counters on them gain hexproof and indestructible until end of turn.',
    );
    const g = new Game()
      .enter(bear, { id: 'plain' })
      .enter(bear, { id: 'stunned' })
      .counters('stunned', { stun: 1 })
      .cast(cardOf('Test Ox Effect', 'Instant', act?.text.split(': ')[1] ?? ''));
    expect(g.obj('stunned').abilities).toContain('Indestructible');
    expect(g.obj('plain').abilities).not.toContain('Indestructible');
  });
  it('Delirium: SELF gets +1/+2 and has vigilance as long as there are four or more card types among cards in your graveyard', () => {
    const [a] = abilities(
      'Spineseeker Centipede',
      'Creature — Insect',
      'Delirium — Spineseeker Centipede gets +1/+2 and has vigilance as long as there are four or more card types among cards in your graveyard.',
      ['2', '1'],
    );
    expect(a?.kind === 'static' && a.effects[0]?.condition).toEqual({
      compare: [{ cardTypesAmong: { owner: 'you' }, zones: ['graveyard'] }, '>=', 4],
    });
  });
});

describe('"If it is legendary, it also gains …" (608.2c)', () => {
  it('Blessing of Belzenlok: a legendary target also gains lifelink', () => {
    const blessing = cardOf(
      'Blessing of Belzenlok',
      'Instant',
      'Target creature gets +2/+1 until end of turn. If it’s legendary, it also gains lifelink until end of turn.',
    );
    const legend = { ...bear, name: 'Test Legend', supertypes: ['Legendary'] };
    const g = new Game()
      .enter(legend, { id: 'legend' })
      .enter(bear)
      .cast(blessing, { targets: ['legend'] });
    expect(g.obj('legend').abilities).toContain('Lifelink');
    expect(g.pt('legend')).toEqual([4, 3]);
    const h = new Game().enter(bear).cast(blessing, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears').abilities).not.toContain('Lifelink');
  });
});

describe('"you may pay {N}. If you do, it …" keeps "it" (608.2c)', () => {
  it('Estwald Shieldbasher: it is the source', () => {
    const [trig] = abilities(
      'Estwald Shieldbasher',
      'Creature — Human Soldier',
      'Whenever this creature attacks, you may pay {1}. If you do, it gains indestructible until end of turn.',
      ['4', '2'],
    );
    expect(trig?.kind === 'triggered' && trig.resolve?.effects?.[0]).toEqual({
      affects: { self: true },
      ops: [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Indestructible', keyword: 'indestructible' }] }],
      duration: 'endOfTurn',
    });
  });
});
