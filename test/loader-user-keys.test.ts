/**
 * Issue #30, "Identifiers": every lookup keyed by user text finds only what the user named. Ids,
 * player names, counter kinds and words of Oracle text that are Object.prototype's keys
 * (`constructor`, `toString`, `hasOwnProperty`, `valueOf`) or Unicode work as any other name;
 * `__proto__`, the one key a JavaScript object cannot carry as data, is refused where it is
 * written. An unknown id is bad input, exit 2 (docs/scenario-and-cli.md).
 */
import { describe, expect, it } from 'vitest';
import { pluralOf } from '../src/core/model/subtypes.js';
import { numberWord } from '../src/oracle/grammar/words/words.js';
import { cliOn } from './helpers/cli-memory.js';

const PROTO_KEYS = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];
const BOARD = 'battlefield:\n  - Grizzly Bears\n';

describe('issue #30: `explain --object` with an id the file does not have', () => {
  for (const id of [...PROTO_KEYS, 'valueOf', 'été']) {
    it(`--object ${id} is "unknown id", exit 2 (not an internal error)`, async () => {
      const r = await cliOn({ 'b.yaml': BOARD }, ['explain', 'b.yaml', '--object', id]);
      expect(r.err).toContain(`--object: unknown id ${JSON.stringify(id)}`);
      expect(r.status).toBe(2);
    });
  }
});

describe("issue #30: Object.prototype's keys and Unicode as ids, players and counter kinds", () => {
  const FILE = `players: [you, hasOwnProperty, "Zoë"]
battlefield:
  - { card: Grizzly Bears, id: constructor, counters: { constructor: 2 } }
  - { card: Grizzly Bears, id: toString, controller: hasOwnProperty }
  - { card: Grizzly Bears, id: valueOf, controller: "Zoë" }
  - { card: Glorious Anthem, id: "été", controller: "Zoë" }
events:
  - counters: { constructor: { constructor: 1 } }
  - expect:
      constructor: { power: 2, counters: { constructor: 3 } }
      toString: { power: 2, controller: hasOwnProperty }
      valueOf: { power: 3, controller: "Zoë" }
      players: { hasOwnProperty: { life: 20 }, "Zoë": { life: 20 } }
`;
  it("`check` passes every expectation (613.4c: only Zoë's creature gets the anthem)", async () => {
    const r = await cliOn({ 'k.yaml': FILE }, ['check', 'k.yaml']);
    expect(r.err).toBe('');
    expect(r.out).toMatch(/^ok +k\.yaml: 8 passed, 0 failed/m);
    expect(r.status).toBe(0);
  });

  it('`evaluate --json` lists every object and player under its own key', async () => {
    const r = await cliOn({ 'k.yaml': FILE }, ['evaluate', '--json', 'k.yaml']);
    expect(r.status).toBe(0);
    const json = JSON.parse(r.out) as { objects: Record<string, unknown>; players: Record<string, unknown> };
    expect(Object.keys(json.objects)).toEqual(['constructor', 'toString', 'valueOf', 'été']);
    expect(Object.keys(json.players)).toEqual(['you', 'hasOwnProperty', 'Zoë']);
  });

  it('`explain --object été` explains that object', async () => {
    const r = await cliOn({ 'k.yaml': FILE }, ['explain', 'k.yaml', '--object', 'été']);
    expect(r.status).toBe(0);
    expect(r.out).toContain('Glorious Anthem');
  });

  it('an `expect` of an id the file does not have, named like a prototype key, is "unknown id", exit 2', async () => {
    for (const id of ['toString', 'hasOwnProperty', 'constructor']) {
      const r = await cliOn({ 'u.yaml': `${BOARD}events:\n  - expect:\n      ${id}: { power: 2 }\n` }, ['check', 'u.yaml']);
      expect(r.err).toMatch(new RegExp(`^u\\.yaml:5:7: events\\[0\\]\\.expect\\.${id}: unknown id "${id}"`, 'm'));
      expect(r.status).toBe(2);
    }
  });
});

describe('issue #30: `__proto__` is refused where it is written (a record would drop it without a word)', () => {
  it('as an id, a player, a counter kind and an `expect` key: each located, exit 2', async () => {
    const text = `players: [you, __proto__]
battlefield:
  - { card: Grizzly Bears, id: __proto__ }
  - { card: Grizzly Bears, counters: { __proto__: 1 } }
events:
  - expect:
      __proto__: { power: 2 }
`;
    const r = await cliOn({ 'p.yaml': text }, ['evaluate', 'p.yaml']);
    expect(r.status).toBe(2);
    const located = r.err.trim().split('\n');
    expect(located).toEqual([
      expect.stringMatching(/^p\.yaml:1:16: players\[1\]: "__proto__" cannot be a player's name/),
      expect.stringMatching(/^p\.yaml:3:32: battlefield\[0\]\.id: the id "__proto__" cannot be used/),
      expect.stringMatching(/^p\.yaml:4:40: battlefield\[1\]\.counters\.__proto__: "__proto__" cannot be a key/),
      expect.stringMatching(/^p\.yaml:7:7: events\[0\]\.expect\.__proto__: "__proto__" cannot be a key/),
    ]);
  });
});

describe("issue #30: the Oracle compiler's word tables find no prototype member", () => {
  it('numberWord and pluralOf read "constructor", "toString" as plain words', () => {
    for (const w of PROTO_KEYS) expect(numberWord(w)).toBeUndefined();
    expect(pluralOf('constructor')).toBe('constructors');
    expect(pluralOf('toString')).toBe('toStrings');
  });
});
