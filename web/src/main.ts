/**
 * The playground: a scenario editor on the left, the answer explained on the right, all in
 * the browser with the library's own loader, core and explanations (no server).
 */
import './style.css';
import { LANGUAGES, type Lang, languageOf, type Translator, translator } from '../../src/explain/index.js';
import type { CardWarning, Problem } from '../../src/scenario/index.js';
import { type AnswerView, drawArrows, renderLayers, renderObjects, renderPlayers } from './answer.js';
import { moveItem } from './board.js';
import { renderBoardPanel } from './board-view.js';
import { CardShelf, openCardBytes } from './cards.js';
import { compilerIfLoaded, hasInlineOracle, loadCompiler } from './compiler.js';
import { byId, h } from './dom.js';
import { createEditor, type ScenarioEditor, setCardFileNames } from './editor.js';
import { renderEvents } from './events.js';
import { EXAMPLES, exampleTitle } from './examples.js';
import { browserLanguage, ui } from './messages.js';
import { type RunResult, runScenario } from './run.js';
import { copyText, download, readHash, writeHash } from './share.js';
import { currentStep, renderTeach } from './teach.js';

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', es: 'Español' };
const DEFAULT_EXAMPLE = 'humility-opalescence';

const initial = readHash(location.hash);
const state = {
  lang: languageOf(initial.lang) ?? browserLanguage(navigator.languages ?? [navigator.language]),
  example: initial.scenario === undefined ? (EXAMPLES.has(initial.example ?? '') ? (initial.example as string) : DEFAULT_EXAMPLE) : null,
  selected: initial.object ?? null,
  teach: null as number | null,
  run: null as RunResult | null,
  /** Card files open in the page (memory only), and the problems of the last one that failed to open. */
  shelf: new CardShelf(),
  cardProblems: null as { file: string; problems: Problem[] } | null,
  cardsBusy: null as string | null,
  /** The object picked in "Build the position", and the control to focus after the next render. */
  boardObject: '',
  focusAfter: null as string | null,
};
const startText = initial.scenario ?? EXAMPLES.get(state.example ?? DEFAULT_EXAMPLE) ?? '';

const t = () => ui(state.lang);

function layout(): void {
  const app = byId('app');
  app.replaceChildren(
    h('a', { class: 'skip-link', href: '#answer-heading', id: 'skip-link' }),
    h(
      'header',
      { class: 'top' },
      h('div', {}, h('h1', { id: 'title' }), h('p', { class: 'tagline', id: 'tagline' })),
      h(
        'div',
        { class: 'controls' },
        h('label', { for: 'lang', id: 'lang-label' }),
        h('select', { id: 'lang' }, ...LANGUAGES.map((l) => h('option', { value: l, lang: l }, LANGUAGE_NAMES[l]))),
        h('label', { for: 'example', id: 'example-label' }),
        h('select', { id: 'example' }),
      ),
    ),
    h(
      'main',
      { class: 'grid' },
      h(
        'div',
        { class: 'column' },
        h(
          'section',
          { class: 'panel', 'aria-labelledby': 'editor-heading' },
          h('h2', { id: 'editor-heading' }),
          h(
            'div',
            { class: 'button-row', role: 'group', 'aria-labelledby': 'share-label' },
            h('span', { id: 'share-label', class: 'visually-hidden' }),
            h('button', { type: 'button', id: 'copy-link' }),
            h('button', { type: 'button', id: 'copy-yaml' }),
            h('button', { type: 'button', id: 'download' }),
            h(
              'label',
              { class: 'file-button', id: 'upload-label' },
              h('span', { id: 'upload-text' }),
              h('input', { type: 'file', id: 'upload', accept: '.yaml,.yml,.json,text/yaml' }),
            ),
          ),
          h('div', { id: 'editor', class: 'editor' }),
          h('div', { id: 'problems', class: 'problems', role: 'status', 'aria-live': 'polite' }),
        ),
        h(
          'section',
          { class: 'panel', 'aria-labelledby': 'cards-heading' },
          h('h2', { id: 'cards-heading' }),
          h('p', { class: 'muted', id: 'cards-hint' }),
          h(
            'div',
            { class: 'button-row' },
            h(
              'label',
              { class: 'file-button', id: 'card-file-label' },
              h('span', { id: 'card-file-text' }),
              h('input', { type: 'file', id: 'card-file', accept: '.json,application/json', multiple: true }),
            ),
          ),
          h('div', { id: 'card-files' }),
        ),
        h('section', { class: 'panel', 'aria-labelledby': 'board-heading' }, h('h2', { id: 'board-heading' }), h('div', { id: 'board' })),
        h(
          'section',
          { class: 'panel', 'aria-labelledby': 'events-heading' },
          h('h2', { id: 'events-heading' }),
          h('p', { class: 'muted', id: 'events-hint' }),
          h('div', { id: 'events' }),
        ),
      ),
      h(
        'div',
        { class: 'column' },
        h(
          'section',
          { class: 'panel', 'aria-labelledby': 'answer-heading' },
          h('h2', { id: 'answer-heading', tabindex: '-1' }),
          h('div', { id: 'scenario-title' }),
          h('div', { id: 'warnings' }),
          h('h3', { id: 'objects-heading' }),
          h('div', { id: 'objects' }),
          h('h3', { id: 'teach-heading' }),
          h('div', { id: 'teach' }),
          h('h3', { id: 'layers-heading' }),
          h('div', { id: 'layers' }),
          h('h3', { id: 'players-heading' }),
          h('div', { id: 'players' }),
        ),
      ),
    ),
    h('p', { id: 'status', class: 'visually-hidden', role: 'status', 'aria-live': 'polite' }),
    h('dialog', { id: 'rule-dialog', class: 'rule-dialog' }),
    h('div', { id: 'drop-zone', class: 'drop-zone', 'aria-hidden': 'true' }),
  );
}

