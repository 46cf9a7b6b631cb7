/**
 * 707.2, 614.12: "You may have this creature enter as a copy of any creature on the
 * battlefield" chooses among permanents on the battlefield that the ability allows. A card
 * in a graveyard, a noncreature (for Clone), a phased-out permanent or the entering object
 * itself can't be chosen; the scenario is then bad input, located at `choices.copyOf`.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { loadScenario, type Problem, replay } from '../../src/scenario/index.js';

const cards = { findCard, suggestCards };

function problems(text: string): Problem[] {
  const l = loadScenario(text, 'case.yaml', { cards });
  if (!l.ok) return l.error.problems;
  const r = replay(l.value);
  return r.ok ? [] : r.error.problems;
}

describe('enter as a copy: what may be chosen (707.2, 614.12)', () => {
  it('707.2 Clone cannot copy a noncreature permanent (Glorious Anthem)', () => {
    const ps = problems('battlefield:\n  - Glorious Anthem\n  - { card: Clone, choices: { copyOf: glorious-anthem } }\n');
    expect(ps.map((p) => [p.path, p.line])).toEqual([['battlefield[1].choices.copyOf', 3]]);
    expect(ps[0]?.message).toMatch(/can't enter as a copy of "glorious-anthem"/);
  });

  it('707.2 Clone cannot copy a creature card in a graveyard', () => {
    const ps = problems(
      'battlefield:\n  - { card: Grizzly Bears, zone: graveyard }\n  - { card: Clone, choices: { copyOf: grizzly-bears } }\n',
    );
    expect(ps.map((p) => p.path)).toEqual(['battlefield[1].choices.copyOf']);
    expect(ps[0]?.message).toMatch(/not on the battlefield \(it is in the graveyard\)/);
  });

  it('702.26b a phased-out creature cannot be chosen', () => {
    const ps = problems(
      'battlefield:\n  - { card: Grizzly Bears, phasedOut: true }\n  - { card: Clone, choices: { copyOf: grizzly-bears } }\n',
    );
    expect(ps[0]?.message).toMatch(/phased out/);
  });

  it('614.12 an object cannot enter as a copy of itself', () => {
    const ps = problems('battlefield:\n  - { card: Clone, choices: { copyOf: clone } }\n');
    expect(ps[0]?.message).toMatch(/can't copy itself/);
  });

  it('707.2 Phyrexian Metamorph may copy a noncreature artifact; Copy Enchantment an enchantment', () => {
    expect(problems('battlefield:\n  - Sol Ring\n  - { card: Phyrexian Metamorph, choices: { copyOf: sol-ring } }\n')).toEqual([]);
    expect(problems('battlefield:\n  - Crusade\n  - { card: Copy Enchantment, choices: { copyOf: crusade } }\n')).toEqual([]);
    expect(problems('battlefield:\n  - Grizzly Bears\n  - { card: Copy Enchantment, choices: { copyOf: grizzly-bears } }\n')).toHaveLength(
      1,
    );
  });

  it('613.1a a Clone that copied a creature that later stops being one stays a copy', () => {
    const ps = problems(
      'battlefield:\n  - Grizzly Bears\n  - { card: Clone, choices: { copyOf: grizzly-bears } }\nevents:\n  - move: { object: grizzly-bears, to: graveyard }\n',
    );
    expect(ps).toEqual([]);
  });

  it('707.2 Cytoshape cannot choose a legendary creature ("Choose a nonlegendary creature on the battlefield")', () => {
    const ps = problems(
      'battlefield:\n  - Grizzly Bears\n  - Ashaya, Soul of the Wild\nevents:\n  - cast: Cytoshape\n    targets: [grizzly-bears]\n    choices: { copyOf: ashaya-soul-of-the-wild }\n',
    );
    expect(ps.map((p) => [p.path, p.line])).toEqual([['events[0].choices.copyOf', 7]]);
  });

  it('707.2 Cytoshape cannot choose a creature card in a graveyard', () => {
    const ps = problems(
      'battlefield:\n  - Grizzly Bears\n  - { card: Hill Giant, zone: graveyard }\nevents:\n  - cast: Cytoshape\n    targets: [grizzly-bears]\n    choices: { copyOf: hill-giant }\n',
    );
    expect(ps[0]?.message).toMatch(/in the graveyard/);
  });
});
