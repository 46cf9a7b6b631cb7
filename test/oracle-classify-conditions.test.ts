/**
 * Classification (src/oracle/classify.ts, grammar.md § Classification): a "has <keyword>" inside an
 * "if" clause tests the ability, it doesn't grant one (608.2c). A sentence whose only other part deals
 * damage or puts a counter creates no continuous effect (611.1; 122.1b: a keyword counter is a counter).
 */
import { describe, expect, it } from 'vitest';
import { isContinuous } from '../src/oracle/classify.js';
import { lex } from '../src/oracle/lex.js';
import { Game } from './helpers/game.js';
import { cardOf, compile } from './oracle/helpers.js';

const continuous = (text: string, names: string[] = []) => isContinuous(lex(text, names));

describe('classify.ts: "has <keyword>" in an "if" clause is a test, not a grant', () => {
  it('Cut Propulsion: "If that creature has flying, it deals twice that much damage to itself instead." — damage only', () => {
    expect(continuous('If that creature has flying, it deals twice that much damage to itself instead.')).toBe(false);
  });
  it('Super-Adaptoid: "If that creature has haste and Super-Adaptoid doesn\'t, put a haste counter on Super-Adaptoid." — a counter', () => {
    expect(
      continuous("If that creature has haste and Super-Adaptoid doesn't, put a haste counter on Super-Adaptoid.", ['Super-Adaptoid']),
    ).toBe(false);
  });
  it('a grant after the if clause is still continuous', () => {
    expect(continuous('If you control a Dwarf, target creature gains trample until end of turn.')).toBe(true);
    expect(continuous('If that creature has flying, it gains first strike until end of turn.')).toBe(true);
    expect(continuous('Target creature gains flying until end of turn.')).toBe(true);
  });
  it('Cut Propulsion compiles fully, and a flying target is unchanged by it (611.1: damage is no continuous effect)', () => {
    const text =
      'Target creature deals damage to itself equal to its power. If that creature has flying, it deals twice that much damage to itself instead.';
    const c = compile('Cut Propulsion', 'Instant', text);
    expect(c.report.sentences.every((s) => !s.continuous)).toBe(true);
    const angel = cardOf('Serra Angel', 'Creature — Angel', 'Flying, vigilance', ['4', '4']);
    const g = new Game().enter(angel).cast(c.card, { targets: ['serra-angel'] });
    expect(g.pt('serra-angel')).toEqual([4, 4]);
    expect(g.obj('serra-angel').abilities).toEqual(['Flying', 'Vigilance']);
  });
});
