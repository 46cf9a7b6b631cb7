/**
 * Predicates of effect sentences (grammar.md § Predicates), one after another joined by
 * ", " / "and":
 *   pred := get(s) <pt> [for each <objects>]            modifyPT (7c)
 *         | ha(s|ve) | gain(s) <abilities>              addAbilities (6), base P/T (7b)
 *         | lose(s) all abilities | lose(s) <keywords>   removeAbilities (6)
 *         | can't have or gain <keywords>               cantHave (6)
 *         | is | are | become(s) <type phrase>          types (4), colours (5), base P/T (7b)
 */
import type { AbilityDef, ColorWord, CopyExcept, Op, Value, Word } from '../../core/effects/types.js';
import type { Color } from '../../core/model/terms.js';
import type { Token } from '../lex.js';
import { tokenText } from '../lex.js';
import { amountForEach } from './amounts.js';
import type { ParseContext } from './context.js';
import { copyExceptClause, type EntersCopyCounters } from './copies.js';
import type { Cursor } from './cursor.js';
import { counterKind, filterOf, objectPhrase } from './nouns.js';
import { abilitiesOfPredicate } from './resolution-choices.js';
import { stillA } from './still-a.js';
import { ptValue, valueExpr } from './values.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, keywordText, SUPERTYPE_WORDS, subtypeOf } from './words.js';

function scaled(v: Value, per: Value): Value {
  if (typeof v === 'number') return v === 0 ? 0 : v === 1 ? per : { times: [per, v] };
  return v;
}

/** "gets +2/+2", "get -1/-0", "gets +1/+1 for each Forest you control". */
function gets(c: Cursor, ctx: ParseContext): Op[] | undefined {
  c.accept('each');
  if (c.acceptAny('gets', 'get') === undefined) return undefined;
  // "gets an additional +5/+5": one more modification, on top of the others (613.4c).
  c.accept('an additional');
  const t = c.peek();
  if (t?.k !== 'pt') return undefined;
  c.next();
  let power = ptValue(t.p);
  let toughness = ptValue(t.t);
  const per = forEach(c, ctx);
  if (per !== undefined) {
    power = scaled(power, per);
    toughness = scaled(toughness, per);
  }
  return [{ op: 'modifyPT', power, toughness }];
}

/** "for each Forest you control", "for each +1/+1 counter on SELF", "for each creature you control and each creature card in your graveyard". */
export function forEach(c: Cursor, ctx: ParseContext): Value | undefined {
  const amount = amountForEach(c, ctx);
  if (amount !== undefined) return amount;
  return c.attempt((c2) => {
    if (!c2.accept('for each')) return undefined;
    const kind = counterKind(c2);
    if (kind !== undefined) {
      if (c2.accept('on SELF')) return { countersOn: 'source', kind };
      if (c2.accept('on it')) return { countersOn: 'affected', kind };
      return undefined;
    }
    const parts: Value[] = [];
    for (;;) {
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      parts.push(p.zones ? { count: filterOf(p), zones: p.zones } : { count: filterOf(p) });
      if (!c2.accept('and each')) break;
    }
    return parts.length === 1 ? parts[0] : { sum: parts };
  });
}

/** Scales the modifyPT ops of an effect by a "for each" that follows its duration. */
export function scaleBy(ops: Op[], per: Value): Op[] | undefined {
  if (!ops.every((o) => o.op === 'modifyPT' || o.op === 'addAbilities')) return undefined;
  return ops.map((o) => (o.op === 'modifyPT' ? { op: 'modifyPT', power: scaled(o.power, per), toughness: scaled(o.toughness, per) } : o));
}

