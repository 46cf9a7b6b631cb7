/**
 * The playground: a scenario editor on the left, the answer explained on the right, all in
 * the browser with the library's own loader, core and explanations (no server).
 */
import './style.css';
import { languageOf, translator } from '../../src/explain/index.js';
import { renderAnswer } from './answer-panel.js';
import { moveItem } from './board.js';
import { renderBoardPanel } from './board-view.js';
import { type CardFileActions, cardFileHint, openFiles, renderCardFiles } from './card-files-view.js';
import { compilerIfLoaded, hasInlineOracle, loadCompiler } from './compiler.js';
import { byId, h } from './dom.js';
import { createEditor, type ScenarioEditor, setCardFileNames } from './editor.js';
import { renderEvents } from './events.js';
import { exampleText, exampleTextNow, isExample } from './examples.js';
import { cancelPendingUrl, pushUrl, pushUrlSoon, replaceUrl } from './history.js';
import { layout, staticTexts } from './layout.js';
import { ensureLanguage } from './locale-loader.js';
import { problemsInLanguage, renderProblems } from './problems-view.js';
import { runScenario } from './run.js';
import { copyText, download, readHash } from './share.js';
import { DEFAULT_EXAMPLE, startText, state, t } from './state.js';

let editor: ScenarioEditor;

function announce(text: string): void {
  byId('status').textContent = text;
}

const answerActions = () => ({ editor, urlChanged: () => replaceUrl(editor.text()) });

const cardActions: CardFileActions = {
  changed: () => {
    setCardFileNames(state.shelf.list.flatMap((f) => f.source.names.names().map((name) => ({ name, file: f.name }))));
    renderCardFiles(cardActions);
    evaluateText(editor.text());
  },
  openScenario: async (file) => {
    state.example = null;
    showText(await file.text());
    staticTexts();
    pushUrl(editor.text());
    announce(t()('share.loaded', { file: file.name }));
  },
  announce,
};

/** The share link's problem, or a card file the scenario needs: said above the answer. */
function renderLinkWarning(hint: string | null): void {
  const tr = t();
  const parts: HTMLElement[] = [];
  if (state.brokenLink !== null)
    parts.push(
      h(
        'p',
        { class: 'link-warning', id: 'broken-link' },
        tr(state.brokenLink === 'scenario' ? 'link.brokenScenario' : 'link.brokenExample'),
        ' ',
        h(
          'button',
          {
            type: 'button',
            class: 'link',
            onclick: () => {
              state.brokenLink = null;
              renderLinkWarning(hint);
              byId('answer-heading').focus();
            },
          },
          tr('link.dismiss'),
        ),
      ),
    );
  if (hint !== null) parts.push(h('p', { class: 'link-warning', id: 'card-file-hint' }, hint));
  byId('link-warning').replaceChildren(...parts);
}

function renderBoard(): void {
  byId('board').replaceChildren(
    ...renderBoardPanel({
      t: t(),
      x: translator(state.lang),
      run: state.run,
      shelf: state.shelf,
      text: () => editor.text(),
      edit,
      announce,
      object: state.boardObject,
      pick: (id) => {
        state.boardObject = id;
        renderBoard();
        document.getElementById('board-object')?.focus();
      },
    }),
  );
}

/** Runs one edit of the text (board, events), said where it was clicked and to screen readers; a text the yaml library cannot read is left alone. */
function edit(change: () => string, said: string): void {
  // Focus stays where the click was: the same control, or the search for a card result (the results are redrawn).
  const active = document.activeElement as HTMLElement | null;
  state.focusAfter ??= active?.id || (active?.closest('#card-results') ? 'card-search' : null);
  let next: string | undefined;
  try {
    next = change();
    state.confirmation = said;
  } catch (e) {
    state.confirmation = e instanceof Error ? e.message : String(e);
  }
  byId('confirmation').textContent = state.confirmation;
  announce(state.confirmation);
  if (next !== undefined) showText(next); // a history entry follows after the pause, as for typing
}

function renderEventList(): void {
  const run = state.run;
  if (run === null) return;
  byId('events').replaceChildren(
    renderEvents({
      text: editor.text(),
      scenario: run.scenario,
      t: t(),
      move: (item, delta) => {
        const key = `${item.list}-${item.index + delta}`;
        const last = document.querySelectorAll(`[data-event^="${item.list}-"]`).length - 1;
        // Focus follows the moved event (onto its other button at either end of the list).
        const up = item.index + delta === 0 ? false : item.index + delta === last ? true : delta < 0;
        state.focusAfter = `ev-${up ? 'up' : 'down'}-${key}`;
        edit(() => moveItem(editor.text(), item.list, item.index, delta), t()('events.moved', { text: item.text }));
      },
    }),
  );
}

/** The text the page shows the answer of (the editor's, once the pause after typing is over). */
let evaluated = '';

