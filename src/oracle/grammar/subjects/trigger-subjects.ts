/**
 * What a trigger's subject names (603.2, 608.2c; grammar.md § Referents):
 *   trigger  := [ability word —] when[ever] (a | an | another) <phrase> <event verb> …
 *               → "it" is the triggering object: {chosenObject: 'object'} (choices.object)
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { Token } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import type { Subject } from '../nouns/phrase.js';
import { CHOSEN_OBJECT } from '../nouns/referent-pronouns.js';

/** Words that end a trigger's subject and say what it did ("attacks", "enters", "dies", "becomes blocked"). */
const EVENT_VERBS = new Set(['attacks', 'blocks', 'enters', 'dies', 'becomes', 'is', 'deals', 'leaves', 'attack', 'block']);

/**
 * 603.2, 608.2c: "Whenever a creature you control attacks alone, it gains …": the trigger's
 * subject is an object named with an indefinite article; "it" / "that creature" is that object.
 */
export function triggerReferent(trigger: readonly Token[], ctx: ParseContext): Selector | undefined {
  const at = trigger.findIndex((t) => t.k === 'word' && (t.v === 'whenever' || t.v === 'when'));
  if (at < 0) return undefined;
  const c = new Cursor(trigger.slice(at + 1));
  // "Whenever equipped creature attacks, you may sacrifice a Forest. If you do, that creature gains trample …"
  // (Not when the trigger names another object: "blocks or becomes blocked by a creature, that creature …".)
  if (c.acceptAny('equipped creature', 'enchanted creature') !== undefined) {
    const rest = trigger.slice(at + 1 + c.pos);
    const other = rest.some((t) => t.k === 'word' && (t.v === 'a' || t.v === 'an' || t.v === 'another'));
    return EVENT_VERBS.has(c.word() ?? '') && !other ? { attached: true } : undefined;
  }
  // "Whenever you cast an instant spell from your hand, it gains rebound." (Ojer Pakpatiq): the spell, on the
  // stack. Only an instant or sorcery spell: an effect on a permanent spell goes on applying to the permanent
  // it becomes (400.7a), which the core's zone change (a new object, 400.7) does not do.
  if (c.acceptAny('you cast', 'a player casts', 'an opponent casts') !== undefined) {
    if (c.acceptAny('a', 'an') === undefined) return undefined;
    const saved = ctx.targets;
    const p = objectPhrase(c, ctx);
    ctx.targets = saved;
    return p !== undefined && !p.plural && p.filters.length > 0 && p.filters.every(nonPermanentSpell) ? CHOSEN_OBJECT : undefined;
  }
  if (c.acceptAny('a', 'an', 'another') === undefined) return undefined;
  const saved = ctx.targets;
  const p = objectPhrase(c, ctx);
  ctx.targets = saved;
  if (p === undefined || p.plural) return undefined;
  const verb = c.word();
  return verb !== undefined && EVENT_VERBS.has(verb) ? CHOSEN_OBJECT : undefined;
}

/** "instant", "sorcery", "instant or sorcery" (a spell that never becomes a permanent, 608.2n). */
function nonPermanentSpell(f: Filter): boolean {
  if ('or' in f) return f.or.every(nonPermanentSpell);
  return 'type' in f && (f.type === 'Instant' || f.type === 'Sorcery');
}

/**
 * Where a trigger's subject phrase ends ("Whenever a nontoken, non-Angel creature you control dies"),
 * so that the comma ending the trigger condition is not taken from inside it; 0 when there is none.
 */
export function triggerSubjectEnd(tokens: readonly Token[], ctx: ParseContext): number {
  const at = tokens.findIndex((t) => t.k === 'word' && (t.v === 'whenever' || t.v === 'when'));
  if (at < 0 || at > 6) return 0;
  const c = new Cursor(tokens.slice(at + 1));
  if (c.acceptAny('a', 'an', 'another') === undefined) return 0;
  const saved = ctx.targets;
  const p = objectPhrase(c, ctx);
  ctx.targets = saved;
  return p === undefined ? 0 : at + 1 + c.pos;
}

/** Does the trigger name, with an indefinite article, an object other than the source ("… saddles a Mount or crews a Vehicle")? */
export function triggerNamesObject(trigger: readonly Token[], ctx: ParseContext): boolean {
  for (let i = 0; i < trigger.length; i++) {
    const t = trigger[i] as Token;
    // "Whenever one or more other creatures you control enter": a group of objects ("one of them", copies.ts).
    const group = t.k === 'word' && t.v === 'one' && new Cursor(trigger.slice(i)).at('one or more');
    if (!group && (t.k !== 'word' || (t.v !== 'a' && t.v !== 'an'))) continue;
    const c = new Cursor(trigger.slice(i + (group ? 3 : 1)));
    const saved = ctx.targets;
    const p = objectPhrase(c, ctx);
    ctx.targets = saved;
    if (p !== undefined && (group || !p.plural)) return true;
  }
  return false;
}

/**
 * "Whenever SELF saddles a Mount or crews a Vehicle …, that Mount or Vehicle gains flying", "Whenever
 * equipped creature blocks or becomes blocked by a creature, that creature …": "that <phrase>" is the
 * object the trigger names (608.2c) — while "it" is still the trigger's subject, not a target or tokens.
 */
export function triggerNamed(c: Cursor, ctx: ParseContext): Subject | undefined {
  if (!ctx.triggerNamesObject || !ctx.resolving) return undefined;
  const it = ctx.it;
  if (it !== undefined && !('self' in it || 'attached' in it || ('chosenObject' in it && it.where === undefined))) return undefined;
  return c.attempt((c2) => {
    if (!c2.accept('that')) return undefined;
    const saved = ctx.targets;
    const p = objectPhrase(c2, ctx);
    ctx.targets = saved;
    return p !== undefined && !p.plural ? { selector: CHOSEN_OBJECT, plural: false } : undefined;
  });
}
