/**
 * Hand-written ability lists, keyed by exact card (or back face) name. A card appears here
 * when any of its abilities is something the engine executes; every other card's
 * abilities are derived from its Oracle text (../derive.ts; scripts/gen-canon.mjs writes them
 * into ../oracle-data.ts). After changing a name, an order or a text here, run
 * `npm run build && node scripts/gen-canon.mjs` (oracle-data.ts names these faces by index).
 */
import type { AbilityDef } from '../../core/effects/language/abilities.js';
import { ANIMATE } from './animate.js';
import { ANTHEMS } from './anthems.js';
import { AURAS } from './auras.js';
import { COLORS } from './colors.js';
import { CONTROL } from './control.js';
import { COPY } from './copy.js';
import { CREATURES } from './creatures.js';
import { GAME } from './game.js';
import { MISC } from './misc.js';
import { PLAYERS } from './players.js';
import { PT } from './pt.js';
import { TEXT } from './text.js';
import { TYPES } from './types.js';

/** The definition files by theme (the test checks that no name is defined twice). */
export const DEFINITION_SETS: Readonly<Record<string, Readonly<Record<string, AbilityDef[]>>>> = {
  animate: ANIMATE,
  anthems: ANTHEMS,
  auras: AURAS,
  colors: COLORS,
  control: CONTROL,
  copy: COPY,
  creatures: CREATURES,
  game: GAME,
  misc: MISC,
  players: PLAYERS,
  pt: PT,
  text: TEXT,
  types: TYPES,
};

/**
 * Every definition by face name, in DEFINITION_SETS' order (oracle-data.ts names defined faces by
 * their index here). The sets are listed again rather than read from DEFINITION_SETS, so that a
 * bundle leaves out its keys (issue #9); the catalog test checks both give the same entries.
 */
export const DEFINITIONS: ReadonlyMap<string, AbilityDef[]> = new Map(
  [ANIMATE, ANTHEMS, AURAS, COLORS, CONTROL, COPY, CREATURES, GAME, MISC, PLAYERS, PT, TEXT, TYPES].flatMap((set) => Object.entries(set)),
);
