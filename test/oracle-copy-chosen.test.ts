/**
 * 707.2, 608.2d: "you may have it become a copy of another creature you control until end of turn" (Deepfathom
 * Echo): the creature copied is chosen as the ability resolves, not targeted — the scenario's `choices.copyOf`,
 * restricted by the words (another creature you control, on the battlefield).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);

describe('707.2: Deepfathom Echo — "Then you may have it become a copy of another creature you control until end of turn."', () => {
  const echo = compile(
    'Deepfathom Echo',
    'Creature — Merfolk Spirit',
    'At the beginning of combat on your turn, this creature explores. Then you may have it become a copy of another creature you control until end of turn.',
    ['4', '4'],
  );
  it('is read; the Echo is a Grizzly Bears until the turn ends', () => {
    expect(echo.report.warnings).toEqual([]);
    const g = new Game()
      .enter(bear)
      .enter(echo.card)
      .activate('deepfathom-echo', 1, { trigger: true, choices: { copyOf: 'grizzly-bears' } });
    const o = g.obj('deepfathom-echo');
    expect([o.name, o.power, o.toughness]).toEqual(['Grizzly Bears', 2, 2]);
    g.endTurn();
    expect(g.obj('deepfathom-echo').name).toBe('Deepfathom Echo');
  });
  it("an opponent's creature is not a legal choice", () => {
    const g = new Game().enter(bear, { controller: 'opponent' }).enter(echo.card);
    expect(() => g.activate('deepfathom-echo', 1, { trigger: true, choices: { copyOf: 'grizzly-bears' } })).toThrow();
  });
});
