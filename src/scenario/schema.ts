/**
 * The scenario format (scenario-format.md) as zod schemas. The loader validates piece by
 * piece with these (for precise messages); `ScenarioSchema` is the whole file, used for
 * the JSON Schema shipped in schema/scenario.schema.json.
 */
import { z } from 'zod';
import { CREATURE_TYPES, LAND_TYPES } from '../core/subtype-lists.js';
import { abilityDefSchema, coinFlipSchema, colorSchema, costPaidSchema, zoneSchema } from './ability-schema.js';
import { MAX_AMOUNT, MAX_TIMESTAMP, printedStatProblem } from './limits.js';

const opt = <T extends z.ZodType>(t: T) => t.exactOptional();

/** A strict mapping whose "unknown key" issues carry the allowed keys (read by zod-issues.ts). */
export function strict<T extends z.core.$ZodLooseShape>(shape: T) {
  const allowed = Object.keys(shape).join(',');
  return z.strictObject(shape, {
    error: (iss) => (iss.code === 'unrecognized_keys' ? `ALLOWED:${allowed}` : undefined),
  });
}

/** X and counter amounts: whole numbers small enough that sums of them stay exact. */
const Amount = z.number().int().min(-MAX_AMOUNT).max(MAX_AMOUNT);
/** X is chosen: 0 or greater (107.1b), and bounded like every amount. */
const X = z.number().int().min(0, "X is 0 or greater: a player can't choose a negative number (107.1b)").max(MAX_AMOUNT);

export const PT_COUNTER = /^[+-]\d+\/[+-]\d+$/;
export const WORD_COUNTER = /^[a-z]+(?:[ -][a-z]+)*$/;

/** `+1/+1`, `-0/-1`, or lower-case words: `flying`, `first strike`, `loyalty`, `ice`, `everything`. */
export const CounterKindSchema = z
  .string()
  .regex(new RegExp(`^(?:${PT_COUNTER.source.slice(1, -1)}|${WORD_COUNTER.source.slice(1, -1)})$`), {
    message: 'bad counter kind: write a P/T counter as "+1/+1" or "-1/-1", other kinds in lower case ("flying", "loyalty")',
  })
  .meta({ id: 'CounterKind', description: 'A counter kind: "+N/+N" / "-N/-N", or lower-case words such as "flying", "loyalty", "ice".' });

export const IdSchema = z.string().min(1).meta({ description: 'An object id (see "Objects" in the format).' });
export const PlayerNameSchema = z.string().min(1).meta({ description: 'A player, one of `players`.' });

export const CARD_TYPES = [
  'Artifact',
  'Battle',
  'Creature',
  'Enchantment',
  'Instant',
  'Kindred',
  'Land',
  'Planeswalker',
  'Sorcery',
] as const;
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

export const ChoicesSchema = strict({
  color: opt(colorSchema),
  creatureType: opt(z.enum(CREATURE_TYPES as [string, ...string[]])),
  cardType: opt(z.enum(CARD_TYPES)),
  landType: opt(z.enum(LAND_TYPES as [string, ...string[]])),
  basicLandType: opt(z.enum(BASIC_LAND_TYPES)),
  player: opt(PlayerNameSchema),
  copyOf: opt(IdSchema),
  object: opt(IdSchema),
  objects: opt(
    z.array(IdSchema).min(1).meta({
      description:
        'The objects the text calls "they", "those creatures" or "the chosen creatures" that are neither targets nor the source (608.2c): the creatures put onto the battlefield by an earlier instruction, those that attacked or that the triggering spell targets, those chosen as it resolved.',
    }),
  ),
  x: opt(X),
  keyword: opt(
    z.string().min(1).meta({
      description:
        'The keyword chosen as it resolved (608.2d), in lower case as the keyword is written: "gains your choice of flying or first strike" → first strike.',
    }),
  ),
  flips: opt(
    z.array(coinFlipSchema).min(1).meta({
      description:
        'The results of the coins flipped as it resolved (705), in order: won or lost for a flip a player calls ("If you win the flip"), heads or tails for one nobody calls ("If both coins come up heads").',
    }),
  ),
  count: opt(
    z.number().int().min(0).meta({
      description:
        'How many objects an earlier instruction of the ability acted on as it resolved (608.2c): "for each card discarded this way", "the number of cards exiled this way".',
    }),
  ),
  option: opt(
    z.number().int().min(1).meta({
      description:
        'Which of the alternatives the text offers was chosen as it resolved (608.2d), 1-based in the order written: "gets +1/-1 or -1/+1" → 2 for -1/+1; "gains protection from artifacts or from the color of your choice" → 2 for the color (with `color`).',
    }),
  ),
  from: opt(z.string().min(1)),
  to: opt(z.string().min(1)),
  paid: opt(
    z.array(costPaidSchema).meta({
      description:
        'The optional or additional costs it was cast with: kicker (702.33), evidence (701.59), bargain (702.166), gift (702.174), teamwork, mayhem, or any other additional cost — what "if it was kicked" and "if the gift was promised" read; "unless" when a player made the payment an "unless … pays" instruction asked for as it resolved (118.12: "Unless an opponent pays {2}, gain control of …").',
    }),
  ),
}).meta({ id: 'Choices', description: 'What was chosen as the object entered or its spell resolved.' });

