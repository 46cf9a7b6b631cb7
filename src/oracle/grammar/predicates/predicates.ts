/**
 * Predicates of effect sentences (grammar.md § Predicates), one after another joined by
 * ", " / "and":
 *   pred := get(s) <pt> [for each <objects>]            modifyPT (7c)
 *         | ha(s|ve) | gain(s) <abilities>              addAbilities (6), base P/T (7b)
 *         | lose(s) all abilities | lose(s) <keywords>   removeAbilities (6)
 *         | can't have or gain <keywords>               cantHave (6)
 *         | is | are | become(s) <type phrase>          types (4), colours (5), base P/T (7b)
 */
import type { CopyExcept, Op } from '../../../core/effects/language/abilities.js';
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { Color } from '../../../core/model/terms.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { valueExpr } from '../values/values.js';
import { abilityList } from './abilities.js';
import { abilitiesOfPredicate } from './abilities-of.js';
import { copyExceptClause, type EntersCopyCounters } from './copies.js';
import { basePT, gets } from './power-toughness.js';
import { inAddition, isPred, typePhrase } from './type-phrases.js';

function has(c: Cursor, ctx: ParseContext): Op[] | undefined {
  c.accept('each');
  if (c.acceptAny('has', 'have', 'gains', 'gain') === undefined) return undefined;
  const base = basePT(c, ctx);
  if (base) return [base];
  if (c.accept('all creature types')) return [{ op: 'allCreatureTypes' }];
  // 305.7: "Lands you control gain all basic land types until end of turn" (Energybending) adds the five types,
  // as "is every basic land type in addition to its other types" does; nothing is removed.
  if (c.accept('all basic land types')) return [{ op: 'everyBasicLandType' }];
  // "has base power 0", "has base toughness 4"
  if (c.accept('base power')) {
    const t = c.peek();
    if (t?.k !== 'num') return undefined;
    c.next();
    return [{ op: 'setPT', power: t.n }];
  }
  if (c.accept('base toughness')) {
    const t = c.peek();
    if (t?.k !== 'num') return undefined;
    c.next();
    return [{ op: 'setPT', toughness: t.n }];
  }
  // 608.2d: "gains your choice of flying or first strike" — chosen as it resolves (choices.keyword).
  if (ctx.resolving && c.accept('your choice of')) {
    const options = abilityList(c, ctx);
    if (options === undefined || options.length < 2 || !options.every((a) => a.kind === 'keyword')) return undefined;
    return [{ op: 'addAbilities', abilities: options, choose: 'keyword' }];
  }
  const list = abilityList(c, ctx);
  return list === undefined ? undefined : [{ op: 'addAbilities', abilities: list }];
}

function loses(c: Cursor, ctx: ParseContext): Op[] | undefined {
  if (c.acceptAny('loses', 'lose') === undefined) return undefined;
  if (c.accept('all other card types and abilities') || c.accept('all other card types, creature types, and abilities'))
    return [{ op: 'removeAbilities', all: true }];
  // 605.1a: "loses all abilities except mana abilities" (Blood Sun) keeps the mana abilities.
  if (c.accept('all abilities except mana abilities')) return [{ op: 'removeAbilities', all: true, exceptMana: true }];
  if (c.accept('all abilities') || c.accept('all other abilities')) return [{ op: 'removeAbilities', all: true }];
  // "SELF loses this ability and becomes an Aura enchantment with enchant creature" (licids): the ability read.
  if (ctx.abilityText !== undefined && c.accept('this ability')) return [{ op: 'removeAbilities', texts: [ctx.abilityText] }];
  if (c.accept('all creature types')) return [{ op: 'removeTypes', allCreatureTypes: true }];
  const list = abilityList(c, ctx);
  if (list === undefined || list.some((a) => a.kind !== 'keyword')) return undefined;
  return [{ op: 'removeAbilities', keywords: list.map((a) => (a.kind === 'keyword' ? a.keyword : '')) }];
}

function cantHave(c: Cursor, ctx: ParseContext): Op[] | undefined {
  if (!c.accept("can't have or gain")) return undefined;
  const list = abilityList(c, ctx);
  if (list === undefined || list.some((a) => a.kind !== 'keyword')) return undefined;
  return [{ op: 'cantHave', keywords: list.map((a) => (a.kind === 'keyword' ? a.keyword : '')) }];
}
/** One predicate. */
export function predicate(c: Cursor, ctx: ParseContext): Op[] | undefined {
  return (
    c.attempt((c2) => gets(c2, ctx)) ??
    c.attempt((c2) => has(c2, ctx)) ??
    c.attempt((c2) => loses(c2, ctx)) ??
    c.attempt((c2) => cantHave(c2, ctx)) ??
    c.attempt((c2) => isPred(c2, ctx)) ??
    abilitiesOfPredicate(c, ctx)
  );
}

/** Predicates joined by ", ", "and", ", and". */
export function predicates(c: Cursor, ctx: ParseContext): Op[] | undefined {
  const first = predicate(c, ctx);
  if (first === undefined) return undefined;
  const ops = [...first];
  for (;;) {
    const save = c.pos;
    if (c.acceptAny(', and', 'and', ',') === undefined) break;
    c.accept('it');
    const more = predicate(c, ctx);
    if (more === undefined) {
      c.pos = save;
      break;
    }
    ops.push(...more);
  }
  // "… with "{T}: Add {C}" and loses all other abilities", "has defender, loses all other abilities":
  // the abilities this effect grants are not among those it removes, so removal applies first.
  const firstAdd = ops.findIndex((o) => o.op === 'addAbilities');
  const removeAt = ops.findIndex((o) => o.op === 'removeAbilities' && o.all === true);
  if (firstAdd < 0 || removeAt < firstAdd) return ops;
  const [removal] = ops.splice(removeAt, 1);
  ops.splice(firstAdd, 0, removal as Op);
  return ops;
}

