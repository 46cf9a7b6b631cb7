/**
 * Modal spells printed without the "Choose one —" header the modal reader takes (700.2), read as that header and
 * bullets:
 *
 *   repeatable := Choose (two | three | four | five) . You may choose the same mode more than once .  then "• <mode>" paragraphs
 *                 → exactly that many modes, any of them more than once (700.2d: the Confluences)
 *   spree      := Spree  then "+ <mana cost> — <mode>" paragraphs → one or more modes (702.172a; each mode's
 *                 additional cost is paid as the spell is cast, which the scenario's `modes` stand for)
 *   one-line   := Choose (one | two | one or both) — <mode> ; or <mode> [; or <mode>]* .  in one paragraph (the older
 *                 one-line wording: "Choose one — Noxious Hydra Breath deals 5 damage to each player; or destroy …")
 */
import type { AbilityDef, ModalDef } from '../core/effects/language/abilities.js';
import type { AbilityResult } from './grammar/abilities/sentence-results.js';
import { numberWord } from './grammar/words/words.js';

type Compile = (a: AbilityDef, lexText: string) => AbilityResult;
type Fold = { result: AbilityResult; used: number } | undefined;

const REPEATABLE_HEAD = /^Choose (two|three|four|five)\. You may choose the same mode more than once\.$/i;
const SPREE_MODE = /^\+\s*(?:\{[^}]+\})+\s*—\s*(\S[^\n]*)$/;
const ONE_LINE = /^Choose (one|two|one or both) — ([^\n]+; or [^\n]+)$/i;

function modalOf(r: AbilityResult): ModalDef | undefined {
  return r.ability.kind === 'spell' ? r.ability.resolve?.modal : undefined;
}

/** The spell paragraphs after `i` that match `mode`, with the effect each one names. */
function modeParagraphs(derived: readonly AbilityDef[], i: number, mode: RegExp): { texts: string[]; effects: string[] } {
  const texts: string[] = [];
  const effects: string[] = [];
  for (let j = i + 1; j < derived.length; j++) {
    const d = derived[j] as AbilityDef;
    const m = d.kind === 'spell' ? mode.exec(d.text.trim()) : null;
    if (m === null) break;
    texts.push(d.text);
    effects.push(m[1] as string);
  }
  return { texts, effects };
}

/** 700.2d: "Choose three. You may choose the same mode more than once." and its bullets. */
function repeatable(derived: readonly AbilityDef[], i: number, compile: Compile): Fold {
  const head = derived[i];
  const h = head?.kind === 'spell' ? REPEATABLE_HEAD.exec(head.text.trim()) : null;
  if (head === undefined || h === null) return undefined;
  const { texts, effects } = modeParagraphs(derived, i, /^•\s*(\S[^\n]*)$/);
  if (effects.length < 2) return undefined;
  const n = numberWord((h[1] as string).toLowerCase()) as number;
  const r = compile(
    { kind: 'spell', text: [head.text, ...texts].join('\n') },
    ['Choose one or more —', ...effects.map((e) => `• ${e}`)].join('\n'),
  );
  const modal = modalOf(r);
  if (modal === undefined) return undefined;
  modal.min = n;
  modal.max = n;
  modal.repeatable = true;
  return { result: r, used: effects.length + 1 };
}

/** 702.172a: "Spree" and its "+ {1} — …" modes. */
function spree(derived: readonly AbilityDef[], i: number, compile: Compile): Fold {
  const head = derived[i];
  if (head === undefined || !(head.kind === 'spell' || head.kind === 'keyword') || !/^spree$/i.test(head.text.trim())) return undefined;
  const { texts, effects } = modeParagraphs(derived, i, SPREE_MODE);
  if (effects.length < 1) return undefined;
  const r = compile(
    { kind: 'spell', text: [head.text, ...texts].join('\n') },
    ['Choose one or more —', ...effects.map((e) => `• ${e}`)].join('\n'),
  );
  return modalOf(r) === undefined ? undefined : { result: r, used: effects.length + 1 };
}

/** The older one-line wording: "Choose one — <mode>; or <mode>." */
function oneLine(derived: readonly AbilityDef[], i: number, compile: Compile): Fold {
  const head = derived[i];
  const m = head?.kind === 'spell' ? ONE_LINE.exec(head.text.trim()) : null;
  if (head === undefined || m === null) return undefined;
  const modes = (m[2] as string).split(/; or /).map((s) => `• ${s.trim().replace(/\.$/, '')}.`);
  // The ability's text is today's wording of it, header and bullets, so that its modes are told apart (700.2).
  const text = [`Choose ${(m[1] as string).toLowerCase()} —`, ...modes].join('\n');
  const r = compile({ kind: 'spell', text }, text);
  return modalOf(r) === undefined ? undefined : { result: { ability: r.ability, sentences: r.sentences }, used: 1 };
}

/** A modal spell in one of the wordings above, starting at paragraph `i`, and how many paragraphs it took. */
export function otherModalWording(derived: readonly AbilityDef[], i: number, compile: Compile): Fold {
  return repeatable(derived, i, compile) ?? spree(derived, i, compile) ?? oneLine(derived, i, compile);
}
