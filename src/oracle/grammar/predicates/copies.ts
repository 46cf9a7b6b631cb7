/**
 * Copy exceptions beyond characteristics (707.9b–f, grammar.md § Copies):
 *   <except clause> ::= (his | its) name is SELF                       → name (707.9b)
 *                     | it doesn't copy that creature's color          → keepOwnColor (Vesuvan Doppelganger)
 *   and, only in "You may have SELF enter as a copy of …" (614.1c, 707.9e-f):
 *                     | it enters with <n> additional <kind> counter[s] on it [if it is a <type>]
 *                     | if it is a <type> , it enters with <n> additional <kind> counters on it [and has <abilities>]
 */
import type { AbilityDef, CopyExcept, TokenDef } from '../../../core/effects/language/abilities.js';
import type { Filter, Value } from '../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../core/effects/language/selector.js';
import type { Zone } from '../../../core/model/terms.js';
import type { Token } from '../../lex.js';
import type { ParseContext } from '../cursor/context.js';
import { Cursor } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { counterKind } from '../nouns/tails.js';
import { numberWord, SUPERTYPE_WORDS } from '../words/words.js';

/** Reads an ability list ("flying and haste", a quoted ability): predicates.ts's abilityList, passed in. */
export type AbilityListReader = (c: Cursor, ctx: ParseContext) => AbilityDef[] | undefined;

/** Counters a copy enters with (707.9e): always, or only if the copy has a card type (707.9f). */
export interface EntersCopyCounters {
  extraCounters?: Record<string, Value>;
  extraCountersIf?: { type: string; counters: Record<string, Value> }[];
}

/** One exception clause the base rule doesn't read; writes it into `out`. The pronoun is already read. */
export function copyExceptClause(
  c: Cursor,
  ctx: ParseContext,
  out: CopyExcept,
  abilities: AbilityListReader,
  counters?: EntersCopyCounters,
): boolean {
  const start = c.pos;
  const ok = clause(c, ctx, out, abilities, counters);
  if (!ok) c.pos = start;
  return ok;
}

function clause(c: Cursor, ctx: ParseContext, out: CopyExcept, abilityList: AbilityListReader, counters?: EntersCopyCounters): boolean {
  // 707.9b: "except his name is Chameleon, Master of Disguise" — the name is part of the copiable values.
  if (c.acceptAny('his name is SELF', 'its name is SELF', 'name is SELF') !== undefined) {
    const name = ctx.names[0];
    if (name === undefined) return false;
    out.name = name;
    return true;
  }
  // Moritte of the Frost: "it's legendary and snow in addition to its other types".
  if (c.word() === 'is' && SUPERTYPE_WORDS[c.word(1) ?? ''] !== undefined && c.word(2) === 'and') {
    c.next();
    const supers: string[] = [];
    for (;;) {
      const s = SUPERTYPE_WORDS[c.word() ?? ''];
      if (s === undefined) return false;
      supers.push(s);
      c.next();
      if (!c.accept('and')) break;
    }
    if (!c.accept('in addition to its other types')) return false;
    out.addTypes = { ...out.addTypes, supertypes: [...(out.addTypes?.supertypes ?? []), ...supers] };
    return true;
  }
  if (c.accept("doesn't copy that creature 's color")) {
    out.keepOwnColor = true;
    return true;
  }
  if (counters === undefined) return false;
  if (c.accept('enters with')) {
    const got = enteredCounters(c);
    if (got === undefined) return false;
    if (c.accept('if it is a') || c.accept('if it is an')) {
      const type = cardType(c);
      if (type === undefined) return false;
      counters.extraCountersIf = [...(counters.extraCountersIf ?? []), { type, counters: got }];
    } else counters.extraCounters = { ...(counters.extraCounters ?? {}), ...got };
    return true;
  }
  // Moritte of the Frost: ", if it's a creature, it enters with two additional +1/+1 counters on it and has changeling".
  c.accept(',');
  if (!c.accept('if it is a') && !c.accept('if it is an')) return false;
  const type = cardType(c);
  if (type === undefined || !c.accept(', it enters with')) return false;
  const got = enteredCounters(c);
  if (got === undefined) return false;
  counters.extraCountersIf = [...(counters.extraCountersIf ?? []), { type, counters: got }];
  if (c.accept('and has')) {
    const abilities = abilityList(c, ctx);
    if (abilities === undefined) return false;
    out.ifType = [...(out.ifType ?? []), { type, except: { addAbilities: abilities } }];
  }
  return true;
}

