/**
 * Oracle text → tokens. Reminder text (in parentheses) is dropped; the card's own name,
 * its short name and "this creature" / "this enchantment" / … become one SELF token; mana
 * symbols, numbers and P/T modifiers ("+1/+1", "X/X") are single tokens; a quoted ability
 * is kept whole as one QUOTE token; "•" starts a modal bullet.
 */

/** One side of a P/T pair: "+1", "-X", "3". */
export interface PTPart {
  sign: '+' | '-' | '';
  n: number | 'X';
}

export type Token =
  | { k: 'word'; v: string; raw: string }
  | { k: 'num'; n: number }
  | { k: 'pt'; p: PTPart; t: PTPart; raw: string }
  | { k: 'mana'; v: string }
  | { k: 'quote'; v: string }
  | { k: 'self' }
  | { k: 'punct'; v: ',' | '.' | ':' | ';' | '—' }
  | { k: 'bullet' };

/**
 * Every token is made here, with all six fields in one order: one hidden class for every kind. The grammar
 * reads `k` and `v` of tokens millions of times over a card pool, and with a shape per kind (eight) V8's
 * property lookups there were megamorphic. The fields a kind doesn't have are undefined, as they would be absent.
 */
function tok(k: Token['k'], v?: string, raw?: string, n?: number, p?: PTPart, t?: PTPart): Token {
  return { k, v, raw, n, p, t } as unknown as Token;
}

/** Object words that "this …" names the source by (201.5: text referring to the object it's on). */
const SELF_NOUNS = [
  'creature',
  'artifact',
  'enchantment',
  'land',
  'permanent',
  'aura',
  'equipment',
  'vehicle',
  'card',
  'spell',
  'saga',
  'token',
  'planeswalker',
  'battle',
  'siege',
  'class',
  'case',
  'room',
  'fortification',
  'spacecraft',
  'attraction',
  'contraption',
  'object',
];

/** Drops reminder text in parentheses (not part of the rules, 207.2). */
export function dropReminders(text: string): string {
  if (!text.includes('(')) return text;
  let out = text;
  for (let i = 0; i < 3; i++) out = out.replace(/\s*\([^()]*\)/g, '');
  return out;
}

/**
 * The names that refer to the card itself (201.5): full name, and the part before a comma (legendary short name).
 * A legendary name "<Name> the <Epithet>" is also written as its first word ("Óin gets +1/+0", "Namor's power"):
 * only for legendary cards, where Oracle shortens names that way (a non-legendary "Noggle the Mind" says "Noggle" for the type).
 */
