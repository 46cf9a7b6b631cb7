/**
 * The card's own name in Oracle text (201.5): letters of any script are word characters (Óin, Fíli),
 * and a legendary "<Name> the <Epithet>" is written by its first word ("Óin gets +1/+0", "Namor's power").
 */
import { describe, expect, it } from 'vitest';
import { lex, selfNames } from '../src/oracle/lex.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const merfolk = (name: string) => cardOf(name, 'Creature — Merfolk', '', ['1', '1']);

describe('201.5: the name of the object the text is on, in any script', () => {
  it('"Óin" is one word, not "Ó" + "in"', () => {
    expect(lex('Óin gets +1/+0.').slice(0, 2)).toEqual([
      { k: 'word', v: 'óin', raw: 'Óin' },
      { k: 'word', v: 'gets', raw: 'gets' },
    ]);
  });

  it('the first word of a legendary "<Name> the <Epithet>" names it; a non-legendary one does not (Noggle the Mind)', () => {
    expect(selfNames('Óin the Brave', true)).toContain('Óin');
    expect(selfNames('Noggle the Mind', false)).not.toContain('Noggle');
  });

  it('Namor the Sub-Mariner: "Namor\'s power is equal to the number of Merfolk you control." (604.3, layer 7a)', () => {
    const namor = cardOf(
      'Namor the Sub-Mariner',
      'Legendary Creature — Mutant Merfolk Villain',
      "Flying\nNamor's power is equal to the number of Merfolk you control.",
      ['*', '4'],
    );
    const g = new Game().enter(namor).enter(merfolk('Merfolk A'), { id: 'a' }).enter(merfolk('Merfolk B'), { id: 'b' });
    // Namor is a Merfolk himself: three Merfolk.
    expect(g.pt('namor-the-sub-mariner')).toEqual([3, 4]);
    g.move('a', 'graveyard');
    expect(g.pt('namor-the-sub-mariner')).toEqual([2, 4]);
  });
});
