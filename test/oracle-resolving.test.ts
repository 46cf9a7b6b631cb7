/**
 * Resolving effects read in context (helper A): an instant's or sorcery's paragraphs as one spell
 * ability (113.3a, 608.2c), ability words before "instead if" / "if" (207.2c), and more resolving
 * referents. Real Oracle text; each test evaluates a small game and checks the characteristics.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
const allRead = (name: string, type: string, text: string, pt?: [string, string]) =>
  compile(name, type, text, pt)
    .report.sentences.filter((s) => s.continuous)
    .every((s) => s.compiled);

/** A game whose setup does not count as this turn's history (as a scenario's `battlefield`). */
function fresh(g: Game): Game {
  delete g.state.thisTurn;
  return g;
}

describe('113.3a: a spell paragraph after an ability word is part of the same spell ability', () => {
  const slip = cardOf(
    'Tragic Slip',
    'Instant',
    'Target creature gets -1/-1 until end of turn.\nMorbid — That creature gets -13/-13 until end of turn instead if a creature died this turn.',
  );
  it('Tragic Slip compiles to one spell ability', () => {
    expect(slip.abilities.filter((a) => a.kind === 'spell')).toHaveLength(1);
  });
  it('Tragic Slip: -1/-1 when no creature died this turn; -13/-13 instead (not -14/-14) after one died (608.2c, 700.4)', () => {
    const g = fresh(new Game().enter(giant)).cast(slip, { targets: ['hill-giant'] });
    expect(g.pt('hill-giant')).toEqual([2, 2]);
    const h = fresh(new Game().enter(giant).enter(bear)).move('grizzly-bears', 'graveyard');
    h.state.objects = h.state.objects.filter((o) => o.id !== 'grizzly-bears');
    h.cast(slip, { targets: ['hill-giant'] });
    expect(h.pt('hill-giant')).toEqual([-10, -10]);
  });
  it('Join the Dead: Descend 4 counts permanent cards in your graveyard (110.4a)', () => {
    const join = cardOf(
      'Join the Dead',
      'Instant',
      'Target creature gets -5/-5 until end of turn.\nDescend 4 — That creature gets -10/-10 until end of turn instead if there are four or more permanent cards in your graveyard.',
    );
    const big = cardOf('Huge Test Beast', 'Creature — Beast', '', ['12', '12']);
    const g = new Game().enter(big);
    for (let i = 0; i < 3; i++) g.enter(bear, { id: `dead-${i}`, zone: 'graveyard' });
    expect(g.cast(join, { targets: ['huge-test-beast'] }).pt('huge-test-beast')).toEqual([7, 7]);
    const h = new Game().enter(big);
    for (let i = 0; i < 4; i++) h.enter(bear, { id: `dead-${i}`, zone: 'graveyard' });
    expect(h.cast(join, { targets: ['huge-test-beast'] }).pt('huge-test-beast')).toEqual([2, 2]);
  });
  it('Violent Urge: Delirium adds double strike to the same target (first strike either way)', () => {
    const urge = cardOf(
      'Violent Urge',
      'Instant',
      'Target creature gets +1/+0 and gains first strike until end of turn.\nDelirium — If there are four or more card types among cards in your graveyard, that creature gains double strike until end of turn.',
    );
    const g = new Game().enter(bear).cast(urge, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.obj('grizzly-bears').abilities).toEqual(['First strike']);
    const h = new Game().enter(bear);
    const kinds: [string, string][] = [
      ['Test Creature Card', 'Creature — Bear'],
      ['Test Artifact Card', 'Artifact'],
      ['Test Land Card', 'Land'],
      ['Test Instant Card', 'Instant'],
    ];
    for (const [name, type] of kinds)
      h.enter(cardOf(name, type, '', type.startsWith('Creature') ? ['1', '1'] : undefined), { zone: 'graveyard' });
    h.cast(urge, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['First strike', 'Double strike']));
  });
  it('Roar of Challenge: Ferocious — "that creature" is the first paragraph\'s target', () => {
    const roar = cardOf(
      'Roar of Challenge',
      'Sorcery',
      'All creatures able to block target creature this turn do so.\nFerocious — That creature gains indestructible until end of turn if you control a creature with power 4 or greater.',
    );
    const big = cardOf('Test Four Power', 'Creature — Beast', '', ['4', '4']);
    expect(
      new Game()
        .enter(bear)
        .cast(roar, { targets: ['grizzly-bears'] })
        .obj('grizzly-bears').abilities,
    ).toEqual([]);
    const h = new Game()
      .enter(bear)
      .enter(big)
      .cast(roar, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears').abilities).toEqual(['Indestructible']);
  });
  it('a second paragraph that reads on its own stays its own ability (Efflorescence-like text unchanged)', () => {
    const two = cardOf(
      'Test Two Paragraphs',
      'Sorcery',
      'Target creature gets +1/+1 until end of turn.\nCreatures you control gain vigilance until end of turn.',
    );
    expect(two.abilities.filter((a) => a.kind === 'spell')).toHaveLength(2);
    expect(
      allRead(
        'Test Two Paragraphs',
        'Sorcery',
        'Target creature gets +1/+1 until end of turn.\nCreatures you control gain vigilance until end of turn.',
      ),
    ).toBe(true);
  });
});

