/**
 * 506.4: a permanent is removed from combat if its controller changes — by any means: a control
 * event, an Aura's static ability (Control Magic, Threads of Disloyalty) starting or ending, a
 * "for as long as" control effect ending, an exchange of control — and a planeswalker or battle
 * being attacked is removed from combat when it stops being one (506.4c-e).
 */
import { describe, expect, it } from 'vitest';
import { createEvaluator, declareCombat, evaluate, type GameObject, type Resolution } from '../../src/core/index.js';
import { card, Game, inline } from '../helpers/game.js';

const raw = (g: Game, id: string): GameObject => {
  const o = g.state.objects.find((x) => x.id === id);
  if (!o) throw new Error(`no object ${id}`);
  return o;
};

/** Declares `ids` attacking `whom` (508.1b) or blocking the attacker `whom` (509.1a). */
function declare(g: Game, role: 'attack' | 'block', whom: string, ...ids: string[]): Game {
  const r = declareCombat(g.state, role, ids, role === 'attack' ? { defending: whom } : { blocks: whom });
  if (!r.ok) throw new Error(r.error.message);
  g.state = r.value;
  return g;
}

const instant = (name: string, text: string, resolve: Resolution) =>
  inline({ name, types: ['Instant'], abilities: [{ kind: 'spell', text, resolve }] });

/** "Target permanent becomes an artifact and loses its other card types until end of turn." */
const UNMAKE = instant('Unmake', 'Target permanent becomes an artifact and loses its other card types until end of turn.', {
  effects: [{ affects: { target: 0 }, ops: [{ op: 'setTypes', types: ['Artifact'] }], duration: 'endOfTurn' }],
});

const walker = (name: string, types = ['Planeswalker']) =>
  inline({
    name,
    types,
    subtypes: [],
    loyalty: 3,
    power: types.includes('Creature') ? 2 : null,
    toughness: types.includes('Creature') ? 2 : null,
    abilities: [],
  });

/** An attacking Grizzly Bears (you) and a blocking Glory Seeker (opponent). */
const fight = () =>
  new Game().enter('Grizzly Bears').enter('Glory Seeker', { controller: 'opponent' }).attack('grizzly-bears').block('glory-seeker');

describe('506.4: removed from combat when its controller changes, by any means', () => {
  it('506.4, 613.1b: Control Magic entering attached to a blocking creature removes it from combat', () => {
    const g = fight().enter('Control Magic', { attachedTo: 'glory-seeker' });
    expect(g.obj('glory-seeker')).toMatchObject({ controller: 'you', blocking: false });
    expect(raw(g, 'glory-seeker').blocks).toBeUndefined();
    expect(g.obj('grizzly-bears').attacking).toBe(true);
  });

  it('506.4: Control Magic attached by an attach event to an opponent’s attacking creature removes it from combat', () => {
    const g = new Game()
      .enter('Glory Seeker')
      .enter('Control Magic', { attachedTo: 'glory-seeker' })
      .enter('Grizzly Bears', { controller: 'opponent' })
      .endTurn()
      .attack('grizzly-bears');
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'opponent', attacking: true });
    g.attach('control-magic', 'grizzly-bears');
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'you', attacking: false });
  });

  it('506.4: an Aura that stole an attacking creature leaving the battlefield removes it from combat', () => {
    const g = new Game()
      .enter('Grizzly Bears', { controller: 'opponent' })
      .enter('Threads of Disloyalty', { attachedTo: 'grizzly-bears' })
      .attack('grizzly-bears');
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'you', attacking: true });
    g.move('threads-of-disloyalty', 'graveyard');
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'opponent', attacking: false });
  });

  it('506.4, 611.2b: a "for as long as" control effect ending removes the creature from combat (Sower of Temptation leaves)', () => {
    const g = new Game()
      .enter('Sower of Temptation')
      .enter('Grizzly Bears', { controller: 'opponent' })
      .activate('sower-of-temptation', 2, { trigger: true, targets: ['grizzly-bears'] })
      .attack('grizzly-bears');
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'you', attacking: true });
    g.move('sower-of-temptation', 'graveyard');
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'opponent', attacking: false });
  });

  it('506.4, 611.2b: Old Man of the Sea untapped: its "for as long as it remains tapped" control ends and the creature leaves combat', () => {
    const g = new Game()
      .enter('Old Man of the Sea')
      .enter('Grizzly Bears', { controller: 'opponent' })
      .activate('old-man-of-the-sea', 2, { targets: ['grizzly-bears'] })
      .attack('grizzly-bears');
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'you', attacking: true });
    g.tap('old-man-of-the-sea', false);
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'opponent', attacking: false });
  });

  it('506.4: an exchange of control (Switcheroo) removes both the attacker and the blocker', () => {
    const g = fight().cast('Switcheroo', { targets: ['grizzly-bears', 'glory-seeker'] });
    expect(g.obj('grizzly-bears')).toMatchObject({ controller: 'opponent', attacking: false });
    expect(g.obj('glory-seeker')).toMatchObject({ controller: 'you', blocking: false });
  });

  it('506.4: gaining control of a creature one already controls changes nothing: it stays attacking', () => {
    const g = fight().control('grizzly-bears', 'you');
    expect(g.obj('grizzly-bears').attacking).toBe(true);
    expect(raw(g, 'glory-seeker').blocks).toEqual(['grizzly-bears']);
  });

  it('506.4: the evaluator for search gives what a full evaluation gives after Control Magic enters onto a blocker', () => {
    const g = fight();
    const next = createEvaluator(g.state).apply({
      kind: 'enter',
      specs: [{ id: 'cm', card: card('Control Magic'), attachedTo: 'glory-seeker' }],
    });
    if (!next.ok) throw new Error(next.error.message);
    expect(next.value.result()).toEqual(evaluate(next.value.state, { trace: false }));
    expect(next.value.result().objects['glory-seeker']?.blocking).toBe(false);
  });
});

