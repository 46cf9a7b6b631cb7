/**
 * "Enchanted creature has "{T}: This creature deals 1 damage to target creature." \n As long as enchanted
 * creature is a Wizard, it has "{T}: This creature deals 2 damage to target creature." instead." (Lavamancer's
 * Skill): a static ability ending in "instead" replaces what the static ability before it does while its own
 * condition holds — the earlier effect applies exactly when that condition does not (611.3a, both checked at
 * every evaluation), as "Otherwise, …" does the other way round (grammar/sentences/statics/otherwise.ts).
 *
 *   insteadStatic := <static sentence with a condition or an attached object's state> instead
 *                    (after a static ability with one unconditional effect on the same objects, of the same op kinds)
 */
import type { AbilityDef, StaticEffectDef } from '../core/effects/language/abilities.js';
import type { Filter } from '../core/effects/language/filters-and-values.js';
import type { Selector } from '../core/effects/language/selector.js';
import type { AbilityResult } from './grammar/abilities/sentence-results.js';

function split(sel: Selector): { base: string; where?: Filter } {
  if (!('where' in sel) || sel.where === undefined) return { base: JSON.stringify(sel) };
  const { where, ...rest } = sel as Selector & { where: Filter };
  return { base: JSON.stringify(rest), where };
}

const kinds = (e: StaticEffectDef) => e.ops.map((o) => o.op).join(',');

/**
 * For each unread static ability ending in " instead." right after a read static ability: its reading without
 * "instead" (`compile`), and the earlier ability's effect under the negated condition. The results keep their order.
 */
export function staticInstead(
  derived: readonly AbilityDef[],
  results: AbilityResult[],
  compile: (a: AbilityDef, lexText: string) => AbilityResult,
): AbilityResult[] {
  const out = [...results];
  for (let i = 1; i < out.length; i++) {
    const d = derived[i];
    const prev = out[i - 1] as AbilityResult;
    const cur = out[i] as AbilityResult;
    if (
      (d?.kind !== 'static' && d?.kind !== 'text') ||
      !/ instead\.$/.test(d.text) ||
      cur.sentences.every((s) => s.compiled || !s.continuous)
    )
      continue;
    const pa = prev.ability;
    if (pa.kind !== 'static' || pa.effects?.length !== 1 || pa.cda) continue;
    const before = pa.effects[0] as StaticEffectDef;
    if (before.condition !== undefined || split(before.affects).where !== undefined) continue;
    const r = compile(d, d.text.replace(/ instead\.$/, '.'));
    const a = r.ability;
    if (a.kind !== 'static' || a.effects?.length !== 1 || a.cda || !r.sentences.every((s) => s.compiled || !s.continuous)) continue;
    const now = a.effects[0] as StaticEffectDef;
    const { base, where } = split(now.affects);
    if (base !== split(before.affects).base || kinds(now) !== kinds(before)) continue;
    if ((where === undefined) === (now.condition === undefined)) continue;
    const replaced: StaticEffectDef =
      where !== undefined
        ? { ...before, affects: { ...before.affects, where: { not: where } } as Selector }
        : { ...before, condition: { not: now.condition as NonNullable<StaticEffectDef['condition']> } };
    out[i - 1] = { ...prev, ability: { ...pa, effects: [replaced] } };
    out[i] = {
      ability: { ...a, text: d.text },
      sentences: cur.sentences.map((s) => ({ text: s.text, continuous: s.continuous, compiled: true })),
    };
  }
  return out;
}
