/**
 * The build's stand-in for zod's JSON Schema generator (web/zod-without-json-schema.ts): a
 * script bundled with it still parses and reports as zod does, and asking it for a JSON
 * Schema throws the named error instead of answering; bundled without it, the same script
 * gives the JSON Schema (the stub is what makes the difference).
 */
import { join } from 'node:path';
import { build, type Plugin, type Rollup } from 'vite';
import { describe, expect, it } from 'vitest';
import { zodWithoutJsonSchema } from '../web/zod-without-json-schema.js';

const ENTRY = 'virtual:zod-probe';
const probe: Plugin = {
  name: 'zod-probe',
  resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
  load: (id) =>
    id === `\0${ENTRY}`
      ? `import { z } from 'zod';
const S = z.object({ power: z.number().int(), name: z.string().min(1) }).strict();
export const good = S.parse({ power: 4, name: 'Humility' });
export const bad = S.safeParse({ power: 'four', name: '' }).error.issues.map((i) => i.path.join('.') + ': ' + i.code);
export const schema = () => z.toJSONSchema(S);
export const method = () => S.toJSONSchema();`
      : undefined,
};

async function bundle(plugins: Plugin[]): Promise<Record<string, unknown>> {
  const out = (await build({
    configFile: false,
    logLevel: 'silent',
    root: join(import.meta.dirname, '..'),
    plugins: [...plugins, probe],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: { input: ENTRY, preserveEntrySignatures: 'exports-only', output: { format: 'es' } },
    },
  })) as Rollup.RollupOutput;
  const code = out.output[0].code;
  return import(`data:text/javascript;base64,${Buffer.from(code).toString('base64')}`);
}

describe("zod's JSON Schema output left out of the playground build", () => {
  it('parsing and its issues are unchanged; toJSONSchema throws the named error', async () => {
    const m = await bundle([zodWithoutJsonSchema()]);
    expect(m.good).toEqual({ power: 4, name: 'Humility' });
    expect(m.bad).toEqual(['power: invalid_type', 'name: too_small']);
    for (const f of [m.schema, m.method] as (() => unknown)[])
      expect(f).toThrow("zod's JSON Schema output is not in the playground's build");
  }, 60_000);

  it('without the stand-in the same script gives the JSON Schema', async () => {
    const m = await bundle([]);
    expect((m.schema as () => { properties: object })().properties).toHaveProperty('power');
  }, 60_000);
});
