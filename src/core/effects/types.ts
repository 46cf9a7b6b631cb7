/**
 * The declarative effect language: card abilities as typed, JSON-serialisable data.
 * The engine derives from this data what each effect reads and writes (footprint.ts)
 * and which layer each part applies in (layers.ts).
 */

import type { Color, CostPaid, Zone } from '../model/terms.js';
import type { TurnCount } from '../model/turn-counts.js';

/** A choice made as the source entered or its spell resolved (614.12, 608.2). */
export type ChoiceKind = 'color' | 'creatureType' | 'cardType' | 'landType' | 'basicLandType' | 'player' | 'x';
/** A word that is the choice made as the source entered or its spell resolved ("the chosen color", 614.12, 608.2). */
export interface ChosenRef {
  chosen: ChoiceKind;
}
/** A word of an effect (a subtype, a name), or the word chosen. */
export type Word = string | ChosenRef;
/** A colour, or the colour chosen. */
export type ColorWord = Color | ChosenRef;

/**
 * A player relative to an effect: `you` is the controller of the source (statics: its
 * current controller; resolved effects: the controller of the spell or ability).
 */
export type PlayerRef =
  | 'you'
  | 'opponent'
  | 'any'
  | 'active'
  | { chosen: 'player' }
  | { player: string }
  /**
   * "the player with the most life" / "the player with the lowest life total" (119): the one player whose
   * life total is greater (less) than each other player's — nobody when two or more are tied. With
   * `tied: 'chosen'`, only when two or more are tied: the one of them chosen (`choices.player`), as in
   * "If two or more players are tied for lowest life total, you choose one of them" (Loxodon Peacekeeper).
   * A resolved effect fixes the player as it resolves (608.2h).
   */
  | { lifeRank: 'most' | 'least'; tied?: 'chosen' };

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

/** Which objects or players an effect applies to (611.2c, 611.3a). */
export type Selector =
  | { self: true; where?: Filter }
  | { attached: true; where?: Filter }
  | { target: number; where?: Filter }
  | { targets: true; where?: Filter }
  /** The object chosen (not targeted) as the spell resolved: `choices.copyOf` (Cytoshape). */
  | { chosenObject: 'copyOf'; where?: Filter }
  /**
   * The object the text calls "it" / "that creature" that is neither a target nor the source
   * (608.2c): the triggering object ("Whenever a creature you control attacks alone, it gains …"),
   * or the object chosen or put onto the battlefield as it resolved ("Choose a creature you
   * control. It gains …", 400.7j): `choices.object`.
   */
  | { chosenObject: 'object'; where?: Filter }
  /** Every object matching; zones default to the battlefield. */
  | { all: Filter; zones?: Zone[] | 'all' }
  /** The tokens this resolution created (608.2c, 111.1): "It gains haste", "Those tokens get +1/+1". */
  | { createdTokens: true; where?: Filter }
  | { players: PlayerRef }
  | { game: true };

/**
 * Whose number: the object being affected, the source, the first target, or `choices.object` (the
 * triggering object, or the one chosen or revealed as it resolved, or the one sacrificed to pay its cost:
 * "that creature's power", "the sacrificed creature's power"; fixed as the effect begins, 611.2b).
 */
export type ValueSubject = 'affected' | 'source' | 'target' | 'object';

/** 705.2: a flip a player called is won or lost; 705.3: one nobody called comes up heads or tails. */
export type CoinFlip = 'won' | 'lost' | 'heads' | 'tails';

/** 726: the game's day/night designation. */
export type DayNight = 'day' | 'night';

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

