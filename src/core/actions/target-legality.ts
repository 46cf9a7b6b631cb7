/**
 * 601.2c, 115.1: whether an object or player may be chosen for one "target" word, judged on the
 * characteristics as it is cast or activated: the phrase's filter, where the card data carries it
 * (`Resolution.targetPhrases`), 115.2 (a permanent unless the phrase names another zone), and what the
 * target's own abilities forbid — shroud (702.18a), hexproof against an opponent's spell or ability
 * (702.11b), protection from a colour the spell or source has, or from everything (702.16b).
 */

import type { TargetPhrase } from '../effects/language/abilities.js';
import { matchFilter } from '../effects/query.js';
import type { EffectContext, TargetRef, View } from '../effects/view.js';
import type { GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import type { Color } from '../model/terms.js';
import { mayHaveAbility } from './ability-scan.js';

/** Who is choosing, and the colours of the spell or of the ability's source (702.16b). */
export interface Chooser {
  you: string;
  colors: readonly Color[];
}

/**
 * Why `t` can't be chosen for that word (null when it can), naming the phrase; `phrase` null: the data doesn't
 * have it, and only what the target's own abilities and 702.26b forbid is checked.
 */
export function targetProblem(
  view: View,
  ctx: EffectContext,
  t: TargetRef,
  phrase: TargetPhrase | null,
  by: Chooser,
  what: string,
): string | null {
  const fit = phrase && `doesn't fit "${phrase.text}" of ${what} as it is cast (601.2c, 115.1)`;
  if (!('id' in t)) return fit && `"${t.player}" is a player: it ${fit}`;
  const o = view.state.objects.find((x) => x.id === t.id && x.incarnation === t.incarnation);
  const can = (why: string) => `"${t.id}" ${why}, so it can't be a target of ${what}`;
  if (o?.phasedOut) return can('is phased out (702.26b)');
  // 115.2: a permanent, unless the phrase names another zone.
  const f = phrase?.filter;
  if (f && (!o || !(o.zone === 'battlefield' || JSON.stringify(f).includes('"zone"')) || !matchFilter(view, ctx, o, f)))
    return `"${t.id}" ${fit}`;
  // The board is evaluated only if a permanent may have such an ability (the evaluator's cast stays cheap).
  const w = o?.zone === 'battlefield' && mayForbid(view.state, o) ? view.get(t.id) : undefined;
  if (!w) return null;
  for (const a of w.abilities) {
    if (a.def.kind !== 'keyword') continue;
    const k = a.def.text.toLowerCase();
    if (k === 'shroud') return can('has shroud (702.18a)');
    if (k === 'hexproof' && w.controller !== by.you) return can(`has hexproof and is ${w.controller}'s (702.11b)`);
    const from = k.startsWith('protection from ') ? k.slice(16) : undefined;
    if (from === 'everything' || by.colors.some((c) => from === c)) return can(`has ${k} (702.16b)`);
  }
  return null;
}

const FORBIDS = /^(shroud|hexproof|protection from )/i;

/** Could the target have shroud, hexproof or protection (printed on any object, granted, copied, or its keyword counter, 122.1b)? */
function mayForbid(state: GameState, o: GameObject): boolean {
  return (
    mayHaveAbility(state, 'forbidsTargets', (a) => a.kind === 'keyword' && FORBIDS.test(a.text)) ||
    Object.keys(o.counters).some((k) => FORBIDS.test(k))
  );
}
