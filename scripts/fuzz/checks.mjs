/**
 * What the fuzz run checks on one scenario (the library module is passed in: src/ in tests,
 * dist/ in `npm run fuzz`). Returns null when every check holds, else a finding: a short
 * sentence naming the check that failed.
 *
 * Checks: loading and replay end in a Result (bad input is a documented result, an exception
 * is a finding); evaluation within the time limit; the same output twice (deterministic);
 * the pruned and the exhaustive dependency modes give the same JSON document, trace included;
 * the same characteristics, players and rules without the trace (the pass's fast paths);
 * and the invariants of an evaluation (JSON-serialisable, finite numbers, colours and card
 * types from the allowed sets, controllers are players, 108.4a; no two objects of the position with
 * one id); and toScenario saves the position or says
 * why it can't (its last guard, a document that doesn't replay the same, is a finding).
 */

const COLORS = new Set(['white', 'blue', 'black', 'red', 'green']);
const CARD_TYPES = new Set(['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery']);
const SUPERTYPES = new Set(['Basic', 'Legendary', 'Snow', 'World', 'Ongoing']);

export const TIME_LIMIT_MS = 2000;

const now = () => performance.now();

function describeError(e) {
  return e instanceof Error ? `${e.name}: ${e.message.split('\n')[0]}` : String(e);
}

/** Every number in a JSON-like value is finite; every value survives JSON. */
function invariantsOfJson(value, path = 'result') {
  if (typeof value === 'number') return Number.isFinite(value) ? null : `${path} is ${value}`;
  if (value === undefined || typeof value === 'function' || typeof value === 'bigint' || typeof value === 'symbol') {
    return `${path} is not JSON (${typeof value})`;
  }
  if (value === null || typeof value !== 'object') return null;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const bad = invariantsOfJson(value[i], `${path}[${i}]`);
      if (bad) return bad;
    }
    return null;
  }
  const proto = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== null) return `${path} is not a plain object`;
  for (const [k, v] of Object.entries(value)) {
    if (v === undefined) continue; // dropped by JSON, like an absent key
    const bad = invariantsOfJson(v, `${path}.${k}`);
    if (bad) return bad;
  }
  return null;
}

/** The invariants of one evaluation (players: the scenario's players). */
export function invariants(result, players) {
  const json = invariantsOfJson({ objects: result.objects, players: result.players, rules: result.rules, trace: result.trace });
  if (json) return json;
  for (const [id, o] of Object.entries(result.objects)) {
    if (o.id !== id) return `objects.${id}.id is ${o.id}`;
    for (const c of o.colors) if (!COLORS.has(c)) return `objects.${id}.colors has ${JSON.stringify(c)}`;
    for (const t of o.types) if (!CARD_TYPES.has(t)) return `objects.${id}.types has ${JSON.stringify(t)}`;
    for (const t of o.supertypes) if (!SUPERTYPES.has(t)) return `objects.${id}.supertypes has ${JSON.stringify(t)}`;
    if (new Set(o.types).size !== o.types.length || new Set(o.subtypes).size !== o.subtypes.length)
      return `objects.${id} lists a type twice`;
    if (!players.includes(o.controller)) return `objects.${id}.controller ${JSON.stringify(o.controller)} is not a player`;
    if (!players.includes(o.owner)) return `objects.${id}.owner ${JSON.stringify(o.owner)} is not a player`;
    if (o.zone !== 'battlefield' && o.zone !== 'stack' && o.controller !== o.owner) {
      return `108.4a: objects.${id} is in the ${o.zone} but controlled by ${o.controller}, not its owner ${o.owner}`;
    }
    for (const [k, n] of Object.entries(o.counters)) if (!Number.isSafeInteger(n) || n <= 0) return `objects.${id}.counters.${k} is ${n}`;
    if (!Number.isSafeInteger(o.timestamp)) return `objects.${id}.timestamp is ${o.timestamp}`;
  }
  return null;
}

/** 400.7: every object of the position has its own id (an action that moved a stale record duplicated one). */
export function uniqueIds(state) {
  const seen = new Set();
  for (const o of state.objects) {
    if (seen.has(o.id)) return `two objects of the position have the id ${JSON.stringify(o.id)}`;
    seen.add(o.id);
  }
  return null;
}