function announce(text: string): void {
  byId('status').textContent = text;
}

function staticTexts(): void {
  const tr = t();
  document.documentElement.lang = state.lang;
  document.title = tr('title');
  byId('title').textContent = tr('title');
  byId('skip-link').textContent = tr('skip');
  byId('tagline').textContent = tr('tagline');
  byId('lang-label').textContent = tr('language');
  byId<HTMLSelectElement>('lang').value = state.lang;
  byId('example-label').textContent = tr('examples');
  const select = byId<HTMLSelectElement>('example');
  select.replaceChildren(
    h('option', { value: '' }, tr('chooseExample')),
    ...[...EXAMPLES].map(([name, text]) => h('option', { value: name }, exampleTitle(text) ?? name)),
  );
  select.value = state.example ?? '';
  byId('editor-heading').textContent = tr('editor.heading');
  byId('share-label').textContent = tr('share.heading');
  byId('copy-link').textContent = tr('share.copyLink');
  byId('copy-yaml').textContent = tr('share.copyYaml');
  byId('download').textContent = tr('share.download');
  byId('upload-text').textContent = tr('share.upload');
  byId('cards-heading').textContent = tr('cards.heading');
  byId('cards-hint').textContent = tr('cards.hint');
  byId('card-file-text').textContent = tr('cards.open');
  byId('drop-zone').textContent = tr('cards.drop');
  byId('board-heading').textContent = tr('board.heading');
  byId('events-heading').textContent = tr('events.heading');
  byId('events-hint').textContent = tr('events.hint');
  byId('answer-heading').textContent = tr('answer.heading');
  byId('objects-heading').textContent = tr('answer.objects');
  byId('teach-heading').textContent = tr('teach.heading');
  byId('layers-heading').textContent = tr('layers.heading');
  byId('players-heading').textContent = tr('players.heading');
}

let editor: ScenarioEditor;

function updateUrl(): void {
  const hash = writeHash({ scenario: editor.text(), example: state.example, lang: state.lang, object: state.selected });
  history.replaceState(null, '', hash);
}

