/**
 * The choices a resolution needs that the scenario gives (608.2c-d, 700.2, 705, 111.1): the object "it" names,
 * the objects chosen, the keyword chosen, what was done "this way", coin flips, the modal "instead", the token
 * ids. Each check returns why the choices don't fit, or null.
 */

import type { Resolution } from '../effects/language/abilities.js';
import type { Filter } from '../effects/language/filters-and-values.js';
import type { Selector } from '../effects/language/selector.js';
import { evalCondition, matchFilter } from '../effects/query.js';
import type { EffectContext } from '../effects/view.js';
import type { GameState } from '../model/state.js';
import { viewOf } from '../pass/candidate.js';
import { evaluateFull } from '../pass/evaluate.js';
import { freshView } from './fresh-view.js';
import type { TokenIds } from './tokens.js';

/**
 * A filter's restriction on the object itself: the parts about how the resolution went (a coin flip, 705; a cost
 * paid) say whether the effect applies, not which object may be chosen ("choose a creature you control … If you
 * lose the flip, that opponent gains control of that creature", Risky Move), so they read as true here.
 */
function aboutTheObject(f: Filter): Filter {
  if ('coinFlips' in f || 'costPaid' in f || 'rolled' in f) return { and: [] };
  if ('not' in f) return 'coinFlips' in f.not || 'costPaid' in f.not || 'rolled' in f.not ? { and: [] } : f;
  if ('and' in f) return { and: f.and.map(aboutTheObject) };
  return f;
}

/** The `where` filters of every "the chosen object" selector of a resolution (Cytoshape's "Choose a nonlegendary creature on the battlefield"). */
function chosenObjectFilters(res: Resolution, kind: 'copyOf' | 'object' = 'copyOf'): Filter[] {
  const out: Filter[] = [];
  const add = (sel: Selector | undefined) => {
    if (sel && 'chosenObject' in sel && sel.chosenObject === kind && sel.where) out.push(aboutTheObject(sel.where));
  };
  for (const e of res.effects ?? []) {
    add(e.affects);
    for (const op of e.ops) if (op.op === 'copy') add(op.of);
  }
  if (kind === 'object') for (const c of res.counters ?? []) add(c.on);
  // "… then create a token that's a copy of that card" (the card picked as it resolves, choices.object).
  if (kind === 'object') for (const t of res.createTokens ?? []) add(t.copyOf);
  for (const m of res.modal?.modes ?? []) out.push(...chosenObjectFilters(m.resolve, kind));
  return out;
}

/** The chosen object matches every filter the text puts on the choice, as the choice is made (not phased out, 702.26b). */
function choiceMismatch(state: GameState, id: string, filters: Filter[], ctx: EffectContext, text: string): string | null {
  if (filters.length === 0) return null;
  const obj = state.objects.find((o) => o.id === id);
  if (!obj) return `the chosen object "${id}" doesn't exist`;
  const view = viewOf(state, evaluateFull(state, { trace: false }).working);
  if (filters.every((f) => matchFilter(view, ctx, obj, f) && !obj.phasedOut)) return null;
  return `"${id}" can't be the object chosen for ${JSON.stringify(text)}: it is not one the text lets you choose${obj.zone === 'battlefield' ? '' : ` (it is in the ${obj.zone})`}`;
}

/** Does any part of the resolution name `{chosenObject: 'object'}` (608.2c: "it" that is neither a target nor the source)? */
export function needsChosenObject(res: Resolution): boolean {
  const named = (sel: Selector | undefined) => sel !== undefined && 'chosenObject' in sel && sel.chosenObject === 'object';
  if ((res.effects ?? []).some((e) => named(e.affects) || e.ops.some((op) => op.op === 'copy' && named(op.of)))) return true;
  if ((res.counters ?? []).some((c) => named(c.on))) return true;
  if (named(res.putOntoBattlefield?.what)) return true;
  if ((res.createTokens ?? []).some((t) => named(t.copyOf))) return true;
  if (readsChosenObject(res)) return true;
  return (res.modal?.modes ?? []).some((m) => needsChosenObject(m.resolve));
}

