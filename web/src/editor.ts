/**
 * The scenario editor: CodeMirror 6 with YAML highlighting, the loader's problems as
 * located diagnostics, and completion of scenario keys and card names (the catalog's and
 * those of the card files open in the page).
 */

import type { Completion, CompletionContext, CompletionResult } from '@codemirror/autocomplete';
import { yaml } from '@codemirror/lang-yaml';
import { bracketMatching, foldGutter, foldKeymap, HighlightStyle, indentOnInput, syntaxHighlighting } from '@codemirror/language';
import type { Diagnostic } from '@codemirror/lint';
import { Compartment, EditorState } from '@codemirror/state';
import {
  drawSelection,
  dropCursor,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  highlightSpecialChars,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { allCards } from '../../src/catalog/index.js';
import type { Problem } from '../../src/scenario/index.js';
import { EVENT_KINDS } from '../../src/scenario/index.js';
import { type EditorExtras, loadEditorExtras } from './editor-extras.js';

/** Highlighting colours from CSS variables, so light and dark themes (prefers-color-scheme) both read well. */
const highlight = HighlightStyle.define([
  { tag: [tags.propertyName, tags.definition(tags.propertyName)], color: 'var(--hl-key)' },
  { tag: [tags.string, tags.special(tags.string), tags.content], color: 'var(--hl-string)' },
  { tag: [tags.number, tags.bool, tags.null, tags.keyword, tags.atom], color: 'var(--hl-atom)' },
  { tag: [tags.comment, tags.lineComment], color: 'var(--hl-comment)', fontStyle: 'italic' },
  { tag: [tags.punctuation, tags.separator, tags.bracket, tags.squareBracket, tags.brace], color: 'var(--muted)' },
]);

/** Every key of the scenario format: the JSON Schema's property names (from editor-extras.js) and the event kinds. */
const allKeys = (schemaKeys: readonly string[]): string[] => [...new Set([...schemaKeys, ...EVENT_KINDS])].sort();

let keyOptions: Completion[] | undefined;
let cardOptions: Completion[] | undefined;
let fileCardOptions: Completion[] = [];

/** The names of the cards in the open card files (with the file each is in), offered before the catalog's. */
export function setCardFileNames(names: readonly { name: string; file: string }[]): void {
  const seen = new Set<string>();
  fileCardOptions = [];
  for (const n of names) {
    if (seen.has(n.name)) continue;
    seen.add(n.name);
    fileCardOptions.push({ label: n.name, type: 'constant', detail: n.file });
  }
  cardOptions = undefined;
}

const CARD_KEY = /(?:^|[\s{,])(?:card|cast|enter|copyOf)\s*:\s*(?:\[\s*)?([^:{}[\]]*)$|^\s*-\s+([^:{}[\]#]*)$/;

/** The open card files' names first (they are looked up first), then the catalog's not among them. */
function allCardOptions(): Completion[] {
  const inFiles = new Set(fileCardOptions.map((o) => o.label));
  const catalog = allCards()
    .filter((c) => !inFiles.has(c.name))
    .map((c) => ({ label: c.name, type: 'constant', detail: [...c.supertypes, ...c.types].join(' ') }));
  return [...fileCardOptions, ...catalog];
}

/** Keys where a key goes; card names after `card:`, `cast:`, `enter:` or as a `battlefield` list item. */
export const completeScenario =
  (schemaKeys: readonly string[]) =>
  (ctx: CompletionContext): CompletionResult | null => {
    const line = ctx.state.doc.lineAt(ctx.pos);
    const before = line.text.slice(0, ctx.pos - line.from);
    const card = CARD_KEY.exec(before);
    if (card) {
      const typed = card[1] ?? card[2] ?? '';
      if (typed.length === 0 && !ctx.explicit) return null;
      cardOptions ??= allCardOptions();
      return { from: ctx.pos - typed.length, options: cardOptions, validFor: /^[^:{}[\]]*$/ };
    }
    const key = /(?:^\s*(?:-\s+)?|[{,]\s*)([A-Za-z$]*)$/.exec(before);
    if (key) {
      const typed = key[1] ?? '';
      if (typed.length === 0 && !ctx.explicit) return null;
      keyOptions ??= allKeys(schemaKeys).map((k) => ({ label: k, type: 'property', apply: `${k}: ` }));
      return { from: ctx.pos - typed.length, options: keyOptions, validFor: /^[A-Za-z$]*$/ };
    }
    return null;
  };

export interface ScenarioEditor {
  view: EditorView;
  text(): string;
  setText(text: string): void;
  showProblems(problems: readonly Problem[]): void;
  /** The editor's accessible name, in the page's language. */
  setLabel(label: string): void;
}

const FIRST_MOVES = ['keydown', 'pointerdown', 'focusin'] as const;

/** Key bindings, undo history, completion, bracket closing and diagnostics, once editor-extras.js is in (editor-extras.ts). */
function typingAids(x: EditorExtras) {
  return [
    x.history(),
    x.closeBrackets(),
    keymap.of([...x.closeBracketsKeymap, ...x.defaultKeymap, ...x.historyKeymap, ...foldKeymap, ...x.completionKeymap, ...x.lintKeymap]),
    x.lintGutter(),
    x.autocompletion({ override: [completeScenario(x.schemaKeys)], activateOnTyping: true }),
  ];
}

export function createEditor(parent: HTMLElement, text: string, label: string, onChange: (text: string) => void): ScenarioEditor {
  const labelled = new Compartment();
  const aids = new Compartment();
  const labelAttrs = (l: string) => EditorView.contentAttributes.of({ 'aria-label': l, 'aria-describedby': 'problems', tabindex: '0' });
  const view = new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        // codemirror's basicSetup without its search panel (@codemirror/search, 11 kB gzipped: the
        // browser's own find reads a scenario, which is short enough to be drawn whole) and without
        // rectangular selection; the app stays under its 300-kB budget.
        lineNumbers(),
        highlightActiveLineGutter(),
        highlightSpecialChars(),
        foldGutter(),
        drawSelection(),
        dropCursor(),
        EditorState.allowMultipleSelections.of(true),
        indentOnInput(),
        bracketMatching(),
        highlightActiveLine(),
        aids.of([]),
        yaml(),
        syntaxHighlighting(highlight),
        EditorView.lineWrapping,
        labelled.of(labelAttrs(label)),
        EditorView.updateListener.of((u) => {
          if (u.docChanged) onChange(u.state.doc.toString());
        }),
      ],
    }),
  });
  /** The typing aids, fetched and switched on the first time they are wanted (focus, a problem to mark). */
  let aidsOn: Promise<EditorExtras> | undefined;
  const withAids = (): Promise<EditorExtras> => {
    aidsOn ??= loadEditorExtras().then((x) => {
      view.dispatch({ effects: aids.reconfigure(typingAids(x)) });
      document.body.dataset.editorAids = 'ready';
      return x;
    });
    aidsOn.catch(() => {
      aidsOn = undefined;
    });
    return aidsOn;
  };
  // The reader's first key, click or touch anywhere (focus comes after them): the aids are there before the first edit.
  const firstMove = () => {
    for (const type of FIRST_MOVES) document.removeEventListener(type, firstMove, true);
    void withAids().catch(() => undefined);
  };
  for (const type of FIRST_MOVES) document.addEventListener(type, firstMove, true);
  let shown: readonly Problem[] = [];
  return {
    view,
    text: () => view.state.doc.toString(),
    setLabel(next) {
      view.dispatch({ effects: labelled.reconfigure(labelAttrs(next)) });
    },
    setText(next) {
      view.dispatch({ changes: { from: 0, to: view.state.doc.length, insert: next } });
    },
    showProblems(problems) {
      shown = problems;
      if (problems.length === 0 && aidsOn === undefined) return; // nothing marked yet, nothing to clear
      void withAids().then(
        (x) => {
          if (shown !== problems) return; // newer problems came while the aids loaded
          markProblems(view, x, problems);
        },
        () => undefined,
      );
    },
  };
}

/** The loader's problems as located diagnostics (a red mark under each, a marker in the gutter). */
function markProblems(view: EditorView, x: EditorExtras, problems: readonly Problem[]): void {
  const doc = view.state.doc;
  const diagnostics: Diagnostic[] = problems.map((p) => {
    const line = doc.line(Math.min(Math.max(p.line, 1), doc.lines));
    const from = Math.min(line.from + Math.max(p.col - 1, 0), line.to);
    const to = Math.max(
      from,
      Math.min(line.to, from + Math.max(1, /^[^\s,}\]]*/.exec(line.text.slice(from - line.from))?.[0].length ?? 1)),
    );
    return { from, to, severity: 'error', message: p.path === '' ? p.message : `${p.path}: ${p.message}` };
  });
  view.dispatch(x.setDiagnostics(view.state, diagnostics));
}
