/**
 * The queries of the effect language (src/core/effects/language/) as zod schemas: filters,
 * selectors, values and conditions — what core/effects/query.ts evaluates — and the words
 * they are built from (colors, zones, chosen words, player references). Strict objects
 * (typos are errors); optional keys may be left out but never set to null (exactOptional).
 */
import { z } from 'zod';
import type { Condition } from '../core/effects/language/condition.js';
import type { Filter, Value } from '../core/effects/language/filters-and-values.js';
import type { Selector } from '../core/effects/language/selector.js';
import { COLORS, COSTS_PAID, type Color, ZONES, type Zone } from '../core/model/terms.js';
import { TURN_COUNTS } from '../core/model/turn-counts.js';

/** An optional or additional cost a spell was cast with (702.33 kicker, 701.59, 702.166, 702.174, …). */
export const costPaidSchema = z.enum(COSTS_PAID);
export const coinFlipSchema = z.enum(['won', 'lost', 'heads', 'tails']);

const opt = <T extends z.ZodType>(t: T) => t.exactOptional();
const strict = z.strictObject;

export const ColorSchema = z.enum(COLORS as [Color, ...Color[]]);
export const ZoneSchema = z.enum(ZONES as [Zone, ...Zone[]]);
export const ChoiceKindSchema = z.enum(['color', 'creatureType', 'cardType', 'landType', 'basicLandType', 'player', 'x']);
const ChosenRefSchema = strict({ chosen: ChoiceKindSchema });
export const WordSchema = z.union([z.string(), ChosenRefSchema]);
export const ColorWordSchema = z.union([ColorSchema, ChosenRefSchema]);
export const PlayerRefSchema = z
  .union([
    z.enum(['you', 'opponent', 'any', 'active', 'enchanted']),
    strict({ chosen: z.literal('player') }),
    strict({ player: z.string() }),
    strict({ lifeRank: z.enum(['most', 'least']), tied: opt(z.literal('chosen')) }),
  ])
  .meta({ id: 'PlayerRef' });
export const ZonesSchema = z.union([z.array(ZoneSchema), z.literal('all')]);
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
    strict({ rolled: z.tuple([z.number().int().min(1), z.number().int().min(1)]) }),
    strict({ equipped: z.literal(true) }),
    strict({ bestowed: z.boolean() }),
    strict({ levelAtLeast: z.number().int().min(1) }),
    strict({ solved: z.boolean() }),
    strict({ monstrous: z.boolean() }),
    strict({ renowned: z.boolean() }),
    strict({ commander: z.boolean() }),
    strict({ dealtDamage: z.boolean() }),
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
    strict({ shares: z.literal('cardType'), with: RelatedObjectSchema, among: opt(z.array(z.string())) }),
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
    strict({ rollResult: z.literal(true) }),
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
    strict({ devotion: z.array(ColorSchema).min(1), among: FilterSchema }),
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
    strict({ topOfLibrary: FilterSchema }),
    strict({ yourTurn: z.boolean() }),
    strict({ designation: z.enum(['citysBlessing', 'enduringStory']), player: PlayerRefSchema }),
    strict({ dayNight: z.enum(['day', 'night']) }),
    strict({ mostCommonColor: z.enum(['white', 'blue', 'black', 'red', 'green']) }),
    strict({ costPaid: costPaidSchema }),
    strict({ attachedObject: FilterSchema }),
    strict({ option: z.number().int().min(1) }),
  ])
  .meta({ id: 'Condition' });

// Typed by the core's types, as ability-schema.ts's abilityDefSchema is: what each accepts is what the core reads.
export const filterSchema: z.ZodType<Filter> = FilterSchema;
export const selectorSchema: z.ZodType<Selector> = SelectorSchema;
export const valueSchema: z.ZodType<Value> = ValueSchema;
export const conditionSchema: z.ZodType<Condition> = ConditionSchema;