function renderProblems(run: RunResult): void {
  const tr = t();
  const box = byId('problems');
  if (run.ok) {
    box.replaceChildren(h('p', { class: 'ok' }, tr('editor.ok')));
    return;
  }
  box.replaceChildren(
    h('p', { class: 'error-count' }, tr('editor.problems', { count: run.problems.length })),
    h(
      'ul',
      {},
      ...run.problems.map((p) =>
        h(
          'li',
          {},
          h(
            'button',
            {
              type: 'button',
              class: 'link problem',
              onclick: () => {
                const line = editor.view.state.doc.line(Math.min(Math.max(p.line, 1), editor.view.state.doc.lines));
                editor.view.dispatch({ selection: { anchor: Math.min(line.from + p.col - 1, line.to) }, scrollIntoView: true });
                editor.view.focus();
              },
            },
            `${p.line}:${p.col}`,
          ),
          ' ',
          p.path === '' ? p.message : `${p.path}: ${p.message}`,
        ),
      ),
    ),
  );
}

function renderAnswer(): void {
  const run = state.run;
  const tr = t();
  const x = translator(state.lang);
  const title = byId('scenario-title');
  if (run === null || !run.ok) {
    title.replaceChildren(h('p', { class: 'muted' }, tr('answer.waiting')));
    for (const id of ['warnings', 'objects', 'teach', 'layers', 'players']) byId(id).replaceChildren();
    return;
  }
  byId('warnings').replaceChildren(renderWarnings(x, run.scenario.warnings));
  title.replaceChildren(
    run.scenario.title === null ? '' : h('p', { class: 'scenario-title' }, h('strong', {}, run.scenario.title)),
    run.scenario.source === null ? '' : h('p', { class: 'muted' }, x.t('header.source', { source: run.scenario.source })),
  );
  if (state.selected !== null && run.result.objects[state.selected] === undefined) state.selected = null;
  const step = currentStep({ result: run.result, x, index: state.teach });
  const view: AnswerView = {
    result: run.result,
    x,
    t: tr,
    selected: state.teach === null ? state.selected : null,
    current: step?.key ?? null,
    startingLife: run.scenario.startingLife,
    select: (id) => {
      state.selected = id;
      state.teach = null;
      renderAnswer();
      updateUrl();
      const target = id === null ? null : document.querySelector<HTMLElement>(`[data-object="${CSS.escape(id)}"]`);
      target?.focus();
    },
  };
  byId('objects').replaceChildren(renderObjects(view));
  byId('teach').replaceChildren(
    renderTeach({
      result: run.result,
      x,
      t: tr,
      index: state.teach,
      go: (i) => {
        const focused = document.activeElement?.id;
        state.teach = i;
        renderAnswer();
        const again = focused ? document.getElementById(focused) : null;
        (again && !(again as HTMLButtonElement).disabled
          ? again
          : (document.getElementById(i === null ? 'teach-start' : 'teach-next') ?? document.getElementById('teach-prev'))
        )?.focus();
        document.querySelector('.step.current')?.scrollIntoView({ block: 'nearest' });
      },
    }),
  );
  byId('layers').replaceChildren(renderLayers(view));
  drawArrows(byId('layers'));
  byId('players').replaceChildren(renderPlayers(view));
  // The lesson's step: marked in the layer view, and the objects it affects outlined.
  document.querySelector('.step.current')?.setAttribute('aria-current', 'step');
  for (const id of step?.affected ?? []) document.querySelector(`[data-object="${CSS.escape(id)}"]`)?.classList.add('affected');
}

/** Compile warnings of the cards the scenario took from card files: each sentence listed with no effect, and why. */
function renderWarnings(x: Translator, warnings: readonly CardWarning[]): HTMLElement | string {
  if (warnings.length === 0) return '';
  return h(
    'section',
    { class: 'warnings', 'aria-labelledby': 'warnings-heading' },
    h('h3', { id: 'warnings-heading' }, x.t('warnings.title', { count: warnings.length })),
    h(
      'ul',
      {},
      ...warnings.map((w) =>
        h(
          'li',
          { 'data-card': w.card },
          h('strong', {}, w.card),
          ': ',
          h('q', {}, w.sentence),
          ' — ',
          h('span', { class: 'muted' }, w.why),
        ),
      ),
    ),
  );
}

