/** Compiled player abilities, players' hand sizes and abilities of spells you cast (grammar/predicates/players.ts), evaluated. */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { abilities, cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('player abilities (613.10)', () => {
  it('702.16k (Absolute Virtue): "You have protection from each of your opponents"', () => {
    const virtue = cardOf(
      'Absolute Virtue',
      'Legendary Creature — Avatar Warrior',
      "This spell can't be countered.\nFlying\nYou have protection from each of your opponents.",
      ['8', '8'],
    );
    const g = new Game().enter(virtue);
    expect(g.result().players.you?.abilities).toEqual(['Protection from each of your opponents']);
    expect(g.result().players.opponent?.abilities).toEqual([]);
  });

  it('702.16j (The One Ring): "you gain protection from everything until your next turn"', () => {
    const text =
      'Indestructible\nWhen The One Ring enters, if you cast it, you gain protection from everything until your next turn.\nAt the beginning of your upkeep, you lose 1 life for each burden counter on The One Ring.';
    const ring = cardOf('The One Ring', 'Legendary Artifact', text);
    expect(abilities('The One Ring', 'Legendary Artifact', text)[1]).toMatchObject({
      resolve: {
        effects: [
          {
            affects: { players: 'you' },
            ops: [{ op: 'playerAbility', abilities: ['Protection from everything'] }],
            duration: 'untilYourNextTurn',
          },
        ],
      },
    });
    const g = new Game().enter(ring).activate('the-one-ring', 2, { trigger: true });
    expect(g.result().players.you?.abilities).toEqual(['Protection from everything']);
    g.endTurn();
    expect(g.result().players.you?.abilities).toEqual(['Protection from everything']);
    g.endTurn();
    expect(g.result().players.you?.abilities).toEqual([]);
  });
});

describe('hand sizes (402.2)', () => {
  it('Cursed Rack: "The chosen player\'s maximum hand size is four" (choices.player, 614.12)', () => {
    const rack = cardOf(
      'Cursed Rack',
      'Artifact',
      "As this artifact enters, choose an opponent.\nThe chosen player's maximum hand size is four.",
    );
    const g = new Game().enter(rack, { choices: { player: 'opponent' } });
    expect(g.result().players.opponent?.maxHandSize).toBe(4);
    expect(g.result().players.you?.maxHandSize).toBe(7);
  });

  it('Wisdom of Ages: "You have no maximum hand size for the rest of the game" (a resolved effect that never ends)', () => {
    const wisdom = cardOf(
      'Wisdom of Ages',
      'Sorcery',
      'Return all instant and sorcery cards from your graveyard to your hand. You have no maximum hand size for the rest of the game. Exile Wisdom of Ages.',
    );
    const g = new Game().cast(wisdom);
    expect(g.result().players.you?.maxHandSize).toBeNull();
    g.endTurn().endTurn();
    expect(g.result().players.you?.maxHandSize).toBeNull();
  });
});

describe('abilities of spells you cast (601.2, 113.1a)', () => {
  it('Eirdu, Carrier of Dawn: "Creature spells you cast have convoke" — creature spells on the stack you control', () => {
    const eirdu = cardOf(
      'Eirdu, Carrier of Dawn',
      'Legendary Creature — Elemental God',
      'Flying, lifelink\nCreature spells you cast have convoke.',
      ['5', '5'],
    );
    expect(
      abilities('Eirdu, Carrier of Dawn', 'Legendary Creature — Elemental God', 'Creature spells you cast have convoke.')[0],
    ).toMatchObject({
      effects: [{ affects: { all: { and: [{ type: 'Creature' }, { controller: 'you' }] }, zones: ['stack'] } }],
    });
    const g = new Game()
      .enter(eirdu)
      .enter(bear, { id: 'spell', zone: 'stack' })
      .enter(bear, { id: 'theirs', zone: 'stack', controller: 'opponent' })
      .enter(bear, { id: 'in-hand', zone: 'hand' })
      .enter(bear);
    expect(g.obj('spell').abilities).toContain('Convoke');
    expect(g.obj('theirs').abilities).not.toContain('Convoke');
    expect(g.obj('in-hand').abilities).not.toContain('Convoke');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Convoke');
  });

  it('"… spells you cast from your hand have cascade" is not read: where a spell was cast from is not in the model', () => {
    expect(
      abilities('Wildsear, Scouring Maw', 'Legendary Creature — Elemental', 'Enchantment spells you cast from your hand have cascade.')[0],
    ).toMatchObject({ kind: 'text' });
  });
});
