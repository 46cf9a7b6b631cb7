import type { ByteSource } from '../cards/file.js';

/**
 * Where text goes. `bytes`, when the function has it, takes UTF-8 text as bytes (a large JSON
 * document is written so): carried by the function itself, so that an Io whose `out` is replaced
 * (`{...nodeIo(), out}`) gets everything through its own `out`.
 */
export interface Output {
  (text: string): void;
  bytes?: (bytes: Uint8Array) => void;
}

/** What the CLI needs from the outside world, so that commands can run in tests too. */
export interface Io {
  out: Output;
  err(text: string): void;
  env: Readonly<Record<string, string | undefined>>;
  stdoutIsTTY: boolean;
  stderrIsTTY: boolean;
  /**
   * The width tables and explanations are fitted to: the terminal's columns when standard output is
   * one, else COLUMNS when it is set (COLUMNS=80 mtg-layers explain … | less), else Infinity (no limit:
   * piped output stays one line per row, for scripts).
   */
  columns: number;
  /** Throws when the file cannot be read: an InputError (read-input.ts), or an error with a Node error code. */
  readFile(path: string): string;
  /** Standard input's text (`-`), bounded like a file; throws an InputError when it is not bounded text. */
  readStdin(): string;
  /** A card file's bytes, read by ranges (throws with a Node error code when it cannot be opened). */
  cardBytes(path: string): ByteSource;
  /** `path` as written in `file` (relative to that file's directory, unless absolute). */
  relativeTo(file: string, path: string): string;
  /**
   * The scenario files (.yaml, .yml, .json) under a directory (less node_modules and dot-folders), or matching
   * a glob pattern that is not an existing path, sorted; undefined when `path` is neither; an InputError when
   * it can't be listed or a pattern matches nothing.
   */
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

/** The output width (see Io.columns). */
export function outputWidth(ttyColumns: number | undefined, env: Readonly<Record<string, string | undefined>>): number {
  if (ttyColumns !== undefined && ttyColumns > 0) return ttyColumns;
  const fromEnv = /^\s*(\d+)\s*$/.exec(env.COLUMNS ?? '');
  const n = fromEnv === null ? 0 : Number(fromEnv[1]);
  return n > 0 ? n : Number.POSITIVE_INFINITY;
}
