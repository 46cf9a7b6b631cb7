/**
 * The readable form of an evaluation: one table row per object, then players and rules —
 * in English, French or Spanish (headers, colours, status words and the players' lines come
 * from src/explain's catalogues; card names, types and ability text are data, as printed).
 */
import type { EvaluationResult, ObjectResult } from '../core/pass/trace.js';
import { type Lang, ptText, showValue, statusWords, type Translator, translator, typeLine } from '../explain/index.js';
import { fitText, MIN_WIDTH, wrapLine } from './fit.js';
import { columnWidths, table, wrap } from './format.js';
import { type Style, visibleLength } from './style.js';

const COLUMNS = ['id', 'name', 'cost', 'type', 'pt', 'colors', 'controller', 'abilities', 'status'] as const;

/** An ability's lines in a column `width` wide; boards repeat their abilities, so each text is wrapped once per width. */
type Wrapped = Map<string, string[]>;

function abilityLines(a: string, width: number, wrapped: Wrapped): string[] {
  let lines = wrapped.get(a);
  if (lines === undefined) {
    lines = wrap(a, width).flatMap((l) => (l.length > width ? wrapLine(l, width) : [l]));
    wrapped.set(a, lines);
  }
  return lines;
}

function row(
  x: Translator,
  o: ObjectResult,
  style: Style,
  withZone: boolean,
  abilitiesWidth: number,
  wrapped: Wrapped = new Map(),
): string[][] {
  const cells = [
    [style.cyan(o.id)],
    [o.name ?? style.dim(x.t('table.noName'))],
    [o.manaCost ?? ''],
    [typeLine(x, o)],
    [ptText(x, o)],
    [showValue(x, o.colors, 'colors')],
    [o.controller],
    o.abilities.length > 0 ? o.abilities.flatMap((a) => abilityLines(a, abilitiesWidth, wrapped)) : [style.dim('—')],
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

/** The abilities column is wrapped at this width when the terminal has room for it. */
const ABILITIES_WIDTH = 60;
/** Below this many columns for the abilities, the table is stacked (one field per line) instead. */
const NARROWEST_ABILITIES = 30;

const GAP = 2;

/** The room the columns but the abilities' take: their widths (columnWidths) and the gaps after them. */
function widthWithout(widths: readonly number[], skip: number): number {
  let total = 0;
  widths.forEach((w, c) => {
    if (c !== skip) total += w + GAP;
  });
  return total;
}

/**
 * One block per object, one field per line, values wrapped under themselves: the layout of a
 * terminal too narrow for the table (as `kubectl describe` or `git log` read on a phone).
 */
function stacked(headers: string[], rows: string[][][], style: Style, width: number): string {
  const label = Math.max(...headers.map(visibleLength)) + GAP;
  const blocks = rows.map((r) => {
    const lines = [style.bold(r[0]?.[0] ?? '')];
    headers.forEach((h, c) => {
      if (c === 0) return;
      const cell = (r[c] ?? []).filter((l) => l !== '');
      if (cell.length === 0) return;
      const lead = `  ${h}${' '.repeat(label - visibleLength(h))}`;
      const room = Math.max(MIN_WIDTH, width - lead.length);
      // Each value line fitted on its own, then laid under the first one.
      const values = cell.flatMap((l) => wrapLine(l, room));
      for (const [i, v] of values.entries()) lines.push(`${i === 0 ? style.dim(lead) : ' '.repeat(lead.length)}${v}`.trimEnd());
    });
    return lines.join('\n');
  });
  return blocks.join('\n\n');
}

/**
 * The objects as a table that fits `width` columns: the abilities column is narrowed (down to
 * NARROWEST_ABILITIES) to fit, and past that the objects are stacked. Infinity: the full table.
 */
export function renderObjectTable(result: EvaluationResult, style: Style, only?: string, lang: Lang = 'en', width = Infinity): string {
  const x = translator(lang);
  const objects = ordered(result, only);
  if (objects.length === 0) return style.dim(x.t('table.noObjects'));
  const withZone = objects.some((o) => o.zone !== 'battlefield');
  const headers: string[] = COLUMNS.map((c) => x.t(`table.${c}`));
  if (withZone) headers.splice(1, 0, x.t('table.zone'));
  const abilities = headers.indexOf(x.t('table.abilities'));
  const wrapped: Wrapped = new Map();
  const full = objects.map((o) => row(x, o, style, withZone, ABILITIES_WIDTH, wrapped));
  const widths = columnWidths(headers, full);
  const room = Math.min(ABILITIES_WIDTH, Math.floor(width - widthWithout(widths, abilities)));
  if (room < NARROWEST_ABILITIES) {
    const rows = objects.map((o) => row(x, o, style, withZone, Number.POSITIVE_INFINITY));
    return fitText(stacked(headers, rows, style, Math.max(MIN_WIDTH, width)), width);
  }
  if (room === ABILITIES_WIDTH) return table(headers, full, style, widths);
  const narrowed: Wrapped = new Map();
  return table(
    headers,
    objects.map((o) => row(x, o, style, withZone, room, narrowed)),
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

/** The table, players and rules; `width`: the terminal's columns (Infinity: no limit). */
export function renderEvaluation(result: EvaluationResult, style: Style, startingLife = 20, lang: Lang = 'en', width = Infinity): string {
  return `${renderObjectTable(result, style, undefined, lang, width)}\n\n${fitText(renderPlayersAndRules(result, style, startingLife, lang), width)}\n`;
}
