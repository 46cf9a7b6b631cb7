/**
 * "If <cond>, instead <one-shot>, …, and <player effect>" (grammar.md § Instead): an alternative set of
 * instructions that ends with a continuous effect on a player (608.2c, 614.1a).
 *
 *   insteadList := if (<cost paid> | <condition>) , instead <one-shot clause> (, <one-shot clause>)* , and <player effect>
 *
 * "Draw X cards. If X is 10 or more, instead shuffle your graveyard into your library, draw X cards, untap up
 * to five lands, and you have no maximum hand size for the rest of the game." (Finale of Revelation). The
 * player effect is read under the condition, checked once as it resolves (608.2c); as with "instead" after a
 * continuous effect, an earlier effect of the same kinds goes under the negated condition (build.ts
 * `insteadIf`). The one-shot clauses (shuffling, drawing, untapping: not continuous, 611.1) are reported on
 * their own as listed, as leading-oneshot.ts does for a leading draw. Only player effects (613.10-11:
 * maximum hand size, player abilities) are read here: they depend on nothing the one-shot clauses do.
 */
import type { Condition } from '../../../../core/effects/language/condition.js';
import { isContinuous } from '../../../classify.js';
import type { Token } from '../../../lex.js';
import { condition } from '../../conditions/conditions.js';
import { ifCostPaid } from '../../conditions/costs-paid.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import type { ResolvingPart } from './resolving-part.js';

type EffectRule = (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined;

function ifCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  const paid = c.attempt((c2) => ifCostPaid(c2));
  if (paid !== undefined) return { costPaid: paid };
  return c.attempt((c2) => (c2.accept('if') ? condition(c2, ctx) : undefined));
}

export function insteadListSentence(c: Cursor, ctx: ParseContext, effectSentence: EffectRule): ResolvingPart | undefined {
  const start = c.pos;
  const cond = ifCondition(c, ctx);
  if (cond === undefined || !c.accept(', instead')) return undefined;
  const lead = c.tokens.slice(start, c.pos);
  const tokens = c.tokens;
  let last = -1;
  for (let i = c.pos + 1; i + 1 < tokens.length; i++) {
    const t = tokens[i] as Token;
    const n = tokens[i + 1] as Token;
    if (t.k === 'punct' && t.v === ',' && n.k === 'word' && n.v === 'and') last = i;
  }
  if (last < 0) return undefined;
  const oneShots = tokens.slice(c.pos, last);
  if (isContinuous(oneShots)) return undefined;
  const player = tokens.slice(last + 2);
  const inner = new Cursor(player);
  const part = effectSentence(inner, ctx);
  if (part?.kind !== 'effect' || !inner.done || ctx.rest !== undefined) return undefined;
  const { effect } = part;
  if (!('players' in effect.affects) || !effect.ops.every((o) => o.op === 'maxHandSize' || o.op === 'playerAbility')) return undefined;
  ctx.rest = oneShots;
  ctx.restRead = [...lead, ...player];
  c.pos = tokens.length;
  return { kind: 'insteadIf', effect, cond };
}
