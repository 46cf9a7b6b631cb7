// Issue #28: bad input through the API is a Result error naming the argument, never a TypeError;
// the root entry's loadScenario finds cards in the bundled catalog when no source is given.
import { describe, expect, it } from 'vitest';
import { evaluate, loadScenario, replay } from '../src/index.js';
import { loadScenario as loadBare } from '../src/scenario/index.js';

const HUMILITY = 'battlefield: [Humility, Opalescence]\n';

describe('loadScenario arguments (issue #28)', () => {
  it('the root loadScenario without options reads catalog cards: Humility and Opalescence (613.1d, 613.4b) load', () => {
    const r = loadScenario(HUMILITY, 'x.yaml');
    if (!r.ok) throw new Error(r.error.problems[0]?.message);
    const played = replay(r.value);
    if (!played.ok) throw new Error('replay failed');
    const objects = Object.values(evaluate(played.value.state, { trace: false }).objects);
    // Opalescence (later) makes Humility a 4/4 creature in 7b after Humility's own 1/1 (613.4b, 613.7).
    const humility = objects.find((o) => o.name === 'Humility');
    expect([humility?.power, humility?.toughness]).toEqual([4, 4]);
  });

  it.each([
    ['no options', [HUMILITY, 'x.yaml', undefined], /options\.cards/],
    ['null options', [HUMILITY, 'x.yaml', null], /options\.cards/],
    ['a source without suggestCards', [HUMILITY, 'x.yaml', { cards: { findCard: () => undefined } }], /options\.cards/],
    ['text not a string', [42, 'x.yaml', undefined], /text must be a string, not number/],
    ['file not a string', [HUMILITY, null, undefined], /file name must be a string, not null/],
  ])('mtg-layers/scenario with %s gives a located error, not a TypeError', (_, args, message) => {
    const call = loadBare as unknown as (...a: unknown[]) => ReturnType<typeof loadBare>;
    const r = call(...(args as unknown[]));
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expect(r.error.problems[0]?.message).toMatch(message);
      expect(r.error.problems[0]?.line).toBe(1);
    }
  });
});
