/**
 * 701.40g, 701.58g: "If a manifested/cloaked permanent that's represented by an instant or sorcery card would
 * turn face up, its controller reveals it and leaves it face down."
 */
import { describe, expect, it } from 'vitest';
import { check, failures } from './helpers.js';

const bolt = '{ name: Lightning Bolt, typeLine: Instant, manaCost: "{R}", oracle: "Lightning Bolt deals 3 damage to any target." }';
const bears = '{ name: Runeclaw Bear, typeLine: Creature — Bear, manaCost: "{1}{G}", power: 2, toughness: 2 }';

describe('701.58g, 701.40g: a face-down instant or sorcery stays face down', () => {
  it('701.58g: a cloaked Lightning Bolt that would turn face up stays a face-down 2/2 with ward {2}', () => {
    const f = failures(`battlefield:
  - { id: bolt, card: ${bolt}, faceDown: true, cloaked: true }
events:
  - turnFaceUp: bolt
  - expect:
      bolt: { faceDown: true, name: null, types: [Creature], power: 2, toughness: 2, has: ["Ward {2}"] }
`);
    expect(f).toEqual([]);
  });

  it('701.40g: a manifested sorcery stays a face-down 2/2 with no name; it keeps its timestamp (no 613.7f)', () => {
    const r = check(`battlefield:
  - { id: tide, faceDown: true, card: { name: Sorcerous Tide, typeLine: Sorcery, manaCost: "{U}", oracle: "Draw a card." } }
events:
  - turnFaceUp: tide
  - expect:
      tide: { faceDown: true, name: null, types: [Creature], power: 2, toughness: 2, timestamp: 1 }
`);
    expect(r.filter((x) => !x.pass).map((x) => `${x.field}: ${JSON.stringify(x.actual)}`)).toEqual([]);
  });

  it('a face-down creature card (manifested or cloaked) still turns face up, with a new timestamp (613.7f)', () => {
    const f = failures(`battlefield:
  - { id: bear, card: ${bears}, faceDown: true, cloaked: true }
events:
  - turnFaceUp: bear
  - expect:
      bear: { faceDown: false, name: Runeclaw Bear, power: 2, toughness: 2, lacks: ["Ward {2}"], timestamp: 2 }
`);
    expect(f).toEqual([]);
  });
});
