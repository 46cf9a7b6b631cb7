/**
 * A threaten under a condition (608.2c): "gain control of that creature until end of turn, untap it, and it
 * gains haste until end of turn" only if the condition holds as the spell or ability resolves; the
 * condition covers the control (613.1b layer 2), the untap (701.26b) and the haste (layer 6) alike.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const ogre = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
const lizard = cardOf('Mudbutton Lizard', 'Creature — Lizard', '', ['1', '1']);

const jet = cardOf(
  "Jet's Brainwashing",
  'Sorcery',
  'Kicker {3} (You may pay an additional {3} as you cast this spell.)\nTarget creature can\'t block this turn. If this spell was kicked, gain control of that creature until end of turn, untap it, and it gains haste until end of turn.\nCreate a Clue token. (It\'s an artifact with "{2}, Sacrifice this token: Draw a card.")',
);

describe('Jet\'s Brainwashing: "If this spell was kicked, gain control of that creature until end of turn, untap it, and it gains haste"', () => {
  it('702.33d: kicked, you control the target until end of turn, it is untapped and has haste', () => {
    const g = new Game()
      .enter(bear, { controller: 'opponent', tapped: true })
      .cast(jet, { targets: ['grizzly-bears'], choices: { paid: ['kicker'] } });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('grizzly-bears').tapped).toBe(false);
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
    g.endTurn();
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Haste');
  });

  it('608.2c: not kicked, nothing of the instruction happens — no control, no untap, no haste', () => {
    const g = new Game().enter(bear, { controller: 'opponent', tapped: true }).cast(jet, { targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('opponent');
    expect(g.obj('grizzly-bears').tapped).toBe(true);
    expect(g.obj('grizzly-bears').abilities).not.toContain('Haste');
  });
});

const recruiter = cardOf(
  'Reptilian Recruiter',
  'Creature — Lizard Warrior',
  "Trample\nWhen this creature enters, choose target creature. If that creature's power is 2 or less or if you control another Lizard, gain control of that creature until end of turn, untap it, and it gains haste until end of turn.",
  ['4', '2'],
);

describe('Reptilian Recruiter: "If that creature\'s power is 2 or less or if you control another Lizard, gain control …"', () => {
  it('608.2c: a target with power 2 is taken, untapped and given haste', () => {
    const g = new Game()
      .enter(recruiter, { id: 'rr' })
      .enter(bear, { controller: 'opponent', tapped: true })
      .activate('rr', 2, { trigger: true, targets: ['grizzly-bears'] });
    expect(g.obj('grizzly-bears').controller).toBe('you');
    expect(g.obj('grizzly-bears').tapped).toBe(false);
    expect(g.obj('grizzly-bears').abilities).toContain('Haste');
  });

  it('608.2c: power 3 and no other Lizard — the Recruiter itself is not "another Lizard" — nothing happens', () => {
    const g = new Game()
      .enter(recruiter, { id: 'rr' })
      .enter(ogre, { controller: 'opponent', tapped: true })
      .activate('rr', 2, { trigger: true, targets: ['hill-giant'] });
    expect(g.obj('hill-giant').controller).toBe('opponent');
    expect(g.obj('hill-giant').tapped).toBe(true);
    expect(g.obj('hill-giant').abilities).not.toContain('Haste');
  });

  it('608.2c: power 3 but you control another Lizard — taken, untapped, haste', () => {
    const g = new Game()
      .enter(recruiter, { id: 'rr' })
      .enter(lizard)
      .enter(ogre, { controller: 'opponent', tapped: true })
      .activate('rr', 2, { trigger: true, targets: ['hill-giant'] });
    expect(g.obj('hill-giant').controller).toBe('you');
    expect(g.obj('hill-giant').tapped).toBe(false);
    expect(g.obj('hill-giant').abilities).toContain('Haste');
  });

  it('608.2c: a Lizard the opponent controls is not one you control', () => {
    const g = new Game()
      .enter(recruiter, { id: 'rr' })
      .enter(lizard, { controller: 'opponent' })
      .enter(ogre, { controller: 'opponent', tapped: true })
      .activate('rr', 2, { trigger: true, targets: ['hill-giant'] });
    expect(g.obj('hill-giant').controller).toBe('opponent');
    expect(g.obj('hill-giant').tapped).toBe(true);
  });

  it('608.2c: the condition is checked once, before control changes — a 3-power Lizard target does not count itself', () => {
    const bigLizard = cardOf('Tarrasque Lizard', 'Creature — Lizard', '', ['3', '3']);
    const g = new Game()
      .enter(recruiter, { id: 'rr' })
      .enter(bigLizard, { controller: 'opponent', tapped: true })
      .activate('rr', 2, { trigger: true, targets: ['tarrasque-lizard'] });
    expect(g.obj('tarrasque-lizard').controller).toBe('opponent');
    expect(g.obj('tarrasque-lizard').tapped).toBe(true);
  });
});
