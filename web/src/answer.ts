/**
 * The answer: each object's final characteristics, then the pass layer by layer (or one
 * object's story), then players and rules — all sentences from src/explain.
 */
import type { TFunction } from 'i18next';
import type { EvaluationResult, ObjectResult } from '../../src/core/trace.js';
import {
  type LayerStory,
  layerStories,
  objectStory,
  playerLines,
  ptText,
  type StepStory,
  showValue,
  statusWords,
  type Translator,
  typeLine,
} from '../../src/explain/index.js';
import { h } from './dom.js';
import { withRuleLinks } from './rules.js';

export interface AnswerView {
  result: EvaluationResult;
  x: Translator;
  t: TFunction;
  selected: string | null;
  /** The trace step the lesson is on: `layer/place`. */
  current: string | null;
  select(id: string | null): void;
  /** The scenario's starting life total (103.4). */
  startingLife: number;
}

function objectCard(v: AnswerView, o: ObjectResult): HTMLElement {
  const { x, t } = v;
  const pt = ptText(x, o);
  const name = o.name ?? o.id;
  const pressed = v.selected === o.id;
  return h(
    'li',
    {},
    h(
      'button',
      {
        type: 'button',
        class: 'object-card',
        'data-object': o.id,
        'aria-pressed': pressed ? 'true' : 'false',
        // Combat status (506.4) marks the card too, not only the status words.
        'data-combat': o.attacking ? 'attacking' : o.blocking ? 'blocking' : undefined,
        title: t('answer.storyOf', { name }),
        onclick: () => v.select(pressed ? null : o.id),
      },
      h('span', { class: 'object-name' }, name, pt === '' ? null : h('span', { class: 'pt', 'data-field': 'pt' }, pt)),
      h(
        'span',
        { class: 'object-id' },
        o.id,
        o.zone === 'battlefield' ? null : ` · ${t('object.zone', { zone: x.t(`zone.${o.zone}`, { defaultValue: o.zone }) })}`,
      ),
      h('span', { class: 'type-line', 'data-field': 'type' }, typeLine(x, o) || '—'),
      h('span', { class: 'meta' }, `${showValue(x, o.colors, 'colors')} · ${t('object.controller', { player: o.controller })}`),
      o.abilities.length === 0
        ? h('span', { class: 'abilities muted' }, t('object.noAbilities'))
        : h('span', { class: 'abilities' }, ...o.abilities.map((a) => h('span', { class: 'ability' }, a))),
      statusWords(x, o).length > 0 ? h('span', { class: 'status', 'data-field': 'status' }, statusWords(x, o).join(' · ')) : null,
    ),
  );
}

function stepItem(v: AnswerView, s: StepStory): HTMLElement {
  const key = `${s.layer}/${s.place}`;
  return h(
    'li',
    { class: `step${v.current === key ? ' current' : ''}`, 'data-step': key, value: s.place },
    h('p', { class: 'effect' }, s.effect),
    h('ul', { class: 'reasons' }, ...s.reasons.map((r) => h('li', {}, ...withRuleLinks(r, v.t)))),
    s.changes.length === 0
      ? h('p', { class: 'muted' }, v.t('layers.noChange'))
      : h(
          'table',
          { class: 'changes' },
          h('caption', { class: 'visually-hidden' }, v.t('layers.changes')),
          h(
            'tbody',
            {},
            ...s.changes.map((c) =>
              h(
                'tr',
                {},
                h('th', { scope: 'row' }, v.selected === null ? `${c.object} · ${c.label}` : c.label),
                h('td', { class: 'before' }, c.before),
                h('td', { 'aria-hidden': 'true' }, '→'),
                h('td', { class: 'after' }, c.after),
              ),
            ),
          ),
        ),
  );
}

function layerSection(v: AnswerView, l: LayerStory): HTMLElement {
  return h(
    'section',
    { class: 'layer', 'data-layer': l.layer, 'aria-label': l.title },
    h('h3', {}, ...withRuleLinks(l.title, v.t)),
    l.steps.length > 0 ? h('ol', { class: 'steps' }, ...l.steps.map((s) => stepItem(v, s))) : null,
    ...l.notApplied.map((n) =>
      h('p', { class: 'not-applied' }, h('strong', {}, v.x.t('notApplied.label')), ' ', n.effect, ' — ', ...withRuleLinks(n.why, v.t)),
    ),
  );
}

export function renderObjects(v: AnswerView): HTMLElement {
  const objects = Object.values(v.result.objects);
  const onField = [...objects.filter((o) => o.zone === 'battlefield'), ...objects.filter((o) => o.zone !== 'battlefield')];
  if (onField.length === 0) return h('p', { class: 'muted' }, v.t('answer.noObjects'));
  return h('ul', { class: 'objects' }, ...onField.map((o) => objectCard(v, o)));
}

export function renderLayers(v: AnswerView): HTMLElement {
  const { x, t, result, selected } = v;
  const out = h('div', { class: 'layers' });
  if (selected !== null) {
    const story = objectStory(x, result, selected);
    const o = result.objects[selected];
    if (story !== undefined && o !== undefined) {
      out.append(
        h(
          'p',
          { class: 'filter-note' },
          t('answer.showing', { name: o.name ?? o.id }),
          ' ',
          h('button', { type: 'button', class: 'link', onclick: () => v.select(null) }, t('answer.showAll')),
        ),
      );
      out.append(...story.layers.map((l) => layerSection(v, l)));
      if (story.unchanged !== null) out.append(h('p', {}, story.unchanged));
      out.append(h('p', { class: 'result-line' }, h('strong', {}, story.resultLabel), ' ', story.result));
      return out;
    }
  }
  const layers = layerStories(x, result);
  if (layers.length === 0) out.append(h('p', { class: 'muted' }, t('layers.none')));
  out.append(...layers.map((l) => layerSection(v, l)));
  return out;
}

export function renderPlayers(v: AnswerView): HTMLElement {
  // Life totals are shown where they differ from the starting life total (103.4), as the CLI shows them.
  const p = playerLines(v.x, v.result, v.startingLife);
  return h(
    'div',
    { class: 'players' },
    h('ul', {}, ...p.players.map((line) => h('li', {}, line))),
    p.rulesTitle === null ? null : h('p', {}, ...withRuleLinks(p.rulesTitle, v.t)),
    p.rules.length > 0 ? h('ul', {}, ...p.rules.map((r) => h('li', {}, r))) : null,
  );
}
