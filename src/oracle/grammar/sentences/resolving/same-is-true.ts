/**
 * "The same is true for <keyword>, <keyword>, … and <keyword>." after a resolving sentence about one
 * keyword (Odric, Lunarch Marshal: "creatures you control gain first strike until end of turn if a
 * creature you control has first strike. The same is true for flying, deathtouch, …"): the previous
 * sentence again for each keyword named, with that keyword in place of its own — each its own effect
 * under its own condition, checked as the ability resolves (608.2c).
 *
 *   sameIsTrue := the same is true for <keyword> ((, <keyword>)* ,)? and <keyword>
 *
 * Read only when the previous sentence names exactly one keyword (each time it appears) and has no
 * target. The sentence is not a continuous one by the classification rule (classify.ts), so an
 * ability where it stays unread is failed as a whole (build.ts): reading the first keyword only would
 * be a partial card.
 */
import { lex, type Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { keywordAt } from '../../words/words.js';
import type { ResolvingPart } from './resolving-part.js';

type Read = (tokens: readonly Token[]) => ResolvingPart | undefined;

/** Does this sentence start "The same is true for"? */
export function isSameIsTrue(tokens: readonly Token[]): boolean {
  return new Cursor(tokens).accept('the same is true for');
}

/** The keywords listed ("flying, deathtouch, double strike, …, and vigilance"); undefined unless the list is the whole rest. */
function keywordList(c: Cursor): string[] | undefined {
  const out: string[] = [];
  for (;;) {
    const kw = keywordAt(c);
    if (kw === undefined) return undefined;
    out.push(kw);
    if (c.done) return out;
    if (c.acceptAny(', and', 'and', ',') === undefined) return undefined;
  }
}

/** Where the previous sentence names a keyword: [start, length] of each occurrence, and the keyword; one keyword only. */
function keywordSpans(tokens: readonly Token[]): { keyword: string; spans: [number, number][] } | undefined {
  let keyword: string | undefined;
  const spans: [number, number][] = [];
  for (let i = 0; i < tokens.length; i++) {
    const c = new Cursor(tokens.slice(i));
    const kw = keywordAt(c);
    if (kw === undefined) continue;
    if (keyword !== undefined && kw !== keyword) return undefined;
    keyword = kw;
    spans.push([i, c.pos]);
    i += c.pos - 1;
  }
  return keyword === undefined ? undefined : { keyword, spans };
}

export function sameIsTrueSentence(c: Cursor, ctx: ParseContext, read: Read): ResolvingPart | undefined {
  const previous = ctx.previous;
  if (previous === undefined || !c.accept('the same is true for')) return undefined;
  const kws = keywordList(c);
  const found = keywordSpans(previous);
  if (kws === undefined || found === undefined) return undefined;
  if (previous.some((t) => t.k === 'word' && t.v === 'target')) return undefined;
  const parts: ResolvingPart[] = [];
  for (const kw of kws) {
    if (kw === found.keyword) return undefined;
    const replacement = lex(kw, ctx.names).filter((t) => !(t.k === 'punct' && t.v === '.'));
    const tokens: Token[] = [];
    let at = 0;
    for (const [start, len] of found.spans) {
      tokens.push(...previous.slice(at, start), ...replacement);
      at = start + len;
    }
    tokens.push(...previous.slice(at));
    const part = read(tokens);
    if (part === undefined || part.kind !== 'effect' || ctx.rest !== undefined) return undefined;
    parts.push(part);
  }
  return { kind: 'many', parts };
}
