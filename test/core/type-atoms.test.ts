/**
 * 613.8a: a dependency trial is skipped only when the other effect can add or take away no
 * card type, subtype or supertype that this effect tests (pass/delta.ts: meets). These check the bound both ways: what it may skip, and what it must not.
 */
import { describe, expect, it } from 'vitest';
import type { Op } from '../../src/core/effects/language/abilities.js';
import type { Filter } from '../../src/core/effects/language/filters-and-values.js';
import type { Working } from '../../src/core/effects/ops.js';
import type { EffectContext } from '../../src/core/effects/view.js';
import type { Candidate } from '../../src/core/pass/candidate.js';
import { globalReads, meets } from '../../src/core/pass/delta.js';
import { Game } from '../helpers/game.js';

const ctx = (choices: Record<string, string> = {}): EffectContext => ({ source: null, you: 'you', choices, targets: [], x: undefined });
const reads = (all: Filter) => globalReads({ affects: { all }, ops: [] as Op[], condition: undefined } as unknown as Candidate);
const types = new Set(['types', 'subtypes', 'supertypes', 'abilities']);
/** Could `ops` (applied with `choices`) change what a filter `f` reads? */
const canChange = (f: Filter, ops: Op[], choices: Record<string, string> = {}) => meets(reads(f), types, { ops, ctx: ctx(choices) });

const NONBASIC_LAND: Filter = { and: [{ type: 'Land' }, { not: { supertype: 'Basic' } }] };

describe('613.8a: which type changes can change what another effect reads', () => {
  it('adding Artifact (Mycosynth Lattice) cannot change which permanents are nonbasic lands (Blood Moon)', () => {
    expect(canChange(NONBASIC_LAND, [{ op: 'addTypes', types: ['Artifact'] }])).toBe(false);
  });

  it('adding Land can (Life and Limb, Blood Moon)', () => {
    expect(canChange(NONBASIC_LAND, [{ op: 'addTypes', types: ['Land', 'Creature'], subtypes: ['Forest'] }])).toBe(true);
  });

  it('205.3d: adding Creature can change whether an object is an Elf (a creature type needs Creature or Kindred)', () => {
    expect(canChange({ subtype: 'Elf' }, [{ op: 'addTypes', types: ['Creature'] }])).toBe(true);
    expect(canChange({ subtype: 'Elf' }, [{ op: 'addTypes', types: ['Artifact'] }])).toBe(false);
  });

  it('205.1a: new creature types replace the old (Conspiracy), so any creature type may go; land and enchantment types stay', () => {
    const conspiracy: Op[] = [{ op: 'setTypes', subtypes: [{ chosen: 'creatureType' }] }];
    expect(canChange({ subtype: 'Goblin' }, conspiracy, { creatureType: 'Elf' })).toBe(true);
    expect(canChange({ subtype: 'Aura' }, conspiracy, { creatureType: 'Elf' })).toBe(false);
    expect(canChange({ subtype: 'Forest' }, conspiracy, { creatureType: 'Elf' })).toBe(false);
  });

  it('305.7: a basic land type set (Blood Moon) can change any land type, not a creature type', () => {
    const moon: Op[] = [{ op: 'setTypes', subtypes: ['Mountain'] }];
    expect(canChange({ subtype: 'Island' }, moon)).toBe(true);
    expect(canChange({ subtype: 'Elf' }, moon)).toBe(false);
  });

  it('setting the card types can change every type and subtype; an effect that reads types another way is always trialled', () => {
    expect(canChange({ subtype: 'Aura' }, [{ op: 'setTypes', types: ['Creature'] }])).toBe(true);
    expect(canChange({ shares: 'type' } as Filter, [{ op: 'addTypes', types: ['Artifact'] }])).toBe(true);
    expect(canChange({ type: 'Land' }, [{ op: 'removeTypes', types: ['Artifact'] }])).toBe(true);
  });

  it('an effect that only adds types changes nothing on an object that has them already', () => {
    const forest = { types: ['Land'], subtypes: ['Forest'], supertypes: ['Basic'] } as unknown as Working;
    const saproling = { types: ['Creature'], subtypes: ['Fungus', 'Saproling'], supertypes: [] } as unknown as Working;
    const lifeAndLimb: Op[] = [{ op: 'addTypes', types: ['Creature', 'Land'], subtypes: ['Saproling', 'Forest'] }];
    const change = { ops: lifeAndLimb, ctx: ctx() };
    expect(meets(reads(NONBASIC_LAND), types, change, () => [forest])).toBe(false);
    expect(meets(reads(NONBASIC_LAND), types, change, () => [forest, saproling])).toBe(true);
  });
});

describe('613.8a: Blood Moon and Life and Limb', () => {
  it('a Saproling that is not a land becomes a Forest land first, then a Mountain: Blood Moon depends on Life and Limb', () => {
    const g = new Game().enter('Blood Moon').enter('Life and Limb').enter('Shroofus Sproutsire');
    const r = g.result();
    expect(r.objects['shroofus-sproutsire']?.subtypes).toContain('Mountain');
    expect(r.objects['shroofus-sproutsire']?.subtypes).not.toContain('Forest');
    const layer4 = r.trace.find((l) => l.layer === '4');
    expect(layer4?.steps.map((s) => [s.effect.sourceName, s.reason.kind])).toEqual([
      ['Life and Limb', 'timestamp'],
      ['Blood Moon', 'dependency'],
    ]);
    expect(JSON.stringify(r)).toBe(JSON.stringify(g.result(true)));
  });

  it('with only Forests (lands already), nothing changes Blood Moon’s set: timestamp order', () => {
    const g = new Game().enter('Blood Moon').enter('Life and Limb').enter('Forest');
    const r = g.result();
    const layer4 = r.trace.find((l) => l.layer === '4');
    expect(layer4?.steps.map((s) => [s.effect.sourceName, s.reason.kind])).toEqual([
      ['Blood Moon', 'timestamp'],
      ['Life and Limb', 'timestamp'],
    ]);
    expect(JSON.stringify(r)).toBe(JSON.stringify(g.result(true)));
  });
});
