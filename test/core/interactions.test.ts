/** The classic interactions of 613.6-613.8, each in every timestamp order that matters. */
import { describe, expect, it } from 'vitest';
import { Game, inline } from '../helpers/game.js';

const URBORG = 'urborg-tomb-of-yawgmoth';

describe('613.8 dependency: Blood Moon and Urborg', () => {
  for (const order of [
    ['Urborg, Tomb of Yawgmoth', 'Blood Moon'],
    ['Blood Moon', 'Urborg, Tomb of Yawgmoth'],
  ]) {
    it(`613.8a existence: Urborg's effect depends on Blood Moon (${order.join(' then ')})`, () => {
      const g = new Game();
      for (const c of order) g.enter(c);
      g.enter('Forest');
      expect(g.obj(URBORG).subtypes).toEqual(['Mountain']);
      expect(g.obj(URBORG).abilities).toEqual(['{T}: Add {R}.']);
      expect(g.obj('forest').subtypes).toEqual(['Forest']);
      const layer4 = g.result().trace.find((l) => l.layer === '4');
      expect(layer4?.steps.map((s) => s.effect.sourceName)).toEqual(['Blood Moon']);
    });
  }

  it('305.7/613.8 Dryad Arbor under Blood Moon: a green Mountain Dryad land creature tapping for {R}', () => {
    const g = new Game().enter('Blood Moon').enter('Dryad Arbor');
    const d = g.obj('dryad-arbor');
    expect(d.types).toEqual(['Land', 'Creature']);
    expect(d.subtypes).toEqual(['Dryad', 'Mountain']);
    expect(d.colors).toEqual(['green']);
    expect(d.abilities).toEqual(['{T}: Add {R}.']);
    expect([d.power, d.toughness]).toEqual([1, 1]);
  });
});

describe('613.6 Humility and Opalescence', () => {
  it('Humility first: Humility is a 4/4 (Opalescence applies later in 7b), other creatures 1/1', () => {
    const g = new Game().enter('Humility').enter('Opalescence').enter('Serra Angel');
    expect(g.pt('humility')).toEqual([4, 4]);
    expect(g.obj('humility').abilities).toEqual([]);
    expect(g.pt('serra-angel')).toEqual([1, 1]);
    expect(g.obj('serra-angel').abilities).toEqual([]);
    expect(g.obj('opalescence').types).toEqual(['Enchantment']);
  });

  it('Opalescence first: Humility is 1/1 and keeps applying after losing its ability (613.6)', () => {
    const g = new Game().enter('Opalescence').enter('Humility');
    expect(g.pt('humility')).toEqual([1, 1]);
    expect(g.obj('humility').types).toEqual(['Enchantment', 'Creature']);
  });
});

describe('Mycosynth Lattice, March of the Machines, Humility', () => {
  for (const order of [
    ['Mycosynth Lattice', 'March of the Machines'],
    ['March of the Machines', 'Mycosynth Lattice'],
  ]) {
    it(`613.8a what it applies to: March depends on Lattice (${order.join(' then ')})`, () => {
      const g = new Game();
      for (const c of order) g.enter(c);
      g.enter('Forest');
      expect(g.obj('forest').types).toEqual(['Land', 'Artifact', 'Creature']);
      expect(g.pt('forest')).toEqual([0, 0]);
      expect(g.pt('mycosynth-lattice')).toEqual([6, 6]);
      expect(g.pt('march-of-the-machines')).toEqual([4, 4]);
    });
  }

  it('613.6 Humility last: everything March animated is 1/1', () => {
    const g = new Game().enter('Mycosynth Lattice').enter('March of the Machines').enter('Humility').enter('Grizzly Bears');
    expect(g.pt('mycosynth-lattice')).toEqual([1, 1]);
    expect(g.pt('humility')).toEqual([1, 1]);
    expect(g.pt('grizzly-bears')).toEqual([1, 1]);
  });

  it('613.6 Humility first: March (later) sets what it animated to mana value; others stay 1/1', () => {
    const g = new Game().enter('Humility').enter('Mycosynth Lattice').enter('March of the Machines').enter('Grizzly Bears').enter('Forest');
    expect(g.pt('mycosynth-lattice')).toEqual([6, 6]);
    expect(g.pt('humility')).toEqual([4, 4]);
    expect(g.pt('forest')).toEqual([0, 0]);
    expect(g.pt('grizzly-bears')).toEqual([1, 1]);
    expect(g.obj('march-of-the-machines').abilities).toEqual([]);
  });
});

