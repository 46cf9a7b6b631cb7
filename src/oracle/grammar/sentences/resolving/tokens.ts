/** Create <tokens> (111.1, 111.10; grammar.md § Resolving effects): token phrases and copies of an object as tokens. */
import type { TokenDef } from '../../../../core/effects/language/abilities.js';
import type { Value } from '../../../../core/effects/language/filters-and-values.js';
import type { Color } from '../../../../core/model/terms.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { chosenExiledCard, linkedExiledSelector } from '../../nouns/exiled-with.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { PREDEFINED_TOKENS } from '../../nouns/predefined-tokens.js';
import { abilityList } from '../../predicates/abilities.js';
import { copiedReferent, copyEachToken, exileThen, playerCreatesCopy } from '../../predicates/copies.js';
import { copyExcept } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, numberWord, SUPERTYPE_WORDS, subtypeOf } from '../../words/words.js';
import { restIsListedOnly } from '../rest.js';
import type { ResolvingPart } from './resolving-part.js';

/** "a 1/1 white Soldier creature token with flying", "two 2/2 black Zombie creature tokens". */
function tokenPhrase(c: Cursor, ctx: ParseContext): TokenDef | undefined {
  return c.attempt((c2) => {
    const t = c2.peek();
    // "remove any number of +1/+1 counters from SELF. If you do, create that many …" (remove-counters.ts).
    const thatMany = ctx.thatMany !== undefined && c2.accept('that many') ? ctx.thatMany : undefined;
    let count: Value | undefined =
      thatMany ?? (t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c2.word()));
    if (count === undefined) return undefined;
    if (thatMany === undefined) c2.next();
    const out: TokenDef = {};
    const pt = c2.peek();
    if (pt?.k === 'pt') {
      if (pt.p.n === 'X' || pt.t.n === 'X') return undefined;
      out.power = pt.p.n;
      out.toughness = pt.t.n;
      c2.next();
    }
    const colors: Color[] = [];
    const types: string[] = [];
    const subtypes: string[] = [];
    const supertypes: string[] = [];
    let colorless = false;
    for (;;) {
      const w = c2.peek();
      if (w?.k !== 'word') break;
      if (COLOR_WORDS[w.v]) {
        colors.push(COLOR_WORDS[w.v] as Color);
        c2.next();
        c2.accept(',');
        c2.accept('and');
        continue;
      }
      if (w.v === 'colorless') {
        colorless = true;
        c2.next();
        continue;
      }
      if (SUPERTYPE_WORDS[w.v]) {
        supertypes.push(SUPERTYPE_WORDS[w.v] as string);
        c2.next();
        continue;
      }
      if (w.v === 'token' || w.v === 'tokens') {
        c2.next();
        break;
      }
      const ct = CARD_TYPE_WORDS.get(w.v);
      if (ct) {
        types.push(ct);
        c2.next();
        continue;
      }
      const st = subtypeOf(w.raw);
      if (st) {
        subtypes.push(st.subtype);
        c2.next();
        continue;
      }
      return undefined;
    }
    if (c2.word(-1) !== 'token' && c2.word(-1) !== 'tokens') return undefined;
    // 111.10: "a Treasure token", "two Food tokens": the predefined token's type and ability.
    const predefined = types.length === 0 && subtypes.length === 1 ? PREDEFINED_TOKENS[subtypes[0] as string] : undefined;
    if (predefined !== undefined) {
      const a = ctx.quoted?.(predefined.ability);
      if (a === undefined) return undefined;
      types.push(predefined.type);
      out.abilities = [a];
    }
    if (types.length === 0) return undefined;
    if (colorless && colors.length > 0) return undefined;
    const name = tokenName(c2);
    if (c2.accept('with')) {
      const abilities = abilityList(c2, ctx);
      if (abilities === undefined) return undefined;
      out.abilities = [...(out.abilities ?? []), ...abilities];
    }
    if (c2.accept('tapped and attacking')) {
      out.tapped = true;
      out.attacking = true;
    } else if (c2.accept('tapped')) out.tapped = true;
    if (count !== 1) out.count = count;
    count = undefined;
    return {
      ...(out.count === undefined ? {} : { count: out.count }),
      ...(name === undefined ? {} : { name }),
      ...(colors.length ? { colors } : {}),
      types,
      ...(subtypes.length ? { subtypes } : {}),
      ...(supertypes.length ? { supertypes } : {}),
      ...(out.power === undefined ? {} : { power: out.power, toughness: out.toughness }),
      ...(out.abilities ? { abilities: out.abilities } : {}),
      ...(out.tapped ? { tapped: true } : {}),
      ...(out.attacking ? { attacking: true } : {}),
    };
  });
}

