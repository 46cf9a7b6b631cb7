/** What a resolution is given: its text, its source, its context, its modes and token ids; and the source its effects record. */

import type { AbilityDef } from '../effects/language/abilities.js';
import type { EffectContext, View } from '../effects/view.js';
import type { GameObject, ObjectRef } from '../model/objects.js';
import type { FloatingEffect } from '../model/state.js';
import { refOf } from './draft.js';
import type { TokenIds } from './tokens.js';

export interface ResolveInput {
  text: string;
  source: GameObject | null;
  /** For a spell: the spell on the stack, which no longer exists once it has resolved. */
  sourceRef?: ObjectRef;
  sourceName: string | null;
  ctx: EffectContext;
  ability: AbilityDef;
  /** 700.2: the modes chosen, 1-based in printed order (checked by the caller with checkModes). */
  modes?: readonly number[];
  /**
   * Ids for the tokens it creates, in creation order (111.1), and how many are used so far
   * (shared by every part of one spell); others get their name's default id.
   */
  tokens?: TokenIds;
  /** The position as it resolves, when the caller already has it (freshView of this state, not changed since). */
  view?: View;
}

/** The source a created effect records: the object (or the spell on the stack) and its name. */
export function sourceOf(input: ResolveInput): FloatingEffect['source'] {
  const ref = input.source ? refOf(input.source) : input.sourceRef;
  return ref ? { ...ref, name: input.sourceName } : null;
}
