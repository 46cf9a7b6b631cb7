/**
 * Type phrases in predicates (205.1a-b; grammar.md § Predicates):
 *   is | are | become(s) <type phrase> [in addition to its other …types|colors] [that's still a land]
 *   type phrase := [a|an] [N/N] <colors> <supertypes> <Subtypes> <card types> [with <abilities> | …]
 */

import type { Op } from '../../../core/effects/language/abilities.js';
import type { Value } from '../../../core/effects/language/filters-and-values.js';
import type { ColorWord, Word } from '../../../core/effects/language/references.js';
import type { ParseContext } from '../cursor/context.js';
import type { Cursor } from '../cursor/cursor.js';
import { ptValue } from '../values/values.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, SUPERTYPE_WORDS, subtypeOf } from '../words/words.js';
import { abilityList } from './abilities.js';
import { basePT, eachEqual } from './power-toughness.js';
import { stillA } from './still-a.js';

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

export function typePhrase(c: Cursor, ctx: ParseContext): TypePhrase | undefined {
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
    // "becomes the color or colors of your choice" (Dream Coat, 105.3): the scenario names one chosen color (choices.color).
    else if (ctx.resolving && c2.accept('the color or colors of your choice')) tp.colors.push({ chosen: 'color' });
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
export function inAddition(c: Cursor): { types: boolean; colors: boolean } | undefined {
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

export function isPred(c: Cursor, ctx: ParseContext): Op[] | undefined {
  const verb = c.acceptAny('is', 'are', 'becomes', 'become');
  if (verb === undefined) return undefined;
  // "SELF isn't a creature" (the Theros Gods' devotion line): it loses that card type (layer 4, 205.1b).
  if ((verb === 'is' || verb === 'are') && c.accept('not')) {
    c.acceptAny('a', 'an');
    const type = CARD_TYPE_WORDS.get(c.word() ?? '');
    if (type === undefined) return undefined;
    c.next();
    return [{ op: 'removeTypes', types: [type] }];
  }
  const tp = typePhrase(c, ctx);
  if (tp === undefined) return undefined;
  return typeOps(tp, inAddition(c), ctx.subjectTypes ?? []);
}
