/** Layer 7 (613.4) and the examples printed in 613.4d, 613.5 and 613.6. */
import { describe, expect, it } from 'vitest';
import { Game, inline } from '../helpers/game.js';

const pump = (name: string, p: number, t: number, duration: 'endOfTurn' | 'permanent' = 'endOfTurn') =>
  inline({
    name,
    types: ['Instant'],
    abilities: [
      {
        kind: 'spell',
        text: `Target creature gets +${p}/+${t}.`,
        resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'modifyPT', power: p, toughness: t }], duration }] },
      },
    ],
  });
const becomes = (name: string, p: number, t: number) =>
  inline({
    name,
    types: ['Instant'],
    abilities: [
      {
        kind: 'spell',
        text: `Target creature becomes ${p}/${t} until end of turn.`,
        resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'setPT', power: p, toughness: t }], duration: 'endOfTurn' }] },
      },
    ],
  });
const anthem02 = inline({
  name: 'Plus Zero Two',
  types: ['Enchantment'],
  abilities: [
    {
      kind: 'static',
      text: 'Creatures you control get +0/+2.',
      effects: [
        { affects: { all: { and: [{ type: 'Creature' }, { controller: 'you' }] } }, ops: [{ op: 'modifyPT', power: 0, toughness: 2 }] },
      ],
    },
  ],
});
/** "+0/+1 for as long as this artifact remains tapped", to end an effect on demand. */
const tappedBoost = inline({
  name: 'Tapped Boost',
  types: ['Artifact'],
  abilities: [
    {
      kind: 'activated',
      text: '{T}: Target creature gets +0/+1 for as long as this artifact remains tapped.',
      resolve: {
        effects: [
          { affects: { target: 0 }, ops: [{ op: 'modifyPT', power: 0, toughness: 1 }], duration: { while: { source: { tapped: true } } } },
        ],
      },
    },
  ],
});

describe('613.4d switching (Windreaver is a 1/3 with "{W}: +0/+1" and "{U}: switch")', () => {
  it('613.4d example 1: +0/+1, switch → 4/1; then +5/+0 → unswitched 6/4, so 4/6', () => {
    const g = new Game().enter('Windreaver').activate('windreaver', 3).activate('windreaver', 4);
    expect(g.pt('windreaver')).toEqual([4, 1]);
    g.cast(pump('Plus Five', 5, 0), { targets: ['windreaver'] });
    expect(g.pt('windreaver')).toEqual([4, 6]);
  });

  it('613.4d example 2: the +0/+1 ends before the switch → 3/1', () => {
    const g = new Game()
      .enter('Windreaver')
      .enter(tappedBoost, { id: 'boost' })
      .activate('boost', 1, { targets: ['windreaver'] });
    g.activate('windreaver', 4);
    expect(g.pt('windreaver')).toEqual([4, 1]);
    g.tap('boost', false);
    expect(g.pt('windreaver')).toEqual([3, 1]);
  });

  it('613.4d example 3: two switches cancel → 1/4', () => {
    const g = new Game().enter('Windreaver').activate('windreaver', 3).activate('windreaver', 4).activate('windreaver', 4);
    expect(g.pt('windreaver')).toEqual([1, 4]);
  });

  it('counters apply in 7c before the switch in 7d (a +0/+1 counter, asymmetric on purpose)', () => {
    const g = new Game().enter('Windreaver').counters('windreaver', { '+0/+1': 1 }).activate('windreaver', 4);
    expect(g.pt('windreaver')).toEqual([4, 1]);
  });
});

