/**
 * Static abilities with conditions and restrictions (grammar.md § Conditions, § Statics):
 * per-predicate conditions (condition-list.ts), a leading restriction before a continuous predicate
 * (leading-rest.ts). Real Oracle sentences, asserted by the characteristics the layers give (613).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const creature = (name: string, type: string) => cardOf(name, `Creature — ${type}`, '', ['1', '1']);
const land = (name: string, type: string) => cardOf(name, `Basic Land — ${type}`, '');
/** The abilities an object has beyond its printed ones. */
const granted = (g: Game, id: string) => {
  const printed = new Set(g.state.objects.find((o) => o.id === id)?.card.abilities.map((a) => a.text));
  return g.obj(id).abilities.filter((a) => !printed.has(a));
};
const read = (name: string, type: string, text: string, pt?: [string, string]) =>
  compile(name, type, text, pt).report.sentences.filter((s) => s.continuous);

describe('611.3a: each predicate applies while its own condition holds', () => {
  const tek = cardOf(
    'Tek',
    'Artifact Creature — Dragon',
    'This creature gets +0/+2 as long as you control a Plains, has flying as long as you control an Island, gets +2/+0 as long as you control a Swamp, has first strike as long as you control a Mountain, and has trample as long as you control a Forest.',
    ['2', '2'],
  );

  it('Tek: a Plains gives +0/+2 only; a Swamp adds +2/+0; an Island gives flying', () => {
    const g = new Game().enter(tek).enter(land('Plains', 'Plains'));
    expect(g.pt('tek')).toEqual([2, 4]);
    expect(granted(g, 'tek')).toEqual([]);
    g.enter(land('Swamp', 'Swamp'));
    expect(g.pt('tek')).toEqual([4, 4]);
    g.enter(land('Island', 'Island'));
    expect(granted(g, 'tek')).toEqual(['Flying']);
  });

  it('Tek: the lands an opponent controls count for nothing', () => {
    const g = new Game().enter(tek).enter(land('Forest', 'Forest'), { controller: 'opponent' });
    expect(granted(g, 'tek')).toEqual([]);
  });

  it('Tribal Golem: the verb "has" carries over; the quoted ability is granted while you control a Zombie', () => {
    const golem = cardOf(
      'Tribal Golem',
      'Artifact Creature — Golem',
      'Tribal Golem has trample as long as you control a Beast, haste as long as you control a Goblin, first strike as long as you control a Soldier, flying as long as you control a Wizard, and "{B}: Regenerate Tribal Golem" as long as you control a Zombie.',
      ['4', '4'],
    );
    const g = new Game().enter(golem).enter(creature('Goblin A', 'Goblin'), { id: 'g' });
    expect(granted(g, 'tribal-golem')).toEqual(['Haste']);
    g.enter(creature('Zombie A', 'Zombie'), { id: 'z' });
    expect(granted(g, 'tribal-golem')).toEqual(['Haste', '{B}: Regenerate Tribal Golem.']);
    g.move('g', 'graveyard');
    expect(granted(g, 'tribal-golem')).toEqual(['{B}: Regenerate Tribal Golem.']);
  });
});

describe('509.1b: a restriction before a continuous predicate is listed; the predicate is read', () => {
  it('Whispersilk Cloak: "Equipped creature can\'t be blocked and has shroud." — shroud (layer 6)', () => {
    const text = "Equipped creature can't be blocked and has shroud.\nEquip {2}";
    const sentences = compile('Whispersilk Cloak', 'Artifact — Equipment', text).report.sentences;
    expect(sentences.map((s) => [s.text, s.compiled])).toEqual([
      ['Equipped creature has shroud.', true],
      ["Equipped creature can't be blocked.", false],
      ['Equip {2}', true],
    ]);
    const cloak = cardOf('Whispersilk Cloak', 'Artifact — Equipment', text);
    const g = new Game().enter(cloak).enter(creature('Bear', 'Bear'), { id: 'bear' }).attach('whispersilk-cloak', 'bear');
    expect(g.obj('bear').abilities).toEqual(['Shroud']);
  });

  it('a restriction alone stays listed (not continuous): nothing to read', () => {
    expect(read('Test Cloak', 'Artifact — Equipment', "Equipped creature can't be blocked.")).toEqual([]);
  });
});

