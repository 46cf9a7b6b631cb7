import type { Resolution } from '../../../core/effects/language/abilities.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { Token } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import { Cursor, sentences } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { exiledChosen } from '../predicates/copies.js';
import { textX } from '../sentences/resolving/oneshot-then.js';
import { resolvingSentence } from '../sentences/resolving/resolving.js';
import { isSameIsTrue } from '../sentences/resolving/same-is-true.js';
import { unreadObjectReferent } from '../sentences/resolving/unread-referents.js';
import { recordTargetPhrases } from '../subjects/definite-targets.js';
import { subject } from '../subjects/subject.js';
import { targetPhrasesIn } from '../subjects/target-phrases.js';
import { revealedReferent } from '../values/referent-values.js';
import { newContext } from './face-context.js';
import { addPart, isEmpty, returnOnlyIf } from './resolution-parts.js';
import { markUnread, quotedUnread, report, type SentenceResult, withRest } from './sentence-results.js';

/** "up to two target creatures" counts 2, "target creature" 1. */
export function targetsIn(tokens: readonly Token[]): number {
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // 701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature …": one target.
    if (t.k === 'word' && t.v === 'earthbend') n++;
    if (t.k !== 'word' || t.v !== 'target') continue;
    const prev = tokens[i - 1];
    n += prev?.k === 'num' ? prev.n : prev?.k === 'word' && prev.v === 'two' ? 2 : prev?.k === 'word' && prev.v === 'three' ? 3 : 1;
  }
  return n;
}

/**
 * "it" after an unread sentence without targets: the tokens it created ("Create … . They gain haste."),
 * or the source when the sentence acts on it without moving it ("Tap SELF. It gains indestructible …").
 */
function itAfterUnread(tokens: readonly Token[], ctx: ParseContext): Selector | undefined {
  const revealed = revealedReferent(tokens, ctx) ?? exiledChosen(tokens, ctx);
  if (revealed !== undefined) return revealed;
  const first = tokens[0];
  if (first?.k === 'word' && first.v === 'create') return { createdTokens: true };
  // "Untap enchanted creature. It gains hexproof …", "Untap all creatures you control. They gain flying …",
  // "Gain control of all artifacts … . Untap them. They gain haste …": the tapped or untapped objects (608.2c).
  // "Whenever SELF attacks, you may pay {1}. If you do, it gains indestructible …": a payment names no object.
  if (new Cursor(tokens).at('you may pay') && tokens.slice(3).every((t) => t.k === 'mana' || t.k === 'num' || t.k === 'punct'))
    return ctx.it;
  // "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain …" (Inspiring Call).
  const counted = new Cursor(tokens);
  if (counted.accept('draw a card for each')) {
    const p = objectPhrase(counted, ctx);
    if (p !== undefined && counted.done) return p.zones ? { all: filterOf(p), zones: p.zones } : { all: filterOf(p) };
  }
  // 706: "Roll a six-sided die." and a die-roll table's other lines ("2 — Prevent all combat damage it would deal") name no new object.
  if (new Cursor(tokens).at('roll') || (first?.k === 'num' && tokens[1]?.k === 'punct')) return ctx.it;
  // "you may sacrifice a Blood token. If you do, it gets +2/+2": an optional cost that names no object "it" can mean.
  if (new Cursor(tokens).at('you may sacrifice') || new Cursor(tokens).at('you may discard')) return ctx.it;
  // "choose a creature you control and an opponent. Flip a coin. If you lose the flip, …" (Risky Move): a flip names no object.
  if (new Cursor(tokens).at('flip a coin') && tokens.length <= 4) return ctx.it;
  if (first?.k === 'word' && (first.v === 'untap' || first.v === 'tap')) {
    const c = new Cursor(tokens.slice(1));
    if (c.acceptAny('them', 'it', 'that creature', 'those creatures') !== undefined && c.done) return ctx.it;
    const subj = subject(c, ctx);
    if (subj !== undefined && c.done && ('attached' in subj.selector || 'all' in subj.selector || 'self' in subj.selector))
      return subj.selector;
  }
  // "You may put a creature card … onto the battlefield. That creature gains haste." (unread-referents.ts)
  const acted = unreadObjectReferent(tokens, ctx);
  if (acted !== undefined) return acted;
  const moves = tokens.some((t) => t.k === 'word' && /^(?:exile|return|shuffle|sacrifice|destroy|put|transform|search)$/.test(t.v));
  return !moves && tokens.some((t) => t.k === 'self') ? { self: true } : undefined;
}

