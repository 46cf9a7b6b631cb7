/**
 * The "Card files" panel: the files open in the page (memory only), each with its number of
 * cards and a Close button; the last file's problems when it was no card file; opening files
 * from the input or a drop (a scenario among them goes to the editor).
 */
import { loadOracle } from './compiler.js';
import { byId, h } from './dom.js';
import { state, t } from './state.js';

export interface CardFileActions {
  /** After a card file was opened or closed: completion, the file list and the answer follow. */
  changed(): void;
  openScenario(file: File): Promise<void>;
  announce(text: string): void;
}

export function renderCardFiles(a: CardFileActions): void {
  const tr = t();
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
                    a.changed();
                    a.announce(tr('cards.closed', { file: f.name }));
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
  byId('card-files').replaceChildren(...parts);
}

/** Opens card files (from the file input or a drop); a .json that is no card file but a scenario goes to the editor. */
export async function openFiles(files: readonly File[], a: CardFileActions): Promise<void> {
  for (const file of files) {
    if (/\.ya?ml$/i.test(file.name)) {
      await a.openScenario(file);
      continue;
    }
    state.cardsBusy = file.name;
    renderCardFiles(a);
    a.announce(t()('cards.opening', { file: file.name }));
    const bytes = new Uint8Array(await file.arrayBuffer());
    // Let the page paint "Indexing…" before the scan (a bulk file takes a moment).
    await new Promise((resolve) => setTimeout(resolve, 0));
    const oracle = await loadOracle();
    const r = oracle.openCardBytes(file.name, bytes, oracle.compileCard);
    state.cardsBusy = null;
    if (r.ok) {
      state.shelf.add(r.value);
      state.cardProblems = null;
      a.changed();
      a.announce(t()('cards.opened', { file: file.name, count: r.value.count }));
    } else if (looksLikeScenario(bytes)) {
      renderCardFiles(a);
      await a.openScenario(file);
    } else {
      state.cardProblems = { file: file.name, problems: r.error.problems };
      renderCardFiles(a);
      a.announce(t()('cards.notCards', { file: file.name }));
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

/**
 * The hint for a scenario that needs a card file: it names one (`cards: FILE`) that is not
 * open, or a card is unknown while no card file is open. Null when none is needed.
 */
export function cardFileHint(text: string, problems: readonly { message: string }[]): string | null {
  const named = [...text.matchAll(/^cards:\s*(?:\[([^\]]*)\]|(\S[^#\n]*))/gm)].flatMap((m) =>
    (m[1] ?? m[2] ?? '')
      .split(',')
      .map((s) => s.trim().replace(/^["']|["']$/g, ''))
      .filter((s) => s !== ''),
  );
  const open = new Set(state.shelf.list.map((f) => f.name));
  const missing = named.filter((n) => !open.has(n.replace(/^.*\//, '')));
  if (missing.length > 0 && problems.some((p) => p.message.includes('not open in the page')))
    return t()('cards.needFile', { files: missing.join(', ') });
  if (problems.some((p) => p.message.startsWith('unknown card'))) return t()('cards.unknownCards');
  return null;
}
