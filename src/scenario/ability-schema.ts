/**
 * Zod schemas for the effect language of src/core/effects/types.ts, so inline cards in
 * scenario files can state abilities as data. Every object is strict (typos are errors);
 * optional keys may be left out but never set to null (exactOptional).
 */
import { z } from 'zod';
import { type AbilityDef, CHARACTERISTIC_FIELDS } from '../core/effects/types.js';
import { COLORS, COSTS_PAID, type Color, ZONES, type Zone } from '../core/model/terms.js';
import { TURN_COUNTS } from '../core/model/turn-counts.js';

/** An optional or additional cost a spell was cast with (702.33 kicker, 701.59, 702.166, 702.174, …). */
export const costPaidSchema = z.enum(COSTS_PAID);
export const coinFlipSchema = z.enum(['won', 'lost', 'heads', 'tails']);

const opt = <T extends z.ZodType>(t: T) => t.exactOptional();
const strict = z.strictObject;

const ColorSchema = z.enum(COLORS as [Color, ...Color[]]);
const ZoneSchema = z.enum(ZONES as [Zone, ...Zone[]]);
const ChoiceKindSchema = z.enum(['color', 'creatureType', 'cardType', 'landType', 'basicLandType', 'player', 'x']);
const ChosenRefSchema = strict({ chosen: ChoiceKindSchema });
const WordSchema = z.union([z.string(), ChosenRefSchema]);
const ColorWordSchema = z.union([ColorSchema, ChosenRefSchema]);
const PlayerRefSchema = z
  .union([
    z.enum(['you', 'opponent', 'any', 'active']),
    strict({ chosen: z.literal('player') }),
    strict({ player: z.string() }),
    strict({ lifeRank: z.enum(['most', 'least']), tied: opt(z.literal('chosen')) }),
  ])
  .meta({ id: 'PlayerRef' });
const ZonesSchema = z.union([z.array(ZoneSchema), z.literal('all')]);
const AffectedOrSource = z.enum(['affected', 'source', 'target', 'object']);
const RelatedObjectSchema = z.enum(['affected', 'source', 'target', 'attached', 'object']);
const TurnCountSchema = z.enum(TURN_COUNTS);
const NumberOfSchema = z.enum(['manaValue', 'power', 'toughness']);

const CompareSchema = strict({
  get eq() {
    return opt(ValueSchema);
  },
  get lt() {
    return opt(ValueSchema);
  },
  get lte() {
    return opt(ValueSchema);
  },
  get gt() {
    return opt(ValueSchema);
  },
  get gte() {
    return opt(ValueSchema);
  },
}).meta({ id: 'Compare' });