/** Does the sentence return or put something onto the battlefield ("Return target creature card … to the battlefield")? */
function putsOntoBattlefield(tokens: readonly Token[]): boolean {
  const words = tokens.flatMap((t) => (t.k === 'word' ? [t.v] : []));
  return (words.includes('return') || words.includes('put')) && words.includes('battlefield');
}
/** Resolving sentences → Resolution; `undefined` resolution when a continuous sentence was not read. */
/** "where X is …" anywhere, or a sentence "X is …" (107.3a-c: the text defines X itself). */
function definesX(tokens: readonly Token[]): boolean {
  const isX = (t: Token | undefined) => t?.k === 'word' && t.raw === 'X';
  const word = (t: Token | undefined, v: string) => t?.k === 'word' && t.v === v;
  return tokens.some(
    (t, i) =>
      isX(t) &&
      word(tokens[i + 1], 'is') &&
      (word(tokens[i - 1], 'where') || i === 0 || (tokens[i - 1]?.k === 'punct' && (tokens[i - 1] as { v: string }).v === '.')),
  );
}

/**
 * 601.2c: a resolution with what each "target" word of the ability's whole text (its cost and trigger too, as the
 * core counts them) may choose, when the grammar reads at least one of its phrases (grammar/subjects/target-phrases.ts);
 * for an ability with no resolution ("Destroy target creature."), one with only the phrases.
 */
export function withTargetPhrases(
  res: Resolution | undefined,
  tokens: readonly Token[],
  names: readonly string[],
  selfTypes: readonly string[],
): Resolution | undefined {
  const phrases = targetPhrasesIn(tokens, () => newContext(names, true, selfTypes));
  return phrases.some((p) => p !== null) ? { ...res, targetPhrases: phrases } : res;
}

export function compileResolving(
  tokens: readonly Token[],
  names: readonly string[],
  selfTypes: readonly string[],
  it?: Selector,
  triggerNamesObject = false,
  abilityText?: string,
): { resolve?: Resolution; sentences: SentenceResult[]; failed: boolean } {
  const ctx = newContext(names, true, selfTypes);
  ctx.it = it;
  if (abilityText !== undefined) ctx.abilityText = abilityText;
  if (triggerNamesObject) ctx.triggerNamesObject = true;
  if (definesX(tokens)) {
    ctx.xDefinedByText = true;
    ctx.xValue = textX(tokens, ctx);
  }
  ctx.exilesInAbility = tokens.some((t) => t.k === 'word' && t.v === 'exile');
  const res: Resolution = {};
  const results: SentenceResult[] = [];
  let failed = false;
  for (const s of sentences(tokens)) {
    ctx.itBefore = ctx.it;
    const firstTarget = ctx.targets;
    const part = resolvingSentence(s, ctx);
    // "It's an enchantment" is about the returned object only right after the return (611.2e).
    if (part === undefined || (part.kind !== 'put' && part.kind !== 'putOps' && part.kind !== 'putOtherwise')) ctx.entered = undefined;
    if (part === undefined || !addPart(res, part)) {
      const rep = report(s, false);
      // "The same is true for …" repeats a continuous sentence (same-is-true.ts) and is not counted as one itself:
      // unread, reading the sentence before it alone would be a partial effect no warning names, so neither is read.
      if (isSameIsTrue(s)) failed = true;
      results.push(rep, ...quotedUnread(ctx, false));
      // What "it" means after a sentence the grammar did not read: its last target, if any.
      const n = targetsIn(s);
      // 400.7, 611.2e: after an unread "Return target … card … to the battlefield", "It's a 1/1 Spirit creature" is
      // about the permanent that return would have made; the target (a card left in the graveyard) is not it.
      ctx.it = n > 0 ? (putsOntoBattlefield(s) ? undefined : { target: ctx.targets + n - 1 }) : itAfterUnread(s, ctx);
      recordTargetPhrases(s, ctx, firstTarget);
      ctx.targets += n;
      continue;
    }
    recordTargetPhrases(s, ctx, firstTarget);
    ctx.previous = s;
    const n = ctx.rest === undefined ? 0 : targetsIn(ctx.rest);
    results.push(...withRest(report(s, true), ctx), ...quotedUnread(ctx, true));
    ctx.targets += n;
  }
  // A conditional return without its "Otherwise, …": not read (the condition would be lost).
  if (returnOnlyIf.has(res)) {
    returnOnlyIf.delete(res);
    delete res.putOntoBattlefield;
  }
  // A resolving ability does what it reads and the rest is reported: an unread sentence, continuous or not, is listed
  // with why (a continuous one as a warning), and the read ones before and after it are performed (608.2c).
  if (failed) {
    for (const r of results) {
      if (r.compiled && r.continuous) {
        markUnread(r, 'another sentence of this ability was not read');
      }
    }
    return { sentences: results, failed };
  }
  return isEmpty(res) ? { sentences: results, failed } : { resolve: res, sentences: results, failed };
}
