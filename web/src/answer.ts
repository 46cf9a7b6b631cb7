/**
 * The answer: each object's final characteristics, then the pass layer by layer (or one
 * object's story), then players and rules — all sentences from src/explain.
 */
import type { TFunction } from 'i18next';
import type { EvaluationResult, ObjectResult, TraceStep } from '../../src/core/pass/trace.js';
import {
  type LayerStory,
  layerStories,
  objectStory,
  playerLines,
  playerName,
  ptText,
  type StepStory,
  showValue,
  statusWords,
  type Translator,
  typeLine,
} from '../../src/explain/index.js';
import { h } from './dom.js';
import { withManaSymbols } from './mana.js';
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
      o.manaCost ? h('span', { class: 'object-cost', 'data-field': 'cost' }, ...withManaSymbols(t, o.manaCost)) : null,
      h(
        'span',
        { class: 'object-id' },
        o.id,
        o.zone === 'battlefield' ? null : ` · ${t('object.zone', { zone: x.t(`zone.${o.zone}`, { defaultValue: o.zone }) })}`,
      ),
      h('span', { class: 'type-line', 'data-field': 'type' }, typeLine(x, o) || '—'),
      h(
        'span',
        { class: 'meta' },
        `${showValue(x, o.colors, 'colors')} · ${t('object.controller', { player: playerName(x, o.controller) })}`,
      ),
      o.abilities.length === 0
        ? h('span', { class: 'abilities muted' }, t('object.noAbilities'))
        : h('span', { class: 'abilities' }, ...o.abilities.map((a) => h('span', { class: 'ability' }, ...withManaSymbols(t, a)))),
      statusWords(x, o).length > 0 ? h('span', { class: 'status', 'data-field': 'status' }, statusWords(x, o).join(' · ')) : null,
    ),
  );
}

const stepId = (layer: string, place: number) => `step-${layer}-${place}`;

/**
 * 613.8: the links of a step to the steps it depends on (or loops with) and to the ones that
 * wait for it — as text with a link to each (what screen readers read), and as data the
 * arrows are drawn from (drawArrows).
 */
function dependencyLinks(v: AnswerView, s: StepStory, shown: Set<number>) {
  const layer = v.result.trace.find((l) => l.layer === s.layer);
  const step: TraceStep | undefined = layer?.steps[s.place - 1];
  if (layer === undefined || step === undefined) return { deps: [] as number[], loop: [] as number[], lines: [] as HTMLElement[] };
  const placeOf = (key: string) => layer.steps.findIndex((x) => x.effect.key === key) + 1;
  const deps: number[] = [];
  const loop: number[] = [];
  const lines: HTMLElement[] = [];
  const line = (kind: string, ...parts: (Node | string)[]) =>
    lines.push(h('p', { class: `dep dep-${kind}`, id: `${stepId(s.layer, s.place)}-${kind}-${lines.length}` }, ...parts));
  const say = (key: string, n: number, because = '') => sayPlace(v, s.layer, shown, key, n, because);
  if (step.reason.kind === 'dependency')
    for (const d of step.reason.dependsOn) {
      const n = placeOf(d.effect);
      if (n <= 0) continue;
      deps.push(n);
      line('on', '⤴ ', ...say('layers.dependsOn', n, v.x.t(`because.${d.because}`)));
    }
  if (step.reason.kind === 'loop')
    for (const m of step.reason.loop) {
      const n = placeOf(m.effect);
      if (n <= 0 || n === s.place) continue;
      loop.push(n);
      line('loop', '⟲ ', ...say('layers.loopWith', n));
    }
  for (const a of step.aheadOf ?? []) {
    const n = placeOf(a.effect);
    if (n > 0) line('ahead', '⤵ ', ...say('layers.aheadOf', n));
  }
  return { deps, loop, lines };
}

/** A sentence of UI words around a link to step `n` of the layer (a plain word when that step is not shown). */
function sayPlace(v: AnswerView, layer: string, shown: Set<number>, key: string, n: number, because = ''): (Node | string)[] {
  const label = v.t('layers.placeN', { n });
  const link = shown.has(n)
    ? h(
        'a',
        {
          href: `#${stepId(layer, n)}`,
          class: 'dep-target',
          'data-place': n,
          // The URL's hash holds the position: go to the step without changing it.
          onclick: (e: Event) => {
            e.preventDefault();
            const target = document.getElementById(stepId(layer, n));
            target?.focus();
            target?.scrollIntoView({ block: 'nearest' });
          },
        },
        label,
      )
    : label;
  const [before, after] = v.t(key, { n: '\u0000', because }).split('\u0000');
  return [before ?? '', link, ...withRuleLinks(after ?? '', v.t)];
}