const FilterSchema = z
  .union([
    strict({
      get and() {
        return z.array(FilterSchema);
      },
    }),
    strict({
      get or() {
        return z.array(FilterSchema);
      },
    }),
    strict({
      get not() {
        return FilterSchema;
      },
    }),
    strict({ type: z.string() }),
    strict({ subtype: WordSchema }),
    strict({ supertype: z.string() }),
    strict({ color: ColorWordSchema }),
    strict({ colorless: z.literal(true) }),
    strict({ multicolored: z.literal(true) }),
    strict({ controller: PlayerRefSchema }),
    strict({ owner: PlayerRefSchema }),
    strict({ zone: z.union([ZoneSchema, z.array(ZoneSchema)]) }),
    strict({ other: z.literal(true) }),
    strict({ token: z.boolean() }),
    strict({ tapped: z.boolean() }),
    strict({ faceDown: z.boolean() }),
    strict({ counter: z.string() }),
    strict({
      get manaValue() {
        return CompareSchema;
      },
    }),
    strict({
      get power() {
        return CompareSchema;
      },
    }),
    strict({
      get toughness() {
        return CompareSchema;
      },
    }),
    strict({ hasAbility: z.string() }),
    strict({ name: z.string() }),
    strict({ attachedBySource: z.literal(true) }),
    strict({ isTarget: z.number().int().min(0) }),
    strict({ attacking: z.boolean() }),
    strict({ blocking: z.boolean() }),
    strict({ attacks: PlayerRefSchema }),
    strict({ blocks: RelatedObjectSchema }),
    strict({ blockedBy: RelatedObjectSchema }),
    strict({ costPaid: costPaidSchema }),
    strict({ coinFlips: coinFlipSchema, coins: z.number().int().min(1) }),
    strict({ equipped: z.literal(true) }),
    strict({ bestowed: z.boolean() }),
    strict({ levelAtLeast: z.number().int().min(1) }),
    strict({ solved: z.boolean() }),
    strict({ exiledWith: RelatedObjectSchema }),
    strict({ anyCounter: z.literal(true) }),
    strict({ modified: z.literal(true) }),
    strict({ enteredThisTurn: z.literal(true) }),
    strict({ attachedTo: RelatedObjectSchema }),
    strict({ pairedWith: RelatedObjectSchema }),
    strict({
      get attachedBy() {
        return FilterSchema;
      },
    }),
    strict({ shares: z.enum(['name', 'creatureType', 'controller']), with: RelatedObjectSchema }),
    strict({ is: RelatedObjectSchema }),
    strict({ isChosen: z.literal(true) }),
  ])
  .meta({ id: 'Filter' });

const SelectorSchema = z
  .union([
    strict({ self: z.literal(true), where: opt(FilterSchema) }),
    strict({ attached: z.literal(true), where: opt(FilterSchema) }),
    strict({ target: z.number().int().min(0), where: opt(FilterSchema) }),
    strict({ targets: z.literal(true), where: opt(FilterSchema) }),
    strict({ chosenObject: z.enum(['copyOf', 'object']), where: opt(FilterSchema) }),
    strict({ all: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ createdTokens: z.literal(true), where: opt(FilterSchema) }),
    strict({ players: PlayerRefSchema }),
    strict({ game: z.literal(true) }),
  ])
  .meta({ id: 'Selector' });

const ValueSchema = z
  .union([
    z.number(),
    strict({ x: z.literal(true) }),
    strict({ count: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ cardTypesAmong: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ manaValue: AffectedOrSource }),
    strict({ power: AffectedOrSource }),
    strict({ toughness: AffectedOrSource }),
    strict({ life: PlayerRefSchema }),
    strict({ startingLife: z.literal(true) }),
    strict({ thisWay: z.literal(true) }),
    strict({ manaSpentToCast: z.enum(['source', 'object']) }),
    strict({ handSize: PlayerRefSchema }),
    strict({ countersOn: AffectedOrSource, kind: z.string() }),
    strict({
      get sum() {
        return z.array(ValueSchema);
      },
    }),
    strict({
      get times() {
        return z.tuple([ValueSchema, z.number()]);
      },
    }),
    strict({ thisTurn: TurnCountSchema, player: PlayerRefSchema }),
    strict({ basicLandTypesAmong: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ colorsAmong: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ greatest: NumberOfSchema, among: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ total: NumberOfSchema, among: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ counterKindsAmong: FilterSchema, zones: opt(ZonesSchema) }),
    strict({ countersAmong: FilterSchema, kind: opt(z.string()), zones: opt(ZonesSchema) }),
    strict({ creatureTypesOf: AffectedOrSource }),
    strict({
      get atMost() {
        return z.tuple([ValueSchema, z.number()]);
      },
    }),
    strict({
      get difference() {
        return z.tuple([ValueSchema, ValueSchema]);
      },
    }),
  ])
  .meta({ id: 'Value' });

