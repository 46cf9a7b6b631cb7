/**
 * Whole abilities (issue 26 point 4): a resolving ability does what it reads and reports the rest, and a granted
 * (quoted) ability's unread sentences are reported with the sentence that grants it, never dropped unsaid.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('a resolving ability does what it reads (608.2c) and warns about the rest', () => {
  const text = 'Target creature gets +2/+2 until end of turn. It becomes the color of the top card of your library until end of turn.';
  it('the read pump is performed although the colour sentence after it is not read', () => {
    const spell = compile('Test Pump', 'Instant', text);
    const colour = spell.report.sentences.find((s) => s.text.startsWith('It becomes'));
    expect(colour).toMatchObject({ continuous: true, compiled: false });
    expect(spell.report.warnings.map((w) => w.sentence)).toEqual([colour?.text]);
    expect(spell.report.sentences.find((s) => s.text.startsWith('Target creature'))?.compiled).toBe(true);
    const g = new Game().enter(bear, { id: 'bear' }).cast(spell.card, { targets: ['bear'] });
    expect(g.pt('bear')).toEqual([4, 4]);
    // 514.2: "until end of turn" ends in the cleanup step.
    expect(g.endTurn().pt('bear')).toEqual([2, 2]);
  });
  it('"The same is true for …" unread still leaves the ability unread (reading its first half alone says nothing)', () => {
    const c = compile(
      'Test Gift',
      'Instant',
      'Target creature gains flying until end of turn. The same is true for every quality a sphinx might name.',
    );
    expect(c.report.sentences[0]).toMatchObject({ compiled: false, why: 'another sentence of this ability was not read' });
  });
});

describe("a granted ability's unread one-shot sentences are reported (113.1, 602.1)", () => {
  const lord = compile(
    'Test Captain',
    'Creature — Human Soldier',
    'Other creatures you control have "{T}: This creature gets +1/+1 until end of turn. Draw a card."',
    ['1', '1'],
  );
  it('the grant is read, and "Draw a card." is listed with the granted ability named', () => {
    const grant = lord.report.sentences[0];
    expect(grant).toMatchObject({ continuous: true, compiled: true });
    const draw = lord.report.sentences.find((s) => s.text === 'Draw a card.');
    expect(draw).toMatchObject({ compiled: false, continuous: false });
    expect(draw?.why).toContain('in the granted ability');
  });
  it('the granted ability does what it reads: the bear that has it pumps itself, the captain has no such ability', () => {
    const g = new Game().enter(lord.card, { id: 'captain' }).enter(bear, { id: 'bear' });
    expect(g.obj('captain').abilities.some((a) => a.startsWith('{T}:'))).toBe(false);
    const used = g.activate('bear', '{T}: This creature gets +1/+1 until end of turn. Draw a card.');
    expect(used.pt('bear')).toEqual([3, 3]);
    expect(used.pt('captain')).toEqual([1, 1]);
  });
  it('a sentence that is not read is not reported for its quotes (it is reported itself)', () => {
    const c = compile('Test Oddity', 'Enchantment', 'Creatures with a sphinx in their hearts have "{T}: Draw a card. Scry 1."');
    expect(c.report.sentences.some((s) => s.why?.includes('in the granted ability'))).toBe(false);
  });
});
