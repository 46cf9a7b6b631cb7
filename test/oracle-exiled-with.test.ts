/**
 * Cards exiled with an object (406.6, 607.2a linked abilities; 702.167c the exiled cards used to craft a
 * permanent): the scenario's `exiledWith` link, read by the compiled static abilities, and gone once either
 * side becomes a new object (400.7).
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { formatProblem, loadScenario, replay } from '../src/scenario/index.js';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const SURVIVOR_TEXT = [
  'Survival — At the beginning of your second main phase, if this creature is tapped, exile up to one target card from a graveyard.',
  'As long as there are three or more cards exiled with this creature, it gets +3/+3 and has hexproof.',
].join('\n');
const survivor = cardOf('Veteran Survivor', 'Creature — Human Survivor', SURVIVOR_TEXT, ['2', '1']);
const curator = cardOf(
  'Keen-Eyed Curator',
  'Creature — Raccoon Scout',
  'As long as there are four or more card types among cards exiled with this creature, it gets +4/+4 and has trample.\n{1}: Exile target card from a graveyard.',
  ['3', '3'],
);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const shock = cardOf('Shock', 'Instant', 'Shock deals 2 damage to any target.');
const wastes = cardOf('Wastes', 'Basic Land', '{T}: Add {C}.');
const ornithopter = cardOf('Ornithopter', 'Artifact Creature — Thopter', 'Flying', ['0', '2']);

/** Cards in exile, each exiled with `by` (or with nothing). */
function exile(g: Game, by: string | undefined, ...cards: [ReturnType<typeof cardOf>, string][]): Game {
  for (const [c, id] of cards) g.enter(c, { id, zone: 'exile', ...(by === undefined ? {} : { exiledWith: by }) });
  return g;
}

describe('Veteran Survivor: "As long as there are three or more cards exiled with this creature" (607.2a)', () => {
  it('counts only the cards exiled with it: three make it 5/4 with hexproof, two do nothing', () => {
    const g = new Game().enter(survivor, { id: 'vet' });
    exile(g, 'vet', [bear, 'b1'], [shock, 's1']);
    exile(g, undefined, [wastes, 'w0']); // in exile, but not exiled with it (406.6: linked only)
    expect(g.pt('vet')).toEqual([2, 1]);
    exile(g, 'vet', [wastes, 'w1']);
    expect(g.pt('vet')).toEqual([5, 4]);
    expect(g.obj('vet').abilities).toContain('Hexproof');
  });

  it('400.7: once it leaves the battlefield and returns it is a new object, and no card is exiled with it', () => {
    const g = new Game().enter(survivor, { id: 'vet' });
    exile(g, 'vet', [bear, 'b1'], [shock, 's1'], [wastes, 'w1']);
    expect(g.pt('vet')).toEqual([5, 4]);
    g.move('vet', 'graveyard').move('vet', 'battlefield');
    expect(g.pt('vet')).toEqual([2, 1]);
    expect(g.obj('vet').abilities).not.toContain('Hexproof');
  });

  it('400.7: a card that leaves exile is a new object, exiled with nothing, even if it is exiled again', () => {
    const g = new Game().enter(survivor, { id: 'vet' });
    exile(g, 'vet', [bear, 'b1'], [shock, 's1'], [wastes, 'w1']);
    g.move('w1', 'graveyard').move('w1', 'exile');
    expect(g.pt('vet')).toEqual([2, 1]);
  });
});

describe('Keen-Eyed Curator: "four or more card types among cards exiled with this creature" (607.2a, 205.2a)', () => {
  it('artifact, creature, instant and land among its exiled cards: +4/+4 and trample; three types: nothing', () => {
    const g = new Game().enter(curator, { id: 'cur' });
    exile(g, 'cur', [ornithopter, 'o'], [shock, 's']);
    expect(g.pt('cur')).toEqual([3, 3]);
    // Another object's exiled land doesn't count (607.2a).
    g.enter(bear, { id: 'other' });
    exile(g, 'other', [wastes, 'w-other']);
    expect(g.pt('cur')).toEqual([3, 3]);
    exile(g, 'cur', [wastes, 'w']);
    expect(g.pt('cur')).toEqual([7, 7]);
    expect(g.obj('cur').abilities).toContain('Trample');
  });
});

