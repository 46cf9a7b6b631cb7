/**
 * Emblems (114) and the monstrous / renowned designations (701.37, 702.112), read from Oracle text and
 * performed by the core (src/core/actions/emblems.ts; grammar sentences/resolving/emblem.ts, monstrosity.ts).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const kaito = cardOf(
  'Kaito, Bane of Nightmares',
  'Legendary Planeswalker — Kaito',
  'Ninjutsu {1}{U}{B}\n+1: You get an emblem with "Ninjas you control get +1/+1."\n0: Surveil 2.',
);
const ninja = cardOf('Ninja of the Deep Hours', 'Creature — Human Ninja', '', ['2', '2']);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const domri = cardOf(
  'Domri Rade',
  'Legendary Planeswalker — Domri',
  '−7: You get an emblem with "Creatures you control have double strike, trample, hexproof, and haste."',
);
const hydra = cardOf(
  'Domesticated Hydra',
  'Creature — Hydra',
  '{X}{G}{G}: Monstrosity X.\nAs long as Domesticated Hydra is monstrous, it has trample.',
  ['3', '3'],
);
const chaser = cardOf(
  'Goblin Glory Chaser',
  'Creature — Goblin Warrior',
  'Renown 1\nAs long as Goblin Glory Chaser is renowned, it has menace.',
  ['1', '1'],
);

describe('114 emblems', () => {
  it('114.1, 114.4: "You get an emblem with "Ninjas you control get +1/+1."" — the emblem in the command zone pumps Ninjas, not other creatures, after the planeswalker leaves', () => {
    const g = new Game().enter(kaito, { id: 'kaito' }).enter(ninja, { id: 'ninja' }).enter(bear, { id: 'bear' });
    g.activate('kaito', 2);
    const emblem = g.obj('kaito-emblem');
    expect(emblem.zone).toBe('command');
    expect(emblem.controller).toBe('you');
    expect(g.pt('ninja')).toEqual([3, 3]);
    expect(g.pt('bear')).toEqual([2, 2]);
    // 114.5: it is not a permanent and stays when its source is gone; it lasts for the rest of the game.
    g.move('kaito', 'graveyard').endTurn().endTurn();
    expect(g.pt('ninja')).toEqual([3, 3]);
  });
  it('114.2: an emblem has no characteristics but its abilities (no name, types, colour)', () => {
    const g = new Game().enter(kaito, { id: 'kaito' }).activate('kaito', 2);
    const emblem = g.obj('kaito-emblem');
    expect(emblem.name).toBeNull();
    expect(emblem.types).toEqual([]);
    expect(emblem.colors).toEqual([]);
    expect(emblem.abilities).toEqual(['Ninjas you control get +1/+1.']);
  });
  it("114.2: the player who gets it controls it — an opponent's creatures are untouched; a creature that enters later is affected", () => {
    const g = new Game().enter(domri, { id: 'domri' }).enter(bear, { id: 'theirs', controller: 'opponent' });
    g.activate('domri', 1);
    g.enter(bear, { id: 'mine' });
    expect(g.obj('mine').abilities).toEqual(['Double strike', 'Trample', 'Hexproof', 'Haste']);
    expect(g.obj('theirs').abilities).toEqual([]);
  });
  it('the sentence is read (compiled), and its emblem is data', () => {
    const r = compile('Domri Rade', 'Legendary Planeswalker — Domri', '−7: You get an emblem with "Creatures you control get +1/+1."');
    expect(r.report.sentences.every((s) => s.compiled)).toBe(true);
  });
});

describe('701.37 monstrosity, 702.112 renown', () => {
  it('701.37a: Monstrosity X puts X +1/+1 counters and makes it monstrous; "as long as SELF is monstrous" then holds (701.37b)', () => {
    const g = new Game().enter(hydra, { id: 'hydra' });
    expect(g.obj('hydra').abilities).not.toContain('Trample');
    g.activate('hydra', 1, { x: 3 });
    expect(g.pt('hydra')).toEqual([6, 6]);
    expect(g.obj('hydra').abilities).toContain('Trample');
  });
  it('701.37a: a monstrous permanent gets no more counters from monstrosity', () => {
    const g = new Game().enter(hydra, { id: 'hydra', monstrous: true });
    expect(g.obj('hydra').abilities).toContain('Trample');
    g.activate('hydra', 1, { x: 3 });
    expect(g.pt('hydra')).toEqual([3, 3]);
  });
  it('400.7: the designation is gone once it changes zones', () => {
    const g = new Game().enter(hydra, { id: 'hydra', monstrous: true }).move('hydra', 'hand').move('hydra', 'battlefield');
    expect(g.obj('hydra').abilities).not.toContain('Trample');
  });
  it('702.112b: "As long as SELF is renowned, it has menace" — only while renowned', () => {
    expect(new Game().enter(chaser, { id: 'c', renowned: true }).obj('c').abilities).toContain('Menace');
    expect(new Game().enter(chaser, { id: 'c' }).obj('c').abilities).not.toContain('Menace');
  });
});