describe('506.4c-e: a planeswalker or battle being attacked', () => {
  const attackWalker = () =>
    declare(
      new Game().enter('Grizzly Bears').enter(walker('Jace Beleren'), { controller: 'opponent', id: 'jace' }),
      'attack',
      'jace',
      'grizzly-bears',
    );

  it('506.4, 506.4c: a planeswalker being attacked that stops being one is removed from combat; its attacker attacks nothing but is still attacking', () => {
    const g = attackWalker().cast(UNMAKE, { targets: ['jace'] });
    expect(raw(g, 'grizzly-bears')).toMatchObject({ attacking: true });
    expect(raw(g, 'grizzly-bears').attacks).toBeUndefined();
    expect(raw(g, 'jace').combatController).toBeUndefined();
  });

  it('506.4: a planeswalker being attacked whose controller changes, that phases out or that leaves is removed from combat', () => {
    for (const remove of [
      (g: Game) => g.control('jace', 'you'),
      (g: Game) => g.phaseOut('jace'),
      (g: Game) => g.move('jace', 'graveyard'),
    ]) {
      const g = remove(attackWalker());
      expect(raw(g, 'grizzly-bears')).toMatchObject({ attacking: true });
      expect(raw(g, 'grizzly-bears').attacks).toBeUndefined();
    }
    // Still a planeswalker under the same controller: still attacked.
    const kept = attackWalker().tap('jace');
    expect(raw(kept, 'grizzly-bears').attacks).toBe('jace');
  });

  it('506.4d: a blocking creature that is also a planeswalker being attacked, no longer a creature, stays attacked and stops blocking', () => {
    const g = new Game()
      .enter('Grizzly Bears')
      .enter('Glory Seeker')
      .enter(walker('Gideon Blackblade', ['Creature', 'Planeswalker']), { controller: 'opponent', id: 'gideon' });
    declare(g, 'attack', 'gideon', 'grizzly-bears');
    declare(g, 'attack', 'opponent', 'glory-seeker');
    declare(g, 'block', 'glory-seeker', 'gideon');
    expect(raw(g, 'gideon')).toMatchObject({ blocking: true });
    const noLongerCreature = instant('Unanimate', 'Target creature loses the creature type.', {
      effects: [{ affects: { target: 0 }, ops: [{ op: 'removeTypes', types: ['Creature'] }], duration: 'endOfTurn' }],
    });
    g.cast(noLongerCreature, { targets: ['gideon'] });
    expect(raw(g, 'gideon')).toMatchObject({ blocking: false });
    expect(raw(g, 'grizzly-bears').attacks).toBe('gideon');
  });

  it('506.4e: a battle that is also a planeswalker, attacked, stays attacked when it stops being a battle under its protector (a defending player)', () => {
    const loseBattle = instant('Unbattle', 'Target permanent loses the battle type.', {
      effects: [{ affects: { target: 0 }, ops: [{ op: 'removeTypes', types: ['Battle'] }], duration: 'endOfTurn' }],
    });
    const g = declare(
      new Game()
        .enter('Grizzly Bears')
        .enter(walker('Invasion of Jace', ['Battle', 'Planeswalker']), { controller: 'opponent', id: 'jace' }),
      'attack',
      'jace',
      'grizzly-bears',
    ).cast(loseBattle, { targets: ['jace'] });
    expect(raw(g, 'grizzly-bears').attacks).toBe('jace');
    g.cast(UNMAKE, { id: 'unmake-2', targets: ['jace'] });
    expect(raw(g, 'grizzly-bears').attacks).toBeUndefined();
  });
});
