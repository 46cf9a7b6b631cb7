/**
 * The key bindings, undo history, completion, bracket closing and diagnostics are not needed to
 * show the first answer, so the built page fetches them (`editor-extras.js`) at the reader's
 * first key, click or touch, or when the text has a problem to mark. That script leaves CodeMirror's state, view and
 * language out and takes this page's, which this module puts on the global object just before
 * loading it: only the names it imports (rollup's `globals`, web/vite.extras.config.ts). The
 * dev server imports the packages.
 */
import type { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import type { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { getIndentation, getIndentUnit, IndentContext, indentString, indentUnit, matchBrackets, syntaxTree } from '@codemirror/language';
import type { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import {
  Annotation,
  ChangeDesc,
  ChangeSet,
  CharCategory,
  codePointAt,
  codePointSize,
  combineConfig,
  countColumn,
  EditorSelection,
  Facet,
  findClusterBreak,
  fromCodePoint,
  MapMode,
  Prec,
  RangeSet,
  RangeSetBuilder,
  RangeValue,
  StateEffect,
  StateField,
  Text,
  Transaction,
} from '@codemirror/state';
import {
  activateHover,
  Decoration,
  Direction,
  EditorView,
  GutterMarker,
  getPanel,
  getTooltip,
  gutter,
  hoverTooltip,
  keymap,
  logException,
  showPanel,
  showTooltip,
  ViewPlugin,
  WidgetType,
} from '@codemirror/view';
import { NodeProp } from '@lezer/common';
import { CODEMIRROR_GLOBALS } from './editor-extras-globals.js';
import { loadScript } from './lazy-script.js';

/** What editor-extras.js puts on the page's global object. */
export interface EditorExtras {
  autocompletion: typeof autocompletion;
  closeBrackets: typeof closeBrackets;
  closeBracketsKeymap: typeof closeBracketsKeymap;
  completionKeymap: typeof completionKeymap;
  defaultKeymap: typeof defaultKeymap;
  history: typeof history;
  historyKeymap: typeof historyKeymap;
  lintGutter: typeof lintGutter;
  lintKeymap: typeof lintKeymap;
  setDiagnostics: typeof setDiagnostics;
  /** The JSON Schema's property names (listed at build time), for completion. */
  schemaKeys: readonly string[];
}

declare global {
  var mtgLayersEditorExtras: EditorExtras | undefined;
}

function shareCodeMirror(): void {
  const g = globalThis as unknown as Record<string, unknown>;
  g[CODEMIRROR_GLOBALS['@codemirror/state']] = {
    Annotation,
    ChangeDesc,
    ChangeSet,
    CharCategory,
    codePointAt,
    codePointSize,
    combineConfig,
    countColumn,
    EditorSelection,
    Facet,
    findClusterBreak,
    fromCodePoint,
    MapMode,
    Prec,
    RangeSet,
    RangeSetBuilder,
    RangeValue,
    StateEffect,
    StateField,
    Text,
    Transaction,
  };
  g[CODEMIRROR_GLOBALS['@codemirror/view']] = {
    activateHover,
    Decoration,
    Direction,
    EditorView,
    GutterMarker,
    getPanel,
    getTooltip,
    gutter,
    hoverTooltip,
    keymap,
    logException,
    showPanel,
    showTooltip,
    ViewPlugin,
    WidgetType,
  };
  g[CODEMIRROR_GLOBALS['@codemirror/language']] = {
    getIndentation,
    getIndentUnit,
    IndentContext,
    indentString,
    indentUnit,
    matchBrackets,
    syntaxTree,
  };
  g[CODEMIRROR_GLOBALS['@lezer/common']] = { NodeProp };
}

function fromScript(): Promise<EditorExtras> {
  shareCodeMirror();
  return loadScript('editor-extras.js', () => globalThis.mtgLayersEditorExtras);
}

let loading: Promise<EditorExtras> | undefined;

/** The typing aids, loading them on first use. */
export function loadEditorExtras(): Promise<EditorExtras> {
  loading ??= import.meta.env.DEV
    ? Promise.all([
        import('@codemirror/autocomplete'),
        import('@codemirror/commands'),
        import('@codemirror/lint'),
        import('virtual:schema-keys'),
      ]).then(([a, c, l, k]) => ({
        autocompletion: a.autocompletion,
        closeBrackets: a.closeBrackets,
        closeBracketsKeymap: a.closeBracketsKeymap,
        completionKeymap: a.completionKeymap,
        defaultKeymap: c.defaultKeymap,
        history: c.history,
        historyKeymap: c.historyKeymap,
        lintGutter: l.lintGutter,
        lintKeymap: l.lintKeymap,
        setDiagnostics: l.setDiagnostics,
        schemaKeys: k.SCHEMA_KEYS,
      }))
    : fromScript();
  const promise = loading;
  promise.catch(() => {
    loading = undefined;
  });
  return promise;
}
