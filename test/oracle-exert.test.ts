/** Exert (701.43): "You may exert SELF as it attacks. When you do, …" — the linked reflexive trigger (701.43d, 603.12, 607.2h). */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const reminder = " (It won't untap during your next untap step.)";

/** Each sibling of the exert family, its text, and what its reflexive trigger does to it. */
const family: [string, string, [string, string], [number, number], string | undefined][] = [
  ['Bitterblade Warrior', 'it gets +1/+0 and gains deathtouch until end of turn.', ['2', '2'], [3, 2], 'Deathtouch'],
  ['Hooded Brawler', 'it gets +2/+2 until end of turn.', ['3', '2'], [5, 4], undefined],
  ['Rhet-Crop Spearmaster', 'it gets +1/+0 and gains first strike until end of turn.', ['3', '1'], [4, 1], 'First strike'],
];

describe('701.43d: "You may exert SELF as it attacks. When you do, …"', () => {
  for (const [name, effect, pt, after, keyword] of family) {
    it(`${name}: the paragraph is the reflexive trigger; "it" is the exerted creature, until end of turn (514.2)`, () => {
      const text = `You may exert ${name} as it attacks. When you do, ${effect}${reminder}`;
      const compiled = compile(name, 'Creature — Human Warrior', text, pt);
      const [ability] = compiled.card.abilities;
      expect(ability?.kind).toBe('triggered');
      expect(compiled.report.sentences.filter((s) => !s.compiled)).toEqual([]);
      const id = name.toLowerCase().replace(/[^a-z]+/g, '-');
      const g = new Game().enter(compiled.card).enter(bear).attack(id, 'grizzly-bears');
      g.activate(id, 1, { trigger: true });
      expect(g.pt(id)).toEqual(after);
      expect(g.pt('grizzly-bears')).toEqual([2, 2]);
      if (keyword) expect(g.obj(id).abilities).toContain(keyword);
      g.endTurn();
      expect(g.pt(id)).toEqual([Number(pt[0]), Number(pt[1])]);
    });
  }

  it('Ahn-Crop Crasher: the reflexive trigger is found and its effect sentence classified', () => {
    const text = `Haste\nYou may exert Ahn-Crop Crasher as it attacks. When you do, target creature can't block this turn.${reminder}`;
    const compiled = compile('Ahn-Crop Crasher', 'Creature — Minotaur Warrior', text, ['3', '2']);
    expect(compiled.card.abilities[1]?.kind).toBe('triggered');
    // "can't block" is a rule the layers don't apply (not a continuous effect of 611.1): listed, nothing unsaid.
    expect(compiled.report.sentences.filter((s) => !s.compiled)).toMatchObject([
      { text: "target creature can't block this turn.", continuous: false },
    ]);
  });

  it('without "When you do" (Vizier of the True) there is no trigger: the exert alone is an optional cost to attack (508.1g)', () => {
    const text = `You may exert Vizier of the True as it attacks.${reminder}\nWhenever you exert a creature, tap target creature an opponent controls.`;
    const [first] = compile('Vizier of the True', 'Creature — Human Cleric', text, ['3', '2']).card.abilities;
    expect(first?.kind).not.toBe('triggered');
  });
});
