/**
 * 702.73a changeling, 205.3m: an object that is every creature type has each of them. The JSON output's
 * `subtypes` lists them all; in an expectation, "(every creature type)" — what the table prints — stands for
 * all of them, beside the object's other subtypes.
 */
import { describe, expect, it } from 'vitest';
import { check } from './helpers.js';

const shapeshifter = `battlefield:
  - { id: ch, card: { name: Chameleon Colossus, typeLine: Creature — Shapeshifter, manaCost: "{2}{G}{G}", power: 4, toughness: 4, oracle: "Changeling (This card is every creature type.)" } }
  - Grizzly Bears
events:
  - expect:
`;

describe('702.73a: "(every creature type)" in an expected subtypes list', () => {
  it('a changeling matches ["(every creature type)"] (Shapeshifter is one of them)', () => {
    const r = check(`${shapeshifter}      ch: { subtypes: ["(every creature type)"] }\n`);
    expect(r.map((x) => x.pass)).toEqual([true]);
  });

  it('a plain Bear does not match it, nor does the changeling match [Shapeshifter] alone', () => {
    const r = check(
      `${shapeshifter}      grizzly-bears: { subtypes: ["(every creature type)"] }\n      ch: { subtypes: [Shapeshifter] }\n`,
    );
    expect(r.map((x) => x.pass)).toEqual([false, false]);
  });

  it('non-creature subtypes are listed beside it: Mistform-like land creature with Forest', () => {
    const r = check(`battlefield:
  - { id: x, card: { name: Shifting Grove, typeLine: Land Creature — Forest, power: 1, toughness: 1, oracle: "Changeling" } }
events:
  - expect:
      x: { subtypes: ["(every creature type)", Forest] }
  - expect:
      x: { subtypes: ["(every creature type)"] }
`);
    expect(r.map((x) => x.pass)).toEqual([true, false]);
  });
});
