/**
 * A definite description of an earlier target (608.2c; grammar.md § Referents after one-shots):
 *
 *   definite := the <phrase>      where an earlier sentence of the ability said "target <phrase>"
 *             → {target: i}, that target
 *             | the chosen (permanents | creatures | artifacts)   after "choose … target …" (the ability's first targets)
 *             | each of those (creatures | permanents)         the same, after "choose … target …"
 *             → {targets: true}
 *   before   := <effect> before (it | they) (fights | fight) [if <cond>]    → the effect (the fight is a one-shot
 *               the scenario's, after it: 608.2c, the text says the order)
 *
 * "Target creature you control fights target creature you don't control. Ferocious — The creature you control gets
 * +2/+2 until end of turn before it fights if you control a creature with power 4 or greater." (Savage Punch)
 */
import type { Token } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import type { Subject } from '../nouns/phrase.js';
import { numberWord } from '../words/words.js';

/** Each "target <phrase>" of a sentence, with the index of its (first) target; returns how many targets it has. */
export function recordTargetPhrases(tokens: readonly Token[], ctx: ParseContext, first: number): void {
  let index = first;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    if (t.k !== 'word' || t.v !== 'target') continue;
    const c = new Cursor(tokens.slice(i + 1));
    const saved = ctx.targets;
    const p = objectPhrase(c, ctx);
    ctx.targets = saved;
    if (p !== undefined && c.pos > 0) {
      const words = tokens
        .slice(i + 1, i + 1 + c.pos)
        .map((x) => (x.k === 'word' ? x.v : x.k === 'self' ? 'SELF' : x.k === 'punct' ? x.v : '?'))
        .join(' ');
      ctx.targetPhrases = [...(ctx.targetPhrases ?? []), { words, index }];
    }
    // "for each player, choose up to one other target artifact or creature that player controls": "the chosen
    // permanents" are the targets chosen so (their number is the scenario's targets).
    if (tokens.slice(0, i).some((x) => x.k === 'word' && x.v === 'choose') && index === 0) ctx.chosenTargets = true;
    const prev = tokens[i - 1];
    index += prev?.k === 'num' ? prev.n : prev?.k === 'word' ? (numberWord(prev.v) ?? 1) : 1;
  }
}

/** "the creature you control" after "target creature you control": that target. */
export function definiteTarget(c: Cursor, ctx: ParseContext): Subject | undefined {
  if (!ctx.resolving || ctx.targetPhrases === undefined) return undefined;
  return c.attempt((c2) => {
    // "Choose any number of target creatures. Each of those creatures gains persist until end of turn." (Cauldron of
    // Souls): the targets chosen (608.2c), each of them.
    if (ctx.chosenTargets === true && c2.acceptAny('each of those creatures', 'each of those permanents') !== undefined)
      return { selector: { targets: true }, plural: false };
    if (!c2.accept('the')) return undefined;
    if (ctx.chosenTargets === true && c2.acceptAny('chosen permanents', 'chosen creatures', 'chosen artifacts') !== undefined)
      return { selector: { targets: true }, plural: true };
    // The longest phrase first ("the creature you control" before "the creature").
    const phrases = [...ctx.targetPhrases!].sort((a, b) => b.words.length - a.words.length);
    for (const p of phrases) {
      if (c2.at(p.words) && !c2.at(`${p.words} 's`)) {
        c2.pos += p.words.split(' ').length;
        return { selector: { target: p.index }, plural: false };
      }
    }
    return undefined;
  });
}