/** A run of word and mana tokens of up to `max` tokens ending before punctuation or a joiner. */
function phraseText(tokens: readonly Token[]): string {
  return tokens
    .map(tokenText)
    .join(' ')
    .replace(/ 's/g, "'s")
    .replace(/ '(?= |$)/g, "'");
}

/** One keyword ability named in a list ("flying", "protection from red", "equip {2}"). */
function keyword(c: Cursor): AbilityDef[] | undefined {
  // 702.14a: "landwalk of the chosen type" (Traveler's Cloak) — the land type chosen as it entered (choices.landType),
  // written into the ability as the effect applies ("Forestwalk").
  if (c.accept('landwalk of the chosen type')) return [{ kind: 'keyword', text: '{chosen:landType}walk', keyword: 'landwalk' }];
  for (let len = 8; len >= 1; len--) {
    const toks: Token[] = [];
    for (let i = 0; i < len; i++) {
      const t = c.peek(i);
      if (t === undefined || (t.k !== 'word' && t.k !== 'mana' && t.k !== 'num')) break;
      if (t.k === 'word' && (t.v === 'and' || t.v === 'until' || t.v === 'as' || t.v === 'for')) break;
      toks.push(t);
    }
    if (toks.length !== len) continue;
    // "sneak {3}{B}": a cost's mana symbols are one word, as printed (702.190a).
    const text = phraseText(toks).replace(/\} \{/g, '}{');
    const kw = keywordText(text.replace(/ (?:the chosen color|the color of your choice)$/, ' {chosen:color}'));
    if (kw === undefined) continue;
    c.pos += len;
    const out: AbilityDef[] = [{ kind: 'keyword', text: kw.text, keyword: kw.keyword }];
    // "protection from black and from red" (702.16)
    if (kw.keyword.startsWith('protection from ')) {
      while (c.at('and from') || c.at(', and from') || c.at(', from')) {
        c.acceptAny(', and from', 'and from', ', from');
        const w = c.peek();
        if (w?.k !== 'word') return undefined;
        c.next();
        out.push({ kind: 'keyword', text: `Protection from ${w.raw}`, keyword: `protection from ${w.v}` });
      }
    }
    return out;
  }
  return undefined;
}

/** "flying, first strike, and "{T}: Add {C}."" — keywords and quoted abilities. */
export function abilityList(c: Cursor, ctx: ParseContext): AbilityDef[] | undefined {
  const out: AbilityDef[] = [];
  for (;;) {
    const t = c.peek();
    if (t?.k === 'quote') {
      const a = ctx.quoted?.(t.v);
      if (a === undefined) return undefined;
      c.next();
      out.push(a);
    } else {
      const k = keyword(c);
      if (k === undefined) break;
      out.push(...k);
    }
    const save = c.pos;
    if (c.acceptAny(', and', ', or', ',', 'and', 'or') !== undefined) {
      if (c.peek()?.k === 'quote') continue;
      const probe = c.pos;
      if (keyword(c) !== undefined) {
        c.pos = probe;
        continue;
      }
      c.pos = save;
    }
    break;
  }
  return out.length > 0 ? out : undefined;
}

/** "base power and toughness 1/1", "base power and base toughness each equal to its mana value". */
function basePT(c: Cursor, ctx: ParseContext): Op | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('base power and') || !(c2.accept('base toughness') || c2.accept('toughness'))) return undefined;
    const t = c2.peek();
    if (t?.k === 'pt') {
      c2.next();
      return { op: 'setPT', power: ptValue(t.p), toughness: ptValue(t.t) };
    }
    if (c2.accept('each equal to')) {
      const v = valueExpr(c2, ctx);
      return v === undefined ? undefined : { op: 'setPT', power: v, toughness: v };
    }
    return undefined;
  });
}

/** "power and toughness each equal to <value>" (after "with"). */
function eachEqual(c: Cursor, ctx: ParseContext): Op | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('power and toughness') || !c2.accept('each equal to')) return undefined;
    const v = valueExpr(c2, ctx);
    return v === undefined ? undefined : { op: 'setPT', power: v, toughness: v };
  });
}

