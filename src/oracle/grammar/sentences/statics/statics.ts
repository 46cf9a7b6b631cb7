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
import type {
  AbilityDef,
  AsEnters,
  ChoiceKind,
  Condition,
  Filter,
  Op,
  Selector,
  StaticEffectDef,
  Value,
} from '../../core/effects/types.js';
import type { Token } from '../lex.js';
import { conditionList } from './condition-list.js';
import { condition, stateFilter } from './conditions.js';
import type { ParseContext } from './context.js';
import type { EntersCopyCounters } from './copies.js';
import { ifCostPaid } from './costs-paid.js';
import { Cursor } from './cursor.js';
import { attachedObjectCondition } from './filters.js';
import { conditionalHandSize } from './hand-size.js';
import { leadingRestriction } from './leading-rest.js';
import { counterKind, filterOf, objectPhrase, subject } from './nouns.js';
import { maxHandSizeOf, playerKeyword } from './players.js';
import { abilityList, copyExcept, predicates, substituteX, whereX } from './predicates.js';
import { restIsListedOnly } from './rest.js';
import { pairedStatic } from './soulbond.js';
import { stationSymbol } from './station.js';
import { valueExpr } from './values.js';
import { numberWord } from './words.js';
import { youAndObjects } from './you-and.js';

export type StaticResult =
  | { kind: 'effects'; effects: StaticEffectDef[]; cda?: boolean }
  | { kind: 'ability'; ability: AbilityDef }
  /** Modifies the previous sentence's effect ("The same is true for …"). */
  | { kind: 'sameIsTrue'; spell: Filter; card: Filter };

/**
 * "As long as enchanted creature is red," → the attached object's filter, folded into the selector
 * (or a condition on the attached object when the subject is another, filters.ts).
 */
function attachedCondition(c: Cursor): Filter | undefined {
  return attachedObjectCondition(c, stateFilter);
}

function withWhere(sel: Selector, where: Filter): Selector {
  if ('attached' in sel) return { attached: true, where };
  if ('self' in sel) return { self: true, where };
  return sel;
}

function effectBody(c: Cursor, ctx: ParseContext): StaticEffectDef | undefined {
  return c.attempt((c2) => {
    const start = c2.pos;
    const subj = subject(c2, ctx);
    if (subj === undefined || subj.players !== undefined || subj.targetCount !== undefined) return undefined;
    ctx.it = subj.selector;
    let ops = predicates(c2, ctx) ?? leadingRestriction(c2, ctx, start, (c3) => predicates(c3, ctx));
    if (ops === undefined) return undefined;
    const x = whereX(c2, ctx);
    if (x !== undefined) ops = substituteX(ops, x);
    return { affects: subj.selector, ops };
  });
}

function trailingCondition(c: Cursor, ctx: ParseContext): Condition | undefined {
  if (c.accept('during your turn')) return { yourTurn: true };
  if (c.acceptAny("during each opponent's turn", "during an opponent's turn", 'during turns other than yours') !== undefined)
    return { yourTurn: false };
  if (c.accept('as long as')) return condition(c, ctx);
  return undefined;
}

