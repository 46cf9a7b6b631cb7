/**
 * The commands, separate from argument parsing: each reads its files through Io, runs the
 * scenario modules and a renderer, and returns an exit status.
 */
import { coverage } from '../cards/coverage.js';
import { DEFAULT_SPLIT_SEED } from '../cards/held-out.js';
import { closestNames } from '../cards/names.js';
import { openCardFile } from '../cards/open.js';
import type { CardFileSource } from '../cards/source.js';
import { allCards, findCard, oracleText, suggestCards } from '../catalog/index.js';
import type { ErrorCode } from '../core/model/result.js';
import { LANGUAGES, languageFromEnv, languageOf } from '../explain/index.js';
import { compileCard } from '../oracle/index.js';
import {
  evaluateScenario,
  formatProblem,
  type LoadOptions,
  limitProblems,
  loadScenario,
  type Problem,
  type ReplayReport,
  type Result,
  replay,
  type Scenario,
  scenarioJsonSchema,
} from '../scenario/index.js';
import { DEFAULT_WORK_LIMIT } from '../scenario/limits.js';
import { closest, didYouMean } from '../scenario/suggest.js';
import { EXIT, type Io } from './io.js';
import { writeJson } from './json-out.js';
import { InputError } from './read-input.js';
import { type CardJson, cardJson, fileCardJson, filterCards, renderCard, renderFileCard } from './render-cards.js';
import { renderReport, summaryLine } from './render-check.js';
import { renderCoverage } from './render-coverage.js';
import { renderExplain, renderWarnings } from './render-explain.js';
import { renderEvaluation } from './render-table.js';
import { colourWanted, makeStyle, type Style } from './style.js';

const catalog = { findCard, suggestCards };

/**
 * The version of every JSON document the CLI prints (`formatVersion`, its first key): raised when a
 * key is removed or changes meaning, not when one is added (docs/scenario-and-cli.md).
 */
export const FORMAT_VERSION = 1;
const json = (doc: object) => `${JSON.stringify({ formatVersion: FORMAT_VERSION, ...doc }, null, 2)}\n`;

export interface EvalFlags {
  exhaustive?: boolean;
  /** `--work-limit N`: the work one file may take (default DEFAULT_WORK_LIMIT). */
  workLimit?: number;
  /** `--cards FILE` (repeatable): card files for every scenario of the run. */
  cards?: string[];
}

/**
 * The card files of one run: each opened and indexed once, whether given with `--cards` or
 * named by a scenario's `cards:` (resolved against the scenario's directory).
 */
class RunCards {
  private readonly opened = new Map<string, Result<CardFileSource>>();
  readonly given: CardFileSource[] = [];

  constructor(private readonly io: Io) {}

  open(path: string): Result<CardFileSource> {
    let r = this.opened.get(path);
    if (r === undefined) {
      r = openCardFile(path, (p) => this.io.cardBytes(p));
      this.opened.set(path, r);
    }
    return r;
  }

  /** Opens the `--cards` files; the problems of those that cannot be used (printed too). */
  openGiven(paths: readonly string[] | undefined): FileProblems[] {
    const bad: FileProblems[] = [];
    for (const path of paths ?? []) {
      const r = this.open(path);
      if (r.ok) this.given.push(r.value);
      else {
        printProblems(this.io, r.error.problems);
        bad.push(fileProblems(path, r.error));
      }
    }
    return bad;
  }

  options(): LoadOptions {
    return {
      cards: catalog,
      cardFiles: this.given,
      openCards: (path, from) => this.open(this.io.relativeTo(from, path)),
      compile: compileCard,
    };
  }
}

const outStyle = (io: Io): Style => makeStyle(colourWanted(io.stdoutIsTTY, io.env));
const errStyle = (io: Io): Style => makeStyle(colourWanted(io.stderrIsTTY, io.env));
const evalOptions = (f: EvalFlags) => ({ ...(f.exhaustive ? { exhaustive: true } : {}), workLimit: f.workLimit ?? DEFAULT_WORK_LIMIT });

function printProblems(io: Io, problems: readonly Problem[]): void {
  const style = errStyle(io);
  for (const p of limitProblems(problems)) io.err(`${style.red(formatProblem(p))}\n`);
}

/** A located problem in the JSON outputs: with the code of the error it belongs to (core/result.ts). */
export type CodedProblem = Problem & { code: ErrorCode };

/**
 * A file that was read but has problems, in the JSON outputs: the error's `code` (`invalid-input`
 * for a file that doesn't validate, the core's code such as `illegal-action` for an event the
 * replay refused, `unreadable` for a card file that can't be read) on the file and on each problem.
 */
export interface FileProblems {
  file: string;
  code: ErrorCode;
  problems: CodedProblem[];
}

