/**
 * Does a sentence create a continuous effect? (611.1: an effect that modifies characteristics
 * or control of objects, or modifies the rules, for a fixed or indefinite period.) The rule
 * below reads the sentence's tokens — outside quoted abilities — and is independent of whether
 * the grammar compiled the sentence, so coverage figures measure the grammar, not the rule.
 *
 * A sentence is continuous when, outside quotes, it has one of these:
 *  1. a P/T change: get(s) ±N/±N; "base power"; "switch … power and toughness";
 *     "power and toughness are each equal to", "power is equal to", "toughness is equal to" (CDA)
 *  2. an ability change: has/have/gain(s) followed by a keyword ability, a quoted ability, "all creature types",
 *     "all activated abilities", "the full text", "the power, toughness …";
 *     lose(s) all abilities / lose(s) a keyword; "can't have or gain"
 *  3. a type / colour change: is/are/become(s) followed (after a/an/N/N) by a card type, a subtype, a colour,
 *     "colorless", "all colors", "every … type", "the chosen type/color", "legendary"
 *  4. control: "gain control", "you control enchanted/equipped …", "exchange control"
 *  5. copy: "as a copy of", "becomes a copy", "is a copy"; text change (612): "change the text of"
 *  6. players and rules (613.10-11): "You have hexproof/shroud", "maximum hand size", "doesn't apply",
 *     a sentence whose subject is players (players / you / your opponents / each player) followed by can't / don't
 * "as though it didn't have defender" is a permission, not an ability change: a negated have/has is not counted,
 * nor one in an "if" / "unless" clause, which tests the ability rather than grants it ("If that creature has
 * flying, it deals twice that much damage to itself instead": damage only).
 * Not counted: restrictions on objects ("Creatures can't block"), triggered conditions ("If it's a creature, …"
 * when the clause is only a condition), damage, life, zone changes, counters and tokens (111.1: creating a
 * token is not a continuous effect) — those sentences are reported, never counted as continuous.
 */

import { PARAMETER_KEYWORDS } from '../catalog/parse.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, keywordText, SUPERTYPE_WORDS, subtypeOf } from './grammar/words/words.js';
import { lex, type Token } from './lex.js';

function w(t: Token | undefined): string | undefined {
  return t?.k === 'word' ? t.v : undefined;
}

function keywordAt(tokens: readonly Token[], i: number): boolean {
  for (let len = 4; len >= 1; len--) {
    const parts: string[] = [];
    for (let k = 0; k < len; k++) {
      const t = tokens[i + k];
      if (t?.k === 'word') parts.push(t.v);
      else if (t?.k === 'mana') parts.push(t.v);
      else if (t?.k === 'num') parts.push(String(t.n));
      else break;
    }
    if (parts.length === len && keywordText(parts.join(' ')) !== undefined) return true;
  }
  return false;
}

function typeWordAt(tokens: readonly Token[], i: number): boolean {
  let j = i;
  if (w(tokens[j]) === 'a' || w(tokens[j]) === 'an') j++;
  if (tokens[j]?.k === 'pt') return true;
  const t = tokens[j];
  if (t?.k !== 'word') return false;
  if (CARD_TYPE_WORDS.has(t.v) || COLOR_WORDS[t.v] !== undefined) return true;
  if (t.v === 'colorless' || t.v === 'every' || SUPERTYPE_WORDS[t.v] !== undefined) return true;
  if (t.v === 'all' && w(tokens[j + 1]) === 'colors') return true;
  if (t.v === 'the' && w(tokens[j + 1]) === 'chosen') return true;
  // "becomes the creature type of your choice", "the basic land type of your choice", "becomes that type" (Mistform Mutant)
  if (t.v === 'the' && /^(?:creature|basic|land)$/.test(w(tokens[j + 1]) ?? '') && /^(?:type|land)$/.test(w(tokens[j + 2]) ?? ''))
    return true;
  if (t.v === 'that' && w(tokens[j + 1]) === 'type') return true;
  if (t.v === 'the' && (w(tokens[j + 1]) === 'color' || w(tokens[j + 1]) === 'colors')) return true;
  return subtypeOf(t.raw) !== undefined && t.raw !== 'Will';
}

/** Is token i inside a condition clause ("If it's a creature, …", "as long as it's an artifact", "where X is …")? */
function inConditionClause(tokens: readonly Token[], i: number): boolean {
  let j = i;
  while (j > 0 && !(tokens[j - 1]?.k === 'punct')) j--;
  const first = w(tokens[j]);
  if (first === 'if' || first === 'unless' || first === 'where' || first === 'when' || first === 'whenever') return true;
  if (first === 'as' && w(tokens[j + 1]) === 'long') return true;
  for (let k = j; k < i; k++) {
    const v = w(tokens[k]);
    if (k === j && v === 'that') continue; // "That permanent is …" names, it doesn't relate
    // "An opponent guesses whether the top card of your library is the chosen kind": a question, not a change.
    if (v === 'if' || v === 'unless' || v === 'whenever' || v === 'where' || v === 'that' || v === 'who' || v === 'whether') return true;
    if (v === 'as' && w(tokens[k + 1]) === 'long') return true;
  }
  return false;
}

