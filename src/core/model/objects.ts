/**
 * The data model: characteristics (CR 109.3), objects, players, zones, counters.
 * Everything here is plain, JSON-serialisable data.
 */
import type { AbilityDef } from '../effects/language/abilities.js';
import type { CoinFlip } from '../effects/language/filters-and-values.js';
import type { Color, CostPaid, Zone } from './terms.js';

/** A player's name in a position. */
export type PlayerId = string;
/** The id that names an object in a position (a scenario's id). */
export type ObjectId = string;

/** One face of a card, or the characteristics a token or copy was created with (CR 108, 111). */
export interface CardFace {
  name: string;
  manaCost: string | null;
  colorIndicator?: Color[];
  /**
   * 707.2, 111.3: a token that is a copy has the copied colors exactly (after the copy's exceptions, 707.9b:
   * "except it's a 4/4 black Zombie"), not colors derived from the copied mana cost (202.2).
   */
  copiedColors?: Color[];
  types: string[];
  subtypes: string[];
  supertypes: string[];
  /** Printed power/toughness; null when the card has none. `*` values are 0 with a CDA (604.3). */
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
  abilities: AbilityDef[];
}

/** A card definition as the catalog (or an inline scenario card) gives it. */
export interface CardDef extends CardFace {
  /** Back face of a double-faced card (CR 712). */
  backFace?: CardFace;
  /** Morph / disguise / manifest cost text, for reference only. */
  morph?: string;
  /** 718.1-718.2: a prototype card's alternative mana cost, power and toughness (its inset frame). */
  prototype?: PrototypeValues;
  /**
   * 709.5: a split permanent card with a shared type line (a Room): its two halves (doors), left then right.
   * The card's own name, mana cost and abilities are both halves combined (709.4); its types are the shared ones.
   */
  halves?: [RoomHalf, RoomHalf];
}

/** 718.2: the alternative characteristics a prototyped spell or permanent has (718.3b). */
export interface PrototypeValues {
  manaCost: string;
  power: number;
  toughness: number;
}

/** One half (door) of a Room (709.5, 709.5j): what it has only while unlocked. */
export interface RoomHalf {
  name: string;
  manaCost: string | null;
  abilities: AbilityDef[];
}

/** 709.5c: a Room's halves; a half is unlocked while the permanent has that half's unlocked designation. */
export type Door = 'left' | 'right';

/** Where an ability on an object came from: this decides text changes (612.3) and 305.7. */
export type AbilityOrigin =
  | { kind: 'printed' }
  | { kind: 'copy'; effect: string }
  | { kind: 'intrinsic' }
  | { kind: 'granted'; effect: string; timestamp: Timestamp }
  | { kind: 'counter'; counter: string };

/** An ability as it stands on an object during evaluation. */
export interface AbilityInstance {
  /** Stable key for the pass: `printed:0`, `granted:e7:1`, `counter:flying`, ... */
  key: string;
  def: AbilityDef;
  origin: AbilityOrigin;
}

/** The characteristics of 109.3, as computed by the layers. */
export interface Characteristics {
  name: string | null;
  manaCost: string | null;
  colors: Color[];
  types: string[];
  subtypes: string[];
  supertypes: string[];
  abilities: AbilityInstance[];
  power: number | null;
  toughness: number | null;
  loyalty: number | null;
  defense: number | null;
  /**
   * 709.5: the halves of a Room these values belong to (part of its copiable values, 709.5b): a copy of a Room
   * has the halves, and its own unlocked designations say which of them it has (709.5c is not copied).
   */
  halves?: [RoomHalf, RoomHalf] | undefined;
}

/**
 * Timestamps are compared lexicographically (613.7). A plain event timestamp is `[t]`;
 * finer positions break ties: 613.7a granted abilities, 613.7n an object's own statics
 * before a resolving effect created at the same moment.
 */
export type Timestamp = number[];

/** Orders two timestamps (613.7): negative when `a` is earlier, positive when later, 0 when equal; `[12, 1]` is just after `[12]` (613.7n). */
export function compareTimestamps(a: Timestamp, b: Timestamp): number {
  const n = Math.max(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a[i] ?? 0;
    const y = b[i] ?? 0;
    if (x !== y) return x - y;
  }
  return 0;
}

/** A timestamp as the trace prints it: `12`, `12.1` (trailing zeros dropped). */
export function formatTimestamp(t: Timestamp): string {
  let end = t.length;
  while (end > 1 && t[end - 1] === 0) end--;
  return t.slice(0, end).join('.');
}

/** The counters of one kind on an object (122): how many, and the timestamp of the newest (613.7c). */
export interface CounterStack {
  count: number;
  /** 613.7c: all counters of one kind share the timestamp of the newest. */
  timestamp: number;
}

