/**
 * Control-changing resolutions this grammar reads beyond "gain control of <target>" (resolving.ts;
 * grammar.md § Control changes):
 *
 *   untapControl := untap (<target> | all <phrase>) and gain control of (it | them) [<duration>]
 *
 * "Untap target creature and gain control of it until end of turn." (Threaten): a layer-2 effect on the
 * target (613.1b) and the target untapped; "That creature gains haste …" then names the same target.
 */

import type { ParseContext } from './context.js';
import type { Cursor } from './cursor.js';
import { duration } from './durations.js';
import { subject } from './nouns.js';
import type { ResolvingPart } from './resolving.js';

export function untapAndControl(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  if (!c.accept('untap')) return undefined;
  const subj = subject(c, ctx);
  const sel = subj?.selector;
  if (sel === undefined || !('target' in sel || 'targets' in sel || 'all' in sel)) return undefined;
  if (c.acceptAny('and gain control of it', 'and gain control of them') === undefined) return undefined;
  const d = duration(c, ctx) ?? 'permanent';
  if (!c.done) return undefined;
  ctx.it = sel;
  const control: ResolvingPart = { kind: 'effect', effect: { affects: sel, ops: [{ op: 'control', player: 'you' }], duration: d } };
  // "Untap all creatures and gain control of them until end of turn." (Insurrection): the set locked as it resolves (611.2c).
  if ('all' in sel) return { kind: 'many', parts: [control, { kind: 'untap', untap: sel }] };
  return { kind: 'many', parts: [control, { kind: 'flag', flag: 'untapTargets' }] };
}
