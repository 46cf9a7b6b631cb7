/**
 * `expect:` checkpoints turned into one Check per asserted field (the unit `check` counts).
 */
import type { LoadContext } from './context.js';
import { ObjectExpectationSchema, PlayerExpectationSchema } from './expectation-schema.js';
import type { PathSeg } from './problems.js';
import type { Check } from './types.js';

const isMapping = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The parsed fields in the order they are written in the file. */
function inFileOrder(parsed: object, raw: unknown): [string, unknown][] {
  const values = parsed as Record<string, unknown>;
  return Object.keys(raw as object)
    .filter((k) => k in values)
    .map((k) => [k, values[k]]);
}

export function readExpectation(ctx: LoadContext, raw: unknown, path: readonly PathSeg[]): Check[] {
  if (!isMapping(raw)) {
    ctx.report(path, 'expected a mapping from object ids (and `players`, `rules`) to the values they must have');
    return [];
  }
  const checks: Check[] = [];
  for (const [key, value] of Object.entries(raw)) {
    const at = [...path, key];
    if (key === 'rules') {
      if (!Array.isArray(value) || !value.every((v) => typeof v === 'string')) {
        ctx.report(at, 'expected a list of rules texts (strings)');
      } else {
        checks.push({ subject: { kind: 'rules' }, field: 'rules', expected: value, loc: ctx.loc(at, 'key') });
      }
    } else if (key === 'players') {
      checks.push(...readPlayers(ctx, value, at));
    } else {
      ctx.refId(key, at, 'key');
      const fields = ctx.parse(ObjectExpectationSchema, value, at);
      if (fields === undefined) continue;
      for (const [field, expected] of inFileOrder(fields, value)) {
        const fieldPath = [...at, field];
        if ((field === 'controller' || field === 'owner') && typeof expected === 'string') ctx.refPlayer(expected, fieldPath);
        // 303.4: an Aura may be attached to a player.
        if (field === 'attachedTo' && typeof expected === 'string' && !ctx.players.includes(expected)) ctx.refId(expected, fieldPath);
        checks.push({ subject: { kind: 'object', id: key }, field, expected, loc: ctx.loc(fieldPath, 'key') });
      }
    }
  }
  return checks;
}

function readPlayers(ctx: LoadContext, raw: unknown, path: readonly PathSeg[]): Check[] {
  if (!isMapping(raw)) {
    ctx.report(path, 'expected a mapping from player names to `{ abilities, maxHandSize, has, lacks }`');
    return [];
  }
  const checks: Check[] = [];
  for (const [name, value] of Object.entries(raw)) {
    const at = [...path, name];
    ctx.refPlayer(name, at, 'key');
    const fields = ctx.parse(PlayerExpectationSchema, value, at);
    if (fields === undefined) continue;
    for (const [field, expected] of inFileOrder(fields, value)) {
      checks.push({ subject: { kind: 'player', name }, field, expected, loc: ctx.loc([...at, field], 'key') });
    }
  }
  return checks;
}
