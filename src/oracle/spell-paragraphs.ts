/**
 * 113.3a, 608.2c: an instant's or sorcery's instructions are one spell ability, followed in order,
 * however many paragraphs they are printed in. "Target creature gets -1/-1 until end of turn.\n
 * Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn."
 * (Tragic Slip): the second paragraph's "that creature" is the first one's target, and its
 * "instead" replaces the first one's effect. The catalog splits the paragraphs into spell abilities
 * (derive.ts); a paragraph that is not read on its own is read again joined to the spell paragraph
 * before it, and the two are one ability when every continuous sentence of the joined text is read.
 */
import type { AbilityDef } from '../core/effects/types.js';
import type { AbilityResult } from './build.js';

/** A spell paragraph that is not modal (a modal spell's bullets are read by compileModal). */
function plainSpell(a: AbilityDef): boolean {
  return a.kind === 'spell' && !a.text.includes('\n•') && !a.text.includes('•');
}

function fullyRead(r: AbilityResult): boolean {
  return r.sentences.every((s) => s.compiled || !s.continuous);
}

/**
 * Folds each unread spell paragraph into the spell paragraph before it when the joined text reads
 * fully; `compile` compiles one derived ability. The results keep the printed order.
 */
export function joinSpellParagraphs(
  derived: readonly AbilityDef[],
  results: readonly AbilityResult[],
  compile: (a: AbilityDef) => AbilityResult,
): AbilityResult[] {
  const out: AbilityResult[] = [];
  const from: AbilityDef[] = [];
  for (let i = 0; i < results.length; i++) {
    const d = derived[i] as AbilityDef;
    const r = results[i] as AbilityResult;
    const prevDerived = from[from.length - 1];
    const prev = out[out.length - 1];
    if (prevDerived !== undefined && prev !== undefined && plainSpell(prevDerived) && plainSpell(d) && !fullyRead(r)) {
      const joined: AbilityDef = { kind: 'spell', text: `${prevDerived.text}\n${d.text}` };
      const j = compile(joined);
      if (fullyRead(j) && j.ability.kind === 'spell' && j.ability.resolve !== undefined) {
        out[out.length - 1] = j;
        from[from.length - 1] = joined;
        continue;
      }
    }
    out.push(r);
    from.push(d);
  }
  return out;
}