/** A condition of the effect language: "as long as …" (611.3a), "if …" (608.2c), combined with `and`, `or`, `not`. */
export type Condition =
  | { and: Condition[] }
  | { or: Condition[] }
  | { not: Condition }
  /** The source object matches (zone defaults to anywhere). */
  | { source: Filter }
  /** The effect's n-th target still matches. */
  | { target: number; filter: Filter }
  | { count: Filter; zones?: Zone[] | 'all'; gte?: number; lte?: number }
  | { compare: [Value, '<' | '<=' | '=' | '>=' | '>', Value] }
  /** The top card of the source controller's graveyard matches. */
  | { topOfGraveyard: Filter }
  /** "during your turn" (true) / "during an opponent's turn" or "not your turn" (false): 102.1, 500. */
  | { yourTurn: boolean }
  /** A player has a designation ("as long as you have the city's blessing", 702.131c; "an enduring story"). */
  | { designation: 'citysBlessing' | 'enduringStory'; player: PlayerRef }
  /** 726.2: "if it's night" — the game has that designation (neither, at first). */
  | { dayNight: DayNight }
  /** "as long as black is the most common color among all permanents or is tied for most common" (Goham Djinn). */
  | { mostCommonColor: Color }
  /**
   * The spell or ability was cast with this optional or additional cost paid (`choices.paid`), for an effect on
   * players, which has no object to test ("If this spell's additional cost was paid, … you have no maximum hand size").
   */
  | { costPaid: CostPaid }
  /** The object the source is attached to matches ("As long as enchanted land is a basic Mountain, …"). */
  | { attachedObject: Filter }
  /**
   * 608.2d: the alternative chosen as it resolved (`choices.option`, 1-based in the order written) is this one:
   * "gets +1/-1 or -1/+1" (Pemmin's Aura), "gains protection from artifacts or from the color of your choice".
   */
  | { option: number };

/** Things a copy effect changes in what it copies; they become copiable values (707.9b). */
export interface CopyExcept {
  /**
   * 707.9b with 205.1a: "except it's a 5/5 black Demon", "except it's a Food artifact": the card types named
   * replace the copied card types (an instant or sorcery keeps that type) and the subtypes named replace the
   * copied subtypes of their family (creature types, artifact types, …); applied before `addTypes`.
   */
  setTypes?: { types?: string[]; subtypes?: string[] };
  addTypes?: { types?: string[]; subtypes?: string[]; supertypes?: string[] };
  removeSupertypes?: string[];
  /** 707.9d: a CDA defining a characteristic the exception sets is not copied. */
  setPT?: { power: number; toughness: number };
  setColors?: Color[];
  /** "a 1/1 red Balloon creature in addition to its other colors and types" (The Jolly Balloon Man). */
  addColors?: Color[];
  /** Vesuvan Doppelganger: the copy keeps the copier's own color. */
  keepOwnColor?: boolean;
  addAbilities?: AbilityDef[];
  /** "except it has this ability" (Unstable Shapeshifter, Thespian's Stage). */
  keepThisAbility?: boolean;
  name?: string;
  /** 707.9f: exceptions that apply only if the copy has a card type ("if it's a creature, ..."). */
  ifType?: { type: string; except: CopyExcept }[];
}

/** Which layer a text change reads words of (612.2). */
export type TextKind = 'color' | 'basicLandType' | 'creatureType';

/** One operation of a continuous effect, in its layer (613.1): copy, control, text, type, colour, abilities, power and toughness, rules and player effects. */
export type Op =
  // Layer 1a (707): copy the copiable values of one object.
  | { op: 'copy'; of: Selector; except?: CopyExcept }
  /** Layer 1b (708.2): face-down characteristics; the engine adds it for face-down objects. */
  | { op: 'faceDown' }
  // Layer 2 (110.2): control.
  | { op: 'control'; player: PlayerRef }
  // Layer 3 (612): replace words of one kind in the rules text.
  | { op: 'changeText'; kind: TextKind | TextKind[]; from?: string; to?: string }
  /** 612.6: the full text of another object (Volrath's Shapeshifter). */
  | { op: 'fullText'; of: 'topOfGraveyard'; keepAbilities?: AbilityDef[] }
  /** 612.8: the object has only this name ("… named Legitimate Businessperson", Witness Protection): layer 3 (613.1c). */
  | { op: 'setName'; name: string }
  // Layer 4 (205.1): types.
  | { op: 'addTypes'; types?: string[]; subtypes?: Word[]; supertypes?: string[] }
  | { op: 'setTypes'; types?: string[]; subtypes?: Word[]; supertypes?: string[] }
  | { op: 'removeTypes'; types?: string[]; subtypes?: string[]; supertypes?: string[]; allCreatureTypes?: boolean }
  | { op: 'allCreatureTypes' }
  | { op: 'everyBasicLandType' }
  | { op: 'everyLandType' }
  // Layer 5: color.
  | { op: 'setColors'; colors: ColorWord[] }
  | { op: 'addColors'; colors: ColorWord[] }
  // Layer 6: abilities.
  /**
   * `x`: 107.3 — "where X is ..." defined by the granting effect, computed for each affected
   * object; the granted abilities are listed and applied with that number in place of X.
   */
  /**
   * `choose: 'keyword'` (resolved effects only): one of the abilities, the keyword ability whose keyword is
   * `choices.keyword`, chosen as it resolves (608.2d: "gains your choice of flying or first strike").
   */
  | { op: 'addAbilities'; abilities: AbilityDef[]; x?: Value; choose?: 'keyword' }
  /** `kinds`: "loses all activated abilities" (an activated ability includes a mana ability, 605.1a). */
  | { op: 'removeAbilities'; all?: boolean; keywords?: string[]; kinds?: AbilityDef['kind'][] }
  /** Gains the abilities (of the given kinds) that other objects have at this point (Necrotic Ooze). */
  /** `exceptMana`: not their mana abilities (605.1a; "all activated abilities of lands … except mana abilities"). */
  | { op: 'addAbilitiesOf'; of: Selector; kinds?: AbilityDef['kind'][]; exceptMana?: true }
  | { op: 'cantHave'; keywords: string[] }
  // Layer 7: power and toughness. setPT is 7a when the ability is a CDA, otherwise 7b.
  | { op: 'setPT'; power?: Value; toughness?: Value }
  | { op: 'modifyPT'; power: Value; toughness: Value }
  | { op: 'switchPT' }
  // 613.10: players.
  | { op: 'playerAbility'; abilities: string[] }
  // 613.11: rules.
  /** 402.2: a number, or computed as the players layer applies ("equal to seven minus …"); null: no maximum. */
  | { op: 'maxHandSize'; value: Value | null }
  | { op: 'rule'; text: string }
  /**
   * The escape hatch: an operation written as a TypeScript function, registered with
   * `registerCustomOp(name, fn)`. The data says which layer it applies in and which
   * characteristics it reads and writes, so ordering and dependency trials stay sound.
   */
  | { op: 'custom'; name: string; layer: CustomLayer; reads: CharacteristicField[]; writes: CharacteristicField[]; params?: unknown };

