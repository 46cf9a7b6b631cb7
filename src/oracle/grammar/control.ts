/**
 * Control-changing resolutions this grammar reads beyond "gain control of <target>" (resolving.ts;
 * grammar.md § Control changes):
 *
 *   untapControl := untap <target> and gain control of (it | them) [<duration>]
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
  if (subj === undefined || !('target' in subj.selector || 'targets' in subj.selector)) return undefined;
  if (c.acceptAny('and gain control of it', 'and gain control of them') === undefined) return undefined;
  const d = duration(c, ctx) ?? 'permanent';
  if (!c.done) return undefined;
  ctx.it = subj.selector;
  return {
    kind: 'many',
    parts: [
      { kind: 'effect', effect: { affects: subj.selector, ops: [{ op: 'control', player: 'you' }], duration: d } },
      { kind: 'flag', flag: 'untapTargets' },
    ],
  };
}
