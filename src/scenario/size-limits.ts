/**
 * The size limits of a valid file (docs/scenario-and-cli.md, "Limits"): more events or object
 * entries than MAX_EVENTS and MAX_OBJECT_ENTRIES is bad input, located at the first one too many,
 * so that a file's replay stays bounded instead of running for minutes.
 */
import type { LoadContext } from './context.js';
import { MAX_EVENTS, MAX_OBJECT_ENTRIES } from './limits.js';

/** The top level as read: only the lists counted here. */
interface Sized {
  battlefield?: readonly unknown[] | undefined;
  events?: readonly unknown[] | undefined;
}

/** Reports (on `ctx`) a file with too many events or object entries. */
export function checkSize(ctx: LoadContext, top: Sized): void {
  const events = top.events ?? [];
  if (events.length > MAX_EVENTS)
    ctx.report(
      ['events', MAX_EVENTS],
      `too many events: ${events.length}; a file has at most ${MAX_EVENTS} (each may evaluate the position again)`,
    );
  let objects = top.battlefield?.length ?? 0;
  if (objects > MAX_OBJECT_ENTRIES) {
    ctx.report(['battlefield', MAX_OBJECT_ENTRIES], tooManyObjects(objects));
    return;
  }
  for (let i = 0; i < Math.min(events.length, MAX_EVENTS); i++) {
    const e = events[i];
    if (e === null || typeof e !== 'object' || !Object.hasOwn(e, 'enter')) continue;
    const entries = (e as { enter: unknown }).enter;
    objects += Array.isArray(entries) ? entries.length : 1;
    if (objects > MAX_OBJECT_ENTRIES) {
      ctx.report(['events', i, 'enter'], tooManyObjects(objects));
      return;
    }
  }
}

function tooManyObjects(n: number): string {
  return `too many objects: ${n} entries by here (battlefield and enter lists); a file has at most ${MAX_OBJECT_ENTRIES}`;
}
