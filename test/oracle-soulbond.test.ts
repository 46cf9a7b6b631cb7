/**
 * Soulbond (702.95): "As long as this creature is paired with another creature, both creatures have haste."
 * The pair is the object key `pairedWith` (the soulbond trigger resolved); 702.95e unpairs them when either
 * changes control, stops being a creature or leaves the battlefield — for good (a new pairing needs a new trigger).
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { type CardDef, enterObjects } from '../src/core/index.js';
import { formatProblem, loadScenario, replay } from '../src/scenario/index.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const SOULBOND =
  'Soulbond (You may pair this creature with another unpaired creature when either enters. They remain paired for as long as you control both of them.)';
const mauler = cardOf(
  'Lightning Mauler',
  'Creature — Human Berserker',
  `${SOULBOND}\nAs long as this creature is paired with another creature, both creatures have haste.`,
  ['2', '1'],
);
const navigator = cardOf(
  'Deadeye Navigator',
  'Creature — Spirit',
  `${SOULBOND}\nAs long as Deadeye Navigator is paired with another creature, each of those creatures has "{1}{U}: Exile this creature, then return it to the battlefield under your control."`,
  ['5', '5'],
);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const elf = cardOf('Llanowar Elves', 'Creature — Elf Druid', '', ['1', '1']);
const has = (g: Game, id: string, ability: string) => g.obj(id).abilities.includes(ability);

describe('702.95: Lightning Mauler — both creatures have haste while paired', () => {
  const paired = () => new Game().enter(bear).enter(elf).enter(mauler, { pairedWith: 'grizzly-bears' });

  it('unpaired: neither has haste; paired: the Mauler and its partner, not the third creature', () => {
    expect(has(new Game().enter(bear).enter(mauler), 'lightning-mauler', 'Haste')).toBe(false);
    const g = paired();
    expect(has(g, 'lightning-mauler', 'Haste')).toBe(true);
    expect(has(g, 'grizzly-bears', 'Haste')).toBe(true);
    expect(has(g, 'llanowar-elves', 'Haste')).toBe(false);
  });

  it('702.95e: another player gains control of the partner — unpaired, and still unpaired when it comes back', () => {
    const g = paired().control('grizzly-bears', 'opponent');
    expect(has(g, 'lightning-mauler', 'Haste')).toBe(false);
    expect(has(g, 'grizzly-bears', 'Haste')).toBe(false);
    g.control('grizzly-bears', 'you');
    expect(has(g, 'grizzly-bears', 'Haste')).toBe(false);
  });

  it('702.95e, 400.7: the partner leaves and returns — a new object, not paired', () => {
    const g = paired().move('grizzly-bears', 'graveyard').move('grizzly-bears', 'battlefield');
    expect(has(g, 'grizzly-bears', 'Haste')).toBe(false);
    expect(has(g, 'lightning-mauler', 'Haste')).toBe(false);
  });

  it('702.95e: the partner stops being a creature — unpaired', () => {
    const song = cardOf('Song of the Dryads', 'Enchantment — Aura', 'Enchant permanent\nEnchanted permanent is a colorless Forest land.');
    const g = paired().enter(song, { attachedTo: 'grizzly-bears' });
    expect(g.obj('grizzly-bears').types).toEqual(['Land']);
    expect(has(g, 'lightning-mauler', 'Haste')).toBe(false);
    // Still unpaired once it is a creature again (702.95e: it became unpaired).
    g.move('song-of-the-dryads', 'graveyard');
    expect(has(g, 'lightning-mauler', 'Haste')).toBe(false);
  });

  it('702.95e, 708.2a: the partner turned face down is still a creature, so still paired; a face-down creature can be listed as paired', () => {
    const g = paired().faceDown('grizzly-bears');
    expect(has(g, 'grizzly-bears', 'Haste')).toBe(true);
    expect(has(g, 'lightning-mauler', 'Haste')).toBe(true);
    // The same position written down (what toScenario writes): the face-down partner, then the Mauler paired with it.
    const written = new Game().enter(bear, { faceDown: true }).enter(mauler, { pairedWith: 'grizzly-bears' });
    expect(has(written, 'grizzly-bears', 'Haste')).toBe(true);
    expect(has(written, 'lightning-mauler', 'Haste')).toBe(true);
  });

  it('Deadeye Navigator: each of those creatures has the quoted ability', () => {
    const g = new Game().enter(bear).enter(navigator, { pairedWith: 'grizzly-bears' });
    const blink = '{1}{U}: Exile this creature, then return it to the battlefield under your control.';
    expect(has(g, 'grizzly-bears', blink)).toBe(true);
    expect(has(g, 'deadeye-navigator', blink)).toBe(true);
  });

  it('702.95a: pairing with itself, with a creature not yet there, or across controllers is refused', () => {
    const g = new Game().enter(bear).enter(elf, { controller: 'opponent' });
    for (const spec of [
      { id: 'm', card: mauler, pairedWith: 'm' },
      { id: 'm', card: mauler, pairedWith: 'nobody' },
      { id: 'm', card: mauler, pairedWith: 'llanowar-elves' },
    ])
      expect(enterObjects(g.state, [spec]).ok).toBe(false);
  });
});

describe('the scenario key `pairedWith`', () => {
  const catalog = {
    findCard: (name: string): CardDef | undefined => ({ 'Lightning Mauler': mauler, 'Grizzly Bears': bear })[name] ?? findCard(name),
    suggestCards,
  };
  it('a battlefield entry paired with one listed before it; gainControl unpairs (702.95e)', () => {
    const text = [
      'battlefield:',
      '  - Grizzly Bears',
      '  - card: Lightning Mauler',
      '    pairedWith: grizzly-bears',
      'events:',
      '  - expect:',
      '      grizzly-bears: { abilities: [Haste] }',
      '  - gainControl: { object: grizzly-bears, player: opponent }',
      '  - expect:',
      '      grizzly-bears: { abilities: [] }',
      '',
    ].join('\n');
    const loaded = loadScenario(text, 'case.yaml', { cards: catalog });
    if (!loaded.ok) expect.fail(loaded.error.problems.map(formatProblem).join('\n'));
    const r = replay(loaded.value);
    if (!r.ok) expect.fail(r.error.problems.map(formatProblem).join('\n'));
    expect(r.value.checkpoints.flatMap((c) => c.results.filter((x) => !x.pass))).toEqual([]);
    expect(r.value.passed).toBe(2);
  });
});
