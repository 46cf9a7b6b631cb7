/**
 * The command line run in-process on files held in memory: `files` maps a path to its text,
 * any other path cannot be read (as a missing file). Output is collected, colour is off.
 */
import { InputError } from '../../src/cli/read-input.js';

export interface MemoryRun {
  status: number;
  out: string;
  err: string;
}

export async function cliOn(files: Readonly<Record<string, string>>, args: string[]): Promise<MemoryRun> {
  const { nodeIo, run } = await import('../../src/cli/main.js');
  const texts = new Map(Object.entries(files));
  let out = '';
  let err = '';
  const io = {
    ...nodeIo(),
    env: { NO_COLOR: '1' },
    stdoutIsTTY: false,
    stderrIsTTY: false,
    columns: Number.POSITIVE_INFINITY,
    out: (t: string) => {
      out += t;
    },
    err: (t: string) => {
      err += t;
    },
    readFile: (path: string) => {
      const text = texts.get(path);
      if (text === undefined) throw new InputError('no such file');
      return text;
    },
    scenarioFilesIn: () => undefined,
  };
  const status = await run(args, io);
  return { status, out, err };
}
