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
/** The abilities an object has beyond its own printed one (the first). */
const granted = (g: Game, id: string) => g.obj(id).abilities.slice(1);
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
