/**
 * The scenario's events in order, each with the timestamps it gave (613.7), and buttons
 * to move it up or down: a move edits the YAML (board.ts moveItem), so the answer follows.
 */
import type { TFunction } from 'i18next';
import { applyAction, emptyState, type GameState } from '../../src/core/index.js';
import type { Scenario } from '../../src/scenario/index.js';
import { type EventItem, eventItems } from './board.js';
import { h } from './dom.js';

/** The timestamps each step received: objects that are new (or newly stamped), effects that are new. */
export function stepTimestamps(scenario: Scenario): Map<object, number[]> {
  const out = new Map<object, number[]>();
  let state: GameState = emptyState(scenario.players, scenario.activePlayer, scenario.startingLife, scenario.life);
  for (const step of scenario.steps) {
    if (step.kind === 'expect') continue;
    const before = state;
    const outcome = applyAction(state, step);
    if (!outcome.ok) break;
    state = outcome.value;
    const seen = new Set(before.objects.map((o) => `${o.id}@${o.timestamp}`));
    const effects = new Set(before.effects.map((e) => e.id));
    // A spell's or ability's effects are what its timestamp orders (the card put into the
    // graveyard afterwards gets the next one, 608.2n); otherwise the new objects' and stamps.
    const stamps = new Set<number>();
    for (const e of state.effects) if (!effects.has(e.id) && e.timestamp[0] !== undefined) stamps.add(e.timestamp[0]);
    if (stamps.size === 0 || (step.kind !== 'cast' && step.kind !== 'activate')) {
      for (const o of state.objects) if (!seen.has(`${o.id}@${o.timestamp}`)) stamps.add(o.timestamp);
      for (let n = before.nextTimestamp; n < state.nextTimestamp; n++) stamps.add(n);
    }
    out.set(
      step,
      [...stamps].sort((a, b) => a - b),
    );
  }
  return out;
}

/** 3, 3–5, or 3, 7 */
function stampText(stamps: number[]): string {
  if (stamps.length === 0) return '—';
  const first = stamps[0] as number;
  const last = stamps[stamps.length - 1] as number;
  return last - first === stamps.length - 1 && stamps.length > 1 ? `${first}–${last}` : stamps.join(', ');
}

const DRAG = 'application/x-mtg-layers-event';
let dragged: EventItem | null = null;

export interface EventsView {
  text: string;
  /** Null when the text does not load: the items are listed as written, without timestamps, and can still be moved. */
  scenario: Scenario | null;
  t: TFunction;
  move(item: EventItem, delta: number): void;
}

export function renderEvents(v: EventsView): HTMLElement {
  const { t } = v;
  const items = eventItems(v.text, v.scenario);
  if (items.length === 0) return h('p', { class: 'muted' }, t('events.none'));
  const stamps = v.scenario === null ? new Map<object, number[]>() : stepTimestamps(v.scenario);
  const count = { battlefield: 0, events: 0 };
  for (const i of items) count[i.list]++;
  return h(
    'ol',
    { class: 'event-list', id: 'event-list' },
    ...items.map((item) => {
      const ts = v.scenario === null ? '?' : stampText([...new Set(item.steps.flatMap((s) => stamps.get(s) ?? []))].sort((a, b) => a - b));
      const key = `${item.list}-${item.index}`;
      const button = (delta: number, label: string, glyph: string) =>
        h(
          'button',
          {
            type: 'button',
            class: 'move',
            id: `ev-${delta < 0 ? 'up' : 'down'}-${key}`,
            'aria-label': `${label}: ${item.text}`,
            title: label,
            disabled: delta < 0 ? item.index === 0 : item.index === count[item.list] - 1,
            onclick: () => v.move(item, delta),
          },
          glyph,
        );
      // Dragging an item onto another of the same list moves it there (the buttons do the same from the keyboard).
      const drop = (e: DragEvent, over: boolean) => {
        const from = e.dataTransfer?.types.includes(DRAG) ? dragged : null;
        if (from === null || from.list !== item.list || from.index === item.index) return;
        e.preventDefault();
        (e.currentTarget as HTMLElement).classList.toggle('drop-target', over);
        if (e.type === 'drop') v.move(from, item.index - from.index);
      };
      return h(
        'li',
        {
          'data-event': key,
          draggable: 'true',
          ondragstart: (e: Event) => {
            dragged = item;
            (e as DragEvent).dataTransfer?.setData(DRAG, key);
          },
          ondragend: () => {
            dragged = null;
          },
          ondragover: (e: Event) => drop(e as DragEvent, true),
          ondragleave: (e: Event) => (e.currentTarget as HTMLElement).classList.remove('drop-target'),
          ondrop: (e: Event) => drop(e as DragEvent, false),
        },
        h('span', { class: 'ts', title: t('events.timestamp') }, h('span', { class: 'visually-hidden' }, `${t('events.timestamp')} `), ts),
        h('code', { class: 'event-text' }, item.list === 'battlefield' ? `battlefield: ${item.text}` : item.text),
        h('span', { class: 'moves' }, button(-1, t('events.up'), '↑'), button(1, t('events.down'), '↓')),
      );
    }),
  );
}
