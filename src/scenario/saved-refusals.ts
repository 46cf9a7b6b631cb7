/**
 * What the scenario format can't express, found before a state is written (to-scenario.ts):
 * each function gives the reason, naming the rule, or null. A refused state is never written
 * wrong.
 */

import { copiableValues } from '../core/actions/copy.js';
import { faceUp } from '../core/model/characteristics.js';
import { KEYWORD_COUNTERS } from '../core/model/keywords.js';
import type { GameObject } from '../core/model/objects.js';
import type { GameState } from '../core/model/state.js';
import { sameData } from './saved-replay.js';

/**
 * 614.12: the choices the "as enters" abilities of the face it shows ask for and it doesn't have — a
 * permanent turned face up (708.8) or transformed never entered with that face, but its entry would
 * enter with it and must make them (the printed face: under Humility the entry might not have to).
 */
function unmadeChoices(o: GameObject): string[] {
  if (o.zone !== 'battlefield' || o.faceDown) return [];
  return faceUp(o)
    .abilities.flatMap((a) => (a.kind === 'replacement' ? (a.asEnters?.choose ?? []) : []))
    .filter((k) => o.choices[k] === undefined);
}

/** The reason an object can't be written as an entry, or null. */
export function unsaveable(state: GameState, o: GameObject): string | null {
  if (o.merged !== undefined) return `"${o.id}" is a merged permanent (730): its components can't be written as one entry`;
  if (o.phasedOutIndirectly) return `"${o.id}" phased out indirectly (702.26g): an entry can only be phased out directly`;
  if (o.blocks !== undefined && o.blocks.length > 0)
    return `"${o.id}" blocks ${o.blocks.map((b) => `"${b}"`).join(', ')} (509.1a): an entry's \`blocking\` can't say whom it blocks`;
  // 702.95a, 708.2a: an entry's `pairedWith` pairs creature cards or face-down permanents; a pair that is
  // a creature only by an effect (an enchantment under Opalescence) stays paired (702.95e) but can't be written.
  if (o.paired !== undefined && !o.faceDown && !o.card.types.includes('Creature'))
    return `"${o.id}" is paired (702.95) but is not a creature card: an entry's \`pairedWith\` pairs creature cards (or face-down permanents)`;
  const unchosen = unmadeChoices(o);
  if (unchosen.length > 0)
    return `"${o.id}" has no ${unchosen.map((k) => `choices.${k}`).join(' or ')} for its "as enters" ability (it was turned face up or transformed on the battlefield, so it never entered this way: 708.8, 614.12); an entry entering this way must give it`;
  if (o.attacking && o.attacks !== soleDefender(state))
    return `"${o.id}" attacks ${o.attacks === undefined ? 'no known defender' : `"${o.attacks}"`} (506.2): the saved \`attack\` event attacks the only opponent of a two-player game`;
  return null;
}

/** 508.1b: whom an `attack` event without `defending` makes its attackers attack (combat.ts soleDefender). */
function soleDefender(state: GameState): string | undefined {
  const opponents = state.players.filter((p) => p.id !== state.activePlayer);
  return opponents.length === 1 ? opponents[0]?.id : undefined;
}

/** Why a continuous effect of the state can't be written, or null (a copy effect an entry recreates). */
export function effectProblem(state: GameState, e: GameState['effects'][number]): string | null {
  const bound = e.kind === 'copy' && e.bound === true && e.source !== null;
  const source = bound ? state.objects.find((o) => o.id === e.source?.id) : undefined;
  // 614.1c, 707.2: "enter as a copy" is recreated by the entry's `choices.copyOf`.
  const model = source?.choices.copyOf;
  if (source !== undefined && source.incarnation === e.source?.incarnation && model !== undefined) {
    // An entry's `choices.copyOf` names a permanent on the battlefield, phased in (707.2, 614.12, 702.26b); a model
    // that has left since is another object (400.7), one phased out since can't be named.
    const now = state.objects.find((o) => o.id === model);
    if (now === undefined || now.zone !== 'battlefield' || now.phasedOut)
      return `"${source.id}" copies "${model}", which ${now === undefined || now.zone !== 'battlefield' ? 'has left the battlefield (400.7)' : 'has phased out (702.26b)'} since: an entry's \`choices.copyOf\` names a permanent on the battlefield`;
    if (e.model !== undefined && e.model.incarnation !== now.incarnation)
      return `"${source.id}" copies "${model}" as it was before it left the battlefield and came back (400.7: "${model}" is a new object now): an entry's \`choices.copyOf\` would name the new one`;
    // The copiable values are those of the model as it entered (707.2); an entry copies it as it is now.
    if (e.copyValues === undefined || sameData(e.copyValues, copiableValues(state, model))) return null;
    return `"${source.id}" copies "${model}" as it was when "${source.id}" entered (707.2), not as it is now: an entry's \`choices.copyOf\` would copy it as it is now`;
  }
  return `the continuous effect "${e.text}" (${e.id}, from a resolved spell or ability, 611.2) is not an object: the format has no way to write it as it is`;
}

/**
 * 613.7g, 614.1c: a permanent that entered as a copy and was transformed since: its entry can't be written
 * transformed (the back face has no "enter as a copy" ability), nor front face up with a `transform` event,
 * which would give it a timestamp after every entry's. Null when there is none.
 */
export function transformedCopy(state: GameState): string | null {
  const o = state.objects.find(
    (x) => x.transformed && state.effects.some((e) => e.kind === 'copy' && e.bound === true && e.source?.id === x.id),
  );
  return o === undefined
    ? null
    : `"${o.id}" entered as a copy and was transformed later (613.7g: a new timestamp); an entry can't be both, and a \`transform\` event would come after every entry`;
}

/**
 * 122.1b, 613.7: a keyword counter older than its object's timestamp (the object got a new one since, turned face up,
 * 613.7f) keeps its own; an entry gives its counters the entry's timestamp, so the order of effects may change.
 */
export function earlierCounter(state: GameState): string | null {
  for (const o of state.objects)
    for (const [kind, stack] of Object.entries(o.counters))
      if (o.zone === 'battlefield' && stack.count > 0 && KEYWORD_COUNTERS.includes(kind) && stack.timestamp < o.timestamp)
        return `the ${kind} counter on "${o.id}" is older than "${o.id}"'s timestamp (it was put on before it was turned face up or transformed, 613.7f-g): an entry's counters have the entry's timestamp, and this position replays differently with it`;
  return null;
}
