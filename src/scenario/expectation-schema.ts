/**
 * The `expect` mappings of a scenario as zod schemas: what an object, a player or the rules
 * in force must be at that point of the replay.
 */
import { z } from 'zod';
import { counts, opt, PlayerNameSchema, strict } from './field-schema.js';
import { ColorSchema, ZoneSchema } from './query-schema.js';

const nullableNumber = z.number().nullable();
const strings = z.array(z.string()).meta({ description: 'Compared as a set.' });

export const ObjectExpectationSchema = strict({
  exists: opt(
    z.boolean().meta({
      description: '`false`: the id names no object any more (a token that left the battlefield, 111.7); any other field implies `true`.',
    }),
  ),
  id: opt(z.string()),
  zone: opt(ZoneSchema),
  timestamp: opt(z.number()),
  name: opt(z.string().nullable()),
  manaCost: opt(z.string().nullable()),
  manaValue: opt(z.number()),
  colors: opt(z.array(ColorSchema)),
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
  prototyped: opt(z.boolean().meta({ description: 'Extension: it was cast prototyped (718.3b).' })),
  unlocked: opt(
    z.array(z.enum(['left', 'right'])).meta({ description: "Extension: a Room's unlocked halves (709.5c), compared as a set." }),
  ),
  token: opt(z.boolean()),
  attachedTo: opt(z.string().nullable()),
  has: opt(z.array(z.string()).meta({ description: 'Abilities that must be present.' })),
  lacks: opt(z.array(z.string()).meta({ description: 'Abilities that must be absent.' })),
}).meta({ id: 'ObjectExpectation' });
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

export type ObjectExpectationInput = z.infer<typeof ObjectExpectationSchema>;
export type PlayerExpectationInput = z.infer<typeof PlayerExpectationSchema>;