/** The open card files: each with its number of cards and a button to close it; the last file's problems, if it was not a card file. */
function renderCardFiles(): void {
  const tr = t();
  const box = byId('card-files');
  const files = state.shelf.list;
  const parts: (HTMLElement | string)[] = [];
  if (state.cardsBusy !== null) parts.push(h('p', { class: 'muted' }, tr('cards.opening', { file: state.cardsBusy })));
  parts.push(
    files.length === 0
      ? h('p', { class: 'muted', id: 'card-files-none' }, tr('cards.none'))
      : h(
          'ul',
          { class: 'card-files' },
          ...files.map((f) =>
            h(
              'li',
              { 'data-card-file': f.name },
              h('span', { class: 'card-file-name' }, f.name),
              ' ',
              h('span', { class: 'muted' }, tr('cards.count', { count: f.count })),
              ' ',
              h(
                'button',
                {
                  type: 'button',
                  class: 'link',
                  'aria-label': tr('cards.closeFile', { file: f.name }),
                  onclick: () => {
                    state.shelf.remove(f.name);
                    cardsChanged();
                    announce(tr('cards.closed', { file: f.name }));
                  },
                },
                tr('cards.close'),
              ),
            ),
          ),
        ),
  );
  if (state.cardProblems !== null)
    parts.push(
      h(
        'div',
        { class: 'problems card-file-problems' },
        h('p', { class: 'error-count' }, tr('cards.notCards', { file: state.cardProblems.file })),
        h(
          'ul',
          {},
          ...state.cardProblems.problems.map((p) =>
            h('li', {}, `${p.line}:${p.col} `, p.path === '' ? p.message : `${p.path}: ${p.message}`),
          ),
        ),
      ),
    );
  box.replaceChildren(...parts);
}

/** After a card file was opened or closed: completion, the file list and the answer follow. */
function cardsChanged(): void {
  setCardFileNames(state.shelf.list.flatMap((f) => f.source.names.names().map((name) => ({ name, file: f.name }))));
  renderCardFiles();
  evaluateText(editor.text());
}

/** Opens card files (from the file input or a drop); a .json that is no card file but a scenario goes to the editor. */
async function openFiles(files: readonly File[]): Promise<void> {
  for (const file of files) {
    if (/\.ya?ml$/i.test(file.name)) {
      await openScenarioFile(file);
      continue;
    }
    state.cardsBusy = file.name;
    renderCardFiles();
    announce(t()('cards.opening', { file: file.name }));
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Let the page paint "Indexing…" before the scan (a bulk file takes a moment).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const r = openCardBytes(file.name, bytes, await loadCompiler());
    state.cardsBusy = null;
    if (r.ok) {
      state.shelf.add(r.value);
      state.cardProblems = null;
      cardsChanged();
      announce(t()('cards.opened', { file: file.name, count: r.value.count }));
    } else if (looksLikeScenario(bytes)) {
      renderCardFiles();
      await openScenarioFile(file);
    } else {
      state.cardProblems = { file: file.name, problems: r.error.problems };
      renderCardFiles();
      announce(t()('cards.notCards', { file: file.name }));
    }
  }
}

/** A JSON object with the keys of a scenario (small files only: card files are not scenarios). */
function looksLikeScenario(bytes: Uint8Array): boolean {
  if (bytes.length > 1 << 20) return false;
  try {
    const data: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof data === 'object' && data !== null && !Array.isArray(data) && ('battlefield' in data || 'events' in data);
  } catch {
    return false;
  }
}

async function openScenarioFile(file: File): Promise<void> {
  editor.setText(await file.text());
  state.example = null;
  staticTexts();
  updateUrl();
  announce(t()('share.loaded', { file: file.name }));
}

