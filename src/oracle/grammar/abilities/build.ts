/**
 * Parse results → AbilityDef. One ability paragraph at a time: the derived kind (derive.ts)
 * says which grammar reads it (static sentences for a static ability; resolving sentences
 * after the cost of an activated ability, the trigger of a triggered one, or the whole text
 * of a spell), and each sentence is reported.
 */
import { deriveAbility } from '../../../catalog/derive.js';
import type { AbilityDef } from '../../../core/effects/language/abilities.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import { lex, type Token } from '../../lex.js';
import type { ParseContext, QuotedUnread } from '../cursor/context.js';
import { triggerPluralReferent } from '../sentences/resolving/unread-referents.js';
import { triggerNamesObject, triggerReferent, triggerSubjectEnd } from '../subjects/trigger-subjects.js';
import { newContext, setQuotedReader } from './face-context.js';
import { compileModal } from './modal.js';
import { compileResolving, withTargetPhrases } from './resolving-ability.js';
import type { AbilityResult } from './sentence-results.js';
import { compileStatic } from './static-ability.js';

/** Single-quoted abilities inside a quoted ability become double-quoted for the lexer. */
function nestedQuotes(text: string): string {
  return text.replace(/(^|\s)'([^']*?[^s])'(?=[\s.,]|$)/g, '$1"$2"');
}
/** What a triggered ability's effect is, and what its "it" and "that <phrase>" are about (608.2c, referents.ts). */
function triggerAbout(
  all: readonly Token[],
  names: readonly string[],
  selfTypes: readonly string[],
): { effect: readonly Token[]; it: Selector | undefined; named: boolean } {
  const tokens = effectTokens('triggered', all, newContext(names, true, selfTypes));
  // "Whenever SELF attacks, it gets +1/+1": in a trigger about the source, "it" is the source.
  const trigger = all.slice(0, all.length - tokens.length);
  // "Whenever a creature you control attacks alone, it gains …": the triggering object (608.2c, referents.ts).
  const it: Selector | undefined = trigger.some((t) => t.k === 'self')
    ? { self: true }
    : (triggerReferent(trigger, newContext(names, true, selfTypes)) ?? triggerPluralReferent(trigger, newContext(names, true, selfTypes)));
  const effect = withoutInterveningIf('triggered', tokens);
  // 603.4: "At the beginning of your end step, if … SELF isn't a creature, it becomes …": "it" is the source.
  const about = it ?? (tokens.slice(0, tokens.length - effect.length).some((t) => t.k === 'self') ? { self: true as const } : undefined);
  return { effect, it: about, named: triggerNamesObject(trigger, newContext(names, true, selfTypes)) };
}
/** Where the effect text starts: after an activated ability's cost, a triggered ability's trigger. */
function effectTokens(kind: AbilityDef['kind'], tokens: readonly Token[], ctx?: ParseContext): readonly Token[] {
  if (kind === 'activated') {
    const i = tokens.findIndex((t) => t.k === 'punct' && t.v === ':');
    return i < 0 ? tokens : tokens.slice(i + 1);
  }
  if (kind === 'triggered') {
    const first = tokens[0];
    // Saga chapters "I — …" (714.2b), ability words "Inspired — Whenever …" (207.2c).
    const dash = tokens.findIndex((t) => t.k === 'punct' && t.v === '—');
    // "I, II, III, IV — Stampede! — …": every token before the dash a chapter number or a comma.
    const chapter =
      first?.k === 'word' &&
      /^[ivx]+$/.test(first.v) &&
      dash > 0 &&
      tokens.slice(0, dash).every((t) => (t.k === 'word' && /^[ivx]+$/.test(t.v)) || (t.k === 'punct' && t.v === ','));
    if (chapter) return tokens.slice(dash + 1);
    // An ability word before the trigger ("10,000 Needles — Whenever …") may hold a comma: look after its dash.
    const word = tokens.findIndex((t) => t.k === 'word' && (t.v === 'when' || t.v === 'whenever' || t.v === 'at'));
    const label = dash >= 0 && dash < word ? dash + 1 : 0;
    const from = Math.max(label, ctx === undefined ? 0 : triggerSubjectEnd(tokens, ctx));
    const comma = tokens.findIndex((t, i) => i >= from && t.k === 'punct' && t.v === ',');
    return comma < 0 ? tokens : tokens.slice(comma + 1);
  }
  return tokens;
}

/**
 * 603.4: "At the beginning of each upkeep, if no spells were cast last turn, transform this creature."
 * The intervening "if" clause is part of the trigger condition, checked as the ability triggers and
 * resolves; the effect is what follows it.
 */
function withoutInterveningIf(kind: AbilityDef['kind'], tokens: readonly Token[]): readonly Token[] {
  if (kind !== 'triggered' || !(tokens[0]?.k === 'word' && tokens[0].v === 'if')) return tokens;
  const end = tokens.findIndex((t) => t.k === 'punct' && (t.v === ',' || t.v === '.'));
  return end > 0 && (tokens[end] as { v: string }).v === ',' ? tokens.slice(end + 1) : tokens;
}

/**
 * Keywords whose first part is "This permanent enters with N … counters on it" (614.1c): modular
 * (702.43a), graft (702.58a), fading (702.32a), vanishing (702.63a). The permanent enters with them
 * only if it has the ability as it would exist on the battlefield (614.12; Humility takes it away).
 */
