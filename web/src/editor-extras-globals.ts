/**
 * The globals through which editor-extras.js reaches the first script's CodeMirror (read by
 * web/vite.extras.config.ts's rollup `globals` and set by editor-extras.ts).
 */
export const CODEMIRROR_GLOBALS = {
  '@codemirror/state': 'mtgLayersCodeMirrorState',
  '@codemirror/view': 'mtgLayersCodeMirrorView',
  '@codemirror/language': 'mtgLayersCodeMirrorLanguage',
  '@lezer/common': 'mtgLayersLezerCommon',
} as const;
