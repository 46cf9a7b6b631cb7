/**
 * More control changes (613.1b layer 2): "Unless an opponent pays {2}, gain control of …" (118.12, the payment
 * is choices.paid 'unless'), "that Equipment" naming the last target (608.2c), the player who controls the
 * targeting spell or ability and "that opponent" as choices.player, after a coin flip (705).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const stone = cardOf('Mind Stone', 'Artifact', '{T}: Add {C}.');
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

describe('118.12: "Unless an opponent pays {2}, gain control of target artifact for as long as SELF remains on the battlefield" (Scarwood Bandits)', () => {
  const bandits = compile(
    'Scarwood Bandits',
    'Creature — Human Rogue',
    'Forestwalk\n{2}{G}, {T}: Unless an opponent pays {2}, gain control of target artifact for as long as this creature remains on the battlefield.',
    ['2', '2'],
  );
  it('reads the control effect under "not paid"', () => {
    expect(readAll(bandits)).toBe(true);
    const a = bandits.card.abilities[1];
    expect(a?.kind === 'activated' && a.resolve?.effects).toEqual([
      {
        affects: { target: 0, where: { not: { costPaid: 'unless' } } },
        ops: [{ op: 'control', player: 'you' }],
        duration: 'sourceOnBattlefield',
      },
    ]);
  });
  it('nobody pays: you control the artifact until the Bandits leave the battlefield (611.2b)', () => {
    const g = new Game()
      .enter(bandits.card, { id: 'bandits' })
      .enter(stone, { controller: 'opponent' })
      .activate('bandits', 2, { targets: ['mind-stone'] });
    expect(g.obj('mind-stone').controller).toBe('you');
    g.move('bandits', 'graveyard');
    expect(g.obj('mind-stone').controller).toBe('opponent');
  });
  it('the opponent pays {2}: control does not change', () => {
    const g = new Game()
      .enter(bandits.card, { id: 'bandits' })
      .enter(stone, { controller: 'opponent' })
      .activate('bandits', 2, { targets: ['mind-stone'], choices: { paid: ['unless'] } });
    expect(g.obj('mind-stone').controller).toBe('opponent');
  });
});

describe('608.2c: "Choose target creature you control and target Equipment. Gain control of that Equipment until end of turn." (Stolen Uniform)', () => {
  const uniform = compile(
    'Stolen Uniform',
    'Instant',
    "Choose target creature you control and target Equipment. Gain control of that Equipment until end of turn. Attach it to the chosen creature. When you lose control of that Equipment this turn, if it's attached to a creature you control, unattach it.",
  );
  const sword = cardOf('Short Sword', 'Artifact — Equipment', 'Equipped creature gets +1/+1.\nEquip {1}');
  it('"that Equipment" is target 1; you control it until end of turn', () => {
    expect(readAll(uniform)).toBe(true);
    const g = new Game()
      .enter(bear)
      .enter(sword, { controller: 'opponent' })
      .cast(uniform.card, { targets: ['grizzly-bears', 'short-sword'] });
    expect(g.obj('short-sword').controller).toBe('you');
    expect(g.obj('grizzly-bears').controller).toBe('you');
    g.endTurn();
    expect(g.obj('short-sword').controller).toBe('opponent');
  });
});

describe('110.2, 613.1b: "that spell or ability\'s controller gains control of that creature" (Fractured Loyalty)', () => {
  const loyalty = compile(
    'Fractured Loyalty',
    'Enchantment — Aura',
    "Enchant creature\nWhenever enchanted creature becomes the target of a spell or ability, that spell or ability's controller gains control of that creature. (This effect lasts indefinitely.)",
  );
  it("the player named as the spell's controller (choices.player) gains control, for good (611.2a)", () => {
    expect(readAll(loyalty)).toBe(true);
    const g = new Game()
      .enter(bear)
      .enter(loyalty.card, { attachedTo: 'grizzly-bears' })
      .activate('fractured-loyalty', 2, { trigger: true, choices: { object: 'grizzly-bears', player: 'opponent' } });
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    g.endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
  });
});

describe('705: "If you lose the flip, that opponent gains control of that creature." (Risky Move)', () => {
  const risky = compile(
    'Risky Move',
    'Enchantment',
    "At the beginning of each player's upkeep, that player gains control of Risky Move.\nWhen you gain control of Risky Move from another player, choose a creature you control and an opponent. Flip a coin. If you lose the flip, that opponent gains control of that creature.",
  );
  it('the chosen creature goes to the chosen opponent only if the flip is lost', () => {
    expect(readAll(risky)).toBe(true);
    const lost = new Game()
      .enter(bear)
      .enter(risky.card)
      .activate('risky-move', 2, { trigger: true, choices: { object: 'grizzly-bears', player: 'opponent', flips: ['lost'] } });
    expect(lost.obj('grizzly-bears').controller).toBe('opponent');
    const won = new Game()
      .enter(bear)
      .enter(risky.card)
      .activate('risky-move', 2, { trigger: true, choices: { object: 'grizzly-bears', player: 'opponent', flips: ['won'] } });
    expect(won.obj('grizzly-bears').controller).toBe('you');
  });
});
