/**
 * The "Build the position" panel: find a card and add it (to any zone, face down,
 * transformed or back face up, attached to an object, with its choices) or cast it; pick an
 * object and change how it entered (controller, tapped, counters of any kind), attach it,
 * move it, activate one of its abilities or remove it. Every action is a YAML edit (board.ts).
 */
import type { TFunction } from 'i18next';
import { allCards } from '../../src/catalog/index.js';
import { CREATURE_TYPES } from '../../src/core/index.js';
import { BASIC_LAND_TYPES, LAND_TYPES } from '../../src/core/model/subtypes.js';
import type { Translator } from '../../src/explain/index.js';
import {
  activateAbility,
  addEvent,
  addToBattlefield,
  castSpell,
  type EntryOptions,
  type EntryPath,
  editEntry,
  enterEvent,
  entryPaths,
  parseChoices,
  removeAt,
} from './board.js';
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

const SHOWN = 12;
const ZONES = ['battlefield', 'hand', 'library', 'graveyard', 'exile'] as const;
const CHOICE_KEYS = ['color', 'creatureType', 'cardType', 'landType', 'basicLandType', 'player', 'copyOf', 'x', 'from', 'to'];
const COLORS = ['white', 'blue', 'black', 'red', 'green'];
const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];
const STATUS = ['tap', 'untap', 'transform', 'turnFaceUp', 'turnFaceDown', 'phaseOut', 'phaseIn'] as const;
const COUNTERS = [
  '+1/+1',
  '-1/-1',
  'loyalty',
  'flying',
  'first strike',
  'deathtouch',
  'lifelink',
  'trample',
  'vigilance',
  'shield',
  'stun',
];

export function splitIds(s: string): string[] {
  return s
    .split(',')
    .map((x) => x.trim())
    .filter((x) => x !== '');
}

const select = (id: string, options: [string, string][], value = '') => {
  const el = h('select', { id }, ...options.map(([v, label]) => h('option', { value: v }, label)));
  if (value !== '') el.value = value;
  return el;
};
const field = (id: string, label: string, control: HTMLElement, extra = '') =>
  h('div', { class: `field${extra}` }, h('label', { for: id }, label), control);