const ENTERS_WITH: Record<string, string> = { modular: '+1/+1', graft: '+1/+1', fading: 'fade', vanishing: 'time' };

function entersWithKeyword(text: string): Record<string, number> | undefined {
  const m = /^(modular|graft|fading|vanishing) (\d+)$/i.exec(text.trim());
  if (m === null) return undefined;
  return { [ENTERS_WITH[(m[1] as string).toLowerCase()] as string]: Number(m[2]) };
}

/** "SELF has flash [as long as …]." — a spell's own static flash (113.6e). */
function grantsItselfFlash(tokens: readonly Token[]): boolean {
  const [self, has, flash] = tokens;
  return self?.k === 'self' && has?.k === 'word' && has.v === 'has' && flash?.k === 'word' && flash.v === 'flash';
}

/** Compiles one ability paragraph given its derived reading. `lexText` is the text as the lexer should see it. */
export function compileAbility(
  derived: AbilityDef,
  names: readonly string[],
  lexText: string = derived.text,
  selfTypes: readonly string[] = [],
): AbilityResult {
  const text = derived.text;
  switch (derived.kind) {
    case 'keyword': {
      const cdaKeyword = derived.keyword === 'changeling' || derived.keyword === 'devoid';
      const enters = entersWithKeyword(derived.text);
      const ability: AbilityDef = enters === undefined ? derived : { kind: 'replacement', text, asEnters: { counters: enters } };
      return { ability, sentences: [{ text, continuous: cdaKeyword, compiled: true }] };
    }
    case 'mana':
      return { ability: derived, sentences: [{ text, continuous: false, compiled: true }] };
    case 'text':
    case 'static':
    case 'replacement':
      return compileStatic(text, names, derived, lexText, selfTypes);
    case 'spell':
    case 'activated':
    case 'triggered': {
      // 113.6e, 702.8: "This spell has flash as long as you control a Merfolk." is a static ability of the spell that
      // functions wherever it could be cast from, not an instruction: read as the static "SELF has flash …" is.
      if (derived.kind === 'spell' && grantsItselfFlash(lex(lexText, names)))
        return compileStatic(text, names, { kind: 'text', text }, lexText, selfTypes);
      if (lexText.includes('\n•')) {
        const headerAt = lexText.search(/choose (?:one|two|three|any number|up to)[^\n]*—\n/i);
        // "Whenever you cast an instant or sorcery spell, choose one — • That spell gains …" (Judith): the
        // modes are about the object the trigger names, as the ability's other sentences are (608.2c).
        const about =
          derived.kind === 'triggered' && headerAt > 0 ? triggerAbout(lex(lexText.slice(0, headerAt), names), names, selfTypes) : undefined;
        const modal = headerAt < 0 ? undefined : compileModal(lexText.slice(headerAt), names, selfTypes, about);
        if (modal !== undefined) {
          const ability = modal.resolve === undefined ? derived : { kind: derived.kind, text, resolve: modal.resolve };
          return { ability, sentences: modal.sentences };
        }
      }
      const all = lex(lexText, names);
      if (derived.kind !== 'triggered') {
        const r = compileResolving(effectTokens(derived.kind, all), names, selfTypes, undefined, false, text);
        const resolve = withTargetPhrases(r.resolve, all, names, selfTypes);
        const ability: AbilityDef = resolve === undefined ? derived : { kind: derived.kind, text, resolve };
        return { ability, sentences: r.sentences };
      }
      const t = triggerAbout(all, names, selfTypes);
      const r = compileResolving(t.effect, names, selfTypes, t.it, t.named, text);
      const resolve = withTargetPhrases(r.resolve, all, names, selfTypes);
      const ability: AbilityDef = resolve === undefined ? derived : { kind: derived.kind, text, resolve };
      return { ability, sentences: r.sentences };
    }
  }
}

/**
 * A granted ability's quoted text, compiled as an ability (the reader every ParseContext's `quoted` uses,
 * face-context.ts), with the sentences of it the grammar did not read: a granted trigger or activated ability does
 * what it reads and its other sentences are reported with the sentence that grants it. A static one with an unread
 * continuous sentence is not granted (its effects would be partial and none of it would apply).
 */
function compileQuoted(quote: string): { ability: AbilityDef | undefined; unread: QuotedUnread[] } {
  // A granted ability's text is written as Oracle writes abilities, with its period.
  const text = /[.!?"']$/.test(quote) ? quote : `${quote}.`;
  const r = compileAbility(deriveAbility(text, false), [], nestedQuotes(text));
  const unread = r.sentences
    .filter((s) => !s.compiled)
    .map((s) => ({
      text: s.text,
      continuous: s.continuous,
      why: `in the granted ability "${text}": ${s.why ?? 'not read'}`,
      shape: s.shape ?? s.text,
    }));
  const resolving = r.ability.kind === 'triggered' || r.ability.kind === 'activated' || r.ability.kind === 'spell';
  if (!resolving && unread.some((s) => s.continuous)) return { ability: undefined, unread: [] };
  // 604.3a: a granted ability is never a characteristic-defining ability.
  if (r.ability.kind === 'static' && r.ability.cda) {
    const { cda: _cda, zones: _zones, ...granted } = r.ability;
    return { ability: granted, unread };
  }
  return { ability: r.ability, unread };
}

setQuotedReader(compileQuoted);
