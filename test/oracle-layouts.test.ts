// compileCard's reading of Scryfall layouts: which characteristics a card has outside the stack.
import { describe, expect, it } from 'vitest';
import { compileCard } from '../src/oracle/index.js';

describe('compileCard layouts', () => {
  it('709.4: a split card outside the stack has both halves combined', () => {
    const { card } = compileCard({
      name: 'Fire // Ice',
      layout: 'split',
      mana_cost: '{1}{R} // {1}{U}',
      type_line: 'Instant // Instant',
      card_faces: [
        {
          name: 'Fire',
          mana_cost: '{1}{R}',
          type_line: 'Instant',
          oracle_text: 'Fire deals 2 damage divided as you choose among one or two targets.',
        },
        { name: 'Ice', mana_cost: '{1}{U}', type_line: 'Instant', oracle_text: 'Tap target permanent.\nDraw a card.' },
      ],
    });
    expect(card.name).toBe('Fire // Ice');
    expect(card.manaCost).toBe('{1}{R} // {1}{U}');
    expect(card.types).toEqual(['Instant']);
    expect(card.abilities.length).toBeGreaterThanOrEqual(2);
    expect(card.backFace).toBeUndefined();
  });

  it('710.1c: a flip card is its top half; the flipped half keeps its mana cost', () => {
    const { card } = compileCard({
      name: 'Jushi Apprentice // Tomoya the Revealer',
      layout: 'flip',
      mana_cost: '{1}{U}',
      card_faces: [
        {
          name: 'Jushi Apprentice',
          mana_cost: '{1}{U}',
          type_line: 'Creature — Human Wizard',
          power: '1',
          toughness: '2',
          oracle_text: '',
        },
        {
          name: 'Tomoya the Revealer',
          mana_cost: '',
          type_line: 'Legendary Creature — Human Wizard',
          power: '2',
          toughness: '3',
          oracle_text: '',
        },
      ],
    });
    expect(card.name).toBe('Jushi Apprentice');
    expect(card.backFace?.name).toBe('Tomoya the Revealer');
    expect(card.backFace?.manaCost).toBe('{1}{U}');
    expect(card.backFace?.supertypes).toEqual(['Legendary']);
  });

  it('715.4: an adventurer card is its creature outside the stack', () => {
    const { card } = compileCard({
      name: 'Bonecrusher Giant // Stomp',
      layout: 'adventure',
      card_faces: [
        { name: 'Bonecrusher Giant', mana_cost: '{2}{R}', type_line: 'Creature — Giant', power: '4', toughness: '3', oracle_text: '' },
        { name: 'Stomp', mana_cost: '{1}{R}', type_line: 'Instant — Adventure', oracle_text: 'Stomp deals 2 damage to any target.' },
      ],
    });
    expect(card.name).toBe('Bonecrusher Giant');
    expect(card.power).toBe(4);
    expect(card.backFace).toBeUndefined();
  });

  it('712.8: a modal double-faced card has both faces', () => {
    const { card } = compileCard({
      name: 'Blex, Vexing Pest // Search for Blex',
      layout: 'modal_dfc',
      card_faces: [
        {
          name: 'Blex, Vexing Pest',
          mana_cost: '{2}{G}',
          type_line: 'Legendary Creature — Pest',
          power: '3',
          toughness: '2',
          oracle_text: '',
        },
        { name: 'Search for Blex', mana_cost: '{2}{B}{B}', type_line: 'Sorcery', oracle_text: '' },
      ],
    });
    expect(card.name).toBe('Blex, Vexing Pest');
    expect(card.backFace?.name).toBe('Search for Blex');
    expect(card.backFace?.manaCost).toBe('{2}{B}{B}');
  });
});
