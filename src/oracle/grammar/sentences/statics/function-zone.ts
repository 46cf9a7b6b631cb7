/**
 * A static ability that says which zone it functions in (113.6b), under its leading condition:
 *
 *   zoned := As long as SELF is in your graveyard [and <cond>] , <static>
 *
 * "As long as Anger is in your graveyard and you control a Mountain, creatures you control have haste." functions
 * only while the card is in a graveyard (a card is always put into its owner's graveyard, 404.2), so the
 * ability's `zones` are the graveyard and the rest of the condition stays a condition (611.3a).
 */
import type { Zone } from '../../../../core/model/terms.js';
import { condition } from '../../conditions/conditions.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { general } from './general.js';
import type { StaticResult } from './static-result.js';

const ZONES: [string, Zone][] = [['as long as SELF is in your graveyard', 'graveyard']];

export function zonedStatic(c: Cursor, ctx: ParseContext): StaticResult | undefined {
  return c.attempt((c2) => {
    const zone = ZONES.find(([words]) => c2.accept(words))?.[1];
    if (zone === undefined) return undefined;
    const cond = c2.accept('and') ? condition(c2, ctx) : undefined;
    if (!c2.accept(',') || c2.at('as long as')) return undefined;
    const body = general(c2, ctx);
    if (body === undefined || body.kind !== 'effects' || !c2.done) return undefined;
    const effects = body.effects.map((e) => {
      if (cond === undefined) return e;
      return { ...e, condition: e.condition === undefined ? cond : { and: [cond, e.condition] } };
    });
    return { kind: 'effects', effects, zones: [zone] };
  });
}
