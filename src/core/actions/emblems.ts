/**
 * Emblems (114) and the monstrous designation a resolving ability gives (701.37): the one-shot
 * parts of a resolution that make an object in the command zone or mark a permanent.
 */

import type { AbilityDef, EmblemDef } from '../effects/language/abilities.js';
import type { Value } from '../effects/language/filters-and-values.js';
import { evalValue } from '../effects/query.js';
import { type EffectContext, playersOf, type View } from '../effects/view.js';
import type { CardDef, GameObject, ObjectRef } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { addCounters } from './counters.js';
import { nextTimestamp, refOf, writable } from './draft.js';
import { enterOne } from './enter.js';
import { defaultObjectId } from './tokens.js';

/**
 * 114.2, 114.4: the card an emblem is made of — no characteristics but its abilities, and its static
 * abilities function in the command zone. `label` names it in the position (its default id), not in the game.
 */
export function emblemCard(abilities: readonly AbilityDef[], label = 'Emblem'): CardDef {
  return {
    name: label,
    manaCost: null,
    types: [],
    subtypes: [],
    supertypes: [],
    power: null,
    toughness: null,
    loyalty: null,
    defense: null,
    abilities: abilities.map((a) => (a.kind === 'static' && a.zones === undefined && !a.cda ? { ...a, zones: ['command'] } : a)),
  };
}

/** 114.1: the default id of the emblem an ability of the object `sourceId` creates: `<source id>-emblem`, then `-2`, … */
export function emblemId(sourceId: string | undefined, taken: (id: string) => boolean): string {
  return defaultObjectId(sourceId === undefined ? 'emblem' : `${sourceId} emblem`, taken);
}

/**
 * 114.1: each emblem is created in the command zone of each player it names, owned and controlled by that player
 * (114.2), with the next timestamp; its id is the source's id followed by "emblem" (`kaito-bane-of-nightmares-emblem`).
 */
export function createEmblems(
  state: GameState,
  view: View,
  ctx: EffectContext,
  defs: readonly EmblemDef[],
  source: { id: string | undefined; name: string | null },
): ObjectRef[] {
  const out: ObjectRef[] = [];
  const label = source.name === null || source.name === '' ? 'Emblem' : `${source.name} emblem`;
  for (const def of defs) {
    for (const player of playersOf(view, ctx, def.player ?? 'you')) {
      const id = emblemId(source.id, (x) => state.objects.some((o) => o.id === x));
      const card = emblemCard(def.abilities, label);
      const obj = enterOne(state, { id, card, zone: 'command', controller: player, owner: player, emblem: true }, nextTimestamp(state));
      out.push(refOf(obj));
    }
  }
  return out;
}

/** 701.37a: if the permanent isn't monstrous, put N +1/+1 counters on it and it becomes monstrous (701.37b). */
export function monstrosity(state: GameState, view: View, ctx: EffectContext, source: GameObject | undefined, amount: Value): void {
  if (source === undefined || source.zone !== 'battlefield' || source.monstrous) return;
  const o = writable(state, source);
  addCounters(state, o, '+1/+1', evalValue(view, ctx, amount));
  o.monstrous = true;
}
