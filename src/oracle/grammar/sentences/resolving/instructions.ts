/**
 * Instructions the core performs as the ability resolves (grammar.md § Resolving effects):
 *   Put N <kind> counter(s) on <subject> | Untap <subject> | Tap <subject> | Transform SELF
 *   | Exchange control of … | Exile <target> , then return that card to the battlefield …
 */
import type { Resolution } from '../../../../core/effects/language/abilities.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { counterKind } from '../../nouns/tails.js';
import { subject } from '../../subjects/subject.js';
import { numberWord } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

export function countersSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('put')) return undefined;
  const t = c.peek();
  const amount: Value | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c.word());
  if (amount === undefined) return undefined;
  c.next();
  const kind = counterKind(c);
  if (kind === undefined || !c.accept('on')) return undefined;
  // "on each of up to one target land and up to one target creature"
  if (c.accept('each of')) {
    const counters: NonNullable<Resolution['counters']> = [];
    for (;;) {
      const on = subject(c, ctx);
      if (on === undefined) return undefined;
      counters.push({ on: on.selector, kind, amount });
      if (c.acceptAny(', and', 'and', ',') === undefined) break;
    }
    return c.done ? { kind: 'counters', counters } : undefined;
  }
  const on = subject(c, ctx);
  if (on === undefined || !c.done) return undefined;
  ctx.it = on.selector;
  return { kind: 'counters', counters: [{ on: on.selector, kind, amount }] };
}
export function flagSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (c.accept('transform SELF') && c.done) return { kind: 'flag', flag: 'transformSelf' };
  c.pos = 0;
  // "Exchange control of SELF and target creature." (Phyrexian Infiltrator, 701.12b): the source and the target.
  if (c.accept('exchange control of SELF and')) {
    const other = subject(c, ctx);
    return other !== undefined && 'target' in other.selector && other.selector.where === undefined && c.done
      ? { kind: 'flag', flag: 'exchangeControlWithSelf' }
      : undefined;
  }
  c.pos = 0;
  if (c.accept('exchange control of')) {
    const subj = subject(c, ctx);
    // "… of target creature you control and target creature an opponent controls" (Chromeshell Crab): the two targets.
    const second = subj !== undefined && 'target' in subj.selector && c.accept('and') ? subject(c, ctx) : undefined;
    if (second !== undefined && !('target' in second.selector)) return undefined;
    return subj !== undefined && c.done ? { kind: 'flag', flag: 'exchangeControl' } : undefined;
  }
  c.pos = 0;
  const verb = c.acceptAny('untap', 'tap');
  if (verb === undefined) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || !c.done || !('target' in subj.selector || 'targets' in subj.selector)) return undefined;
  ctx.it = subj.selector;
  return { kind: 'flag', flag: verb === 'untap' ? 'untapTargets' : 'tapTargets' };
}

/** "Exile target creature you control, then return that card to the battlefield under your control." (400.7) */
export function flickerSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('exile')) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || !('target' in subj.selector)) return undefined;
  if (!c.acceptAny(', then return', 'then return', '. return')) return undefined;
  if (c.acceptAny('that card', 'it', 'the exiled card') === undefined) return undefined;
  if (!c.accept('to the battlefield under')) return undefined;
  if (c.acceptAny('your control', "its owner 's control") === undefined || !c.done) return undefined;
  return { kind: 'flag', flag: 'flicker' };
}
