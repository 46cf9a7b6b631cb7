/**
 * Deep freezing for shared data: what a memo or cache hands out (compiled cards, catalog
 * cards, card-file entries) is frozen, so that no caller can change what the next caller
 * gets. Writes to a frozen object throw in ES modules (strict mode), so a caller that
 * would have changed shared data fails at once instead of leaking into later results.
 */

/** `value`, frozen with everything reachable from it (already frozen parts are not walked again). */
export function deepFreeze<T>(value: T): T {
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object' || Object.isFrozen(v)) continue;
    Object.freeze(v);
    // Only objects are walked on (a string or number is never frozen): primitives are not pushed to be popped again.
    for (const child of Object.values(v)) if (child !== null && typeof child === 'object') stack.push(child);
  }
  return value;
}
