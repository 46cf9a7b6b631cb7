/**
 * Day and night (731) with daybound and nightbound (702.145): the game becomes day or night by an
 * event or by the untap step's check (731.2, `endTurn`); a permanent with daybound makes it day when
 * it's neither (702.145d), one with nightbound makes it night when there is no daybound permanent
 * (702.145g); as it is night, front-face-up daybound permanents transform, and as it is day,
 * back-face-up nightbound permanents transform back (702.145c, 702.145f): immediately, not as a
 * state-based action, each with a new timestamp (613.7g).
 */
import type { AbilityDef } from '../effects/language/abilities.js';
import type { DayNight } from '../effects/language/condition.js';
import type { CardDef, GameObject } from '../model/objects.js';
import type { GameState } from '../model/state.js';
import { evaluateFull } from '../pass/evaluate.js';
import { mayHaveAbility } from './ability-scan.js';
import { cloneShared, done, nextTimestamp, type Outcome } from './draft.js';

type Bound = 'daybound' | 'nightbound';

const isBound = (a: AbilityDef): boolean => a.kind === 'keyword' && (a.keyword === 'daybound' || a.keyword === 'nightbound');

/** 702.145b: "If it is night and this permanent is represented by a double-faced card, it enters transformed." */
export function entersTransformedAtNight(state: GameState, card: CardDef): boolean {
  return (
    state.dayNight === 'night' &&
    card.backFace !== undefined &&
    card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'daybound')
  );
}

/** 702.145b, 702.145e: the daybound or nightbound ability the permanent has now, if any (it can't transform otherwise). */
export function boundKeyword(state: GameState, o: GameObject): Bound | undefined {
  const printed = [...o.card.abilities, ...(o.card.backFace?.abilities ?? [])];
  if (!printed.some(isBound) || o.zone !== 'battlefield') return undefined;
  const w = evaluateFull(state, { trace: false, until: '6' }).working.get(o.id);
  const a = w?.abilities.find((x) => isBound(x.def))?.def;
  return a?.kind === 'keyword' ? (a.keyword as Bound) : undefined;
}

/** 731.1: "it becomes day" / "it becomes night" (an effect's or the scenario's event). */
export function becomeDayOrNight(state: GameState, which: DayNight): Outcome {
  const s = cloneShared(state);
  s.dayNight = which;
  return done(settleDayNight(s));
}

/**
 * The checks of 702.145c-g on a draft state (settle.ts calls this after every action). Reads the
 * permanents' abilities as they are (a permanent that lost daybound doesn't transform).
 */
export function settleDayNight(state: GameState): GameState {
  if (!mayHaveAbility(state, 'dayNightBound', isBound)) return state;
  const working = evaluateFull(state, { trace: false, until: '6' }).working;
  const has = (o: GameObject, k: Bound) =>
    o.zone === 'battlefield' &&
    !o.phasedOut &&
    (working.get(o.id)?.abilities ?? []).some((a) => a.def.kind === 'keyword' && a.def.keyword === k);
  if (state.dayNight === undefined) {
    // 702.145d, 702.145g: a daybound permanent makes it day; a nightbound one night, if no permanent has daybound.
    if (state.objects.some((o) => has(o, 'daybound'))) state.dayNight = 'day';
    else if (state.objects.some((o) => has(o, 'nightbound'))) state.dayNight = 'night';
  }
  const flip = state.objects.filter(
    (o) =>
      o.card.backFace !== undefined &&
      !o.faceDown &&
      ((state.dayNight === 'night' && !o.transformed && has(o, 'daybound')) ||
        (state.dayNight === 'day' && o.transformed && has(o, 'nightbound'))),
  );
  if (flip.length === 0) return state;
  const changed = new Map<GameObject, GameObject>();
  // 613.7g: each one transforms with a new timestamp, in the order of the position.
  for (const o of flip) changed.set(o, { ...o, transformed: !o.transformed, timestamp: nextTimestamp(state) });
  // Copy on write: objects may be shared with an earlier state.
  state.objects = state.objects.map((o) => changed.get(o) ?? o);
  return state;
}
