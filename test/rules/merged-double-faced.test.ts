/**
 * 730.2i: a merged permanent isn't double-faced, but transforming it turns each of its double-faced components
 * to its other face; 702.140e: it has all the abilities of its components (of the faces they show); 730.2j: a
 * face-up merged permanent that contains a double-faced component can't be turned face down.
 */
import { describe, expect, it } from 'vitest';
import { failures, problems } from './helpers.js';

// Delver of Secrets // Insectile Aberration (712), written inline.
const delver =
  '{ name: Delver of Secrets, typeLine: Creature — Human Wizard, manaCost: "{U}", power: 1, toughness: 1, oracle: "At the beginning of your upkeep, look at the top card of your library.", backFace: { name: Insectile Aberration, typeLine: Creature — Human Insect, power: 3, toughness: 2, oracle: Flying } }';
const beast = '{ name: Mutant Beast, typeLine: Creature — Beast, manaCost: "{3}{G}", power: 5, toughness: 5, oracle: Trample }';

describe('730.2i, 702.140e: transforming a merged permanent turns its double-faced components', () => {
  it("730.2i: a Beast mutated onto Delver: transforming gives the permanent Insectile Aberration's Flying (the Beast stays on top)", () => {
    const f = failures(`battlefield:
  - { id: delver, card: ${delver} }
events:
  - mutate: { card: ${beast}, onto: delver }
  - expect:
      delver: { name: Mutant Beast, power: 5, toughness: 5, has: [Trample], lacks: [Flying] }
  - transform: delver
  - expect:
      delver: { name: Mutant Beast, power: 5, toughness: 5, has: [Trample, Flying] }
  - transform: delver
  - expect:
      delver: { lacks: [Flying] }
`);
    expect(f).toEqual([]);
  });

  it('730.2i: mutated under the Beast, Delver on top shows its back face once transformed: a 3/2 Insectile Aberration', () => {
    const f = failures(`battlefield:
  - { id: delver, card: ${delver} }
events:
  - mutate: { card: ${beast}, onto: delver, under: true }
  - transform: delver
  - expect:
      delver: { name: Insectile Aberration, power: 3, toughness: 2, subtypes: [Human, Insect], has: [Flying, Trample] }
`);
    expect(f).toEqual([]);
  });

  it("730.2i: a merged permanent with no double-faced component can't transform (bad input naming the rule)", () => {
    const p = problems(`battlefield: [Grizzly Bears]
events:
  - mutate: { card: ${beast}, onto: grizzly-bears }
  - transform: grizzly-bears
`);
    expect(p.map((x) => x.message)).toEqual([expect.stringMatching(/merged permanent with no double-faced component.*730\.2i/)]);
  });

  it("730.2j: a face-up merged permanent with a double-faced component can't be turned face down; one without can", () => {
    const f = failures(`battlefield:
  - { id: delver, card: ${delver} }
  - Grizzly Bears
events:
  - mutate: { card: ${beast}, onto: delver }
  - mutate: { card: ${beast}, onto: grizzly-bears }
  - turnFaceDown: delver
  - turnFaceDown: grizzly-bears
  - expect:
      delver: { faceDown: false, name: Mutant Beast, power: 5 }
      grizzly-bears: { faceDown: true, name: null, power: 2 }
`);
    expect(f).toEqual([]);
  });
});
