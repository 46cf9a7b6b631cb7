/**
 * A spell or ability put on the stack and resolved later (405, 608): targets chosen as it is put
 * there (601.2c), illegal ones on resolution not affected (608.2b), durations that end before it
 * resolves (611.2b).
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { applyAction, castSpell, resolveTop } from '../../src/core/index.js';
import { loadScenario, replay } from '../../src/scenario/index.js';
import { card, Game } from '../helpers/game.js';

describe('the stack (405, 608)', () => {
  it('608.2: a spell cast with `stack` does nothing until it resolves, then goes to the graveyard (608.2n)', () => {
    const g = new Game().enter('Grizzly Bears');
    const cast = castSpell(g.state, { id: 'gg', card: card('Giant Growth'), targets: ['grizzly-bears'], stack: true });
    if (!cast.ok) throw new Error(cast.error.message);
    g.state = cast.value;
    expect(g.obj('grizzly-bears').power).toBe(2);
    expect(g.obj('gg').zone).toBe('stack');
    const r = resolveTop(g.state);
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.value;
    expect(g.pt('grizzly-bears')).toEqual([5, 5]);
    expect(g.obj('gg').zone).toBe('graveyard');
    expect(g.state.stack).toEqual([]);
  });

  it('608.2b: a target that changed zones is illegal; with no legal target the spell does not resolve', () => {
    const g = new Game().enter('Grizzly Bears');
    const cast = castSpell(g.state, { id: 'gg', card: card('Giant Growth'), targets: ['grizzly-bears'], stack: true });
    if (!cast.ok) throw new Error(cast.error.message);
    g.state = cast.value;
    g.move('grizzly-bears', 'hand').move('grizzly-bears', 'battlefield');
    const r = applyAction(g.state, { kind: 'resolve', id: 'gg' });
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.value;
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    expect(g.obj('gg').zone).toBe('graveyard');
  });

  it('611.2b: Master Thief — its controller is fixed as the trigger goes on the stack; control lost before it resolves, it does nothing', () => {
    const g = new Game().enter('Sol Ring', { controller: 'opponent' }).enter('Master Thief');
    g.activate('master-thief', 1, { trigger: true, targets: ['sol-ring'], stack: 'steal' });
    g.control('master-thief', 'opponent');
    expect(g.obj('sol-ring').controller).toBe('opponent');
    const r = resolveTop(g.state, 'steal');
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.value;
    expect(g.obj('sol-ring').controller).toBe('opponent');
    expect(g.state.effects).toHaveLength(1); // only the plain gainControl of the setup
  });

  it('611.2b: without the control change in between, Master Thief takes the artifact', () => {
    const g = new Game().enter('Sol Ring', { controller: 'opponent' }).enter('Master Thief');
    g.activate('master-thief', 1, { trigger: true, targets: ['sol-ring'], stack: 'steal' });
    const r = resolveTop(g.state);
    if (!r.ok) throw new Error(r.error.message);
    g.state = r.value;
    expect(g.obj('sol-ring').controller).toBe('you');
  });

  it('405.5: only the top object resolves; an empty stack has nothing to resolve', () => {
    const g = new Game().enter('Grizzly Bears').enter('Hill Giant');
    for (const [id, t] of [
      ['a', 'grizzly-bears'],
      ['b', 'hill-giant'],
    ]) {
      const c = castSpell(g.state, { id: id as string, card: card('Giant Growth'), targets: [t as string], stack: true });
      if (!c.ok) throw new Error(c.error.message);
      g.state = c.value;
    }
    const wrong = resolveTop(g.state, 'a');
    expect(!wrong.ok && wrong.error.message).toMatch(/"a" is not on top of the stack: "b" is.*405\.5/);
    const b = resolveTop(g.state, 'b');
    const a = b.ok ? resolveTop(b.value, 'a') : b;
    if (!a.ok) throw new Error(a.error.message);
    const empty = resolveTop(a.value);
    expect(!empty.ok && empty.error.message).toMatch(/the stack is empty/);
  });

  it('the loader: `resolve` naming nothing put on the stack is bad input at its place', () => {
    const text = 'battlefield: [Grizzly Bears]\nevents:\n  - cast: Giant Growth\n    targets: [grizzly-bears]\n  - resolve: giant-growth\n';
    const r = loadScenario(text, 'f.yaml', { cards: { findCard, suggestCards } });
    expect(!r.ok && r.error.problems[0]).toMatchObject({
      line: 5,
      path: 'events[1].resolve',
      message: expect.stringMatching(/nothing named "giant-growth" was put on the stack/),
    });
  });

  it('the loader: `id` on an ability without `stack: true` is bad input', () => {
    const text =
      'battlefield: [Master Thief, Sol Ring]\nevents:\n  - trigger: { object: master-thief, ability: 1 }\n    targets: [sol-ring]\n    id: x\n';
    const r = loadScenario(text, 'f.yaml', { cards: { findCard, suggestCards } });
    expect(!r.ok && r.error.problems[0]?.message).toMatch(/add `stack: true`/);
  });

  it('replayed, `resolve: true` with an empty stack is bad input located at the event', () => {
    const text = 'battlefield: [Grizzly Bears]\nevents:\n  - resolve: true\n';
    const l = loadScenario(text, 'f.yaml', { cards: { findCard, suggestCards } });
    if (!l.ok) throw new Error('load');
    const r = replay(l.value);
    expect(!r.ok && r.error.problems[0]).toMatchObject({ line: 3, message: expect.stringMatching(/stack is empty/) });
  });
});
