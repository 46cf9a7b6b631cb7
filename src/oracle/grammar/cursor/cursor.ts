/**
 * The recursive-descent parser's reading position over a token list. Grammar rules take a
 * Cursor and either consume the tokens of their production and return a value, or return
 * undefined and leave the position where it was (`attempt` restores it).
 */
import type { Token } from '../../lex.js';

export class Cursor {
  pos = 0;
  constructor(readonly tokens: readonly Token[]) {}

  get done(): boolean {
    return this.pos >= this.tokens.length;
  }

  peek(offset = 0): Token | undefined {
    return this.tokens[this.pos + offset];
  }

  /** The lower-case word at `offset`, or undefined when that token is not a word. */
  word(offset = 0): string | undefined {
    const t = this.peek(offset);
    return t?.k === 'word' ? t.v : undefined;
  }

  /** Do the next tokens spell `phrase` ("you control", "SELF", ",")? */
  at(phrase: string): boolean {
    const parts = phrase.split(' ');
    for (let i = 0; i < parts.length; i++) {
      const t = this.peek(i);
      const p = parts[i] as string;
      if (t === undefined) return false;
      if (p === 'SELF') {
        if (t.k !== 'self') return false;
      } else if (p === ',' || p === '.' || p === ':' || p === ';' || p === '—') {
        if (t.k !== 'punct' || t.v !== p) return false;
      } else if (t.k !== 'word' || t.v !== p) return false;
    }
    return true;
  }

  /** Consumes `phrase` when the tokens spell it. */
  accept(phrase: string): boolean {
    if (!this.at(phrase)) return false;
    this.pos += phrase.split(' ').length;
    return true;
  }

  /** Consumes the first of `phrases` that matches; returns it. */
  acceptAny(...phrases: string[]): string | undefined {
    for (const p of phrases) if (this.accept(p)) return p;
    return undefined;
  }

  next(): Token | undefined {
    const t = this.peek();
    if (t !== undefined) this.pos++;
    return t;
  }

  /** Runs `rule`; on undefined, restores the position. */
  attempt<T>(rule: (c: Cursor) => T | undefined): T | undefined {
    const start = this.pos;
    const out = rule(this);
    if (out === undefined) this.pos = start;
    return out;
  }
}

/** Splits tokens at top-level sentence ends ('.'), keeping bullets with their sentence. */
export function sentences(tokens: readonly Token[]): Token[][] {
  const out: Token[][] = [];
  let cur: Token[] = [];
  for (const t of tokens) {
    if (t.k === 'punct' && t.v === '.') {
      if (cur.length > 0) out.push(cur);
      cur = [];
    } else cur.push(t);
  }
  if (cur.length > 0) out.push(cur);
  return out;
}
