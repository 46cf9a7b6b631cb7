/**
 * The object table's layout (src/cli/format.ts): every column padded to its widest line, cells of
 * several lines, the end of each line trimmed. `table` builds each line from its non-empty cells
 * only (issue #8: a 10,000-object board prints some 250,000 lines); it must give exactly the
 * lines of the plain definition below, colour escapes taking no room.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { columnWidths, table } from '../src/cli/format.js';
import { makeStyle, plain, visibleLength } from '../src/cli/style.js';

/** The definition: each line of a row pads every cell to its column, joins them with two spaces, trims the end. */
function reference(headers: string[], rows: string[][][], style = plain): string {
  const widths = headers.map((h, c) => Math.max(visibleLength(h), ...rows.map((r) => Math.max(0, ...(r[c] ?? []).map(visibleLength)))));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c + ' '.repeat(Math.max(0, (widths[i] ?? 0) - visibleLength(c))))
      .join('  ')
      .trimEnd();
  const out = [style.bold(line(headers)), style.dim(widths.map((w) => '─'.repeat(w)).join('  '))];
  for (const row of rows) {
    const height = Math.max(1, ...row.map((cell) => cell.length));
    for (let i = 0; i < height; i++) out.push(line(row.map((cell) => cell[i] ?? '')));
  }
  return out.join('\n');
}

const colour = makeStyle(true);
// Text with spaces at either end, empty strings, colour escapes and a character outside the BMP.
const text = fc.oneof(
  fc.constantFrom('', ' ', 'a', 'Islandwalk', 'Creature — Elf', '  x ', '🂡 card', colour.cyan('id-1'), colour.dim('—')),
  fc.string({ maxLength: 12 }),
);

describe('the object table (format.ts table)', () => {
  it('gives the lines of the plain definition: padded cells, two spaces between, ends trimmed', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 6 }).chain((n) =>
          fc.tuple(
            fc.array(
              text.filter((h) => h !== ''),
              { minLength: n, maxLength: n },
            ),
            fc.array(fc.array(fc.array(text, { maxLength: 4 }), { minLength: n, maxLength: n }), { maxLength: 6 }),
          ),
        ),
        fc.boolean(),
        ([headers, rows], coloured) => {
          const style = coloured ? colour : plain;
          expect(table(headers, rows, style)).toBe(reference(headers, rows, style));
          expect(table(headers, rows, style, columnWidths(headers, rows))).toBe(reference(headers, rows, style));
        },
      ),
      { numRuns: 500 },
    );
  });

  it('a continuation line holds only the cells that go on: leading columns become spaces, trailing ones nothing', () => {
    const out = table(['id', 'type', 'abilities', 'status'], [[['bear'], ['Creature'], ['Trample', 'Islandwalk'], ['tapped']]], plain);
    expect(out.split('\n')).toEqual([
      'id    type      abilities   status',
      '────  ────────  ──────────  ──────',
      'bear  Creature  Trample     tapped',
      '                Islandwalk',
    ]);
  });
});
