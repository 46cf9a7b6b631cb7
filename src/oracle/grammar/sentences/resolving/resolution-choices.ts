/**
 * Choices made and answers determined as a spell or ability resolves (608.2d, 608.2h; grammar.md § Choices
 * as it resolves):
 *
 *   abilitiesOf  := gain(s) all activated abilities of <subject>            → addAbilitiesOf; the core fixes the
 *                                                                          abilities as the effect begins (608.2h)
 *   alternatives := [<duration> ,] <subject> (get(s) <pt> or <pt> | gain(s) <keyword> or from <quality>) [<duration>]
 *                → one effect per alternative, each `if: {option: n}` — the one `choices.option` names (608.2d)
 */
import type { AbilityDef, Op } from '../../../../core/effects/language/abilities.js';
import type { Duration } from '../../../../core/effects/language/duration.js';
import type { Token } from '../../../lex.js';
import { tokenText } from '../../../lex.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { subject } from '../../subjects/subject.js';
import { ptValue } from '../../values/values.js';
import { keywordText } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

/** "+1/-1 or -1/+1" → the two modifications. */
function ptAlternatives(c: Cursor): Op[] | undefined {
  return c.attempt((c2) => {
    if (c2.acceptAny('gets', 'get') === undefined) return undefined;
    const out: Op[] = [];
    for (;;) {
      const t = c2.peek();
      if (t?.k !== 'pt') return undefined;
      c2.next();
      out.push({ op: 'modifyPT', power: ptValue(t.p), toughness: ptValue(t.t) });
      if (!c2.accept('or')) break;
    }
    return out.length >= 2 ? out : undefined;
  });
}

/** The words up to the duration (or the end): "the color of your choice". */
function wordsUntilDuration(c: Cursor, ctx: ParseContext): Token[] {
  const out: Token[] = [];
  while (!c.done) {
    const save = c.pos;
    const d = duration(c, ctx);
    c.pos = save;
    if (d !== undefined) break;
    out.push(c.next() as Token);
  }
  return out;
}

/** "gains protection from artifacts or from the color of your choice" → the two protections (702.16). */
function protectionAlternatives(c: Cursor, ctx: ParseContext): Op[] | undefined {
  return c.attempt((c2) => {
    if (c2.acceptAny('gains', 'gain') === undefined || !c2.accept('protection from')) return undefined;
    const first: Token[] = [];
    while (!c2.done && !c2.at('or from')) first.push(c2.next() as Token);
    if (!c2.accept('or from')) return undefined;
    const second = wordsUntilDuration(c2, ctx);
    const out: Op[] = [];
    for (const words of [first, second]) {
      const phrase = words
        .map(tokenText)
        .join(' ')
        .replace(/^(?:the chosen color|the color of your choice)$/, '{chosen:color}');
      const kw = keywordText(`protection from ${phrase}`);
      if (kw === undefined || words.length === 0) return undefined;
      const ability: AbilityDef = { kind: 'keyword', text: kw.text, keyword: kw.keyword };
      out.push({ op: 'addAbilities', abilities: [ability] });
    }
    return out;
  });
}

/**
 * "Enchanted creature gets +1/-1 or -1/+1 until end of turn." (Pemmin's Aura), "Target permanent you control
 * gains protection from artifacts or from the color of your choice until end of turn." (Razor Barrier):
 * the player picks one as it resolves (608.2d) — `choices.option`, 1-based in the order written.
 */
export function alternativesSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!ctx.resolving) return undefined;
  const lead = c.attempt((c2) => {
    const d = duration(c2, ctx);
    return d !== undefined && c2.accept(',') ? d : undefined;
  });
  const s = subject(c, ctx);
  if (s === undefined || 'players' in s.selector || 'game' in s.selector) return undefined;
  const options = ptAlternatives(c) ?? protectionAlternatives(c, ctx);
  if (options === undefined) return undefined;
  const tail: Duration | undefined = lead === undefined ? duration(c, ctx) : undefined;
  if (!c.done) return undefined;
  const d = lead ?? tail ?? 'permanent';
  return {
    kind: 'many',
    parts: options.map((op, i) => ({ kind: 'effect', effect: { affects: s.selector, ops: [op], duration: d, if: { option: i + 1 } } })),
  };
}

/**
 * "Whenever you scry, choose one and SELF gets +1/+1 until end of turn. • SELF must be blocked this turn if able.
 * • …" (Glorfindel, Dauntless Rescuer): the effect happens whichever mode is chosen (700.2); the modes that
 * follow are restrictions, listed on their own.
 *
 *   chooseAnd := choose one and <effect>
 */
export function chooseOneAndSentence(
  c: Cursor,
  ctx: ParseContext,
  read: (tokens: readonly Token[]) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  if (!ctx.resolving || !c.accept('choose one and')) return undefined;
  const part = read(c.tokens.slice(c.pos));
  if (part === undefined || part.kind !== 'effect') return undefined;
  c.pos = c.tokens.length;
  return part;
}

/**
 * "You may sacrifice a Food. If you do, target creature gets +4/+4 until end of turn. Otherwise, that creature gets
 * +2/+2 until end of turn." (Pippin's Bravery): the optional action is a choice made as it resolves (608.2d) between
 * two alternatives, doing it (`choices.option` 1) or not (2); the "If you do" effect is the first, this one the second.
 *
 *   otherwiseDid := Otherwise , <effect>      (right after a read "If you do , <effect>")
 */
export function otherwiseDidSentence(
  c: Cursor,
  ctx: ParseContext,
  effectSentence: (c: Cursor, ctx: ParseContext) => ResolvingPart | undefined,
): ResolvingPart | undefined {
  const prev = ctx.previous;
  if (!ctx.resolving || prev === undefined || !new Cursor(prev).at('if you do ,') || !c.accept('otherwise ,')) return undefined;
  const part = effectSentence(c, ctx);
  if (part?.kind !== 'effect' || part.effect.if !== undefined) return undefined;
  return { kind: 'otherwiseDid', effect: part.effect };
}
