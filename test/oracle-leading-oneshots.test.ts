/**
 * A one-shot instruction or a restriction before the continuous effect of a resolving sentence
 * (src/oracle/grammar/sentences/resolving/leading-oneshot.ts, leading-rest.ts; grammar.md § Resolving in context):
 * "If you do, draw a card and this creature gets +2/+0 until end of turn." (608.2c: in the order
 * written) and "That creature can't be blocked this turn and has base power and toughness 1/1 until end
 * of turn." (509.1b: the restriction is not a layer effect). The one-shot part is reported as listed.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);

describe('"draw a card and <effect>" (608.2c)', () => {
  const detectiveText =
    'Whenever this creature attacks, you may sacrifice an artifact or discard a card. If you do, draw a card and this creature gets +2/+0 until end of turn.';
  it('Reckless Detective: the trigger gives the source +2/+0 until end of turn; the draw is listed', () => {
    const detective = cardOf('Reckless Detective', 'Creature — Devil Detective', detectiveText, ['1', '3']);
    const g = new Game().enter(detective).activate('reckless-detective', 1, { trigger: true });
    expect(g.pt('reckless-detective')).toEqual([3, 3]);
    // 514.2: "until end of turn" ends in the cleanup step.
    expect(g.endTurn().pt('reckless-detective')).toEqual([1, 3]);
    const report = compile('Reckless Detective', 'Creature — Devil Detective', detectiveText, ['1', '3']).report.sentences;
    expect(report.find((s) => s.text === 'draw a card.')).toMatchObject({ continuous: false, compiled: false });
    expect(report.filter((s) => s.continuous).every((s) => s.compiled)).toBe(true);
  });
  it('an effect whose number could read the drawn card (cards in your hand) stays unread', () => {
    const report = compile(
      'Testcard',
      'Creature — Devil',
      'Whenever this creature attacks, draw a card and this creature gets +X/+0 until end of turn, where X is the number of cards in your hand.',
      ['1', '1'],
    ).report.sentences;
    expect(report.filter((s) => s.continuous).some((s) => !s.compiled)).toBe(true);
  });
});

describe('"<subject> can\'t be blocked this turn and <predicates>" in a resolving sentence (509.1b, 613.4b)', () => {
  const text =
    "Equipped creature gets +1/+0.\nWhenever equipped creature attacks, choose up to one target creature. That creature can't be blocked this turn and has base power and toughness 1/1 until end of turn.\nEquip {2}";
  it('Atomic Microsizer: the chosen target has base power and toughness 1/1 until end of turn', () => {
    const microsizer = cardOf('Atomic Microsizer', 'Artifact — Equipment', text);
    const g = new Game()
      .enter(bear)
      .enter(giant)
      .enter(microsizer, { attachedTo: 'grizzly-bears' })
      .activate('atomic-microsizer', 2, { trigger: true, targets: ['hill-giant'] });
    expect(g.pt('hill-giant')).toEqual([1, 1]);
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.endTurn().pt('hill-giant')).toEqual([3, 3]);
  });
  it('the restriction is reported on its own as listed, the base P/T as read', () => {
    const report = compile('Atomic Microsizer', 'Artifact — Equipment', text).report.sentences;
    expect(report.find((s) => s.text === "That creature can't be blocked this turn.")).toMatchObject({
      compiled: false,
      continuous: false,
    });
    expect(report.find((s) => s.text.startsWith('That creature has base power'))).toMatchObject({ compiled: true });
  });
});