describe('608.2d: "creatures of the creature type of your choice" — the type chosen as it resolves (choices.creatureType)', () => {
  const maneuvers = cardOf('Defensive Maneuvers', 'Instant', 'Creatures of the creature type of your choice get +0/+4 until end of turn.');
  it('Defensive Maneuvers: only creatures of the chosen type get +0/+4, on both sides', () => {
    const g = new Game()
      .enter(bear)
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .enter(giant)
      .cast(maneuvers, { choices: { creatureType: 'Bear' } });
    expect(g.pt('grizzly-bears')).toEqual([2, 6]);
    expect(g.pt('their-bears')).toEqual([2, 6]);
    expect(g.pt('hill-giant')).toEqual([3, 3]);
  });
  it('611.2c: the affected set is locked as it resolves — a Bear entering later is not affected', () => {
    const g = new Game()
      .enter(bear)
      .cast(maneuvers, { choices: { creatureType: 'Bear' } })
      .enter(bear, { id: 'late-bears' });
    expect(g.pt('grizzly-bears')).toEqual([2, 6]);
    expect(g.pt('late-bears')).toEqual([2, 2]);
  });
  it('Tribal Unity: +X/+X for the chosen type (107.3)', () => {
    const unity = cardOf('Tribal Unity', 'Instant', 'Creatures of the creature type of your choice get +X/+X until end of turn.');
    const g = new Game()
      .enter(bear)
      .enter(giant)
      .cast(unity, { x: 3, choices: { creatureType: 'Giant' } });
    expect(g.pt('hill-giant')).toEqual([6, 6]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });
  it('Karona, False God: the attack trigger reads the type chosen for the trigger', () => {
    const karona = cardOf(
      'Karona, False God',
      'Legendary Creature — Avatar',
      "Haste\nAt the beginning of each player's upkeep, that player untaps Karona and gains control of it.\nWhenever Karona attacks, creatures of the creature type of your choice get +3/+3 until end of turn.",
      ['5', '5'],
    );
    const g = new Game()
      .enter(karona)
      .enter(bear)
      .activate('karona-false-god', 3, { trigger: true, choices: { creatureType: 'Bear' } });
    expect(g.pt('grizzly-bears')).toEqual([5, 5]);
    expect(g.pt('karona-false-god')).toEqual([5, 5]);
  });
});

describe('two instructions in one sentence (608.2c; grammar/sentences/resolving/compound.ts)', () => {
  it('Hire a Crew: the token is created first, so it is one of the creatures that get +1/+0 (611.2c)', () => {
    const crew = cardOf(
      'Hire a Crew',
      'Instant',
      "Create a 2/1 black Villain creature token with menace, then creatures you control get +1/+0 until end of turn. (A creature with menace can't be blocked except by two or more creatures.)",
    );
    const g = new Game()
      .enter(bear)
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .cast(crew, { tokens: ['villain'] });
    expect(g.pt('villain')).toEqual([3, 1]);
    expect(g.obj('villain').abilities).toEqual(['Menace']);
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.pt('their-bears')).toEqual([2, 2]);
  });
  it('Wartime Protestors: the entering Ally gets the counter and haste; the source does not', () => {
    const protestors = cardOf(
      'Wartime Protestors',
      'Creature — Human Rebel Ally',
      'Haste\nWhenever another Ally you control enters, put a +1/+1 counter on that creature and it gains haste until end of turn.',
      ['4', '4'],
    );
    const ally = cardOf('Test Ally', 'Creature — Human Ally', '', ['1', '1']);
    const g = new Game()
      .enter(protestors)
      .enter(ally)
      .activate('wartime-protestors', 2, { trigger: true, choices: { object: 'test-ally' } });
    expect(g.pt('test-ally')).toEqual([2, 2]);
    expect(g.obj('test-ally').abilities).toEqual(['Haste']);
    expect(g.pt('wartime-protestors')).toEqual([4, 4]);
  });
  it('a value that would read the counters is not split off ("and it gets +X/+X, where X is its power" stays unread)', () => {
    expect(
      allRead(
        'Test Counter Pump',
        'Instant',
        'Put a +1/+1 counter on target creature and it gets +X/+X until end of turn, where X is its power.',
      ),
    ).toBe(false);
  });
  it('", then" after amass is read since the core performs amass first (701.47a; Assault on Osgiliath, test/oracle-amass.test.ts)', () => {
    expect(
      allRead(
        'Assault on Osgiliath',
        'Sorcery',
        'Amass Orcs X, then Goblins and Orcs you control gain double strike and haste until end of turn.',
      ),
    ).toBe(true);
  });
});

