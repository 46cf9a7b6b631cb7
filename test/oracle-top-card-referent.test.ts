/**
 * 608.2c: "Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of
 * turn." (Shallow Grave): the card is found as the spell resolves, not targeted — `choices.object` names it. Another
 * unread "return …" names no object "that creature" could be (Slab Hammer).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const grave = compile(
  'Shallow Grave',
  'Instant',
  'Return the top creature card of your graveyard to the battlefield. That creature gains haste until end of turn. Exile it at the beginning of the next end step.',
);
const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('608.2c: "that creature" after a return the engine does not perform', () => {
  it('Shallow Grave: the returned creature gains haste until end of turn; another creature does not', () => {
    expect(grave.report.sentences.filter((s) => s.continuous).every((s) => s.compiled)).toBe(true);
    const g = new Game()
      .enter(bear)
      .enter(giant, { id: 'giant', zone: 'graveyard' })
      .move('giant', 'battlefield')
      .cast(grave.card, { choices: { object: 'giant' } });
    expect(g.obj('giant').abilities).toContain('Haste');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Haste');
    expect(g.endTurn().obj('giant').abilities).not.toContain('Haste');
  });
  it('Slab Hammer: "you may return a land you control …. If you do, the creature gets +2/+2" is not read as the land', () => {
    const hammer = compile(
      'Slab Hammer',
      'Artifact — Equipment',
      "Whenever equipped creature attacks, you may return a land you control to its owner's hand. If you do, the creature gets +2/+2 until end of turn.\nEquip {2}",
    );
    const pump = hammer.report.sentences.find((s) => s.text.includes('+2/+2'));
    expect(JSON.stringify(hammer.card.abilities)).not.toContain('"chosenObject":"object"');
    expect(pump?.compiled).toBe(false);
  });
});