function has(c: Cursor, ctx: ParseContext): Op[] | undefined {
  c.accept('each');
  if (c.acceptAny('has', 'have', 'gains', 'gain') === undefined) return undefined;
  const base = basePT(c, ctx);
  if (base) return [base];
  if (c.accept('all creature types')) return [{ op: 'allCreatureTypes' }];
  // 305.7: "Lands you control gain all basic land types until end of turn" (Energybending) adds the five types,
  // as "is every basic land type in addition to its other types" does; nothing is removed.
  if (c.accept('all basic land types')) return [{ op: 'everyBasicLandType' }];
  // "has base power 0", "has base toughness 4"
  if (c.accept('base power')) {
    const t = c.peek();
    if (t?.k !== 'num') return undefined;
    c.next();
    return [{ op: 'setPT', power: t.n }];
  }
  if (c.accept('base toughness')) {
    const t = c.peek();
    if (t?.k !== 'num') return undefined;
    c.next();
    return [{ op: 'setPT', toughness: t.n }];
  }
  // 608.2d: "gains your choice of flying or first strike" — chosen as it resolves (choices.keyword).
  if (ctx.resolving && c.accept('your choice of')) {
    const options = abilityList(c, ctx);
    if (options === undefined || options.length < 2 || !options.every((a) => a.kind === 'keyword')) return undefined;
    return [{ op: 'addAbilities', abilities: options, choose: 'keyword' }];
  }
  const list = abilityList(c, ctx);
  return list === undefined ? undefined : [{ op: 'addAbilities', abilities: list }];
}

function loses(c: Cursor, ctx: ParseContext): Op[] | undefined {
  if (c.acceptAny('loses', 'lose') === undefined) return undefined;
  if (c.accept('all other card types and abilities') || c.accept('all other card types, creature types, and abilities'))
    return [{ op: 'removeAbilities', all: true }];
  if (c.accept('all abilities') || c.accept('all other abilities')) return [{ op: 'removeAbilities', all: true }];
  if (c.accept('all creature types')) return [{ op: 'removeTypes', allCreatureTypes: true }];
  const list = abilityList(c, ctx);
  if (list === undefined || list.some((a) => a.kind !== 'keyword')) return undefined;
  return [{ op: 'removeAbilities', keywords: list.map((a) => (a.kind === 'keyword' ? a.keyword : '')) }];
}

function cantHave(c: Cursor, ctx: ParseContext): Op[] | undefined {
  if (!c.accept("can't have or gain")) return undefined;
  const list = abilityList(c, ctx);
  if (list === undefined || list.some((a) => a.kind !== 'keyword')) return undefined;
  return [{ op: 'cantHave', keywords: list.map((a) => (a.kind === 'keyword' ? a.keyword : '')) }];
}

/** The parts a type phrase names. */
interface TypePhrase {
  pt?: { power: Value; toughness: Value };
  colors: ColorWord[];
  colorless: boolean;
  types: string[];
  subtypes: Word[];
  supertypes: string[];
  every?: 'allCreatureTypes' | 'everyBasicLandType' | 'everyLandType';
  extra: Op[];
}

/**
 * The creature type a card's short name is, when the lexer made it SELF: "becomes a green Lizard creature"
 * on Lizard, Connors's Curse (the short name "Lizard" lexes as SELF). Only a one-word name that is a subtype.
 */
function selfAsSubtype(ctx: ParseContext | undefined): string | undefined {
  const found = (ctx?.names ?? []).filter((n) => !/\s/.test(n)).flatMap((n) => subtypeOf(n)?.subtype ?? []);
  return found.length === 1 ? found[0] : undefined;
}

