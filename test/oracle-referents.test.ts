/**
 * Referents (src/oracle/grammar/sentences/resolving/referents.ts, grammar.md § Referents): "it", "that creature", "the
 * chosen creature", "she" … when they name neither a target nor the source — the triggering object
 * or an object chosen as it resolves (608.2c: `{chosenObject: 'object'}`, `choices.object`), and
 * the object a return to the battlefield made (400.7, 400.7j), with what the text says it is (611.2e).
 * Real Oracle sentences; each family asserts the compiled data and a rules outcome.
 */
import { describe, expect, it } from 'vitest';
import { activateAbility, castSpell } from '../src/core/index.js';
import { Game } from './helpers/game.js';
import { cardOf, compile, only } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
const continuousRead = (name: string, type: string, text: string, pt?: [string, string]) =>
  compile(name, type, text, pt)
    .report.sentences.filter((s) => s.continuous)
    .every((s) => s.compiled);

describe('608.2c: the triggering object is "it" (choices.object)', () => {
  const widowText =
    "Deathtouch\nWhenever a creature you control attacks alone, it gains first strike and menace until end of turn. (It can't be blocked except by two or more creatures.)";
  it('Black Widow, Double Agent: "Whenever a creature you control attacks alone, it gains first strike and menace"', () => {
    const c = compile('Black Widow, Double Agent', 'Legendary Creature — Human Spy Hero', widowText, ['2', '1']);
    const a = c.card.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.effects).toEqual([
      {
        affects: { chosenObject: 'object' },
        ops: [
          {
            op: 'addAbilities',
            abilities: [
              { kind: 'keyword', text: 'First strike', keyword: 'first strike' },
              { kind: 'keyword', text: 'Menace', keyword: 'menace' },
            ],
          },
        ],
        duration: 'endOfTurn',
      },
    ]);
  });

  it('the ability resolves for the object choices.object names; without it, bad input', () => {
    const widow = cardOf('Black Widow, Double Agent', 'Legendary Creature — Human Spy Hero', widowText, ['2', '1']);
    const g = new Game().enter(widow).enter(bear).attack('grizzly-bears');
    const missing = activateAbility(g.state, { object: 'black-widow-double-agent', ability: 2, trigger: true });
    expect(missing.ok).toBe(false);
    if (!missing.ok) {
      expect(missing.error.message).toContain('choices.object');
      expect(missing.error.path).toEqual(['choices', 'object']);
    }
    g.activate('black-widow-double-agent', 2, { trigger: true, choices: { object: 'grizzly-bears' } });
    expect(g.obj('grizzly-bears').abilities).toEqual(expect.arrayContaining(['First strike', 'Menace']));
    expect(g.obj('black-widow-double-agent').abilities).not.toContain('Menace');
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
  });

  it('Thoughtweft Imbuer: "it gets +X/+X …, where X is the number of Kithkin you control" (611.2b: X fixed as it resolves)', () => {
    const imbuer = cardOf(
      'Thoughtweft Imbuer',
      'Creature — Kithkin Advisor',
      'Whenever a creature you control attacks alone, it gets +X/+X until end of turn, where X is the number of Kithkin you control.',
      ['0', '5'],
    );
    const g = new Game()
      .enter(imbuer)
      .enter(bear)
      .activate('thoughtweft-imbuer', 1, { trigger: true, choices: { object: 'grizzly-bears' } });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
  });

  it('Agents of S.H.I.E.L.D.: "that creature gets +1/+1" — the trigger names no SELF', () => {
    expect(
      continuousRead(
        'Agents of S.H.I.E.L.D.',
        'Creature — Human Soldier',
        'Whenever a creature you control attacks alone, that creature gets +1/+1 until end of turn.',
        ['2', '3'],
      ),
    ).toBe(true);
  });

  it('Valkyrie’s Call: a comma inside the trigger’s subject ("a nontoken, non-Angel creature you control") does not end the trigger', () => {
    const a = only(
      "Valkyrie's Call",
      'Enchantment',
      "Whenever a nontoken, non-Angel creature you control dies, return that card to the battlefield under its owner's control with a +1/+1 counter on it. It has flying and is an Angel in addition to its other types.",
    );
    expect(a.kind === 'triggered' && a.resolve?.putOntoBattlefield).toEqual({
      what: { chosenObject: 'object' },
      under: 'owner',
      counters: { '+1/+1': 1 },
      ops: [
        { op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Flying', keyword: 'flying' }] },
        { op: 'addTypes', subtypes: ['Angel'] },
      ],
    });
  });
});

