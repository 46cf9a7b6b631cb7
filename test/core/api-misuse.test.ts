/**
 * Issue #9, item 6: a card name the catalog doesn't know, or an action of no known kind, is an
 * error as a value from the core, never a TypeError (JavaScript callers and data read from elsewhere);
 * emptyState validates its players.
 */
import { describe, expect, it } from 'vitest';
import { type Action, castSpell, createEvaluator, emptyState, enterObjects, findCard } from '../../src/index.js';

describe('misuse of the core API gives errors as values', () => {
  it('entering a card findCard did not find is refused, naming the object', () => {
    const r = enterObjects(emptyState(), [{ id: 'a', card: findCard('Grizzly Baers') as never }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(/"a" has no card/);
  });

  it('casting a spell with no card is refused', () => {
    const r = castSpell(emptyState(), { id: 'g', card: undefined as never, controller: 'you' });
    expect(r).toMatchObject({ ok: false });
  });

  it('an evaluator refuses an action of no known kind, and stays as it was', () => {
    const ev = createEvaluator(emptyState());
    expect(ev.apply({ kind: 'nope' } as unknown as Action)).toEqual({ ok: false, error: 'unknown action "nope"' });
    expect(ev.result().objects).toEqual({});
  });

  it('emptyState refuses players no game can have (102.1), saying what is wrong', () => {
    expect(() => emptyState([])).toThrow(/at least one player/);
    expect(() => emptyState(['a', 'a'])).toThrow(/"a" is listed twice/);
    expect(() => emptyState(['a', 'b'], 'c')).toThrow(/active player "c"/);
    expect(() => emptyState(['a', 'b'], 'a', 20, { c: 3 })).toThrow(/"c", who is not one of the players/);
    expect(() => emptyState(['a', 'b'], 'a', Number.NaN)).toThrow(/whole number/);
    expect(emptyState(['a', 'b'], 'b', 30, { a: 12 }).players).toEqual([
      { id: 'a', life: 12 },
      { id: 'b', life: 30 },
    ]);
  });
});
