/**
 * Level up cards (711): a LEVEL line starts a striation whose power/toughness box and abilities
 * are one static ability.
 *   711.2a "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature has at least N1 level
 *          counters on it, but no more than N2 level counters on it, it has base power and toughness
 *          [P/T] and has [abilities]."
 *   711.2b "{LEVEL N3+} [Abilities] [P/T]" means the same with N3 or more level counters.
 * Oracle text writes each striation as lines: "LEVEL 1-3", then "4/4", then its abilities. Read one by
 * one, the P/T line would be nothing and the abilities would be the creature's at every level (a
 * leveler with "Trample" under LEVEL 4+ would trample at level 0). Here each striation becomes one
 * static ability of the creature: base P/T set in layer 7b and its abilities added in layer 6, under
 * the level-counter condition; each of its lines is reported as part of that continuous effect.
 */
import type { AbilityDef, StaticEffectDef } from '../core/effects/language/abilities.js';
import type { Condition } from '../core/effects/language/condition.js';
import type { Value } from '../core/effects/language/filters-and-values.js';
import type { AbilityResult } from './grammar/abilities/sentence-results.js';

const LEVEL_LINE = /^LEVEL (\d+)(?:-(\d+)|\+)$/;
const PT_LINE = /^(\d+|\*)\/(\d+|\*)$/;

function levelCondition(from: number, to: number | undefined): Condition {
  const atLeast: Condition = { compare: [{ countersOn: 'source', kind: 'level' }, '>=', from] };
  return to === undefined ? atLeast : { and: [atLeast, { compare: [{ countersOn: 'source', kind: 'level' }, '<=', to] }] };
}

/** The abilities of a face with its LEVEL striations read as static abilities (711.2), or the same list when it has none. */
export function withLevelerStriations(derived: readonly AbilityDef[], results: readonly AbilityResult[]): AbilityResult[] {
  if (derived.length !== results.length || !derived.some((d) => LEVEL_LINE.test(d.text.trim()))) return [...results];
  const out: AbilityResult[] = [];
  let i = 0;
  while (i < derived.length) {
    const m = LEVEL_LINE.exec((derived[i] as AbilityDef).text.trim());
    if (m === null) {
      out.push(results[i] as AbilityResult);
      i++;
      continue;
    }
    // The striation runs to the next LEVEL line or the end of the text box.
    let end = i + 1;
    while (end < derived.length && !LEVEL_LINE.test((derived[end] as AbilityDef).text.trim())) end++;
    const header = (derived[i] as AbilityDef).text.trim();
    const ops: StaticEffectDef['ops'] = [];
    const granted: AbilityDef[] = [];
    const sentences: AbilityResult['sentences'] = [{ text: header, continuous: true, compiled: true }];
    let pt: { power: Value; toughness: Value } | undefined;
    for (let k = i + 1; k < end; k++) {
      const text = (derived[k] as AbilityDef).text.trim();
      const p = PT_LINE.exec(text);
      if (p !== null && pt === undefined && p[1] !== '*' && p[2] !== '*') {
        pt = { power: Number(p[1]), toughness: Number(p[2]) };
        sentences.push({ text, continuous: true, compiled: true });
        continue;
      }
      // An ability of the striation: the creature has it only at these levels (its own sentences reported as read).
      const r = results[k] as AbilityResult;
      granted.push(r.ability);
      sentences.push(...r.sentences);
    }
    if (pt !== undefined) ops.push({ op: 'setPT', power: pt.power, toughness: pt.toughness });
    if (granted.length > 0) ops.push({ op: 'addAbilities', abilities: granted });
    const text = derived
      .slice(i, end)
      .map((d) => d.text.trim())
      .join('\n');
    const effects: StaticEffectDef[] =
      ops.length === 0
        ? []
        : [{ affects: { self: true }, ops, condition: levelCondition(Number(m[1]), m[2] === undefined ? undefined : Number(m[2])) }];
    out.push({ ability: { kind: 'static', text, effects }, sentences });
    i = end;
  }
  return out;
}
