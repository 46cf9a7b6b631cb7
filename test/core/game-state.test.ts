/**
 * The game state Oracle text refers to: modes (700.2), created tokens (111.1-111.4, 608.2c,
 * 611.2c), life totals (103.4, 119) and combat status (506.4, 508.1a, 509.1a, 511.3).
 */
import { describe, expect, it } from 'vitest';
import {
  type AbilityDef,
  activateAbility,
  castSpell,
  declareCombat,
  emptyState,
  enterObjects,
  evaluate,
  type Resolution,
} from '../../src/core/index.js';
import { card, Game, inline } from '../helpers/game.js';

const bears = (g: Game) => g.enter('Grizzly Bears');

/** An inline instant whose only ability is `resolve`. */
function instant(name: string, text: string, resolve: Resolution): ReturnType<typeof inline> {
  return inline({ name, types: ['Instant'], abilities: [{ kind: 'spell', text, resolve }] });
}

const PUMP_OR_SHRINK = instant('Pump or Shrink', 'Choose one or more — ...', {
  modal: {
    min: 1,
    max: 3,
    modes: [
      {
        text: 'Target creature gets +1/+1 until end of turn.',
        targets: 1,
        resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'modifyPT', power: 1, toughness: 1 }], duration: 'endOfTurn' }] },
      },
      {
        text: 'Target creature gets -1/-0 until end of turn.',
        targets: 1,
        resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'modifyPT', power: -1, toughness: 0 }], duration: 'endOfTurn' }] },
      },
      { text: 'You gain 3 life.', resolve: { life: [{ player: 'you', amount: 3 }] } },
    ],
  },
});

