/**
 * Day and night (731) with daybound and nightbound (702.145).
 */
import { describe, expect, it } from 'vitest';
import { becomeDayOrNight, type CardDef, transformObject } from '../../src/core/index.js';
import { Game } from '../helpers/game.js';

const werewolf: CardDef = {
  name: 'Test Villager',
  manaCost: '{1}{G}',
  types: ['Creature'],
  subtypes: ['Human', 'Werewolf'],
  supertypes: [],
  power: 2,
  toughness: 2,
  loyalty: null,
  defense: null,
  abilities: [{ kind: 'keyword', text: 'Daybound', keyword: 'daybound' }],
  backFace: {
    name: 'Test Howler',
    manaCost: null,
    types: ['Creature'],
    subtypes: ['Werewolf'],
    supertypes: [],
    power: 4,
    toughness: 4,
    loyalty: null,
    defense: null,
    abilities: [{ kind: 'keyword', text: 'Nightbound', keyword: 'nightbound' }],
  },
};

function step(g: Game, o: ReturnType<typeof becomeDayOrNight>): Game {
  if (!o.ok) throw new Error(o.error.message);
  g.state = o.value;
  return g;
}

describe('day and night (731, 702.145)', () => {
  it('702.145d: a daybound permanent makes it day when it is neither', () => {
    const g = new Game();
    expect(g.state.dayNight).toBeUndefined();
    g.enter(werewolf, { id: 'w' });
    expect(g.state.dayNight).toBe('day');
    expect(g.obj('w').transformed).toBe(false);
  });

  it('702.145g: a nightbound permanent alone makes it night', () => {
    const g = new Game().enter(werewolf, { id: 'w', transformed: true });
    expect(g.state.dayNight).toBe('night');
    expect(g.obj('w')).toMatchObject({ transformed: true, name: 'Test Howler' });
  });

  it('702.145c, 613.7g: as it becomes night a daybound permanent transforms, with a new timestamp', () => {
    const g = new Game().enter(werewolf, { id: 'w' }).enter('Grizzly Bears');
    const before = g.obj('w').timestamp;
    step(g, becomeDayOrNight(g.state, 'night'));
    expect(g.obj('w')).toMatchObject({ transformed: true, name: 'Test Howler', power: 4 });
    expect(g.obj('w').timestamp).toBeGreaterThan(before);
    expect(g.obj('w').timestamp).toBeGreaterThan(g.obj('grizzly-bears').timestamp);
  });

  it('731.2a: day becomes night at endTurn when the active player cast no spells; 731.2b back with two spells', () => {
    const g = new Game().enter(werewolf, { id: 'w' }).endTurn();
    expect(g.state.dayNight).toBe('night');
    expect(g.obj('w').transformed).toBe(true);
    g.cast('Giant Growth', { targets: ['w'], controller: 'opponent' }).cast('Giant Growth', {
      id: 'g2',
      targets: ['w'],
      controller: 'opponent',
    });
    g.endTurn();
    expect(g.state.dayNight).toBe('day');
    expect(g.obj('w').transformed).toBe(false);
  });

  it('702.145b: entering while it is night, a daybound card enters transformed', () => {
    const g = new Game();
    step(g, becomeDayOrNight(g.state, 'night'));
    g.enter(werewolf, { id: 'w' });
    expect(g.obj('w')).toMatchObject({ transformed: true, name: 'Test Howler' });
  });

  it("702.145b: a permanent with daybound can't transform except by its ability: the transform event is refused", () => {
    const g = new Game().enter(werewolf, { id: 'w' });
    const r = transformObject(g.state, 'w');
    expect(!r.ok && r.error.message).toMatch(/has daybound: it can't transform except due to its daybound ability \(702\.145b/);
  });

  it('702.145c: one that lost daybound (Humility) does not transform as it becomes night', () => {
    const g = new Game().enter(werewolf, { id: 'w' }).enter('Humility');
    step(g, becomeDayOrNight(g.state, 'night'));
    expect(g.obj('w')).toMatchObject({ transformed: false, power: 1, toughness: 1 });
  });
});