const ConditionSchema = z
  .union([
    strict({
      get and() {
        return z.array(ConditionSchema);
      },
    }),
    strict({
      get or() {
        return z.array(ConditionSchema);
      },
    }),
    strict({
      get not() {
        return ConditionSchema;
      },
    }),
    strict({ source: FilterSchema }),
    strict({ target: z.number().int().min(0), filter: FilterSchema }),
    strict({ count: FilterSchema, zones: opt(ZonesSchema), gte: opt(z.number()), lte: opt(z.number()) }),
    strict({ compare: z.tuple([ValueSchema, z.enum(['<', '<=', '=', '>=', '>']), ValueSchema]) }),
    strict({ topOfGraveyard: FilterSchema }),
    strict({ yourTurn: z.boolean() }),
    strict({ designation: z.enum(['citysBlessing', 'enduringStory']), player: PlayerRefSchema }),
    strict({ dayNight: z.enum(['day', 'night']) }),
    strict({ mostCommonColor: z.enum(['white', 'blue', 'black', 'red', 'green']) }),
    strict({ costPaid: costPaidSchema }),
    strict({ attachedObject: FilterSchema }),
    strict({ option: z.number().int().min(1) }),
  ])
  .meta({ id: 'Condition' });

const TypeLists = {
  types: opt(z.array(z.string())),
  subtypes: opt(z.array(z.string())),
  supertypes: opt(z.array(z.string())),
};

const CopyExceptSchema = strict({
  setTypes: opt(strict({ types: opt(z.array(z.string())), subtypes: opt(z.array(z.string())) })),
  addTypes: opt(strict(TypeLists)),
  removeSupertypes: opt(z.array(z.string())),
  setPT: opt(strict({ power: z.number(), toughness: z.number() })),
  setColors: opt(z.array(ColorSchema)),
  addColors: opt(z.array(ColorSchema)),
  keepOwnColor: opt(z.boolean()),
  get addAbilities() {
    return opt(z.array(AbilityDefSchema));
  },
  keepThisAbility: opt(z.boolean()),
  name: opt(z.string()),
  get ifType() {
    return opt(z.array(strict({ type: z.string(), except: CopyExceptSchema })));
  },
}).meta({ id: 'CopyExcept' });

const TextKindSchema = z.enum(['color', 'basicLandType', 'creatureType']);
const FieldSchema = z.enum(CHARACTERISTIC_FIELDS);

const OpSchema = z
  .discriminatedUnion('op', [
    strict({ op: z.literal('copy'), of: SelectorSchema, except: opt(CopyExceptSchema) }),
    strict({ op: z.literal('faceDown') }),
    strict({ op: z.literal('control'), player: PlayerRefSchema }),
    strict({
      op: z.literal('changeText'),
      kind: z.union([TextKindSchema, z.array(TextKindSchema)]),
      from: opt(z.string()),
      to: opt(z.string()),
    }),
    strict({ op: z.literal('setName'), name: z.string() }),
    strict({
      op: z.literal('fullText'),
      of: z.literal('topOfGraveyard'),
      get keepAbilities() {
        return opt(z.array(AbilityDefSchema));
      },
    }),
    strict({ op: z.literal('addTypes'), ...TypeLists, subtypes: opt(z.array(WordSchema)) }),
    strict({ op: z.literal('setTypes'), ...TypeLists, subtypes: opt(z.array(WordSchema)) }),
    strict({ op: z.literal('removeTypes'), ...TypeLists, allCreatureTypes: opt(z.boolean()) }),
    strict({ op: z.literal('allCreatureTypes') }),
    strict({ op: z.literal('everyBasicLandType') }),
    strict({ op: z.literal('everyLandType') }),
    strict({ op: z.literal('setColors'), colors: z.array(ColorWordSchema) }),
    strict({ op: z.literal('addColors'), colors: z.array(ColorWordSchema) }),
    strict({
      op: z.literal('addAbilities'),
      get abilities() {
        return z.array(AbilityDefSchema);
      },
      x: opt(ValueSchema),
      choose: opt(z.literal('keyword')),
    }),
    strict({
      op: z.literal('removeAbilities'),
      all: opt(z.boolean()),
      keywords: opt(z.array(z.string())),
      kinds: opt(z.array(z.enum(['keyword', 'static', 'activated', 'triggered', 'spell', 'mana', 'replacement', 'text']))),
    }),
    strict({
      op: z.literal('addAbilitiesOf'),
      of: SelectorSchema,
      kinds: opt(z.array(z.enum(['keyword', 'static', 'activated', 'triggered', 'spell', 'mana', 'replacement', 'text']))),
      exceptMana: opt(z.literal(true)),
    }),
    strict({ op: z.literal('cantHave'), keywords: z.array(z.string()) }),
    strict({ op: z.literal('setPT'), power: opt(ValueSchema), toughness: opt(ValueSchema) }),
    strict({ op: z.literal('modifyPT'), power: ValueSchema, toughness: ValueSchema }),
    strict({ op: z.literal('switchPT') }),
    strict({ op: z.literal('playerAbility'), abilities: z.array(z.string()) }),
    strict({ op: z.literal('maxHandSize'), value: ValueSchema.nullable() }),
    strict({ op: z.literal('rule'), text: z.string() }),
    strict({
      op: z.literal('custom'),
      name: z.string().min(1),
      layer: z.enum(['2', '3', '4', '5', '6', '7b', '7c', '7d']),
      reads: z.array(FieldSchema),
      writes: z.array(FieldSchema),
      params: opt(z.unknown()),
    }),
  ])
  .meta({ id: 'Op' });