function general(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  let where: Filter | undefined;
  let cond: Condition | undefined;
  if (c.accept('as long as')) {
    where = attachedCondition(c);
    if (where === undefined) {
      // "As long as SELF has three or more +1/+1 counters on it, it has flying": "it" is SELF.
      if (c.peek()?.k === 'self') ctx.it = { self: true };
      cond = condition(c, ctx);
      if (cond === undefined) return undefined;
      if ('source' in cond) ctx.it = { self: true };
      // "As long as there are three or more cards exiled with SELF, it gets +3/+3": the nearest noun, SELF, is "it".
      else if (ctx.it === undefined && c.peek(-1)?.k === 'self') ctx.it = { self: true };
    } else ctx.it = { attached: true };
    if (!c.accept(',')) return undefined;
  } else if (c.accept('during turns other than yours ,')) {
    // "During turns other than yours, this Vehicle is an artifact creature." (Midnight Mangler)
    cond = { yourTurn: false };
  } else if (c.accept('during your turn ,')) {
    cond = { yourTurn: true };
    // "During your turn, as long as SELF is equipped, it has double strike and indestructible."
    if (c.accept('as long as')) {
      if (c.peek()?.k === 'self') ctx.it = { self: true };
      const more = condition(c, ctx);
      if (more === undefined || !c.accept(',')) return undefined;
      if ('source' in more) ctx.it = { self: true };
      cond = { and: [cond, more] };
    }
  }
  const eff = effectBody(c, ctx);
  if (eff === undefined) return undefined;
  // "Threshold — As long as …, SELF gets +1/+0 and can't be blocked": a leading condition covers the effect read;
  // the restriction is listed as its own clause, as without a condition (rest.ts).
  if (!c.done) restIsListedOnly(c, ctx);
  if (!c.done) {
    if (cond !== undefined || where !== undefined) return undefined;
    // "Enchanted creature gets +3/+3 as long as it's a Zombie": "it" is the enchanted creature, not the Aura.
    const aboutAttached = 'attached' in eff.affects && (c.at('as long as it') || c.at('as long as that creature'));
    const t = trailingCondition(c, ctx);
    if (aboutAttached && t !== undefined && 'source' in t && c.done) {
      eff.affects = withWhere(eff.affects, t.source);
      return { kind: 'effects', effects: [eff] };
    }
    if (t === undefined || !c.done) return undefined;
    cond = t;
  }
  // "As long as it's attacking, it gets +1/+0" about the source itself.
  if (cond !== undefined && 'source' in cond && 'self' in eff.affects) {
    eff.affects = withWhere(eff.affects, cond.source);
    cond = undefined;
  }
  if (where !== undefined) {
    // "As long as enchanted land is a basic Mountain, Goblin creatures get +1/+0": not the attached object.
    if ('attached' in eff.affects || 'self' in eff.affects) eff.affects = withWhere(eff.affects, where);
    else cond = { attachedObject: where };
  }
  if (cond !== undefined) eff.condition = cond;
  return { kind: 'effects', effects: [eff] };
}

/** "0 or less life" (104.3b). */
function zeroOrLessLife(c: Cursor): boolean {
  const t = c.peek();
  if (t?.k !== 'num' || t.n !== 0) return false;
  c.next();
  return c.accept('or less life');
}

function playerStatic(c: Cursor): StaticResult | undefined {
  return c.attempt((c2) => {
    if (c2.accept('you have no maximum hand size') && c2.done)
      return { kind: 'effects', effects: [{ affects: { game: true }, ops: [{ op: 'maxHandSize', value: null }] }] };
    c2.pos = 0;
    // "You have no maximum hand size and don't lose the game for having 0 or less life." (Marina Vendrell's
    // Grimoire): the hand size (402.2) and a rule of the game changed for you (613.11, 104.3b).
    if (c2.accept("you have no maximum hand size and don't lose the game for having") && zeroOrLessLife(c2) && c2.done)
      return {
        kind: 'effects',
        effects: [
          { affects: { game: true }, ops: [{ op: 'maxHandSize', value: null }] },
          { affects: { game: true }, ops: [{ op: 'rule', text: "You don't lose the game for having 0 or less life." }] },
        ],
      };
    c2.pos = 0;
    if (c2.accept('your maximum hand size is')) {
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      if (!c2.done) return undefined;
      return { kind: 'effects', effects: [{ affects: { game: true }, ops: [{ op: 'maxHandSize', value: n }] }] };
    }
    c2.pos = 0;
    if (c2.accept('you have')) {
      const name = playerKeyword(c2);
      if (name === undefined || !c2.done) return undefined;
      return { kind: 'effects', effects: [{ affects: { players: 'you' }, ops: [{ op: 'playerAbility', abilities: [name] }] }] };
    }
    c2.pos = 0;
    const hand = maxHandSizeOf(c2);
    return hand === undefined ? undefined : { kind: 'effects', effects: [hand] };
  });
}

function controlStatic(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    if (!c2.accept('you control')) return undefined;
    const subj = subject(c2, ctx);
    if (subj === undefined || !('attached' in subj.selector) || !c2.done) return undefined;
    return { kind: 'effects', effects: [{ affects: subj.selector, ops: [{ op: 'control', player: 'you' }] }] };
  });
}

