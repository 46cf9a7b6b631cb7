/**
 * "This spell has flash as long as …" is a static ability of the spell (113.6e), and "is goaded" (701.15) is an attack
 * requirement the layers don't apply: listed with the sentence's read part, never a reason to drop it.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const merfolk = cardOf('Test Merfolk', 'Creature — Merfolk', '', ['1', '1']);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('113.6e: "SELF has flash as long as you control a Merfolk."', () => {
  const tide = compile(
    'Test Tide',
    'Sorcery',
    "This spell has flash as long as you control a Merfolk.\nReturn target creature to its owner's hand.",
  );
  it('is read as a static ability that functions in every zone, the instruction after it as the spell', () => {
    expect(tide.report.sentences[0]).toMatchObject({ continuous: true, compiled: true });
    expect(tide.card.abilities[0]).toMatchObject({ kind: 'static', zones: 'all' });
  });
  it('in hand, it has flash only while its owner controls a Merfolk', () => {
    const without = new Game().enter(tide.card, { id: 'tide', zone: 'hand' });
    expect(without.obj('tide').abilities).not.toContain('Flash');
    const withMerfolk = without.enter(merfolk, { id: 'm' });
    expect(withMerfolk.obj('tide').abilities).toContain('Flash');
  });
});

describe('701.15: "Equipped creature gets +2/+0 and is goaded."', () => {
  const blade = compile('Test Blade', 'Artifact — Equipment', 'Equipped creature gets +2/+0 and is goaded.\nEquip {1}');
  it('the +2/+0 is read (613.4c) and "is goaded" is listed on its own', () => {
    expect(blade.report.sentences[0]).toMatchObject({ continuous: true, compiled: true, text: 'Equipped creature gets +2/+0.' });
    expect(blade.report.sentences[1]).toMatchObject({ text: 'is goaded.', continuous: false, compiled: false });
  });
  it('the equipped bear gets +2/+0, the other bear nothing', () => {
    const g = new Game().enter(blade.card, { id: 'blade' }).enter(bear, { id: 'a' }).enter(bear, { id: 'b' }).attach('blade', 'a');
    expect(g.pt('a')).toEqual([4, 2]);
    expect(g.pt('b')).toEqual([2, 2]);
  });
  it('"All creatures have double strike and attack each combat if able": double strike read, the requirement listed', () => {
    const c = compile('Test Avatar', 'Creature — Avatar', 'All creatures have double strike and attack each combat if able.', ['8', '8']);
    expect(c.report.sentences[0]).toMatchObject({ compiled: true });
    const g = new Game().enter(c.card, { id: 'av' }).enter(bear, { id: 'b', controller: 'opponent' });
    expect(g.obj('b').abilities).toContain('Double strike');
  });
});
