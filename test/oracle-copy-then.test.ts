/**
 * "Create a token that's a copy of this creature, then sacrifice an artifact or creature." (Joo Dee, One of
 * Many): the token copy is created first (608.2c, 707.2, 111.10); the sacrifice after ", then" is a one-shot
 * action reported on its own.
 */
import { describe, expect, it } from 'vitest';
import { compileCard } from '../src/oracle/index.js';
import { Game } from './helpers/game.js';
import { cardOf } from './oracle/helpers.js';

const text =
  "{B}, {T}: Surveil 1. Create a token that's a copy of this creature, then sacrifice an artifact or creature. Activate only as a sorcery. (To surveil 1, look at the top card of your library. You may put it into your graveyard.)";
const jooDee = cardOf('Joo Dee, One of Many', 'Creature — Human Advisor', text, ['2', '2']);

describe('Joo Dee, One of Many: "Create a token that\'s a copy of this creature, then sacrifice …"', () => {
  it('707.2: the token is a copy of Joo Dee — its name, types, P/T and ability', () => {
    const g = new Game().enter(jooDee, { id: 'joo' }).activate('joo', 1, { tokens: ['joo-copy'] });
    const t = g.obj('joo-copy');
    expect(t.name).toBe('Joo Dee, One of Many');
    expect(t.subtypes).toEqual(['Human', 'Advisor']);
    expect(g.pt('joo-copy')).toEqual([2, 2]);
    expect(t.token).toBe(true);
  });
  it('the sacrifice is reported as listed, not dropped silently', () => {
    const r = compileCard({
      name: 'Joo Dee, One of Many',
      mana_cost: '{1}{B}',
      type_line: 'Creature — Human Advisor',
      oracle_text: text,
      power: '2',
      toughness: '2',
    });
    const s = r.report.sentences.find((x) => x.text.startsWith('sacrifice'));
    expect(s?.compiled).toBe(false);
    expect(r.report.warnings).toEqual([]);
  });
});
