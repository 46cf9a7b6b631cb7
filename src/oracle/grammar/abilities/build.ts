/**
 * Parse results → AbilityDef. One ability paragraph at a time: the derived kind (derive.ts)
 * says which grammar reads it (static sentences for a static ability; resolving sentences
 * after the cost of an activated ability, the trigger of a triggered one, or the whole text
 * of a spell), and each sentence is reported.
 */
import { deriveAbility } from '../../../catalog/derive.js';
import type {
  AbilityDef,
  Filter,
  ModalDef,
  ModeDef,
  Resolution,
  ResolvedEffectDef,
  Selector,
  StaticEffectDef,
} from '../../../core/effects/types.js';
import { isContinuous } from '../../classify.js';
import { lex, type Token, tokenText } from '../../lex.js';
import { shapeOf } from '../../report.js';
import type { ChosenTypeKind, ParseContext } from '../cursor/context.js';
import { Cursor, sentences } from '../cursor/cursor.js';
import { objectPhrase } from '../nouns/object-phrase.js';
import { filterOf } from '../nouns/phrase.js';
import { exiledChosen } from '../predicates/copies.js';
import { insteadOverAnotherSet } from '../sentences/resolving/ifs.js';
import { textX } from '../sentences/resolving/oneshot-then.js';
import { resolvingSentence } from '../sentences/resolving/resolving.js';
import type { ResolvingPart } from '../sentences/resolving/resolving-part.js';
import { isSameIsTrue } from '../sentences/resolving/same-is-true.js';
import { triggerPluralReferent, unreadObjectReferent } from '../sentences/resolving/unread-referents.js';
import { otherwiseStatic } from '../sentences/statics/otherwise.js';
import { staticSentence } from '../sentences/statics/statics.js';
import { recordTargetPhrases } from '../subjects/definite-targets.js';
import { subject } from '../subjects/subject.js';
import { targetPhrasesIn } from '../subjects/target-phrases.js';
import { triggerNamesObject, triggerReferent, triggerSubjectEnd } from '../subjects/trigger-subjects.js';
import { revealedReferent } from '../values/referent-values.js';

/** What the compiler made of one sentence, before it is attached to a face in the report. */
export interface SentenceResult {
  text: string;
  continuous: boolean;
  compiled: boolean;
  why?: string;
  shape?: string;
}

export interface AbilityResult {
  ability: AbilityDef;
  sentences: SentenceResult[];
}

function textOf(tokens: readonly Token[]): string {
  return `${tokens
    .map(tokenText)
    .join(' ')
    .replace(/ ([,.:;])/g, '$1')
    .replace(/ 's/g, "'s")
    .replace(/ '(?= |$)/g, "'")}.`;
}

/** "up to two target creatures" counts 2, "target creature" 1. */
function targetsIn(tokens: readonly Token[]): number {
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i] as Token;
    // 701.66a: "Earthbend N" means "Target land you control becomes a 0/0 land creature …": one target.
    if (t.k === 'word' && t.v === 'earthbend') n++;
    if (t.k !== 'word' || t.v !== 'target') continue;
    const prev = tokens[i - 1];
    n += prev?.k === 'num' ? prev.n : prev?.k === 'word' && prev.v === 'two' ? 2 : prev?.k === 'word' && prev.v === 'three' ? 3 : 1;
  }
  return n;
}

/**
 * "it" after an unread sentence without targets: the tokens it created ("Create … . They gain haste."),
 * or the source when the sentence acts on it without moving it ("Tap SELF. It gains indestructible …").
 */