describe('abilities of the cards exiled with it (613.1f layer 6, 607.2a)', () => {
  const cauldron = cardOf(
    "Agatha's Soul Cauldron",
    'Legendary Artifact',
    [
      'You may spend mana as though it were mana of any color to activate abilities of creatures you control.',
      "Creatures you control with +1/+1 counters on them have all activated abilities of all creature cards exiled with Agatha's Soul Cauldron.",
      '{T}: Exile target card from a graveyard. When a creature card is exiled this way, put a +1/+1 counter on target creature you control.',
    ].join('\n'),
  );
  const pinger = cardOf('Prodigal Pyromancer', 'Creature — Human Wizard', '{T}: This creature deals 1 damage to any target.', ['1', '1']);
  const lander = cardOf('Lightning Spell Card', 'Instant', '{T}: Draw a card.');

  it("Agatha's Soul Cauldron: a creature you control with a +1/+1 counter has the exiled creature card's activated ability", () => {
    const g = new Game().enter(cauldron, { id: 'cauldron' }).enter(bear, { id: 'b1' }).enter(bear, { id: 'b2' });
    exile(g, 'cauldron', [pinger, 'pyro'], [lander, 'not-a-creature']);
    g.counters('b1', { '+1/+1': 1 });
    expect(g.obj('b1').abilities).toContain('{T}: This creature deals 1 damage to any target.');
    // Only creature cards' abilities (the noncreature card's is not granted); no counter, no abilities.
    expect(g.obj('b1').abilities).not.toContain('{T}: Draw a card.');
    expect(g.obj('b2').abilities).not.toContain('{T}: This creature deals 1 damage to any target.');
    // An opponent's creature with a counter: "creatures you control" only.
    g.enter(bear, { id: 'theirs', controller: 'opponent' }).counters('theirs', { '+1/+1': 1 });
    expect(g.obj('theirs').abilities).not.toContain('{T}: This creature deals 1 damage to any target.');
  });

  it('Territory Forge: "This artifact has all activated abilities of the exiled card" — a mana ability too (605.1a)', () => {
    const forge = cardOf(
      'Territory Forge',
      'Artifact',
      'When this artifact enters, if you cast it, exile target artifact or land.\nThis artifact has all activated abilities of the exiled card.',
    );
    const g = new Game().enter(forge, { id: 'forge' });
    exile(g, undefined, [wastes, 'loose']);
    expect(g.obj('forge').abilities).not.toContain('{T}: Add {C}.');
    exile(g, 'forge', [wastes, 'w']);
    expect(g.obj('forge').abilities).toContain('{T}: Add {C}.');
  });
});

