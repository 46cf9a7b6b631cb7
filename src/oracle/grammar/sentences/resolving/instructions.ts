/**
 * Instructions the core performs as the ability resolves (grammar.md § Resolving effects):
 *   Put N <kind> counter(s) on <subject> | Untap <subject> | Tap <subject> | Transform SELF
 *   | Exchange control of … | Exile <target> , then return that card to the battlefield …
 *   | (Destroy | Sacrifice | Exile) <subject> | Return <subject> to its owner's hand | Attach <subject> to <subject>
 */
import type { Resolution } from '../../../../core/effects/language/abilities.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { counterKind } from '../../nouns/tails.js';
import { recordTargetPhrases } from '../../subjects/definite-targets.js';
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
    const start = c.pos;
    const subj = subject(c, ctx);
    // "… that shares one of those types with it" in the second phrase: "it" is the first target, "those types"
    // the ones its phrase lists (the phrases are recorded for this sentence only).
    const saved = ctx.targetPhrases;
    if (subj !== undefined && 'target' in subj.selector && typeof subj.selector.target === 'number') {
      ctx.it = subj.selector;
      recordTargetPhrases(c.tokens.slice(start, c.pos), ctx, subj.selector.target);
    }
    // "… of target creature you control and target creature an opponent controls" (Chromeshell Crab): the two targets.
    const second = subj !== undefined && 'target' in subj.selector && c.accept('and') ? subject(c, ctx) : undefined;
    if (saved === undefined) delete ctx.targetPhrases;
    else ctx.targetPhrases = saved;
    if (second !== undefined && !('target' in second.selector)) return undefined;
    return subj !== undefined && c.done ? { kind: 'flag', flag: 'exchangeControl' } : undefined;
  }
  c.pos = 0;
  const verb = c.acceptAny('untap', 'tap');
  if (verb === undefined) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || onlyElsewhere(subj.selector)) return undefined;
  // "tap that creature and it doesn't untap during its controller's next untap step" (Matsu-Tribe Birdstalker):
  // the tap is read; the clause after it is not a layer effect and is listed on its own.
  if (!c.done && verb === 'tap' && c.at("and it doesn't untap")) {
    ctx.rest = c.tokens.slice(c.pos + 1);
    c.pos = c.tokens.length;
  }
  if (!c.done) return undefined;
  ctx.it = subj.selector;
  if ('target' in subj.selector || 'targets' in subj.selector)
    return { kind: 'flag', flag: verb === 'untap' ? 'untapTargets' : 'tapTargets' };
  // 701.26: "Untap SELF.", "Untap equipped creature.", "Tap all creatures your opponents control.": any subject phrase.
  return verb === 'untap' ? { kind: 'untap', untap: subj.selector } : { kind: 'tap', tap: subj.selector };
}

/** A phrase about cards in other zones ("target creature card in your graveyard"): not a permanent on the battlefield. */
function onlyElsewhere(sel: Selector): boolean {
  if ('zones' in sel && sel.zones !== undefined) return true;
  return 'where' in sel && sel.where !== undefined && JSON.stringify(sel.where).includes('"zone"');
}

/**
 * One-shot instructions that make permanents leave the battlefield (701.8 destroy, 701.21 sacrifice, 406.3 exile,
 * "return … to its owner's hand"), for any subject phrase the grammar reads:
 *   (Destroy | Sacrifice | Exile) <subject> | Return <subject> to (its owner's | their owners') hand(s)
 */
export function leaveSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const verb = c.acceptAny('destroy', 'sacrifice', 'exile', 'return');
  if (verb === undefined) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || onlyElsewhere(subj.selector)) return undefined;
  if (verb === 'return' && c.acceptAny("to its owner 's hand", "to their owners ' hands", "to their owner 's hand") === undefined)
    return undefined;
  if (!c.done) return undefined;
  ctx.it = subj.selector;
  const how = verb === 'destroy' || verb === 'sacrifice' || verb === 'return' ? verb : 'exile';
  return { kind: 'leave', leave: { what: subj.selector, how } };
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

/** 701.3: "attach SELF to it", "Attach it to target creature", "attach target Equipment you control to target creature". */
export function attachSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('attach')) return undefined;
  const what = subject(c, ctx);
  if (what === undefined || onlyElsewhere(what.selector) || !c.accept('to')) return undefined;
  const to = subject(c, ctx);
  if (to === undefined || onlyElsewhere(to.selector) || !c.done) return undefined;
  return { kind: 'attach', attach: { what: what.selector, to: to.selector } };
}
