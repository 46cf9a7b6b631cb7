/**
 * The effects the rules give an object, fixed for the pass: its counters (122.1a +N/+M in
 * layer 7c, 122.1b keyword counters in layer 6), its face-down characteristics (708.2a, layer
 * 1b) and a merged permanent's characteristics (730.2a, layer 1a).
 */

import type { Op } from '../effects/language/abilities.js';
import type { LayerId } from '../effects/layers.js';
import { existsForEffects } from '../effects/view.js';
import { capitalise } from '../effects/words.js';
import { faceUp, instancesOf, printedCharacteristics } from '../model/characteristics.js';
import { KEYWORD_COUNTERS } from '../model/keywords.js';
import type { GameObject } from '../model/objects.js';
import type { Candidate } from './candidate.js';
import type { PassState } from './pass-state.js';

export function isKeywordCounter(kind: string): boolean {
  return KEYWORD_COUNTERS.includes(kind);
}

export function ptCounter(kind: string): [number, number] | null {
  const m = /^([+-]\d+)\/([+-]\d+)$/.exec(kind);
  return m ? [Number(m[1]), Number(m[2])] : null;
}

function hasCounters(obj: GameObject): boolean {
  for (const _ in obj.counters) return true;
  return false;
}

/** The effects of an object's counters in this layer: +N/+M in 7c (122.1a), keyword counters in 6 (122.1b). */
export function counterCandidates(layer: LayerId, obj: GameObject): Candidate[] {
  if (!existsForEffects(obj) || (layer !== '6' && layer !== '7c')) return [];
  const out: Candidate[] = [];
  for (const [kind, stack] of Object.entries(obj.counters)) {
    if (stack.count <= 0) continue;
    const pt = ptCounter(kind);
    let ops: Op[] | null = null;
    if (layer === '7c' && pt) ops = [{ op: 'modifyPT', power: pt[0] * stack.count, toughness: pt[1] * stack.count }];
    if (layer === '6' && isKeywordCounter(kind)) {
      ops = [{ op: 'addAbilities', abilities: [{ kind: 'keyword', text: capitalise(kind), keyword: kind }] }];
    }
    if (!ops) continue;
    out.push({
      key: `counter:${obj.id}:${kind}`,
      kind: 'counter',
      text: `${stack.count} ${kind} counter${stack.count === 1 ? '' : 's'} (122.1${pt ? 'a' : 'b'})`,
      sourceId: obj.id,
      sourceName: null,
      timestamp: [stack.timestamp],
      cda: false,
      ctx: { source: { id: obj.id, incarnation: obj.incarnation }, you: obj.owner, choices: {}, targets: [], x: undefined },
      affects: { self: true },
      ops,
      locked: [{ id: obj.id, incarnation: obj.incarnation }],
    });
  }
  return out;
}

function faceDownCandidate(layer: LayerId, obj: GameObject): Candidate[] {
  if (layer !== '1b' || !obj.faceDown || (obj.zone !== 'battlefield' && obj.zone !== 'stack')) return [];
  const ref = { id: obj.id, incarnation: obj.incarnation };
  return [
    {
      key: `facedown:${obj.id}`,
      kind: 'faceDown',
      text: 'Face-down: a 2/2 creature with no text, no name, no subtypes and no mana cost (708.2a)',
      sourceId: obj.id,
      sourceName: null,
      timestamp: [obj.timestamp],
      cda: false,
      ctx: { source: ref, you: obj.owner, choices: {}, targets: [], x: undefined },
      affects: { self: true },
      ops: [{ op: 'faceDown' }],
      locked: [ref],
    },
  ];
}

/** 730.2a: a merged permanent has the characteristics of its topmost component (a copiable effect). */
function mergeCandidate(layer: LayerId, obj: GameObject): Candidate[] {
  if (layer !== '1a' || !obj.merged || obj.zone !== 'battlefield') return [];
  const [top, ...rest] = obj.merged.components;
  if (!top) return [];
  const { merged: _m, ...plain } = obj;
  // 730.2i: a double-faced component that was turned over shows its back face.
  const base = printedCharacteristics({ ...plain, card: top.card, transformed: top.transformed === true });
  // 702.140e: a mutated permanent has the abilities of every component (of the face each shows).
  const abilities = [top, ...rest].flatMap((c, i) =>
    instancesOf(faceUp({ card: c.card, transformed: c.transformed === true }).abilities, `merged:${i}`, { kind: 'printed' }),
  );
  const ref = { id: obj.id, incarnation: obj.incarnation };
  return [
    {
      key: `merge:${obj.id}`,
      kind: 'copy',
      text: `Merged permanent: ${obj.merged.components.map((c) => c.card.name).join(' over ')} (730.2a, 702.140e)`,
      sourceId: obj.id,
      sourceName: top.card.name,
      timestamp: [obj.merged.timestamp],
      cda: false,
      ctx: { source: ref, you: obj.baseController, choices: obj.choices, targets: [], x: undefined },
      affects: { self: true },
      ops: [{ op: 'copy', of: { self: true } }],
      locked: [ref],
      copyValues: { ...base, abilities },
    },
  ];
}

/** What an object's counters, face and merging generate in this layer, fixed for the pass: per slot, only the objects that have any. */
export function fixedCandidates(ps: PassState, layer: LayerId): Map<number, Candidate[]> {
  ps.byObject ??= new Map();
  const known = ps.byObject.get(layer);
  if (known) return known;
  const fixed = new Map<number, Candidate[]>();
  // Only layers 1a (merged), 1b (face down), 6 and 7c (counters) have any.
  if (layer === '1a' || layer === '1b' || layer === '6' || layer === '7c')
    ps.state.objects.forEach((obj, i) => {
      // Most objects are none of these: nothing to make.
      if (!obj.merged && !obj.faceDown && !hasCounters(obj)) return;
      const all = [...mergeCandidate(layer, obj), ...faceDownCandidate(layer, obj), ...counterCandidates(layer, obj)];
      if (all.length > 0) fixed.set(i, all);
    });
  ps.byObject.set(layer, fixed);
  return fixed;
}
