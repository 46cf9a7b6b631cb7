/**
 * mtg-layers: Magic: The Gathering continuous effects and the layer system
 * (CR 611-613) as a pure TypeScript library, with the card catalog.
 */
export * from './core/index.js';
export { allCards, findCard, oracleText, suggestCards } from './catalog/index.js';
