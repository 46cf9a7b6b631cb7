/**
 * The automatic reading of abilities the catalog does not define by hand: keywords,
 * mana abilities (605), triggered (603), activated (602) and spell abilities (113.3),
 * and everything else as text the engine lists but does not execute.
 */
import type { AbilityDef } from '../core/effects/language/abilities.js';
import { splitAbilities } from './parse.js';

/** One part of a cost (602.1, 118): mana symbols, {T}, or a verb such as "Sacrifice a creature". */
const COST_PART =
  /^(?:(?:\{[^}]+\})+|[+−-]?(?:\d+|X)|(?:Sacrifice|Discard|Tap|Untap|Pay|Remove|Exile|Return|Reveal|Put|Mill|Collect|Forage|Expend|Behold|Waterbend)\b[^:]*)$/;

/**
 * A label before an activated ability's cost: an ability word or a named ability ("Smear Campaign — ",
 * 207.2c), exhaust (702.177a: "Exhaust — [Cost]: [Effect]" is an activated ability), max speed
 * (702.178a), a station symbol ("12+ | ", 721.2a). Its length, or 0.
 */
export function costLabel(text: string): number {
  const m = /^(?:\p{Lu}[\p{L}'’ -]{0,40}? — |\d+\+ \| )/u.exec(text);
  return m === null ? 0 : m[0].length;
}

/** The cost before ": " when the paragraph is an activated ability, else undefined. */
export function activationCost(text: string): string | undefined {
  const label = costLabel(text);
  const colon = text.indexOf(': ', label);
  if (colon <= 0) return undefined;
  const cost = text.slice(label, colon);
  if (cost.includes('"') || cost.includes('—') || cost.length > 80) return undefined;
  // "{3}, {T} or {G}, {T}" (Heartwood Shard): alternative costs (118.8), each a list of cost parts.
  const parts = cost.split(/,\s*|\s+or\s+(?=\{)/);
  return parts.every((p) => COST_PART.test(p.trim())) ? cost : undefined;
}

/** "When", "Whenever" or "At", possibly after an ability word ("Inspired — Whenever ..."); Saga chapters (714.2b). */
export function isTriggered(text: string): boolean {
  if (/^(?:When|Whenever|At)\b/.test(text)) return true;
  if (/^[IVX]+(?:, [IVX]+)* — /.test(text)) return true;
  // 721.2a: a triggered ability under a station symbol ("2+ | At the beginning of combat on your turn, …").
  if (/^\d+\+ \| (?:When|Whenever|At)\b/.test(text)) return true;
  // 701.43d, 607.2h: "You may exert SELF as it attacks. When you do, …": the reflexive trigger printed in the
  // same paragraph as the optional cost to attack (508.1g) is linked to it; the paragraph resolves as that trigger.
  if (/^You may exert .+ as it attacks\. When you do, /.test(text)) return true;
  // A named mode of a permanent that chose one as it entered ("• Abzan — Whenever you attack, …", the Sieges).
  if (/^• \p{Lu}[\p{L}'’ -]* — (?:When|Whenever|At)\b/u.test(text)) return true;
  // (An ability word may have digits: "10,000 Needles — Whenever …".)
  return /^[\p{Lu}\d][\p{L}\d,'’! -]* — (?:When|Whenever|At)\b/u.test(text);
}

/** A mana ability (605.1a): an activated ability without a target whose effect adds mana. */
export function isManaAbility(text: string): boolean {
  const cost = activationCost(text);
  if (cost === undefined || /^[+−-]?(?:\d+|X)$/.test(cost)) return false;
  const effect = text.slice(costLabel(text) + cost.length + 2);
  return /^Add\b/.test(effect) && !/\btarget\b/.test(effect);
}

/** Reads one ability paragraph that is not a keyword. */
export function deriveAbility(text: string, spellCard: boolean): AbilityDef {
  if (isManaAbility(text)) return { kind: 'mana', text };
  if (isTriggered(text)) return { kind: 'triggered', text };
  if (activationCost(text) !== undefined) return { kind: 'activated', text };
  if (spellCard) return { kind: 'spell', text };
  return { kind: 'text', text };
}

/** The abilities of a face with no hand-written definition. */
export function deriveAbilities(oracleText: string, types: readonly string[]): AbilityDef[] {
  const spellCard = types.includes('Instant') || types.includes('Sorcery');
  return splitAbilities(oracleText).map((a) =>
    a.keyword !== undefined ? { kind: 'keyword', text: a.text, keyword: a.keyword } : deriveAbility(a.text, spellCard),
  );
}
