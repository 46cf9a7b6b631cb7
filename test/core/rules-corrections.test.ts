/**
 * Issue #7: general rules the engine got wrong — object lifecycle, phasing, "as enters"
 * abilities, text changes, mana abilities, "where X is". Each test names its rule.
 */
import { describe, expect, it } from 'vitest';
import { replaceWord } from '../../src/core/effects/words.js';
import { emptyState, enterObjects, moveObject } from '../../src/core/index.js';
import { card, Game, inline } from '../helpers/game.js';

const thopter = inline({
  name: 'Thopter',
  types: ['Artifact', 'Creature'],
  subtypes: ['Thopter'],
  power: 1,
  toughness: 1,
  abilities: [{ kind: 'keyword', text: 'Flying', keyword: 'flying' }],
});

describe('605.1a, 602.1 mana abilities are activated abilities', () => {
  it('605.1a Necrotic Ooze has "all activated abilities" of creature cards in graveyards, mana abilities included (Llanowar Elves)', () => {
    const g = new Game().enter('Necrotic Ooze').enter('Llanowar Elves', { zone: 'graveyard' });
    expect(g.obj('necrotic-ooze').abilities).toContain('{T}: Add {G}.');
  });

  it('605.1a Quirion Elves in a graveyard: Necrotic Ooze gains its mana ability; activating it taps the Ooze (602.2)', () => {
    const g = new Game().enter('Necrotic Ooze').enter('Quirion Elves', { zone: 'graveyard' });
    const abilities = g.obj('necrotic-ooze').abilities;
    const i = abilities.indexOf('{T}: Add {G}.');
    expect(i).toBeGreaterThan(0);
    g.activate('necrotic-ooze', i + 1);
    expect(g.obj('necrotic-ooze').tapped).toBe(true);
  });

  it('605.1a an inline "has all activated abilities of lands you control" gains a land’s mana abilities, not its other kinds', () => {
    const thief = inline({
      name: 'Ability Thief',
      types: ['Creature'],
      power: 1,
      toughness: 1,
      abilities: [
        {
          kind: 'static',
          text: 'Ability Thief has all activated abilities of lands you control.',
          effects: [
            {
              affects: { self: true },
              ops: [{ op: 'addAbilitiesOf', of: { all: { and: [{ type: 'Land' }, { controller: 'you' }] } }, kinds: ['activated'] }],
            },
          ],
        },
      ],
    });
    const g = new Game().enter(thief).enter('Ghost Quarter').enter('Dark Depths');
    const a = g.obj('ability-thief').abilities;
    expect(a).toContain('{T}: Add {C}.');
    expect(a).toContain('{3}: Remove an ice counter from Dark Depths.');
    // Dark Depths' "enters with" is a replacement effect and its "When ..." a triggered ability.
    expect(a.some((t) => t.startsWith('When Dark Depths') || t.startsWith('Dark Depths enters'))).toBe(false);
  });
});

