/**
 * A spell's or an ability's parts resolving (608.2c), with its targets, choices and controller fixed as it was
 * cast, activated or put on the stack: now (actions.ts) or later from the stack (stack.ts).
 */
import type { TargetRef, View } from '../effects/view.js';
import type { Choices, PlayerId } from '../model/objects.js';
import type { AbilityOnStack, GameState, SpellOnStack } from '../model/state.js';
import {
  chosenObjectProblem,
  chosenObjectsProblem,
  keywordChoiceProblem,
  performedProblem,
  referentProblem,
  unusedTokenIds,
} from './choice-checks.js';
import { fail, getObject, nextTimestamp, type Outcome, writable } from './draft.js';
import { resolve } from './resolve.js';

export function choicesWithPlayer(choices: Choices | undefined, targets: TargetRef[]): Choices {
  const player = targets.find((t): t is { player: string } => 'player' in t);
  return { ...(player ? { player: player.player } : {}), ...(choices ?? {}) };
}

/** 608.2c: a spell's parts resolve in order (its targets fixed as it was cast); null when it resolved. */
export function resolveSpellParts(
  s: GameState,
  spec: SpellOnStack['spec'],
  you: PlayerId,
  choices: Choices,
  targets: TargetRef[],
  x: number | undefined,
  given?: View,
): Outcome | null {
  let view = given;
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
  return null;
}

/** An activated or triggered ability resolves (608.2): its text's parts, with the context fixed as it was put on the stack. */
export function resolveAbilityParts(s: GameState, item: AbilityOnStack): Outcome | null {
  const res = item.resolve;
  const def = item.ability;
  const found = getObject(s, item.source.id);
  // 113.7a: the ability exists apart from its source; once that left, it is no longer that object (400.7).
  let o = found && found.incarnation === item.source.incarnation ? found : null;
  const choices = choicesWithPlayer({ ...(o?.choices ?? {}), ...item.choices }, item.targets);
  const ctx = { source: item.source, you: item.controller, choices, targets: item.targets, x: item.x ?? choices.x };
  const referent = referentProblem(s, res, ctx, def.text);
  if (referent) return fail('bad-choice', referent, ['choices', 'object']);
  const referents = chosenObjectsProblem(s, res, def.text, ctx);
  if (referents) return fail('bad-choice', referents, ['choices', 'objects']);
  const chosen = chosenObjectProblem(s, res, ctx, def.text);
  if (chosen) return fail('bad-choice', chosen, ['choices', 'copyOf']);
  const keyword = keywordChoiceProblem(res, ctx, def.text);
  if (keyword) return fail('bad-choice', keyword, ['choices', 'keyword']);
  const performed = performedProblem(res, ctx, def.text);
  if (performed) return fail('bad-choice', performed[0], ['choices', performed[1]]);
  const tokens = { given: item.tokens ?? [], used: 0 };
  const input = { text: def.text, source: o, sourceRef: item.source, sourceName: item.sourceName, ctx, ability: def, tokens };
  const err = resolve(s, res, item.modes ? { ...input, modes: item.modes } : input);
  if (err) return fail('bad-choice', err);
  const unused = unusedTokenIds(tokens, def.text);
  if (unused) return fail('bad-choice', unused, ['tokens']);
  if (res.transformSelf && o?.card.backFace) {
    o = writable(s, o);
    o.transformed = !o.transformed;
    o.timestamp = nextTimestamp(s);
  }
  return null;
}
