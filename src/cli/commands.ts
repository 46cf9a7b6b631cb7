/**
 * The commands, separate from argument parsing: each reads its files through Io, runs the
 * scenario modules and a renderer, and returns an exit status.
 */
import { allCards, findCard, oracleText, suggestCards } from '../catalog/index.js';
import {
  evaluateScenario,
  formatProblem,
  limitProblems,
  loadScenario,
  type Problem,
  type ReplayReport,
  replay,
  type Scenario,
  scenarioJsonSchema,
} from '../scenario/index.js';
import { closest, didYouMean } from '../scenario/suggest.js';
import { EXIT, type Io } from './io.js';
import { InputError } from './read-input.js';
import { filterCards, renderCard } from './render-cards.js';
import { renderReport, summaryLine } from './render-check.js';
import { renderExplain } from './render-explain.js';
import { renderEvaluation } from './render-table.js';
import { colourWanted, makeStyle, type Style } from './style.js';

const catalog = { findCard, suggestCards };

export interface EvalFlags {
  exhaustive?: boolean;
}

const outStyle = (io: Io): Style => makeStyle(colourWanted(io.stdoutIsTTY, io.env));
const errStyle = (io: Io): Style => makeStyle(colourWanted(io.stderrIsTTY, io.env));
const evalOptions = (f: EvalFlags) => (f.exhaustive ? { exhaustive: true } : {});

function printProblems(io: Io, problems: readonly Problem[]): void {
  const style = errStyle(io);
  for (const p of limitProblems(problems)) io.err(`${style.red(formatProblem(p))}\n`);
}

/** Reads and validates one file; problems are printed. */
function load(io: Io, file: string): Scenario | undefined {
  let text: string;
  try {
    text = io.readFile(file);
  } catch (e) {
    if (e instanceof InputError) {
      io.err(`${e.line === undefined ? file : `${file}:${e.line}:${e.col}`}: ${e.message}\n`);
      return undefined;
    }
    const code = (e as { code?: string }).code;
    const why = code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : e instanceof Error ? e.message : String(e);
    io.err(`${file}: cannot read the file: ${why}\n`);
    return undefined;
  }
  const r = loadScenario(text, file, { cards: catalog });
  if (!r.ok) {
    printProblems(io, r.problems);
    return undefined;
  }
  return r.value;
}

/** Load a file and replay it to its end; problems are printed and give undefined. */
function loadAndEvaluate(io: Io, file: string, flags: EvalFlags) {
  const scenario = load(io, file);
  if (scenario === undefined) return undefined;
  const r = evaluateScenario(scenario, evalOptions(flags));
  if (r.ok) return { scenario, evaluation: r.value };
  printProblems(io, r.problems);
  return undefined;
}

export function evaluateCommand(io: Io, file: string, flags: EvalFlags & { json?: boolean }): number {
  const done = loadAndEvaluate(io, file, flags);
  if (done === undefined) return EXIT.badInput;
  const { objects, players, rules, trace } = done.evaluation.result;
  io.out(
    flags.json
      ? `${JSON.stringify({ objects, players, rules, trace }, null, 2)}\n`
      : renderEvaluation(done.evaluation.result, outStyle(io)),
  );
  return EXIT.ok;
}

export function explainCommand(io: Io, file: string, flags: EvalFlags & { object?: string }): number {
  const done = loadAndEvaluate(io, file, flags);
  if (done === undefined) return EXIT.badInput;
  const { scenario } = done;
  const result = done.evaluation.result;
  if (flags.object !== undefined && result.objects[flags.object] === undefined) {
    io.err(
      `${file}: --object: unknown id ${JSON.stringify(flags.object)}${didYouMean(closest(flags.object, Object.keys(result.objects)))}\n`,
    );
    return EXIT.badInput;
  }
  io.out(renderExplain(result, scenario, outStyle(io), flags.object));
  return EXIT.ok;
}

export function checkCommand(io: Io, files: string[], flags: EvalFlags & { json?: boolean }): number {
  let passed = 0;
  let failed = 0;
  let bad = 0;
  const style = outStyle(io);
  const reports: (ReplayReport | { file: string; problems: Problem[] } | { file: string; unreadable: true })[] = [];
  const expanded = files.flatMap((f) => {
    try {
      return io.scenarioFilesIn(f) ?? [f];
    } catch (e) {
      if (!(e instanceof InputError)) throw e;
      io.err(`${f}: ${e.message}\n`);
      bad += 1;
      reports.push({ file: f, unreadable: true });
      return [];
    }
  });
  for (const file of expanded) {
    const scenario = load(io, file);
    if (scenario === undefined) {
      bad += 1;
      reports.push({ file, unreadable: true });
      continue;
    }
    const r = replay(scenario, evalOptions(flags));
    if (!r.ok) {
      bad += 1;
      printProblems(io, r.problems);
      reports.push({ file, problems: r.problems });
      continue;
    }
    passed += r.value.passed;
    failed += r.value.failed;
    reports.push(r.value);
    if (!flags.json) io.out(`${renderReport(r.value, style)}\n`);
  }
  if (flags.json) {
    const files = reports.map((r) => ('state' in r ? { ...r, state: undefined } : r));
    io.out(`${JSON.stringify({ files, passed, failed, badInput: bad }, null, 2)}\n`);
  } else {
    if (bad > 0) io.out(`${bad} file${bad === 1 ? '' : 's'} with bad input (see the messages above)\n`);
    io.out(`${summaryLine(passed, failed)}\n`);
  }
  return bad > 0 ? EXIT.badInput : failed > 0 ? EXIT.failed : EXIT.ok;
}

export function cardsCommand(io: Io, query: string | undefined, flags: { text?: boolean }): number {
  const cards = filterCards(allCards(), query, oracleText, flags.text ?? false);
  const style = outStyle(io);
  if (cards.length === 0) {
    io.err(`no catalog card matches ${JSON.stringify(query ?? '')}${didYouMean(suggestCards(query ?? '', 3))}\n`);
    return EXIT.ok;
  }
  io.out(`${cards.map((c) => renderCard(c, oracleText, style)).join('\n\n')}\n`);
  return EXIT.ok;
}

export function schemaCommand(io: Io): number {
  io.out(`${JSON.stringify(scenarioJsonSchema(), null, 2)}\n`);
  return EXIT.ok;
}
