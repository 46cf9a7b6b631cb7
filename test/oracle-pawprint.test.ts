/**
 * 700.2i: "Choose up to five {P} worth of modes. You may choose the same mode more than once." and the
 * "{P}… — <effect>" paragraphs (the Seasons) are one modal spell: any mode any number of times (700.2d), the
 * chosen modes' pawprints totalling at most five (spell-paragraphs.ts, core modes.ts).
 */
import { describe, expect, it } from 'vitest';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const bear = cardOf('Grizzly Bears', 'Creature — Bear', '', ['2', '2']);
const readAll = (c: ReturnType<typeof compile>) => c.report.sentences.filter((s) => s.continuous).every((s) => s.compiled);

const weaving = compile(
  'Season of Weaving',
  'Sorcery',
  "Choose up to five {P} worth of modes. You may choose the same mode more than once.\n{P} — Draw a card.\n{P}{P} — Choose an artifact or creature you control. Create a token that's a copy of it.\n{P}{P}{P} — Return each nonland, nontoken permanent to its owner's hand.",
);
const gathering = compile(
  'Season of Gathering',
  'Sorcery',
  'Choose up to five {P} worth of modes. You may choose the same mode more than once.\n{P} — Put a +1/+1 counter on a creature you control. It gains vigilance and trample until end of turn.\n{P}{P} — Choose artifact or enchantment. Destroy all permanents of the chosen type.\n{P}{P}{P} — Draw cards equal to the greatest power among creatures you control.',
);

describe('700.2i: Season of Weaving', () => {
  it('is one modal spell: three modes of 1, 2 and 3 pawprints, up to 5 in all, repeatable', () => {
    expect(readAll(weaving)).toBe(true);
    expect(weaving.card.abilities).toHaveLength(1);
    const a = weaving.card.abilities[0];
    const modal = a?.kind === 'spell' ? a.resolve?.modal : undefined;
    expect(modal).toMatchObject({ min: 1, max: 5, repeatable: true, pawprints: 5 });
    expect(modal?.modes.map((m) => m.pawprints)).toEqual([1, 2, 3]);
  });
  it('"Create a token that\'s a copy of it": a copy of the artifact or creature chosen (choices.object)', () => {
    const g = new Game().enter(bear).cast(weaving.card, { modes: [1, 2], choices: { object: 'grizzly-bears' }, tokens: ['copy'] });
    expect(g.obj('copy').name).toBe('Grizzly Bears');
    expect(g.pt('copy')).toEqual([2, 2]);
  });
  it('six {P} worth of modes is more than the text allows', () => {
    expect(() => new Game().enter(bear).cast(weaving.card, { modes: [3, 3] })).toThrow(/up to five \{P\} worth of modes/);
  });
});

describe('700.2i: Season of Gathering\'s "{P} — Put a +1/+1 counter on a creature you control. It gains vigilance and trample until end of turn."', () => {
  it('the creature chosen gets the counter and the abilities', () => {
    expect(readAll(gathering)).toBe(true);
    const g = new Game().enter(bear).cast(gathering.card, { modes: [1], choices: { object: 'grizzly-bears' } });
    expect(g.pt('grizzly-bears')).toEqual([3, 3]);
    expect(g.obj('grizzly-bears').abilities).toEqual(['Vigilance', 'Trample']);
  });
});
