/**
 * Scryfall card data in: the card schema, a card file reader that indexes a bulk file in one
 * pass and parses only the cards that are named, Scryfall's exact-name lookup, and the card
 * source the scenario loader uses (cards compiled from their Oracle text, once each).
 * Nothing here uses a Node API except node.ts (reading a file on disk by ranges).
 */

export type { IndexEntry, ScanError, ScanResult } from './card-index.js';
export { type CoverageReport, coverage, fallbackShape } from './coverage.js';
export { type ByteSource, CardFile, memorySource, problemAt } from './file.js';
export { CardNames, closestNames, type NameMatch, normalizeCardName } from './names.js';
export { openCardFile } from './open.js';
export { CardScanner, scanCards } from './scan.js';
export {
  NON_CARD_LAYOUTS,
  type ScryfallCardData,
  ScryfallCardSchema,
  type ScryfallFaceData,
  ScryfallFaceSchema,
  toCompilerInput,
} from './schema.js';
export { CardFileSource, type CompiledEntry } from './source.js';
