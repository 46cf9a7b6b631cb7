/**
 * Static-ability sentences (604, 611.3; grammar.md § Statics):
 *   static := [As long as <cond> ,] <subject> <predicates> [as long as <cond> | during your turn]
 *           | You control <attached>                                   control (layer 2)
 *           | You have <player keyword> | You have no maximum hand size | Your maximum hand size is N
 *           | SELF 's power and toughness are each equal to <value>    CDA (604.3, 7a)
 *           | SELF 's power is equal to <value> and its toughness is equal to <value>
 *           | You may have SELF enter as a copy of <objects> [, except …] (707.9, 614.1c)
 *           | As SELF enters, choose a <choice>                        (614.12)
 *           | SELF enters tapped | SELF enters with N <kind> counters on it
 *           | Players can't … | The "legend rule" doesn't apply        rules (613.11)
 */
import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { filterOf } from '../../nouns/phrase.js';
import { abilityList } from '../../predicates/abilities.js';
import { subject } from '../../subjects/subject.js';
import { withoutAbilityWord } from '../../words/ability-words.js';
import { asEnters, othersEnterWithCounters } from './as-enters.js';
import { cda } from './cda.js';
import { conditionList } from './condition-list.js';
import { zonedStatic } from './function-zone.js';
import { general } from './general.js';
import { conditionalHandSize } from './hand-size.js';
import { playerStatic, ruleStatic } from './player-statics.js';
import { pairedStatic } from './soulbond.js';
import type { StaticResult } from './static-result.js';
import { stationSymbol } from './station.js';
import { youAndObjects } from './you-and.js';

function controlStatic(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('you control')) return undefined;
    const subj = subject(c2, ctx);
    if (subj === undefined || !('attached' in subj.selector) || !c2.done) return undefined;
    return { kind: 'effects', effects: [{ affects: subj.selector, ops: [{ op: 'control', player: 'you' }] }] };
  });
}
/** "As long as SELF is on the battlefield, it has all activated abilities of all creature cards in all graveyards." */
function abilitiesOf(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    c2.accept('as long as SELF is on the battlefield ,');
    let affects: Selector | undefined;
    if (c2.acceptAny('SELF has', 'it has') !== undefined) affects = { self: true };
    else {
      // "Creatures you control with +1/+1 counters on them have all activated abilities of …" (Agatha's Soul Cauldron).
      const p = objectPhrase(c2, ctx);
      if (p === undefined || !p.plural || p.zones !== undefined || !c2.accept('have')) return undefined;
      affects = { all: filterOf(p) };
    }
    if (!c2.accept('all')) return undefined;
    const kinds: ('activated' | 'triggered')[] = [];
    if (c2.accept('activated abilities')) kinds.push('activated');
    else if (c2.accept('triggered abilities')) kinds.push('triggered');
    else if (!c2.accept('abilities')) return undefined;
    // "of all creature cards in all graveyards"; "of creatures you control that don't have the same name as SELF" (Marvin);
    // "of the exiled card" (406.6, 607.2a: the card its linked ability exiled, Territory Forge).
    if (!c2.accept('of all') && !c2.accept('of')) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined) return undefined;
    // 605.1a: mana abilities are activated abilities; "except mana abilities" leaves them out (Sharkey).
    const exceptMana = kinds.includes('activated') && c2.accept('except mana abilities');
    if (!c2.done) return undefined;
    const of: Selector = p.zones ? { all: filterOf(p), zones: p.zones } : { all: filterOf(p) };
    const op: Op = {
      op: 'addAbilitiesOf',
      of,
      ...(kinds.length ? { kinds } : {}),
      ...(exceptMana ? { exceptMana: true as const } : {}),
    };
    return { kind: 'effects', effects: [{ affects, ops: [op] }] };
  });
}

function conditionListStatic(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  const effects = conditionList(c, ctx);
  return effects === undefined ? undefined : { kind: 'effects', effects };
}

function pairedStaticRule(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  const effects = pairedStatic(c, ctx);
  return effects === undefined ? undefined : { kind: 'effects', effects };
}

function youAnd(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  const effects = youAndObjects(c, ctx);
  return effects === undefined ? undefined : { kind: 'effects', effects };
}
/** "The same is true for <spells> you control and <cards> you own that aren't on the battlefield." */
function sameIsTrue(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('the same is true for')) return undefined;
    const spell = objectPhrase(c2, ctx);
    if (spell === undefined || !c2.accept('and')) return undefined;
    const card = objectPhrase(c2, ctx);
    if (card === undefined) return undefined;
    if (!c2.accept('that are not on the battlefield') || !c2.done) return undefined;
    return { kind: 'sameIsTrue', spell: filterOf(spell), card: filterOf(card) };
  });
}
/** One sentence of a static ability. */
export function staticSentence(all: readonly Token[], ctx: ParseContext, text: string): StaticResult | undefined {
  // 721.2a: "2+ | Other creatures you control get +1/+1." — as long as it has N or more charge counters (station.ts).
  const station = stationSymbol(all);
  if (station !== undefined) {
    // "12+ | Flying, lifelink": it has those abilities (721.2a).
    const kw = new Cursor(station.rest);
    const granted = abilityList(kw, ctx);
    if (granted !== undefined && kw.done)
      return {
        kind: 'effects',
        effects: [{ affects: { self: true }, ops: [{ op: 'addAbilities', abilities: granted }], condition: station.condition }],
      };
    const r = staticSentence(station.rest, ctx, text);
    if (r === undefined || r.kind !== 'effects' || r.cda) return undefined;
    const effects = r.effects.map((e) => ({
      ...e,
      condition: e.condition === undefined ? station.condition : { and: [station.condition, e.condition] },
    }));
    return { kind: 'effects', effects };
  }
  const c = new Cursor(withoutAbilityWord(all));
  for (const rule of [
    () => playerStatic(c),
    () => controlStatic(c, ctx),
    () => cda(c, ctx),
    () => asEnters(c, ctx, text),
    () => sameIsTrue(c, ctx),
    () => othersEnterWithCounters(c, ctx, text),
    () => abilitiesOf(c, ctx),
    () => youAnd(c, ctx),
    () => zonedStatic(c, ctx),
    () => general(c, ctx),
    () => conditionListStatic(c, ctx),
    () => pairedStaticRule(c, ctx),
    () => ruleStatic(c, text),
    () => conditionalHandSize(c, ctx),
  ]) {
    c.pos = 0;
    ctx.rest = undefined;
    ctx.restRead = undefined;
    const out = rule();
    if (out !== undefined && (out.kind !== 'effects' || c.done)) return out;
  }
  return undefined;
}
