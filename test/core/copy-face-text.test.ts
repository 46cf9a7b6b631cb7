/** Layer 1 (707 copy, 708 face-down, 712 double-faced, 730 merging), layer 3 (612) and phasing (702.26). */
import { describe, expect, it } from 'vitest';
import { asItEnters, mergeObject } from '../../src/core/index.js';
import { card, Game, inline } from '../helpers/game.js';

describe('707 copiable values', () => {
  it('707.2 Clone copying an animated Chimeric Staff is a noncreature artifact', () => {
    const g = new Game().enter('Chimeric Staff').activate('chimeric-staff', 1, { x: 3 });
    expect(g.obj('chimeric-staff').types).toEqual(['Artifact', 'Creature']);
    g.enter('Clone', { choices: { copyOf: 'chimeric-staff' } });
    const c = g.obj('clone');
    expect([c.name, c.types, c.power]).toEqual(['Chimeric Staff', ['Artifact'], null]);
  });

  it('707.2 Clone copying a face-down creature is a face-up nameless 2/2 with no abilities', () => {
    const g = new Game().enter('Grinning Demon', { faceDown: true }).enter('Clone', { choices: { copyOf: 'grinning-demon' } });
    const c = g.obj('clone');
    expect([c.name, c.faceDown, c.power, c.toughness, c.abilities, c.types]).toEqual([null, false, 2, 2, [], ['Creature']]);
  });

  it('707.3/708.2 a face-down creature that becomes a copy stays a face-down 2/2', () => {
    const g = new Game().enter('Serra Angel').enter('Branchsnap Lorian', { faceDown: true });
    g.cast('Cytoshape', { targets: ['branchsnap-lorian'], choices: { copyOf: 'serra-angel' } });
    const b = g.obj('branchsnap-lorian');
    expect([b.name, b.power, b.toughness, b.abilities]).toEqual([null, 2, 2, []]);
  });

  it('707.4 a new copy effect keeps non-copy effects such as Giant Growth', () => {
    const g = new Game()
      .enter('Grizzly Bears')
      .enter('Serra Angel')
      .cast('Giant Growth', { targets: ['grizzly-bears'] });
    g.cast('Cytoshape', { targets: ['grizzly-bears'], choices: { copyOf: 'serra-angel' } });
    const b = g.obj('grizzly-bears');
    expect([b.name, b.power, b.toughness]).toEqual(['Serra Angel', 7, 7]);
    g.endTurn();
    expect(g.obj('grizzly-bears').name).toBe('Grizzly Bears');
  });

  it('707.9b Vesuvan Doppelganger keeps its own color, and Clone copying it copies that', () => {
    const g = new Game().enter('Grizzly Bears').enter('Vesuvan Doppelganger', { choices: { copyOf: 'grizzly-bears' } });
    const v = g.obj('vesuvan-doppelganger');
    expect([v.name, v.colors, v.power]).toEqual(['Grizzly Bears', ['blue'], 2]);
    g.enter('Clone', { choices: { copyOf: 'vesuvan-doppelganger' } });
    const c = g.obj('clone');
    expect([c.name, c.colors]).toEqual(['Grizzly Bears', ['blue']]);
    expect(c.abilities.some((a) => a.startsWith('At the beginning of your upkeep'))).toBe(true);
  });

  it('707.9b Copy Artifact copying Juggernaut is also an enchantment', () => {
    const g = new Game().enter('Juggernaut').enter('Copy Artifact', { choices: { copyOf: 'juggernaut' } });
    const c = g.obj('copy-artifact');
    expect([c.name, c.types, c.power, c.toughness]).toEqual(['Juggernaut', ['Artifact', 'Creature', 'Enchantment'], 5, 3]);
  });

  it('707.9d Quicksilver Gargantuan copying Tarmogoyf is 7/7 and has no P/T-defining ability', () => {
    const g = new Game().enter('Tarmogoyf').enter('Grizzly Bears', { id: 'dead', zone: 'graveyard' });
    g.enter('Quicksilver Gargantuan', { choices: { copyOf: 'tarmogoyf' } });
    const q = g.obj('quicksilver-gargantuan');
    expect([q.name, q.power, q.toughness, q.abilities]).toEqual(['Tarmogoyf', 7, 7, []]);
    expect(g.pt('tarmogoyf')).toEqual([1, 2]);
  });

  it('707.9d Glasspool Mimic copying a changeling keeps changeling (the exception adds, it does not set)', () => {
    const g = new Game().enter('Changeling Outcast').enter('Glasspool Mimic', { choices: { copyOf: 'changeling-outcast' } });
    const m = g.obj('glasspool-mimic');
    expect(m.abilities).toContain('Changeling');
    expect(m.subtypes).toEqual(expect.arrayContaining(['Shapeshifter', 'Rogue', 'Elf', 'Time Lord']));
  });

  it('707.9b Phyrexian Metamorph copying a creature is an artifact too', () => {
    const g = new Game().enter('Grizzly Bears').enter('Phyrexian Metamorph', { choices: { copyOf: 'grizzly-bears' } });
    expect(g.obj('phyrexian-metamorph').types).toEqual(['Creature', 'Artifact']);
  });

  it('707.9b Spark Double copying a legendary creature is not legendary and has an extra +1/+1 counter', () => {
    const g = new Game().enter('Kwende, Pride of Femeref').enter('Spark Double', { choices: { copyOf: 'kwende-pride-of-femeref' } });
    const s = g.obj('spark-double');
    expect([s.name, s.supertypes, s.counters, s.power]).toEqual(['Kwende, Pride of Femeref', [], { '+1/+1': 1 }, 3]);
  });

  it('707.9f Moritte of the Frost: counters and changeling only if the copy is a creature', () => {
    const g = new Game().enter('Sol Ring').enter('Grizzly Bears');
    g.enter('Moritte of the Frost', { id: 'moritte-ring', choices: { copyOf: 'sol-ring' } });
    g.enter('Moritte of the Frost', { id: 'moritte-bears', choices: { copyOf: 'grizzly-bears' } });
    const ring = g.obj('moritte-ring');
    expect([ring.name, ring.supertypes, ring.counters, ring.abilities]).toEqual([
      'Sol Ring',
      ['Legendary', 'Snow'],
      {},
      ['{T}: Add {C}{C}.'],
    ]);
    const bears = g.obj('moritte-bears');
    expect([bears.name, bears.counters, bears.power, bears.abilities]).toEqual(['Grizzly Bears', { '+1/+1': 2 }, 4, ['Changeling']]);
  });

  it('707.9e Altered Ego gets its X counters, unless another copy effect applies after it (Essence of the Wild)', () => {
    const g = new Game().enter('Grizzly Bears').enter('Altered Ego', { choices: { copyOf: 'grizzly-bears', x: 2 } });
    expect(g.obj('altered-ego').counters).toEqual({ '+1/+1': 2 });
    g.enter('Essence of the Wild').enter('Altered Ego', { id: 'ego-2', choices: { copyOf: 'grizzly-bears', x: 2 } });
    const e = g.obj('ego-2');
    expect([e.name, e.counters, e.power]).toEqual(['Essence of the Wild', {}, 6]);
  });

  it('707.9a Unstable Shapeshifter keeps its ability as part of the copy, so it can copy again', () => {
    const g = new Game().enter('Unstable Shapeshifter').enter('Grizzly Bears');
    g.activate('unstable-shapeshifter', 1, { trigger: true, choices: { object: 'grizzly-bears' } });
    expect(g.obj('unstable-shapeshifter').name).toBe('Grizzly Bears');
    g.enter('Serra Angel');
    g.activate('unstable-shapeshifter', 1, { trigger: true, choices: { object: 'serra-angel' } });
    const u = g.obj('unstable-shapeshifter');
    expect([u.name, u.power]).toEqual(['Serra Angel', 4]);
    expect(u.abilities[u.abilities.length - 1]).toMatch(/^Whenever another creature enters/);
  });

  it('616.1/707 Essence of the Wild makes an entering Clone a copy of Essence', () => {
    const g = new Game()
      .enter('Grizzly Bears')
      .enter('Essence of the Wild')
      .enter('Clone', { choices: { copyOf: 'grizzly-bears' } });
    const c = g.obj('clone');
    expect([c.name, c.power, c.toughness]).toEqual(['Essence of the Wild', 6, 6]);
  });
});