const Stat = z
  .union([
    z.number().int(),
    z
      .string()
      .min(1)
      .superRefine((s, ctx) => {
        const problem = printedStatProblem(s);
        if (problem !== null) ctx.addIssue({ code: 'custom', message: problem });
      }),
  ])
  .meta({ description: 'A number, or printed text such as "*" or "1+*" (0 before CDAs, 604.3).' });

const faceShape = {
  name: z.string().min(1),
  typeLine: z.string().min(1).meta({ description: 'e.g. "Legendary Creature — Elf Druid"' }),
  manaCost: opt(z.string().nullable()),
  power: opt(Stat),
  toughness: opt(Stat),
  loyalty: opt(Stat),
  defense: opt(Stat),
  colorIndicator: opt(z.array(colorSchema)),
  oracle: opt(
    z
      .string()
      .meta({ description: 'Rules text, read by the Oracle compiler as card files are; unread continuous sentences are warnings.' }),
  ),
  abilities: opt(
    z.array(z.union([z.string(), abilityDefSchema])).meta({
      description: 'Oracle lines (strings) or abilities in the effect language; they follow those of `oracle`.',
    }),
  ),
};

export const InlineFaceSchema = strict(faceShape).meta({ id: 'InlineFace' });
export const InlineCardSchema = strict({ ...faceShape, backFace: opt(InlineFaceSchema), morph: opt(z.string()) }).meta({
  id: 'InlineCard',
  description: 'A card defined in the scenario itself.',
});

export const CardRefSchema = z
  .union([z.string().min(1).meta({ description: 'A catalog card name.' }), InlineCardSchema])
  .meta({ id: 'Card' });

const counts = (nonNegative: boolean) => z.record(CounterKindSchema, nonNegative ? Amount.min(0) : Amount);

export const ObjectMappingSchema = strict({
  card: CardRefSchema,
  id: opt(IdSchema),
  controller: opt(PlayerNameSchema),
  owner: opt(PlayerNameSchema),
  zone: opt(zoneSchema),
  counters: opt(counts(true)),
  tapped: opt(z.boolean()),
  faceDown: opt(z.boolean()),
  cloaked: opt(
    z.boolean().meta({
      description:
        'It was cloaked (701.58a): face down (`faceDown: true`), a 2/2 with ward {2}. A face-down card with disguise has ward {2} too (702.168b).',
    }),
  ),
  transformed: opt(z.boolean()),
  face: opt(
    z.enum(['front', 'back']).meta({
      description:
        'Which face of a modal double-faced card (or a flip card from a card file) is up as it enters (712.11b, 712.12, 712.13, 710.2); transforming cards use `transformed`.',
    }),
  ),
  phasedOut: opt(z.boolean()),
  attacking: opt(z.boolean().meta({ description: 'An attacking creature in the current combat (506.4).' })),
  blocking: opt(z.boolean().meta({ description: 'A blocking creature in the current combat (506.4).' })),
  attachedTo: opt(IdSchema),
  bestowed: opt(
    z.boolean().meta({
      description:
        'It was cast bestowed (702.103a): an Aura enchantment with enchant creature, not a creature, while attached to `attachedTo` (702.103b); unattached, it is a creature again (702.103f).',
    }),
  ),
  level: opt(
    z.number().int().min(1).meta({
      description:
        "Its class level (716.2b), a designation set by its level abilities: the scenario's to give. Absent, level 1 (716.2d). Extension of the shared format.",
    }),
  ),
  solved: opt(
    z.boolean().meta({
      description:
        'It is solved (719.3b, a Case\'s designation): its "Solved —" ability functions (719.3c). Extension of the shared format.',
    }),
  ),
  pairedWith: opt(
    IdSchema.meta({
      description:
        'Soulbond (702.95a): it is paired with that creature, listed before it, on the battlefield under the same controller and unpaired. Both are paired; they become unpaired when either changes control, stops being a creature or leaves the battlefield (702.95e). Extension of the shared format.',
    }),
  ),
  enteredThisTurn: opt(
    z.literal(true).meta({
      description:
        'A `battlefield` entry: it entered the battlefield this turn ("as long as this Aura entered this turn"); without it the position set up was there before the turn. Objects entering by events always entered this turn. It is not counted in `thisTurn`. Extension of the shared format.',
    }),
  ),
  exiledWith: opt(
    IdSchema.meta({
      description:
        'A card in exile (`zone: exile`) that was exiled with that object\'s ability (607.2a, 406.6): "cards exiled with <object>", "the exiled card". The link is to the object as it is when the scenario begins; if that object changes zones it is a new object and the link is gone (400.7). Extension of the shared format.',
    }),
  ),
  choices: opt(ChoicesSchema),
  token: opt(z.boolean()),
  timestamp: opt(
    z
      .number()
      .int()
      .min(0)
      .max(MAX_TIMESTAMP)
      .meta({ description: 'A whole number from 0 to 2^52 (later timestamps count up from it and must stay exact).' }),
  ),
}).meta({ id: 'ObjectMapping' });

