/**
 * Class levels (716) and solved Cases (719): static abilities that function only with a designation.
 *   bar    := <cost> : Level N [— <ability>]        716.2a
 *   solved := Solved — <ability>                   719.3c
 * 716.2a: "[Cost]: Level N — [Abilities]" means "[Cost]: This Class's level becomes N …" and "As long as
 * this Class is level N or greater, it has [abilities]"; abilities printed in the same section after a
 * bare "[Cost]: Level N" bar are part of that static ability (716.2). 719.3c: a "Solved —" static ability
 * affects the game only while the Case is solved. The level and the solved designation are the
 * scenario's to give (`level`, `solved` on the object); a static ability read here gets the condition
 * `{source: {levelAtLeast: N}}` / `{source: {solved: true}}` on each effect. A triggered or activated
 * ability under a level that creates a continuous effect becomes a static ability that grants it to the
 * Class under the same condition (716.2a: "it has [abilities]"), so it exists only at that level.
 */
import { deriveAbility } from '../catalog/derive.js';
import type { AbilityDef } from '../core/effects/language/abilities.js';
import type { Condition } from '../core/effects/language/condition.js';
import type { AbilityResult } from './grammar/abilities/sentence-results.js';

/** "{1}{R}: Level 2" or "{1}{G}: Level 2 — Whenever you attack, …" → the level and the ability text after the dash. */
export function levelBar(derived: AbilityDef): { level: number; rest?: string } | undefined {
  if (derived.kind !== 'activated') return undefined;
  const m = /^[^:]*\}: Level (\d+)(?: — ([\s\S]+))?$/.exec(derived.text);
  if (m === null) return undefined;
  return m[2] === undefined ? { level: Number(m[1]) } : { level: Number(m[1]), rest: m[2] };
}

/** "Solved — Creatures you control get +1/+0." → the ability text after the dash. */
export function solvedText(derived: AbilityDef): string | undefined {
  const m = /^Solved — ([\s\S]+)$/.exec(derived.text);
  return m === null ? undefined : m[1];
}

/** The inner text's own reading (static, triggered, …). */
export function derivedOf(text: string): AbilityDef {
  return deriveAbility(text, false);
}

/**
 * A static ability compiled from `r`, its effects under `when`, its text the whole paragraph; undefined
 * when `r` is not a static ability with effects (the caller keeps its old reading).
 */
export function gated(r: AbilityResult, when: Condition, text: string): AbilityResult | undefined {
  const a = r.ability;
  if (!r.sentences.every((s) => s.compiled || !s.continuous)) return undefined;
  // 716.2a: "As long as this Class is level N or greater, it has [abilities]" — a triggered or activated ability
  // under a level is one the Class has only at that level: a static ability granting it to the Class (layer 6).
  if ((a.kind === 'triggered' || a.kind === 'activated') && 'source' in when && 'levelAtLeast' in when.source) {
    if (!r.sentences.some((s) => s.compiled && s.continuous)) return undefined;
    return {
      ability: {
        kind: 'static',
        text,
        effects: [{ affects: { self: true }, ops: [{ op: 'addAbilities', abilities: [a] }], condition: when }],
      },
      sentences: r.sentences,
    };
  }
  if (a.kind !== 'static' || a.effects === undefined || a.effects.length === 0 || a.cda) return undefined;
  const effects = a.effects.map((e) => ({ ...e, condition: e.condition === undefined ? when : { and: [when, e.condition] } }));
  return { ability: { ...a, text, effects }, sentences: r.sentences };
}
