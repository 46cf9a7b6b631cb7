/**
 * The editor's typing aids as a script of their own (`web/dist/editor-extras.js`, built by
 * web/vite.extras.config.ts): the key bindings and undo history (@codemirror/commands),
 * completion and bracket closing (@codemirror/autocomplete) and the problems as located
 * diagnostics (@codemirror/lint), and the scenario format's keys for completion. CodeMirror's state, view and language are
 * not in it: it uses the first script's (editor-extras.ts puts them on the page's global object),
 * as extensions only work with the one instance of @codemirror/state the editor runs on.
 */
import { SCHEMA_KEYS } from 'virtual:schema-keys';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap } from '@codemirror/commands';
import { lintGutter, lintKeymap, setDiagnostics } from '@codemirror/lint';
import type { EditorExtras } from './editor-extras.js';

const extras: EditorExtras = {
  autocompletion,
  closeBrackets,
  closeBracketsKeymap,
  completionKeymap,
  defaultKeymap,
  history,
  historyKeymap,
  lintGutter,
  lintKeymap,
  setDiagnostics,
  schemaKeys: SCHEMA_KEYS,
};
globalThis.mtgLayersEditorExtras = extras;