function itAfterUnread(tokens: readonly Token[], ctx: ParseContext): Selector | undefined {
  const revealed = revealedReferent(tokens, ctx) ?? exiledChosen(tokens, ctx);
  if (revealed !== undefined) return revealed;
  const first = tokens[0];
  if (first?.k === 'word' && first.v === 'create') return { createdTokens: true };
  // "Untap enchanted creature. It gains hexproof …", "Untap all creatures you control. They gain flying …",
  // "Gain control of all artifacts … . Untap them. They gain haste …": the tapped or untapped objects (608.2c).
  // "Whenever SELF attacks, you may pay {1}. If you do, it gains indestructible …": a payment names no object.
  if (new Cursor(tokens).at('you may pay') && tokens.slice(3).every((t) => t.k === 'mana' || t.k === 'num' || t.k === 'punct'))
    return ctx.it;
  // "Draw a card for each creature you control with a +1/+1 counter on it. Those creatures gain …" (Inspiring Call).
  const counted = new Cursor(tokens);
  if (counted.accept('draw a card for each')) {
    const p = objectPhrase(counted, ctx);
    if (p !== undefined && counted.done) return p.zones ? { all: filterOf(p), zones: p.zones } : { all: filterOf(p) };
  }
  // "you may sacrifice a Blood token. If you do, it gets +2/+2": an optional cost that names no object "it" can mean.
  if (new Cursor(tokens).at('you may sacrifice') || new Cursor(tokens).at('you may discard')) return ctx.it;
  // "choose a creature you control and an opponent. Flip a coin. If you lose the flip, …" (Risky Move): a flip names no object.
  if (new Cursor(tokens).at('flip a coin') && tokens.length <= 4) return ctx.it;
  if (first?.k === 'word' && (first.v === 'untap' || first.v === 'tap')) {
    const c = new Cursor(tokens.slice(1));
    if (c.acceptAny('them', 'it', 'that creature', 'those creatures') !== undefined && c.done) return ctx.it;
    const subj = subject(c, ctx);
    if (subj !== undefined && c.done && ('attached' in subj.selector || 'all' in subj.selector || 'self' in subj.selector))
      return subj.selector;
  }
  // "You may put a creature card … onto the battlefield. That creature gains haste." (unread-referents.ts)
  const acted = unreadObjectReferent(tokens, ctx);
  if (acted !== undefined) return acted;
  const moves = tokens.some((t) => t.k === 'word' && /^(?:exile|return|shuffle|sacrifice|destroy|put|transform|search)$/.test(t.v));
  return !moves && tokens.some((t) => t.k === 'self') ? { self: true } : undefined;
}

/** Does the sentence return or put something onto the battlefield ("Return target creature card … to the battlefield")? */
function putsOntoBattlefield(tokens: readonly Token[]): boolean {
  const words = tokens.flatMap((t) => (t.k === 'word' ? [t.v] : []));
  return (words.includes('return') || words.includes('put')) && words.includes('battlefield');
}

/** Single-quoted abilities inside a quoted ability become double-quoted for the lexer. */
function nestedQuotes(text: string): string {
  return text.replace(/(^|\s)'([^']*?[^s])'(?=[\s.,]|$)/g, '$1"$2"');
}

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

