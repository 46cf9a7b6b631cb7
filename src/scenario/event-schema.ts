/**
 * The events of a scenario as zod schemas: each kind (`enter`, `cast`, `activate`, …) a strict
 * mapping with its kind key and the kind's own extra keys; `EventSchema` is any one of them.
 */
import { z } from 'zod';
import { ChoicesSchema } from './choices-schema.js';
import { ExpectationSchema } from './expectation-schema.js';
import { counts, IdSchema, opt, PlayerNameSchema, strict, X } from './field-schema.js';
import { CardRefSchema, ObjectEntrySchema } from './object-schema.js';
import { ZoneSchema } from './query-schema.js';

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
const stack = opt(
  z.literal(true).meta({
    description:
      'Extension: put it on the stack instead of resolving it now (targets, modes, X and its controller are chosen now, 601.2c, 602.2b, 603.3d); a later `resolve` event resolves it (608.2).',
  }),
);
const stackId = opt(
  IdSchema.meta({
    description:
      'Extension, with `stack: true`: the name of the ability on the stack, for `resolve`; default `<object>-ability` (`-2`, … when taken).',
  }),
);

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
    stack,
  }),
  activate: strict({
    activate: ObjectRefSchema,
    targets,
    choices: opt(ChoicesSchema),
    x: opt(X),
    modes,
    tokens,
    controller: abilityController,
    stack,
    id: stackId,
  }),
  trigger: strict({
    trigger: ObjectRefSchema,
    targets,
    choices: opt(ChoicesSchema),
    x: opt(X),
    modes,
    tokens,
    controller: abilityController,
    stack,
    id: stackId,
  }),
  counters: strict({ counters: z.record(IdSchema, counts(false)) }),
  attach: strict({ attach: strict({ object: IdSchema, to: IdSchema }) }),
  move: strict({
    move: strict({
      object: IdSchema,
      to: ZoneSchema,
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
  unlock: strict({
    unlock: strict({ object: IdSchema, door: z.string().min(1) }).meta({
      description:
        "Extension: a Room's locked half gets its unlocked designation (709.5f): `door` is `left`, `right` or the half's name. No new timestamp.",
    }),
  }),
  lock: strict({
    lock: strict({ object: IdSchema, door: z.string().min(1) }).meta({
      description: "Extension: a Room's unlocked half loses its unlocked designation (709.5g).",
    }),
  }),
  dayNight: strict({
    dayNight: z.enum(['day', 'night']).meta({
      description:
        'Extension: it becomes day or night (731.1). Daybound permanents transform as it becomes night, nightbound ones as it becomes day, each with a new timestamp (702.145c, 702.145f, 613.7g).',
    }),
  }),
  resolve: strict({
    resolve: z.union([z.literal(true), IdSchema]).meta({
      description:
        'Extension: the top object of the stack resolves (608.2); an id must name it (405.5: only the top one resolves). Targets illegal by then are not affected; if all are, it does nothing (608.2b).',
    }),
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
    E.unlock,
    E.lock,
    E.dayNight,
    E.resolve,
    E.expect,
  ])
  .meta({ id: 'Event', description: 'One event: a mapping with exactly one kind key.' });