export const ObjectEntrySchema = z
  .union([z.string().min(1).meta({ description: 'A catalog card name.' }), ObjectMappingSchema])
  .meta({ id: 'Object' });

const nullableNumber = z.number().nullable();
const strings = z.array(z.string()).meta({ description: 'Compared as a set.' });

export const ObjectExpectationSchema = strict({
  exists: opt(
    z.boolean().meta({
      description: '`false`: the id names no object any more (a token that left the battlefield, 111.7); any other field implies `true`.',
    }),
  ),
  id: opt(z.string()),
  zone: opt(zoneSchema),
  timestamp: opt(z.number()),
  name: opt(z.string().nullable()),
  manaCost: opt(z.string().nullable()),
  manaValue: opt(z.number()),
  colors: opt(z.array(colorSchema)),
  types: opt(strings),
  subtypes: opt(strings),
  supertypes: opt(strings),
  abilities: opt(strings),
  power: opt(nullableNumber),
  toughness: opt(nullableNumber),
  loyalty: opt(nullableNumber),
  defense: opt(nullableNumber),
  controller: opt(PlayerNameSchema),
  owner: opt(PlayerNameSchema),
  counters: opt(counts(true)),
  tapped: opt(z.boolean()),
  faceDown: opt(z.boolean()),
  phasedOut: opt(z.boolean()),
  attacking: opt(z.boolean()),
  blocking: opt(z.boolean()),
  transformed: opt(z.boolean()),
  token: opt(z.boolean()),
  attachedTo: opt(z.string().nullable()),
  has: opt(z.array(z.string()).meta({ description: 'Abilities that must be present.' })),
  lacks: opt(z.array(z.string()).meta({ description: 'Abilities that must be absent.' })),
}).meta({ id: 'ObjectExpectation' });

/** One player's turn history preset (core/history.ts): counts of this turn, each a whole number 0 or greater. */
const TurnN = opt(z.number().int().min(0, 'a count of this turn is 0 or greater').max(MAX_AMOUNT));
export const TurnRecordSchema = strict({
  lifeGained: TurnN,
  lifeLost: TurnN,
  spellsCast: TurnN,
  instantSorcerySpellsCast: TurnN,
  cardsDrawn: TurnN,
  permanentsEntered: TurnN,
  nonlandPermanentsEntered: TurnN,
  creaturesEntered: TurnN,
  landsEntered: TurnN,
  creaturesDied: TurnN,
  crimesCommitted: TurnN,
  permanentsSacrificed: TurnN,
}).meta({ id: 'TurnRecord', description: 'Counts of this turn for one player; a count not listed is 0.' });

export const PlayerExpectationSchema = strict({
  abilities: opt(strings),
  maxHandSize: opt(nullableNumber),
  life: opt(z.number().int().meta({ description: "The player's life total (119)." })),
  has: opt(z.array(z.string())),
  lacks: opt(z.array(z.string())),
}).meta({ id: 'PlayerExpectation' });