/** "<n> additional <kind> counter[s] on it" (n: a number, a number word, X, "an"). */
function enteredCounters(c: Cursor): Record<string, Value> | undefined {
  const t = c.peek();
  const n: Value | undefined =
    t?.k === 'num'
      ? t.n
      : t?.k === 'word' && t.raw === 'X'
        ? { x: true }
        : c.word() === 'an' || c.word() === 'a'
          ? 1
          : numberWord(c.word());
  if (n === undefined) return undefined;
  c.next();
  if (!c.accept('additional')) return undefined;
  const kind = counterKind(c);
  if (kind === undefined || !c.accept('on it')) return undefined;
  return { [kind]: n };
}

const CARD_TYPES = ['artifact', 'battle', 'creature', 'enchantment', 'land', 'planeswalker'];

function cardType(c: Cursor): string | undefined {
  const w = c.word();
  if (w === undefined || !CARD_TYPES.includes(w)) return undefined;
  c.next();
  return w[0]?.toUpperCase() + w.slice(1);
}

/**
 * "For each nontoken creature you control, create a token that's a copy of that creature[, except …]"
 * (Multiversal Incursion, Second Harvest, Oko, the Ringleader): one token for each object, a copy of
 * it (707.2, 111.10) — `copyEach` with `copyOf` selecting them all; "for each <phrase> exiled this way"
 * after an instruction that exiled targets: each of the targets.
 */
export function copyEachToken(c: Cursor, ctx: ParseContext, except: CopyExceptReader): TokenDef | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('for each')) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined) return undefined;
    // "for each token you control that entered this turn" (Ocelot Pride): entered as the object it is (400.7).
    if (c2.acceptAny('that entered this turn', 'that entered the battlefield this turn') !== undefined)
      p.filters.push({ enteredThisTurn: true });
    // "Exile X target creature cards from graveyards. For each creature card exiled this way, create a token that's
    // a copy of it." (Foggy Swamp Visions): the cards the ability's earlier instruction exiled are its targets.
    const fromTargets = ctx.exilesInAbility === true && ctx.it !== undefined && 'target' in ctx.it && c2.accept('exiled this way');
    if (!c2.accept(', create a')) return undefined;
    const tapped = c2.accept('tapped');
    if (!c2.accept('token that is a copy of')) return undefined;
    if (c2.acceptAny('that creature', 'that permanent', 'that token', 'it') === undefined) return undefined;
    const out: TokenDef = { copyOf: fromTargets ? { targets: true } : { all: filterOf(p) }, copyEach: true };
    const ex = except(c2, ctx);
    if (ex !== undefined) out.except = ex;
    if (tapped) out.tapped = true;
    return c2.done ? out : undefined;
  });
}

export type CopyExceptReader = (c: Cursor, ctx: ParseContext) => CopyExcept | undefined;

/**
 * "Target player creates a token that's a copy of target creature you control." (Echocasting
 * Symposium): the token's creator and controller is the target player, named as the control rule
 * names one (`{chosen: 'player'}`, choices.player); the player is target 0 (115.1).
 */
export function playerCreatesCopy(c: Cursor, ctx: ParseContext, token: (c: Cursor) => TokenDef | undefined): TokenDef | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('target player creates')) return undefined;
    ctx.targets++;
    const t = token(c2);
    if (t === undefined || t.copyOf === undefined || !c2.done) {
      ctx.targets--;
      return undefined;
    }
    return { ...t, controller: { chosen: 'player' } };
  });
}