function stepItem(v: AnswerView, s: StepStory, shown: Set<number>): HTMLElement {
  const key = `${s.layer}/${s.place}`;
  const links = dependencyLinks(v, s, shown);
  return h(
    'li',
    {
      class: `step${v.current === key ? ' current' : ''}`,
      'data-step': key,
      value: s.place,
      id: stepId(s.layer, s.place),
      tabindex: '-1',
      'data-place': s.place,
      'data-deps': links.deps.filter((n) => shown.has(n)).join(' ') || undefined,
      'data-loop': links.loop.filter((n) => shown.has(n)).join(' ') || undefined,
      'aria-describedby': links.lines.map((l) => l.id).join(' ') || undefined,
    },
    h('p', { class: 'effect' }, s.effect),
    ...links.lines,
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
  const shown = new Set(l.steps.map((s) => s.place));
  const items = l.steps.map((s) => stepItem(v, s, shown));
  const trace = v.result.trace.find((t) => t.layer === l.layer);
  // An effect that stopped existing because another applied (613.8a, existence): linked to that step.
  const notApplied = l.notApplied.map((n, i) => {
    const by = trace?.notApplied?.find((m) => m.effect.key === n.effectKey)?.removedBy;
    const place = by === undefined ? 0 : (trace?.steps.findIndex((x) => x.effect.key === by.effect) ?? -1) + 1;
    const id = `na-${l.layer}-${i}`;
    return h(
      'p',
      {
        class: 'not-applied',
        id,
        'data-place': `n${i}`,
        'data-deps': shown.has(place) ? String(place) : undefined,
        'aria-describedby': place > 0 ? `${id}-by` : undefined,
      },
      h('strong', {}, v.x.t('notApplied.label')),
      ' ',
      n.effect,
      ' — ',
      ...withRuleLinks(n.why, v.t),
      place > 0
        ? h('span', { class: 'dep dep-on', id: `${id}-by` }, ' ⤴ ', ...sayPlace(v, l.layer, shown, 'layers.removedBy', place))
        : null,
    );
  });
  const arrows = [...items, ...notApplied].some((i) => i.dataset.deps || i.dataset.loop);
  return h(
    'section',
    { class: 'layer', 'data-layer': l.layer, 'aria-label': l.title },
    h('h3', {}, ...withRuleLinks(l.title, v.t)),
    h(
      'div',
      { class: `steps-wrap${arrows ? ' has-arrows' : ''}` },
      l.steps.length > 0 ? h('ol', { class: 'steps' }, ...items) : null,
      ...notApplied,
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

const SVG = 'http://www.w3.org/2000/svg';

/**
 * Draws the dependency arrows of every layer under `root` (613.8): from a step to each step
 * it depends on, and both ways between the steps of a loop. Drawn from the laid-out list
 * (re-drawn when its size changes); the same links are in the text of each step.
 */
export function drawArrows(root: HTMLElement): void {
  for (const wrap of root.querySelectorAll<HTMLElement>('.steps-wrap.has-arrows')) {
    const draw = () => {
      wrap.querySelector(':scope > svg')?.remove();
      const items = new Map([...wrap.querySelectorAll<HTMLElement>('li.step, .not-applied')].map((li) => [li.dataset.place ?? '', li]));
      const width = 26;
      const svg = document.createElementNS(SVG, 'svg');
      svg.setAttribute('class', 'arrows');
      svg.setAttribute('aria-hidden', 'true');
      svg.setAttribute('width', String(width));
      svg.setAttribute('height', String(wrap.offsetHeight));
      const id = `arrow-head-${Math.random().toString(36).slice(2, 8)}`;
      svg.innerHTML = `<defs><marker id="${id}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="context-stroke"/></marker></defs>`;
      const y = (li: HTMLElement) => li.offsetTop + 14;
      let depth = 0;
      const seen = new Set<string>();
      for (const [place, li] of items) {
        const links = [
          ...(li.dataset.deps ?? '').split(' ').map((n) => ['dep', n] as const),
          ...(li.dataset.loop ?? '').split(' ').map((n) => ['loop', n] as const),
        ];
        for (const [kind, n] of links) {
          const target = items.get(n);
          const pair = [place, n].sort().join('-');
          if (target === undefined || (kind === 'loop' && seen.has(pair))) continue;
          seen.add(pair);
          const x = Math.max(3, width - 8 - depth * 6);
          depth = (depth + 1) % 3;
          const path = document.createElementNS(SVG, 'path');
          const [y1, y2] = [y(li), y(target)];
          path.setAttribute('d', `M${width - 1} ${y1}C${x} ${y1} ${x} ${y2} ${width - 1} ${y2}`);
          path.setAttribute('class', kind === 'loop' ? 'arrow loop' : 'arrow');
          path.setAttribute('marker-end', `url(#${id})`);
          if (kind === 'loop') path.setAttribute('marker-start', `url(#${id})`);
          path.dataset.from = place;
          path.dataset.to = n;
          svg.append(path);
        }
      }
      wrap.prepend(svg);
    };
    draw();
    let last = wrap.offsetWidth;
    const observer = new ResizeObserver(() => {
      if (!wrap.isConnected) observer.disconnect();
      else if (wrap.offsetWidth !== last) {
        last = wrap.offsetWidth;
        draw();
      }
    });
    observer.observe(wrap);
  }
}
