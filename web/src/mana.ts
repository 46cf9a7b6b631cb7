/**
 * Mana and tap symbols — {2}{W}{W}, {T}, {W/U}, {W/P} — in costs and ability text, drawn with
 * the mana-font package's symbols. Each is an image with a text alternative in the page's
 * language ("white mana", "mana blanc", "maná blanco"); until the drawings are in (`mana.js`,
 * fetched after the page is ready: web/lazy-data.ts) the symbol's own text shows in its
 * coloured circle. Only the symbols of the format's mana and tap are drawn; anything else in
 * braces stays text.
 */
import type { TFunction } from 'i18next';
import { type Child, h } from './dom.js';
import { loadScript } from './lazy-script.js';
import { MANA_GLYPHS } from './mana-glyphs.js';

/** What mana.js sets: for each of mana-font's glyph files used (w, 2, tap, …) its path data (viewBox 0 0 32 32). */
export type ManaGlyphs = Record<string, string[]>;

declare global {
  var mtgLayersMana: ManaGlyphs | undefined;
}

const LETTERS = new Set(['W', 'U', 'B', 'R', 'G', 'C', 'S', 'X', 'Y', 'Z', 'E', 'P', 'T', 'Q']);

/** The glyph file one part of a symbol is drawn with: W → w, 2 → 2, T → tap, Q → untap; undefined for none. */
export function glyphOf(part: string): string | undefined {
  const file = part === 'T' ? 'tap' : part === 'Q' ? 'untap' : part.toLowerCase();
  return MANA_GLYPHS.includes(file) ? file : undefined;
}

/** A symbol's text alternative ("2 generic mana", "white mana or blue mana"); undefined for what is no mana or tap symbol. */
export function symbolLabel(t: TFunction, symbol: string): string | undefined {
  const one = (part: string): string | undefined =>
    /^\d+$/.test(part) ? t('mana.generic', { count: Number(part) }) : LETTERS.has(part) ? t(`mana.${part}`) : undefined;
  const parts = symbol.split('/');
  if (parts.length === 1) return one(symbol);
  const [a, b] = parts.map(one);
  if (parts.length !== 2 || a === undefined || b === undefined) return undefined;
  return parts[1] === 'P' ? t('mana.phyrexian', { a }) : t('mana.or', { a, b });
}

const SVG = 'http://www.w3.org/2000/svg';

/** Draws a symbol's glyphs in its span (one centred, or a hybrid's two on the diagonal). */
function draw(el: HTMLElement, glyphs: ManaGlyphs): void {
  const parts = (el.dataset.symbol ?? '').split('/');
  const paths = parts.map((p) => glyphs[glyphOf(p) ?? '']);
  if (paths.some((p) => p === undefined)) return;
  const svg = document.createElementNS(SVG, 'svg');
  svg.setAttribute('viewBox', '0 0 32 32');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('focusable', 'false');
  const places = parts.length === 1 ? ['translate(6 6) scale(0.625)'] : ['translate(3 3) scale(0.45)', 'translate(15 15) scale(0.45)'];
  paths.forEach((ds, i) => {
    const g = document.createElementNS(SVG, 'g');
    g.setAttribute('transform', places[i] ?? '');
    for (const d of ds ?? []) {
      const path = document.createElementNS(SVG, 'path');
      path.setAttribute('d', d);
      g.append(path);
    }
    svg.append(g);
  });
  el.replaceChildren(svg);
  el.classList.add('drawn');
}

let loading: Promise<ManaGlyphs> | undefined;

/** Draws every symbol on the page not drawn yet, fetching mana.js the first time (after the page is ready). */
function drawAll(): void {
  if (document.querySelector('.mana:not(.drawn)') === null) return;
  loading ??= import.meta.env.DEV
    ? import('virtual:mana-glyphs').then((m) => m.GLYPHS)
    : loadScript('mana.js', () => globalThis.mtgLayersMana);
  loading.then(
    (glyphs) => {
      for (const el of document.querySelectorAll<HTMLElement>('.mana:not(.drawn)')) draw(el, glyphs);
    },
    () => {
      loading = undefined; // the text stays; the next render tries again
    },
  );
}

let scheduled = false;

/** After this render (the spans are in the page by then), draw them. */
function drawSoon(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(() => {
    scheduled = false;
    drawAll();
  }, 0);
}

/** `text` with each mana or tap symbol as an image (role img, labelled); the rest as text. */
export function withManaSymbols(t: TFunction, text: string): Child[] {
  const out: Child[] = [];
  let last = 0;
  for (const m of text.matchAll(/\{([^{}]+)\}/g)) {
    const symbol = m[1] ?? '';
    const label = symbolLabel(t, symbol);
    if (label === undefined) continue;
    if (m.index > last) out.push(text.slice(last, m.index));
    const classes = symbol.split('/').map((p) => `mana-${/^\d+$/.test(p) ? 'generic' : p.toLowerCase()}`);
    out.push(
      h('span', { class: `mana ${classes.join(' ')}`, role: 'img', 'aria-label': label, title: label, 'data-symbol': symbol }, m[0]),
    );
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push(text.slice(last));
  if (out.some((c) => c instanceof HTMLElement)) drawSoon();
  return out;
}
