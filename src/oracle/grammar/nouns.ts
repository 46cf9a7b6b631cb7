/**
 * Noun phrases → filters and selectors (grammar.md § Noun phrases):
 *   phrase   := [quantifier] adjective* head tail*
 *   adjective:= other | non<type> | nontoken | colour (or colour)* | tapped | attacking | <Subtype> | <type> | legendary …
 *   head     := creature(s) | land(s) | permanent(s) | <Subtype plural> | token(s) | card(s) | spell(s)
 *   tail     := you control | your opponents control | with <counter> counter(s) on it | with <keyword>
 *               | with power N or greater | of the chosen type | in your graveyard | on the battlefield
 */
import type { Filter, PlayerRef, Selector } from '../../core/effects/types.js';
import type { Zone } from '../../core/model/terms.js';
import type { ParseContext } from './context.js';
import type { Cursor } from './cursor.js';
import { definiteTarget } from './definite-targets.js';
import { exiledWithTail, linkedExiledCards } from './exiled-with.js';
import { andOthers, extraAdjective, extraHead, extraTail, otherThanRelated } from './filters.js';
import { listContinues } from './lists.js';
import { referentPronoun, triggerNamed } from './referents.js';
import { targetAdjectives, targetRestriction } from './target-restrictions.js';
import { CARD_TYPE_WORDS, COLOR_WORDS, keywordAt, numberWord, SUPERTYPE_WORDS, subtypeOf } from './words.js';

export interface ObjectPhrase {
  filters: Filter[];
  plural: boolean;
  zones?: Zone[];
}

function and(filters: Filter[]): Filter {
  return filters.length === 1 ? (filters[0] as Filter) : { and: filters };
}

export function filterOf(p: ObjectPhrase): Filter {
  return and(p.filters);
}

const PERMANENT: Filter = {
  or: ['Artifact', 'Creature', 'Enchantment', 'Land', 'Planeswalker', 'Battle'].map((type) => ({ type })),
};

/** One adjective ("nontoken", "white", "Elf", "artifact" before a head noun). */
function adjective(c: Cursor): Filter | undefined {
  const extra = extraAdjective(c);
  if (extra !== undefined) return extra;
  const w = c.word();
  const t = c.peek();
  if (w === undefined || t?.k !== 'word') return undefined;
  if (w === 'other') {
    c.next();
    return { other: true };
  }
  if (w === 'nontoken') {
    c.next();
    return { token: false };
  }
  if (w === 'tapped' || w === 'untapped') {
    c.next();
    return { tapped: w === 'tapped' };
  }
  // "each equipped attacking creature" (Dáin Ironfoot): an Equipment is attached to it (301.5). A bare
  // "equipped creature" is the source's (subjectPhrase reads it first).
  if (
    w === 'equipped' &&
    (c.word(1) === 'attacking' || c.word(1) === 'blocking' || c.word(1) === 'creature' || c.word(1) === 'creatures')
  ) {
    c.next();
    return { equipped: true };
  }
  if (c.at('attacking or blocking')) {
    c.pos += 3;
    return { or: [{ attacking: true }, { blocking: true }] };
  }
  if (w === 'attacking' || w === 'blocking') {
    c.next();
    return w === 'attacking' ? { attacking: true } : { blocking: true };
  }
  if (w === 'colorless') {
    c.next();
    return { colorless: true };
  }
  if (w === 'multicolored') {
    c.next();
    return { multicolored: true };
  }
  const color = COLOR_WORDS[w];
  if (color !== undefined) {
    c.next();
    const colors: Filter[] = [{ color }];
    while (c.at('or') && COLOR_WORDS[c.word(1) ?? ''] !== undefined) {
      c.next();
      colors.push({ color: COLOR_WORDS[c.word() as string] as NonNullable<(typeof COLOR_WORDS)[string]> });
      c.next();
    }
    return colors.length === 1 ? colors[0] : { or: colors };
  }
  const sup = SUPERTYPE_WORDS[w];
  if (sup !== undefined) {
    c.next();
    return { supertype: sup };
  }
  const non = /^non-?(.+)$/i.exec(t.raw);
  if (non) {
    const rest = non[1] as string;
    const ct = CARD_TYPE_WORDS.get(rest.toLowerCase());
    const st = subtypeOf(rest);
    const col = COLOR_WORDS[rest.toLowerCase()];
    const su = SUPERTYPE_WORDS[rest.toLowerCase()];
    const f: Filter | undefined = ct
      ? { type: ct }
      : st
        ? { subtype: st.subtype }
        : col
          ? { color: col }
          : su
            ? { supertype: su }
            : undefined;
    if (f === undefined) return undefined;
    c.next();
    return { not: f };
  }
  // A card type or subtype used as an adjective: only when a head noun follows.
  const ct = CARD_TYPE_WORDS.get(w);
  if (ct !== undefined && !w.endsWith('s') && isHeadAhead(c, 1)) {
    c.next();
    return { type: ct };
  }
  const st = subtypeOf(t.raw);
  if (st !== undefined && !st.plural && isHeadAhead(c, 1)) {
    c.next();
    return { subtype: st.subtype };
  }
  return undefined;
}