describe('613.5 examples', () => {
  it('613.5 Gray Ogre: counter, +4/+4, +0/+2 anthem, then "becomes 0/1" → 5/8', () => {
    const g = new Game().enter('Gray Ogre').counters('gray-ogre', { '+1/+1': 1 });
    expect(g.pt('gray-ogre')).toEqual([3, 3]);
    g.cast(pump('Plus Four', 4, 4), { targets: ['gray-ogre'] });
    expect(g.pt('gray-ogre')).toEqual([7, 7]);
    g.enter(anthem02, { id: 'anthem' });
    expect(g.pt('gray-ogre')).toEqual([7, 9]);
    g.cast(becomes('Zero One', 0, 1), { targets: ['gray-ogre'] });
    expect(g.pt('gray-ogre')).toEqual([5, 8]);
  });

  it('613.5 Honor of the Pure: a black 2/2 made white is 3/3, made red afterwards is 2/2 again', () => {
    const white = inline({
      name: 'Whiten',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          text: 'Target creature becomes white.',
          resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'setColors', colors: ['white'] }] }] },
        },
      ],
    });
    const red = inline({
      name: 'Redden',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          text: 'Target creature becomes red.',
          resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'setColors', colors: ['red'] }] }] },
        },
      ],
    });
    const bear = inline({
      name: 'Black Bear',
      manaCost: '{1}{B}',
      types: ['Creature'],
      subtypes: ['Bear'],
      power: 2,
      toughness: 2,
      abilities: [],
    });
    const g = new Game().enter('Honor of the Pure').enter(bear, { id: 'bear' });
    expect(g.pt('bear')).toEqual([2, 2]);
    g.cast(white, { targets: ['bear'] });
    expect(g.pt('bear')).toEqual([3, 3]);
    g.cast(red, { targets: ['bear'] });
    expect(g.pt('bear')).toEqual([2, 2]);
  });
});

