/**
 * "State after layer N" in the answer: a slider from 0 (no continuous effect applied yet) to
 * layer 7 (or its sublayers 7a–7d when the trace has them) and a table of each object's
 * characteristics after that layer. The values come from the trace alone: a field's value after
 * layer N is the `before` of its first change in a later layer, or its final value when no later
 * layer changes it (613.1: the layers apply in order, each to the result of the ones before).
 *
 * Part of `tools.js` (tools.ts), loaded when the box is first opened (until-box.ts): it imports
 * only types and dom.ts, and is given the explanations' functions.
 */
import type { TFunction } from 'i18next';
import type { EvaluationResult, ObjectResult } from '../../src/core/pass/trace.js';
import type { Translator } from '../../src/explain/index.js';
import { h } from './dom.js';
import type { ToolWords } from './tool-words.js';

/** The layers that change objects, in the order they apply (613.1a–f, 613.4a–d). */
const LAYERS = ['1a', '1b', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d'] as const;
const orderOf = (layer: string) => LAYERS.indexOf(layer as (typeof LAYERS)[number]);

/** The slider's stops: '0', '1'…'6', then layer 7's sublayers that the trace has ('7' when it has none). */
export function untilStops(result: EvaluationResult): string[] {
  const seven = LAYERS.filter((l) => l.startsWith('7') && result.trace.some((t) => t.layer === l && t.steps.length > 0));
  return ['0', '1', '2', '3', '4', '5', '6', ...(seven.length > 0 ? seven : ['7'])];
}

/** The last layer a stop includes: '1' is 1a and 1b, '7' is 7d, '0' is none. */
const lastOrder = (stop: string) => (stop === '0' ? -1 : stop === '1' ? orderOf('1b') : stop === '7' ? orderOf('7d') : orderOf(stop));

/** Each object as it is after the stop's layer: a field's value before its first change in a later layer. */
export function objectsAfter(result: EvaluationResult, stop: string): ObjectResult[] {
  const last = lastOrder(stop);
  const earlier = new Map<string, Map<string, unknown>>();
  for (const layer of result.trace) {
    const order = orderOf(layer.layer);
    if (order < 0 || order <= last) continue;
    for (const step of layer.steps)
      for (const c of step.changes) {
        const fields = earlier.get(c.object) ?? new Map<string, unknown>();
        if (!fields.has(c.field)) fields.set(c.field, c.before);
        earlier.set(c.object, fields);
      }
  }
  return Object.values(result.objects).map((o) => ({ ...o, ...Object.fromEntries(earlier.get(o.id) ?? []) }) as ObjectResult);
}

export interface UntilView {
  result: EvaluationResult;
  x: Translator;
  t: TFunction;
  words: ToolWords;
  /** The stop shown; null is the last (the final state). */
  stop: string | null;
  set(stop: string | null): void;
}

/** What each column shows of an object. */
const COLUMNS: readonly [key: string, show: (w: ToolWords, x: Translator, o: ObjectResult) => string][] = [
  ['type', (w, x, o) => w.typeLine(x, o) || '—'],
  ['colors', (w, x, o) => w.showValue(x, o.colors, 'colors')],
  ['abilities', (w, x, o) => w.showValue(x, o.abilities, 'abilities')],
  ['pt', (w, x, o) => w.ptText(x, o) || '—'],
  ['controller', (w, x, o) => w.playerName(x, o.controller)],
];

/** The stop's name: "before any layer", "after layer 4", "after layer 7b". */
const stopName = (t: TFunction, stop: string) => (stop === '0' ? t('until.none') : t('until.after', { layer: stop }));

/** The open box's content: the hint, the slider and its stops, the table. */
export function renderUntil(v: UntilView): HTMLElement[] {
  const { x, t, words } = v;
  const stops = untilStops(v.result);
  const index = v.stop === null || !stops.includes(v.stop) ? stops.length - 1 : stops.indexOf(v.stop);
  const stop = stops[index] as string;
  const now = objectsAfter(v.result, stop);
  const before = index === 0 ? now : objectsAfter(v.result, stops[index - 1] as string);
  return [
    h('p', { class: 'muted' }, t('until.hint')),
    h(
      'div',
      { class: 'until-control' },
      h('label', { for: 'until-range' }, t('until.label')),
      h('input', {
        type: 'range',
        id: 'until-range',
        min: 0,
        max: stops.length - 1,
        step: 1,
        value: index,
        'aria-valuetext': stopName(t, stop),
        'aria-describedby': 'until-now',
        oninput: (e: Event) => {
          const i = Number((e.target as HTMLInputElement).value);
          v.set(i === stops.length - 1 ? null : (stops[i] ?? null));
        },
      }),
      h('output', { id: 'until-now', for: 'until-range', 'aria-live': 'polite' }, stopName(t, stop)),
    ),
    h(
      'ol',
      { class: 'until-stops', 'aria-hidden': 'true' },
      ...stops.map((s, i) => h('li', { class: i === index ? 'current' : undefined }, s)),
    ),
    h(
      'div',
      { class: 'until-table-box' },
      h(
        'table',
        { class: 'until-table', 'data-stop': stop },
        h('caption', {}, stopName(t, stop)),
        h(
          'thead',
          {},
          h(
            'tr',
            {},
            h('th', { scope: 'col' }, x.t('table.name')),
            ...COLUMNS.map(([key]) => h('th', { scope: 'col' }, x.t(`table.${key}`))),
          ),
        ),
        h(
          'tbody',
          {},
          ...now.map((o, i) =>
            h(
              'tr',
              { 'data-until-object': o.id },
              h('th', { scope: 'row' }, o.name ?? o.id),
              ...COLUMNS.map(([key, show]) => {
                const text = show(words, x, o);
                const was = show(words, x, before[i] ?? o);
                return h(
                  'td',
                  { 'data-field': key, class: text !== was ? 'changed' : undefined },
                  text,
                  text !== was ? h('span', { class: 'visually-hidden' }, ` (${t('until.changed')})`) : null,
                );
              }),
            ),
          ),
        ),
      ),
    ),
  ];
}
