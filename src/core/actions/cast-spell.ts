/** Casting a spell: it resolves now (608.2), then its card goes to its owner's graveyard (608.2n). */

import type { View } from '../effects/view.js';
import { printedColors } from '../model/characteristics.js';
import { recordTurn } from '../model/history.js';
import type { CardDef, Choices, PlayerId } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { choicesWithPlayer, modesProblem, targetRefs, targetsCheck } from './announce.js';
import {
  chosenObjectProblem,
  chosenObjectsProblem,
  keywordChoiceProblem,
  modalInsteadHolds,
  performedProblem,
  referentProblem,
  unusedTokenIds,
} from './choice-checks.js';
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
import { freshView } from './fresh-view.js';
import { resolve } from './resolve.js';
import { settle } from './settle.js';

/** A spell cast: its card, its id, who casts it, its targets, choices, X, modes and the ids of the tokens it creates. */
export interface CastSpec {
  id: string;
  card: CardDef;
  controller?: PlayerId;
  targets?: string[];
  choices?: Choices;
  x?: number;
  /** 700.2: the modes chosen for a modal spell, 1-based in printed order. */
  modes?: number[];
  /** Ids for the tokens it creates, in creation order (111.1); default: the token's name's id. */
  tokens?: string[];
}

/** A spell resolves now (608.2); then its card goes to its owner's graveyard (608.2n). */
export function castSpell(state: GameState, spec: CastSpec): Outcome {
  if (!isCard(spec.card)) return fail('unknown-card', noCard(spec.id), ['card']);
  if (getObject(state, spec.id)) return fail('duplicate-id', `an object with id "${spec.id}" already exists`, ['id']);
  // The resolution changes records only through `writable` (resolve.ts): the others stay shared.
  const s = cloneShared(state);
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
  const modal = spec.card.abilities.find((a) => a.kind === 'spell' && a.resolve?.modal !== undefined);
  const what = JSON.stringify(spec.card.name);
  const modalRes = modal?.kind === 'spell' ? modal.resolve : undefined;
  const holds = modalInsteadHolds(s, modalRes, { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x });
  const bad = modesProblem(modalRes, spec.modes, targets.length, what, holds);
  if (bad) return bad;
  // 115.1b: an Aura spell targets by its enchant ability, not by its text. The position it is cast in is the
  // first ability's as it resolves (608.2b: one view, evaluated only if something reads it).
  let view: View | undefined = freshView(s);
  const spells = spec.card.abilities.flatMap((a) => (a.kind === 'spell' ? [{ text: a.text, res: a.resolve }] : []));
  const judge = {
    view: () => view ?? freshView(s),
    ctx: { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x },
    by: { you, colors: printedColors(spec.card) },
  };
  const miscount = spec.card.subtypes.includes('Aura') ? null : targetsCheck(spells, spec.modes, targets, spec.targets ?? [], what, judge);
  if (miscount) return miscount;
  const tokens = { given: spec.tokens ?? [], used: 0 };
  for (const a of spec.card.abilities) {
    if (a.kind !== 'spell' || !a.resolve) continue;
    // The spell on the stack is the source; it stops being that object once it resolves (400.7).
    const ctx = { source: { id: spec.id, incarnation: -1 }, you, choices, targets, x };
    const referent = referentProblem(s, a.resolve, ctx, a.text);
    if (referent) return fail('bad-choice', referent, ['choices', 'object']);
    const referents = chosenObjectsProblem(s, a.resolve, a.text, ctx);
    if (referents) return fail('bad-choice', referents, ['choices', 'objects']);
    const chosen = chosenObjectProblem(s, a.resolve, ctx, a.text);
    if (chosen) return fail('bad-choice', chosen, ['choices', 'copyOf']);
    const keyword = keywordChoiceProblem(a.resolve, ctx, a.text);
    if (keyword) return fail('bad-choice', keyword, ['choices', 'keyword']);
    const performed = performedProblem(a.resolve, ctx, a.text);
    if (performed) return fail('bad-choice', performed[0], ['choices', performed[1]]);
    const modes = a.resolve.modal ? spec.modes : undefined;
    const input = {
      text: a.text,
      source: null,
      sourceRef: ctx.source,
      sourceName: spec.card.name,
      ctx,
      ability: a,
      tokens,
      ...(view && { view }),
    };
    view = undefined;
    const err = resolve(s, a.resolve, modes ? { ...input, modes } : input);
    if (err) return fail('bad-choice', err);
  }
  const unused = unusedTokenIds(tokens, spec.card.name);
  if (unused) return fail('bad-choice', unused, ['tokens']);
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
