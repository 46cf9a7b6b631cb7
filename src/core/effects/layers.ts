/** The layers (613.1-613.4, 613.10-11), and which layer each operation applies in. */
import type { Op } from './language/abilities.js';

/** A layer or sublayer of 613.1-613.4 (`7c`), or `players` / `rules` for effects on players and the game's rules. */
export type LayerId = '1a' | '1b' | '2' | '3' | '4' | '5' | '6' | '7a' | '7b' | '7c' | '7d' | 'players' | 'rules';
/** The layers and sublayers of 613.1-613.4 in the order applied, then the player and rules effects. */
export const LAYERS: readonly LayerId[] = ['1a', '1b', '2', '3', '4', '5', '6', '7a', '7b', '7c', '7d', 'players', 'rules'];

/** The rule number of each layer (613.1a …). */
export const LAYER_RULES: Record<LayerId, string> = {
  '1a': '613.2a copy effects',
  '1b': '613.2b face-down (708.2)',
  '2': '613.1b control-changing effects',
  '3': '613.1c text-changing effects (612)',
  '4': '613.1d type-changing effects',
  '5': '613.1e color-changing effects',
  '6': '613.1f ability-adding and -removing effects, keyword counters',
  '7a': '613.4a characteristic-defining abilities that define power/toughness',
  '7b': '613.4b effects that set power/toughness',
  '7c': '613.4c effects and counters that modify power/toughness',
  '7d': '613.4d effects that switch power and toughness',
  players: '613.10 effects on players',
  rules: '613.11 effects on the rules of the game',
};

export function layerOf(op: Op, cda: boolean): LayerId {
  switch (op.op) {
    case 'copy':
      return '1a';
    case 'faceDown':
      return '1b';
    case 'control':
      return '2';
    case 'changeText':
    case 'fullText':
    case 'setName':
      return '3';
    case 'addTypes':
    case 'setTypes':
    case 'removeTypes':
    case 'allCreatureTypes':
    case 'everyBasicLandType':
    case 'everyLandType':
      return '4';
    case 'setColors':
    case 'addColors':
      return '5';
    case 'addAbilities':
    case 'addAbilitiesOf':
    case 'removeAbilities':
    case 'cantHave':
      return '6';
    case 'setPT':
      return cda ? '7a' : '7b';
    case 'modifyPT':
      return '7c';
    case 'switchPT':
      return '7d';
    case 'playerAbility':
      return 'players';
    case 'maxHandSize':
    case 'rule':
      return 'rules';
    case 'custom':
      return op.layer;
  }
}

/** 611.2c: effects that change characteristics or control lock their set of objects. */
export function locksSet(op: Op): boolean {
  const l = layerOf(op, false);
  return l !== 'players' && l !== 'rules';
}
