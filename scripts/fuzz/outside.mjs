/**
 * The checks an outside harness ran (issue #30) that the scenario generator (scenarios.mjs) didn't
 * reach: small documents built from the inputs that broke the loader, each run through the library
 * and the CLI in-process. A finding is a short sentence naming the check (null: all hold).
 *
 * Inputs: inline cards with and without power and toughness (208.5), their numbers as numbers and as
 * strings at and beyond the limits (±2^31); cards of a Scryfall card file (a sample of real objects,
 * scryfall-sample.json); every zone, token, owner, controller and attachment on every entry, in
 * `battlefield` and in one `enter` list; ids drawn from Object.prototype's keys and from Unicode.
 *
 * Checks: loading is deterministic (the same text twice gives the same scenario and evaluation; an
 * inline card loaded once does not change the next load); what the loader accepts is a position the
 * rules allow (no token outside the battlefield, 111.7, 704.5d; nothing attached to an object that
 * isn't a permanent, 303.4, 701.3a; creatures have numeric power and toughness, 208.5; every number
 * a safe integer within the limits, and a number written as a string reads as that number); `explain
 * --object ID` for every id and prototype key ends 0, 1 or 2, never 70; `evaluate --json` prints what
 * the library evaluates; every bad-input location lies inside the file.
 */

import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { firstDifference } from './checks.mjs';
import { runCliOn } from './cli-memory.mjs';

export const SCRYFALL_SAMPLE = JSON.parse(readFileSync(new URL('scryfall-sample.json', import.meta.url), 'utf8'));

const ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile', 'stack', 'command'];
const PROTO_KEYS = Object.getOwnPropertyNames(Object.prototype);
const UNICODE_IDS = ['é', 'straße', '木', 'ω-2', '🙂', 'a\u0301', 'İ', 'x\u200by'];
const LIMIT = 2 ** 31;
/** Numbers at and beyond the documented limit (±2^31), as numbers and as strings. */
const NUMBERS = [
  0,
  1,
  3,
  -1,
  LIMIT,
  LIMIT + 1,
  -LIMIT,
  2 ** 53,
  1e23,
  1e308,
  1.5,
  '3',
  '0',
  '-2',
  '1e23',
  '1e308',
  '2147483648',
  '0x10',
  '1.5',
  ' 4',
  '',
];
const CATALOG = ['Grizzly Bears', 'Opalescence', 'Humility', 'Rancor', 'Control Magic', 'Blood Moon', 'Forest', 'Mirror Entity'];
const AURAS = ['Rancor', 'Control Magic', 'Song of the Dryads'];

const entryArb = fc.record({
  card: fc.nat(),
  source: fc.constantFrom('catalog', 'inline', 'scryfall', 'aura'),
  id: fc.oneof({ arbitrary: fc.constant(undefined), weight: 3 }, fc.constantFrom(...PROTO_KEYS), fc.constantFrom(...UNICODE_IDS)),
  zone: fc.option(fc.constantFrom(...ZONES), { nil: undefined }),
  token: fc.boolean(),
  owner: fc.option(fc.constantFrom('you', 'opponent'), { nil: undefined }),
  controller: fc.option(fc.constantFrom('you', 'opponent'), { nil: undefined }),
  attachedTo: fc.option(fc.nat(), { nil: undefined }),
});

const inlineArb = fc.record({
  name: fc.constantFrom('Fuzz Beast', 'Fuzz Wall', 'constructor', '__proto__', 'Fuzzé 木'),
  typeLine: fc.constantFrom('Creature — Elf', 'Artifact Creature — Golem', 'Enchantment', 'Creature'),
  pt: fc.option(fc.record({ power: fc.constantFrom(...NUMBERS), toughness: fc.constantFrom(...NUMBERS) }), { nil: undefined }),
  oracle: fc.constantFrom(undefined, 'Flying', 'Other creatures you control get +1/+1.', 'Enchanted creature gets +2/+2.'),
});

