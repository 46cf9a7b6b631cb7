/**
 * A game position: players, objects and the continuous effects created by resolved
 * spells and abilities. Plain data; every action in game.ts returns a new state.
 */

import type { AbilityDef, Op, Resolution } from '../effects/language/abilities.js';
import type { DayNight } from '../effects/language/condition.js';
import type { Duration } from '../effects/language/duration.js';
import type { Selector } from '../effects/language/selector.js';
import type { Characteristics, Choices, GameObject, ObjectRef, Player, PlayerId, Timestamp } from './objects.js';
import type { TurnRecord } from './turn-counts.js';

/** A continuous effect from a resolved spell or ability (611.2), or bound to an object (Clone's copy effect). */
export interface FloatingEffect {
  id: string;
  /** Source object as it was when the effect was created (may have left since). */
  source: (ObjectRef & { name: string | null }) | null;
  /** Wording of the ability or spell that created it. */
  text: string;
  controller: PlayerId;
  timestamp: Timestamp;
  affects: Selector;
  ops: Op[];
  /** 611.2c: the objects it affects, determined when it began (absent for rules/player effects). */
  locked?: ObjectRef[];
  /** Player targets or locked players. */
  lockedPlayers?: PlayerId[];
  targets: (ObjectRef | { player: PlayerId })[];
  choices: Choices;
  /** 611.2b: X and other values are fixed when the effect is created. */
  x?: number;
  duration: Duration;
  /** Copy effects carry the copiable values they copy (707.2), taken when they began. */
  copyValues?: Characteristics;
  /** True for an "enters as a copy" effect (614.1c): part of the object while it stays. */
  bound?: boolean;
  /** For an "enters as a copy" effect: the object it copied, as it was then (400.7: a later object with its id is another). */
  model?: ObjectRef;
  kind: 'resolved' | 'copy';
  createdTurn: number;
}

/** A game position: players, objects in every zone, the continuous effects of resolved spells and abilities, the turn and its history. */
export interface GameState {
  players: Player[];
  /** 103.4: the life total each player started the game with. */
  startingLife: number;
  activePlayer: PlayerId;
  turn: number;
  objects: GameObject[];
  effects: FloatingEffect[];
  nextTimestamp: number;
  nextEffectId: number;
  /** What happened this turn, per player (history.ts); absent: nothing yet. `endTurn` clears it. */
  thisTurn?: Record<PlayerId, TurnRecord>;
  /** Player designations (702.131c the city's blessing; "an enduring story", Storied): never cleared in a game. */
  designations?: Record<PlayerId, PlayerDesignation[]>;
  /** 731.1: the game's day/night designation; absent, it is neither (the game starts with neither). */
  dayNight?: DayNight;
  /** 405: spells and abilities waiting to resolve, bottom first (the last is on top, 405.2); absent or empty: none. */
  stack?: StackItem[];
  /** Ids of tokens that ceased to exist (111.7, 111.8), so that a later action naming one can say so. */
  ceasedTokens?: readonly string[];
}

/** Why no object has this id: a token that ceased to exist (111.7, 111.8), or none ever had it. */
export function noObjectMessage(s: Pick<GameState, 'ceasedTokens'>, id: string): string {
  return s.ceasedTokens?.includes(id)
    ? `"${id}" was a token that left the battlefield and ceased to exist (111.7, 111.8): it names no object now`
    : `no object with id "${id}"`;
}

/** A spell cast and left on the stack (601.2): its card is an object in the stack zone under `id`; targets and choices fixed as cast (601.2c). */
export interface SpellOnStack {
  kind: 'spell';
  id: string;
  /** The cast as given (`CastSpec` of actions.ts), its controller filled in. */
  spec: {
    id: string;
    card: import('./objects.js').CardDef;
    controller?: PlayerId;
    modes?: number[];
    tokens?: string[];
    targets?: string[];
  };
  targets: ({ id: string; incarnation: number } | { player: PlayerId })[];
  choices: Choices;
  x?: number;
}

/** An activated or triggered ability on the stack (602.2, 603.3): independent of its source (113.7a), its context fixed now. */
export interface AbilityOnStack {
  kind: 'ability';
  id: string;
  text: string;
  ability: AbilityDef;
  resolve: Resolution;
  source: ObjectRef;
  sourceName: string | null;
  controller: PlayerId;
  targets: ({ id: string; incarnation: number } | { player: PlayerId })[];
  choices: Choices;
  x?: number;
  modes?: number[];
  tokens?: string[];
}

export type StackItem = SpellOnStack | AbilityOnStack;

/** A player designation kept for the rest of the game: the city's blessing (702.131c), an enduring story (Storied). */
export const PLAYER_DESIGNATIONS = ['citysBlessing', 'enduringStory'] as const;
export type PlayerDesignation = (typeof PLAYER_DESIGNATIONS)[number];

/**
 * A new position; each player's life total is `startingLife` (103.4) unless `life` says otherwise.
 * Throws a RangeError, saying what is wrong, for players no game can have: none, an empty or
 * repeated id, an active player who isn't one of them, or a life total that isn't a whole number
 * (a programming error, as `new Array(-1)` is; scenario files are checked by the loader first).
 */
export function emptyState(
  players: PlayerId[] = ['you', 'opponent'],
  activePlayer?: PlayerId,
  startingLife = 20,
  life: Readonly<Record<PlayerId, number>> = {},
): GameState {
  const problem = playersProblem(players, activePlayer, startingLife, life);
  if (problem !== null) throw new RangeError(`emptyState: ${problem}`);
  return {
    players: players.map((id) => ({ id, life: (Object.hasOwn(life, id) ? life[id] : undefined) ?? startingLife })),
    startingLife,
    activePlayer: activePlayer ?? players[0] ?? 'you',
    turn: 1,
    objects: [],
    effects: [],
    nextTimestamp: 1,
    nextEffectId: 1,
  };
}

function playersProblem(
  players: readonly PlayerId[],
  activePlayer: PlayerId | undefined,
  startingLife: number,
  life: Readonly<Record<PlayerId, number>>,
): string | null {
  if (!Array.isArray(players) || players.length === 0) return 'a game has at least one player (102.1)';
  const seen = new Set<string>();
  for (const id of players) {
    if (typeof id !== 'string' || id === '') return `a player id is a non-empty string, not ${JSON.stringify(id)}`;
    if (seen.has(id)) return `the player "${id}" is listed twice`;
    seen.add(id);
  }
  if (activePlayer !== undefined && !seen.has(activePlayer)) return `the active player "${activePlayer}" is not one of the players`;
  for (const [id, n] of [['startingLife', startingLife] as const, ...Object.entries(life)]) {
    if (!Number.isSafeInteger(n)) return `a life total is a whole number (${id}: ${String(n)})`;
    if (id !== 'startingLife' && !seen.has(id)) return `a life total is given for "${id}", who is not one of the players`;
  }
  return null;
}

/** The object with that id in the position, if any. */
export function findObject(state: GameState, id: string): GameObject | undefined {
  return state.objects.find((o) => o.id === id);
}

/** Players in APNAP order starting from the active player (101.4). */
export function apnapOrder(state: GameState): PlayerId[] {
  const ids = state.players.map((p) => p.id);
  const i = Math.max(0, ids.indexOf(state.activePlayer));
  return [...ids.slice(i), ...ids.slice(0, i)];
}
