/**
 * 601.2c, 115.1, 115.3: a spell or ability is given as many targets as its text's "target" words
 * take — no more, and every required one — and the same object only once per word.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { activateAbility, type CardDef, castSpell, evaluate, type Resolution } from '../../src/core/index.js';
import { loadScenario, replay } from '../../src/scenario/index.js';
import { card, Game, inline } from '../helpers/game.js';

const spell = (name: string, text: string, resolve: Resolution): CardDef =>
  inline({ name, types: ['Sorcery'], abilities: [{ kind: 'spell', text, resolve }] });

const PUMP_EACH = (n: number): Resolution => ({
  effects: Array.from({ length: n }, (_, i) => ({
    affects: { target: i },
    ops: [{ op: 'modifyPT' as const, power: 1, toughness: 0 }],
    duration: 'endOfTurn' as const,
  })),
});

/** Three creatures: you control Grizzly Bears and Glory Seeker, the opponent Serra Angel. */
const board = () => new Game().enter('Grizzly Bears').enter('Glory Seeker').enter('Serra Angel', { controller: 'opponent' });

const cast = (c: CardDef, targets: string[], x?: number) =>
  castSpell(board().state, { id: 's', card: c, targets, ...(x === undefined ? {} : { x }) });

describe('target counts (601.2c, 115.1)', () => {
  it('601.2c: Cloudshift takes one target; given two it is refused, at the second, and nothing is flickered', () => {
    const r = cast(card('Cloudshift'), ['grizzly-bears', 'glory-seeker']);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-choice', path: ['targets', 1] } });
    expect(!r.ok && r.error.message).toMatch(/"Cloudshift" takes 1 target, and 2 are given \(601\.2c/);
  });

  it('601.2c: every required target is chosen: Giant Growth with none is refused', () => {
    const r = cast(card('Giant Growth'), []);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-choice', path: ['targets'] } });
    expect(!r.ok && r.error.message).toMatch(/takes 1 target, and 0 are given/);
    expect(cast(card('Giant Growth'), ['serra-angel']).ok).toBe(true);
  });

  it('601.2c: "two target creatures" takes exactly two (Switcheroo)', () => {
    expect(cast(card('Switcheroo'), ['grizzly-bears']).ok).toBe(false);
    expect(cast(card('Switcheroo'), ['grizzly-bears', 'serra-angel']).ok).toBe(true);
  });

  it('115.3: one "target" word can\'t choose the same creature twice; two different words can', () => {
    const twice = cast(card('Switcheroo'), ['serra-angel', 'serra-angel']);
    expect(twice).toMatchObject({ ok: false, error: { path: ['targets', 1] } });
    expect(!twice.ok && twice.error.message).toMatch(/chosen twice for one instance of the word "target".*115\.3/);
    const two = spell(
      'Double Push',
      'Target creature gets +1/+0 until end of turn. Target creature gets +1/+0 until end of turn.',
      PUMP_EACH(2),
    );
    const r = cast(two, ['grizzly-bears', 'grizzly-bears']);
    expect(r.ok).toBe(true);
  });

  it('601.2c: "up to two", "one or two", "any number of" and X take as many as they say', () => {
    const upTo = spell('Lift', 'Up to two target creatures each get +1/+0 until end of turn.', { effects: [] });
    expect([0, 1, 2, 3].map((n) => cast(upTo, ['grizzly-bears', 'glory-seeker', 'serra-angel'].slice(0, n)).ok)).toEqual([
      true,
      true,
      true,
      false,
    ]);
    const oneOrTwo = spell('Fork', 'Fork deals 2 damage divided as you choose among one or two targets.', {});
    expect([0, 1, 2, 3].map((n) => cast(oneOrTwo, ['grizzly-bears', 'glory-seeker', 'serra-angel'].slice(0, n)).ok)).toEqual([
      false,
      true,
      true,
      false,
    ]);
    const any = spell('Burst', 'Burst deals 1 damage to any number of target creatures.', {});
    expect(cast(any, ['grizzly-bears', 'glory-seeker', 'serra-angel']).ok).toBe(true);
    const xTargets = spell('Tide', 'Tap X target creatures.', {});
    expect(cast(xTargets, ['grizzly-bears'], 2).ok).toBe(false);
    expect(cast(xTargets, ['grizzly-bears', 'serra-angel'], 2).ok).toBe(true);
  });

  it('601.2c: a target required only if the spell was kicked may be left out', () => {
    const kicked = spell(
      'Kicked Bolt',
      'Target creature gets +1/+0 until end of turn. If this spell was kicked, target creature gets +1/+0 until end of turn.',
      PUMP_EACH(1),
    );
    expect(cast(kicked, ['grizzly-bears']).ok).toBe(true);
  });

  it('a number that depends on the players ("for each opponent, … target …") is not checked', () => {
    const each = spell('Larceny', 'For each opponent, gain control of up to one target creature that player controls.', {});
    expect(cast(each, ['grizzly-bears', 'glory-seeker']).ok).toBe(true);
  });

  it("700.2c: a modal spell takes the chosen modes' targets, at least and at most (Grab the Reins, mode 1)", () => {
    const s = board().state;
    const reins = card('Grab the Reins');
    expect(castSpell(s, { id: 's', card: reins, modes: [1], targets: [] })).toMatchObject({ ok: false, error: { path: ['targets'] } });
    expect(castSpell(s, { id: 's', card: reins, modes: [1], targets: ['serra-angel'] }).ok).toBe(true);
  });

  it("115.1c-d: an activated or triggered ability takes its text's targets (Old Man of the Sea; Unstable Shapeshifter takes none)", () => {
    const g = board().enter('Old Man of the Sea').enter('Unstable Shapeshifter');
    const old = activateAbility(g.state, { object: 'old-man-of-the-sea', ability: 2, targets: ['serra-angel', 'glory-seeker'] });
    expect(old).toMatchObject({ ok: false, error: { path: ['targets', 1] } });
    const shifter = activateAbility(g.state, {
      object: 'unstable-shapeshifter',
      ability: 1,
      trigger: true,
      targets: ['serra-angel', 'glory-seeker'],
    });
    expect(shifter).toMatchObject({ ok: false, error: { path: ['targets', 0] } });
    expect(!shifter.ok && shifter.error.message).toMatch(/takes 0 targets, and 2 are given/);
  });

  it('608.2c: the one object a target-less ability calls "that creature", written as its `targets` as the format did before, is its chosen object (Unstable Shapeshifter, 707.2)', () => {
    const g = board().enter('Unstable Shapeshifter');
    for (const spec of [{ targets: ['serra-angel'] }, { choices: { object: 'serra-angel' } }]) {
      const r = activateAbility(g.state, { object: 'unstable-shapeshifter', ability: 1, trigger: true, ...spec });
      expect(r.ok).toBe(true);
      const o = r.ok ? evaluate(r.value).objects['unstable-shapeshifter'] : undefined;
      expect(o).toMatchObject({ name: 'Serra Angel', power: 4, toughness: 4 });
    }
  });

  it('601.2c: in a scenario, bad input located at the extra target (exit 2 through the CLI)', () => {
    const text = [
      'battlefield:',
      '  - Grizzly Bears',
      '  - Glory Seeker',
      'events:',
      '  - cast: Cloudshift',
      '    targets: [grizzly-bears, glory-seeker]',
      '',
    ].join('\n');
    const loaded = loadScenario(text, 'case.yaml', { cards: { findCard, suggestCards } });
    const r = loaded.ok ? replay(loaded.value) : loaded;
    expect(r.ok).toBe(false);
    expect(!r.ok && r.error.problems[0]).toMatchObject({
      path: 'events[0].targets[1]',
      line: 6,
      message: expect.stringMatching(/takes 1 target/),
    });
  });
});