function typeWords(c: Cursor, tp: TypePhrase, ctx?: ParseContext): boolean {
  let any = false;
  for (;;) {
    const t = c.peek();
    if (t === undefined) break;
    if (t.k === 'pt' && tp.pt === undefined && t.p.sign === '' && t.t.sign === '') {
      c.next();
      tp.pt = { power: ptValue(t.p), toughness: ptValue(t.t) };
      any = true;
      continue;
    }
    // Between type words only ("a green SELF creature"), never as the phrase's first word.
    const own = t.k === 'self' && any && CARD_TYPE_WORDS.has(c.word(1) ?? '') ? selfAsSubtype(ctx) : undefined;
    if (own !== undefined) {
      tp.subtypes.push(own);
      c.next();
      continue;
    }
    if (t.k !== 'word') break;
    if (COLOR_WORDS[t.v] !== undefined) {
      tp.colors.push(COLOR_WORDS[t.v] as ColorWord);
      c.next();
      any = true;
      if ((c.at(',') || c.at('and') || c.at(', and')) && COLOR_WORDS[c.word(c.at(', and') ? 2 : 1) ?? ''] !== undefined) {
        c.acceptAny(', and', ',', 'and');
      }
      continue;
    }
    if (t.v === 'colorless') {
      tp.colorless = true;
      c.next();
      any = true;
      continue;
    }
    if (SUPERTYPE_WORDS[t.v] !== undefined) {
      tp.supertypes.push(SUPERTYPE_WORDS[t.v] as string);
      c.next();
      any = true;
      continue;
    }
    const ct = CARD_TYPE_WORDS.get(t.v);
    if (ct !== undefined) {
      tp.types.push(ct);
      c.next();
      any = true;
      if (
        c.at('and') &&
        (CARD_TYPE_WORDS.has(c.word(1) ?? '') || subtypeOf(c.peek(1)?.k === 'word' ? (c.peek(1) as { raw: string }).raw : '') !== undefined)
      )
        c.next();
      continue;
    }
    const st = subtypeOf(t.raw);
    if (st !== undefined) {
      tp.subtypes.push(st.subtype);
      c.next();
      any = true;
      continue;
    }
    break;
  }
  return any;
}

function typePhrase(c: Cursor, ctx: ParseContext): TypePhrase | undefined {
  return c.attempt((c2) => {
    const tp: TypePhrase = { colors: [], colorless: false, types: [], subtypes: [], supertypes: [], extra: [] };
    // "are the chosen creature type in addition to their other types" (Lifecraft Engine)
    if (c2.accept('the chosen type')) tp.subtypes.push({ chosen: ctx.chosenTypeKind ?? 'creatureType' });
    else if (c2.accept('the chosen creature type')) tp.subtypes.push({ chosen: 'creatureType' });
    // 608.2d: "becomes the creature type of your choice" (Mistform Wall), "becomes that type" after "Choose a creature
    // type." (Mistform Mutant), "becomes the basic land type of your choice" (Dream Thrush): chosen as it resolves.
    else if (ctx.resolving && (c2.accept('the creature type of your choice') || (ctx.typeChosen === true && c2.accept('that type'))))
      tp.subtypes.push({ chosen: 'creatureType' });
    else if (ctx.resolving && c2.accept('the basic land type of your choice')) tp.subtypes.push({ chosen: 'basicLandType' });
    else if (c2.accept('the chosen color') || c2.accept('the color of your choice')) tp.colors.push({ chosen: 'color' });
    else if (c2.accept('all colors')) tp.colors.push('white', 'blue', 'black', 'red', 'green');
    else if (c2.accept('every creature type')) tp.every = 'allCreatureTypes';
    // "… and is all creature types" (Stalactite Dagger): the same as every creature type (205.3m, 702.73a).
    else if (c2.accept('all creature types')) tp.every = 'allCreatureTypes';
    else if (c2.accept('every basic land type')) tp.every = 'everyBasicLandType';
    else if (c2.accept('every land type')) tp.every = 'everyLandType';
    else {
      c2.acceptAny('a', 'an');
      if (!typeWords(c2, tp, ctx)) return undefined;
    }
    // "with flying", "with base power and toughness 0/4", "with power and toughness each equal to …", "with "{T}: Add {C}""
    while (c2.accept('with')) {
      const base = basePT(c2, ctx) ?? eachEqual(c2, ctx);
      if (base) {
        tp.extra.push(base);
        // "with base power and toughness 4/4, flying, and "{R}: …"" (Celebration's Dragon): the list goes on.
        const save = c2.pos;
        // … or "with base power and toughness 2/3 and lifelink" (Frodo, Sauron's Bane).
        if (c2.accept(',') || c2.accept('and')) {
          const list = abilityList(c2, ctx);
          if (list === undefined) c2.pos = save;
          else tp.extra.push({ op: 'addAbilities', abilities: list });
        }
      } else if (c2.accept('all creature types')) {
        tp.every = 'allCreatureTypes';
      } else {
        const list = abilityList(c2, ctx);
        if (list === undefined) return undefined;
        tp.extra.push({ op: 'addAbilities', abilities: list });
        if (c2.accept('and all creature types')) tp.every = 'allCreatureTypes';
      }
      if (!(c2.at('and with') || c2.at(', with'))) break;
      c2.next();
    }
    // 612.8: "… with base power and toughness 1/1 named Legitimate Businessperson" (Witness Protection) sets the name.
    const name = namedPhrase(c2);
    if (name !== undefined) tp.extra.push({ op: 'setName', name });
    return tp;
  });
}