describe('Conspiracy and Opalescence', () => {
  for (const order of [
    ['Conspiracy', 'Opalescence'],
    ['Opalescence', 'Conspiracy'],
  ]) {
    it(`613.8a Conspiracy depends on Opalescence (${order.join(' then ')}): the animated Conspiracy is an Elf`, () => {
      const g = new Game();
      for (const c of order) g.enter(c, c === 'Conspiracy' ? { choices: { creatureType: 'Elf' } } : {});
      g.enter('Grizzly Bears');
      expect(g.obj('conspiracy').subtypes).toEqual(['Elf']);
      expect(g.obj('grizzly-bears').subtypes).toEqual(['Elf']);
    });
  }
});

describe('Life and Limb and Blood Moon', () => {
  it('613.8a Life and Limb depends on Blood Moon: Stomping Ground is only a Mountain', () => {
    for (const order of [
      ['Life and Limb', 'Blood Moon'],
      ['Blood Moon', 'Life and Limb'],
    ]) {
      const g = new Game();
      for (const c of order) g.enter(c);
      g.enter('Stomping Ground').enter('Forest');
      expect(g.obj('stomping-ground').subtypes).toEqual(['Mountain']);
      expect(g.obj('stomping-ground').types).toEqual(['Land']);
      expect(g.obj('forest').types).toEqual(['Land', 'Creature']);
      expect(g.obj('forest').subtypes).toEqual(['Forest', 'Saproling']);
      expect(g.pt('forest')).toEqual([1, 1]);
    }
  });

  const saproling = inline({
    name: 'Saproling',
    types: ['Creature'],
    subtypes: ['Saproling'],
    colorIndicator: ['green'],
    power: 1,
    toughness: 1,
    abilities: [],
  });
  it('613.8a a lone Saproling: Blood Moon depends on Life and Limb (no loop) → the token ends a Mountain', () => {
    for (const order of [
      ['Life and Limb', 'Blood Moon'],
      ['Blood Moon', 'Life and Limb'],
    ]) {
      const g = new Game();
      for (const c of order) g.enter(c);
      g.enter(saproling, { token: true });
      expect(g.obj('saproling').subtypes).toEqual(['Saproling', 'Mountain']);
    }
  });

  it('613.8b Saproling and a nonbasic Forest make a loop; Life and Limb older → both end Mountains', () => {
    const g = new Game().enter('Life and Limb').enter('Blood Moon').enter('Stomping Ground').enter(saproling, { token: true });
    expect(g.obj('saproling').types).toEqual(['Creature', 'Land']);
    expect(g.obj('saproling').subtypes).toEqual(['Saproling', 'Mountain']);
    expect(g.obj('stomping-ground').subtypes).toEqual(['Saproling', 'Mountain']);
    expect(g.pt('stomping-ground')).toEqual([1, 1]);
    const layer4 = g.result().trace.find((l) => l.layer === '4');
    expect(layer4?.steps[0]?.reason.kind).toBe('loop');
  });

  it('613.8b the same loop with Blood Moon older → Stomping Ground a plain Mountain, the token a Forest', () => {
    const g = new Game().enter('Blood Moon').enter('Life and Limb').enter('Stomping Ground').enter(saproling, { token: true });
    expect(g.obj('saproling').subtypes).toEqual(['Saproling', 'Forest']);
    expect(g.obj('stomping-ground').subtypes).toEqual(['Mountain']);
    expect(g.obj('stomping-ground').types).toEqual(['Land']);
  });
});