describe('612.1-612.2 text changes of words whose plural is the singular', () => {
  it('612.2 Lord of Atlantis, Merfolk→Elf: "Other Elves get +1/+1 and have islandwalk." and it pumps Elves', () => {
    const g = new Game().enter('Lord of Atlantis').enter('Llanowar Elves').enter('Lord of Atlantis', { id: 'other-lord' });
    expect(g.pt('other-lord')).toEqual([3, 3]);
    g.cast('Artificial Evolution', { targets: ['lord-of-atlantis'], choices: { from: 'Merfolk', to: 'Elf' } });
    const lord = g.obj('lord-of-atlantis');
    expect(lord.abilities).toEqual(['Other Elves get +1/+1 and have islandwalk.']);
    expect(lord.subtypes).toEqual(['Elf']);
    expect(g.pt('llanowar-elves')).toEqual([2, 2]);
    expect(g.obj('llanowar-elves').abilities).toContain('Islandwalk');
    // The other Lord is a Merfolk, no longer pumped by the changed one, and pumps it back? No: it is an Elf now.
    expect(g.pt('other-lord')).toEqual([2, 2]);
    expect(g.pt('lord-of-atlantis')).toEqual([2, 2]);
  });

  it('612.2 Elvish Champion, Elf→Merfolk: "Other Merfolk creatures" pumps Lord of Atlantis (the filter holds the subtype)', () => {
    const g = new Game().enter('Elvish Champion').enter('Lord of Atlantis');
    g.cast('Artificial Evolution', { targets: ['elvish-champion'], choices: { from: 'Elf', to: 'Merfolk' } });
    expect(g.obj('elvish-champion').abilities).toContain('Other Merfolk creatures get +1/+1 and have forestwalk.');
    // It is a Merfolk itself now, so Lord of Atlantis gives it islandwalk.
    expect(g.obj('elvish-champion').subtypes).toEqual(['Merfolk']);
    expect(g.pt('lord-of-atlantis')).toEqual([3, 3]);
    expect(g.obj('lord-of-atlantis').abilities).toContain('Forestwalk');
  });

  it('612.2 a word used in the singular becomes the singular of the new word, and a/an follows it', () => {
    const t = (s: string) => replaceWord(s, 'creatureType', 'Merfolk', 'Elf', []);
    expect(t('Each Merfolk you control gets +1/+1.')).toBe('Each Elf you control gets +1/+1.');
    expect(t('It’s a Merfolk in addition to its other types.')).toBe('It’s an Elf in addition to its other types.');
    expect(t('Merfolk spells you cast cost {1} less.')).toBe('Elf spells you cast cost {1} less.');
    expect(t('Merfolk you control have hexproof.')).toBe('Elves you control have hexproof.');
    expect(t('Each other Merfolk you control gets +1/+1.')).toBe('Each other Elf you control gets +1/+1.');
    expect(t('Other Merfolk you control get +1/+1.')).toBe('Other Elves you control get +1/+1.');
    expect(t('for each Merfolk and each Merfolk card')).toBe('for each Elf and each Elf card');
    expect(replaceWord('Plains you control are Swamps.', 'basicLandType', 'Plains', 'Island', [])).toBe('Islands you control are Swamps.');
    expect(replaceWord('Enchanted land is a Plains.', 'basicLandType', 'Plains', 'Island', [])).toBe('Enchanted land is an Island.');
  });

  it('612.2 an inline "Each Merfolk you control gets +1/+0" changed to Elf reads the subtype Elf', () => {
    const chief = inline({
      name: 'Tide Chief',
      types: ['Creature'],
      subtypes: ['Merfolk'],
      power: 1,
      toughness: 1,
      abilities: [
        {
          kind: 'static',
          text: 'Each Merfolk you control gets +1/+0.',
          effects: [
            {
              affects: { all: { and: [{ subtype: 'Merfolk' }, { controller: 'you' }] } },
              ops: [{ op: 'modifyPT', power: 1, toughness: 0 }],
            },
          ],
        },
      ],
    });
    const g = new Game().enter(chief).enter('Llanowar Elves');
    g.cast('Artificial Evolution', { targets: ['tide-chief'], choices: { from: 'Merfolk', to: 'Elf' } });
    expect(g.obj('tide-chief').abilities).toEqual(['Each Elf you control gets +1/+0.']);
    expect([g.pt('tide-chief'), g.pt('llanowar-elves')]).toEqual([
      [2, 1],
      [2, 1],
    ]);
  });
});