/** "named <Capitalised Words>" (612.8): the words of the name as printed; undefined when there are none. */
function namedPhrase(c: Cursor): string | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('named')) return undefined;
    let name = '';
    for (;;) {
      const t = c2.peek();
      if (t?.k === 'word' && (/^[A-Z]/.test(t.raw) || (t.v === "'s" && name !== ''))) {
        name += t.v === "'s" ? t.raw : `${name === '' ? '' : ' '}${t.raw}`;
        c2.next();
        continue;
      }
      // "named Mileva, the Stalwart, it has …", "named Everflame, Heroes' Legacy": a comma inside the name when a
      // capitalised word (or "the" and one) follows it.
      const after = c2.peek(1)?.k === 'word' && (c2.peek(1) as { v: string }).v === 'the' ? 2 : 1;
      const next = c2.peek(after);
      if (name !== '' && c2.at(',') && next?.k === 'word' && /^[A-Z]/.test(next.raw)) {
        name += after === 2 ? ', the' : ',';
        c2.pos += after;
        continue;
      }
      break;
    }
    return name !== '' ? name : undefined;
  });
}

/** "in addition to its other types" and friends: which kinds stay. */
function inAddition(c: Cursor): { types: boolean; colors: boolean } | undefined {
  if (!c.accept('in addition to')) {
    // 205.1b: "that's still a land", "that's still a planeswalker" (Gideon)
    if (stillA(c, 'relative')) return { types: true, colors: false };
    return undefined;
  }
  c.acceptAny('its', 'their', 'his');
  c.accept('other');
  const out = { types: false, colors: false };
  for (;;) {
    const w = c.word();
    if (w === 'types' || w === 'creature' || w === 'land' || w === 'card') {
      out.types = true;
      c.next();
      c.acceptAny('types');
    } else if (w === 'colors') {
      out.colors = true;
      c.next();
    } else break;
    if (!(c.at('and') && /^(?:types|colors|creature|land|card)$/.test(c.word(1) ?? ''))) break;
    c.next();
  }
  return out.types || out.colors ? out : undefined;
}

/** Ops for a type phrase; `keep` says which kinds are kept (205.1a-b). */
function typeOps(tp: TypePhrase, keep: { types: boolean; colors: boolean } | undefined, has: readonly string[]): Op[] {
  const ops: Op[] = [];
  const addAll = keep?.types ?? false;
  // "This artifact becomes an artifact creature", "Each noncreature artifact is an artifact creature": the
  // object keeps the type it has and gains the others; the subtypes named replace its creature types.
  // 205.1b: an object that becomes an "artifact creature" (or a "[creature types] artifact creature") keeps all its
  // prior card types and subtypes, whatever it was (Synthesizer Labship's "target artifact you control becomes an
  // artifact creature": an artifact land stays a land); only the creature types named replace its creature types.
  const artifactCreature = tp.types.length === 2 && tp.types.includes('Artifact') && tp.types.includes('Creature');
  const keepsItsType = !addAll && (artifactCreature || tp.types.some((t) => has.includes(t)));
  if (tp.types.length > 0 && keepsItsType) {
    ops.push({ op: 'addTypes', types: tp.types });
    if (tp.subtypes.length) ops.push({ op: 'setTypes', subtypes: tp.subtypes });
  } else if (tp.types.length > 0) {
    if (addAll) ops.push({ op: 'addTypes', types: tp.types, ...(tp.subtypes.length ? { subtypes: tp.subtypes } : {}) });
    else if (tp.subtypes.length) ops.push({ op: 'setTypes', types: tp.types, subtypes: tp.subtypes });
    else ops.push({ op: 'setTypes', types: tp.types });
  } else if (tp.subtypes.length > 0) {
    ops.push(addAll ? { op: 'addTypes', subtypes: tp.subtypes } : { op: 'setTypes', subtypes: tp.subtypes });
  }
  if (tp.supertypes.length > 0) ops.push({ op: 'addTypes', supertypes: tp.supertypes });
  if (tp.every) ops.push({ op: tp.every });
  if (tp.colorless) ops.push({ op: 'setColors', colors: [] });
  if (tp.colors.length > 0) ops.push({ op: keep?.colors ? 'addColors' : 'setColors', colors: tp.colors });
  if (tp.pt) ops.push({ op: 'setPT', power: tp.pt.power, toughness: tp.pt.toughness });
  ops.push(...tp.extra);
  return ops;
}

