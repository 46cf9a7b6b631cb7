/**
 * Removing an object that other places name (issue #29 point 4, "removal that offers to remove
 * what names the object"), in Node: the places found — `attachedTo`, a target, an event, an
 * `expect` on it — and the text left after removing them with the object, which still loads
 * and answers by the rules.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { pathText, referencesTo, removeWithReferences } from '../web/src/board-refs.js';
import { runScenario } from '../web/src/run.js';
import { root } from './browser.js';

const attach = readFileSync(`${root}examples/attach-timestamp.yaml`, 'utf8');

describe('what names an object', () => {
  it('Storm Crow in attach-timestamp: the Hammer attached to it, Jump targeting it, the attach event, every expect on it', () => {
    const refs = referencesTo(attach, 'storm-crow', ['battlefield', 0]).map(pathText);
    expect(refs.sort()).toEqual(['battlefield[1].attachedTo', 'events[0]', 'events[1]', 'events[2]', 'events[3]', 'events[4]'].sort());
  });

  it('an object nothing names has no place to remove; the title and the object’s own entry do not count', () => {
    const text = 'title: grizzly-bears\nbattlefield:\n  - { card: Grizzly Bears, id: grizzly-bears }\n  - Hill Giant\n';
    expect(referencesTo(text, 'grizzly-bears', ['battlefield', 0])).toEqual([]);
  });

  it('one target of two goes alone; one object of a two-object expect goes alone; comments elsewhere stay', () => {
    const text = [
      '# the position',
      'battlefield:',
      '  - Grizzly Bears',
      '  - Hill Giant # big',
      'events:',
      '  - cast: Shock',
      '    targets: [grizzly-bears]',
      '  - expect:',
      '      grizzly-bears: { power: 2 }',
      '      hill-giant: { power: 3 }',
      '',
    ].join('\n');
    const refs = referencesTo(text, 'grizzly-bears', ['battlefield', 0]);
    expect(refs.map(pathText).sort()).toEqual(['events[0]', 'events[1].expect.grizzly-bears']);
    const left = removeWithReferences(text, ['battlefield', 0], refs);
    expect(left).toContain('# the position');
    expect(left).toContain('Hill Giant # big');
    expect(left).not.toContain('grizzly-bears');
    expect(left).not.toContain('Shock');
    // What is left loads, and its check still holds: Hill Giant is 3/3.
    const run = runScenario(left);
    expect(run.ok).toBe(true);
    if (run.ok) expect(run.checks.every((c) => c.pass)).toBe(true);
  });

  it('removed with what names it, attach-timestamp still loads: the Hammer unattached gives Storm Crow nothing (its checks go too)', () => {
    const refs = referencesTo(attach, 'storm-crow', ['battlefield', 0]);
    const left = removeWithReferences(attach, ['battlefield', 0], refs);
    const run = runScenario(left);
    expect(run.ok).toBe(true);
    if (!run.ok) return;
    expect(Object.keys(run.result.objects)).not.toContain('storm-crow');
    expect(run.result.objects['colossus-hammer']?.attachedTo ?? null).toBeNull();
    expect(left).toContain('# Jump');
  });
});