/**
 * What a token copies when an earlier instruction of the ability picked it (608.2c, 707.2), read before the
 * noun phrase rules:
 *   one of them       → {chosenObject: 'object'}: one of the objects a trigger names ("Whenever one or more other
 *                       creatures you control enter, …, create a token that's a copy of one of them", Twilight
 *                       Diviner), chosen as it resolves (choices.object)
 *   the blighted creature → the creature you control chosen to blight (701.68c), choices.object
 */
export function copiedReferent(c: Cursor, ctx: ParseContext): Selector | undefined {
  if (ctx.triggerNamesObject === true && c.accept('one of them')) return { chosenObject: 'object' };
  // 701.68c: "the blighted creature" is the creature you control that blighting put -1/-1 counters on (the blight
  // itself is listed, not performed): "If you do, create a … token that's a copy of the blighted creature" (Grub).
  // "you may exile an artifact or creature card from your hand. If you do, create a token that's a copy of the
  // exiled card" (Nexus of Becoming): the card that instruction exiled (exiledChosen below).
  if (ctx.it !== undefined && EXILED_CHOSEN.has(ctx.it) && c.accept('the exiled card')) return ctx.it;
  if (c.accept('the blighted creature'))
    return { chosenObject: 'object', where: { and: [{ type: 'Creature' }, { controller: 'you' }, { zone: 'battlefield' }] } };
  return undefined;
}

/**
 *   exileThen := exile (a | an) <phrase in a zone> [at random] , then <create a token that's a copy of that card>
 * ("from your graveyard": the zone, and your card). The exiled card is chosen as it resolves (at random or not, the scenario's choices.object, 608.2d), and "that card"
 * names it: "exile a permanent card from your graveyard at random, then create a tapped token that's a copy of that
 * card" (Sin, Spira's Punishment). The exile itself is not performed (listed with the token); the copy takes the
 * card's copiable values where it is (707.2).
 */
export function exileThen(c: Cursor, ctx: ParseContext): boolean {
  return (
    c.attempt((c2) => {
      if (!c2.accept('exile') || c2.acceptAny('a', 'an') === undefined) return undefined;
      const p = objectPhrase(c2, ctx);
      if (p === undefined || p.plural) return undefined;
      if (p.zones === undefined && c2.accept('from your graveyard')) {
        p.zones = ['graveyard'];
        p.filters.push({ owner: 'you' });
      }
      if (p.zones === undefined || p.zones.length !== 1) return undefined;
      c2.accept('at random');
      if (!c2.accept(', then') || !c2.at('create')) return undefined;
      const filters: Filter[] = [...p.filters, { zone: p.zones[0] as Zone }];
      ctx.it = { chosenObject: 'object', where: { and: filters } };
      return true;
    }) === true
  );
}

/** The chosen objects `exiledChosen` made: what "the exiled card" of the same ability is. */
const EXILED_CHOSEN = new WeakSet<Selector>();

/**
 *   exiledChosen := [then] [you may] exile (a | an) <phrase> from your (hand | graveyard)
 * An instruction (unread, listed) that exiles one card the player picks as it resolves: what "it" and "the exiled
 * card" then name — choices.object, restricted to the phrase in that zone (608.2c, 608.2d).
 */
export function exiledChosen(tokens: readonly Token[], ctx: ParseContext): Selector | undefined {
  const c = new Cursor(tokens);
  c.accept('then');
  c.accept('you may');
  if (!c.accept('exile') || c.acceptAny('a', 'an') === undefined) return undefined;
  const saved = ctx.targets;
  const p = objectPhrase(c, ctx);
  ctx.targets = saved;
  const zone = c.acceptAny('from your hand', 'from your graveyard');
  c.accept('.');
  if (p === undefined || p.plural || zone === undefined || !c.done) return undefined;
  const sel: Selector = {
    chosenObject: 'object',
    where: { and: [...p.filters, { zone: zone.endsWith('hand') ? 'hand' : 'graveyard' }, { owner: 'you' }] },
  };
  EXILED_CHOSEN.add(sel);
  return sel;
}
