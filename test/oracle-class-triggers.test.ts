/**
 * 716.2a: "[Cost]: Level N — [Abilities]" means "As long as this Class is level N or greater, it has
 * [abilities]". A triggered ability under a level bar is a static ability granting that trigger to the
 * Class under `{source: {levelAtLeast: N}}` (levels.ts), so below that level the Class has no such
 * ability to trigger.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

describe('716.2a: Hunter\'s Talent\'s "Level 2 — Whenever you attack, target attacking creature gets +1/+0 and gains trample"', () => {
  const talent = compile(
    "Hunter's Talent",
    'Enchantment — Class',
    "When this Class enters, target creature you control deals damage equal to its power to target creature you don't control.\n{1}{G}: Level 2 — Whenever you attack, target attacking creature gets +1/+0 and gains trample until end of turn.\n{3}{G}: Level 3 — At the beginning of your end step, if you control a creature with power 4 or greater, draw a card.",
  );
  const trigger = 'Whenever you attack, target attacking creature gets +1/+0 and gains trample until end of turn.';
  it('compiles to a static ability granting the trigger to the Class at level 2 or greater', () => {
    expect(readAll(talent)).toBe(true);
    expect(talent.card.abilities[1]).toMatchObject({
      kind: 'static',
      effects: [
        {
          affects: { self: true },
          ops: [{ op: 'addAbilities', abilities: [{ kind: 'triggered', text: trigger }] }],
          condition: { source: { levelAtLeast: 2 } },
        },
      ],
    });
  });
  it('at level 2 the Class has the trigger, and it resolves: +1/+0 and trample', () => {
    const g = new Game().enter(talent.card, { id: 'talent', level: 2 }).enter(bear).attack('grizzly-bears');
    expect(g.obj('talent').abilities).toContain(trigger);
    g.activate('talent', trigger, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.obj('grizzly-bears').abilities).toContain('Trample');
  });
  it('at level 1 (716.2d: no level given) the Class has no such trigger to resolve', () => {
    const g = new Game().enter(talent.card, { id: 'talent' }).enter(bear).attack('grizzly-bears');
    expect(g.obj('talent').abilities).not.toContain(trigger);
    expect(() => g.activate('talent', trigger, { trigger: true, targets: ['grizzly-bears'] })).toThrow(/there is no ability/);
  });
});

describe("716.2a: Caretaker's Talent's \"Level 2 — When this Class becomes level 2, create a token that's a copy of target token you control\"", () => {
  const talent = compile(
    "Caretaker's Talent",
    'Enchantment — Class',
    "Whenever one or more tokens you control enter, draw a card. This ability triggers only once each turn.\n{W}: Level 2 — When this Class becomes level 2, create a token that's a copy of target token you control.\n{3}{W}: Level 3 — Creature tokens you control get +2/+2.",
  );
  const trigger = "When this Class becomes level 2, create a token that's a copy of target token you control.";
  it('at level 3 the Class has the copy trigger and the +2/+2: the copy of a 2/2 token is 4/4', () => {
    expect(readAll(talent)).toBe(true);
    const g = new Game()
      .enter(talent.card, { id: 'talent', level: 3 })
      .enter(bear, { id: 'spirit', token: true })
      .activate('talent', trigger, { trigger: true, targets: ['spirit'], tokens: ['spirit-copy'] });
    expect(g.obj('spirit-copy').name).toBe('Grizzly Bears');
    expect(g.pt('spirit-copy')).toEqual([4, 4]);
  });
});

describe('716.2a, 601.2c: Druid Class\'s "When this Class becomes level 3, target land you control becomes a creature …" takes one target', () => {
  const druid = compile(
    'Druid Class',
    'Enchantment — Class',
    '(Gain the next level as a sorcery to add its ability.)\nLandfall — Whenever a land you control enters, you gain 1 life.\n{2}{G}: Level 2\nYou may play an additional land on each of your turns.\n{4}{G}: Level 3\nWhen this Class becomes level 3, target land you control becomes a creature with haste and "This creature\'s power and toughness are each equal to the number of lands you control." It\'s still a land.',
  );
  const trigger =
    'When this Class becomes level 3, target land you control becomes a creature with haste and "This creature\'s power and toughness are each equal to the number of lands you control." It\'s still a land.';
  it('the level number before the comma is not a count of targets: one Forest is the target, and it becomes a 2/2 land creature', () => {
    const g = new Game().enter(druid.card, { id: 'druid', level: 3 }).enter('Forest').enter('Forest', { id: 'forest-2' });
    g.activate('druid', trigger, { trigger: true, targets: ['forest'] });
    expect(g.obj('forest').types).toEqual(['Land', 'Creature']);
    expect(g.pt('forest')).toEqual([2, 2]);
    expect(g.obj('forest-2').types).toEqual(['Land']);
  });
});
