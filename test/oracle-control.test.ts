/**
 * Control changes of the source (613.1b layer 2, 108.4, 110.2): "the player with the most life gains control
 * of SELF" (119, fixed as it resolves, 608.2h), "the attacking player" (506.2), "target opponent gains
 * control of SELF", "that player untaps SELF and gains control of it", and exchanges (701.12).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

const ogre = cardOf(
  'Ghazbán Ogre',
  'Creature — Ogre',
  'At the beginning of your upkeep, if a player has more life than each other player, the player with the most life gains control of this creature.',
  ['2', '2'],
);

describe('Ghazbán Ogre: "the player with the most life gains control of this creature"', () => {
  it('the player with the most life gains control, and keeps it when life totals change later (608.2h, 611.2a)', () => {
    const g = new Game().enter(ogre, { id: 'ogre' }).life('opponent', 5);
    g.activate('ogre', 1, { trigger: true });
    expect(g.obj('ogre').controller).toBe('opponent');
    g.life('opponent', -10).life('you', 3);
    expect(g.obj('ogre').controller).toBe('opponent');
  });

  it('119, 603.4: with life totals tied nobody has the most life, and control does not change', () => {
    const g = new Game().enter(ogre, { id: 'ogre' });
    g.activate('ogre', 1, { trigger: true });
    expect(g.obj('ogre').controller).toBe('you');
    expect(g.state.effects).toHaveLength(0);
  });
});

describe('Loxodon Peacekeeper: the lowest life total, and "If two or more players are tied … you choose one of them"', () => {
  const keeper = cardOf(
    'Loxodon Peacekeeper',
    'Creature — Elephant Soldier',
    'At the beginning of your upkeep, the player with the lowest life total gains control of this creature. If two or more players are tied for lowest life total, you choose one of them, and that player gains control of this creature.',
    ['4', '4'],
  );

  it('the one player with the lowest life total gains control (the chosen player matters only on a tie)', () => {
    const g = new Game(['you', 'ann', 'bob']).enter(keeper, { id: 'keeper' }).life('ann', -10).life('bob', -5);
    g.activate('keeper', 1, { trigger: true, choices: { player: 'bob' } });
    expect(g.obj('keeper').controller).toBe('ann');
  });

  it('tied for lowest: the player you chose among them gains control', () => {
    const g = new Game(['you', 'ann', 'bob']).enter(keeper, { id: 'keeper' }).life('ann', -5).life('bob', -5);
    g.activate('keeper', 1, { trigger: true, choices: { player: 'bob' } });
    expect(g.obj('keeper').controller).toBe('bob');
  });

  it('tied for lowest: a chosen player who is not among those tied gains nothing', () => {
    const g = new Game(['you', 'ann', 'bob']).enter(keeper, { id: 'keeper' }).life('ann', -5).life('bob', -5);
    g.activate('keeper', 1, { trigger: true, choices: { player: 'you' } });
    expect(g.obj('keeper').controller).toBe('you');
  });
});

describe('given to a player, with one more instruction', () => {
  it('Jinxed Choker: "target opponent gains control of this artifact and puts a charge counter on it"', () => {
    const choker = cardOf(
      'Jinxed Choker',
      'Artifact',
      'At the beginning of your end step, target opponent gains control of this artifact and puts a charge counter on it.',
    );
    const g = new Game().enter(choker, { id: 'choker' });
    g.activate('choker', 1, { trigger: true, targets: ['opponent'] });
    expect(g.obj('choker').controller).toBe('opponent');
    expect(g.obj('choker').counters).toEqual({ charge: 1 });
  });

  it('Contested Game Ball: "the attacking player gains control of this artifact and untaps it" (506.2: the active player)', () => {
    const ball = cardOf(
      'Contested Game Ball',
      'Artifact',
      "Whenever you're dealt combat damage, the attacking player gains control of this artifact and untaps it.",
    );
    const g = new Game().enter(ball, { id: 'ball', tapped: true }).endTurn();
    g.activate('ball', 1, { trigger: true });
    expect(g.obj('ball').controller).toBe('opponent');
    expect(g.obj('ball').tapped).toBe(false);
    // Fixed as it resolved: on the next turn the new active player doesn't take it back.
    g.endTurn();
    expect(g.obj('ball').controller).toBe('opponent');
  });

  it('Karona, False God: "that player untaps Karona and gains control of it"', () => {
    const karona = cardOf(
      'Karona, False God',
      'Legendary Creature — Avatar',
      "Haste\nAt the beginning of each player's upkeep, that player untaps Karona and gains control of it.",
      ['5', '5'],
    );
    const g = new Game().enter(karona, { id: 'karona', tapped: true });
    g.activate('karona', 2, { trigger: true, choices: { player: 'opponent' } });
    expect(g.obj('karona').controller).toBe('opponent');
    expect(g.obj('karona').tapped).toBe(false);
  });
});

describe('Phyrexian Infiltrator: "Exchange control of this creature and target creature" (701.12)', () => {
  const infiltrator = cardOf(
    'Phyrexian Infiltrator',
    'Creature — Phyrexian Minion',
    '{2}{U}{U}: Exchange control of this creature and target creature.',
    ['2', '2'],
  );

  it('701.12b: controlled by different players, each gains control of the other one', () => {
    const g = new Game().enter(infiltrator, { id: 'inf' }).enter(bear, { id: 'bear', controller: 'opponent' });
    g.activate('inf', 1, { targets: ['bear'] });
    expect(g.obj('inf').controller).toBe('opponent');
    expect(g.obj('bear').controller).toBe('you');
  });

  it('701.12b: both controlled by the same player, the exchange does nothing (a later control change is not undone)', () => {
    const g = new Game().enter(infiltrator, { id: 'inf' }).enter(bear, { id: 'bear' });
    g.activate('inf', 1, { targets: ['bear'] });
    expect(g.state.effects).toHaveLength(0);
    expect(g.obj('bear').controller).toBe('you');
  });
});

describe('Old Man of the Sea: a compound "for as long as" (611.2b)', () => {
  const text = [
    'You may choose not to untap this creature during your untap step.',
    "{T}: Gain control of target creature with power less than or equal to this creature's power for as long as this creature remains tapped and that creature's power remains less than or equal to this creature's power.",
  ].join('\n');
  const oldMan = cardOf('Old Man of the Sea', 'Creature — Djinn', text, ['2', '3']);

  it("control lasts while Old Man stays tapped and the creature's power stays at most his, and never comes back", () => {
    const g = new Game().enter(oldMan, { id: 'old' }).enter(bear, { id: 'bear', controller: 'opponent' });
    g.activate('old', 2, { targets: ['bear'] });
    expect(g.obj('bear').controller).toBe('you');
    g.counters('bear', { '+1/+1': 1 });
    expect(g.obj('bear').controller).toBe('opponent');
    g.counters('bear', { '+1/+1': -1 });
    expect(g.obj('bear').controller).toBe('opponent');
  });

  it('untapping Old Man ends it', () => {
    const g = new Game().enter(oldMan, { id: 'old' }).enter(bear, { id: 'bear', controller: 'opponent' });
    g.activate('old', 2, { targets: ['bear'] });
    g.tap('old', false);
    expect(g.obj('bear').controller).toBe('opponent');
  });
});

describe('Preacher: "For as long as this creature remains tapped, gain control of target creature of an opponent\'s choice they control"', () => {
  it('611.2b: control while Preacher stays tapped ({T} is its cost); untapped, it ends', () => {
    const preacher = cardOf(
      'Preacher',
      'Creature — Human Cleric',
      "You may choose not to untap this creature during your untap step.\n{T}: For as long as this creature remains tapped, gain control of target creature of an opponent's choice they control.",
      ['1', '1'],
    );
    const g = new Game().enter(preacher, { id: 'preacher' }).enter(bear, { id: 'bear', controller: 'opponent' });
    g.activate('preacher', 2, { targets: ['bear'] });
    expect(g.obj('preacher').tapped).toBe(true);
    expect(g.obj('bear').controller).toBe('you');
    g.tap('preacher', false);
    expect(g.obj('bear').controller).toBe('opponent');
  });
});
