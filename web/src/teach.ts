/** "Teach me": the pass walked through one trace step at a time, a sentence for each. */
import type { TFunction } from 'i18next';
import type { EvaluationResult } from '../../src/core/pass/trace.js';
import { type Translator, teachSteps } from '../../src/explain/index.js';
import { h } from './dom.js';
import { withRuleLinks } from './rules.js';

export interface TeachView {
  result: EvaluationResult;
  x: Translator;
  t: TFunction;
  /** null: the lesson has not started. */
  index: number | null;
  go(index: number | null): void;
}

/** The step the lesson is on: its key (`layer/place`, to highlight it in the layer view) and the objects it affects. */
export function currentStep(v: Pick<TeachView, 'result' | 'x' | 'index'>): { key: string; affected: string[] } | null {
  if (v.index === null) return null;
  const step = teachSteps(v.x, v.result).steps[v.index];
  return step === undefined ? null : { key: `${step.layer}/${step.place}`, affected: step.affected };
}

export function renderTeach(v: TeachView): HTMLElement {
  const { t } = v;
  const lesson = teachSteps(v.x, v.result);
  const total = lesson.steps.length;
  if (v.index === null || total === 0) {
    return h(
      'div',
      { class: 'teach' },
      h('p', {}, lesson.intro),
      total > 0 ? h('button', { type: 'button', class: 'primary', id: 'teach-start', onclick: () => v.go(0) }, t('teach.start')) : null,
    );
  }
  const i = Math.min(v.index, total - 1);
  const step = lesson.steps[i];
  if (step === undefined) return h('div', {});
  const last = i === total - 1;
  return h(
    'div',
    { class: 'teach active' },
    h('p', { class: 'teach-position', 'aria-live': 'polite', id: 'teach-position' }, t('teach.position', { n: i + 1, total })),
    h('p', { class: 'teach-sentence', id: 'teach-sentence' }, ...withRuleLinks(step.sentence, t)),
    h('p', { class: 'teach-why-title' }, h('strong', {}, t('teach.why'))),
    h('ul', { class: 'reasons' }, ...step.reasons.map((r) => h('li', {}, ...withRuleLinks(r, t)))),
    last ? h('p', { class: 'teach-done' }, lesson.done) : null,
    h(
      'div',
      { class: 'button-row' },
      h('button', { type: 'button', id: 'teach-prev', disabled: i === 0, onclick: () => v.go(i - 1) }, t('teach.previous')),
      h('button', { type: 'button', class: 'primary', id: 'teach-next', disabled: last, onclick: () => v.go(i + 1) }, t('teach.next')),
      h('button', { type: 'button', id: 'teach-stop', onclick: () => v.go(null) }, t('teach.stop')),
    ),
  );
}
