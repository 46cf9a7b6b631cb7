/**
 * Issue #9, item 6: a card name the catalog doesn't know, or an action of no known kind, is an
 * error as a value from the core, never a TypeError (JavaScript callers and data read from elsewhere);
 * emptyState validates its players.
 */
import { describe, expect, it } from 'vitest';
import {
  type Action,
  applyAction,
  castSpell,
  createEvaluator,
  declareCombat,
  emptyState,
  enterObjects,
  findCard,
  gainControl,
  loadScenario,
  moveObject,
  toScenario,
} from '../../src/index.js';

describe('misuse of the core API gives errors as values', () => {
  it('entering a card findCard did not find is refused, naming the object', () => {
    const r = enterObjects(emptyState(), [{ id: 'a', card: findCard('Grizzly Baers') as never }]);
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error).toMatchObject({ code: 'unknown-card', path: [0, 'card'], message: expect.stringMatching(/"a" has no card/) });
  });

  it('casting a spell with no card is refused', () => {
    const r = castSpell(emptyState(), { id: 'g', card: undefined as never, controller: 'you' });
    expect(r).toMatchObject({ ok: false, error: { code: 'unknown-card', path: ['card'] } });
  });

  it('an evaluator refuses an action of no known kind, and stays as it was', () => {
    const ev = createEvaluator(emptyState());
    expect(ev.apply({ kind: 'nope' } as unknown as Action)).toEqual({
      ok: false,
      error: { code: 'unknown-action', message: 'unknown action "nope"' },
    });
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

  it('one result shape: every kind of error carries a code an engine can branch on (issue #9, item 6)', () => {
    const bears = findCard('Grizzly Bears');
    const entered = enterObjects(emptyState(), [{ id: 'b', card: bears as never }]);
    if (!entered.ok) throw new Error(entered.error.message);
    const s = entered.value;
    const code = (r: { ok: boolean; error?: { code: string } }) => (r.ok ? 'ok' : r.error?.code);
    expect(code(moveObject(s, 'nobody', 'graveyard'))).toBe('unknown-object');
    expect(code(gainControl(s, 'b', 'mallory'))).toBe('unknown-player');
    expect(code(enterObjects(s, [{ id: 'b', card: bears as never }]))).toBe('duplicate-id');
    // 108.4a: a card in a graveyard has no controller to change.
    const dead = moveObject(s, 'b', 'graveyard');
    expect(dead.ok && code(gainControl(dead.value, 'b', 'opponent'))).toBe('illegal-action');
    // 508.1a: only the active player's creatures attack; the opponent's bears can't.
    const theirs = enterObjects(s, [{ id: 'o', card: bears as never, controller: 'opponent' }]);
    expect(theirs.ok && declareCombat(theirs.value, 'attack', ['o'])).toMatchObject({
      ok: false,
      error: { code: 'illegal-action', path: [0] },
    });
    // 700.2: a modal spell needs its modes.
    const modal = findCard("Sarkhan's Resolve");
    expect(applyAction(s, { kind: 'cast', spec: { id: 'm', card: modal as never } })).toMatchObject({
      ok: false,
      error: { code: 'bad-choice' },
    });
    // The scenario loader: the same shape, with every located problem.
    const loaded = loadScenario('battlefield: [Grizzly Baers]\n', 'x.yaml', { cards: { findCard, suggestCards: () => [] } });
    expect(loaded).toMatchObject({ ok: false, error: { code: 'invalid-input', problems: [{ file: 'x.yaml', line: 1 }] } });
    expect(!loaded.ok && loaded.error.message).toMatch(/^x\.yaml:1:\d+: /);
    // A position the format can't write down: Giant Growth's effect lasts after the spell is gone (611.2).
    const grown = castSpell(s, { id: 'gg', card: findCard('Giant Growth') as never, targets: ['b'] });
    expect(grown.ok && code(toScenario(grown.value))).toBe('not-representable');
  });
});
