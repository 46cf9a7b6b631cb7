/**
 * zod's JSON Schema output left out of the playground's first script (web/README.md § Size).
 * zod's classic schemas import the JSON Schema generator (`toJSONSchema()`, the `~standard`
 * `jsonSchema` methods, the `minLength`/`format`… getters), so tree-shaking cannot drop it, yet
 * the page never asks for a JSON Schema: the loader only parses, and the editor's key completion
 * reads `schema/scenario.schema.json`'s names at build time (`virtual:schema-keys`). In the
 * build, the two modules become stubs with the same exports, each a function that throws a
 * named error when called, so a use added later fails loudly instead of answering wrongly.
 * The Node library and the CLI (`schema` command) keep the real generator.
 */
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

/** zod's modules that produce JSON Schema: the generator and its per-type processors. */
const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](?:to-json-schema|json-schema-processors)\.js$/;

const MESSAGE = "zod's JSON Schema output is not in the playground's build (web/zod-without-json-schema.ts)";

/** The names a module exports (`export const|function|class X`, `export { a as b }`), read from its syntax tree. */
function exportedNames(program: { body: unknown[] }): string[] {
  const names: string[] = [];
  for (const node of program.body as {
    type: string;
    declaration?: { id?: { name: string }; declarations?: { id: { name?: string } }[] } | null;
    specifiers?: { exported: { name?: string; value?: string } }[];
  }[]) {
    if (node.type !== 'ExportNamedDeclaration') continue;
    const d = node.declaration;
    if (d?.id?.name) names.push(d.id.name);
    for (const v of d?.declarations ?? []) if (v.id.name) names.push(v.id.name);
    for (const s of node.specifiers ?? []) {
      const name = s.exported.name ?? s.exported.value;
      if (name) names.push(name);
    }
  }
  return names;
}

/** A vite plugin (build only) replacing zod's JSON Schema modules by throwing stubs with the same exports. */
export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'mtg-layers-zod-without-json-schema',
    apply: 'build',
    load(id) {
      if (!JSON_SCHEMA_MODULE.test(id)) return null;
      const names = exportedNames(this.parse(readFileSync(id, 'utf8')));
      if (names.length === 0) this.error(`${id}: no exports found; zod's layout changed`);
      // `create…Method(schema)` only builds a method (the `~standard` getter calls it); the method throws when called.
      const exports = names.map((n) => `${n.startsWith('create') ? 'makesUnavailable' : 'unavailable'} as ${n}`);
      return [
        `const unavailable = () => { throw new Error(${JSON.stringify(MESSAGE)}); };`,
        'const makesUnavailable = () => unavailable;',
        `export { ${exports.join(', ')} };`,
      ].join('\n');
    },
  };
}
