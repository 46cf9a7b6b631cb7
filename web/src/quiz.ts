/**
 * The quiz on any example: predict each creature's final power/toughness (and, for the other
 * objects, whether they end as creatures), then reveal the answers with why each object ends
 * as it does (the lesson's closing sentences). Part of `tools.js` (tools.ts), loaded when a quiz
 * is started: it imports only types and dom.ts, and is given the explanations' functions.
 */
import type { TFunction } from 'i18next';
import type { EvaluationResult, ObjectResult } from '../../src/core/index.js';
import type { Translator } from '../../src/explain/index.js';
import { h } from './dom.js';
import type { ToolWords } from './tool-words.js';

export interface QuizState {
  answers: Record<string, string>;
  revealed: boolean;
}

export interface QuizView {
  result: EvaluationResult;
  x: Translator;
  t: TFunction;
  quiz: QuizState;
  words: ToolWords;
  /** Re-draw after reveal / again; null ends the quiz. */
  set(next: QuizState | null): void;
}

/** The objects asked about: at most eight, creatures first. */
function asked(result: EvaluationResult): ObjectResult[] {
  const all = Object.values(result.objects).filter((o) => o.zone === 'battlefield');
  const isCreature = (o: ObjectResult) => o.power !== null;
  return [...all.filter(isCreature), ...all.filter((o) => !isCreature(o))].slice(0, 8);
}

const normal = (s: string) => s.replace(/\s+/g, '').toLowerCase();

/** The right answer for an object, as the input takes it: `4/4`, or yes/no for "a creature?". */
function rightAnswer(o: ObjectResult): string {
  return o.power !== null ? `${o.power}/${o.toughness ?? '-'}` : 'no';
}

export function renderQuiz(v: QuizView): HTMLElement {
  const { t, x, quiz } = v;
  const { conclusion, ptText, withRuleLinks } = v.words;
  const objects = asked(v.result);
  const right = objects.filter((o) => normal(quiz.answers[o.id] ?? '') === normal(rightAnswer(o))).length;
  const row = (o: ObjectResult) => {
    const name = o.name ?? o.id;
    const id = `quiz-${o.id}`;
    const value = quiz.answers[o.id] ?? '';
    const set = (e: Event) => {
      quiz.answers[o.id] = (e.target as HTMLInputElement).value;
    };
    const control =
      o.power !== null
        ? h('input', {
            id,
            type: 'text',
            inputmode: 'numeric',
            placeholder: t('quiz.ptPlaceholder'),
            value,
            disabled: quiz.revealed,
            oninput: set,
            autocomplete: 'off',
          })
        : (() => {
            const sel = h(
              'select',
              { id, disabled: quiz.revealed, onchange: set },
              h('option', { value: '' }, '—'),
              h('option', { value: 'yes' }, t('quiz.yes')),
              h('option', { value: 'no' }, t('quiz.no')),
            );
            sel.value = value;
            return sel;
          })();
    const ok = normal(value) === normal(rightAnswer(o));
    return h(
      'li',
      { 'data-quiz': o.id, 'data-right': quiz.revealed ? String(ok) : undefined },
      h('label', { for: id }, t(o.power !== null ? 'quiz.ptLabel' : 'quiz.creatureLabel', { name })),
      ' ',
      control,
      quiz.revealed
        ? h(
            'p',
            { class: ok ? 'quiz-right' : 'quiz-wrong' },
            ok ? `✓ ${t('quiz.right')} ` : `✗ ${t('quiz.wrong', { answer: o.power !== null ? ptText(x, o) : t('quiz.no') })} `,
            ...withRuleLinks(conclusion(x, v.result, o), t),
          )
        : null,
    );
  };
  return h(
    'div',
    { class: 'teach active quiz', id: 'quiz' },
    h('p', { class: 'teach-title' }, h('strong', {}, t('quiz.heading'))),
    h('p', {}, t('quiz.intro')),
    h('ul', { class: 'quiz-list' }, ...objects.map(row)),
    quiz.revealed
      ? h('p', { class: 'quiz-score', id: 'quiz-score', role: 'status' }, t('quiz.score', { right, total: objects.length }))
      : null,
    h(
      'div',
      { class: 'button-row' },
      quiz.revealed
        ? h(
            'button',
            { type: 'button', class: 'primary', id: 'quiz-again', onclick: () => v.set({ answers: {}, revealed: false }) },
            t('quiz.again'),
          )
        : h(
            'button',
            { type: 'button', class: 'primary', id: 'quiz-reveal', onclick: () => v.set({ ...quiz, revealed: true }) },
            t('quiz.reveal'),
          ),
      h('button', { type: 'button', id: 'quiz-stop', onclick: () => v.set(null) }, t('quiz.stop')),
    ),
  );
}
