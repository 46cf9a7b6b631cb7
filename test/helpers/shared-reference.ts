/**
 * The project's reference data outside the package (`../shared/reference/` beside the checkout):
 * canon.json and the 9,956-card corpus. A checkout elsewhere has no such folder; the tests that read
 * it are then skipped, saying why, instead of failing on a missing file.
 */
import { existsSync } from 'node:fs';

export const SHARED_REFERENCE = new URL('../../../shared/reference/', import.meta.url);
export const hasSharedReference = existsSync(SHARED_REFERENCE);
if (!hasSharedReference)
  console.warn(
    `skipping the tests that read ../shared/reference/ (not found at ${SHARED_REFERENCE.pathname}): clone beside shared/ to run them`,
  );

/** A file of the reference folder, as a URL. */
export const sharedReference = (file: string): URL => new URL(file, SHARED_REFERENCE);
