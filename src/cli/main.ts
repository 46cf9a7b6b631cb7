/**
 * mtg-layers command line: argument parsing with commander, exit statuses, and the one
 * place that catches everything (no stack trace is ever shown; see docs/scenario-and-cli.md).
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { Command, CommanderError, InvalidArgumentError, Option } from 'commander';
import { globSync, isDynamicPattern } from 'tinyglobby';
import { DEFAULT_SPLIT_SEED } from '../cards/held-out.js';
import { fileSource } from '../cards/node.js';
import { DEFAULT_WORK_LIMIT } from '../scenario/limits.js';
import { EXIT, type Io, type Output, outputWidth } from './io.js';
import { InputError, readScenarioFile, readScenarioStdin } from './read-input.js';

function version(): string {
  try {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version?: string };
    return pkg.version ?? '0.0.0';
  } catch {
    return '0.0.0';
  }
}

/** A .json file whose top level is an array is a card file (a scenario is a mapping): not a scenario. */
function isJsonArray(path: string): boolean {
  if (!/\.json$/i.test(path)) return false;
  try {
    const fd = openSync(path, 'r');
    const head = Buffer.alloc(256);
    const n = readSync(fd, head, 0, head.length, 0);
    closeSync(fd);
    return /^\uFEFF?\s*\[/.test(head.subarray(0, n).toString('utf8'));
  } catch {
    return false;
  }
}

/**
 * A reader that goes away (`mtg-layers check examples | head -1`) closes the pipe: later writes
 * fail with EPIPE. Like eslint, tsc and prettier, say nothing more and end with the command's
 * own status; any other write error is still an error. Installed once per stream.
 */
const guarded = new WeakSet<NodeJS.WriteStream>();
function quietOnClosedPipe(stream: NodeJS.WriteStream): NodeJS.WriteStream {
  if (!guarded.has(stream)) {
    guarded.add(stream);
    stream.on('error', (e: NodeJS.ErrnoException) => {
      if (e.code !== 'EPIPE') throw e;
    });
  }
  return stream;
}

/** A write to a stream whose reader has gone: dropped (see quietOnClosedPipe). */
function writer(stream: NodeJS.WriteStream): Output {
  quietOnClosedPipe(stream);
  const write = (text: string | Uint8Array) => {
    if (!stream.destroyed && stream.writable) stream.write(text);
  };
  return Object.assign((text: string) => write(text), { bytes: (bytes: Uint8Array) => write(bytes) });
}

const SCENARIO_FILE = /\.(?:ya?ml|json)$/i;

/**
 * The scenario files under a directory, as eslint and prettier walk one: `node_modules` and
 * every dot-folder (and dot-file) are skipped; only .yaml, .yml and .json files are read, less
 * JSON card files (arrays).
 */
function walk(dir: string, out: string[]): void {
  for (const e of readdirSync(dir, { withFileTypes: true })) {
    if (e.name.startsWith('.') || e.name === 'node_modules') continue;
    const path = join(dir, e.name);
    if (e.isDirectory()) walk(path, out);
    else if (SCENARIO_FILE.test(e.name) && !isJsonArray(path)) out.push(path);
  }
}

/** A directory's scenario files, or a quoted glob's (`'examples/*.yaml'`, expanded here as a shell would). */
function scenarioFilesIn(path: string): string[] | undefined {
  // An existing path is never a pattern, whatever its characters.
  let st: ReturnType<typeof statSync> | undefined;
  try {
    st = statSync(path, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
  if (st === undefined && isDynamicPattern(path)) {
    const found = globSync(path, { onlyFiles: true, dot: false, ignore: ['**/node_modules/**'], expandDirectories: false })
      .filter((f) => SCENARIO_FILE.test(f) && !isJsonArray(f))
      .sort();
    if (found.length === 0) throw new InputError('no scenario file (.yaml, .yml, .json) matches this pattern');
    return found;
  }
  // Any other path that is not a directory (missing, too long, under a file) is read as a file, which says why it can't be.
  if (st?.isDirectory() !== true) return undefined;
  const out: string[] = [];
  try {
    walk(path, out);
  } catch (e) {
    throw new InputError(`cannot read the directory: ${(e as { code?: string }).code ?? (e instanceof Error ? e.message : String(e))}`);
  }
  return out.sort();
}

export function nodeIo(): Io {
  return {
    out: writer(process.stdout),
    err: writer(process.stderr),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    get columns() {
      return outputWidth(process.stdout.isTTY === true ? process.stdout.columns : undefined, process.env);
    },
    readFile: (path) => readScenarioFile(path),
    readStdin: () => readScenarioStdin(),
    cardBytes: (path) => fileSource(path),
    relativeTo: (file, path) => (isAbsolute(path) ? path : join(dirname(file), path)),
    scenarioFilesIn: (path) => scenarioFilesIn(path),
  };
}

/** The commands load the scenario modules (and zod) only when one runs: `--help` stays fast. */
const commands = () => import('./commands.js');

const exhaustive = () => new Option('--exhaustive', 'trial every pair of effects for dependency (slower reference mode)');
/** `--work-limit`: a whole number of units of work (src/scenario/limits.ts DEFAULT_WORK_LIMIT). */
function workLimitOf(value: string): number {
  if (!/^[1-9]\d{0,14}$/.test(value)) throw new InvalidArgumentError('a whole number of units of work, from 1 to 999999999999999');
  return Number(value);
}
const workLimit = () =>
  new Option(
    '--work-limit <units>',
    `stop with an error past this much work of the layer system (default: ${DEFAULT_WORK_LIMIT})`,
  ).argParser(workLimitOf);
const collect = (value: string, previous: string[]) => [...previous, value];

/** `--seed`: a whole number (the split's hash seed). */
function seedOf(value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw new InvalidArgumentError('a whole number from 0 to 999999999');
  return Number(value);
}
const cardFiles = () =>
  new Option('--cards <file>', 'a card file in Scryfall format (JSON array, list object or one card) for every scenario; repeatable')
    .argParser(collect)
    .default([]);

function program(io: Io, setCode: (code: number) => void): Command {
  const cmd = new Command('mtg-layers')
    .description('Magic: The Gathering continuous effects and the layer system (CR 611-613), with explanations.')
    .version(version(), '-v, --version', 'print the version')
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', '\nExit status: 0 ok, 1 an expectation failed, 2 bad input or usage, 70 internal error.');

  cmd
    .command('evaluate')
    .description("evaluate the position after all events and print every object's characteristics")
    .argument('<file>', 'scenario file (YAML or JSON), or - for standard input')
    .option('--json', 'print the JSON document {objects, players, rules, trace, warnings}')
    .option('--lang <lang>', 'language of the table: en, fr or es (default: en)')
    .addOption(exhaustive())
    .addOption(workLimit())
    .addOption(cardFiles())
    .action(async (file: string, o: { json?: boolean; lang?: string; exhaustive?: boolean; workLimit?: number; cards?: string[] }) =>
      setCode((await commands()).evaluateCommand(io, file, o)),
    );

  cmd
    .command('explain')
    .description('explain, layer by layer, which effects applied to each object, in what order and why')
    .argument('<file>', 'scenario file (YAML or JSON), or - for standard input')
    .option('--object <id>', 'explain only this object')
    .option('--lang <lang>', 'language of the explanation: en, fr or es (default: from LC_ALL, LC_MESSAGES or LANG; else en)')
    .addOption(exhaustive())
    .addOption(workLimit())
    .addOption(cardFiles())
    .action(async (file: string, o: { object?: string; lang?: string; exhaustive?: boolean; workLimit?: number; cards?: string[] }) =>
      setCode((await commands()).explainCommand(io, file, o)),
    );

  cmd
    .command('check')
    .description('run every `expect` of every file; ends with the line "N passed, M failed"')
    .argument(
      '<files...>',
      'scenario files (- for standard input), quoted glob patterns, or directories to search for .yaml, .yml and .json files (node_modules and dot-folders skipped)',
    )
    .option('--json', 'print the reports as JSON instead')
    .addOption(exhaustive())
    .addOption(workLimit())
    .addOption(cardFiles())
    .action(async (files: string[], o: { json?: boolean; exhaustive?: boolean; workLimit?: number; cards?: string[] }) =>
      setCode((await commands()).checkCommand(io, files, o)),
    );

  cmd
    .command('cards')
    .description('list catalog cards, and cards of --cards files (name, mana cost, type line, Oracle text)')
    .argument('[query]', "only cards whose name (or a face's name) contains this (case-insensitive)")
    .option('--text', 'also match the type line and Oracle text')
    .option('--json', 'print {formatVersion, cards: [{name, from, faces: [...]}]} instead')
    .addOption(cardFiles())
    .action(async (query: string | undefined, o: { text?: boolean; cards?: string[]; json?: boolean }) =>
      setCode((await commands()).cardsCommand(io, query, o)),
    );

  cmd
    .command('coverage')
    .description('compile every card of a card file and report how much of its Oracle text the compiler reads')
    .argument('<file>', 'a card file in Scryfall format')
    .option('--json', 'print the figures as JSON')
    .addOption(
      new Option('--part <part>', 'count only the developed-on four fifths or the held-out fifth of the cards (by name and seed)')
        .choices(['all', 'dev', 'held-out'])
        .default('all'),
    )
    .addOption(new Option('--seed <n>', 'the seed of the split into parts').argParser(seedOf).default(DEFAULT_SPLIT_SEED))
    .action(async (file: string, o: { json?: boolean; part: 'all' | 'dev' | 'held-out'; seed: number }) =>
      setCode((await commands()).coverageCommand(io, file, o)),
    );

  cmd
    .command('schema')
    .description('print the JSON Schema of scenario files')
    .action(async () => setCode((await commands()).schemaCommand(io)));

  return cmd;
}

/** Runs the CLI on `args` (without node and the script) and returns the exit status. */
export async function run(args: readonly string[], io: Io = nodeIo()): Promise<number> {
  let code: number = EXIT.ok;
  // `-V` was the version flag before `-v` (commander's default); it still works, unlisted.
  const argv = args[0] === '-V' ? ['--version', ...args.slice(1)] : [...args];
  try {
    await program(io, (c) => {
      code = c;
    }).parseAsync(argv, { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    const message = e instanceof Error ? e.message : String(e);
    io.err(`mtg-layers: internal error: ${message.split('\n')[0]} (this is a bug; set MTG_LAYERS_DEBUG=1 for details)\n`);
    if (io.env.MTG_LAYERS_DEBUG && e instanceof Error && e.stack) io.err(`${e.stack}\n`);
    return EXIT.internal;
  }
}
