/**
 * The speed yardstick (`../shared/tools/floor/`) drives the built package as an outside user
 * does: `enterObjects(emptyState(), specs)`, then `r.state`, then `evaluate(state, {trace: false})`.
 * Its boards have no dependency between effects in the layers it orders by timestamp, so the
 * engine's characteristics must equal the floor's object by object (613.4, 613.7: anthems and
 * lords add in layer 7c; 305.7: Blood Moon's land types in layer 4).
 */
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const FLOOR = new URL('../../shared/tools/floor/floor.mjs', import.meta.url);
const DIST = new URL('../dist/index.js', import.meta.url);
const hasFloor = existsSync(FLOOR);
if (!hasFloor) console.warn(`skipping the floor tool test (not found at ${FLOOR.pathname})`);

describe.skipIf(!hasFloor)('the floor tool against the built package', () => {
  it.each(['bench:16:100', 'anthem7c:20:200', 'lords:6:60', 'levitation:3:30'])(
    '%s: the engine gives the floor’s characteristics for every object (613.4c, 613.7)',
    async (spec) => {
      const floor = await import(FLOOR.href);
      const lib = await import(DIST.href);
      const { entries } = floor.boardOf(spec);
      const state = floor.engineState(lib, entries);
      const result = lib.evaluate(state, { trace: false });
      const expected = floor.floorResult(floor.floorPass(floor.buildFloor(entries)));
      const sort = (xs: string[]) => [...xs].sort();
      expected.forEach((f: Record<string, unknown>, i: number) => {
        const e = result.objects[`o${i}`];
        expect({ ...e, types: sort(e.types), subtypes: sort(e.subtypes), colors: sort(e.colors) }).toMatchObject({
          power: f.power,
          toughness: f.toughness,
          types: sort(f.types as string[]),
          subtypes: sort(f.subtypes as string[]),
          colors: sort(f.colors as string[]),
          abilities: f.abilities,
        });
      });
    },
  );
});
