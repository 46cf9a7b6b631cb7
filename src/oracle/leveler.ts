/**
 * Leveler cards (711): a striation "LEVEL N1-N2" or "LEVEL N3+", its power/toughness box and the abilities
 * printed in it are one static ability (711.2):
 *   711.2a "{LEVEL N1-N2} [Abilities] [P/T]" means "As long as this creature has at least N1 level counters
 *          on it, but no more than N2 level counters on it, it has base power and toughness [P/T] and has
 *          [abilities]."
 *   711.2b "{LEVEL N3+} [Abilities] [P/T]": N3 or more level counters.
 * Below the first striation's N1 it has its uppermost box, the card's printed P/T (711.5). The level
 * counters are the object's own (122.1): a copy of a leveler has none (707.2), so it is at the printed P/T.
 * The base P/T is set in layer 7b and the abilities granted in layer 6, by one effect (613.6).
 */
import type { AbilityDef, Condition, Op } from '../core/effects/types.js';
import type { AbilityResult } from './grammar/abilities/sentence-results.js';

const LEVEL = /^LEVEL (\d+)(?:-(\d+)|\+)$/i;
const PT = /^(\d+)\/(\d+)$/;

/** 711.2a-b: at least `min` and (when given) at most `max` level counters on the source. */
function levelCondition(min: number, max: number | undefined): Condition {
  const atLeast: Condition = { compare: [{ countersOn: 'source', kind: 'level' }, '>=', min] };
  return max === undefined ? atLeast : { and: [atLeast, { compare: [{ countersOn: 'source', kind: 'level' }, '<=', max] }] };
}

/**
 * The derived abilities with each leveler striation read as its one static ability (`compile` reads the
 * abilities printed in it); undefined when the text has no level symbol.
 */
export function levelerStriations(derived: readonly AbilityDef[], compile: (a: AbilityDef) => AbilityResult): AbilityResult[] | undefined {
  if (!derived.some((a) => LEVEL.test(a.text))) return undefined;
  const out: AbilityResult[] = [];
  let i = 0;
  while (i < derived.length) {
    const head = derived[i] as AbilityDef;
    const m = LEVEL.exec(head.text);
    if (m === null) {
      out.push(compile(head));
      i++;
      continue;
    }
    const lines: string[] = [head.text];
    const granted: AbilityResult[] = [];
    let pt: [number, number] | undefined;
    for (i++; i < derived.length && !LEVEL.test((derived[i] as AbilityDef).text); i++) {
      const a = derived[i] as AbilityDef;
      lines.push(a.text);
      const box = PT.exec(a.text);
      if (box && pt === undefined) pt = [Number(box[1]), Number(box[2])];
      else granted.push(compile(a));
    }
    const ops: Op[] = [];
    if (granted.length > 0) ops.push({ op: 'addAbilities', abilities: granted.map((g) => g.ability) });
    if (pt) ops.push({ op: 'setPT', power: pt[0], toughness: pt[1] });
    const condition = levelCondition(Number(m[1]), m[2] === undefined ? undefined : Number(m[2]));
    out.push({
      ability: { kind: 'static', text: lines.join('\n'), effects: [{ affects: { self: true }, ops, condition }] },
      sentences: granted.flatMap((g) => g.sentences),
    });
  }
  return out;
}
