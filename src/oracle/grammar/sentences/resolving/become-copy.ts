/** "<subject> become(s) a copy of <object>" as a resolving sentence (707.2, 608.2d). */
import type { CopyExcept, Op } from '../../../../core/effects/language/abilities.js';
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { copyExcept } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import type { ResolvingPart } from './resolving-part.js';

/**
 * "… become a copy of another creature you control" (Deepfathom Echo): an object chosen as it resolves, not
 * targeted (608.2d) — `choices.copyOf`, with the words as the choice's restriction (on the battlefield).
 */
function chosenToCopy(c: Cursor, ctx: ParseContext): { selector: Selector } | undefined {
  return c.attempt((c2) => {
    const article = c2.acceptAny('a', 'an', 'another');
    if (article === undefined) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined || p.plural || p.zones !== undefined) return undefined;
    const filters: Filter[] = [...p.filters, ...(article === 'another' ? [{ other: true } as Filter] : []), { zone: 'battlefield' }];
    return { selector: { chosenObject: 'copyOf', where: { and: filters } } };
  });
}

/** "you may have SELF become a copy of another target creature[, except it has this ability]" (707.2). */
export function becomeCopySentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  c.accept('you may have');
  // "Until end of turn, it becomes a copy of …" (Fleeting Reflection): the duration first.
  const lead = c.attempt((x) => {
    const d = duration(x, ctx);
    return d !== undefined && x.accept(',') ? d : undefined;
  });
  const who = subject(c, ctx);
  if (who === undefined || !c.acceptAny('become a copy of', 'becomes a copy of')) return undefined;
  // "SELF becomes a copy of target creature card exiled with it" (Mimeoplasm): "it" is SELF, the subject.
  if (
    'self' in who.selector &&
    c.at('target') &&
    c.tokens
      .slice(c.pos)
      .some((t, i, a) => t.k === 'word' && t.v === 'exiled' && a[i + 2]?.k === 'word' && (a[i + 2] as { v: string }).v === 'it')
  )
    ctx.it = who.selector;
  const of = subject(c, ctx) ?? chosenToCopy(c, ctx);
  if (of === undefined) return undefined;
  const d0 = lead ?? duration(c, ctx);
  const except: CopyExcept = copyExcept(c, ctx) ?? {};
  const d = d0 ?? duration(c, ctx) ?? 'permanent';
  if (!c.done) return undefined;
  // "Choose a nonlegendary creature on the battlefield. Target creature becomes a copy of that creature":
  // the chosen object a copy effect copies is `choices.copyOf` (Cytoshape), with the choice's restriction.
  const copied: Selector =
    'chosenObject' in of.selector && of.selector.chosenObject === 'object' && of.selector.where !== undefined
      ? { chosenObject: 'copyOf', where: of.selector.where }
      : of.selector;
  const op: Op = Object.keys(except).length ? { op: 'copy', of: copied, except } : { op: 'copy', of: copied };
  return { kind: 'effect', effect: { affects: who.selector, ops: [op], duration: d } };
}