function isHeadAhead(c: Cursor, offset: number): boolean {
  const t = c.peek(offset);
  if (t?.k !== 'word') return false;
  if (CARD_TYPE_WORDS.has(t.v) || HEADS[t.v] !== undefined) return true;
  if (subtypeOf(t.raw) !== undefined) return true;
  if (COLOR_WORDS[t.v] !== undefined || /^non/.test(t.v)) return isHeadAhead(c, offset + 1);
  return false;
}

const HEADS: Record<string, { filter?: Filter; plural: boolean }> = {
  permanent: { filter: PERMANENT, plural: false },
  permanents: { filter: PERMANENT, plural: true },
  token: { filter: { token: true }, plural: false },
  tokens: { filter: { token: true }, plural: true },
  card: { plural: false },
  cards: { plural: true },
  spell: { plural: false },
  spells: { plural: true },
  object: { plural: false },
  objects: { plural: true },
};

/** The head noun ("creatures", "Elves", "permanent", "creature tokens"). */
function head(c: Cursor, out: ObjectPhrase): boolean {
  const t = c.peek();
  if (t?.k !== 'word') return false;
  const ct = CARD_TYPE_WORDS.get(t.v);
  if (ct !== undefined) {
    c.next();
    out.filters.push({ type: ct });
    out.plural = t.v.endsWith('s') || t.v === 'sorceries';
    if (c.at('token') || c.at('tokens')) {
      out.plural = c.word() === 'tokens';
      c.next();
      out.filters.push({ token: true });
    } else if (c.at('card') || c.at('cards') || c.at('spell') || c.at('spells')) {
      out.plural = (c.word() as string).endsWith('s');
      c.next();
    }
    return true;
  }
  const h = HEADS[t.v];
  if (h !== undefined) {
    c.next();
    if (h.filter) out.filters.push(h.filter);
    out.plural = h.plural;
    if ((t.v === 'permanent' || t.v === 'token') && (c.at('card') || c.at('cards') || c.at('spell') || c.at('spells'))) {
      out.plural = (c.word() as string).endsWith('s');
      c.next();
    }
    return true;
  }
  const st = subtypeOf(t.raw);
  if (st !== undefined) {
    c.next();
    out.filters.push({ subtype: st.subtype });
    out.plural = st.plural;
    if (c.at('creatures') || c.at('creature') || c.at('permanents') || c.at('cards') || c.at('card') || c.at('spells')) {
      out.plural = (c.word() as string).endsWith('s');
      const ct2 = CARD_TYPE_WORDS.get(c.word() as string);
      c.next();
      if (ct2) out.filters.push({ type: ct2 });
    }
    if (c.at('tokens') || c.at('token')) {
      out.plural = c.word() === 'tokens';
      c.next();
      out.filters.push({ token: true });
    }
    return true;
  }
  const extra = extraHead(c);
  if (extra !== undefined) {
    out.filters.push(extra.filter);
    out.plural = extra.plural;
    return true;
  }
  return false;
}