describe('611.3c and 611.2e: characteristics as a permanent enters', () => {
  it('611.3c a white 1/1 token under Crusade enters as a 2/2', () => {
    const token = inline({
      name: 'Soldier',
      types: ['Creature'],
      subtypes: ['Soldier'],
      colorIndicator: ['white'],
      power: 1,
      toughness: 1,
      abilities: [],
    });
    const g = new Game().enter('Crusade');
    const r = asItEnters(g.state, { id: 'soldier', card: token, token: true });
    expect(r.ok && [r.value.power, r.value.toughness]).toEqual([2, 2]);
  });

  it('611.2e/613.7n Arbiter of the Ideal: the card enters an enchantment, its own statics first', () => {
    const g = new Game().enter('Arbiter of the Ideal').enter('Ashaya, Soul of the Wild', { zone: 'library' });
    g.activate('arbiter-of-the-ideal', 2, { trigger: true, choices: { object: 'ashaya-soul-of-the-wild' } });
    const a = g.obj('ashaya-soul-of-the-wild');
    expect(a.types).toEqual(expect.arrayContaining(['Creature', 'Enchantment', 'Land']));
    expect(a.counters).toEqual({ manifestation: 1 });
    const layer4 = g.result().trace.find((l) => l.layer === '4');
    const order = layer4?.steps.map((s) => s.effect.text.slice(0, 20));
    expect(order?.[0]).toMatch(/^Nontoken creatures/);
    expect(layer4?.steps[1]?.effect.timestamp).toMatch(/\.1$/);
  });
});