describe('the exiled cards used to craft it (702.167c)', () => {
  it('Mastercraft Raptor: power is the total power of the exiled cards used to craft it (604.3 CDA)', () => {
    const raptor = cardOf(
      'Mastercraft Raptor',
      'Artifact Creature — Dinosaur',
      "Mastercraft Raptor's power is equal to the total power of the exiled cards used to craft it.",
      ['*', '4'],
    );
    const g = new Game().enter(raptor, { id: 'raptor' });
    exile(g, 'raptor', [bear, 'b'], [ornithopter, 'o'], [cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']), 'h']);
    expect(g.pt('raptor')).toEqual([5, 4]);
  });

  it('Sunbird Effigy: power and toughness are each the number of colors among the exiled cards used to craft it (105.2)', () => {
    const effigy = cardOf(
      'Sunbird Effigy',
      'Artifact Creature — Bird Construct',
      "Flying, vigilance, haste\nSunbird Effigy's power and toughness are each equal to the number of colors among the exiled cards used to craft it.",
      ['*', '*'],
    );
    const red = { ...bear, name: 'Red One', manaCost: '{R}' };
    const gold = { ...bear, name: 'Gold One', manaCost: '{W}{U}' };
    const g = new Game().enter(effigy, { id: 'effigy' });
    exile(g, 'effigy', [red, 'r'], [gold, 'g'], [wastes, 'w']);
    exile(g, undefined, [{ ...bear, name: 'Green One', manaCost: '{G}' }, 'loose']);
    expect(g.pt('effigy')).toEqual([3, 3]);
  });
});

describe('the scenario key `exiledWith` (607.2a)', () => {
  const cards = { findCard, suggestCards };
  const load = (text: string) => loadScenario(text, 'case.yaml', { cards });
  const lines = (...l: string[]) => `${l.join('\n')}\n`;

  it('links a card in exile to an object; the compiled Veteran Survivor counts it, and loses the link as it moves (400.7)', () => {
    const vet = JSON.stringify({
      name: 'Veteran Survivor',
      typeLine: 'Creature — Human Survivor',
      power: 2,
      toughness: 1,
      abilities: survivor.abilities,
    });
    const r = load(
      lines(
        'battlefield:',
        `  - { id: vet, card: ${vet} }`,
        '  - { id: a, card: Grizzly Bears, zone: exile, exiledWith: vet }',
        '  - { id: b, card: Grizzly Bears, zone: exile, exiledWith: vet }',
        '  - { id: c, card: Grizzly Bears, zone: exile, exiledWith: vet }',
        'events:',
        '  - expect: { vet: { power: 5, toughness: 4, has: [Hexproof] } }',
        '  - move: { object: vet, to: graveyard }',
        '  - move: { object: vet, to: battlefield }',
        '  - expect: { vet: { power: 2, toughness: 1, lacks: [Hexproof] } }',
      ),
    );
    if (!r.ok) throw new Error(r.error.problems.map(formatProblem).join('\n'));
    const p = replay(r.value);
    if (!p.ok) throw new Error(p.error.problems.map(formatProblem).join('\n'));
    expect([p.value.passed, p.value.failed]).toEqual([6, 0]);
  });

  it('a card not in exile can\'t be "exiled with" anything: bad input at `exiledWith`', () => {
    const r = load(lines('battlefield:', '  - { id: x, card: Grizzly Bears }', '  - { id: a, card: Grizzly Bears, exiledWith: x }'));
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.error.problems.map(formatProblem)).toEqual([
      expect.stringMatching(/^case\.yaml:3:47: battlefield\[1\]\.exiledWith: only a card in exile/),
    ]);
  });

  it('an unknown id and the card itself are bad input at `exiledWith`', () => {
    const r = load(
      lines(
        'battlefield:',
        '  - { id: a, card: Grizzly Bears, zone: exile, exiledWith: nobody }',
        '  - { id: b, card: Grizzly Bears, zone: exile, exiledWith: b }',
      ),
    );
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const ps = r.error.problems.map(formatProblem);
    expect(ps).toHaveLength(2);
    expect(ps[0]).toMatch(/^case\.yaml:2:.*battlefield\[0\]\.exiledWith: .*nobody/);
    expect(ps[1]).toMatch(/^case\.yaml:3:.*battlefield\[1\]\.exiledWith: a card cannot be exiled with itself/);
  });
});

describe('copies of cards exiled with it (707.2, 607.2a)', () => {
  const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
  const legend = cardOf('Old Legend', 'Legendary Creature — Human Warrior', 'Vigilance', ['4', '4']);

  it('Mimeoplasm: "becomes a copy of target creature card exiled with it, except it\'s 0/0 and has this ability" (707.9b, 613.4b)', () => {
    const text = [
      'As Mimeoplasm enters, exile up to X creature cards from your graveyard. It enters with three +1/+1 counters on it for each creature card exiled this way.',
      "{2}: Mimeoplasm becomes a copy of target creature card exiled with it, except it's 0/0 and has this ability.",
    ].join('\n');
    const mimeo = cardOf('Mimeoplasm, Revered One', 'Legendary Creature — Ooze', text, ['0', '0']);
    const g = new Game().enter(mimeo, { id: 'mimeo' }).counters('mimeo', { '+1/+1': 3 });
    exile(g, 'mimeo', [legend, 'legend']);
    g.activate('mimeo', 2, { targets: ['legend'] });
    const o = g.obj('mimeo');
    expect(o.name).toBe('Old Legend');
    expect(o.subtypes).toEqual(['Human', 'Warrior']);
    // 0/0 as the exception says, plus its three +1/+1 counters (613.4c); it keeps the copy ability.
    expect([o.power, o.toughness]).toEqual([3, 3]);
    expect(o.abilities).toContain('Vigilance');
    expect(o.abilities.some((a) => a.includes('becomes a copy of target creature card exiled with it'))).toBe(true);
  });

  it('The Cloning of Shredder II: "a copy of a card exiled with this Saga, except it isn\'t legendary and is a Mutant" (707.9b)', () => {
    const saga = cardOf(
      'The Cloning of Shredder',
      'Enchantment — Saga',
      [
        '(As this Saga enters and after your draw step, add a lore counter. Sacrifice after III.)',
        "I — Exile target creature card from your graveyard. Create a token that's a copy of it, except it isn't legendary and is a Mutant in addition to its other types.",
        "II, III — Create a token that's a copy of a card exiled with this Saga, except it isn't legendary and is a Mutant in addition to its other types.",
      ].join('\n'),
    );
    const g = new Game().enter(saga, { id: 'saga' });
    exile(g, 'saga', [legend, 'legend']);
    exile(g, undefined, [giant, 'giant']);
    const chapter = saga.abilities.findIndex((a) => a.text.startsWith('II, III')) + 1;
    g.activate('saga', chapter, { trigger: true, choices: { object: 'legend' }, tokens: ['mutant'] });
    const t = g.obj('mutant');
    expect(t.name).toBe('Old Legend');
    expect(t.supertypes).toEqual([]);
    expect(t.subtypes).toEqual(['Human', 'Warrior', 'Mutant']);
    expect([t.power, t.toughness]).toEqual([4, 4]);
    // A card in exile that was not exiled with the Saga is not "a card exiled with this Saga": it can't be chosen.
    expect(() => g.activate('saga', chapter, { trigger: true, choices: { object: 'giant' }, tokens: ['not-made'] })).toThrow(
      /not one the text lets you choose/,
    );
  });

  it('Soul Foundry: "Create a token that\'s a copy of the exiled card" — the card its imprint ability exiled (607.2a), not another', () => {
    const foundry = cardOf(
      'Soul Foundry',
      'Artifact',
      "Imprint — When this artifact enters, you may exile a creature card from your hand.\n{X}, {T}: Create a token that's a copy of the exiled card. X is the mana value of that card.",
    );
    const g = new Game().enter(foundry, { id: 'foundry' });
    exile(g, undefined, [giant, 'loose']);
    exile(g, 'foundry', [legend, 'legend']);
    g.activate('foundry', 2, { x: 4, tokens: ['copy'] });
    expect(g.obj('copy').name).toBe('Old Legend');
    expect(g.obj('copy').token).toBe(true);
    expect(g.obj('foundry').tapped).toBe(true);
  });

  it('Nexus of Becoming: "the exiled card" in an ability that exiles a card itself is not read as the linked cards, but as the card it exiled', () => {
    const r = compile(
      'Nexus of Becoming',
      'Artifact',
      "At the beginning of combat on your turn, draw a card. Then you may exile an artifact or creature card from your hand. If you do, create a token that's a copy of the exiled card, except it's a 3/3 Golem artifact creature in addition to its other types.",
    );
    const a = r.card.abilities[0];
    const copyOf = a?.kind === 'triggered' ? a.resolve?.createTokens?.[0]?.copyOf : undefined;
    // The card picked from your hand as it resolves (choices.object; test/oracle-copy-referents.test.ts), not {exiledWith}.
    expect(copyOf).toMatchObject({ chosenObject: 'object', where: { and: [{}, { zone: 'hand' }, { owner: 'you' }] } });
    expect(JSON.stringify(copyOf)).not.toContain('exiledWith');
  });
});