/** "you control", "your opponents control", "an opponent controls", "you don't control", "target player controls". */
export function controllerTail(c: Cursor, ctx: ParseContext): Filter | undefined {
  // "Creatures you control but don't own" (Laughing Jasper Flint): controller you, owner another player (108.3).
  if (c.accept("you control but don't own")) return { and: [{ controller: 'you' }, { not: { owner: 'you' } }] };
  if (c.accept('you control')) return { controller: 'you' };
  if (c.accept("you don't control")) return { not: { controller: 'you' } };
  if (c.acceptAny('your opponents control', 'an opponent controls', 'opponents control', 'defending player controls'))
    return { controller: 'opponent' };
  if (c.accept('target player controls') || c.accept('target opponent controls')) {
    ctx.targets++;
    return { controller: { chosen: 'player' } };
  }
  if (c.accept('that player controls')) return { controller: { chosen: 'player' } };
  if (c.accept('you own')) return { owner: 'you' };
  return undefined;
}

/** "N", "N or greater", "N or less" after a characteristic (also threaten.ts). */
export function comparison(c: Cursor): { n: number | { x: true }; cmp: 'gte' | 'lte' | 'eq' } | undefined {
  const t = c.peek();
  const n: number | { x: true } | undefined = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? { x: true } : numberWord(c.word());
  if (n === undefined) return undefined;
  c.next();
  if (c.accept('or greater') || c.accept('or more')) return { n, cmp: 'gte' };
  if (c.accept('or less') || c.accept('or fewer')) return { n, cmp: 'lte' };
  return { n, cmp: 'eq' };
}

/** A counter kind: "+1/+1", "-1/-1", "everything", "ice", "oil" … (then "counter(s)"). */
export function counterKind(c: Cursor): string | undefined {
  const t = c.peek();
  if (t?.k === 'pt') {
    if (c.peek(1)?.k === 'word' && /^counters?$/.test(c.word(1) as string)) {
      c.pos += 2;
      return t.raw.replace('−', '-');
    }
    return undefined;
  }
  if (t?.k === 'word' && /^counters?$/.test(c.word(1) ?? '')) {
    c.pos += 2;
    return t.v;
  }
  return undefined;
}

function withTail(c: Cursor, out: ObjectPhrase): boolean {
  const start = c.pos;
  if (c.accept('without')) {
    const kw = keywordAt(c);
    if (kw === undefined) {
      c.pos = start;
      return false;
    }
    out.filters.push({ not: { hasAbility: kw } });
    return true;
  }
  if (!c.accept('with')) return false;
  // "with a +1/+1 counter on it", "with one or more +1/+1 counters on them"
  const save = c.pos;
  c.acceptAny('a', 'an', 'one or more');
  const kind = counterKind(c);
  if (kind !== undefined && c.acceptAny('on it', 'on them') !== undefined) {
    out.filters.push({ counter: kind });
    return true;
  }
  c.pos = save;
  // "with counters on them", "with a counter on it", "with one or more counters on them" (122.1: any kind)
  c.acceptAny('a', 'one or more');
  if (c.acceptAny('counters on them', 'counter on it', 'counters on it') !== undefined) {
    out.filters.push({ anyCounter: true });
    return true;
  }
  c.pos = save;
  if (c.accept('power')) {
    const cmp = comparison(c);
    if (cmp) {
      out.filters.push({ power: { [cmp.cmp]: cmp.n } });
      return true;
    }
  }
  c.pos = save;
  if (c.accept('toughness')) {
    const cmp = comparison(c);
    if (cmp) {
      out.filters.push({ toughness: { [cmp.cmp]: cmp.n } });
      return true;
    }
  }
  c.pos = save;
  if (c.accept('mana value')) {
    const cmp = comparison(c);
    if (cmp) {
      out.filters.push({ manaValue: { [cmp.cmp]: cmp.n } });
      return true;
    }
  }
  c.pos = save;
  // "with flying", "with first strike"
  const kw = keywordAt(c);
  if (kw !== undefined) {
    out.filters.push({ hasAbility: kw });
    return true;
  }
  c.pos = start;
  return false;
}

