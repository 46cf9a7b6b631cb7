/** Compiled amounts (grammar/values/amounts.ts): values over sets of objects, and conditions over amounts, evaluated. */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { abilities, cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
const stompingGround = cardOf('Stomping Ground', 'Land — Mountain Forest', '({T}: Add {R} or {G}.)');
const island = cardOf('Island', 'Basic Land — Island', '({T}: Add {U}.)');
const equipment = (name: string, cost = '{2}') => ({ ...cardOf(name, 'Artifact — Equipment', 'Equip {2}'), manaCost: cost });
const aura = cardOf('Test Aura', 'Enchantment — Aura', 'Enchant creature');

describe('values over sets of objects', () => {
  it('305.6 Domain (Kavu Scout): +1/+0 for each basic land type among lands you control', () => {
    const text = 'Domain — This creature gets +1/+0 for each basic land type among lands you control.';
    const scout = cardOf('Kavu Scout', 'Creature — Kavu Scout', text, ['0', '2']);
    expect(abilities('Kavu Scout', 'Creature — Kavu Scout', text, ['0', '2'])[0]).toMatchObject({
      effects: [{ ops: [{ op: 'modifyPT', power: { basicLandTypesAmong: { and: [{ type: 'Land' }, { controller: 'you' }] } } }] }],
    });
    const g = new Game().enter(scout).enter(forest).enter(stompingGround).enter(island, { controller: 'opponent' });
    // Forest and Mountain: Stomping Ground's two types count, Forest once (305.6: the types, not the lands).
    expect(g.pt('kavu-scout')).toEqual([2, 2]);
  });

  it('105.2 (Squawkroaster): power equal to the number of colors among permanents you control', () => {
    const text = "Double strike\nVivid — Squawkroaster's power is equal to the number of colors among permanents you control.";
    const roaster = { ...cardOf('Squawkroaster', 'Creature — Elemental', text, ['*', '4']), manaCost: '{3}{R}' };
    const gold = { ...cardOf('Test Gold', 'Artifact', ''), manaCost: '{W}{U}' };
    const g = new Game().enter(roaster).enter(gold).enter(gold, { id: 'theirs', controller: 'opponent' });
    expect(g.pt('squawkroaster')).toEqual([3, 4]);
  });

  it('"the greatest mana value among artifacts you control" (Daretti) and "the total mana value of other creatures you control" (Ancient Ooze)', () => {
    const daretti = cardOf(
      'Daretti, Rocketeer Engineer',
      'Legendary Creature — Goblin Artificer',
      "Daretti's power is equal to the greatest mana value among artifacts you control.",
      ['*', '5'],
    );
    const ooze = {
      ...cardOf(
        'Ancient Ooze',
        'Creature — Ooze',
        "Ancient Ooze's power and toughness are each equal to the total mana value of other creatures you control.",
        ['*', '*'],
      ),
      manaCost: '{5}{G}{G}',
    };
    const g = new Game().enter(daretti).enter(equipment('Small', '{1}')).enter(equipment('Big', '{4}'));
    expect(g.pt('daretti-rocketeer-engineer')).toEqual([4, 5]);
    const bears = { ...bear, manaCost: '{1}{G}' };
    const h = new Game()
      .enter(ooze)
      .enter(bears, { id: 'b1' })
      .enter(bears, { id: 'b2' })
      .enter(bears, { id: 'b3', controller: 'opponent' });
    expect(h.pt('ancient-ooze')).toEqual([4, 4]);
  });

  it('301.5, 303.4 (Champion of the Flame): +2/+2 for each Aura and Equipment attached to it', () => {
    const text = 'Trample\nChampion of the Flame gets +2/+2 for each Aura and Equipment attached to it.';
    const champion = cardOf('Champion of the Flame', 'Creature — Human Warrior', text, ['1', '1']);
    expect(abilities('Champion of the Flame', 'Creature — Human Warrior', text, ['1', '1'])[1]).toMatchObject({
      effects: [{ ops: [{ op: 'modifyPT', power: { times: [{ count: { and: [{}, { attachedTo: 'affected' }] } }, 2] } }] }],
    });
    const g = new Game()
      .enter(champion)
      .enter(bear)
      .enter(equipment('Sword'), { attachedTo: 'champion-of-the-flame' })
      .enter(aura, { attachedTo: 'champion-of-the-flame' })
      .enter(equipment('Other'), { attachedTo: 'grizzly-bears' });
    expect(g.pt('champion-of-the-flame')).toEqual([5, 5]);
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
  });

  it('Kellan, the Fae-Blooded: other creatures get +1/+0 for each Aura and Equipment attached to SELF', () => {
    const kellan = cardOf(
      'Kellan, the Fae-Blooded',
      'Legendary Creature — Human Faerie',
      'Double strike\nOther creatures you control get +1/+0 for each Aura and Equipment attached to Kellan.',
      ['2', '2'],
    );
    const g = new Game().enter(kellan).enter(bear).enter(equipment('Sword'), { attachedTo: 'kellan-the-fae-blooded' });
    g.enter(equipment('Other'), { attachedTo: 'grizzly-bears' });
    expect(g.pt('grizzly-bears')).toEqual([3, 2]);
    expect(g.pt('kellan-the-fae-blooded')).toEqual([2, 2]);
  });

  it('107.3 (Chainsaw): X is the number of rev counters on this Equipment', () => {
    const chainsaw = cardOf(
      'Chainsaw',
      'Artifact — Equipment',
      'Equipped creature gets +X/+0, where X is the number of rev counters on this Equipment.\nEquip {3}',
    );
    const g = new Game().enter(bear).enter(chainsaw, { attachedTo: 'grizzly-bears' }).counters('chainsaw', { rev: 3 });
    expect(g.pt('grizzly-bears')).toEqual([5, 2]);
  });
});

describe('per-object amounts', () => {
  it('205.3m (Diligent Zookeeper): +1/+1 for each of its creature types, to a maximum of 10', () => {
    const keeper = cardOf(
      'Diligent Zookeeper',
      'Creature — Human Citizen',
      'Each non-Human creature you control gets +1/+1 for each of its creature types, to a maximum of 10.',
      ['3', '3'],
    );
    const warrior = cardOf('Elvish Warrior', 'Creature — Elf Warrior', '', ['2', '3']);
    const shapeshifter = cardOf('Test Changeling', 'Creature — Shapeshifter', 'Changeling', ['1', '1']);
    const many = cardOf('Test Many', 'Creature — Elf Warrior Druid Shaman Cleric Rogue Wizard Knight Soldier Scout Archer', '', ['0', '0']);
    const g = new Game().enter(keeper).enter(warrior).enter(shapeshifter).enter(many);
    expect(g.pt('elvish-warrior')).toEqual([4, 5]);
    // Eleven creature types: the bonus stops at 10.
    expect(g.pt('test-many')).toEqual([10, 10]);
    // 702.73a: a changeling has every creature type, Human included, so it is not a non-Human creature.
    expect(g.pt('test-changeling')).toEqual([1, 1]);
    expect(g.pt('diligent-zookeeper')).toEqual([3, 3]);
  });

  it('201.2 (Ancestral Anger): X is 1 plus the number of cards named SELF in your graveyard, fixed as it resolves (611.2b)', () => {
    const text =
      'Target creature gains trample and gets +X/+0 until end of turn, where X is 1 plus the number of cards named Ancestral Anger in your graveyard.';
    const anger = cardOf('Ancestral Anger', 'Sorcery', text);
    const g = new Game()
      .enter(bear)
      .enter(anger, { id: 'old', zone: 'graveyard' })
      .cast(anger, { targets: ['grizzly-bears'] });
    expect(g.pt('grizzly-bears')).toEqual([4, 2]);
    expect(g.obj('grizzly-bears').abilities).toContain('Trample');
  });
});

describe('conditions over amounts', () => {
  it('122.1 (Hundred-Battle Veteran): three or more different kinds of counters among creatures you control', () => {
    const vet = cardOf(
      'Hundred-Battle Veteran',
      'Creature — Zombie Warrior',
      'As long as there are three or more different kinds of counters among creatures you control, this creature gets +2/+4.',
      ['4', '2'],
    );
    const g = new Game().enter(vet).enter(bear).counters('grizzly-bears', { '+1/+1': 2, flying: 1 });
    expect(g.pt('hundred-battle-veteran')).toEqual([4, 2]);
    g.counters('hundred-battle-veteran', { stun: 1 });
    expect(g.pt('hundred-battle-veteran')).toEqual([6, 6]);
  });

  it('102.2 (Bloodghast): haste as long as an opponent has 10 or less life', () => {
    const ghast = cardOf(
      'Bloodghast',
      'Creature — Vampire Spirit',
      "This creature can't block.\nThis creature has haste as long as an opponent has 10 or less life.",
      ['2', '1'],
    );
    const g = new Game().enter(ghast).life('you', -15);
    expect(g.obj('bloodghast').abilities).not.toContain('Haste');
    g.life('opponent', -10);
    expect(g.obj('bloodghast').abilities).toContain('Haste');
  });

  it('103.4 (Elenda, Saint of Dusk): greater than, and at least 10 greater than, your starting life total', () => {
    const text =
      'Lifelink, hexproof from instants\nAs long as your life total is greater than your starting life total, Elenda gets +1/+1 and has menace. Elenda gets an additional +5/+5 as long as your life total is at least 10 greater than your starting life total.';
    const elenda = cardOf('Elenda, Saint of Dusk', 'Legendary Creature — Vampire Knight', text, ['4', '4']);
    const g = new Game().enter(elenda);
    expect(g.pt('elenda-saint-of-dusk')).toEqual([4, 4]);
    g.life('you', 1);
    expect(g.pt('elenda-saint-of-dusk')).toEqual([5, 5]);
    expect(g.obj('elenda-saint-of-dusk').abilities).toContain('Menace');
    g.life('you', 9);
    expect(g.pt('elenda-saint-of-dusk')).toEqual([10, 10]);
  });

  it('"as long as there\'s a Lesson card in your graveyard" (First-Time Flyer)', () => {
    const flyer = cardOf(
      'First-Time Flyer',
      'Creature — Human Pilot Ally',
      "Flying\nThis creature gets +1/+1 as long as there's a Lesson card in your graveyard.",
      ['1', '2'],
    );
    const lesson = cardOf('Test Lesson', 'Sorcery — Lesson', '');
    const g = new Game().enter(flyer).enter(lesson, { zone: 'graveyard', controller: 'opponent' });
    expect(g.pt('first-time-flyer')).toEqual([1, 2]);
    g.enter(lesson, { id: 'mine', zone: 'graveyard' });
    expect(g.pt('first-time-flyer')).toEqual([2, 3]);
  });

  it('Comforting Counsel: as long as there are five or more growth counters on this enchantment', () => {
    const counsel = cardOf(
      'Comforting Counsel',
      'Enchantment',
      'Whenever you gain life, put a growth counter on this enchantment.\nAs long as there are five or more growth counters on this enchantment, creatures you control get +3/+3.',
    );
    const g = new Game().enter(counsel).enter(bear).counters('comforting-counsel', { growth: 4 });
    expect(g.pt('grizzly-bears')).toEqual([2, 2]);
    g.counters('comforting-counsel', { growth: 1 });
    expect(g.pt('grizzly-bears')).toEqual([5, 5]);
  });
});

describe('incremental evaluation agrees with the exhaustive reference (613.8) for the new values', () => {
  it('Domain under Blood Moon, counts of attached objects, greatest mana value, colors among', () => {
    const scout = cardOf(
      'Kavu Scout',
      'Creature — Kavu Scout',
      'Domain — This creature gets +1/+0 for each basic land type among lands you control.',
      ['0', '2'],
    );
    const champion = cardOf(
      'Champion of the Flame',
      'Creature — Human Warrior',
      'Champion of the Flame gets +2/+2 for each Aura and Equipment attached to it.',
      ['1', '1'],
    );
    const daretti = cardOf(
      'Daretti',
      'Legendary Creature — Goblin',
      "Daretti's power is equal to the greatest mana value among artifacts you control.",
      ['*', '5'],
    );
    const roaster = cardOf(
      'Squawkroaster',
      'Creature — Elemental',
      "Squawkroaster's power is equal to the number of colors among permanents you control.",
      ['*', '4'],
    );
    const moon = cardOf('Blood Moon', 'Enchantment', 'Nonbasic lands are Mountains.');
    const march = cardOf(
      'March of the Machines',
      'Enchantment',
      'Each noncreature artifact is an artifact creature with power and toughness each equal to its mana value.',
    );
    const g = new Game()
      .enter(scout)
      .enter(champion)
      .enter(daretti)
      .enter(roaster)
      .enter(stompingGround)
      .enter(forest)
      .enter(equipment('Sword', '{3}'), { attachedTo: 'champion-of-the-flame' })
      .enter(aura, { attachedTo: 'champion-of-the-flame' })
      .enter(moon)
      .enter(march);
    const a = g.result(false).objects;
    const b = g.result(true).objects;
    expect(a).toEqual(b);
    expect(a['kavu-scout']?.power).toBe(2);
    expect(a.daretti?.power).toBe(3);
  });
});
