/** How a permanent enters (614.1c, 614.12; grammar.md § Statics: as enters): choices, counters, tapped, as a copy. */
import type { AsEnters } from '../../../../core/effects/language/abilities.js';
import type { Filter, Value } from '../../../../core/effects/language/filters-and-values.js';
import type { ChoiceKind } from '../../../../core/effects/language/references.js';
import { ifCostPaid } from '../../conditions/costs-paid.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { filterOf } from '../../nouns/phrase.js';
import { counterKind } from '../../nouns/tails.js';
import type { EntersCopyCounters } from '../../predicates/copies.js';
import { copyExcept } from '../../predicates/predicates.js';
import { numberWord } from '../../words/words.js';
import type { StaticResult } from './static-result.js';

const CHOICES: [string, ChoiceKind][] = [
  ['a color', 'color'],
  ['a creature type', 'creatureType'],
  ['a card type', 'cardType'],
  ['a basic land type', 'basicLandType'],
  ['a land type', 'landType'],
  ['a player', 'player'],
  ['an opponent', 'player'],
];

export function asEnters(c: Cursor, ctx: ParseContext, text: string): StaticResult | undefined {
  return c.attempt((c2) => {
    if (c2.accept('as SELF enters , choose')) {
      const kinds: ChoiceKind[] = [];
      for (;;) {
        const hit = CHOICES.find(([p]) => c2.accept(p));
        if (hit === undefined) return undefined;
        kinds.push(hit[1]);
        if (!c2.accept('and') && !c2.accept('or')) break;
      }
      if (!c2.done) return undefined;
      return { kind: 'ability', ability: { kind: 'replacement', text, asEnters: { choose: kinds } } };
    }
    c2.pos = 0;
    if (c2.accept('SELF enters tapped') && c2.done)
      return { kind: 'ability', ability: { kind: 'replacement', text, asEnters: { tapped: true } } };
    c2.pos = 0;
    // "If this creature was kicked, it enters with two +1/+1 counters on it" (702.33d, 614.1c).
    let ifPaid = ifCostPaid(c2);
    if (ifPaid === undefined || !c2.accept(', it enters with')) {
      ifPaid = undefined;
      c2.pos = 0;
    }
    if (ifPaid !== undefined || c2.accept('SELF enters with')) {
      const t = c2.peek();
      const n: Value | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      c2.accept('additional');
      const kind = counterKind(c2);
      if (kind === undefined || !c2.accept('on it') || !c2.done) return undefined;
      const asEnters = ifPaid === undefined ? { counters: { [kind]: n } } : { counters: { [kind]: n }, countersIfPaid: ifPaid };
      return { kind: 'ability', ability: { kind: 'replacement', text, asEnters } };
    }
    c2.pos = 0;
    // Echoing Deeps: "You may have this land enter tapped as a copy of …" (614.1c with 614.1d).
    const tapped = c2.at('you may have SELF enter tapped as a copy of');
    if (
      c2.accept('you may have SELF enter as a copy of') ||
      c2.accept('you may have SELF enter the battlefield as a copy of') ||
      c2.accept('you may have SELF enter tapped as a copy of')
    ) {
      c2.acceptAny('any', 'a', 'an');
      const p = objectPhrase(c2, ctx);
      if (p === undefined) return undefined;
      c2.accept('on the battlefield');
      // "any land card in a graveyard" (Echoing Deeps); another zone named in the phrase is not read.
      const fromGraveyard = c2.accept('in a graveyard');
      if (p.zones?.some((z) => z !== 'battlefield')) return undefined;
      const onBattlefield: Filter[] = p.filters.filter((f) => !('owner' in f));
      if (fromGraveyard) onBattlefield.push({ zone: 'graveyard' });
      // Mockingbird: "with mana value less than or equal to the amount of mana spent to cast SELF".
      if (c2.accept('with mana value less than or equal to the amount of mana spent to cast SELF'))
        onBattlefield.push({ manaValue: { lte: { manaSpentToCast: 'source' } } });
      // copies.ts: "except it enters with X additional +1/+1 counters on it" (707.9e-f).
      const counters: EntersCopyCounters = {};
      const except = copyExcept(c2, ctx, counters);
      if (!c2.done) return undefined;
      // 707.2: a permanent, or a card in a graveyard ("any land card in a graveyard"); enter.ts refuses any other zone.
      if (onBattlefield.some((f) => 'zone' in f && f.zone !== 'battlefield' && f.zone !== 'graveyard')) return undefined;
      const copy =
        except === undefined || !Object.keys(except).length
          ? { filter: { and: onBattlefield } }
          : { filter: { and: onBattlefield }, except };
      const entersAs: AsEnters = { copy: { ...copy, ...counters }, ...(tapped ? { tapped: true } : {}) };
      return { kind: 'ability', ability: { kind: 'replacement', text, asEnters: entersAs } };
    }
    return undefined;
  });
}

/** "Each other creature you control of the chosen type enters with an additional +1/+1 counter on it." (614.1c) */
export function othersEnterWithCounters(c: Cursor, ctx: ParseContext, text: string): StaticResult | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('each')) return undefined;
    const p = objectPhrase(c2, ctx);
    if (p === undefined || !c2.accept('enters with')) return undefined;
    const t = c2.peek();
    const n = t?.k === 'num' ? t.n : numberWord(c2.word());
    if (n === undefined) return undefined;
    c2.next();
    c2.accept('additional');
    const kind = counterKind(c2);
    if (kind === undefined || !c2.accept('on it') || !c2.done) return undefined;
    return {
      kind: 'ability',
      ability: { kind: 'replacement', text, othersEnterWithCounters: { filter: filterOf(p), counters: { [kind]: n } } },
    };
  });
}
