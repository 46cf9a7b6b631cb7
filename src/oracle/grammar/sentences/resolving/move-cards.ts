/**
 * One card moved between zones other than the battlefield as the ability resolves (400.3, 400.7), the card picked
 * as it resolves (the scenario's `choices.object`, 608.2d):
 *
 *   moveCard := [then] [you may] exile (a | an) <phrase in a zone> [from your (hand | graveyard)]
 *             | [you may] put (a | an) <phrase> [an opponent owns] [from exile | <zone>] into (that player's | its owner's | their owner's | your) graveyard
 *
 * "you may exile a creature card from your graveyard" (God-Pharaoh's Gift), "you may put a card an opponent owns
 * from exile into that player's graveyard" (Wasteland Strangler). A card goes to its owner's graveyard (404.1).
 * The move comes after the ability's other parts, which name the card where it was ("create a token that's a copy
 * of that card": its copiable values are the same in either zone, 707.2).
 */
import type { Filter } from '../../../../core/effects/language/filters-and-values.js';
import type { Selector } from '../../../../core/effects/language/selector.js';
import type { Zone } from '../../../../core/model/terms.js';
import type { Token } from '../../../lex.js';
import type { ParseContext } from '../../cursor/context.js';
import type { Cursor } from '../../cursor/cursor.js';
import { objectPhrase } from '../../nouns/object-phrase.js';
import { exiledChosen } from '../../predicates/copies.js';
import type { ResolvingPart } from './resolving-part.js';

export function moveCardSentence(c: Cursor, ctx: ParseContext): ResolvingPart | undefined {
  const tokens: readonly Token[] = c.tokens;
  c.accept('then');
  c.accept('you may');
  const verb = c.acceptAny('exile', 'put');
  if (verb === undefined || c.acceptAny('a', 'an') === undefined) return undefined;
  const saved = ctx.targets;
  const p = objectPhrase(c, ctx);
  ctx.targets = saved;
  if (p === undefined || p.plural) return undefined;
  const filters: Filter[] = [...p.filters];
  // "a card an opponent owns from exile": the owner, then the zone.
  if (c.accept('an opponent owns')) filters.push({ owner: 'opponent' });
  let zones = p.zones;
  if (zones === undefined && c.accept('from exile')) zones = ['exile'];
  if (zones === undefined) {
    const from = c.acceptAny('from your hand', 'from your graveyard');
    if (from !== undefined) {
      zones = [from.endsWith('hand') ? 'hand' : 'graveyard'];
      filters.push({ owner: 'you' });
    }
  }
  const zone = zones?.length === 1 ? zones[0] : undefined;
  if (zone === undefined || zone === 'battlefield') return undefined;
  let to: Zone = 'exile';
  if (verb === 'put') {
    if (!c.accept('into') || c.acceptAny("that player 's", "its owner 's", "their owner 's", 'your') === undefined) return undefined;
    if (!c.accept('graveyard')) return undefined;
    to = 'graveyard';
  }
  if (!c.done || zone === to) return undefined;
  const what: Selector = { chosenObject: 'object', where: { and: [...filters, { zone }] } };
  // "that card", "the exiled card", "it" after it: the card chosen (copies.ts reads "the exiled card" of an exile).
  ctx.it = (verb === 'exile' ? exiledChosen(tokens, ctx) : undefined) ?? what;
  return { kind: 'moveCard', move: { what, to } };
}