describe('conditions joined by "or", colours joined by "or", "a <Subtype> you control"', () => {
  const wrestlers = cardOf(
    'Earth Rumble Wrestlers',
    'Creature — Human Warrior Performer',
    'Reach\nThis creature gets +1/+0 and has trample as long as you control a land creature or a land entered the battlefield under your control this turn.',
    ['3', '4'],
  );

  it('Earth Rumble Wrestlers: a land entering this turn is enough (the turn history, 603.6a); a new turn ends it (500.1)', () => {
    const g = new Game().enter(wrestlers);
    expect(g.pt('earth-rumble-wrestlers')).toEqual([3, 4]);
    g.enter(land('Forest', 'Forest'));
    expect(g.pt('earth-rumble-wrestlers')).toEqual([4, 4]);
    expect(granted(g, 'earth-rumble-wrestlers')).toEqual(['Trample']);
    g.endTurn();
    expect(g.pt('earth-rumble-wrestlers')).toEqual([3, 4]);
  });

  it('Earth Rumble Wrestlers: "an artifact creature or a land creature" — a land creature you control, with no land entered', () => {
    const dryad = cardOf('Dryad Arbor', 'Land Creature — Forest Dryad', '', ['1', '1']);
    const g = new Game().enter(dryad).endTurn().enter(wrestlers, { controller: 'you' });
    expect(g.pt('earth-rumble-wrestlers')).toEqual([4, 4]);
  });

  it('the article starts a second noun phrase: "an artifact creature or a Wizard" counts a non-artifact Wizard', () => {
    const doom = cardOf(
      'Test Doom',
      'Legendary Creature — Human Scientist Villain',
      'As long as you control an artifact creature or a Wizard, Test Doom has indestructible.',
      ['3', '3'],
    );
    const g = new Game().enter(doom);
    expect(granted(g, 'test-doom')).toEqual([]);
    g.enter(creature('Wizard A', 'Wizard'));
    expect(granted(g, 'test-doom')).toEqual(['Indestructible']);
  });

  it('Essence Leak: "As long as enchanted permanent is red or green, it has "…"" (105.2: either colour)', () => {
    const leak = cardOf(
      'Essence Leak',
      'Enchantment — Aura',
      'Enchant permanent\nAs long as enchanted permanent is red or green, it has "At the beginning of your upkeep, sacrifice this permanent unless you pay its mana cost."',
    );
    const upkeep = 'At the beginning of your upkeep, sacrifice this permanent unless you pay its mana cost.';
    const green = { ...creature('Elf', 'Elf'), manaCost: '{G}' };
    const blue = { ...creature('Merfolk', 'Merfolk'), manaCost: '{U}' };
    const g = new Game().enter(green, { id: 'elf' }).enter(blue, { id: 'merfolk' }).enter(leak).attach('essence-leak', 'elf');
    expect(g.obj('elf').abilities).toEqual([upkeep]);
    g.attach('essence-leak', 'merfolk');
    expect(g.obj('merfolk').abilities).toEqual([]);
  });

  it('Burden of Proof: +2/+2 on a Detective you control; otherwise base 1/1 — an opponent\'s Detective is "otherwise"', () => {
    const burden = cardOf(
      'Burden of Proof',
      'Enchantment — Aura',
      "Flash\nEnchant creature\nEnchanted creature gets +2/+2 as long as it's a Detective you control. Otherwise, it has base power and toughness 1/1 and can't block Detectives.",
    );
    const detective = cardOf('Test Detective', 'Creature — Human Detective', '', ['3', '3']);
    const g = new Game().enter(detective, { id: 'mine' }).enter(detective, { id: 'theirs', controller: 'opponent' }).enter(burden);
    g.attach('burden-of-proof', 'mine');
    expect(g.pt('mine')).toEqual([5, 5]);
    g.attach('burden-of-proof', 'theirs');
    expect(g.pt('theirs')).toEqual([1, 1]);
    expect(g.pt('mine')).toEqual([3, 3]);
  });
});

