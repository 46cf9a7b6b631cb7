/**
 * `check` output: each failed field with file, checkpoint, object, field, expected,
 * actual and the trace steps that produced the actual value.
 */
import type { CheckResult, ReplayReport, TracePointer } from '../scenario/index.js';
import { showValue } from './format.js';
import type { Style } from './style.js';

const REASON: Record<TracePointer['reason'], string> = {
  cda: 'characteristic-defining ability',
  timestamp: 'timestamp order',
  dependency: 'after an effect it depends on',
  loop: 'dependency loop, timestamp order',
};

/** `layer 7c #2 (timestamp order): Glorious Anthem "Creatures you control get +1/+1." [ts 2]: 2 → 3` */
export function tracePointerLine(p: TracePointer, field = ''): string {
  const who = p.sourceName ?? p.source;
  const effect = `${who === null ? '' : `${who} `}${JSON.stringify(p.text)}`;
  return `layer ${p.layer} #${p.step + 1} (${REASON[p.reason]}): ${effect} [timestamp ${p.timestamp}]: ${showValue(p.before, field)} → ${showValue(p.after, field)}`;
}

function failure(file: string, cp: { index: number; path: string; line: number }, r: CheckResult, style: Style): string {
  const field = r.field === 'has' || r.field === 'lacks' ? 'abilities' : r.field;
  const lines = [
    `${style.red('FAIL')} ${file}:${r.line}:${r.col}: checkpoint ${cp.index} (${cp.path}, line ${cp.line}): ${style.bold(`${r.subject}.${r.field}`)}`,
    `     expected: ${showValue(r.expected, field)}`,
    `     actual:   ${r.actual === undefined ? '(nothing)' : showValue(r.actual, field)}${r.note === undefined ? '' : `  (${r.note})`}`,
  ];
  // No trace line when there is no object to trace (`exists`, or an object that doesn't exist).
  const traceable = r.field !== 'exists' && r.actual !== undefined;
  if (traceable && r.trace.length === 0)
    lines.push(style.dim("     trace: no continuous effect changed this field; it is the object's own value"));
  for (const p of r.trace) lines.push(style.dim(`     trace: ${tracePointerLine(p, field)}`));
  return lines.join('\n');
}

/** The failures of one file, preceded by a one-line verdict. */
export function renderReport(report: ReplayReport, style: Style): string {
  const total = report.passed + report.failed;
  const verdict = report.failed > 0 ? style.red('FAIL') : style.green('ok  ');
  const head =
    total === 0
      ? `${style.dim('--  ')} ${report.file}: no expectations`
      : `${verdict} ${report.file}: ${report.passed} passed, ${report.failed} failed (${report.checkpoints.length} checkpoint${report.checkpoints.length === 1 ? '' : 's'})`;
  const lines = [head];
  for (const cp of report.checkpoints) {
    for (const r of cp.results) if (!r.pass) lines.push(failure(report.file, cp, r, style));
  }
  return lines.join('\n');
}

/** The last line of a run: plain, no colour. */
export function summaryLine(passed: number, failed: number): string {
  return `${passed} passed, ${failed} failed`;
}
