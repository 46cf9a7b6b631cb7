/**
 * 601.2c, 115.1: each target is legal for its phrase ("target creature you control", "target nonblack
 * creature"), judged on the characteristics as it is cast; and not one its own abilities forbid:
 * shroud (702.18a), an opponent's hexproof (702.11b), protection from the spell's colour (702.16b).
 */
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../../src/catalog/index.js';
import { type CardDef, castSpell } from '../../src/core/index.js';
import { compileCard } from '../../src/oracle/index.js';
import { loadScenario, replay } from '../../src/scenario/index.js';
import { card, Game, inline } from '../helpers/game.js';

/** A card compiled from its Oracle text (the compiler reads the "target" phrases into `targetPhrases`). */
const compiled = (name: string, oracle: string, manaCost = '{1}{G}'): CardDef =>
  compileCard({ name, type_line: 'Instant', mana_cost: manaCost, oracle_text: oracle }).card;

const OWN_PUMP = compiled('Own Pump', 'Target creature you control gets +2/+2 until end of turn.');
const NONBLACK = compiled('Nonblack Shrink', 'Target nonblack creature gets -2/-2 until end of turn.', '{1}{B}');

const creature = (name: string, keyword?: string, manaCost = '{1}{G}') =>
  inline({
    name,
    types: ['Creature'],
    manaCost,
    power: 2,
    toughness: 2,
    abilities: keyword ? [{ kind: 'keyword', text: keyword, keyword: keyword.toLowerCase() }] : [],
  });

/** You control Grizzly Bears and a Forest; the opponent Serra Angel and a black Vampire. */
const board = () =>
  new Game()
    .enter('Grizzly Bears')
    .enter('Forest')
    .enter('Serra Angel', { controller: 'opponent' })
    .enter(creature('Night Vampire', undefined, '{1}{B}'), { controller: 'opponent', id: 'vampire' });

const cast = (g: Game, c: CardDef, targets: string[]) => castSpell(g.state, { id: 's', card: c, targets });

