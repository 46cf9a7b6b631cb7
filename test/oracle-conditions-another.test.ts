/**
 * "as long as you control another <X>" (611.3a, 109.5): "another" excludes the source itself, so a Faerie
 * with "This creature has lifelink as long as you control another Faerie" does not satisfy it alone.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const naughty = cardOf(
  'Barrow Naughty',
  'Creature — Faerie',
  'Flying\nThis creature has lifelink as long as you control another Faerie.\n{2}{B}: This creature gets +1/+0 until end of turn.',
  ['1', '3'],
);
const faerie = cardOf('Faerie Harbinger', 'Creature — Faerie Wizard', '', ['2', '2']);

describe('Barrow Naughty: "has lifelink as long as you control another Faerie"', () => {
  it('alone, it is not "another Faerie": no lifelink', () => {
    const g = new Game().enter(naughty, { id: 'bn' });
    expect(g.obj('bn').abilities).not.toContain('Lifelink');
  });
  it('with another Faerie you control: lifelink; with one the opponent controls: none', () => {
    expect(new Game().enter(naughty, { id: 'bn' }).enter(faerie).obj('bn').abilities).toContain('Lifelink');
    expect(new Game().enter(naughty, { id: 'bn' }).enter(faerie, { controller: 'opponent' }).obj('bn').abilities).not.toContain('Lifelink');
  });
});
