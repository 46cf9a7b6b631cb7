/**
 * "If <cond>, instead <one-shot>, …, and you have no maximum hand size for the rest of the game"
 * (src/oracle/grammar/sentences/resolving/instead-list.ts): the player effect applies only if the condition holds as the
 * spell resolves (608.2c); 402.2 — no maximum hand size; the one-shot clauses are listed on their own.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const finaleText =
  'Draw X cards. If X is 10 or more, instead shuffle your graveyard into your library, draw X cards, untap up to five lands, and you have no maximum hand size for the rest of the game.\nExile Finale of Revelation.';
const finale = cardOf('Finale of Revelation', 'Sorcery', finaleText);
const revivalText =
  "As an additional cost to cast this spell, you may waterbend {6}.\nDraw two cards. If this spell's additional cost was paid, instead shuffle your graveyard into your library, draw seven cards, and you have no maximum hand size for the rest of the game.\nExile Spirit Water Revival.";
const revival = cardOf('Spirit Water Revival', 'Sorcery', revivalText);

describe('Finale of Revelation (608.2c, 402.2: X chosen as it was cast)', () => {
  it('X = 10: no maximum hand size, for the rest of the game', () => {
    const g = new Game().cast(finale, { choices: { x: 10 } });
    expect(g.result().players.you?.maxHandSize).toBeNull();
    g.endTurn().endTurn();
    expect(g.result().players.you?.maxHandSize).toBeNull();
    expect(g.result().players.opponent?.maxHandSize).toBe(7);
  });
  it('X = 9: the maximum hand size stays seven', () => {
    const g = new Game().cast(finale, { choices: { x: 9 } });
    expect(g.result().players.you?.maxHandSize).toBe(7);
  });
  it('the shuffle, draw and untap are listed on their own, not continuous', () => {
    const r = compile('Finale of Revelation', 'Sorcery', finaleText).report.sentences;
    const listed = r.find((s) => s.text.startsWith('shuffle your graveyard'));
    expect(listed?.continuous).toBe(false);
    expect(r.filter((s) => s.continuous).every((s) => s.compiled)).toBe(true);
  });
});

describe("Spirit Water Revival (608.2c: this spell's additional cost)", () => {
  it('paid: no maximum hand size', () => {
    const g = new Game().cast(revival, { choices: { paid: ['additional'] } });
    expect(g.result().players.you?.maxHandSize).toBeNull();
  });
  it('not paid: seven', () => {
    const g = new Game().cast(revival);
    expect(g.result().players.you?.maxHandSize).toBe(7);
  });
});
