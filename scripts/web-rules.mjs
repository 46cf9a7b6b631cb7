#!/usr/bin/env node
/**
 * Copies the Comprehensive Rules sections the playground links to (611, 612, 613, 604,
 * ...) from ../shared/reference/cr/ into web/src/generated/cr-rules.json: one entry per
 * rule number, its text and examples. The rules text is public (Wizards of the Coast);
 * the JSON is committed so building the site needs nothing outside the project.
 *
 *   node scripts/web-rules.mjs [CR_DIR]
 */
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../', import.meta.url));
const dir = process.argv[2] ?? join(root, '../shared/reference/cr');
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.txt') && !f.startsWith('comprehensive-rules') && !f.startsWith('glossary'))
  .sort();

const RULE = /^(\d{3}(?:\.\d+[a-z]?)?)\.? (.+)$/;
const rules = {};
let source = '';
for (const f of files) {
  let current = null;
  for (const line of readFileSync(join(dir, f), 'utf8').split('\n')) {
    if (line.startsWith('Source: ')) {
      source ||= line.slice('Source: '.length);
      continue;
    }
    const m = RULE.exec(line);
    if (m) {
      current = m[1];
      rules[current] ??= { text: m[2].trim(), examples: [] };
    } else if (current && line.startsWith('Example:')) {
      rules[current].examples.push(line.slice('Example:'.length).trim());
    }
  }
}
const out = { source, rules };
writeFileSync(join(root, 'web/src/generated/cr-rules.json'), `${JSON.stringify(out)}\n`);
console.log(`web/src/generated/cr-rules.json: ${Object.keys(rules).length} rules from ${files.length} files`);
