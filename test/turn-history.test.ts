/** Turn history (core/history.ts): what happened this turn, counted by the actions, read by compiled conditions and values. */
import { describe, expect, it } from 'vitest';
import { emptyState } from '../src/core/index.js';
import { Game } from './helpers/game.js';
import { abilities, cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
const ornament = cardOf('Test Ornament', 'Artifact', '');
const bolt = cardOf('Test Shock', 'Instant', 'Target creature gets +0/+0 until end of turn.');

/** A game whose setup does not count as this turn's history (as a scenario's `battlefield`). */
function fresh(g: Game): Game {
  delete g.state.thisTurn;
  return g;
}

describe('turn history in the core', () => {
  it('119.3: gaining and losing life are counted per player; endTurn clears the record (500.1)', () => {
    const g = new Game().life('you', 3).life('you', -2).life('opponent', -4);
    expect(g.state.thisTurn).toEqual({ you: { lifeGained: 3, lifeLost: 2 }, opponent: { lifeLost: 4 } });
    g.endTurn();
    expect(g.state.thisTurn).toBeUndefined();
  });

  it('603.6a: permanents entering under a player are counted by kind; 700.4: a creature put into a graveyard from the battlefield died', () => {
    const g = fresh(new Game().enter(bear));
    g.enter(forest).enter(ornament).enter(bear, { id: 'b2', controller: 'opponent' });
    expect(g.state.thisTurn).toEqual({
      you: { permanentsEntered: 2, landsEntered: 1, nonlandPermanentsEntered: 1 },
      opponent: { permanentsEntered: 1, nonlandPermanentsEntered: 1, creaturesEntered: 1 },
    });
    g.move('grizzly-bears', 'graveyard').move('test-ornament', 'graveyard');
    expect(g.state.thisTurn?.you?.creaturesDied).toBe(1);
  });

  it('601.2i: each spell cast counts for its controller', () => {
    const g = fresh(new Game().enter(bear));
    g.cast(bolt, { targets: ['grizzly-bears'] });
    expect(g.state.thisTurn?.you?.spellsCast).toBe(1);
    expect(emptyState().thisTurn).toBeUndefined();
  });
});

describe('compiled turn-history conditions and values, evaluated', () => {
  it('Infusion (Tenured Concocter): "as long as you gained life this turn" reads the record', () => {
    const text = 'Vigilance\nInfusion — This creature gets +2/+0 as long as you gained life this turn.';
    const concocter = cardOf('Tenured Concocter', 'Creature — Troll Druid', text, ['4', '5']);
    expect(abilities('Tenured Concocter', 'Creature — Troll Druid', text, ['4', '5'])[1]).toMatchObject({
      effects: [{ affects: { self: true }, condition: { compare: [{ thisTurn: 'lifeGained', player: 'you' }, '>=', 1] } }],
    });
    const g = fresh(new Game().enter(concocter));
    expect(g.pt('tenured-concocter')).toEqual([4, 5]);
    g.life('opponent', 5);
    expect(g.pt('tenured-concocter')).toEqual([4, 5]);
    g.life('you', 1);
    expect(g.pt('tenured-concocter')).toEqual([6, 5]);
    g.endTurn();
    expect(g.pt('tenured-concocter')).toEqual([4, 5]);
  });

  it('Celebration (Armory Mice): two or more nonland permanents entered the battlefield under your control this turn', () => {
    const text =
      'Celebration — This creature gets +0/+2 as long as two or more nonland permanents entered the battlefield under your control this turn.';
    const mice = cardOf('Armory Mice', 'Creature — Mouse', text, ['3', '1']);
    expect(abilities('Armory Mice', 'Creature — Mouse', text, ['3', '1'])[0]).toMatchObject({
      effects: [{ condition: { compare: [{ thisTurn: 'nonlandPermanentsEntered', player: 'you' }, '>=', 2] } }],
    });
    const g = fresh(new Game().enter(mice));
    g.enter(forest).enter(bear, { controller: 'opponent' });
    expect(g.pt('armory-mice')).toEqual([3, 1]);
    g.enter(ornament);
    expect(g.pt('armory-mice')).toEqual([3, 1]);
    g.enter(bear, { id: 'mine' });
    expect(g.pt('armory-mice')).toEqual([3, 3]);
  });

  it('Stoic Sphinx: "as long as you haven\'t cast a spell this turn"; Brightspear Zealot: two or more spells', () => {
    const sphinx = cardOf(
      'Stoic Sphinx',
      'Creature — Sphinx',
      "Flash\nFlying\nThis creature has hexproof as long as you haven't cast a spell this turn.",
      ['5', '3'],
    );
    const zealot = cardOf(
      'Brightspear Zealot',
      'Creature — Human Soldier',
      "Vigilance\nThis creature gets +2/+0 as long as you've cast two or more spells this turn.",
      ['2', '4'],
    );
    const g = fresh(new Game().enter(sphinx).enter(zealot));
    expect(g.obj('stoic-sphinx').abilities).toContain('Hexproof');
    g.cast(bolt, { targets: ['stoic-sphinx'] });
    expect(g.obj('stoic-sphinx').abilities).not.toContain('Hexproof');
    expect(g.pt('brightspear-zealot')).toEqual([2, 4]);
    g.cast(bolt, { id: 'bolt-2', targets: ['stoic-sphinx'] });
    expect(g.pt('brightspear-zealot')).toEqual([4, 4]);
  });

  it('Gimli, Mournful Avenger: two or more creatures died under your control this turn (700.4)', () => {
    const gimli = cardOf(
      'Gimli, Mournful Avenger',
      'Legendary Creature — Dwarf Warrior',
      'Gimli has indestructible as long as two or more creatures died under your control this turn.',
      ['3', '2'],
    );
    const g = fresh(
      new Game().enter(gimli).enter(bear, { id: 'b1' }).enter(bear, { id: 'b2' }).enter(bear, { id: 'b3', controller: 'opponent' }),
    );
    delete g.state.thisTurn;
    g.move('b1', 'graveyard').move('b3', 'graveyard');
    expect(g.obj('gimli-mournful-avenger').abilities).not.toContain('Indestructible');
    g.move('b2', 'graveyard');
    expect(g.obj('gimli-mournful-avenger').abilities).toContain('Indestructible');
  });

  it('Kinbinding: X is the number of creatures that entered the battlefield under your control this turn (107.3)', () => {
    const text =
      'Creatures you control get +X/+X, where X is the number of creatures that entered the battlefield under your control this turn.';
    const kinbinding = cardOf('Kinbinding', 'Enchantment', text);
    expect(abilities('Kinbinding', 'Enchantment', text)[0]).toMatchObject({
      effects: [{ ops: [{ op: 'modifyPT', power: { thisTurn: 'creaturesEntered', player: 'you' } }] }],
    });
    const g = fresh(new Game().enter(kinbinding).enter(bear, { id: 'old' }));
    delete g.state.thisTurn;
    g.enter(bear, { id: 'new' });
    expect(g.pt('old')).toEqual([3, 3]);
    expect(g.pt('new')).toEqual([3, 3]);
  });

  it("Duelist of the Mind: power equal to the number of cards you've drawn this turn (a preset count: the engine has no draw)", () => {
    const duelist = cardOf(
      'Duelist of the Mind',
      'Creature — Human Advisor',
      "Flying, vigilance\nDuelist of the Mind's power is equal to the number of cards you've drawn this turn.",
      ['*', '3'],
    );
    const g = fresh(new Game().enter(duelist));
    expect(g.pt('duelist-of-the-mind')).toEqual([0, 3]);
    g.state = { ...g.state, thisTurn: { you: { cardsDrawn: 3 } } };
    expect(g.pt('duelist-of-the-mind')).toEqual([3, 3]);
  });

  it('Celebration (Goddric, Cloaked Reveler): a Dragon with base power and toughness 4/4, flying, and a quoted ability (205.1a)', () => {
    const text =
      'Haste\nCelebration — As long as two or more nonland permanents entered the battlefield under your control this turn, Goddric is a Dragon with base power and toughness 4/4, flying, and "{R}: Dragons you control get +1/+0 until end of turn."';
    const goddric = cardOf('Goddric, Cloaked Reveler', 'Legendary Creature — Human Noble', text, ['3', '3']);
    const g = fresh(new Game().enter(goddric));
    g.enter(ornament).enter(ornament, { id: 'o2' });
    const o = g.obj('goddric-cloaked-reveler');
    expect([o.power, o.toughness, o.subtypes]).toEqual([4, 4, ['Dragon']]);
    expect(o.abilities).toContain('Flying');
    expect(o.abilities).toContain('{R}: Dragons you control get +1/+0 until end of turn.');
  });
});
