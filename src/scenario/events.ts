/**
 * Events (scenario-format.md, "Events"): each a mapping with exactly one kind key, checked
 * against the ids known at its point of the list and turned into a Step.
 */

import type { Resolution } from '../core/effects/language/abilities.js';
import { checkModes, targetsProblem, tokenCount, tokenDefsOf, tokenName } from '../core/index.js';
import type { Zone } from '../core/model/terms.js';
import type { LoadContext } from './context.js';
import { EVENT_KINDS, EVENT_SCHEMAS, type EventKind } from './event-schema.js';
import { readExpectation } from './expectations.js';
import { cardName, checkChoices, objectSubLocs, readCard, readObject } from './objects.js';
import type { PathSeg } from './problems.js';
import { closest, didYouMean } from './suggest.js';
import type { ActivateSpec, CastSpec, MergeSpec, StatusAction, Step, SubLocs } from './types.js';

const STATUS: readonly StatusAction[] = ['tap', 'untap', 'turnFaceUp', 'turnFaceDown', 'transform', 'phaseOut', 'phaseIn'];
const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Which kind an event is, or undefined (reported) when it has none or several. */
function kindOf(ctx: LoadContext, raw: unknown, path: readonly PathSeg[]): EventKind | undefined {
  if (!isMapping(raw)) {
    const isKind = typeof raw === 'string' && (EVENT_KINDS as string[]).includes(raw);
    const hint = isKind ? ` (write \`${raw}: ${raw === 'endTurn' ? 'true' : '...'}\`)` : '';
    ctx.report(path, `expected an event: a mapping with one of the keys ${EVENT_KINDS.join(', ')}${hint}`);
    return undefined;
  }
  const keys = Object.keys(raw);
  const kinds = keys.filter((k): k is EventKind => (EVENT_KINDS as string[]).includes(k));
  if (kinds.length > 1) {
    ctx.report(
      [...path, kinds[1] as string],
      `an event has exactly one kind, this one has ${kinds.join(' and ')} (split it into several events)`,
      'key',
    );
    return undefined;
  }
  if (kinds.length === 0) {
    const key = keys[0];
    if (key === undefined) ctx.report(path, `empty event: expected one of ${EVENT_KINDS.join(', ')}`);
    else
      ctx.report(
        [...path, key],
        `unknown event kind ${JSON.stringify(key)}${didYouMean(closest(key, EVENT_KINDS, 2)) || ` (expected one of: ${EVENT_KINDS.join(', ')})`}`,
        'key',
      );
    return undefined;
  }
  return kinds[0];
}

export interface EventReader {
  steps: Step[];
  checkpoints: number;
}

