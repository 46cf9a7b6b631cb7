/**
 * The recursive-descent parser's reading position over a token list. Grammar rules take a
 * Cursor and either consume the tokens of their production and return a value, or return
 * undefined and leave the position where it was (`attempt` restores it).
 */
import type { Token } from '../../lex.js';

const SPACE = 32;

/** What a phrase's word must be as a token: a word, a punctuation mark, or the card itself (SELF). */
const WORD = 0;
const MARK = 1;
const SELF = 2;

/** A phrase's words and the token kind each must be, made once per phrase. */
interface Phrase {
  readonly parts: readonly string[];
  readonly kinds: readonly number[];
}

function kindOf(part: string): number {
  return part === 'SELF' ? SELF : part === ',' || part === '.' || part === ':' || part === ';' || part === '—' ? MARK : WORD;
}

/**
 * A phrase's words, split once: the grammar asks `at`/`accept` for the same few hundred phrases
 * millions of times over a card pool, and splitting the string each time was a quarter of the
 * compile time. The phrases are the grammar's own literals (and a few built from its word lists);
 * the cache is emptied if it ever grows past a bound, so it cannot grow without limit.
 */
const PHRASES = new Map<string, Phrase>();
const PHRASES_BOUND = 20_000;

function phraseOf(phrase: string): Phrase {
  const known = PHRASES.get(phrase);
  if (known !== undefined) return known;
  if (PHRASES.size >= PHRASES_BOUND) PHRASES.clear();
  const parts = phrase.split(' ');
  const made: Phrase = { parts, kinds: parts.map(kindOf) };
  PHRASES.set(phrase, made);
  return made;
}

/** Do the tokens from `pos` spell the phrase's words after its first (which the caller has matched)? */
function restMatches(tokens: readonly Token[], pos: number, phrase: Phrase): boolean {
  const { parts, kinds } = phrase;
  if (pos + parts.length > tokens.length) return false;
  for (let i = 1; i < parts.length; i++) {
    const t = tokens[pos + i] as Token;
    const kind = kinds[i];
    if (kind === SELF) {
      if (t.k !== 'self') return false;
    } else if (t.k !== (kind === MARK ? 'punct' : 'word') || t.v !== parts[i]) return false;
  }
  return true;
}

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
    // Most questions are answered "no" by the first token: compare it with the phrase's start
    // before looking the phrase's words up.
    const first = this.tokens[this.pos];
    if (first === undefined) return false;
    const head = first.k === 'word' || first.k === 'punct' ? first.v : first.k === 'self' ? 'SELF' : undefined;
    if (head === undefined || !phrase.startsWith(head)) return false;
    if (phrase.length === head.length) return first.k !== 'word' || kindOf(phrase) === WORD;
    if (phrase.charCodeAt(head.length) !== SPACE) return false;
    const p = phraseOf(phrase);
    return first.k === (p.kinds[0] === SELF ? 'self' : p.kinds[0] === MARK ? 'punct' : 'word') && restMatches(this.tokens, this.pos, p);
  }

  /** Consumes `phrase` when the tokens spell it. */
  accept(phrase: string): boolean {
    if (!this.at(phrase)) return false;
    this.pos += phrase.indexOf(' ') < 0 ? 1 : phraseOf(phrase).parts.length;
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
