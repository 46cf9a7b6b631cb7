/**
 * Two instructions in one sentence (608.2c: followed in order), each read as a sentence of its own:
 *
 *   compound := <create tokens> , then <effect>         "Create a 2/1 black Villain creature token with menace,
 *                                                        then creatures you control get +1/+0 until end of turn."
 *             | <put counters> [,] and (it | they) <effect>
 *                                                       "put a +1/+1 counter on that creature and it gains haste
 *                                                        until end of turn."
 *             | <return to the battlefield> [,] and (it | they) <what it is>
 *                                                       "return it to the battlefield under its owner's control
 *                                                        and it loses all abilities." (611.2e)
 *
 * Only where the order the text gives is the order the resolution keeps (resolve.ts): tokens are
 * created before the effects' sets are locked (611.2c: the new token is one of "creatures you
 * control"); counters are put after the effects begin, so the effect after "and it" must fix no
 * value that would read them (a constant P/T change or abilities only).
 */
import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import type { ResolvingPart } from './resolving-part.js';

type Read = (tokens: readonly Token[]) => ResolvingPart | undefined;

const isWord = (t: Token | undefined, v: string): boolean => t?.k === 'word' && t.v === v;
const isComma = (t: Token | undefined): boolean => t?.k === 'punct' && t.v === ',';

function constant(v: Value | undefined): boolean {
  return v === undefined || typeof v === 'number';
}

/** Ops whose meaning doesn't depend on when counters are put: constant P/T changes, abilities. */
export function orderFree(ops: readonly Op[]): boolean {
  return ops.every(
    (o) =>
      (o.op === 'modifyPT' && constant(o.power) && constant(o.toughness)) ||
      o.op === 'addAbilities' ||
      o.op === 'removeAbilities' ||
      o.op === 'addTypes' ||
      o.op === 'addColors',
  );
}

/** Where the second instruction starts and which kinds the first may be; undefined if no boundary at i. */
function boundary(tokens: readonly Token[], i: number): { second: number; first: readonly string[] } | undefined {
  const t = tokens[i];
  if (isComma(t) && isWord(tokens[i + 1], 'then')) return { second: i + 2, first: ['tokens'] };
  const pronoun = (j: number) => isWord(tokens[j], 'it') || isWord(tokens[j], 'they');
  if (isWord(t, 'and') && pronoun(i + 1)) return { second: i + 1, first: ['counters', 'put'] };
  if (isComma(t) && isWord(tokens[i + 1], 'and') && pronoun(i + 2)) return { second: i + 2, first: ['counters', 'put'] };
  return undefined;
}

export function compoundSentence(c: Cursor, ctx: ParseContext, read: Read): ResolvingPart | undefined {
  const tokens = c.tokens.slice(c.pos);
  for (let i = 1; i < tokens.length - 1; i++) {
    const b = boundary(tokens, i);
    if (b === undefined) continue;
    const it = ctx.it;
    const targets = ctx.targets;
    const first = read(tokens.slice(0, i));
    const firstRest = ctx.rest;
    const second =
      first !== undefined && b.first.includes(first.kind) && firstRest === undefined ? read(tokens.slice(b.second)) : undefined;
    // After a return, "and it loses all abilities" is what the returned object is (611.2e: referents.ts putOps).
    const fits =
      first?.kind === 'put'
        ? second?.kind === 'putOps'
        : second?.kind === 'effect' && (first?.kind === 'tokens' || orderFree(second.effect.ops));
    if (first !== undefined && second !== undefined && fits && ctx.rest === undefined) {
      c.pos = c.tokens.length;
      return { kind: 'many', parts: [first, second] };
    }
    ctx.it = it;
    ctx.targets = targets;
    ctx.rest = undefined;
  }
  return undefined;
}