describe('613.6 effects in several layers', () => {
  it('613.6 Wild Mongrel: becomes the chosen color in layer 5, +1/+1 in 7c', () => {
    const g = new Game().enter('Wild Mongrel').activate('wild-mongrel', 1, { choices: { color: 'blue' } });
    const m = g.obj('wild-mongrel');
    expect([m.power, m.toughness, m.colors]).toEqual([3, 3, ['blue']]);
    const layers = g.result().trace.map((l) => l.layer);
    expect(layers).toEqual(expect.arrayContaining(['5', '7c']));
  });

  it('613.6 Act of Treason: control in layer 2 and haste in layer 6; both end at end of turn', () => {
    const g = new Game().enter('Grizzly Bears', { controller: 'opponent' }).cast('Act of Treason', { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    g.endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Haste');
  });

  it('613.6 "all noncreature artifacts become 2/2 artifact creatures": 7b still applies though they are creatures by then', () => {
    const animate = inline({
      name: 'Animate All Artifacts',
      types: ['Sorcery'],
      abilities: [
        {
          kind: 'spell',
          text: 'All noncreature artifacts become 2/2 artifact creatures until end of turn.',
          resolve: {
            effects: [
              {
                affects: { all: { and: [{ type: 'Artifact' }, { not: { type: 'Creature' } }] } },
                ops: [
                  { op: 'addTypes', types: ['Artifact', 'Creature'] },
                  { op: 'setPT', power: 2, toughness: 2 },
                ],
                duration: 'endOfTurn',
              },
            ],
          },
        },
      ],
    });
    const g = new Game().enter('Sol Ring').enter('Memnite').cast(animate);
    expect(g.obj('sol-ring').types).toEqual(['Artifact', 'Creature']);
    expect(g.pt('sol-ring')).toEqual([2, 2]);
    expect(g.pt('memnite')).toEqual([1, 1]);
  });

  it('613.6 Svogthos: 3/3 land, +1/+1, then its own ability with ten creature cards → 11/11; the first effect again → 4/4', () => {
    const g = new Game().enter('Svogthos, the Restless Tomb');
    const id = 'svogthos-the-restless-tomb';
    g.cast('Animate Land', { targets: [id] });
    g.cast('Giant Growth', { targets: [id] });
    expect(g.pt(id)).toEqual([6, 6]);
    for (let i = 1; i <= 10; i++) g.enter('Grizzly Bears', { id: `dead-${i}`, zone: 'graveyard' });
    g.activate(id, 2);
    expect(g.pt(id)).toEqual([13, 13]);
    expect(g.obj(id).colors).toEqual(['black', 'green']);
    g.cast('Animate Land', { targets: [id], id: 'animate-land-2' });
    expect(g.pt(id)).toEqual([6, 6]);
  });
});

describe('611.2 durations', () => {
  it('611.2b Endoskeleton: +0/+3 while tapped; once untapped it is over for good', () => {
    const g = new Game()
      .enter('Endoskeleton')
      .enter('Grizzly Bears')
      .activate('endoskeleton', 2, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([2, 5]);
    g.tap('endoskeleton', false);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    g.tap('endoskeleton', true);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('611.2b Master Thief: control lost before the trigger resolves → the effect does nothing', () => {
    const g = new Game().enter('Sol Ring', { controller: 'opponent' }).enter('Master Thief');
    g.control('master-thief', 'opponent');
    g.activate('master-thief', 1, { trigger: true, targets: ['sol-ring'], controller: 'you' });
    expect(g.obj('sol-ring').controller).toBe('opponent');
  });

  it('611.2b Master Thief: while you control it you control the artifact; losing the Thief ends it', () => {
    const g = new Game().enter('Sol Ring', { controller: 'opponent' }).enter('Master Thief');
    g.activate('master-thief', 1, { trigger: true, targets: ['sol-ring'] });
    expect(g.obj('sol-ring').controller).toBe('you');
    g.control('master-thief', 'opponent');
    expect(g.obj('sol-ring').controller).toBe('opponent');
    g.control('master-thief', 'you');
    expect(g.obj('sol-ring').controller).toBe('opponent');
  });

  it('611.2c a resolved effect locks its set: Glorious Charge does not pump a creature that enters later', () => {
    const g = new Game().enter('Grizzly Bears').cast('Glorious Charge').enter('Hill Giant');
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    expect(g.pt('hill-giant')).toEqual([3, 3]);
  });

  it('400.7 an object that changes zones is new: Giant Growth does not follow it back', () => {
    const g = new Game().enter('Grizzly Bears').cast('Giant Growth', { targets: ['grizzly-bears'] });
    g.move('grizzly-bears', 'hand').move('grizzly-bears', 'battlefield');
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });
});

describe('604.3 and 208.2a: characteristic-defining abilities and *', () => {
  it('208.2a Tarmogoyf in a graveyard under Yixlid Jailer has no CDA: * is 0, so 0/1', () => {
    const g = new Game().enter('Yixlid Jailer').enter('Tarmogoyf', { zone: 'graveyard' }).enter('Sol Ring', { zone: 'graveyard' });
    expect(g.pt('tarmogoyf')).toEqual([0, 1]);
  });

  it('604.3 the CDA works in every zone: Tarmogoyf in a graveyard counts itself', () => {
    const g = new Game().enter('Tarmogoyf', { zone: 'graveyard' }).enter('Sol Ring', { zone: 'graveyard' });
    expect(g.pt('tarmogoyf')).toEqual([2, 3]);
  });
});

describe('122 counters', () => {
  it('704.5q +1/+1 and -1/-1 counters cancel, also on a permanent that enters with both', () => {
    const g = new Game().enter('Gray Ogre', { counters: { '+1/+1': 2, '-1/-1': 1 } });
    expect(g.obj('gray-ogre').counters).toEqual({ '+1/+1': 1 });
    g.counters('gray-ogre', { '-1/-1': 3 });
    expect([g.obj('gray-ogre').counters, g.pt('gray-ogre')]).toEqual([{ '-1/-1': 2 }, [0, 0]]);
  });

  it('613.7c a new counter of a kind re-stamps every counter of that kind', () => {
    const g = new Game().enter('Grizzly Bears').counters('grizzly-bears', { flying: 1 }).enter('Gravity Sphere');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Flying');
    g.counters('grizzly-bears', { flying: 1 });
    expect(g.obj('grizzly-bears').abilities).toContain('Flying');
  });
});
