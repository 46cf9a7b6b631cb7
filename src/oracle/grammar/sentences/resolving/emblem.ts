/**
 * Emblems (114.1; grammar.md § Emblems and designations):
 *
 *   emblem := (you get | target (opponent | player) gets) an emblem with "<ability>" [and "<ability>"]
 *
 * "You get an emblem with "Ninjas you control get +1/+1."" (Kaito, Bane of Nightmares): the core creates the
 * emblem in that player's command zone as the ability resolves; its static abilities function there (114.4).
 * Each quoted ability is read as a granted one is; one the grammar can't read leaves the sentence unread.
 */
import type { AbilityDef, EmblemDef } from '../../../../core/effects/language/abilities.js';
import type { PlayerRef } from '../../../../core/effects/language/references.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import type { ResolvingPart } from './resolving-part.js';

function emblemPlayer(c: Cursor, ctx: ParseContext): PlayerRef | undefined {
  if (c.accept('you get')) return 'you';
  if (c.acceptAny('target opponent gets', 'target player gets') !== undefined) {
    ctx.targets++;
    return { chosen: 'player' };
  }
  return undefined;
}

export function emblemSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!ctx.resolving) return undefined;
  const player = emblemPlayer(c, ctx);
  if (player === undefined || !c.accept('an emblem with')) return undefined;
  const abilities: AbilityDef[] = [];
  for (;;) {
    const t = c.peek();
    if (t?.k !== 'quote') return undefined;
    const a = ctx.quoted?.(t.v);
    if (a === undefined) return undefined;
    abilities.push(a);
    c.next();
    if (!c.accept('and')) break;
  }
  c.accept('.');
  const emblem: EmblemDef = player === 'you' ? { abilities } : { abilities, player };
  return { kind: 'emblem', emblem };
}
