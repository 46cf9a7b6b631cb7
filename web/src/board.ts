/**
 * Building a position by clicking: each action edits the YAML text (through the yaml
 * library's document model, so comments and layout elsewhere are kept), and the editor,
 * the board and the answer follow from the text. Key names are docs/scenario-format.md's.
 */
import { isMap, isScalar, isSeq, parseDocument, type YAMLMap } from 'yaml';
import type { Scenario, Step } from '../../src/scenario/index.js';

type Doc = ReturnType<typeof parseDocument>;
/** A place in the document: ['battlefield', 2] or ['events', 4, 'enter', 1]. */
export type EntryPath = (string | number)[];

function parse(text: string): Doc {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(doc.errors[0]?.message ?? 'YAML syntax error');
  if (text.trim() === '' || doc.contents === null) return parseDocument('{}');
  if (!isMap(doc.contents)) throw new Error('a scenario is a mapping (title, battlefield, events, ...)');
  return doc;
}

/** How a card enters, beyond its name (the object keys of the format). */
export interface EntryOptions {
  zone?: string;
  faceDown?: boolean;
  transformed?: boolean;
  face?: 'back';
  attachedTo?: string;
  choices?: Record<string, unknown>;
}

/** Adds a card to the end of `battlefield` (the leading enter events), under `player` when not the active player. */
export function addToBattlefield(text: string, card: string, player: string, activePlayer: string, options: EntryOptions = {}): string {
  const doc = parse(text);
  const entry = entryNode(doc, card, player, activePlayer, options);
  if (!doc.has('battlefield')) {
    // `battlefield` comes before `events` (it is the leading enter events).
    const map = doc.contents as YAMLMap;
    const at = map.items.findIndex((p) => isScalar(p.key) && p.key.value === 'events');
    const pair = doc.createPair('battlefield', doc.createNode([entry]));
    if (at < 0) map.items.push(pair);
    else map.items.splice(at, 0, pair);
  } else doc.addIn(['battlefield'], entry);
  return show(doc);
}

function entryNode(doc: Doc, card: string, player: string, activePlayer: string, o: EntryOptions) {
  const m: Record<string, unknown> = { card };
  if (player !== activePlayer) m.controller = player;
  if (o.zone !== undefined && o.zone !== 'battlefield') m.zone = o.zone;
  if (o.faceDown) m.faceDown = true;
  if (o.transformed) m.transformed = true;
  if (o.face) m.face = o.face;
  if (o.attachedTo) m.attachedTo = o.attachedTo;
  if (o.choices && Object.keys(o.choices).length > 0) m.choices = o.choices;
  return Object.keys(m).length === 1 ? card : doc.createNode(m, { flow: true });
}

/** Adds an `enter` event at the end of `events`: the card enters now (after what happened before). */
export function enterEvent(text: string, card: string, player: string, activePlayer: string, options: EntryOptions = {}): string {
  const doc = parse(text);
  return pushEvent(doc, doc.createNode({ enter: entryNode(doc, card, player, activePlayer, options) }));
}

/** Appends an event: a block mapping (`- cast: X` / `  targets: [a]`) whose values are flow collections. */
function pushEvent(doc: Doc, node: unknown): string {
  if (isMap(node)) for (const p of node.items) if (isMap(p.value) || isSeq(p.value)) p.value.flow = true;
  if (!doc.has('events')) doc.set('events', doc.createNode([node]));
  else doc.addIn(['events'], node);
  return show(doc);
}

/** No folding of long lines (an ability's text stays on its line). */
const show = (doc: Doc) => doc.toString({ lineWidth: 0 });

/** Appends any event (a mapping of one event kind, as the format writes it). */
export function addEvent(text: string, event: Record<string, unknown>): string {
  const doc = parse(text);
  return pushEvent(doc, doc.createNode(event));
}

/** What a spell or an ability is cast or activated with: `modes` (700.2), `targets`, `choices`, `x` (611.2b). */
export interface Resolving {
  modes?: readonly number[];
  choices?: Record<string, unknown>;
}