function zoneTail(c: Cursor, ctx: ParseContext, out: ObjectPhrase): boolean {
  if (c.accept('on the battlefield')) return true;
  if (exiledWithTail(c, ctx, out)) return true;
  if (c.accept("in your opponents 's graveyards") || c.accept('in your opponents graveyards')) {
    out.zones = ['graveyard'];
    out.filters.push({ owner: 'opponent' });
    return true;
  }
  if (c.acceptAny('in your graveyard', 'in your hand', 'in your library', 'in exile', 'in all graveyards', 'in graveyards') !== undefined) {
    const phrase = c.tokens
      .slice(c.pos - 3, c.pos)
      .map((t) => (t.k === 'word' ? t.v : ''))
      .join(' ');
    const zone: Zone = phrase.includes('hand')
      ? 'hand'
      : phrase.includes('library')
        ? 'library'
        : phrase.includes('exile')
          ? 'exile'
          : 'graveyard';
    out.zones = [zone];
    if (phrase.includes('your')) out.filters.push({ owner: 'you' });
    return true;
  }
  return false;
}

/** An object noun phrase without its quantifier. */
export function objectPhrase(c: Cursor, ctx: ParseContext): ObjectPhrase | undefined {
  return c.attempt((c2) => {
    const linked = linkedExiledCards(c2, ctx);
    if (linked !== undefined) return linked;
    const out: ObjectPhrase = { filters: [], plural: false };
    for (;;) {
      const adj = adjective(c2);
      if (adj === undefined) break;
      out.filters.push(adj);
      c2.accept(',');
    }
    if (!head(c2, out)) return undefined;
    // "artifact or creature", "Wolf or Werewolf", "instant and/or sorcery cards", "artifact, creature, or land"
    let listed = false;
    for (;;) {
      const save = c2.pos;
      // "Birds, Frogs, Otters, and Rats": ", and" closes a list a bare comma opened (subtypeList, filters.ts).
      const joiner = c2.acceptAny(', or', 'or', 'and / or', 'and', ...(listed ? [', and'] : []), ',');
      if (joiner === undefined) break;
      const article = c2.acceptAny('a', 'an') !== undefined;
      const alt: ObjectPhrase = { filters: [], plural: false };
      // "artifact, non-Aura enchantment, or land" (Absorbing Man): an alternative in a comma list has its own
      // adjectives ("and other creatures …" stays a second phrase: Crown of Vigor).
      if (joiner.startsWith(',')) for (let adj = adjective(c2); adj !== undefined; adj = adjective(c2)) alt.filters.push(adj);
      // A bare comma joins heads only inside a list that goes on ("artifact, creature, or land").
      if (!head(c2, alt) || (joiner === ',' && !(c2.at(', or') || c2.at(',') || c2.at('or') || listContinues(c2)))) {
        c2.pos = save;
        break;
      }
      if (joiner === ',') listed = true;
      // "a land creature or a land entered the battlefield …": the second phrase is a clause's subject.
      if (article && c2.at('entered')) {
        c2.pos = save;
        break;
      }
      if (article) {
        // "an artifact creature or a Plan": the article starts a second noun phrase, so the first one's
        // adjectives are not the second's (an artifact creature, or any Plan).
        out.filters = [{ or: [and(out.filters), and(alt.filters)] }];
        out.plural = out.plural || alt.plural;
        continue;
      }
      const prev = out.filters.pop() as Filter;
      out.filters.push({ or: [prev, and(alt.filters)] });
      out.plural = out.plural || alt.plural;
    }
    // "creatures and lands", "artifacts, creatures, or lands" kept to one level
    for (;;) {
      const owner = controllerTail(c2, ctx);
      if (owner !== undefined) {
        out.filters.push(owner);
        continue;
      }
      const extra = extraTail(c2, ctx, (c3) => {
        const p = objectPhrase(c3, ctx);
        return p === undefined ? undefined : filterOf(p);
      });
      if (extra !== undefined) {
        out.filters.push(extra);
        continue;
      }
      // "Creature spells you cast": spells on the stack you control (601.2, 113.1a).
      if (c2.accept('you cast')) {
        if (c2.at('from')) return undefined;
        out.filters.push({ controller: 'you' });
        out.zones = ['stack'];
        continue;
      }
      if (withTail(c2, out)) continue;
      if (zoneTail(c2, ctx, out)) continue;
      // "each creature you control that is a Wolf or a Werewolf", "creatures that are Fungi and / or Saprolings"
      const relative = c2.attempt((c3) => {
        if (c3.acceptAny('that is', 'that are') === undefined) return undefined;
        if (c3.at('the chosen type')) return undefined;
        const alts: Filter[] = [];
        for (;;) {
          c3.acceptAny('a', 'an');
          const alt: ObjectPhrase = { filters: [], plural: false };
          if (!head(c3, alt)) return undefined;
          alts.push(and(alt.filters));
          if (c3.acceptAny('or', 'and / or') === undefined) break;
        }
        return alts.length === 1 ? alts[0] : { or: alts };
      });
      if (relative !== undefined) {
        out.filters.push(relative);
        continue;
      }
      // "creatures other than SELF and the chosen creature" (Zenos yae Galvus): neither the source nor
      // the object chosen as it resolved (choices.object).
      if (ctx.resolving && c2.accept('other than SELF and the chosen creature')) {
        out.filters.push({ other: true }, { not: { is: 'object' } });
        continue;
      }
      if (c2.accept('other than SELF')) {
        out.filters.push({ other: true });
        continue;
      }
      if (c2.accept('of the chosen type')) {
        out.filters.push({ subtype: { chosen: 'creatureType' } });
        continue;
      }
      // 608.2d: "creatures of the creature type of your choice", "… of that type" after "Choose a creature type."
      // — chosen as it resolves (choices.creatureType).
      if (ctx.resolving && (c2.accept('of the creature type of your choice') || (ctx.typeChosen === true && c2.accept('of that type')))) {
        out.filters.push({ subtype: { chosen: 'creatureType' } });
        continue;
      }
      if (c2.accept('of the chosen color')) {
        out.filters.push({ color: { chosen: 'color' } });
        continue;
      }
      if (c2.at('that are') && c2.word(2) === 'the' && c2.word(3) === 'chosen' && c2.word(4) === 'type') {
        c2.pos += 5;
        out.filters.push({ subtype: { chosen: 'creatureType' } });
        continue;
      }
      break;
    }
    out.filters = otherThanRelated(out.filters);
    return out;
  });
}