/** 604.3: "SELF's power and toughness are each equal to …", "SELF's power is equal to … and its toughness is equal to …". */
function cda(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    // 604.3a(4): a P/T ability that applies only during some turns is not a CDA; it is an
    // ordinary static ability with a condition (layer 7b), e.g. Angry Mob.
    let cond: Condition | undefined;
    if (c2.accept('during your turn ,')) cond = { yourTurn: true };
    else if (
      c2.acceptAny('during turns other than yours ,', "during each opponent 's turn ,", "during an opponent 's turn ,") !== undefined
    )
      cond = { yourTurn: false };
    if (!c2.accept("SELF 's")) return undefined;
    let power: Value | undefined;
    let toughness: Value | undefined;
    if (c2.accept('power and toughness are each equal to')) {
      power = valueExpr(c2, ctx);
      toughness = power;
    } else if (c2.accept('power and toughness are each')) {
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      power = n;
      toughness = n;
    } else if (c2.accept('power is equal to')) {
      power = valueExpr(c2, ctx);
      if (power === undefined) return undefined;
      if (c2.accept('and its toughness is equal to') || c2.accept(', and its toughness is equal to')) toughness = valueExpr(c2, ctx, power);
    } else if (c2.accept('toughness is equal to')) {
      toughness = valueExpr(c2, ctx);
    }
    if ((power === undefined && toughness === undefined) || !c2.done) return undefined;
    const op: Op = { op: 'setPT', ...(power === undefined ? {} : { power }), ...(toughness === undefined ? {} : { toughness }) };
    if (cond !== undefined) return { kind: 'effects', effects: [{ affects: { self: true }, ops: [op], condition: cond }] };
    return { kind: 'effects', effects: [{ affects: { self: true }, ops: [op] }], cda: true };
  });
}

const CHOICES: [string, ChoiceKind][] = [
  ['a color', 'color'],
  ['a creature type', 'creatureType'],
  ['a card type', 'cardType'],
  ['a basic land type', 'basicLandType'],
  ['a land type', 'landType'],
  ['a player', 'player'],
  ['an opponent', 'player'],
];

function asEnters(c: Cursor, ctx: ParseContext, text: string): StaticResult | undefined {
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
function othersEnterWithCounters(c: Cursor, ctx: ParseContext, text: string): StaticResult | undefined {
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

/** 613.11: rules of the game changed for players ("Players can't …", "The "legend rule" doesn't apply."). */
function ruleStatic(c: Cursor, text: string): StaticResult | undefined {
  return c.attempt((c2) => {
    const rule: AbilityDef = { kind: 'static', text, effects: [{ affects: { game: true }, ops: [{ op: 'rule', text }] }] };
    if (
      c2.peek()?.k === 'word' &&
      c2.word() === 'the' &&
      c2.peek(1)?.k === 'quote' &&
      c2.at(`the`) &&
      c2.word(2) === "doesn't" &&
      c2.word(3) === 'apply'
    )
      return { kind: 'ability', ability: rule };
    if (c2.acceptAny('players', 'each player', 'your opponents', 'each opponent', 'you') !== undefined) {
      if (c2.acceptAny("can't", "don't") === undefined) return undefined;
      return { kind: 'ability', ability: rule };
    }
    return undefined;
  });
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

/**
 * 207.2c: an ability word ("Threshold —", "Descend 4 —", "Domain —") has no rules meaning. Also
 * drops "Max speed —" and "Level N+" style prefixes of the same form.
 */
export function withoutAbilityWord(tokens: readonly Token[]): readonly Token[] {
  const dash = tokens.findIndex((t) => t.k === 'punct' && t.v === '—');
  if (dash <= 0 || dash > 5) return tokens;
  const first = tokens[0];
  if (first?.k !== 'word' || first.v === 'choose') return tokens;
  // Spree modes "+ {1} — …" (702.172) read like an ability word.
  if (!tokens.slice(0, dash).every((t) => t.k === 'word' || t.k === 'num' || (first.v === '+' && t.k === 'mana'))) return tokens;
  return tokens.slice(dash + 1);
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