describe('modes (700.2)', () => {
  it("700.2: only the chosen mode resolves (Sarkhan's Resolve, mode 1: +3/+3)", () => {
    const g = bears(new Game()).cast("Sarkhan's Resolve", { modes: [1], targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([5, 5]);
  });

  it('700.2c: each chosen mode reads its own targets, listed in the order the modes are written', () => {
    const g = bears(new Game())
      .enter('Glory Seeker')
      // Mode 2 (-1/-0) targets the bears, mode 1 (+1/+1) the Glory Seeker: written order, not printed order.
      .cast(PUMP_OR_SHRINK, { modes: [2, 1], targets: ['grizzly-bears', 'glory-seeker'] });
    expect(g.pt('grizzly-bears')).toEqual([1, 2]);
    expect(g.pt('glory-seeker')).toEqual([3, 3]);
  });

  it('700.2d: a repeatable mode chosen twice resolves twice', () => {
    const repeatable = instant('Twice Pump', 'Choose two. You may choose the same mode more than once. ...', {
      modal: { ...(PUMP_OR_SHRINK.abilities[0] as { resolve: Resolution }).resolve.modal!, min: 2, max: 2, repeatable: true },
    });
    const g = bears(new Game()).cast(repeatable, { modes: [1, 1], targets: ['grizzly-bears', 'grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([4, 4]);
  });

  it('608.2c, 611.2c: a later mode sees what an earlier one did when its set is locked', () => {
    const rally = instant('Become and Rally', 'Choose both — ...', {
      modal: {
        min: 2,
        max: 2,
        modes: [
          {
            text: 'Target creature becomes a Human in addition to its other types until end of turn.',
            targets: 1,
            resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'addTypes', subtypes: ['Human'] }], duration: 'endOfTurn' }] },
          },
          {
            text: 'Humans you control get +1/+1 until end of turn.',
            resolve: {
              effects: [
                {
                  affects: { all: { and: [{ subtype: 'Human' }, { controller: 'you' }] } },
                  ops: [{ op: 'modifyPT', power: 1, toughness: 1 }],
                  duration: 'endOfTurn',
                },
              ],
            },
          },
        ],
      },
    });
    const g = bears(new Game()).cast(rally, { modes: [1, 2], targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears')).toMatchObject({ subtypes: ['Bear', 'Human'], power: 3, toughness: 3 });
  });

  it('700.2, 700.2d: a mode the card lacks, too few or too many modes, a repeat, modes on a non-modal spell: errors naming the mode', () => {
    const s = bears(new Game()).state;
    const cast = (c: ReturnType<typeof card>, modes: number[] | undefined, targets: string[] = []) =>
      castSpell(s, { id: 'spell', card: c, targets, ...(modes ? { modes } : {}) });
    const resolve = card("Sarkhan's Resolve");
    expect(cast(resolve, [3])).toMatchObject({ ok: false, error: { path: ['modes', 0], message: expect.stringMatching(/has no mode 3/) } });
    expect(cast(resolve, undefined)).toMatchObject({
      ok: false,
      error: { path: [], message: expect.stringMatching(/is modal: choose exactly one/) },
    });
    expect(cast(resolve, [1, 2], ['grizzly-bears'])).toMatchObject({
      ok: false,
      error: { path: ['modes', 1], message: expect.stringMatching(/choose exactly one, and two modes are chosen/) },
    });
    expect(cast(PUMP_OR_SHRINK, [1, 1])).toMatchObject({
      ok: false,
      error: { path: ['modes', 1], message: expect.stringMatching(/chosen twice.*700\.2d/) },
    });
    expect(cast(card('Giant Growth'), [1], ['grizzly-bears'])).toMatchObject({
      ok: false,
      error: { path: ['modes'], message: expect.stringMatching(/is not modal/) },
    });
    expect(cast(resolve, [1], ['grizzly-bears', 'grizzly-bears'])).toMatchObject({ ok: false, error: { path: ['targets', 1] } });
  });

  it('700.2: a modal activated ability takes modes too', () => {
    const charm: AbilityDef = {
      kind: 'activated',
      text: '{1}: Choose one — ...',
      resolve: (PUMP_OR_SHRINK.abilities[0] as { resolve: Resolution }).resolve,
    };
    const rod = inline({ name: 'Modal Rod', types: ['Artifact'], abilities: [charm] });
    const g = bears(new Game())
      .enter(rod, { id: 'rod' })
      .activate('rod', 1, { modes: [3] });
    expect(g.result().players.you?.life).toBe(23);
    expect(activateAbility(g.state, { object: 'rod', ability: 1 })).toMatchObject({ ok: false, error: { path: [] } });
  });
});

describe('created tokens (111.1-111.4, 608.2c)', () => {
  it('111.4: a token not named by its text is named for its subtypes plus "Token"; ids follow the object id rules', () => {
    const g = new Game().cast('Rally at the Hornburg');
    const r = g.result().objects;
    expect(r['human-soldier-token']).toMatchObject({ name: 'Human Soldier Token', token: true, subtypes: ['Human', 'Soldier'] });
    expect(r['human-soldier-token-2']).toMatchObject({ colors: ['white'], types: ['Creature'], power: 1, toughness: 1 });
  });

  it('608.2c, 611.2c: the tokens exist before "Humans you control gain haste" begins; a Human that enters later is not affected', () => {
    const g = new Game().cast('Rally at the Hornburg').enter('Glory Seeker');
    expect(g.obj('human-soldier-token').abilities).toContain('Haste');
    expect(g.obj('human-soldier-token-2').abilities).toContain('Haste');
    expect(g.obj('glory-seeker').abilities).not.toContain('Haste');
  });

  it('613.7d: each token gets the next timestamp, in creation order, before the effect created after them', () => {
    const g = new Game().cast('Rally at the Hornburg');
    const a = g.obj('human-soldier-token').timestamp;
    const b = g.obj('human-soldier-token-2').timestamp;
    expect(b).toBe(a + 1);
    const haste = g.state.effects.find((e) => e.text.startsWith('Create two'));
    expect(haste?.timestamp).toEqual([b + 1]);
  });

  it('111.1: ids given with `tokens` name the tokens in creation order; a taken id is an error', () => {
    const g = new Game().cast('Rally at the Hornburg', { tokens: ['eomer', 'theoden'] });
    expect(g.obj('eomer').token).toBe(true);
    expect(g.obj('theoden').token).toBe(true);
    const again = castSpell(g.state, { id: 'rally-2', card: card('Rally at the Hornburg'), tokens: ['eomer'] });
    expect(again).toMatchObject({ ok: false, error: { message: expect.stringMatching(/"eomer" already exists/) } });
    const tooMany = castSpell(emptyState(), { id: 'r', card: card('Rally at the Hornburg'), tokens: ['a', 'b', 'c'] });
    expect(tooMany).toMatchObject({ ok: false, error: { path: ['tokens'], message: expect.stringMatching(/names 3 tokens.*created 2/) } });
  });

  it('707.2: "a token that\'s a copy of" has the copiable values of what it copies; "those tokens" (createdTokens) get the effect', () => {
    const mirror = instant('Copy Maker', "Create a token that's a copy of target creature. It gains haste until end of turn.", {
      createTokens: [{ copyOf: { target: 0 } }],
      effects: [
        {
          affects: { createdTokens: true },
          ops: [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Haste', keyword: 'haste' }] }],
          duration: 'endOfTurn',
        },
      ],
    });
    const g = bears(new Game())
      .cast('Giant Growth', { targets: ['grizzly-bears'] })
      .cast(mirror, { targets: ['grizzly-bears'] });
    // The pump is not a copiable value (707.2): the copy is a 2/2 Grizzly Bears token.
    expect(g.obj('grizzly-bears-2')).toMatchObject({ name: 'Grizzly Bears', token: true, power: 2, toughness: 2, colors: ['green'] });
    expect(g.obj('grizzly-bears-2').abilities).toEqual(['Haste']);
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
  });

  it('111.1: an activated ability creates its token (Bloodline Keeper) under the ability controller, with its abilities', () => {
    const g = new Game().enter('Bloodline Keeper').activate('bloodline-keeper', 2);
    expect(g.obj('vampire-token')).toMatchObject({ controller: 'you', power: 2, toughness: 2, colors: ['black'], abilities: ['Flying'] });
  });

  it("111.1, 613.7d: Wurmcoil Engine's two tokens are created in the order written, each with its own timestamp", () => {
    const g = new Game().enter('Wurmcoil Engine').move('wurmcoil-engine', 'graveyard').activate('wurmcoil-engine', 3, { trigger: true });
    const first = g.obj('phyrexian-wurm-token');
    const second = g.obj('phyrexian-wurm-token-2');
    expect([first.abilities, second.abilities]).toEqual([['Deathtouch'], ['Lifelink']]);
    expect(second.timestamp).toBe(first.timestamp + 1);
    expect(first).toMatchObject({
      name: 'Phyrexian Wurm Token',
      colors: [],
      types: ['Artifact', 'Creature'],
      subtypes: ['Phyrexian', 'Wurm'],
    });
  });

  it('111.1: "create X" tokens uses X as the spell resolves (611.2b)', () => {
    const xTokens = instant('X Soldiers', 'Create X 1/1 white Soldier creature tokens.', {
      createTokens: [{ count: { x: true }, colors: ['white'], types: ['Creature'], subtypes: ['Soldier'], power: 1, toughness: 1 }],
    });
    const g = new Game().cast(xTokens, { x: 3 });
    expect(Object.values(g.result().objects).filter((o) => o.token)).toHaveLength(3);
    expect(g.obj('soldier-token-3').name).toBe('Soldier Token');
  });
});

describe('tokens created tapped and attacking (508.4)', () => {
  it('508.4: a token created "tapped and attacking" is an attacking creature that was never declared; attacking creatures get the Oriflamme bonus', () => {
    const ambush = instant('Ambush', "Create a 1/1 red Goblin creature token that's tapped and attacking.", {
      createTokens: [{ colors: ['red'], types: ['Creature'], subtypes: ['Goblin'], power: 1, toughness: 1, tapped: true, attacking: true }],
    });
    const g = new Game().enter('Orcish Oriflamme').cast(ambush);
    expect(g.obj('goblin-token')).toMatchObject({ tapped: true, attacking: true, power: 2, toughness: 1 });
    g.endCombat();
    expect(g.obj('goblin-token')).toMatchObject({ tapped: true, attacking: false, power: 1 });
  });
});

describe('life totals (103.4, 119)', () => {
  it('103.4: each player starts at the starting life total, 20 by default; the JSON has players.NAME.life', () => {
    expect(evaluate(emptyState()).players).toMatchObject({ you: { life: 20 }, opponent: { life: 20 } });
    expect(evaluate(emptyState(['you', 'opponent'], 'you', 30, { opponent: 7 })).players).toMatchObject({
      you: { life: 30 },
      opponent: { life: 7 },
    });
  });

  it('119.3: gaining and losing life change the total; "as long as you have 25 or more life" re-reads it (611.3a)', () => {
    const g = new Game().enter('Angel of Vitality').life('you', 5);
    expect(g.pt('angel-of-vitality')).toEqual([4, 4]);
    g.life('you', -1);
    expect(g.pt('angel-of-vitality')).toEqual([2, 2]);
    expect(g.result().players.you?.life).toBe(24);
  });

  it('103.4: "greater than your starting life total" compares with the game\'s starting life total (Elenda)', () => {
    const g = new Game();
    g.state = { ...emptyState(['you', 'opponent'], 'you', 40), objects: [] };
    g.enter('Elenda, Saint of Dusk').life('you', -15);
    // 25 life is more than 20 but not more than the starting 40.
    expect(g.pt('elenda-saint-of-dusk')).toEqual([4, 4]);
    g.life('you', 16);
    expect(g.pt('elenda-saint-of-dusk')).toEqual([5, 5]);
    expect(g.obj('elenda-saint-of-dusk').abilities).toContain('Menace');
  });

  it('119: "an opponent has 10 or less life" (Bloodghast) reads the opponent\'s total', () => {
    const g = new Game().enter('Bloodghast').life('opponent', -9);
    expect(g.obj('bloodghast').abilities).not.toContain('Haste');
    g.life('opponent', -1);
    expect(g.obj('bloodghast').abilities).toContain('Haste');
  });

  it('119.3: a resolving "You gain 4 life." (Battle Menu mode 4)', () => {
    expect(new Game().cast('Battle Menu', { modes: [4] }).result().players.you?.life).toBe(24);
  });
});

describe('"during your turn" (Condition yourTurn)', () => {
  it("a static ability that applies only during its controller's turn follows the active player (500, 611.3a)", () => {
    const knight = inline({
      name: 'Turn Knight',
      types: ['Creature'],
      power: 2,
      toughness: 2,
      abilities: [
        {
          kind: 'static',
          text: "As long as it's your turn, this creature gets +2/+0.",
          effects: [{ affects: { self: true }, condition: { yourTurn: true }, ops: [{ op: 'modifyPT', power: 2, toughness: 0 }] }],
        },
      ],
    });
    const g = new Game().enter(knight, { id: 'knight' });
    expect(g.pt('knight')).toEqual([4, 2]);
    expect(g.endTurn().pt('knight')).toEqual([2, 2]);
  });
});

describe('combat status (506.4, 508.1a, 509.1a, 511.3)', () => {
  it('508.1a: attacking is status only (nothing tapped); "attacking creatures you control get +1/+0" (Orcish Oriflamme)', () => {
    const g = bears(new Game()).enter('Orcish Oriflamme').enter('Glory Seeker').attack('grizzly-bears');
    expect(g.obj('grizzly-bears')).toMatchObject({ attacking: true, tapped: false, power: 3 });
    expect(g.obj('glory-seeker')).toMatchObject({ attacking: false, power: 2 });
  });

  it('509.1a: blockers are creatures a non-active player controls; the Oriflamme pumps only attackers', () => {
    const g = bears(new Game())
      .enter('Orcish Oriflamme', { controller: 'opponent' })
      .enter('Serra Angel', { controller: 'opponent' })
      .attack('grizzly-bears')
      .block('serra-angel');
    expect(g.obj('serra-angel')).toMatchObject({ blocking: true, attacking: false, power: 4 });
    expect(g.obj('grizzly-bears').power).toBe(2);
  });

  it('511.3: at end of combat nothing is attacking or blocking and "until end of combat" effects end; endTurn implies it', () => {
    const g = new Game().enter('Murk Dwellers').attack('murk-dwellers').activate('murk-dwellers', 1, { trigger: true });
    expect(g.pt('murk-dwellers')).toEqual([4, 2]);
    g.endCombat();
    expect(g.obj('murk-dwellers')).toMatchObject({ attacking: false, power: 2 });
    g.attack('murk-dwellers').activate('murk-dwellers', 1, { trigger: true }).endTurn();
    expect(g.obj('murk-dwellers')).toMatchObject({ attacking: false, power: 2 });
  });

  it('508.1a: the evaluated characteristics decide: an animated Mutavault can attack, a land can not', () => {
    const g = new Game().enter('Mutavault').enter('Forest');
    expect(declareCombat(g.state, 'attack', ['mutavault'])).toMatchObject({
      ok: false,
      error: { path: [0], message: expect.stringMatching(/not a creature/) },
    });
    g.activate('mutavault', 2).attack('mutavault');
    expect(g.obj('mutavault').attacking).toBe(true);
    expect(declareCombat(g.state, 'attack', ['mutavault', 'forest'])).toMatchObject({ ok: false, error: { path: [1] } });
  });

  it('508.1a, 509.1a: an attacker the active player does not control, a blocker the active player controls, a card in a graveyard: errors', () => {
    const g = bears(new Game()).enter('Serra Angel', { controller: 'opponent' }).enter('Glory Seeker', { zone: 'graveyard' });
    expect(declareCombat(g.state, 'attack', ['serra-angel'])).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/only the active player/) },
    });
    expect(declareCombat(g.state, 'block', ['grizzly-bears'])).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/defending player/) },
    });
    expect(declareCombat(g.state, 'attack', ['glory-seeker'])).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/in the graveyard/) },
    });
  });

  it('506.4: a creature that leaves the battlefield, phases out, changes controller or stops being a creature is removed from combat', () => {
    const g = bears(new Game()).enter('Glory Seeker').enter('Mutavault').activate('mutavault', 2);
    g.enter('Llanowar Elves').attack('grizzly-bears', 'glory-seeker', 'mutavault', 'llanowar-elves');
    g.move('grizzly-bears', 'hand').phaseOut('glory-seeker').control('llanowar-elves', 'opponent').endTurn();
    expect(Object.values(g.result().objects).filter((o) => o.attacking)).toEqual([]);
    const unmake = instant('Unmake', 'Target creature becomes an artifact and loses its other card types.', {
      effects: [{ affects: { target: 0 }, ops: [{ op: 'setTypes', types: ['Artifact'] }], duration: 'endOfTurn' }],
    });
    const h = bears(new Game())
      .attack('grizzly-bears')
      .cast(unmake, { targets: ['grizzly-bears'] });
    expect(h.obj('grizzly-bears')).toMatchObject({ types: ['Artifact'], attacking: false });
  });

  it('506.4: an object entering with `attacking: true` must be a creature the active player controls', () => {
    const s = new Game().state;
    expect(enterObjects(s, [{ id: 'f', card: card('Forest'), attacking: true }])).toMatchObject({
      ok: false,
      error: { path: [0, 'attacking'] },
    });
    const ok = enterObjects(s, [{ id: 'b', card: card('Grizzly Bears'), attacking: true }]);
    expect(ok.ok && evaluate(ok.value).objects.b?.attacking).toBe(true);
  });
});
