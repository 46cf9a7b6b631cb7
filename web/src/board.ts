/**
 * Building a position by clicking: each action edits the YAML text (through the yaml
 * library's document model, so comments and layout elsewhere are kept), and the editor,
 * the board and the answer follow from the text.
 */
import { isMap, isScalar, parseDocument, type YAMLMap } from 'yaml';
import type { Scenario } from '../../src/scenario/index.js';

function parse(text: string) {
  const doc = parseDocument(text);
  if (doc.errors.length > 0) throw new Error(doc.errors[0]?.message ?? 'YAML syntax error');
  if (text.trim() === '' || doc.contents === null) return parseDocument('{}');
  if (!isMap(doc.contents)) throw new Error('a scenario is a mapping (title, battlefield, events, ...)');
  return doc;
}

/** Adds a catalog card to the end of `battlefield`, under `player` when not the active player. */
export function addToBattlefield(text: string, card: string, player: string, activePlayer: string): string {
  const doc = parse(text);
  const entry = player === activePlayer ? card : doc.createNode({ card, controller: player }, { flow: true });
  if (!doc.has('battlefield')) {
    // `battlefield` comes before `events` (it is the leading enter events).
    const map = doc.contents as YAMLMap;
    const at = map.items.findIndex((p) => isScalar(p.key) && p.key.value === 'events');
    const pair = doc.createPair('battlefield', doc.createNode([entry]));
    if (at < 0) map.items.push(pair);
    else map.items.splice(at, 0, pair);
  } else doc.addIn(['battlefield'], entry);
  return doc.toString();
}

/** Adds a `cast` event (a spell resolving now) with its targets. */
export function castSpell(text: string, card: string, targets: readonly string[], controller: string | null): string {
  const doc = parse(text);
  const event: Record<string, unknown> = { cast: card };
  if (targets.length > 0) event.targets = [...targets];
  if (controller !== null) event.controller = controller;
  const node = doc.createNode(event, { flow: true });
  if (!doc.has('events')) doc.set('events', doc.createNode([node]));
  else doc.addIn(['events'], node);
  return doc.toString();
}

/** The index in `battlefield` of the entry that introduced each id. */
export function battlefieldIds(scenario: Scenario): Map<string, number> {
  const out = new Map<string, number>();
  for (const step of scenario.steps) {
    if (step.kind !== 'enter') continue;
    const m = /^battlefield\[(\d+)\]/.exec(step.loc.path);
    const spec = step.specs[0];
    if (m && spec?.id !== undefined) out.set(spec.id, Number(m[1]));
  }
  return out;
}

/** Sets `tapped`, the `+1/+1` counters and the controller of the `battlefield` entry at `index`. */
export function setEntry(
  text: string,
  index: number,
  change: { tapped: boolean; plusOne: number; controller: string; activePlayer: string },
): string {
  const doc = parse(text);
  let entry = doc.getIn(['battlefield', index], true);
  if (isScalar(entry)) {
    entry = doc.createNode({ card: entry.value }, { flow: true });
    doc.setIn(['battlefield', index], entry);
  }
  if (!isMap(entry)) return text;
  if (change.tapped) entry.set('tapped', true);
  else entry.delete('tapped');
  if (change.controller !== change.activePlayer) entry.set('controller', change.controller);
  else entry.delete('controller');
  const found: unknown = entry.get('counters', true);
  const counters = isMap(found) ? found : null;
  if (change.plusOne > 0) {
    if (counters) counters.set('+1/+1', change.plusOne);
    else entry.set('counters', doc.createNode({ '+1/+1': change.plusOne }, { flow: true }));
  } else if (counters) {
    counters.delete('+1/+1');
    if (counters.items.length === 0) entry.delete('counters');
  }
  return doc.toString();
}
