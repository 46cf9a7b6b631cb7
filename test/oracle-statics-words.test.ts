/**
 * Static abilities whose words the grammar lacked: "a Plan" (an enchantment type printed on cards that the
 * CR snapshot's 205.3h doesn't list yet), a keyword whose cost is several mana symbols ("sneak {3}{B}",
 * 702.190a) under a Class level (716.2a), and "landwalk of the chosen type" (702.14a, the land type chosen
 * as the Aura entered, 614.12).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

describe('205.3h: "As long as you control an artifact creature or a Plan, Doctor Doom has indestructible."', () => {
  const doom = compile(
    'Doctor Doom',
    'Legendary Creature — Human Scientist Villain',
    'When Doctor Doom enters, create two 3/3 colorless Robot Villain artifact creature tokens named Doombot.\nAs long as you control an artifact creature or a Plan, Doctor Doom has indestructible.\nAt the beginning of your end step, you draw a card and lose 1 life.',
    ['4', '4'],
  );
  const plan = cardOf('Rewrite History', 'Enchantment — Plan', '');
  it('is read, and a Plan you control gives indestructible; without one, none', () => {
    expect(readAll(doom)).toBe(true);
    expect(new Game().enter(doom.card).obj('doctor-doom').abilities).not.toContain('Indestructible');
    const g = new Game().enter(doom.card).enter(plan);
    expect(g.obj('rewrite-history').subtypes).toEqual(['Plan']);
    expect(g.obj('doctor-doom').abilities).toContain('Indestructible');
    expect(new Game().enter(doom.card).enter(plan, { controller: 'opponent' }).obj('doctor-doom').abilities).not.toContain(
      'Indestructible',
    );
  });
});

describe('702.190a, 716.2a: "Creature cards in your graveyard have sneak {3}{B}." at Class level 3 (Ninja Teen)', () => {
  const teen = compile(
    'Ninja Teen',
    'Enchantment — Class',
    'Whenever a creature you control leaves the battlefield, each opponent loses 1 life.\n{1}{B}: Level 2\nCreatures you control get +1/+0 and have menace.\n{B}: Level 3\nCreature cards in your graveyard have sneak {3}{B}.\nYou may cast creature spells from your graveyard using their sneak abilities.',
  );
  it('a creature card in your graveyard has "Sneak {3}{B}" only at level 3', () => {
    expect(readAll(teen)).toBe(true);
    const at = (level: number) => new Game().enter(teen.card, { level }).enter(bear, { zone: 'graveyard' }).obj('grizzly-bears').abilities;
    expect(at(3)).toEqual(['Sneak {3}{B}']);
    expect(at(2)).toEqual([]);
  });
});

describe('702.14a: "Enchanted creature has landwalk of the chosen type." (Traveler\'s Cloak)', () => {
  const cloak = compile(
    "Traveler's Cloak",
    'Enchantment — Aura',
    'Enchant creature\nAs this Aura enters, choose a land type.\nWhen this Aura enters, draw a card.\nEnchanted creature has landwalk of the chosen type.',
  );
  it('the enchanted creature has the walk of the land type chosen as the Aura entered', () => {
    expect(readAll(cloak)).toBe(true);
    const g = new Game().enter(bear).enter(cloak.card, { attachedTo: 'grizzly-bears', choices: { landType: 'Swamp' } });
    expect(g.obj('grizzly-bears').abilities).toEqual(['Swampwalk']);
  });
});
