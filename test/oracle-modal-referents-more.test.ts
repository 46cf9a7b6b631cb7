/**
 * Wordings of this round: a modal header printed "Choose one—" (700.2), and referents after instructions
 * the engine doesn't perform (608.2c).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('700.2 modal header without a space', () => {
  const charm = cardOf(
    "Umezawa's Charm",
    'Instant',
    'Choose one—\n• Target creature gets +2/+2 until end of turn.\n• Target creature gets -1/-1 until end of turn.\n• You gain 2 life.',
  );
  it('"Choose one—" is "Choose one —": only the chosen mode applies, to its target, until end of turn (514.2)', () => {
    const g = new Game().enter(bear, { id: 'a' }).enter(bear, { id: 'b' });
    g.cast(charm, { modes: [2], targets: ['a'] });
    expect(g.pt('a')).toEqual([1, 1]);
    expect(g.pt('b')).toEqual([2, 2]);
    g.cast(charm, { id: 'charm-2', modes: [1], targets: ['b'] });
    expect(g.pt('b')).toEqual([4, 4]);
    expect(g.pt('a')).toEqual([1, 1]);
    g.endTurn();
    expect(g.pt('a')).toEqual([2, 2]);
    expect(g.pt('b')).toEqual([2, 2]);
  });
});

describe('608.2c "each of those creatures" after "Choose any number of target creatures"', () => {
  const cauldron = cardOf(
    'Cauldron of Souls',
    'Artifact',
    '{T}: Choose any number of target creatures. Each of those creatures gains persist until end of turn.',
  );
  it('every chosen target gains persist, a creature not chosen does not; it ends in the cleanup step (514.2)', () => {
    const g = new Game().enter(cauldron, { id: 'cauldron' }).enter(bear, { id: 'a' }).enter(bear, { id: 'b' });
    g.enter(bear, { id: 'c', controller: 'opponent' });
    g.activate('cauldron', 1, { targets: ['a', 'c'] });
    expect(g.obj('a').abilities).toEqual(['Persist']);
    expect(g.obj('c').abilities).toEqual(['Persist']);
    expect(g.obj('b').abilities).toEqual([]);
    g.endTurn();
    expect(g.obj('a').abilities).toEqual([]);
  });
});