describe('608.2c: an object chosen as it resolves, not targeted (115.1)', () => {
  it('Dauntless Bodyguard: "The chosen creature gains indestructible" — the choice made as it entered', () => {
    const guard = cardOf(
      'Dauntless Bodyguard',
      'Creature — Human Knight',
      'As Dauntless Bodyguard enters the battlefield, choose another creature you control.\nSacrifice Dauntless Bodyguard: The chosen creature gains indestructible until end of turn.',
      ['2', '1'],
    );
    const a = guard.abilities[1];
    expect(a?.kind === 'activated' && a.resolve?.effects?.[0]?.affects).toEqual({ chosenObject: 'object' });
    const g = new Game()
      .enter(bear)
      .enter(guard, { choices: { object: 'grizzly-bears' } })
      .activate('dauntless-bodyguard', 2);
    expect(g.obj('grizzly-bears').abilities).toContain('Indestructible');
  });

  it('Final Showdown: "Choose a creature you control. It gains indestructible until end of turn."', () => {
    const a = only('Test Showdown', 'Instant', 'Choose a creature you control. It gains indestructible until end of turn.');
    expect(a.kind === 'spell' && a.resolve).toEqual({
      effects: [
        {
          // The choice's restriction, checked as it is made: a creature you control on the battlefield.
          affects: { chosenObject: 'object', where: { and: [{ type: 'Creature' }, { controller: 'you' }, { zone: 'battlefield' }] } },
          ops: [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Indestructible', keyword: 'indestructible' }] }],
          duration: 'endOfTurn',
        },
      ],
    });
  });
});

describe('the object chosen as it resolves must be one the text lets you choose', () => {
  it('"Choose a creature you control": an opponent\'s creature is refused, located at choices.object', () => {
    const showdown = cardOf('Test Showdown', 'Instant', 'Choose a creature you control. It gains indestructible until end of turn.');
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(bear, { id: 'mine' });
    const bad = castSpell(g.state, { card: showdown, id: 'showdown', choices: { object: 'grizzly-bears' } });
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.path).toEqual(['choices', 'object']);
    g.cast(showdown, { choices: { object: 'mine' } });
    expect(g.obj('mine').abilities).toContain('Indestructible');
  });
});

describe('400.7, 400.7j, 611.2e: the object a return to the battlefield made', () => {
  const courageText =
    "Whenever another creature you control enters, it gets +2/+0 and gains haste until end of turn.\nWhen Enduring Courage dies, if it was a creature, return it to the battlefield under its owner's control. It's an enchantment. (It's not a creature.)";

  it('Enduring Courage: "return it to the battlefield under its owner\'s control. It\'s an enchantment." → putOntoBattlefield', () => {
    const c = cardOf('Enduring Courage', 'Enchantment Creature — Dog Glimmer', courageText, ['3', '3']);
    const a = c.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve).toEqual({
      putOntoBattlefield: { what: { self: true }, under: 'owner', ops: [{ op: 'setTypes', types: ['Enchantment'] }] },
    });
    const g = new Game().enter(c).move('enduring-courage', 'graveyard').activate('enduring-courage', 2, { trigger: true });
    const o = g.obj('enduring-courage');
    expect(o.zone).toBe('battlefield');
    expect(o.types).toEqual(['Enchantment']);
    expect([o.power, o.toughness]).toEqual([null, null]);
  });

  it('Xu-Ifit: "Return target creature card … It\'s a Skeleton in addition to its other types and has no abilities."', () => {
    const xu = cardOf(
      'Xu-Ifit, Osteoharmonist',
      'Legendary Creature — Human Wizard',
      "{T}: Return target creature card from your graveyard to the battlefield. It's a Skeleton in addition to its other types and has no abilities. Activate only as a sorcery.",
      ['2', '3'],
    );
    const a = xu.abilities[0];
    expect(a?.kind === 'activated' && a.resolve).toEqual({
      putOntoBattlefield: {
        what: { target: 0 },
        ops: [
          { op: 'removeAbilities', all: true },
          { op: 'addTypes', subtypes: ['Skeleton'] },
        ],
      },
    });
    const g = new Game()
      .enter(xu)
      .enter(angel, { zone: 'graveyard' })
      .activate('xu-ifit-osteoharmonist', 1, { targets: ['serra-angel'] });
    const o = g.obj('serra-angel');
    expect(o.zone).toBe('battlefield');
    expect(o.subtypes).toEqual(['Angel', 'Skeleton']);
    expect(o.abilities).toEqual([]);
  });

  it('Rydia: "Return target Saga card … with a finality counter on it. It gains haste until end of turn." (a duration on the returned object)', () => {
    const a = only(
      'Test Summon',
      'Sorcery',
      'Return target creature card from your graveyard to the battlefield with a finality counter on it. It gains haste until end of turn.',
    );
    expect(a.kind === 'spell' && a.resolve?.putOntoBattlefield).toEqual({
      what: { target: 0 },
      counters: { finality: 1 },
      ops: [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: 'Haste', keyword: 'haste' }] }],
      duration: 'endOfTurn',
    });
    const g = new Game().enter(bear, { zone: 'graveyard' });
    g.state = (() => {
      const r = castSpell(g.state, { card: cardOf('Test Summon', 'Sorcery', a.text), id: 'summon', targets: ['grizzly-bears'] });
      if (!r.ok) throw new Error(r.error.message);
      return r.value;
    })();
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    expect(g.obj('grizzly-bears').counters).toEqual({ finality: 1 });
    g.endTurn();
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
  });

  it('Miraculous Recovery: later parts of the effect find the returned card (400.7j) — "Put a +1/+1 counter on it."', () => {
    const recovery = cardOf(
      'Miraculous Recovery',
      'Instant',
      'Return target creature card from your graveyard to the battlefield. Put a +1/+1 counter on it.',
    );
    const g = new Game().enter(bear, { zone: 'graveyard' }).cast(recovery, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').zone).toBe('battlefield');
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
  });

  it('Through the Breach: "You may put a creature card from your hand onto the battlefield. That creature gains haste."', () => {
    const breach = cardOf(
      'Through the Breach',
      'Instant — Arcane',
      'You may put a creature card from your hand onto the battlefield. That creature gains haste. Sacrifice that creature at the beginning of the next end step.',
    );
    const g = new Game().enter(bear, { zone: 'hand' }).cast(breach, { choices: { object: 'grizzly-bears' } });
    expect(g.obj('grizzly-bears').zone).toBe('battlefield');
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
  });
});