/** Layers a custom operation may apply in (those of objects' characteristics). */
export type CustomLayer = '2' | '3' | '4' | '5' | '6' | '7b' | '7c' | '7d';

/** The characteristics (and controller) an effect can read or write, for footprints and traces. */
export const CHARACTERISTIC_FIELDS = [
  'name',
  'manaCost',
  'colors',
  'types',
  'subtypes',
  'supertypes',
  'abilities',
  'power',
  'toughness',
  'controller',
] as const;

/** A characteristic (109.3) or the controller, as an effect reads or writes it. */
export type CharacteristicField = (typeof CHARACTERISTIC_FIELDS)[number];

/** The name of an operation (`Op['op']`). */
export type OpKind = Op['op'];

/** A continuous effect generated by a static ability (611.3). */
export interface StaticEffectDef {
  affects: Selector;
  ops: Op[];
  /** "As long as ..." (611.3a: checked at every evaluation). */
  condition?: Condition;
}

/** How long a resolved effect lasts (611.2a-b): until end of turn, until your next turn, until end of combat, while the source stays, for as long as a condition holds, or for the rest of the game. */
export type Duration =
  | 'endOfTurn'
  | 'untilYourNextTurn'
  /**
   * "until your next upkeep" (503.1): ends as the upkeep of the effect's controller's next turn begins.
   * The scenario's `endTurn` starts that turn; no player gets priority in its untap step (502.4), so
   * from the first point anything can happen in it (the upkeep) the effect has ended.
   */
  | 'untilYourNextUpkeep'
  /**
   * "until the end of your next turn": ends as the controller's next turn ends (514.2) — the turn after the
   * one it was created in, if that one was the controller's.
   */
  | 'untilEndOfYourNextTurn'
  | 'permanent'
  /** Ends when the source leaves the battlefield (becomes a new object, 400.7). */
  | 'sourceOnBattlefield'
  /** "until a player casts a creature spell" (Soul Sculptor): a `cast` of a creature card ends it. */
  | 'untilCreatureSpellCast'
  /** "until end of combat" (511.3): ends when combat ends (`endCombat`, or the turn's end). */
  | 'endOfCombat'
  /** "for as long as ..." (611.2b). */
  | { while: Condition };

