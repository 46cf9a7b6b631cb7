/**
 * 711.2a-b: a leveler's LEVEL striation is one static ability — "As long as this creature has at
 * least N1 level counters on it, but no more than N2, it has base power and toughness [P/T] and
 * has [abilities]" (leveler.ts). Read line by line, the P/T box was nothing and the abilities were
 * the creature's at every level.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { compile } from './oracle/helpers.js';

// A leveler in the shape of Beastbreaker of Bala Ged (2/2; LEVEL 1-3 4/4; LEVEL 4+ 6/6 trample), 2018 wording.
const leveler = compile(
  'Test Beastbreaker',
  'Creature — Human Warrior',
  'Level up {2}{G} ({2}{G}: Put a level counter on this. Level up only as a sorcery.)\nLEVEL 1-3\n4/4\nLEVEL 4+\n6/6\nTrample',
  ['2', '2'],
);
const at = (levels: number) => {
  const g = new Game().enter(leveler.card, { id: 'lv' });
  return levels === 0 ? g : g.counters('lv', { level: levels });
};

describe('711.2: LEVEL striations', () => {
  it('every line of a striation is part of a continuous effect, and read', () => {
    const lines = leveler.report.sentences.filter((s) => /^LEVEL|^\d+\/\d+$/.test(s.text));
    expect(lines.map((s) => s.text)).toEqual(['LEVEL 1-3', '4/4', 'LEVEL 4+', '6/6']);
    for (const s of lines) expect(s).toMatchObject({ continuous: true, compiled: true });
  });
  it('with no level counter it is its printed 2/2 without trample (the LEVEL 4+ ability is not its own)', () => {
    const g = at(0);
    expect(g.pt('lv')).toEqual([2, 2]);
    expect(g.obj('lv').abilities).not.toContain('Trample');
  });
  it('711.2a: with 1 to 3 level counters its base P/T is 4/4', () => {
    expect(at(1).pt('lv')).toEqual([4, 4]);
    expect(at(3).pt('lv')).toEqual([4, 4]);
    expect(at(3).obj('lv').abilities).not.toContain('Trample');
  });
  it('711.2b: with 4 or more it is 6/6 and has trample', () => {
    for (const n of [4, 9]) {
      expect(at(n).pt('lv')).toEqual([6, 6]);
      expect(at(n).obj('lv').abilities).toContain('Trample');
    }
  });
  it('613.4b then 613.4c: a +1/+1 counter applies on top of the striation base', () => {
    const g = at(4).counters('lv', { level: 4, '+1/+1': 1 });
    expect(g.pt('lv')).toEqual([7, 7]);
  });
});
