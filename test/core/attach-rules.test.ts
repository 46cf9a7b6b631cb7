/**
 * 701.3a-b, 301.5, 303.4: only an Aura, Equipment or Fortification on the battlefield becomes
 * attached, and only to a permanent on the battlefield it can be attached to; otherwise the
 * `attach` (or `attachedTo`) is bad input rather than a silent, impossible position.
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

describe('attaching (701.3, 301.5, 303.4)', () => {
  it('701.3a an Aura in a graveyard cannot become attached', () => {
    const ps = problems(
      'battlefield:\n  - Grizzly Bears\n  - { card: Rancor, zone: graveyard }\nevents:\n  - attach: { object: rancor, to: grizzly-bears }\n',
    );
    expect(ps[0]?.message).toMatch(/not on the battlefield \(it is in the graveyard\)/);
  });

  it('303.4 an Aura cannot be attached to a card in a graveyard', () => {
    const ps = problems('battlefield:\n  - { card: Grizzly Bears, zone: graveyard }\n  - { card: Rancor, attachedTo: grizzly-bears }\n');
    expect(ps[0]?.message).toMatch(/in the graveyard/);
  });

  it('301.5 Equipment can be attached only to a creature', () => {
    const ps = problems('battlefield:\n  - Forest\n  - Bonesplitter\nevents:\n  - attach: { object: bonesplitter, to: forest }\n');
    expect(ps[0]?.message).toMatch(/not a creature, so Equipment can't be attached/);
  });

  it('701.3a a permanent that is not an Aura, Equipment or Fortification cannot be attached', () => {
    const ps = problems('battlefield:\n  - Grizzly Bears\n  - Sol Ring\nevents:\n  - attach: { object: sol-ring, to: grizzly-bears }\n');
    expect(ps[0]?.message).toMatch(/not an Aura, Equipment or Fortification/);
  });

  it('301.5 an artifact that is an Equipment only through Bludgeon Brawl can be attached', () => {
    expect(
      problems(
        'battlefield:\n  - Bludgeon Brawl\n  - Grizzly Bears\n  - Sol Ring\nevents:\n  - attach: { object: sol-ring, to: grizzly-bears }\n',
      ),
    ).toEqual([]);
  });
});