describe('708 face-down and 712 double-faced permanents', () => {
  it('708.2 a morph is a 2/2 nameless colorless creature; turned face up (613.7f) it is itself and keeps Giant Growth', () => {
    const g = new Game().enter('Exalted Angel', { faceDown: true });
    const before = g.obj('exalted-angel');
    expect([before.name, before.colors, before.power, before.manaCost]).toEqual([null, [], 2, null]);
    g.cast('Giant Growth', { targets: ['exalted-angel'] });
    const t0 = g.obj('exalted-angel').timestamp;
    g.faceUp('exalted-angel');
    const after = g.obj('exalted-angel');
    expect([after.name, after.power, after.toughness, after.colors]).toEqual(['Exalted Angel', 7, 8, ['white']]);
    expect(after.timestamp).toBeGreaterThan(t0);
  });

  it('712.8e/613.7g Kruin Outlaw transforms into Terror of Kruin Pass with a new timestamp', () => {
    const g = new Game().enter('Kruin Outlaw').enter('Afflicted Deserter');
    const t0 = g.obj('kruin-outlaw').timestamp;
    g.transform('kruin-outlaw');
    const k = g.obj('kruin-outlaw');
    expect([k.name, k.power, k.toughness, k.colors, k.transformed]).toEqual(['Terror of Kruin Pass', 3, 3, ['red'], true]);
    expect(k.timestamp).toBeGreaterThan(t0);
    expect(g.obj('afflicted-deserter').abilities).toContain('Menace');
    // 712.8e: the back face has no mana cost, but its mana value is the front face's.
    expect([k.manaCost, k.manaValue]).toEqual([null, 3]);
  });

  it('707.8a/712 Clone copying a transformed permanent copies the face that is up', () => {
    const g = new Game()
      .enter('Bloodline Keeper')
      .transform('bloodline-keeper')
      .enter('Clone', { choices: { copyOf: 'bloodline-keeper' } });
    // Each Lord of Lineage gives the other +2/+2.
    expect([g.obj('clone').name, g.pt('clone'), g.pt('bloodline-keeper')]).toEqual(['Lord of Lineage', [7, 7], [7, 7]]);
    // 712.8e: a copy of a back face has mana value 0; the transformed original keeps its front face's.
    expect([g.obj('clone').manaValue, g.obj('bloodline-keeper').manaValue]).toEqual([0, 4]);
  });
});

