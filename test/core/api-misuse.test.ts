/**
 * Issue #9, item 6: a card name the catalog doesn't know, or an action of no known kind, is an
 * error as a value from the core, never a TypeError (JavaScript callers and data read from elsewhere).
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
});
