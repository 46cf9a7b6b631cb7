/**
 * The page's skeleton and its fixed words: the editor column (scenario, card files, building,
 * events) and the answer column (checks, objects, lesson, layers, players). On a narrow screen
 * the answer comes first (style.css: `.answer-column { order: -1 }`).
 */
import { LANGUAGES, type Lang } from '../../src/explain/index.js';
import { byId, h } from './dom.js';
import { EXAMPLE_NAMES, exampleTitle } from './examples.js';
import { state, t } from './state.js';

const LANGUAGE_NAMES: Record<Lang, string> = { en: 'English', fr: 'Français', es: 'Español' };

const panel = (id: string, ...children: (HTMLElement | null)[]) =>
  h('section', { class: 'panel', 'aria-labelledby': `${id}-heading` }, h('h2', { id: `${id}-heading` }), ...children);

export function layout(): void {
  byId('app').replaceChildren(
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
    h('div', { id: 'link-warning', role: 'alert' }),
    h(
      'main',
      { class: 'grid' },
      h(
        'div',
        { class: 'column editor-column' },
        panel(
          'editor',
          h(
            'div',
            { class: 'button-row', role: 'group', 'aria-labelledby': 'share-label' },
            h('span', { id: 'share-label', class: 'visually-hidden' }),
            h('button', { type: 'button', id: 'new-scenario' }),
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
        panel(
          'cards',
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
        panel('board', h('p', { id: 'confirmation', class: 'confirmation', role: 'status' }), h('div', { id: 'board' })),
        panel('events', h('p', { class: 'muted', id: 'events-hint' }), h('div', { id: 'events' })),
      ),
      h(
        'div',
        { class: 'column answer-column' },
        h(
          'section',
          { class: 'panel', 'aria-labelledby': 'answer-heading', id: 'answer' },
          h('h2', { id: 'answer-heading', tabindex: '-1' }),
          h('div', { id: 'stale', role: 'status' }),
          h(
            'div',
            { id: 'answer-body' },
            h('div', { id: 'scenario-title' }),
            h('div', { id: 'checks' }),
            h('div', { id: 'warnings' }),
            h('div', { id: 'until' }),
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
    ),
    h('p', { id: 'status', class: 'visually-hidden', role: 'status', 'aria-live': 'polite' }),
    h('dialog', { id: 'rule-dialog', class: 'rule-dialog' }),
    h('div', { id: 'drop-zone', class: 'drop-zone', 'aria-hidden': 'true' }),
  );
}

/** Every fixed word of the page in the current language; the example menu with the titles in it. */
export function staticTexts(): void {
  const tr = t();
  document.documentElement.lang = state.lang;
  document.title = tr('title');
  const text: Record<string, string> = {
    title: 'title',
    'skip-link': 'skip',
    tagline: 'tagline',
    'lang-label': 'language',
    'example-label': 'examples',
    'editor-heading': 'editor.heading',
    'share-label': 'share.heading',
    'new-scenario': 'share.new',
    'copy-link': 'share.copyLink',
    'copy-yaml': 'share.copyYaml',
    download: 'share.download',
    'upload-text': 'share.upload',
    'cards-heading': 'cards.heading',
    'cards-hint': 'cards.hint',
    'card-file-text': 'cards.open',
    'drop-zone': 'cards.drop',
    'board-heading': 'board.heading',
    'events-heading': 'events.heading',
    'events-hint': 'events.hint',
    'answer-heading': 'answer.heading',
    'objects-heading': 'answer.objects',
    'teach-heading': 'teach.heading',
    'layers-heading': 'layers.heading',
    'players-heading': 'players.heading',
  };
  for (const [id, key] of Object.entries(text)) byId(id).textContent = tr(key);
  byId<HTMLSelectElement>('lang').value = state.lang;
  const select = byId<HTMLSelectElement>('example');
  select.replaceChildren(
    h('option', { value: '' }, tr('chooseExample')),
    ...EXAMPLE_NAMES.map((name) => h('option', { value: name }, exampleTitle(name, state.lang))),
  );
  select.value = state.example ?? '';
}
