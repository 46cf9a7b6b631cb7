/** The page's state: language, example, the last run and the last good one, the lesson and quiz, open card files. */
import { languageOf } from '../../src/explain/index.js';
import type { Problem } from '../../src/scenario/index.js';
import { CardShelf } from './cards.js';
import { DEFAULT_EXAMPLE, exampleText, isExample } from './examples.js';
import { browserLanguage, ui } from './messages.js';
import type { QuizState } from './quiz.js';
import type { RunResult } from './run.js';
import { readHash } from './share.js';

export { DEFAULT_EXAMPLE };

const initial = readHash(location.hash, isExample);
const knownExample = initial.example !== undefined && initial.broken !== 'example';

export const state = {
  lang: languageOf(initial.lang) ?? browserLanguage(navigator.languages ?? [navigator.language]),
  example: initial.scenario === undefined ? (knownExample ? (initial.example as string) : DEFAULT_EXAMPLE) : null,
  selected: initial.object ?? null,
  teach: null as number | null,
  /** The quiz: null when off; else the answers typed so far and whether they were revealed. */
  quiz: null as QuizState | null,
  /** "State after layer N": null shows the final state. */
  until: null as string | null,
  run: null as RunResult | null,
  /** The last run that had an answer: shown (dimmed) while the text has an error. */
  lastGood: null as Extract<RunResult, { ok: true }> | null,
  /** The link could not be read (cut short, an unknown example): said above the answer. */
  brokenLink: initial.broken ?? null,
  /** Card files open in the page (memory only), and the problems of the last one that failed to open. */
  shelf: new CardShelf(),
  cardProblems: null as { file: string; problems: Problem[] } | null,
  cardsBusy: null as string | null,
  /** The object picked in "Build the position", and the control to focus after the next render. */
  boardObject: '',
  focusAfter: null as string | null,
  /** A visible confirmation of the last click-built edit. */
  confirmation: null as string | null,
};

/** The scenario the page opens with: the link's, or its example's (loaded with examples.js unless it is the default). */
export const startText = async (): Promise<string> =>
  initial.scenario ?? (await exampleText(state.example ?? DEFAULT_EXAMPLE).catch(() => undefined)) ?? '';

export const t = () => ui(state.lang);