/** A noun phrase naming the objects or players an effect applies to (611.2c). */
export interface Subject {
  selector: Selector;
  /** Players rather than objects. */
  players?: PlayerRef;
  plural: boolean;
  /** Target count this phrase introduced. */
  targetCount?: number;
}

function targetPhrase(c: Cursor, ctx: ParseContext): Subject | undefined {
  return c.attempt((c2) => {
    let count = 1;
    if (c2.accept('any number of')) count = 99;
    else if (c2.accept('up to that many')) count = 99;
    else if (c2.accept('up to')) {
      const t = c2.peek();
      // "up to X target creatures" (Prismabasher): as many as X, which the scenario's targets say (107.3).
      const n = t?.k === 'num' ? t.n : t?.k === 'word' && t.raw === 'X' ? 99 : numberWord(c2.word());
      if (n === undefined) return undefined;
      c2.next();
      count = n;
    } else {
      const t = c2.peek();
      const n = t?.k === 'num' ? t.n : c2.word() === 'a' || c2.word() === 'an' ? undefined : numberWord(c2.word());
      // "two target creatures", "two other target creatures" (Kitsune, Dragon's Daughter)
      if (n !== undefined && (c2.word(1) === 'target' || (c2.word(1) === 'other' && c2.word(2) === 'target'))) {
        c2.next();
        count = n;
      } else if (n !== undefined && c2.word(1) === 'or' && c2.word(3) === 'target') {
        // "one or two target creatures"
        const m = c2.peek(2)?.k === 'num' ? (c2.peek(2) as { n: number }).n : numberWord(c2.word(2));
        if (m === undefined) return undefined;
        c2.pos += 3;
        count = m;
      }
    }
    // "a second target artifact you control" (Shuri, Wakandan Inventor): the next target.
    c2.acceptAny('another', 'other', 'a second');
    if (!c2.accept('target')) return undefined;
    targetAdjectives(c2);
    const p = objectPhrase(c2, ctx);
    if (p === undefined) return undefined;
    while (targetRestriction(c2, ctx));
    // "target creature on the battlefield or creature card in a graveyard" (Taskmaster, Mercenary Mimic):
    // one target from either zone (115.1); which object is the scenario's to name, as with any target.
    if (p.zones !== undefined || c2.word(-1) === 'battlefield') {
      c2.attempt((c3) => {
        if (!c3.accept('or')) return undefined;
        const alt = objectPhrase(c3, ctx);
        return alt !== undefined && (alt.zones !== undefined || c3.accept('in a graveyard')) ? alt : undefined;
      });
    }
    const index = ctx.targets;
    ctx.targets += count;
    const where = filterOf(p);
    const selector: Selector = count === 1 ? { target: index } : { targets: true };
    if (count === 99) ctx.targets = index + 1;
    return { selector, plural: count > 1, targetCount: count, ...(where ? {} : {}) };
  });
}

