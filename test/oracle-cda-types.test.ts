/**
 * 604.3a: a static ability printed on the card that defines only its own subtypes or colours, with no
 * condition, is a characteristic-defining ability: it functions in every zone (604.3) and applies first in
 * its layer (613.3), before effects with earlier timestamps.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { compile } from './oracle/helpers.js';

const ultimus = compile(
  'Mistform Ultimus',
  'Legendary Creature — Illusion',
  "Mistform Ultimus is every creature type (even if this card isn't on the battlefield).",
  ['3', '3'],
);

describe('604.3, 613.3: "Mistform Ultimus is every creature type."', () => {
  it('is a CDA: the card in the hand is every creature type too', () => {
    expect(new Game().enter(ultimus.card, { zone: 'hand' }).obj('mistform-ultimus').subtypes).toContain('Sliver');
  });
  it('applies before Conspiracy (613.3), though Conspiracy entered first: it is only the chosen type', () => {
    const g = new Game().enter('Conspiracy', { choices: { creatureType: 'Elf' } }).enter(ultimus.card);
    expect(g.obj('mistform-ultimus').subtypes).toEqual(['Elf']);
  });
});