/** The problems of one error, each with its code (at most 50 and a line saying how many more). */
function fileProblems(file: string, error: { code: ErrorCode; problems?: readonly Problem[] }): FileProblems {
  const code = error.code;
  return { file, code, problems: limitProblems(error.problems ?? []).map((p) => ({ ...p, code })) };
}

/** Why a file could not be read at all (before any validation): its message, and its place when it has one. */
export interface Unreadable {
  file: string;
  unreadable: true;
  code: 'unreadable';
  message: string;
  line?: number;
  col?: number;
}

/** `-` is standard input; messages name it `<stdin>`. */
const STDIN = '-';
const displayName = (file: string) => (file === STDIN ? '<stdin>' : file);

/** Reads and validates one file; problems are printed, and returned for the JSON outputs. */
function read(io: Io, file: string, cards: RunCards): Scenario | Unreadable | FileProblems {
  const name = displayName(file);
  let text: string;
  try {
    text = file === STDIN ? io.readStdin() : io.readFile(file);
  } catch (e) {
    if (e instanceof InputError) {
      io.err(`${e.line === undefined ? name : `${name}:${e.line}:${e.col}`}: ${e.message}\n`);
      return {
        file: name,
        unreadable: true,
        code: 'unreadable',
        message: e.message,
        ...(e.line === undefined || e.col === undefined ? {} : { line: e.line, col: e.col }),
      };
    }
    const code = (e as { code?: string }).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : e instanceof Error ? e.message : String(e);
    io.err(`${name}: cannot read the file: ${why}\n`);
    return { file: name, unreadable: true, code: 'unreadable', message: `cannot read the file: ${why}` };
  }
  const r = loadScenario(text, name, cards.options());
  if (!r.ok) {
    printProblems(io, r.error.problems);
    return fileProblems(name, r.error);
  }
  return r.value;
}

const isFailure = (r: Scenario | Unreadable | FileProblems): r is Unreadable | FileProblems => 'unreadable' in r || 'problems' in r;

/** Load a file and replay it to its end; problems are printed and returned as the failure. */
function loadAndEvaluate(io: Io, file: string, flags: EvalFlags, trace = true) {
  const cards = new RunCards(io);
  const [badCards] = cards.openGiven(flags.cards);
  if (badCards !== undefined) return { failure: badCards };
  const scenario = read(io, file, cards);
  if (isFailure(scenario)) return { failure: scenario };
  const r = evaluateScenario(scenario, { ...evalOptions(flags), trace });
  if (r.ok) return { scenario, evaluation: r.value };
  printProblems(io, r.error.problems);
  return { failure: fileProblems(scenario.file, r.error) };
}

export function evaluateCommand(io: Io, file: string, flags: EvalFlags & { json?: boolean; lang?: string }): number {
  // The table stays English unless asked (scripts read it); explain follows the environment.
  const lang = flags.lang === undefined ? 'en' : languageOf(flags.lang);
  if (lang === undefined) return unknownLanguage(io, flags.lang);
  // The table shows no trace: record it only for --json, which prints it.
  const done = loadAndEvaluate(io, file, flags, flags.json === true);
  if (done.failure !== undefined) {
    // --json: the failure as data too (the same shapes as `check --json`'s files), beside stderr.
    if (flags.json) io.out(json(done.failure));
    return EXIT.badInput;
  }
  const { objects, players, rules, trace } = done.evaluation.result;
  const { warnings } = done.scenario;
  // The JSON in pieces, the trace's changes from the pass's compact lists (json-out.ts): the same text.
  if (flags.json) {
    const bytes = io.out.bytes;
    const out = bytes ? { text: (t: string) => io.out(t), bytes } : { text: (t: string) => io.out(t) };
    writeJson(out, { formatVersion: FORMAT_VERSION, objects, players, rules, trace, warnings });
  } else io.out(renderEvaluation(done.evaluation.result, outStyle(io), done.scenario.startingLife, lang, io.columns));
  if (!flags.json && warnings.length > 0) io.err(`${renderWarnings(warnings, errStyle(io), lang)}\n`);
  return EXIT.ok;
}

function unknownLanguage(io: Io, lang: string | undefined): number {
  io.err(`--lang: unknown language ${JSON.stringify(lang)} (one of ${LANGUAGES.join(', ')})\n`);
  return EXIT.badInput;
}

export function explainCommand(io: Io, file: string, flags: EvalFlags & { object?: string; lang?: string }): number {
  const lang = flags.lang === undefined ? languageFromEnv(io.env) : languageOf(flags.lang);
  if (lang === undefined) return unknownLanguage(io, flags.lang);
  const done = loadAndEvaluate(io, file, flags);
  if (done.failure !== undefined) return EXIT.badInput;
  const { scenario } = done;
  const result = done.evaluation.result;
  // An own key only: `toString` or `__proto__` names no object (Object.prototype's keys are not ids).
  if (flags.object !== undefined && !Object.hasOwn(result.objects, flags.object)) {
    io.err(
      `${displayName(file)}: --object: unknown id ${JSON.stringify(flags.object)}${didYouMean(closest(flags.object, Object.keys(result.objects)))}\n`,
    );
    return EXIT.badInput;
  }
  io.out(renderExplain(result, scenario, outStyle(io), flags.object, lang, io.columns));
  return EXIT.ok;
}

