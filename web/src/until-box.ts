/**
 * The "state after layer N" box in the answer: its summary is drawn by the first script; the
 * slider and table (until.ts) come with `tools.js` the first time the box is opened — a visit
 * that never opens it does not fetch them (web/README.md § Size).
 */
import type { EvaluationResult } from '../../src/core/pass/trace.js';
import type { Translator } from '../../src/explain/index.js';
import { byId, h } from './dom.js';
import { state, t } from './state.js';
import { loadTools, TOOL_WORDS, toolsIfLoaded } from './tools.js';

/** Whether the box is open: it stays open as the answer is re-drawn. */
let open = false;

/** Draws the box for `result`: its summary; the slider and table while it is open. */
export function renderUntilBox(result: EvaluationResult, x: Translator): void {
  const tr = t();
  const details = h('details', { class: 'until', id: 'until-box', open }, h('summary', {}, tr('until.heading')));
  details.addEventListener('toggle', () => {
    if (details.open === open) return;
    open = details.open;
    if (open && toolsIfLoaded() === undefined) {
      details.append(h('p', { class: 'muted', role: 'status' }, tr('until.loading')));
      loadTools().then(
        () => {
          if (open) renderUntilBox(result, x);
          document.querySelector<HTMLElement>('#until-box > summary')?.focus();
        },
        () => details.lastElementChild?.replaceChildren(tr('until.failed')),
      );
      return;
    }
    renderUntilBox(result, x);
    document.querySelector<HTMLElement>('#until-box > summary')?.focus();
  });
  const tools = toolsIfLoaded();
  if (open && tools !== undefined)
    details.append(
      ...tools.renderUntil({
        result,
        x,
        t: tr,
        words: TOOL_WORDS,
        stop: state.until,
        set: (stop) => {
          state.until = stop;
          renderUntilBox(result, x);
          // Re-drawn alone as the slider moves, so focus stays on it.
          document.getElementById('until-range')?.focus();
        },
      }),
    );
  byId('until').replaceChildren(details);
}
