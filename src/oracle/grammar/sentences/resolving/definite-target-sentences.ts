/**
 * Sentences about an earlier target (608.2c; grammar.md § Referents after one-shots; the definite phrase is
 * subjects/definite-targets.ts):
 *   before   := <effect> before (it | they) (fights | fight) [if <cond>]    → the effect (the fight is a one-shot
 *               the scenario's, after it: 608.2c, the text says the order)
 *   leading  := <duration> , <effect without a duration>                   → the effect with that duration
 */
import type { Token } from '../../../lex.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import type { ResolvingPart } from './resolving-part.js';

/** "<effect> before it fights [if …]": the effect, which the text puts before the fight (608.2c). */
export function beforeFightSentence(c: Cursor, read: (tokens: readonly Token[]) => ResolvingPart | undefined): ResolvingPart | undefined {
  const tokens = c.tokens.slice(c.pos);
  const at = tokens.findIndex(
    (t, i) =>
      t.k === 'word' &&
      t.v === 'before' &&
      (tokens[i + 1] as { v?: string })?.v !== undefined &&
      /^(?:it|they)$/.test((tokens[i + 1] as { v: string }).v) &&
      /^(?:fights|fight)$/.test((tokens[i + 2] as { v?: string })?.v ?? ''),
  );
  if (at <= 0) return undefined;
  const part = read([...tokens.slice(0, at), ...tokens.slice(at + 3)]);
  if (part === undefined) return undefined;
  c.pos = c.tokens.length;
  return part;
}

/**
 * "For as long as SELF remains on the battlefield, the chosen permanents become Treasure artifacts …" (Kitesail
 * Larcenist): a leading duration over an effect that states none (611.2b).
 *
 *   leadDuration := <duration> , <effect without a duration>
 */
export function leadingDurationSentence(
  c: Cursor,
  ctx: ParseContext,
  read: (tokens: readonly Token[]) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!ctx.resolving || !c.at('for as long as')) return undefined;
  const d = c.attempt((c2) => {
    const x = duration(c2, ctx);
    return x !== undefined && c2.accept(',') ? x : undefined;
  });
  if (d === undefined) return undefined;
  const part = read(c.tokens.slice(c.pos));
  if (part?.kind !== 'effect' || part.effect.duration !== 'permanent') return undefined;
  c.pos = c.tokens.length;
  return { kind: 'effect', effect: { ...part.effect, duration: d } };
}