// `is`: a filter naming the object ("creatures other than SELF and the chosen creature") needs it too.
const SUBJECT_KEYS = new Set(['manaValue', 'power', 'toughness', 'countersOn', 'creatureTypesOf', 'manaSpentToCast', 'is']);

/**
 * Does a number of the resolution read `choices.object` ("where X is that card's mana value",
 * "If five or more mana was spent to cast that spell")? Abilities it grants are read in their own context.
 */
function readsChosenObject(node: unknown): boolean {
  if (Array.isArray(node)) return node.some(readsChosenObject);
  if (node === null || typeof node !== 'object') return false;
  const o = node as Record<string, unknown>;
  if (typeof o.kind === 'string' && typeof o.text === 'string') return false;
  return Object.entries(o).some(([k, v]) => (SUBJECT_KEYS.has(k) && v === 'object') || readsChosenObject(v));
}

/**
 * `choices.object`: the triggering object, or the object chosen as it resolved, that the text
 * calls "it" (608.2c, 400.7j). The text needs one: it must be given and exist. Returns why not, or null.
 */
export function referentProblem(state: GameState, res: Resolution, ctx: EffectContext, text: string): string | null {
  if (!needsChosenObject(res)) return null;
  const id = ctx.choices.object;
  if (id === undefined)
    return `${JSON.stringify(text)} refers to an object that is neither a target nor its source (the triggering object, or the one chosen as it resolved): name it with \`choices.object\``;
  if (!state.objects.some((o) => o.id === id)) return `the object "${id}" named by \`choices.object\` doesn't exist`;
  // "Choose a creature you control.": the choice the text restricts (a triggering object has no filter here).
  return choiceMismatch(state, id, chosenObjectFilters(res, 'object'), ctx, text);
}

/**
 * 608.2c: "They gain haste", "those creatures get -1/-0", "the chosen creatures": the objects `choices.objects`
 * names (the filter `{isChosen: true}`). The text needs them: they must be given and exist. Returns why not, or null.
 */
export function chosenObjectsProblem(state: GameState, res: Resolution, text: string, ctx: EffectContext): string | null {
  if (withKey(res, 'isChosen').length === 0) return null;
  const ids = ctx.choices.objects;
  if (ids === undefined || ids.length === 0)
    return `${JSON.stringify(text)} refers to objects that are neither targets nor its source (those put onto the battlefield, those that attacked, those chosen as it resolved): name them with \`choices.objects\``;
  const missing = ids.find((id) => !state.objects.some((o) => o.id === id));
  return missing === undefined ? null : `the object "${missing}" named by \`choices.objects\` doesn't exist`;
}

/**
 * 700.2-like choices made as a spell or ability resolves: the object named by
 * `choices.copyOf` must be one the text lets the player choose (Cytoshape: a nonlegendary
 * creature on the battlefield, as the choice is made). Returns why not, or null.
 */
export function chosenObjectProblem(state: GameState, res: Resolution, ctx: EffectContext, text: string): string | null {
  const id = ctx.choices.copyOf;
  if (id === undefined) return null;
  return choiceMismatch(state, id, chosenObjectFilters(res), ctx, text);
}

/** The keywords of every "your choice of …" op of the resolution (and of its modes). */
function keywordChoices(res: Resolution): string[][] {
  const out: string[][] = [];
  for (const e of res.effects ?? [])
    for (const op of e.ops)
      if (op.op === 'addAbilities' && op.choose === 'keyword')
        out.push(op.abilities.flatMap((a) => (a.kind === 'keyword' ? [a.keyword] : [])));
  for (const m of res.modal?.modes ?? []) out.push(...keywordChoices(m.resolve));
  return out;
}

/**
 * 608.2d: "gains your choice of banding, flying, first strike, or trample": `choices.keyword` must
 * name one of them (lower case, as the keyword is written). Returns why not, or null.
 */