/** 111.4: "… token named Gold", "… token named Kaldra" — the words of the name, each capitalized. */
function tokenName(c: Cursor): string | undefined {
  if (!c.at('named')) return undefined;
  const words: string[] = [];
  let i = 1;
  for (let t = c.peek(i); t?.k === 'word' && /^[A-Z]/.test(t.raw); t = c.peek(++i)) words.push(t.raw);
  if (words.length === 0) return undefined;
  c.accept('named');
  for (const _ of words) c.next();
  return words.join(' ');
}

/** "a token that's a copy of target creature you control[, except it has haste]" (707.2, 111.10). */
function copyToken(c: Cursor, ctx: ParseContext): TokenDef | undefined {
  return c.attempt((c2) => {
    const t = c2.peek();
    const count: Value | undefined = c2.accept('a') ? 1 : t?.k === 'num' ? t.n : numberWord(c2.word());
    if (count === undefined) return undefined;
    if (c2.word(-1) !== 'a') c2.next();
    // "Create a tapped and attacking token that's a copy of that card" (Sauron, the Necromancer; 508.4).
    const before = c2.acceptAny('tapped and attacking', 'tapped');
    if (!c2.acceptAny('token that is a copy of', 'tokens that are copies of')) return undefined;
    const of =
      chosenExiledCard(c2, ctx, objectPhrase) ?? linkedExiledSelector(c2, ctx) ?? copiedReferent(c2, ctx) ?? subject(c2, ctx)?.selector;
    if (of === undefined) return undefined;
    const out: TokenDef = { copyOf: of };
    if (before !== undefined) out.tapped = true;
    if (before === 'tapped and attacking') out.attacking = true;
    if (count !== 1) out.count = count;
    const except = copyExcept(c2, ctx);
    if (except !== undefined) out.except = except;
    if (c2.accept('tapped and attacking')) {
      out.tapped = true;
      out.attacking = true;
    } else if (c2.accept('tapped')) out.tapped = true;
    return out;
  });
}

export function tokensSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  // copies.ts: "For each token you control, create a token that's a copy of that permanent."
  const each = copyEachToken(c, ctx, copyExcept) ?? playerCreatesCopy(c, ctx, (x) => copyToken(x, ctx));
  if (each !== undefined) {
    ctx.it = { createdTokens: true };
    return { kind: 'tokens', tokens: [each] };
  }
  c.accept('you');
  // copies.ts: "exile a permanent card from your graveyard at random, then create a tapped token that's a copy of that card".
  const exiled = exileThen(c, ctx);
  if (!c.accept('create')) return undefined;
  const copy = copyToken(c, ctx);
  if (copy !== undefined) {
    // "Create a token that's a copy of this creature, then sacrifice an artifact or creature." (Joo Dee): the
    // token is created first (608.2c); the sacrifice after it is reported on its own (rest.ts).
    if (!c.done && !restIsListedOnly(c, ctx)) return undefined;
    ctx.it = { createdTokens: true };
    return { kind: 'tokens', tokens: [copy] };
  }
  if (exiled) return undefined;
  const tokens: TokenDef[] = [];
  for (;;) {
    const t = tokenPhrase(c, ctx);
    if (t === undefined) return undefined;
    tokens.push(t);
    if (c.acceptAny(', and', ',', 'and') === undefined) break;
  }
  if (!c.done) return undefined;
  ctx.it = { createdTokens: true };
  return { kind: 'tokens', tokens };
}
