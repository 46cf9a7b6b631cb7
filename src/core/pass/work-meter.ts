/**
 * A bound on the work of the layer system, for callers that must answer in bounded time (the command
 * line; docs/scenario-and-cli.md § Limits). Within `withWorkLimit(limit, run)`, every pass counts its
 * work in units — an object or effect taken into a pass, a step's effects enumerated, an object an
 * effect is applied to, a pair of effects weighed for dependency (613.8a) — and when more than `limit`
 * units have been counted the pass stops by throwing `WorkLimitExceeded`. The count is deterministic:
 * the same position and actions stop at the same place on any machine. Synchronous: the limit holds
 * for the duration of `run` only, and outside it nothing is counted.
 */

/** Thrown by the pass when the work of a `withWorkLimit` run goes past its limit. */
export class WorkLimitExceeded extends Error {
  constructor(readonly limit: number) {
    super(`the layer system needed more than ${limit} units of work`);
    this.name = 'WorkLimitExceeded';
  }
}

let left = Number.POSITIVE_INFINITY;
let current = 0;

/** Count `units` of work; throws WorkLimitExceeded past the limit of the enclosing run. */
export function countWork(units: number): void {
  left -= units;
  if (left < 0) throw new WorkLimitExceeded(current);
}

/** Runs `run` with at most `limit` units of work for every pass it makes (nested runs keep their own). */
export function withWorkLimit<T>(limit: number, run: () => T): T {
  const [savedLeft, savedCurrent] = [left, current];
  left = limit;
  current = limit;
  try {
    return run();
  } finally {
    left = savedLeft;
    current = savedCurrent;
  }
}
