/**
 * Modal spells however they are worded (700.2): Confluences' "Choose three. You may choose the same mode more than
 * once." (700.2d), spree's "+ {1} — …" modes (702.172a), and the older one-line "Choose one — …; or …".
 */
import { describe, expect, it } from 'vitest';
import { castSpell } from '../src/core/index.js';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const modalOf = (c: ReturnType<typeof compile>) =>
  (c.card.abilities[0] as { resolve?: { modal?: Record<string, unknown> } }).resolve?.modal;

describe('700.2d: "Choose three. You may choose the same mode more than once."', () => {
  const confluence = compile(
    'Test Confluence',
    'Instant',
    'Choose three. You may choose the same mode more than once.\n• Target creature gets +1/+1 until end of turn.\n• Target creature gains flying until end of turn.\n• Draw a card.',
  );
  it('is one modal spell ability: exactly three modes, repeatable', () => {
    expect(confluence.card.abilities).toHaveLength(1);
    expect(modalOf(confluence)).toMatchObject({ min: 3, max: 3, repeatable: true });
  });
  it('the first mode chosen three times gives one target +3/+3 (each mode its own target, 700.2d)', () => {
    const g = new Game().enter(bear, { id: 'bear' }).cast(confluence.card, { modes: [1, 1, 2], targets: ['bear', 'bear', 'bear'] });
    expect(g.pt('bear')).toEqual([4, 4]);
    expect(g.obj('bear').abilities).toContain('Flying');
  });
  it('two modes are refused: it says choose three', () => {
    const g = new Game().enter(bear, { id: 'bear' });
    const r = castSpell(g.state, { card: confluence.card, id: 'c', modes: [1, 2], targets: ['bear', 'bear'] });
    expect(r.ok).toBe(false);
  });
});

describe('702.172a: spree', () => {
  const spree = compile(
    'Test Spree',
    'Instant',
    'Spree (Choose one or more additional costs.)\n+ {1} — Target creature gets +2/+0 until end of turn.\n+ {2} — Target creature gets +0/+3 until end of turn.',
  );
  it('its "+ {cost} — …" modes are one modal spell ability, one or more of them', () => {
    expect(modalOf(spree)).toMatchObject({ min: 1, max: 2 });
  });
  it('both modes chosen: the two targets get their own change', () => {
    const g = new Game()
      .enter(bear, { id: 'a' })
      .enter(bear, { id: 'b' })
      .cast(spree.card, { modes: [1, 2], targets: ['a', 'b'] });
    expect(g.pt('a')).toEqual([4, 2]);
    expect(g.pt('b')).toEqual([2, 5]);
  });
});

describe('the older one-line modal wording (700.2)', () => {
  const old = compile(
    'Test Choice',
    'Sorcery',
    'Choose one — Target creature gets +3/+3 until end of turn; or target creature gets -2/-2 until end of turn.',
  );
  it('reads as "Choose one —" and two modes', () => {
    expect(modalOf(old)).toMatchObject({ min: 1, max: 1 });
    expect(old.report.sentences.every((s) => s.compiled)).toBe(true);
  });
  it('the second mode shrinks its target and leaves the other bear alone', () => {
    const g = new Game()
      .enter(bear, { id: 'a' })
      .enter(bear, { id: 'b' })
      .cast(old.card, { modes: [2], targets: ['a'] });
    expect(g.pt('a')).toEqual([0, 0]);
    expect(g.pt('b')).toEqual([2, 2]);
  });
});
