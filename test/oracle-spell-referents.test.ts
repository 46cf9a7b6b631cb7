/**
 * The spell a cast trigger names (src/oracle/grammar/sentences/resolving/referents.ts `triggerReferent`, build.ts
 * `triggerAbout`; grammar.md § Resolving in context): "Whenever you cast an instant spell from your hand,
 * it gains rebound." (Ojer Pakpatiq) and the modes of a modal trigger, "Whenever you cast an instant or
 * sorcery spell, choose one — • That spell gains deathtouch and lifelink." (Judith). An effect on a spell
 * on the stack changes its characteristics (611.2c); it ends when the spell leaves the stack (400.7).
 * A permanent spell is not read: 400.7a carries such effects onto the permanent, the core does not.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const shock = cardOf('Shock', 'Instant', 'Shock deals 2 damage to any target.');

describe('a cast trigger about an instant or sorcery spell (608.2c, 611.2c, 400.7)', () => {
  const judithText =
    'Whenever you cast an instant or sorcery spell, choose one —\n• That spell gains deathtouch and lifelink.\n• Create a 2/2 red Imp creature token with "When this token dies, it deals 2 damage to each opponent."';
  it('Judith, Carnage Connoisseur: mode 1 gives the spell on the stack deathtouch and lifelink, until it leaves the stack', () => {
    const judith = cardOf('Judith, Carnage Connoisseur', 'Legendary Creature — Human Shaman', judithText, ['3', '4']);
    const g = new Game()
      .enter(judith, { id: 'judith' })
      .enter(shock, { id: 'spell', zone: 'stack' })
      .activate('judith', 1, { trigger: true, modes: [1], choices: { object: 'spell' } });
    expect(g.obj('spell').abilities).toEqual(expect.arrayContaining(['Deathtouch', 'Lifelink']));
    // 400.7: in the graveyard it is a new object, which the effect doesn't know.
    expect(g.move('spell', 'graveyard').obj('spell').abilities).not.toContain('Deathtouch');
  });
  it('Judith: mode 2 makes the Imp and leaves the spell alone', () => {
    const judith = cardOf('Judith, Carnage Connoisseur', 'Legendary Creature — Human Shaman', judithText, ['3', '4']);
    const g = new Game()
      .enter(judith, { id: 'judith' })
      .enter(shock, { id: 'spell', zone: 'stack' })
      .activate('judith', 1, { trigger: true, modes: [2], choices: { object: 'spell' } });
    expect(g.obj('spell').abilities).not.toContain('Deathtouch');
    const imp = g.result().objects;
    expect(Object.values(imp).some((o) => o.subtypes?.includes('Imp'))).toBe(true);
  });
  it('Ojer Pakpatiq, Deepest Epoch: "it gains rebound" is the instant spell (702.88a)', () => {
    const ojer = cardOf(
      'Ojer Pakpatiq, Deepest Epoch',
      'Legendary Creature — God',
      'Flying\nWhenever you cast an instant spell from your hand, it gains rebound. (Exile it as it resolves. At the beginning of your next upkeep, you may cast it from exile without paying its mana cost.)',
      ['4', '3'],
    );
    const g = new Game()
      .enter(ojer, { id: 'ojer' })
      .enter(shock, { id: 'spell', zone: 'stack' })
      .activate('ojer', 2, { trigger: true, choices: { object: 'spell' } });
    expect(g.obj('spell').abilities).toContain('Rebound');
  });
  it('a creature spell is not read (400.7a: the effect would go on to the permanent)', () => {
    const report = compile('Testcard', 'Creature — Elf', 'Whenever you cast a creature spell, it gains haste.', ['1', '1']).report
      .sentences;
    expect(report.find((s) => s.text.includes('gains haste'))).toMatchObject({ compiled: false });
  });
});
