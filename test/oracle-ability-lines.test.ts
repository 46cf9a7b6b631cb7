/**
 * Ability-line shapes (derive.ts costLabel, grammar.md § Ability lines), "Otherwise, …" (otherwise.ts),
 * and control changes with an untap (control.ts). Real Oracle sentences; compiled data and a rules outcome.
 */
import { describe, expect, it } from 'vitest';
import { deriveAbility } from '../src/catalog/derive.js';
import { Game } from './helpers/game.js';
import { cardOf, compile, only } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);

describe('an ability word or named ability before a cost: still an activated ability (207.2c, 702.177a, 702.178a, 721.2a)', () => {
  it.each([
    'Exhaust — {4}{R}{G}: Creatures and Vehicles you control gain trample until end of turn.',
    'Max speed — {T}: Target creature gains haste until end of turn.',
    'Smear Campaign — {1}, {T}: Target legendary creature gains menace until end of turn. Activate only as a sorcery.',
    'Exhaust — Waterbend {3}: This Vehicle becomes an artifact creature. Put three +1/+1 counters on it.',
    "12+ | {3}{W}, {T}: Create a token that's a copy of target artifact or enchantment you control, except it's legendary.",
  ])('%s', (text) => {
    expect(deriveAbility(text, false).kind).toBe('activated');
  });
  it('Max speed — {T}: Add {C}{C}. is a mana ability (605.1a)', () => {
    expect(deriveAbility('Max speed — {T}: Add {C}{C}.', false).kind).toBe('mana');
  });
  it('"Pavitr\'s Sevā — Whenever …" is a triggered ability (an ability word with a non-ASCII letter)', () => {
    expect(
      deriveAbility("Pavitr's Sevā — Whenever you cast a creature spell, put a +1/+1 counter on target creature you control.", false).kind,
    ).toBe('triggered');
  });
  it('Pacesetter Paragon: "Exhaust — {2}{R}: Put a +1/+1 counter on this creature. It gains double strike until end of turn."', () => {
    const p = cardOf(
      'Pacesetter Paragon',
      'Creature — Human Pilot',
      'Exhaust — {2}{R}: Put a +1/+1 counter on this creature. It gains double strike until end of turn. (Activate each exhaust ability only once.)',
      ['2', '3'],
    );
    const a = p.abilities[0];
    expect(a?.kind === 'activated' && a.resolve).toEqual({
      counters: [{ on: { self: true }, kind: '+1/+1', amount: 1 }],
      effects: [
        {
          affects: { self: true },
          ops: [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Double strike', keyword: 'double strike' }] }],
          duration: 'endOfTurn',
        },
      ],
    });
    const g = new Game().enter(p).activate('pacesetter-paragon', 1);
    expect(g.pt('pacesetter-paragon')).toEqual([3, 4]);
    expect(g.obj('pacesetter-paragon').abilities).toContain('Double strike');
  });
  it('Amonkhet Raceway: "Max speed — {T}: Target creature gains haste until end of turn."', () => {
    const r = cardOf(
      'Amonkhet Raceway',
      'Land',
      'Start your engines!\n{T}: Add {C}.\nMax speed — {T}: Target creature gains haste until end of turn.',
    );
    const g = new Game()
      .enter(r)
      .enter(bear)
      .activate('amonkhet-raceway', 3, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    expect(g.obj('amonkhet-raceway').tapped).toBe(true);
  });
});

describe('611.3a: "Otherwise, …" is the negated condition of the previous sentence', () => {
  const clutch = "Enchant creature\nEnchanted creature gets +3/+3 as long as it's a Zombie. Otherwise, it gets -3/-3.";
  it("Clutch of Undeath: the enchanted creature's state in the selector, negated", () => {
    const a = compile('Clutch of Undeath', 'Enchantment — Aura', clutch).card.abilities[1];
    expect(a?.kind === 'static' && a.effects).toEqual([
      { affects: { attached: true, where: { subtype: 'Zombie' } }, ops: [{ op: 'modifyPT', power: 3, toughness: 3 }] },
      { affects: { attached: true, where: { not: { subtype: 'Zombie' } } }, ops: [{ op: 'modifyPT', power: -3, toughness: -3 }] },
    ]);
    const aura = cardOf('Clutch of Undeath', 'Enchantment — Aura', clutch);
    const zombie = cardOf('Test Zombie', 'Creature — Zombie', '', ['2', '2']);
    const g = new Game()
      .enter(angel)
      .enter(zombie)
      .enter(aura, { id: 'a1', attachedTo: 'serra-angel' })
      .enter(aura, { id: 'a2', attachedTo: 'test-zombie' });
    expect(g.pt('serra-angel')).toEqual([1, 1]);
    expect(g.pt('test-zombie')).toEqual([5, 5]);
  });
  it('"as long as it\'s a Human" about the enchanted creature is not about the Aura (Bonds of Faith)', () => {
    const a = compile(
      'Bonds of Faith',
      'Enchantment — Aura',
      "Enchant creature\nEnchanted creature gets +2/+2 as long as it's a Human. Otherwise, it can't attack or block.",
    ).card.abilities[1];
    expect(a?.kind === 'static' && a.effects).toEqual([
      { affects: { attached: true, where: { subtype: 'Human' } }, ops: [{ op: 'modifyPT', power: 2, toughness: 2 }] },
    ]);
  });
  it('Hunter\'s Blowgun: "Equipped creature has deathtouch during your turn. Otherwise, it has reach."', () => {
    const blowgun = cardOf(
      "Hunter's Blowgun",
      'Artifact — Equipment',
      'Equipped creature gets +1/+1.\nEquipped creature has deathtouch during your turn. Otherwise, it has reach.\nEquip {2}',
    );
    const a = blowgun.abilities[1];
    expect(a?.kind === 'static' && a.effects.map((e) => e.condition)).toEqual([{ yourTurn: true }, { not: { yourTurn: true } }]);
    const g = new Game().enter(bear).enter(blowgun, { attachedTo: 'grizzly-bears' });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Deathtouch']);
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).toEqual(['Reach']);
  });
});

describe('613.1b: untap target creature and gain control of it', () => {
  it('Threaten: control and haste until end of turn, the target untapped', () => {
    const text = 'Untap target creature and gain control of it until end of turn. That creature gains haste until end of turn.';
    expect(only('Threaten', 'Sorcery', text)).toEqual({
      kind: 'spell',
      text,
      resolve: {
        effects: [
          {
            affects: { target: 0 },
            ops: [
              { op: 'control', player: 'you' },
              { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Haste', keyword: 'haste' }] },
            ],
            duration: 'endOfTurn',
          },
        ],
        untapTargets: true,
        // 601.2c: what the "target" word may choose, checked as it is cast.
        targetPhrases: [{ text: 'target creature', filter: { type: 'Creature' } }],
      },
    });
    const g = new Game()
      .enter(angel, { controller: 'opponent', tapped: true })
      .cast(cardOf('Threaten', 'Sorcery', text), { targets: ['serra-angel'] });
    expect(g.obj('serra-angel').controller).toBe('you');
    expect(g.obj('serra-angel').tapped).toBe(false);
    g.endTurn();
    expect(g.obj('serra-angel').controller).toBe('opponent');
  });
  it('Spinal Embrace: "… and gain control of it." with no duration is indefinite (611.2a)', () => {
    const a = only(
      'Spinal Embrace',
      'Instant',
      "Untap target creature you don't control and gain control of it. It gains haste until end of turn.",
    );
    expect(a.kind === 'spell' && a.resolve?.effects?.map((e) => e.duration)).toEqual(['permanent', 'endOfTurn']);
  });
});

describe('608.2c: "… instead" under a condition checked as it resolves (ResolvedEffectDef.if)', () => {
  const imagoText =
    'Flying\nLandfall — Whenever a land you control enters, target creature has base power and toughness 3/3 until end of turn. If you control six or more lands, that creature has base power and toughness 6/6 until end of turn instead.';
  it('Genemorph Imago: the previous effect applies only if the condition does not hold; the new one only if it does', () => {
    const imago = cardOf('Genemorph Imago', 'Creature — Insect', imagoText, ['1', '1']);
    const a = imago.abilities[1];
    const six = { count: { and: [{ type: 'Land' }, { controller: 'you' }] }, gte: 6 };
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      { affects: { target: 0 }, ops: [{ op: 'setPT', power: 3, toughness: 3 }], if: { not: six }, duration: 'endOfTurn' },
      { affects: { target: 0 }, ops: [{ op: 'setPT', power: 6, toughness: 6 }], duration: 'endOfTurn', if: six },
    ]);
    const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
    const g = new Game()
      .enter(imago)
      .enter(bear)
      .activate('genemorph-imago', 2, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    for (let i = 1; i <= 6; i++) g.enter(forest, { id: `f${i}` });
    // 611.2c: the first effect's set and outcome were fixed as it resolved; a new resolution sees six lands.
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    g.activate('genemorph-imago', 2, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([6, 6]);
  });
});

describe('721.2a: a station symbol — "As long as this permanent has N or more charge counters on it, it has [abilities]"', () => {
  const frigate =
    "Station (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery. It's an artifact creature at 12+.)\n2+ | Other creatures you control get +1/+1.\n12+ | Flying, lifelink";
  it('Lumen-Class Frigate: "2+ | Other creatures you control get +1/+1." and "12+ | Flying, lifelink"', () => {
    const f = cardOf('Lumen-Class Frigate', 'Artifact — Spacecraft', frigate, ['3', '5']);
    const [, two, twelve] = f.abilities;
    expect(two?.kind === 'static' && two.effects[0]?.condition).toEqual({ compare: [{ countersOn: 'source', kind: 'charge' }, '>=', 2] });
    expect(twelve?.kind === 'static' && twelve.effects[0]?.affects).toEqual({ self: true });
    const g = new Game().enter(f).enter(bear);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    g.counters('lumen-class-frigate', { charge: 12 });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    expect(g.obj('lumen-class-frigate').abilities).toEqual(expect.arrayContaining(['Flying', 'Lifelink']));
  });
  it('Synthesizer Labship: "2+ | At the beginning of combat on your turn, …" is a triggered ability', () => {
    expect(
      deriveAbility(
        '2+ | At the beginning of combat on your turn, up to one other target artifact you control becomes an artifact creature.',
        false,
      ).kind,
    ).toBe('triggered');
  });
});

describe('613.1b: more control changes', () => {
  it('Insurrection: "Untap all creatures and gain control of them until end of turn. They gain haste until end of turn." (611.2c: the set is locked)', () => {
    const text = 'Untap all creatures and gain control of them until end of turn. They gain haste until end of turn.';
    const a = only('Insurrection', 'Sorcery', text);
    expect(a.kind === 'spell' && a.resolve?.untap).toEqual({ all: { type: 'Creature' } });
    const g = new Game()
      .enter(angel, { controller: 'opponent', tapped: true })
      .cast(cardOf('Insurrection', 'Sorcery', text))
      .enter(bear, { controller: 'opponent' });
    expect(g.obj('serra-angel').controller).toBe('you');
    expect(g.obj('serra-angel').tapped).toBe(false);
    expect(g.obj('serra-angel').abilities).toContain('Haste');
    // A creature that enters later is not in the locked set.
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    g.endTurn();
    expect(g.obj('serra-angel').controller).toBe('opponent');
  });
  it('Iroh, Tea Master: "you may have target opponent gain control of target permanent you control"', () => {
    const [, a] = cardOf(
      'Iroh, Tea Master',
      'Legendary Creature — Human Citizen Ally',
      'When Iroh enters, create a Food token.\nAt the beginning of combat on your turn, you may have target opponent gain control of target permanent you control.',
      ['1', '1'],
    ).abilities;
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      { affects: { target: 1 }, ops: [{ op: 'control', player: { chosen: 'player' } }], duration: 'permanent' },
    ]);
  });
});