export function renderBoardPanel(c: BoardContext): HTMLElement[] {
  const { t, x, run } = c;
  const scenario = run?.scenario ?? null;
  const players = scenario?.players ?? ['you', 'opponent'];
  const active = scenario?.activePlayer ?? players[0] ?? 'you';
  const objects = run?.ok ? run.result.objects : {};
  const ids = Object.keys(objects);
  const paths = scenario === null ? new Map<string, EntryPath>() : entryPaths(scenario);
  const onField = ids.filter((id) => objects[id]?.zone === 'battlefield');
  const zoneName = (z: string) => x.t(`zone.${z}`, { defaultValue: z });

  // Adding a card: who, where, how it enters, its targets and choices.
  const results = h('ul', { class: 'card-results', id: 'card-results' });
  const count = h('p', { class: 'muted', id: 'card-count', 'aria-live': 'polite' });
  const search = h('input', { type: 'search', id: 'card-search', autocomplete: 'off', placeholder: 'Grizzly Bears' });
  const player = select(
    'board-player',
    players.map((p) => [p, p]),
  );
  const zone = select(
    'board-zone',
    ZONES.map((z) => [z, zoneName(z)]),
  );
  const enterAs = select('board-enter-as', [
    ['', t('board.asPrinted')],
    ['faceDown', t('board.faceDown')],
    ['transformed', t('board.transformed')],
    ['back', t('board.backFace')],
  ]);
  const attachTo = select('board-attach-to', [['', t('board.nothing')], ...onField.map((id) => [id, id] as [string, string])]);
  const targets = h('input', { type: 'text', id: 'cast-targets', autocomplete: 'off', placeholder: 'grizzly-bears' });
  const modes = h('input', { type: 'text', id: 'board-modes', autocomplete: 'off', placeholder: '1, 2', inputmode: 'numeric' });
  const readModes = () =>
    splitIds(modes.value)
      .map(Number)
      .filter((n) => Number.isInteger(n) && n > 0);
  const choices = h('input', {
    type: 'text',
    id: 'board-choices',
    autocomplete: 'off',
    placeholder: 'color: blue',
    'aria-describedby': 'board-choices-hint',
  });
  /** The choices typed, or null (announced) when they are not `key: value, …`. */
  const readChoices = (): Record<string, unknown> | null => {
    try {
      return parseChoices(choices.value);
    } catch (e) {
      c.announce(e instanceof Error ? e.message : String(e));
      return null;
    }
  };
  // A guided way to the choices: a key of the format, a value from its list, added to the text.
  const choiceKey = select(
    'board-choice-key',
    CHOICE_KEYS.map((k) => [k, k]),
  );
  const choiceValue = h('input', { type: 'text', id: 'board-choice-value', list: 'choice-values', autocomplete: 'off' });
  const choiceValues = h('datalist', { id: 'choice-values' });
  const fillValues = () => {
    const k = choiceKey.value;
    const values: readonly string[] =
      k === 'color' || k === 'from' || k === 'to'
        ? COLORS
        : k === 'creatureType'
          ? CREATURE_TYPES
          : k === 'cardType'
            ? CARD_TYPES
            : k === 'landType'
              ? LAND_TYPES
              : k === 'basicLandType'
                ? BASIC_LAND_TYPES
                : k === 'player'
                  ? players
                  : k === 'copyOf'
                    ? ids
                    : [];
    choiceValues.replaceChildren(...values.map((v) => h('option', { value: v })));
  };
  choiceKey.addEventListener('change', fillValues);
  fillValues();
  const addChoice = () => {
    const v = choiceValue.value.trim();
    if (v === '') return;
    const written = /[,:{}[\]#"']/.test(v) ? JSON.stringify(v) : v;
    choices.value = `${choices.value.trim() === '' ? '' : `${choices.value.trim()}, `}${choiceKey.value}: ${written}`;
    choiceValue.value = '';
    c.announce(choices.value);
  };
  const add = (name: string) => {
    const chosen = readChoices();
    if (chosen === null) return;
    const options: EntryOptions = { zone: zone.value, choices: chosen };
    if (enterAs.value === 'faceDown') options.faceDown = true;
    if (enterAs.value === 'transformed') options.transformed = true;
    if (enterAs.value === 'back') options.face = 'back';
    if (attachTo.value !== '') options.attachedTo = attachTo.value;
    // `battlefield` lists the leading enter events: an object entering another zone, or naming
    // an object that entered later, is an `enter` event at the end instead.
    const refs = [options.attachedTo, typeof chosen.copyOf === 'string' ? chosen.copyOf : undefined].filter((r) => r !== undefined);
    const late = zone.value !== 'battlefield' || refs.some((r) => paths.get(r as string)?.[0] !== 'battlefield');
    c.edit(() => (late ? enterEvent : addToBattlefield)(c.text(), name, player.value, active, options), t('board.added', { name }));
  };
  const cast = (name: string) => {
    const chosen = readChoices();
    if (chosen === null) return;
    c.edit(
      () => castSpell(c.text(), name, splitIds(targets.value), player.value === active ? null : player.value, chosen, readModes()),
      t('board.added', { name }),
    );
  };
  const show = () => {
    const q = search.value.trim().toLowerCase();
    // The open card files' cards first (they are looked up first), then the catalog's.
    const fromFiles = q === '' ? { total: 0, cards: [] } : c.shelf.search(q, SHOWN);
    const taken = new Set(fromFiles.cards.map((card) => card.name.toLowerCase()));
    const catalog = q === '' ? [] : allCards().filter((k) => k.name.toLowerCase().includes(q) && !taken.has(k.name.toLowerCase()));
    const total = fromFiles.total + catalog.length;
    count.textContent = q === '' ? '' : total === 0 ? t('board.noMatch') : t('board.results', { count: total });
    const shown = [
      ...fromFiles.cards.map((k) => ({
        name: k.name,
        detail: `${k.typeLine} · ${t('cards.fromFile', { file: k.file })}`,
        isSpell: k.isSpell,
      })),
      ...catalog.map((k) => ({
        name: k.name,
        detail: [...k.supertypes, ...k.types].join(' '),
        isSpell: k.types.includes('Instant') || k.types.includes('Sorcery'),
      })),
    ].slice(0, SHOWN);
    results.replaceChildren(
      ...shown.map((k) =>
        h(
          'li',
          {},
          h('span', { class: 'card-name' }, k.name, h('span', { class: 'muted' }, ` ${k.detail}`)),
          h('span', { class: 'card-actions' }, [
            k.isSpell ? h('button', { type: 'button', class: 'cast', onclick: () => cast(k.name) }, t('board.cast')) : null,
            h(
              'button',
              { type: 'button', class: 'add', 'aria-label': `${t('board.add')}: ${k.name}`, onclick: () => add(k.name) },
              t('board.add'),
            ),
          ]),
        ),
      ),
    );
  };
  search.addEventListener('input', show);

  // One object: how it entered (its entry), then what happens to it now (events).
  const id = ids.includes(c.object) || paths.has(c.object) ? c.object : '';
  const o = objects[id];
  const path = paths.get(id);
  const objectSelect = select('board-object', [['', t('board.pickObject')], ...ids.map((i) => [i, i] as [string, string])], id);
  objectSelect.addEventListener('change', () => c.pick(objectSelect.value));
  const controller = select(
    'board-controller',
    players.map((p) => [p, p]),
    o?.controller ?? active,
  );
  const tapped = h('input', { type: 'checkbox', id: 'board-tapped' });
  tapped.checked = o?.tapped ?? false;
  const kinds = [...new Set([...Object.keys(o?.counters ?? {}), ...COUNTERS])];
  const counterKind = h('input', { type: 'text', id: 'board-counter-kind', list: 'counter-kinds', value: '+1/+1', autocomplete: 'off' });
  const counterList = h('datalist', { id: 'counter-kinds' }, ...kinds.map((k) => h('option', { value: k })));
  const counterN = h('input', { type: 'number', id: 'board-counters', min: '-99', max: '99', value: String(o?.counters['+1/+1'] ?? 0) });
  counterKind.addEventListener('input', () => {
    counterN.value = String(o?.counters[counterKind.value.trim()] ?? 0);
  });
  const apply = () => {
    if (o === undefined && path === undefined) return;
    const kind = counterKind.value.trim();
    const n = Math.trunc(Number(counterN.value) || 0);
    const said = t('board.applied', { id });
    if (path !== undefined) {
      const entryN = n - ((o?.counters[kind] ?? 0) - countersOnEntry(c, path, kind));
      c.edit(
        () =>
          editEntry(
            c.text(),
            path,
            { tapped: tapped.checked, controller: controller.value === active ? undefined : controller.value },
            kind === '' ? {} : { [kind]: Math.max(0, entryN) },
          ),
        said,
      );
      return;
    }
    // An object no entry introduced (a token, a spell cast): the changes happen now, as events.
    c.edit(() => {
      let text = c.text();
      const delta = n - (o?.counters[kind] ?? 0);
      if (kind !== '' && delta !== 0) text = addEvent(text, { counters: { [id]: { [kind]: delta } } });
      if (o && tapped.checked !== o.tapped) text = addEvent(text, { [tapped.checked ? 'tap' : 'untap']: id });
      if (o && controller.value !== o.controller) text = addEvent(text, { gainControl: { object: id, player: controller.value } });
      return text;
    }, said);
  };
  const attachTarget = select('board-attach-target', [
    ['', t('board.pickObject')],
    ...onField.filter((i) => i !== id).map((i) => [i, i] as [string, string]),
  ]);
  const moveTo = select(
    'board-move-to',
    ZONES.map((z) => [z, zoneName(z)]),
    o?.zone === 'battlefield' ? 'graveyard' : 'battlefield',
  );
  const ability = select(
    'board-ability',
    (o?.abilities ?? []).map((a) => [a, a]),
  );
  // Status events (format names): tap, untap, transform, turnFaceUp, turnFaceDown, phaseOut, phaseIn.
  const status = select(
    'board-status',
    STATUS.map((k) => [k, t(`board.statusEvent.${k}`)]),
  );
  const button = (bid: string, label: string, onclick: () => void, disabled = false) =>
    h('button', { type: 'button', id: bid, onclick, disabled: disabled || id === '' }, label);

  const activate = () => {
    const chosen = readChoices();
    if (chosen === null || ability.value === '') return;
    c.edit(() => activateAbility(c.text(), id, ability.value, splitIds(targets.value), chosen, readModes()), t('board.activated', { id }));
  };

  return [
    field('card-search', t('board.search'), search),
    h(
      'div',
      { class: 'field-row' },
      field('board-player', t('board.player'), player),
      field('board-zone', t('board.zone'), zone),
      field('board-enter-as', t('board.enterAs'), enterAs),
    ),
    h(
      'div',
      { class: 'field-row' },
      field('board-attach-to', t('board.attachedTo'), attachTo),
      field('cast-targets', t('board.targets'), targets),
      field('board-modes', t('board.modes'), modes),
      field('board-choices', t('board.choices'), choices),
    ),
    h('p', { class: 'muted hint', id: 'board-choices-hint' }, t('board.choicesHint')),
    h(
      'div',
      { class: 'field-row' },
      field('board-choice-key', t('board.choice'), choiceKey),
      field('board-choice-value', t('board.choiceValue'), choiceValue),
      choiceValues,
      h('button', { type: 'button', id: 'board-choice-add', onclick: addChoice }, t('board.addChoice')),
    ),
    count,
    results,
    h(
      'fieldset',
      { class: 'object-edit' },
      h('legend', {}, t('board.object')),
      h('div', { class: 'field-row' }, field('board-object', t('board.object'), objectSelect)),
      h(
        'fieldset',
        { class: 'sub' },
        h('legend', {}, path === undefined && id !== '' ? t('board.now') : t('board.entry')),
        h(
          'div',
          { class: 'field-row' },
          field('board-controller', t('board.controller'), controller),
          h('div', { class: 'field checkbox' }, tapped, h('label', { for: 'board-tapped' }, t('board.tapped'))),
        ),
        h(
          'div',
          { class: 'field-row' },
          field('board-counter-kind', t('board.counterKind'), counterKind),
          field('board-counters', t('board.counters'), counterN),
          counterList,
        ),
        button('board-apply', t('board.update'), apply),
      ),
      h(
        'fieldset',
        { class: 'sub' },
        h('legend', {}, t('board.events')),
        h(
          'div',
          { class: 'field-row' },
          field('board-attach-target', t('board.attachTo'), attachTarget),
          button('board-attach', t('board.attach'), () => {
            if (attachTarget.value !== '')
              c.edit(() => addEvent(c.text(), { attach: { object: id, to: attachTarget.value } }), t('board.applied', { id }));
          }),
        ),
        h(
          'div',
          { class: 'field-row' },
          field('board-move-to', t('board.moveTo'), moveTo),
          button('board-move', t('board.move'), () =>
            c.edit(() => addEvent(c.text(), { move: { object: id, to: moveTo.value } }), t('board.applied', { id })),
          ),
        ),
        h(
          'div',
          { class: 'field-row' },
          field('board-status', t('board.status'), status),
          button('board-status-add', t('board.addEvent'), () =>
            c.edit(() => addEvent(c.text(), { [status.value]: id }), t('board.applied', { id })),
          ),
        ),
        h(
          'div',
          { class: 'field-row' },
          field('board-ability', t('board.ability'), ability),
          button('board-activate', t('board.activate'), activate, (o?.abilities.length ?? 0) === 0),
        ),
        h('p', { class: 'muted hint' }, t('board.activateHint')),
      ),
      button(
        'board-remove',
        t('board.remove'),
        () => {
          if (path === undefined) return;
          c.pick('');
          c.edit(() => removeAt(c.text(), path), t('board.removed', { id }));
        },
        path === undefined,
      ),
    ),
  ];
}

/** The counters of `kind` the entry at `path` is written with (so "Apply" writes the entry's count, not the total). */
function countersOnEntry(c: BoardContext, path: EntryPath, kind: string): number {
  const step = c.run?.scenario?.steps.find((s) => s.kind === 'enter' && s.loc.path.startsWith(`${path[0]}[${path[1]}]`));
  if (step?.kind !== 'enter') return 0;
  const spec = path[0] === 'battlefield' ? step.specs[0] : step.specs[typeof path[3] === 'number' ? path[3] : 0];
  return (spec as { counters?: Record<string, number> } | undefined)?.counters?.[kind] ?? 0;
}
