/**
 * Cards linked to the source by an exile instruction (406.6, 607.2a; grammar.md § Exiled with):
 *
 *   tail   := exiled with (SELF | it)                            {exiledWith: 'source'}, zone exile ("it": when it is SELF)
 *   linked := the exiled card[s] [used to craft (it | SELF)]     the same (607.2a "the exiled cards"; 702.167c)
 *   chosen := a|an <phrase> exiled with SELF                     one of them, chosen as it resolves: choices.object
 *
 * Both mean the cards in exile that the source's own exile instruction put there; the scenario names the
 * link (`exiledWith` on the card in exile). The link is to one object: once the source changes zones it
 * is a new object (400.7) and no card is exiled with it. "The exiled card" is read in static abilities,
 * where it can mean nothing but the linked cards, and in a resolving ability that exiles nothing itself
 * (Soul Foundry); in one that exiles, it may be the card that same ability just exiled ("exile a card …
 * create a token that's a copy of the exiled card", Nexus of Becoming), which is not the same set.
 */
import type { Filter } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { Zone } from '../../../core/model/terms.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';

const LINKED: Filter = { exiledWith: 'source' };
const EXILE: Zone[] = ['exile'];

/**
 * "… exiled with SELF" after a noun ("cards exiled with SELF", "creature cards exiled with SELF"); "exiled
 * with it" only while "it" is SELF ("SELF becomes a copy of target creature card exiled with it", Mimeoplasm).
 */
export function exiledWithTail(c: Cursor, ctx: ParseContext, out: { filters: Filter[]; zones?: Zone[] }): boolean {
  const itIsSelf = ctx.it !== undefined && 'self' in ctx.it && ctx.it.where === undefined;
  if (!c.accept('exiled with SELF') && !(itIsSelf && c.accept('exiled with it'))) return false;
  out.filters.push(LINKED);
  out.zones = EXILE;
  return true;
}

/**
 * "the exiled card", "the exiled cards used to craft it": in a static ability, or in a resolving one that
 * exiles nothing itself ("{X}, {T}: Create a token that's a copy of the exiled card", Soul Foundry).
 */
export function linkedExiledCards(c: Cursor, ctx: ParseContext): { filters: Filter[]; plural: boolean; zones: Zone[] } | undefined {
  // Resolving: only when the ability is known to exile nothing itself (build.ts sets it for every resolving ability).
  if (ctx.resolving && ctx.exilesInAbility !== false) return undefined;
  return c.attempt((c2) => {
    const plural = c2.accept('the exiled cards');
    if (!plural && !c2.accept('the exiled card')) return undefined;
    if (plural) c2.acceptAny('used to craft it', 'used to craft SELF');
    return { filters: [LINKED], plural, zones: EXILE };
  });
}

/**
 * "a card exiled with SELF" (The Cloning of Shredder: "Create a token that's a copy of a card exiled with this
 * Saga"): one of the linked cards, chosen as it resolves (608.2c) — named by the scenario as `choices.object`,
 * which must be one of them.
 */
export function chosenExiledCard(
  c: Cursor,
  ctx: ParseContext,
  phrase: (c: Cursor, ctx: ParseContext) => { filters: Filter[]; plural: boolean } | undefined,
): Selector | undefined {
  return c.attempt((c2) => {
    if (c2.acceptAny('a', 'an') === undefined) return undefined;
    const p = phrase(c2, ctx);
    if (p === undefined || p.plural || !p.filters.includes(LINKED)) return undefined;
    return { chosenObject: 'object', where: p.filters.length === 1 ? LINKED : { and: p.filters } };
  });
}

/** "the exiled card" as what a copy copies ("a token that's a copy of the exiled card", Soul Foundry). */
export function linkedExiledSelector(c: Cursor, ctx: ParseContext): Selector | undefined {
  return c.attempt((c2) => {
    const p = linkedExiledCards(c2, ctx);
    return p === undefined || p.plural ? undefined : { all: LINKED, zones: EXILE };
  });
}