describe('608.2c: more referents', () => {
  it('Canyon Vaulter: "Whenever SELF saddles a Mount or crews a Vehicle …, that Mount or Vehicle gains flying"', () => {
    const a = only(
      'Canyon Vaulter',
      'Creature — Kor Pilot',
      'Whenever this creature saddles a Mount or crews a Vehicle during your main phase, that Mount or Vehicle gains flying until end of turn.',
    );
    expect(a.kind === 'triggered' && a.resolve?.effects?.[0]?.affects).toEqual({ chosenObject: 'object' });
  });
  it('Spiked Ripsaw: "Whenever equipped creature attacks, you may sacrifice a Forest. If you do, that creature gains trample"', () => {
    const ripsaw = cardOf(
      'Spiked Ripsaw',
      'Artifact — Equipment',
      'Equipped creature gets +3/+3.\nWhenever equipped creature attacks, you may sacrifice a Forest. If you do, that creature gains trample until end of turn.\nEquip {3}',
    );
    const a = ripsaw.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[0]?.affects).toEqual({ attached: true });
    const g = new Game().enter(bear).enter(ripsaw, { attachedTo: 'grizzly-bears' }).activate('spiked-ripsaw', 2, { trigger: true });
    expect(g.obj('grizzly-bears').abilities).toContain('Trample');
  });
  it('Emergent Haunting: an intervening "if … SELF isn\'t a creature," (603.4) makes "it" the source', () => {
    const a = compile(
      'Emergent Haunting',
      'Enchantment',
      "At the beginning of your end step, if you haven't cast a spell from your hand this turn and this enchantment isn't a creature, it becomes a 3/3 Spirit creature with flying in addition to its other types.",
    ).card.abilities[0];
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[0]?.affects).toEqual({ self: true });
  });
  it('Barrow-Blade: "blocks or becomes blocked by a creature, that creature …" is the creature the trigger names, not the equipped one', () => {
    const blade = cardOf(
      'Barrow-Blade',
      'Artifact — Equipment',
      'Equipped creature gets +1/+1.\nWhenever equipped creature blocks or becomes blocked by a creature, that creature loses all abilities until end of turn.\nEquip {1}',
    );
    const a = blade.abilities[1];
    expect(a?.kind === 'triggered' && a.resolve?.effects?.[0]?.affects).toEqual({ chosenObject: 'object' });
    const g = new Game()
      .enter(bear)
      .enter(blade, { attachedTo: 'grizzly-bears' })
      .enter(angel, { controller: 'opponent' })
      .activate('barrow-blade', 2, { trigger: true, choices: { object: 'serra-angel' } });
    expect(g.obj('serra-angel').abilities).toEqual([]);
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
  });
});