function newContext(names: readonly string[], resolving: boolean, selfTypes: readonly string[]): ParseContext {
  const ctx: ParseContext = { names, targets: 0, resolving, selfTypes, attachedTypes, chosenTypeKind };
  ctx.quoted = (quote: string) => {
    // A granted ability's text is written as Oracle writes abilities, with its period.
    const text = /[.!?"']$/.test(quote) ? quote : `${quote}.`;
    const r = compileAbility(deriveAbility(text, false), [], nestedQuotes(text));
    if (!r.sentences.every((s) => s.compiled || !s.continuous)) return undefined;
    // 604.3a: a granted ability is never a characteristic-defining ability.
    if (r.ability.kind === 'static' && r.ability.cda) {
      const { cda: _cda, zones: _zones, ...granted } = r.ability;
      return granted;
    }
    return r.ability;
  };
  return ctx;
}

function report(tokens: readonly Token[], compiled: boolean, why?: string): SentenceResult {
  const continuous = isContinuous(tokens);
  const out: SentenceResult = { text: textOf(tokens), continuous, compiled, shape: shapeOf(tokens) };
  if (!compiled) out.why = why ?? (continuous ? 'no grammar rule reads this continuous effect' : 'not a continuous effect; listed only');
  return out;
}

/** A compiled sentence and, when its rule left a trailing non-continuous clause, that clause's own report. */
function withRest(compiled: SentenceResult, ctx: ParseContext): SentenceResult[] {
  const rest = ctx.rest;
  const read = ctx.restRead;
  ctx.rest = undefined;
  ctx.restRead = undefined;
  if (rest === undefined) return [compiled];
  const clause = report(rest, false, 'a clause that is not a continuous effect; listed only');
  // The read part: what the rule says it read (a leading restriction, Whispersilk Cloak), or the text
  // without the clause and the connector before it (" and", ", and", ", then").
  const readPart =
    read !== undefined
      ? textOf(read)
      : compiled.text
          .slice(0, Math.max(0, compiled.text.length - clause.text.length))
          .replace(/(?:,?\s+(?:and|then))?\s*$/, '')
          .replace(/,\s*$/, '');
  return [{ ...compiled, text: readPart.endsWith('.') ? readPart : `${readPart}.` }, clause];
}

// ---- statics ---------------------------------------------------------------------------------

const LINGERS = /^if SELF leaves the battlefield , this effect continues until end of turn$/;

function compileStatic(
  text: string,
  names: readonly string[],
  derived: AbilityDef,
  lexText: string,
  selfTypes: readonly string[],
): AbilityResult {
  const ctx = newContext(names, false, selfTypes);
  const results: SentenceResult[] = [];
  const effects: StaticEffectDef[] = [];
  let single: AbilityDef | undefined;
  let cda = false;
  let lingers = false;
  let failed = false;
  const all = sentences(lex(lexText, names));
  for (const tokens of all) {
    const plain = tokens.map((t) => (t.k === 'word' ? t.v : tokenText(t))).join(' ');
    if (LINGERS.test(plain)) {
      lingers = true;
      results.push({ text: textOf(tokens), continuous: true, compiled: true });
      continue;
    }
    // "Otherwise, it gets -3/-3." — the previous effect's condition negated (otherwise.ts).
    const other = otherwiseStatic(tokens, ctx, text, effects[effects.length - 1]);
    if (other !== undefined) {
      effects.push(...other);
      results.push(...withRest(report(tokens, true), ctx));
      continue;
    }
    const r = staticSentence(tokens, ctx, text);
    if (r === undefined) {
      const rep = report(tokens, false);
      if (rep.continuous) failed = true;
      results.push(rep);
      continue;
    }
    results.push(...withRest(report(tokens, true), ctx));
    if (r.kind === 'effects') {
      effects.push(...r.effects);
      if (r.cda) cda = true;
    } else if (r.kind === 'ability') {
      if (single !== undefined || all.length > 1) failed = true;
      single = r.ability;
    } else {
      const prev = effects[effects.length - 1];
      if (prev === undefined || !('all' in prev.affects)) failed = true;
      else {
        prev.affects = {
          all: {
            or: [
              { and: [{ zone: 'battlefield' }, prev.affects.all] },
              { and: [{ zone: 'stack' }, { controller: 'you' }, r.spell] },
              { and: [{ zone: ['hand', 'library', 'graveyard', 'exile', 'command'] }, { owner: 'you' }, r.card] },
            ],
          },
          zones: 'all',
        };
      }
    }
  }
  if (failed) {
    for (const s of results) {
      if (s.compiled && s.continuous) {
        s.compiled = false;
        s.why = 'another sentence of this ability was not read';
      }
    }
    return { ability: derived, sentences: results };
  }
  if (single !== undefined) return { ability: single, sentences: results };
  if (effects.length === 0) return { ability: derived, sentences: results };
  if (!cda && !lingers && definesOwnColorsOrSubtypes(effects)) cda = true;
  const ability: AbilityDef = {
    kind: 'static',
    text,
    effects,
    ...(cda ? { cda: true, zones: 'all' as const } : grantsItselfFlash(effects) ? { zones: 'all' as const } : {}),
    ...(lingers ? { lingersUntilEndOfTurn: true } : {}),
  };
  return { ability, sentences: results };
}

/**
 * 604.3a: "Mistform Ultimus is every creature type", "SELF is all colors": a static ability printed on the card
 * that defines only its own colours or subtypes, with no condition, is a characteristic-defining ability
 * (applied first in its layer, 613.3, and in every zone). Card types (604.3a(1) names none) and a chosen word
 * (set as it entered, not printed information) don't qualify.
 */
function definesOwnColorsOrSubtypes(effects: readonly StaticEffectDef[]): boolean {
  const fixed = (words: readonly unknown[] | undefined) => (words ?? []).every((w) => typeof w === 'string');
  return effects.every(
    (e) =>
      'self' in e.affects &&
      e.affects.where === undefined &&
      e.condition === undefined &&
      e.ops.every(
        (o) =>
          o.op === 'allCreatureTypes' ||
          ((o.op === 'setColors' || o.op === 'addColors') && fixed(o.colors)) ||
          ((o.op === 'setTypes' || o.op === 'addTypes') &&
            o.types === undefined &&
            o.supertypes === undefined &&
            (o.subtypes?.length ?? 0) > 0 &&
            fixed(o.subtypes)),
      ),
  );
}

/**
 * 113.6e: "SELF has flash as long as you control a Desert" modifies how the object can be cast: it functions
 * in any zone the card could be cast from and on the stack, not only on the battlefield.
 */
function grantsItselfFlash(effects: readonly StaticEffectDef[]): boolean {
  return effects.every(
    (e) =>
      'self' in e.affects &&
      e.affects.where === undefined &&
      e.ops.every((o) => o.op === 'addAbilities' && o.abilities.every((a) => a.kind === 'keyword' && a.keyword === 'flash')),
  );
}

// ---- resolving -------------------------------------------------------------------------------

function sameEffectTarget(a: ResolvedEffectDef, b: ResolvedEffectDef): boolean {
  return (
    JSON.stringify(a.affects) === JSON.stringify(b.affects) &&
    JSON.stringify(a.duration) === JSON.stringify(b.duration) &&
    JSON.stringify(a.if) === JSON.stringify(b.if)
  );
}

/** A return "if it's …" waiting for its "Otherwise, …" (a return with a condition and no otherwise is not read). */
const returnOnlyIf = new WeakMap<Resolution, Filter>();

function addPart(res: Resolution, part: ResolvingPart): boolean {
  switch (part.kind) {
    case 'effect': {
      if (res.effects === undefined) res.effects = [];
      const effects = res.effects;
      const prev = effects[effects.length - 1];
      if (prev !== undefined && sameEffectTarget(prev, part.effect)) prev.ops.push(...part.effect.ops);
      else effects.push(part.effect);
      return true;
    }
    case 'counters':
      res.counters = [...(res.counters ?? []), ...part.counters];
      return true;
    case 'tokens':
      // 608.2c: tokens written after a return are created after it (the copy of "that creature" is of the new object).
      res.createTokens = [...(res.createTokens ?? []), ...part.tokens.map((t) => (res.putOntoBattlefield ? { ...t, afterPut: true } : t))];
      return true;
    case 'flag':
      res[part.flag] = true;
      return true;
    case 'stillLand': {
      const prev = res.effects?.[res.effects.length - 1];
      const set = prev?.ops.find((o) => o.op === 'setTypes');
      if (prev === undefined || set === undefined || set.op !== 'setTypes') return false;
      const i = prev.ops.indexOf(set);
      const replaced = [
        ...(set.types ? [{ op: 'addTypes' as const, types: set.types }] : []),
        ...(set.subtypes ? [{ op: 'setTypes' as const, subtypes: set.subtypes }] : []),
      ];
      prev.ops.splice(i, 1, ...replaced);
      return true;
    }
    case 'instead': {
      // The previous effect's ops of the same kinds apply only if the cost was not paid; these only if it was.
      const prev = res.effects?.[res.effects.length - 1];
      if (prev === undefined || res.effects === undefined) return false;
      // "All creatures get -2/-2 … If SELF's mayhem cost was paid, creatures your opponents control get -2/-2
      // … instead": another set, so the whole previous effect is what is replaced (grammar.md § Ifs).
      const whole = insteadOverAnotherSet(prev, part.effect, part.paid);
      if (whole !== undefined) {
        res.effects.splice(res.effects.length - 1, 1, ...whole);
        return true;
      }
      const strip = (s: Selector): string => {
        const { where: _w, ...rest } = s as Selector & { where?: unknown };
        return JSON.stringify(rest);
      };
      if (
        strip(prev.affects) !== strip(part.effect.affects) ||
        'all' in prev.affects ||
        'players' in prev.affects ||
        'game' in prev.affects
      )
        return false;
      const kinds = new Set(part.effect.ops.map((o) => o.op));
      const replaced = prev.ops.filter((o) => kinds.has(o.op));
      if (replaced.length === 0) return false;
      prev.ops = prev.ops.filter((o) => !kinds.has(o.op));
      const withWhere = (f: Filter): Selector => {
        const a = part.effect.affects as Selector & { where?: Filter };
        return { ...a, where: a.where === undefined ? f : { and: [a.where, f] } } as Selector;
      };
      const unpaid: ResolvedEffectDef = { affects: withWhere({ not: part.paid }), ops: replaced };
      if (prev.duration !== undefined) unpaid.duration = prev.duration;
      const paid: ResolvedEffectDef = { ...part.effect, affects: withWhere(part.paid) };
      if (prev.ops.length === 0) res.effects.pop();
      res.effects.push(unpaid, paid);
      return true;
    }
    case 'insteadIf': {
      // 608.2c: the previous effect's ops of the same kinds apply only if the condition doesn't hold as it resolves.
      const prev = res.effects?.[res.effects.length - 1];
      // What it replaces did nothing continuous (a draw, Finale of Revelation): only the new effect, under the condition.
      if (prev === undefined) {
        res.effects = [{ ...part.effect, if: part.cond }];
        return true;
      }
      if (res.effects === undefined || JSON.stringify(prev.affects) !== JSON.stringify(part.effect.affects)) return false;
      const kinds = new Set(part.effect.ops.map((o) => o.op));
      const replaced = prev.ops.filter((o) => kinds.has(o.op));
      if (replaced.length === 0 || prev.if !== undefined) return false;
      prev.ops = prev.ops.filter((o) => !kinds.has(o.op));
      const otherwise: ResolvedEffectDef = { affects: prev.affects, ops: replaced, if: { not: part.cond } };
      if (prev.duration !== undefined) otherwise.duration = prev.duration;
      if (prev.ops.length === 0) res.effects.pop();
      res.effects.push(otherwise, { ...part.effect, if: part.cond });
      return true;
    }
    case 'many':
      return part.parts.every((p) => addPart(res, p));
    case 'amass':
      if (res.amass !== undefined) return false;
      res.amass = part.amass;
      return true;
    case 'otherwiseDid': {
      // "If you do, … . Otherwise, …" (608.2d): doing the optional action is option 1, not doing it option 2.
      const prev = res.effects?.[res.effects.length - 1];
      if (prev === undefined || res.effects === undefined || prev.if !== undefined) return false;
      prev.if = { option: 1 };
      res.effects.push({ ...part.effect, if: { option: 2 } });
      return true;
    }
    case 'choice':
      return true;
    case 'untap':
      if (res.untap !== undefined) return false;
      res.untap = part.untap;
      if (part.if !== undefined) res.untapIf = part.if;
      return true;
    case 'put': {
      // One object put onto the battlefield per resolution (the Resolution holds one).
      if (res.putOntoBattlefield !== undefined) return false;
      const { onlyIf, ...put } = part.put;
      res.putOntoBattlefield = put;
      if (onlyIf !== undefined) returnOnlyIf.set(res, onlyIf);
      return true;
    }
    case 'putOtherwise': {
      // "Return it … if it's an artifact creature card. Otherwise, return it … and it's a 3/3 Robot …": it is
      // returned either way; what it is depends on the card (608.2c).
      const put = res.putOntoBattlefield;
      const onlyIf = returnOnlyIf.get(res);
      if (put === undefined || onlyIf === undefined || put.ops !== undefined) return false;
      returnOnlyIf.delete(res);
      put.ops = part.ops;
      put.opsIf = { not: onlyIf };
      return true;
    }
    case 'putOps': {
      // 611.2e, 400.7j: what the object just put onto the battlefield is, or gains (one duration for all).
      const put = res.putOntoBattlefield;
      if (put === undefined) return false;
      const d = put.duration ?? 'permanent';
      if (put.ops !== undefined && JSON.stringify(d) !== JSON.stringify(part.duration)) return false;
      put.ops = [...(put.ops ?? []), ...part.ops];
      if (part.duration !== 'permanent') put.duration = part.duration;
      return true;
    }
  }
}

function isEmpty(res: Resolution): boolean {
  return Object.keys(res).length === 0;
}

/** Resolving sentences → Resolution; `undefined` resolution when a continuous sentence was not read. */
/** "where X is …" anywhere, or a sentence "X is …" (107.3a-c: the text defines X itself). */
function definesX(tokens: readonly Token[]): boolean {
  const isX = (t: Token | undefined) => t?.k === 'word' && t.raw === 'X';
  const word = (t: Token | undefined, v: string) => t?.k === 'word' && t.v === v;
  return tokens.some(
    (t, i) =>
      isX(t) &&
      word(tokens[i + 1], 'is') &&
      (word(tokens[i - 1], 'where') || i === 0 || (tokens[i - 1]?.k === 'punct' && (tokens[i - 1] as { v: string }).v === '.')),
  );
}

/**
 * 601.2c: a resolution with what each "target" word of the ability's whole text (its cost and trigger too, as the
 * core counts them) may choose, when the grammar reads at least one of its phrases (grammar/target-phrases.ts);
 * for an ability with no resolution ("Destroy target creature."), one with only the phrases.
 */
function withTargetPhrases(
  res: Resolution | undefined,
  tokens: readonly Token[],
  names: readonly string[],
  selfTypes: readonly string[],
): Resolution | undefined {
  const phrases = targetPhrasesIn(tokens, () => newContext(names, true, selfTypes));
  return phrases.some((p) => p !== null) ? { ...res, targetPhrases: phrases } : res;
}

function compileResolving(
  tokens: readonly Token[],
  names: readonly string[],
  selfTypes: readonly string[],
  it?: Selector,
  triggerNamesObject = false,
): { resolve?: Resolution; sentences: SentenceResult[]; failed: boolean } {
  const ctx = newContext(names, true, selfTypes);
  ctx.it = it;
  if (triggerNamesObject) ctx.triggerNamesObject = true;
  if (definesX(tokens)) {
    ctx.xDefinedByText = true;
    ctx.xValue = textX(tokens, ctx);
  }
  ctx.exilesInAbility = tokens.some((t) => t.k === 'word' && t.v === 'exile');
  const res: Resolution = {};
  const results: SentenceResult[] = [];
  let failed = false;
  for (const s of sentences(tokens)) {
    ctx.itBefore = ctx.it;
    const firstTarget = ctx.targets;
    const part = resolvingSentence(s, ctx);
    // "It's an enchantment" is about the returned object only right after the return (611.2e).
    if (part === undefined || (part.kind !== 'put' && part.kind !== 'putOps' && part.kind !== 'putOtherwise')) ctx.entered = undefined;
    if (part === undefined || !addPart(res, part)) {
      const rep = report(s, false);
      // "The same is true for …" repeats a continuous sentence (same-is-true.ts): unread, the ability is partial.
      if (rep.continuous || isSameIsTrue(s)) failed = true;
      results.push(rep);
      // What "it" means after a sentence the grammar did not read: its last target, if any.
      const n = targetsIn(s);
      // 400.7, 611.2e: after an unread "Return target … card … to the battlefield", "It's a 1/1 Spirit creature" is
      // about the permanent that return would have made; the target (a card left in the graveyard) is not it.
      ctx.it = n > 0 ? (putsOntoBattlefield(s) ? undefined : { target: ctx.targets + n - 1 }) : itAfterUnread(s, ctx);
      recordTargetPhrases(s, ctx, firstTarget);
      ctx.targets += n;
      continue;
    }
    recordTargetPhrases(s, ctx, firstTarget);
    ctx.previous = s;
    const n = ctx.rest === undefined ? 0 : targetsIn(ctx.rest);
    results.push(...withRest(report(s, true), ctx));
    ctx.targets += n;
  }
  // A conditional return without its "Otherwise, …": not read (the condition would be lost).
  if (returnOnlyIf.has(res)) {
    returnOnlyIf.delete(res);
    delete res.putOntoBattlefield;
  }
  if (failed) {
    for (const r of results) {
      if (r.compiled && r.continuous) {
        r.compiled = false;
        r.why = 'another sentence of this ability was not read';
      }
    }
    return { sentences: results, failed };
  }
  return isEmpty(res) ? { sentences: results, failed } : { resolve: res, sentences: results, failed };
}

const MODAL_HEADERS: [RegExp, number, number][] = [
  [/^choose one or both —$/i, 1, 2],
  [/^choose one or more —$/i, 1, 99],
  [/^choose any number —$/i, 0, 99],
  [/^choose one —$/i, 1, 1],
  // Silent Hallcreeper, The Vision: one mode; that it "hasn't been chosen" (this turn) before is the scenario's
  // `modes` to honour (700.2; the engine keeps no history of modes chosen), as a target restriction is (601.2c).
  [/^choose one that hasn['’]t been chosen(?: this turn)? —$/i, 1, 1],
  [/^choose two —$/i, 2, 2],
  // "choose up to one —" (Biblioplex Tomekeeper), "choose up to X, where X is the number of times you chose a mode for
  // that spell —" (Riku), "choose up to that many —": any number of modes up to that one; the bound the text computes
  // is the scenario's \`modes\` to honour (700.2).
  [/^choose up to one —$/i, 0, 1],
  [/^choose up to two —$/i, 0, 2],
  [/^choose up to (?:x, where x is [^—]*|that many) —$/i, 0, 99],
  [/^choose three —$/i, 3, 3],
];

/** 700.2: "Choose one —" and its bullets. */
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

function compileModal(
  body: string,
  names: readonly string[],
  selfTypes: readonly string[],
  trigger?: { it: Selector | undefined; named: boolean },
): { resolve?: Resolution; sentences: SentenceResult[] } | undefined {
  const lines = body.split('\n');
  const header = (lines[0] ?? '').trim();
  const hit = MODAL_HEADERS.find(([re]) => re.test(header));
  if (hit === undefined || lines.length < 2) return undefined;
  const modes: ModeDef[] = [];
  const all: SentenceResult[] = [];
  let failed = false;
  for (const line of lines.slice(1)) {
    const text = line.replace(/^•\s*/, '').trim();
    const tokens = lex(text, names);
    const r = compileResolving(tokens, names, selfTypes, trigger?.it, trigger?.named);
    all.push(...r.sentences);
    if (r.failed) failed = true;
    const mode: ModeDef = { text, resolve: (r.resolve && withTargetPhrases(r.resolve, tokens, names, selfTypes)) ?? {} };
    const t = targetsIn(tokens);
    if (t > 0) mode.targets = t;
    modes.push(mode);
  }
  if (failed || modes.every((m) => isEmpty(m.resolve))) return { sentences: all };
  const modal: ModalDef = { min: hit[1], max: Math.min(hit[2], modes.length), modes };
  return { resolve: { modal }, sentences: all };
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
        const r = compileResolving(effectTokens(derived.kind, all), names, selfTypes);
        const resolve = withTargetPhrases(r.resolve, all, names, selfTypes);
        const ability: AbilityDef = resolve === undefined ? derived : { kind: derived.kind, text, resolve };
        return { ability, sentences: r.sentences };
      }
      const t = triggerAbout(all, names, selfTypes);
      const r = compileResolving(t.effect, names, selfTypes, t.it, t.named);
      const resolve = withTargetPhrases(r.resolve, all, names, selfTypes);
      const ability: AbilityDef = resolve === undefined ? derived : { kind: derived.kind, text, resolve };
      return { ability, sentences: r.sentences };
    }
  }
}