function isPred(c: Cursor, ctx: ParseContext): Op[] | undefined {
  if (c.acceptAny('is', 'are', 'becomes', 'become') === undefined) return undefined;
  const tp = typePhrase(c, ctx);
  if (tp === undefined) return undefined;
  return typeOps(tp, inAddition(c), ctx.subjectTypes ?? []);
}

/** One predicate. */
export function predicate(c: Cursor, ctx: ParseContext): Op[] | undefined {
  return (
    c.attempt((c2) => gets(c2, ctx)) ??
    c.attempt((c2) => has(c2, ctx)) ??
    c.attempt((c2) => loses(c2, ctx)) ??
    c.attempt((c2) => cantHave(c2, ctx)) ??
    c.attempt((c2) => isPred(c2, ctx)) ??
    abilitiesOfPredicate(c, ctx)
  );
}

/** Predicates joined by ", ", "and", ", and". */
export function predicates(c: Cursor, ctx: ParseContext): Op[] | undefined {
  const first = predicate(c, ctx);
  if (first === undefined) return undefined;
  const ops = [...first];
  for (;;) {
    const save = c.pos;
    if (c.acceptAny(', and', 'and', ',') === undefined) break;
    c.accept('it');
    const more = predicate(c, ctx);
    if (more === undefined) {
      c.pos = save;
      break;
    }
    ops.push(...more);
  }
  // "… with "{T}: Add {C}" and loses all other abilities", "has defender, loses all other abilities":
  // the abilities this effect grants are not among those it removes, so removal applies first.
  const firstAdd = ops.findIndex((o) => o.op === 'addAbilities');
  const removeAt = ops.findIndex((o) => o.op === 'removeAbilities' && o.all === true);
  if (firstAdd < 0 || removeAt < firstAdd) return ops;
  const [removal] = ops.splice(removeAt, 1);
  ops.splice(firstAdd, 0, removal as Op);
  return ops;
}

/** Replaces X ({x:true}) in ops by the value a "where X is …" clause defines (107.3a). */
export function substituteX<T>(node: T, x: Value): T {
  if (Array.isArray(node)) return node.map((n) => substituteX(n, x)) as T;
  if (node !== null && typeof node === 'object') {
    const o = node as Record<string, unknown>;
    if (o.x === true && Object.keys(o).length === 1) return x as T;
    if (o.kind !== undefined && o.text !== undefined) return node; // granted abilities keep their own X
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(o)) out[k] = substituteX(v, x);
    return out as T;
  }
  return node;
}

/** ", where X is <value>". */
export function whereX(c: Cursor, ctx: ParseContext): Value | undefined {
  return c.attempt((c2) => {
    c2.accept(',');
    if (!c2.accept('where') || c2.peek()?.k !== 'word' || (c2.peek() as { raw: string }).raw !== 'X' || c2.word(1) !== 'is')
      return undefined;
    c2.pos += 2;
    let factor = 1;
    if (c2.accept('twice')) factor = 2;
    const v = valueExpr(c2, ctx);
    if (v === undefined) return undefined;
    return factor === 1 ? v : { times: [v, factor] };
  });
}

