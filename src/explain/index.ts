/**
 * `mtg-layers/explain`: explanations of an evaluation in English, French and Spanish, built from the trace's
 * structured data. Pure (no Node APIs): used by the CLI's `explain` and by the web playground.
 *
 * @packageDocumentation
 */
export { CATALOGUES, LANGUAGES, type Lang, languageFromEnv, languageOf, type Translator, translateWith, translator } from './i18n.js';
export { type Conclusion, conclusion, type TeachStep, teachSteps } from './lesson.js';
export type { Messages } from './locales/en.js';
export {
  type ChangeLine,
  changeLine,
  describeEffect,
  describeReason,
  fieldLabel,
  type LayerStory,
  layerShort,
  layerStories,
  layerTitle,
  type NotAppliedLine,
  type ObjectStory,
  objectStory,
  playerLines,
  playerName,
  ptText,
  resultLine,
  type StepStory,
  showValue,
  statusWords,
  typeLine,
} from './story.js';
