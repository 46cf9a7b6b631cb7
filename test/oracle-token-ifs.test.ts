/** Tokens created only if a condition holds as the spell or ability resolves (608.2c, 707.2, 111.10). */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);

describe('"If …, create a token that\'s a copy of …" (608.2c)', () => {
  const twilight = cardOf(
    "Blue Sun's Twilight",
    'Sorcery',
    "Gain control of target creature with mana value X or less. If X is 5 or more, create a token that's a copy of that creature.",
  );

  it("Blue Sun's Twilight with X = 5: you gain control of the creature and create a token that's a copy of it", () => {
    const g = new Game().enter(giant, { id: 'giant', controller: 'opponent' });
    g.cast(twilight, { targets: ['giant'], x: 5, tokens: ['copy'] });
    expect(g.obj('giant').controller).toBe('you');
    expect(g.obj('copy').name).toBe('Hill Giant');
    expect(g.obj('copy').controller).toBe('you');
    expect(g.obj('copy').token).toBe(true);
  });

  it("Blue Sun's Twilight with X = 4: control changes, and no token is created", () => {
    const g = new Game().enter(giant, { id: 'giant', controller: 'opponent' });
    g.cast(twilight, { targets: ['giant'], x: 4 });
    expect(g.obj('giant').controller).toBe('you');
    expect(Object.values(g.result().objects).filter((o) => o.token)).toHaveLength(0);
  });

  it('Colorstorm Stallion: "If five or more mana was spent to cast that spell, create a token that\'s a copy of this creature" (707.2: not its +1/+1)', () => {
    const stallion = cardOf(
      'Colorstorm Stallion',
      'Creature — Elemental Horse',
      "Ward {1}, haste\nOpus — Whenever you cast an instant or sorcery spell, this creature gets +1/+1 until end of turn. If five or more mana was spent to cast that spell, create a token that's a copy of this creature.",
      ['3', '3'],
    );
    const big = cardOf('Big Spell', 'Sorcery', 'Draw two cards.');
    const cheap = cardOf('Cheap Spell', 'Instant', 'Draw a card.');
    const g = new Game()
      .enter(stallion, { id: 'stallion' })
      .enter({ ...big, manaCost: '{3}{U}{R}' }, { id: 'big', zone: 'stack' })
      .enter({ ...cheap, manaCost: '{U}' }, { id: 'cheap', zone: 'stack' });
    const opus = stallion.abilities.findIndex((a) => a.kind === 'triggered') + 1;
    g.activate('stallion', opus, { trigger: true, choices: { object: 'cheap' } });
    expect(Object.values(g.result().objects).filter((o) => o.token)).toHaveLength(0);
    expect(g.pt('stallion')).toEqual([4, 4]);
    g.activate('stallion', opus, { trigger: true, choices: { object: 'big' }, tokens: ['copy'] });
    expect(g.pt('stallion')).toEqual([5, 5]);
    expect(g.pt('copy')).toEqual([3, 3]);
  });

  it('Strength of Arms: "If you control an Equipment, create a 1/1 white Human Soldier creature token" — only with an Equipment', () => {
    const arms = cardOf(
      'Strength of Arms',
      'Instant',
      'Target creature gets +2/+2 until end of turn. If you control an Equipment, create a 1/1 white Human Soldier creature token.',
    );
    const sword = cardOf('Plain Sword', 'Artifact — Equipment', 'Equip {1}');
    const g = new Game().enter(giant, { id: 'giant' });
    g.cast(arms, { id: 'arms1', targets: ['giant'] });
    expect(g.pt('giant')).toEqual([5, 5]);
    expect(Object.values(g.result().objects).filter((o) => o.token)).toHaveLength(0);
    g.enter(sword, { id: 'sword' }).cast(arms, { id: 'arms2', targets: ['giant'], tokens: ['soldier'] });
    expect(g.obj('soldier').subtypes).toEqual(['Human', 'Soldier']);
    expect(g.pt('soldier')).toEqual([1, 1]);
  });

  it('"If X is three or more" after "where X is …" is not the X of a cost (107.3a): Obsessive Pursuit tests the X its text defines', () => {
    const text =
      "Whenever you attack, put X +1/+1 counters on target attacking creature, where X is the number of permanents you've sacrificed this turn. If X is three or more, that creature gains lifelink until end of turn.";
    const r = compile('Obsessive Pursuit', 'Enchantment', text);
    expect(r.report.sentences.find((s) => s.text.startsWith('If X is'))?.compiled).toBe(true);
    const a = r.card.abilities[0];
    const cond = a?.kind === 'triggered' ? a.resolve?.effects?.[0]?.if : undefined;
    expect(cond).toEqual({ compare: [{ thisTurn: 'permanentsSacrificed', player: 'you' }, '>=', 3] });
  });
});
