/**
 * Card files from any year: older Oracle wordings read by the rules that read today's, by
 * composition (lex.ts: "converted mana cost" is "mana value" 202.3, "enters the battlefield" is
 * "enters"; zone-count-order.ts: "seven or more cards are in your graveyard"), and conditions that
 * compose with any ability word (207.2c: Threshold, Hellbent only label).
 */
import { describe, expect, it } from 'vitest';
import { lex, tokenText } from '../src/oracle/lex.js';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const read = (c: ReturnType<typeof compile>) => c.report.sentences.every((s) => s.compiled || !s.continuous);

describe("older wordings, read as today's", () => {
  it('202.3: "converted mana cost" reads as "mana value"; the text shown stays as printed', () => {
    const tokens = lex('Equipped creature gets +X/+X, where X is its converted mana cost.');
    expect(tokens.filter((t) => t.k === 'word').map((t) => (t as { v: string }).v)).toContain('value');
    expect(tokens.map(tokenText).join(' ')).toBe('Equipped creature gets +X/+X , where X is its converted mana cost .');
  });
  it("the 2018 and today's wordings of one anthem compile to the same effects", () => {
    const old = compile(
      'Test Matrix',
      'Artifact — Equipment',
      'Equipped creature gets +X/+X, where X is its converted mana cost.\nEquip {4}',
    );
    const now = compile('Test Matrix', 'Artifact — Equipment', 'Equipped creature gets +X/+X, where X is its mana value.\nEquip {4}');
    expect(read(old)).toBe(true);
    expect(old.card.abilities[0]).toMatchObject({ kind: 'static', effects: (now.card.abilities[0] as { effects: unknown }).effects });
  });
  it('"enters the battlefield" and "enters" give the same trigger reading', () => {
    const a = compile(
      'Test Knight',
      'Creature — Human Knight',
      'When Test Knight enters the battlefield, target creature gets +2/+2 until end of turn.',
      ['2', '2'],
    );
    const b = compile('Test Knight', 'Creature — Human Knight', 'When Test Knight enters, target creature gets +2/+2 until end of turn.', [
      '2',
      '2',
    ]);
    expect(read(a)).toBe(true);
    expect(JSON.stringify((a.card.abilities[0] as { resolve?: unknown }).resolve)).toBe(
      JSON.stringify((b.card.abilities[0] as { resolve?: unknown }).resolve),
    );
  });
});

describe('conditions under ability words (207.2c)', () => {
  it('Threshold, 2018 wording: "As long as seven or more cards are in your graveyard, SELF gets +2/+2 and has flying"', () => {
    const c = compile(
      'Test Nomad',
      'Creature — Human Nomad',
      'Threshold — As long as seven or more cards are in your graveyard, Test Nomad gets +2/+2 and has flying.',
      ['1', '1'],
    );
    expect(read(c)).toBe(true);
    const cards = Array.from({ length: 7 }, (_, i) => cardOf(`Test Card ${i}`, 'Instant', ''));
    const six = cards
      .slice(0, 6)
      .reduce((g, k, i) => g.enter(k, { id: `gy${i}`, zone: 'graveyard' }), new Game().enter(c.card, { id: 'nomad' }));
    expect(six.pt('nomad')).toEqual([1, 1]);
    const seven = six.enter(cards[6] as never, { id: 'gy6', zone: 'graveyard' });
    expect(seven.pt('nomad')).toEqual([3, 3]);
    expect(seven.obj('nomad').abilities).toContain('Flying');
  });
  it('Hellbent: "SELF gets +2/+2 as long as you have no cards in hand" (the hand\'s size, 402)', () => {
    const c = compile('Test Rebel', 'Creature — Human', 'Hellbent — Test Rebel gets +2/+2 as long as you have no cards in hand.', [
      '1',
      '1',
    ]);
    expect(read(c)).toBe(true);
    expect(new Game().enter(c.card, { id: 'rebel' }).pt('rebel')).toEqual([3, 3]);
    expect(new Game().enter(c.card, { id: 'rebel' }).enter(bear, { id: 'h', zone: 'hand' }).pt('rebel')).toEqual([1, 1]);
  });
  it('"as long as you control no untapped lands": none of them', () => {
    const c = compile('Test Lurker', 'Creature — Horror', 'Test Lurker gets +1/+1 as long as you control no untapped lands.', ['2', '2']);
    expect(read(c)).toBe(true);
    const land = cardOf('Test Plains', 'Basic Land — Plains', '');
    expect(new Game().enter(c.card, { id: 'l' }).pt('l')).toEqual([3, 3]);
    expect(new Game().enter(c.card, { id: 'l' }).enter(land, { id: 'p' }).pt('l')).toEqual([2, 2]);
  });
});
