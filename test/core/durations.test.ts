/** 611.2a-b durations and control exchanges, as the catalog cards word them. */
import { describe, expect, it } from 'vitest';
import { Game, inline } from '../helpers/game.js';

describe('611.2 durations', () => {
  it('611.2b Old Man of the Sea: control lasts while its power stays at most Old Man’s, and never comes back', () => {
    const g = new Game().enter('Old Man of the Sea').enter('Grizzly Bears', { controller: 'opponent' });
    g.activate('old-man-of-the-sea', 2, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.cast('Giant Growth', { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    g.endTurn();
    expect([g.pt('grizzly-bears'), g.obj('grizzly-bears').controller]).toEqual([[2, 2], 'opponent']);
  });

  it('611.2a Sower of Temptation: control for as long as Sower remains on the battlefield', () => {
    const g = new Game().enter('Sower of Temptation').enter('Hill Giant', { controller: 'opponent' });
    g.activate('sower-of-temptation', 2, { trigger: true, targets: ['hill-giant'] });
    expect(g.obj('hill-giant').controller).toBe('you');
    g.move('sower-of-temptation', 'graveyard');
    expect(g.obj('hill-giant').controller).toBe('opponent');
    g.move('sower-of-temptation', 'battlefield');
    expect(g.obj('hill-giant').controller).toBe('opponent');
  });

  it('611.2a "until your next turn" lasts through the opponent’s turn and ends as yours begins', () => {
    const bolster = inline({
      name: 'Bolster Until Next Turn',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          text: 'Target creature gets +2/+2 until your next turn.',
          resolve: {
            effects: [{ affects: { target: 0 }, ops: [{ op: 'modifyPT', power: 2, toughness: 2 }], duration: 'untilYourNextTurn' }],
          },
        },
      ],
    });
    const g = new Game().enter('Grizzly Bears').cast(bolster, { targets: ['grizzly-bears'] });
    g.endTurn();
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    g.endTurn();
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('110.2 and 613.1b Switcheroo exchanges control; Threads of Disloyalty takes what it enchants', () => {
    const g = new Game().enter('Savannah Lions').enter('Hill Giant', { controller: 'opponent' });
    g.cast('Switcheroo', { targets: ['savannah-lions', 'hill-giant'] });
    expect([g.obj('savannah-lions').controller, g.obj('hill-giant').controller]).toEqual(['opponent', 'you']);
    g.enter('Threads of Disloyalty', { attachedTo: 'savannah-lions' });
    expect(g.obj('savannah-lions').controller).toBe('you');
  });
});

describe('event-ended durations', () => {
  it('611.2a Soul Sculptor: an enchantment with no abilities until a player casts a creature spell', () => {
    const g = new Game().enter('Soul Sculptor').enter('Serra Angel', { controller: 'opponent' });
    g.activate('soul-sculptor', 1, { targets: ['serra-angel'] });
    expect([g.obj('serra-angel').types, g.obj('serra-angel').abilities]).toEqual([['Enchantment'], []]);
    g.cast('Giant Growth', { id: 'growth', targets: ['soul-sculptor'] });
    expect(g.obj('serra-angel').types).toEqual(['Enchantment']);
    g.cast('Grizzly Bears', { id: 'bears-spell', controller: 'opponent' });
    expect([g.obj('serra-angel').types, g.obj('serra-angel').abilities]).toEqual([['Creature'], ['Flying', 'Vigilance']]);
  });
});

describe('effects that outlive or anticipate their source', () => {
  it("Titania's Song: its effect continues until end of turn after it leaves the battlefield", () => {
    const g = new Game().enter('Sol Ring').enter("Titania's Song");
    expect([g.obj('sol-ring').types, g.pt('sol-ring')]).toEqual([
      ['Artifact', 'Creature'],
      [1, 1],
    ]);
    g.move('titanias-song', 'graveyard');
    expect([g.obj('sol-ring').types, g.pt('sol-ring'), g.obj('sol-ring').abilities]).toEqual([['Artifact', 'Creature'], [1, 1], []]);
    g.endTurn();
    expect([g.obj('sol-ring').types, g.obj('sol-ring').abilities]).toEqual([['Artifact'], ['{T}: Add {C}{C}.']]);
  });

  it('614.12 Metallic Mimic: a creature of the chosen type enters with a counter, judged as it would enter (Conspiracy)', () => {
    const g = new Game().enter('Metallic Mimic', { choices: { creatureType: 'Elf' } });
    g.enter('Llanowar Elves').enter('Grizzly Bears');
    expect([g.obj('llanowar-elves').counters, g.obj('grizzly-bears').counters]).toEqual([{ '+1/+1': 1 }, {}]);
    g.enter('Conspiracy', { choices: { creatureType: 'Elf' } }).enter('Hill Giant');
    expect(g.obj('hill-giant').counters).toEqual({ '+1/+1': 1 });
  });
});
