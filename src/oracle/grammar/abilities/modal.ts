import type { ModalDef, ModeDef, Resolution } from '../../../core/effects/language/abilities.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import { lex } from '../../lex.js';
import { isEmpty } from './resolution-parts.js';
import { compileResolving, targetsIn, withTargetPhrases } from './resolving-ability.js';
import type { SentenceResult } from './sentence-results.js';

export const MODAL_HEADERS: [RegExp, number, number][] = [
  [/^choose one or both —$/i, 1, 2],
  [/^choose one or more —$/i, 1, 99],
  [/^choose any number —$/i, 0, 99],
  [/^choose one —$/i, 1, 1],
  // Silent Hallcreeper, The Vision: one mode; that it "hasn't been chosen" (this turn) before is the scenario's
  // `modes` to honour (700.2; the engine keeps no history of modes chosen), as a target restriction is (601.2c).
  [/^choose one that hasn['’]t been chosen(?: this turn)? —$/i, 1, 1],
  [/^choose two —$/i, 2, 2],
  // "choose up to one —" (Biblioplex Tomekeeper), "choose up to X, where X is the number of times you chose a mode for
  // that spell —" (Riku), "choose up to that many —": any number of modes up to that one; the bound the text computes
  // is the scenario's \`modes\` to honour (700.2).
  [/^choose up to one —$/i, 0, 1],
  [/^choose up to two —$/i, 0, 2],
  [/^choose up to (?:x, where x is [^—]*|that many) —$/i, 0, 99],
  [/^choose three —$/i, 3, 3],
];

/** 700.2: "Choose one —" and its bullets. */
export function compileModal(
  body: string,
  names: readonly string[],
  selfTypes: readonly string[],
  trigger?: { it: Selector | undefined; named: boolean },
): { resolve?: Resolution; sentences: SentenceResult[] } | undefined {
  const lines = body.split('\n');
  // "Choose one—" printed with no space before the dash (Umezawa's Charm) is the same header.
  const header = (lines[0] ?? '').trim().replace(/\s*—$/, ' —');
  const hit = MODAL_HEADERS.find(([re]) => re.test(header));
  if (hit === undefined || lines.length < 2) return undefined;
  const modes: ModeDef[] = [];
  const all: SentenceResult[] = [];
  let failed = false;
  for (const line of lines.slice(1)) {
    const text = line.replace(/^•\s*/, '').trim();
    const tokens = lex(text, names);
    const r = compileResolving(tokens, names, selfTypes, trigger?.it, trigger?.named);
    all.push(...r.sentences);
    if (r.failed) failed = true;
    const mode: ModeDef = { text, resolve: (r.resolve && withTargetPhrases(r.resolve, tokens, names, selfTypes)) ?? {} };
    const t = targetsIn(tokens);
    if (t > 0) mode.targets = t;
    modes.push(mode);
  }
  if (failed || modes.every((m) => isEmpty(m.resolve))) return { sentences: all };
  const modal: ModalDef = { min: hit[1], max: Math.min(hit[2], modes.length), modes };
  return { resolve: { modal }, sentences: all };
}
