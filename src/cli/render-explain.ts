/**
 * `explain`: for each object, the story of its characteristics layer by layer — which
 * effect applied, in what order and why (CDA, timestamp, dependency, loop), and what it
 * changed — with the rule numbers, written for someone who doesn't know the layers.
 */
import type { Change, EffectSummary, EvaluationResult, LayerId, OrderReason, TraceLayer, TraceStep } from '../core/trace.js';
import { LAYER_RULES } from '../core/trace.js';
import type { CardWarning } from '../scenario/types.js';
import { ptText, showValue, typeLine } from './format.js';
import { renderObjectTable, renderPlayersAndRules } from './render-table.js';
import type { Style } from './style.js';

export const PRIMER = [
  'How to read this. Continuous effects are applied in layers (CR 613.1): 1 copy and face-down,',
  '2 control, 3 text, 4 type, 5 color, 6 abilities, 7 power/toughness (7a defining abilities, 7b',
  'setting, 7c modifying and counters, 7d switching). Within a layer, characteristic-defining',
  'abilities apply first (613.3), then the others in timestamp order, oldest first (613.7) —',
  'unless an effect depends on another (613.8a): then it waits until that one has applied (613.8b).',
  "The number before each effect is its place in its layer's order.",
].join('\n');

const BECAUSE: Record<string, string> = {
  existence: 'whether this effect exists',
  text: "this effect's text",
  appliesTo: 'what this effect applies to',
  whatItDoes: 'what this effect does',
};

/** The same, said of the other (older, waiting) effect. */
const BECAUSE_THAT: Record<string, string> = {
  existence: 'whether that effect exists',
  text: "that effect's text",
  appliesTo: 'what that effect applies to',
  whatItDoes: 'what that effect does',
};

export function describeEffect(e: EffectSummary): string {
  const who = e.sourceName ?? e.source;
  const text = JSON.stringify(e.text);
  switch (e.kind) {
    case 'static':
      return `${who ?? 'a static ability'}'s ${e.cda ? 'characteristic-defining ability' : 'static ability'} ${text}`;
    case 'resolved':
      return `the effect of ${who === null ? 'a resolved spell or ability' : `${who}'s spell or ability`} ${text}`;
    case 'counter':
      return `counters: ${e.text}`;
    case 'faceDown':
      return `the face-down rule (708.2): ${e.text}`;
    case 'copy':
      return `the copy effect ${text}${who === null ? '' : ` of ${who}`}`;
  }
}

/** `Blood Moon's "Nonbasic lands are Mountains."`, finding the effect's source among the layer's steps. */
function effectName(key: string, text: string, layer: TraceLayer | undefined): string {
  const known = [...(layer?.steps.map((s) => s.effect) ?? []), ...(layer?.notApplied?.map((n) => n.effect) ?? [])].find(
    (e) => e.key === key,
  );
  const who = known?.sourceName ?? known?.source;
  return who ? `${who}'s ${JSON.stringify(text)}` : JSON.stringify(text);
}

/** Why the step is where it is in its layer, as a sentence with its rule. */
export function describeReason(reason: OrderReason, step: TraceStep, layer?: TraceLayer): string[] {
  const ts = step.effect.timestamp.includes('.')
    ? `timestamp ${step.effect.timestamp}: just after the entering permanent's own static abilities, 613.7n`
    : `timestamp ${step.effect.timestamp}`;
  const lines: string[] = [];
  switch (reason.kind) {
    case 'cda':
      lines.push(
        reason.rule === '613.4a'
          ? 'A characteristic-defining ability setting power/toughness: applies in layer 7a (613.4a).'
          : 'A characteristic-defining ability: applies before the other effects of this layer (613.3).',
      );
      break;
    case 'timestamp':
      lines.push(
        step.aheadOf && step.aheadOf.length > 0
          ? `It depends on no effect still waiting, so it applies now (${ts}).`
          : `In timestamp order, oldest first (613.7): ${ts}.`,
      );
      break;
    case 'dependency':
      for (const d of reason.dependsOn) {
        lines.push(
          `Depends on ${effectName(d.effect, d.text, layer)} (613.8a): applying that changes ${BECAUSE[d.because] ?? d.because}${d.detail ? ` — ${d.detail}` : ''}.`,
        );
      }
      lines.push(`So it waited until that had applied, overriding timestamp order (613.8b; its own ${ts}).`);
      break;
    case 'loop':
      lines.push(
        `Part of a dependency loop: ${reason.loop.map((l) => effectName(l.effect, l.text, layer)).join(' and ')} each depend on another.`,
      );
      lines.push(`Dependency is then ignored and the loop applies in timestamp order (613.8b; ${ts}).`);
      break;
  }
  for (const a of step.aheadOf ?? []) {
    lines.push(
      `It goes ahead of the older ${effectName(a.effect, a.text, layer)}: applying this one changes ${BECAUSE_THAT[a.because] ?? a.because}, so that one depends on this one (613.8a) and waits for it (613.8b).`,
    );
  }
  if (step.setFixedIn !== undefined)
    lines.push(`It keeps applying to the objects it affected in layer ${step.setFixedIn}, even if that changed since (613.6).`);
  if (step.lockedSet) lines.push('The objects it affects were fixed when the effect began (611.2c).');
  return lines;
}