/**
 * A copy effect's exceptions (707.9b): "except it is not legendary and it is a 2/2 Coward in addition
 * to its other types", "except it has haste", "except it is an artifact in addition to its other types".
 */
export function copyExcept(c: Cursor, ctx: ParseContext, counters?: EntersCopyCounters): CopyExcept | undefined {
  return c.attempt((c2) => {
    if (!c2.accept(', except') && !c2.accept('except')) return undefined;
    const out: CopyExcept = {};
    for (;;) {
      c2.acceptAny('it', 'the token', 'they', 'he');
      if (c2.acceptAny('is not legendary', 'are not legendary') !== undefined) {
        out.removeSupertypes = ['Legendary'];
      } else if (c2.acceptAny('has', 'have') !== undefined) {
        if (c2.accept('this ability')) out.keepThisAbility = true;
        else {
          const list = abilityList(c2, ctx);
          if (list === undefined) return undefined;
          out.addAbilities = [...(out.addAbilities ?? []), ...list];
          if (c2.accept('and this ability')) out.keepThisAbility = true;
        }
      } else if (out.setTypes?.types !== undefined && c2.accept('loses all other card types')) {
        // Shelob: "it's a Food artifact … and it loses all other card types" — what 205.1a already does.
      } else if (copyExceptClause(c2, ctx, out, abilityList, counters)) {
        // copies.ts: the name, the color, counters it enters with (707.9b, 707.9e-f).
      } else if (c2.acceptAny('is', 'are', "'s") !== undefined) {
        const tp = typePhrase(c2, ctx);
        // "a Food artifact with "{2}, {T}, Sacrifice this token: …"": abilities the copy has too (707.9b).
        const granted = tp?.extra.every((o) => o.op === 'addAbilities' && o.x === undefined && o.choose === undefined);
        if (tp === undefined || tp.colorless || tp.every || !granted) return undefined;
        for (const o of tp.extra) if (o.op === 'addAbilities') out.addAbilities = [...(out.addAbilities ?? []), ...o.abilities];
        const keep = inAddition(c2);
        // "a 1/1 red Balloon creature in addition to its other colors and types" (707.9b): colors added;
        // "a 5/5 black Demon" (Ardyn): the colors named are the copy's colors.
        if (tp.colors.length) {
          if (tp.colors.some((x) => typeof x !== 'string')) return undefined;
          if (keep?.colors) out.addColors = tp.colors as Color[];
          else out.setColors = tp.colors as Color[];
        }
        if (tp.subtypes.some((s) => typeof s !== 'string')) return undefined;
        const named = {
          ...(tp.types.length ? { types: tp.types } : {}),
          ...(tp.subtypes.length ? { subtypes: tp.subtypes as string[] } : {}),
        };
        // 205.1a: without "in addition to its other types", the types named replace the copied ones of their kind
        // ("a 3/3 black Wraith": its creature types; "a Food artifact": its card types and artifact types).
        if ((tp.types.length || tp.subtypes.length) && !keep?.types) out.setTypes = named;
        if (((tp.types.length || tp.subtypes.length) && keep?.types) || tp.supertypes.length) {
          out.addTypes = {
            ...(keep?.types ? named : {}),
            ...(tp.supertypes.length ? { supertypes: tp.supertypes } : {}),
          };
        }
        if (tp.pt) {
          if (typeof tp.pt.power !== 'number' || typeof tp.pt.toughness !== 'number') return undefined;
          out.setPT = { power: tp.pt.power, toughness: tp.pt.toughness };
        }
      } else return undefined;
      // "except it's 1/1, it's a Spirit …, and it has flying": a comma before the next pronoun.
      if (c2.acceptAny(', and', 'and') === undefined && !(/^(?:it|he|his|its|is|has)$/.test(c2.word(1) ?? '') && c2.accept(','))) break;
    }
    return out;
  });
}