/** A text waiting for the Oracle compiler before it is answered. */
let awaiting = '';

function evaluateText(text: string): void {
  const compile = compilerIfLoaded();
  // Inline Oracle lines need the compiler: no answer (which would ignore those lines and could
  // fail the scenario's checks) until it is in; without it (it could not load), the answer
  // without those lines, whose problems say they were not read.
  if (compile === undefined && hasInlineOracle(text)) {
    awaiting = text;
    document.body.dataset.state = 'loading';
    void loadCompiler().then(
      () => {
        if (awaiting === text) evaluateText(text);
      },
      () => {
        if (awaiting === text) answer(text, undefined);
      },
    );
    return;
  }
  answer(text, compile);
}

function answer(text: string, compile: ReturnType<typeof compilerIfLoaded>): void {
  awaiting = '';
  const run = runScenario(text, {
    files: state.shelf.sources(),
    open: state.shelf.opener(),
    ...(compile === undefined ? {} : { compile }),
  });
  state.run = run;
  if (run.ok) state.lastGood = run;
  evaluated = text;
  if (state.teach !== null && !run.ok) state.teach = null;
  editor.showProblems(run.ok ? [] : problemsInLanguage(run.problems));
  renderProblems(byId('problems'), run, editor);
  renderLinkWarning(run.ok ? null : cardFileHint(text, run.problems));
  renderAnswer(answerActions());
  const focused = document.activeElement?.id;
  const keep = [...byId('board').querySelectorAll<HTMLInputElement>('input, select')]
    .filter((el) => !['board-object', 'board-controller', 'board-tapped', 'board-counters', 'board-ability'].includes(el.id))
    .map((el) => [el.id, el.value] as const);
  renderBoard();
  for (const [id, value] of keep) {
    const el = document.getElementById(id) as HTMLInputElement | null;
    if (el && (el.tagName !== 'SELECT' || [...(el as unknown as HTMLSelectElement).options].some((o) => o.value === value)))
      el.value = value;
  }
  byId<HTMLInputElement>('card-search').dispatchEvent(new Event('input'));
  // The values suggested for the restored choice key.
  byId('board-choice-key').dispatchEvent(new Event('change'));
  renderEventList();
  const again = document.getElementById(state.focusAfter ?? focused ?? '') as HTMLButtonElement | null;
  state.focusAfter = null;
  if (again && !again.disabled && (byId('board').contains(again) || byId('events').contains(again))) again.focus();
  document.body.dataset.state = !run.ok ? 'problems' : run.checks.some((c) => !c.pass) ? 'failed' : 'ok';
}

/** Back, Forward or a hash typed by hand: the page shows the position the URL holds. */
let restored = '';
async function fromUrl(): Promise<void> {
  cancelPendingUrl();
  restored = location.hash;
  const next = readHash(location.hash, isExample);
  const lang = languageOf(next.lang);
  if (lang !== undefined && lang !== state.lang) {
    await ensureLanguage(lang);
    if (location.hash !== restored) return;
    state.lang = lang;
    staticTexts();
    renderCardFiles(cardActions);
    editor.setLabel(t()('editor.label'));
  }
  const example = next.scenario === undefined && next.broken !== 'example' ? (next.example ?? DEFAULT_EXAMPLE) : null;
  const text = next.scenario ?? (await exampleText(example ?? DEFAULT_EXAMPLE)) ?? '';
  if (location.hash !== restored) return; // another move of the history came while examples.js loaded
  state.brokenLink = next.broken ?? null;
  state.selected = next.object ?? null;
  state.example = next.scenario === undefined ? (example ?? DEFAULT_EXAMPLE) : null;
  byId<HTMLSelectElement>('example').value = state.example ?? '';
  if (text !== editor.text()) showText(text);
  else evaluateText(text);
  cancelPendingUrl(); // the URL is this position already
}

