/**
 * tools.js: what the answer draws only when the reader asks for it — the "state after layer N"
 * slider (until.ts) and the quiz (quiz.ts) — as a classic script for the built playground
 * (tools.ts loads it).
 */
import { renderQuiz } from './quiz.js';
import { renderUntil } from './until.js';

globalThis.mtgLayersTools = { renderUntil, renderQuiz };
