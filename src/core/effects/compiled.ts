/**
 * Filters compiled once per definition into closures, for the tests the pass makes on
 * every object of the board ("creatures you control"); `matchFilter` reads every filter
 * through them. A filter node of any other kind (or with more than one key) is left to
 * `matchOther`, so kinds added to the language later keep working unchanged.
 */
import type { GameObject } from '../model/objects.js';
import { hasCorrelatedSubtype } from '../model/subtypes.js';
import type { Zone } from '../model/terms.js';
import type { Filter } from './language/filters-and-values.js';
import type { PlayerRef } from './language/references.js';
import { type EffectContext, hasKeyword, playerMatches, resolveWord, type View, type WorkingObject } from './view.js';

/** A filter test on one object whose working characteristics are `ch`. */
export type Test = (view: View, ctx: EffectContext, obj: GameObject, ch: WorkingObject) => boolean;

/** How a filter of a kind this module doesn't compile is tested (query.ts `matchOther`). */
export type Interpreter = (view: View, ctx: EffectContext, obj: GameObject, ch: WorkingObject, f: Filter) => boolean;

/**
 * A compiler that compiles each filter once (cached by filter) and leaves the kinds it doesn't
 * compile to `other`. query.ts makes the one the engine uses and passes its `matchOther` in,
 * because that reads filters back through this compiler (a filter compares values, and a value
 * counts the objects a filter matches).
 */
export function filterCompiler(other: Interpreter): (f: Filter) => Test {
  const compiled = new WeakMap<Filter, Test>();
  const interpreted =
    (f: Filter): Test =>
    (view, ctx, obj, ch) =>
      other(view, ctx, obj, ch, f);
  const compileFilter = (f: Filter): Test => {
    let t = compiled.get(f);
    if (!t) {
      t = compile(f, compileFilter, interpreted);
      compiled.set(f, t);
    }
    return t;
  };
  return compileFilter;
}

function compile(f: Filter, compileFilter: (f: Filter) => Test, interpreted: (f: Filter) => Test): Test {
  const keys = Object.keys(f);
  if (keys.length !== 1) return interpreted(f);
  const g = f as Record<string, unknown>;
  switch (keys[0]) {
    case 'and': {
      const ts = (g.and as Filter[]).map(compileFilter);
      return (view, ctx, obj, ch) => {
        for (const t of ts) if (!t(view, ctx, obj, ch)) return false;
        return true;
      };
    }
    case 'or': {
      const ts = (g.or as Filter[]).map(compileFilter);
      return (view, ctx, obj, ch) => {
        for (const t of ts) if (t(view, ctx, obj, ch)) return true;
        return false;
      };
    }
    case 'not': {
      const t = compileFilter(g.not as Filter);
      return (view, ctx, obj, ch) => !t(view, ctx, obj, ch);
    }
    case 'type': {
      const type = g.type as string;
      return (_v, _c, _o, ch) => ch.types.includes(type);
    }
    case 'subtype': {
      const w = g.subtype as Parameters<typeof resolveWord>[0];
      if (typeof w === 'string') return (_v, _c, _o, ch) => hasCorrelatedSubtype(ch.types, ch.subtypes, w);
      return (_v, ctx, _o, ch) => {
        const s = resolveWord(w, ctx);
        return s !== undefined && hasCorrelatedSubtype(ch.types, ch.subtypes, s);
      };
    }
    case 'supertype': {
      const s = g.supertype as string;
      return (_v, _c, _o, ch) => ch.supertypes.includes(s);
    }
    case 'color': {
      const w = g.color as Parameters<typeof resolveWord>[0];
      return (_v, ctx, _o, ch) => {
        const c = resolveWord(w, ctx);
        return c !== undefined && (ch.colors as string[]).includes(c);
      };
    }
    case 'colorless':
      return (_v, _c, _o, ch) => ch.colors.length === 0;
    case 'multicolored':
      return (_v, _c, _o, ch) => ch.colors.length > 1;
    case 'controller': {
      const ref = g.controller as PlayerRef;
      return (view, ctx, _o, ch) => playerMatches(view, ctx, ref, ch.controller);
    }
    case 'owner': {
      const ref = g.owner as PlayerRef;
      return (view, ctx, obj) => playerMatches(view, ctx, ref, obj.owner);
    }
    case 'zone': {
      const z = g.zone as Zone | Zone[];
      return Array.isArray(z) ? (_v, _c, obj) => z.includes(obj.zone) : (_v, _c, obj) => obj.zone === z;
    }
    case 'other':
      return (_v, ctx, obj) => obj.id !== ctx.source?.id;
    case 'token': {
      const b = g.token as boolean;
      return (_v, _c, obj) => obj.token === b;
    }
    case 'tapped': {
      const b = g.tapped as boolean;
      return (_v, _c, obj) => obj.tapped === b;
    }
    case 'name': {
      const n = g.name as string;
      return (_v, _c, _o, ch) => ch.name === n;
    }
    case 'hasAbility': {
      const a = g.hasAbility as string;
      return (_v, _c, _o, ch) => hasKeyword(ch, a) || ch.abilities.some((x) => x.def.text === a);
    }
    default:
      return interpreted(f);
  }
}
