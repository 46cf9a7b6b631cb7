/**
 * The replay enters a long `battlefield` list in batches (src/scenario/setup-batch.ts, issue #8);
 * the state must be the one the entries entered one by one give: same timestamps in file order
 * (613.7m only reorders simultaneous entries), same "as enters" choices and copies (614.12, 707),
 * same counters (704.5q), and every error at its own entry.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { fileSource } from '../src/cards/node.js';
import { openCardFile } from '../src/cards/open.js';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { applyAction, emptyState, type GameState } from '../src/core/index.js';
import { compileCard } from '../src/oracle/index.js';
import { formatProblem, loadScenario, replay, type Scenario } from '../src/scenario/index.js';

const root = fileURLToPath(new URL('..', import.meta.url));
const options = {
  cards: { findCard, suggestCards },
  compile: compileCard,
  openCards: (path: string, from: string) => openCardFile(join(root, from, '..', path), fileSource),
};

function load(text: string, file = 'test.yaml'): Scenario {
  const r = loadScenario(text, file, options);
  if (!r.ok) expect.fail(r.error.problems.map(formatProblem).join('\n'));
  return r.value;
}

/** The position after the `battlefield` list, its entries entered one by one (the replay before batches). */
function oneByOne(s: Scenario): GameState | string {
  let state = emptyState(s.players, s.activePlayer, s.startingLife, s.life);
  if (s.designations && Object.keys(s.designations).length > 0) state = { ...state, designations: { ...s.designations } };
  if (s.dayNight) state = { ...state, dayNight: s.dayNight };
  for (const step of s.steps) {
    if (step.kind !== 'enter' || !step.setup) break;
    const r = applyAction(state, step);
    if (!r.ok) return r.error.message;
    state = r.value;
  }
  // The replay then sets the turn history from the file's `thisTurn` (the list was there before this turn).
  const { thisTurn: _t, ...rest } = state;
  return rest as GameState;
}

/** The position after the `battlefield` list as the replay builds it (the events left out). */
function replayed(s: Scenario): GameState | string {
  const setup = { ...s, steps: s.steps.filter((step) => step.kind === 'enter' && step.setup), thisTurn: undefined };
  const r = replay(setup, { checkpoints: false });
  if (!r.ok) return r.error.problems.map(formatProblem).join('\n');
  const { thisTurn: _t, ...state } = r.value.state;
  return state as GameState;
}

function scenarioFiles(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? scenarioFiles(join(dir, e.name)) : /\.ya?ml$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

describe('a battlefield list entered in batches is the list entered one by one', () => {
  // The files that load (the fixtures of bad input don't).
  const files = [...scenarioFiles('examples'), ...scenarioFiles('test/fixtures')]
    .filter((f) => loadScenario(readFileSync(join(root, f), 'utf8'), f, options).ok)
    .sort();

  it('there are files with several battlefield entries', () => {
    const many = files.filter(
      (f) => load(readFileSync(join(root, f), 'utf8'), f).steps.filter((s) => s.kind === 'enter' && s.setup).length > 2,
    );
    expect(many.length).toBeGreaterThan(50);
  });

  it.each(files)('%s', (file) => {
    const s = load(readFileSync(join(root, file), 'utf8'), file);
    expect(replayed(s)).toEqual(oneByOne(s));
  });

  const cases: [string, string][] = [
    // 613.7m: in one `enter` the active player's objects come first; in a list, file order.
    [
      'players out of APNAP order',
      'battlefield:\n  - { card: Grizzly Bears, controller: opponent }\n  - Glorious Anthem\n  - { card: Llanowar Elves, controller: opponent }\n  - Crusade\n',
    ],
    [
      'a copy chosen as it enters (707.2, 614.12)',
      'battlefield:\n  - Grizzly Bears\n  - { card: Clone, choices: { copyOf: grizzly-bears } }\n  - { card: Clone, id: clone-2, choices: { copyOf: clone } }\n  - Glorious Anthem\n',
    ],
    // 704.5q: settle cancels them as that entry enters, before the next one looks at the board.
    [
      '+1/+1 and -1/-1 counters cancel before the next entry counts them (704.5q)',
      "battlefield:\n  - { card: Grizzly Bears, counters: { '+1/+1': 1, '-1/-1': 1 } }\n  - card:\n      name: Counter Counter\n      typeLine: Creature — Bear\n      power: 0\n      toughness: 0\n      abilities:\n        - kind: replacement\n          text: This creature enters with a +1/+1 counter on it for each -1/-1 counter on creatures.\n          asEnters: { counters: { '+1/+1': { countersAmong: { type: Creature }, kind: '-1/-1' } } }\n  - Glorious Anthem\n",
    ],
    [
      'an attacking creature, then more entries (506.4)',
      'battlefield:\n  - Grizzly Bears\n  - { card: Llanowar Elves, attacking: true }\n  - Glorious Anthem\n  - Crusade\n',
    ],
    [
      'an Aura attached to an earlier entry (303.4)',
      'battlefield:\n  - Grizzly Bears\n  - Llanowar Elves\n  - { card: Rancor, attachedTo: llanowar-elves }\n  - Crusade\n',
    ],
  ];
  it.each(cases)('%s', (_, text) => {
    const s = load(text);
    const state = replayed(s);
    expect(typeof state).toBe('object');
    expect(state).toEqual(oneByOne(s));
  });

  it('an error is reported at its own entry (and the part of it), with the message of the one-by-one replay', () => {
    const s = load(
      'battlefield:\n  - Grizzly Bears\n  - Llanowar Elves\n  - Glorious Anthem\n  - { card: Clone, choices: { copyOf: glorious-anthem } }\n  - Crusade\n',
    );
    const message = oneByOne(s);
    expect(message).toMatch(/^"clone" can't enter as a copy of "glorious-anthem"/);
    expect(replayed(s)).toBe(`test.yaml:5:39: battlefield[3].choices.copyOf: ${message}`);
  });
});
