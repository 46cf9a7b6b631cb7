/**
 * The "Build the position" panel's object part: pick an object, change how it entered (its entry: controller,
 * tapped, counters of any kind) or, for an object no entry introduced, what happens to it now; then its events
 * (attach, move, a status change, an ability activated by its text) and its removal. Every action is a YAML edit (board.ts).
 */
import { activateAbility, addEvent, type EntryPath, editEntry, removeAt } from './board.js';
import { type BoardContext, field, type PanelInputs, select, splitIds, ZONES } from './board-form.js';
import { pathText, referencesTo, removeWithReferences } from './board-refs.js';
import { h } from './dom.js';

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

/** The object fieldset, for the object `c.object` (none picked: the controls are there, disabled). */
export function renderObjectEdit(c: BoardContext, p: PanelInputs): HTMLElement {
  const { t } = c;
  const { players, active, objects, ids, paths, onField, zoneName, targets, readChoices, readModes } = p;
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

  return h(
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
    asking === id && path !== undefined
      ? removalQuestion(c, id, path)
      : button(
          'board-remove',
          t('board.remove'),
          () => {
            if (path === undefined) return;
            // Named elsewhere (attached to, a target, an event, an expectation): ask first.
            if (referencesTo(c.text(), id, path).length > 0) {
              asking = id;
              c.pick(id);
              document.getElementById('board-remove-all')?.focus();
              return;
            }
            c.pick('');
            c.edit(() => removeAt(c.text(), path), t('board.removed', { id }));
          },
          path === undefined,
        ),
  );
}

/** The object whose removal waits for an answer: it is named elsewhere. */
let asking: string | null = null;

/** "humility is named by 2 other places: …" — remove them too, only its entry, or not at all. */
function removalQuestion(c: BoardContext, id: string, path: EntryPath): HTMLElement {
  const { t } = c;
  const refs = referencesTo(c.text(), id, path);
  const answer = (bid: string, label: string, then: () => void) =>
    h(
      'button',
      {
        type: 'button',
        id: bid,
        onclick: () => {
          asking = null;
          then();
        },
      },
      label,
    );
  return h(
    'div',
    { class: 'remove-question', role: 'group', 'aria-labelledby': 'board-remove-question' },
    h('p', { id: 'board-remove-question' }, t('board.referenced', { id, count: refs.length })),
    h('ul', {}, ...refs.map((r) => h('li', {}, h('code', {}, pathText(r))))),
    h(
      'div',
      { class: 'button-row' },
      answer('board-remove-all', t('board.removeAll'), () => {
        c.pick('');
        c.edit(() => removeWithReferences(c.text(), path, refs), t('board.removedAll', { id, count: refs.length }));
      }),
      answer('board-remove-only', t('board.removeOnly'), () => {
        c.pick('');
        c.edit(() => removeAt(c.text(), path), t('board.removed', { id }));
      }),
      answer('board-remove-cancel', t('board.cancel'), () => {
        c.pick(id);
        document.getElementById('board-remove')?.focus();
      }),
    ),
  );
}

/** The counters of `kind` the entry at `path` is written with (so "Apply" writes the entry's count, not the total). */
function countersOnEntry(c: BoardContext, path: EntryPath, kind: string): number {
  const step = c.run?.scenario?.steps.find((s) => s.kind === 'enter' && s.loc.path.startsWith(`${path[0]}[${path[1]}]`));
  if (step?.kind !== 'enter') return 0;
  const spec = path[0] === 'battlefield' ? step.specs[0] : step.specs[typeof path[3] === 'number' ? path[3] : 0];
  return (spec as { counters?: Record<string, number> } | undefined)?.counters?.[kind] ?? 0;
}
