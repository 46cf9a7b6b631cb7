/**
 * 702.165a: "Backup N" means "When this creature enters, put N +1/+1 counters on target creature. If that's
 * another creature, it also gains the non-backup abilities of this creature printed below this one until end of
 * turn." 702.165c: only abilities printed on it.
 */
import { describe, expect, it } from 'vitest';
import { failures } from './helpers.js';

// Boon-Bringer Valkyrie, written inline with its Oracle text.
const valkyrie =
  '{ name: Boon-Bringer Valkyrie, typeLine: Creature — Angel Warrior, manaCost: "{3}{W}{W}", power: 4, toughness: 4, oracle: "Backup 1 (When this creature enters, put a +1/+1 counter on target creature. If that\'s another creature, it gains the following abilities until end of turn.)\\nFlying\\nFirst strike\\nLifelink" }';

describe('702.165a: backup', () => {
  it('on another creature: a +1/+1 counter and Flying, first strike and lifelink until end of turn; the counter stays', () => {
    const f = failures(`battlefield:
  - { id: valkyrie, card: ${valkyrie} }
  - Grizzly Bears
events:
  - trigger: { object: valkyrie, ability: Backup 1 }
    targets: [grizzly-bears]
  - expect:
      grizzly-bears: { power: 3, toughness: 3, counters: { "+1/+1": 1 }, has: [Flying, First strike, Lifelink] }
      valkyrie: { power: 4, toughness: 4 }
  - endTurn: true
  - expect:
      grizzly-bears: { power: 3, toughness: 3, lacks: [Flying, First strike, Lifelink] }
`);
    expect(f).toEqual([]);
  });

  it('on itself: only the counter (it already has the abilities)', () => {
    const f = failures(`battlefield:
  - { id: valkyrie, card: ${valkyrie} }
events:
  - trigger: { object: valkyrie, ability: Backup 1 }
    targets: [valkyrie]
  - expect:
      valkyrie: { power: 5, toughness: 5, counters: { "+1/+1": 1 }, abilities: [Backup 1, Flying, First strike, Lifelink] }
`);
    expect(f).toEqual([]);
  });

  it('702.165c: an ability the backup creature gained from an effect is not granted, only the printed ones', () => {
    const f = failures(`battlefield:
  - { id: scout, card: { name: Backup Scout, typeLine: Creature — Human Scout, manaCost: "{2}{G}", power: 2, toughness: 2, oracle: "Backup 2\\nTrample" } }
  - Grizzly Bears
events:
  - cast: { name: Take Wing, typeLine: Instant, manaCost: "{U}", oracle: "Target creature gains flying until end of turn." }
    targets: [scout]
  - trigger: { object: scout, ability: Backup 2 }
    targets: [grizzly-bears]
  - expect:
      scout: { has: [Flying, Trample] }
      grizzly-bears: { power: 4, toughness: 4, has: [Trample], lacks: [Flying] }
`);
    expect(f).toEqual([]);
  });
});
