/**
 * The effect language's tests on objects and its numbers. They are one concept: a filter compares
 * a number ("power 2 or less"), and a number counts what a filter matches ("for each Elf you control").
 */

import type { Color, CostPaid, Zone } from '../../model/terms.js';
import type { TurnCount } from '../../model/turn-counts.js';
import type { ColorWord, PlayerRef, Word } from './references.js';

/** The bounds a value is compared with (equal to, less than, at most, greater than, at least). */
export interface Compare {
  eq?: Value;
  lt?: Value;
  lte?: Value;
  gt?: Value;
  gte?: Value;
}

/** A test on one object, read from its characteristics as they stand at that point of the pass. */
export type Filter =
  | { and: Filter[] }
  | { or: Filter[] }
  | { not: Filter }
  | { type: string }
  | { subtype: Word }
  | { supertype: string }
  | { color: ColorWord }
  | { colorless: true }
  | { multicolored: true }
  | { controller: PlayerRef }
  | { owner: PlayerRef }
  | { zone: Zone | Zone[] }
  /** Not the source itself ("other", "each other"). */
  | { other: true }
  | { token: boolean }
  | { tapped: boolean }
  | { faceDown: boolean }
  | { counter: string }
  | { manaValue: Compare }
  | { power: Compare }
  | { toughness: Compare }
  | { hasAbility: string }
  | { name: string }
  /** The object the source is attached to. */
  | { attachedBySource: true }
  /** Is the object the effect's n-th target (0-based), for conditions. */
  | { isTarget: number }
  /** 506.4: an attacking / blocking creature in the current combat ("attacking creatures you control"). */
  | { attacking: boolean }
  | { blocking: boolean }
  /** 506.2, 508.1b: an attacking creature attacking that player ("creatures attacking you"; not its planeswalkers). */
  | { attacks: PlayerRef }
  /** 509.1a: a blocking creature blocking that object ("for each creature blocking it"). */
  | { blocks: RelatedObject }
  /** 509.1a: an attacking creature that object blocks ("as long as it is blocking a Goblin"). */
  | { blockedBy: RelatedObject }
  /** 301.5: an Equipment is attached to it ("As long as this creature is equipped"). */
  | { equipped: true }
  /** 702.103b, 702.103f: a bestowed Aura (cast bestowed, and not unattached since). */
  | { bestowed: boolean }
  /** 716.2a, 716.2d: a Class (any permanent) whose level is N or greater; no level counts as level 1. */
  | { levelAtLeast: number }
  /** 719.3b: a permanent with the solved designation (a Case that became solved). */
  | { solved: boolean }
  /** 701.37b: a permanent with the monstrous designation ("As long as this creature is monstrous"). */
  | { monstrous: boolean }
  /** 702.112b: a permanent with the renowned designation ("As long as this creature is renowned"). */
  | { renowned: boolean }
  /** 903.3: a player's commander, in any zone ("Commander creatures you control", "your commander"). */
  | { commander: boolean }
  /** 120.1, 400.7: it has dealt damage since it became this object ("if it hasn't dealt damage yet", Karakyk Guardian). */
  | { dealtDamage: boolean }
  /**
   * 607.2a, 406.6: a card in exile exiled with that object ("cards exiled with this creature", "the exiled
   * card" of an imprint or craft ability): the link holds only while that object is the same object (400.7).
   */
  | { exiledWith: RelatedObject }
  /** 122.1: it has at least one counter of any kind ("creatures you control with counters on them"). */
  | { anyCounter: true }
  /** 700.9: modified — it has a counter, is equipped, or is enchanted by an Aura its controller controls. */
  | { modified: true }
  /** It entered the battlefield this turn, as this object (400.7): "as long as this Aura entered this turn". */
  | { enteredThisTurn: true }
  /** The source was cast with this optional additional cost paid ("if it was kicked", "if evidence was collected"). */
  | { costPaid: CostPaid }
  /**
   * 705: each of the `coins` coins flipped as it resolved had that result (`choices.flips`): "If you win
   * the flip" (won, 1; 705.2), "If both coins come up heads" (heads, 2; 705.3).
   */
  | { coinFlips: CoinFlip; coins: number }
  /**
   * 706: the die rolled as it resolved (`choices.rolls`, the first) showed a result from the first number to the
   * second: a die-roll table's line "3 — …" is `[3, 3]`, "2-5 — …" is `[2, 5]` (706.2: the result is the number rolled).
   */
  | { rolled: [number, number] }
  /** 301.5, 303.4: it is attached to that object ("for each Aura and Equipment attached to it"). */
  | { attachedTo: RelatedObject }
  /** 303.4: an object matching the filter is attached to it ("creatures … enchanted by Auras you control"). */
  | { attachedBy: Filter }
  /**
   * It shares a name (201.2) or a creature type (205.3) with that object: "all other creatures with
   * the same name as that creature" (Echoing), "other creatures that share a creature type with it";
   * or it has the same controller: "if that opponent controls no other creatures" (Skulking Killer).
   */
  | { shares: 'name' | 'creatureType' | 'controller'; with: RelatedObject }
  /**
   * 205.2a: it has a card type that object has: "target permanent an opponent controls that shares a card type
   * with it" (Daring Thief); with `among`, only those types count: "another target permanent that shares one of
   * those types with it" after "target artifact or creature" (Legerdemain).
   */
  | { shares: 'cardType'; with: RelatedObject; among?: readonly string[] }
  /** 702.95: it is paired with that object ("both creatures": the source and the creature paired with it). */
  | { pairedWith: RelatedObject }
  /** It is that object ("other creatures that share a creature type with it": not it). */
  | { is: RelatedObject }
  /**
   * 608.2c: it is one of the objects `choices.objects` names — those an earlier instruction or the trigger acted
   * on without targeting them ("Put each creature card milled this way onto the battlefield. They gain haste.",
   * "Whenever one or more creatures attack you, those creatures get -1/-0", "the chosen creatures").
   */
  | { isChosen: true };