/** Reads one event at `path` and appends its step(s). */
export function readEvent(ctx: LoadContext, raw: unknown, path: readonly PathSeg[], out: EventReader): void {
  const kind = kindOf(ctx, raw, path);
  if (kind === undefined) return;
  const loc = ctx.loc(path);
  if (kind === 'enter' || kind === 'cast' || kind === 'expect') {
    if (kind === 'enter') readEnter(ctx, (raw as { enter: unknown }).enter, [...path, 'enter'], out);
    else if (kind === 'cast') readCast(ctx, raw as Record<string, unknown>, path, out);
    else readExpect(ctx, raw as Record<string, unknown>, path, out);
    return;
  }
  const ev = ctx.parse(EVENT_SCHEMAS[kind] as never, raw, path) as Record<string, unknown> | undefined;
  if (ev === undefined) {
    if (kind === 'endTurn') ctx.nextTurn();
    return;
  }
  switch (kind) {
    case 'activate':
    case 'trigger': {
      const ref = ev[kind] as { object: string; ability: number | string };
      ctx.refId(ref.object, [...path, kind, 'object']);
      // An ability named by its text is looked up when the event is replayed, among the object's abilities then.
      const spec: ActivateSpec = { object: ref.object, ability: ref.ability };
      addTargetsChoicesX(ctx, ev, path, spec);
      if (typeof ev.controller === 'string' && ctx.refPlayer(ev.controller, [...path, 'controller'])) spec.controller = ev.controller;
      if (kind === 'trigger') spec.trigger = true;
      if (ev.stack === true) {
        const given = typeof ev.id === 'string' ? ev.id : undefined;
        let id = given ?? `${ref.object}-ability`;
        for (let n = 2; given === undefined && ctx.stackIds.has(id); n++) id = `${ref.object}-ability-${n}`;
        if (ctx.stackIds.has(id)) ctx.report([...path, 'id'], `"${id}" already names a spell or ability put on the stack`);
        ctx.stackIds.add(id);
        spec.stack = id;
      } else if (ev.id !== undefined) ctx.report([...path, 'id'], '`id` names an ability put on the stack: add `stack: true`');
      // The printed ability (the one N names unless abilities were granted or removed) tells the tokens' default ids.
      const abilities = ctx.cardsById.get(ref.object)?.abilities ?? [];
      const printed = typeof ref.ability === 'string' ? abilities.find((a) => a.text === ref.ability) : abilities[ref.ability - 1];
      const res = printed && (printed.kind === 'activated' || printed.kind === 'triggered') ? printed.resolve : undefined;
      readModesAndTokens(ctx, ev, path, spec, res ? [res] : [], undefined);
      declareEmblems(ctx, res, ref.object, path);
      const at = typeof ref.ability === 'string' ? ctx.loc([...path, kind, 'ability']) : loc;
      out.steps.push({ kind: 'activate', loc: at, spec, sub: eventSubLocs(ctx, ev, path) });
      return;
    }
    case 'counters':
      for (const [id, counters] of Object.entries(ev.counters as Record<string, Record<string, number>>)) {
        ctx.refId(id, [...path, 'counters', id], 'key');
        out.steps.push({ kind: 'counters', loc: ctx.loc([...path, 'counters', id], 'key'), object: id, counters });
      }
      return;
    case 'attach': {
      const { object, to } = ev.attach as { object: string; to: string };
      ctx.refId(object, [...path, 'attach', 'object']);
      // 303.4: an Aura with enchant player may be attached to a player.
      if (!ctx.players.includes(to)) ctx.refId(to, [...path, 'attach', 'to']);
      if (object === to) ctx.report([...path, 'attach', 'to'], 'an object cannot be attached to itself');
      out.steps.push({ kind: 'attach', loc, object, to });
      return;
    }
    case 'move': {
      const { object, to, controller } = ev.move as { object: string; to: Zone; controller?: string };
      ctx.refId(object, [...path, 'move', 'object']);
      if (controller === undefined) {
        out.steps.push({ kind: 'move', loc, object, zone: to });
        return;
      }
      ctx.refPlayer(controller, [...path, 'move', 'controller']);
      if (to !== 'battlefield')
        ctx.report([...path, 'move', 'controller'], `\`controller\` is who puts the object onto the battlefield; this one goes to ${to}`);
      out.steps.push({ kind: 'move', loc, object, zone: to, controller });
      return;
    }
    case 'gainControl': {
      const { object, player } = ev.gainControl as { object: string; player: string };
      ctx.refId(object, [...path, 'gainControl', 'object']);
      ctx.refPlayer(player, [...path, 'gainControl', 'player']);
      out.steps.push({ kind: 'gainControl', loc, object, player });
      return;
    }
    case 'mutate': {
      const m = ev.mutate as { card: unknown; onto: string; under?: boolean; token?: boolean };
      ctx.refId(m.onto, [...path, 'mutate', 'onto']);
      const card = readCard(ctx, m.card, [...path, 'mutate', 'card']);
      if (card === undefined) return;
      const spec: MergeSpec = { card, onto: m.onto };
      if (m.under !== undefined) spec.under = m.under;
      if (m.token !== undefined) spec.token = m.token;
      out.steps.push({ kind: 'mutate', loc, spec });
      return;
    }
    case 'endTurn':
      ctx.nextTurn();
      out.steps.push({ kind: 'endTurn', loc });
      return;
    case 'life':
      for (const [player, amount] of Object.entries(ev.life as Record<string, number>)) {
        ctx.refPlayer(player, [...path, 'life', player], 'key');
        out.steps.push({ kind: 'life', loc: ctx.loc([...path, 'life', player], 'key'), player, amount });
      }
      return;
    case 'attack':
    case 'block': {
      const value = ev[kind] as string | string[];
      const list = Array.isArray(value) ? value : [value];
      const sub: SubLocs = {};
      list.forEach((id, i) => {
        const at = Array.isArray(value) ? [...path, kind, i] : [...path, kind];
        ctx.refId(id, at);
        sub[`[${i}]`] = ctx.loc(at);
      });
      // Extensions (docs/scenario-and-cli.md): whom the attackers attack, which attacker the blockers block.
      const rel: { defending?: string; blocks?: string } = {};
      const relKey = kind === 'attack' ? 'defending' : 'blocks';
      const relValue = ev[relKey];
      if (typeof relValue === 'string') {
        sub[relKey] = ctx.loc([...path, relKey]);
        ctx.refId(relValue, [...path, relKey], 'value', kind === 'attack');
        rel[relKey] = relValue;
      }
      out.steps.push({ kind: 'combat', role: kind, loc, objects: list, sub, ...rel });
      return;
    }
    case 'endCombat':
      out.steps.push({ kind: 'endCombat', loc });
      return;
    case 'unlock':
    case 'lock': {
      const { object, door } = ev[kind] as { object: string; door: string };
      ctx.refId(object, [...path, kind, 'object']);
      const sub = { object: ctx.loc([...path, kind, 'object']), door: ctx.loc([...path, kind, 'door']) };
      out.steps.push({ kind: 'door', loc, object, door, ...(kind === 'lock' ? { lock: true } : {}), sub });
      return;
    }
    case 'dayNight':
      out.steps.push({ kind: 'dayNight', loc, which: ev.dayNight as 'day' | 'night' });
      return;
    case 'resolve': {
      const which = ev.resolve as true | string;
      if (which === true) {
        out.steps.push({ kind: 'resolve', loc });
        return;
      }
      if (!ctx.stackIds.has(which))
        ctx.report([...path, 'resolve'], `nothing named "${which}" was put on the stack (\`stack: true\` on a cast, activate or trigger)`);
      out.steps.push({ kind: 'resolve', loc, id: which });
      return;
    }
    default: {
      const action = STATUS.find((s) => s === kind);
      if (action === undefined) return;
      const object = ev[action] as string;
      ctx.refId(object, [...path, action]);
      out.steps.push({ kind: 'status', action, loc, object });
    }
  }
}

