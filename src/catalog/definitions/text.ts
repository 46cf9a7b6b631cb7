/**
 * Text-changing effects (layer 3, 612). The words replaced come from the cast's choices
 * (`from` and `to`); with no duration stated the change lasts indefinitely.
 */
import type { TextKind } from '../../core/effects/language/abilities.js';
import { act, type Defs, effIf, forever, resolve, SELF, spell, stat } from './dsl.js';

function changeText(kind: TextKind | TextKind[]) {
  return resolve(forever({ target: 0 }, { op: 'changeText', kind }));
}

const DISCARD = '{2}: Discard a card.';

export const TEXT: Defs = {
  'Artificial Evolution': [
    spell(
      "Change the text of target spell or permanent by replacing all instances of one creature type with another. The new creature type can't be Wall.",
      changeText('creatureType'),
    ),
  ],
  'Sleight of Mind': [
    spell('Change the text of target spell or permanent by replacing all instances of one color word with another.', changeText('color')),
  ],
  'Magical Hack': [
    spell(
      'Change the text of target spell or permanent by replacing all instances of one basic land type with another.',
      changeText('basicLandType'),
    ),
  ],
  'Mind Bend': [
    spell(
      'Change the text of target permanent by replacing all instances of one color word with another or one basic land type with another.',
      changeText(['color', 'basicLandType']),
    ),
  ],
  "Volrath's Shapeshifter": [
    stat(
      'As long as the top card of your graveyard is a creature card, this creature has the full text of that card and has the text "{2}: Discard a card."',
      effIf({ topOfGraveyard: { type: 'Creature' } }, SELF, { op: 'fullText', of: 'topOfGraveyard', keepAbilities: [act(DISCARD)] }),
    ),
    act(DISCARD),
  ],
};