describe('107.3 "where X is ..." in a granted ability is written out with its value', () => {
  it('107.3 Bludgeon Brawl: Sol Ring gets "Equip {1}" and "Equipped creature gets +1/+0.", and the equipped creature gets +1/+0', () => {
    const g = new Game().enter('Bludgeon Brawl').enter('Sol Ring').enter('Grizzly Bears');
    const ring = g.obj('sol-ring');
    expect(ring.subtypes).toEqual(['Equipment']);
    expect(ring.abilities).toEqual(['{T}: Add {C}{C}.', 'Equip {1}', 'Equipped creature gets +1/+0.']);
    g.attach('sol-ring', 'grizzly-bears');
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
  });

  it('107.3 X is computed for each affected object: Azorius Keyrune (mana value 3) gets "Equip {3}" and gives +3/+0', () => {
    const g = new Game().enter('Bludgeon Brawl').enter('Sol Ring').enter('Azorius Keyrune').enter('Grizzly Bears');
    expect(g.obj('azorius-keyrune').abilities).toContain('Equip {3}');
    expect(g.obj('azorius-keyrune').abilities).toContain('Equipped creature gets +3/+0.');
    expect(g.obj('sol-ring').abilities).toContain('Equip {1}');
    g.attach('azorius-keyrune', 'grizzly-bears');
    expect(g.pt('grizzly-bears')).toEqual([5, 2]);
    g.attach('sol-ring', 'grizzly-bears');
    expect(g.pt('grizzly-bears')).toEqual([6, 2]);
  });

  it('107.3 an X that counts: "Creatures you control have \'This creature gets +X/+0,\' where X is the number of Elves you control"', () => {
    const banner = inline({
      name: 'Elf Banner',
      types: ['Enchantment'],
      abilities: [
        {
          kind: 'static',
          text: 'Creatures you control have "This creature gets +X/+0," where X is the number of Elves you control.',
          effects: [
            {
              affects: { all: { and: [{ type: 'Creature' }, { controller: 'you' }] } },
              ops: [
                {
                  op: 'addAbilities',
                  x: { count: { and: [{ subtype: 'Elf' }, { controller: 'you' }] } },
                  abilities: [
                    {
                      kind: 'static',
                      text: 'This creature gets +X/+0.',
                      effects: [{ affects: { self: true }, ops: [{ op: 'modifyPT', power: { x: true }, toughness: 0 }] }],
                    },
                  ],
                },
              ],
            },
          ],
        },
      ],
    });
    const g = new Game()
      .enter(banner)
      .enter('Grizzly Bears')
      .enter('Llanowar Elves')
      .enter('Quirion Elves', { choices: { color: 'blue' } });
    expect(g.obj('grizzly-bears').abilities).toEqual(['This creature gets +2/+0.']);
    expect(g.pt('grizzly-bears')).toEqual([4, 2]);
    expect(g.pt('llanowar-elves')).toEqual([3, 1]);
    g.move('quirion-elves', 'graveyard');
    expect(g.obj('grizzly-bears').abilities).toEqual(['This creature gets +1/+0.']);
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
  });
});

describe('107.3, 608.2h "where X is ..." in an ability a resolving spell grants', () => {
  it('608.2h X is fixed as the spell resolves; each creature gets the number written into its ability', () => {
    const rally = inline({
      name: 'Rally Cry',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          text: 'Until end of turn, creatures you control gain "This creature gets +X/+0," where X is the number of creatures you control.',
          resolve: {
            effects: [
              {
                affects: { all: { and: [{ type: 'Creature' }, { controller: 'you' }] } },
                duration: 'endOfTurn',
                ops: [
                  {
                    op: 'addAbilities',
                    x: { count: { and: [{ type: 'Creature' }, { controller: 'you' }] } },
                    abilities: [
                      {
                        kind: 'static',
                        text: 'This creature gets +X/+0.',
                        effects: [{ affects: { self: true }, ops: [{ op: 'modifyPT', power: { x: true }, toughness: 0 }] }],
                      },
                    ],
                  },
                ],
              },
            ],
          },
        },
      ],
    });
    const g = new Game().enter('Grizzly Bears').enter('Savannah Lions').cast(rally);
    expect(g.obj('grizzly-bears').abilities).toEqual(['This creature gets +2/+0.']);
    g.enter('Hill Giant');
    expect([g.pt('grizzly-bears'), g.pt('savannah-lions'), g.obj('hill-giant').abilities]).toEqual([[4, 2], [4, 1], []]);
  });
});

