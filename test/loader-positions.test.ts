/**
 * Issue #30, "Positions the rules forbid are accepted": the loader refuses positions the rules
 * make impossible, located, and every position it accepts is one `toScenario` can write back.
 * 111.7, 111.8, 704.5d: a token outside the battlefield ceases to exist. 303.4, 301.5, 701.3a:
 * only a permanent is attached, and only to an object on the battlefield, whether its host is
 * on the board already or listed before it in the same `enter`. 108.4a: outside the battlefield
 * and the stack a card's controller is its owner.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findCard, suggestCards } from '../src/catalog/index.js';
import { emptyState, enterObjects } from '../src/core/index.js';
import { evaluateScenario, loadScenario, toScenario } from '../src/scenario/index.js';
import { cliOn } from './helpers/cli-memory.js';

const cards = { findCard, suggestCards };
const ZONES = ['battlefield', 'stack', 'exile', 'graveyard', 'hand', 'library', 'command'] as const;

function problemsOf(text: string): string[] {
  const l = loadScenario(text, 'p.yaml', { cards });
  if (!l.ok) return l.error.problems.map((p) => `${p.line}:${p.col} ${p.path}: ${p.message}`);
  const r = evaluateScenario(l.value, { trace: false });
  return r.ok ? [] : r.error.problems.map((p) => `${p.line}:${p.col} ${p.path}: ${p.message}`);
}

describe('issue #30: tokens exist only on the battlefield (111.7, 111.8, 704.5d)', () => {
  for (const zone of ZONES.filter((z) => z !== 'battlefield')) {
    it(`a token set up in the ${zone} is refused at its \`token\` key`, () => {
      const text = `battlefield:\n  - { card: Grizzly Bears, token: true, zone: ${zone} }\n`;
      const problems = problemsOf(text);
      expect(problems).toHaveLength(1);
      expect(problems[0]).toMatch(/^2:\d+ battlefield\[0\]\.token: .*ceases to exist \(111\.7, 111\.8, 704\.5d\)/);
    });
  }

  it('a token entering exile by an `enter` event is refused too, exit 2 at file:line:col', async () => {
    const r = await cliOn({ 't.yaml': 'events:\n  - enter: [{ card: Grizzly Bears, token: true, zone: exile }]\n' }, [
      'evaluate',
      't.yaml',
    ]);
    expect(r.status).toBe(2);
    expect(r.err).toMatch(/^t\.yaml:2:\d+: events\[0\]\.enter\[0\]\.token: a token in exile ceases to exist/m);
  });

  it('the core refuses it as well (its own callers get an illegal-action error, not a token in exile)', () => {
    const bears = findCard('Grizzly Bears');
    if (!bears) throw new Error('no Grizzly Bears');
    const r = enterObjects(emptyState(), [{ id: 't', card: bears, token: true, zone: 'graveyard' }]);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatchObject({ code: 'illegal-action', path: [0, 'token'] });
  });
});

describe('issue #30: attachments in one `enter` list follow the same rules as in separate events (303.4, 301.5, 701.3a)', () => {
  const host = (zone: string) => `{ card: Grizzly Bears, zone: ${zone}, id: bear }`;
  for (const attached of ['Holy Strength', 'Bonesplitter']) {
    for (const zone of ['stack', 'exile', 'graveyard']) {
      it(`${attached} attached to a creature entering the ${zone} in the same list is refused, as with two events`, () => {
        const together = problemsOf(`events:\n  - enter:\n      - ${host(zone)}\n      - { card: ${attached}, attachedTo: bear }\n`);
        const apart = problemsOf(`events:\n  - enter: ${host(zone)}\n  - enter: { card: ${attached}, attachedTo: bear }\n`);
        expect(apart).toHaveLength(1);
        expect(together).toHaveLength(1);
        expect(together[0]).toMatch(new RegExp(`can't be attached to "bear", which is in the ${zone} \\(303\\.4, 701\\.3a\\)`));
      });
    }
  }

  it('on the battlefield the same list is fine: Holy Strength gives +1/+2 (303.4)', () => {
    const l = loadScenario(
      'events:\n  - enter:\n      - { card: Grizzly Bears, id: bear }\n      - { card: Holy Strength, attachedTo: bear }\n',
      'ok.yaml',
      { cards },
    );
    if (!l.ok) throw new Error('did not load');
    const r = evaluateScenario(l.value, { trace: false });
    if (!r.ok) throw new Error(r.error.message);
    expect(r.value.result.objects.bear).toMatchObject({ power: 3, toughness: 4 });
  });
});

describe('issue #30: a card outside the battlefield and the stack is controlled by its owner (108.4a)', () => {
  it('`{zone: exile, owner: opponent}` without `controller` loads, its controller the opponent', () => {
    const l = loadScenario('battlefield:\n  - { card: Grizzly Bears, zone: exile, owner: opponent }\n', 'e.yaml', { cards });
    expect(l.ok && l.value.steps[0]?.kind === 'enter' && l.value.steps[0].specs[0]).toMatchObject({
      controller: 'opponent',
      owner: 'opponent',
    });
  });

  it('a `controller` other than the owner there is still refused, at `controller`', () => {
    expect(problemsOf('battlefield:\n  - { card: Grizzly Bears, zone: graveyard, owner: opponent, controller: you }\n')).toEqual([
      expect.stringMatching(/^2:\d+ battlefield\[0\]\.controller: a card in the graveyard has no controller but its owner \(108\.4a\)/),
    ]);
  });
});

describe('issue #30: every position the loader accepts is one toScenario writes and the loader reads back', () => {
  const entry = fc.record(
    {
      card: fc.constantFrom('Grizzly Bears', 'Holy Strength', 'Forest', 'Glorious Anthem'),
      zone: fc.constantFrom(...ZONES),
      owner: fc.constantFrom('you', 'opponent'),
      controller: fc.constantFrom('you', 'opponent'),
      token: fc.boolean(),
      tapped: fc.boolean(),
      attachedTo: fc.nat(3),
    },
    { requiredKeys: ['card'] },
  );
  it('random entries: refused with a located problem, or saved and replayed to the same evaluation', () => {
    fc.assert(
      fc.property(fc.array(entry, { minLength: 1, maxLength: 4 }), (entries) => {
        // Ids o0, o1, ...; an entry may be attached to any entry listed before it in the same `enter`.
        const items = entries.map(({ attachedTo, ...e }, i) => ({
          ...e,
          id: `o${i}`,
          ...(attachedTo !== undefined && attachedTo < i ? { attachedTo: `o${attachedTo}` } : {}),
        }));
        const text = `events:\n  - enter:\n${items.map((e) => `      - ${JSON.stringify(e)}\n`).join('')}`;
        const l = loadScenario(text, 'r.yaml', { cards });
        if (!l.ok) {
          for (const p of l.error.problems) expect(p.line).toBeGreaterThanOrEqual(2);
          return;
        }
        const first = evaluateScenario(l.value, { trace: false });
        if (!first.ok) return;
        const doc = toScenario(first.value.state, { cards });
        if (!doc.ok) throw new Error(`toScenario refused a loaded position: ${doc.error.message}\n${text}`);
        const again = loadScenario(JSON.stringify(doc.value), 'saved.json', { cards });
        if (!again.ok) throw new Error(`the saved document does not load: ${again.error.problems[0]?.message}\n${text}`);
        const second = evaluateScenario(again.value, { trace: false });
        if (!second.ok) throw new Error(`the saved document does not evaluate: ${second.error.message}\n${text}`);
        expect(second.value.result).toEqual(first.value.result);
      }),
      { numRuns: 300, seed: 30 },
    );
  });
});
