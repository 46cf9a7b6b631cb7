/**
 * Nothing unread goes unsaid: sentences that change characteristics are counted as continuous
 * effects (classify.ts), whether or not the grammar reads them, so an unread one is a warning.
 */
import { describe, expect, it } from 'vitest';
import { continuousFamily, isContinuous } from '../src/oracle/classify.js';
import { lex } from '../src/oracle/lex.js';
import { compile } from './oracle/helpers.js';

const family = (text: string, names: string[] = []) => continuousFamily(lex(text, names));

describe('classification: a type taken away, station symbols', () => {
  it('205.1b, layer 4: "As long as your devotion to red is less than five, SELF isn\'t a creature" (Purphoros)', () => {
    expect(family("As long as your devotion to red is less than five, Purphoros isn't a creature.", ['Purphoros'])).toBe('types');
    expect(family('As long as your devotion to red is less than five, Purphoros is not a creature.', ['Purphoros'])).toBe('types');
  });
  it('layer 4: "Target snow land is no longer snow" (a supertype taken away)', () => {
    expect(family('Target snow land is no longer snow.')).toBe('types');
  });
  it('a condition that tests a type changes nothing: "If it is not a land card, discard it", "each creature that is not a Kraken"', () => {
    expect(isContinuous(lex('If it is not a land card, discard it.'))).toBe(false);
    expect(isContinuous(lex("Return each creature that is not a Kraken to its owner's hand."))).toBe(false);
    expect(isContinuous(lex('If it is suspected, it is no longer suspected.'))).toBe(false);
  });
  it('721.2a: a station symbol\'s line "8+ | Flying, trample" grants abilities (layer 6)', () => {
    expect(family('8+ | Flying, trample.')).toBe('abilities');
    expect(family('2+ | Whenever this Spacecraft attacks, draw a card.')).toBe('abilities');
  });
  it('the families follow the layers: P/T, abilities, control, copy, players', () => {
    expect(family('Creatures you control get +1/+1.')).toBe('pt');
    expect(family('Creatures you control have flying.')).toBe('abilities');
    expect(family('You control enchanted creature.')).toBe('control');
    expect(family('Change the text of target spell or permanent by replacing all instances of one color word with another.')).toBe('copy');
    expect(family("Your opponents can't gain life.")).toBe('rules');
    expect(family('Draw a card.')).toBeUndefined();
  });
});

describe('an unread continuous sentence is a warning with its family', () => {
  it("a god's devotion clause: counted, and when unread, warned about", () => {
    const god = compile(
      'Test God of the Forge',
      'Legendary Enchantment Creature — God',
      "Indestructible\nAs long as your devotion to red is less than five, Test God of the Forge isn't a creature.",
      ['6', '5'],
    );
    const s = god.report.sentences.find((x) => x.text.includes('devotion'));
    expect(s?.continuous).toBe(true);
    if (s && !s.compiled) {
      expect(s.family).toBe('types');
      expect(god.report.warnings.some((w) => w.sentence.includes('devotion'))).toBe(true);
    }
  });
});