export function selfNames(name: string, legendary = false): string[] {
  const names = new Set<string>();
  for (const face of name.split(' // ')) {
    names.add(face);
    const short = face.split(',')[0]?.trim();
    if (short && short !== face && short.length > 2) names.add(short);
    const of = face.split(' of ')[0]?.trim();
    if (of && of !== face && of.length > 3 && /^[A-Z]/.test(of)) names.add(of);
    const epithet = /^(\p{Lu}[\p{L}'-]+) the \p{Lu}/u.exec(face);
    if (legendary && epithet && !face.includes(',')) names.add(epithet[1] as string);
  }
  return [...names].sort((a, b) => b.length - a.length);
}

const MARK = '\u0001';

/** Contractions read as their words ("it's" → it is), so one grammar rule reads both spellings. */
const CONTRACTIONS: Record<string, string[]> = {
  "it's": ['it', 'is'],
  "isn't": ['is', 'not'],
  "he's": ['he', 'is'],
  "she's": ['she', 'is'],
  "aren't": ['are', 'not'],
  "that's": ['that', 'is'],
  "they're": ['they', 'are'],
};

/** "this creature", "This Aura", …: the object the text is on (201.5). */
const THIS_NOUN = new RegExp(`\\b[Tt]his (?:${SELF_NOUNS.join('|')})\\b`, 'gi');
const THIS_MARK = new RegExp(`\\b[Tt]his ${MARK}`, 'g');

const LETTER_BEFORE = /\p{L}$/u;
const LETTER_AFTER = /^\p{L}/u;

/**
 * `text` with every occurrence of `name` that no letter touches on either side replaced by MARK:
 * what `text.replace(/(?<!\p{L})name(?!\p{L})/gu, MARK)` does, without building a regular
 * expression per name (building them, with the `u` flag, was a third of the compile time).
 */
function replaceName(text: string, name: string): string {
  let at = text.indexOf(name);
  if (at < 0) return text;
  let out = '';
  let from = 0;
  while (at >= 0) {
    const end = at + name.length;
    // Two code units either side: a letter outside the basic plane is a surrogate pair.
    if (!LETTER_BEFORE.test(text.slice(Math.max(0, at - 2), at)) && !LETTER_AFTER.test(text.slice(end, end + 2))) {
      out += text.slice(from, at) + MARK;
      from = end;
      at = text.indexOf(name, end);
    } else at = text.indexOf(name, at + 1);
  }
  return out + text.slice(from);
}

function markSelf(text: string, names: readonly string[]): string {
  let out = text;
  for (const n of names) if (n !== '') out = replaceName(out, n);
  if (/this /i.test(out)) out = out.replace(THIS_NOUN, MARK);
  // "This Case" where the short name is "Case" (Case of the Gorgon's Kiss): the name already marked.
  if (out.includes(MARK)) out = out.replace(THIS_MARK, MARK);
  return out;
}

// Sticky (`y`): matched at `lastIndex`, so the lexer never copies the rest of the text per token.
const PT_RE = /([+\-−]?)(\d+|X|\*)\/([+\-−]?)(\d+|X|\*)/y;
const NUM_RE = /\d+/y;
// Letters of any script are word characters ("Óin", "Fíli", "Dûnedain"), not one-character tokens.
const WORD_RE = /[\p{L}0-9][\p{L}0-9'-]*|[^\s]/uy;

// The lexer's other tests, made once rather than at each character or token (none is global or sticky: no state).
const SPACE_RE = /\s/;
const LETTER_RE = /\p{L}/u;
const COMMA_END_RE = /,\s*$/;
const PERIOD_END_RE = /[.]\s*$/;
const CAPITAL_START_RE = /^[A-Z]/;
/** "it's", "that's", …: a contraction of "is", not a possessive. */
const CONTRACTED_IS_RE = /^(?:it|that|there|what|who|here|he|she)'s$/i;

function stickyAt(re: RegExp, text: string, i: number): RegExpExecArray | null {
  re.lastIndex = i;
  return re.exec(text);
}

function ptPart(sign: string, n: string): PTPart {
  const s = sign === '+' ? '+' : sign === '' ? '' : '-';
  return { sign: s, n: n === 'X' || n === '*' ? 'X' : Number(n) };
}

/**
 * The last texts lexed, with their names and tokens: a card's ability is lexed more than once as it is
 * compiled (whether a spell grants itself flash, then its sentences; a trigger's text, then its effect), so
 * the few latest answers are kept. Each caller gets its own copy of the token list.
 */
const RECENT: { text: string; names: readonly string[]; tokens: readonly Token[] }[] = [];
const RECENT_SIZE = 8;

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a === b) return true;
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

/** Splits Oracle text (one ability or sentence) into tokens. `names` are the card's own names. */
export function lex(text: string, names: readonly string[] = []): Token[] {
  for (const r of RECENT) if (r.text === text && sameNames(r.names, names)) return r.tokens.slice();
  const tokens = lexFresh(text, names);
  if (RECENT.length >= RECENT_SIZE) RECENT.shift();
  RECENT.push({ text, names: [...names], tokens: tokens.slice() });
  return tokens;
}

function lexFresh(text: string, names: readonly string[]): Token[] {
  const plain = dropReminders(text)
    .replace(/[\u2019\u2018]/g, "'")
    .replace(/[\u201c\u201d]/g, '"');
  // The card's names are SELF outside quoted abilities only: inside one, "this creature" is the object that has it.
  const src = plain
    .split('"')
    .map((part, k) => (k % 2 === 0 ? markSelf(part, names) : part))
    .join('"');
  const out: Token[] = [];
  let i = 0;
  while (i < src.length) {
    const c = src[i] as string;
    const code = src.charCodeAt(i);
    if (code === 32 || (code >= 9 && code <= 13) || (code > 127 && SPACE_RE.test(c))) {
      i++;
      continue;
    }
    if (c === MARK) {
      out.push(tok('self'));
      i++;
      if (src.startsWith("'s", i) && !LETTER_RE.test(src[i + 2] ?? '')) {
        out.push(tok('word', "'s", "'s"));
        i += 2;
      }
      continue;
    }
    if (c === '"') {
      const end = src.indexOf('"', i + 1);
      const body = end < 0 ? src.slice(i + 1) : src.slice(i + 1, end);
      i = end < 0 ? src.length : end + 1;
      // 'has "Whenever this creature attacks, you gain 1 life," and is a Cleric': the comma
      // inside the closing quote belongs to the sentence, not to the quoted ability.
      if (COMMA_END_RE.test(body)) {
        out.push(tok('quote', body.trim().replace(/,$/, '')), tok('punct', ','));
        continue;
      }
      out.push(tok('quote', body.trim()));
      // 'with "… ." It's still a land.': the quoted ability's period also ends the sentence.
      const after = src.slice(i).trimStart();
      if (PERIOD_END_RE.test(body) && after !== src.slice(i) && (after.startsWith(MARK) || CAPITAL_START_RE.test(after)))
        out.push(tok('punct', '.'));
      continue;
    }
    if (c === '{') {
      const end = src.indexOf('}', i);
      const v = end < 0 ? src.slice(i) : src.slice(i, end + 1);
      out.push(tok('mana', v));
      i += v.length;
      continue;
    }
    if (c === '•') {
      out.push(tok('bullet'));
      i++;
      continue;
    }
    if (c === ',' || c === '.' || c === ':' || c === ';' || c === '—') {
      out.push(tok('punct', c));
      i++;
      continue;
    }
    // A P/T pair starts with a sign, a digit, X or *; a number with a digit: a word is neither (no regex tried).
    const digit = code >= 48 && code <= 57;
    const pt = digit || c === '+' || c === '-' || c === '−' || c === 'X' || c === '*' ? stickyAt(PT_RE, src, i) : null;
    if (pt) {
      out.push(tok('pt', undefined, pt[0], undefined, ptPart(pt[1] as string, pt[2] as string), ptPart(pt[3] as string, pt[4] as string)));
      i += pt[0].length;
      continue;
    }
    const num = digit ? stickyAt(NUM_RE, src, i) : null;
    if (num) {
      out.push(tok('num', undefined, undefined, Number(num[0])));
      i += num[0].length;
      continue;
    }
    const word = stickyAt(WORD_RE, src, i);
    const raw = (word as RegExpExecArray)[0];
    i += raw.length;
    // "creature's" → creature + 's; "Elves'" → Elves + 's ("it's", "that's" and "can't" stay whole).
    const poss = raw.length >= 3 && (raw.endsWith("'s") || raw.endsWith("s'"));
    if (poss && !CONTRACTED_IS_RE.test(raw)) {
      const base = raw.endsWith("s'") ? raw.slice(0, -1) : raw.slice(0, -2);
      out.push(tok('word', base.toLowerCase(), base));
      // The raw text keeps the apostrophe as printed ("Heroes' Legacy": a name set by an effect, 612.8).
      out.push(tok('word', "'s", raw.endsWith("s'") ? "'" : "'s"));
      continue;
    }
    const split = CONTRACTIONS[raw.toLowerCase()];
    if (split !== undefined) {
      for (const v of split) out.push(tok('word', v, v));
      continue;
    }
    out.push(tok('word', raw.toLowerCase(), raw));
  }
  return olderWordingRead(out);
}

/**
 * Older Oracle wordings whose meaning today's wording keeps, read as today's words so that every
 * rule of the grammar reads both (card files come from any year): "converted mana cost" is "mana
 * value" (202.3, renamed 2021); "enters the battlefield" is "enters" (the 2024 Oracle update). The
 * tokens' `v` is today's word, their `raw` the printed words, so the text shown stays as printed.
 */
const OLDER_WORDINGS: readonly { old: readonly string[]; now: readonly string[] }[] = [
  { old: ['converted', 'mana', 'cost'], now: ['mana', 'value'] },
  { old: ['converted', 'mana', 'costs'], now: ['mana', 'values'] },
  { old: ['enters', 'the', 'battlefield'], now: ['enters'] },
  { old: ['enter', 'the', 'battlefield'], now: ['enter'] },
  { old: ['entered', 'the', 'battlefield'], now: ['entered'] },
  { old: ['entering', 'the', 'battlefield'], now: ['entering'] },
];

function olderWordingRead(tokens: Token[]): Token[] {
  if (!tokens.some((t) => t.k === 'word' && (t.v === 'converted' || t.v.startsWith('enter')))) return tokens;
  const out: Token[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const found = OLDER_WORDINGS.find(({ old }) =>
      old.every((w, k) => {
        const t = tokens[i + k];
        return t?.k === 'word' && t.v === w;
      }),
    );
    if (found === undefined) {
      out.push(tokens[i] as Token);
      continue;
    }
    // The printed words spread over today's: "converted mana cost" → mana (raw "converted mana"), value (raw "cost").
    const printed = found.old.map((_, k) => (tokens[i + k] as { raw: string }).raw);
    const extra = found.old.length - found.now.length;
    found.now.forEach((v, k) => {
      const raw = k === 0 ? printed.slice(0, extra + 1).join(' ') : (printed[k + extra] as string);
      out.push(tok('word', v, raw));
    });
    i += found.old.length - 1;
  }
  return out;
}

/** The token as text (for shapes and diagnostics). */
export function tokenText(t: Token): string {
  switch (t.k) {
    case 'word':
      return t.raw;
    case 'num':
      return String(t.n);
    case 'pt':
      return t.raw;
    case 'mana':
      return t.v;
    case 'quote':
      return `"${t.v}"`;
    case 'self':
      return 'SELF';
    case 'punct':
      return t.v;
    case 'bullet':
      return '•';
  }
}
