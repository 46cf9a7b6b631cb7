/**
 * The order `toScenario` writes a position's objects in. The entries of a document enter one by one, and
 * what enters sees what entered before it: an "as enters" replacement effect of another permanent applies
 * to it (614.12), most of all "Creatures you control enter as a copy of this creature" (Essence of the
 * Wild, 614.1c, 707.9), and an entry can only name an object entered before it (the loader refuses the
 * rest). Explicit timestamps (613.7) keep the layers' order whatever the order of the entries.
 */

import type { GameObject } from '../core/model/objects.js';
import type { GameState } from '../core/model/state.js';

/** The ids an object's entry needs to exist before it (attachedTo, copyOf, exiledWith, chosen object). */
export function needs(state: GameState, o: GameObject): string[] {
  const out: string[] = [];
  if (o.attachedTo !== null) out.push(o.attachedTo);
  if (o.choices.copyOf !== undefined) out.push(o.choices.copyOf);
  if (o.choices.object !== undefined) out.push(o.choices.object);
  out.push(...(o.choices.objects ?? []));
  const by = o.exiledWith === undefined ? undefined : state.objects.find((x) => x.id === o.exiledWith?.id);
  if (by !== undefined && by.incarnation === o.exiledWith?.incarnation) out.push(by.id);
  return out.filter((id) => id !== o.id && state.objects.some((x) => x.id === id));
}

/**
 * Whether the object may have "Creatures you control enter as a copy of this creature" (614.1c) when later
 * entries enter: a permanent with it on a face of its card, or copying (707.2) a card that has it.
 */
export function entersAsCopySource(state: GameState, o: GameObject): boolean {
  if (o.zone !== 'battlefield') return false;
  const faces = [o.card, o.card.backFace].flatMap((f) => f?.abilities ?? []);
  const copied = state.effects
    .filter((e) => e.kind === 'copy' && e.source?.id === o.id && e.source.incarnation === o.incarnation)
    .flatMap((e) => (e.copyValues?.abilities ?? []).map((a) => a.def));
  return [...faces, ...copied].some((a) => a.kind === 'replacement' && a.othersEnterAsCopy !== undefined);
}

/**
 * The objects, each after the objects its entry names: those come just before it (a depth-first topological
 * order), so that no other object enters ahead of its turn — an entry's "as enters" replacement effects
 * (614.12: Metallic Mimic) see the objects that entered before it. `by`: timestamp order, or the order of the
 * state's objects (the order they were first made in; they keep their place as they change zones). With
 * `copySourcesLast`, the objects that may make later creatures enter as copies of them (Essence of the Wild)
 * come last, each pulled in only just before an entry that names it (directly or through the entries it
 * names): a creature that is not a copy entered when that ability didn't apply to it, and written after it,
 * its entry would become a copy (614.1c, 707.9). A string says why no order exists (entries naming each
 * other in a circle).
 */
export function entryOrder(state: GameState, by: 'timestamp' | 'position', copySourcesLast: boolean): GameObject[] | string {
  const position = new Map(state.objects.map((o, i) => [o.id, i]));
  const rank = by === 'timestamp' ? (o: GameObject) => o.timestamp : (o: GameObject) => position.get(o.id) ?? 0;
  const tier = copySourcesLast ? copyTiers(state) : new Map<string, number>();
  const tierOf = (o: GameObject) => tier.get(o.id) ?? 0;
  const order = (a: GameObject, b: GameObject) => tierOf(a) - tierOf(b) || rank(a) - rank(b);
  const done = new Set<string>();
  const visiting: string[] = [];
  const out: GameObject[] = [];
  const visit = (o: GameObject): string | null => {
    if (done.has(o.id)) return null;
    if (visiting.includes(o.id))
      return `the objects ${visiting
        .slice(visiting.indexOf(o.id))
        .map((id) => `"${id}"`)
        .join(', ')} refer to each other in a circle: no order of entries writes them`;
    visiting.push(o.id);
    const deps = needs(state, o).flatMap((id) => state.objects.filter((x) => x.id === id));
    for (const dep of deps.sort(order)) {
      const circle = visit(dep);
      if (circle !== null) return circle;
    }
    visiting.pop();
    done.add(o.id);
    out.push(o);
    return null;
  };
  for (const o of [...state.objects].sort(order)) {
    const circle = visit(o);
    if (circle !== null) return circle;
  }
  return out;
}

/**
 * 2 for an "enter as a copy" source, 1 for an object whose entry names one (directly or through the entries it
 * names), 0 for the others: the order of the entries, the depth-first pull aside.
 */
function copyTiers(state: GameState): Map<string, number> {
  const byId = new Map(state.objects.map((o) => [o.id, o]));
  const memo = new Map<string, boolean>();
  const reaches = (o: GameObject): boolean => {
    const known = memo.get(o.id);
    if (known !== undefined) return known;
    memo.set(o.id, false); // a circle is refused by the order itself
    const result =
      entersAsCopySource(state, o) ||
      needs(state, o).some((id) => {
        const dep = byId.get(id);
        return dep !== undefined && reaches(dep);
      });
    memo.set(o.id, result);
    return result;
  };
  return new Map(state.objects.map((o) => [o.id, entersAsCopySource(state, o) ? 2 : reaches(o) ? 1 : 0]));
}
