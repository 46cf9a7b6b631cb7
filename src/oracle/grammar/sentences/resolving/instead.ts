/**
 * Conditional resolving sentences checked as the spell or ability resolves (608.2c; grammar.md § Instead):
 *
 *   ifInstead := if <cond> , <effect> [instead]
 *              | <effect> instead if <cond>
 *              | <subject> [also] <predicates> … if <cond>     (no "instead": only if it holds)
 *   cond      := <condition> (conditions.ts: "you control three or more creatures", "it's your turn" …)
 *              | (it | that creature) is [not] <state>          (the object's state, a Filter in its selector)
 *
 * With "instead", the new effect replaces the previous effect's ops of the same kinds when the
 * condition holds: "Target creature gets -1/-0 until end of turn. It gets -4/-0 until end of turn
 * instead if you control an outlaw." Without it, the effect is created only if the condition holds.
 */
import type { Condition } from '../../../../core/effects/language/condition.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Token } from '../../../lex.js';
import { condition, stateFilter } from '../../conditions/conditions.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import type { ResolvingPart } from './resolving-part.js';

type Effect = Extract<ResolvingPart, { kind: 'effect' }>['effect'];
type EffectRule = (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined;

/** A condition, or the referent's state ("that creature is equipped") as a filter. */
function condOrState(c: Cursor, ctx: ParseContext): { cond: Condition } | { filter: Filter } | undefined {
  const state = c.attempt((c2) => {
    if (c2.acceptAny('it', 'that creature') === undefined || !c2.accept('is')) return undefined;
    const negate = c2.accept('not');
    const f = stateFilter(c2);
    return f === undefined ? undefined : negate ? ({ not: f } as Filter) : f;
  });
  if (state !== undefined) return { filter: state };
  const cond = c.attempt((c2) => condition(c2, ctx));
  // A condition about "it" ({source: …}) would be about the source, not the referent: not read here.
  if (cond === undefined || 'source' in cond) return undefined;
  return { cond };
}

/** "It also gets …": "also" after the subject says nothing more than the sentence does. */
function withoutAlso(tokens: readonly Token[]): Token[] {
  return tokens.filter((t, i) => !(i === 1 && t.k === 'word' && t.v === 'also'));
}

function single(part: ResolvingPart | undefined): Effect | undefined {
  return part?.kind === 'effect' ? part.effect : undefined;
}

function result(effect: Effect, how: { cond: Condition } | { filter: Filter }, instead: boolean): ResolvingPart | undefined {
  if ('filter' in how) {
    if (instead) return { kind: 'instead', effect, paid: how.filter };
    const a = effect.affects;
    if ('all' in a || 'players' in a || 'game' in a) return undefined;
    return {
      kind: 'effect',
      effect: { ...effect, affects: { ...a, where: a.where === undefined ? how.filter : { and: [a.where, how.filter] } } },
    };
  }
  if (instead) return { kind: 'insteadIf', effect, cond: how.cond };
  return { kind: 'effect', effect: { ...effect, if: effect.if === undefined ? how.cond : { and: [effect.if, how.cond] } } };
}

export function ifInsteadSentence(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  const tokens = c.tokens.slice(c.pos);
  // "If you control three or more creatures, it gets +4/+4 until end of turn instead."
  if (c.accept('if')) {
    const how = condOrState(c, ctx);
    if (how === undefined || !c.accept(',')) return undefined;
    let rest = c.tokens.slice(c.pos);
    const last = rest[rest.length - 1];
    const instead = last?.k === 'word' && last.v === 'instead';
    if (instead) rest = rest.slice(0, -1);
    // Without "instead", only a Condition (a state of "it" is ifItIsSentence's, resolving.ts).
    if (!instead && 'filter' in how) return undefined;
    const inner = new Cursor(withoutAlso(rest));
    const effect = single(effectSentence(inner, ctx));
    if (effect === undefined || !inner.done) return undefined;
    c.pos = c.tokens.length;
    return result(effect, how, instead);
  }
  // "It also gets +1/+0 until end of turn if you control a Mouse." (Might of the Meek): only if it holds as it resolves.
  const bare = tokens.findIndex(
    (t, i) => i > 0 && t.k === 'word' && t.v === 'if' && !(tokens[i - 1]?.k === 'word' && (tokens[i - 1] as { v: string }).v === 'instead'),
  );
  if (bare > 0) {
    const inner = new Cursor(withoutAlso(tokens.slice(0, bare)));
    const effect = c.attempt(() => single(effectSentence(inner, ctx)));
    if (effect !== undefined && inner.done) {
      const tail = new Cursor(tokens.slice(bare + 1));
      const how = condOrState(tail, ctx);
      if (how !== undefined && 'cond' in how && tail.done) {
        c.pos = c.tokens.length;
        return result(effect, how, false);
      }
    }
  }
  // "It gets -4/-0 until end of turn instead if you control an outlaw."
  const at = tokens.findIndex(
    (t, i) => t.k === 'word' && t.v === 'instead' && tokens[i + 1]?.k === 'word' && (tokens[i + 1] as { v: string }).v === 'if',
  );
  if (at <= 0) return undefined;
  const inner = new Cursor(tokens.slice(0, at));
  const effect = single(effectSentence(inner, ctx));
  if (effect === undefined || !inner.done) return undefined;
  const tail = new Cursor(tokens.slice(at + 2));
  const how = condOrState(tail, ctx);
  if (how === undefined || !tail.done) return undefined;
  c.pos = c.tokens.length;
  return result(effect, how, true);
}