function addTargetsChoicesX(ctx: LoadContext, ev: Record<string, unknown>, path: readonly PathSeg[], spec: ActivateSpec | CastSpec): void {
  const targets = ev.targets as string[] | undefined;
  if (targets !== undefined) {
    targets.forEach((t, i) => {
      ctx.refId(t, [...path, 'targets', i], 'value', true);
    });
    spec.targets = targets;
  }
  const choices = checkChoices(ctx, ev.choices as never, [...path, 'choices']);
  if (choices !== undefined) spec.choices = choices;
  if (typeof ev.x === 'number') spec.x = ev.x;
}

/** Places of `modes`, `targets` and `tokens` items and of `choices` and each of its keys, for errors the core finds as the event resolves. */
function eventSubLocs(ctx: LoadContext, ev: Record<string, unknown>, path: readonly PathSeg[]): SubLocs {
  const sub: SubLocs = {};
  for (const key of ['modes', 'targets', 'tokens']) {
    const list = ev[key];
    if (!Array.isArray(list)) continue;
    sub[key] = ctx.loc([...path, key]);
    list.forEach((_, i) => {
      sub[`${key}[${i}]`] = ctx.loc([...path, key, i]);
    });
  }
  const choices = ev.choices;
  if (choices !== null && typeof choices === 'object') {
    // A choice the core finds missing (`choices.count`) is located at `choices`; a wrong one at its key.
    sub.choices = ctx.loc([...path, 'choices']);
    for (const key of Object.keys(choices)) sub[`choices.${key}`] = ctx.loc([...path, 'choices', key]);
  }
  return sub;
}

/**
 * `modes` (700.2) and `tokens` (111.1). Where the resolving ability is known now (a cast
 * spell's card; an activated or triggered ability's printed text), the modes are checked
 * here; the core checks them again as it resolves. Token ids are declared here so that
 * later events and expectations can name them: those given, or the default id of each
 * token's name (111.4) when the number of tokens is known from the text.
 */
function readModesAndTokens(
  ctx: LoadContext,
  ev: Record<string, unknown>,
  path: readonly PathSeg[],
  spec: ActivateSpec | CastSpec,
  resolutions: readonly Resolution[],
  what: string | undefined,
): void {
  const modes = ev.modes as number[] | undefined;
  if (modes !== undefined) spec.modes = modes;
  if (what !== undefined) {
    const modal = resolutions.find((r) => r.modal !== undefined);
    const problem = checkModes(modal?.modal, modes, what);
    if (problem) ctx.report([...path, ...problem.at], problem.message);
    else if (modal?.modal && modes) {
      const t = targetsProblem(modal.modal, modes, (ev.targets as string[] | undefined)?.length ?? 0, what);
      if (t) ctx.report([...path, ...t.at], t.message);
    }
  }
  const given = ev.tokens as string[] | undefined;
  if (given !== undefined) {
    given.forEach((id, i) => {
      ctx.declare(id, id, [...path, 'tokens', i], false);
    });
    spec.tokens = given;
    return;
  }
  const defs = resolutions.flatMap((r) => tokenDefsOf(r, r.modal ? modes : undefined));
  const tokenCtx = { source: null, you: '', choices: spec.choices ?? {}, targets: [], x: spec.x ?? spec.choices?.x };
  const ids: string[] = [];
  for (const def of defs) {
    const n = tokenCount(null, tokenCtx, def);
    // A copy is named as what it copies, a number may depend on the position: both are known
    // only as it resolves. The ids before it are passed on; give the others with `tokens`.
    const name = def.copyOf === undefined ? tokenName(def) : undefined;
    if (n === undefined || name === undefined) break;
    for (let i = 0; i < n; i++) {
      const id = ctx.ids.fresh(name);
      ctx.declare(id, name, [...path], false);
      ids.push(id);
    }
  }
  if (ids.length > 0) spec.tokens = ids;
}

