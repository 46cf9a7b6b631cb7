/**
 * Creating tokens (111.1-111.4): a token is a new object on the battlefield with the
 * characteristics the creating spell or ability defines — or, for "a token that's a copy
 * of ...", the copiable values of that object with the stated exceptions (707.2, 707.9).
 * Each token receives the next timestamp (613.7d), in the order the text creates them.
 * Used by resolve.ts; the Oracle compiler emits the same TokenDef data.
 */

import type { TokenDef } from '../effects/language/abilities.js';
import type { Selector } from '../effects/language/selector.js';
import { evalCondition, evalValue } from '../effects/query.js';
import { selectObjects } from '../effects/selectors.js';
import { type EffectContext, playersOf, type View } from '../effects/view.js';
import type { CardDef, Characteristics, ObjectRef } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { soleDefender } from './combat.js';
import { copiableValues, withExceptions } from './copy.js';
import { nextTimestamp, refOf } from './draft.js';
import { enterOne } from './enter.js';

/** 111.4: a token not named by its text is named for its subtypes followed by "Token". */
export function tokenName(def: TokenDef): string {
  if (def.name !== undefined) return def.name;
  const subtypes = def.subtypes ?? [];
  return subtypes.length > 0 ? `${subtypes.join(' ')} Token` : 'Token';
}

/**
 * The default id of an object with this name (scenario-format.md, "Objects"): lower case,
 * apostrophes dropped, other runs of non-alphanumerics turned into `-`; `-2`, `-3` for
 * later ones.
 */
export function defaultObjectId(name: string, taken: (id: string) => boolean): string {
  const slug = name
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const base = slug === '' ? 'object' : slug;
  if (!taken(base)) return base;
  for (let n = 2; ; n++) if (!taken(`${base}-${n}`)) return `${base}-${n}`;
}

/** How many tokens of this definition are created (a number, or a value fixed now, 611.2b). */
export function tokenCount(view: View | null, ctx: EffectContext, def: TokenDef): number | undefined {
  const c = def.count ?? 1;
  if (typeof c === 'number') return c;
  if ('x' in c) return ctx.x;
  if (view === null) return undefined;
  return evalValue(view, ctx, c);
}

function cardOfValues(values: Characteristics): CardDef {
  return {
    name: values.name ?? '',
    manaCost: values.manaCost,
    copiedColors: [...values.colors],
    types: [...values.types],
    subtypes: [...values.subtypes],
    supertypes: [...values.supertypes],
    power: values.power,
    toughness: values.toughness,
    loyalty: values.loyalty,
    defense: values.defense,
    // Intrinsic mana abilities come back from the land types (305.6).
    abilities: values.abilities.filter((a) => a.origin.kind !== 'intrinsic').map((a) => a.def),
  };
}

/** The characteristics a token is created with (111.3), or an error sentence. */
export function tokenCard(state: GameState, view: View, ctx: EffectContext, def: TokenDef): CardDef | string {
  if (def.copyOf !== undefined) {
    const original = selectObjects(view, ctx, def.copyOf)[0];
    const values = original ? copiableValues(state, original.id) : undefined;
    if (!values) return 'the object the token would copy does not exist';
    return cardOfValues(withExceptions(values, def.except));
  }
  return {
    name: tokenName(def),
    manaCost: null,
    colorIndicator: [...(def.colors ?? [])],
    types: [...(def.types ?? [])],
    subtypes: [...(def.subtypes ?? [])],
    supertypes: [...(def.supertypes ?? [])],
    power: def.power ?? null,
    toughness: def.toughness ?? null,
    loyalty: null,
    defense: null,
    abilities: [...(def.abilities ?? [])],
  };
}

/** Ids for the tokens of one resolution: those given first, in creation order, then defaults. */
export interface TokenIds {
  given: readonly string[];
  used: number;
}

/**
 * 111.1, 608.2c: create the tokens now, each with the next timestamp; returns references to
 * them (for "those tokens", the `createdTokens` selector) or an error sentence.
 */
export function createTokens(
  state: GameState,
  view: View,
  ctx: EffectContext,
  defs: readonly TokenDef[],
  ids: TokenIds,
): ObjectRef[] | string {
  const out: ObjectRef[] = [];
  for (const def of defs) {
    // 608.2c: "If X is 5 or more, create …" — checked once, as it resolves.
    if (def.if !== undefined && !evalCondition(view, ctx, def.if)) continue;
    const n = tokenCount(view, ctx, def) ?? 0;
    if (n <= 0) continue;
    const cards = def.copyEach && def.copyOf ? eachCopy(state, view, ctx, def) : [tokenCard(state, view, ctx, def)];
    const controller = def.controller === undefined ? ctx.you : (playersOf(view, ctx, def.controller)[0] ?? ctx.you);
    for (const card of cards) {
      if (typeof card === 'string') return card;
      const made = makeTokens(state, card, n, def, controller, ids);
      if (typeof made === 'string') return made;
      out.push(...made);
    }
  }
  return out;
}

/** "For each …, create a token that's a copy of it": the copiable values of each, all taken first (707.2). */
function eachCopy(state: GameState, view: View, ctx: EffectContext, def: TokenDef): CardDef[] {
  const out: CardDef[] = [];
  for (const o of selectObjects(view, ctx, def.copyOf as Selector)) {
    const values = copiableValues(state, o.id);
    if (values) out.push(cardOfValues(withExceptions(values, def.except)));
  }
  return out;
}

/** `n` tokens with these characteristics, each with the next timestamp (613.7d). */
function makeTokens(state: GameState, card: CardDef, n: number, def: TokenDef, controller: string, ids: TokenIds): ObjectRef[] | string {
  const out: ObjectRef[] = [];
  for (let i = 0; i < n; i++) {
    const taken = (id: string) => state.objects.some((o) => o.id === id);
    const given = ids.given[ids.used];
    if (given !== undefined && taken(given)) return `an object with id "${given}" already exists, so a token can't be given that id`;
    const id = given ?? defaultObjectId(card.name, taken);
    ids.used += 1;
    const obj = enterOne(
      state,
      { id, card, controller, owner: controller, token: true, tapped: def.tapped ?? false },
      nextTimestamp(state),
    );
    // 508.4: a token created attacking was never declared as an attacker.
    if (def.attacking) {
      obj.attacking = true;
      obj.combatController = controller;
      const whom = soleDefender(state);
      if (whom !== undefined) obj.attacks = whom;
    }
    out.push(refOf(obj));
  }
  return out;
}
