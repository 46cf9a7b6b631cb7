/**
 * The Oracle compiler's public entry: Scryfall card objects in, effect-language CardDefs
 * and CompileReports out. The rules core never imports this layer.
 */
export { compileCard } from './compile.js';
export type { CompiledCard, CompileReport, CompileWarning, ScryfallCard, ScryfallFace, SentenceReport } from './types.js';
