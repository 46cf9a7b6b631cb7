/** Static abilities read by the statics slice (grammar.md § Statics: lists, players with objects, levels), evaluated. */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { abilities, cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const rabbit = cardOf('Meadow Rabbit', 'Creature — Rabbit', '', ['1', '1']);
const bat = cardOf('Night Bat', 'Creature — Bat', '', ['1', '1']);

describe('lists of heads closed by ", and"', () => {
  it('Valley Questcaller: "Other Rabbits, Bats, Birds, and Mice you control get +1/+1" (their union)', () => {
    const text = 'Other Rabbits, Bats, Birds, and Mice you control get +1/+1.';
    const [a] = abilities('Valley Questcaller', 'Legendary Creature — Mouse Warlock', text, ['2', '3']);
    expect(a).toMatchObject({
      kind: 'static',
      effects: [
        {
          affects: {
            all: {
              and: [
                { other: true },
                { or: [{ or: [{ or: [{ subtype: 'Rabbit' }, { subtype: 'Bat' }] }, { subtype: 'Bird' }] }, { subtype: 'Mouse' }] },
                { controller: 'you' },
              ],
            },
          },
          ops: [{ op: 'modifyPT', power: 1, toughness: 1 }],
        },
      ],
    });
    const quest = cardOf('Valley Questcaller', 'Legendary Creature — Mouse Warlock', text, ['2', '3']);
    const g = new Game().enter(quest).enter(rabbit).enter(bat).enter(bear);
    expect(g.pt('meadow-rabbit')).toEqual([2, 2]);
    expect(g.pt('night-bat')).toEqual([2, 2]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    // "Other": the Mouse itself is not pumped (611.3a reads the list, 109.4 other).
    expect(g.pt('valley-questcaller')).toEqual([2, 3]);
  });

  it('Fangorn, Tree Shepherd: "Treefolk you control have vigilance" (Treefolk is its own plural, 205.3m)', () => {
    const fangorn = cardOf('Fangorn, Tree Shepherd', 'Legendary Creature — Treefolk', 'Treefolk you control have vigilance.', ['4', '12']);
    const oak = cardOf('Oak', 'Creature — Treefolk', '', ['3', '3']);
    const g = new Game().enter(fangorn).enter(oak).enter(bear);
    expect(g.obj('oak').abilities).toContain('Vigilance');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Vigilance');
  });
});

describe('types and turns', () => {
  it('Stalactite Dagger: "Equipped creature gets +1/+1 and is all creature types" (205.3m)', () => {
    const text = 'Equipped creature gets +1/+1 and is all creature types.\nEquip {2}';
    expect(abilities('Stalactite Dagger', 'Artifact — Equipment', text)[0]).toMatchObject({
      effects: [{ affects: { attached: true }, ops: [{ op: 'modifyPT', power: 1, toughness: 1 }, { op: 'allCreatureTypes' }] }],
    });
    const dagger = cardOf('Stalactite Dagger', 'Artifact — Equipment', text);
    const g = new Game().enter(bear).enter(dagger, { attachedTo: 'grizzly-bears' });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    expect(g.obj('grizzly-bears').subtypes).toContain('Sliver');
  });

  it('Midnight Mangler: "During turns other than yours, this Vehicle is an artifact creature"', () => {
    const text = 'During turns other than yours, this Vehicle is an artifact creature.\nCrew 2';
    const mangler = cardOf('Midnight Mangler', 'Artifact — Vehicle', text, ['4', '4']);
    const g = new Game().enter(mangler);
    expect(g.obj('midnight-mangler').types).toEqual(['Artifact']);
    g.endTurn();
    expect(g.obj('midnight-mangler').types).toEqual(['Artifact', 'Creature']);
  });

  it('Kaito, Bane of Nightmares: "During your turn, as long as Kaito has one or more loyalty counters on him, he\'s a 3/4 Ninja creature and has hexproof"', () => {
    const text = "During your turn, as long as Kaito has one or more loyalty counters on him, he's a 3/4 Ninja creature and has hexproof.";
    const kaito = cardOf('Kaito, Bane of Nightmares', 'Legendary Planeswalker — Kaito', text);
    const g = new Game().enter(kaito, { counters: { loyalty: 4 } });
    expect(g.obj('kaito-bane-of-nightmares')).toMatchObject({ types: ['Creature'], subtypes: ['Ninja'], power: 3, toughness: 4 });
    expect(g.obj('kaito-bane-of-nightmares').abilities).toContain('Hexproof');
    g.endTurn();
    expect(g.obj('kaito-bane-of-nightmares').types).toEqual(['Planeswalker']);
  });

  it('Omenport Vigilante: "as long as you\'ve committed a crime this turn" reads the turn record (700.13)', () => {
    const text = "This creature has double strike as long as you've committed a crime this turn.";
    const vigilante = cardOf('Omenport Vigilante', 'Creature — Human Mercenary', text, ['2', '2']);
    expect(abilities('Omenport Vigilante', 'Creature — Human Mercenary', text, ['2', '2'])[0]).toMatchObject({
      effects: [{ condition: { compare: [{ thisTurn: 'crimesCommitted', player: 'you' }, '>=', 1] } }],
    });
    const g = new Game().enter(vigilante);
    expect(g.obj('omenport-vigilante').abilities).not.toContain('Double strike');
    g.state.thisTurn = { you: { crimesCommitted: 1 } };
    expect(g.obj('omenport-vigilante').abilities).toContain('Double strike');
  });
});

describe('players and objects, restrictions', () => {
  it('Shalai, Voice of Plenty: "You, planeswalkers you control, and other creatures you control have hexproof" (702.11d, 702.11a)', () => {
    const shalai = cardOf(
      'Shalai, Voice of Plenty',
      'Legendary Creature — Angel',
      'Flying\nYou, planeswalkers you control, and other creatures you control have hexproof.',
      ['3', '4'],
    );
    const g = new Game().enter(shalai).enter(bear).enter(bat, { controller: 'opponent' });
    expect(g.result().players.you?.abilities).toEqual(['Hexproof']);
    expect(g.result().players.opponent?.abilities).toEqual([]);
    expect(g.obj('grizzly-bears').abilities).toContain('Hexproof');
    expect(g.obj('night-bat').abilities).not.toContain('Hexproof');
    expect(g.obj('shalai-voice-of-plenty').abilities).not.toContain('Hexproof');
  });

  it('Nightwhorl Hermit: a restriction after a leading condition is listed on its own; the +1/+0 is read', () => {
    const text =
      "Vigilance\nThreshold — As long as there are seven or more cards in your graveyard, this creature gets +1/+0 and can't be blocked.";
    const r = compile('Nightwhorl Hermit', 'Creature — Rat Rogue', text, ['1', '4']);
    expect(r.report.sentences.map((s) => [s.text, s.compiled])).toEqual([
      ['Vigilance', true],
      ['Threshold — As long as there are seven or more cards in your graveyard, SELF gets +1/+0.', true],
      ["can't be blocked.", false],
    ]);
    const g = new Game().enter(r.card);
    expect(g.pt('nightwhorl-hermit')).toEqual([1, 4]);
    for (let i = 0; i < 7; i++) g.enter(bear, { id: `card-${i}`, zone: 'graveyard' });
    expect(g.pt('nightwhorl-hermit')).toEqual([2, 4]);
  });

  it('Firion, Wild Rose Warrior: "Equipped creatures you control have haste" — every equipped creature, not an attached one (301.5)', () => {
    const firion = cardOf(
      'Firion, Wild Rose Warrior',
      'Legendary Creature — Human Rebel Warrior',
      'Equipped creatures you control have haste.',
      ['3', '3'],
    );
    const sword = cardOf('Short Sword', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nEquip {1}');
    const g = new Game().enter(firion).enter(bear).enter(rabbit).enter(sword, { attachedTo: 'grizzly-bears' });
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    expect(g.obj('meadow-rabbit').abilities).not.toContain('Haste');
  });
});

describe('Class levels (716.2a) and solved Cases (719.3c)', () => {
  it('Caretaker\'s Talent: "{3}{W}: Level 3 — Creature tokens you control get +2/+2" applies only at level 3 or greater', () => {
    const text =
      "Whenever one or more tokens you control enter, draw a card. This ability triggers only once each turn.\n{W}: Level 2 — When this Class becomes level 2, create a token that's a copy of target token you control.\n{3}{W}: Level 3 — Creature tokens you control get +2/+2.";
    const talent = cardOf("Caretaker's Talent", 'Enchantment — Class', text);
    expect(talent.abilities[2]).toMatchObject({
      kind: 'static',
      text: '{3}{W}: Level 3 — Creature tokens you control get +2/+2.',
      effects: [{ ops: [{ op: 'modifyPT', power: 2, toughness: 2 }], condition: { source: { levelAtLeast: 3 } } }],
    });
    const token = { id: 'spirit', token: true };
    const low = new Game().enter(talent, { level: 2 }).enter(bear, token);
    expect(low.pt('spirit')).toEqual([2, 2]);
    const high = new Game().enter(talent, { level: 3 }).enter(bear, token);
    expect(high.pt('spirit')).toEqual([4, 4]);
    // 716.2d: no level is level 1.
    expect(new Game().enter(talent).enter(bear, token).pt('spirit')).toEqual([2, 2]);
  });

  it('Ninja Teen: the abilities after a bare "{1}{B}: Level 2" bar are part of its static ability (716.2)', () => {
    const text =
      'Whenever a creature you control leaves the battlefield, each opponent loses 1 life.\n{1}{B}: Level 2\nCreatures you control get +1/+0 and have menace.';
    const teen = cardOf('Ninja Teen', 'Enchantment — Class', text);
    expect(teen.abilities[2]).toMatchObject({ kind: 'static', effects: [{ condition: { source: { levelAtLeast: 2 } } }] });
    expect(new Game().enter(teen).enter(bear).pt('grizzly-bears')).toEqual([2, 2]);
    const g = new Game().enter(teen, { level: 2 }).enter(bear);
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.obj('grizzly-bears').abilities).toContain('Menace');
  });

  it('Blacksmith\'s Talent: "Level 3 — During your turn, equipped creatures you control have double strike and haste"', () => {
    const text = '{3}{R}: Level 3 — During your turn, equipped creatures you control have double strike and haste.';
    const talent = cardOf("Blacksmith's Talent", 'Enchantment — Class', text);
    const sword = cardOf('Short Sword', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nEquip {1}');
    const g = new Game().enter(talent, { level: 3 }).enter(bear).enter(sword, { attachedTo: 'grizzly-bears' });
    expect(g.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['Double strike', 'Haste']));
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).not.toContain('Haste');
  });

  it('Case of the Gorgon\'s Kiss: "Solved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink …" only while solved (719.3b)', () => {
    const text =
      'When this Case enters, destroy up to one target creature that was dealt damage this turn.\nTo solve — Three or more creature cards were put into graveyards from anywhere this turn.\nSolved — This Case is a 4/4 Gorgon creature with deathtouch and lifelink in addition to its other types.';
    const kase = cardOf("Case of the Gorgon's Kiss", 'Enchantment — Case', text);
    expect(new Game().enter(kase).obj('case-of-the-gorgons-kiss').types).toEqual(['Enchantment']);
    const g = new Game().enter(kase, { solved: true });
    expect(g.obj('case-of-the-gorgons-kiss')).toMatchObject({ types: ['Enchantment', 'Creature'], power: 4, toughness: 4 });
    // 400.7: a new object is not solved.
    g.move('case-of-the-gorgons-kiss', 'hand').move('case-of-the-gorgons-kiss', 'battlefield');
    expect(g.obj('case-of-the-gorgons-kiss').types).toEqual(['Enchantment']);
  });
});

describe('player designations', () => {
  it('Tendershoot Dryad: "Saprolings you control get +2/+2 as long as you have the city\'s blessing" (702.131c)', () => {
    const text =
      "Ascend\nAt the beginning of each upkeep, create a 1/1 green Saproling creature token.\nSaprolings you control get +2/+2 as long as you have the city's blessing.";
    const dryad = cardOf('Tendershoot Dryad', 'Creature — Dryad', text, ['2', '2']);
    expect(dryad.abilities[2]).toMatchObject({ effects: [{ condition: { designation: 'citysBlessing', player: 'you' } }] });
    const saproling = cardOf('Saproling', 'Creature — Saproling', '', ['1', '1']);
    const g = new Game().enter(dryad).enter(saproling, { token: true });
    expect(g.pt('saproling')).toEqual([1, 1]);
    g.state.designations = { opponent: ['citysBlessing'] };
    expect(g.pt('saproling')).toEqual([1, 1]);
    g.state.designations = { you: ['citysBlessing'] };
    expect(g.pt('saproling')).toEqual([3, 3]);
  });

  it('Fíli the Pathfinder: "As long as you have an enduring story, creatures you control get +1/+1" (Storied)', () => {
    const text = 'Storied\nAs long as you have an enduring story, creatures you control get +1/+1.';
    const fili = cardOf('Fíli the Pathfinder', 'Legendary Creature — Dwarf Scout', text, ['2', '2']);
    const g = new Game().enter(fili).enter(bear);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    g.state.designations = { you: ['enduringStory'] };
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
  });
});

describe('more subjects and conditions', () => {
  it('Yuna, Hope of Spira: "During your turn, Yuna and enchantment creatures you control have trample, lifelink, and ward {2}" (the union)', () => {
    const yuna = cardOf(
      'Yuna, Hope of Spira',
      'Legendary Creature — Human Cleric',
      'During your turn, Yuna and enchantment creatures you control have trample, lifelink, and ward {2}.',
      ['3', '5'],
    );
    const spirit = cardOf('Nyx Spirit', 'Enchantment Creature — Spirit', '', ['1', '1']);
    const g = new Game().enter(yuna).enter(spirit).enter(bear);
    expect(g.obj('yuna-hope-of-spira').abilities).toContain('Trample');
    expect(g.obj('nyx-spirit').abilities).toEqual(expect.arrayContaining(['Trample', 'Lifelink', 'Ward {2}']));
    expect(g.obj('grizzly-bears').abilities).not.toContain('Trample');
    g.endTurn();
    expect(g.obj('nyx-spirit').abilities).not.toContain('Trample');
  });

  it('Living Conundrum: "As long as there are no cards in your library, … base power and toughness 10/10" (a two-digit P/T)', () => {
    const text =
      'As long as there are no cards in your library, this creature has base power and toughness 10/10 and has flying and vigilance.';
    const conundrum = cardOf('Living Conundrum', 'Creature — Horror', text, ['2', '2']);
    expect(conundrum.abilities[0]).toMatchObject({
      effects: [{ ops: [{ op: 'setPT', power: 10, toughness: 10 }, {}], condition: { zones: ['library'], lte: 0 } }],
    });
    const g = new Game().enter(conundrum);
    expect(g.pt('living-conundrum')).toEqual([10, 10]);
    g.enter(bear, { id: 'top-card', zone: 'library' });
    expect(g.pt('living-conundrum')).toEqual([2, 2]);
  });
});
