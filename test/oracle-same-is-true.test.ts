/**
 * "… if a creature you control has <keyword>. The same is true for <keywords>." (Odric, Lunarch Marshal;
 * src/oracle/grammar/sentences/resolving/same-is-true.ts, ifs.ts `moreCondition`): one effect per keyword, each created only
 * if a creature you control has that keyword as the ability resolves (608.2c), until end of turn (514.2).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const odricText =
  'At the beginning of each combat, creatures you control gain first strike until end of turn if a creature you control has first strike. The same is true for flying, deathtouch, double strike, haste, hexproof, indestructible, lifelink, menace, reach, skulk, trample, and vigilance.';
const odric = cardOf('Odric, Lunarch Marshal', 'Legendary Creature — Human Soldier', odricText, ['3', '3']);
const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const drake = cardOf('Wind Drake', 'Creature — Drake', 'Flying', ['2', '2']);
const elf = cardOf('Elvish Archers', 'Creature — Elf Archer', 'First strike', ['2', '1']);
const theirs = cardOf('Vampire Nighthawk', 'Creature — Vampire Shaman', 'Flying, deathtouch, lifelink', ['2', '3']);

describe('Odric, Lunarch Marshal (608.2c, 702.9, 702.7)', () => {
  it('a flier and a first striker you control share both keywords with your creatures; nothing else is given', () => {
    const g = new Game()
      .enter(odric, { id: 'odric' })
      .enter(bear)
      .enter(drake)
      .enter(elf)
      .enter(theirs, { controller: 'opponent' })
      .activate('odric', 1, { trigger: true });
    for (const id of ['odric', 'grizzly-bears', 'wind-drake', 'elvish-archers'])
      expect(g.obj(id).abilities).toEqual(expect.arrayContaining(['Flying', 'First strike']));
    // The opponent's deathtouch and lifelink are not "a creature you control has …".
    expect(g.obj('grizzly-bears').abilities).not.toContain('Deathtouch');
    expect(g.obj('grizzly-bears').abilities).not.toContain('Lifelink');
    expect(g.obj('vampire-nighthawk').abilities).not.toContain('First strike');
    expect(g.endTurn().obj('grizzly-bears').abilities).toEqual([]);
  });
  it('with no keyword among your creatures, nothing is given', () => {
    const g = new Game().enter(odric, { id: 'odric' }).enter(bear).activate('odric', 1, { trigger: true });
    expect(g.obj('grizzly-bears').abilities).toEqual([]);
  });
  it('the condition is checked as it resolves, not after: a flier entering later gives nothing (608.2c)', () => {
    const g = new Game().enter(odric, { id: 'odric' }).enter(bear).activate('odric', 1, { trigger: true }).enter(drake);
    expect(g.obj('grizzly-bears').abilities).not.toContain('Flying');
  });
  it('"The same is true for" after a sentence with two keywords is not read, and neither is the ability', () => {
    const r = compile(
      'Testcard',
      'Creature — Human',
      'At the beginning of each combat, creatures you control gain first strike until end of turn if a creature you control has flying. The same is true for reach and trample.',
      ['1', '1'],
    );
    expect(r.report.sentences.filter((s) => s.continuous).every((s) => s.compiled)).toBe(false);
  });
});