/** A continuous effect created by a resolving spell or ability (611.2). */
export interface ResolvedEffectDef {
  affects: Selector;
  ops: Op[];
  duration?: Duration;
  /**
   * 608.2c: the effect is created only if this holds as the spell or ability resolves ("If you
   * control three or more creatures, it gets +4/+4 until end of turn instead"); never re-checked.
   */
  if?: Condition;
  /**
   * 608.2c (in the order written): `if` is checked after the resolution's earlier effects have begun
   * ("Target creature gets +1/+1 until end of turn. Then if that creature has power 4 or greater, it gains
   * first strike until end of turn.", Strider). Without it every condition sees the state as the resolution
   * began (the two halves of an "instead" pair must see the same state).
   */
  ifAfterEarlier?: true;
}

/** What a spell or an activated or triggered ability does as it resolves (608.2): the effects it creates, counters, tokens, life, tapping, control exchanges, flickers, modes. */
export interface Resolution {
  effects?: ResolvedEffectDef[];
  /** Counters put on objects as it resolves (e.g. Omo's everything counters). */
  counters?: { on: Selector; kind: string; amount: Value }[];
  /** "Exchange control of two target objects." */
  exchangeControl?: boolean;
  /** "Exchange control of this creature and target creature." (701.12b): the source and its first target. */
  exchangeControlWithSelf?: boolean;
  untapTargets?: boolean;
  tapTargets?: boolean;
  /** 701.26b: the objects it untaps besides its targets ("Untap all creatures and gain control of them", Insurrection). */
  untap?: Selector;
  /**
   * 608.2c: `untap` happens only if this holds as it resolves, checked before the effects begin ("If that
   * creature's power is 2 or less or if you control another Lizard, gain control of that creature until end of
   * turn, untap it, and …", Reptilian Recruiter).
   */
  untapIf?: Condition;
  /** Exile target and return it (Cloudshift): it becomes a new object. */
  flicker?: boolean;
  /** Under whose control a flickered card returns: "under your control" (default) or "under its owner's control". */
  returnUnder?: 'you' | 'owner';
  transformSelf?: boolean;
  /**
   * 611.2e: put an object onto the battlefield with characteristics the resolving effect
   * gives it ("That permanent is an enchantment in addition to its other types."): those
   * apply as it enters, timestamped just after its own static abilities (613.7n).
   */
  putOntoBattlefield?: {
    what: Selector;
    counters?: Record<string, number>;
    ops?: Op[];
    /** How long `ops` last ("It gains haste until end of turn"); default permanent (611.2a). */
    duration?: Duration;
    /** "under its owner's control" (default: under the control of the resolving ability's controller). */
    under?: 'you' | 'owner';
    /** "to the battlefield tapped". */
    tapped?: boolean;
    /** `ops` apply only if the card matches this as it is put ("Return it … if it's an artifact creature card. Otherwise, … it's a 3/3 Robot", 608.2c). */
    opsIf?: Filter;
  };
  /**
   * 111.1, 608.2c: tokens created as the text says, each with the next timestamp, before the
   * effects that follow them in the text are created (so "Humans you control gain haste" includes them).
   */
  createTokens?: TokenDef[];
  /** 700.2: a modal spell or ability; the chosen modes resolve in printed order. */
  modal?: ModalDef;
  /**
   * 701.47a: amass [subtype] N — if you control no Army creature, create a 0/0 black [subtype] Army creature token;
   * choose an Army creature you control (`choices.object` when you control more than one); put N +1/+1 counters on
   * it; if it isn't a [subtype], it becomes one in addition to its other types. Done before the effects that follow
   * it in the text (608.2c: "Amass Orcs X, then Goblins and Orcs you control gain double strike").
   */
  amass?: { subtype: string; amount: Value };
  /** 119.3: players gain (positive amount) or lose (negative) life ("You gain 4 life."). */
  life?: { player: PlayerRef; amount: Value }[];
  /**
   * 601.2c, 115.1: what each instance of the word "target" in its text may choose, in the order of the word
   * (reminder and quoted text aside); null where the phrase isn't read. Checked as it is cast or activated.
   */
  targetPhrases?: (TargetPhrase | null)[];
}

/** One "target" phrase as written ("target creature you control") and the filter it reads as. */
export interface TargetPhrase {
  text: string;
  filter: Filter;
}

