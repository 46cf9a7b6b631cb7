/**
 * More conditional resolving sentences (src/oracle/grammar/sentences/resolving/ifs.ts, grammar.md § Ifs): "If <an optional
 * cost was paid>, <subject> also …" (702.33d, 702.166b, 702.174b, teamwork, mayhem, "this spell's
 * additional cost"), "… instead" over another set of objects (608.2c), "If that creature is a token /
 * a Goblin or Orc, it also …" (608.2c), and "You and permanents you control gain hexproof" (702.11d).
 * Real Oracle sentences; each family asserts the compiled data and a rules outcome.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { abilities, cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const allRead = (name: string, type: string, text: string, pt?: [string, string]) =>
  compile(name, type, text, pt)
    .report.sentences.filter((s) => s.continuous)
    .every((s) => s.compiled);

describe('"If <cost paid>, that creature also …" (702.166b bargain, 702.174b gift, teamwork)', () => {
  const glory = cardOf(
    "Archon's Glory",
    'Instant',
    'Bargain (You may sacrifice an artifact, enchantment, or token as you cast this spell.)\nTarget creature gets +2/+2 until end of turn. If this spell was bargained, that creature also gains flying and lifelink until end of turn.',
  );
  it("Archon's Glory: the second effect names the target, under costPaid bargain", () => {
    const a = glory.abilities.find((x) => x.kind === 'spell' && x.resolve?.effects);
    expect(a?.kind === 'spell' && a.resolve?.effects?.[1]).toEqual({
      affects: { target: 0, where: { costPaid: 'bargain' } },
      ops: [
        {
          op: 'addAbilities',
          abilities: [
            { kind: 'keyword', text: 'Flying', keyword: 'flying' },
            { kind: 'keyword', text: 'Lifelink', keyword: 'lifelink' },
          ],
        },
      ],
      duration: 'endOfTurn',
    });
  });
  it('bargained: +2/+2, flying and lifelink; not bargained: +2/+2 only', () => {
    const g = new Game().enter(bear).cast(glory, { targets: ['grizzly-bears'], choices: { paid: ['bargain'] } });
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    expect(g.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['Flying', 'Lifelink']));
    const h = new Game().enter(bear).cast(glory, { targets: ['grizzly-bears'] });
    expect(h.pt('grizzly-bears')).toEqual([4, 4]);
    expect(h.obj('grizzly-bears').abilities).toEqual([]);
  });
  it('Crumb and Get It: "If the gift was promised, that creature also gains indestructible"', () => {
    const crumb = cardOf(
      'Crumb and Get It',
      'Instant',
      'Gift a Food (You may promise an opponent a gift as you cast this spell. If you do, they create a Food token before its other effects. It\'s an artifact with "{2}, {T}, Sacrifice this artifact: You gain 3 life.")\nTarget creature you control gets +2/+2 until end of turn. If the gift was promised, that creature also gains indestructible until end of turn.',
    );
    const g = new Game().enter(bear).cast(crumb, { targets: ['grizzly-bears'], choices: { paid: ['gift'] } });
    expect(g.obj('grizzly-bears').abilities).toContain('Indestructible');
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
  });
  it('Team Tactics: "If this spell was cast using teamwork, that creature also gains trample" (costPaid teamwork)', () => {
    const tactics = cardOf(
      'Team Tactics',
      'Instant',
      'Teamwork 1 (As an additional cost to cast this spell, you may tap any number of creatures you control with total power 1 or more.)\nTarget creature gains double strike until end of turn. If this spell was cast using teamwork, that creature also gains trample until end of turn.',
    );
    const g = new Game().enter(bear).cast(tactics, { targets: ['grizzly-bears'], choices: { paid: ['teamwork'] } });
    expect(g.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['Double strike', 'Trample']));
    const h = new Game().enter(bear).cast(tactics, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears').abilities).toEqual(['Double strike']);
  });
});

describe('"You and permanents you control gain hexproof …" and a paid filter on every object (Dawn\'s Truce)', () => {
  const truce = cardOf(
    "Dawn's Truce",
    'Instant',
    'Gift a card (You may promise an opponent a gift as you cast this spell. If you do, they draw a card before its other effects.)\nYou and permanents you control gain hexproof until end of turn. If the gift was promised, permanents you control also gain indestructible until end of turn.',
  );
  it('compiles to a player ability, an all-permanents effect and the same set under costPaid gift', () => {
    const a = truce.abilities.find((x) => x.kind === 'spell' && x.resolve?.effects);
    const effects = a?.kind === 'spell' ? a.resolve?.effects : undefined;
    expect(effects?.[0]).toEqual({
      affects: { players: 'you' },
      ops: [{ op: 'playerAbility', abilities: ['Hexproof'] }],
      duration: 'endOfTurn',
    });
    expect(effects?.[2]?.affects).toEqual({
      all: { and: [effects?.[1]?.affects && 'all' in effects[1].affects ? effects[1].affects.all : null, { costPaid: 'gift' }] },
    });
  });
  it("your permanents gain hexproof, and indestructible only with the gift; the opponent's do not", () => {
    const g = new Game()
      .enter(bear)
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .cast(truce, { choices: { paid: ['gift'] } });
    expect(g.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['Hexproof', 'Indestructible']));
    expect(g.obj('their-bears').abilities).toEqual([]);
    const h = new Game().enter(bear).cast(truce);
    expect(h.obj('grizzly-bears').abilities).toEqual(['Hexproof']);
  });
});

describe('"… instead" over another set (608.2c): Sandman\'s Quicksand', () => {
  const sand = cardOf(
    "Sandman's Quicksand",
    'Sorcery',
    "Mayhem {3}{B} (You may cast this card from your graveyard for {3}{B} if you discarded it this turn. Timing rules still apply.)\nAll creatures get -2/-2 until end of turn. If this spell's mayhem cost was paid, creatures your opponents control get -2/-2 until end of turn instead.",
  );
  const big = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
  it("all creatures -2/-2 normally; only the opponents' when the mayhem cost was paid", () => {
    const g = new Game().enter(big).enter(big, { id: 'their-giant', controller: 'opponent' }).cast(sand);
    expect(g.pt('hill-giant')).toEqual([1, 1]);
    expect(g.pt('their-giant')).toEqual([1, 1]);
    const h = new Game()
      .enter(big)
      .enter(big, { id: 'their-giant', controller: 'opponent' })
      .cast(sand, { choices: { paid: ['mayhem'] } });
    expect(h.pt('hill-giant')).toEqual([3, 3]);
    expect(h.pt('their-giant')).toEqual([1, 1]);
  });
  it('the previous effect goes under the negated paid filter', () => {
    const a = sand.abilities.find((x) => x.kind === 'spell' && x.resolve?.effects);
    expect(a?.kind === 'spell' && a.resolve?.effects?.map((e) => e.affects)).toEqual([
      { all: { and: [{ type: 'Creature' }, { not: { costPaid: 'mayhem' } }] } },
      { all: { and: [{ and: [{ type: 'Creature' }, { controller: 'opponent' }] }, { costPaid: 'mayhem' }] } },
    ]);
  });
});

describe('"If that creature is a token / a Goblin or Orc, it also …" (608.2c)', () => {
  it('Hazardroot Herbalist: a token target gains deathtouch; a card does not', () => {
    const herbalist = cardOf(
      'Hazardroot Herbalist',
      'Creature — Elf Druid',
      'Whenever you attack, target creature you control gets +1/+0 until end of turn. If that creature is a token, it also gains deathtouch until end of turn.',
      ['1', '4'],
    );
    const a = herbalist.abilities[0];
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[1]?.affects).toEqual({ target: 0, where: { token: true } });
    const g = new Game()
      .enter(herbalist)
      .enter(bear, { token: true })
      .activate('hazardroot-herbalist', 1, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.obj('grizzly-bears').abilities).toContain('Deathtouch');
    const h = new Game()
      .enter(herbalist)
      .enter(bear)
      .activate('hazardroot-herbalist', 1, { trigger: true, targets: ['grizzly-bears'] });
    expect(h.pt('grizzly-bears')).toEqual([3, 2]);
    expect(h.obj('grizzly-bears').abilities).toEqual([]);
  });
  it('Rush the Room: "If it\'s a Goblin or Orc, it also gains haste"', () => {
    const rush = cardOf(
      'Rush the Room',
      'Instant',
      "Target creature gets +1/+0 and gains first strike until end of turn. If it's a Goblin or Orc, it also gains haste until end of turn.",
    );
    const [a] = rush.abilities;
    expect(a?.kind === 'spell' && a.resolve?.effects?.[1]?.affects).toEqual({
      target: 0,
      where: { or: [{ subtype: 'Goblin' }, { subtype: 'Orc' }] },
    });
    const orc = cardOf('Orcish Bowmasters', 'Creature — Orc Archer', '', ['1', '1']);
    const g = new Game().enter(orc).cast(rush, { targets: ['orcish-bowmasters'] });
    expect(g.obj('orcish-bowmasters').abilities).toEqual(expect.arrayContaining(['First strike', 'Haste']));
    const h = new Game().enter(bear).cast(rush, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears').abilities).toEqual(['First strike']);
  });
  it('"a Goblin or Orc" needs two subtypes: "If it\'s a creature or …" is not read as one', () => {
    const [a] = abilities(
      'Test Either',
      'Instant',
      "Target permanent gets +1/+0 until end of turn. If it's a Goblin or Orc, it also gains haste until end of turn.",
    );
    expect(a?.kind === 'spell' && a.resolve?.effects?.length).toBe(2);
    expect(
      allRead(
        'Test Neither',
        'Instant',
        "Target creature gets +1/+0 until end of turn. If it's a Goblin or blue, it also gains haste until end of turn.",
      ),
    ).toBe(false);
  });
});

describe('target restrictions the scenario honours as it names the target (115.1, 601.2c)', () => {
  const vampireText =
    'Flying\nWhen this creature enters, gain control of target creature with mana value less than or equal to the number of Vampires you control until end of turn. Untap that creature. It gains haste until end of turn.';
  it('Dominating Vampire: control, untap and haste on the target; the restriction is not kept as a filter', () => {
    const vampire = cardOf('Dominating Vampire', 'Creature — Vampire', vampireText, ['3', '3']);
    const a = vampire.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve).toEqual({
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
      // The restriction's value is not in the filter (it can only let more through, 601.2c).
      targetPhrases: [{ text: 'target creature', filter: { type: 'Creature' } }],
    });
    const g = new Game()
      .enter(vampire)
      .enter(bear, { controller: 'opponent', tapped: true })
      .activate('dominating-vampire', 2, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('grizzly-bears').tapped).toBe(false);
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    g.endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
  it('Temporary Insanity: "Untap target creature with power less than the number of cards in your graveyard and gain control of it"', () => {
    expect(
      allRead(
        'Temporary Insanity',
        'Instant',
        'Untap target creature with power less than the number of cards in your graveyard and gain control of it until end of turn. That creature gains haste until end of turn.',
      ),
    ).toBe(true);
  });
  it('Prismabasher: "up to X target creatures you control get +X/+X …" — every target named, X the colors among your permanents', () => {
    const basher = cardOf(
      'Prismabasher',
      'Creature — Elemental',
      'Trample\nVivid — When this creature enters, up to X target creatures you control get +X/+X until end of turn, where X is the number of colors among permanents you control.',
      ['6', '6'],
    );
    const green = { ...cardOf('Llanowar Elves', 'Creature — Elf Druid', '', ['1', '1']), manaCost: '{G}' };
    const red = { ...cardOf('Goblin Piker', 'Creature — Goblin Warrior', '', ['2', '1']), manaCost: '{1}{R}' };
    const g = new Game()
      .enter(basher)
      .enter(green)
      .enter(red)
      .activate('prismabasher', 2, { trigger: true, targets: ['llanowar-elves', 'goblin-piker'] });
    expect(g.pt('llanowar-elves')).toEqual([3, 3]);
    expect(g.pt('goblin-piker')).toEqual([4, 3]);
    expect(g.pt('prismabasher')).toEqual([6, 6]);
  });
  it.each([
    [
      'Silver Sable, Mercenary Leader',
      'Whenever Silver Sable attacks, target modified creature you control gains lifelink until end of turn.',
    ],
    ['Item Shopkeep', 'Whenever you attack, target attacking equipped creature gains menace until end of turn.'],
    ['Crowd of True Believers', "{T}: Target creature you control that's attacking alone gets +1/+0 until end of turn. You gain 1 life."],
    [
      'Triumph of Gerrard',
      'III — Target creature you control with the greatest power gains flying, first strike, and lifelink until end of turn.',
    ],
    [
      'Due Diligence',
      'When this Aura enters, target creature you control other than enchanted creature gets +2/+2 and gains vigilance until end of turn.',
    ],
  ])('%s: the target phrase is read and the effect names the target', (name, text) => {
    const c = compile(name, 'Creature — Human', text, ['1', '1']);
    expect(c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled)).toBe(true);
    const effects = c.card.abilities.flatMap((a) => ('resolve' in a && a.resolve?.effects) || []);
    expect(effects[0]?.affects).toEqual({ target: 0 });
  });
});

describe('kicker (702.33d): "they" after a set, and "instead" before the effect', () => {
  it('Savage Offensive: "If this spell was kicked, they get +1/+1" — the same creatures, under costPaid kicker', () => {
    const offensive = cardOf(
      'Savage Offensive',
      'Sorcery',
      'Kicker {G} (You may pay an additional {G} as you cast this spell.)\nCreatures you control gain first strike until end of turn. If this spell was kicked, they get +1/+1 until end of turn.',
    );
    const g = new Game().enter(bear).cast(offensive, { choices: { paid: ['kicker'] } });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    expect(g.obj('grizzly-bears').abilities).toContain('First strike');
    const h = new Game().enter(bear).cast(offensive);
    expect(h.pt('grizzly-bears')).toEqual([2, 2]);
    expect(h.obj('grizzly-bears').abilities).toContain('First strike');
  });
  const resilience = cardOf(
    'Divine Resilience',
    'Instant',
    'Kicker {2}{W} (You may pay an additional {2}{W} as you cast this spell.)\nTarget creature you control gains indestructible until end of turn. If this spell was kicked, instead any number of target creatures you control gain indestructible until end of turn. (Damage and effects that say "destroy" don\'t destroy them.)',
  );
  it('Divine Resilience compiles to the one target unless kicked, every target if kicked', () => {
    const a = resilience.abilities.find((x) => x.kind === 'spell' && x.resolve?.effects);
    expect(a?.kind === 'spell' && a.resolve?.effects?.map((e) => e.affects)).toEqual([
      { target: 0, where: { not: { costPaid: 'kicker' } } },
      { targets: true, where: { costPaid: 'kicker' } },
    ]);
  });
  it('kicked: each target gains indestructible; not kicked: the one target does', () => {
    const g = new Game()
      .enter(bear)
      .enter(bear, { id: 'bears-2' })
      .cast(resilience, { targets: ['grizzly-bears', 'bears-2'], choices: { paid: ['kicker'] } });
    expect(g.obj('grizzly-bears').abilities).toContain('Indestructible');
    expect(g.obj('bears-2').abilities).toContain('Indestructible');
    const h = new Game()
      .enter(bear)
      .enter(bear, { id: 'bears-2' })
      .cast(resilience, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears').abilities).toContain('Indestructible');
    expect(h.obj('bears-2').abilities).toEqual([]);
  });
});

describe('"If a Rat is attacking, …" (506.4, checked as it resolves, 608.2c)', () => {
  const hooligan = cardOf(
    'Charging Hooligan',
    'Creature — Human Rogue',
    'Whenever this creature attacks, it gets +1/+0 until end of turn for each attacking creature. If a Rat is attacking, this creature gains trample until end of turn.',
    ['2', '2'],
  );
  const rat = cardOf('Rat Colony', 'Creature — Rat', '', ['2', '1']);
  it('the condition is a count of attacking Rats', () => {
    const a = hooligan.abilities[0];
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[1]?.if).toEqual({
      count: { and: [{ subtype: 'Rat' }, { attacking: true }] },
      gte: 1,
    });
  });
  it('with a Rat attacking: +2/+0 and trample; alone: +1/+0 and no trample', () => {
    const g = new Game()
      .enter(hooligan)
      .enter(rat)
      .attack('charging-hooligan', 'rat-colony')
      .activate('charging-hooligan', 1, { trigger: true });
    expect(g.pt('charging-hooligan')).toEqual([4, 2]);
    expect(g.obj('charging-hooligan').abilities).toContain('Trample');
    const h = new Game().enter(hooligan).enter(rat).attack('charging-hooligan').activate('charging-hooligan', 1, { trigger: true });
    expect(h.pt('charging-hooligan')).toEqual([3, 2]);
    expect(h.obj('charging-hooligan').abilities).not.toContain('Trample');
  });
});

describe('"<subject>\'s base power [and toughness] become(s) …" (613.4b, 611.2b)', () => {
  it('Mirkwood Meditator: 4/2 until end of turn', () => {
    const meditator = cardOf(
      'Mirkwood Meditator',
      'Creature — Elf Druid',
      "Landfall — Whenever a land you control enters, you may have this creature's base power and toughness become 4/2 until end of turn.",
      ['1', '4'],
    );
    const a = meditator.abilities[0];
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      { affects: { self: true }, ops: [{ op: 'setPT', power: 4, toughness: 2 }], duration: 'endOfTurn' },
    ]);
    const g = new Game().enter(meditator).activate('mirkwood-meditator', 1, { trigger: true });
    expect(g.pt('mirkwood-meditator')).toEqual([4, 2]);
    g.endTurn();
    expect(g.pt('mirkwood-meditator')).toEqual([1, 4]);
  });
  it('PuPu UFO: base power equal to the number of Towns you control, fixed as it resolves (611.2b)', () => {
    const ufo = cardOf(
      'PuPu UFO',
      'Artifact Creature — Construct Alien',
      "Flying\n{3}: Until end of turn, this creature's base power becomes equal to the number of Towns you control.",
      ['0', '4'],
    );
    const town = cardOf('Test Town', 'Land — Town', '');
    const g = new Game().enter(ufo).enter(town).enter(town, { id: 'town-2' }).activate('pupu-ufo', 2);
    expect(g.pt('pupu-ufo')).toEqual([2, 4]);
    g.move('town-2', 'graveyard');
    expect(g.pt('pupu-ufo')).toEqual([2, 4]);
  });
  it('Moon Girl and Devil Dinosaur: "… become 6/6 and they gain trample" — both until end of turn', () => {
    const moon = cardOf(
      'Moon Girl and Devil Dinosaur',
      'Legendary Creature — Human Dinosaur Hero',
      "Whenever you draw your second card each turn, until end of turn, Moon Girl and Devil Dinosaur's base power and toughness become 6/6 and they gain trample.",
      ['3', '4'],
    );
    const a = moon.abilities[0];
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      {
        affects: { self: true },
        ops: [
          { op: 'setPT', power: 6, toughness: 6 },
          { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Trample', keyword: 'trample' }] },
        ],
        duration: 'endOfTurn',
      },
    ]);
    const g = new Game().enter(moon).activate('moon-girl-and-devil-dinosaur', 1, { trigger: true });
    expect(g.pt('moon-girl-and-devil-dinosaur')).toEqual([6, 6]);
    expect(g.obj('moon-girl-and-devil-dinosaur').abilities).toContain('Trample');
    g.endTurn();
    expect(g.pt('moon-girl-and-devil-dinosaur')).toEqual([3, 4]);
    expect(g.obj('moon-girl-and-devil-dinosaur').abilities).not.toContain('Trample');
  });
  // Read since ValueSubject 'object' names the triggering creature (test/oracle-referent-values.test.ts).
  it("\"equal to that creature's power\" is the triggering creature's ({power: 'object'}), read", () => {
    expect(
      allRead(
        'Belligerent Yearling',
        'Creature — Dinosaur',
        "Trample\nWhenever another Dinosaur you control enters, you may have this creature's base power become equal to that creature's power until end of turn.",
        ['3', '2'],
      ),
    ).toBe(true);
  });
});

describe('"If SELF is [not] <state>, it …" (608.2c: the source\'s state as it resolves)', () => {
  const figureText =
    '{G/W}: This creature becomes a Kithkin Scout with base power and toughness 2/3.\n{1}{G/W}{G/W}: If this creature is a Scout, it becomes a Kithkin Soldier with base power and toughness 4/5.';
  it('Figure of Fable: the Soldier step needs the Scout step first', () => {
    const figure = cardOf('Figure of Fable', 'Creature — Kithkin', figureText, ['1', '1']);
    const a = figure.abilities[1];
    expect(a?.kind === 'activated' && a.resolve?.effects?.[0]?.if).toEqual({ source: { subtype: 'Scout' } });
    const g = new Game().enter(figure).activate('figure-of-fable', 2);
    expect(g.pt('figure-of-fable')).toEqual([1, 1]);
    expect(g.obj('figure-of-fable').subtypes).toEqual(['Kithkin']);
    g.activate('figure-of-fable', 1).activate('figure-of-fable', 2);
    expect(g.pt('figure-of-fable')).toEqual([4, 5]);
    expect(g.obj('figure-of-fable').subtypes).toEqual(['Kithkin', 'Soldier']);
  });
  it('Great Hall of the Biblioplex: "If this land isn\'t a creature, it becomes a 2/4 Wizard creature …" — still a land', () => {
    const hall = cardOf(
      'Great Hall of the Biblioplex',
      'Legendary Land',
      '{T}: Add {C}.\n{5}: If this land isn\'t a creature, it becomes a 2/4 Wizard creature with "Whenever you cast an instant or sorcery spell, this creature gets +1/+0 until end of turn." It\'s still a land.',
    );
    const g = new Game().enter(hall).activate('great-hall-of-the-biblioplex', 2);
    expect(g.obj('great-hall-of-the-biblioplex').types).toEqual(expect.arrayContaining(['Land', 'Creature']));
    expect(g.pt('great-hall-of-the-biblioplex')).toEqual([2, 4]);
  });
  it('"If SELF is a Scout, target creature gets +1/+1": the source\'s state, the target\'s effect', () => {
    const scout = cardOf(
      'Test Scout',
      'Creature — Kithkin Scout',
      '{1}: If Test Scout is a Scout, target creature gets +1/+1 until end of turn.',
      ['1', '1'],
    );
    const g = new Game()
      .enter(scout)
      .enter(bear)
      .activate('test-scout', 1, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
  });
});

describe('"becomes a <types> with base power and toughness N/N and <keyword>" (613.1d-f, 613.4b)', () => {
  it("Frodo, Sauron's Bane: a Citizen becomes a 2/3 Halfling Scout with lifelink", () => {
    const frodo = cardOf(
      "Frodo, Sauron's Bane",
      'Legendary Creature — Halfling Citizen',
      '{W/B}{W/B}: If Frodo is a Citizen, it becomes a Halfling Scout with base power and toughness 2/3 and lifelink.',
      ['1', '2'],
    );
    const a = frodo.abilities[0];
    expect(a?.kind === 'activated' && a.resolve?.effects?.[0]?.ops).toEqual([
      { op: 'setTypes', subtypes: ['Halfling', 'Scout'] },
      { op: 'setPT', power: 2, toughness: 3 },
      { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Lifelink', keyword: 'lifelink' }] },
    ]);
    const g = new Game().enter(frodo).activate('frodo-saurons-bane', 1);
    expect(g.pt('frodo-saurons-bane')).toEqual([2, 3]);
    expect(g.obj('frodo-saurons-bane').subtypes).toEqual(['Halfling', 'Scout']);
    expect(g.obj('frodo-saurons-bane').abilities).toContain('Lifelink');
    g.activate('frodo-saurons-bane', 1);
    expect(g.pt('frodo-saurons-bane')).toEqual([2, 3]);
  });
});

describe('more target phrases, exchanges and ability words', () => {
  it('Callous Oppressor: "target creature that isn\'t of the chosen type for as long as SELF remains tapped"', () => {
    const oppressor = cardOf(
      'Callous Oppressor',
      'Creature — Octopus',
      "You may choose not to untap Callous Oppressor during your untap step.\nAs Callous Oppressor enters the battlefield, an opponent chooses a creature type.\n{T}: Gain control of target creature that isn't of the chosen type for as long as Callous Oppressor remains tapped.",
      ['1', '2'],
    );
    const g = new Game()
      .enter(oppressor, { choices: { creatureType: 'Elf' } })
      .enter(bear, { controller: 'opponent' })
      .tap('callous-oppressor')
      .activate('callous-oppressor', 3, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.tap('callous-oppressor', false);
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
  it('Chromeshell Crab: "exchange control of target creature you control and target creature an opponent controls"', () => {
    const crab = cardOf(
      'Chromeshell Crab',
      'Creature — Crab Beast',
      'Morph {4}{U}\nWhen this creature is turned face up, you may exchange control of target creature you control and target creature an opponent controls.',
      ['3', '3'],
    );
    const a = crab.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve).toEqual({
      exchangeControl: true,
      // 601.2c: each "target" word's phrase, checked as it is activated.
      targetPhrases: [
        { text: 'target creature you control', filter: { and: [{ type: 'Creature' }, { controller: 'you' }] } },
        { text: 'target creature an opponent controls', filter: { and: [{ type: 'Creature' }, { controller: 'opponent' }] } },
      ],
    });
    const g = new Game()
      .enter(crab)
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .activate('chromeshell-crab', 2, { trigger: true, targets: ['chromeshell-crab', 'their-bears'] });
    expect(g.obj('their-bears').controller).toBe('you');
    expect(g.obj('chromeshell-crab').controller).toBe('opponent');
  });
  it('Miasma Demon: "up to that many target creatures each get -2/-2" — the targets named', () => {
    const demon = cardOf(
      'Miasma Demon',
      'Creature — Demon',
      'Flying\nWhen this creature enters, you may discard any number of cards. When you do, up to that many target creatures each get -2/-2 until end of turn.',
      ['5', '4'],
    );
    const g = new Game()
      .enter(demon)
      .enter(bear, { controller: 'opponent' })
      .enter(bear, { id: 'bears-2', controller: 'opponent' })
      .activate('miasma-demon', 2, { trigger: true, targets: ['grizzly-bears', 'bears-2'] });
    expect(g.pt('grizzly-bears')).toEqual([0, 0]);
    expect(g.pt('bears-2')).toEqual([0, 0]);
  });
  it('Spider-Man, To the Rescue: an ability word with "!" still marks a trigger; "another target nonattacking creature"', () => {
    const c = compile(
      'Spider-Man, To the Rescue',
      'Legendary Creature — Spider Human Hero',
      'Flash\nReach, vigilance\nNo One Dies! — When Spider-Man enters, you may tap him. When you do, another target nonattacking creature you control gains indestructible until end of turn. (Damage and effects that say "destroy" don\'t destroy it.)',
      ['3', '3'],
    );
    const a = c.card.abilities.find((x) => x.kind === 'triggered');
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[0]?.affects).toEqual({ target: 0 });
    expect(c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled)).toBe(true);
  });
});

describe('"For each opponent, gain control of target permanent that player controls." (115.1: one target per opponent)', () => {
  it('Blatant Thievery: every target changes control', () => {
    const thievery = cardOf('Blatant Thievery', 'Sorcery', 'For each opponent, gain control of target permanent that player controls.');
    const [a] = thievery.abilities;
    expect(a?.kind === 'spell' && a.resolve?.effects).toEqual([
      { affects: { targets: true }, ops: [{ op: 'control', player: 'you' }], duration: 'permanent' },
    ]);
    const g = new Game(['you', 'ann', 'bob'])
      .enter(bear, { id: 'ann-bears', controller: 'ann' })
      .enter(bear, { id: 'bob-bears', controller: 'bob' })
      .cast(thievery, { targets: ['ann-bears', 'bob-bears'] });
    expect(g.obj('ann-bears').controller).toBe('you');
    expect(g.obj('bob-bears').controller).toBe('you');
  });
});