/** Replaces X ({x:true}) in ops by the value a "where X is …" clause defines (107.3a). */
export function substituteX<T>(node: T, x: Value): T {
  if (Array.isArray(node)) return node.map((n) => substituteX(n, x)) as T;
  if (node !== null && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.x === true && Object.keys(o).length === 1) return x as T;
    if (o.kind !== undefined && o.text !== undefined) return node; // granted abilities keep their own X
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) out[k] = substituteX(v, x);
    return out as T;
  }
  return node;
}

/** ", where X is <value>". */
export function whereX(c: Cursor, ctx: ParseContext): Value | undefined {
  return c.attempt((c2) => {
    c2.accept(',');
    if (!c2.accept('where') || c2.peek()?.k !== 'word' || (c2.peek() as { raw: string }).raw !== 'X' || c2.word(1) !== 'is')
      return undefined;
    c2.pos += 2;
    let factor = 1;
    if (c2.accept('twice')) factor = 2;
    const v = valueExpr(c2, ctx);
    if (v === undefined) return undefined;
    return factor === 1 ? v : { times: [v, factor] };
  });
}

/**
 * A copy effect's exceptions (707.9b): "except it is not legendary and it is a 2/2 Coward in addition
 * to its other types", "except it has haste", "except it is an artifact in addition to its other types".
 */
export function copyExcept(c: Cursor, ctx: ParseContext, counters?: EntersCopyCounters): CopyExcept | undefined {
  return c.attempt((c2) => {
    if (!c2.accept(', except') && !c2.accept('except')) return undefined;
    const out: CopyExcept = {};
    for (;;) {
      c2.acceptAny('it', 'the token', 'they', 'he');
      if (c2.acceptAny('is not legendary', 'are not legendary') !== undefined) {
        out.removeSupertypes = ['Legendary'];
      } else if (c2.acceptAny('has', 'have') !== undefined) {
        if (c2.accept('this ability')) out.keepThisAbility = true;
        else {
          const list = abilityList(c2, ctx);
          if (list === undefined) return undefined;
          out.addAbilities = [...(out.addAbilities ?? []), ...list];
          if (c2.accept('and this ability')) out.keepThisAbility = true;
        }
      } else if (out.setTypes?.types !== undefined && c2.accept('loses all other card types')) {
        // Shelob: "it's a Food artifact … and it loses all other card types" — what 205.1a already does.
      } else if (copyExceptClause(c2, ctx, out, abilityList, counters)) {
        // copies.ts: the name, the color, counters it enters with (707.9b, 707.9e-f).
      } else if (c2.acceptAny('is', 'are', "'s") !== undefined) {
        const tp = typePhrase(c2, ctx);
        // "a Food artifact with "{2}, {T}, Sacrifice this token: …"": abilities the copy has too (707.9b).
        const granted = tp?.extra.every((o) => o.op === 'addAbilities' && o.x === undefined && o.choose === undefined);
        if (tp === undefined || tp.colorless || tp.every || !granted) return undefined;
        for (const o of tp.extra) if (o.op === 'addAbilities') out.addAbilities = [...(out.addAbilities ?? []), ...o.abilities];
        const keep = inAddition(c2);
        // "a 1/1 red Balloon creature in addition to its other colors and types" (707.9b): colors added;
        // "a 5/5 black Demon" (Ardyn): the colors named are the copy's colors.
        if (tp.colors.length) {
          if (tp.colors.some((x) => typeof x !== 'string')) return undefined;
          if (keep?.colors) out.addColors = tp.colors as Color[];
          else out.setColors = tp.colors as Color[];
        }
        if (tp.subtypes.some((s) => typeof s !== 'string')) return undefined;
        const named = {
          ...(tp.types.length ? { types: tp.types } : {}),
          ...(tp.subtypes.length ? { subtypes: tp.subtypes as string[] } : {}),
        };
        // 205.1a: without "in addition to its other types", the types named replace the copied ones of their kind
        // ("a 3/3 black Wraith": its creature types; "a Food artifact": its card types and artifact types).
        if ((tp.types.length || tp.subtypes.length) && !keep?.types) out.setTypes = named;
        if (((tp.types.length || tp.subtypes.length) && keep?.types) || tp.supertypes.length) {
          out.addTypes = {
            ...(keep?.types ? named : {}),
            ...(tp.supertypes.length ? { supertypes: tp.supertypes } : {}),
          };
        }
        if (tp.pt) {
          if (typeof tp.pt.power !== 'number' || typeof tp.pt.toughness !== 'number') return undefined;
          out.setPT = { power: tp.pt.power, toughness: tp.pt.toughness };
        }
      } else return undefined;
      // "except it's 1/1, it's a Spirit …, and it has flying": a comma before the next pronoun.
      if (c2.acceptAny(', and', 'and') === undefined && !(/^(?:it|he|his|its|is|has)$/.test(c2.word(1) ?? '') && c2.accept(','))) break;
    }
    return out;
  });
}
