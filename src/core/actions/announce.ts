/**
 * What casting a spell and activating an ability share as they are announced (601.2b-c, 602.2b): the targets
 * given read as objects and players, the modes and targets checked.
 */
import type { Resolution } from '../effects/language/abilities.js';
import type { EffectContext, TargetRef, View } from '../effects/view.js';
import type { Choices } from '../model/objects.js';
import { type GameState, noObjectMessage } from '../model/state.js';
import { fail, getObject, isPlayer, type Outcome, refOf } from './draft.js';
import { checkModes, targetsProblem } from './modes.js';
import { type Chooser, targetProblem } from './target-legality.js';
import { playerAsTarget, targetsMisfit, type Worded, wordsOf } from './target-words.js';

export function targetRefs(s: GameState, ids: readonly string[] | undefined): TargetRef[] | string {
  const out: TargetRef[] = [];
  for (const id of ids ?? []) {
    const o = getObject(s, id);
    if (o) out.push(refOf(o));
    else if (isPlayer(s, id)) out.push({ player: id });
    else return s.ceasedTokens?.includes(id) ? noObjectMessage(s, id) : `no object or player named "${id}"`;
  }
  return out;
}

/** 700.2: the modes fit the ability, and the targets given are no more than the chosen modes take (700.2c). */
export function modesProblem(
  res: Resolution | undefined,
  modes: number[] | undefined,
  targets: number,
  what: string,
  insteadHolds?: boolean,
): Outcome | null {
  const p = checkModes(res?.modal, modes, what, insteadHolds);
  if (p) return fail('bad-choice', p.message, p.at);
  const t = res?.modal && modes ? targetsProblem(res.modal, modes, targets, what) : null;
  return t ? fail('bad-choice', t.message, t.at) : null;
}

/**
 * 601.2c, 115.1, 115.3: the targets given fit the "target" words of the texts (target-words.ts; for a modal one,
 * its own and the chosen modes', 700.2c) and each is legal for its word as it is cast (target-legality.ts, on
 * `view`). Null when they fit, or when a number can't be told.
 */
export function targetsCheck(
  texts: readonly { text: string; res: Resolution | undefined }[],
  modes: number[] | undefined,
  targets: readonly TargetRef[],
  ids: readonly string[],
  what: string,
  judge: { view: () => View; ctx: EffectContext; by: Chooser },
): Outcome | null {
  const words: Worded[] = [];
  for (const t of texts) {
    const w = wordsOf(t.text, t.res, modes, judge.ctx.x);
    if (w === null) return null;
    words.push(...w);
  }
  const p = targetsMisfit(words, ids, what, (i, phrase) => {
    const t = targets[i];
    return t ? targetProblem(judge.view(), judge.ctx, t, phrase, judge.by, what) : null;
  });
  return p && fail('bad-choice', p.message, p.at < 0 ? ['targets'] : ['targets', p.at]);
}

/** "Target player" given as `choices.player` (format v1): the player in the place of its target (target-words.ts). */
export function withPlayerTargets<T extends { targets?: string[]; choices?: Choices; modes?: number[]; x?: number }>(
  spec: T,
  texts: readonly { text: string; res: Resolution | undefined }[],
): T {
  const player = spec.choices?.player;
  if (player === undefined || texts.length === 0) return spec;
  const words: Worded[] = [];
  for (const t of texts) {
    const w = wordsOf(t.text, t.res, spec.modes, spec.x ?? spec.choices?.x);
    if (w === null) return spec;
    words.push(...w);
  }
  const targets = playerAsTarget(words, spec.targets ?? [], player);
  return targets.length === (spec.targets?.length ?? 0) ? spec : { ...spec, targets };
}
