/**
 * 205.1b: "It's still a land", "They're still lands", "It's still a Cave land", "He's still a planeswalker",
 * "that's still a planeswalker": the object keeps its prior card types (and subtypes) while it becomes a creature.
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');

describe('205.1b: Sylvan Awakening — "all lands you control become 2/2 Elemental creatures … They\'re still lands."', () => {
  const awakening = compile(
    'Sylvan Awakening',
    'Sorcery',
    "Until your next turn, all lands you control become 2/2 Elemental creatures with reach, indestructible, and haste. They're still lands.",
  );
  it('a Forest is a 2/2 Elemental creature land, still a Forest with its mana ability', () => {
    const o = new Game().enter(forest).cast(awakening.card).obj('forest');
    expect([...o.types].sort()).toEqual(['Creature', 'Land']);
    expect(o.subtypes).toEqual(['Forest', 'Elemental']);
    expect(o.abilities).toContain('{T}: Add {G}.');
    expect([o.power, o.toughness]).toEqual([2, 2]);
  });
});

describe('205.1b: Cavernous Maw — "This land becomes a 3/3 Elemental creature until end of turn. It\'s still a Cave land."', () => {
  const maw = compile(
    'Cavernous Maw',
    'Land — Cave',
    "{T}: Add {C}.\n{2}: This land becomes a 3/3 Elemental creature until end of turn. It's still a Cave land.",
  );
  it('it is a Cave land creature', () => {
    const o = new Game().enter(maw.card).activate('cavernous-maw', 2).obj('cavernous-maw');
    expect([...o.types].sort()).toEqual(['Creature', 'Land']);
    expect(o.subtypes).toEqual(['Cave', 'Elemental']);
  });
});

describe('205.1b: a planeswalker that becomes a creature "that\'s still a planeswalker" / "He\'s still a planeswalker."', () => {
  for (const text of [
    "0: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature that's still a planeswalker. Prevent all damage that would be dealt to him this turn.",
    "0: Until end of turn, Gideon Jura becomes a 6/6 Human Soldier creature. He's still a planeswalker.",
  ])
    it(text, () => {
      const gideon = compile('Gideon Jura', 'Legendary Planeswalker — Gideon', text);
      const o = new Game().enter(gideon.card).activate('gideon-jura', 1).obj('gideon-jura');
      expect([...o.types].sort()).toEqual(['Creature', 'Planeswalker']);
      expect(o.subtypes).toEqual(['Gideon', 'Human', 'Soldier']);
      expect([o.power, o.toughness]).toEqual([6, 6]);
    });
});
