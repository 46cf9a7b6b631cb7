/** Casting a spell: it resolves now (608.2), or waits on the stack (405); an instant's or sorcery's card then goes to its owner's graveyard (608.2n), a permanent spell enters the battlefield (608.3a). */
import type { View, WorkingObject } from '../effects/view.js';
import { printedColors } from '../model/characteristics.js';
import { recordTurn } from '../model/history.js';
import type { CardDef, Choices, PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { modesProblem, targetRefs, targetsCheck, withPlayerTargets } from './announce.js';
import { idShapeProblem, recordProblem, specPartsProblem } from './check-input.js';
import { modalInsteadHolds } from './choice-checks.js';
import { recordCrime } from './crimes.js';
import {
  cloneShared,
  done,
  fail,
  freshRecord,
  getObject,
  isCard,
  isPlayer,
  nextTimestamp,
  noCard,
  type Outcome,
  ownObjects,
} from './draft.js';
import { enterObjects } from './enter-objects.js';
import { freshView } from './fresh-view.js';
import { choicesWithPlayer, resolveSpellParts } from './resolving.js';
import { settle } from './settle.js';

/** A spell cast: its card, its id, who casts it, its targets, choices, X, modes and the ids of the tokens it creates. */
export interface CastSpec {
  /** The spell's id: a new one, or the id of the card in a hand (or a graveyard, exile, the library, the command zone) that is cast (601.2a). */
  id: string;
  /** The card; may be left out when `id` names the card being cast. */
  card?: CardDef;
  controller?: PlayerId;
  targets?: string[];
  choices?: Choices;
  x?: number;
  /** 700.2: the modes chosen for a modal spell, 1-based in printed order. */
  modes?: number[];
  /** Ids for the tokens it creates, in creation order (111.1); default: the token's name's id. */
  tokens?: string[];
  /** Cast now and left on the stack under `id`, resolved by a later `resolveTop` (608.2), instead of resolving now. */
  stack?: boolean;
}

/**
 * A spell resolves now (608.2): an instant or sorcery's effects begin, then its card goes to its owner's
 * graveyard (608.2n); a permanent spell enters the battlefield under its controller (608.3a), an Aura
 * attached to its target (608.3c). A land can't be cast (305.9). `id` may name a card in a hand (or a
 * graveyard, exile, ...) that is cast from there (601.2a).
 *
 * `known`, if given, holds some objects' characteristics as `state` evaluates them (the evaluator's, for the
 * targets): the targets are judged on those instead of a pass over the board, when the cast changed nothing
 * they could read (no card left another zone for the stack, no effect ended: the caller makes sure nothing
 * reads the turn history the cast adds to, 601.2i).
 */
export function castSpell(state: GameState, given: CastSpec, known?: ReadonlyMap<string, WorkingObject>): Outcome {
  const malformed =
    recordProblem(given, 'a cast', []) ??
    idShapeProblem(given.id, 'the spell', ['id']) ??
    specPartsProblem(given as unknown as Record<string, unknown>);
  if (malformed) return malformed;
  // 601.2a: a card in a hand (or another zone but the battlefield and the stack) is cast by its id: it moves to the stack.
  const from = getObject(state, given.id);
  const card = given.card ?? from?.card;
  if (!isCard(card)) return fail('unknown-card', noCard(given.id), ['card']);
  if (from && (from.zone === 'battlefield' || from.zone === 'stack' || from.card !== card))
    return fail('duplicate-id', `an object with id "${given.id}" already exists`, ['id']);
  // 305.1, 305.9: a land is played, never cast.
  if (card.types.includes('Land'))
    return fail('illegal-action', `${JSON.stringify(card.name)} is a land: it is played, not cast (305.1, 305.9)`, ['card']);
  const spec = withPlayerTargets(
    given.card === card ? (given as CastSpec & { card: CardDef }) : { ...given, card },
    card.abilities.flatMap((a) => (a.kind === 'spell' ? [{ text: a.text, res: a.resolve }] : [])),
  );
  // The resolution changes records only through `writable` (resolve.ts): the others stay shared.
  const s = cloneShared(state);
  if (from) s.objects = s.objects.filter((o) => o !== from);
  const you = spec.controller ?? s.activePlayer;
  if (!isPlayer(s, you)) return fail('unknown-player', `unknown player "${you}"`, ['controller']);
  const targets = targetRefs(s, spec.targets);
  if (typeof targets === 'string') return fail('unknown-object', targets, ['targets']);
  const choices = choicesWithPlayer(spec.choices, targets);
  const x = spec.x ?? choices.x;
  // A creature spell being cast ends "until a player casts a creature spell" (601.2i: once it is cast).
  if (spec.card.types.includes('Creature')) s.effects = s.effects.filter((e) => e.duration !== 'untilCreatureSpellCast');
  // Turn history: "you've cast two or more spells this turn" (601.2i).
  recordTurn(s, you, 'spellsCast');
  if (spec.card.types.includes('Instant') || spec.card.types.includes('Sorcery')) recordTurn(s, you, 'instantSorcerySpellsCast');
  // 700.13: targeting an opponent or what they control or own is a crime (a permanent's controller as the layers have it).
  // (freshView evaluates only if a permanent target is not in `known`.)
  const before = freshView(s);
  recordCrime(s, you, targets, (id) => known?.get(id)?.controller ?? before.get(id)?.controller);
  // 608.3a, 608.3c: a permanent spell becomes a permanent under its controller; an Aura, attached to its target
  // (one left on the stack does so as it resolves: stack.ts).
  if (!spec.stack && !spec.card.types.some((t) => t === 'Instant' || t === 'Sorcery')) {
    const aura = spec.card.subtypes.includes('Aura') ? spec.targets?.[0] : undefined;
    const owner = from?.owner ?? you;
    const entered = enterObjects(s, [
      {
        id: spec.id,
        card: spec.card,
        controller: you,
        owner,
        ...(spec.choices && { choices: spec.choices }),
        ...(aura !== undefined && { attachedTo: aura }),
      },
    ]);
    return entered.ok || entered.error.path?.[1] !== 'attachedTo'
      ? entered
      : { ok: false, error: { ...entered.error, path: ['targets', 0] } };
  }
  const modal = spec.card.abilities.find((a) => a.kind === 'spell' && a.resolve?.modal !== undefined);
  const what = JSON.stringify(spec.card.name);
  const modalRes = modal?.kind === 'spell' ? modal.resolve : undefined;
  const holds = modalInsteadHolds(s, modalRes, { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x });
  const bad = modesProblem(modalRes, spec.modes, targets.length, what, holds);
  if (bad) return bad;
  // 115.1b: an Aura spell targets by its enchant ability, not by its text. The position it is cast in is the
  // first ability's as it resolves (608.2b: one view, evaluated only if something reads it).
  const view: View = freshView(s);
  const spells = spec.card.abilities.flatMap((a) => (a.kind === 'spell' ? [{ text: a.text, res: a.resolve }] : []));
  // Casting took no object away and ended no effect: the characteristics are `state`'s.
  const same = known !== undefined && from === undefined && s.effects.length === state.effects.length;
  const judged: View = same ? { state: s, get: (id) => known.get(id) ?? view.get(id) } : view;
  const judge = {
    view: () => judged,
    ctx: { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x },
    by: { you, colors: printedColors(spec.card) },
  };
  const miscount = spec.card.subtypes.includes('Aura') ? null : targetsCheck(spells, spec.modes, targets, spec.targets ?? [], what, judge);
  if (miscount) return miscount;
  if (spec.stack) {
    // 601.2: cast now, resolved by a later `resolve` (608.2): the card waits on the stack, its targets chosen.
    const t = nextTimestamp(s);
    ownObjects(s).push(
      freshRecord({
        id: spec.id,
        incarnation: 0,
        card: spec.card,
        token: false,
        zone: 'stack',
        owner: you,
        baseController: you,
        timestamp: t,
        choices,
      }),
    );
    s.stack = [
      ...(s.stack ?? []),
      { kind: 'spell', id: spec.id, spec: { ...spec, controller: you }, targets, choices, ...(x !== undefined ? { x } : {}) },
    ];
    return done(settle(s));
  }
  const err = resolveSpellParts(s, spec, you, choices, targets, x, view);
  if (err) return err;
  const t = nextTimestamp(s);
  ownObjects(s).push(
    freshRecord({
      id: spec.id,
      incarnation: 0,
      card: spec.card,
      token: false,
      zone: 'graveyard',
      owner: you,
      baseController: you,
      timestamp: t,
      choices,
    }),
  );
  return done(settle(s));
}
