/**
 * Zod schemas for the effect language of src/core/effects/language/, so inline cards in
 * scenario files can state abilities as data: abilities, their ops, resolutions, tokens and
 * modes (the filters, values and conditions they read are query-schema.ts's). Every object is
 * strict (typos are errors); optional keys may be left out but never set to null (exactOptional).
 */
import { z } from 'zod';
import type { AbilityDef } from '../core/effects/language/abilities.js';
import { CHARACTERISTIC_FIELDS } from '../core/effects/language/characteristic-fields.js';
import {
  ChoiceKindSchema,
  ColorSchema,
  ColorWordSchema,
  conditionSchema,
  costPaidSchema,
  filterSchema,
  PlayerRefSchema,
  selectorSchema,
  valueSchema,
  WordSchema,
  ZoneSchema,
  ZonesSchema,
} from './query-schema.js';

const opt = <T extends z.ZodType>(t: T) => t.exactOptional();
const strict = z.strictObject;

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
    strict({ op: z.literal('copy'), of: selectorSchema, except: opt(CopyExceptSchema) }),
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
      x: opt(valueSchema),
      choose: opt(z.literal('keyword')),
    }),
    strict({
      op: z.literal('removeAbilities'),
      all: opt(z.boolean()),
      keywords: opt(z.array(z.string())),
      kinds: opt(z.array(z.enum(['keyword', 'static', 'activated', 'triggered', 'spell', 'mana', 'replacement', 'text']))),
      texts: opt(z.array(z.string())),
      exceptMana: opt(z.literal(true)),
    }),
    strict({
      op: z.literal('addAbilitiesOf'),
      of: selectorSchema,
      kinds: opt(z.array(z.enum(['keyword', 'static', 'activated', 'triggered', 'spell', 'mana', 'replacement', 'text']))),
      exceptMana: opt(z.literal(true)),
    }),
    strict({ op: z.literal('cantHave'), keywords: z.array(z.string()) }),
    strict({ op: z.literal('setPT'), power: opt(valueSchema), toughness: opt(valueSchema) }),
    strict({ op: z.literal('modifyPT'), power: valueSchema, toughness: valueSchema }),
    strict({ op: z.literal('switchPT') }),
    strict({ op: z.literal('playerAbility'), abilities: z.array(z.string()) }),
    strict({ op: z.literal('maxHandSize'), value: valueSchema.nullable(), add: opt(z.literal(true)) }),
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
  affects: selectorSchema,
  get ops() {
    return z.array(OpSchema);
  },
  condition: opt(conditionSchema),
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
  strict({ while: conditionSchema }),
]);

const ResolutionSchema = strict({
  get effects() {
    return opt(
      z.array(
        strict({
          affects: selectorSchema,
          ops: z.array(OpSchema),
          duration: opt(DurationSchema),
          if: opt(conditionSchema),
          ifAfterEarlier: opt(z.literal(true)),
        }),
      ),
    );
  },
  counters: opt(z.array(strict({ on: selectorSchema, kind: z.string(), amount: valueSchema }))),
  exchangeControl: opt(z.boolean()),
  exchangeControlWithSelf: opt(z.boolean()),
  untapTargets: opt(z.boolean()),
  tapTargets: opt(z.boolean()),
  untap: opt(selectorSchema),
  untapIf: opt(conditionSchema),
  tap: opt(selectorSchema),
  attach: opt(strict({ what: selectorSchema, to: selectorSchema })),
  controlToOwner: opt(selectorSchema),
  moveCards: opt(z.array(strict({ what: selectorSchema, to: ZoneSchema }))),
  leave: opt(z.array(strict({ what: selectorSchema, how: z.enum(['destroy', 'sacrifice', 'exile', 'return']) }))),
  flicker: opt(z.boolean()),
  returnUnder: opt(z.enum(['you', 'owner'])),
  transformSelf: opt(z.boolean()),
  amass: opt(strict({ subtype: z.string(), amount: valueSchema })),
  get putOntoBattlefield() {
    return opt(
      strict({
        what: selectorSchema,
        counters: opt(z.record(z.string(), z.number())),
        ops: opt(z.array(OpSchema)),
        duration: opt(DurationSchema),
        under: opt(z.enum(['you', 'owner'])),
        tapped: opt(z.boolean()),
        opsIf: opt(filterSchema),
      }),
    );
  },
  get createTokens() {
    return opt(z.array(TokenDefSchema));
  },
  get modal() {
    return opt(ModalDefSchema);
  },
  // 114.1: emblems created in the command zone of the players named (default you).
  get emblems() {
    return opt(z.array(strict({ abilities: z.array(AbilityDefSchema), player: opt(PlayerRefSchema) })));
  },
  // 701.37a: monstrosity N of the source.
  monstrosity: opt(valueSchema),
  life: opt(z.array(strict({ player: PlayerRefSchema, amount: valueSchema }))),
  // 601.2c: what each "target" word may choose (checked as it is cast); null where the phrase isn't read.
  targetPhrases: opt(z.array(strict({ text: z.string(), filter: filterSchema }).nullable())),
}).meta({ id: 'Resolution' });

const TokenDefSchema = strict({
  count: opt(valueSchema),
  name: opt(z.string()),
  colors: opt(z.array(ColorSchema)),
  ...TypeLists,
  power: opt(z.number()),
  toughness: opt(z.number()),
  get abilities() {
    return opt(z.array(AbilityDefSchema));
  },
  copyOf: opt(selectorSchema),
  copyEach: opt(z.literal(true)),
  except: opt(CopyExceptSchema),
  tapped: opt(z.boolean()),
  attacking: opt(z.boolean()),
  controller: opt(PlayerRefSchema),
  if: opt(conditionSchema),
  afterPut: opt(z.boolean()),
}).meta({ id: 'TokenDef' });

const ModalDefSchema = strict({
  min: z.number().int().min(0),
  max: z.number().int().min(1),
  repeatable: opt(z.boolean()),
  entwine: opt(z.boolean()),
  pawprints: opt(z.number().int().min(1)),
  get instead() {
    return opt(strict({ paid: opt(costPaidSchema), if: opt(conditionSchema), min: z.number().int().min(0), max: z.number().int().min(1) }));
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
      filter: opt(filterSchema),
      except: opt(CopyExceptSchema),
      extraCounters: opt(z.record(z.string(), valueSchema)),
      extraCountersIf: opt(z.array(strict({ type: z.string(), counters: z.record(z.string(), valueSchema) }))),
    }),
  ),
  counters: opt(z.record(z.string(), valueSchema)),
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
      othersEnterAsCopy: opt(filterSchema),
      othersEnterWithCounters: opt(strict({ filter: filterSchema, counters: z.record(z.string(), z.number().int()) })),
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
void schemaMatchesCore;
