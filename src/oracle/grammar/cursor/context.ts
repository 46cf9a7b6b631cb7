/** What the grammar knows while it reads one ability: the card's names, targets met so far, and what "it" means. */
import type { Selector } from '../../../core/effects/language/selector.js';

/** The kinds of type an "As … enters, choose a … type" ability chooses (614.12). */
export type ChosenTypeKind = 'creatureType' | 'basicLandType' | 'landType';

export interface ParseContext {
  /** The card's own names (SELF). */
  names: readonly string[];
  /** Targets met so far in this ability, in order of appearance (0-based indexes, 115.1). */
  targets: number;
  /** The card types of the card itself (for SELF). */
  selfTypes?: readonly string[];
  /** The card types the object this Aura or Equipment is attached to has ("Enchant artifact" → Artifact; Equipment → Creature). */
  attachedTypes?: readonly string[];
  /** The card types the current subject is known to have (its filter, or the card's own for SELF). */
  subjectTypes?: readonly string[];
  /** What "it" / "that creature" / "those creatures" refers to: the last subject read. */
  it?: Selector | undefined;
  /** The number an earlier sentence chose ("remove any number of … counters"): what "that many" reads (remove-counters.ts). */
  thatMany?: import('../../../core/effects/language/filters-and-values.js').Value | undefined;
  /** What "it" meant as the current sentence began (before its subject was read): "that card's mana value" (referent-values.ts). */
  itBefore?: Selector | undefined;
  /** The object an earlier sentence put onto the battlefield ("Return it to the battlefield …"): what "It's an enchantment" is about (611.2e). */
  entered?: Selector | undefined;
  /** Does the trigger name an object other than the source ("Whenever SELF saddles a Mount or crews a Vehicle")? Then "that Mount or Vehicle" is it (referents.ts). */
  triggerNamesObject?: boolean;
  /**
   * Does the ability's own text define X ("where X is …", "X is the mana value of that card")? Then X is not
   * the X chosen as it was cast or activated (107.3a-c), and "If X is 5 or more" is not read as that X.
   */
  xDefinedByText?: boolean;
  /** What the ability's own "where X is …" defines X as, read from whichever sentence says it: "If X is three or more" then tests it. */
  xValue?: import('../../../core/effects/language/filters-and-values.js').Value | undefined;
  /**
   * Does the ability itself instruct to exile? Then "the exiled card" in it may be the card it exiles, not the
   * cards its linked ability exiled (607.2a), and it is not read as those.
   */
  exilesInAbility?: boolean;
  /** Each "target <phrase>" met so far in this ability and its target index: what "the <phrase>" names (definite-targets.ts). */
  targetPhrases?: { words: string; index: number }[];
  /** Were this ability's first targets chosen with "choose … target …"? Then "the chosen permanents" are its targets. */
  chosenTargets?: boolean;
  /** Has an earlier sentence of this resolution said "Choose a creature type." (608.2d)? Then "of that type" is that type. */
  typeChosen?: boolean;
  /** The last sentence of this resolution the grammar read: what "The same is true for …" repeats (same-is-true.ts). */
  previous?: readonly import('../../lex.js').Token[] | undefined;
  /** What "the chosen type" names on this face: the kind its "choose a … type" chose (creature type by default). */
  chosenTypeKind?: ChosenTypeKind;
  /** Is this a resolving effect (spell, activated, triggered) rather than a static ability? */
  resolving: boolean;
  /** The whole text of the ability being read, which "this ability" names ("SELF loses this ability", licids). */
  abilityText?: string;
  /** The tokens of a trailing clause the sentence rule left to be reported on its own (not continuous). */
  rest?: import('../../lex.js').Token[] | undefined;
  /** With a leading `rest` (leading-rest.ts): the tokens the rule read, reported as the compiled sentence. */
  restRead?: import('../../lex.js').Token[] | undefined;
  /** Compiles a quoted ability ("has \"{T}: Add {C}.\"") — set by the sentence compiler. */
  quoted?: (text: string) => import('../../../core/effects/language/abilities.js').AbilityDef | undefined;
  /**
   * The sentences of the quoted abilities read so far in the current sentence that the grammar did not read (a granted
   * trigger's "draw a card"), by text: reported with the sentence that grants them, never dropped unsaid.
   */
  quotedUnread?: Map<string, QuotedUnread>;
}

/** A sentence of a granted (quoted) ability that was not read, and why. */
export interface QuotedUnread {
  text: string;
  continuous: boolean;
  why: string;
  shape: string;
}
