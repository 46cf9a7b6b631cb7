/**
 * Report helpers: a sentence's shape (names, numbers, colours, subtypes, keywords and quoted
 * abilities abstracted) for the coverage histogram, and the SentenceReport / CompileWarning
 * for each sentence.
 */
import { continuousFamily } from './classify.js';
import { COLOR_WORDS, keywordText, numberWord, subtypeOf } from './grammar/words/words.js';
import { lex, type PTPart, type Token } from './lex.js';
import type { CompileReport, SentenceReport } from './types.js';

function part(p: PTPart): string {
  return `${p.sign}${p.n === 'X' ? 'X' : 'N'}`;
}

const COLOR = 1;
const NUMBER = 2;
const KEYWORD = 3;
const PLAIN = 4;

/**
 * What a word is for a shape (colour, number, keyword, or none), and whether a printed word is a subtype:
 * each asked once per distinct word, since every sentence of every card is shaped. The memos are
 * emptied if they ever grow past a bound, so they cannot grow without limit.
 */
const WORD_CLASS = new Map<string, number>();
const SUBTYPE_WORD = new Map<string, boolean>();
const MEMO_BOUND = 20_000;

function wordClass(v: string): number {
  const known = WORD_CLASS.get(v);
  if (known !== undefined) return known;
  const cls =
    COLOR_WORDS[v] !== undefined
      ? COLOR
      : numberWord(v) !== undefined && v !== 'a' && v !== 'an'
        ? NUMBER
        : keywordText(v) !== undefined
          ? KEYWORD
          : PLAIN;
  if (WORD_CLASS.size >= MEMO_BOUND) WORD_CLASS.clear();
  WORD_CLASS.set(v, cls);
  return cls;
}

function isSubtype(raw: string): boolean {
  const known = SUBTYPE_WORD.get(raw);
  if (known !== undefined) return known;
  const out = subtypeOf(raw) !== undefined;
  if (SUBTYPE_WORD.size >= MEMO_BOUND) SUBTYPE_WORD.clear();
  SUBTYPE_WORD.set(raw, out);
  return out;
}

/** "Other Elf creatures you control get +1/+1." → "Other <Subtype> creatures you control get +N/+N." */
export function shapeOf(tokens: readonly Token[]): string {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    switch (t.k) {
      case 'self':
        out.push('SELF');
        break;
      case 'num':
        out.push('N');
        break;
      case 'pt':
        out.push(`${part(t.p)}/${part(t.t)}`);
        break;
      case 'mana':
        if (out[out.length - 1] !== '{M}') out.push('{M}');
        break;
      case 'quote':
        out.push('"<ability>"');
        break;
      case 'bullet':
        out.push('•');
        break;
      case 'punct':
        out.push(t.v);
        break;
      case 'word': {
        const cls = wordClass(t.v);
        if (cls === COLOR) out.push('<color>');
        else if (cls === NUMBER) out.push('N');
        else if (i > 0 && isSubtype(t.raw)) out.push('<Subtype>');
        else if (cls === KEYWORD) {
          // Runs of keywords collapse.
          if (out[out.length - 1] !== '<keyword>') out.push('<keyword>');
        } else out.push(t.raw);
      }
    }
  }
  return `${out
    .join(' ')
    .replace(/ ([,.:;])/g, '$1')
    .replace(/ 's/g, "'s")
    .replace(/ '(?= |$)/g, "'")}.`;
}

export function addSentence(report: CompileReport, s: SentenceReport): void {
  if (s.compiled) {
    const { shape: _shape, why: _why, ...rest } = s;
    report.sentences.push(rest);
  } else if (s.continuous && s.family === undefined) {
    // The sentence's text writes the card's names as SELF: read again, it classifies as it did.
    const family = continuousFamily(lex(s.text, ['SELF']));
    report.sentences.push(family === undefined ? s : { ...s, family });
  } else report.sentences.push(s);
  // A warning is read by a person: the card's own name where the compiler wrote SELF for it.
  if (s.continuous && !s.compiled)
    report.warnings.push({ card: report.card, sentence: s.text.replace(/\bSELF\b/g, s.face || report.card), why: s.why ?? 'not compiled' });
}
