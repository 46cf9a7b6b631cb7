/**
 * "They", "those creatures", "the chosen creatures" that are neither targets nor the source (608.2c;
 * src/oracle/grammar/sentences/resolving/unread-referents.ts, grammar.md § Referents after one-shots): the objects the scenario
 * names with `choices.objects` (the filter `{isChosen: true}`), locked as the effect begins (611.2c).
 * Real Oracle sentences; each asserts a rules outcome, one through a scenario file.
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import type { CardDef } from '../src/core/index.js';
import { activateAbility } from '../src/core/index.js';
import { loadScenario, replay } from '../src/scenario/index.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const giant = cardOf('Hill Giant', 'Creature — Giant', '', ['3', '3']);
const ogre = cardOf('Gray Ogre', 'Creature — Ogre', '', ['2', '2']);

describe('608.2c: the creatures a trigger is about (Sabotage Strategist, Storm, Windrider)', () => {
  const strategist = cardOf(
    'Sabotage Strategist',
    'Creature — Vedalken Ranger',
    'Flying, vigilance\nWhenever one or more creatures attack you, those creatures get -1/-0 until end of turn.\nExhaust — {5}{U}{U}: Put three +1/+1 counters on this creature. (Activate each exhaust ability only once.)',
    ['2', '2'],
  );
  it('those creatures get -1/-0 until end of turn; another creature does not', () => {
    const g = new Game()
      .enter(strategist, { controller: 'opponent' })
      .enter(bear)
      .enter(giant)
      .enter(ogre)
      .attack('grizzly-bears', 'hill-giant');
    g.activate('sabotage-strategist', 3, { trigger: true, choices: { objects: ['grizzly-bears', 'hill-giant'] } });
    expect(g.pt('grizzly-bears')).toEqual([1, 2]);
    expect(g.pt('hill-giant')).toEqual([2, 3]);
    expect(g.pt('gray-ogre')).toEqual([2, 2]);
    g.endTurn();
    expect(g.pt('hill-giant')).toEqual([3, 3]);
  });
  it('without choices.objects the resolution is bad input at choices.objects', () => {
    const g = new Game().enter(strategist, { controller: 'opponent' }).enter(bear);
    const r = activateAbility(g.state, { object: 'sabotage-strategist', ability: 3, trigger: true });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.path).toEqual(['choices', 'objects']);
  });
  it('Storm, Windrider: the creatures the triggering spell targets gain flying; the set is locked (611.2c)', () => {
    const storm = cardOf(
      'Storm, Windrider',
      'Legendary Creature — Mutant Hero',
      "Flying\nCreatures with flying can't attack you or block creatures you control.\nWhenever you cast a spell that targets one or more creatures, those creatures gain flying until end of turn.",
      ['4', '4'],
    );
    const g = new Game().enter(storm).enter(bear).enter(giant);
    g.activate('storm-windrider', 3, { trigger: true, choices: { objects: ['grizzly-bears'] } });
    g.enter(ogre);
    expect(g.obj('grizzly-bears').abilities).toEqual(['Flying']);
    expect(g.obj('hill-giant').abilities).toEqual([]);
    expect(g.obj('gray-ogre').abilities).toEqual([]);
  });
});

describe('608.2c: the cards an unread instruction put onto the battlefield (Random Encounter)', () => {
  const encounterText =
    "Shuffle your library, then mill four cards. Put each creature card milled this way onto the battlefield. They gain haste. At the beginning of the next end step, return those creatures to their owner's hand.\nFlashback {6}{R}{R} (You may cast this card from your graveyard for its flashback cost. Then exile it.)";
  const encounter = cardOf('Random Encounter', 'Sorcery', encounterText);
  it('the milled creatures the scenario puts onto the battlefield gain haste, in a scenario file', () => {
    const mine: Record<string, CardDef> = { 'Random Encounter': encounter, 'Grizzly Bears': bear, 'Hill Giant': giant, 'Gray Ogre': ogre };
    const lookup = { findCard: (name: string) => mine[name] ?? findCard(name), suggestCards };
    const yaml = [
      'battlefield:',
      '  - Gray Ogre',
      '  - { card: Grizzly Bears, zone: graveyard }',
      '  - { card: Hill Giant, zone: graveyard }',
      'events:',
      '  - move: { object: grizzly-bears, to: battlefield }',
      '  - move: { object: hill-giant, to: battlefield }',
      '  - cast: Random Encounter',
      '    choices: { objects: [grizzly-bears, hill-giant] }',
      '  - expect:',
      '      grizzly-bears: { has: [Haste] }',
      '      hill-giant: { has: [Haste] }',
      '      gray-ogre: { abilities: [] }',
      '',
    ].join('\n');
    const l = loadScenario(yaml, 'case.yaml', { cards: lookup });
    expect(l.ok).toBe(true);
    if (!l.ok) return;
    const r = replay(l.value);
    expect(r.ok).toBe(true);
    if (r.ok) expect([r.value.passed, r.value.failed]).toEqual([3, 0]);
  });
  it('a choices.objects id that names nothing is bad input located at it', () => {
    const lookup = { findCard: (name: string) => (name === 'Random Encounter' ? encounter : findCard(name)), suggestCards };
    const l = loadScenario('events:\n  - cast: Random Encounter\n    choices: { objects: [nobody] }\n', 'case.yaml', { cards: lookup });
    expect(l.ok).toBe(false);
    if (!l.ok) expect(l.error.problems[0]?.path).toBe('events[0].choices.objects[0]');
  });
  it('Hedge Shredder: "put them onto the battlefield tapped" — the land cards the trigger is about (not continuous)', () => {
    const shredder = cardOf(
      'Hedge Shredder',
      'Artifact — Vehicle',
      'Whenever this Vehicle attacks, you may mill two cards.\nWhenever one or more land cards are put into your graveyard from your library, put them onto the battlefield tapped.\nCrew 1',
      ['5', '5'],
    );
    const forest = cardOf('Forest', 'Basic Land — Forest', '({T}: Add {G}.)');
    const g = new Game().enter(shredder).enter(forest, { zone: 'graveyard' });
    g.activate('hedge-shredder', 2, { trigger: true, choices: { objects: ['forest'] } });
    expect(g.obj('forest').zone).toBe('battlefield');
    expect(g.obj('forest').tapped).toBe(true);
  });
  // Ghost Vacuum's "Put each creature card exiled with this artifact onto the battlefield … Each of them
  // is a 1/1 Spirit" is read with its linked cards (607.2a), the engine putting them itself: its test is
  // in oracle-resolving-more.test.ts, where the cards are exiled with the artifact.
});
