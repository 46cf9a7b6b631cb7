/**
 * The stack (405, 608): a spell cast or an ability activated or triggered with `stack` waits here,
 * its targets chosen and its controller fixed (601.2c, 602.2b, 603.3d); `resolveTop` resolves the
 * top object later. 608.2b: as it resolves, a target that is no longer legal (it left its zone and is
 * a new object, 400.7, or no longer fits its phrase or its abilities forbid it) is not affected; if
 * every target is illegal, it doesn't resolve (a spell goes to its owner's graveyard).
 */
import type { EffectContext, TargetRef } from '../effects/view.js';
import { printedColors } from '../model/characteristics.js';
import type { AbilityOnStack, GameState, SpellOnStack, StackItem } from '../model/state.js';
import { cloneShared, done, fail, getObject, type Outcome, writable } from './draft.js';
import { enterObjects } from './enter-objects.js';
import { freshView } from './fresh-view.js';
import { resolveAbilityParts, resolveSpellParts } from './resolving.js';
import { settle } from './settle.js';
import { targetProblem } from './target-legality.js';
import { targetsMisfit, wordsOf } from './target-words.js';
import { changeZone } from './zones.js';

/** A target ref that names no object: an illegal target is not affected by the resolution (608.2b). */
const nobody = (t: { id: string }): TargetRef => ({ id: t.id, incarnation: -1 });

/** The object targets that are illegal now (608.2b), by their place in the list of targets. */
function illegalTargets(s: GameState, item: StackItem): Set<number> {
  const out = new Set<number>();
  item.targets.forEach((t, i) => {
    if (!('id' in t)) return;
    const o = getObject(s, t.id);
    // 400.7: it left the zone it was in when targeted: it is a new object, not the one targeted.
    if (!o || o.incarnation !== t.incarnation) out.add(i);
  });
  // Still there: judged again by its phrase and by its abilities now (115.1, 702.11b, 702.16b, 702.18a).
  const texts =
    item.kind === 'spell'
      ? item.spec.card.abilities.flatMap((a) =>
          a.kind === 'spell' && !item.spec.card.subtypes.includes('Aura') ? [{ text: a.text, res: a.resolve }] : [],
        )
      : [{ text: item.text, res: item.resolve }];
  const ids = item.targets.map((t) => ('id' in t ? t.id : t.player));
  const view = freshView(s);
  const ctx: EffectContext = { source: sourceOf(item), you: controllerOf(item), choices: item.choices, targets: item.targets, x: item.x };
  const by = {
    you: controllerOf(item),
    colors: item.kind === 'spell' ? printedColors(item.spec.card) : (view.get(item.source.id)?.colors ?? []),
  };
  for (const { text, res } of texts) {
    const words = wordsOf(text, res, item.kind === 'spell' ? item.spec.modes : item.modes, item.x);
    if (words === null) continue;
    targetsMisfit(words, ids, JSON.stringify(text), (i, phrase) => {
      const t = item.targets[i];
      if (t && !out.has(i) && targetProblem(view, ctx, t, phrase, by, text)) out.add(i);
      return null;
    });
  }
  return out;
}

const sourceOf = (item: StackItem) => (item.kind === 'spell' ? { id: item.id, incarnation: -1 } : item.source);
const controllerOf = (item: StackItem) => (item.kind === 'spell' ? (item.spec.controller as string) : item.controller);

/** Resolves the top of the stack (608.2); `id`, if given, must name it (405.5: only the top object resolves). */
export function resolveTop(state: GameState, id?: string): Outcome {
  const stack = state.stack ?? [];
  const top = stack[stack.length - 1];
  if (!top) return fail('illegal-action', 'the stack is empty: nothing to resolve (405)');
  if (id !== undefined && top.id !== id) {
    const named = stack.some((x) => x.id === id);
    return fail(
      'illegal-action',
      named
        ? `"${id}" is not on top of the stack: "${top.id}" is, and only the top object resolves (405.5, 608.1)`
        : `nothing named "${id}" is on the stack (on top: "${top.id}")`,
    );
  }
  const s = cloneShared(state);
  s.stack = stack.slice(0, -1);
  const illegal = illegalTargets(s, top);
  const all = top.targets.length > 0 && top.targets.every((_, i) => illegal.has(i));
  const targets = top.targets.map((t, i) => (illegal.has(i) && 'id' in t ? nobody(t) : t));
  // 608.3a, 608.3c: a permanent spell that resolves becomes a permanent under its controller (an Aura attached
  // to its target); one whose every target is illegal doesn't resolve and goes to the graveyard (608.3b).
  if (top.kind === 'spell' && !all && !top.spec.card.types.some((t) => t === 'Instant' || t === 'Sorcery'))
    return permanentResolves(s, top, targets);
  if (!all) {
    const err = top.kind === 'spell' ? resolveSpell(s, top, targets) : resolveAbilityParts(s, { ...top, targets } as AbilityOnStack);
    if (err) return err;
  }
  // 608.2n: an instant or sorcery spell goes to its owner's graveyard, as one that doesn't resolve does (608.2b).
  if (top.kind === 'spell') {
    const card = getObject(s, top.id);
    if (card && card.zone === 'stack') changeZone(s, writable(s, card), 'graveyard');
  }
  return done(settle(s));
}

function resolveSpell(s: GameState, top: SpellOnStack, targets: TargetRef[]): Outcome | null {
  return resolveSpellParts(s, top.spec, controllerOf(top), top.choices, targets, top.x);
}

/** 608.3a, 608.3c: the spell's card leaves the stack and enters the battlefield as a new permanent (400.7). */
function permanentResolves(s: GameState, top: SpellOnStack, targets: TargetRef[]): Outcome {
  const card = getObject(s, top.id);
  const controller = controllerOf(top);
  s.objects = s.objects.filter((o) => o.id !== top.id);
  const target = targets[0];
  const aura = top.spec.card.subtypes.includes('Aura') && target !== undefined && 'id' in target ? target.id : undefined;
  return enterObjects(s, [
    {
      id: top.id,
      card: top.spec.card,
      controller,
      owner: card?.owner ?? controller,
      choices: top.choices,
      ...(aura !== undefined && { attachedTo: aura }),
    },
  ]);
}
