/** What the two parts of the "Build the position" panel share: its context, the form controls, the zones, the inputs read. */
import type { TFunction } from 'i18next';
import type { Translator } from '../../src/explain/index.js';
import type { EntryPath } from './board.js';
import type { CardShelf } from './cards.js';
import { h } from './dom.js';
import type { RunResult } from './run.js';

export interface BoardContext {
  t: TFunction;
  x: Translator;
  run: RunResult | null;
  shelf: CardShelf;
  text(): string;
  /** Applies an edit of the text, announcing `said`; a text the yaml library cannot read is left alone. */
  edit(change: () => string, said: string): void;
  announce(text: string): void;
  /** The object picked in the panel (kept across re-renders). */
  object: string;
  pick(id: string): void;
}

/** The panel's position, and the inputs of its card part that the object part reads too (targets, choices, modes). */
export interface PanelInputs {
  players: string[];
  active: string;
  objects: Extract<RunResult, { ok: true }>['result']['objects'];
  ids: string[];
  paths: Map<string, EntryPath>;
  onField: string[];
  zoneName: (z: string) => string;
  targets: HTMLInputElement;
  readChoices: () => Record<string, unknown> | null;
  readModes: () => number[];
}

export const ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const;

export function splitIds(s: string): string[] {
  return s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

export const select = (id: string, options: [string, string][], value = '') => {
  const el = h('select', { id }, ...options.map(([v, label]) => h('option', { value: v }, label)));
  if (value !== '') el.value = value;
  return el;
};
export const field = (id: string, label: string, control: HTMLElement, extra = '') =>
  h('div', { class: `field${extra}` }, h('label', { for: id }, label), control);
