/** `coverage`: how much of a card file's Oracle text the compiler reads, and what it doesn't. */
import type { CoverageReport } from '../cards/coverage.js';
import type { Style } from './style.js';

export function renderCoverage(r: CoverageReport, style: Style): string {
  const kb = (n: number) => (n >= 1024 * 1024 ? `${(n / 1024 / 1024).toFixed(1)} MB` : `${(n / 1024).toFixed(1)} kB`);
  const lines = [
    style.bold(`Coverage of ${r.file}`),
    `  cards read:                   ${r.cardsRead}${r.cardsRead === r.cards ? '' : ` of ${r.cards} (the others have problems, above)`}`,
    `  ability sentences:            ${r.sentences} (${r.compiled} compiled)`,
    `  create continuous effects:    ${r.continuous}`,
    `  of those, compiled:           ${r.continuousCompiled} (${r.percent === null ? 'n/a' : `${r.percent}%`})`,
    `  compile speed:                ${r.cardsPerSecond} cards/s (${r.seconds} s)`,
    `  compiled data:                ${r.compiledBytes} bytes of JSON (${kb(r.compiledBytes)})`,
    '',
    style.bold(`Top ${r.unrecognised.length} sentence shapes not compiled`),
  ];
  const width = String(r.unrecognised[0]?.count ?? 0).length;
  for (const u of r.unrecognised) {
    lines.push(`  ${String(u.count).padStart(width)}  ${u.shape}`);
    lines.push(style.dim(`  ${' '.repeat(width)}  e.g. ${u.example.card}: ${JSON.stringify(u.example.text)}`));
  }
  return `${lines.join('\n')}\n`;
}
