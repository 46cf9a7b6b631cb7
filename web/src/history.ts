/**
 * The position in the URL and the browser's history: an example switch, "New" and a pause in
 * editing each add a history entry (Back returns to the previous example or edit, not out of
 * the page); a language or object change only rewrites the current entry.
 */
import { writeHash } from './share.js';
import { state } from './state.js';

/** How long editing pauses before the edit becomes a history entry. */
const EDIT_PAUSE_MS = 700;
let timer: ReturnType<typeof setTimeout> | undefined;

const hashOf = (text: string) => writeHash({ scenario: text, example: state.example, lang: state.lang, object: state.selected });

/** Rewrites the current entry (language, selected object, the first load). */
export function replaceUrl(text: string): void {
  history.replaceState(null, '', hashOf(text));
}

/** A new entry now, unless the URL already says the same. */
export function pushUrl(text: string): void {
  clearTimeout(timer);
  const hash = hashOf(text);
  if (hash !== location.hash) history.pushState(null, '', hash);
}

/** A new entry once editing pauses. */
export function pushUrlSoon(text: () => string): void {
  clearTimeout(timer);
  timer = setTimeout(() => pushUrl(text()), EDIT_PAUSE_MS);
}

/** Forget a pending entry (the URL is being restored from history). */
export function cancelPendingUrl(): void {
  clearTimeout(timer);
}
