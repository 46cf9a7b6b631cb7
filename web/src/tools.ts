/**
 * The answer's tools drawn only on request — the "state after layer N" slider (until.ts) and
 * the quiz (quiz.ts): in the built site a classic script of their own, `tools.js`
 * (web/vite.tools.config.ts), fetched the first time the slider's box is opened or a quiz
 * started (web/README.md § Size). They import only types and dom.ts; the explanations' and
 * the rules' functions are given to them (`ToolWords`). The dev server imports the modules.
 */
import { conclusion, playerName, ptText, showValue, typeLine } from '../../src/explain/index.js';
import { loadScript } from './lazy-script.js';
import type { renderQuiz } from './quiz.js';
import { withRuleLinks } from './rules.js';
import type { ToolWords } from './tool-words.js';
import type { renderUntil } from './until.js';

export interface Tools {
  renderUntil: typeof renderUntil;
  renderQuiz: typeof renderQuiz;
}

declare global {
  var mtgLayersTools: Tools | undefined;
}

/** The first script's functions the tools write with (src/explain, rules.ts). */
export const TOOL_WORDS: ToolWords = { typeLine, showValue, ptText, playerName, conclusion, withRuleLinks };

let loading: Promise<Tools> | undefined;
let loaded: Tools | undefined;

/** The tools, fetched once. */
export function loadTools(): Promise<Tools> {
  loading ??= (
    import.meta.env.DEV
      ? Promise.all([import('./until.js'), import('./quiz.js')]).then(([u, q]) => ({
          renderUntil: u.renderUntil,
          renderQuiz: q.renderQuiz,
        }))
      : loadScript('tools.js', () => globalThis.mtgLayersTools)
  ).then((tools) => {
    loaded = tools;
    return tools;
  });
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

/** The tools if they are in already. */
export const toolsIfLoaded = (): Tools | undefined => loaded;
