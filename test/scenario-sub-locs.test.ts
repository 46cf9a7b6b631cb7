/**
 * The places inside an object entry that a core error may name (`[0].attacking`, 506.4;
 * `[0].choices.copyOf`, 707.2): for an entry that is not a mapping they are found once, at the
 * entry (issue #8); they must be the places the source positions give for each path.
 */

import { describe, expect, it } from 'vitest';
import { LineCounter, parseDocument } from 'yaml';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { loadScenario } from '../src/scenario/index.js';
import { SourcePositions } from '../src/scenario/positions.js';
import { formatPath, type PathSeg } from '../src/scenario/problems.js';

const TEXT = `battlefield:
  - Grizzly Bears
  - &bears Llanowar Elves
  - { card: Savannah Lions, attacking: true }
  - card: Clone
    choices: { copyOf: grizzly-bears }
  - *bears
events:
  - enter: Forest
  - enter: [Island, { card: Grizzly Bears, id: bears-3, blocking: false }]
`;

describe('object entries: the places a core error may point at (506.4, 707.2)', () => {
  it('are where the source positions put each path, for names, aliases and mappings', () => {
    const loaded = loadScenario(TEXT, 'f.yaml', { cards: { findCard, suggestCards } });
    if (!loaded.ok) expect.fail(JSON.stringify(loaded.error));
    const lines = new LineCounter();
    const positions = new SourcePositions(parseDocument(TEXT, { lineCounter: lines }), lines);
    const where = (path: PathSeg[]) => ({ path: formatPath(path), ...positions.locate(path) });
    const entries: [PathSeg[], number][] = [
      ...[0, 1, 2, 3, 4].map((i): [PathSeg[], number] => [['battlefield', i], 0]),
      [['events', 0, 'enter'], 0],
      [['events', 1, 'enter', 0], 0],
      [['events', 1, 'enter', 1], 1],
    ];
    const steps = loaded.value.steps.filter((s) => s.kind === 'enter');
    const subs = [...steps.slice(0, 6).map((s) => s.sub), steps[6]?.sub, steps[6]?.sub];
    expect(subs).toHaveLength(entries.length);
    entries.forEach(([path, index], k) => {
      const sub = subs[k];
      expect(sub?.[`[${index}].attacking`]).toEqual(where([...path, 'attacking']));
      expect(sub?.[`[${index}].blocking`]).toEqual(where([...path, 'blocking']));
      expect(sub?.[`[${index}].choices.copyOf`]).toEqual(where([...path, 'choices', 'copyOf']));
    });
    // The mappings' own keys are where they are written, not at the entry.
    expect(subs[2]?.['[0].attacking']?.col).toBe(40);
    expect(subs[3]?.['[0].choices.copyOf']).toMatchObject({ line: 6, col: 24 });
  });
});
