/**
 * 706: a die-roll table. "{2}: Roll a six-sided die. Urza's Science Fair Project gets the indicated result." and the
 * paragraphs after it, "1 — It gets -2/-2 until end of turn." … "6 — It gets +2/+2 until end of turn.", are one
 * ability: each line is an instruction that applies when the die showed that result (706.2; the scenario's
 * `choices.rolls`). The catalog splits the lines into paragraphs of their own; they are read as sentences of the
 * ability that rolls (grammar.md § Die rolls).
 *
 *   table := <ability that says "roll a … die"> then ("N —" | "N-M —") <effect> paragraphs
 */
import type { AbilityDef } from '../core/effects/language/abilities.js';
import type { AbilityResult } from './grammar/abilities/sentence-results.js';

const ROLLS = /\broll an? (?:[a-z]+-sided die|d\d+)\b/i;
const LINE = /^\d+(?:\s*[-–]\s*\d+)?\s*—\s*\S/;

/** The ability at `i` that rolls a die and the table lines after it, compiled as one ability; undefined when there is none. */
export function dieTable(
  derived: readonly AbilityDef[],
  i: number,
  compile: (a: AbilityDef, lexText: string) => AbilityResult,
): { result: AbilityResult; used: number } | undefined {
  const head = derived[i];
  if (head === undefined || !(head.kind === 'activated' || head.kind === 'triggered' || head.kind === 'spell')) return undefined;
  if (!ROLLS.test(head.text)) return undefined;
  const lines: string[] = [];
  for (let j = i + 1; j < derived.length; j++) {
    const d = derived[j] as AbilityDef;
    if (d.kind === 'keyword' || !LINE.test(d.text.trim())) break;
    lines.push(d.text.trim());
  }
  if (lines.length === 0) return undefined;
  const text = [head.text, ...lines].join('\n');
  const r = compile({ kind: head.kind, text }, `${head.text} ${lines.map((l) => (/[.!]$/.test(l) ? l : `${l}.`)).join(' ')}`);
  return { result: r, used: lines.length + 1 };
}