/** A small document of odd but mostly writable entries: { doc, ids }. */
export const outsideArb = fc
  .record({
    entries: fc.array(entryArb, { minLength: 1, maxLength: 6 }),
    inline: fc.array(inlineArb, { minLength: 1, maxLength: 2 }),
    together: fc.boolean(),
  })
  .map(({ entries, inline, together }) => {
    const ids = [];
    const list = entries.map((e, i) => {
      let card;
      if (e.source === 'inline') {
        const c = inline[e.card % inline.length];
        card = { name: c.name, typeLine: c.typeLine, ...(c.pt ?? {}), ...(c.oracle ? { oracle: c.oracle } : {}) };
      } else if (e.source === 'scryfall') card = SCRYFALL_SAMPLE[e.card % SCRYFALL_SAMPLE.length].name;
      else card = (e.source === 'aura' ? AURAS : CATALOG)[e.card % (e.source === 'aura' ? AURAS.length : CATALOG.length)];
      const id = e.id !== undefined && !ids.includes(e.id) ? e.id : undefined;
      if (id !== undefined) ids.push(id);
      const out = { card, ...(id !== undefined ? { id } : {}) };
      for (const k of ['zone', 'owner', 'controller']) if (e[k] !== undefined) out[k] = e[k];
      if (e.token) out.token = true;
      if (e.attachedTo !== undefined && i > 0 && ids.length > 0) out.attachedTo = ids[e.attachedTo % ids.length];
      return out;
    });
    const doc = together ? { battlefield: [], events: [{ enter: list }] } : { battlefield: list, events: [] };
    return { doc, ids };
  });

/** The library's view of one text: its loaded scenario and evaluation as JSON, or its problems. */
function loadEvaluate(lib, text, options) {
  const loaded = lib.loadScenario(text, 'outside.json', options);
  if (!loaded.ok) return { ok: false, json: JSON.stringify(loaded.error.problems) };
  const r = lib.replay(loaded.value);
  if (!r.ok) return { ok: false, json: JSON.stringify(r.error.problems ?? r.error) };
  const e = lib.evaluate(r.value.state, { trace: false });
  return {
    ok: true,
    loaded: loaded.value,
    state: r.value.state,
    result: e,
    json: JSON.stringify({ objects: e.objects, players: e.players }),
  };
}

/** The rules a position the loader accepted must keep. */
function positionFinding(result, state, doc) {
  for (const [id, o] of Object.entries(result.objects)) {
    if (o.token && o.zone !== 'battlefield') return `111.7, 704.5d: token ${id} accepted in the ${o.zone}`;
    if (o.types.includes('Creature') && o.zone === 'battlefield' && (typeof o.power !== 'number' || typeof o.toughness !== 'number'))
      return `208.5: creature ${id} has power/toughness ${o.power}/${o.toughness}`;
    for (const k of ['power', 'toughness'])
      if (o[k] !== null && (!Number.isSafeInteger(o[k]) || Math.abs(o[k]) > 4 * LIMIT))
        return `${id}.${k} is ${o[k]}, not a safe integer within the limits`;
  }
  for (const obj of state.objects) {
    const host = obj.attachedTo && state.objects.find((x) => x.id === obj.attachedTo);
    if (host && host.zone !== 'battlefield' && obj.zone === 'battlefield')
      return `303.4, 701.3a: ${obj.id} attached to ${host.id} in the ${host.zone}`;
  }
  // A number written as a string reads as that number, or is refused (never another value).
  for (const e of [...doc.battlefield, ...(doc.events[0]?.enter ?? [])]) {
    const c = e.card;
    if (typeof c !== 'object' || c.power === undefined) continue;
    for (const k of ['power', 'toughness']) {
      const want = Number(c[k]);
      // The printed value the loader gave the card, not the evaluated one: Humility or an anthem may change that.
      // Two inline cards may share a name (each entry its own card): one of the objects of that name must have it.
      const named = state.objects.filter((o) => o.card.name === c.name);
      if (named.length > 0 && typeof c[k] === 'string' && /^[+-]?\d+$/.test(c[k].trim()) && !named.some((o) => o.card[k] === want))
        return `inline ${k} ${JSON.stringify(c[k])} read as ${named.map((o) => o.card[k]).join(', ')}`;
    }
  }
  return null;
}