/**
 * Is token i in a clause that only states a condition ("If that creature has flying, it deals twice that
 * much damage …": 608.2c, tested as it resolves)? The clause begins the sentence or follows a comma with
 * "if" / "unless"; what "has" follows there is tested, not granted.
 */
function inIfClause(tokens: readonly Token[], i: number): boolean {
  let j = i;
  while (j > 0 && !(tokens[j - 1]?.k === 'punct')) j--;
  const first = w(tokens[j]);
  return first === 'if' || first === 'unless';
}

/** "power", "toughness" or "power and toughness" of something, before the clause ends (701.10b). */
function doublesPowerOrToughness(tokens: readonly Token[], from: number): boolean {
  for (let k = from; k < tokens.length && k < from + 8; k++) {
    const t = tokens[k];
    if (t?.k === 'punct') return false;
    const v = w(t);
    if (v === 'power' || v === 'toughness') return true;
    if (v === 'damage' || v === 'number' || v === 'counters' || v === 'life') return false;
  }
  return false;
}

/** Each keyword that takes a parameter, as its words (split once, not at every "has" or "gains" classified). */
const PARAMETER_KEYWORD_WORDS: readonly (readonly string[])[] = PARAMETER_KEYWORDS.map((name) => name.split(' '));

/** A keyword that takes a parameter, named bare and followed by the end of the clause ("gains flashback until …"). */
function bareParameterKeywordAt(tokens: readonly Token[], i: number): boolean {
  for (const parts of PARAMETER_KEYWORD_WORDS) {
    if (!parts.every((p, k) => w(tokens[i + k]) === p)) continue;
    const after = tokens[i + parts.length];
    return after === undefined || after.k === 'punct' || w(after) === 'until' || w(after) === 'as' || w(after) === 'and';
  }
  return false;
}

const PLAYER_SUBJECTS = new Set(['players', 'you', 'opponents', 'player']);

/**
 * What a continuous effect changes, by the layers it applies in (613.1): copy and text (layers 1
 * and 3), control (2), types and colours (4, 5), abilities (6), power and toughness (7), and the
 * rules of the game and players (613.10, 613.11). The coverage report groups unread sentences so.
 */
export type ContinuousFamily = 'copy' | 'control' | 'types' | 'abilities' | 'pt' | 'rules';

export const FAMILY_NAMES: Record<ContinuousFamily, string> = {
  copy: 'copy and text (layers 1, 3)',
  control: 'control (layer 2)',
  types: 'types and colours (layers 4, 5)',
  abilities: 'abilities (layer 6)',
  pt: 'power and toughness (layer 7)',
  rules: 'players and rules (613.10, 613.11)',
};

