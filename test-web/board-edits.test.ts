/**
 * Building by clicking, in Node: each board action is a YAML edit (comments kept) that loads
 * and means what was clicked — other zones, face down, transformed, attached, choices,
 * counters of any kind, activated abilities, removal, and events moved up and down.
 */
import { describe, expect, it } from 'vitest';
import {
  activateAbility,
  addEvent,
  addToBattlefield,
  castSpell,
  editEntry,
  enterEvent,
  entryPaths,
  eventItems,
  moveItem,
  parseChoices,
  removeAt,
} from '../web/src/board.js';
import { stepTimestamps } from '../web/src/events.js';
import { runScenario } from '../web/src/run.js';

function evaluate(text: string) {
  const r = runScenario(text);
  if (!r.ok) throw new Error(r.error.problems.map((p) => `${p.path}: ${p.message}`).join('; '));
  return r;
}
const start = '# my position\nbattlefield:\n  - Grizzly Bears # the bear\n';

describe('entering', () => {
  it('another zone, as an enter event', () => {
    const text = enterEvent(start, 'Hill Giant', 'you', 'you', { zone: 'graveyard' });
    expect(text).toContain('- enter: { card: Hill Giant, zone: graveyard }');
    expect(text).toContain('# the bear');
    expect(evaluate(text).result.objects['hill-giant']?.zone).toBe('graveyard');
  });

  it('face down (708.2: a 2/2 with no name), transformed (the back face), attached to a creature', () => {
    const down = evaluate(addToBattlefield(start, 'Serra Angel', 'you', 'you', { faceDown: true })).result.objects['serra-angel'];
    expect([down?.faceDown, down?.name, down?.power, down?.toughness]).toEqual([true, null, 2, 2]);
    const back = evaluate(addToBattlefield(start, 'Bloodline Keeper', 'you', 'you', { transformed: true })).result.objects[
      'bloodline-keeper'
    ];
    expect([back?.transformed, back?.name, back?.power]).toEqual([true, 'Lord of Lineage', 5]);
    const aura = addToBattlefield(start, 'Unholy Strength', 'you', 'you', { attachedTo: 'grizzly-bears' });
    expect(aura).toContain('{ card: Unholy Strength, attachedTo: grizzly-bears }');
    expect(evaluate(aura).result.objects['grizzly-bears']?.power).toBe(4);
  });

  it('with its choices, typed as a flow mapping', () => {
    const choices = parseChoices('creatureType: Elf');
    const text = addToBattlefield(start, 'Xenograft', 'you', 'you', { choices });
    expect(text).toContain('choices: { creatureType: Elf }');
    expect(evaluate(text).result.objects['grizzly-bears']?.subtypes).toEqual(['Bear', 'Elf']);
    expect(() => parseChoices('color: [blue')).toThrow();
  });
});

