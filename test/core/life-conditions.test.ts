/**
 * 102.2, 102.3, 611.3a: "as long as an opponent has 10 or less life" (Bloodghast) is true when
 * any one opponent's life total is 10 or less, not only the first opponent's; with no
 * opponent at all it is false.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { loadScenario, replay } from '../../src/scenario/index.js';

const cards = { findCard, suggestCards };

function passes(text: string): boolean[] {
  const l = loadScenario(text, 'case.yaml', { cards });
  if (!l.ok) throw new Error(l.error.problems.map((p) => p.message).join('\n'));
  const r = replay(l.value);
  if (!r.ok) throw new Error(r.error.problems.map((p) => p.message).join('\n'));
  return r.value.checkpoints.flatMap((c) => c.results.map((x) => x.pass));
}

describe('life-total conditions over several players (102.2, 611.3a)', () => {
  it('611.3a Bloodghast has haste when the second opponent is at 10 life', () => {
    const text =
      'players: [you, opponent, third]\nlife: { third: 10 }\nbattlefield:\n  - Bloodghast\nevents:\n  - expect:\n      bloodghast: { has: [Haste] }\n';
    expect(passes(text)).toEqual([true]);
  });

  it('102.3 with no opponent, "an opponent has 10 or less life" is false', () => {
    const text =
      'players: [you]\nlife: { you: 3 }\nbattlefield:\n  - Bloodghast\nevents:\n  - expect:\n      bloodghast: { lacks: [Haste] }\n';
    expect(passes(text)).toEqual([true]);
  });

  it('611.3a your own life total does not count for Bloodghast', () => {
    const text = 'life: { you: 2 }\nbattlefield:\n  - Bloodghast\nevents:\n  - expect:\n      bloodghast: { lacks: [Haste] }\n';
    expect(passes(text)).toEqual([true]);
  });

  it('102.2 "as long as an opponent has one or fewer cards in hand" reads each opponent, not their sum', () => {
    const text = [
      'players: [you, opponent, third]',
      'battlefield:',
      '  - { card: Grizzly Bears, zone: hand, controller: opponent }',
      '  - { card: Hill Giant, zone: hand, controller: opponent }',
      '  - card:',
      '      name: Hand Watcher',
      '      typeLine: Creature — Spirit',
      '      power: 1',
      '      toughness: 1',
      '      abilities:',
      '        - kind: static',
      '          text: This creature has flying as long as an opponent has one or fewer cards in hand.',
      '          effects:',
      '            - affects: { self: true }',
      '              ops: [{ op: addAbilities, abilities: [{ kind: keyword, text: Flying, keyword: Flying }] }]',
      "              condition: { compare: [{ handSize: opponent }, '<=', 1] }",
      'events:',
      '  - expect:',
      '      hand-watcher: { has: [Flying] }',
      '',
    ].join('\n');
    expect(passes(text)).toEqual([true]);
  });
});