/** 114.1: the ids of the emblems the ability creates (`<object>-emblem`, emblems.ts), so that later events can name them. */
function declareEmblems(ctx: LoadContext, res: Resolution | undefined, object: string, path: readonly PathSeg[]): void {
  for (const _ of res?.emblems ?? []) {
    const id = ctx.ids.fresh(`${object} emblem`);
    ctx.declare(id, `${object} emblem`, [...path], false);
  }
}

/** `expect:` — read key by key, so that every problem in it is found. */
function readExpect(ctx: LoadContext, raw: Record<string, unknown>, path: readonly PathSeg[], out: EventReader): void {
  for (const key of Object.keys(raw)) {
    if (key !== 'expect') ctx.report([...path, key], `unknown key ${JSON.stringify(key)}: an \`expect\` event has no other keys`, 'key');
  }
  out.checkpoints += 1;
  out.steps.push({
    kind: 'expect',
    loc: ctx.loc(path),
    index: out.checkpoints,
    checks: readExpectation(ctx, raw.expect, [...path, 'expect']),
  });
}

/** `enter: OBJECT` or `enter: [OBJECT, ...]` (a list enters simultaneously, 613.7m). */
function readEnter(ctx: LoadContext, value: unknown, path: readonly PathSeg[], out: EventReader): void {
  const items = Array.isArray(value) ? value.map((v, i) => ({ v, p: [...path, i] })) : [{ v: value, p: [...path] }];
  if (items.length === 0) {
    ctx.report(path, 'expected an object or a non-empty list of objects');
    return;
  }
  const read = items.map(({ v, p }) => readObject(ctx, v, p));
  for (const r of read) r.checkRefs();
  const specs = read.flatMap((r) => (r.spec === undefined ? [] : [r.spec]));
  const sub: SubLocs = {};
  items.forEach(({ v, p }, i) => {
    Object.assign(sub, objectSubLocs(ctx, p, i, v));
  });
  if (specs.length === read.length) out.steps.push({ kind: 'enter', loc: ctx.loc(path.slice(0, -1)), specs, sub });
}

/** `cast: CARD` resolves now; the card goes to the graveyard under `id`. */
function readCast(ctx: LoadContext, raw: Record<string, unknown>, path: readonly PathSeg[], out: EventReader): void {
  const ev = ctx.parse(EVENT_SCHEMAS.cast, raw, path);
  const name = cardName(raw.cast);
  const explicitId = typeof raw.id === 'string' && raw.id !== '' ? raw.id : undefined;
  const card = ev === undefined ? undefined : readCard(ctx, ev.cast, [...path, 'cast']);
  if (ev !== undefined) {
    if (ev.controller !== undefined) ctx.refPlayer(ev.controller, [...path, 'controller']);
  }
  const spec: CastSpec | undefined =
    ev === undefined || card === undefined ? undefined : { id: '', card, controller: ev.controller ?? ctx.activePlayer };
  if (ev !== undefined) addTargetsChoicesX(ctx, ev as Record<string, unknown>, path, spec ?? ({} as CastSpec));
  if (ev !== undefined && card !== undefined) {
    const resolutions = card.abilities.flatMap((a) => (a.kind === 'spell' && a.resolve ? [a.resolve] : []));
    readModesAndTokens(ctx, ev as Record<string, unknown>, path, spec ?? ({} as CastSpec), resolutions, JSON.stringify(card.name));
  }
  // The id is the card's in the graveyard after it resolves: declared after its targets are checked.
  const id = explicitId ?? ctx.ids.fresh(name);
  ctx.declare(id, name, path, explicitId !== undefined);
  if (ev?.stack === true) {
    ctx.stackIds.add(id);
    if (spec !== undefined) spec.stack = true;
  }
  if (card !== undefined) ctx.cardsById.set(id, card);
  if (spec !== undefined) out.steps.push({ kind: 'cast', loc: ctx.loc(path), spec: { ...spec, id }, sub: eventSubLocs(ctx, raw, path) });
}