describe('"also" after the subject of a later effect adds nothing to its meaning', () => {
  it('Gallant Fowlknight: all your creatures get +1/+0, only Kithkin also gain first strike', () => {
    const knight = cardOf(
      'Gallant Fowlknight',
      'Creature — Kithkin Knight',
      'When this creature enters, creatures you control get +1/+0 until end of turn. Kithkin creatures you control also gain first strike until end of turn.',
      ['3', '1'],
    );
    const g = new Game().enter(knight).enter(bear).activate('gallant-fowlknight', 1, { trigger: true });
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
    expect(g.pt('gallant-fowlknight')).toEqual([4, 1]);
    expect(g.obj('gallant-fowlknight').abilities).toContain('First strike');
  });
  it('Efflorescence: Infusion — trample and indestructible only if you gained life this turn (paragraphs joined, 113.3a)', () => {
    const eff = cardOf(
      'Efflorescence',
      'Instant',
      'Put two +1/+1 counters on target creature.\nInfusion — If you gained life this turn, that creature also gains trample and indestructible until end of turn.',
    );
    const g = fresh(new Game().enter(bear)).cast(eff, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
    const h = fresh(new Game().enter(bear))
      .life('you', 1)
      .cast(eff, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['Trample', 'Indestructible']));
  });
});

describe('more compound instructions: counters then characteristics, a return then what it is (611.2e)', () => {
  it('Possessed Goat: three +1/+1 counters and it becomes a black Demon in addition to its other colors and types', () => {
    const goat = cardOf(
      'Possessed Goat',
      'Creature — Goat',
      '{3}, Discard a card: Put three +1/+1 counters on this creature and it becomes a black Demon in addition to its other colors and types. Activate only once.',
      ['1', '1'],
    );
    const g = new Game().enter(goat).activate('possessed-goat', 1);
    const o = g.obj('possessed-goat');
    expect([o.power, o.toughness]).toEqual([4, 4]);
    expect(o.subtypes).toEqual(['Goat', 'Demon']);
    expect(o.colors).toEqual(['black']);
  });
  it("Retched Wretch: returned under its owner's control, it has no abilities (400.7: a new object)", () => {
    const wretch = cardOf(
      'Retched Wretch',
      'Creature — Goblin',
      "When this creature dies, if it had a -1/-1 counter on it, return it to the battlefield under its owner's control and it loses all abilities.",
      ['4', '2'],
    );
    const g = new Game().enter(wretch).move('retched-wretch', 'graveyard').activate('retched-wretch', 1, { trigger: true });
    const o = g.obj('retched-wretch');
    expect(o.zone).toBe('battlefield');
    expect(o.abilities).toEqual([]);
    expect([o.power, o.toughness]).toEqual([4, 2]);
  });
});

