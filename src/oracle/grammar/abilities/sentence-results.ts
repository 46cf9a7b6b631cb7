import type { AbilityDef } from '../../../core/effects/language/abilities.js';
import { isContinuous } from '../../classify.js';
import { type Token, tokenText } from '../../lex.js';
import { shapeOf } from '../../report.js';
import type { ParseContext } from '../cursor/context.js';

/** What the compiler made of one sentence, before it is attached to a face in the report. */
export interface SentenceResult {
  text: string;
  continuous: boolean;
  compiled: boolean;
  why?: string;
  shape?: string;
}

export interface AbilityResult {
  ability: AbilityDef;
  sentences: SentenceResult[];
}

export function textOf(tokens: readonly Token[]): string {
  return `${tokens
    .map(tokenText)
    .join(' ')
    .replace(/ ([,.:;])/g, '$1')
    .replace(/ 's/g, "'s")
    .replace(/ '(?= |$)/g, "'")}.`;
}
/**
 * The tokens of each read sentence, whose shape is only worked out if the sentence is later marked unread
 * (`markUnread`): the report keeps a read sentence's shape for nothing, and shaping every sentence of a pool
 * was a tenth of the compile time.
 */
const READ_TOKENS = new WeakMap<SentenceResult, readonly Token[]>();

export function report(tokens: readonly Token[], compiled: boolean, why?: string): SentenceResult {
  const continuous = isContinuous(tokens);
  const out: SentenceResult = { text: textOf(tokens), continuous, compiled };
  if (compiled) READ_TOKENS.set(out, tokens);
  else out.shape = shapeOf(tokens);
  if (!compiled) out.why = why ?? (continuous ? 'no grammar rule reads this continuous effect' : 'not a continuous effect; listed only');
  return out;
}

/** A read sentence reported unread after all (another sentence of its ability was not read), with its shape and why. */
export function markUnread(r: SentenceResult, why: string): void {
  r.compiled = false;
  const tokens = READ_TOKENS.get(r);
  // Set before `why`: the fields in the order a sentence unread from the start has them.
  if (tokens !== undefined) r.shape = shapeOf(tokens);
  r.why = why;
}

/** A compiled sentence and, when its rule left a trailing non-continuous clause, that clause's own report. */
export function withRest(compiled: SentenceResult, ctx: ParseContext): SentenceResult[] {
  const rest = ctx.rest;
  const read = ctx.restRead;
  ctx.rest = undefined;
  ctx.restRead = undefined;
  if (rest === undefined) return [compiled];
  const clause = report(rest, false, 'a clause that is not a continuous effect; listed only');
  // The read part: what the rule says it read (a leading restriction, Whispersilk Cloak), or the text
  // without the clause and the connector before it (" and", ", and", ", then").
  const readPart =
    read !== undefined
      ? textOf(read)
      : compiled.text
          .slice(0, Math.max(0, compiled.text.length - clause.text.length))
          .replace(/(?:,?\s+(?:and|then))?\s*$/, '')
          .replace(/,\s*$/, '');
  const readOnly: SentenceResult = { ...compiled, text: readPart.endsWith('.') ? readPart : `${readPart}.` };
  const tokens = READ_TOKENS.get(compiled);
  if (tokens !== undefined) READ_TOKENS.set(readOnly, tokens);
  return [readOnly, clause];
}

/**
 * The unread sentences of the abilities granted by the sentence just read, as reports, then forgotten: called after each
 * sentence, with `read` false when the sentence itself was not read (its quotes were granted to nothing, and it is
 * reported itself).
 */
export function quotedUnread(ctx: ParseContext, read: boolean): SentenceResult[] {
  const out = read && ctx.quotedUnread !== undefined ? [...ctx.quotedUnread.values()] : [];
  delete ctx.quotedUnread;
  return out.map((u) => ({ text: u.text, continuous: u.continuous, compiled: false, why: u.why, shape: u.shape }));
}
