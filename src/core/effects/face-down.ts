/** The characteristics of a face-down permanent (708.2a), with ward {2} when disguised or cloaked. */
import type { Characteristics, GameObject } from '../model/objects.js';

/**
 * 702.168b, 701.58a: cast using disguise (a face-down card with disguise) or cloaked, it is a
 * 2/2 face-down creature with ward {2}; these are its copiable values (708.2a).
 */
export function hasWardFaceDown(obj: GameObject): boolean {
  return obj.cloaked === true || obj.card.abilities.some((a) => a.kind === 'keyword' && a.keyword === 'disguise');
}

/** 708.2a: a face-down permanent is a 2/2 creature with no text, name, subtypes or mana cost. */
export const FACE_DOWN: Characteristics = {
  name: null,
  manaCost: null,
  colors: [],
  types: ['Creature'],
  subtypes: [],
  supertypes: [],
  abilities: [],
  power: 2,
  toughness: 2,
  loyalty: null,
  defense: null,
};

/** 708.2a with ward {2}: a disguised or cloaked permanent (702.168b, 701.58a). */
export const FACE_DOWN_WITH_WARD: Characteristics = {
  ...FACE_DOWN,
  abilities: [{ key: 'faceDown:ward', def: { kind: 'keyword', text: 'Ward {2}', keyword: 'ward' }, origin: { kind: 'printed' } }],
};
