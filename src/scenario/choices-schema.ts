/**
 * What was chosen as an object entered or its spell resolved (the `choices` mapping of the
 * scenario format), as a zod schema.
 */
import { z } from 'zod';
import { CREATURE_TYPES, LAND_TYPES } from '../core/model/subtype-lists.js';
import type { CardType } from '../core/model/terms.js';
import { IdSchema, opt, PlayerNameSchema, strict, X } from './field-schema.js';
import { ColorSchema, coinFlipSchema, costPaidSchema } from './query-schema.js';

/** The card types a "choose a card type" choice names (205.2a, less the casual variants' types). */
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
] as const satisfies readonly CardType[];
export const BASIC_LAND_TYPES = ['Plains', 'Island', 'Swamp', 'Mountain', 'Forest'] as const;

export const ChoicesSchema = strict({
  color: opt(ColorSchema),
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
  rolls: opt(
    z.array(z.number().int().min(1)).min(1).meta({
      description:
        'The results of the dice rolled as it resolved (706), in order: "Roll a six-sided die. … gets +X/+X until end of turn, where X is the result" → [4]; a die-roll table\'s line "3 — …" applies when the result is 3.',
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

export type ChoicesInput = z.infer<typeof ChoicesSchema>;
