/** What the face being compiled tells every sentence: what "enchanted"/"equipped" objects are, what "the chosen type" is, and the ParseContext made from them. */
import type { AbilityDef } from '../../../core/effects/language/abilities.js';
import type { ChosenTypeKind, ParseContext, QuotedUnread } from '../cursor/context.js';

/** The card types of what this Aura enchants ("Enchant artifact") or this Equipment equips (a creature, 301.5). */
let attachedTypes: readonly string[] = [];

/** Sets what "enchanted"/"equipped" objects are known to be, for the face being compiled. */
export function setAttachedTypes(types: readonly string[]): void {
  attachedTypes = types;
}

/** What "the chosen type" is on the face being compiled: the kind its "As … enters, choose a … type" names. */
let chosenTypeKind: ChosenTypeKind = 'creatureType';

/**
 * 614.12: "As this Aura enters, choose a basic land type. Enchanted land is the chosen type." (Phantasmal
 * Terrain): the chosen type is a basic land type there, a creature type after "choose a creature type".
 */
export function setChosenTypeKind(faceText: string): void {
  chosenTypeKind = /\bchoose a basic land type\b/i.test(faceText)
    ? 'basicLandType'
    : /\bchoose a land type\b/i.test(faceText)
      ? 'landType'
      : 'creatureType';
}

/**
 * Compiles a granted ability's quoted text as an ability of its own ("creatures you control have "…""): the
 * ability (undefined when it can't be granted as written) and its sentences the grammar did not read.
 */
export type QuotedReader = (quote: string) => { ability: AbilityDef | undefined; unread: readonly QuotedUnread[] };

/**
 * A quoted ability re-enters the ability compiler (build.ts compileAbility), which makes its contexts here: so
 * that imports run one way, build.ts hands its reader to this module as it loads, and every context made
 * after that reads quotes with it (a context is only made while build.ts compiles an ability).
 */
let readQuoted: QuotedReader | undefined;

export function setQuotedReader(read: QuotedReader): void {
  readQuoted = read;
}

export function newContext(names: readonly string[], resolving: boolean, selfTypes: readonly string[]): ParseContext {
  const ctx: ParseContext = { names, targets: 0, resolving, selfTypes, attachedTypes, chosenTypeKind };
  ctx.quoted = (quote: string) => {
    const r = (readQuoted as QuotedReader)(quote);
    if (r.ability !== undefined && r.unread.length > 0) {
      ctx.quotedUnread ??= new Map();
      for (const u of r.unread) ctx.quotedUnread.set(u.text, u);
    }
    return r.ability;
  };
  return ctx;
}
