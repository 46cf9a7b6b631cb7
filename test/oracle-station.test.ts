/**
 * Station cards (721): "8+ | Flying, trample" with the reminder "It's an artifact creature at 8+."
 * is one static ability — as long as it has 8 or more charge counters it has flying and trample and
 * is a creature with base power and toughness 5/4 in addition to its other types (721.2a, 721.2b).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const GREENHOUSE = cardOf(
  'Atmospheric Greenhouse',
  'Artifact — Spacecraft',
  "When this Spacecraft enters, put a +1/+1 counter on each creature you control.\nStation (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery. It's an artifact creature at 8+.)\n8+ | Flying, trample",
  ['5', '4'],
);
const DAWNSIRE = cardOf(
  'Dawnsire, Sunstar Dreadnought',
  'Legendary Artifact — Spacecraft',
  "Station (Tap another creature you control: Put charge counters equal to its power on this Spacecraft. Station only as a sorcery. It's an artifact creature at 20+.)\n10+ | Whenever you attack, Dawnsire deals 100 damage to up to one target creature or planeswalker.\n20+ | Flying",
  ['20', '20'],
);

describe('station symbols with a power/toughness box (721.2b)', () => {
  it('below the threshold it is a noncreature artifact with no P/T (721.2c, 208.3)', () => {
    const g = new Game().enter(GREENHOUSE, { id: 'ship', counters: { charge: 7 } });
    expect(g.obj('ship').types).toEqual(['Artifact']);
    expect(g.pt('ship')).toEqual([null, null]);
    expect(g.obj('ship').abilities).not.toContain('Flying');
  });

  it('at 8 charge counters it is an artifact creature 5/4 with flying and trample', () => {
    const g = new Game().enter(GREENHOUSE, { id: 'ship', counters: { charge: 8 } });
    expect(g.obj('ship').types).toEqual(['Artifact', 'Creature']);
    expect(g.obj('ship').subtypes).toEqual(['Spacecraft']);
    expect(g.pt('ship')).toEqual([5, 4]);
    expect(g.obj('ship').abilities).toEqual(expect.arrayContaining(['Flying', 'Trample']));
  });

  it('under an older Humility the effect keeps applying after its ability is removed: 5/4 with flying (613.6, 613.7)', () => {
    const g = new Game().enter('Humility').enter(GREENHOUSE, { id: 'ship', counters: { charge: 8 } });
    expect(g.pt('ship')).toEqual([5, 4]);
    expect(g.obj('ship').abilities).toEqual(['Flying', 'Trample']);
  });

  it('the P/T box goes with the threshold the reminder names, not the lower one', () => {
    const g = new Game().enter(DAWNSIRE, { id: 'ship', counters: { charge: 10 } });
    expect(g.obj('ship').types).toEqual(['Artifact']);
    g.counters('ship', { charge: 10 });
    expect(g.obj('ship').types).toEqual(['Artifact', 'Creature']);
    expect(g.pt('ship')).toEqual([20, 20]);
  });
});
