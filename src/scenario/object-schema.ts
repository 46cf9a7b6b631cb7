/**
 * The objects of a scenario as zod schemas: inline cards (a face, with its back face), card
 * references, and the object mappings of `battlefield` entries and `enter` events.
 */
import { z } from 'zod';
import { abilityDefSchema } from './ability-schema.js';
import { ChoicesSchema } from './choices-schema.js';
import { counts, IdSchema, opt, PlayerNameSchema, strict } from './field-schema.js';
import { MAX_TIMESTAMP, printedStatProblem } from './limits.js';
import { ColorSchema, ZoneSchema } from './query-schema.js';

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
  colorIndicator: opt(z.array(ColorSchema)),
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
const PrototypeSchema = strict({
  manaCost: z.string().min(1),
  power: z.number().int(),
  toughness: z.number().int(),
}).meta({ description: "Extension: a prototype card's alternative mana cost, power and toughness (718.2)." });
const RoomHalfSchema = strict({
  name: z.string().min(1),
  manaCost: opt(z.string().nullable()),
  oracle: opt(z.string()),
  abilities: opt(z.array(z.union([z.string(), abilityDefSchema]))),
}).meta({ id: 'RoomHalf', description: 'One half (door) of a Room: its name, mana cost and rules text (709.5).' });
export const InlineCardSchema = strict({
  ...faceShape,
  backFace: opt(InlineFaceSchema),
  morph: opt(z.string()),
  prototype: opt(PrototypeSchema),
  halves: opt(
    z.tuple([RoomHalfSchema, RoomHalfSchema]).meta({
      description:
        'Extension: a Room (709.5), its left and right halves; `typeLine` is the shared type line. The card has both halves combined (709.4); on the battlefield, only its unlocked halves.',
    }),
  ),
}).meta({
  id: 'InlineCard',
  description: 'A card defined in the scenario itself.',
});

export const CardRefSchema = z
  .union([z.string().min(1).meta({ description: 'A catalog card name.' }), InlineCardSchema])
  .meta({ id: 'Card' });

export const ObjectMappingSchema = strict({
  card: CardRefSchema,
  id: opt(IdSchema),
  controller: opt(PlayerNameSchema),
  owner: opt(PlayerNameSchema),
  zone: opt(ZoneSchema),
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
  prototyped: opt(
    z.boolean().meta({
      description:
        'Extension: it was cast prototyped (718.3): on the battlefield (or the stack) it has its prototype mana cost, power, toughness and colour (718.3b).',
    }),
  ),
  unlocked: opt(
    z.array(z.enum(['left', 'right'])).meta({
      description: "Extension: a Room's unlocked halves (709.5c) as it enters: the half cast as a spell (709.5d). Absent: both locked.",
    }),
  ),
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
  emblem: opt(
    z.boolean().meta({
      description:
        'It is an emblem (114): in the command zone (the default zone with it), owned and controlled by `controller`; it has only the abilities of its card (114.2: no name, types or colour), and its static abilities function in the command zone (114.4). Write the card inline, e.g. `{ name: Kaito emblem, typeLine: Emblem, oracle: "Ninjas you control get +1/+1." }`. Extension of the shared format.',
    }),
  ),
  monstrous: opt(
    z.boolean().meta({
      description:
        'It is monstrous (701.37b): its monstrosity ability resolved ("As long as this creature is monstrous"). Extension of the shared format.',
    }),
  ),
  dealtDamage: opt(
    z.literal(true).meta({
      description:
        'A `battlefield` entry: it has dealt damage since it became this object (400.7), before the position began ("if it hasn\'t dealt damage yet"). Extension of the shared format.',
    }),
  ),
  renowned: opt(
    z.boolean().meta({
      description:
        'It is renowned (702.112b): its renown ability resolved ("As long as this creature is renowned"). Extension of the shared format.',
    }),
  ),
  commander: opt(
    z.boolean().meta({
      description:
        'The card is its owner\'s commander (903.3): an attribute of the card, not a characteristic, kept in every zone ("Commander creatures you control", "As long as you control your commander"). Extension of the shared format.',
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

export type ObjectMappingInput = z.infer<typeof ObjectMappingSchema>;
export type InlineCardInput = z.infer<typeof InlineCardSchema>;
export type InlineFaceInput = z.infer<typeof InlineFaceSchema>;
