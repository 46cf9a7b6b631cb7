/**
 * "If this creature was kicked, it enters with two +1/+1 counters on it" (Academy Drake): a
 * replacement effect (614.1c) that applies only if the kicker cost was paid (702.33d), read from
 * `choices.paid` — which the scenario format accepts too.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { loadScenario } from '../src/scenario/index.js';
import { Game } from './helpers/game.js';
import { abilities, cardOf } from './oracle/helpers.js';

const TEXT = 'Kicker {4}\nFlying\nIf this creature was kicked, it enters with two +1/+1 counters on it.';

describe('kicked, it enters with counters (702.33d, 614.1c)', () => {
  it('compiles to counters it enters with only if kicker was paid', () => {
    const a = abilities('Academy Drake', 'Creature — Drake', TEXT, ['2', '2'])[2];
    expect(a).toMatchObject({ kind: 'replacement', asEnters: { counters: { '+1/+1': 2 }, countersIfPaid: 'kicker' } });
  });

  it('kicked: 4/4 with two +1/+1 counters; not kicked: 2/2', () => {
    const drake = cardOf('Academy Drake', 'Creature — Drake', TEXT, ['2', '2']);
    const g = new Game().enter(drake, { id: 'kicked', choices: { paid: ['kicker'] } }).enter(drake, { id: 'plain' });
    expect(g.pt('kicked')).toEqual([4, 4]);
    expect(g.obj('kicked').counters).toEqual({ '+1/+1': 2 });
    expect(g.pt('plain')).toEqual([2, 2]);
  });

  it('a scenario names the costs paid in choices.paid, and a misspelt one is located bad input', () => {
    const ok = loadScenario('battlefield:\n  - { card: Grizzly Bears, choices: { paid: [kicker, gift] } }\n', 'a.yaml', {
      cards: { findCard, suggestCards },
    });
    expect(ok.ok).toBe(true);
    const bad = loadScenario('battlefield:\n  - { card: Grizzly Bears, choices: { paid: [kickr] } }\n', 'b.yaml', {
      cards: { findCard, suggestCards },
    });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(JSON.stringify(bad)).toContain('paid');
  });
});
