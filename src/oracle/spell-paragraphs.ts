/**
 * 113.3a, 608.2c: an instant's or sorcery's instructions are one spell ability, followed in order,
 * however many paragraphs they are printed in. "Target creature gets -1/-1 until end of turn.\n
 * Morbid — That creature gets -13/-13 until end of turn instead if a creature died this turn."
 * (Tragic Slip): the second paragraph's "that creature" is the first one's target, and its
 * "instead" replaces the first one's effect. The catalog splits the paragraphs into spell abilities
 * (derive.ts); a paragraph that is not read on its own is read again joined to the spell paragraph
 * before it, and the two are one ability when every continuous sentence of the joined text is read.
 */
import type { AbilityDef } from '../core/effects/language/abilities.js';
import { dieTable } from './die-table.js';
import type { AbilityResult } from './grammar/abilities/sentence-results.js';
import { numberWord } from './grammar/words/words.js';
import { modalInstead, modalLines } from './modal-instead.js';
import { otherModalWording } from './modal-paragraphs.js';

/** A spell paragraph that is not modal (a modal spell's bullets are read by compileModal). */
function plainSpell(a: AbilityDef): boolean {
  return a.kind === 'spell' && !a.text.includes('\n•') && !a.text.includes('•');
}

function fullyRead(r: AbilityResult): boolean {
  return r.sentences.every((s) => s.compiled || !s.continuous);
}

/** "• Cure — {0} — Target permanent gains …": a tiered mode's name and cost (700.2h), then its effect. */
const TIERED_MODE = /^•\s*[^—\n]+?\s*—\s*(?:\{[^}]+\})+\s*—\s*(\S[^\n]*)$/;

/**
 * 702.183a: "Tiered" means "Choose one. As an additional cost to cast this spell, pay the cost
 * associated with that mode." The catalog lists "Tiered" and each mode as paragraphs of their own;
 * they are one modal spell ability (700.2), read as "Choose one —" and the modes' effects (a mode's
 * cost is paid as the spell is cast, 700.2h, which the scenario's `modes` stand for). Returns the
 * compiled ability and how many paragraphs it took, or undefined.
 */
function tiered(
  derived: readonly AbilityDef[],
  i: number,
  compile: (a: AbilityDef, lexText: string) => AbilityResult,
): { result: AbilityResult; used: number } | undefined {
  const head = derived[i];
  if (head?.kind !== 'spell' || head.text.trim() !== 'Tiered') return undefined;
  const modes: string[] = [];
  const texts: string[] = [];
  for (let j = i + 1; j < derived.length; j++) {
    const d = derived[j] as AbilityDef;
    const m = d.kind === 'spell' ? TIERED_MODE.exec(d.text) : null;
    if (m === null) break;
    modes.push(`• ${m[1] as string}`);
    texts.push(d.text);
  }
  if (modes.length < 2) return undefined;
  const text = [head.text, ...texts].join('\n');
  const r = compile({ kind: 'spell', text }, ['Choose one —', ...modes].join('\n'));
  if (!fullyRead(r) || r.ability.kind !== 'spell' || r.ability.resolve?.modal === undefined) return undefined;
  return { result: r, used: modes.length + 1 };
}

/** "{P}{P} — Choose an artifact or creature you control. …": a pawprint mode's symbols, then its effect (700.2i). */
const PAWPRINT_MODE = /^((?:\{P\})+)\s*—\s*(\S[^\n]*)$/;
const PAWPRINT_HEAD =
  /^Choose up to (one|two|three|four|five|six|\d+) \{P\} worth of modes\. You may choose the same mode more than once\.$/;

/**
 * 700.2i: "Choose up to five {P} worth of modes. You may choose the same mode more than once." and the
 * "{P}… — <effect>" paragraphs after it (the Seasons): one modal spell ability whose chosen modes' pawprints
 * total at most that number (`modal.pawprints`, each mode's `pawprints`), any mode any number of times (700.2d).
 */