function wire(): void {
  byId('skip-link').addEventListener('click', (e) => {
    // The hash holds the position: move focus without rewriting it.
    e.preventDefault();
    byId('answer-heading').focus();
    byId('answer-heading').scrollIntoView({ block: 'start' });
  });
  byId<HTMLSelectElement>('lang').addEventListener('change', async (e) => {
    const select = e.target as HTMLSelectElement;
    const lang = languageOf(select.value);
    if (lang === undefined) return;
    if (
      !(await ensureLanguage(lang).then(
        () => true,
        () => false,
      ))
    ) {
      select.value = state.lang; // the language's script could not be loaded: the page stays as it was
      return;
    }
    if (select.value !== lang) return; // another language was picked while this one loaded
    state.lang = lang;
    staticTexts();
    renderCardFiles(cardActions);
    editor.setLabel(t()('editor.label'));
    evaluateText(editor.text());
    replaceUrl(editor.text());
  });
  byId<HTMLSelectElement>('example').addEventListener('change', async (e) => {
    const name = (e.target as HTMLSelectElement).value;
    const text = await exampleText(name).catch(() => undefined);
    if (text === undefined || (e.target as HTMLSelectElement).value !== name) return;
    state.selected = null;
    state.teach = null;
    state.quiz = null;
    state.brokenLink = null;
    state.example = name;
    showText(text);
    pushUrl(text);
  });
  byId('new-scenario').addEventListener('click', () => {
    state.selected = null;
    state.teach = null;
    state.quiz = null;
    state.example = null;
    byId<HTMLSelectElement>('example').value = '';
    showText('');
    pushUrl('');
    byId('confirmation').textContent = t()('share.newDone');
    announce(t()('share.newDone'));
    document.getElementById('card-search')?.focus();
  });
  byId('copy-link').addEventListener('click', async () => {
    pushUrl(editor.text());
    const copied = await copyText(location.href);
    const files = state.shelf.list.map((f) => f.name);
    announce(
      !copied ? t()('share.copyFailed') : files.length > 0 ? t()('share.linkNoCards', { files: files.join(', ') }) : t()('share.copied'),
    );
  });
  byId('copy-yaml').addEventListener('click', async () =>
    announce((await copyText(editor.text())) ? t()('share.copied') : t()('share.copyFailed')),
  );
  byId('download').addEventListener('click', () => download(`${state.example ?? 'scenario'}.yaml`, editor.text()));
  byId<HTMLInputElement>('upload').addEventListener('change', async (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (file) await cardActions.openScenario(file);
  });
  byId<HTMLInputElement>('card-file').addEventListener('change', async (e) => {
    const input = e.target as HTMLInputElement;
    const files = [...(input.files ?? [])];
    input.value = '';
    await openFiles(files, cardActions);
  });
  wireDrop();
  window.addEventListener('popstate', () => void fromUrl());
  window.addEventListener('hashchange', () => {
    // A hash set by hand or by a script (popstate has answered it already when it fired).
    if (location.hash !== restored) void fromUrl();
  });
}

/** Dropping files anywhere on the page: card files (.json) are opened, scenarios (.yaml) edited. */
function wireDrop(): void {
  let dragDepth = 0;
  const hasFiles = (e: DragEvent) => e.dataTransfer?.types.includes('Files') ?? false;
  document.addEventListener('dragenter', (e) => {
    if (!hasFiles(e)) return;
    dragDepth++;
    document.body.classList.add('dropping');
  });
  document.addEventListener('dragleave', () => {
    dragDepth = Math.max(0, dragDepth - 1);
    if (dragDepth === 0) document.body.classList.remove('dropping');
  });
  document.addEventListener('dragover', (e) => {
    if (hasFiles(e)) e.preventDefault();
  });
  document.addEventListener('drop', (e) => {
    if (!hasFiles(e)) return;
    e.preventDefault();
    dragDepth = 0;
    document.body.classList.remove('dropping');
    void openFiles([...(e.dataTransfer?.files ?? [])], cardActions);
  });
}

/** The pause after typing before the text is answered. */
let timer: ReturnType<typeof setTimeout> | undefined;

/**
 * Replaces the whole text from the page itself (an example, a link, Back, a click-built edit):
 * answered at once, since there is no typing to wait for the end of.
 */
function showText(text: string): void {
  editor.setText(text);
  clearTimeout(timer);
  evaluateText(text);
}

async function start(): Promise<void> {
  // The page's language comes before its first word (French and Spanish are scripts of their own).
  await ensureLanguage(state.lang).catch(() => {
    state.lang = 'en';
  });
  layout();
  staticTexts();
  const text = await startText();
  editor = createEditor(byId('editor'), text, t()('editor.label'), (text) => {
    if (state.example !== null && exampleTextNow(state.example) !== text) {
      state.example = null;
      byId<HTMLSelectElement>('example').value = '';
    }
    clearTimeout(timer);
    timer = setTimeout(() => evaluateText(text), 200);
    pushUrlSoon(() => editor.text());
  });
  wire();
  renderCardFiles(cardActions);
  evaluateText(text);
  replaceUrl(text);
  /** For tests and the curious: the last evaluation, exactly as `evaluate --json` prints it. */
  (window as unknown as { playground: unknown }).playground = {
    result: () => (state.run?.ok ? state.run.result : null),
    checks: () => (state.run?.ok ? state.run.checks : null),
    text: () => editor.text(),
    evaluated: () => evaluated,
    cardFiles: () => state.shelf.list.map((f) => ({ name: f.name, count: f.count })),
  };
  // What comes after this mark (mana.js, drawing the symbols) is not the first load (test-web/first-load.test.ts).
  performance.mark('playground-ready');
  document.body.dataset.ready = 'true';
}

void start();