/** `modes`, `targets`, `choices` and `x` of a cast or activate event; an `x` typed among the choices is the event's own `x`. */
function resolving(event: Record<string, unknown>, targets: readonly string[], r: Resolving): Record<string, unknown> {
  const { x, ...choices } = r.choices ?? {};
  if (r.modes && r.modes.length > 0) event.modes = [...r.modes];
  if (targets.length > 0) event.targets = [...targets];
  if (Object.keys(choices).length > 0) event.choices = choices;
  if (typeof x === 'number') event.x = x;
  return event;
}

/** Adds a `cast` event (a spell resolving now) with its targets. */
export function castSpell(
  text: string,
  card: string,
  targets: readonly string[],
  controller: string | null,
  choices?: Record<string, unknown>,
  modes?: readonly number[],
): string {
  const event = resolving({ cast: card }, targets, { ...(choices ? { choices } : {}), ...(modes ? { modes } : {}) });
  if (controller !== null) event.controller = controller;
  return addEvent(text, event);
}

/** Adds an `activate` event: the object's ability (named by its text) resolves now. */
export function activateAbility(
  text: string,
  object: string,
  ability: string,
  targets: readonly string[],
  choices?: Record<string, unknown>,
  modes?: readonly number[],
): string {
  return addEvent(
    text,
    resolving({ activate: { object, ability } }, targets, { ...(choices ? { choices } : {}), ...(modes ? { modes } : {}) }),
  );
}

const TOP = /^(battlefield|events)\[(\d+)\]/;

/** The index in `battlefield` of the entry that introduced each id. */
export function battlefieldIds(scenario: Scenario): Map<string, number> {
  const out = new Map<string, number>();
  for (const [id, path] of entryPaths(scenario)) if (path[0] === 'battlefield') out.set(id, path[1] as number);
  return out;
}

/** Where in the document each object id was introduced by `battlefield` or an `enter` event. */
export function entryPaths(scenario: Scenario): Map<string, EntryPath> {
  const out = new Map<string, EntryPath>();
  for (const step of scenario.steps) {
    if (step.kind !== 'enter') continue;
    const m = TOP.exec(step.loc.path);
    if (!m) continue;
    const base: EntryPath = [m[1] as string, Number(m[2])];
    step.specs.forEach((spec, i) => {
      if (spec.id === undefined || out.has(spec.id)) return;
      out.set(spec.id, base[0] === 'battlefield' ? base : [...base, 'enter', i]);
    });
  }
  return out;
}

/**
 * Changes keys of the object entry at `path`: a value sets the key, `undefined` deletes it;
 * `counters` sets each kind given (0 removes that kind).
 */
export function editEntry(text: string, path: EntryPath, patch: Record<string, unknown>, counters: Record<string, number> = {}): string {
  const doc = parse(text);
  path = resolve(doc, path);
  let entry = doc.getIn(path, true);
  if (isScalar(entry)) {
    const card = doc.createNode({ card: entry.value }, { flow: true });
    // The comments written on the card's line stay with it.
    card.comment = entry.comment ?? null;
    card.commentBefore = entry.commentBefore ?? null;
    entry = card;
    doc.setIn(path, entry);
  }
  if (!isMap(entry)) return text;
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined || v === false) entry.delete(k);
    else entry.set(k, isPlain(v) ? doc.createNode(v, { flow: true }) : v);
  }
  if (Object.keys(counters).length > 0) {
    const found: unknown = entry.get('counters', true);
    let map = isMap(found) ? found : null;
    for (const [kind, n] of Object.entries(counters)) {
      if (n !== 0) {
        if (map === null) {
          map = doc.createNode({}, { flow: true }) as YAMLMap;
          entry.set('counters', map);
        }
        map.set(kind, n);
      } else map?.delete(kind);
    }
    if (map !== null && map.items.length === 0) entry.delete('counters');
  }
  return show(doc);
}

/** `[events, 3, enter, 0]` names `enter: A` itself when the event is not a list. */
function resolve(doc: Doc, path: EntryPath): EntryPath {
  const at = path.indexOf('enter');
  if (at < 0 || at === path.length - 1 || isSeq(doc.getIn(path.slice(0, at + 1), true))) return path;
  return path.slice(0, at + 1);
}

