/**
 * The readable form of an evaluation: one table row per object, then players and rules —
 * in English, French or Spanish (headers, colours, status words and the players' lines come
 * from src/explain's catalogues; card names, types and ability text are data, as printed).
 */
import type { EvaluationResult, ObjectResult } from '../core/trace.js';
import { type Lang, ptText, showValue, statusWords, type Translator, translator, typeLine } from '../explain/index.js';
import { table, wrap } from './format.js';
import type { Style } from './style.js';

const COLUMNS = ['id', 'name', 'cost', 'type', 'pt', 'colors', 'controller', 'abilities', 'status'] as const;

function row(x: Translator, o: ObjectResult, style: Style, withZone: boolean): string[][] {
  const cells = [
    [style.cyan(o.id)],
    [o.name ?? style.dim(x.t('table.noName'))],
    [o.manaCost ?? ''],
    [typeLine(x, o)],
    [ptText(x, o)],
    [showValue(x, o.colors, 'colors')],
    [o.controller],
    o.abilities.length > 0 ? o.abilities.flatMap((a) => wrap(a, 60)) : [style.dim('—')],
    statusWords(x, o),
  ];
  if (withZone) cells.splice(1, 0, [x.t(`table.zones.${o.zone}`, { defaultValue: o.zone })]);
  return cells;
}

/** Objects in the order they are listed in the result (battlefield first). */
function ordered(result: EvaluationResult, only?: string): ObjectResult[] {
  const all = Object.values(result.objects).filter((o) => only === undefined || o.id === only);
  const onField = all.filter((o) => o.zone === 'battlefield');
  return [...onField, ...all.filter((o) => o.zone !== 'battlefield')];
}

export function renderObjectTable(result: EvaluationResult, style: Style, only?: string, lang: Lang = 'en'): string {
  const x = translator(lang);
  const objects = ordered(result, only);
  if (objects.length === 0) return style.dim(x.t('table.noObjects'));
  const withZone = objects.some((o) => o.zone !== 'battlefield');
  const headers: string[] = COLUMNS.map((c) => x.t(`table.${c}`));
  if (withZone) headers.splice(1, 0, x.t('table.zone'));
  return table(
    headers,
    objects.map((o) => row(x, o, style, withZone)),
    style,
  );
}

/**
 * One line per player; the life total is shown when it differs from the starting life
 * total (103.4), or always when `startingLife` is not known.
 */
export function renderPlayersAndRules(result: EvaluationResult, style: Style, startingLife?: number, lang: Lang = 'en'): string {
  const x = translator(lang);
  const lines: string[] = [];
  for (const [name, p] of Object.entries(result.players)) {
    const details: string[] = [];
    if (startingLife === undefined || p.life !== startingLife) details.push(x.t('players.life', { n: p.life }));
    details.push(p.maxHandSize === null ? x.t('players.noMaxHand') : x.t('players.maxHand', { n: p.maxHandSize }));
    details.push(...p.abilities);
    lines.push(x.t('players.line', { player: style.bold(name), details: details.join('; ') }));
  }
  if (result.rules.length > 0) {
    lines.push(style.bold(x.t('players.rulesInForce')));
    for (const r of result.rules) lines.push(`  - ${r}`);
  }
  return lines.join('\n');
}

export function renderEvaluation(result: EvaluationResult, style: Style, startingLife = 20, lang: Lang = 'en'): string {
  return `${renderObjectTable(result, style, undefined, lang)}\n\n${renderPlayersAndRules(result, style, startingLife, lang)}\n`;
}
