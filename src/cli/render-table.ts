/** The readable form of an evaluation: one table row per object, then players and rules. */
import type { EvaluationResult, ObjectResult } from '../core/trace.js';
import { ptText, showValue, statusText, table, typeLine, wrap } from './format.js';
import type { Style } from './style.js';

function row(o: ObjectResult, style: Style, withZone: boolean): string[][] {
  const cells = [
    [style.cyan(o.id)],
    [o.name ?? style.dim('(no name)')],
    [o.manaCost ?? ''],
    [typeLine(o)],
    [ptText(o)],
    [showValue(o.colors, 'colors')],
    [o.controller],
    o.abilities.length > 0 ? o.abilities.flatMap((a) => wrap(a, 60)) : [style.dim('—')],
    statusText(o),
  ];
  if (withZone) cells.splice(1, 0, [o.zone]);
  return cells;
}

/** Objects in the order they are listed in the result (battlefield first). */
function ordered(result: EvaluationResult, only?: string): ObjectResult[] {
  const all = Object.values(result.objects).filter((o) => only === undefined || o.id === only);
  const onField = all.filter((o) => o.zone === 'battlefield');
  return [...onField, ...all.filter((o) => o.zone !== 'battlefield')];
}

export function renderObjectTable(result: EvaluationResult, style: Style, only?: string): string {
  const objects = ordered(result, only);
  if (objects.length === 0) return style.dim('(no objects)');
  const withZone = objects.some((o) => o.zone !== 'battlefield');
  const headers = ['id', 'name', 'cost', 'type', 'P/T', 'colors', 'controller', 'abilities', 'status'];
  if (withZone) headers.splice(1, 0, 'zone');
  return table(
    headers,
    objects.map((o) => row(o, style, withZone)),
    style,
  );
}

/**
 * One line per player; the life total is shown when it differs from the starting life
 * total (103.4), or always when `startingLife` is not known.
 */
export function renderPlayersAndRules(result: EvaluationResult, style: Style, startingLife?: number): string {
  const lines: string[] = [];
  for (const [name, p] of Object.entries(result.players)) {
    const life = startingLife === undefined || p.life !== startingLife ? `life ${p.life}; ` : '';
    const hand = p.maxHandSize === null ? 'no maximum hand size' : `maximum hand size ${p.maxHandSize}`;
    const abilities = p.abilities.length > 0 ? `; ${p.abilities.join('; ')}` : '';
    lines.push(`${style.bold(name)}: ${life}${hand}${abilities}`);
  }
  if (result.rules.length > 0) {
    lines.push(style.bold('Rules effects in force (613.11):'));
    for (const r of result.rules) lines.push(`  - ${r}`);
  }
  return lines.join('\n');
}

export function renderEvaluation(result: EvaluationResult, style: Style, startingLife = 20): string {
  return `${renderObjectTable(result, style)}\n\n${renderPlayersAndRules(result, style, startingLife)}\n`;
}