const isPlain = (v: unknown) => typeof v === 'object' && v !== null;

/** Sets `tapped`, the `+1/+1` counters and the controller of the `battlefield` entry at `index`. */
export function setEntry(
  text: string,
  index: number,
  change: { tapped: boolean; plusOne: number; controller: string; activePlayer: string },
): string {
  return editEntry(
    text,
    ['battlefield', index],
    { tapped: change.tapped, controller: change.controller === change.activePlayer ? undefined : change.controller },
    { '+1/+1': Math.max(0, change.plusOne) },
  );
}

/**
 * Removes the entry at `path` (a `battlefield` entry, an `enter` event or one object of
 * an `enter` list, or any event); an emptied list goes with it.
 */
export function removeAt(text: string, path: EntryPath): string {
  const doc = parse(text);
  path = resolve(doc, path);
  doc.deleteIn(path);
  for (let n = path.length - 1; n >= 1; n--) {
    const parent = doc.getIn(path.slice(0, n), true);
    const empty = (isSeq(parent) && parent.items.length === 0) || (path[n] === 'enter' && !doc.hasIn(path.slice(0, n + 1)));
    if (!empty) break;
    doc.deleteIn(path.slice(0, n));
  }
  return show(doc);
}

/** Moves item `index` of the `battlefield` or `events` list by `delta` places (its comments go with it). */
export function moveItem(text: string, list: 'battlefield' | 'events', index: number, delta: number): string {
  const doc = parse(text);
  const seq = doc.get(list, true);
  if (!isSeq(seq)) return text;
  const to = index + delta;
  if (index < 0 || to < 0 || index >= seq.items.length || to >= seq.items.length) return text;
  // A comment above the first item is read as the list's: it belongs to that item, and moves with it.
  const first = seq.items[0] as { commentBefore?: string | null } | undefined;
  if ((index === 0 || to === 0) && seq.commentBefore && first) {
    first.commentBefore = first.commentBefore ? `${seq.commentBefore}\n${first.commentBefore}` : seq.commentBefore;
    seq.commentBefore = null;
  }
  const [item] = seq.items.splice(index, 1);
  seq.items.splice(to, 0, item);
  return show(doc);
}

/** One item of `battlefield` or `events`, as written, with the steps it became. */
export interface EventItem {
  list: 'battlefield' | 'events';
  index: number;
  /** The item's text on one line (clipped). */
  text: string;
  steps: Step[];
}

/** Every item of `battlefield` and `events` in order, with its source text and its steps. */
export function eventItems(text: string, scenario: Scenario | null): EventItem[] {
  const doc = parseDocument(text);
  if (!isMap(doc.contents)) return [];
  const out: EventItem[] = [];
  for (const list of ['battlefield', 'events'] as const) {
    const seq = doc.get(list, true);
    if (!isSeq(seq)) continue;
    seq.items.forEach((item, index) => {
      const range = (item as { range?: [number, number, number] }).range;
      const raw = range ? text.slice(range[0], range[1]) : String(item);
      const one = raw
        .replace(/\s*#.*$/gm, '')
        .replace(/\s+/g, ' ')
        .trim();
      out.push({ list, index, text: one.length > 90 ? `${one.slice(0, 89)}…` : one, steps: [] });
    });
  }
  for (const step of scenario?.steps ?? []) {
    const m = TOP.exec(step.loc.path);
    const item = m && out.find((e) => e.list === m[1] && e.index === Number(m[2]));
    item?.steps.push(step);
  }
  return out;
}

/** `color: blue, x: 2` (a YAML flow mapping without its braces) → a mapping; throws on bad YAML. */
export function parseChoices(s: string): Record<string, unknown> {
  if (s.trim() === '') return {};
  const doc = parseDocument(`{${s}}`);
  if (doc.errors.length > 0 || !isMap(doc.contents)) throw new Error(`choices: ${doc.errors[0]?.message ?? 'key: value, …'}`);
  return doc.toJS() as Record<string, unknown>;
}