/** A token a resolving spell or ability creates (111.1–111.4, 111.10 for copies). */
export interface TokenDef {
  /** How many ("create X 1/1 ..."); default 1. */
  count?: Value;
  /** 111.4: default is its subtypes followed by "Token". */
  name?: string;
  colors?: Color[];
  types?: string[];
  subtypes?: string[];
  supertypes?: string[];
  power?: number;
  toughness?: number;
  abilities?: AbilityDef[];
  /** "a token that's a copy of ..." (707.2, 111.10): copiable values of that object, with exceptions. */
  copyOf?: Selector;
  /**
   * "For each token you control, create a token that's a copy of that permanent" (Second Harvest):
   * one token (times `count`) for each object `copyOf` selects, a copy of that object. All the copiable
   * values are taken before any of the tokens is created (111.1, 707.2).
   */
  copyEach?: true;
  except?: CopyExcept;
  tapped?: boolean;
  /** "tapped and attacking" (508.4: it never was declared as an attacker). */
  attacking?: boolean;
  /** Who creates and controls it; default the controller of the resolving spell or ability. */
  controller?: PlayerRef;
  /** 608.2c: created only if this holds as the spell or ability resolves ("If X is 5 or more, create …"). */
  if?: Condition;
  /**
   * 608.2c: created after the resolution's `putOntoBattlefield`, as written after it ("Return target creature card
   * … to the battlefield. Then …, create a token that's a copy of that creature"): the target names the returned
   * object (400.7j), and `if` is checked then.
   */
  afterPut?: boolean;
}

/** 700.2: "Choose one —", "Choose one or more —", "Choose two —". */
export interface ModalDef {
  min: number;
  max: number;
  /** 700.2d: "You may choose the same mode more than once." */
  repeatable?: boolean;
  /** 702.42a: Entwine — all the modes may be chosen (the entwine cost is paid). */
  entwine?: boolean;
  /**
   * 700.2, 601.2b: "Choose one. If this spell was cast using teamwork, choose both instead." — another
   * number of modes when, as it is cast, the cost was paid (`choices.paid`) or the condition holds.
   */
  instead?: ModalInstead;
  /** 700.2i: "Choose up to five {P} worth of modes" — the chosen modes' pawprints (`ModeDef.pawprints`) total at most this. */
  pawprints?: number;
  modes: ModeDef[];
}

/** The other number of modes that applies when a cost was paid or a condition holds ("If this spell was cast using teamwork, choose both instead"). */
export interface ModalInstead {
  paid?: CostPaid;
  if?: Condition;
  min: number;
  max: number;
}

/** One mode of a modal spell or ability (700.2): its text, its targets and what it does. */
export interface ModeDef {
  text: string;
  /** How many targets this mode takes; inside `resolve`, target indexes are 0-based within the mode. */
  targets?: number;
  /** 700.2i: the pawprint symbols ({P}) the mode is printed with. */
  pawprints?: number;
  resolve: Resolution;
}

/** What happens as the object enters (614.1c-d, 614.12). */
export interface AsEnters {
  choose?: ChoiceKind[];
  /** "You may have this enter as a copy of ..." — uses choices.copyOf. */
  copy?: {
    filter?: Filter;
    except?: CopyExcept;
    extraCounters?: Record<string, Value>;
    /** 707.9f: counters it enters with only if the copy has a card type (Spark Double). */
    extraCountersIf?: { type: string; counters: Record<string, Value> }[];
  };
  counters?: Record<string, Value>;
  /** "If this creature was kicked, it enters with two +1/+1 counters on it" (702.33d, 614.1c): the counters only if that cost was paid. */
  countersIfPaid?: CostPaid;
  tapped?: boolean;
}

/** An ability in the effect language: a keyword, a static ability (611.3), an activated, triggered or mana ability, a replacement effect, or spell text, each with its Oracle `text`. */
export type AbilityDef =
  | { kind: 'keyword'; text: string; keyword: string }
  | {
      kind: 'static';
      text: string;
      effects: StaticEffectDef[];
      cda?: boolean;
      zones?: Zone[] | 'all';
      /** "If this leaves the battlefield, this effect continues until end of turn" (Titania's Song). */
      lingersUntilEndOfTurn?: boolean;
    }
  | { kind: 'activated'; text: string; resolve?: Resolution }
  | { kind: 'triggered'; text: string; resolve?: Resolution }
  | { kind: 'spell'; text: string; resolve?: Resolution }
  | { kind: 'mana'; text: string }
  | {
      kind: 'replacement';
      text: string;
      asEnters?: AsEnters;
      othersEnterAsCopy?: Filter;
      /** "Each other creature you control of the chosen type enters with an additional +1/+1 counter" (614.1c). */
      othersEnterWithCounters?: { filter: Filter; counters: Record<string, number> };
    }
  /** Listed with its Oracle wording; the engine does not execute it. */
  | { kind: 'text'; text: string };
