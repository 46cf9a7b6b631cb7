/**
 * Doubling and tripling a creature's power and/or toughness (701.10, 701.11):
 *
 *   double := [until end of turn ,] (double | triple) (its | <subject> 's) (power | toughness | power and toughness)
 *             [<duration>] [and it <predicates> [<duration>]]
 *           | [until end of turn ,] (double | triple) the (power | toughness | power and toughness) of <subject> [<duration>]
 *
 * 701.10b: the creature gets +X/+Y, where X is its power and Y its toughness as the ability resolves
 * (twice that for tripling, 701.11b); 701.10c's negative case is the same sum (-X for a power of -X).
 * The numbers are fixed as the effect begins (611.2b, 608.2h): read from the source, target 0 or
 * `choices.object`, or, for "each creature you control" and several targets, from each affected object
 * (`'affected'`, which the core fixes per object of the locked set as the effect begins: Roar of Endless Song).
 */

import type { Op } from '../../../../core/effects/language/abilities.js';
import type { Duration } from '../../../../core/effects/language/duration.js';
import type { Value, ValueSubject } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { predicates } from '../../predicates/predicates.js';
import { subject } from '../../subjects/subject.js';
import type { ResolvingPart } from './resolving-part.js';

/** The value subject that names the same single object as the selector, if any. */
function fixedSubject(s: Selector | undefined): ValueSubject | undefined {
  if (s === undefined || ('where' in s && s.where !== undefined)) return undefined;
  if ('self' in s) return 'source';
  if ('target' in s && s.target === 0) return 'target';
  if ('chosenObject' in s && s.chosenObject === 'object') return 'object';
  if ('all' in s || 'targets' in s) return 'affected';
  return undefined;
}

function which(c: Cursor): { power: boolean; toughness: boolean } | undefined {
  if (c.accept('power and toughness')) return { power: true, toughness: true };
  if (c.accept('power')) return { power: true, toughness: false };
  if (c.accept('toughness')) return { power: false, toughness: true };
  return undefined;
}

export function doubleSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const lead: Duration | undefined = c.accept('until end of turn ,') ? 'endOfTurn' : undefined;
  const verb = c.acceptAny('double', 'triple');
  if (verb === undefined) return undefined;
  let affects: Selector | undefined;
  let parts: { power: boolean; toughness: boolean } | undefined;
  if (c.accept('the')) {
    parts = which(c);
    if (parts === undefined || !c.accept('of')) return undefined;
    affects = subject(c, ctx)?.selector;
  } else {
    if (c.accept('its')) affects = ctx.it;
    else {
      affects = subject(c, ctx)?.selector;
      if (!c.accept("'s")) return undefined;
    }
    parts = which(c);
  }
  const of = fixedSubject(affects);
  if (affects === undefined || parts === undefined || of === undefined) return undefined;
  const times = verb === 'double' ? 1 : 2;
  const amount = (v: Value): Value => (times === 1 ? v : { times: [v, times] });
  const ops: Op[] = [
    {
      op: 'modifyPT',
      power: parts.power ? amount({ power: of }) : 0,
      toughness: parts.toughness ? amount({ toughness: of }) : 0,
    },
  ];
  ctx.it = affects;
  const d = duration(c, ctx) ?? lead;
  // "Until end of turn, double its power and toughness and it gains trample." (World War Hulk)
  if (c.accept('and it')) {
    const more = predicates(c, ctx);
    if (more === undefined) return undefined;
    ops.push(...more);
    const d2 = duration(c, ctx);
    if (d2 !== undefined && d !== undefined && d2 !== d) return undefined;
    return c.done ? { kind: 'effect', effect: { affects, ops, duration: d2 ?? d ?? 'permanent' } } : undefined;
  }
  return c.done ? { kind: 'effect', effect: { affects, ops, duration: d ?? 'permanent' } } : undefined;
}
