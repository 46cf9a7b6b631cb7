/**
 * What the scripts over the two reference card pools share (coverage-pools.mjs, draw-held-out.mjs):
 * the repository root, the pools, opening one (exit 2 with its located problems), and a whole-number
 * command-line option.
 */
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { fileSource } from '../dist/cards/node.js';
import { openCardFile } from '../dist/cards/open.js';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** Today's wording (written by scripts/corpus-to-scryfall.mjs) and the 2018 Scryfall dump. */
export const POOLS = [
  { name: 'oracle corpus (today)', file: join(root, 'bench/.data/oracle-corpus.scryfall.json') },
  { name: 'Scryfall 2018', file: join(root, '../shared/reference/scryfall-2018-cards.json') },
];

/** The pool's card file (src/cards), or exit 2 saying why. */
export function openPool(file) {
  if (!existsSync(file)) {
    console.error(`${relative(root, file)}: not found (run node scripts/corpus-to-scryfall.mjs for the corpus)`);
    process.exit(2);
  }
  const opened = openCardFile(file, fileSource, relative(root, file));
  if (!opened.ok) {
    for (const p of opened.error.problems) console.error(`${p.file}:${p.line}:${p.col}: ${p.message}`);
    process.exit(2);
  }
  return opened.value.file;
}

/** `--name N` among `args`: a whole number from 0 to 999999999, else exit 2; `fallback` when absent. */
export function wholeOption(args, name, fallback) {
  const at = args.indexOf(name);
  if (at < 0) return fallback;
  const v = args[at + 1];
  if (v === undefined || !/^\d{1,9}$/.test(v)) {
    console.error(`${name}: a whole number from 0 to 999999999 (got ${JSON.stringify(v)})`);
    process.exit(2);
  }
  return Number(v);
}