describe('702.26 phasing: a phased-out permanent is treated as though it does not exist', () => {
  it('702.26b, 611.2b Sower of Temptation phases out: "for as long as it remains on the battlefield" ends, and stays ended when it phases in', () => {
    const g = new Game().enter('Sower of Temptation').enter('Hill Giant', { controller: 'opponent' });
    g.activate('sower-of-temptation', 2, { trigger: true, targets: ['hill-giant'] });
    expect(g.obj('hill-giant').controller).toBe('you');
    g.phaseOut('sower-of-temptation');
    expect(g.obj('hill-giant').controller).toBe('opponent');
    g.phaseIn('sower-of-temptation');
    expect(g.obj('hill-giant').controller).toBe('opponent');
  });

  it('702.26d, 611.2b Master Thief phases out: "for as long as you control it" ends for good', () => {
    const g = new Game().enter('Master Thief').enter('Sol Ring', { controller: 'opponent' });
    g.activate('master-thief', 1, { trigger: true, targets: ['sol-ring'] });
    expect(g.obj('sol-ring').controller).toBe('you');
    g.phaseOut('master-thief');
    g.phaseIn('master-thief');
    expect(g.obj('sol-ring').controller).toBe('opponent');
  });

  it('702.26f Endoskeleton phases out while tapped: "for as long as this artifact remains tapped" ends', () => {
    const g = new Game().enter('Endoskeleton').enter('Grizzly Bears');
    g.activate('endoskeleton', 2, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([2, 5]);
    g.phaseOut('endoskeleton');
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    g.phaseIn('endoskeleton');
    expect([g.obj('endoskeleton').tapped, g.pt('grizzly-bears')]).toEqual([true, [2, 2]]);
  });

  it('702.26f the tracked permanent phases out: Old Man of the Sea’s control of it ends and does not resume', () => {
    const g = new Game().enter('Old Man of the Sea').enter('Grizzly Bears', { controller: 'opponent' });
    g.activate('old-man-of-the-sea', 2, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.phaseOut('grizzly-bears');
    g.phaseIn('grizzly-bears');
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });

  it('702.26d a Clone that phases out and in is still the copy it entered as (its copy effect is part of it)', () => {
    const g = new Game().enter('Serra Angel').enter('Clone', { choices: { copyOf: 'serra-angel' } });
    g.phaseOut('clone').phaseIn('clone');
    expect([g.obj('clone').name, g.pt('clone')]).toEqual(['Serra Angel', [4, 4]]);
  });

  it('702.26g an Aura phases out indirectly with its creature, phases in with it, and not by itself', () => {
    const g = new Game().enter('Grizzly Bears').enter('Rancor', { attachedTo: 'grizzly-bears' });
    expect(g.pt('grizzly-bears')).toEqual([4, 2]);
    g.phaseOut('grizzly-bears');
    expect(g.obj('rancor').phasedOut).toBe(true);
    expect(() => g.phaseIn('rancor')).toThrow(/702\.26g/);
    g.phaseIn('grizzly-bears');
    expect([g.obj('rancor').phasedOut, g.pt('grizzly-bears')]).toEqual([false, [4, 2]]);
  });

  it('702.26g, 702.26i an Aura that phased out directly stays phased out when its creature phases out and in', () => {
    const g = new Game().enter('Grizzly Bears').enter('Rancor', { attachedTo: 'grizzly-bears' });
    g.phaseOut('rancor');
    g.phaseOut('grizzly-bears').phaseIn('grizzly-bears');
    expect([g.obj('rancor').phasedOut, g.pt('grizzly-bears')]).toEqual([true, [2, 2]]);
    g.phaseIn('rancor');
    expect(g.pt('grizzly-bears')).toEqual([4, 2]);
  });
});

describe('400.7, 111.7, 111.8, 704.5d zone changes and tokens', () => {
  it('111.7, 704.5d a token that leaves the battlefield ceases to exist: its id names nothing', () => {
    const g = new Game().enter(thopter, { token: true, id: 'thopter' });
    g.move('thopter', 'graveyard');
    expect(g.result().objects.thopter).toBeUndefined();
    expect(g.state.objects.some((o) => o.id === 'thopter')).toBe(false);
  });

  it('111.8 a token that left the battlefield can’t come back', () => {
    const g = new Game().enter(thopter, { token: true, id: 'thopter' }).move('thopter', 'exile');
    const back = moveObject(g.state, 'thopter', 'battlefield');
    expect(back.ok).toBe(false);
  });

  it('111.7 "card types among cards in graveyards" never sees a token that died (Tarmogoyf)', () => {
    const g = new Game().enter('Tarmogoyf').enter(thopter, { token: true, id: 'thopter' });
    g.move('thopter', 'graveyard');
    expect(g.pt('tarmogoyf')).toEqual([0, 1]);
    g.enter('Sol Ring', { zone: 'graveyard' });
    expect(g.pt('tarmogoyf')).toEqual([1, 2]);
  });

  it('111.7 Lhurgoyf counts creature cards in graveyards, not a creature token that died', () => {
    const g = new Game().enter('Lhurgoyf').enter(thopter, { token: true, id: 'thopter' }).enter('Grizzly Bears');
    g.move('thopter', 'graveyard').move('grizzly-bears', 'graveyard');
    expect(g.pt('lhurgoyf')).toEqual([1, 2]);
  });

  it('400.7 Cloudshift: the creature returns as a new object with a new timestamp, no counters, Auras or effects', () => {
    const g = new Game().enter('Grizzly Bears').enter('Rancor', { attachedTo: 'grizzly-bears' });
    g.counters('grizzly-bears', { '+1/+1': 2 }).cast('Giant Growth', { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([9, 7]);
    const before = g.state.objects.find((o) => o.id === 'grizzly-bears');
    g.cast('Cloudshift', { targets: ['grizzly-bears'] });
    const after = g.state.objects.find((o) => o.id === 'grizzly-bears');
    expect(after?.incarnation).toBe((before?.incarnation ?? 0) + 1);
    expect(after?.timestamp).toBeGreaterThan(before?.timestamp ?? 0);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    expect(g.obj('grizzly-bears').counters).toEqual({});
    // 704.5m: the Aura attached to nothing goes to its owner's graveyard.
    expect([g.obj('rancor').zone, g.obj('rancor').attachedTo]).toEqual(['graveyard', null]);
  });

  it('400.7, 110.2 Cloudshift returns the card under your control: a creature you had stolen stays yours, for good', () => {
    const g = new Game().enter('Sower of Temptation').enter('Hill Giant', { controller: 'opponent' });
    g.activate('sower-of-temptation', 2, { trigger: true, targets: ['hill-giant'] });
    g.cast('Cloudshift', { targets: ['hill-giant'] });
    g.move('sower-of-temptation', 'graveyard');
    const giant = g.obj('hill-giant');
    expect([giant.zone, giant.controller, giant.owner]).toEqual(['battlefield', 'you', 'opponent']);
  });

  it('400.7 a flickered Clone enters again and may copy something else (its old copy effect ended)', () => {
    const g = new Game().enter('Serra Angel').enter('Clone', { choices: { copyOf: 'serra-angel' } });
    expect(g.obj('clone').name).toBe('Serra Angel');
    g.cast('Cloudshift', { targets: ['clone'] });
    expect([g.obj('clone').name, g.pt('clone')]).toEqual(['Clone', [0, 0]]);
  });

  it('111.7 a flickered token ceases to exist', () => {
    const g = new Game().enter(thopter, { token: true, id: 'thopter' });
    g.cast('Cloudshift', { targets: ['thopter'] });
    expect(g.result().objects.thopter).toBeUndefined();
  });

  it('110.2, 400.7 move onto the battlefield under a stated controller; by default under its owner’s', () => {
    const g = new Game().enter('Grizzly Bears', { zone: 'graveyard', owner: 'opponent', controller: 'opponent' });
    g.move('grizzly-bears', 'battlefield', 'you');
    expect([g.obj('grizzly-bears').controller, g.obj('grizzly-bears').owner]).toEqual(['you', 'opponent']);
    g.move('grizzly-bears', 'graveyard').move('grizzly-bears', 'battlefield');
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });

  it('614.1c a card put onto the battlefield from a graveyard enters with its "enters with" counters (Dark Depths)', () => {
    const g = new Game().enter('Dark Depths', { zone: 'graveyard' });
    g.move('dark-depths', 'battlefield');
    expect(g.obj('dark-depths').counters).toEqual({ ice: 10 });
  });
});

describe('614.12, 305.7 a permanent’s own "as enters" abilities are those it would have on the battlefield', () => {
  it('614.12, 305.7 Dark Depths entering under Blood Moon is a Mountain with no other abilities: no ice counters', () => {
    const g = new Game().enter('Blood Moon').enter('Dark Depths');
    const d = g.obj('dark-depths');
    expect([d.subtypes, d.abilities, d.counters]).toEqual([['Mountain'], ['{T}: Add {R}.'], {}]);
  });

  it('614.12 Dark Depths without Blood Moon enters with ten ice counters', () => {
    expect(new Game().enter('Dark Depths').obj('dark-depths').counters).toEqual({ ice: 10 });
  });

  it('614.12, 613.1f a Clone entering under Humility copies nothing: a 1/1 Clone with no abilities', () => {
    const g = new Game()
      .enter('Humility')
      .enter('Serra Angel')
      .enter('Clone', { choices: { copyOf: 'serra-angel' } });
    const c = g.obj('clone');
    expect([c.name, c.abilities, g.pt('clone')]).toEqual(['Clone', [], [1, 1]]);
  });

  it('614.12, 305.7 Glasspool Shore (back face) under Blood Moon does not enter tapped', () => {
    const g = new Game().enter('Blood Moon').enter('Glasspool Mimic', { face: 'back', id: 'shore' });
    const shore = g.obj('shore');
    expect([shore.name, shore.subtypes, shore.tapped]).toEqual(['Glasspool Shore', ['Mountain'], false]);
  });

  it('614.12 Glasspool Shore enters tapped when nothing takes its ability away', () => {
    const g = new Game().enter('Glasspool Mimic', { face: 'back', id: 'shore' });
    expect(g.obj('shore').tapped).toBe(true);
  });

  it('614.12 Spark Double under Humility copies nothing and gets no extra counter', () => {
    const g = new Game()
      .enter('Humility')
      .enter('Serra Angel')
      .enter('Spark Double', { choices: { copyOf: 'serra-angel' } });
    const d = g.obj('spark-double');
    expect([d.name, d.counters, g.pt('spark-double')]).toEqual(['Spark Double', {}, [1, 1]]);
  });
});

describe('614.12 "as enters" choices', () => {
  it('614.12 a permanent entering with "As this enters, choose a creature type" needs the choice; the message names the ability', () => {
    const r = enterObjects(emptyState(), [{ id: 'mimic', card: card('Metallic Mimic') }]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.message).toMatch(/choices\.creatureType/);
  });

  it('614.12, 613.1f under Humility, Metallic Mimic has no "as enters" ability, so nothing needs to be chosen', () => {
    const g = new Game().enter('Humility').enter('Metallic Mimic');
    expect(g.obj('metallic-mimic').abilities).toEqual([]);
  });
});

describe('712.11b, 712.12, 712.13 a modal double-faced card entering with its back face up', () => {
  const mdfc = inline({
    name: 'Sea Gate Charm',
    types: ['Instant'],
    manaCost: '{1}{U}',
    abilities: [{ kind: 'spell', text: 'Draw a card.' }],
    backFace: {
      name: 'Sea Gate Guardian',
      manaCost: '{3}{G}{G}',
      types: ['Creature'],
      subtypes: ['Elf', 'Warrior'],
      supertypes: [],
      power: 4,
      toughness: 4,
      loyalty: null,
      defense: null,
      abilities: [{ kind: 'keyword', text: 'Trample', keyword: 'trample' }],
    },
  });

  it('712.8f the back face’s characteristics, and its own mana cost gives the mana value (not the front’s, unlike 712.8e)', () => {
    const g = new Game().enter(mdfc, { face: 'back', id: 'guardian' });
    const o = g.obj('guardian');
    expect([o.name, o.manaCost, o.manaValue, o.colors, o.types, o.subtypes, g.pt('guardian'), o.abilities]).toEqual([
      'Sea Gate Guardian',
      '{3}{G}{G}',
      5,
      ['green'],
      ['Creature'],
      ['Elf', 'Warrior'],
      [4, 4],
      ['Trample'],
    ]);
  });

  it('712.8a once it leaves the battlefield it has only its front face’s characteristics; it returns front face up (712.13)', () => {
    const g = new Game().enter(mdfc, { face: 'back', id: 'guardian' }).move('guardian', 'graveyard');
    expect([g.obj('guardian').name, g.obj('guardian').manaValue]).toEqual(['Sea Gate Charm', 2]);
  });

  it('712.12 Glasspool Shore played as a land: a land with no mana cost and its own abilities', () => {
    const g = new Game().enter('Glasspool Mimic', { face: 'back', id: 'shore' });
    const o = g.obj('shore');
    expect([o.name, o.types, o.manaValue, o.abilities, o.tapped]).toEqual([
      'Glasspool Shore',
      ['Land'],
      0,
      ['This land enters tapped.', '{T}: Add {U}.'],
      true,
    ]);
  });
});

describe('605.1a losing "all activated abilities" loses mana abilities too', () => {
  it('605.1a an inline "Creatures lose all activated abilities" takes Llanowar Elves’ "{T}: Add {G}." and Wild Mongrel’s ability, not keywords', () => {
    const stifle = inline({
      name: 'Stifling Aura',
      types: ['Enchantment'],
      abilities: [
        {
          kind: 'static',
          text: 'Creatures lose all activated abilities.',
          effects: [{ affects: { all: { type: 'Creature' } }, ops: [{ op: 'removeAbilities', kinds: ['activated'] }] }],
        },
      ],
    });
    const g = new Game().enter('Llanowar Elves').enter('Wild Mongrel').enter('Serra Angel').enter(stifle);
    expect(g.obj('llanowar-elves').abilities).toEqual([]);
    expect(g.obj('wild-mongrel').abilities).toEqual([]);
    expect(g.obj('serra-angel').abilities).toEqual(['Flying', 'Vigilance']);
  });
});
