/**
 * Interchangeable effects in the dependency order (src/core/pass/interchangeable.ts, 613.8a): effects of
 * one definition on sources with one record share one trial per pair of classes. The pruned pass must
 * give what the exhaustive reference (every pair tried) gives, trace included, on a board where the
 * classes split: Urborgs under another controller, tapped, next to copies and other Moons.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { evaluate } from '../../src/core/index.js';
import { loadScenario } from '../../src/scenario/index.js';
import { replay } from '../../src/scenario/replay.js';

function replayed(doc: unknown) {
  const loaded = loadScenario(JSON.stringify(doc), 'mixed.json', { cards: { findCard, suggestCards } });
  if (!loaded.ok) throw new Error(loaded.error.message);
  const r = replay(loaded.value);
  if (!r.ok) throw new Error(r.error.message);
  return r.value.state;
}

const urborg = 'Urborg, Tomb of Yawgmoth';

/** Urborgs, Blood Moons and their look-alikes; `moons: false` leaves the Moons out. */
function mixed(n: number, moons = true) {
  return {
    battlefield: [
      ...Array.from({ length: n }, () => urborg),
      { card: urborg, controller: 'opponent' },
      { card: urborg, tapped: true },
      'Yavimaya, Cradle of Growth',
      'Prismatic Omen',
      { card: 'Prismatic Omen', controller: 'opponent' },
      ...(moons ? Array.from({ length: n }, () => 'Blood Moon') : []),
      ...(moons ? [{ card: 'Copy Enchantment', choices: { copyOf: 'blood-moon' } }, 'Magus of the Moon'] : []),
      'Opalescence',
      'Forest',
      'Grizzly Bears',
    ],
  };
}

describe('interchangeable effects: pruned == exhaustive (613.8a, 613.7)', () => {
  it('Urborgs and Blood Moons with a copy, another controller, a tapped Urborg, Yavimaya and Opalescence', () => {
    const state = replayed(mixed(6));
    const pruned = evaluate(state);
    expect(JSON.stringify(pruned)).toBe(JSON.stringify(evaluate(state, { exhaustive: true })));
    expect(JSON.stringify(evaluate(state, { trace: false }))).toBe(JSON.stringify(evaluate(state, { exhaustive: true, trace: false })));
    // 613.8a: every Moon, the copy and the Magus included, takes the Urborgs' and Yavimaya's abilities away (305.7).
    expect(pruned.objects['urborg-tomb-of-yawgmoth-7']?.subtypes).toEqual(['Mountain']);
    // A basic Forest keeps its type under the Moons; your Prismatic Omen makes it every basic land type.
    expect(pruned.objects.forest?.subtypes).toEqual(expect.arrayContaining(['Forest', 'Plains', 'Island', 'Swamp', 'Mountain']));
    // Opalescence makes the Moons 4/4 creatures (layer 4 then 7b), the copy too (it is a Blood Moon, 707.2).
    expect(pruned.objects['copy-enchantment']?.name).toBe('Blood Moon');
    expect(pruned.objects['copy-enchantment']?.power).toBe(3);
  });

  it('without Moons the Urborgs, Yavimaya and Prismatic Omens apply: each land a Swamp and a Forest, yours every basic land type', () => {
    const state = replayed(mixed(5, false));
    const pruned = evaluate(state);
    expect(JSON.stringify(pruned)).toBe(JSON.stringify(evaluate(state, { exhaustive: true })));
    expect(pruned.objects.forest?.subtypes).toEqual(expect.arrayContaining(['Forest', 'Swamp', 'Plains', 'Island', 'Mountain']));
    expect(pruned.objects['urborg-tomb-of-yawgmoth-6']?.subtypes).toEqual(expect.arrayContaining(['Swamp', 'Forest']));
  });
});
