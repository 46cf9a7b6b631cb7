import type { AbilityDef, StaticEffectDef } from '../../../core/effects/language/abilities.js';
import type { Zone } from '../../../core/model/terms.js';
import { lex, type Token, tokenText } from '../../lex.js';
import { Cursor, sentences } from '../cursor/cursor.js';
import { stillA } from '../predicates/still-a.js';
import { otherwiseStatic } from '../sentences/statics/otherwise.js';
import { staticSentence } from '../sentences/statics/statics.js';
import { newContext } from './face-context.js';
import type { AbilityResult } from './sentence-results.js';
import { markUnread, quotedUnread, report, type SentenceResult, textOf, withRest } from './sentence-results.js';

const LINGERS = /^if SELF leaves the battlefield , this effect continues until end of turn$/;

/** "It's still a land." after a sentence that sets types: those types become added ones (205.1b). */
function keepsPriorTypes(tokens: readonly Token[], prev: StaticEffectDef | undefined): boolean {
  const c = new Cursor(tokens);
  if (prev === undefined || !(stillA(c, 'sentence') && c.done)) return false;
  const i = prev.ops.findIndex((o) => o.op === 'setTypes');
  const set = prev.ops[i];
  if (set === undefined || set.op !== 'setTypes') return false;
  prev.ops.splice(i, 1, { ...set, op: 'addTypes' });
  return true;
}
export function compileStatic(
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
  let zones: Zone[] | undefined;
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
      results.push(...withRest(report(tokens, true), ctx), ...quotedUnread(ctx, true));
      continue;
    }
    // 205.1b: "Enchanted Mountain is a 7/7 red Giant creature with haste. It's still a land.": the previous
    // sentence's types are added, all prior card types, supertypes and subtypes retained.
    if (keepsPriorTypes(tokens, effects[effects.length - 1])) {
      results.push({ text: textOf(tokens), continuous: true, compiled: true });
      continue;
    }
    const r = staticSentence(tokens, ctx, text);
    if (r === undefined) {
      const rep = report(tokens, false);
      if (rep.continuous) failed = true;
      results.push(rep, ...quotedUnread(ctx, false));
      continue;
    }
    results.push(...withRest(report(tokens, true), ctx), ...quotedUnread(ctx, true));
    if (r.kind === 'effects') {
      // 113.6b: one sentence names the zone the ability functions in; the ability's sentences must agree.
      if (r.zones !== undefined) {
        if (zones !== undefined || effects.length > 0) failed = true;
        zones = r.zones;
      } else if (zones !== undefined) failed = true;
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
        markUnread(s, 'another sentence of this ability was not read');
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
    ...(zones !== undefined
      ? { zones }
      : cda
        ? { cda: true, zones: 'all' as const }
        : grantsItselfFlash(effects)
          ? { zones: 'all' as const }
          : {}),
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