describe('608.2c: "… if <condition>" without "instead"', () => {
  it('Might of the Meek: "It also gets +1/+0 until end of turn if you control a Mouse." — checked as it resolves', () => {
    const text = 'Target creature gains trample until end of turn. It also gets +1/+0 until end of turn if you control a Mouse.';
    const meek = cardOf('Might of the Meek', 'Instant', text);
    const a = meek.abilities[0];
    expect(a?.kind === 'spell' && a.resolve?.effects?.[1]).toEqual({
      affects: { target: 0 },
      ops: [{ op: 'modifyPT', power: 1, toughness: 0 }],
      duration: 'endOfTurn',
      if: { count: { and: [{ subtype: 'Mouse' }, { controller: 'you' }] }, gte: 1 },
    });
    const mouse = cardOf('Test Mouse', 'Creature — Mouse', '', ['1', '1']);
    const without = new Game().enter(bear).cast(meek, { targets: ['grizzly-bears'] });
    expect(without.pt('grizzly-bears')).toEqual([2, 2]);
    expect(without.obj('grizzly-bears').abilities).toContain('Trample');
    const withMouse = new Game()
      .enter(bear)
      .enter(mouse)
      .cast(meek, { targets: ['grizzly-bears'] });
    expect(withMouse.pt('grizzly-bears')).toEqual([3, 2]);
  });
});

describe('ability words and chapters with digits, commas and marks (207.2c, 714.2b)', () => {
  it('Jumbo Cactuar: "10,000 Needles — Whenever this creature attacks, it gets +9999/+0 until end of turn."', () => {
    const a = only(
      'Jumbo Cactuar',
      'Creature — Plant',
      '10,000 Needles — Whenever this creature attacks, it gets +9999/+0 until end of turn.',
    );
    expect(a.kind === 'triggered' && a.resolve?.effects).toEqual([
      { affects: { self: true }, ops: [{ op: 'modifyPT', power: 9999, toughness: 0 }], duration: 'endOfTurn' },
    ]);
  });
  it('Summon: Choco/Mog: "I, II, III, IV — Stampede! — Other creatures you control get +1/+0 until end of turn."', () => {
    const a = compile(
      'Summon: Choco/Mog',
      'Enchantment Creature — Saga Bird Moogle',
      '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after IV.)\nI, II, III, IV — Stampede! — Other creatures you control get +1/+0 until end of turn.',
      ['1', '2'],
    ).card.abilities[0];
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[0]?.ops).toEqual([{ op: 'modifyPT', power: 1, toughness: 0 }]);
  });
});