/** The subject of an effect sentence. */
export function subject(c: Cursor, ctx: ParseContext): Subject | undefined {
  const s = subjectPhrase(c, ctx);
  ctx.subjectTypes = s === undefined ? [] : knownTypes(s.selector, ctx);
  return s;
}

function subjectPhrase(c: Cursor, ctx: ParseContext): Subject | undefined {
  if (c.accept('SELF')) {
    const joined = andOthers(c, ctx, { self: true }, (c2) => objectPhrase(c2, ctx)?.filters);
    return joined === undefined ? { selector: { self: true }, plural: false } : { selector: joined, plural: true };
  }
  for (const w of ['enchanted', 'equipped', 'fortified']) {
    if (c.at(w)) {
      const save = c.pos;
      c.next();
      const p = objectPhrase(c, ctx);
      // "Equipped creatures you control have haste", "Enchanted creatures you control get +2/+2": every such
      // object (301.5, 303.4), not the one the source is attached to.
      if (p?.plural && w !== 'fortified' && p.zones === undefined) {
        const by: Filter = w === 'equipped' ? { equipped: true } : { attachedBy: { subtype: 'Aura' } };
        return { selector: { all: and([by, ...p.filters]) }, plural: true };
      }
      if (p !== undefined) {
        const joined = andOthers(c, ctx, { attached: true }, (c2) => objectPhrase(c2, ctx)?.filters);
        return joined === undefined ? { selector: { attached: true }, plural: false } : { selector: joined, plural: true };
      }
      c.pos = save;
    }
  }
  // "Whenever equipped creature blocks or becomes blocked by a creature, that creature …" (referents.ts).
  const named = triggerNamed(c, ctx) ?? definiteTarget(c, ctx);
  if (named !== undefined) return named;
  if (c.acceptAny('it', 'he', 'she', 'that creature', 'that permanent', 'that land', 'that token', 'the creature') !== undefined) {
    return ctx.it ? { selector: ctx.it, plural: false } : undefined;
  }
  // "Choose target creature you control and target Equipment. Gain control of that Equipment …" (Stolen Uniform):
  // "that <type or subtype>" names the last target, as "that creature" does (608.2c).
  const named1 = c.peek(1);
  if (
    ctx.it !== undefined &&
    'target' in ctx.it &&
    c.at('that') &&
    named1?.k === 'word' &&
    (subtypeOf(named1.raw)?.plural === false || ['artifact', 'enchantment', 'planeswalker', 'battle'].includes(named1.v))
  ) {
    c.pos += 2;
    return { selector: ctx.it, plural: false };
  }
  // "for each player, choose up to one other target artifact or creature that player controls. … the chosen
  // permanents become …" (Kitesail Larcenist): the targets chosen (115.1).
  if (ctx.it !== undefined && 'target' in ctx.it && c.acceptAny('the chosen permanents', 'the chosen creatures') !== undefined)
    return { selector: { targets: true }, plural: true };
  if (c.acceptAny('they', 'those creatures', 'those permanents', 'those tokens') !== undefined) {
    return ctx.it ? { selector: ctx.it, plural: true } : undefined;
  }
  // "the chosen creature", "the tokens", "that card", "her" (referents.ts).
  const referent = referentPronoun(c, ctx);
  if (referent !== undefined) return referent;
  // Mycosynth Lattice, Painter's Servant: every object in every zone.
  if (c.accept('all cards that are not on the battlefield , spells , and permanents'))
    return { selector: { all: { and: [] }, zones: 'all' }, plural: true };
  const target = targetPhrase(c, ctx);
  if (target !== undefined) {
    const joined = andOthers(c, ctx, target.selector, (c2) => objectPhrase(c2, ctx)?.filters);
    return joined === undefined ? target : { ...target, selector: joined, plural: true };
  }
  if (c.accept('you')) return { selector: { players: 'you' }, players: 'you', plural: false };
  if (c.acceptAny('each player', 'players', 'all players') !== undefined)
    return { selector: { players: 'any' }, players: 'any', plural: true };
  if (c.acceptAny('each opponent', 'your opponents', 'opponents') !== undefined)
    return { selector: { players: 'opponent' }, players: 'opponent', plural: true };
  return c.attempt((c2) => {
    let quantified = false;
    if (c2.acceptAny('all', 'each') !== undefined) quantified = true;
    const first = c2.peek();
    const p = objectPhrase(c2, ctx);
    if (p === undefined) return undefined;
    // "Equipment named … have indestructible": Equipment's plural is Equipment; the verb says which.
    if (first?.k === 'word' && first.raw === 'Equipment' && ['have', 'get', 'are', 'gain'].includes(c2.word() ?? '')) p.plural = true;
    const filters = [p.filters];
    // "All Forests and all Saprolings", "creatures and planeswalkers you control"
    while (c2.at('and') || c2.at('or')) {
      const save = c2.pos;
      c2.next();
      c2.acceptAny('all', 'each');
      const more = objectPhrase(c2, ctx);
      if (more === undefined) {
        c2.pos = save;
        break;
      }
      filters.push(more.filters);
    }
    if (!quantified && !p.plural && filters.length === 1) return undefined;
    const filter: Filter = filters.length === 1 ? and(p.filters) : { or: filters.map(and) };
    const selector: Selector = p.zones ? { all: filter, zones: p.zones } : { all: filter };
    return { selector, plural: true };
  });
}

/** The card types every object the selector picks is known to have. */
export function knownTypes(sel: Selector, ctx: ParseContext): string[] {
  if ('self' in sel) return [...(ctx.selfTypes ?? [])];
  if ('attached' in sel) return [...(ctx.attachedTypes ?? [])];
  const filter = 'all' in sel ? sel.all : 'where' in sel ? sel.where : undefined;
  if (filter === undefined) return [];
  const parts = 'and' in filter ? filter.and : [filter];
  return parts.flatMap((f) => ('type' in f ? [f.type] : []));
}
