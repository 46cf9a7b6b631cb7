/** `coverage`: how much of a card file's Oracle text the compiler reads, and what it doesn't. */
import type { CoverageReport, ShapeCount } from '../cards/coverage.js';
import { FAMILY_NAMES } from '../oracle/classify.js';
import type { Style } from './style.js';

const PARTS: Record<CoverageReport['part'], string> = {
  all: '',
  dev: ' — developed-on part',
  'held-out': ' — held-out part',
};

export function renderCoverage(r: CoverageReport, style: Style): string {
  const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} kB`);
  const lines = [
    style.bold(`Coverage of ${r.file}${PARTS[r.part]}`),
    ...(r.part === 'all'
      ? []
      : [`  part:                         ${r.part} (seed ${r.seed}: cards whose name hashes to bucket 0 of 5 are held out)`]),
    `  cards read:                   ${r.cardsRead}${r.cardsRead === r.cards ? '' : ` of ${r.cards} (the others have problems, above)`}`,
    `  ability sentences:            ${r.sentences} (${r.compiled} compiled)`,
    `  create continuous effects:    ${r.continuous}`,
    `  of those, compiled:           ${r.continuousCompiled} (${r.percent === null ? 'n/a' : `${r.percent}%`})`,
    `  compile speed:                ${r.cardsPerSecond} cards/s (${r.seconds} s)`,
    `  compiled data:                ${r.compiledBytes} bytes of JSON (${kb(r.compiledBytes)})`,
  ];
  const unread = r.unreadContinuous.reduce((n, f) => n + f.count, 0);
  if (r.part === 'held-out') {
    // The held-out cards are for measuring only: their sentences are never shown.
    lines.push('', style.bold(`Unread continuous sentences by family (${unread}; held out: no shapes shown)`));
    for (const f of r.unreadContinuous) lines.push(`  ${String(f.count).padStart(5)}  ${familyName(f.family)}`);
    return `${lines.join('\n')}\n`;
  }
  lines.push('', style.bold(`Unread continuous-effect sentences by family (${unread})`));
  for (const f of r.unreadContinuous) {
    lines.push(`  ${familyName(f.family)}: ${f.count}`);
    shapes(lines, f.shapes, style, '  ');
  }
  lines.push('', style.bold(`Top ${r.unreadOther.length} sentence shapes not compiled that make no continuous effect`));
  shapes(lines, r.unreadOther, style, '');
  return `${lines.join('\n')}\n`;
}

function familyName(f: CoverageReport['unreadContinuous'][number]['family']): string {
  return f === 'unclassified' ? 'unclassified' : FAMILY_NAMES[f];
}

function shapes(lines: string[], list: readonly ShapeCount[], style: Style, indent: string): void {
  const width = String(list[0]?.count ?? 0).length;
  for (const u of list) {
    lines.push(`${indent}  ${String(u.count).padStart(width)}  ${u.shape}`);
    lines.push(style.dim(`${indent}  ${' '.repeat(width)}  e.g. ${u.example.card}: ${JSON.stringify(u.example.text)}`));
  }
}
