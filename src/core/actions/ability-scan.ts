/**
 * A cheap test before a full evaluation: could any object have an ability of some kind
 * (printed on a face, in a merged component, copied, or granted by an effect)? If not,
 * the actions that look for such abilities (Essence of the Wild, Metallic Mimic,
 * Titania's Song) skip evaluating the board.
 */
import type { AbilityDef, Op } from '../effects/language/abilities.js';
import type { CardDef, GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';

type Pred = (a: AbilityDef) => boolean;

function opsContain(ops: readonly Op[], pred: Pred): boolean {
  return ops.some(
    (op) =>
      (op.op === 'addAbilities' && defsContain(op.abilities, pred)) ||
      (op.op === 'fullText' && defsContain(op.keepAbilities ?? [], pred)) ||
      (op.op === 'copy' && defsContain(op.except?.addAbilities ?? [], pred)),
  );
}

/** Does any ability here, or any ability its effects grant, match? */
function defsContain(defs: readonly AbilityDef[], pred: Pred): boolean {
  return defs.some((a) => {
    if (pred(a)) return true;
    if (a.kind === 'static') return a.effects.some((e) => opsContain(e.ops, pred));
    if (a.kind === 'activated' || a.kind === 'triggered' || a.kind === 'spell')
      return (a.resolve?.effects ?? []).some((e) => opsContain(e.ops, pred));
    if (a.kind === 'replacement') return defsContain(a.asEnters?.copy?.except?.addAbilities ?? [], pred);
    return false;
  });
}

const perCard = new WeakMap<CardDef, Map<string, boolean>>();

function cardContains(card: CardDef, key: string, pred: Pred): boolean {
  let known = perCard.get(card);
  if (!known) {
    known = new Map();
    perCard.set(card, known);
  }
  let v = known.get(key);
  if (v === undefined) {
    v = defsContain(card.abilities, pred) || defsContain(card.backFace?.abilities ?? [], pred);
    known.set(key, v);
  }
  return v;
}

function objectContains(o: GameObject, key: string, pred: Pred): boolean {
  return cardContains(o.card, key, pred) || (o.merged?.components ?? []).some((c) => cardContains(c.card, key, pred));
}

/**
 * What was scanned per array of objects and predicate. An array that starts with another
 * array's objects, the same records (see cloneForEntering), starts from a copy of what was
 * found there (up to `upTo`: draft.ts's replaceAt) (a copy: holding the older array would keep every earlier board alive).
 */
const scanned = new WeakMap<readonly GameObject[], Map<string, { n: number; found: boolean }>>();

export function shareObjectsPrefix(next: readonly GameObject[], from: readonly GameObject[], upTo = from.length): void {
  const m = scanned.get(from);
  if (!m) return;
  const copy = new Map<string, { n: number; found: boolean }>();
  // Only the first `upTo` records are the same ones: what was scanned past them is forgotten.
  for (const [k, v] of m) copy.set(k, v.n <= upTo ? { ...v } : { n: upTo, found: false });
  scanned.set(next, copy);
}

/** Does any object match, scanning only what was not scanned before (arrays only grow at the end). */
function objectsContain(objects: readonly GameObject[], key: string, pred: Pred): boolean {
  let memo = scanned.get(objects);
  if (!memo) {
    memo = new Map();
    scanned.set(objects, memo);
  }
  let m = memo.get(key);
  if (!m) {
    m = { n: 0, found: false };
    memo.set(key, m);
  }
  if (m.found) return true;
  for (; m.n < objects.length; m.n++) {
    if (objectContains(objects[m.n] as GameObject, key, pred)) {
      m.found = true;
      m.n++;
      return true;
    }
  }
  return false;
}

/** `key` names the predicate (its answers are cached per card). */
export function mayHaveAbility(state: GameState, key: string, pred: Pred): boolean {
  return (
    objectsContain(state.objects, key, pred) ||
    state.effects.some(
      (e) =>
        opsContain(e.ops, pred) ||
        defsContain(
          (e.copyValues?.abilities ?? []).map((a) => a.def),
          pred,
        ),
    )
  );
}