/** What was chosen as the object entered or its spell resolved. */
export interface Choices {
  color?: Color;
  creatureType?: string;
  cardType?: string;
  landType?: string;
  basicLandType?: string;
  player?: PlayerId;
  copyOf?: ObjectId;
  /** The object the text calls "it" that is neither a target nor the source: the triggering object, or the object chosen as it resolved. */
  object?: ObjectId;
  /** 608.2c: the objects the text calls "they" / "those creatures" / "the chosen creatures" that are neither targets nor the source. */
  objects?: ObjectId[];
  x?: number;
  /** 608.2d: the keyword chosen as it resolved ("gains your choice of flying or first strike"), in lower case. */
  keyword?: string;
  /** 705: the results of the coins flipped as it resolved, in order (won/lost for a called flip, heads/tails otherwise). */
  flips?: CoinFlip[];
  /** 706: the results of the dice rolled as it resolved, in order ("Roll a six-sided die": one number). */
  rolls?: number[];
  /** 608.2c: how many objects the ability's earlier instruction acted on ("for each card discarded this way"). */
  count?: number;
  /** 608.2d: which of the alternatives the text offers was chosen as it resolved, 1-based in the order written ("+1/-1 or -1/+1"). */
  option?: number;
  from?: string;
  to?: string;
  /**
   * Optional costs paid as it was cast (702.33 kicker, 701.59 collect evidence, 702.166 bargain, 702.174 gift;
   * `teamwork`, `additional` "this spell's additional cost", `mayhem` "this spell's mayhem cost").
   */
  paid?: CostPaid[];
}

/** A game object: a card, token or copy in some zone. */
export interface GameObject {
  id: ObjectId;
  /** Incremented each time the object changes zones: a new object (400.7). */
  incarnation: number;
  card: CardDef;
  token: boolean;
  zone: Zone;
  owner: PlayerId;
  /** The controller before control-changing effects (layer 2). */
  baseController: PlayerId;
  /** 613.7d and later re-stamps (613.7e-g). */
  timestamp: number;
  counters: Record<string, CounterStack>;
  tapped: boolean;
  faceDown: boolean;
  /** 701.58a: it was cloaked (a face-down 2/2 with ward {2}) and has stayed face down. */
  cloaked?: boolean;
  transformed: boolean;
  /**
   * 712.11b, 712.12, 712.13: a modal double-faced card that entered with its back face up
   * has that face's characteristics, mana value included (712.8f). Absent: front face.
   */
  face?: 'front' | 'back';
  /** 718.3b: it was cast prototyped; on the battlefield or the stack it has the prototype's mana cost, power, toughness and colour. */
  prototyped?: boolean;
  /** 709.5c: the unlocked designations of a Room on the battlefield (absent: both halves locked). */
  unlocked?: Door[];
  phasedOut: boolean;
  /** 702.26g: it phased out because the permanent it is attached to did; it phases in with that one. */
  phasedOutIndirectly?: boolean;
  /** 506.4: an attacking or blocking creature in the current combat (status, not a characteristic). */
  attacking: boolean;
  blocking: boolean;
  /** 506.2, 508.1b: the player, planeswalker or battle this attacking creature attacks (a player or object id). */
  attacks?: string;
  /** 509.1a: the attacking creatures this blocking creature blocks (object ids). */
  blocks?: ObjectId[];
  /**
   * 506.4: its controller when it became an attacking or blocking creature, or a planeswalker or battle being
   * attacked; once its controller (613.1b) is another, it is removed from combat (settle.ts).
   */
  combatController?: PlayerId;
  attachedTo: ObjectId | null;
  /** 303.4, 702.5: an Aura with enchant player (or opponent) attached to that player, not to an object. */
  attachedPlayer?: PlayerId;
  /** 702.103b: a permanent cast bestowed is a bestowed Aura until it becomes unattached (702.103f). */
  bestowed?: boolean;
  /** 716.2b: its level, a designation (not copiable); absent, level 1 (716.2d). */
  level?: number;
  /** 719.3b: it has the solved designation until it leaves the battlefield. */
  solved?: boolean;
  /** 701.37b: it became monstrous (monstrosity resolved); a designation kept until it leaves the battlefield (400.7). */
  monstrous?: boolean;
  /** 702.112b: it became renowned (its renown ability resolved); kept until it leaves the battlefield (400.7). */
  renowned?: boolean;
  /**
   * 903.3: the card is a player's commander — an attribute of the card, not a characteristic (not copiable), which
   * it keeps as it changes zones.
   */
  commander?: boolean;
  /** It has dealt damage (120.1) since it became this object (400.7): "if it hasn't dealt damage yet". */
  dealtDamage?: boolean;
  /** 114.1, 114.5: an emblem in the command zone — not a card or a permanent; it has only its abilities (114.2). */
  emblem?: boolean;
  /** The turn (GameState.turn) it entered the battlefield in, this object (400.7); absent: before the position began. */
  enteredTurn?: number;
  /**
   * 702.95: soulbond — it is paired with that object (that incarnation, 400.7) under that controller;
   * unpaired when either changes control, stops being a creature or leaves the battlefield (702.95e, settle.ts).
   */
  paired?: { with: ObjectId; incarnation: number; controller: PlayerId };
  /**
   * 607.2a, 406.6: a card in exile that was exiled by that object's ability ("cards exiled with <object>").
   * The link names one object (400.7): once the exiling object changes zones it is a new object and the
   * link is gone; once this card leaves exile it is a new object exiled with nothing.
   */
  exiledWith?: ObjectRef;
  choices: Choices;
  /** 730: a merged permanent's components, topmost first, and when they merged. */
  merged?: { components: MergedComponent[]; timestamp: number };
}

/** One card or token of a merged permanent (730, mutate). */
export interface MergedComponent {
  card: CardDef;
  token: boolean;
  faceDown: boolean;
  /** 730.2i: a double-faced component turned to its back face as the merged permanent transformed. */
  transformed?: boolean;
}

/** A player and their life total (119). */
export interface Player {
  id: PlayerId;
  life: number;
}

/** A reference that stops matching when the object becomes a new object (400.7). */
export interface ObjectRef {
  id: ObjectId;
  incarnation: number;
}