function describeChange(c: Change, style: Style): string {
  return `${c.field}: ${showValue(c.before, c.field)} ${style.dim('→')} ${style.bold(showValue(c.after, c.field))}`;
}

function touches(step: TraceStep, id: string): boolean {
  return step.affected.includes(id) || step.changes.some((c) => c.object === id);
}

function layerTitle(layer: LayerId): string {
  return layer === 'players' || layer === 'rules' ? LAYER_RULES[layer] : `Layer ${layer} — ${LAYER_RULES[layer]}`;
}

/** The story of one object: every step that affected it, layer by layer. */
export function explainObject(result: EvaluationResult, id: string, style: Style): string {
  const o = result.objects[id];
  if (o === undefined) return `${id}: no such object`;
  const lines = [
    `${style.bold(style.cyan(id))}${o.name === null ? '' : ` — ${o.name}`}${o.zone === 'battlefield' ? '' : ` (in ${o.zone})`}`,
  ];
  let any = false;
  for (const layer of result.trace) {
    const steps = layer.steps.map((s, i) => ({ s, i })).filter(({ s }) => touches(s, id));
    const skipped = (layer.notApplied ?? []).filter((n) => n.effect.source === id);
    if (steps.length === 0 && skipped.length === 0) continue;
    any = true;
    lines.push(`  ${style.yellow(layerTitle(layer.layer))}`);
    for (const { s, i } of steps) {
      lines.push(`    ${i + 1}. ${describeEffect(s.effect)}`);
      for (const r of describeReason(s.reason, s, layer)) lines.push(`       ${style.dim(r)}`);
      const mine = s.changes.filter((c) => c.object === id);
      if (mine.length === 0) lines.push(`       ${style.dim('(no visible change to this object)')}`);
      for (const c of mine) lines.push(`       ${describeChange(c, style)}`);
    }
    for (const n of skipped) lines.push(`    ${style.dim('not applied:')} ${describeEffect(n.effect)} — ${n.why}`);
  }
  if (!any) lines.push(`  ${style.dim('No continuous effect changed it: these are its own (printed) characteristics.')}`);
  const stats = ptText(o);
  const pt = stats === '' ? '' : `, ${stats}`;
  lines.push(
    `  ${style.green('Result:')} ${typeLine(o)}${pt}; colors: ${showValue(o.colors, 'colors')}; abilities: ${showValue(o.abilities, 'abilities')}; controller: ${o.controller}`,
  );
  return lines.join('\n');
}

export interface ExplainHeader {
  title: string | null;
  source: string | null;
  /** Sentences of card-file cards that were not compiled (listed, with no effect). */
  warnings?: readonly CardWarning[];
}

/** The compile warnings: each sentence that is listed on its card but has no effect, and why. */
export function renderWarnings(warnings: readonly CardWarning[], style: Style): string {
  const lines = [
    style.yellow(
      `Not compiled: ${warnings.length} sentence${warnings.length === 1 ? '' : 's'} of cards from card files ${warnings.length === 1 ? 'is' : 'are'} listed but ${warnings.length === 1 ? 'has' : 'have'} no effect`,
    ),
  ];
  for (const w of warnings) lines.push(`  ${w.card}: ${JSON.stringify(w.sentence)} — ${w.why}`);
  return lines.join('\n');
}

export function renderExplain(result: EvaluationResult, header: ExplainHeader, style: Style, only?: string): string {
  const parts: string[] = [];
  if (header.title !== null)
    parts.push(style.bold(header.title) + (header.source === null ? '' : style.dim(` — source: ${header.source}`)));
  parts.push(renderObjectTable(result, style, only));
  if (header.warnings !== undefined && header.warnings.length > 0) parts.push(renderWarnings(header.warnings, style));
  parts.push(style.dim(PRIMER));
  const ids = only === undefined ? Object.keys(result.objects) : [only];
  for (const id of ids) parts.push(explainObject(result, id, style));
  if (only === undefined) {
    const extra = result.trace.filter((l) => l.layer === 'players' || l.layer === 'rules');
    for (const l of extra) {
      parts.push([style.yellow(layerTitle(l.layer)), ...l.steps.map((s, i) => `  ${i + 1}. ${describeEffect(s.effect)}`)].join('\n'));
    }
    parts.push(renderPlayersAndRules(result, style));
  }
  return `${parts.join('\n\n')}\n`;
}
