/**
 * mtg-layers command line: argument parsing with commander, exit statuses, and the one
 * place that catches everything (no stack trace is ever shown; see docs/scenario-and-cli.md).
 */
import { closeSync, openSync, readdirSync, readFileSync, readSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { Command, CommanderError, Option } from 'commander';
import { fileSource } from '../cards/node.js';
import { EXIT, type Io } from './io.js';
import { InputError, readScenarioFile } from './read-input.js';

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

export function nodeIo(): Io {
  return {
    out: (t) => process.stdout.write(t),
    err: (t) => process.stderr.write(t),
    env: process.env,
    stdoutIsTTY: process.stdout.isTTY === true,
    stderrIsTTY: process.stderr.isTTY === true,
    readFile: (path) => readScenarioFile(path),
    cardBytes: (path) => fileSource(path),
    relativeTo: (file, path) => (isAbsolute(path) ? path : join(dirname(file), path)),
    scenarioFilesIn: (path) => {
      // Any path that is not a directory (missing, too long, under a file) is read as a file, which says why it can't be.
      let isDir = false;
      try {
        isDir = statSync(path, { throwIfNoEntry: false })?.isDirectory() === true;
      } catch {
        return undefined;
      }
      if (!isDir) return undefined;
      try {
        return readdirSync(path, { recursive: true, encoding: 'utf8' })
          .filter((f) => /\.(?:ya?ml|json)$/i.test(f))
          .map((f) => join(path, f))
          .filter((f) => !isJsonArray(f))
          .sort();
      } catch (e) {
        throw new InputError(`cannot read the directory: ${(e as { code?: string }).code ?? (e instanceof Error ? e.message : String(e))}`);
      }
    },
  };
}

/** The commands load the scenario modules (and zod) only when one runs: `--help` stays fast. */
const commands = () => import('./commands.js');

const exhaustive = () => new Option('--exhaustive', 'trial every pair of effects for dependency (slower reference mode)');
const collect = (value: string, previous: string[]) => [...previous, value];
const cardFiles = () =>
  new Option('--cards <file>', 'a card file in Scryfall format (JSON array, list object or one card) for every scenario; repeatable')
    .argParser(collect)
    .default([]);

function program(io: Io, setCode: (code: number) => void): Command {
  const cmd = new Command('mtg-layers')
    .description('Magic: The Gathering continuous effects and the layer system (CR 611-613), with explanations.')
    .version(version())
    .exitOverride()
    .configureOutput({ writeOut: io.out, writeErr: io.err })
    .showHelpAfterError('(run with --help for usage)')
    .addHelpText('after', '\nExit status: 0 ok, 1 an expectation failed, 2 bad input or usage, 70 internal error.');

  cmd
    .command('evaluate')
    .description("evaluate the position after all events and print every object's characteristics")
    .argument('<file>', 'scenario file (YAML or JSON)')
    .option('--json', 'print the JSON document {objects, players, rules, trace, warnings}')
    .option('--lang <lang>', 'language of the table: en, fr or es (default: en)')
    .addOption(exhaustive())
    .addOption(cardFiles())
    .action(async (file: string, o: { json?: boolean; lang?: string; exhaustive?: boolean; cards?: string[] }) =>
      setCode((await commands()).evaluateCommand(io, file, o)),
    );

  cmd
    .command('explain')
    .description('explain, layer by layer, which effects applied to each object, in what order and why')
    .argument('<file>', 'scenario file (YAML or JSON)')
    .option('--object <id>', 'explain only this object')
    .option('--lang <lang>', 'language of the explanation: en, fr or es (default: from LC_ALL, LC_MESSAGES or LANG; else en)')
    .addOption(exhaustive())
    .addOption(cardFiles())
    .action(async (file: string, o: { object?: string; lang?: string; exhaustive?: boolean; cards?: string[] }) =>
      setCode((await commands()).explainCommand(io, file, o)),
    );

  cmd
    .command('check')
    .description('run every `expect` of every file; ends with the line "N passed, M failed"')
    .argument('<files...>', 'scenario files, or directories to search for .yaml, .yml and .json files')
    .option('--json', 'print the reports as JSON instead')
    .addOption(exhaustive())
    .addOption(cardFiles())
    .action(async (files: string[], o: { json?: boolean; exhaustive?: boolean; cards?: string[] }) =>
      setCode((await commands()).checkCommand(io, files, o)),
    );

  cmd
    .command('cards')
    .description('list catalog cards, and cards of --cards files (name, mana cost, type line, Oracle text)')
    .argument('[query]', "only cards whose name (or a face's name) contains this (case-insensitive)")
    .option('--text', 'also match the type line and Oracle text')
    .addOption(cardFiles())
    .action(async (query: string | undefined, o: { text?: boolean; cards?: string[] }) =>
      setCode((await commands()).cardsCommand(io, query, o)),
    );

  cmd
    .command('coverage')
    .description('compile every card of a card file and report how much of its Oracle text the compiler reads')
    .argument('<file>', 'a card file in Scryfall format')
    .option('--json', 'print the figures as JSON')
    .action(async (file: string, o: { json?: boolean }) => setCode((await commands()).coverageCommand(io, file, o)));

  cmd
    .command('schema')
    .description('print the JSON Schema of scenario files')
    .action(async () => setCode((await commands()).schemaCommand(io)));

  return cmd;
}

/** Runs the CLI on `args` (without node and the script) and returns the exit status. */
export async function run(args: readonly string[], io: Io = nodeIo()): Promise<number> {
  let code: number = EXIT.ok;
  try {
    await program(io, (c) => {
      code = c;
    }).parseAsync([...args], { from: 'user' });
    return code;
  } catch (e) {
    if (e instanceof CommanderError) return e.exitCode === 0 ? EXIT.ok : EXIT.badInput;
    const message = e instanceof Error ? e.message : String(e);
    io.err(`mtg-layers: internal error: ${message.split('\n')[0]} (this is a bug; set MTG_LAYERS_DEBUG=1 for details)\n`);
    if (io.env.MTG_LAYERS_DEBUG && e instanceof Error && e.stack) io.err(`${e.stack}\n`);
    return EXIT.internal;
  }
}
