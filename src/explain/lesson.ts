/**
 * The pass as a lesson: the primer (seven layers, CDAs first, timestamps, dependency), one
 * sentence per trace step in the order the game applies them, and a closing sentence per
 * object saying why it ended as it did ("Humility ends 4/4 because …").
 */
import type { LayerId } from '../core/effects/layers.js';
import type { EvaluationResult, ObjectResult, TraceLayer, TraceStep } from '../core/pass/trace.js';
import type { Translator } from './i18n.js';
import { describeEffect, layerShort, ptText, stepStory, typeLine } from './story.js';

/** A step of the teaching walk-through of an evaluation. */
export interface TeachStep {
  layer: LayerId;
  place: number;
  effectKey: string;
  sentence: string;
  reasons: string[];
  rules: string[];
  affected: string[];
}

/** Why one object ended as it did: one sentence. */
export interface Conclusion {
  id: string;
  sentence: string;
}

const nameOf = (result: EvaluationResult, id: string) => result.objects[id]?.name ?? id;

/** "of Humility" / "de Humility" / "d’Opalescence": the language's own elision. */
function ofObject(x: Translator, name: string): string {
  return x.t(/^[aeiouyàâäéèêëîïôöûùüh]/i.test(name) ? 'ofObject.ofVowel' : 'ofObject.of', { name });
}

/** The pass as a lesson: the primer, one sentence per trace step in the order the game applies them, and why each object ends as it does. */
export function teachSteps(
  x: Translator,
  result: EvaluationResult,
): { primer: string; intro: string; steps: TeachStep[]; done: string; conclusions: Conclusion[] } {
  const all = result.trace.flatMap((layer) => layer.steps.map((s, i) => ({ layer, s, i })));
  const steps = all.map(({ layer, s, i }) => {
    const story = stepStory(x, layer, s, i);
    const changes = story.changes.map((c) =>
      x.t('teach.change', {
        theField: x.t(`fieldThe.${c.field}`, { defaultValue: c.label }),
        ofObject: ofObject(x, nameOf(result, c.object)),
        before: c.before,
        after: c.after,
      }),
    );
    const head = x.t('teach.step', { layer: layerShort(x, layer.layer), effect: story.effect });
    const tail = changes.length > 0 ? x.t('teach.changes', { changes: changes.join(x.t('list.sep')) }) : x.t('teach.noChange');
    return {
      layer: layer.layer,
      place: story.place,
      effectKey: story.effectKey,
      sentence: `${head} ${tail}`,
      reasons: story.reasons,
      rules: story.rules,
      affected: story.affected,
    };
  });
  return {
    primer: x.t('primer').replace(/\n/g, ' '),
    intro: x.t('teach.intro', { count: all.length }),
    steps,
    done: x.t('teach.done'),
    conclusions: Object.values(result.objects).map((o) => ({ id: o.id, sentence: conclusion(x, result, o) })),
  };
}

/** The last step of the pass that changed one of `fields` of the object. */
function lastChange(trace: readonly TraceLayer[], id: string, fields: readonly string[]) {
  let found: { layer: TraceLayer; step: TraceStep } | undefined;
  for (const layer of trace)
    for (const step of layer.steps) for (const c of step.changes) if (c.object === id && fields.includes(c.field)) found = { layer, step };
  return found;
}

/** "Humility ends 4/4 because Opalescence's static ability … was the last to change its power/toughness, in layer 7b (1/1 → 4/4)." */
export function conclusion(x: Translator, result: EvaluationResult, o: ObjectResult): string {
  const name = o.name ?? o.id;
  const layerIn = (l: LayerId) => x.t('conclusion.layerIn', { layer: l });
  if (o.power !== null || o.toughness !== null) {
    const pt = ptText(x, o);
    const last = lastChange(result.trace, o.id, ['power', 'toughness']);
    if (last === undefined) return x.t('conclusion.ptPrinted', { name, pt });
    return x.t('conclusion.pt', {
      name,
      pt,
      effect: describeEffect(x, last.step.effect),
      layer: layerIn(last.layer.layer),
      before: ptBefore(o, last.step),
      after: pt,
    });
  }
  const last = lastChange(result.trace, o.id, ['types', 'subtypes', 'supertypes']);
  const tl = typeLine(x, o);
  if (last === undefined) return x.t('conclusion.typePrinted', { name, typeLine: tl });
  return x.t('conclusion.type', { name, typeLine: tl, effect: describeEffect(x, last.step.effect), layer: layerIn(last.layer.layer) });
}

/**
 * The object's power/toughness just before `step`, the last step that changed either: a field
 * that step left alone has its final value already.
 */
function ptBefore(o: ObjectResult, step: TraceStep): string {
  const before = (field: 'power' | 'toughness') => {
    const c = step.changes.find((ch) => ch.object === o.id && ch.field === field);
    const v = c === undefined ? o[field] : c.before;
    return v === null || v === undefined ? '-' : String(v);
  };
  return `${before('power')}/${before('toughness')}`;
}