const StaticEffectDefSchema = strict({
  affects: SelectorSchema,
  get ops() {
    return z.array(OpSchema);
  },
  condition: opt(ConditionSchema),
});

const DurationSchema = z.union([
  z.enum([
    'endOfTurn',
    'untilYourNextTurn',
    'untilYourNextUpkeep',
    'untilEndOfYourNextTurn',
    'permanent',
    'sourceOnBattlefield',
    'untilCreatureSpellCast',
    'endOfCombat',
  ]),
  strict({ while: ConditionSchema }),
]);

const ResolutionSchema = strict({
  get effects() {
    return opt(
      z.array(
        strict({
          affects: SelectorSchema,
          ops: z.array(OpSchema),
          duration: opt(DurationSchema),
          if: opt(ConditionSchema),
          ifAfterEarlier: opt(z.literal(true)),
        }),
      ),
    );
  },
  counters: opt(z.array(strict({ on: SelectorSchema, kind: z.string(), amount: ValueSchema }))),
  exchangeControl: opt(z.boolean()),
  exchangeControlWithSelf: opt(z.boolean()),
  untapTargets: opt(z.boolean()),
  tapTargets: opt(z.boolean()),
  untap: opt(SelectorSchema),
  untapIf: opt(ConditionSchema),
  flicker: opt(z.boolean()),
  returnUnder: opt(z.enum(['you', 'owner'])),
  transformSelf: opt(z.boolean()),
  amass: opt(strict({ subtype: z.string(), amount: ValueSchema })),
  get putOntoBattlefield() {
    return opt(
      strict({
        what: SelectorSchema,
        counters: opt(z.record(z.string(), z.number())),
        ops: opt(z.array(OpSchema)),
        duration: opt(DurationSchema),
        under: opt(z.enum(['you', 'owner'])),
        tapped: opt(z.boolean()),
        opsIf: opt(FilterSchema),
      }),
    );
  },
  get createTokens() {
    return opt(z.array(TokenDefSchema));
  },
  get modal() {
    return opt(ModalDefSchema);
  },
  life: opt(z.array(strict({ player: PlayerRefSchema, amount: ValueSchema }))),
  // 601.2c: what each "target" word may choose (checked as it is cast); null where the phrase isn't read.
  targetPhrases: opt(z.array(strict({ text: z.string(), filter: FilterSchema }).nullable())),
}).meta({ id: 'Resolution' });