/**
 * An object a filter compares with: the object being affected (or counted for), the source, the
 * effect's first target, the object the source is attached to, or the object chosen or triggered on
 * as it resolved (`choices.object`, as `{ chosenObject: 'object' }` selects it).
 */
export type RelatedObject = 'affected' | 'source' | 'target' | 'attached' | 'object';

/**
 * Whose number: the object being affected, the source, the first target, or `choices.object` (the
 * triggering object, or the one chosen or revealed as it resolved, or the one sacrificed to pay its cost:
 * "that creature's power", "the sacrificed creature's power"; fixed as the effect begins, 611.2b).
 */
export type ValueSubject = 'affected' | 'source' | 'target' | 'object';

/** 705.2: a flip a player called is won or lost; 705.3: one nobody called comes up heads or tails. */
export type CoinFlip = 'won' | 'lost' | 'heads' | 'tails';

/** A number an effect computes (611.2b fixes it for resolved effects). */
export type Value =
  | number
  | { x: true }
  /**
   * 608.2h: a number read per object ("+X/+X, where X is its power") that a resolved effect fixed for
   * each object of its locked set as it resolved (by object id). Made by the core; not written in data.
   */
  | { perObject: Readonly<Record<string, number>> }
  | { count: Filter; zones?: Zone[] | 'all' }
  | { cardTypesAmong: Filter; zones?: Zone[] | 'all' }
  | { manaValue: ValueSubject }
  | { power: ValueSubject }
  | { toughness: ValueSubject }
  | { life: PlayerRef }
  /** 103.4: each player's starting life total ("greater than your starting life total"). */
  | { startingLife: true }
  /**
   * 608.2c: "for each card discarded this way", "the number of cards exiled this way" — how many objects
   * an earlier instruction of the same ability acted on as it resolved. The engine doesn't perform that
   * instruction, so the number is the scenario's `choices.count` (bad input without it); 611.2b fixes it.
   */
  | { thisWay: true }
  /** 706.2: "where X is the result" — the result of the die rolled as it resolved (`choices.rolls`, the first); 611.2b fixes it. */
  | { rollResult: true }
  /**
   * 601.2f-h: the amount of mana spent to cast the source (Mockingbird). The engine does not model
   * cost payment, so this is the source card's mana cost with X as chosen (107.3, 202.3e).
   * 'object': the spell `choices.object` names ("the amount of mana spent to cast that spell" in a
   * "Whenever you cast …" trigger), the same way.
   */
  | { manaSpentToCast: 'source' | 'object' }
  | { handSize: PlayerRef }
  | { countersOn: ValueSubject; kind: string }
  | { sum: Value[] }
  | { times: [Value, number] }
  /** Turn history (history.ts): that count of this turn, summed over the players named. */
  | { thisTurn: TurnCount; player: PlayerRef }
  /** 305.6 Domain: the number of basic land types among the objects ("among lands you control"). */
  | { basicLandTypesAmong: Filter; zones?: Zone[] | 'all' }
  /** 105.2: the number of colors among the objects ("the number of colors among permanents you control"). */
  | { colorsAmong: Filter; zones?: Zone[] | 'all' }
  /** "the greatest mana value among artifacts you control" (0 with none); "the total power of …". */
  | { greatest: 'manaValue' | 'power' | 'toughness'; among: Filter; zones?: Zone[] | 'all' }
  | { total: 'manaValue' | 'power' | 'toughness'; among: Filter; zones?: Zone[] | 'all' }
  /** 122.1: the number of different kinds of counters among the objects. */
  | { counterKindsAmong: Filter; zones?: Zone[] | 'all' }
  /**
   * 122.1: the number of counters of that kind (of every kind when absent) on the objects, summed:
   * "the number of +1/+1 counters on lands you control", "four or more lore counters among Sagas you control".
   */
  | { countersAmong: Filter; kind?: string; zones?: Zone[] | 'all' }
  /** 205.3m: the number of creature types the object has ("for each of its creature types"). */
  | { creatureTypesOf: ValueSubject }
  /** The value, but no more than the number ("to a maximum of 10"). */
  | { atMost: [Value, number] }
  /** "the difference between its power and toughness" (Doran): the greater of the two minus the other, never negative. */
  | { difference: [Value, Value] }
  /**
   * 700.5: devotion to the colours — the mana symbols among the mana costs of the objects (permanents you control)
   * that are of any of those colours; a hybrid symbol of two of them counts once.
   */
  | { devotion: Color[]; among: Filter };