describe('608.2c, 611.2e: more referents of returns and modes', () => {
  it('Hollowmurk Siege: "• Abzan — Whenever you attack, put a +1/+1 counter on target attacking creature. It gains menace …" is a trigger', () => {
    const siege = cardOf(
      'Hollowmurk Siege',
      'Enchantment',
      'As this enchantment enters, choose Sultai or Abzan.\n• Sultai — Whenever a counter is put on a creature you control, draw a card. This ability triggers only once each turn.\n• Abzan — Whenever you attack, put a +1/+1 counter on target attacking creature. It gains menace until end of turn.',
    );
    const abzan = siege.abilities[2];
    expect(abzan?.kind === 'triggered' && abzan.resolve?.effects?.[0]?.affects).toEqual({ target: 0 });
  });
  it('Vraska, the Silencer: "It\'s a Treasure artifact with "…", and it loses all other card types." (205.1a)', () => {
    const [, a] = cardOf(
      'Vraska, the Silencer',
      'Legendary Planeswalker — Vraska',
      'Deathtouch\nWhenever a nontoken creature an opponent controls dies, you may pay {1}. If you do, return that card to the battlefield tapped under your control. It\'s a Treasure artifact with "{T}, Sacrifice this artifact: Add one mana of any color," and it loses all other card types.',
    ).abilities;
    const put = a?.kind === 'triggered' ? a.resolve?.putOntoBattlefield : undefined;
    expect(put?.what).toEqual({ chosenObject: 'object' });
    expect(put?.tapped).toBe(true);
    expect(put?.under).toBe('you');
    expect(put?.ops?.[0]).toEqual({ op: 'setTypes', types: ['Artifact'], subtypes: ['Treasure'] });
  });
});

describe('608.2c, 611.2c: "those creatures" are the ones a "for each" counted', () => {
  it('Inspiring Call: "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn."', () => {
    const call = cardOf(
      'Inspiring Call',
      'Instant',
      'Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain indestructible until end of turn.',
    );
    const a = call.abilities[0];
    expect(a?.kind === 'spell' && a.resolve?.effects?.[0]?.affects).toEqual({
      all: { and: [{ type: 'Creature' }, { controller: 'you' }, { counter: '+1/+1' }] },
    });
    const g = new Game().enter(bear).enter(bear, { id: 'other' }).counters('grizzly-bears', { '+1/+1': 1 }).cast(call);
    expect(g.obj('grizzly-bears').abilities).toContain('Indestructible');
    expect(g.obj('other').abilities).toEqual([]);
    // 611.2c: a creature that gets a counter afterwards is not in the locked set.
    g.counters('other', { '+1/+1': 1 });
    expect(g.obj('other').abilities).toEqual([]);
  });
});

describe('611.2e, 608.2c: "Return it … if it\'s an artifact creature card. Otherwise, return it … and it\'s a 3/3 Robot …"', () => {
  const text =
    "Choose one or both —\n• Brilliance Unleashed deals 5 damage to target creature.\n• Choose target artifact card in your graveyard. Return it to the battlefield if it's an artifact creature card. Otherwise, return it to the battlefield and it's a 3/3 Robot artifact creature with flying.";
  it('Brilliance Unleashed: returned either way; what it is depends on the card (putOntoBattlefield.opsIf)', () => {
    const spell = cardOf('Brilliance Unleashed', 'Sorcery', text);
    const a = spell.abilities[0];
    const put = a?.kind === 'spell' ? a.resolve?.modal?.modes[1]?.resolve.putOntoBattlefield : undefined;
    expect(put?.what).toEqual({ target: 0 });
    expect(put?.opsIf).toEqual({ not: { and: [{ type: 'Artifact' }, { type: 'Creature' }] } });
    const rock = cardOf('Test Rock', 'Artifact', '{T}: Add {C}.');
    const golem = cardOf('Test Golem', 'Artifact Creature — Golem', '', ['2', '2']);
    const g = new Game().enter(rock, { zone: 'graveyard' }).enter(golem, { zone: 'graveyard' });
    g.cast(spell, { id: 'b1', modes: [2], targets: ['test-rock'] }).cast(spell, { id: 'b2', modes: [2], targets: ['test-golem'] });
    const r = g.obj('test-rock');
    expect([r.zone, r.types, r.subtypes, r.power, r.toughness]).toEqual(['battlefield', ['Artifact', 'Creature'], ['Robot'], 3, 3]);
    expect(r.abilities).toContain('Flying');
    const m = g.obj('test-golem');
    expect([m.zone, m.subtypes, m.power, m.abilities]).toEqual(['battlefield', ['Golem'], 2, []]);
  });
  it('a conditional return without its "Otherwise" is not read (the condition would be lost)', () => {
    const a = cardOf(
      'Test Return',
      'Sorcery',
      "Return target artifact card from your graveyard to the battlefield if it's an artifact creature card.",
    ).abilities[0];
    expect(a?.kind === 'spell' && a.resolve).toBeUndefined();
  });
});