/** Is the word before `i` a negation ("doesn't have", "never gains")? Asked only at a verb of having. */
function negatedAt(tokens: readonly Token[], i: number): boolean {
  return /^(?:didn't|doesn't|don't|not|never)$/.test(w(tokens[i - 1]) ?? '');
}

/** Does the sentence create a continuous effect (the rule above)? */
export function isContinuous(tokens: readonly Token[]): boolean {
  return continuousFamily(tokens) !== undefined;
}

/** The family of the continuous effect the sentence creates (its first telling phrase decides), or undefined. */
export function continuousFamily(tokens: readonly Token[]): ContinuousFamily | undefined {
  // 721.2a: "{N+} [abilities]" means "As long as this permanent has N or more charge counters on it, it has
  // [abilities]": a station symbol's line grants its abilities (layer 6), whatever they do.
  if (tokens[0]?.k === 'num' && w(tokens[1]) === '+' && w(tokens[2]) === '|') return 'abilities';
  for (let i = 0; i < tokens.length; i++) {
    const v = w(tokens[i]);
    const n1 = w(tokens[i + 1]);
    if (v === undefined) continue;
    if ((v === 'get' || v === 'gets') && tokens[i + 1]?.k === 'pt') return 'pt';
    // "gets an additional +2/+2" (Akawalli): a P/T change on top of another.
    if ((v === 'get' || v === 'gets') && n1 === 'an' && w(tokens[i + 2]) === 'additional' && tokens[i + 3]?.k === 'pt') return 'pt';
    // 701.10b: "Double target creature's power" gives it +X/+0, a 613.4c effect.
    if (v === 'double' && doublesPowerOrToughness(tokens, i + 1)) return 'pt';
    // "have base toughness 1" (Maha, Its Feathers Night) sets one of the two (613.4b).
    if (v === 'base' && (n1 === 'power' || n1 === 'toughness')) return 'pt';
    // 114.4: "You get an emblem with "Creatures you control get +2/+2 …"": the emblem's static ability is continuous.
    if (v === 'emblem' && n1 === 'with' && tokens[i + 2]?.k === 'quote') {
      const inner = continuousFamily(lex((tokens[i + 2] as { v: string }).v));
      if (inner !== undefined) return inner;
    }
    if (v === 'switch') return 'pt';
    if (
      (v === 'power' || v === 'toughness') &&
      (n1 === 'is' || n1 === 'are') &&
      (w(tokens[i + 2]) === 'equal' || w(tokens[i + 2]) === 'each')
    )
      return 'pt';
    if ((v === 'have' || v === 'has' || v === 'gain' || v === 'gains') && !negatedAt(tokens, i) && !inIfClause(tokens, i)) {
      const nt = tokens[i + 1];
      if (nt?.k === 'quote') return 'abilities';
      // "gains your choice of vigilance, lifelink, or haste" (608.2d: the keyword is chosen as it resolves)
      if (n1 === 'your' && w(tokens[i + 2]) === 'choice' && w(tokens[i + 3]) === 'of' && keywordAt(tokens, i + 4)) return 'abilities';
      // "gains flashback until end of turn. The flashback cost is …" (Snapcaster Mage): a keyword whose
      // parameter the next sentence gives is still an ability granted.
      if (bareParameterKeywordAt(tokens, i + 1)) return 'abilities';
      // "Lands you control gain all basic land types" (305.7)
      if (n1 === 'all' && w(tokens[i + 2]) === 'basic' && w(tokens[i + 3]) === 'land') return 'types';
      if (n1 === 'all' && w(tokens[i + 2]) === 'creature') return 'types';
      if (n1 === 'control') return 'control';
      // "Creatures you control gain that ability until end of turn" (Angelic Skirmisher: the keyword chosen as it resolves).
      if ((n1 === 'that' && w(tokens[i + 2]) === 'ability') || (n1 === 'those' && w(tokens[i + 2]) === 'abilities')) return 'abilities';
      if (keywordAt(tokens, i + 1)) return 'abilities';
      if (n1 === 'no' && w(tokens[i + 2]) === 'maximum') return 'rules';
      // "has the full text of that card" (612.6), "has all activated abilities of …", "has the power, toughness, and creature types of …"
      if (n1 === 'the' && /^(?:full|text|power|toughness|abilities)$/.test(w(tokens[i + 2]) ?? '')) return 'copy';
      if (n1 === 'all' && /^(?:activated|triggered|abilities)$/.test(w(tokens[i + 2]) ?? '')) return 'abilities';
    }
    if ((v === 'lose' || v === 'loses') && (n1 === 'all' ? w(tokens[i + 2]) !== 'life' : keywordAt(tokens, i + 1))) return 'abilities';
    if (v === "can't" && n1 === 'have') return 'abilities';
    if ((v === 'is' || v === 'are' || v === 'becomes' || v === 'become') && typeWordAt(tokens, i + 1) && !inConditionClause(tokens, i)) {
      return 'types';
    }
    // "As long as your devotion to red is less than five, SELF isn't a creature" (the gods of Theros),
    // "Target snow land is no longer snow": a type or supertype taken away (205.1b, layer 4).
    if (
      (v === 'is' || v === 'are') &&
      (n1 === 'not' || (n1 === 'no' && w(tokens[i + 2]) === 'longer')) &&
      typeWordAt(tokens, i + (n1 === 'not' ? 2 : 3)) &&
      !inConditionClause(tokens, i)
    )
      return 'types';
    if (v === 'control' && (n1 === 'enchanted' || n1 === 'equipped')) return 'control';
    if (v === 'exchange' && n1 === 'control') return 'control';
    // "Shards you control become copies of it until the next end step" (Niko, Light of Hope)
    if ((v === 'become' || v === 'becomes') && n1 === 'copies' && w(tokens[i + 2]) === 'of') return 'copy';
    if (v === 'copy' && w(tokens[i - 1]) === 'a' && /^(?:as|becomes|become|is)$/.test(w(tokens[i - 2]) ?? '')) return 'copy';
    if (v === 'maximum' && n1 === 'hand') return 'rules';
    if (v === 'change' && n1 === 'the' && w(tokens[i + 2]) === 'text') return 'copy';
    if (v === "doesn't" && n1 === 'apply') return 'rules';
    if (i === 0 && PLAYER_SUBJECTS.has(v) && (n1 === "can't" || n1 === "don't")) return 'rules';
    if (i === 0 && v === 'your' && n1 === 'opponents' && (w(tokens[i + 2]) === "can't" || w(tokens[i + 2]) === "don't")) return 'rules';
  }
  return undefined;
}
