/**
 * 700.2, 702.42a: Grab the Reins is "Choose one —" with Entwine: one mode, or both when
 * entwined. Its first mode gives control and haste until end of turn (613.1b, 613.1f, 514.2).
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { loadScenario, type Problem, replay } from '../../src/scenario/index.js';

const cards = { findCard, suggestCards };

function run(text: string): { problems: Problem[]; results: { field: string; pass: boolean }[] } {
  const l = loadScenario(text, 'case.yaml', { cards });
  if (!l.ok) return { problems: l.error.problems, results: [] };
  const r = replay(l.value);
  if (!r.ok) return { problems: r.error.problems, results: [] };
  return { problems: [], results: r.value.checkpoints.flatMap((c) => c.results) };
}

const BOARD = 'battlefield:\n  - { card: Serra Angel, controller: opponent }\n  - Grizzly Bears\nevents:\n';

describe('Grab the Reins: modes and entwine (700.2, 702.42a)', () => {
  it('700.2 Grab the Reins is modal: mode 1 takes control and grants haste until end of turn', () => {
    const r = run(
      `${BOARD}  - cast: Grab the Reins\n    modes: [1]\n    targets: [serra-angel]\n  - expect:\n      serra-angel: { controller: you, has: [Haste] }\n  - endTurn: true\n  - expect:\n      serra-angel: { controller: opponent }\n`,
    );
    expect(r.problems).toEqual([]);
    expect(r.results.every((x) => x.pass)).toBe(true);
  });

  it('702.42a entwined, both modes are chosen and each reads its own target', () => {
    const r = run(
      `${BOARD}  - cast: Grab the Reins\n    modes: [1, 2]\n    targets: [serra-angel, grizzly-bears]\n  - expect:\n      serra-angel: { controller: you }\n`,
    );
    expect(r.problems).toEqual([]);
    expect(r.results.every((x) => x.pass)).toBe(true);
  });

  it('700.2 without modes it is bad input that lists the modes', () => {
    const r = run(`${BOARD}  - cast: Grab the Reins\n    targets: [serra-angel]\n`);
    expect(r.problems[0]?.message).toMatch(/is modal: choose exactly one, or both when entwined/);
  });
});