/** In-process CLI on a text: mutate.mjs's runCliOn, the file named outside.json. */
const cliOn = (cli, text, args) => runCliOn(cli, { name: 'outside.json', text }, args);

/** Every `FILE:LINE:COL` of a message lies inside the text (a column at most one past its line's end). */
export function locationFinding(text, err, file = 'outside.json') {
  const lines = text.split('\n');
  for (const m of err.matchAll(new RegExp(`^${file.replace(/\./g, '\\.')}:(\\d+):(\\d+):`, 'gm'))) {
    const line = Number(m[1]);
    const col = Number(m[2]);
    const at = lines[line - 1];
    if (at === undefined || col < 1 || col > [...at].length + 1)
      return `location ${line}:${col} is outside the file (${lines.length} lines)`;
  }
  return null;
}

/** Runs every check on one generated document; `cli` may be null (library checks only). */
export async function checkOutside(lib, cli, { doc, ids }, { cardFiles = [], compile } = {}) {
  const options = { cards: { findCard: lib.findCard, suggestCards: lib.suggestCards }, cardFiles, compile };
  const text = JSON.stringify(doc, null, 1);
  let a;
  let b;
  try {
    a = loadEvaluate(lib, text, options);
    b = loadEvaluate(lib, text, options);
  } catch (e) {
    return `the library threw ${e instanceof Error ? e.message.split('\n')[0] : e}`;
  }
  if (a.json !== b.json) return 'not deterministic: the same text loaded twice differs';
  if (a.ok) {
    const bad = positionFinding(a.result, a.state, doc);
    if (bad) return bad;
    const saved = lib.toScenario(a.state, { cards: options.cards });
    if (!saved.ok && /^the document written for this state/.test(saved.error.message))
      return `toScenario: ${saved.error.message.slice(0, 300)}`;
  }
  if (!cli) return null;
  const json = await cliOn(cli, text, ['evaluate', '--json']);
  if (![0, 1, 2].includes(json.status)) return `evaluate --json: exit ${json.status}: ${json.err.slice(0, 300)}`;
  if (json.status === 2) return locationFinding(text, json.err) && `evaluate: ${locationFinding(text, json.err)}`;
  // The CLI run has no card files: compare it with the library on the same inputs (a card file's 2018
  // Opalescence reads "converted mana cost" where the catalog's reads "mana value").
  const same = cardFiles.length > 0 ? loadEvaluate(lib, text, { ...options, cardFiles: [] }) : a;
  if (same.ok && json.status === 0) {
    const printed = JSON.parse(json.out);
    const d = firstDifference(printed.objects, same.result.objects);
    if (d) return `evaluate --json differs from the library: ${d.slice(0, 300)}`;
  }
  for (const id of [...ids, ...PROTO_KEYS.slice(0, 4), 'no-such-id']) {
    const r = await cliOn(cli, text, ['explain', '--object', id]);
    if (![0, 1, 2].includes(r.status)) return `explain --object ${JSON.stringify(id)}: exit ${r.status}: ${r.err.slice(0, 200)}`;
  }
  return null;
}

/** The Scryfall sample as a `--cards` file (`cards`: the package's cards module, src or dist). */
export function sampleCardFiles(cards) {
  const bytes = readFileSync(new URL('scryfall-sample.json', import.meta.url));
  const r = cards.openCardFile('scryfall-sample.json', () => cards.memorySource(bytes));
  if (!r.ok) throw new Error(`scryfall-sample.json: ${r.error.message}`);
  return [r.value];
}
