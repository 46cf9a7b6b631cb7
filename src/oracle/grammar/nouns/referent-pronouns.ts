/**
 * Pronouns and definite phrases that name an earlier referent (608.2c, 400.7j; grammar.md § Referents):
 *   pronoun  := the chosen creature | the tokens | those tokens | that card | her | him
 */
import type { Selector } from '../../../core/effects/language/selector.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import type { Subject } from './phrase.js';

/** The object the text calls "it" that is neither a target nor the source: `choices.object`. */
export const CHOSEN_OBJECT: Selector = { chosenObject: 'object' };

/** Pronouns and definite phrases this family adds to `subject` (subjects/subject.ts). */
export function referentPronoun(c: Cursor, ctx: ParseContext): Subject | undefined {
  // "the chosen creatures" after "Choose exactly two creatures you control." (unread-referents.ts): choices.objects.
  if (c.acceptAny('the chosen creatures', 'the chosen permanents') !== undefined)
    return ctx.it !== undefined && 'all' in ctx.it && 'isChosen' in ctx.it.all ? { selector: ctx.it, plural: true } : undefined;
  if (c.acceptAny('the chosen creature', 'the chosen permanent') !== undefined) return { selector: CHOSEN_OBJECT, plural: false };
  if (c.acceptAny('the tokens', 'those tokens', 'the token') !== undefined)
    return ctx.it !== undefined && 'createdTokens' in ctx.it ? { selector: ctx.it, plural: true } : undefined;
  if (c.acceptAny('that card', 'her', 'him', 'each of them') !== undefined) return ctx.it ? { selector: ctx.it, plural: false } : undefined;
  return undefined;
}
