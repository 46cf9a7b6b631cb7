/** Removing counters as an ability resolves (122.8), "create that many" after "any number of", and the created tokens' abilities written after them (111.4). */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { abilities, cardOf } from './oracle/helpers.js';

const tetravusText =
  'Flying\nTetravus enters the battlefield with three +1/+1 counters on it.\nAt the beginning of your upkeep, you may remove any number of +1/+1 counters from Tetravus. If you do, create that many 1/1 colorless Tetravite artifact creature tokens. They each have flying and "This creature can\'t be enchanted."';

describe('122.8: "remove … counters from …" as it resolves', () => {
  it('Tetravus: "any number of" is the chosen X; "create that many" makes X tokens; "They each have flying and …" are their abilities (111.4)', () => {
    const [, , upkeep] = abilities('Tetravus', 'Artifact Creature — Construct', tetravusText, ['1', '1']);
    expect(upkeep).toMatchObject({
      kind: 'triggered',
      resolve: {
        counters: [{ on: { self: true }, kind: '+1/+1', amount: { times: [{ x: true }, -1] } }],
        createTokens: [{ count: { x: true }, abilities: [{ keyword: 'flying' }, { text: "This creature can't be enchanted." }] }],
      },
    });
    const tetravus = cardOf('Tetravus', 'Artifact Creature — Construct', tetravusText, ['1', '1']);
    const g = new Game().enter(tetravus);
    expect(g.pt('tetravus')).toEqual([4, 4]);
    g.activate('tetravus', 3, { trigger: true, x: 2, tokens: ['t1', 't2'] });
    expect(g.pt('tetravus')).toEqual([2, 2]);
    expect(g.obj('tetravus').counters).toEqual({ '+1/+1': 1 });
    for (const id of ['t1', 't2']) {
      expect(g.pt(id)).toEqual([1, 1]);
      expect(g.obj(id).abilities).toEqual(['Flying', "This creature can't be enchanted."]);
    }
  });

  it('a fixed number: "remove a time counter from it" removes one (vanishing-like upkeep, 122.8)', () => {
    const text = 'At the beginning of your upkeep, remove a +1/+1 counter from this creature.';
    const card = cardOf('Test Wither', 'Creature — Spirit', text, ['1', '1']);
    const g = new Game().enter(card).counters('test-wither', { '+1/+1': 2 });
    g.activate('test-wither', 1, { trigger: true });
    expect(g.pt('test-wither')).toEqual([2, 2]);
  });

  it('"that many" with no number chosen before it is not read', () => {
    const text = 'When this creature enters, create that many 1/1 white Soldier creature tokens.';
    expect(abilities('Test Odd', 'Creature — Human', text, ['1', '1'])[0]).not.toHaveProperty('resolve');
  });
});