function same(a, b) {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The first place two JSON values differ, for a readable finding. */
export function firstDifference(a, b, path = '') {
  if (same(a, b)) return null;
  if (a && b && typeof a === 'object' && typeof b === 'object') {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])];
    for (const k of keys) {
      const d = firstDifference(a[k], b[k], Array.isArray(a) ? `${path}[${k}]` : `${path}.${k}`);
      if (d) return d;
    }
  }
  return `${path || '(root)'}: ${JSON.stringify(a)?.slice(0, 300)} vs ${JSON.stringify(b)?.slice(0, 300)}`;
}

const doc = (r) => ({ objects: r.objects, players: r.players, rules: r.rules, trace: r.trace });

/**
 * Runs every check on one scenario document. `lib` is the package's root module.
 * Returns { outcome: 'ok' | 'bad-input', finding: string | null, ms }.
 */
export function checkScenario(
  lib,
  scenarioDoc,
  { file = 'fuzz.json', timeLimitMs = TIME_LIMIT_MS, compareModes = true, roundTrip = true } = {},
) {
  const cards = { findCard: lib.findCard, suggestCards: lib.suggestCards };
  let loaded;
  try {
    loaded = lib.loadScenario(JSON.stringify(scenarioDoc), file, { cards });
  } catch (e) {
    return { outcome: 'exception', finding: `loadScenario threw ${describeError(e)}`, ms: 0 };
  }
  if (!loaded.ok) return { outcome: 'bad-input', finding: null, ms: 0, problems: loaded.error.problems };
  let replayed;
  try {
    // With its checkpoints: every `expect` is compared (a failed one is an answer, not a finding).
    replayed = lib.replay(loaded.value);
  } catch (e) {
    return { outcome: 'exception', finding: `replay threw ${describeError(e)}`, ms: 0 };
  }
  if (!replayed.ok) return { outcome: 'bad-input', finding: null, ms: 0, problems: replayed.error.problems };
  const state = replayed.value.state;
  const before = JSON.stringify(state);
  let first;
  let second;
  let exhaustive;
  let untraced;
  let ms = 0;
  try {
    const t0 = now();
    first = lib.evaluate(state);
    ms = now() - t0;
    second = lib.evaluate(state);
    if (compareModes) exhaustive = lib.evaluate(state, { exhaustive: true });
    // Without the trace (an engine's call) the pass takes its fast paths: in-place straight layers, reused trials.
    untraced = lib.evaluate(state, { trace: false });
  } catch (e) {
    return { outcome: 'exception', finding: `evaluate threw ${describeError(e)}`, ms };
  }
  if (ms > timeLimitMs) return { outcome: 'slow', finding: `evaluation took ${ms.toFixed(0)} ms (limit ${timeLimitMs} ms)`, ms };
  if (JSON.stringify(state) !== before) return { outcome: 'finding', finding: 'evaluate changed the position it read', ms };
  const d1 = firstDifference(doc(first), doc(second));
  if (d1) return { outcome: 'finding', finding: `not deterministic: ${d1}`, ms };
  if (compareModes) {
    const d2 = firstDifference(doc(first), doc(exhaustive));
    if (d2) return { outcome: 'finding', finding: `pruned and exhaustive modes differ: ${d2}`, ms };
  }
  const answer = (r) => ({ objects: r.objects, players: r.players, rules: r.rules });
  const d3 = firstDifference(answer(first), answer(untraced));
  if (d3) return { outcome: 'finding', finding: `with and without the trace differ: ${d3}`, ms };
  if (JSON.stringify(state) !== before) return { outcome: 'finding', finding: 'evaluate changed the position it read', ms };
  const bad = invariants(first, loaded.value.players) ?? uniqueIds(state);
  if (bad) return { outcome: 'finding', finding: `invariant: ${bad}`, ms };
  const saved = roundTrip ? savedFinding(lib, state, cards) : null;
  if (saved) return { outcome: 'finding', finding: saved, ms };
  return { outcome: 'ok', finding: null, ms };
}

/**
 * toScenario (docs/scenario-and-cli.md § Saving a position): never a throw; a refusal names what the
 * format can't write (a resolved effect, a merged permanent, …). Its last guard — the document it wrote
 * doesn't load, doesn't replay or replays to another position — is a finding: either an action made a
 * position the rules don't allow (the loader refuses it) or the document is written wrong.
 */
function savedFinding(lib, state, cards) {
  let saved;
  try {
    saved = lib.toScenario(state, { cards });
  } catch (e) {
    return `toScenario threw ${describeError(e)}`;
  }
  if (saved.ok || !/^the document written for this state/.test(saved.error.message)) return null;
  return `toScenario: ${saved.error.message.slice(0, 500)}`;
}
