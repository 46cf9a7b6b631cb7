/**
 * `explain`: for each object, the story of its characteristics layer by layer — which
 * effect applied, in what order and why (CDA, timestamp, dependency, loop), and what it
 * changed — with the rule numbers, written for someone who doesn't know the layers.
 * The sentences come from src/explain (English, French, Spanish); this file only lays
 * them out for a terminal.
 */
import type { EvaluationResult } from '../core/pass/trace.js';
import { describeEffect, type Lang, layerTitle, objectStory, playerLines, type Translator, translator } from '../explain/index.js';
import type { CardWarning } from '../scenario/types.js';
import { fitParagraph, fitText } from './fit.js';
import { renderObjectTable } from './render-table.js';
import type { Style } from './style.js';

/** The story of one object: every step that affected it, layer by layer. */
export function explainObject(x: Translator, result: EvaluationResult, id: string, style: Style): string {
  const story = objectStory(x, result, id);
  if (story === undefined) return x.t('object.noSuchObject', { id });
  const lines = [`${style.bold(style.cyan(id))}${story.heading}`];
  for (const layer of story.layers) {
    lines.push(`  ${style.yellow(layer.title)}`);
    for (const s of layer.steps) {
      lines.push(`    ${s.place}. ${s.effect}`);
      for (const r of s.reasons) lines.push(`       ${style.dim(r)}`);
      if (s.changes.length === 0) lines.push(`       ${style.dim(x.t('object.noVisibleChange'))}`);
      for (const c of s.changes)
        lines.push(`       ${x.t('change.label', { label: c.label })} ${c.before} ${style.dim('→')} ${style.bold(c.after)}`);
    }
    for (const n of layer.notApplied) lines.push(`    ${style.dim(x.t('notApplied.label'))} ${n.effect} — ${n.why}`);
  }
  if (story.unchanged !== null) lines.push(`  ${style.dim(story.unchanged)}`);
  lines.push(`  ${style.green(story.resultLabel)} ${story.result}`);
  return lines.join('\n');
}

export interface ExplainHeader {
  title: string | null;
  source: string | null;
  /** 103.4: life totals are shown where they differ from it (default 20). */
  startingLife?: number;
  /** Sentences of card-file cards that were not compiled (listed, with no effect). */
  warnings?: readonly CardWarning[];
}

/** The compile warnings: each sentence that is listed on its card but has no effect, and why. */
export function renderWarnings(warnings: readonly CardWarning[], style: Style, lang: Lang = 'en'): string {
  const lines = [style.yellow(translator(lang).t('warnings.title', { count: warnings.length }))];
  for (const w of warnings) lines.push(`  ${w.card}: ${JSON.stringify(w.sentence)} — ${w.why}`);
  return lines.join('\n');
}

/** The explanation; `width`: the terminal's columns, every line fitted to it (Infinity: no limit). */
export function renderExplain(
  result: EvaluationResult,
  header: ExplainHeader,
  style: Style,
  only?: string,
  lang: Lang = 'en',
  width = Number.POSITIVE_INFINITY,
): string {
  const x = translator(lang);
  const parts: string[] = [];
  if (header.title !== null)
    parts.push(
      style.bold(header.title) + (header.source === null ? '' : style.dim(` — ${x.t('header.source', { source: header.source })}`)),
    );
  parts.push(renderObjectTable(result, style, only, lang, width));
  if (header.warnings !== undefined && header.warnings.length > 0) parts.push(renderWarnings(header.warnings, style, lang));
  parts.push(style.dim(fitParagraph(x.t('primer'), width)));
  const ids = only === undefined ? Object.keys(result.objects) : [only];
  for (const id of ids) parts.push(explainObject(x, result, id, style));
  if (only === undefined) {
    const extra = result.trace.filter((l) => l.layer === 'players' || l.layer === 'rules');
    for (const l of extra) {
      parts.push([style.yellow(layerTitle(x, l.layer)), ...l.steps.map((s, i) => `  ${i + 1}. ${describeEffect(x, s.effect)}`)].join('\n'));
    }
    const p = playerLines(x, result, header.startingLife ?? 20);
    const lines = p.players.map((line) => {
      const colon = line.indexOf(':');
      return colon < 0 ? line : style.bold(line.slice(0, colon)) + line.slice(colon);
    });
    if (p.rulesTitle !== null) lines.push(style.bold(p.rulesTitle), ...p.rules.map((r) => `  - ${r}`));
    parts.push(lines.join('\n'));
  }
  // The table is laid out to the width already; every other line is wrapped to it.
  return `${parts.map((p) => fitText(p, width)).join('\n\n')}\n`;
}