describe('201.2: names in text — "named Groom\'s Finery", "named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra"', () => {
  const equipment = (name: string, text: string) => cardOf(name, 'Artifact — Equipment', text);
  const gown = equipment(
    "Bride's Gown",
    "Equipped creature gets +2/+0. It gets an additional +0/+2 and has first strike as long as an Equipment named Groom's Finery is attached to a creature you control.\nEquip {2}",
  );
  const finery = equipment(
    "Groom's Finery",
    "Equipped creature gets +2/+0. It gets an additional +0/+2 and has deathtouch as long as an Equipment named Bride's Gown is attached to a creature you control.\nEquip {2}",
  );

  it("Bride's Gown: +2/+0 alone; +2/+2 and first strike while Groom's Finery is attached to a creature you control (301.5)", () => {
    const g = new Game()
      .enter(creature('Bride', 'Human'), { id: 'bride' })
      .enter(creature('Groom', 'Human'), { id: 'groom' })
      .enter(gown)
      .enter(finery)
      .attach('brides-gown', 'bride');
    expect(g.pt('bride')).toEqual([3, 1]);
    g.attach('grooms-finery', 'groom');
    expect(g.pt('bride')).toEqual([3, 3]);
    expect(granted(g, 'bride')).toEqual(['First strike']);
    expect(granted(g, 'groom')).toEqual(['Deathtouch']);
  });

  it("Bride's Gown: Groom's Finery on an opponent's creature is not on a creature you control", () => {
    const g = new Game()
      .enter(creature('Bride', 'Human'), { id: 'bride' })
      .enter(creature('Groom', 'Human'), { id: 'groom', controller: 'opponent' })
      .enter(gown)
      .enter(finery, { controller: 'opponent' })
      .attach('brides-gown', 'bride')
      .attach('grooms-finery', 'groom');
    expect(g.pt('bride')).toEqual([3, 1]);
  });

  it('Shield of Kaldra: the three named Equipment have indestructible, another Equipment does not', () => {
    const shield = cardOf(
      'Shield of Kaldra',
      'Legendary Artifact — Equipment',
      'Equipment named Sword of Kaldra, Shield of Kaldra, and Helm of Kaldra have indestructible.\nEquipped creature has indestructible.\nEquip {4}',
    );
    const g = new Game()
      .enter(shield)
      .enter(equipment('Sword of Kaldra', 'Equip {4}'))
      .enter(equipment('Helm of Kaldra', 'Equip {2}'))
      .enter(equipment('Bonesplitter', 'Equip {1}'));
    for (const id of ['shield-of-kaldra', 'sword-of-kaldra', 'helm-of-kaldra']) expect(granted(g, id)).toEqual(['Indestructible']);
    expect(granted(g, 'bonesplitter')).toEqual([]);
  });
});

describe('201.2: a bare "and" may be part of a name', () => {
  it('"Equipment named Sword of Fire and Ice have shroud." is left unread rather than read as two names', () => {
    expect(read('Test Rack', 'Artifact', 'Equipment named Sword of Fire and Ice have shroud.').map((x) => x.compiled)).toEqual([false]);
  });
});

describe('player and ownership statics', () => {
  it("Laughing Jasper Flint: creatures you control but don't own are Mercenaries (108.3 owner, layer 4)", () => {
    const flint = cardOf(
      'Laughing Jasper Flint',
      'Legendary Creature — Lizard Rogue',
      "Creatures you control but don't own are Mercenaries in addition to their other types.",
      ['4', '3'],
    );
    const g = new Game()
      .enter(flint)
      .enter(creature('Mine', 'Bear'), { id: 'mine' })
      .enter(creature('Theirs', 'Bear'), { id: 'theirs', controller: 'opponent' });
    expect(g.obj('theirs').subtypes).toEqual(['Bear']);
    g.control('theirs', 'you');
    expect(g.obj('theirs').subtypes).toEqual(['Bear', 'Mercenary']);
    expect(g.obj('mine').subtypes).toEqual(['Bear']);
    expect(g.obj('laughing-jasper-flint').subtypes).toEqual(['Lizard', 'Rogue']);
  });

  it("Marina Vendrell's Grimoire: no maximum hand size (402.2) and the 0-life rule changed for you (104.3b, 613.11)", () => {
    const grimoire = cardOf(
      "Marina Vendrell's Grimoire",
      'Legendary Artifact — Book',
      "You have no maximum hand size and don't lose the game for having 0 or less life.",
    );
    const r = new Game().enter(grimoire).result();
    expect(r.players.you?.maxHandSize).toBeNull();
    expect(r.players.opponent?.maxHandSize).toBe(7);
    expect(r.rules).toEqual(["You don't lose the game for having 0 or less life."]);
  });
});