export function keywordChoiceProblem(res: Resolution, ctx: EffectContext, text: string): string | null {
  for (const options of keywordChoices(res)) {
    const k = ctx.choices.keyword;
    if (k === undefined || !options.includes(k))
      return `${JSON.stringify(text)} says "your choice of ${options.join(', ')}": name the one chosen with \`choices.keyword\` (one of ${options.map((o) => JSON.stringify(o)).join(', ')})${k === undefined ? '' : `, not ${JSON.stringify(k)}`}`;
  }
  return null;
}

/** The objects of the data that have the key, not looking inside them. */
function withKey(node: unknown, key: string, out: Record<string, unknown>[] = []): Record<string, unknown>[] {
  if (node && typeof node === 'object') {
    if (key in node) out.push(node as Record<string, unknown>);
    else for (const v of Object.values(node)) withKey(v, key, out);
  }
  return out;
}

/**
 * Choices for what the engine doesn't perform, given by the scenario: 608.2c "for each card discarded
 * this way" needs `choices.count`; 705 "If you win the flip" / "If both coins come up heads" needs
 * `choices.flips`, one result per coin, won/lost for a called flip (705.2), else heads/tails (705.3).
 * Returns why not and the key, or null.
 */
export function performedProblem(
  res: Resolution,
  ctx: EffectContext,
  text: string,
): [string, 'count' | 'flips' | 'option' | 'rolls'] | null {
  const { count, flips, option, rolls } = ctx.choices;
  // 608.2d: "gets +1/-1 or -1/+1" — the alternative chosen, one of those the text offers.
  const options = withKey(res, 'option').map((c) => c.option as number);
  if (options.length > 0 && (option === undefined || option > Math.max(...options)))
    return [
      `${JSON.stringify(text)} offers ${Math.max(...options)} alternatives: name the one chosen as it resolved with \`choices.option\` (1-based)`,
      'option',
    ];
  if (count === undefined && withKey(res, 'thisWay').length)
    return [`${JSON.stringify(text)} needs \`choices.count\`: how many it acted on "this way"`, 'count'];
  // 706: a die roll's result the text reads ("where X is the result", a die-roll table's lines).
  if (rolls === undefined && (withKey(res, 'rolled').length > 0 || withKey(res, 'rollResult').length > 0))
    return [`${JSON.stringify(text)} needs \`choices.rolls\`: the result of the die rolled as it resolved`, 'rolls'];
  for (const f of withKey(res, 'coinFlips')) {
    const kinds = f.coinFlips === 'won' || f.coinFlips === 'lost' ? ['won', 'lost'] : ['heads', 'tails'];
    if (flips === undefined || flips.length !== f.coins || !flips.every((r) => kinds.includes(r)))
      return [`${JSON.stringify(text)} needs \`choices.flips\`: ${f.coins} of ${kinds.join('/')}`, 'flips'];
  }
  return null;
}

/**
 * 601.2b, 700.2: does the modal's "instead" ("If this spell was cast using teamwork, choose both
 * instead") apply as it is put on the stack? undefined when the resolution has none.
 */
export function modalInsteadHolds(state: GameState, res: Resolution | undefined, ctx: EffectContext): boolean | undefined {
  const i = res?.modal?.instead;
  if (i === undefined) return undefined;
  if (i.paid !== undefined && !(ctx.choices.paid ?? []).includes(i.paid)) return false;
  return i.if === undefined || evalCondition(freshView(state), ctx, i.if);
}

/** 111.1: more ids were given than tokens were created: an error sentence, or null. */
export function unusedTokenIds(tokens: TokenIds, text: string): string | null {
  const { given, used } = tokens;
  if (given.length <= used) return null;
  const made = used === 0 ? '' : ` (${given.slice(0, used).join(', ')})`;
  return `\`tokens\` names ${given.length} token${given.length === 1 ? '' : 's'}, but ${JSON.stringify(text)} created ${used}${made}`;
}