describe('target legality as it is cast (601.2c, 115.1)', () => {
  it('601.2c: "target creature you control" given an opponent’s creature is refused, naming the phrase', () => {
    const r = cast(board(), OWN_PUMP, ['serra-angel']);
    expect(r).toMatchObject({ ok: false, error: { code: 'bad-choice', path: ['targets', 0] } });
    expect(!r.ok && r.error.message).toMatch(/"serra-angel" doesn't fit "target creature you control" of "Own Pump"/);
    expect(cast(board(), OWN_PUMP, ['grizzly-bears']).ok).toBe(true);
  });

  it('601.2c: "target nonblack creature" refuses the black one; a land is no creature', () => {
    expect(cast(board(), NONBLACK, ['vampire']).ok).toBe(false);
    expect(cast(board(), NONBLACK, ['serra-angel']).ok).toBe(true);
    expect(cast(board(), NONBLACK, ['forest'])).toMatchObject({ ok: false, error: { path: ['targets', 0] } });
    expect(cast(board(), NONBLACK, ['you'])).toMatchObject({ ok: false, error: { message: expect.stringMatching(/is a player/) } });
  });

  it('601.2c: judged on the characteristics now: an animated Mutavault is a creature you control', () => {
    const g = board().enter('Mutavault');
    expect(cast(g, OWN_PUMP, ['mutavault']).ok).toBe(false);
    g.activate('mutavault', 2);
    expect(cast(g, OWN_PUMP, ['mutavault']).ok).toBe(true);
  });

  it('702.11b: an opponent’s hexproof creature can’t be the target of your spell; your own can', () => {
    const g = board()
      .enter(creature('Hidden Bear', 'Hexproof'), { controller: 'opponent', id: 'hidden' })
      .enter(creature('Own Hidden Bear', 'Hexproof'), { id: 'own-hidden' });
    const r = cast(g, card('Giant Growth'), ['hidden']);
    expect(!r.ok && r.error.message).toMatch(/"hidden" has hexproof and is opponent's \(702\.11b\)/);
    expect(cast(g, card('Giant Growth'), ['own-hidden']).ok).toBe(true);
  });

  it('702.11b, 122.1b: hexproof from a keyword counter or granted by an effect counts too', () => {
    const g = board().counters('serra-angel', { hexproof: 1 });
    expect(cast(g, card('Giant Growth'), ['serra-angel'])).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/hexproof/) },
    });
    const granted = compiled('Cloak Them', 'Creatures your opponents control gain hexproof until end of turn.', '{U}');
    const h = board().cast(granted, { id: 'cloak' });
    expect(cast(h, card('Giant Growth'), ['vampire'])).toMatchObject({ ok: false, error: { message: expect.stringMatching(/hexproof/) } });
    expect(cast(h, card('Giant Growth'), ['grizzly-bears']).ok).toBe(true);
  });

  it('702.18a, 702.16b, 702.26b: shroud, protection from the spell’s colour, phased out', () => {
    const g = board()
      .enter(creature('Veiled Bear', 'Shroud'), { id: 'veiled' })
      .enter(creature('Green-Warded Bear', 'Protection from green'), { id: 'warded' })
      .enter(creature('Red-Warded Bear', 'Protection from red'), { id: 'red-warded' });
    expect(cast(g, card('Giant Growth'), ['veiled']).ok).toBe(false);
    expect(!cast(g, card('Giant Growth'), ['warded']).ok).toBe(true);
    expect(cast(g, card('Giant Growth'), ['red-warded']).ok).toBe(true);
    g.phaseOut('grizzly-bears');
    expect(cast(g, card('Giant Growth'), ['grizzly-bears'])).toMatchObject({
      ok: false,
      error: { message: expect.stringMatching(/702\.26b/) },
    });
  });

  it('601.2c: a phrase the data doesn’t carry is read from its plain words (issue #28): "target creature" refuses a land', () => {
    const pump = inline({
      name: 'Written Pump',
      types: ['Instant'],
      abilities: [
        {
          kind: 'spell',
          text: 'Target creature gets +1/+1 until end of turn.',
          resolve: { effects: [{ affects: { target: 0 }, ops: [{ op: 'modifyPT', power: 1, toughness: 1 }], duration: 'endOfTurn' }] },
        },
      ],
    });
    expect(cast(board(), pump, ['forest'])).toMatchObject({ ok: false, error: { code: 'bad-choice', path: ['targets', 0] } });
    expect(cast(board(), pump, ['grizzly-bears']).ok).toBe(true);
  });

  it('601.2c: in a scenario, bad input located at the target (exit 2 through the CLI)', () => {
    const text = [
      'battlefield:',
      '  - Grizzly Bears',
      '  - { card: Serra Angel, controller: opponent }',
      'events:',
      '  - cast:',
      '      name: Own Pump',
      '      typeLine: Instant',
      '      manaCost: "{1}{G}"',
      '      oracle: Target creature you control gets +2/+2 until end of turn.',
      '    targets: [serra-angel]',
      '',
    ].join('\n');
    const loaded = loadScenario(text, 'case.yaml', { cards: { findCard, suggestCards }, compile: compileCard });
    const r = loaded.ok ? replay(loaded.value) : loaded;
    expect(!r.ok && r.error.problems[0]).toMatchObject({
      path: 'events[0].targets[0]',
      message: expect.stringMatching(/target creature you control/),
    });
  });
});

describe('catalog cards carry no target phrases: their plain nouns are read (issue #28, 601.2c)', () => {
  it('Giant Growth on a Forest is refused, on Grizzly Bears it resolves', () => {
    const b = board();
    expect(cast(b, card('Giant Growth'), ['forest'])).toMatchObject({ ok: false, error: { code: 'bad-choice', path: ['targets', 0] } });
    expect(cast(b, card('Giant Growth'), ['grizzly-bears']).ok).toBe(true);
  });
});