describe('608.2d: "Choose a creature type. … of that type" (Selfless Safewright)', () => {
  const safewright = cardOf(
    'Selfless Safewright',
    'Creature — Elf Warrior',
    'Flash\nConvoke\nWhen this creature enters, choose a creature type. Other permanents you control of that type gain hexproof and indestructible until end of turn.',
    ['4', '2'],
  );
  it("other permanents you control of the chosen type gain both; the source and an opponent's Elf do not", () => {
    const elf = cardOf('Llanowar Elves', 'Creature — Elf Druid', '{T}: Add {G}.', ['1', '1']);
    const g = new Game()
      .enter(safewright)
      .enter(elf)
      .enter(elf, { id: 'their-elves', controller: 'opponent' })
      .enter(bear)
      .activate('selfless-safewright', 3, { trigger: true, choices: { creatureType: 'Elf' } });
    expect(g.obj('llanowar-elves').abilities).toEqual(expect.arrayContaining(['Hexproof', 'Indestructible']));
    expect(g.obj('their-elves').abilities).not.toContain('Hexproof');
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
    expect(g.obj('selfless-safewright').abilities).not.toContain('Hexproof');
  });
  it('"of that type" without a chosen type before it is not read', () => {
    expect(allRead('Test That Type', 'Instant', 'Creatures you control of that type gain hexproof until end of turn.')).toBe(false);
  });
});