export function checkCommand(io: Io, files: string[], flags: EvalFlags & { json?: boolean }): number {
  let passed = 0;
  let failed = 0;
  let bad = 0;
  const style = outStyle(io);
  const reports: (ReplayReport | FileProblems | Unreadable)[] = [];
  const warnings = new Map<string, Scenario['warnings']>();
  const cards = new RunCards(io);
  const badCards = cards.openGiven(flags.cards);
  if (badCards.length > 0) {
    if (flags.json) io.out(json({ files: badCards, passed: 0, failed: 0, badInput: badCards.length }));
    return EXIT.badInput;
  }
  const expanded = files.flatMap((f) => {
    try {
      return f === STDIN ? [f] : (io.scenarioFilesIn(f) ?? [f]);
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      io.err(`${f}: ${e.message}\n`);
      bad += 1;
      reports.push({ file: f, unreadable: true, code: 'unreadable', message: e.message });
      return [];
    }
  });
  for (const file of expanded) {
    const scenario = read(io, file, cards);
    if (isFailure(scenario)) {
      bad += 1;
      reports.push(scenario);
      continue;
    }
    const r = replay(scenario, evalOptions(flags));
    if (!r.ok) {
      bad += 1;
      printProblems(io, r.error.problems);
      reports.push(fileProblems(scenario.file, r.error));
      continue;
    }
    passed += r.value.passed;
    failed += r.value.failed;
    warnings.set(scenario.file, scenario.warnings);
    reports.push(r.value);
    if (!flags.json) io.out(`${renderReport(r.value, style)}\n`);
  }
  if (flags.json) {
    const files = reports.map((r) => ('state' in r ? { ...r, state: undefined, warnings: warnings.get(r.file) ?? [] } : r));
    io.out(json({ files, passed, failed, badInput: bad }));
  } else {
    if (bad > 0) io.out(`${bad} file${bad === 1 ? '' : 's'} with bad input (see the messages above)\n`);
    io.out(`${summaryLine(passed, failed)}\n`);
  }
  return bad > 0 ? EXIT.badInput : failed > 0 ? EXIT.failed : EXIT.ok;
}

export function cardsCommand(io: Io, query: string | undefined, flags: { text?: boolean; cards?: string[]; json?: boolean }): number {
  const files = new RunCards(io);
  if (files.openGiven(flags.cards).length > 0) return EXIT.badInput;
  const style = outStyle(io);
  const found = filterCards(allCards(), query, oracleText, flags.text ?? false);
  const shown = flags.json ? [] : found.map((c) => renderCard(c, oracleText, style));
  const listed: CardJson[] = flags.json ? found.map((c) => cardJson(c, oracleText)) : [];
  for (const source of files.given) {
    for (const i of source.search(query ?? '', flags.text ?? false)) {
      const data = source.data(i);
      if (!data.ok) printProblems(io, data.error.problems);
      else if (flags.json) listed.push(fileCardJson(data.value, source.name));
      else shown.push(renderFileCard(data.value, source.name, style));
    }
  }
  if (flags.json) {
    io.out(json({ cards: listed }));
    return EXIT.ok;
  }
  if (shown.length === 0) {
    const where = files.given.length === 0 ? 'catalog card' : 'card in the catalog or the card files';
    const hints = [...suggestCards(query ?? '', 3), ...files.given.flatMap((f) => f.suggestCards(query ?? '', 3))];
    io.err(`no ${where} matches ${JSON.stringify(query ?? '')}${didYouMean(closestNames(query ?? '', hints, 3))}\n`);
    return EXIT.ok;
  }
  io.out(`${shown.join('\n\n')}\n`);
  return EXIT.ok;
}

export function coverageCommand(io: Io, file: string, flags: { json?: boolean; part?: 'all' | 'dev' | 'held-out'; seed?: number }): number {
  const opened = new RunCards(io).open(file);
  if (!opened.ok) {
    printProblems(io, opened.error.problems);
    return EXIT.badInput;
  }
  const report = coverage(opened.value.file, { part: flags.part ?? 'all', seed: flags.seed ?? DEFAULT_SPLIT_SEED });
  printProblems(io, report.problems);
  // A card with bad data is an `invalid-input` problem of the card file.
  const problems = report.problems.map((p) => ({ ...p, code: 'invalid-input' as const }));
  io.out(flags.json ? json({ ...report, problems }) : renderCoverage(report, outStyle(io)));
  return report.problems.length > 0 ? EXIT.badInput : EXIT.ok;
}

export function schemaCommand(io: Io): number {
  io.out(`${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  return EXIT.ok;
}