export const ExpectationSchema = z
  .object({
    players: opt(z.record(PlayerNameSchema, PlayerExpectationSchema)),
    rules: opt(z.array(z.string()).meta({ description: 'The rules effects in force, compared as a set.' })),
  })
  .catchall(ObjectExpectationSchema)
  .meta({ id: 'Expectation', description: 'Object ids mapped to the values they must have here; also `players` and `rules`.' });

const ObjectRefSchema = strict({
  object: IdSchema,
  ability: z.union([
    z.number().int().min(1).meta({ description: '1-based, in the order of the object’s current `abilities`.' }),
    z.string().min(1).meta({ description: 'The ability’s text exactly as listed in the object’s `abilities`.' }),
  ]),
});
const abilityController = opt(
  PlayerNameSchema.meta({ description: "Addition: who controls the ability (default: its source's controller now; 611.2b Master Thief)." }),
);
const targets = opt(z.array(z.string().min(1)).meta({ description: 'Object ids or player names.' }));
const modes = opt(
  z.array(z.number().int().min(1)).min(1).meta({
    description: 'The modes chosen (700.2), 1-based in printed order; `targets` then lists their targets in the order of this list.',
  }),
);
const tokens = opt(
  z
    .array(IdSchema)
    .min(1)
    .meta({ description: "Ids for the tokens it creates, in creation order (111.1); default: the id of the token's name." }),
);
const oneOrMore = z.union([IdSchema, z.array(IdSchema).min(1)]);

/** Every event kind, each a strict mapping with its kind key and the kind's own extra keys. */
export const EVENT_SCHEMAS = {
  enter: strict({ enter: z.union([ObjectEntrySchema, z.array(ObjectEntrySchema).min(1)]) }),
  cast: strict({
    cast: CardRefSchema,
    targets,
    choices: opt(ChoicesSchema),
    x: opt(X),
    modes,
    tokens,
    controller: opt(PlayerNameSchema),
    id: opt(IdSchema),
  }),
  activate: strict({
    activate: ObjectRefSchema,
    targets,
    choices: opt(ChoicesSchema),
    x: opt(X),
    modes,
    tokens,
    controller: abilityController,
  }),
  trigger: strict({
    trigger: ObjectRefSchema,
    targets,
    choices: opt(ChoicesSchema),
    x: opt(X),
    modes,
    tokens,
    controller: abilityController,
  }),
  counters: strict({ counters: z.record(IdSchema, counts(false)) }),
  attach: strict({ attach: strict({ object: IdSchema, to: IdSchema }) }),
  move: strict({
    move: strict({
      object: IdSchema,
      to: zoneSchema,
      controller: opt(
        PlayerNameSchema.meta({ description: 'Who puts it onto the battlefield, under whose control it enters (default: its owner).' }),
      ),
    }),
  }),
  tap: strict({ tap: IdSchema }),
  untap: strict({ untap: IdSchema }),
  turnFaceUp: strict({ turnFaceUp: IdSchema }),
  turnFaceDown: strict({ turnFaceDown: IdSchema }),
  transform: strict({ transform: IdSchema }),
  phaseOut: strict({ phaseOut: IdSchema }),
  phaseIn: strict({ phaseIn: IdSchema }),
  gainControl: strict({ gainControl: strict({ object: IdSchema, player: PlayerNameSchema }) }),
  endTurn: strict({ endTurn: z.literal(true) }),
  life: strict({
    life: z
      .record(PlayerNameSchema, z.number().int())
      .meta({ description: 'Players gain (positive) or lose (negative) that much life (119.3).' }),
  }),
  attack: strict({
    attack: oneOrMore.meta({ description: 'The creatures become attacking creatures (508.1a; status only).' }),
    defending: opt(
      z.string().meta({
        description:
          'Extension: the player, planeswalker or battle they attack (506.2, 508.1b); default: the only opponent of a two-player game.',
      }),
    ),
  }),
  block: strict({
    block: oneOrMore.meta({ description: 'The creatures become blocking creatures (509.1a; status only).' }),
    blocks: opt(
      z.string().meta({
        description: 'Extension: the attacking creature they block (509.1a); default: the only attacking creature.',
      }),
    ),
  }),
  endCombat: strict({
    endCombat: z
      .literal(true)
      .meta({ description: 'Combat ends: no creature is attacking or blocking; "until end of combat" effects end (511.3).' }),
  }),
  mutate: strict({
    mutate: strict({
      card: CardRefSchema,
      onto: IdSchema,
      under: opt(z.boolean().meta({ description: 'Put it under the permanent instead of on top (702.140b).' })),
      token: opt(z.boolean()),
    }).meta({ description: 'Addition: a card merges with a permanent (730, mutate).' }),
  }),
  expect: strict({ expect: ExpectationSchema }),
} as const;

