/**
 * The answer column, drawn from the last run: the title, the checks of every `expect`, card
 * warnings, the state after layer N, each object, the lesson, the layer view and the players. While the text has an
 * error the last answer stays, dimmed, under a sentence that says so.
 */
import { type Translator, translator } from '../../src/explain/index.js';
import type { CardWarning } from '../../src/scenario/index.js';
import { type AnswerView, drawArrows, renderLayers, renderObjects, renderPlayers } from './answer.js';
import { byId, h } from './dom.js';
import type { ScenarioEditor } from './editor.js';
import { exampleTitle } from './examples.js';
import { renderChecks } from './problems-view.js';
import { state, t } from './state.js';
import { currentStep, renderTeach } from './teach.js';
import { loadTools, TOOL_WORDS, toolsIfLoaded } from './tools.js';
import { renderUntilBox } from './until-box.js';

export interface AnswerActions {
  editor: ScenarioEditor;
  /** The URL follows a change of the selected object (not a new history entry). */
  urlChanged(): void;
}

/** The scenario's title; an example's as the page's language writes it (examples.ts). */
const titleOf = (title: string) =>
  state.example !== null && title === exampleTitle(state.example) ? exampleTitle(state.example, state.lang) : title;

export function renderAnswer(a: AnswerActions): void {
  const tr = t();
  const x = translator(state.lang);
  const stale = state.run !== null && !state.run.ok;
  const run = state.run?.ok ? state.run : state.lastGood;
  byId('answer').classList.toggle('stale', stale && run !== null);
  byId('stale').replaceChildren(stale && run !== null ? h('p', { class: 'stale-note' }, tr('stale')) : '');
  const title = byId('scenario-title');
  if (run === null) {
    title.replaceChildren(h('p', { class: 'muted' }, tr('answer.waiting')));
    for (const id of ['checks', 'warnings', 'objects', 'teach', 'layers', 'players', 'until']) byId(id).replaceChildren();
    return;
  }
  byId('checks').replaceChildren(renderChecks(x, run.checks, a.editor));
  byId('warnings').replaceChildren(renderWarnings(x, run.scenario.warnings));
  title.replaceChildren(
    run.scenario.title === null ? '' : h('p', { class: 'scenario-title' }, h('strong', {}, titleOf(run.scenario.title))),
    run.scenario.source === null ? '' : h('p', { class: 'muted' }, x.t('header.source', { source: run.scenario.source })),
  );
  if (state.selected !== null && run.result.objects[state.selected] === undefined) state.selected = null;
  const step = currentStep({ result: run.result, x, index: state.teach });
  const view: AnswerView = {
    result: run.result,
    x,
    t: tr,
    selected: state.teach === null ? state.selected : null,
    current: step?.key ?? null,
    startingLife: run.scenario.startingLife,
    select: (id) => {
      state.selected = id;
      state.teach = null;
      renderAnswer(a);
      a.urlChanged();
      const target = id === null ? null : document.querySelector<HTMLElement>(`[data-object="${CSS.escape(id)}"]`);
      target?.focus();
    },
  };
  byId('objects').replaceChildren(renderObjects(view));
  renderUntilBox(run.result, x);
  const teach = byId('teach');
  const tools = toolsIfLoaded();
  teach.classList.toggle('lesson-on', state.teach !== null || state.quiz !== null);
  teach.replaceChildren(
    state.quiz !== null && tools !== undefined
      ? tools.renderQuiz({
          result: run.result,
          x,
          t: tr,
          quiz: state.quiz,
          words: TOOL_WORDS,
          set: (next) => {
            state.quiz = next;
            renderAnswer(a);
            document
              .getElementById(next === null ? 'quiz-start' : next.revealed ? 'quiz-again' : `quiz-${Object.keys(run.result.objects)[0]}`)
              ?.focus();
          },
        })
      : renderTeach({
          result: run.result,
          x,
          t: tr,
          index: state.teach,
          // The quiz comes with tools.js, fetched the first time one is started.
          quiz: () =>
            void loadTools().then(
              () => {
                state.quiz = { answers: {}, revealed: false };
                renderAnswer(a);
                document.querySelector<HTMLElement>('#quiz input, #quiz select')?.focus();
              },
              () => undefined,
            ),
          go: (i) => {
            const focused = document.activeElement?.id;
            state.teach = i;
            renderAnswer(a);
            const again = focused ? document.getElementById(focused) : null;
            (again && !(again as HTMLButtonElement).disabled
              ? again
              : (document.getElementById(i === null ? 'teach-start' : 'teach-next') ?? document.getElementById('teach-prev'))
            )?.focus();
            // The step's text and buttons stay in view (sticky); the layer view scrolls to the step it names.
            (document.querySelector('.step.current') ?? (i === null ? null : teach))?.scrollIntoView({ block: 'center' });
          },
        }),
  );
  byId('layers').replaceChildren(renderLayers(view));
  drawArrows(byId('layers'));
  byId('players').replaceChildren(renderPlayers(view));
  // The lesson's step: marked in the layer view, and the objects it affects outlined.
  document.querySelector('.step.current')?.setAttribute('aria-current', 'step');
  for (const id of step?.affected ?? []) document.querySelector(`[data-object="${CSS.escape(id)}"]`)?.classList.add('affected');
}

/** Compile warnings of the cards the scenario took from card files: each sentence listed with no effect, and why. */
function renderWarnings(x: Translator, warnings: readonly CardWarning[]): HTMLElement | string {
  if (warnings.length === 0) return '';
  return h(
    'section',
    { class: 'warnings', 'aria-labelledby': 'warnings-heading' },
    h('h3', { id: 'warnings-heading' }, x.t('warnings.title', { count: warnings.length })),
    h(
      'ul',
      {},
      ...warnings.map((w) =>
        h(
          'li',
          { 'data-card': w.card },
          h('strong', {}, w.card),
          ': ',
          h('q', {}, w.sentence),
          ' — ',
          h('span', { class: 'muted' }, w.why),
        ),
      ),
    ),
  );
}
