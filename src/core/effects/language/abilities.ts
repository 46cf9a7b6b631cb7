/**
 * The declarative effect language: card abilities as typed, JSON-serialisable data. The engine derives
 * from this data what each effect reads and writes (footprint.ts) and which layer each part applies in
 * (layers.ts). An ability and what it does are one module because they contain each other: an operation
 * grants abilities, an ability holds operations (statically, or in what it does as it resolves).
 * The words they use are in the modules beside this one: references, filters and values, selectors,
 * conditions, durations, characteristic fields.
 */

import type { Color, CostPaid, Zone } from '../../model/terms.js';
import type { CharacteristicField } from './characteristic-fields.js';
import type { Condition } from './condition.js';
import type { Duration } from './duration.js';
import type { Filter, Value } from './filters-and-values.js';
import type { ChoiceKind, ColorWord, PlayerRef, Word } from './references.js';
import type { Selector } from './selector.js';

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
  /**
   * `kinds`: "loses all activated abilities" (an activated ability includes a mana ability, 605.1a).
   * `texts`: the abilities with exactly this Oracle text ("SELF loses this ability", a licid's own activated ability).
   * `exceptMana` with `all`: "loses all abilities except mana abilities" (605.1a; Blood Sun).
   */
  | { op: 'removeAbilities'; all?: boolean; keywords?: string[]; kinds?: AbilityDef['kind'][]; texts?: string[]; exceptMana?: true }
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
  /**
   * 402.2: a number, or computed as the players layer applies ("equal to seven minus …"); null: no maximum.
   * `add`: the value is added to the size the player has at this point of the layer ("Your maximum hand size is
   * reduced by four": -4; with no maximum it stays none).
   */
  | { op: 'maxHandSize'; value: Value | null; add?: true }
  | { op: 'rule'; text: string }
  /**
   * The escape hatch: an operation written as a TypeScript function, registered with
   * `registerCustomOp(name, fn)`. The data says which layer it applies in and which
   * characteristics it reads and writes, so ordering and dependency trials stay sound.
   */
  | { op: 'custom'; name: string; layer: CustomLayer; reads: CharacteristicField[]; writes: CharacteristicField[]; params?: unknown };

/** Layers a custom operation may apply in (those of objects' characteristics). */
export type CustomLayer = '2' | '3' | '4' | '5' | '6' | '7b' | '7c' | '7d';

/** The name of an operation (`Op['op']`). */
export type OpKind = Op['op'];

/** A continuous effect generated by a static ability (611.3). */
export interface StaticEffectDef {
  affects: Selector;
  ops: Op[];
  /** "As long as ..." (611.3a: checked at every evaluation). */
  condition?: Condition;
}

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
  /** 701.26a: the objects it taps besides its targets ("Tap SELF", "tap enchanted creature", "tap all creatures …"). */
  tap?: Selector;
  /**
   * 701.8a (destroy), 701.21a (sacrifice), 406.3 (exile), 400.7: permanents that leave the battlefield as it
   * resolves, after its other parts, in the order written ("Return target nonland permanent to its owner's hand.").
   */
  leave?: LeaveBattlefield[];
  /**
   * 108.3, 613.1b: "each player gains control of all nontoken permanents they own": each permanent the selector picks
   * as it resolves comes under its owner's control, indefinitely (611.2a; the set locked, 611.2c).
   */
  controlToOwner?: Selector;
  /**
   * 400.3, 400.7: cards moved between zones other than the battlefield as it resolves ("you may exile a creature card
   * from your graveyard", "put a card an opponent owns from exile into that player's graveyard"), after its other parts.
   */
  moveCards?: { what: Selector; to: Zone }[];
  /** 701.3: "you may attach SELF to it", "Attach it to target creature": the first object `what` selects becomes attached to the first `to` selects. */
  attach?: { what: Selector; to: Selector };
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
  /**
   * 114.1: "You get an emblem with "…"": an emblem with those abilities is created in the command zone of each
   * player named (default the controller of the resolving spell or ability), who owns and controls it (114.2);
   * its static abilities function there (114.4).
   */
  emblems?: EmblemDef[];
  /** 701.37a: monstrosity N — if the source isn't monstrous, put N +1/+1 counters on it and it becomes monstrous. */
  monstrosity?: Value;
  /** 119.3: players gain (positive amount) or lose (negative) life ("You gain 4 life."). */
  life?: { player: PlayerRef; amount: Value }[];
  /**
   * 601.2c, 115.1: what each instance of the word "target" in its text may choose, in the order of the word
   * (reminder and quoted text aside); null where the phrase isn't read. Checked as it is cast or activated.
   */
  targetPhrases?: (TargetPhrase | null)[];
}

/** One instruction that makes permanents leave the battlefield, and where they go. */
export interface LeaveBattlefield {
  what: Selector;
  /** "destroy" → graveyard unless indestructible (702.12b); "sacrifice" → graveyard, only its controller's own (701.21a); "exile"; "return" to the owner's hand. */
  how: 'destroy' | 'sacrifice' | 'exile' | 'return';
}

/** An emblem a resolving spell or ability creates (114.1): its abilities, and who gets it (default "you"). */
export interface EmblemDef {
  abilities: AbilityDef[];
  player?: PlayerRef;
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
