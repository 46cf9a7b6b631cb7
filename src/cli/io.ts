import type { ByteSource } from '../cards/file.js';

/** What the CLI needs from the outside world, so that commands can run in tests too. */
export interface Io {
  out(text: string): void;
  err(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /** Throws when the file cannot be read: an InputError (read-input.ts), or an error with a Node error code. */
  readFile(path: string): string;
  /** A card file's bytes, read by ranges (throws with a Node error code when it cannot be opened). */
  cardBytes(path: string): ByteSource;
  /** `path` as written in `file` (relative to that file's directory, unless absolute). */
  relativeTo(file: string, path: string): string;
  /** The scenario files (.yaml, .yml, .json) under a directory, sorted; undefined when `path` is not a directory; an InputError when it can't be listed. */
  scenarioFilesIn(path: string): string[] | undefined;
}

/** Exit statuses (docs/scenario-and-cli.md). */
export const EXIT = {
  ok: 0,
  /** An expectation failed. */
  failed: 1,
  /** Bad input (scenario problems, unreadable file) or bad usage. */
  badInput: 2,
  /** A bug in mtg-layers itself (EX_SOFTWARE). */
  internal: 70,
} as const;