export type EventKind = keyof typeof EVENT_SCHEMAS;
/** The event kinds of the scenario format (`enter`, `cast`, `activate`, …). */
export const EVENT_KINDS = Object.keys(EVENT_SCHEMAS) as EventKind[];

const E = EVENT_SCHEMAS;
export const EventSchema = z
  .union([
    E.enter,
    E.cast,
    E.activate,
    E.trigger,
    E.counters,
    E.attach,
    E.move,
    E.tap,
    E.untap,
    E.turnFaceUp,
    E.turnFaceDown,
    E.transform,
    E.phaseOut,
    E.phaseIn,
    E.gainControl,
    E.endTurn,
    E.life,
    E.attack,
    E.block,
    E.endCombat,
    E.mutate,
    E.expect,
  ])
  .meta({ id: 'Event', description: 'One event: a mapping with exactly one kind key.' });

/** Keys of the top level (the `$schema` key is an addition of this project, for editors). */
export const ScenarioSchema = strict({
  $schema: opt(z.string().meta({ description: 'Addition: the JSON Schema this file follows, for editors.' })),
  title: opt(z.string()),
  source: opt(z.string()),
  players: opt(z.array(PlayerNameSchema).min(1)),
  activePlayer: opt(PlayerNameSchema),
  cards: opt(
    z.union([z.string().min(1), z.array(z.string().min(1)).min(1)]).meta({
      description: 'Card files in Scryfall card format (paths relative to this file), looked up after inline cards and before the catalog.',
    }),
  ),
  startingLife: opt(z.number().int().meta({ description: "Each player's starting life total (103.4); default 20." })),
  life: opt(
    z.record(PlayerNameSchema, z.number().int()).meta({ description: 'Life totals at the start, per player; default startingLife.' }),
  ),
  thisTurn: opt(
    z.record(PlayerNameSchema, TurnRecordSchema).meta({
      description:
        'Addition: what already happened this turn, per player, before the first event (turn history: "as long as you gained life this turn", Celebration); `battlefield` entries are not counted as having entered this turn.',
    }),
  ),
  designations: opt(
    z.record(PlayerNameSchema, z.array(z.enum(['citysBlessing', 'enduringStory']))).meta({
      description:
        "Addition: player designations held from the start for the rest of the game: the city's blessing (702.131c), an enduring story (Storied). No event gives them.",
    }),
  ),
  dayNight: opt(
    z.enum(['day', 'night']).meta({
      description:
        'Addition: the game is day or night at the start (726.2; absent, neither): what "if it\'s night" reads. `endTurn` changes it as 726.3a says (day → night after a turn with no spells cast by its active player, night → day after two or more).',
    }),
  ),
  battlefield: opt(z.array(ObjectEntrySchema)),
  events: opt(z.array(EventSchema)),
});

export type ScenarioInput = z.infer<typeof ScenarioSchema>;
export type ObjectMappingInput = z.infer<typeof ObjectMappingSchema>;
export type InlineCardInput = z.infer<typeof InlineCardSchema>;
export type InlineFaceInput = z.infer<typeof InlineFaceSchema>;
export type ChoicesInput = z.infer<typeof ChoicesSchema>;
export type ObjectExpectationInput = z.infer<typeof ObjectExpectationSchema>;
export type PlayerExpectationInput = z.infer<typeof PlayerExpectationSchema>;

/** The JSON Schema of scenario files (draft 2020-12), as shipped in schema/scenario.schema.json. */
export function scenarioJsonSchema(): Record<string, unknown> {
  const generated = z.toJSONSchema(ScenarioSchema, { target: 'draft-2020-12' }) as Record<string, unknown>;
  const { $schema, ...rest } = generated;
  return {
    $schema,
    $id: 'https://github.com/mtg-layers/mtg-layers/schema/scenario.schema.json',
    title: 'mtg-layers scenario',
    description: 'A Magic: The Gathering position set up step by step, with expectations (docs/scenario-and-cli.md).',
    ...rest,
  };
}
