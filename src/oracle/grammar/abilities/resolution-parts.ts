import type { Resolution, ResolvedEffectDef } from '../../../core/effects/language/abilities.js';
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import { insteadOverAnotherSet } from '../sentences/resolving/ifs.js';
import type { ResolvingPart } from '../sentences/resolving/resolving-part.js';

function sameEffectTarget(a: ResolvedEffectDef, b: ResolvedEffectDef): boolean {
  return (
    JSON.stringify(a.affects) === JSON.stringify(b.affects) &&
    JSON.stringify(a.duration) === JSON.stringify(b.duration) &&
    JSON.stringify(a.if) === JSON.stringify(b.if)
  );
}

/** A return "if it's …" waiting for its "Otherwise, …" (a return with a condition and no otherwise is not read). */
export const returnOnlyIf = new WeakMap<Resolution, Filter>();

export function addPart(res: Resolution, part: ResolvingPart): boolean {
  switch (part.kind) {
    case 'effect': {
      if (res.effects === undefined) res.effects = [];
      const effects = res.effects;
      const prev = effects[effects.length - 1];
      if (prev !== undefined && sameEffectTarget(prev, part.effect)) prev.ops.push(...part.effect.ops);
      else effects.push(part.effect);
      return true;
    }
    case 'counters':
      res.counters = [...(res.counters ?? []), ...part.counters];
      return true;
    case 'tokens':
      // 608.2c: tokens written after a return are created after it (the copy of "that creature" is of the new object).
      res.createTokens = [...(res.createTokens ?? []), ...part.tokens.map((t) => (res.putOntoBattlefield ? { ...t, afterPut: true } : t))];
      return true;
    case 'tokenAbilities': {
      // 111.4: the tokens the previous sentence created have these abilities too.
      const last = res.createTokens?.[res.createTokens.length - 1];
      if (last === undefined) return false;
      res.createTokens = [...(res.createTokens ?? []).slice(0, -1), { ...last, abilities: [...(last.abilities ?? []), ...part.abilities] }];
      return true;
    }
    case 'flag':
      res[part.flag] = true;
      return true;
    case 'stillLand': {
      const prev = res.effects?.[res.effects.length - 1];
      const set = prev?.ops.find((o) => o.op === 'setTypes');
      if (prev === undefined || set === undefined || set.op !== 'setTypes') return false;
      const i = prev.ops.indexOf(set);
      const replaced = [
        ...(set.types ? [{ op: 'addTypes' as const, types: set.types }] : []),
        ...(set.subtypes ? [{ op: 'setTypes' as const, subtypes: set.subtypes }] : []),
      ];
      prev.ops.splice(i, 1, ...replaced);
      return true;
    }
    case 'instead': {
      // The previous effect's ops of the same kinds apply only if the cost was not paid; these only if it was.
      const prev = res.effects?.[res.effects.length - 1];
      if (prev === undefined || res.effects === undefined) return false;
      // "All creatures get -2/-2 … If SELF's mayhem cost was paid, creatures your opponents control get -2/-2
      // … instead": another set, so the whole previous effect is what is replaced (grammar.md § Ifs).
      const whole = insteadOverAnotherSet(prev, part.effect, part.paid);
      if (whole !== undefined) {
        res.effects.splice(res.effects.length - 1, 1, ...whole);
        return true;
      }
      const strip = (s: Selector): string => {
        const { where: _w, ...rest } = s as Selector & { where?: unknown };
        return JSON.stringify(rest);
      };
      if (
        strip(prev.affects) !== strip(part.effect.affects) ||
        'all' in prev.affects ||
        'players' in prev.affects ||
        'game' in prev.affects
      )
        return false;
      const kinds = new Set(part.effect.ops.map((o) => o.op));
      const replaced = prev.ops.filter((o) => kinds.has(o.op));
      if (replaced.length === 0) return false;
      prev.ops = prev.ops.filter((o) => !kinds.has(o.op));
      const withWhere = (f: Filter): Selector => {
        const a = part.effect.affects as Selector & { where?: Filter };
        return { ...a, where: a.where === undefined ? f : { and: [a.where, f] } } as Selector;
      };
      const unpaid: ResolvedEffectDef = { affects: withWhere({ not: part.paid }), ops: replaced };
      if (prev.duration !== undefined) unpaid.duration = prev.duration;
      const paid: ResolvedEffectDef = { ...part.effect, affects: withWhere(part.paid) };
      if (prev.ops.length === 0) res.effects.pop();
      res.effects.push(unpaid, paid);
      return true;
    }
    case 'insteadIf': {
      // 608.2c: the previous effect's ops of the same kinds apply only if the condition doesn't hold as it resolves.
      const prev = res.effects?.[res.effects.length - 1];
      // What it replaces did nothing continuous (a draw, Finale of Revelation): only the new effect, under the condition.
      if (prev === undefined) {
        res.effects = [{ ...part.effect, if: part.cond }];
        return true;
      }
      if (res.effects === undefined || JSON.stringify(prev.affects) !== JSON.stringify(part.effect.affects)) return false;
      const kinds = new Set(part.effect.ops.map((o) => o.op));
      const replaced = prev.ops.filter((o) => kinds.has(o.op));
      if (replaced.length === 0 || prev.if !== undefined) return false;
      prev.ops = prev.ops.filter((o) => !kinds.has(o.op));
      const otherwise: ResolvedEffectDef = { affects: prev.affects, ops: replaced, if: { not: part.cond } };
      if (prev.duration !== undefined) otherwise.duration = prev.duration;
      if (prev.ops.length === 0) res.effects.pop();
      res.effects.push(otherwise, { ...part.effect, if: part.cond });
      return true;
    }
    case 'many':
      return part.parts.every((p) => addPart(res, p));
    case 'emblem':
      res.emblems = [...(res.emblems ?? []), part.emblem];
      return true;
    case 'monstrosity':
      if (res.monstrosity !== undefined) return false;
      res.monstrosity = part.amount;
      return true;
    case 'amass':
      if (res.amass !== undefined) return false;
      res.amass = part.amass;
      return true;
    case 'otherwiseDid': {
      // "If you do, … . Otherwise, …" (608.2d): doing the optional action is option 1, not doing it option 2.
      const prev = res.effects?.[res.effects.length - 1];
      if (prev === undefined || res.effects === undefined || prev.if !== undefined) return false;
      prev.if = { option: 1 };
      res.effects.push({ ...part.effect, if: { option: 2 } });
      return true;
    }
    case 'choice':
      return true;
    case 'untap':
      if (res.untap !== undefined) return false;
      res.untap = part.untap;
      if (part.if !== undefined) res.untapIf = part.if;
      return true;
    case 'tap':
      if (res.tap !== undefined) return false;
      res.tap = part.tap;
      return true;
    case 'life':
      res.life = [...(res.life ?? []), ...part.life];
      return true;
    case 'attach':
      if (res.attach !== undefined) return false;
      res.attach = part.attach;
      return true;
    case 'controlToOwner':
      if (res.controlToOwner !== undefined) return false;
      res.controlToOwner = part.what;
      return true;
    case 'moveCard':
      res.moveCards = [...(res.moveCards ?? []), part.move];
      return true;
    case 'leave':
      res.leave = [...(res.leave ?? []), part.leave];
      return true;
    case 'put': {
      // One object put onto the battlefield per resolution (the Resolution holds one).
      if (res.putOntoBattlefield !== undefined) return false;
      const { onlyIf, ...put } = part.put;
      res.putOntoBattlefield = put;
      if (onlyIf !== undefined) returnOnlyIf.set(res, onlyIf);
      return true;
    }
    case 'putOtherwise': {
      // "Return it … if it's an artifact creature card. Otherwise, return it … and it's a 3/3 Robot …": it is
      // returned either way; what it is depends on the card (608.2c).
      const put = res.putOntoBattlefield;
      const onlyIf = returnOnlyIf.get(res);
      if (put === undefined || onlyIf === undefined || put.ops !== undefined) return false;
      returnOnlyIf.delete(res);
      put.ops = part.ops;
      put.opsIf = { not: onlyIf };
      return true;
    }
    case 'putOps': {
      // 611.2e, 400.7j: what the object just put onto the battlefield is, or gains (one duration for all).
      const put = res.putOntoBattlefield;
      if (put === undefined) return false;
      const d = put.duration ?? 'permanent';
      if (put.ops !== undefined && JSON.stringify(d) !== JSON.stringify(part.duration)) return false;
      put.ops = [...(put.ops ?? []), ...part.ops];
      if (part.duration !== 'permanent') put.duration = part.duration;
      return true;
    }
  }
}

export function isEmpty(res: Resolution): boolean {
  return Object.keys(res).length === 0;
}
