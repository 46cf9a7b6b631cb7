/**
 * The commander designation (903.3) and a static sentence with two subjects under one condition
 * ("SELF gets +2/+2 and creatures you control have vigilance"): grammar.md § Commanders, joined subjects.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const marshal = cardOf(
  'Angelic Field Marshal',
  'Creature — Angel',
  'Flying\nLieutenant — As long as you control your commander, Angelic Field Marshal gets +2/+2 and creatures you control have vigilance.',
  ['3', '3'],
);
const baloth = cardOf(
  'Thunderfoot Baloth',
  'Creature — Beast',
  'Trample\nLieutenant — As long as you control your commander, Thunderfoot Baloth gets +2/+2 and other creatures you control get +2/+2 and have trample.',
  ['5', '5'],
);
const steward = cardOf(
  'Bloodsworn Steward',
  'Creature — Vampire Knight',
  'Flying\nCommander creatures you control get +2/+2 and have haste.',
  ['4', '4'],
);
const general = cardOf('Kemba, Kha Regent', 'Legendary Creature — Cat Cleric', '', ['2', '4']);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('903.3 commanders', () => {
  it('903.3d Lieutenant: without your commander on the battlefield nothing applies; with it, SELF gets +2/+2 and creatures you control have vigilance (611.3a)', () => {
    const g = new Game().enter(marshal, { id: 'marshal' }).enter(bear, { id: 'bear' });
    expect(g.pt('marshal')).toEqual([3, 3]);
    expect(g.obj('bear').abilities).toEqual([]);
    g.enter(general, { id: 'kemba', commander: true });
    expect(g.pt('marshal')).toEqual([5, 5]);
    expect(g.obj('bear').abilities).toEqual(['Vigilance']);
    expect(g.obj('kemba').abilities).toEqual(['Vigilance']);
  });
  it('903.3d: an opponent\'s commander, or your commander that an opponent controls, is not "you control your commander"', () => {
    const g = new Game().enter(marshal, { id: 'marshal' }).enter(general, { id: 'theirs', commander: true, controller: 'opponent' });
    expect(g.pt('marshal')).toEqual([3, 3]);
    const h = new Game().enter(marshal, { id: 'marshal' }).enter(general, { id: 'kemba', commander: true });
    h.control('kemba', 'opponent');
    expect(h.pt('marshal')).toEqual([3, 3]);
  });
  it('903.3: the designation stays with the card as it changes zones — your commander returned to the battlefield turns Lieutenant on again', () => {
    const g = new Game().enter(baloth, { id: 'baloth' }).enter(general, { id: 'kemba', commander: true }).enter(bear, { id: 'bear' });
    expect(g.pt('baloth')).toEqual([7, 7]);
    expect(g.pt('bear')).toEqual([4, 4]);
    expect(g.obj('bear').abilities).toEqual(['Trample']);
    g.move('kemba', 'command');
    expect(g.pt('baloth')).toEqual([5, 5]);
    expect(g.pt('bear')).toEqual([2, 2]);
    g.move('kemba', 'battlefield');
    expect(g.pt('baloth')).toEqual([7, 7]);
    expect(g.pt('kemba')).toEqual([4, 6]);
  });
  it('903.3: "Commander creatures you control get +2/+2 and have haste" — your commander only, not another legendary creature', () => {
    const g = new Game()
      .enter(steward, { id: 'steward' })
      .enter(general, { id: 'kemba', commander: true })
      .enter(general, { id: 'other' })
      .enter(general, { id: 'theirs', commander: true, controller: 'opponent' });
    expect(g.pt('kemba')).toEqual([4, 6]);
    expect(g.obj('kemba').abilities).toEqual(['Haste']);
    expect(g.pt('other')).toEqual([2, 4]);
    expect(g.pt('theirs')).toEqual([2, 4]);
    expect(g.pt('steward')).toEqual([4, 4]);
  });
});
