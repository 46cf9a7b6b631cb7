/**
 * What the order of a layer can tell by the effects' definitions alone (613.8a): an effect that reads
 * nothing its layer writes depends on none, and pairs that can't meet whatever the board, numbered by
 * definition so that one answer serves every effect of a kind.
 */
import { writesOf } from '../effects/footprint.js';
import type { Op } from '../effects/language/abilities.js';
import type { LayerId } from '../effects/layers.js';
import { type Candidate, opsIn } from './candidate.js';
import { chosenWords, globalReads, leavesSourceAlone, meets, writesOfOps } from './delta.js';
import type { PassState } from './pass-state.js';

/**
 * Does `a` read nothing this layer writes (globalReads, kept per definition: at least what effectReads
 * gives; a static ability's effect that has not started also reads its source's abilities and controller)?
 * Then no effect of the layer can change it (613.8a): it depends on none, whatever the other.
 */
export function readsNoWrite(ps: PassState, layer: LayerId, a: Candidate): boolean {
  const g = globalReads(a);
  const fresh = a.kind === 'static' && !ps.started.has(a.key);
  return !writesOf(layer).some((f) => g.has(f) || (fresh && (f === 'abilities' || f === 'controller')));
}

/**
 * Can `b` not change `a` whatever the board (613.8a), by their definitions alone: what `b`'s operations
 * write in this layer meets nothing `a` reads (with the types tested, footprint.ts), and if `a` is a
 * static ability's effect that has not started, `b` leaves what its source gives it alone. Then
 * `dependsOn` says null for them on every board, so every effect of `b`'s definition can be skipped.
 */
export function prunedByDefinition(ps: PassState, layer: LayerId, a: Candidate, b: Candidate): boolean {
  if (a.cda !== b.cda) return true;
  const g = globalReads(a);
  const ops = opsIn(b, layer);
  const wb = writesOfOps(b.ops, `${layer}|${b.cda}`, ops);
  if (meets(g, wb, { ops, ctx: b.ctx })) return false;
  const fresh = a.kind === 'static' && !ps.started.has(a.key);
  return !fresh || leavesSourceAlone(wb) || ops.every((op) => op.op === 'addAbilities' || op.op === 'addAbilitiesOf');
}

/**
 * Numbers the definitions of the effects of one choice: effects with the same operations, the same
 * characteristic-defining status and the same chosen words (what prunedByDefinition reads of `b`) share one.
 */
export class Definitions {
  private readonly ids = new Map<readonly Op[], Map<string, number>>();
  /** Each candidate's number, once found (a candidate's operations and choices don't change during the pass). */
  private readonly known = new WeakMap<Candidate, number>();
  private next = 0;
  constructor(private readonly layer: LayerId) {}
  of(b: Candidate): number {
    let id = this.known.get(b);
    if (id === undefined) {
      id = this.number(b);
      this.known.set(b, id);
    }
    return id;
  }
  private number(b: Candidate): number {
    let byWords = this.ids.get(b.ops);
    if (!byWords) {
      byWords = new Map();
      this.ids.set(b.ops, byWords);
    }
    const k = `${b.cda}|${chosenWords(opsIn(b, this.layer), b.ctx)}`;
    let id = byWords.get(k);
    if (id === undefined) {
      id = this.next++;
      byWords.set(k, id);
    }
    return id;
  }
}

/** The definitions of each pass, per layer: one numbering serves every choice of the layer. */
const definitionsOf = new WeakMap<PassState, Map<LayerId, Definitions>>();

export function definitions(ps: PassState, layer: LayerId): Definitions {
  let byLayer = definitionsOf.get(ps);
  if (!byLayer) {
    byLayer = new Map();
    definitionsOf.set(ps, byLayer);
  }
  let d = byLayer.get(layer);
  if (!d) {
    d = new Definitions(layer);
    byLayer.set(layer, d);
  }
  return d;
}
