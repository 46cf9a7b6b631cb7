/**
 * The scenario format's extensions for emblems (114) and Auras attached to players (303.4): `emblem: true` on an
 * object entry, `attachedTo: <player>`, `attach: {to: <player>}`; bad input is located, exit 2.
 */
import { describe, expect, it } from 'vitest';
import { cliOn } from './helpers/cli-memory.js';

const CURSE = `{ name: Curse of Death's Hold, typeLine: Enchantment — Aura Curse, oracle: "Enchant player\\nCreatures enchanted player controls get -1/-1." }`;

describe('emblem entries (114.1, 114.2)', () => {
  it('an emblem is in the command zone: another zone is bad input, located', async () => {
    const file = `battlefield:\n  - { card: { name: E, typeLine: Emblem, oracle: "Creatures you control get +1/+1." }, emblem: true, zone: battlefield }\n`;
    const r = await cliOn({ 'e.yaml': file }, ['check', 'e.yaml']);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/e\.yaml:2:\d+: battlefield\[0\]\.zone: an emblem is in the command zone \(114\.1\)/);
  });
  it("114.2: the emblem's card types are not its own — a creature card written as an emblem is no creature", async () => {
    const file = `battlefield:
  - { card: { name: E, typeLine: Creature — Bear, power: 2, toughness: 2, oracle: "Creatures you control get +1/+1." }, emblem: true, id: e }
  - { card: Grizzly Bears, id: bear }
events:
  - expect: { e: { types: [], power: null, zone: command }, bear: { power: 3, toughness: 3 } }
`;
    const r = await cliOn({ 'e.yaml': file }, ['check', 'e.yaml']);
    expect(r.out).toContain('0 failed');
    expect(r.status).toBe(0);
  });
});

describe('Auras attached to a player (303.4)', () => {
  it('attachedTo names a player; a name that is neither a player nor an id is bad input', async () => {
    const ok = `battlefield:\n  - { card: ${CURSE}, id: curse, attachedTo: opponent }\n  - { card: Grizzly Bears, controller: opponent }\nevents:\n  - expect: { grizzly-bears: { power: 1 }, curse: { attachedTo: opponent } }\n`;
    const r = await cliOn({ 'a.yaml': ok }, ['check', 'a.yaml']);
    expect(r.out).toContain('0 failed');
    const bad = `battlefield:\n  - { card: ${CURSE}, id: curse, attachedTo: nobody }\n`;
    const b = await cliOn({ 'b.yaml': bad }, ['check', 'b.yaml']);
    expect(b.status).toBe(2);
    expect(b.err).toContain('battlefield[0].attachedTo');
  });
  it('303.4: only an Aura is attached to a player', async () => {
    const file = `battlefield:\n  - Grizzly Bears\nevents:\n  - attach: { object: grizzly-bears, to: opponent }\n`;
    const r = await cliOn({ 'c.yaml': file }, ['check', 'c.yaml']);
    expect(r.status).toBe(2);
    expect(r.err).toContain('only an Aura can be attached to a player (303.4, 702.5)');
  });
});