describe("701.10 double, 701.11 triple a creature's power and/or toughness", () => {
  const bulk = cardOf(
    'Bulk Up',
    'Instant',
    "Double target creature's power until end of turn.\nFlashback {4}{R}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)",
  );
  it('Bulk Up: +X/+0 where X is its power as it resolves (701.10b)', () => {
    expect(
      new Game()
        .enter(giant)
        .cast(bulk, { targets: ['hill-giant'] })
        .pt('hill-giant'),
    ).toEqual([6, 3]);
  });
  it('701.10b: X is fixed as it resolves — counters put later are not doubled', () => {
    const g = new Game()
      .enter(giant)
      .cast(bulk, { targets: ['hill-giant'] })
      .counters('hill-giant', { '+1/+1': 2 });
    expect(g.pt('hill-giant')).toEqual([8, 5]);
  });
  it('701.10c: a negative power doubled gets -X/-0 (-2 becomes -4)', () => {
    const shrink = cardOf('Test Shrink', 'Instant', 'Target creature gets -4/-0 until end of turn.');
    const g = new Game()
      .enter(bear)
      .cast(shrink, { targets: ['grizzly-bears'] })
      .cast(bulk, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([-4, 2]);
  });
  it('World War Hulk III: double its power and toughness and it gains trample (target chosen by "Choose target creature you control")', () => {
    const hulk = cardOf(
      'World War Hulk',
      'Enchantment — Saga',
      '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)\nI — The next red or green creature spell you cast this turn can be cast without paying its mana cost.\nII — Put three +1/+1 counters on target creature you control.\nIII — Choose target creature you control. Until end of turn, double its power and toughness and it gains trample.',
    );
    const g = new Game()
      .enter(hulk)
      .enter(giant)
      .activate('world-war-hulk', 3, { trigger: true, targets: ['hill-giant'] });
    expect(g.pt('hill-giant')).toEqual([6, 6]);
    expect(g.obj('hill-giant').abilities).toEqual(['Trample']);
  });
  it("Tifa Lockhart: landfall doubles the source's power", () => {
    const tifa = cardOf(
      'Tifa Lockhart',
      'Legendary Creature — Human Monk',
      "Trample\nLandfall — Whenever a land you control enters, double Tifa Lockhart's power until end of turn.",
      ['1', '2'],
    );
    const g = new Game().enter(tifa).activate('tifa-lockhart', 2, { trigger: true }).activate('tifa-lockhart', 2, { trigger: true });
    expect(g.pt('tifa-lockhart')).toEqual([4, 2]);
  });
  it('"double the power and toughness of each creature you control": each its own numbers, fixed as it resolves (608.2h)', () => {
    const growth = cardOf(
      'Unnatural Growth',
      'Enchantment',
      'At the beginning of each combat, double the power and toughness of each creature you control until end of turn.',
    );
    const g = new Game().enter('Grizzly Bears').enter('Llanowar Elves').enter(growth).activate('unnatural-growth', 1, { trigger: true });
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
    expect(g.pt('llanowar-elves')).toEqual([2, 2]);
  });
});

describe('702.183a Tiered: "Choose one" with a cost per mode (700.2h) — one modal spell ability', () => {
  const restoration = cardOf(
    'Restoration Magic',
    'Instant',
    'Tiered (Choose one additional cost.)\n• Cure — {0} — Target permanent gains hexproof and indestructible until end of turn.\n• Cura — {1} — Target permanent gains hexproof and indestructible until end of turn. You gain 3 life.\n• Curaga — {3}{W} — Permanents you control gain hexproof and indestructible until end of turn. You gain 6 life.',
  );
  it('compiles to one modal ability of three modes, choose exactly one', () => {
    const modal = restoration.abilities.find((a) => a.kind === 'spell' && a.resolve?.modal);
    expect(modal?.kind === 'spell' && modal.resolve?.modal && [modal.resolve.modal.min, modal.resolve.modal.max]).toEqual([1, 1]);
    expect(modal?.kind === 'spell' && modal.resolve?.modal?.modes.length).toBe(3);
  });
  it('Cure: only the target; Curaga: every permanent you control, no target', () => {
    const g = new Game()
      .enter(bear)
      .enter(giant)
      .cast(restoration, { modes: [1], targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Hexproof', 'Indestructible']);
    expect(g.obj('hill-giant').abilities).toEqual([]);
    const h = new Game()
      .enter(bear)
      .enter(giant)
      .enter(giant, { id: 'their-giant', controller: 'opponent' })
      .cast(restoration, { modes: [3] });
    expect(h.obj('grizzly-bears').abilities).toEqual(['Hexproof', 'Indestructible']);
    expect(h.obj('hill-giant').abilities).toEqual(['Hexproof', 'Indestructible']);
    expect(h.obj('their-giant').abilities).toEqual([]);
  });
  it("Tifa's Limit Break: +2/+2, double (701.10b) or triple (701.11b) by the mode chosen", () => {
    const tifa = cardOf(
      "Tifa's Limit Break",
      'Instant',
      "Tiered (Choose one additional cost.)\n• Somersault — {0} — Target creature gets +2/+2 until end of turn.\n• Meteor Strikes — {2} — Double target creature's power and toughness until end of turn.\n• Final Heaven — {6}{G} — Triple target creature's power and toughness until end of turn.",
    );
    const cast = (mode: number) =>
      new Game()
        .enter(giant)
        .cast(tifa, { modes: [mode], targets: ['hill-giant'] })
        .pt('hill-giant');
    expect(cast(1)).toEqual([5, 5]);
    expect(cast(2)).toEqual([6, 6]);
    expect(cast(3)).toEqual([9, 9]);
  });
});

describe('700.2, 601.2b: "Choose one. If …, choose both instead." (modal.instead)', () => {
  const bite = cardOf(
    "Widow's Bite",
    'Instant',
    'Teamwork 3 (As an additional cost to cast this spell, you may tap any number of creatures you control with total power 3 or more.)\nChoose one. If this spell was cast using teamwork, choose both instead.\n• Target creature gains deathtouch until end of turn.\n• Target creature gets -2/-2 until end of turn.',
  );
  it("Widow's Bite: one mode without teamwork; both modes, each on its own target, with it", () => {
    const g = new Game().enter(bear).cast(bite, { modes: [2], targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([0, 0]);
    const h = new Game()
      .enter(bear)
      .enter(giant)
      .cast(bite, { modes: [1, 2], targets: ['hill-giant', 'grizzly-bears'], choices: { paid: ['teamwork'] } });
    expect(h.obj('hill-giant').abilities).toEqual(['Deathtouch']);
    expect(h.pt('grizzly-bears')).toEqual([0, 0]);
  });
  it('both modes without teamwork, or one with it, is refused (700.2)', () => {
    expect(() =>
      new Game()
        .enter(bear)
        .enter(giant)
        .cast(bite, { modes: [1, 2], targets: ['hill-giant', 'grizzly-bears'] }),
    ).toThrow(/choose exactly one/);
    expect(() => new Game().enter(bear).cast(bite, { modes: [2], targets: ['grizzly-bears'], choices: { paid: ['teamwork'] } })).toThrow(
      /exactly two/,
    );
  });
  it("Let's Play a Game: Delirium — one or more modes only with four card types in your graveyard (601.2b)", () => {
    const game = cardOf(
      "Let's Play a Game",
      'Sorcery',
      'Delirium — Choose one. If there are four or more card types among cards in your graveyard, choose one or more instead.\n• Creatures your opponents control get -1/-1 until end of turn.\n• Each opponent discards two cards.\n• Each opponent loses 3 life and you gain 3 life.',
    );
    const theirs = { id: 'their-bears', controller: 'opponent' };
    expect(() => new Game().enter(bear, theirs).cast(game, { modes: [1, 3] })).toThrow(/choose exactly one/);
    const g = new Game().enter(bear, theirs);
    const kinds: [string, string][] = [
      ['Test Creature Card', 'Creature — Bear'],
      ['Test Artifact Card', 'Artifact'],
      ['Test Land Card', 'Land'],
      ['Test Instant Card', 'Instant'],
    ];
    for (const [name, type] of kinds)
      g.enter(cardOf(name, type, '', type.startsWith('Creature') ? ['1', '1'] : undefined), { zone: 'graveyard' });
    g.cast(game, { modes: [1, 3] });
    expect(g.pt('their-bears')).toEqual([1, 1]);
  });
});

describe('"choose one that hasn\'t been chosen this turn —" is a choose-one modal (700.2; the scenario honours the restriction)', () => {
  it('The Vision: Solar Beam gives double strike, Density Control indestructible', () => {
    const vision = cardOf(
      'The Vision',
      'Legendary Artifact Creature — Robot Hero',
      "Flying, vigilance\nWhenever you cast a noncreature spell, choose one that hasn't been chosen this turn —\n• Solar Beam — The Vision gains double strike until end of turn.\n• Density Control — The Vision gains indestructible until end of turn.\n• Technopathy — Draw a card.",
      ['3', '3'],
    );
    const g = new Game().enter(vision).activate('the-vision', 3, { trigger: true, modes: [1] });
    expect(g.obj('the-vision').abilities).toContain('Double strike');
    expect(g.obj('the-vision').abilities).not.toContain('Indestructible');
    g.activate('the-vision', 3, { trigger: true, modes: [2] });
    expect(g.obj('the-vision').abilities).toEqual(expect.arrayContaining(['Double strike', 'Indestructible']));
    expect(() => new Game().enter(vision).activate('the-vision', 3, { trigger: true, modes: [1, 2] })).toThrow(/exactly one/);
  });
});

describe('608.2d: "gains your choice of …" — the keyword chosen as it resolves (choices.keyword)', () => {
  const avenger = cardOf(
    "Urza's Avenger",
    'Artifact Creature — Shapeshifter',
    '{0}: This creature gets -1/-1 and gains your choice of banding, flying, first strike, or trample until end of turn.',
    ['4', '4'],
  );
  it("Urza's Avenger: -1/-1 and only the keyword chosen; two activations, two keywords", () => {
    const g = new Game().enter(avenger).activate('urzas-avenger', 1, { choices: { keyword: 'flying' } });
    expect(g.pt('urzas-avenger')).toEqual([3, 3]);
    expect(g.obj('urzas-avenger').abilities).toContain('Flying');
    expect(g.obj('urzas-avenger').abilities).not.toContain('Trample');
    g.activate('urzas-avenger', 1, { choices: { keyword: 'first strike' } });
    expect(g.pt('urzas-avenger')).toEqual([2, 2]);
    expect(g.obj('urzas-avenger').abilities).toEqual(expect.arrayContaining(['Flying', 'First strike']));
  });
  it('a missing choice, or one the text does not offer, is refused at choices.keyword', () => {
    expect(() => new Game().enter(avenger).activate('urzas-avenger', 1)).toThrow(/choices\.keyword/);
    expect(() => new Game().enter(avenger).activate('urzas-avenger', 1, { choices: { keyword: 'haste' } })).toThrow(/not "haste"/);
  });
  it('Éowyn, Lady of Rohan: the choice for an unequipped target; first strike and vigilance instead if it is equipped', () => {
    const eowyn = cardOf(
      'Éowyn, Lady of Rohan',
      'Legendary Creature — Human Noble',
      'At the beginning of combat on your turn, target creature gains your choice of first strike or vigilance until end of turn. If that creature is equipped, it gains first strike and vigilance until end of turn instead.\nEquip abilities you activate cost {1} less to activate.',
      ['2', '4'],
    );
    const sword = cardOf('Test Sword', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nEquip {1}');
    const g = new Game()
      .enter(eowyn, { id: 'eowyn' })
      .enter(bear)
      .enter(sword)
      .activate('eowyn', 1, { trigger: true, targets: ['grizzly-bears'], choices: { keyword: 'vigilance' } });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Vigilance']);
    // 611.2c: the set was locked as it resolved; equipping it later changes nothing.
    g.attach('test-sword', 'grizzly-bears');
    expect(g.obj('grizzly-bears').abilities).toEqual(['Vigilance']);
    const h = new Game()
      .enter(eowyn, { id: 'eowyn' })
      .enter(bear)
      .enter(sword)
      .attach('test-sword', 'grizzly-bears')
      .activate('eowyn', 1, { trigger: true, targets: ['grizzly-bears'], choices: { keyword: 'vigilance' } });
    expect(h.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['First strike', 'Vigilance']));
  });
});

describe('base power and toughness from another object, fixed as it resolves (613.4b, 611.2b)', () => {
  it("Galion: the target's base power and toughness become Galion's power and toughness", () => {
    const galion = cardOf(
      "Galion, Elvenking's Butler",
      'Legendary Creature — Elf Advisor',
      "Whenever Galion attacks, choose up to one other target creature you control. Its base power and toughness become equal to Galion's power and toughness until end of turn.",
      ['3', '4'],
    );
    const g = new Game()
      .enter(galion, { id: 'galion' })
      .enter(bear)
      .activate('galion', 1, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 4]);
    // 611.2b: Galion growing later does not change the number already fixed.
    g.counters('galion', { '+1/+1': 2 });
    expect(g.pt('grizzly-bears')).toEqual([3, 4]);
  });
  it("Riptide Mangler: its base power becomes the target's power, indefinitely (611.2a)", () => {
    const mangler = cardOf(
      'Riptide Mangler',
      'Creature — Beast',
      "{1}{U}: Change this creature's base power to target creature's power. (This effect lasts indefinitely.)",
      ['0', '3'],
    );
    const g = new Game()
      .enter(mangler)
      .enter(giant)
      .activate('riptide-mangler', 1, { targets: ['hill-giant'] });
    expect(g.pt('riptide-mangler')).toEqual([3, 3]);
    g.endTurn();
    expect(g.pt('riptide-mangler')).toEqual([3, 3]);
  });
});

describe('"each equipped attacking creature" (301.5, 506.4)', () => {
  it('Dáin Ironfoot: only attacking creatures with an Equipment attached gain double strike', () => {
    const dain = cardOf(
      'Dáin Ironfoot',
      'Legendary Creature — Dwarf Warrior',
      'When Dáin enters, create a colorless Equipment artifact token named Axe with "Equipped creature gets +1/+0" and equip {2}. When you do, attach it to target creature you control.\nWhenever Dáin attacks, each equipped attacking creature gains double strike until end of turn.',
      ['4', '4'],
    );
    const sword = cardOf('Test Sword', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nEquip {1}');
    const g = new Game()
      .enter(dain, { id: 'dain' })
      .enter(bear)
      .enter(giant)
      .enter(sword)
      .attach('test-sword', 'grizzly-bears')
      .attack('dain', 'grizzly-bears', 'hill-giant')
      .activate('dain', 2, { trigger: true });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Double strike']);
    expect(g.obj('hill-giant').abilities).toEqual([]);
    expect(g.obj('dain').abilities).not.toContain('Double strike');
  });
});

describe('", then <one-shot action>" after a continuous effect (608.2c; the action is listed only)', () => {
  it('Spectacular Pileup: creatures and Vehicles lose indestructible before they are destroyed', () => {
    const pileup = cardOf(
      'Spectacular Pileup',
      'Sorcery',
      'All creatures and Vehicles lose indestructible until end of turn, then destroy all creatures and Vehicles.\nCycling {2}',
    );
    const wall = cardOf('Test Indestructible Wall', 'Creature — Wall', 'Indestructible', ['0', '4']);
    const cart = cardOf('Test Cart', 'Artifact — Vehicle', 'Indestructible\nCrew 1', ['3', '3']);
    const g = new Game().enter(wall).enter(cart).cast(pileup);
    expect(g.obj('test-indestructible-wall').abilities).toEqual([]);
    expect(g.obj('test-cart').abilities).not.toContain('Indestructible');
    const rep = compile(
      'Spectacular Pileup',
      'Sorcery',
      'All creatures and Vehicles lose indestructible until end of turn, then destroy all creatures and Vehicles.',
    ).report;
    expect(rep.sentences.map((s) => [s.text, s.compiled])).toEqual([
      ['All creatures and Vehicles lose indestructible until end of turn.', true],
      ['destroy all creatures and Vehicles.', false],
    ]);
  });
});

describe('a short name that is a creature type, inside a type phrase (205.1a)', () => {
  it("Lizard, Connors's Curse: the target loses all abilities and becomes a green Lizard creature 4/4", () => {
    const lizard = cardOf(
      "Lizard, Connors's Curse",
      'Legendary Creature — Lizard Villain',
      "Trample\nLizard Formula — When Lizard, Connors's Curse enters, up to one other target creature loses all abilities and becomes a green Lizard creature with base power and toughness 4/4.",
      ['5', '5'],
    );
    const knight = cardOf('Test Flying Knight', 'Artifact Creature — Human Knight', 'Flying', ['2', '2']);
    const g = new Game()
      .enter(lizard, { id: 'lizard' })
      .enter(knight)
      .activate('lizard', 2, { trigger: true, targets: ['test-flying-knight'] });
    const o = g.obj('test-flying-knight');
    expect([o.power, o.toughness]).toEqual([4, 4]);
    expect(o.types).toEqual(['Creature']);
    expect(o.subtypes).toEqual(['Lizard']);
    expect(o.colors).toEqual(['green']);
    expect(o.abilities).toEqual([]);
  });
});

describe('a target another player chooses (115.1, 603.3a)', () => {
  it("Death Match: the entering creature's controller may have a creature of their choice get -3/-3", () => {
    const match = cardOf(
      'Death Match',
      'Enchantment',
      "Whenever a creature enters, that creature's controller may have target creature of their choice get -3/-3 until end of turn.",
    );
    const g = new Game()
      .enter(match)
      .enter(giant)
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .activate('death-match', 1, { trigger: true, targets: ['hill-giant'], choices: { object: 'their-bears' } });
    expect(g.pt('hill-giant')).toEqual([0, 0]);
    expect(g.pt('their-bears')).toEqual([2, 2]);
  });
});

describe('"creatures other than SELF and the chosen creature" (608.2c: choices.object)', () => {
  const zenos = cardOf(
    'Zenos yae Galvus',
    'Legendary Creature — Human Noble Warrior',
    'My First Friend — When Zenos yae Galvus enters, choose a creature an opponent controls. Until end of turn, creatures other than Zenos yae Galvus and the chosen creature get -2/-2.\nWhen the chosen creature leaves the battlefield, transform Zenos yae Galvus.',
    ['4', '4'],
  );
  it('Zenos yae Galvus: every other creature but the chosen one gets -2/-2', () => {
    const g = new Game()
      .enter(zenos, { id: 'zenos' })
      .enter(giant)
      .enter(giant, { id: 'their-giant', controller: 'opponent' })
      .enter(bear, { id: 'their-bears', controller: 'opponent' })
      .activate('zenos', 1, { trigger: true, choices: { object: 'their-giant' } });
    expect(g.pt('zenos')).toEqual([4, 4]);
    expect(g.pt('their-giant')).toEqual([3, 3]);
    expect(g.pt('hill-giant')).toEqual([1, 1]);
    expect(g.pt('their-bears')).toEqual([0, 0]);
  });
  it('without choices.object the resolution is refused (the text names the chosen creature)', () => {
    expect(() => new Game().enter(zenos, { id: 'zenos' }).enter(giant).activate('zenos', 1, { trigger: true })).toThrow(/choices\.object/);
  });
});

describe('turn history by spell type: "if you\'ve cast another instant or sorcery spell this turn" (601.2i)', () => {
  const barrage = cardOf(
    'Burrog Barrage',
    'Instant',
    "Target creature you control gets +1/+0 until end of turn if you've cast another instant or sorcery spell this turn. Then it deals damage equal to its power to up to one target creature an opponent controls.",
  );
  const shock = cardOf('Test Shock', 'Instant', 'Target creature gets +0/+0 until end of turn.');
  const golem = cardOf('Test Golem', 'Artifact Creature — Golem', '', ['1', '1']);
  it('Burrog Barrage alone: no +1/+0 (it counts itself, not another)', () => {
    expect(
      fresh(new Game().enter(bear))
        .cast(barrage, { targets: ['grizzly-bears'] })
        .pt('grizzly-bears'),
    ).toEqual([2, 2]);
  });
  it('after another instant: +1/+0; after a creature spell only: none', () => {
    const g = fresh(new Game().enter(bear))
      .cast(shock, { targets: ['grizzly-bears'] })
      .cast(barrage, { id: 'barrage', targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    const h = fresh(new Game().enter(bear))
      .cast(golem)
      .cast(barrage, { id: 'barrage', targets: ['grizzly-bears'] });
    expect(h.pt('grizzly-bears')).toEqual([2, 2]);
    expect(h.state.thisTurn?.you?.spellsCast).toBe(2);
    expect(h.state.thisTurn?.you?.instantSorcerySpellsCast).toBe(1);
  });
});
