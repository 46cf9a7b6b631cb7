/**
 * mtg-layers: Magic: The Gathering continuous effects and the layer system
 * (CR 611-613) as a pure TypeScript library, with the card catalog.
 */

export { allCards, findCard, oracleText, suggestCards } from './catalog/index.js';
export * from './core/index.js';
export * from './scenario/index.js';