function pawprint(
  derived: readonly AbilityDef[],
  i: number,
  compile: (a: AbilityDef, lexText: string) => AbilityResult,
): { result: AbilityResult; used: number } | undefined {
  const head = derived[i];
  const h = head?.kind === 'spell' ? PAWPRINT_HEAD.exec(head.text.trim()) : null;
  if (head === undefined || h === null) return undefined;
  const budget = numberWord(h[1]) ?? Number(h[1]);
  const modes: { text: string; effect: string; pawprints: number }[] = [];
  for (let j = i + 1; j < derived.length; j++) {
    const d = derived[j] as AbilityDef;
    const m = d.kind === 'spell' ? PAWPRINT_MODE.exec(d.text.trim()) : null;
    if (m === null) break;
    modes.push({ text: d.text, effect: m[2] as string, pawprints: (m[1] as string).length / 3 });
  }
  if (modes.length < 2) return undefined;
  const text = [head.text, ...modes.map((m) => m.text)].join('\n');
  const r = compile({ kind: 'spell', text }, ['Choose one or more —', ...modes.map((m) => `• ${m.effect}`)].join('\n'));
  const modal = r.ability.kind === 'spell' ? r.ability.resolve?.modal : undefined;
  if (!fullyRead(r) || modal === undefined) return undefined;
  modal.max = budget;
  modal.repeatable = true;
  modal.pawprints = budget;
  modal.modes.forEach((m, k) => {
    m.pawprints = modes[k]?.pawprints ?? 1;
  });
  return { result: r, used: modes.length + 1 };
}

/**
 * "Choose one. If this spell was cast using teamwork, choose both instead." and the bullet paragraphs
 * after it: one modal spell ability with `modal.instead` (modal-instead.ts).
 */
function modalWithInstead(
  derived: readonly AbilityDef[],
  i: number,
  compile: (a: AbilityDef, lexText: string) => AbilityResult,
  names: readonly string[],
  selfTypes: readonly string[],
): { result: AbilityResult; used: number } | undefined {
  const head = derived[i];
  if (head?.kind !== 'spell' || !/Choose one\. If /.test(head.text)) return undefined;
  const bullets: string[] = [];
  for (let j = i + 1; j < derived.length; j++) {
    const d = derived[j] as AbilityDef;
    if (d.kind !== 'spell' || !d.text.startsWith('• ') || TIERED_MODE.test(d.text)) break;
    bullets.push(d.text);
  }
  if (bullets.length < 2) return undefined;
  const instead = modalInstead(head.text, bullets.length, names, selfTypes);
  if (instead === undefined) return undefined;
  const r = compile({ kind: 'spell', text: [head.text, ...bullets].join('\n') }, modalLines(bullets));
  const modal = r.ability.kind === 'spell' ? r.ability.resolve?.modal : undefined;
  if (!fullyRead(r) || modal === undefined) return undefined;
  modal.instead = instead;
  return { result: r, used: bullets.length + 1 };
}

/**
 * Folds each unread spell paragraph into the spell paragraph before it when the joined text reads
 * fully, and a tiered spell's modes into one modal ability; `compile` compiles one derived ability
 * (with the text the lexer should see). The results keep the printed order.
 */
export function joinSpellParagraphs(
  derived: readonly AbilityDef[],
  results: readonly AbilityResult[],
  compile: (a: AbilityDef, lexText?: string) => AbilityResult,
  names: readonly string[] = [],
  selfTypes: readonly string[] = [],
): AbilityResult[] {
  const out: AbilityResult[] = [];
  const from: AbilityDef[] = [];
  for (let i = 0; i < results.length; i++) {
    const d = derived[i] as AbilityDef;
    const r = results[i] as AbilityResult;
    const tier =
      tiered(derived, i, compile) ??
      pawprint(derived, i, compile) ??
      modalWithInstead(derived, i, compile, names, selfTypes) ??
      otherModalWording(derived, i, compile);
    // 706: a die-roll table's lines are sentences of the ability that rolls; its report stands for them all.
    const table = tier === undefined ? dieTable(derived, i, compile) : undefined;
    if (table !== undefined) {
      out.push(table.result);
      from.push(table.result.ability);
      i += table.used - 1;
      continue;
    }
    // The older one-line wording is one paragraph: its modes' reports stand for it.
    if (tier?.used === 1) {
      out.push(tier.result);
      from.push(d);
      continue;
    }
    if (tier !== undefined) {
      // The "Tiered" / "Choose one. If …" line is reported as it was (listed only), then the modes.
      out.push({ ability: tier.result.ability, sentences: [...r.sentences, ...tier.result.sentences] });
      from.push(tier.result.ability);
      i += tier.used - 1;
      continue;
    }
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
