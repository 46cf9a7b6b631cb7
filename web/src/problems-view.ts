/**
 * Under the editor: the scenario's problems, each a link to its place, or the verdict —
 * "valid" only when every `expect` passes. In the answer: the checks of every `expect`
 * ("3 checks passed, 1 failed: humility.power expected 4, got 1"), each linked to its line.
 */
import type { Translator } from '../../src/explain/index.js';
import { showValue } from '../../src/explain/index.js';
import type { CheckResult, Problem } from '../../src/scenario/index.js';
import { h } from './dom.js';
import type { ScenarioEditor } from './editor.js';
import { loaderMessage } from './loader-messages.js';
import type { RunResult } from './run.js';
import { state, t } from './state.js';

/** A button that puts the editor's cursor at `line:col` and focuses it. */
export function lineLink(
  editor: ScenarioEditor,
  line: number,
  col: number,
  label: string,
  extra: Record<string, string> = {},
): HTMLElement {
  return h(
    'button',
    {
      type: 'button',
      class: 'link problem',
      'data-line': line,
      ...extra,
      onclick: () => {
        const doc = editor.view.state.doc;
        const at = doc.line(Math.min(Math.max(line, 1), doc.lines));
        editor.view.dispatch({ selection: { anchor: Math.min(at.from + Math.max(col, 1) - 1, at.to) }, scrollIntoView: true });
        editor.view.focus();
      },
    },
    label,
  );
}

const failed = (run: RunResult) => (run.ok ? run.checks.filter((c) => !c.pass) : []);

/** The run's problems with their messages in the page's language (web/src/loader-messages.ts). */
export const problemsInLanguage = (problems: readonly Problem[]): Problem[] =>
  problems.map((p) => ({ ...p, message: loaderMessage(p.message, state.lang) }));

export function renderProblems(box: HTMLElement, run: RunResult, editor: ScenarioEditor): void {
  const tr = t();
  if (run.ok) {
    const bad = failed(run).length;
    box.replaceChildren(
      bad > 0
        ? h('p', { class: 'error-count' }, tr('checks.notValid', { count: bad }))
        : h('p', { class: 'ok' }, tr('editor.ok'), run.checks.length > 0 ? ` ${tr('checks.allPassed', { count: run.checks.length })}` : ''),
    );
    return;
  }
  box.replaceChildren(
    h('p', { class: 'error-count' }, tr('editor.problems', { count: run.problems.length })),
    h(
      'ul',
      {},
      ...problemsInLanguage(run.problems).map((p: Problem) =>
        h('li', {}, lineLink(editor, p.line, p.col, `${p.line}:${p.col}`), ' ', p.path === '' ? p.message : `${p.path}: ${p.message}`),
      ),
    ),
  );
}

/** "humility.power expected 4, got 1" in the page's language. */
export function checkSentence(x: Translator, c: CheckResult): string {
  const field = c.field === 'has' || c.field === 'lacks' ? 'abilities' : c.field;
  const expected = showValue(x, c.expected, field);
  const what = `${c.subject}.${c.field}`;
  if (c.pass) return t()('checks.passedOne', { what, expected });
  const actual = c.actual === undefined ? t()('checks.nothing') : showValue(x, c.actual, field);
  return t()('checks.failedOne', { what, expected, actual, note: c.note === undefined ? '' : ` (${c.note})` });
}

/** The checks of every `expect`: the count, then the failed ones, then the passed ones (folded), each linked to its line. */
export function renderChecks(x: Translator, checks: readonly CheckResult[], editor: ScenarioEditor): HTMLElement | string {
  if (checks.length === 0) return '';
  const tr = t();
  const bad = checks.filter((c) => !c.pass);
  const good = checks.filter((c) => c.pass);
  const item = (c: CheckResult) =>
    h(
      'li',
      { 'data-check': `${c.subject}.${c.field}`, 'data-pass': String(c.pass) },
      lineLink(editor, c.line, c.col, tr('checks.line', { line: c.line })),
      ' ',
      checkSentence(x, c),
    );
  const summary =
    bad.length === 0
      ? tr('checks.allPassed', { count: good.length })
      : tr('checks.summary', {
          passed: tr('checks.passed', { count: good.length }),
          failed: tr('checks.failed', { count: bad.length }),
          list: bad.map((c) => checkSentence(x, c)).join('; '),
        });
  return h(
    'section',
    { class: `checks ${bad.length === 0 ? 'checks-ok' : 'checks-failed'}`, 'aria-labelledby': 'checks-heading' },
    h('h3', { id: 'checks-heading' }, tr('checks.heading')),
    h('p', { class: 'checks-summary', id: 'checks-summary' }, bad.length === 0 ? '✓ ' : '✗ ', summary),
    bad.length === 0 ? null : h('ul', { class: 'checks-failed-list' }, ...bad.map(item)),
    good.length === 0
      ? null
      : h('details', {}, h('summary', {}, tr('checks.showPassed', { count: good.length })), h('ul', {}, ...good.map(item))),
  );
}
