/**
 * Combat relations in the effect language (grammar.md § Combat relations): "attacking you",
 * "attacking one of your opponents" (506.2, 508.1b), "blocking it", "N or more creatures are
 * blocking it" (509.1a), and the scenario's `defending:` / `blocks:` keys that declare them.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { declareCombat } from '../src/core/index.js';
import { loadScenario, type Problem, replay } from '../src/scenario/index.js';
import { Game } from './helpers/game.js';
import { cardOf, only } from './oracle/helpers.js';

const BOARDED_WINDOW = [
  'Boarded Window',
  'Artifact',
  'Creatures attacking you get -1/-0.\nAt the beginning of each end step, if you were dealt 4 or more damage this turn, exile this artifact.',
] as const;
const OVIYA = [
  'Oviya, Automech Artisan',
  'Legendary Creature — Human Artificer',
  "Each creature that's attacking one of your opponents has trample.",
] as const;
const CYCLOPS = [
  'Rampaging Cyclops',
  'Creature — Cyclops',
  'Rampaging Cyclops gets -2/-0 as long as two or more creatures are blocking it.',
] as const;
const GOLEM = [
  'Sparring Golem',
  'Artifact Creature — Golem',
  'Whenever this creature becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.',
] as const;
const MURLODONT = [
  'Berserk Murlodont',
  'Creature — Beast',
  'Whenever a Beast becomes blocked, it gets +1/+1 until end of turn for each creature blocking it.',
] as const;

const step = (g: Game, o: ReturnType<typeof declareCombat>): Game => {
  if (!o.ok) throw new Error(o.error.message);
  g.state = o.value;
  return g;
};

describe('"attacking you", "attacking one of your opponents" (506.2, 508.1b)', () => {
  it('Boarded Window: creatures attacking its controller get -1/-0; not one attacking another player or a planeswalker', () => {
    expect(only(...BOARDED_WINDOW.slice(0, 2), 'Creatures attacking you get -1/-0.')).toMatchObject({
      kind: 'static',
      effects: [
        { affects: { all: { and: [{ type: 'Creature' }, { attacks: 'you' }] } }, ops: [{ op: 'modifyPT', power: -1, toughness: 0 }] },
      ],
    });
    const window = cardOf(...BOARDED_WINDOW);
    const g = new Game(['you', 'ann', 'bob']).enter('Grizzly Bears').enter('Glory Seeker').enter(window, { controller: 'ann' });
    step(g, declareCombat(g.state, 'attack', ['grizzly-bears'], { defending: 'ann' }));
    step(g, declareCombat(g.state, 'attack', ['glory-seeker'], { defending: 'bob' }));
    expect(g.pt('grizzly-bears')).toEqual([1, 2]);
    expect(g.pt('glory-seeker')).toEqual([2, 2]);
    g.endCombat();
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('Oviya: each creature attacking one of your opponents has trample, whoever controls it', () => {
    expect(only(...OVIYA)).toMatchObject({
      effects: [{ affects: { all: { and: [{ type: 'Creature' }, { attacks: 'opponent' }] } } }],
    });
    const g = new Game()
      .enter(cardOf(...OVIYA, ['1', '2']), { controller: 'opponent' })
      .enter('Grizzly Bears')
      .attack('grizzly-bears');
    // The bears attack the opponent, Oviya's controller: not one of Oviya's controller's opponents.
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
    const h = new Game()
      .enter(cardOf(...OVIYA, ['1', '2']))
      .enter('Grizzly Bears')
      .attack('grizzly-bears');
    expect(h.obj('grizzly-bears').abilities).toEqual(['Trample']);
  });
});

describe('"blocking it" (509.1a)', () => {
  it('Rampaging Cyclops: -2/-0 while two or more creatures block it, not while one does or they block another attacker', () => {
    expect(only(...CYCLOPS)).toMatchObject({
      effects: [{ affects: { self: true }, condition: { count: { and: [{ type: 'Creature' }, { blocks: 'source' }] }, gte: 2 } }],
    });
    const cyclops = cardOf(...CYCLOPS, ['4', '4']);
    const g = new Game()
      .enter(cyclops)
      .enter('Grizzly Bears')
      .enter('Glory Seeker', { controller: 'opponent' })
      .enter('Llanowar Elves', { controller: 'opponent' });
    g.attack('rampaging-cyclops', 'grizzly-bears');
    step(g, declareCombat(g.state, 'block', ['glory-seeker', 'llanowar-elves'], { blocks: 'grizzly-bears' }));
    expect(g.pt('rampaging-cyclops')).toEqual([4, 4]);
    g.endCombat().attack('rampaging-cyclops');
    g.block('glory-seeker');
    expect(g.pt('rampaging-cyclops')).toEqual([4, 4]);
    g.block('llanowar-elves');
    expect(g.pt('rampaging-cyclops')).toEqual([2, 4]);
    g.endCombat();
    expect(g.pt('rampaging-cyclops')).toEqual([4, 4]);
  });

  it('Sparring Golem: +1/+1 for each creature blocking it, counted as the trigger resolves (611.2b)', () => {
    expect(only(...GOLEM)).toMatchObject({
      resolve: {
        effects: [
          {
            affects: { self: true },
            ops: [{ op: 'modifyPT', power: { count: { and: [{ type: 'Creature' }, { blocks: 'source' }] } } }],
            duration: 'endOfTurn',
          },
        ],
      },
    });
    const g = new Game()
      .enter(cardOf(...GOLEM, ['2', '2']))
      .enter('Glory Seeker', { controller: 'opponent' })
      .enter('Llanowar Elves', { controller: 'opponent' })
      .attack('sparring-golem')
      .block('glory-seeker', 'llanowar-elves')
      .activate('sparring-golem', 1, { trigger: true });
    expect(g.pt('sparring-golem')).toEqual([4, 4]);
    g.endCombat();
    expect(g.pt('sparring-golem')).toEqual([4, 4]);
    g.endTurn();
    expect(g.pt('sparring-golem')).toEqual([2, 2]);
  });

  it('Berserk Murlodont: "it" is the Beast that became blocked (608.2c), its blockers counted', () => {
    expect(only(...MURLODONT)).toMatchObject({
      resolve: {
        effects: [
          {
            affects: { chosenObject: 'object' },
            ops: [{ op: 'modifyPT', power: { count: { and: [{ type: 'Creature' }, { blocks: 'object' }] } } }],
          },
        ],
      },
    });
    const beast = cardOf('Pale Beast', 'Creature — Beast', '', ['3', '3']);
    const g = new Game()
      .enter(cardOf(...MURLODONT, ['3', '3']))
      .enter(beast)
      .enter('Glory Seeker', { controller: 'opponent' })
      .enter('Llanowar Elves', { controller: 'opponent' })
      .attack('berserk-murlodont', 'pale-beast');
    step(g, declareCombat(g.state, 'block', ['glory-seeker', 'llanowar-elves'], { blocks: 'pale-beast' }));
    g.activate('berserk-murlodont', 1, { trigger: true, choices: { object: 'pale-beast' } });
    expect(g.pt('pale-beast')).toEqual([5, 5]);
    expect(g.pt('berserk-murlodont')).toEqual([3, 3]);
  });
});

describe('scenario: `defending:` on attack, `blocks:` on block (docs/scenario-and-cli.md)', () => {
  const cards = { findCard, suggestCards };
  const problemsOf = (text: string): Problem[] => {
    const r = loadScenario(text, 'case.yaml', { cards });
    if (!r.ok) return r.error.problems;
    const run = replay(r.value);
    return run.ok ? [] : run.error.problems;
  };
  const base = 'battlefield:\n  - Grizzly Bears\n  - { card: Glory Seeker, controller: opponent }\nevents:\n';

  it('508.1b: attacking the active player is located at `defending`', () => {
    const [p] = problemsOf(`${base}  - attack: grizzly-bears\n    defending: you\n`);
    expect(p).toMatchObject({ line: 6, path: 'events[0].defending', message: expect.stringMatching(/active player/) });
  });

  it('an unknown player or object at `defending` / `blocks` is reported where it is written', () => {
    expect(problemsOf(`${base}  - attack: grizzly-bears\n    defending: nobody\n`)[0]).toMatchObject({
      line: 6,
      path: 'events[0].defending',
    });
    expect(problemsOf(`${base}  - attack: grizzly-bears\n  - block: glory-seeker\n    blocks: nobody\n`)[0]).toMatchObject({
      line: 7,
      path: 'events[1].blocks',
    });
  });

  it('509.1a: blocking a creature that is not attacking is located at `blocks`; `blocks` belongs to `block` only', () => {
    expect(problemsOf(`${base}  - block: glory-seeker\n    blocks: grizzly-bears\n`)[0]).toMatchObject({
      path: 'events[0].blocks',
      message: expect.stringMatching(/not an attacking creature/),
    });
    expect(problemsOf(`${base}  - attack: grizzly-bears\n    blocks: glory-seeker\n`)[0]).toMatchObject({
      message: expect.stringMatching(/unknown key "blocks"/),
    });
  });
});

describe('"as long as it is blocking or blocked by a Goblin or Orc" (509.1a)', () => {
  const STING = [
    'Sting, the Glinting Dagger',
    'Legendary Artifact — Equipment',
    "Equipped creature gets +1/+1 and has haste.\nAt the beginning of each combat, untap equipped creature.\nEquipped creature has first strike as long as it's blocking or blocked by a Goblin or Orc.\nEquip {2}",
  ] as const;
  const goblin = cardOf('Goblin Raider', 'Creature — Goblin', '', ['2', '2']);

  it('Sting: first strike while the equipped creature blocks a Goblin, or a Goblin blocks it; not against a Bear', () => {
    const sting = cardOf(...STING);
    expect(sting.abilities[2]).toMatchObject({
      effects: [
        {
          affects: { attached: true },
          condition: {
            or: [
              { count: { and: [{ or: [{ subtype: 'Goblin' }, { subtype: 'Orc' }] }, { blockedBy: 'attached' }] }, gte: 1 },
              { count: { and: [{ or: [{ subtype: 'Goblin' }, { subtype: 'Orc' }] }, { blocks: 'attached' }] }, gte: 1 },
            ],
          },
        },
      ],
    });
    const g = new Game()
      .enter('Glory Seeker')
      .enter(sting, { attachedTo: 'glory-seeker' })
      .enter(goblin, { controller: 'opponent' })
      .enter('Grizzly Bears', { controller: 'opponent' });
    const first = () => g.obj('glory-seeker').abilities.includes('First strike');
    g.attack('glory-seeker');
    expect(first()).toBe(false);
    g.block('grizzly-bears');
    expect(first()).toBe(false);
    g.block('goblin-raider');
    expect(first()).toBe(true);
    g.endCombat();
    expect(first()).toBe(false);
    // On the opponent's turn the equipped creature blocks the attacking Goblin.
    g.endTurn().attack('goblin-raider').block('glory-seeker');
    expect(first()).toBe(true);
    g.endCombat();
    expect(first()).toBe(false);
  });
});
