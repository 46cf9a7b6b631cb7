/**
 * The scenario format (scenario-format.md) as zod schemas. The loader validates piece by
 * piece with them (for precise messages): the shared fields (field-schema.ts), choices,
 * objects, expectations and events (choices-, object-, expectation-, event-schema.ts), the
 * effect language of inline abilities (ability-schema.ts, query-schema.ts). Here is the top
 * level: `ScenarioSchema` is the whole file, used for the JSON Schema shipped in
 * schema/scenario.schema.json.
 */
import { z } from 'zod';
import { EventSchema } from './event-schema.js';
import { opt, PlayerNameSchema, strict } from './field-schema.js';
import { MAX_AMOUNT } from './limits.js';
import { ObjectEntrySchema } from './object-schema.js';

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
        'Addition: the game is day or night at the start (731.1; absent, neither): what "if it\'s night" reads. `endTurn` changes it as 731.2a-b say (day → night after a turn with no spells cast by its active player, night → day after two or more).',
    }),
  ),
  battlefield: opt(z.array(ObjectEntrySchema)),
  events: opt(z.array(EventSchema)),
});

export type ScenarioInput = z.infer<typeof ScenarioSchema>;

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