const TokenDefSchema = strict({
  count: opt(ValueSchema),
  name: opt(z.string()),
  colors: opt(z.array(ColorSchema)),
  ...TypeLists,
  power: opt(z.number()),
  toughness: opt(z.number()),
  get abilities() {
    return opt(z.array(AbilityDefSchema));
  },
  copyOf: opt(SelectorSchema),
  copyEach: opt(z.literal(true)),
  except: opt(CopyExceptSchema),
  tapped: opt(z.boolean()),
  attacking: opt(z.boolean()),
  controller: opt(PlayerRefSchema),
  if: opt(ConditionSchema),
  afterPut: opt(z.boolean()),
}).meta({ id: 'TokenDef' });

const ModalDefSchema = strict({
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  repeatable: opt(z.boolean()),
  entwine: opt(z.boolean()),
  pawprints: opt(z.number().int().min(1)),
  get instead() {
    return opt(strict({ paid: opt(costPaidSchema), if: opt(ConditionSchema), min: z.number().int().min(0), max: z.number().int().min(1) }));
  },
  get modes() {
    return z.array(
      strict({
        text: z.string(),
        targets: opt(z.number().int().min(0)),
        pawprints: opt(z.number().int().min(1)),
        resolve: ResolutionSchema,
      }),
    );
  },
}).meta({ id: 'ModalDef' });

const AsEntersSchema = strict({
  choose: opt(z.array(ChoiceKindSchema)),
  copy: opt(
    strict({
      filter: opt(FilterSchema),
      except: opt(CopyExceptSchema),
      extraCounters: opt(z.record(z.string(), ValueSchema)),
      extraCountersIf: opt(z.array(strict({ type: z.string(), counters: z.record(z.string(), ValueSchema) }))),
    }),
  ),
  counters: opt(z.record(z.string(), ValueSchema)),
  countersIfPaid: opt(costPaidSchema),
  tapped: opt(z.boolean()),
});

const text = z.string();
const AbilityDefSchema = z
  .discriminatedUnion('kind', [
    strict({ kind: z.literal('keyword'), text, keyword: z.string() }),
    strict({
      kind: z.literal('static'),
      text,
      get effects() {
        return z.array(StaticEffectDefSchema);
      },
      cda: opt(z.boolean()),
      zones: opt(ZonesSchema),
      lingersUntilEndOfTurn: opt(z.boolean()),
    }),
    strict({
      kind: z.literal('activated'),
      text,
      get resolve() {
        return opt(ResolutionSchema);
      },
    }),
    strict({
      kind: z.literal('triggered'),
      text,
      get resolve() {
        return opt(ResolutionSchema);
      },
    }),
    strict({
      kind: z.literal('spell'),
      text,
      get resolve() {
        return opt(ResolutionSchema);
      },
    }),
    strict({ kind: z.literal('mana'), text }),
    strict({
      kind: z.literal('replacement'),
      text,
      get asEnters() {
        return opt(AsEntersSchema);
      },
      othersEnterAsCopy: opt(FilterSchema),
      othersEnterWithCounters: opt(strict({ filter: FilterSchema, counters: z.record(z.string(), z.number().int()) })),
    }),
    strict({ kind: z.literal('text'), text }),
  ])
  .meta({ id: 'AbilityDef' });

/** Compile-time proof that what the schema accepts is an AbilityDef of the core. */
type Assert<T extends true> = T;
type AbilitySchemaMatchesCore = Assert<z.infer<typeof AbilityDefSchema> extends AbilityDef ? true : false>;

/** The effect language as a zod schema (typed by the core's AbilityDef). */
export const abilityDefSchema: z.ZodType<AbilityDef> = AbilityDefSchema;
const schemaMatchesCore: AbilitySchemaMatchesCore = true;
export const colorSchema = ColorSchema;
export const zoneSchema = ZoneSchema;
void schemaMatchesCore;
