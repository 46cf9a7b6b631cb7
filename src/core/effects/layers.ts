/** Which layer (613.1-613.4, 613.10-11) each operation applies in. */
import type { LayerId } from '../pass/trace.js';
import type { Op } from './types.js';

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
