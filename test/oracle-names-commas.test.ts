/**
 * 612.8, 201.2: a name set by an effect may hold a comma and an apostrophe as printed ("named Mileva, the
 * Stalwart, it has …", "named Everflame, Heroes' Legacy"): the name goes on over a comma when a capitalised
 * word (or "the" and one) follows it (predicates.ts `namedPhrase`).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

describe('612.8: "it becomes a legendary creature named Mileva, the Stalwart, it has base power and toughness 5/5, and it gains "…"" (Tenth District Hero)', () => {
  const hero = compile(
    'Tenth District Hero',
    'Creature — Human',
    '{1}{W}, Collect evidence 2: This creature becomes a Human Detective with base power and toughness 4/4 and gains vigilance.\n{2}{W}, Collect evidence 4: If this creature is a Detective, it becomes a legendary creature named Mileva, the Stalwart, it has base power and toughness 5/5, and it gains "Other creatures you control have indestructible."',
    ['2', '3'],
  );
  it('a Detective becomes Mileva, the Stalwart: legendary, 5/5, and other creatures you control have indestructible', () => {
    expect(readAll(hero)).toBe(true);
    const g = new Game().enter(hero.card, { id: 'hero' }).enter(bear).activate('hero', 1).activate('hero', 2);
    const m = g.obj('hero');
    expect(m.name).toBe('Mileva, the Stalwart');
    expect(m.supertypes).toEqual(['Legendary']);
    expect(g.pt('hero')).toEqual([5, 5]);
    expect(g.obj('grizzly-bears').abilities).toEqual(['Indestructible']);
  });
  it('not a Detective: nothing happens (608.2c)', () => {
    const g = new Game().enter(hero.card, { id: 'hero' }).activate('hero', 2);
    expect(g.obj('hero').name).toBe('Tenth District Hero');
  });
});

describe('612.8: "become a legendary Equipment artifact named Everflame, Heroes\' Legacy" (The Irencrag)', () => {
  const irencrag = compile(
    'The Irencrag',
    'Legendary Artifact',
    '{T}: Add {C}.\nWhenever a legendary creature you control enters, you may have The Irencrag become a legendary Equipment artifact named Everflame, Heroes\' Legacy. If you do, it gains equip {3} and "Equipped creature gets +3/+3" and loses all other abilities.',
  );
  it('the name keeps its comma and apostrophe; an Equipment with equip {3} and +3/+3, without its mana ability', () => {
    expect(readAll(irencrag)).toBe(true);
    const g = new Game().enter(irencrag.card, { id: 'crag' }).activate('crag', 2, { trigger: true });
    const e = g.obj('crag');
    expect(e.name).toBe("Everflame, Heroes' Legacy");
    expect(e.subtypes).toEqual(['Equipment']);
    expect(e.abilities).toEqual(['Equip {3}', 'Equipped creature gets +3/+3.']);
  });
});
