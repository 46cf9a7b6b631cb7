/**
 * The "Build the position" panel: find a card and add it (to any zone, face down,
 * transformed or back face up, attached to an object, with its choices) or cast it; then the
 * object part (board-object-view.ts): pick an object and change how it entered (controller, tapped,
 * counters of any kind), attach it, move it, activate one of its abilities or remove it.
 * Every action is a YAML edit (board.ts).
 */
import { allCards } from '../../src/catalog/index.js';
import { CREATURE_TYPES } from '../../src/core/index.js';
import { BASIC_LAND_TYPES, LAND_TYPES } from '../../src/core/model/subtypes.js';
import { addToBattlefield, castSpell, type EntryOptions, type EntryPath, enterEvent, entryPaths, parseChoices } from './board.js';
import { type BoardContext, field, select, splitIds, ZONES } from './board-form.js';
import { renderObjectEdit } from './board-object-view.js';
import { h } from './dom.js';

const SHOWN = 12;
const CHOICE_KEYS = ['color', 'creatureType', 'cardType', 'landType', 'basicLandType', 'player', 'copyOf', 'x', 'from', 'to'];
const COLORS = ['white', 'blue', 'black', 'red', 'green'];
const CARD_TYPES = ['Artifact', 'Battle', 'Creature', 'Enchantment', 'Instant', 'Kindred', 'Land', 'Planeswalker', 'Sorcery'];

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
  // Targets picked instead of typed: pick an object or player, then Add (arrowing through the list adds nothing).
  const targetPick = select('cast-target-pick', [
    ...ids.map((i) => [i, i] as [string, string]),
    ...players.map((p) => [p, p] as [string, string]),
  ]);
  const addTarget = () => {
    const picked = targetPick.value;
    const now = splitIds(targets.value);
    if (picked !== '' && !now.includes(picked)) targets.value = [...now, picked].join(', ');
    c.announce(t('board.targetAdded', { id: picked, targets: targets.value }));
  };
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
      field('cast-target-pick', t('board.pickTarget'), targetPick),
      h('button', { type: 'button', id: 'cast-target-add', onclick: addTarget }, t('board.addTarget')),
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
    renderObjectEdit(c, { players, active, objects, ids, paths, onField, zoneName, targets, readChoices, readModes }),
  ];
}
