/**
 * A cheap test before a full evaluation: could any object have an ability of some kind
 * (printed on a face, in a merged component, copied, or granted by an effect)? If not,
 * the actions that look for such abilities (Essence of the Wild, Metallic Mimic,
 * Titania's Song) skip evaluating the board.
 */
import type { AbilityDef, Op } from '../effects/types.js';
import type { CardDef } from '../model.js';
import type { GameState } from '../state.js';

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

/** `key` names the predicate (its answers are cached per card). */
export function mayHaveAbility(state: GameState, key: string, pred: Pred): boolean {
  return (
    state.objects.some(
      (o) => cardContains(o.card, key, pred) || (o.merged?.components ?? []).some((c) => cardContains(c.card, key, pred)),
    ) ||
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