function renderBoard(): void {
  const tr = t();
  byId('board').replaceChildren(
    ...renderBoardPanel({
      t: tr,
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

/** Runs one edit of the text (board, events); a text the yaml library cannot read is left alone. */
function edit(change: () => string, said: string): void {
  try {
    editor.setText(change());
    announce(said);
  } catch (e) {
    announce(e instanceof Error ? e.message : String(e));
  }
}

function renderEventList(): void {
  const run = state.run;
  const box = byId('events');
  if (run === null) return;
  box.replaceChildren(
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

function evaluateText(text: string): void {
  const compile = compilerIfLoaded();
  // Inline Oracle lines need the compiler: load it, then answer again if the text is still the same.
  if (compile === undefined && hasInlineOracle(text))
    void loadCompiler().then(() => {
      if (evaluated === text) evaluateText(text);
    });
  const run = runScenario(text, {
    files: state.shelf.sources(),
    open: state.shelf.opener(),
    ...(compile === undefined ? {} : { compile }),
  });
  state.run = run;
  evaluated = text;
  if (state.teach !== null && run.ok === false) state.teach = null;
  editor.showProblems(run.ok ? [] : run.problems);
  renderProblems(run);
  renderAnswer();
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
  document.body.dataset.state = run.ok ? 'ok' : 'problems';
}

function wire(): void {
  byId<HTMLSelectElement>('lang').addEventListener('change', (e) => {
    const lang = languageOf((e.target as HTMLSelectElement).value);
    if (lang === undefined) return;
    state.lang = lang;
    staticTexts();
    renderCardFiles();
    editor.setLabel(t()('editor.label'));
    evaluateText(editor.text());
    updateUrl();
  });
  byId<HTMLSelectElement>('example').addEventListener('change', (e) => {
    const name = (e.target as HTMLSelectElement).value;
    const text = EXAMPLES.get(name);
    if (text === undefined) return;
    state.selected = null;
    state.teach = null;
    editor.setText(text);
    state.example = name;
    updateUrl();
  });
  byId('copy-link').addEventListener('click', async () => {
    updateUrl();
    announce((await copyText(location.href)) ? t()('share.copied') : t()('share.copyFailed'));
  });
  byId('copy-yaml').addEventListener('click', async () =>
    announce((await copyText(editor.text())) ? t()('share.copied') : t()('share.copyFailed')),
  );
  byId('download').addEventListener('click', () => download(`${state.example ?? 'scenario'}.yaml`, editor.text()));
  byId<HTMLInputElement>('upload').addEventListener('change', async (e) => {
    const file = (e.target as HTMLInputElement).files?.[0];
    if (!file) return;
    await openScenarioFile(file);
  });
  byId<HTMLInputElement>('card-file').addEventListener('change', async (e) => {
    const input = e.target as HTMLInputElement;
    const files = [...(input.files ?? [])];
    input.value = '';
    await openFiles(files);
  });
  // Dropping files anywhere on the page: card files (.json) are opened, scenarios (.yaml) edited.
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
    void openFiles([...(e.dataTransfer?.files ?? [])]);
  });
  window.addEventListener('hashchange', () => {
    const next = readHash(location.hash);
    const text = next.scenario ?? (next.example === undefined ? undefined : EXAMPLES.get(next.example));
    if (next.lang && languageOf(next.lang) && languageOf(next.lang) !== state.lang) {
      state.lang = languageOf(next.lang) as Lang;
      staticTexts();
      renderCardFiles();
    }
    if (text !== undefined && text !== editor.text()) {
      state.example = next.scenario === undefined ? (next.example ?? null) : null;
      state.selected = next.object ?? null;
      editor.setText(text);
      byId<HTMLSelectElement>('example').value = state.example ?? '';
    } else evaluateText(editor.text());
  });
}

layout();
staticTexts();
let timer: ReturnType<typeof setTimeout> | undefined;
editor = createEditor(byId('editor'), startText, t()('editor.label'), (text) => {
  if (state.example !== null && EXAMPLES.get(state.example) !== text) {
    state.example = null;
    byId<HTMLSelectElement>('example').value = '';
  }
  clearTimeout(timer);
  timer = setTimeout(() => {
    evaluateText(text);
    updateUrl();
  }, 200);
});
wire();
renderCardFiles();
evaluateText(startText);
updateUrl();
/** For tests and the curious: the last evaluation, exactly as `evaluate --json` prints it. */
(window as unknown as { playground: unknown }).playground = {
  result: () => (state.run?.ok ? state.run.result : null),
  text: () => editor.text(),
  evaluated: () => evaluated,
  cardFiles: () => state.shelf.list.map((f) => ({ name: f.name, count: f.count })),
};
document.body.dataset.ready = 'true';
