/** Text-changing effects (612): "Change the text of <subject> by replacing all instances of …". */
import type { TextKind } from '../../../../core/effects/language/abilities.js';
import { duration } from '../../conditions/durations.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { subject } from '../../subjects/subject.js';
import type { ResolvingPart } from './resolving-part.js';

/** "Change the text of target spell or permanent by replacing all instances of one color word with another." (612) */
export function textChangeSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('change the text of')) return undefined;
  const subj = subject(c, ctx);
  if (subj === undefined || !c.accept('by replacing all instances of')) return undefined;
  const kinds: TextKind[] = [];
  for (;;) {
    if (c.accept('one color word with another')) kinds.push('color');
    else if (c.accept('one basic land type with another')) kinds.push('basicLandType');
    else if (c.accept('one creature type with another')) kinds.push('creatureType');
    else return undefined;
    if (!c.accept('or')) break;
  }
  // "… with another until end of turn" (Crystal Spray).
  const d = duration(c, ctx) ?? 'permanent';
  if (!c.done) return undefined;
  const kind = kinds.length === 1 ? (kinds[0] as TextKind) : kinds;
  return { kind: 'effect', effect: { affects: subj.selector, ops: [{ op: 'changeText', kind }], duration: d } };
}