describe('612 text-changing effects', () => {
  it('612.2 Artificial Evolution Sliver→Elf on Hivestone: your creatures are Elves, not Slivers', () => {
    const g = new Game().enter('Hivestone').enter('Grizzly Bears');
    expect(g.obj('grizzly-bears').subtypes).toEqual(['Bear', 'Sliver']);
    g.cast('Artificial Evolution', { targets: ['hivestone'], choices: { from: 'Sliver', to: 'Elf' } });
    expect(g.obj('grizzly-bears').subtypes).toEqual(['Bear', 'Elf']);
    expect(g.obj('hivestone').abilities).toEqual(['Creatures you control are Elves in addition to their other creature types.']);
  });

  it('612.2 Sleight of Mind white→blue on Crusade: "Blue creatures get +1/+1."', () => {
    const g = new Game().enter('Crusade').enter('Savannah Lions').enter('Storm Crow');
    g.cast('Sleight of Mind', { targets: ['crusade'], choices: { from: 'white', to: 'blue' } });
    expect(g.obj('crusade').abilities).toEqual(['Blue creatures get +1/+1.']);
    expect(g.pt('savannah-lions')).toEqual([2, 1]);
    expect(g.pt('storm-crow')).toEqual([2, 3]);
  });

  it('612.2 Magical Hack Swamp→Island on Urborg; a/an follows the new word', () => {
    const g = new Game().enter('Urborg, Tomb of Yawgmoth').enter('Mountain');
    g.cast('Magical Hack', { targets: ['urborg-tomb-of-yawgmoth'], choices: { from: 'Swamp', to: 'Island' } });
    expect(g.obj('urborg-tomb-of-yawgmoth').abilities).toEqual([
      '{T}: Add {U}.',
      'Each land is an Island in addition to its other land types.',
    ]);
    expect(g.obj('mountain').subtypes).toEqual(['Mountain', 'Island']);
  });

  it('612.2 Magical Hack Island→Swamp on Spreading Seas: the enchanted land is a Swamp', () => {
    const g = new Game().enter('Mountain').enter('Spreading Seas', { attachedTo: 'mountain' });
    expect(g.obj('mountain').subtypes).toEqual(['Island']);
    g.cast('Magical Hack', { targets: ['spreading-seas'], choices: { from: 'Island', to: 'Swamp' } });
    expect(g.obj('spreading-seas').abilities).toContain('Enchanted land is a Swamp.');
    expect(g.obj('mountain').subtypes).toEqual(['Swamp']);
    expect(g.obj('mountain').abilities).toEqual(['{T}: Add {B}.']);
  });

  it('612.2 never a card name: Goblin King after Artificial Evolution Goblin→Elf', () => {
    const g = new Game().enter('Goblin King').enter('Llanowar Elves');
    g.cast('Artificial Evolution', { targets: ['goblin-king'], choices: { from: 'Goblin', to: 'Elf' } });
    const k = g.obj('goblin-king');
    expect([k.name, k.subtypes]).toEqual(['Goblin King', ['Elf']]);
    expect(k.abilities).toEqual(['Other Elves get +1/+1 and have mountainwalk.']);
    expect(g.pt('llanowar-elves')).toEqual([2, 2]);
  });

  it('612.3 never an ability granted by another effect: forestwalk from Elvish Champion survives Magical Hack', () => {
    const g = new Game().enter('Elvish Champion').enter('Llanowar Elves');
    g.cast('Mind Bend', { targets: ['llanowar-elves'], choices: { from: 'Forest', to: 'Island' } });
    expect(g.obj('llanowar-elves').abilities).toEqual(['{T}: Add {G}.', 'Forestwalk']);
  });

  it('612.6 Volrath’s Shapeshifter has the full text of the top creature card of your graveyard, and reverts', () => {
    const g = new Game().enter("Volrath's Shapeshifter").enter('Serra Angel', { zone: 'graveyard' });
    const v = g.obj('volraths-shapeshifter');
    expect([v.name, v.power, v.toughness, v.colors]).toEqual(['Serra Angel', 4, 4, ['white']]);
    expect(v.abilities).toEqual(['Flying', 'Vigilance', '{2}: Discard a card.']);
    g.enter('Sol Ring', { zone: 'graveyard' });
    expect(g.obj('volraths-shapeshifter').name).toBe("Volrath's Shapeshifter");
  });
});

describe('702.26 phasing', () => {
  it('702.26b a phased-out Crusade has no effect; phased in it keeps its old timestamp', () => {
    const g = new Game().enter('Crusade').enter('Savannah Lions');
    const t = g.obj('crusade').timestamp;
    g.phaseOut('crusade');
    expect(g.pt('savannah-lions')).toEqual([2, 1]);
    g.phaseIn('crusade');
    expect(g.pt('savannah-lions')).toEqual([3, 2]);
    expect(g.obj('crusade').timestamp).toBe(t);
  });
});

describe('730 merging', () => {
  const mutant = inline({
    name: 'Mutant Beast',
    manaCost: '{3}{G}',
    types: ['Creature'],
    subtypes: ['Beast'],
    power: 5,
    toughness: 5,
    abilities: [{ kind: 'keyword', text: 'Trample', keyword: 'trample' }],
  });
  it('730.2a mutate on top: the top card’s characteristics with every component’s abilities', () => {
    const g = new Game().enter('Storm Crow');
    const r = mergeObject(g.state, { card: mutant, onto: 'storm-crow' });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.value;
    const c = g.obj('storm-crow');
    expect([c.name, c.power, c.abilities]).toEqual(['Mutant Beast', 5, ['Trample', 'Flying']]);
  });

  it('730.2a mutate under: the original stays on top and gains the abilities', () => {
    const g = new Game().enter('Storm Crow');
    const r = mergeObject(g.state, { card: mutant, onto: 'storm-crow', under: true });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.value;
    const c = g.obj('storm-crow');
    expect([c.name, c.power, c.abilities]).toEqual(['Storm Crow', 1, ['Flying', 'Trample']]);
  });

  it('730.2e mutate under a face-down creature: layer 1a merges, then 1b makes it a face-down 2/2', () => {
    const g = new Game().enter('Exalted Angel', { faceDown: true });
    const r = mergeObject(g.state, { card: card('Serra Angel'), onto: 'exalted-angel', under: true });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.value;
    const c = g.obj('exalted-angel');
    expect([c.name, c.power, c.faceDown, c.abilities]).toEqual([null, 2, true, []]);
    const layers = g.result().trace.map((l) => l.layer);
    expect(layers.slice(0, 2)).toEqual(['1a', '1b']);
  });
});
