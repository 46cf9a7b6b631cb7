/** Crimes (700.13): targeting an opponent or what they control or own, counted in the turn history and read by "if you've committed a crime this turn". */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const growth = cardOf('Test Growth', 'Instant', 'Target creature gets +3/+3 until end of turn.');
const drain = cardOf('Test Drain', 'Sorcery', 'Target player loses 2 life.');
const pinger = cardOf('Test Pinger', 'Creature — Human', '{T}: Target creature gets -1/-0 until end of turn.', ['1', '1']);
const vault = cardOf(
  'Slickshot Vault-Buster',
  'Creature — Bird Rogue',
  "Vigilance\nThis creature gets +2/+0 as long as you've committed a crime this turn.",
  ['1', '4'],
);

/** A game whose setup is not this turn's history (as a scenario's `battlefield`). */
function fresh(g: Game): Game {
  delete g.state.thisTurn;
  return g;
}
const crimes = (g: Game, p: string): number => g.state.thisTurn?.[p]?.crimesCommitted ?? 0;

describe('700.13: committing a crime', () => {
  it('a spell targeting your own creature is no crime; one targeting an opponent\'s creature is, and "as long as you\'ve committed a crime this turn" then holds until the turn ends', () => {
    const g = fresh(new Game().enter(vault).enter(bear).enter(bear, { id: 'their-bear', controller: 'opponent' }));
    g.cast(growth, { targets: ['grizzly-bears'] });
    expect(crimes(g, 'you')).toBe(0);
    expect(g.pt('slickshot-vault-buster')).toEqual([1, 4]);
    g.cast(growth, { id: 'growth-2', targets: ['their-bear'] });
    expect(crimes(g, 'you')).toBe(1);
    expect(crimes(g, 'opponent')).toBe(0);
    expect(g.pt('slickshot-vault-buster')).toEqual([3, 4]);
    g.endTurn();
    expect(g.pt('slickshot-vault-buster')).toEqual([1, 4]);
  });

  it('700.13: targeting an opponent is a crime, targeting yourself is not', () => {
    const g = fresh(new Game().enter(vault));
    g.cast(drain, { targets: ['you'] });
    expect(crimes(g, 'you')).toBe(0);
    g.cast(drain, { id: 'drain-2', targets: ['opponent'] });
    expect(crimes(g, 'you')).toBe(1);
  });

  it('700.13, 613.1b: what an opponent controls is decided by control effects, not by who owns it', () => {
    const g = fresh(new Game().enter(bear).enter(pinger));
    g.control('grizzly-bears', 'opponent');
    delete g.state.thisTurn;
    g.activate('test-pinger', 1, { targets: ['grizzly-bears'] });
    expect(crimes(g, 'you')).toBe(1);
  });

  it('700.13: an activated ability targeting your own creature is no crime', () => {
    const g = fresh(new Game().enter(bear).enter(pinger));
    g.activate('test-pinger', 1, { targets: ['grizzly-bears'] });
    expect(crimes(g, 'you')).toBe(0);
  });

  it("700.13: a card in an opponent's graveyard is theirs to be robbed of", () => {
    const exile = cardOf('Test Robbery', 'Instant', "Exile target card from an opponent's graveyard.");
    const g = fresh(new Game().enter(bear, { id: 'their-card', controller: 'opponent' }));
    g.move('their-card', 'graveyard');
    delete g.state.thisTurn;
    g.cast(exile, { targets: ['their-card'] });
    expect(crimes(g, 'you')).toBe(1);
  });
});