describe('layer 6 and layer 2 dependencies', () => {
  it('613.8a Kwende depends on Chariot of Victory even when Kwende is older', () => {
    const g = new Game()
      .enter('Kwende, Pride of Femeref')
      .enter('Glory Seeker')
      .enter('Chariot of Victory', { attachedTo: 'glory-seeker' });
    expect(g.obj('glory-seeker').abilities).toEqual(expect.arrayContaining(['First strike', 'Double strike']));
  });

  it('613.8a Confiscate on Mind Control: Mind Control now gives the creature to Confiscate’s controller', () => {
    const g = new Game().enter('Grizzly Bears', { controller: 'opponent' }).enter('Mind Control', { attachedTo: 'grizzly-bears' });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.enter('Confiscate', { controller: 'opponent', attachedTo: 'mind-control' });
    expect(g.obj('mind-control').controller).toBe('opponent');
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });

  it('613.7a Rune of Flight on Colossus Hammer: re-stamping keeps the granted ability later, so flying wins', () => {
    const g = new Game().enter('Colossus Hammer').enter('Storm Crow').enter('Rune of Flight', { attachedTo: 'colossus-hammer' });
    g.attach('colossus-hammer', 'storm-crow');
    const c = g.obj('storm-crow');
    expect([c.power, c.toughness]).toEqual([11, 12]);
    expect(c.abilities).toContain('Flying');
  });
});

describe('layer 5 with 7c: Darkest Hour, Bad Moon, Moonlace', () => {
  it('613.7 Moonlace after Darkest Hour: colorless, so no Bad Moon bonus', () => {
    const g = new Game()
      .enter('Darkest Hour')
      .enter('Bad Moon')
      .enter('Savannah Lions')
      .cast('Moonlace', { targets: ['savannah-lions'] });
    expect(g.obj('savannah-lions').colors).toEqual([]);
    expect(g.pt('savannah-lions')).toEqual([2, 1]);
  });

  it('613.7 Darkest Hour after Moonlace: black again, so Bad Moon gives +1/+1', () => {
    const g = new Game()
      .enter('Bad Moon')
      .enter('Savannah Lions')
      .cast('Moonlace', { targets: ['savannah-lions'] })
      .enter('Darkest Hour');
    expect(g.obj('savannah-lions').colors).toEqual(['black']);
    expect(g.pt('savannah-lions')).toEqual([3, 2]);
  });
});

describe('the trace explains effects that do not apply', () => {
  it('611.3b Godhead of Awe under a newer Humility: its ability is gone before 7b, and the trace says who removed it', () => {
    const g = new Game().enter('Godhead of Awe').enter('Humility').enter('Grizzly Bears');
    expect(g.pt('godhead-of-awe')).toEqual([1, 1]);
    const l7b = g.result().trace.find((l) => l.layer === '7b');
    const lost = l7b?.notApplied?.find((n) => n.effect.source === 'godhead-of-awe');
    expect(lost?.removedBy?.text).toBe('All creatures lose all abilities and have base power and toughness 1/1.');
  });

  it('613.8a Urborg under Blood Moon: the effect that stopped existing names the effect it depended on', () => {
    const g = new Game().enter('Urborg, Tomb of Yawgmoth').enter('Blood Moon');
    const l4 = g.result().trace.find((l) => l.layer === '4');
    expect(l4?.steps[0]?.aheadOf?.[0]?.because).toBe('existence');
    expect(l4?.notApplied?.[0]?.removedBy?.text).toBe('Nonbasic lands are Mountains.');
  });
});

describe('Necrotic Ooze and Yixlid Jailer', () => {
  it('613.1f Necrotic Ooze has the activated abilities of creature cards in graveyards, and can use them', () => {
    const g = new Game().enter('Necrotic Ooze').enter('Wild Mongrel', { zone: 'graveyard' });
    const ooze = g.obj('necrotic-ooze');
    expect(ooze.abilities).toContain('Discard a card: This creature gets +1/+1 and becomes the color of your choice until end of turn.');
    g.activate('necrotic-ooze', 2, { choices: { color: 'red' } });
    expect([g.pt('necrotic-ooze'), g.obj('necrotic-ooze').colors]).toEqual([[5, 4], ['red']]);
  });

  for (const order of [
    ['Necrotic Ooze', 'Yixlid Jailer'],
    ['Yixlid Jailer', 'Necrotic Ooze'],
  ]) {
    it(`613.8a Necrotic Ooze depends on Yixlid Jailer, so it gains nothing (${order.join(' then ')})`, () => {
      const g = new Game();
      for (const c of order) g.enter(c);
      g.enter('Wild Mongrel', { zone: 'graveyard' });
      expect(g.obj('necrotic-ooze').abilities).toEqual([
        'As long as this creature is on the battlefield, it has all activated abilities of all creature cards in all graveyards.',
      ]);
    });
  }
});