describe('changing an object', () => {
  it('counters of any kind on its entry, in battlefield or in an enter event', () => {
    const withEvent = enterEvent(start, 'Hill Giant', 'you', 'you');
    const paths = entryPaths(evaluate(withEvent).scenario);
    expect(paths.get('grizzly-bears')).toEqual(['battlefield', 0]);
    expect(paths.get('hill-giant')).toEqual(['events', 0, 'enter', 0]);
    let text = editEntry(withEvent, ['battlefield', 0], {}, { '-1/-1': 1, flying: 1 });
    text = editEntry(text, ['events', 0, 'enter', 0], { tapped: true }, { '+1/+1': 2 });
    const { objects } = evaluate(text).result;
    expect([objects['grizzly-bears']?.power, objects['grizzly-bears']?.abilities]).toEqual([1, ['Flying']]);
    expect([objects['hill-giant']?.power, objects['hill-giant']?.tapped]).toEqual([5, true]);
    expect(text).toContain('# the bear');
    const back = editEntry(text, ['battlefield', 0], {}, { '-1/-1': 0, flying: 0 });
    expect(back).toContain('- { card: Grizzly Bears }');
  });

  it('an activated ability by its text, an attach event, a move', () => {
    let text = addToBattlefield(start, "Mishra's Factory", 'you', 'you');
    text = activateAbility(
      text,
      'mishras-factory',
      "{1}: This land becomes a 2/2 Assembly-Worker artifact creature until end of turn. It's still a land.",
      [],
    );
    const factory = evaluate(text).result.objects['mishras-factory'];
    expect([factory?.types, factory?.power]).toEqual([['Land', 'Artifact', 'Creature'], 2]);
    text = addToBattlefield(text, 'Bonesplitter', 'you', 'you');
    text = addEvent(text, { attach: { object: 'bonesplitter', to: 'grizzly-bears' } });
    expect(evaluate(text).result.objects['grizzly-bears']?.power).toBe(4);
    text = addEvent(text, { move: { object: 'grizzly-bears', to: 'exile' } });
    expect(evaluate(text).result.objects['grizzly-bears']?.zone).toBe('exile');
  });

  it("a modal spell with its mode and target (700.2); X typed among the choices is the event's x (611.2b)", () => {
    const cast = castSpell(start, "Sarkhan's Resolve", ['grizzly-bears'], null, {}, [1]);
    expect(cast).toContain("- cast: Sarkhan's Resolve\n    modes: [ 1 ]\n    targets: [ grizzly-bears ]");
    expect(evaluate(cast).result.objects['grizzly-bears']?.power).toBe(5);
    let text = addToBattlefield(start, 'Chimeric Staff', 'you', 'you');
    text = activateAbility(
      text,
      'chimeric-staff',
      '{X}: This artifact becomes an X/X Construct artifact creature until end of turn.',
      [],
      parseChoices('x: 4'),
    );
    expect(text).toContain('x: 4');
    expect(text).not.toContain('choices');
    expect(evaluate(text).result.objects['chimeric-staff']?.power).toBe(4);
  });

  it('status events: transform (613.7g), turn face down and up (613.7f)', () => {
    let text = addEvent(addToBattlefield(start, 'Bloodline Keeper', 'you', 'you'), { transform: 'bloodline-keeper' });
    expect(text).toContain('- transform: bloodline-keeper');
    expect(evaluate(text).result.objects['bloodline-keeper']?.name).toBe('Lord of Lineage');
    text = addEvent(text, { turnFaceDown: 'grizzly-bears' });
    expect(evaluate(text).result.objects['grizzly-bears']?.name).toBeNull();
    text = addEvent(text, { turnFaceUp: 'grizzly-bears' });
    expect(evaluate(text).result.objects['grizzly-bears']?.name).toBe('Grizzly Bears');
  });

  it('removed: its entry goes, and an emptied list with it', () => {
    const text = enterEvent(addToBattlefield(start, 'Forest', 'you', 'you'), 'Hill Giant', 'you', 'you');
    const noGiant = removeAt(text, ['events', 0, 'enter', 0]);
    expect(noGiant).not.toContain('events');
    expect(Object.keys(evaluate(noGiant).result.objects)).toEqual(['grizzly-bears', 'forest']);
    const noForest = removeAt(noGiant, ['battlefield', 1]);
    expect(noForest).toContain('# the bear');
    expect(Object.keys(evaluate(noForest).result.objects)).toEqual(['grizzly-bears']);
  });
});

describe('events in order', () => {
  // Two effects that set power/toughness in layer 7b: the later timestamp wins (613.7).
  const text = [
    'battlefield:',
    '  - Grizzly Bears',
    'events:',
    '  # Diminish first',
    '  - cast: Diminish',
    '    targets: [grizzly-bears]',
    '  - cast: Humble # then Humble',
    '    targets: [grizzly-bears]',
    '',
  ].join('\n');

  it('lists each item with the timestamps it gave; moving one swaps them and the answer follows', () => {
    const r = evaluate(text);
    const stamps = stepTimestamps(r.scenario);
    const items = eventItems(text, r.scenario);
    expect(items.map((i) => [i.text, i.steps.flatMap((s) => stamps.get(s) ?? [])])).toEqual([
      ['Grizzly Bears', [1]],
      ['cast: Diminish targets: [grizzly-bears]', [2]],
      // Diminish's card was put into the graveyard at 3 (608.2n), a new object.
      ['cast: Humble targets: [grizzly-bears]', [4]],
    ]);
    expect(r.result.objects['grizzly-bears']?.power).toBe(0);
    const moved = moveItem(text, 'events', 1, -1);
    expect(moved).toContain('# Diminish first');
    expect(moved).toContain('# then Humble');
    expect(moved.indexOf('Humble')).toBeLessThan(moved.indexOf('Diminish'));
    const after = evaluate(moved).result.objects['grizzly-bears'];
    expect([after?.power, after?.toughness]).toEqual([1, 1]);
    expect(moveItem(text, 'events', 0, -1)).toBe(text);
  });
});
