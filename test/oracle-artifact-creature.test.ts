/**
 * 205.1b: "Some effects state that an object becomes an 'artifact creature'; these effects also allow the
 * object to retain all of its prior card types and subtypes." — whatever the subject's words say it is.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const vault = cardOf('Vault of Whispers', 'Artifact Land', '({T}: Add {B}.)');
const clue = cardOf('Clue', 'Artifact — Clue', '{2}, Sacrifice this artifact: Draw a card.');

describe('205.1b: Tough Cookie — "target noncreature artifact you control becomes a 4/4 artifact creature"', () => {
  const cookie = compile(
    'Tough Cookie',
    'Artifact Creature — Food Golem',
    'When this creature enters, create a Food token.\n{2}{G}: Until end of turn, target noncreature artifact you control becomes a 4/4 artifact creature.',
    ['2', '2'],
  );
  it('an artifact land stays a land (and keeps its mana ability)', () => {
    const g = new Game()
      .enter(vault)
      .enter(cookie.card)
      .activate('tough-cookie', 2, { targets: ['vault-of-whispers'] });
    const o = g.obj('vault-of-whispers');
    expect([...o.types].sort()).toEqual(['Artifact', 'Creature', 'Land']);
    expect([o.power, o.toughness]).toEqual([4, 4]);
  });
});

describe('205.1b: The Mechanist — "target artifact token you control becomes a 3/1 Construct artifact creature with flying"', () => {
  const mechanist = compile(
    'The Mechanist, Aerial Artisan',
    'Legendary Creature — Human Artificer Ally',
    '{T}: Until end of turn, target artifact token you control becomes a 3/1 Construct artifact creature with flying.',
    ['1', '3'],
  );
  it('a Clue keeps its artifact type Clue and gains the creature type Construct', () => {
    const g = new Game().enter(clue, { token: true }).enter(mechanist.card);
    g.activate('the-mechanist-aerial-artisan', 1, { targets: ['clue'] });
    expect(g.obj('clue').subtypes).toEqual(['Clue', 'Construct']);
    expect(g.obj('clue').abilities).toContain('Flying');
  });
});
