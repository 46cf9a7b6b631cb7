/**
 * Format v1 wrote "target player" as `choices: {player: …}` (its `choices` list names `player`), before target
 * counts were checked (601.2c, 115.1). Such a file still replays and means the same: the chosen player is that
 * target.
 */
import { describe, expect, it } from 'vitest';
import { failures, problems } from './helpers.js';

const board = `battlefield:
  - Grizzly Bears
  - { card: Serra Angel, controller: opponent }
events:
`;

describe('601.2c, 115.1: "target player" given as choices.player', () => {
  it("Sudden Spoiling with choices: {player: opponent} (v1): the opponent's creatures are 0/2 with no abilities, yours are not", () => {
    const f = failures(`${board}  - cast: Sudden Spoiling
    choices: { player: opponent }
  - expect:
      serra-angel: { power: 0, toughness: 2, abilities: [] }
      grizzly-bears: { power: 2, toughness: 2 }
`);
    expect(f).toEqual([]);
  });

  it('the same with targets: [opponent] (the counted form) means the same', () => {
    const f = failures(`${board}  - cast: Sudden Spoiling
    targets: [opponent]
  - expect:
      serra-angel: { power: 0, toughness: 2, abilities: [] }
      grizzly-bears: { power: 2, toughness: 2 }
`);
    expect(f).toEqual([]);
  });

  it('choices.player fills only a "target player" word: Giant Growth with only choices.player still lacks its creature target', () => {
    const p = problems(`${board}  - cast: Giant Growth
    choices: { player: opponent }
`);
    expect(p.map((x) => x.message)).toEqual([expect.stringMatching(/takes 1 target, and 0 are given.*601\.2c/)]);
  });

  it('an activated ability: "{T}: Creatures target player controls get -1/-0 until end of turn." with choices.player', () => {
    const f =
      failures(`${board}  - enter: { id: rod, card: { name: Rod of Weakness, typeLine: Artifact, manaCost: "{2}", oracle: "{T}: Creatures target player controls get -1/-0 until end of turn." } }
  - activate: { object: rod, ability: 1 }
    choices: { player: opponent }
  - expect:
      serra-angel: { power: 3, toughness: 4 }
      grizzly-bears: { power: 2, toughness: 2 }
`);
    expect(f).toEqual([]);
  });
});
