/**
 * Which keys of the effect language read only the object an effect applies to, its source, its choices
 * and the game ("local"), and which read other objects or the turn history. The pass compares the sets
 * of a local board-wide selection on the objects a trial changed alone (order.ts); the evaluator's
 * shortcuts keep the other objects' results for local effects (incremental/locality.ts).
 */

/**
 * The effect-language keys (filters, values, conditions, selectors) that read other objects than
 * the one affected and the source, or the turn history (3). A test fails if a key is added to the
 * language without being put here or in LOCAL_KEYS.
 */
export const NON_LOCAL_KEYS: ReadonlySet<string> = new Set([
  // values over objects
  'count',
  'cardTypesAmong',
  'basicLandTypesAmong',
  'colorsAmong',
  'greatest',
  'total',
  'countersAmong',
  'counterKindsAmong',
  'countersOn',
  'creatureTypesOf',
  'devotion',
  // conditions and filters that relate objects
  'mostCommonColor',
  'attachedObject',
  'topOfGraveyard',
  'topOfLibrary',
  'attachedBySource',
  'isTarget',
  'attacks',
  'blocks',
  'blockedBy',
  'equipped',
  'modified',
  'pairedWith',
  'exiledWith',
  'attachedTo',
  'attachedBy',
  'shares',
  'is',
  'isChosen',
  'target',
  // selectors naming objects other than the source (skipped for a floating effect's locked set)
  'targets',
  'chosenObject',
  'createdTokens',
  // the turn history (a creature died: 700.4)
  'thisTurn',
  // the number of cards in a hand (402): a permanent returned to its owner's hand is one more
  'handSize',
]);

/** The keys that read only the affected object, the source, the effect's choices or the game (3). */
export const LOCAL_KEYS: ReadonlySet<string> = new Set([
  // selectors: the source, what it is attached to (2: not the moved object), every object matching, players, the game
  'self',
  'where',
  'attached',
  'all',
  'players',
  'game',
  'and',
  'or',
  'not',
  'zones',
  'kind',
  'player',
  'among',
  'with',
  'filter',
  'compare',
  'source',
  'type',
  'subtype',
  'supertype',
  'color',
  'colorless',
  'multicolored',
  'controller',
  'owner',
  'zone',
  'other',
  'token',
  'tapped',
  'faceDown',
  'manaValue',
  'power',
  'toughness',
  'hasAbility',
  'name',
  'attacking',
  'blocking',
  'bestowed',
  'levelAtLeast',
  'solved',
  'monstrous',
  'renowned',
  'commander',
  'dealtDamage',
  'costPaid',
  'coinFlips',
  'rolled',
  'rollResult',
  'option',
  'coins',
  'enteredThisTurn',
  'counter',
  'anyCounter',
  'x',
  'life',
  'startingLife',
  'thisWay',
  'manaSpentToCast',
  'sum',
  'times',
  'atMost',
  'difference',
  'yourTurn',
  'designation',
  'dayNight',
  'gte',
  'lte',
]);

/** Does this piece of effect data (a selector, filter, value, condition or operations) use a key that reads other objects or the turn history? */
export function nonLocal(data: unknown, depth = 0): boolean {
  if (data === null || typeof data !== 'object' || depth > 64) return depth > 64;
  if (Array.isArray(data)) return data.some((x) => nonLocal(x, depth + 1));
  const rec = data as Record<string, unknown>;
  for (const k of Object.keys(rec)) if (NON_LOCAL_KEYS.has(k)) return true;
  for (const v of Object.values(rec)) if (nonLocal(v, depth + 1)) return true;
  return false;
}
