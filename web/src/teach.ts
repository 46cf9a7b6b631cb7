/**
 * "Teach me" as a lesson: the primer first (seven layers, CDAs first, timestamps, dependency),
 * then the pass one trace step at a time, then why each object ends as it does. The step's
 * text and its buttons stay in view (style.css: `#teach.lesson-on` is sticky).
 */
import type { TFunction } from 'i18next';
import type { EvaluationResult } from '../../src/core/index.js';
import { type Translator, teachSteps } from '../../src/explain/index.js';
import { h } from './dom.js';
import { withRuleLinks } from './rules.js';

export interface TeachView {
  result: EvaluationResult;
  x: Translator;
  t: TFunction;
  /** null: the lesson has not started. 0 is the primer, 1..n the trace steps, n+1 the conclusions. */
  index: number | null;
  go(index: number | null): void;
  quiz(): void;
}

/** The trace step the lesson is on: its key (`layer/place`, to highlight it in the layer view) and the objects it affects. */
export function currentStep(v: Pick<TeachView, 'result' | 'x' | 'index'>): { key: string; affected: string[] } | null {
  if (v.index === null || v.index === 0) return null;
  const step = teachSteps(v.x, v.result).steps[v.index - 1];
  return step === undefined ? null : { key: `${step.layer}/${step.place}`, affected: step.affected };
}

export function renderTeach(v: TeachView): HTMLElement {
  const { t, x } = v;
  const lesson = teachSteps(x, v.result);
  const total = lesson.steps.length + 2;
  if (v.index === null) {
    return h(
      'div',
      { class: 'teach' },
      h('p', {}, lesson.intro),
      h(
        'div',
        { class: 'button-row' },
        h('button', { type: 'button', class: 'primary', id: 'teach-start', onclick: () => v.go(0) }, t('teach.start')),
        h('button', { type: 'button', id: 'quiz-start', onclick: () => v.quiz() }, t('quiz.start')),
      ),
    );
  }
  const i = Math.min(v.index, total - 1);
  const step = i === 0 || i === total - 1 ? undefined : lesson.steps[i - 1];
  const last = i === total - 1;
  const body: (HTMLElement | null)[] =
    i === 0
      ? [
          h('p', { class: 'teach-title' }, h('strong', {}, t('teach.primer'))),
          h('p', { class: 'teach-sentence', id: 'teach-sentence' }, ...withRuleLinks(lesson.primer, t)),
        ]
      : last
        ? [
            h('p', { class: 'teach-title' }, h('strong', {}, x.t('conclusion.heading'))),
            h('p', { class: 'teach-done' }, lesson.done),
            h(
              'ul',
              { class: 'conclusions', id: 'teach-sentence' },
              ...lesson.conclusions.map((c) => h('li', { 'data-conclusion': c.id }, ...withRuleLinks(c.sentence, t))),
            ),
          ]
        : [
            h('p', { class: 'teach-sentence', id: 'teach-sentence' }, ...withRuleLinks(step?.sentence ?? '', t)),
            h('p', { class: 'teach-why-title' }, h('strong', {}, t('teach.why'))),
            h('ul', { class: 'reasons' }, ...(step?.reasons ?? []).map((r) => h('li', {}, ...withRuleLinks(r, t)))),
          ];
  return h(
    'div',
    { class: 'teach active' },
    h('p', { class: 'teach-position', 'aria-live': 'polite', id: 'teach-position' }, t('teach.position', { n: i + 1, total })),
    ...body,
    h(
      'div',
      { class: 'button-row' },
      h('button', { type: 'button', id: 'teach-prev', disabled: i === 0, onclick: () => v.go(i - 1) }, t('teach.previous')),
      h('button', { type: 'button', class: 'primary', id: 'teach-next', disabled: last, onclick: () => v.go(i + 1) }, t('teach.next')),
      h('button', { type: 'button', id: 'teach-stop', onclick: () => v.go(null) }, t('teach.stop')),
    ),
  );
}
